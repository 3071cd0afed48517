//! `cython.view.array` (imported as `cvarray` in Cython's documentation):
//! a new buffer of a shape and a struct-module format character, which
//! typed memoryviews acquire. arr makes it an array of the dtype the
//! format names.

use super::{Builtin, take_kw};
use crate::array::{Array, DType};
use crate::eval::arrays::{array_err, shape_arg};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The dtype of a struct-module format character (native sizes, as
/// Cython's view.array reads them).
fn format_dtype(f: &str) -> Option<DType> {
    Some(match f.trim_start_matches(['@', '=']) {
        "b" => DType::I8,
        "B" => DType::U8,
        "h" => DType::I16,
        "H" => DType::U16,
        "i" => DType::I32,
        "I" => DType::U32,
        "l" | "q" | "n" => DType::I64,
        "L" | "Q" | "N" => DType::U64,
        "f" => DType::F32,
        "d" => DType::F64,
        "?" => DType::Bool,
        _ => return None,
    })
}

fn view_array(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let mut pos = args.into_iter();
    let mut get = |name: &str| take_kw(&mut kw, name).or_else(|| pos.next());
    let shape =
        get("shape").ok_or_else(|| type_error("array() missing required argument 'shape'"))?;
    let itemsize = get("itemsize")
        .ok_or_else(|| type_error("array() missing required argument 'itemsize'"))?;
    let format =
        get("format").ok_or_else(|| type_error("array() missing required argument 'format'"))?;
    let mode = get("mode");
    let shape = shape_arg(std::slice::from_ref(&shape))?;
    if shape.is_empty() {
        return Err(value_error("Empty shape tuple for cython.array"));
    }
    if let Some(k) = shape.iter().position(|d| *d == 0) {
        return Err(value_error(format!("Invalid shape in axis {k}: 0.")));
    }
    let Value::Str(f) = &format else {
        return Err(type_error("format must be a str"));
    };
    let dtype = format_dtype(f).ok_or_else(|| {
        value_error(format!(
            "arr's cython.view.array takes one numeric format character, not '{f}'"
        ))
    })?;
    let Value::Int(size) = itemsize else {
        return Err(type_error("itemsize must be an int"));
    };
    if size <= 0 {
        return Err(value_error("itemsize <= 0 for cython.array"));
    }
    if size as usize != dtype.itemsize() {
        return Err(value_error(format!(
            "itemsize {size} does not match format '{f}' ({} bytes)",
            dtype.itemsize()
        )));
    }
    let fortran = match mode {
        None => false,
        Some(Value::Str(m)) if &*m == "c" => false,
        Some(Value::Str(m)) if &*m == "fortran" => true,
        Some(other) => {
            return Err(value_error(format!(
                "Invalid mode, expected 'c' or 'fortran', got {}",
                other.str()
            )));
        }
    };
    let a = Array::zeros(dtype, &shape, fortran).map_err(array_err)?;
    Ok(Value::Array(Arc::new(a)))
}

pub static TABLE: &[Builtin] = &[Builtin {
    name: "cython.view.array",
    doc: "cython.view.array(shape, itemsize, format, mode='c'): a new buffer for typed memoryviews",
    run: view_array,
}];
