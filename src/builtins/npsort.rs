//! NumPy's ordering and counting functions: `sort`, `argsort` (along the
//! last axis), `unique`, `median`, `percentile` (flattened, NumPy's linear
//! interpolation), `sign`, `count_nonzero`, `outer`, `eye`, `histogram`,
//! `diff`.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{array_err, from_scalars, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::cmp::Ordering;
use std::sync::Arc;

fn array(a: Array) -> Value {
    Value::Array(Arc::new(a))
}

/// NumPy's sort order: numbers ascending, NaN last.
pub(super) fn order(x: &Scalar, y: &Scalar, float: bool) -> Ordering {
    if let (Scalar::Complex(..), _) | (_, Scalar::Complex(..)) = (x, y) {
        // Complex numbers by real part, then imaginary part.
        let ((a, b), (c, d)) = (x.as_complex(), y.as_complex());
        let re = order(&Scalar::Float(a), &Scalar::Float(c), true);
        return re.then_with(|| order(&Scalar::Float(b), &Scalar::Float(d), true));
    }
    if float {
        let (a, b) = (x.as_f64(), y.as_f64());
        match (a.is_nan(), b.is_nan()) {
            (true, true) => Ordering::Equal,
            (true, false) => Ordering::Greater,
            (false, true) => Ordering::Less,
            _ => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
        }
    } else if matches!(x, Scalar::Int(_)) && matches!(y, Scalar::Int(_)) {
        x.as_i64().cmp(&y.as_i64())
    } else {
        x.as_f64()
            .partial_cmp(&y.as_f64())
            .unwrap_or(Ordering::Equal)
    }
}

/// Where a sort runs: the flattened array (`axis=None`) or one axis
/// (`axis=-1` by default); `kind=` is accepted (the sort is stable, which
/// NumPy's default also is on the small arrays where ties show).
fn sort_axis(name: &str, args: &[Value], kw: &mut Kwargs) -> Res<Option<i64>> {
    let axis = args.get(1).cloned().or_else(|| take_kw(kw, "axis"));
    let _ = take_kw(kw, "kind");
    no_more_kw(name, kw)?;
    match axis {
        None => Ok(Some(-1)),
        Some(Value::None) => Ok(None),
        Some(Value::Int(k)) => Ok(Some(k)),
        Some(other) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// `a` with the sort axis last (a view), and that axis when it was moved.
fn axis_last(a: Arc<Array>, axis: Option<i64>) -> Res<(Arc<Array>, Option<usize>, bool)> {
    let Some(k) = axis else {
        return Ok((a, None, true));
    };
    let nd = a.ndim() as i64;
    let norm = super::npmore::axis_of(&Value::Int(k), a.ndim())? as i64;
    if norm == nd - 1 {
        return Ok((a, None, false));
    }
    let moved = super::npmore::swapped(&a, &Value::Int(norm), &Value::Int(nd - 1))?;
    Ok((Arc::new(moved), Some(norm as usize), false))
}

/// A result computed with the sort axis last, put back in `a`'s order.
fn axis_back(out: Array, moved: Option<usize>) -> Res<Value> {
    let Some(k) = moved else {
        return Ok(array(out));
    };
    let last = out.ndim() as i64 - 1;
    let back = super::npmore::swapped(&Arc::new(out), &Value::Int(k as i64), &Value::Int(last))?;
    Ok(array(crate::eval::arrays::copy_of(
        &back, back.dtype, false,
    )?))
}

/// Rows of the last axis, as index permutations sorted by value.
fn sorted_rows(a: &Array, flat: bool) -> (Vec<Scalar>, Vec<usize>, Vec<usize>) {
    let vals = a.values();
    let row = if flat || a.ndim() == 0 {
        vals.len()
    } else {
        a.shape[a.ndim() - 1]
    };
    let float = a.dtype.is_float();
    let mut perm = Vec::with_capacity(vals.len());
    if row > 0 {
        for start in (0..vals.len()).step_by(row) {
            let mut idx: Vec<usize> = (0..row).collect();
            idx.sort_by(|&i, &j| order(&vals[start + i], &vals[start + j], float));
            perm.extend(idx);
        }
    }
    let shape = if flat {
        vec![vals.len()]
    } else {
        a.shape.clone()
    };
    (vals, perm, shape)
}

fn sort(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("sort", &args, 1, 3)?;
    let axis = sort_axis("sort", &args, &mut kw)?;
    let (a, moved, flat) = axis_last(to_array(&args[0], None)?, axis)?;
    let (vals, perm, shape) = sorted_rows(&a, flat);
    let row = shape.last().copied().unwrap_or(1).max(1);
    let out: Vec<Scalar> = perm
        .iter()
        .enumerate()
        .map(|(k, &i)| vals[k / row * row + i])
        .collect();
    axis_back(from_scalars(&out, a.dtype, &shape)?, moved)
}

fn argsort(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("argsort", &args, 1, 3)?;
    let axis = sort_axis("argsort", &args, &mut kw)?;
    let (a, moved, flat) = axis_last(to_array(&args[0], None)?, axis)?;
    let (_, perm, shape) = sorted_rows(&a, flat);
    let out: Vec<Scalar> = perm.iter().map(|&i| Scalar::Int(i as i64)).collect();
    axis_back(from_scalars(&out, DType::I64, &shape)?, moved)
}

/// `np.unique(a, return_index=False, return_inverse=False,
/// return_counts=False)`: the sorted distinct values (NaNs as one, last),
/// then as asked the index of each one's first occurrence, each element's
/// place among them (in `a`'s shape) and how often each occurs.
fn unique(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("unique", &args, 1, 1)?;
    let mut flag = |name: &str| -> Res<bool> {
        match take_kw(&mut kw, name) {
            Some(v) => crate::eval::attrs::truth(f, &v),
            None => Ok(false),
        }
    };
    let (want_index, want_inverse, want_counts) = (
        flag("return_index")?,
        flag("return_inverse")?,
        flag("return_counts")?,
    );
    match take_kw(&mut kw, "axis") {
        None | Some(Value::None) => {}
        Some(_) => {
            return Err(new_exc(
                "NotImplementedError",
                "arr's np.unique works on the flattened array only",
            ));
        }
    }
    no_more_kw("unique", &kw)?;
    let a = to_array(&args[0], None)?;
    let float = a.dtype.is_float();
    let vals = a.values();
    // A stable sort, so the first of equal values is its first occurrence.
    let mut by_value: Vec<usize> = (0..vals.len()).collect();
    by_value.sort_by(|&x, &y| order(&vals[x], &vals[y], float));
    let mut uniq: Vec<Scalar> = Vec::new();
    let mut first: Vec<Scalar> = Vec::new();
    let mut counts: Vec<Scalar> = Vec::new();
    let mut inverse = vec![Scalar::Int(0); vals.len()];
    for &k in &by_value {
        let new = uniq
            .last()
            .is_none_or(|u| order(u, &vals[k], float) != Ordering::Equal);
        if new {
            uniq.push(vals[k]);
            first.push(Scalar::Int(k as i64));
            counts.push(Scalar::Int(0));
        }
        let at = uniq.len() - 1;
        inverse[k] = Scalar::Int(at as i64);
        if let Some(Scalar::Int(c)) = counts.last_mut() {
            *c += 1;
        }
    }
    let n = uniq.len();
    let values = array(from_scalars(&uniq, a.dtype, &[n])?);
    if !(want_index || want_inverse || want_counts) {
        return Ok(values);
    }
    let mut out = vec![values];
    if want_index {
        out.push(array(from_scalars(&first, DType::I64, &[n])?));
    }
    if want_inverse {
        out.push(array(from_scalars(&inverse, DType::I64, &a.shape)?));
    }
    if want_counts {
        out.push(array(from_scalars(&counts, DType::I64, &[n])?));
    }
    Ok(Value::Tuple(Arc::from(out)))
}

/// The `q`-th percentile of the flattened values (NumPy's default linear
/// interpolation between the closest ranks).
fn quantile(a: &Array, frac: f64) -> f64 {
    let mut xs: Vec<f64> = a.values().iter().map(|v| v.as_f64()).collect();
    if xs.is_empty() || xs.iter().any(|x| x.is_nan()) {
        return f64::NAN;
    }
    xs.sort_by(|x, y| x.partial_cmp(y).unwrap_or(Ordering::Equal));
    let pos = frac * (xs.len() - 1) as f64;
    let lo = pos.floor() as usize;
    let hi = (lo + 1).min(xs.len() - 1);
    let t = pos - lo as f64;
    // NumPy's lerp: exact at both ends.
    if t >= 0.5 {
        xs[hi] - (xs[hi] - xs[lo]) * (1.0 - t)
    } else {
        xs[lo] + (xs[hi] - xs[lo]) * t
    }
}

fn flat_only(name: &str, kw: &mut Kwargs) -> Res<()> {
    match take_kw(kw, "axis") {
        None | Some(Value::None) => no_more_kw(name, kw),
        Some(_) => Err(new_exc(
            "NotImplementedError",
            format!("arr's np.{name} works on the flattened array only"),
        )),
    }
}

/// `np.median(a, axis=None)`: the middle value, or the mean of the middle
/// two as NumPy takes it (`(a + b) / 2`, in float32 for a float32 array).
fn median(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("median", &args, 1, 2)?;
    let a = to_array(&args[0], None)?;
    let axis = crate::eval::arrays::axis_arg(&args[1..], &mut kw)?;
    no_more_kw("median", &kw)?;
    let dt = if a.dtype == DType::F32 {
        DType::F32
    } else {
        DType::F64
    };
    let mid = |vals: &[Scalar]| {
        let mut xs: Vec<f64> = vals.iter().map(|v| v.as_f64()).collect();
        let n = xs.len();
        if n == 0 || xs.iter().any(|x| x.is_nan()) {
            return Scalar::Float(f64::NAN);
        }
        xs.sort_by(|x, y| x.partial_cmp(y).unwrap_or(Ordering::Equal));
        Scalar::Float(if n % 2 == 1 {
            xs[n / 2]
        } else if dt == DType::F32 {
            ((xs[n / 2 - 1] as f32 + xs[n / 2] as f32) / 2.0) as f64
        } else {
            (xs[n / 2 - 1] + xs[n / 2]) / 2.0
        })
    };
    let Some(axis) = axis else {
        return Ok(Value::NpScalar(mid(&a.values()), dt));
    };
    let lines = crate::eval::reduce_axes::lines_along(&a, axis)?;
    let out: Vec<Scalar> = if lines.len == 0 {
        vec![Scalar::Float(f64::NAN); lines.rest.iter().product()]
    } else {
        lines.values.chunks(lines.len).map(mid).collect()
    };
    crate::eval::reduce_axes::scalar_or_array(out, dt, &lines.rest)
}

fn percentile(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    quantiles("percentile", args, kw, 100.0)
}

fn quantile_fn(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    quantiles("quantile", args, kw, 1.0)
}

/// `np.percentile(a, q)` (`full` 100) and `np.quantile(a, q)` (`full` 1):
/// `q` a number or a sequence of them, divided by `full` as NumPy does.
fn quantiles(name: &str, args: Vec<Value>, mut kw: Kwargs, full: f64) -> Res<Value> {
    arity(name, &args, 2, 2)?;
    flat_only(name, &mut kw)?;
    let a = to_array(&args[0], None)?;
    let q = |v: &Value| -> Res<f64> {
        let q = match v {
            Value::Int(i) => *i as f64,
            Value::Float(x) => *x,
            Value::NpScalar(s, _) => s.as_f64(),
            other => {
                return Err(type_error(format!(
                    "arr's {name} takes a number or a list of them, not '{}'",
                    other.type_name()
                )));
            }
        };
        if !(0.0..=full).contains(&q) {
            return Err(value_error(if full == 100.0 {
                "Percentiles must be in the range [0, 100]"
            } else {
                "Quantiles must be in the range [0, 1]"
            }));
        }
        Ok(if full == 100.0 { q / 100.0 } else { q })
    };
    match &args[1] {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let qs = crate::eval::ops::iterate_to_vec(&args[1])?;
            let out: Vec<Scalar> = qs
                .iter()
                .map(|v| q(v).map(|q| Scalar::Float(quantile(&a, q))))
                .collect::<Res<_>>()?;
            let n = out.len();
            Ok(array(from_scalars(&out, DType::F64, &[n])?))
        }
        v => Ok(Value::NpScalar(
            Scalar::Float(quantile(&a, q(v)?)),
            DType::F64,
        )),
    }
}

/// `np.histogram(a, bins=10, range=None)`: the counts (int64) and the bin
/// edges (float64), flattening `a`. Equal-width bins place each value as
/// NumPy does — a scaled index corrected against the edges, the last bin
/// closed on the right, values outside the range dropped; given edges
/// count through binary search, as NumPy's cumulative method does.
fn histogram(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("histogram", &args, 1, 3)?;
    let bins = args.get(1).cloned().or_else(|| take_kw(&mut kw, "bins"));
    let range = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "range"))
        .filter(|r| !matches!(r, Value::None));
    super::unsupported_kw("histogram", &kw)?;
    let xs: Vec<f64> = to_array(&args[0], None)?
        .values()
        .iter()
        .map(|s| s.as_f64())
        .collect();
    let num = |v: &Value| crate::eval::ops::to_f64(v);
    let (edges, uniform) = match bins.unwrap_or(Value::Int(10)) {
        Value::Int(n) => {
            if n < 1 {
                return Err(value_error("`bins` must be positive, when an integer"));
            }
            let (lo, hi) = match &range {
                Some(r) => {
                    let v = crate::eval::ops::iterate_to_vec(r)?;
                    let [lo, hi] = v.as_slice() else {
                        return Err(value_error("too many values to unpack (expected 2)"));
                    };
                    let (lo, hi) = (num(lo)?, num(hi)?);
                    if lo > hi {
                        return Err(value_error(
                            "max must be larger than min in range parameter.",
                        ));
                    }
                    if !(lo.is_finite() && hi.is_finite()) {
                        return Err(value_error(format!(
                            "supplied range of [{lo}, {hi}] is not finite"
                        )));
                    }
                    (lo, hi)
                }
                None if xs.is_empty() => (0.0, 1.0),
                None => {
                    let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
                    let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                    if !(lo.is_finite() && hi.is_finite()) || xs.iter().any(|x| x.is_nan()) {
                        return Err(value_error(format!(
                            "autodetected range of [{lo}, {hi}] is not finite"
                        )));
                    }
                    (lo, hi)
                }
            };
            let (lo, hi) = if lo == hi {
                (lo - 0.5, hi + 0.5)
            } else {
                (lo, hi)
            };
            let n = n as usize;
            let mut edges = crate::eval::arrays::vec_for::<f64>(n + 1)?;
            let step = (hi - lo) / n as f64;
            edges.extend((0..=n).map(|k| k as f64 * step + lo));
            edges[n] = hi;
            (edges, true)
        }
        other => {
            let edges: Vec<f64> = crate::eval::ops::iterate_to_vec(&other)?
                .iter()
                .map(num)
                .collect::<Res<_>>()?;
            if edges.windows(2).any(|w| w[1] < w[0]) {
                return Err(value_error(
                    "`bins` must increase monotonically, when an array",
                ));
            }
            (edges, false)
        }
    };
    let nb = edges.len().saturating_sub(1);
    let mut counts = vec![0i64; nb];
    if nb > 0 && uniform {
        let (lo, hi) = (edges[0], edges[nb]);
        for &x in xs.iter().filter(|x| **x >= lo && **x <= hi) {
            let mut i = (((x - lo) / (hi - lo)) * nb as f64) as usize;
            if i == nb {
                i -= 1;
            }
            if x < edges[i] && i > 0 {
                i -= 1;
            }
            if x >= edges[i + 1] && i != nb - 1 {
                i += 1;
            }
            counts[i] += 1;
        }
    } else if nb > 0 {
        let mut sorted = xs.clone();
        sorted.sort_by(|a, b| a.total_cmp(b));
        // How many values lie below each edge (the last one inclusive).
        let below = |e: f64, inclusive: bool| {
            sorted.partition_point(|v| if inclusive { *v <= e } else { *v < e }) as i64
        };
        for (i, c) in counts.iter_mut().enumerate() {
            *c = below(edges[i + 1], i + 1 == nb) - below(edges[i], false);
        }
    }
    let counts: Vec<Scalar> = counts.into_iter().map(Scalar::Int).collect();
    let edges: Vec<Scalar> = edges.into_iter().map(Scalar::Float).collect();
    let (nc, ne) = (counts.len(), edges.len());
    Ok(Value::tuple(vec![
        array(from_scalars(&counts, DType::I64, &[nc])?),
        array(from_scalars(&edges, DType::F64, &[ne])?),
    ]))
}

/// `np.diff(a, n=1, axis=-1)`: differences along an axis, `n`
/// times (bools differ by `!=`, integers wrap at their width, as NumPy's
/// subtraction does).
fn diff(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("diff", &args, 1, 2)?;
    let n = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "n")) {
        Some(v) => crate::eval::ops::to_cint(&v, crate::sema::types::CInt::Long)?,
        None => 1,
    };
    if n == 0 {
        // NumPy hands back its argument itself, even a list.
        return Ok(args[0].clone());
    }
    let a = Arc::new(to_array(&args[0], None)?);
    let nd = a.shape.len();
    let axis = match take_kw(&mut kw, "axis") {
        Some(ax) => crate::eval::ops::to_cint(&ax, crate::sema::types::CInt::Long)?,
        None => -1,
    };
    super::unsupported_kw("diff", &kw)?;
    if n < 0 {
        return Err(value_error(format!(
            "order must be non-negative but got {n}"
        )));
    }
    if nd == 0 {
        return Err(value_error(
            "diff requires input that is at least one dimensional",
        ));
    }
    // Differences along the lines of the axis, moved last; the axis then
    // goes back where it was.
    let lines = crate::eval::reduce_axes::lines_along(&a, axis)?;
    let mut len = lines.len;
    let mut vals = lines.values;
    for _ in 0..n {
        if len == 0 {
            break;
        }
        let mut out = Vec::with_capacity(vals.len() - vals.len() / len);
        for row in vals.chunks(len) {
            for w in row.windows(2) {
                out.push(match (w[0], w[1]) {
                    (Scalar::Bool(x), Scalar::Bool(y)) => Scalar::Bool(x != y),
                    (x, y) if a.dtype.is_float() => Scalar::Float(y.as_f64() - x.as_f64()),
                    (x, y) => a
                        .dtype
                        .wrap(Scalar::Int(y.as_i64().wrapping_sub(x.as_i64()))),
                });
            }
        }
        len -= 1;
        vals = out;
    }
    let mut moved = lines.rest.clone();
    moved.push(len);
    let out = Arc::new(from_scalars(&vals, a.dtype, &moved)?);
    if lines.axis == nd - 1 {
        return Ok(Value::Array(out));
    }
    // The inverse of moving `axis` last.
    let back: Vec<usize> = (0..nd)
        .map(|k| match k.cmp(&lines.axis) {
            std::cmp::Ordering::Less => k,
            std::cmp::Ordering::Equal => nd - 1,
            std::cmp::Ordering::Greater => k - 1,
        })
        .collect();
    let t = Array::transpose(&out, Some(&back)).map_err(array_err)?;
    Ok(array(t.copy_as(t.dtype, false, false).map_err(array_err)?))
}

fn sign(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("sign", &args, 1, 1)?;
    no_more_kw("sign", &kw)?;
    let a = to_array(&args[0], None)?;
    let float = a.dtype.is_float();
    let out: Vec<Scalar> = a
        .values()
        .iter()
        .map(|v| {
            if float {
                let x = v.as_f64();
                Scalar::Float(if x.is_nan() {
                    f64::NAN
                } else if x > 0.0 {
                    1.0
                } else if x < 0.0 {
                    -1.0
                } else {
                    0.0
                })
            } else {
                Scalar::Int(v.as_i64().signum())
            }
        })
        .collect();
    let dt = a.dtype;
    let r = from_scalars(&out, dt, &a.shape)?;
    Ok(if a.ndim() == 0 && !matches!(args[0], Value::Array(_)) {
        Value::NpScalar(r.load(r.offset_of(&[])), dt)
    } else {
        array(r)
    })
}

fn count_nonzero(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("count_nonzero", &args, 1, 1)?;
    flat_only("count_nonzero", &mut kw)?;
    let a = to_array(&args[0], None)?;
    let n = a.values().iter().filter(|v| v.truthy()).count();
    Ok(crate::eval::arrays::np_scalar(
        Scalar::Int(n as i64),
        DType::I64,
    ))
}

fn outer(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("outer", &args, 2, 2)?;
    no_more_kw("outer", &kw)?;
    let (x, y) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let dt = DType::promote(x.dtype, y.dtype);
    let (xs, ys) = (x.values(), y.values());
    let mut out = crate::eval::arrays::vec_for(xs.len().saturating_mul(ys.len()))?;
    for a in &xs {
        for b in &ys {
            out.push(if dt.is_float() {
                Scalar::Float(a.as_f64() * b.as_f64())
            } else {
                Scalar::Int(a.as_i64().wrapping_mul(b.as_i64()))
            });
        }
    }
    Ok(array(from_scalars(&out, dt, &[xs.len(), ys.len()])?))
}

pub(super) fn eye(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("eye", &args, 1, 3)?;
    let dim = |v: &Value| match v {
        Value::Int(n) if *n >= 0 => Ok(*n as usize),
        Value::Int(_) => Err(value_error("negative dimensions are not allowed")),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    };
    let n = dim(&args[0])?;
    let m = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "M")) {
        None | Some(Value::None) => n,
        Some(v) => dim(&v)?,
    };
    let k = diagonal_offset(args.get(2).cloned().or_else(|| take_kw(&mut kw, "k")))?;
    let dt = match take_kw(&mut kw, "dtype") {
        Some(d) => crate::eval::arrays::parse_dtype(&d)?,
        None => DType::F64,
    };
    no_more_kw("eye", &kw)?;
    let a = Array::zeros(dt, &[n, m], false).map_err(crate::eval::arrays::array_err)?;
    // Row i holds its one at column i + k, when that column exists.
    for i in 0..n {
        let j = i as i64 + k;
        if j >= 0 && (j as u64) < m as u64 {
            a.store(a.offset_of(&[i, j as usize]), dt.wrap(Scalar::Int(1)));
        }
    }
    Ok(array(a))
}

/// The diagonal offset `k` of `np.eye` and `np.diag` (0 when not given).
fn diagonal_offset(k: Option<Value>) -> Res<i64> {
    match k {
        None => Ok(0),
        Some(Value::Int(k)) => Ok(k),
        Some(other) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// `np.diag(v, k=0)`: the `k`-th diagonal of a 2-D array (a copy), or a
/// square array with a 1-D array on its `k`-th diagonal.
fn diag(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("diag", &args, 1, 2)?;
    let k = diagonal_offset(args.get(1).cloned().or_else(|| take_kw(&mut kw, "k")))?;
    no_more_kw("diag", &kw)?;
    let a = crate::eval::arrays::to_array(&args[0], None)?;
    let (row0, col0) = if k >= 0 {
        (0, k as usize)
    } else {
        ((-k) as usize, 0)
    };
    match a.ndim() {
        1 => {
            let n = a.shape[0] + k.unsigned_abs() as usize;
            let out =
                Array::zeros(a.dtype, &[n, n], false).map_err(crate::eval::arrays::array_err)?;
            for i in 0..a.shape[0] {
                let x = a.load(a.offset_of(&[i]));
                out.store(out.offset_of(&[row0 + i, col0 + i]), x);
            }
            Ok(array(out))
        }
        2 => {
            let n = a.shape[0]
                .saturating_sub(row0)
                .min(a.shape[1].saturating_sub(col0));
            let out = Array::zeros(a.dtype, &[n], false).map_err(crate::eval::arrays::array_err)?;
            for i in 0..n {
                let x = a.load(a.offset_of(&[row0 + i, col0 + i]));
                out.store(out.offset_of(&[i]), x);
            }
            Ok(array(out))
        }
        _ => Err(value_error("Input must be 1- or 2-d.")),
    }
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.diag",
        "np.diag(v, k=0): a diagonal, or an array with v on one",
        diag
    ),
    b!("numpy.sort", "np.sort(a, axis=-1): a sorted copy", sort),
    b!(
        "numpy.argsort",
        "np.argsort(a, axis=-1): the sorting indices",
        argsort
    ),
    b!(
        "numpy.unique",
        "np.unique(a): the sorted distinct values",
        unique
    ),
    b!("numpy.median", "np.median(a)", median),
    b!("numpy.percentile", "np.percentile(a, q)", percentile),
    b!(
        "numpy.quantile",
        "np.quantile(a, q): q in [0, 1]",
        quantile_fn
    ),
    b!("numpy.sign", "np.sign(x)", sign),
    b!("numpy.count_nonzero", "np.count_nonzero(a)", count_nonzero),
    b!("numpy.outer", "np.outer(a, b)", outer),
    b!("numpy.eye", "np.eye(N, M=None, k=0, dtype=float64)", eye),
    b!(
        "numpy.diff",
        "np.diff(a, n=1, axis=-1): differences along an axis",
        diff
    ),
    b!(
        "numpy.trapezoid",
        "np.trapezoid(y, x=None, dx=1.0): the trapezoidal rule along the last axis",
        trapezoid
    ),
    b!(
        "numpy.histogram",
        "np.histogram(a, bins=10, range=None): (counts, edges)",
        histogram
    ),
];

/// `np.trapezoid(y, x=None, dx=1.0, axis=-1)`, computed as NumPy writes it:
/// `(d * (y[..., 1:] + y[..., :-1]) / 2.0).sum(-1)`, so the rounding and
/// the summation order are NumPy's.
fn trapezoid(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    use crate::eval::ops::{binary, getitem};
    use crate::syntax::ast::BinOp;
    arity("trapezoid", &args, 1, 3)?;
    let mut args = args.into_iter();
    let y = to_array(&args.next().unwrap_or(Value::None), None)?;
    let x = args.next().or_else(|| take_kw(&mut kw, "x"));
    let dx = args
        .next()
        .or_else(|| take_kw(&mut kw, "dx"))
        .unwrap_or(Value::Float(1.0));
    let nd = y.ndim();
    if let Some(ax) = take_kw(&mut kw, "axis") {
        let ax = crate::eval::ops::to_cint(&ax, crate::sema::types::CInt::Long)?;
        if ax != -1 && ax != nd as i64 - 1 {
            return Err(new_exc(
                "NotImplementedError",
                "arr does not support `np.trapezoid(…, axis=…)` along an axis other than the last yet",
            ));
        }
    }
    no_more_kw("trapezoid", &kw)?;
    if nd == 0 {
        return Err(new_exc(
            "AxisError",
            "axis -1 is out of bounds for array of dimension 0",
        ));
    }
    let d = match x.filter(|v| !matches!(v, Value::None)) {
        None => dx,
        Some(x) => {
            let xa = to_array(&x, None)?;
            let d = diff(f, vec![Value::Array(xa.clone())], Kwargs::default())?;
            // A 1-D `x` spaces every row alike.
            if xa.ndim() == 1 && nd > 1 {
                let mut shape = vec![Value::Int(1); nd];
                shape[nd - 1] = Value::Int(xa.shape[0].saturating_sub(1) as i64);
                crate::eval::arrays::method(
                    &to_array(&d, None)?,
                    "reshape",
                    vec![Value::Tuple(shape.into())],
                    Kwargs::default(),
                    false,
                )?
            } else {
                d
            }
        }
    };
    let part = |lo: Value, hi: Value| {
        let s = Value::Slice(Arc::new((lo, hi, Value::None)));
        getitem(
            &Value::Array(y.clone()),
            &Value::Tuple(vec![Value::Ellipsis, s].into()),
        )
    };
    let sum = binary(
        BinOp::Add,
        &part(Value::Int(1), Value::None)?,
        &part(Value::None, Value::Int(-1))?,
    )?;
    let terms = binary(
        BinOp::Div,
        &binary(BinOp::Mul, &d, &sum)?,
        &Value::Float(2.0),
    )?;
    let terms = to_array(&terms, None)?;
    crate::eval::arrays::method(
        &terms,
        "sum",
        vec![Value::Int(-1)],
        Kwargs::default(),
        false,
    )
}
