//! `str()` and `repr()` of values that may hold instances of user
//! classes, whose `__str__`/`__repr__` run as Python code (inside lists,
//! tuples, dicts and sets too).

use super::attrs::{call_special, special};
use super::exc::*;
use super::frame::Frame;
use super::value::Value;

/// Does the value (or anything inside it) need user code to print?
fn needs_frame(v: &Value) -> bool {
    match v {
        Value::Instance(i) => !i.class.builtin && !i.class.is_exception(),
        Value::List(l) => l.lock().iter().any(needs_frame),
        Value::Tuple(t) => t.iter().any(needs_frame),
        Value::Set(d) => d.lock().values().any(|(k, _)| needs_frame(k)),
        Value::Dict(d) => d
            .lock()
            .values()
            .any(|(k, x)| needs_frame(k) || needs_frame(x)),
        _ => false,
    }
}

/// `str(v)`, calling `__str__` (or `__repr__`) of user classes.
pub fn str_of(f: &mut Frame, v: &Value) -> Res<String> {
    if let Value::Instance(_) = v
        && let Some(m) = special(v, "__str__").or_else(|| special(v, "__repr__"))
    {
        return text_result(call_special(f, &m, v, Vec::new())?, "__str__");
    }
    if !needs_frame(v) {
        return Ok(v.str());
    }
    repr_of(f, v)
}

fn text_result(r: Value, what: &str) -> Res<String> {
    match r {
        Value::Str(s) => Ok(s.to_string()),
        other => Err(type_error(format!(
            "{what} returned non-string (type {})",
            other.type_name()
        ))),
    }
}

/// `repr(v)`, calling `__repr__` of user classes, also inside containers.
pub fn repr_of(f: &mut Frame, v: &Value) -> Res<String> {
    if !needs_frame(v) {
        return Ok(v.repr());
    }
    let join = |f: &mut Frame, items: &[Value]| -> Res<Vec<String>> {
        items.iter().map(|x| repr_of(f, x)).collect()
    };
    Ok(match v {
        Value::Instance(_) => match special(v, "__repr__") {
            Some(m) => text_result(call_special(f, &m, v, Vec::new())?, "__repr__")?,
            None => v.repr(),
        },
        Value::List(l) => {
            let items = l.lock().clone();
            format!("[{}]", join(f, &items)?.join(", "))
        }
        Value::Tuple(t) => {
            let parts = join(f, t)?;
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(", "))
            }
        }
        Value::Dict(d) => {
            let items: Vec<(Value, Value)> = d.lock().values().cloned().collect();
            let mut parts = Vec::new();
            for (k, x) in items {
                parts.push(format!("{}: {}", repr_of(f, &k)?, repr_of(f, &x)?));
            }
            format!("{{{}}}", parts.join(", "))
        }
        Value::Set(d) => {
            let items = super::ops::set_order(&d.lock());
            format!("{{{}}}", join(f, &items)?.join(", "))
        }
        other => other.repr(),
    })
}
