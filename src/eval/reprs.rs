//! `str()` and `repr()` of values that may hold instances of user
//! classes, whose `__str__`/`__repr__` run as Python code (inside lists,
//! tuples, dicts and sets too).

use super::attrs::{call_special, special};
use super::exc::*;
use super::frame::Frame;
use super::value::{Dict, Value};
use parking_lot::Mutex;
use std::sync::Arc;

/// Does the value (or anything inside it) need user code to print?
fn needs_frame(v: &Value) -> bool {
    needs_frame_in(v, &mut Vec::new())
}

/// `needs_frame`, with the containers already being looked into: a
/// container that holds itself (`l.append(l)`) is looked into once, and
/// no lock is held while its items are (the same lock would be taken
/// again, which deadlocks).
fn needs_frame_in(v: &Value, open: &mut Vec<usize>) -> bool {
    let id = match v {
        Value::Instance(i) => return !i.class.builtin && !i.class.is_exception(),
        Value::Tuple(t) => return t.iter().any(|x| needs_frame_in(x, open)),
        Value::List(l) => Arc::as_ptr(l) as *const u8 as usize,
        Value::Set(d) | Value::Dict(d) => Arc::as_ptr(d) as *const u8 as usize,
        Value::Deque(d) => Arc::as_ptr(d) as *const u8 as usize,
        Value::DictView(v) => Arc::as_ptr(&v.dict) as *const u8 as usize,
        _ => return false,
    };
    if open.contains(&id) {
        return false;
    }
    open.push(id);
    let items: Vec<Value> = match v {
        Value::List(l) => l.lock().to_vec(),
        Value::Deque(d) => d.lock().items.iter().cloned().collect(),
        Value::Set(d) | Value::Dict(d) => entries(d),
        Value::DictView(v) => entries(&v.dict),
        _ => Vec::new(),
    };
    let r = items.iter().any(|x| needs_frame_in(x, open));
    open.pop();
    r
}

fn entries(d: &Mutex<Dict>) -> Vec<Value> {
    d.lock()
        .values()
        .flat_map(|(k, x)| [k.clone(), x.clone()])
        .collect()
}

/// `str(v)`, calling `__str__` (or `__repr__`) of user classes.
pub fn str_of(f: &mut Frame, v: &Value) -> Res<String> {
    // A str subclass is its own text unless it defines `__str__`
    // (`str.__str__` comes before any `__repr__`).
    if let Some(Value::Str(s)) = super::builtin_base::inner(v)
        && special(v, "__str__").is_none()
    {
        return Ok(s.to_string());
    }
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

/// `repr(v)`, calling `__repr__` of user classes, also inside containers
/// (every kind: a defaultdict or deque prints its own way around them).
pub fn repr_of(f: &mut Frame, v: &Value) -> Res<String> {
    if !needs_frame(v) {
        return Ok(v.repr());
    }
    let mut failed = None;
    let text = v.repr_with(&mut |x| {
        if failed.is_some() {
            return Some(String::new());
        }
        let Value::Instance(_) = x else {
            return None;
        };
        let m = special(x, "__repr__")?;
        match call_special(f, &m, x, Vec::new()).and_then(|r| text_result(r, "__repr__")) {
            Ok(s) => Some(s),
            Err(e) => {
                failed = Some(e);
                Some(String::new())
            }
        }
    });
    match failed {
        Some(e) => Err(e),
        None => Ok(text),
    }
}

/// `format(v, spec)`: a user class's `__format__`, else
/// `object.__format__` (its `str()` for an empty spec, CPython's
/// TypeError for any other); builtin values format themselves.
pub fn format_of(f: &mut Frame, v: &Value, spec: &str) -> Res<String> {
    if let Value::Instance(i) = v
        && !i.class.builtin
        && !i.class.is_exception()
    {
        if let Some(m) = special(v, "__format__") {
            return match call_special(f, &m, v, vec![Value::text(spec)])? {
                Value::Str(s) => Ok(s.to_string()),
                other => Err(type_error(format!(
                    "__format__ must return a str, not {}",
                    other.type_name()
                ))),
            };
        }
        if spec.is_empty() {
            return str_of(f, v);
        }
        return Err(type_error(format!(
            "unsupported format string passed to {}.__format__",
            v.type_name()
        )));
    }
    if spec.is_empty() && needs_frame(v) {
        return str_of(f, v);
    }
    super::format::format_value(v, spec)
}
