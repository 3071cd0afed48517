//! NumPy's `polyfit` (least squares on the column-scaled Vandermonde
//! matrix, as NumPy scales it), `gradient` (central differences inside,
//! one-sided at the edges, over uniform or given coordinates, with
//! NumPy's own formulas and their order of operations) and `corrcoef`.
//!
//! `polyfit` solves with Householder QR where NumPy calls LAPACK's SVD:
//! both are backward stable, so on a full-rank fit the coefficients agree
//! to the last few bits, far below what NumPy prints.

use super::npcompose::np;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

fn floats(v: &Value) -> Res<(Vec<f64>, Vec<usize>)> {
    let a = to_array(v, None)?;
    if a.dtype.is_complex() {
        return Err(not_implemented(
            "arr's polyfit and gradient take real arrays",
        ));
    }
    Ok((
        a.values().iter().map(|s| s.as_f64()).collect(),
        a.shape.clone(),
    ))
}

fn array_of(vals: Vec<f64>, shape: &[usize]) -> Res<Value> {
    let s: Vec<Scalar> = vals.into_iter().map(Scalar::Float).collect();
    Ok(Value::Array(Arc::new(from_scalars(&s, DType::F64, shape)?)))
}

/// The least-squares solution of `a x = b` (`a` is `m` by `n`, row major,
/// full column rank), by Householder QR.
fn least_squares(mut a: Vec<f64>, m: usize, n: usize, mut b: Vec<f64>) -> Vec<f64> {
    let mut diag = vec![0.0; n];
    for k in 0..n {
        let norm = (k..m)
            .map(|i| a[i * n + k] * a[i * n + k])
            .sum::<f64>()
            .sqrt();
        let alpha = if a[k * n + k] > 0.0 { -norm } else { norm };
        diag[k] = alpha;
        if norm == 0.0 {
            continue;
        }
        // v = column k below the diagonal minus alpha e_k, kept in place.
        a[k * n + k] -= alpha;
        let vnorm2: f64 = (k..m).map(|i| a[i * n + k] * a[i * n + k]).sum();
        if vnorm2 == 0.0 {
            continue;
        }
        for j in k + 1..n {
            let dot: f64 = (k..m).map(|i| a[i * n + k] * a[i * n + j]).sum();
            let f = 2.0 * dot / vnorm2;
            for i in k..m {
                a[i * n + j] -= f * a[i * n + k];
            }
        }
        let dot: f64 = (k..m).map(|i| a[i * n + k] * b[i]).sum();
        let f = 2.0 * dot / vnorm2;
        for i in k..m {
            b[i] -= f * a[i * n + k];
        }
    }
    let mut x = vec![0.0; n];
    for k in (0..n).rev() {
        let s: f64 = (k + 1..n).map(|j| a[k * n + j] * x[j]).sum();
        x[k] = if diag[k] == 0.0 {
            0.0
        } else {
            (b[k] - s) / diag[k]
        };
    }
    x
}

/// `np.polyfit(x, y, deg)`: the coefficients, highest power first, of the
/// least-squares polynomial through the points (one column of them per
/// column of a 2-D `y`).
fn polyfit(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("polyfit", &args, 3, 3)?;
    let _ = take_kw(&mut kw, "rcond");
    no_more_kw("polyfit", &kw)?;
    let (x, xs) = floats(&args[0])?;
    let (y, ys) = floats(&args[1])?;
    let deg = super::npshape::int_of(&args[2], "deg")?;
    if deg < 0 {
        return Err(value_error("expected deg >= 0"));
    }
    if xs.len() != 1 {
        return Err(type_error("expected 1D vector for x"));
    }
    if x.is_empty() {
        return Err(type_error("expected non-empty vector for x"));
    }
    if ys.is_empty() || ys.len() > 2 {
        return Err(type_error("expected 1D or 2D array for y"));
    }
    if ys[0] != x.len() {
        return Err(type_error("expected x and y to have same length"));
    }
    let (m, n) = (x.len(), deg as usize + 1);
    if n > m {
        return Err(not_implemented(
            "arr's polyfit needs at least deg + 1 points (NumPy warns the fit is poorly conditioned)",
        ));
    }
    // The Vandermonde matrix, each column scaled to unit norm.
    let mut v = vec![0.0; m * n];
    for (i, xi) in x.iter().enumerate() {
        let mut p = 1.0;
        for j in (0..n).rev() {
            v[i * n + j] = p;
            p *= xi;
        }
    }
    let scale: Vec<f64> = (0..n)
        .map(|j| {
            (0..m)
                .map(|i| v[i * n + j] * v[i * n + j])
                .sum::<f64>()
                .sqrt()
        })
        .collect();
    for i in 0..m {
        for j in 0..n {
            v[i * n + j] /= scale[j];
        }
    }
    let cols = ys.get(1).copied().unwrap_or(1);
    let mut out = vec![0.0; n * cols];
    for c in 0..cols {
        let rhs: Vec<f64> = (0..m).map(|i| y[i * cols + c]).collect();
        let sol = least_squares(v.clone(), m, n, rhs);
        for j in 0..n {
            out[j * cols + c] = sol[j] / scale[j];
        }
    }
    let shape: Vec<usize> = if ys.len() == 2 {
        vec![n, cols]
    } else {
        vec![n]
    };
    array_of(out, &shape)
}

/// The spacing along one axis: a uniform step, or the differences of
/// given coordinates (read as a uniform step when they are all equal, as
/// NumPy reads them).
enum Spacing {
    Uniform(f64),
    Steps(Vec<f64>),
}

fn spacing(v: &Value, len: usize) -> Res<Spacing> {
    let (c, shape) = floats(v)?;
    if shape.is_empty() {
        return Ok(Spacing::Uniform(c[0]));
    }
    if shape.len() != 1 {
        return Err(value_error("distances must be either scalars or 1d"));
    }
    if c.len() != len {
        return Err(value_error(
            "when 1d, distances must match the length of the corresponding dimension",
        ));
    }
    let d: Vec<f64> = c.windows(2).map(|w| w[1] - w[0]).collect();
    Ok(match d.first() {
        Some(&first) if d.iter().all(|&x| x == first) => Spacing::Uniform(first),
        _ => Spacing::Steps(d),
    })
}

/// The gradient of one lane, with NumPy's formulas.
fn lane_gradient(f: &[f64], h: &Spacing, edge2: bool) -> Vec<f64> {
    let n = f.len();
    let mut out = vec![0.0; n];
    match h {
        Spacing::Uniform(h) => {
            for i in 1..n - 1 {
                out[i] = (f[i + 1] - f[i - 1]) / (2.0 * h);
            }
            if edge2 {
                let (a, b, c) = (-1.5 / h, 2.0 / h, -0.5 / h);
                out[0] = a * f[0] + b * f[1] + c * f[2];
                let (a, b, c) = (0.5 / h, -2.0 / h, 1.5 / h);
                out[n - 1] = a * f[n - 3] + b * f[n - 2] + c * f[n - 1];
            } else {
                out[0] = (f[1] - f[0]) / h;
                out[n - 1] = (f[n - 1] - f[n - 2]) / h;
            }
        }
        Spacing::Steps(d) => {
            for i in 1..n - 1 {
                let (dx1, dx2) = (d[i - 1], d[i]);
                let a = -dx2 / (dx1 * (dx1 + dx2));
                let b = (dx2 - dx1) / (dx1 * dx2);
                let c = dx1 / (dx2 * (dx1 + dx2));
                out[i] = a * f[i - 1] + b * f[i] + c * f[i + 1];
            }
            if edge2 {
                let (dx1, dx2) = (d[0], d[1]);
                let a = -(2.0 * dx1 + dx2) / (dx1 * (dx1 + dx2));
                let b = (dx1 + dx2) / (dx1 * dx2);
                let c = -dx1 / (dx2 * (dx1 + dx2));
                out[0] = a * f[0] + b * f[1] + c * f[2];
                let (dx1, dx2) = (d[n - 3], d[n - 2]);
                let a = dx2 / (dx1 * (dx1 + dx2));
                let b = -(dx2 + dx1) / (dx1 * dx2);
                let c = (2.0 * dx2 + dx1) / (dx2 * (dx1 + dx2));
                out[n - 1] = a * f[n - 3] + b * f[n - 2] + c * f[n - 1];
            } else {
                out[0] = (f[1] - f[0]) / d[0];
                out[n - 1] = (f[n - 1] - f[n - 2]) / d[n - 2];
            }
        }
    }
    out
}

/// `np.gradient(f, *varargs, axis=None, edge_order=1)`: one array per
/// axis (a tuple of them when there are several).
fn gradient(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    if args.is_empty() {
        return Err(type_error(
            "gradient() missing 1 required positional argument: 'f'",
        ));
    }
    let axis = take_kw(&mut kw, "axis");
    let edge = match take_kw(&mut kw, "edge_order") {
        None => 1,
        Some(v) => super::npshape::int_of(&v, "edge_order")?,
    };
    no_more_kw("gradient", &kw)?;
    if edge != 1 && edge != 2 {
        return Err(value_error("'edge_order' greater than 2 not supported"));
    }
    let (f, shape) = floats(&args[0])?;
    let axes: Vec<usize> = match axis {
        None | Some(Value::None) => (0..shape.len()).collect(),
        Some(Value::Tuple(t)) => t
            .iter()
            .map(|k| super::npmore::axis_of(k, shape.len()))
            .collect::<Res<_>>()?,
        Some(k) => vec![super::npmore::axis_of(&k, shape.len())?],
    };
    let given = &args[1..];
    let spacings: Vec<Spacing> = match given.len() {
        0 => axes.iter().map(|_| Spacing::Uniform(1.0)).collect(),
        1 if floats(&given[0])?.1.is_empty() => {
            let (h, _) = floats(&given[0])?;
            axes.iter().map(|_| Spacing::Uniform(h[0])).collect()
        }
        k if k == axes.len() => given
            .iter()
            .zip(&axes)
            .map(|(v, &ax)| spacing(v, shape[ax]))
            .collect::<Res<_>>()?,
        _ => return Err(type_error("invalid number of arguments")),
    };
    let mut out = Vec::with_capacity(axes.len());
    for (&ax, h) in axes.iter().zip(&spacings) {
        let len = shape[ax];
        if len < edge as usize + 1 {
            return Err(value_error(
                "Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) elements are required.",
            ));
        }
        let inner: usize = shape[ax + 1..].iter().product();
        let outer: usize = shape[..ax].iter().product();
        let mut g = vec![0.0; f.len()];
        for o in 0..outer {
            for i in 0..inner {
                let at = |k: usize| o * len * inner + k * inner + i;
                let lane: Vec<f64> = (0..len).map(|k| f[at(k)]).collect();
                for (k, v) in lane_gradient(&lane, h, edge == 2).into_iter().enumerate() {
                    g[at(k)] = v;
                }
            }
        }
        out.push(array_of(g, &shape)?);
    }
    Ok(match out.len() {
        1 => out.remove(0),
        _ => Value::tuple(out),
    })
}

/// `np.corrcoef(x, y=None)`: the covariance matrix with each entry divided
/// by both standard deviations, clipped to [-1, 1].
fn corrcoef(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("corrcoef", &args, 1, 2)?;
    super::unsupported_kw("corrcoef", &kw)?;
    let c = to_array(&np(f, "cov", args, Kwargs::default())?, None)?;
    let vals: Vec<f64> = c.values().iter().map(|s| s.as_f64()).collect();
    if c.ndim() == 0 {
        // NumPy's `c / c`: 1, or NaN for a zero, infinite or NaN variance.
        let v = match vals[0] {
            c if c.is_finite() && c != 0.0 => 1.0,
            _ => f64::NAN,
        };
        return Ok(crate::eval::arrays::np_scalar(Scalar::Float(v), DType::F64));
    }
    let m = c.shape[0];
    let sd: Vec<f64> = (0..m).map(|i| vals[i * m + i].sqrt()).collect();
    let out: Vec<f64> = vals
        .iter()
        .enumerate()
        .map(|(k, v)| (v / sd[k / m] / sd[k % m]).clamp(-1.0, 1.0))
        .collect();
    array_of(out, &c.shape)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.polyfit",
        "np.polyfit(x, y, deg): least-squares polynomial coefficients, highest first",
        polyfit
    ),
    b!(
        "numpy.gradient",
        "np.gradient(f, *varargs, axis=None, edge_order=1): central differences",
        gradient
    ),
    b!(
        "numpy.corrcoef",
        "np.corrcoef(x, y=None): Pearson correlation coefficients",
        corrcoef
    ),
];
