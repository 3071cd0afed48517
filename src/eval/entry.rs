//! Calls with positional arguments only, entered without an argument
//! vector where every parameter is plain: each argument goes from the
//! caller's evaluation straight into the callee's slot. Building,
//! matching and freeing the vector was most of a small Python function's
//! call. (Typed parameters held on the stack instead saved nothing: the
//! values' moves cost what the vector did.)

use super::call::{Function, finish_call};
use super::exc::*;
use super::frame::Frame;
use super::value::Value;
use parking_lot::Mutex;
use std::sync::Arc;

/// The object slots a call with `n` positional arguments may put them
/// in, when `f` takes exactly that many plain parameters.
fn plain_slots(f: &Function, n: usize) -> Option<&[u32]> {
    match &f.code.plain_slots {
        Some(slots) if slots.len() == n && f.fused.is_none() => Some(slots),
        _ => None,
    }
}

/// Does `call_positional` put `n` arguments straight into `f`'s slots?
/// (Otherwise it takes the general call: typed or checked parameters,
/// defaults, a wrong count.)
#[inline]
pub fn enters(f: &Function, n: usize) -> bool {
    plain_slots(f, n).is_some()
}

/// Calls `f` with `n` positional arguments, argument `i` made by
/// `arg(i, caller)`: in order, except that with `self_last` argument 0
/// is made after the others (`__init__`'s instance, which Python makes
/// once the arguments are).
pub fn call_positional(
    f: &Function,
    caller: &mut Frame,
    n: usize,
    self_last: bool,
    mut arg: impl FnMut(usize, &mut Frame) -> Res<Value>,
) -> Res<Value> {
    let Some(slots) = plain_slots(f, n) else {
        let mut args = Vec::with_capacity(n);
        for i in usize::from(self_last)..n {
            args.push(arg(i, caller)?);
        }
        if self_last && n > 0 {
            args.insert(0, arg(0, caller)?);
        }
        return super::call::call_function(f, args, Vec::new(), caller);
    };
    // Taken before the arguments are evaluated: their own calls take
    // others from the pool.
    let mut v = Frame::object_slots(f.code.n_v);
    for k in 0..n {
        let i = nth(k, n, self_last);
        v[slots[i] as usize] = arg(i, caller)?;
    }
    enter(f, caller, v)
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

/// Runs `f` in a frame over object slots `v`, its arguments in place.
#[inline(always)]
fn enter(f: &Function, caller: &mut Frame, mut v: Vec<Value>) -> Res<Value> {
    let code = &f.code;
    if caller.depth >= caller.rt.recursion_limit {
        return Err(recursion_error("maximum recursion depth exceeded"));
    }
    for &s in &code.cell_slots {
        v[s as usize] = Value::Cell(Arc::new(Mutex::new(Value::Undef)));
    }
    for (&s, cell) in code.free_slots.iter().zip(&f.closure) {
        v[s as usize] = cell.clone();
    }
    let mut fr = caller.child_over(code.n_c, v);
    if code.generator {
        return Ok(super::generator::start(code.clone(), &mut fr));
    }
    finish_call(code, &mut fr)
}
