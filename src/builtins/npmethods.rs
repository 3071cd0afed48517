//! The ndarray methods that are NumPy functions of the array
//! (`a.argsort()` is `np.argsort(a)`, `a.clip(lo, hi)`, `a.take(…)`, …),
//! the in-place `a.sort()`, and `a.item()`, `a.tobytes()`,
//! `a.diagonal()` (also `np.diagonal`).

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::Array;
use crate::eval::arrays::{scalar_value, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// Methods that call the NumPy function of the same name on the array.
const AS_FUNCTION: &[&str] = &[
    "argsort",
    "clip",
    "nonzero",
    "repeat",
    "searchsorted",
    "squeeze",
    "take",
    "trace",
];

/// Does `a.name(…)` run here?
pub fn handles(name: &str) -> bool {
    AS_FUNCTION.contains(&name) || matches!(name, "sort" | "item" | "tobytes" | "diagonal")
}

pub fn call(f: &mut Frame, a: &Arc<Array>, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    match name {
        "sort" => sort_in_place(f, a, args, kw),
        "item" => {
            no_more_kw("item", &kw)?;
            item(a, &args)
        }
        "tobytes" => {
            let mut kw = kw;
            let _ = take_kw(&mut kw, "order");
            no_more_kw("tobytes", &kw)?;
            arity("tobytes", &args, 0, 1)?;
            Ok(Value::Bytes(Arc::from(bytes_of(a))))
        }
        "diagonal" => diagonal_of(a, &args, kw),
        _ => {
            let id = super::lookup(&format!("numpy.{name}")).ok_or_else(|| {
                attr_error(format!("'numpy.ndarray' object has no attribute '{name}'"))
            })?;
            let mut full = Vec::with_capacity(args.len() + 1);
            full.push(Value::Array(a.clone()));
            full.extend(args);
            super::call(id, full, kw, f)
        }
    }
}

/// `a.sort(axis=-1)`: `np.sort`'s result written back into `a`.
fn sort_in_place(f: &mut Frame, a: &Arc<Array>, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    if a.readonly.get() {
        return Err(value_error("sort array is read-only"));
    }
    let id = super::lookup("numpy.sort").ok_or_else(|| type_error("numpy.sort is missing"))?;
    let mut full = vec![Value::Array(a.clone())];
    full.extend(args);
    let Value::Array(sorted) = super::call(id, full, kw, f)? else {
        return Err(type_error("sort() gave no array"));
    };
    for (off, v) in a.offsets().zip(sorted.values()) {
        a.store(off, v);
    }
    Ok(Value::None)
}

/// `a.item()`, `a.item(k)` (a flat index), `a.item(i, j, …)`: the
/// element as a Python number.
fn item(a: &Array, args: &[Value]) -> Res<Value> {
    let ints: Vec<i64> = match args {
        [Value::Tuple(t)] => t.iter().map(int_of).collect::<Res<_>>()?,
        other => other.iter().map(int_of).collect::<Res<_>>()?,
    };
    let n = a.size();
    let index: Vec<usize> = match ints.as_slice() {
        [] if n == 1 => vec![0; a.ndim()],
        [] => {
            return Err(value_error(
                "can only convert an array of size 1 to a Python scalar",
            ));
        }
        [k] => {
            let flat = if *k < 0 { k + n as i64 } else { *k };
            if flat < 0 || flat >= n as i64 {
                return Err(index_error(format!(
                    "index {k} is out of bounds for size {n}"
                )));
            }
            let mut rest = flat as usize;
            let mut idx = vec![0; a.ndim()];
            for (d, &len) in a.shape.iter().enumerate().rev() {
                idx[d] = rest % len.max(1);
                rest /= len.max(1);
            }
            idx
        }
        many if many.len() == a.ndim() => {
            let mut idx = Vec::with_capacity(many.len());
            for (d, (&i, &len)) in many.iter().zip(&a.shape).enumerate() {
                let k = if i < 0 { i + len as i64 } else { i };
                if k < 0 || k >= len as i64 {
                    return Err(index_error(format!(
                        "index {i} is out of bounds for axis {d} with size {len}"
                    )));
                }
                idx.push(k as usize);
            }
            idx
        }
        _ => return Err(value_error("incorrect number of indices for array")),
    };
    Ok(scalar_value(a.load(a.offset_of(&index))))
}

fn int_of(v: &Value) -> Res<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(i64::from(*b)),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// The elements' bytes in C order, each as the machine stores it.
pub(super) fn bytes_of(a: &Array) -> Vec<u8> {
    let w = a.itemsize();
    let mut out = Vec::with_capacity(a.size() * w);
    for off in a.offsets() {
        // Complex elements are two words.
        for part in 0..w.div_ceil(8) {
            let width = (w - part * 8).min(8);
            let bits = a.buf.load_bits(off + part * 8, width).unwrap_or(0);
            out.extend_from_slice(&bits.to_le_bytes()[..width]);
        }
    }
    out
}

/// `a.diagonal(offset=0, axis1=0, axis2=1)` of a 2-D array: a read-only
/// view along the diagonal, as NumPy gives.
pub(super) fn diagonal_of(a: &Arc<Array>, args: &[Value], mut kw: Kwargs) -> Res<Value> {
    arity("diagonal", args, 0, 3)?;
    let offset = match args.first().cloned().or_else(|| take_kw(&mut kw, "offset")) {
        None => 0,
        Some(v) => int_of(&v)?,
    };
    let axis1 = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "axis1")) {
        None => 0,
        Some(v) => int_of(&v)?,
    };
    let axis2 = match args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis2")) {
        None => 1,
        Some(v) => int_of(&v)?,
    };
    no_more_kw("diagonal", &kw)?;
    if a.ndim() < 2 {
        return Err(value_error(
            "diag requires an array of at least two dimensions",
        ));
    }
    if a.ndim() != 2 || axis1 != 0 || axis2 != 1 {
        return Err(not_implemented(
            "arr does not support `diagonal` beyond a 2-D array's axes 0 and 1 yet",
        ));
    }
    let (rows, cols) = (a.shape[0] as i64, a.shape[1] as i64);
    let (r0, c0) = if offset >= 0 {
        (0, offset)
    } else {
        (-offset, 0)
    };
    let len = (rows - r0).min(cols - c0).max(0) as usize;
    let start = if len == 0 {
        a.offset
    } else {
        a.offset_of(&[r0 as usize, c0 as usize])
    };
    let view = Array {
        buf: a.buf.clone(),
        dtype: a.dtype,
        offset: start,
        shape: vec![len],
        strides: vec![a.strides[0] + a.strides[1]],
        base: Some(a.base.clone().unwrap_or_else(|| a.clone())),
        readonly: crate::array::view::ReadOnly::new(true),
    };
    Ok(Value::Array(Arc::new(view)))
}

fn np_diagonal(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("diagonal", &args, 1, 4)?;
    let a = to_array(&args[0], None)?;
    diagonal_of(&a, &args[1..], kw)
}

pub(super) const TABLE: &[Builtin] = &[b!(
    "numpy.diagonal",
    "np.diagonal(a, offset=0): the diagonal of a 2-D array (a read-only view)",
    np_diagonal
)];
