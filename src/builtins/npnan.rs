//! NumPy's NaN-ignoring reductions (`nansum`, `nanmax`, `nanmin`,
//! `nanmean`), over the whole array or along an axis. Along an axis they
//! are formed as NumPy forms them: NaNs replaced (by 0 for a sum, by the
//! other extreme for a max or min), the ordinary reduction taken, and a
//! lane with no number left made NaN.

use super::{arity, no_more_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{Reduce, from_scalars, reduce, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The array and the `axis=` argument (`None`: the whole array).
fn operands(name: &str, args: &[Value], mut kw: Kwargs) -> Res<(Arc<Array>, Option<i64>)> {
    arity(name, args, 1, 2)?;
    let axis = crate::eval::arrays::axis_arg(&args[1..], &mut kw)?;
    no_more_kw(name, &kw)?;
    Ok((to_array(&args[0], None)?, axis))
}

/// `a` with every NaN replaced by `with`.
fn replaced(a: &Array, with: f64) -> Res<Arc<Array>> {
    let vals: Vec<Scalar> = a
        .values()
        .into_iter()
        .map(|x| match x {
            Scalar::Float(f) if f.is_nan() => Scalar::Float(with),
            x => x,
        })
        .collect();
    Ok(Arc::new(from_scalars(&vals, a.dtype, &a.shape)?))
}

/// How many numbers (not NaN) each lane along `axis` holds.
fn counts(a: &Array, axis: i64) -> Res<Vec<f64>> {
    let vals: Vec<Scalar> = a
        .values()
        .into_iter()
        .map(|x| Scalar::Int(i64::from(!x.as_f64().is_nan())))
        .collect();
    let c = Arc::new(from_scalars(&vals, DType::I64, &a.shape)?);
    Ok(lanes(reduce(&c, Reduce::Sum, Some(axis))?))
}

/// The values of a reduction's result (an array, or one scalar).
fn lanes(v: Value) -> Vec<f64> {
    match v {
        Value::Array(r) => r.values().into_iter().map(|x| x.as_f64()).collect(),
        Value::NpScalar(s, _) => vec![s.as_f64()],
        Value::Float(f) => vec![f],
        Value::Int(i) => vec![i as f64],
        _ => Vec::new(),
    }
}

/// `r` with each lane whose count is zero replaced by `f(lane, count)`.
fn per_lane(r: Value, counts: &[f64], f: impl Fn(f64, f64) -> f64) -> Res<Value> {
    let out: Vec<Scalar> = lanes(r.clone())
        .into_iter()
        .zip(counts)
        .map(|(x, n)| Scalar::Float(f(x, *n)))
        .collect();
    Ok(match r {
        Value::Array(a) => Value::Array(Arc::new(from_scalars(&out, DType::F64, &a.shape)?)),
        _ => Value::NpScalar(
            out.first().copied().unwrap_or(Scalar::Float(f64::NAN)),
            DType::F64,
        ),
    })
}

/// `np.nansum(a, axis=None)`: the sum with NaNs counted as zero.
pub(super) fn nansum(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (a, axis) = operands("nansum", &args, kw)?;
    if !a.dtype.is_float() {
        return reduce(&a, Reduce::Sum, axis);
    }
    reduce(&replaced(&a, 0.0)?, Reduce::Sum, axis)
}

/// `np.nanmax` / `nanmin` / `nanmean`: the reduction over the elements
/// that are not NaN (none: NaN, as NumPy returns with a warning).
pub(super) fn nan_reduce(name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (a, axis) = operands(name, &args, kw)?;
    let r = match name {
        "nanmax" => Reduce::Max,
        "nanmin" => Reduce::Min,
        _ => Reduce::Mean,
    };
    if !a.dtype.is_float() {
        return reduce(&a, r, axis);
    }
    let Some(axis) = axis else {
        let kept: Vec<Scalar> = a
            .values()
            .into_iter()
            .filter(|x| !x.as_f64().is_nan())
            .collect();
        if kept.is_empty() {
            return Ok(Value::NpScalar(Scalar::Float(f64::NAN), a.dtype));
        }
        let rest = Arc::new(from_scalars(&kept, a.dtype, &[kept.len()])?);
        return reduce(&rest, r, None);
    };
    let n = counts(&a, axis)?;
    let nan_if_empty = |x: f64, n: f64| if n == 0.0 { f64::NAN } else { x };
    match r {
        Reduce::Max => per_lane(
            reduce(&replaced(&a, f64::NEG_INFINITY)?, r, Some(axis))?,
            &n,
            nan_if_empty,
        ),
        Reduce::Min => per_lane(
            reduce(&replaced(&a, f64::INFINITY)?, r, Some(axis))?,
            &n,
            nan_if_empty,
        ),
        _ => per_lane(
            reduce(&replaced(&a, 0.0)?, Reduce::Sum, Some(axis))?,
            &n,
            |s, n| s / n,
        ),
    }
}
