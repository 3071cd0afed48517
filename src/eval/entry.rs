//! Calls with positional arguments only, entered without an argument
//! vector where every parameter is plain: each argument goes from the
//! caller's evaluation straight into the callee's slot. Building,
//! matching and freeing the vector was most of a small Python function's
//! call. (Typed parameters held on the stack instead saved nothing: the
//! values' moves cost what the vector did.)

use super::call::{Function, enter};
use super::exc::*;
use super::frame::Frame;
use super::value::Value;

/// The object slots a call with `n` positional arguments may put them
/// in, when `f` takes exactly that many plain parameters (otherwise the
/// general call: typed or checked parameters, defaults, a wrong count).
#[inline]
pub fn plain_slots(f: &Function, n: usize) -> Option<&[u32]> {
    match &f.code.plain_slots {
        Some(slots) if slots.len() == n && f.fused.is_none() => Some(slots),
        _ => None,
    }
}

/// Calls `f` with one positional argument per slot of `slots` (its
/// `plain_slots`), argument `i` made by `arg(i, caller)`: in order,
/// except that with `self_last` argument 0 is made after the others
/// (`__init__`'s instance, which Python makes once the arguments are).
pub fn call_positional(
    f: &Function,
    slots: &[u32],
    caller: &mut Frame,
    self_last: bool,
    mut arg: impl FnMut(usize, &mut Frame) -> Res<Value>,
) -> Res<Value> {
    // Taken before the arguments are evaluated: their own calls take
    // others from the pool.
    let mut v = Frame::object_slots(f.code.n_v);
    let n = slots.len();
    for k in 0..n {
        let i = nth(k, n, self_last);
        v[slots[i] as usize] = arg(i, caller)?;
    }
    enter(f, caller, v, |_| Ok(()))
}

/// The order arguments are made in (see `call_positional`).
#[inline(always)]
fn nth(k: usize, n: usize, self_last: bool) -> usize {
    match self_last {
        true if k + 1 < n => k + 1,
        true => 0,
        false => k,
    }
}
