//! Matrix products: `np.dot`, `a.dot(b)` and `@` (`np.matmul`), with
//! NumPy's shapes, broadcasting and messages.

use super::arrays::{broadcast_shape, from_scalars, np_scalar};
use super::blas::{self, DotCaller};
use super::carrays;
use super::exc::*;
use super::value::Value;
use crate::array::flat;
use crate::array::view::shape_msg;
use crate::array::{Array, DType, Scalar, Sub};
use crate::syntax::ast::BinOp;
use std::sync::Arc;

const MATMUL_SIGNATURE: &str = "(n?,k),(k,m?)->(n?,m?)";

/// `np.dot(x, y)`: a scalar operand multiplies; otherwise a sum of
/// products over `x`'s last axis and `y`'s second-to-last (its only one
/// when 1-D).
pub fn dot(x: &Arc<Array>, y: &Arc<Array>) -> Res<Value> {
    if x.ndim() == 0 || y.ndim() == 0 {
        let (a, b) = (Value::Array(x.clone()), Value::Array(y.clone()));
        return super::arrays::binary(BinOp::Mul, &a, &b)?
            .ok_or_else(|| type_error("dot() needs arrays"));
    }
    let xk = x.ndim() - 1;
    let yk = y.ndim().saturating_sub(2);
    if x.shape[xk] != y.shape[yk] {
        return Err(value_error(format!(
            "shapes {} and {} not aligned: {} (dim {xk}) != {} (dim {yk})",
            shape_msg(&x.shape),
            shape_msg(&y.shape),
            x.shape[xk],
            y.shape[yk]
        )));
    }
    if x.ndim() <= 2 && y.ndim() <= 2 {
        return product_2d(x, y, DotCaller::Dot);
    }
    crate::builtins::npgrids::contract(x, y, &[xk], &[yk])
}

/// `x @ y`: 1-D operands act as a row (left) or a column (right), and the
/// axes before the last two are a stack of matrices, broadcast together.
pub fn matmul(x: &Arc<Array>, y: &Arc<Array>) -> Res<Value> {
    for (i, a) in [x, y].into_iter().enumerate() {
        if a.ndim() == 0 {
            return Err(value_error(format!(
                "matmul: Input operand {i} does not have enough dimensions (has 0, gufunc core \
                 with signature {MATMUL_SIGNATURE} requires 1)"
            )));
        }
    }
    let xk = x.shape[x.ndim() - 1];
    let yk = y.shape[y.ndim().saturating_sub(2)];
    if xk != yk {
        return Err(value_error(format!(
            "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc \
             signature {MATMUL_SIGNATURE} (size {yk} is different from {xk})"
        )));
    }
    if x.ndim() <= 2 && y.ndim() <= 2 {
        return product_2d(x, y, DotCaller::MatMul);
    }
    let core = |a: &Array| a.ndim().min(2);
    let (xb, yb) = (
        &x.shape[..x.ndim() - core(x)],
        &y.shape[..y.ndim() - core(y)],
    );
    let n = (x.ndim() >= 2).then(|| x.shape[x.ndim() - 2]);
    let m = (y.ndim() >= 2).then(|| y.shape[y.ndim() - 1]);
    let batch = broadcast_shape(xb, yb).ok_or_else(|| {
        let remapped = |a: &Array, b: &[usize]| {
            let axes = shape_msg(b);
            let axes = axes.trim_end_matches(",)").trim_end_matches(')');
            format!("{}->{axes},newaxis,newaxis)", shape_msg(&a.shape))
        };
        value_error(format!(
            "operands could not be broadcast together with remapped shapes \
             [original->remapped]: {} {}  and requested shape {}",
            remapped(x, xb),
            remapped(y, yb),
            shape_msg(&[n.unwrap_or(1), m.unwrap_or(1)])
        ))
    })?;
    let dt = DType::promote(x.dtype, y.dtype);
    let dt = if dt == DType::Bool { DType::I64 } else { dt };
    let mut out = Vec::new();
    let mut at = vec![0usize; batch.len()];
    for _ in 0..batch.iter().product::<usize>() {
        let (xs, ys) = (matrix_at(x, xb, &at)?, matrix_at(y, yb, &at)?);
        match product_2d(&xs, &ys, DotCaller::MatMul)? {
            Value::Array(r) => out.extend(r.values()),
            v => out.push(super::arrays::value_scalar(&v)?),
        }
        crate::array::view::next_index(&mut at, &batch);
    }
    let shape: Vec<usize> = batch.iter().copied().chain(n).chain(m).collect();
    Ok(Value::Array(Arc::new(from_scalars(&out, dt, &shape)?)))
}

/// The matrix (or vector) of the stack `a` at broadcast batch index `at`
/// (`a`'s own batch axes are `own`, aligned to the right; an axis of
/// length 1 is broadcast).
fn matrix_at(a: &Arc<Array>, own: &[usize], at: &[usize]) -> Res<Arc<Array>> {
    if own.is_empty() {
        return Ok(a.clone());
    }
    let skip = at.len() - own.len();
    let mut subs: Vec<Sub> = own
        .iter()
        .zip(&at[skip..])
        .map(|(&len, &i)| Sub::Index(if len == 1 { 0 } else { i as i64 }))
        .collect();
    subs.push(Sub::Ellipsis);
    match Array::subscript(a, &subs).map_err(super::arrays::array_err)? {
        Ok(_) => Err(value_error("a matrix of a stack was a single element")),
        Err(view) => Ok(Arc::new(view)),
    }
}

/// The product of 1-D and 2-D operands (their inner lengths checked by
/// the caller, in its own words).
fn product_2d(x: &Array, y: &Array, caller: DotCaller) -> Res<Value> {
    let dt = DType::promote(x.dtype, y.dtype);
    let dt = if dt == DType::Bool { DType::I64 } else { dt };
    // Element (i, j) of a 1-D or 2-D operand.
    let at = |a: &Array, i: usize, j: usize| {
        let off = (a.offset as isize
            + i as isize * a.strides[0]
            + j as isize * a.strides.get(1).copied().unwrap_or(0)) as usize;
        a.load(off)
    };
    let get = |a: &Array, i: usize, j: usize| at(a, i, j).as_f64();
    let geti = |a: &Array, i: usize, j: usize| at(a, i, j).as_i64();
    match (x.ndim(), y.ndim()) {
        (1, 1) => {
            if dt.is_complex() {
                let s = (0..x.shape[0]).fold((0.0, 0.0), |acc, i| {
                    let p = carrays::cmul(at(x, i, 0).as_complex(), at(y, i, 0).as_complex());
                    (acc.0 + p.0, acc.1 + p.1)
                });
                Ok(np_scalar(Scalar::Complex(s.0, s.1), dt))
            } else if dt == DType::F64 {
                // Read as runs when they walk with one stride: `at` per
                // element was three quarters of a large dot product.
                let (vx, vy) = (flat::f64s(x), flat::f64s(y));
                let gx = |i| vx.as_ref().map_or_else(|| get(x, i, 0), |v| v[i]);
                let gy = |i| vy.as_ref().map_or_else(|| get(y, i, 0), |v| v[i]);
                let s = blas::dot_f64(x, y, &gx, &gy, caller);
                Ok(np_scalar(Scalar::Float(s), dt))
            } else if dt.is_float() {
                let s: f64 = (0..x.shape[0]).map(|i| get(x, i, 0) * get(y, i, 0)).sum();
                Ok(np_scalar(Scalar::Float(s), dt))
            } else {
                let s: i64 = (0..x.shape[0]).fold(0i64, |acc, i| {
                    acc.wrapping_add(geti(x, i, 0).wrapping_mul(geti(y, i, 0)))
                });
                Ok(np_scalar(Scalar::Int(s), dt))
            }
        }
        (2, 2) | (2, 1) | (1, 2) => {
            let (xm, xk) = if x.ndim() == 2 {
                (x.shape[0], x.shape[1])
            } else {
                (1, x.shape[0])
            };
            let yn = if y.ndim() == 2 { y.shape[1] } else { 1 };
            // A 1-D left operand is one row, a 1-D right one one column.
            let xat = |i: usize, k: usize| {
                if x.ndim() == 2 {
                    at(x, i, k)
                } else {
                    at(x, k, 0)
                }
            };
            let yat = |k: usize, j: usize| {
                if y.ndim() == 2 {
                    at(y, k, j)
                } else {
                    at(y, k, 0)
                }
            };
            let mut out = Vec::with_capacity(xm * yn);
            for i in 0..xm {
                for j in 0..yn {
                    out.push(if dt.is_complex() {
                        let mut s = (0.0, 0.0);
                        for k in 0..xk {
                            let p = carrays::cmul(xat(i, k).as_complex(), yat(k, j).as_complex());
                            s = (s.0 + p.0, s.1 + p.1);
                        }
                        Scalar::Complex(s.0, s.1)
                    } else if dt.is_float() {
                        // BLAS's kernels accumulate with fused multiply-adds
                        // in `k` order; so does this, to give its bits.
                        let mut s = 0.0f64;
                        for k in 0..xk {
                            s = xat(i, k).as_f64().mul_add(yat(k, j).as_f64(), s);
                        }
                        Scalar::Float(s)
                    } else {
                        let mut s = 0i64;
                        for k in 0..xk {
                            let (p, q) = (xat(i, k).as_i64(), yat(k, j).as_i64());
                            s = s.wrapping_add(p.wrapping_mul(q));
                        }
                        Scalar::Int(s)
                    });
                }
            }
            let shape: Vec<usize> = match (x.ndim(), y.ndim()) {
                (2, 2) => vec![xm, yn],
                (2, 1) => vec![xm],
                _ => vec![yn],
            };
            Ok(Value::Array(Arc::new(from_scalars(&out, dt, &shape)?)))
        }
        _ => Err(value_error(
            "a matrix product of operands past 2-D reached the 2-D kernel",
        )),
    }
}
