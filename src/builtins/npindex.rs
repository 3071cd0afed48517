//! NumPy's index-trick objects, each an instance whose `__getitem__` does
//! the work: `np.s_` and `np.index_exp` (the index itself), `np.r_` and
//! `np.c_` (slices, arrays and numbers concatenated as rows or columns),
//! `np.mgrid` and `np.ogrid` (dense and open coordinate grids; a complex
//! step `5j` is a number of points, ends included).

use super::npcompose::np;
use super::npshape::array_of;
use super::{Builtin, arity};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{to_array, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

/// The builtins the trick objects' methods are named under.
pub(super) const PREFIX: &str = "numpy.index_trick.";

fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            super::protocol_class(
                "IndexExpression",
                "numpy",
                "numpy.index_trick",
                &["__getitem__"],
            )
        })
        .clone()
}

/// `np.s_`, `np.r_`, …: the trick object of that name.
fn make(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("index trick", &args, 1, 1)?;
    let inst = Instance::new(class());
    inst.set_attr("_kind", args[0].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

fn getitem(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__getitem__", &args, 2, 2)?;
    let kind = match &args[0] {
        Value::Instance(i) => match i.get_attr("_kind") {
            Some(Value::Str(s)) => s,
            _ => return Err(type_error("an index trick without its kind")),
        },
        _ => return Err(type_error("an index trick's __getitem__ needs the object")),
    };
    let key = args[1].clone();
    let items = || match &key {
        Value::Tuple(t) => t.to_vec(),
        k => vec![k.clone()],
    };
    match kind.as_ref() {
        "s_" => Ok(key),
        "index_exp" => Ok(Value::tuple(items())),
        "r_" => concatenated(f, items(), false),
        "c_" => concatenated(f, items(), true),
        "mgrid" => grid(f, &key, false),
        _ => grid(f, &key, true),
    }
}

/// A slice's start, stop and step, with their defaults (0 and 1).
fn parts(s: &(Value, Value, Value)) -> (Value, Value, Value) {
    let or = |v: &Value, d: i64| match v {
        Value::None => Value::Int(d),
        v => v.clone(),
    };
    (or(&s.0, 0), s.1.clone(), or(&s.2, 1))
}

/// A slice as the 1-D array `r_` makes of it: `arange`, or `linspace`
/// for a complex step.
fn slice_array(f: &mut Frame, s: &(Value, Value, Value)) -> Res<Value> {
    let (start, stop, step) = parts(s);
    match step {
        Value::Complex(re, im) => {
            let n = re.hypot(im) as i64;
            np(
                f,
                "linspace",
                vec![start, stop, Value::Int(n)],
                Kwargs::default(),
            )
        }
        step => np(f, "arange", vec![start, stop, step], Kwargs::default()),
    }
}

/// `np.r_[…]` (rows, along the first axis) and `np.c_[…]` (columns: a
/// 1-D piece becomes one column, along the last axis).
fn concatenated(f: &mut Frame, items: Vec<Value>, columns: bool) -> Res<Value> {
    let number = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..)
        )
    };
    let any_array = !items.iter().all(number);
    let mut arrays: Vec<Arc<crate::array::Array>> = Vec::with_capacity(items.len());
    for it in &items {
        arrays.push(match it {
            Value::Slice(s) => to_array(&slice_array(f, s)?, None)?,
            Value::Str(_) => {
                return Err(not_implemented(
                    "arr's np.r_ and np.c_ take no string directives yet",
                ));
            }
            v if number(v) => to_array(&Value::list(vec![v.clone()]), None)?,
            v => to_array(v, None)?,
        });
    }
    // Numbers beside arrays are weak: they take the arrays' type unless
    // their kind is wider.
    // The arrays' types are promoted first, wherever the numbers stand.
    let weak =
        |it: &Value| any_array && matches!(it, Value::Int(_) | Value::Float(_) | Value::Bool(_));
    let pieces = || arrays.iter().zip(&items);
    let strong = pieces()
        .filter(|(_, it)| !weak(it))
        .map(|(a, _)| a.dtype)
        .reduce(DType::promote);
    let dtype = pieces()
        .filter(|(_, it)| weak(it))
        .fold(strong, |d, (a, it)| {
            Some(match d {
                None => a.dtype,
                Some(d) => crate::eval::arrays::result_dtype(&Value::None, d, it, a.dtype),
            })
        });
    let dtype = dtype.ok_or_else(|| value_error("need at least one array to concatenate"))?;
    let mut parts = Vec::with_capacity(arrays.len());
    for a in arrays {
        let vals = a.values();
        let shape = match (columns, a.ndim()) {
            (true, 0 | 1) => vec![a.size(), 1],
            (_, 0) => vec![1],
            _ => a.shape.clone(),
        };
        parts.push(array_of(&vals, dtype, &shape)?);
    }
    let axis = if columns { -1 } else { 0 };
    np(
        f,
        "concatenate",
        vec![Value::list(parts), Value::Int(axis)],
        Kwargs::default(),
    )
}

/// `np.mgrid[…]` (dense) and `np.ogrid[…]` (open, a tuple of arrays
/// shaped to broadcast): per slice, `k * step + start` for `k` below its
/// length, as NumPy computes them.
fn grid(f: &mut Frame, key: &Value, open: bool) -> Res<Value> {
    let slices: Vec<Arc<(Value, Value, Value)>> = match key {
        Value::Slice(s) => {
            // One slice: NumPy's arange (or spaced points for a complex step).
            let (start, stop, step) = parts(s);
            if let Value::Complex(re, im) = step {
                let n = re.hypot(im) as i64;
                let (a, b) = (
                    value_scalar(&start)?.as_f64(),
                    value_scalar(&stop)?.as_f64(),
                );
                let step = if n != 1 {
                    (b - a) / (n - 1) as f64
                } else {
                    1.0
                };
                let vals: Vec<Scalar> = (0..n.max(0))
                    .map(|k| Scalar::Float(k as f64 * step + a))
                    .collect();
                return array_of(&vals, DType::F64, &[vals.len()]);
            }
            return np(f, "arange", vec![start, stop, step], Kwargs::default());
        }
        Value::Tuple(t) => t
            .iter()
            .map(|v| match v {
                Value::Slice(s) => Ok(s.clone()),
                _ => Err(type_error("mgrid and ogrid take slices")),
            })
            .collect::<Res<_>>()?,
        _ => return Err(type_error("mgrid and ogrid take slices")),
    };
    let mut float = false;
    let mut axes: Vec<(usize, Scalar, Scalar)> = Vec::new();
    for s in &slices {
        let (start, stop, step) = parts(s);
        let a = value_scalar(&start)?;
        float |= matches!(a, Scalar::Float(_));
        let (len, step) = match step {
            Value::Complex(re, im) => {
                float = true;
                let n = re.hypot(im) as usize;
                let b = value_scalar(&stop)?.as_f64();
                let st = if n != 1 {
                    (b - a.as_f64()) / (n - 1) as f64
                } else {
                    1.0
                };
                (n, Scalar::Float(st))
            }
            step => {
                let st = value_scalar(&step)?;
                if st.as_f64() == 0.0 {
                    return Err(new_exc("ZeroDivisionError", "float division by zero"));
                }
                let b = value_scalar(&stop)?;
                float |= matches!(st, Scalar::Float(_)) || matches!(b, Scalar::Float(_));
                let n = ((b.as_f64() - a.as_f64()) / st.as_f64()).ceil().max(0.0) as usize;
                (n, st)
            }
        };
        axes.push((len, a, step));
    }
    let dtype = if float { DType::F64 } else { DType::I64 };
    let shape: Vec<usize> = axes.iter().map(|x| x.0).collect();
    let value = |k: usize, i: usize| -> Scalar {
        let (_, a, st) = axes[k];
        if float {
            Scalar::Float(i as f64 * st.as_f64() + a.as_f64())
        } else {
            Scalar::Int(
                (i as i64)
                    .wrapping_mul(st.as_i64())
                    .wrapping_add(a.as_i64()),
            )
        }
    };
    if open {
        let mut out = Vec::with_capacity(axes.len());
        for (k, &(len, ..)) in axes.iter().enumerate() {
            let vals: Vec<Scalar> = (0..len).map(|i| value(k, i)).collect();
            let mut sh = vec![1; axes.len()];
            sh[k] = len;
            out.push(array_of(&vals, dtype, &sh)?);
        }
        return Ok(Value::tuple(out));
    }
    let mut all = vec![axes.len()];
    all.extend(&shape);
    let (_, mut vals) = crate::eval::arrays::vec_for_dims(&all)?;
    let n: usize = shape.iter().product();
    for k in 0..axes.len() {
        let stride: usize = shape[k + 1..].iter().product();
        for flat in 0..n {
            vals.push(value(k, flat / stride % shape[k]));
        }
    }
    let mut full = vec![axes.len()];
    full.extend(&shape);
    array_of(&vals, dtype, &full)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "__np_index_trick__",
        "internal: the np.s_ / r_ / c_ / mgrid / ogrid object",
        make
    ),
    b!(
        "numpy.index_trick.__getitem__",
        "np.s_[…], np.r_[…], np.c_[…], np.mgrid[…], np.ogrid[…]",
        getitem
    ),
];
