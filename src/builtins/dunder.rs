//! The special methods of builtin containers called by name
//! (`s.__len__()`, `d.__getitem__(k)`, `xs.__contains__(x)`), as Python
//! defines them: each is the operation its syntax performs.

use crate::eval::exc::Res;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

/// `recv.name(*args)` for a special method of a builtin container or a
/// string; None when the receiver has no such method.
pub fn call(recv: &Value, name: &str, args: &[Value], f: &mut Frame) -> Option<Res<Value>> {
    let container = matches!(
        recv,
        Value::Str(_)
            | Value::Bytes(_)
            | Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(_)
    );
    let mutable = matches!(recv, Value::List(_) | Value::Dict(_));
    Some(match (name, args) {
        ("__len__", []) if container => super::core::len(f, vec![recv.clone()], Vec::new()),
        ("__getitem__", [k]) if container => crate::eval::attrs::getitem(f, recv, k),
        ("__contains__", [x]) if container => crate::eval::ops::contains(recv, x).map(Value::Bool),
        ("__setitem__", [k, v]) if mutable => {
            crate::eval::attrs::setitem(f, recv, k, v.clone()).map(|()| Value::None)
        }
        ("__repr__", []) if !matches!(recv, Value::Instance(_)) => {
            crate::eval::reprs::repr_of(f, recv).map(|s| Value::Str(s.into()))
        }
        ("__str__", []) if !matches!(recv, Value::Instance(_)) => {
            crate::eval::reprs::str_of(f, recv).map(|s| Value::Str(s.into()))
        }
        _ => return None,
    })
}
