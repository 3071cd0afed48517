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
        Value::Deque(d) => d.lock().items.iter().any(needs_frame),
        Value::Dict(d) => d
            .lock()
            .values()
            .any(|(k, x)| needs_frame(k) || needs_frame(x)),
        _ => false,
    }
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
