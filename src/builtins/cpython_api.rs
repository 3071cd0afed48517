//! The CPython C-API functions Cython kernels cimport (`cpython.exc`,
//! `cpython.ref`, `cpython.list`, `cpython.tuple`, `cpython.dict`,
//! `cpython.bytes`): each does what the object operation it wraps does.
//! Reference counting is arr's own, so `Py_INCREF` and friends change
//! nothing; a script is interrupted by its signal, so
//! `PyErr_CheckSignals` finds nothing pending.

use super::{Builtin, arity};
use crate::array::DType;
use crate::eval::attrs::call_method;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::memory;
use crate::eval::value::Value;

/// `recv.name(*args)`, then C's `0` for success.
fn method_status(f: &mut Frame, recv: &Value, name: &str, args: Vec<Value>) -> Res<Value> {
    call_method(recv, name, args, Vec::new(), f)?;
    Ok(Value::Int(0))
}

/// `len(v)` of the exact type `kind` the function is for.
fn size(f: &mut Frame, func: &str, a: &[Value], kind: &str) -> Res<Value> {
    arity(func, a, 1, 1)?;
    if a[0].type_name() != kind {
        return Err(system_error(format!(
            "bad argument to internal function: {func} expects a {kind}, got {}",
            a[0].type_name()
        )));
    }
    super::core::len(f, vec![a[0].clone()], Vec::new())
}

fn system_error(msg: String) -> Box<Exc> {
    new_exc("SystemError", msg)
}

fn no_op(name: &str, a: &[Value]) -> Res<Value> {
    arity(name, a, 1, 1)?;
    Ok(Value::None)
}

/// `PyBytes_FromStringAndSize(p, n)`: the `n` bytes at `p` (NULs
/// included), or `n` zero bytes for a NULL `p`.
fn bytes_from(a: &[Value]) -> Res<Value> {
    let a = super::libc_string::args_before_line("PyBytes_FromStringAndSize", a, 2)?;
    let n = match a[1] {
        Value::Int(n) if n >= 0 => n,
        Value::Int(_) => {
            return Err(system_error(
                "Negative size passed to PyBytes_FromStringAndSize".into(),
            ));
        }
        ref other => {
            return Err(type_error(format!(
                "an integer is required, not {}",
                other.type_name()
            )));
        }
    };
    // A bytes object passed for the `char *` is read in place.
    let owned;
    let src = match &a[0] {
        Value::Bytes(_) => {
            owned = memory::char_ptr(&a[0])?;
            &owned
        }
        v => v,
    };
    let p = memory::ptr_of(src)?;
    let mut out = Vec::with_capacity(n as usize);
    if p.block.is_some() {
        for i in 0..n {
            out.push(memory::load(p, DType::U8, i)?.as_i64() as u8);
        }
    } else {
        out.resize(n as usize, 0);
    }
    Ok(Value::Bytes(out.into()))
}

pub const TABLE: &[Builtin] = &[
    b!(
        "cpython.exc.PyErr_CheckSignals",
        "PyErr_CheckSignals(): 0 (a script is interrupted by its signal)",
        |_, a, _| {
            arity("PyErr_CheckSignals", &a, 0, 0)?;
            Ok(Value::Int(0))
        }
    ),
    b!(
        "cpython.ref.Py_INCREF",
        "Py_INCREF(o): nothing to do, arr counts references itself",
        |_, a, _| no_op("Py_INCREF", &a)
    ),
    b!(
        "cpython.ref.Py_DECREF",
        "Py_DECREF(o): nothing to do, arr counts references itself",
        |_, a, _| no_op("Py_DECREF", &a)
    ),
    b!(
        "cpython.ref.Py_XINCREF",
        "Py_XINCREF(o): nothing to do, arr counts references itself",
        |_, a, _| no_op("Py_XINCREF", &a)
    ),
    b!(
        "cpython.ref.Py_XDECREF",
        "Py_XDECREF(o): nothing to do, arr counts references itself",
        |_, a, _| no_op("Py_XDECREF", &a)
    ),
    b!(
        "cpython.list.PyList_Append",
        "PyList_Append(l, x): l.append(x); 0",
        |f, a, _| {
            arity("PyList_Append", &a, 2, 2)?;
            method_status(f, &a[0], "append", vec![a[1].clone()])
        }
    ),
    b!(
        "cpython.list.PyList_Insert",
        "PyList_Insert(l, i, x): l.insert(i, x); 0",
        |f, a, _| {
            arity("PyList_Insert", &a, 3, 3)?;
            method_status(f, &a[0], "insert", vec![a[1].clone(), a[2].clone()])
        }
    ),
    b!(
        "cpython.list.PyList_Reverse",
        "PyList_Reverse(l): l.reverse(); 0",
        |f, a, _| {
            arity("PyList_Reverse", &a, 1, 1)?;
            method_status(f, &a[0], "reverse", Vec::new())
        }
    ),
    b!(
        "cpython.list.PyList_Sort",
        "PyList_Sort(l): l.sort(); 0",
        |f, a, _| {
            arity("PyList_Sort", &a, 1, 1)?;
            method_status(f, &a[0], "sort", Vec::new())
        }
    ),
    b!(
        "cpython.list.PyList_Size",
        "PyList_Size(l): len(l)",
        |f, a, _| size(f, "PyList_Size", &a, "list")
    ),
    b!(
        "cpython.list.PyList_GET_SIZE",
        "PyList_GET_SIZE(l): len(l)",
        |f, a, _| size(f, "PyList_GET_SIZE", &a, "list")
    ),
    b!(
        "cpython.tuple.PyTuple_Size",
        "PyTuple_Size(t): len(t)",
        |f, a, _| size(f, "PyTuple_Size", &a, "tuple")
    ),
    b!(
        "cpython.tuple.PyTuple_GET_SIZE",
        "PyTuple_GET_SIZE(t): len(t)",
        |f, a, _| size(f, "PyTuple_GET_SIZE", &a, "tuple")
    ),
    b!(
        "cpython.dict.PyDict_SetItem",
        "PyDict_SetItem(d, k, v): d[k] = v; 0",
        |f, a, _| {
            arity("PyDict_SetItem", &a, 3, 3)?;
            crate::eval::attrs::setitem(f, &a[0], &a[1], a[2].clone())?;
            Ok(Value::Int(0))
        }
    ),
    b!(
        "cpython.dict.PyDict_DelItem",
        "PyDict_DelItem(d, k): del d[k]; 0",
        |f, a, _| {
            arity("PyDict_DelItem", &a, 2, 2)?;
            crate::eval::attrs::delitem(f, &a[0], &a[1])?;
            Ok(Value::Int(0))
        }
    ),
    b!(
        "cpython.dict.PyDict_Contains",
        "PyDict_Contains(d, k): 1 when k in d, else 0",
        |_, a, _| {
            arity("PyDict_Contains", &a, 2, 2)?;
            let found = crate::eval::ops::contains(&a[0], &a[1])?;
            Ok(Value::Int(i64::from(found)))
        }
    ),
    b!(
        "cpython.dict.PyDict_Clear",
        "PyDict_Clear(d): d.clear()",
        |f, a, _| {
            arity("PyDict_Clear", &a, 1, 1)?;
            call_method(&a[0], "clear", Vec::new(), Vec::new(), f)?;
            Ok(Value::None)
        }
    ),
    b!(
        "cpython.dict.PyDict_Copy",
        "PyDict_Copy(d): d.copy()",
        |f, a, _| {
            arity("PyDict_Copy", &a, 1, 1)?;
            call_method(&a[0], "copy", Vec::new(), Vec::new(), f)
        }
    ),
    b!(
        "cpython.dict.PyDict_Size",
        "PyDict_Size(d): len(d)",
        |f, a, _| size(f, "PyDict_Size", &a, "dict")
    ),
    b!(
        "cpython.bytes.PyBytes_FromStringAndSize",
        "PyBytes_FromStringAndSize(p, n): the n bytes at p",
        |_, a, _| bytes_from(&a)
    ),
    b!(
        "cpython.bytes.PyBytes_Size",
        "PyBytes_Size(b): len(b)",
        |f, a, _| size(f, "PyBytes_Size", &a, "bytes")
    ),
    b!(
        "cpython.bytes.PyBytes_GET_SIZE",
        "PyBytes_GET_SIZE(b): len(b)",
        |f, a, _| size(f, "PyBytes_GET_SIZE", &a, "bytes")
    ),
];
