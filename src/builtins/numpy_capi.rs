//! NumPy's C API as `cimport numpy` offers it to a kernel: the data
//! pointer and the sizes of an ndarray.

use super::Builtin;
use super::libc_string::args_before_line;
use crate::eval::exc::*;
use crate::eval::value::Value;

fn array(func: &str, v: &Value) -> Res<std::sync::Arc<crate::array::Array>> {
    match v {
        Value::Array(a) | Value::MemView(a, _) => Ok(a.clone()),
        other => Err(type_error(format!(
            "{func}: expected numpy.ndarray, got {}",
            other.type_name()
        ))),
    }
}

fn one(func: &str, a: &[Value]) -> Res<std::sync::Arc<crate::array::Array>> {
    super::arity(func, a, 1, 1)?;
    array(func, &a[0])
}

pub const TABLE: &[Builtin] = &[
    b!(
        "numpy.PyArray_DATA",
        "PyArray_DATA(a): a void* to a's first element",
        |_, a, _| {
            let a = args_before_line("PyArray_DATA", &a, 1)?;
            let arr = array("PyArray_DATA", &a[0])?;
            Ok(crate::eval::memory::into_buffer(&arr.buf, arr.offset))
        }
    ),
    b!(
        "numpy.PyArray_SIZE",
        "PyArray_SIZE(a): the number of elements",
        |_, a, _| Ok(Value::Int(one("PyArray_SIZE", &a)?.size() as i64))
    ),
    b!(
        "numpy.PyArray_NDIM",
        "PyArray_NDIM(a): the number of axes",
        |_, a, _| Ok(Value::Int(one("PyArray_NDIM", &a)?.ndim() as i64))
    ),
    b!(
        "numpy.PyArray_ITEMSIZE",
        "PyArray_ITEMSIZE(a): the bytes of one element",
        |_, a, _| Ok(Value::Int(one("PyArray_ITEMSIZE", &a)?.itemsize() as i64))
    ),
    b!(
        "numpy.PyArray_DIM",
        "PyArray_DIM(a, i): the length of axis i",
        |_, a, _| {
            super::arity("PyArray_DIM", &a, 2, 2)?;
            let arr = array("PyArray_DIM", &a[0])?;
            let Value::Int(i) = a[1] else {
                return Err(type_error("PyArray_DIM: the axis must be an int"));
            };
            // C reads past the shape for a bad axis; arr says so.
            usize::try_from(i)
                .ok()
                .and_then(|i| arr.shape.get(i))
                .map(|n| Value::Int(*n as i64))
                .ok_or_else(|| {
                    index_error(format!("PyArray_DIM: axis {i} of a {}-d array", arr.ndim()))
                })
        }
    ),
];
