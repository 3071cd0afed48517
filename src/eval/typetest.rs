//! Cython's type tests on a Python object stored where a Python type was
//! declared (`cdef list xs`, `cdef public Node next`): None passes, and
//! so does exactly the builtin type, or an instance of the extension
//! type or of a subclass of it; anything else is a TypeError in Cython's
//! words.

use super::exc::{Res, type_error};
use super::value::{Class, Value};
use crate::sema::hir::FieldCheck;

/// Does an `int` annotation take `v` (other than an exact int) and convert
/// it? Python's `PyNumber_Check`: a number, or an instance whose class
/// converts itself to one.
pub fn converts_to_int(v: &Value) -> bool {
    match v {
        Value::Bool(_) | Value::Float(_) | Value::Complex(..) | Value::NpScalar(..) => true,
        Value::Instance(_) => ["__index__", "__int__", "__float__", "__complex__"]
            .iter()
            .any(|m| super::attrs::special(v, m).is_some()),
        _ => false,
    }
}

/// `v` held where an `int` annotation is: an exact int as it is, another
/// number as `int(v)` makes it (with int()'s TypeError for a complex).
pub fn annotated_int(f: &mut super::frame::Frame, v: Value) -> Res<Value> {
    if matches!(v, Value::Int(_) | Value::BigInt(_)) || !converts_to_int(&v) {
        return Ok(v);
    }
    match crate::builtins::lookup("int") {
        Some(id) => crate::builtins::call(id, vec![v], Vec::new(), f),
        None => Ok(v),
    }
}

/// `v` stored where the builtin type `want` (`list`, `numpy.ndarray`) was
/// declared.
pub fn builtin(v: Value, want: &str) -> Res<Value> {
    // The common passes without `type_name`, which allocates: this
    // check runs on every item of a loop over a `cdef str` variable.
    let plain = match &v {
        Value::None => true,
        Value::Str(_) => want == "str",
        Value::List(_) => want == "list",
        Value::Tuple(_) => want == "tuple",
        Value::Bytes(_) => want == "bytes",
        Value::Float(_) => want == "float",
        _ => false,
    };
    if plain {
        return Ok(v);
    }
    let got = v.type_name();
    if matches!(v, Value::None) || got == want {
        return Ok(v);
    }
    Err(type_error(if want == "numpy.ndarray" {
        format!("Cannot convert {got} to {want}")
    } else {
        format!("Expected {want}, got {got}")
    }))
}

/// A `str`/`bytes`/`bytearray` variable a loop walks: Cython iterates it
/// as that type, and its None check words the error its own way
/// ("'NoneType' is not iterable", without Python's "object").
pub fn iterable_text(v: Value) -> Res<Value> {
    match v {
        Value::None => Err(type_error("'NoneType' is not iterable")),
        v => Ok(v),
    }
}

/// `v` stored into an attribute of `owner` declared with `check`'s type.
pub fn field(v: Value, check: &FieldCheck, owner: &Class) -> Res<Value> {
    match check {
        FieldCheck::Builtin(want) => builtin(v, want),
        FieldCheck::Class(name) => {
            let module = owner.module.lock().clone();
            match &v {
                Value::None => Ok(v),
                Value::Instance(i) if derives_from(&i.class, name, &module) => Ok(v),
                other => Err(type_error(format!(
                    "Cannot convert {} to {module}.{name}",
                    other.type_name()
                ))),
            }
        }
    }
}

/// Is `c` the extension type `name` of `module`, or derived from it?
fn derives_from(c: &Class, name: &str, module: &str) -> bool {
    (c.cdef && &*c.name == name && **c.module.lock() == *module)
        || c.bases.iter().any(|b| derives_from(b, name, module))
}
