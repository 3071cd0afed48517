//! `np.linalg.det`, `inv`, `solve` and `matrix_power`: LU factorisation
//! with partial pivoting, as LAPACK's `getrf` does it (the pivot is the
//! first largest magnitude in its column; the column below it is scaled
//! by the pivot's reciprocal), so results agree with NumPy's to the last
//! digit or so. The determinant is computed as NumPy computes it: the
//! sign, times `exp` of the sum of the logs of the pivots' magnitudes.

use super::{Builtin, arity};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, np_scalar, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// A square matrix in row-major order.
struct Square {
    n: usize,
    a: Vec<f64>,
}

/// The argument as a square float matrix, with NumPy's messages.
fn square(v: &Value) -> Res<Square> {
    let x = to_array(v, None)?;
    if x.ndim() < 2 {
        return Err(linalg_error(format!(
            "{}-dimensional array given. Array must be at least two-dimensional",
            x.ndim()
        )));
    }
    if x.ndim() > 2 {
        return Err(not_implemented(
            "arr's np.linalg takes one matrix, not a stack of them",
        ));
    }
    if x.shape[0] != x.shape[1] {
        return Err(linalg_error(
            "Last 2 dimensions of the array must be square",
        ));
    }
    Ok(Square {
        n: x.shape[0],
        a: x.values().into_iter().map(Scalar::as_f64).collect(),
    })
}

fn linalg_error(msg: impl Into<String>) -> Box<Exc> {
    new_exc("LinAlgError", msg)
}

/// The LU factors of `m` in place (unit lower triangle below the
/// diagonal, upper on and above it) and the row each step swapped in;
/// `false` when a pivot is exactly zero (singular).
fn factor(m: &mut Square) -> (Vec<usize>, bool) {
    let (n, a) = (m.n, &mut m.a);
    let mut piv = Vec::with_capacity(n);
    let mut regular = true;
    for j in 0..n {
        let mut p = j;
        for i in j + 1..n {
            if a[i * n + j].abs() > a[p * n + j].abs() {
                p = i;
            }
        }
        piv.push(p);
        if a[p * n + j] == 0.0 {
            regular = false;
            continue;
        }
        if p != j {
            for k in 0..n {
                a.swap(j * n + k, p * n + k);
            }
        }
        let pivot = a[j * n + j];
        if pivot.abs() >= f64::MIN_POSITIVE {
            let r = 1.0 / pivot;
            for i in j + 1..n {
                a[i * n + j] *= r;
            }
        } else {
            for i in j + 1..n {
                a[i * n + j] /= pivot;
            }
        }
        for i in j + 1..n {
            let l = a[i * n + j];
            for k in j + 1..n {
                a[i * n + k] -= l * a[j * n + k];
            }
        }
    }
    (piv, regular)
}

/// Solves `A X = B` for `nrhs` right-hand columns of `b` (row-major,
/// `n × nrhs`) given `A`'s factors.
fn substitute(lu: &Square, piv: &[usize], b: &mut [f64], nrhs: usize) {
    let n = lu.n;
    for (j, &p) in piv.iter().enumerate() {
        if p != j {
            for c in 0..nrhs {
                b.swap(j * nrhs + c, p * nrhs + c);
            }
        }
    }
    for c in 0..nrhs {
        for i in 0..n {
            let mut s = b[i * nrhs + c];
            for k in 0..i {
                s -= lu.a[i * n + k] * b[k * nrhs + c];
            }
            b[i * nrhs + c] = s;
        }
        for i in (0..n).rev() {
            let mut s = b[i * nrhs + c];
            for k in i + 1..n {
                s -= lu.a[i * n + k] * b[k * nrhs + c];
            }
            // BLAS's triangular solve multiplies by the pivot's
            // reciprocal rather than dividing.
            b[i * nrhs + c] = s * (1.0 / lu.a[i * n + i]);
        }
    }
}

fn det(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("det", &args, 1, 1)?;
    super::unsupported_kw("det", &kw)?;
    let mut m = square(&args[0])?;
    let (piv, _) = factor(&mut m);
    let mut sign = 1.0f64;
    let mut logdet = 0.0f64;
    for (j, &p) in piv.iter().enumerate() {
        if p != j {
            sign = -sign;
        }
        let d = m.a[j * m.n + j];
        if d < 0.0 {
            sign = -sign;
        }
        logdet += d.abs().ln();
    }
    let d = if m.n == 0 {
        1.0
    } else if logdet == f64::NEG_INFINITY {
        0.0
    } else {
        sign * logdet.exp()
    };
    Ok(np_scalar(Scalar::Float(d), DType::F64))
}

fn matrix(vals: Vec<f64>, shape: &[usize]) -> Res<Value> {
    let vals: Vec<Scalar> = vals.into_iter().map(Scalar::Float).collect();
    Ok(Value::Array(Arc::new(from_scalars(
        &vals,
        DType::F64,
        shape,
    )?)))
}

fn inv(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("inv", &args, 1, 1)?;
    super::unsupported_kw("inv", &kw)?;
    let mut m = square(&args[0])?;
    let n = m.n;
    let (piv, regular) = factor(&mut m);
    if !regular {
        return Err(linalg_error("Singular matrix"));
    }
    let mut b = vec![0.0; n * n];
    for i in 0..n {
        b[i * n + i] = 1.0;
    }
    substitute(&m, &piv, &mut b, n);
    matrix(b, &[n, n])
}

fn solve(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("solve", &args, 2, 2)?;
    super::unsupported_kw("solve", &kw)?;
    let mut m = square(&args[0])?;
    let n = m.n;
    let b = to_array(&args[1], None)?;
    let (nrhs, shape) = match b.ndim() {
        1 if b.shape[0] == n => (1, vec![n]),
        2 if b.shape[0] == n => (b.shape[1], vec![n, b.shape[1]]),
        _ => {
            return Err(value_error(format!(
                "solve: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m,n)->(m,n) (size {} is different from {n})",
                b.shape.first().copied().unwrap_or(0)
            )));
        }
    };
    let (piv, regular) = factor(&mut m);
    if !regular {
        return Err(linalg_error("Singular matrix"));
    }
    let mut x: Vec<f64> = b.values().into_iter().map(Scalar::as_f64).collect();
    substitute(&m, &piv, &mut x, nrhs);
    matrix(x, &shape)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.linalg.det",
        "np.linalg.det(a): the determinant of a square matrix",
        det
    ),
    b!(
        "numpy.linalg.inv",
        "np.linalg.inv(a): the inverse of a square matrix (LinAlgError when singular)",
        inv
    ),
    b!(
        "numpy.linalg.solve",
        "np.linalg.solve(a, b): x with a @ x == b",
        solve
    ),
];
