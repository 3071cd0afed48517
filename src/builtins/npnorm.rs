//! `np.linalg.norm(x, ord=None, axis=None, keepdims=False)` as NumPy
//! writes it: with no `ord` and no `axis`, `sqrt(dot(x, x))` of the
//! raveled array (OpenBLAS's `ddot` for float64); along an axis, the sum
//! of squares NumPy's `add.reduce` gives; a vector `ord` by its formula
//! (`max(abs(x))` for inf, `sum(abs(x)**p)**(1/p)` in general).

use super::npcompose::np;
use super::{Builtin, arity, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, np_scalar, to_array, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::BinOp;
use std::sync::Arc;

fn norm(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("norm", &args, 1, 4)?;
    let ord = args.get(1).cloned().or_else(|| take_kw(&mut kw, "ord"));
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    let keepdims = args
        .get(3)
        .cloned()
        .or_else(|| take_kw(&mut kw, "keepdims"));
    super::unsupported_kw("norm", &kw)?;
    let ord = ord.filter(|o| !matches!(o, Value::None));
    let axis = axis.filter(|a| !matches!(a, Value::None));
    let keep = keepdims.as_ref().is_some_and(Value::truthy);
    let x = to_array(&args[0], None)?;
    // NumPy works in float64 unless the array is already inexact.
    let x = if x.dtype.is_float() || x.dtype.is_complex() {
        x
    } else {
        Arc::new(
            x.copy_as(DType::F64, false, false)
                .map_err(crate::eval::arrays::array_err)?,
        )
    };
    if ord.is_none() && axis.is_none() && !keep {
        return full_norm(&x);
    }
    // |x|², then summed along the axis (or everything) and rooted.
    let sq = match ord.as_ref().map(value_scalar).transpose()? {
        None => squares(&x)?,
        Some(p) => return vector_ord(f, x, p.as_f64(), axis, keep),
    };
    let s = np(f, "sum", vec![sq], reduce_kw(axis, keep))?;
    np(f, "sqrt", vec![s], Kwargs::new())
}

/// The `axis=`/`keepdims=` keywords the reductions are called with.
fn reduce_kw(axis: Option<Value>, keep: bool) -> Kwargs {
    let mut kw = Kwargs::new();
    if let Some(a) = axis {
        kw.push((Arc::from("axis"), a));
    }
    if keep {
        kw.push((Arc::from("keepdims"), Value::Bool(true)));
    }
    kw
}

/// `(x.conj() * x).real`: each element's squared modulus.
fn squares(x: &Arc<crate::array::Array>) -> Res<Value> {
    let dt = x.dtype.complex_part().unwrap_or(x.dtype);
    let vals: Vec<Scalar> = x
        .values()
        .into_iter()
        .map(|v| {
            let (re, im) = v.as_complex();
            let s = if dt == DType::F32 {
                let (re, im) = (re as f32, im as f32);
                (re * re + im * im) as f64
            } else {
                re * re + im * im
            };
            Scalar::Float(s)
        })
        .collect();
    Ok(Value::Array(Arc::new(from_scalars(&vals, dt, &x.shape)?)))
}

/// `sqrt(dot(x, x))` of the array raveled in memory order; a complex one's real parts'
/// dot product plus its imaginary parts'.
fn full_norm(x: &Arc<crate::array::Array>) -> Res<Value> {
    // NumPy ravels in memory order ('K') before the dot product.
    let order = crate::eval::arrays::memory_order(x);
    let vals = crate::array::Array::transpose(x, Some(&order))
        .map_err(crate::eval::arrays::array_err)?
        .values();
    let dot = |part: &dyn Fn(Scalar) -> f64| -> Res<f64> {
        let v: Vec<f64> = vals.iter().map(|s| part(*s)).collect();
        // `dot_f64` reads the elements through `get`; the array gives it
        // the contiguous float64 layout of NumPy's raveled copy.
        let flat = crate::array::Array::zeros(DType::F64, &[v.len()], false)
            .map_err(crate::eval::arrays::array_err)?;
        let get = |i: usize| v[i];
        Ok(crate::eval::blas::dot_f64(
            &flat,
            &flat,
            &get,
            &get,
            crate::eval::blas::DotCaller::Dot,
        ))
    };
    let s = if x.dtype.is_complex() {
        dot(&|v| v.as_complex().0)? + dot(&|v| v.as_complex().1)?
    } else {
        dot(&|v| v.as_f64())?
    };
    // A float32 (or complex64) array's norm is a float32, as NumPy's.
    if matches!(x.dtype, DType::F32 | DType::C64) {
        return Ok(np_scalar(
            Scalar::Float((s as f32).sqrt() as f64),
            DType::F32,
        ));
    }
    Ok(np_scalar(Scalar::Float(s.sqrt()), DType::F64))
}

/// A vector norm of order `p` along `axis` (the array must then be 1-D
/// without one).
fn vector_ord(
    f: &mut Frame,
    x: Arc<crate::array::Array>,
    p: f64,
    axis: Option<Value>,
    keep: bool,
) -> Res<Value> {
    if axis.is_none() && x.ndim() != 1 {
        return Err(not_implemented(
            "arr does not support matrix norms other than the Frobenius norm yet",
        ));
    }
    let kw = reduce_kw(axis, keep);
    let abs = np(f, "abs", vec![Value::Array(x.clone())], Kwargs::new())?;
    if p == f64::INFINITY {
        return np(f, "max", vec![abs], kw);
    }
    if p == f64::NEG_INFINITY {
        return np(f, "min", vec![abs], kw);
    }
    if p == 0.0 {
        let nz: Vec<Scalar> = x
            .values()
            .into_iter()
            .map(|v| Scalar::Float(f64::from(u8::from(v.truthy()))))
            .collect();
        let nz = Value::Array(Arc::new(from_scalars(&nz, DType::F64, &x.shape)?));
        return np(f, "sum", vec![nz], kw);
    }
    if p == 1.0 {
        return np(f, "sum", vec![abs], kw);
    }
    if p == 2.0 {
        let sq = crate::eval::ops::binary(BinOp::Mul, &abs, &abs)?;
        let s = np(f, "sum", vec![sq], kw)?;
        return np(f, "sqrt", vec![s], Kwargs::new());
    }
    let pw = crate::eval::ops::binary(BinOp::Pow, &abs, &Value::Float(p))?;
    let s = np(f, "sum", vec![pw], kw)?;
    crate::eval::ops::binary(BinOp::Pow, &s, &Value::Float(1.0 / p))
}

pub const TABLE: &[Builtin] = &[b!(
    "numpy.linalg.norm",
    "np.linalg.norm(x, ord=None, axis=None, keepdims=False): vector orders, the Frobenius norm",
    norm
)];
