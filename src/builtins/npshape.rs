//! NumPy functions that rearrange or search elements: `repeat`,
//! `meshgrid`, `nonzero`, `searchsorted`, `column_stack`, `cross`,
//! `interp`, and the two-argument float ufuncs `hypot` and `arctan2`.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// A new array of `vals` as the value NumPy functions return.
pub(super) fn array_of(vals: &[Scalar], dtype: DType, shape: &[usize]) -> Res<Value> {
    Ok(Value::Array(Arc::new(from_scalars(vals, dtype, shape)?)))
}

/// `g` of a number (a NumPy scalar of `dtype`) or of each element of an
/// array-like (an array of its shape).
fn per_element(v: &Value, dtype: DType, g: impl Fn(f64) -> Scalar) -> Res<Value> {
    match v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..) => {
            let x = crate::eval::arrays::value_scalar(v)?.as_f64();
            Ok(Value::NpScalar(g(x), dtype))
        }
        v => {
            let xs = to_array(v, None)?;
            let out: Vec<Scalar> = xs.values().iter().map(|x| g(x.as_f64())).collect();
            array_of(&out, dtype, &xs.shape)
        }
    }
}

pub(super) fn int_of(v: &Value, what: &str) -> Res<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::NpScalar(s, d) if !d.is_float() => Ok(s.as_i64()),
        other => Err(type_error(format!(
            "{what} must be an int, not '{}'",
            other.type_name()
        ))),
    }
}

/// `np.repeat(a, n)`: each element of the flattened array `n` times.
/// `np.repeat(a, repeats, axis=None)`: each element (along `axis`, else
/// of the flattened array) repeated, an int count for all or one each.
fn repeat(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("repeat", &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("repeat", &kw)?;
    let a = to_array(&args[0], None)?;
    let (src, axis) = match axis {
        None | Some(Value::None) => {
            let flat = a.values();
            (Arc::new(from_scalars(&flat, a.dtype, &[flat.len()])?), 0)
        }
        Some(v) => {
            let k = int_of(&v, "axis")?;
            let nd = a.ndim();
            (a, axis_at(k, nd)?)
        }
    };
    let len = src.shape.get(axis).copied().unwrap_or(1);
    let counts: Vec<i64> = match &args[1] {
        Value::Int(_) | Value::Bool(_) | Value::NpScalar(..) => {
            vec![int_of(&args[1], "repeats")?; len]
        }
        seq => {
            let items = crate::eval::ops::iterate_to_vec(seq)?;
            let ns: Vec<i64> = items
                .iter()
                .map(|v| int_of(v, "repeats"))
                .collect::<Res<_>>()?;
            match ns.len() {
                1 => vec![ns[0]; len],
                n if n == len => ns,
                n => {
                    return Err(value_error(format!(
                        "operands could not be broadcast together with shape ({len},) ({n},)"
                    )));
                }
            }
        }
    };
    if counts.iter().any(|&c| c < 0) {
        return Err(value_error("repeats may not contain negative values."));
    }
    let picks: Vec<usize> = counts
        .iter()
        .enumerate()
        .flat_map(|(i, &c)| std::iter::repeat_n(i, c as usize))
        .collect();
    let mut shape = src.shape.clone();
    if shape.is_empty() {
        shape.push(1);
    }
    shape[axis] = picks.len();
    let total: usize = shape.iter().product();
    let mut vals = crate::eval::arrays::vec_for::<Scalar>(total)?;
    let mut idx = vec![0usize; shape.len()];
    let mut from = vec![0usize; shape.len()];
    for _ in 0..total {
        from.copy_from_slice(&idx);
        from[axis] = picks[idx[axis]];
        let at = if src.ndim() == 0 {
            src.offset
        } else {
            src.offset_of(&from)
        };
        vals.push(src.load(at));
        crate::array::view::next_index(&mut idx, &shape);
    }
    array_of(&vals, src.dtype, &shape)
}

/// `np.meshgrid(x, y)`: the two coordinate matrices (`indexing='xy'`).
fn meshgrid(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("meshgrid", &args, 2, 2)?;
    if let Some(Value::Str(s)) = take_kw(&mut kw, "indexing")
        && &*s != "xy"
    {
        return Err(not_implemented(
            "arr's np.meshgrid makes indexing='xy' grids only",
        ));
    }
    no_more_kw("meshgrid", &kw)?;
    let (x, y) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let (xs, ys) = (x.values(), y.values());
    let (nx, ny) = (xs.len(), ys.len());
    let gx: Vec<Scalar> = (0..ny).flat_map(|_| xs.iter().copied()).collect();
    let gy: Vec<Scalar> = ys
        .iter()
        .flat_map(|v| std::iter::repeat_n(*v, nx))
        .collect();
    Ok(Value::tuple(vec![
        array_of(&gx, x.dtype, &[ny, nx])?,
        array_of(&gy, y.dtype, &[ny, nx])?,
    ]))
}

/// `np.nonzero(a)`: per axis, the indices of the non-zero elements.
pub(super) fn nonzero_of(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    nonzero(f, args, kw)
}

fn nonzero(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("nonzero", &args, 1, 1)?;
    super::unsupported_kw("nonzero", &kw)?;
    let a = to_array(&args[0], None)?;
    let nd = a.ndim().max(1);
    let mut idx: Vec<Vec<Scalar>> = vec![Vec::new(); nd];
    let shape: Vec<usize> = if a.ndim() == 0 {
        vec![1]
    } else {
        a.shape.to_vec()
    };
    for (flat, v) in a.values().into_iter().enumerate() {
        if !v.truthy() {
            continue;
        }
        let mut rest = flat;
        for k in (0..nd).rev() {
            idx[k].push(Scalar::Int((rest % shape[k]) as i64));
            rest /= shape[k];
        }
    }
    let parts = idx
        .iter()
        .map(|v| array_of(v, DType::I64, &[v.len()]))
        .collect::<Res<Vec<_>>>()?;
    Ok(Value::tuple(parts))
}

/// `np.searchsorted(a, v, side='left')` over a sorted 1-D `a`.
fn searchsorted(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("searchsorted", &args, 2, 3)?;
    let side = args.get(2).cloned().or_else(|| take_kw(&mut kw, "side"));
    no_more_kw("searchsorted", &kw)?;
    let right = match side {
        None => false,
        Some(Value::Str(s)) if &*s == "left" => false,
        Some(Value::Str(s)) if &*s == "right" => true,
        Some(_) => return Err(value_error("side must be 'left' or 'right'")),
    };
    let a: Vec<f64> = to_array(&args[0], None)?
        .values()
        .iter()
        .map(|x| x.as_f64())
        .collect();
    let find = |x: f64| a.partition_point(|&e| if right { e <= x } else { e < x }) as i64;
    per_element(&args[1], DType::I64, |x| Scalar::Int(find(x)))
}

/// `np.digitize(x, bins, right=False)`: the index of the bin each value
/// falls in, for increasing or decreasing bins, as NumPy finds it.
fn digitize(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("digitize", &args, 2, 3)?;
    let right = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "right"))
        .is_some_and(|v| v.truthy());
    no_more_kw("digitize", &kw)?;
    let bins: Vec<f64> = to_array(&args[1], None)?
        .values()
        .iter()
        .map(|x| x.as_f64())
        .collect();
    let up = bins.windows(2).all(|w| w[0] <= w[1]);
    if !up && !bins.windows(2).all(|w| w[0] >= w[1]) {
        return Err(value_error(
            "bins must be monotonically increasing or decreasing",
        ));
    }
    let n = bins.len();
    let find = |x: f64| -> i64 {
        let k = if up {
            bins.partition_point(|&e| if right { e < x } else { e <= x })
        } else {
            // Decreasing bins: counted from the end of the reversed ones.
            n - bins
                .iter()
                .rev()
                .collect::<Vec<_>>()
                .partition_point(|&&e| if right { e < x } else { e <= x })
        };
        k as i64
    };
    per_element(&args[0], DType::I64, |x| Scalar::Int(find(x)))
}

/// `np.column_stack(arrays)`: 1-D arrays as the columns of a 2-D one.
fn column_stack(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("column_stack", &args, 1, 1)?;
    super::unsupported_kw("column_stack", &kw)?;
    // A 1-D (or 0-d) piece is one column; 2-D and wider pieces join as
    // they are, along axis 1.
    let mut parts = Vec::new();
    for c in crate::eval::ops::iterate_to_vec(&args[0])? {
        let a = to_array(&c, None)?;
        parts.push(match a.ndim() {
            0 | 1 => array_of(&a.values(), a.dtype, &[a.size(), 1])?,
            _ => Value::Array(a),
        });
    }
    if parts.is_empty() {
        return Err(value_error("need at least one array to concatenate"));
    }
    super::npcompose::np(
        f,
        "concatenate",
        vec![Value::list(parts), Value::Int(1)],
        Kwargs::default(),
    )
}

/// `np.cross(a, b)` of two 3-vectors.
fn cross(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("cross", &args, 2, 2)?;
    super::unsupported_kw("cross", &kw)?;
    let (a, b) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    if a.shape.as_ref() != [3] || b.shape.as_ref() != [3] {
        return Err(not_implemented(
            "arr's np.cross takes two 3-element vectors",
        ));
    }
    let dtype = DType::promote(a.dtype, b.dtype);
    let (x, y) = (a.values(), b.values());
    let out: Vec<Scalar> = if dtype.is_float() {
        let (x, y): (Vec<f64>, Vec<f64>) = (
            x.iter().map(|v| v.as_f64()).collect(),
            y.iter().map(|v| v.as_f64()).collect(),
        );
        [
            x[1] * y[2] - x[2] * y[1],
            x[2] * y[0] - x[0] * y[2],
            x[0] * y[1] - x[1] * y[0],
        ]
        .map(Scalar::Float)
        .to_vec()
    } else {
        let (x, y): (Vec<i64>, Vec<i64>) = (
            x.iter().map(|v| v.as_i64()).collect(),
            y.iter().map(|v| v.as_i64()).collect(),
        );
        [
            x[1].wrapping_mul(y[2])
                .wrapping_sub(x[2].wrapping_mul(y[1])),
            x[2].wrapping_mul(y[0])
                .wrapping_sub(x[0].wrapping_mul(y[2])),
            x[0].wrapping_mul(y[1])
                .wrapping_sub(x[1].wrapping_mul(y[0])),
        ]
        .map(Scalar::Int)
        .to_vec()
    };
    array_of(&out, dtype, &[3])
}

/// `np.interp(x, xp, fp)`: piecewise-linear interpolation, clamped at the
/// ends, for a scalar or array `x`.
fn interp(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("interp", &args, 3, 3)?;
    super::unsupported_kw("interp", &kw)?;
    let xp: Vec<f64> = to_array(&args[1], None)?
        .values()
        .iter()
        .map(|v| v.as_f64())
        .collect();
    let fp: Vec<f64> = to_array(&args[2], None)?
        .values()
        .iter()
        .map(|v| v.as_f64())
        .collect();
    if xp.len() != fp.len() || xp.is_empty() {
        return Err(value_error("fp and xp are not of the same length."));
    }
    let at = |x: f64| -> f64 {
        if x.is_nan() {
            return f64::NAN;
        }
        let j = xp.partition_point(|&e| e <= x);
        if j == 0 {
            return fp[0];
        }
        if j >= xp.len() {
            return fp[xp.len() - 1];
        }
        let (x0, x1, y0, y1) = (xp[j - 1], xp[j], fp[j - 1], fp[j]);
        let slope = (y1 - y0) / (x1 - x0);
        slope * (x - x0) + y0
    };
    per_element(&args[0], DType::F64, |x| Scalar::Float(at(x)))
}

/// A float ufunc of two arguments, broadcasting as NumPy does.
pub(super) fn float2(
    name: &str,
    args: &[Value],
    kw: &Kwargs,
    g: fn(f64, f64) -> f64,
) -> Res<Value> {
    arity(name, args, 2, 2)?;
    super::unsupported_kw(name, kw)?;
    let scalar = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..)
        )
    };
    // float32 stays float32, as do 16-bit integers (NumPy's loops).
    let dt = crate::eval::arrays::unary_float_dtype(crate::eval::arrays::operands_dtype(args));
    if scalar(&args[0]) && scalar(&args[1]) {
        let (x, y) = (
            crate::eval::arrays::value_scalar(&args[0])?.as_f64(),
            crate::eval::arrays::value_scalar(&args[1])?.as_f64(),
        );
        return Ok(Value::NpScalar(dt.wrap(Scalar::Float(g(x, y))), dt));
    }
    let (a, b) = (
        to_array(&args[0], Some(DType::F64))?,
        to_array(&args[1], Some(DType::F64))?,
    );
    let (shape, a, b) = crate::eval::arrays::broadcast_pair(&a, &b)?;
    let out: Vec<Scalar> = a
        .values()
        .iter()
        .zip(b.values())
        .map(|(x, y)| Scalar::Float(g(x.as_f64(), y.as_f64())))
        .collect();
    array_of(&out, dt, &shape)
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.repeat",
        "np.repeat(a, n): each element n times",
        repeat
    ),
    b!(
        "numpy.meshgrid",
        "np.meshgrid(x, y): coordinate matrices",
        meshgrid
    ),
    b!(
        "numpy.nonzero",
        "np.nonzero(a): indices of non-zero elements",
        nonzero
    ),
    b!(
        "numpy.searchsorted",
        "np.searchsorted(a, v, side='left'): insertion points",
        searchsorted
    ),
    b!(
        "numpy.digitize",
        "np.digitize(x, bins, right=False): the bin index of each value",
        digitize
    ),
    b!(
        "numpy.column_stack",
        "np.column_stack(arrays): 1-D arrays as columns",
        column_stack
    ),
    b!(
        "numpy.cross",
        "np.cross(a, b): the cross product of 3-vectors",
        cross
    ),
    b!(
        "numpy.interp",
        "np.interp(x, xp, fp): linear interpolation",
        interp
    ),
    b!(
        "numpy.hypot",
        "np.hypot(x, y): sqrt(x*x + y*y) without overflow",
        |_, a, k| { float2("hypot", &a, &k, f64::hypot) }
    ),
    b!(
        "numpy.arctan2",
        "np.arctan2(y, x): the angle of (x, y)",
        |_, a, k| { float2("arctan2", &a, &k, f64::atan2) }
    ),
];
