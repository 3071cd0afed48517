//! The builtins that order values: `sorted`, `min`, `max`, `reversed`,
//! and the sort every ordering shares.

use super::core::make_iter;
use super::sortkey;
use super::{arity, no_more_kw, take_kw};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops::{cmp, iterate_to_vec};
use crate::eval::value::Value;
use std::cmp::Ordering;

/// Sorts with Python's stable sort, propagating comparison errors.
fn sort_values(
    f: &mut Frame,
    items: &mut [Value],
    keys: Option<Vec<Value>>,
    reverse: bool,
) -> Res<()> {
    let keyed: &[Value] = keys.as_deref().unwrap_or(items);
    let order = match sortkey::machine_order(keyed, reverse) {
        Some(order) => order,
        None => general_order(f, keyed, reverse)?,
    };
    // Moved, not cloned: a clone and a drop per item touched every
    // item's reference count twice more.
    let mut taken: Vec<Value> = items
        .iter_mut()
        .map(|x| std::mem::replace(x, Value::None))
        .collect();
    for (slot, &i) in items.iter_mut().zip(&order) {
        *slot = std::mem::replace(&mut taken[i], Value::None);
    }
    Ok(())
}

/// The sorted order of `keyed` through Python's `<` (user classes'
/// `__lt__` included): positions, first to last.
fn general_order(f: &mut Frame, keyed: &[Value], reverse: bool) -> Res<Vec<usize>> {
    let mut err = None;
    let mut idx: Vec<usize> = (0..keyed.len()).collect();
    idx.sort_by(|&a, &b| {
        if err.is_some() {
            return Ordering::Equal;
        }
        let o = match order(f, &keyed[a], &keyed[b]) {
            Ok(o) => o,
            Err(e) => {
                err = Some(e);
                Ordering::Equal
            }
        };
        if reverse { o.reverse() } else { o }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(idx),
    }
}

/// Ordering through `<`, honouring `__lt__` of user classes.
pub(super) fn order(f: &mut Frame, a: &Value, b: &Value) -> Res<Ordering> {
    if let Some((cmp_fn, x, y)) = super::functools::cmp_key_pair(a, b) {
        let r = call_value(cmp_fn, vec![x.clone(), y.clone()], Vec::new(), f)?;
        return cmp(&r, &Value::Int(0), "<");
    }
    let holds = |v: &Value| match v {
        Value::Instance(_) => true,
        Value::Tuple(_) | Value::List(_) => crate::eval::attrs::holds_instance(v),
        _ => false,
    };
    if holds(a) || holds(b) {
        use crate::syntax::ast::CmpOp;
        if crate::eval::attrs::compare(f, CmpOp::Lt, a, b)? {
            return Ok(Ordering::Less);
        }
        if crate::eval::attrs::compare(f, CmpOp::Lt, b, a)? {
            return Ok(Ordering::Greater);
        }
        return Ok(Ordering::Equal);
    }
    cmp(a, b, "<")
}

/// `sort`/`sorted` with `key=` and `reverse=`.
pub fn sort_with(f: &mut Frame, items: &mut [Value], kw: &mut Kwargs, name: &str) -> Res<()> {
    let key = take_kw(kw, "key");
    let reverse = take_kw(kw, "reverse").is_some_and(|v| v.truthy());
    no_more_kw(name, kw)?;
    let keys = match key {
        Some(k) if !matches!(k, Value::None) => {
            let mut ks = Vec::with_capacity(items.len());
            for x in items.iter() {
                ks.push(call_value(&k, vec![x.clone()], Vec::new(), f)?);
            }
            Some(ks)
        }
        _ => None,
    };
    sort_values(f, items, keys, reverse)
}

pub(super) fn sorted(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("sorted", &args, 1, 1)?;
    let mut items = iterate_to_vec(&args[0])?;
    sort_with(f, &mut items, &mut kw, "sorted")?;
    Ok(Value::list(items))
}

pub(super) fn reversed(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("reversed", &args, 1, 1)?;
    // Dicts and their views reverse (Python 3.8); a set has no order to,
    // and an iterator, a number or None is no sequence.
    let kind = match &args[0] {
        Value::Set(_)
        | Value::Iter(_)
        | Value::None
        | Value::Bool(_)
        | Value::Int(_)
        | Value::BigInt(_)
        | Value::Float(_)
        | Value::Complex(..)
        | Value::Func(_)
        | Value::Builtin(_)
        | Value::Ellipsis => {
            return Err(type_error(format!(
                "'{}' object is not reversible",
                args[0].type_name()
            )));
        }
        Value::Dict(_) => "dict_reversekeyiterator",
        Value::DictView(v) => v.iter_kind(true),
        Value::List(_) => "list_reverseiterator",
        Value::Range(_) => "range_iterator",
        Value::Deque(_) => "_deque_reverse_iterator",
        _ => "reversed",
    };
    let mut items = iterate_to_vec(&args[0])?;
    items.reverse();
    Ok(make_iter(items, kind))
}

pub(super) fn extreme(
    f: &mut Frame,
    args: Vec<Value>,
    mut kw: Kwargs,
    name: &str,
    want: Ordering,
) -> Res<Value> {
    // Two ints or two floats: the first unless the second is strictly
    // better, as the loop below decides (NaN never is).
    if kw.is_empty() {
        let greater = want == Ordering::Greater;
        match args.as_slice() {
            [Value::Int(a), Value::Int(b)] => {
                let second = if greater { b > a } else { b < a };
                return Ok(Value::Int(if second { *b } else { *a }));
            }
            [Value::Float(a), Value::Float(b)] => {
                let second = if greater { b > a } else { b < a };
                return Ok(Value::Float(if second { *b } else { *a }));
            }
            _ => {}
        }
    }
    let key = take_kw(&mut kw, "key").filter(|k| !matches!(k, Value::None));
    let default = take_kw(&mut kw, "default");
    no_more_kw(name, &kw)?;
    let items = match args.len() {
        0 => {
            return Err(type_error(format!(
                "{name} expected at least 1 argument, got 0"
            )));
        }
        1 => iterate_to_vec(&args[0])?,
        _ => args,
    };
    if items.is_empty() {
        return default.ok_or_else(|| value_error(format!("{name}() arg is an empty sequence")));
    }
    let mut best = items[0].clone();
    let mut best_key = match &key {
        Some(k) => call_value(k, vec![best.clone()], Vec::new(), f)?,
        None => best.clone(),
    };
    for x in items.into_iter().skip(1) {
        let k = match &key {
            Some(kf) => call_value(kf, vec![x.clone()], Vec::new(), f)?,
            None => x.clone(),
        };
        // `max` asks `k > best`, `min` `k < best`: a user class's operator
        // (or its reflection) decides, as CPython's rich comparison does.
        let better = if matches!(k, Value::Instance(_))
            || matches!(best_key, Value::Instance(_))
            || super::functools::cmp_key_pair(&k, &best_key).is_some()
        {
            use crate::syntax::ast::CmpOp;
            let op = if want == Ordering::Less {
                CmpOp::Lt
            } else {
                CmpOp::Gt
            };
            crate::eval::attrs::compare(f, op, &k, &best_key)?
        } else {
            let sym = if want == Ordering::Less { "<" } else { ">" };
            cmp(&k, &best_key, sym)? == want
        };
        if better {
            best = x;
            best_key = k;
        }
    }
    Ok(best)
}

pub(super) fn min(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    extreme(f, args, kw, "min", Ordering::Less)
}

pub(super) fn max(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    extreme(f, args, kw, "max", Ordering::Greater)
}
