//! `np.frombuffer`: an array over the bytes of an object that exports a
//! buffer — bytes (read-only, as NumPy makes it), a bytearray or an
//! `array.array` (sharing its memory, so writes go both ways).

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType};
use crate::eval::arrays::{array_err, parse_dtype};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

fn int_arg(v: Option<Value>, default: i64, what: &str) -> Res<i64> {
    match v {
        None => Ok(default),
        Some(Value::Int(i)) => Ok(i),
        Some(Value::Bool(b)) => Ok(i64::from(b)),
        Some(other) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer ({what})",
            other.type_name()
        ))),
    }
}

/// The bytes of a buffer-exporting object as a 1-D `uint8` array.
fn byte_view(v: &Value) -> Res<Arc<Array>> {
    if let Value::Bytes(b) = v {
        let items: Vec<crate::array::Scalar> = b
            .iter()
            .map(|&x| crate::array::Scalar::Int(i64::from(x)))
            .collect();
        let a = crate::eval::arrays::from_scalars(&items, DType::U8, &[b.len()])?;
        a.readonly.set(true);
        return Ok(Arc::new(a));
    }
    let Some(a) = super::buffer_storage(v) else {
        return Err(type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        )));
    };
    if a.dtype == DType::U8 {
        return Ok(a);
    }
    Ok(Arc::new(Array::view_as(&a, DType::U8).map_err(array_err)?))
}

/// `np.frombuffer(buffer, dtype=float, count=-1, offset=0)`.
fn frombuffer(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("frombuffer", &args, 1, 4)?;
    let dtype = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "dtype")) {
        None | Some(Value::None) => DType::F64,
        Some(v) => parse_dtype(&v)?,
    };
    let count = int_arg(
        args.get(2).cloned().or_else(|| take_kw(&mut kw, "count")),
        -1,
        "count",
    )?;
    let offset = int_arg(
        args.get(3).cloned().or_else(|| take_kw(&mut kw, "offset")),
        0,
        "offset",
    )?;
    no_more_kw("frombuffer", &kw)?;
    let bytes = byte_view(&args[0])?;
    let n = bytes.size();
    if offset < 0 || offset as usize > n {
        return Err(value_error(format!(
            "offset must be non-negative and no greater than buffer length ({n})"
        )));
    }
    let avail = n - offset as usize;
    let item = dtype.itemsize();
    let count = if count < 0 {
        if !avail.is_multiple_of(item) {
            return Err(value_error(
                "buffer size must be a multiple of element size",
            ));
        }
        avail / item
    } else {
        let want = (count as usize).saturating_mul(item);
        if want > avail {
            return Err(value_error("buffer is smaller than requested size"));
        }
        count as usize
    };
    let part = Arc::new(Array {
        buf: bytes.buf.clone(),
        dtype: DType::U8,
        offset: bytes.offset + offset as usize,
        shape: vec![count * item],
        strides: vec![1],
        base: Some(bytes.base.clone().unwrap_or_else(|| bytes.clone())),
        readonly: bytes.readonly.clone(),
    });
    let out = Array::view_as(&part, dtype).map_err(array_err)?;
    Ok(Value::Array(Arc::new(out)))
}

pub(super) const TABLE: &[Builtin] = &[b!(
    "numpy.frombuffer",
    "np.frombuffer(buffer, dtype=float, count=-1, offset=0): an array over an object's bytes",
    frombuffer
)];
