//! `bisect`: binary search in a sorted sequence, and insertion keeping it
//! sorted, comparing with `<` as CPython's `bisect` does (so the same
//! position among equal items, and user classes' `__lt__`).

use super::{Builtin, arity, take_kw};
use crate::eval::attrs;
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::CmpOp;

/// The parsed arguments `(a, x, lo=0, hi=len(a), *, key=None)`.
struct Search {
    seq: Value,
    x: Value,
    lo: i64,
    hi: i64,
    key: Option<Value>,
}

fn search_args(f: &mut Frame, name: &str, args: Vec<Value>, mut kw: Kwargs) -> Res<Search> {
    arity(name, &args, 2, 4)?;
    let lo = match args.get(2).cloned().or_else(|| take_kw(&mut kw, "lo")) {
        Some(v) => super::index_arg(&v)?,
        None => 0,
    };
    if lo < 0 {
        return Err(value_error("lo must be non-negative"));
    }
    let seq = args[0].clone();
    let hi = match args.get(3).cloned().or_else(|| take_kw(&mut kw, "hi")) {
        Some(v) if !matches!(v, Value::None) => super::index_arg(&v)?,
        _ => super::index_arg(&super::core::len(f, vec![seq.clone()], Vec::new())?)?,
    };
    let key = take_kw(&mut kw, "key").filter(|k| !matches!(k, Value::None));
    super::no_more_kw(name, &kw)?;
    Ok(Search {
        seq,
        x: args[1].clone(),
        lo,
        hi,
        key,
    })
}

/// The insertion point for `s.x` (already passed through the key, when
/// inserting); `right` puts it after equal items.
fn bisect(f: &mut Frame, s: &Search, x: &Value, right: bool) -> Res<i64> {
    let (mut lo, mut hi) = (s.lo, s.hi);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let mut item = attrs::getitem(f, &s.seq, &Value::Int(mid))?;
        if let Some(k) = &s.key {
            item = call_value(k, vec![item], Vec::new(), f)?;
        }
        let go_left = if right {
            attrs::compare(f, CmpOp::Lt, x, &item)?
        } else {
            !attrs::compare(f, CmpOp::Lt, &item, x)?
        };
        if go_left {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

fn find(f: &mut Frame, args: Vec<Value>, kw: Kwargs, name: &str, right: bool) -> Res<Value> {
    let s = search_args(f, name, args, kw)?;
    let x = s.x.clone();
    bisect(f, &s, &x, right).map(Value::Int)
}

fn insort(f: &mut Frame, args: Vec<Value>, kw: Kwargs, name: &str, right: bool) -> Res<Value> {
    let s = search_args(f, name, args, kw)?;
    let probe = match &s.key {
        Some(k) => call_value(k, vec![s.x.clone()], Vec::new(), f)?,
        None => s.x.clone(),
    };
    let at = bisect(f, &s, &probe, right)?;
    match &s.seq {
        Value::List(l) => {
            let mut l = l.lock();
            let at = (at.max(0) as usize).min(l.len());
            l.insert(at, s.x.clone());
            Ok(Value::None)
        }
        other => Err(attr_error(format!(
            "'{}' object has no attribute 'insert'",
            other.type_name()
        ))),
    }
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "bisect.bisect_left",
        "bisect.bisect_left(a, x, lo=0, hi=len(a), *, key=None): the first place x fits",
        |f, a, k| find(f, a, k, "bisect_left", false)
    ),
    b!(
        "bisect.bisect_right",
        "bisect.bisect_right(a, x, lo=0, hi=len(a), *, key=None): the place after equal items",
        |f, a, k| find(f, a, k, "bisect_right", true)
    ),
    b!(
        "bisect.bisect",
        "bisect.bisect(a, x, ...): bisect_right",
        |f, a, k| find(f, a, k, "bisect_right", true)
    ),
    b!(
        "bisect.insort_left",
        "bisect.insort_left(a, x, lo=0, hi=len(a), *, key=None)",
        |f, a, k| insort(f, a, k, "insort_left", false)
    ),
    b!(
        "bisect.insort_right",
        "bisect.insort_right(a, x, lo=0, hi=len(a), *, key=None)",
        |f, a, k| insort(f, a, k, "insort_right", true)
    ),
    b!(
        "bisect.insort",
        "bisect.insort(a, x, ...): insort_right",
        |f, a, k| insort(f, a, k, "insort_right", true)
    ),
];
