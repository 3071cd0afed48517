//! The run-time tests of `match` patterns that are not plain Python
//! (`syntax::matchstmt` writes the rest as ordinary expressions).

use super::{Builtin, arity};
use crate::eval::attrs::getattr;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

/// A sequence pattern's subject: a list, tuple, range or deque (Python's
/// `collections.abc.Sequence`), never a str, bytes or bytearray.
fn is_sequence(v: &Value) -> bool {
    matches!(
        v,
        Value::List(_) | Value::Tuple(_) | Value::Range(_) | Value::Deque(_)
    )
}

/// The name of the class pattern's positional sub-pattern `i` of `n`,
/// from the class's `__match_args__` (Python's TypeError when it has too
/// few).
fn positional_name(f: &mut Frame, cls: &Value, i: i64, n: i64) -> Res<Value> {
    let class_name = match cls {
        Value::Class(c) => c.name.to_string(),
        other => other.type_name(),
    };
    let names = match getattr(f, cls, "__match_args__") {
        Ok(Value::Tuple(t)) => t.to_vec(),
        Ok(_) => {
            return Err(type_error(format!(
                "{class_name}.__match_args__ must be a tuple"
            )));
        }
        Err(_) => Vec::new(),
    };
    if n as usize > names.len() {
        return Err(type_error(format!(
            "{class_name}() accepts {} positional sub-pattern{} ({n} given)",
            names.len(),
            if names.len() == 1 { "" } else { "s" }
        )));
    }
    match names.get(i as usize) {
        Some(name @ Value::Str(_)) => Ok(name.clone()),
        _ => Err(type_error(
            "__match_args__ elements must be strings".to_string(),
        )),
    }
}

fn index_args(name: &str, a: &[Value]) -> Res<(i64, i64)> {
    arity(name, a, 4, 4)?;
    match (&a[2], &a[3]) {
        (Value::Int(i), Value::Int(n)) => Ok((*i, *n)),
        _ => Err(type_error(format!("{name}: internal arguments"))),
    }
}

pub const TABLE: &[Builtin] = &[
    b!(
        "__match_seq__",
        "internal: does a match subject take a sequence pattern?",
        |_, a, _| {
            arity("__match_seq__", &a, 1, 1)?;
            Ok(Value::Bool(is_sequence(&a[0])))
        }
    ),
    b!(
        "__match_map__",
        "internal: does a match subject take a mapping pattern?",
        |_, a, _| {
            arity("__match_map__", &a, 1, 1)?;
            Ok(Value::Bool(matches!(a[0], Value::Dict(_))))
        }
    ),
    b!(
        "__match_rest__",
        "internal: a mapping pattern's **rest (the items of keys not named)",
        |f, a, _| {
            arity("__match_rest__", &a, 2, 2)?;
            let (Value::Dict(d), Value::Tuple(named)) = (&a[0], &a[1]) else {
                return Err(type_error("__match_rest__: internal arguments"));
            };
            let mut copy = d.lock().clone();
            copy.flavor = crate::eval::value::Flavor::Plain;
            let rest = Value::Dict(std::sync::Arc::new(parking_lot::Mutex::new(copy)));
            for k in named.iter() {
                crate::eval::attrs::delitem(f, &rest, k)?;
            }
            Ok(rest)
        }
    ),
    b!(
        "__match_has__",
        "internal: has a class pattern's subject its positional attribute?",
        |f, a, _| {
            let (i, n) = index_args("__match_has__", &a)?;
            let name = positional_name(f, &a[1], i, n)?;
            let Value::Str(name) = name else {
                return Ok(Value::Bool(false));
            };
            Ok(Value::Bool(getattr(f, &a[0], &name).is_ok()))
        }
    ),
    b!(
        "__match_pos__",
        "internal: a class pattern's positional attribute of its subject",
        |f, a, _| {
            let (i, n) = index_args("__match_pos__", &a)?;
            let name = positional_name(f, &a[1], i, n)?;
            let Value::Str(name) = name else {
                return Err(type_error("__match_args__ elements must be strings"));
            };
            getattr(f, &a[0], &name)
        }
    ),
];
