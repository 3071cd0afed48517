//! NumPy functions drivers of kernels use around them: `triu`/`tril`,
//! `average`, `cov`, `split`/`array_split`, `atleast_1d`/`2d`/`3d`,
//! `swapaxes`, `argwhere`, `convolve` and `ptp`.

use super::npshape::int_of as int_arg;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::view::Sub;
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{Reduce, array_err, from_scalars, reduce, to_array, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::value::Value;
use crate::syntax::ast::BinOp;
use std::sync::Arc;

fn value(a: Array) -> Value {
    Value::Array(Arc::new(a))
}

/// An axis argument checked against `nd` dimensions.
pub(crate) fn axis_of(v: &Value, nd: usize) -> Res<usize> {
    let axis = int_arg(v, "axis")?;
    let k = if axis < 0 { axis + nd as i64 } else { axis };
    if k < 0 || k >= nd as i64 {
        return Err(axis_error(axis, nd as i64));
    }
    Ok(k as usize)
}

/// `np.triu(m, k=0)` (upper) or `np.tril`: a copy with the elements
/// below (above) the `k`-th diagonal zeroed.
fn triangle(name: &str, args: Vec<Value>, mut kw: Kwargs, upper: bool) -> Res<Value> {
    arity(name, &args, 1, 2)?;
    let k = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "k")) {
        Some(v) => int_arg(&v, "k")?,
        None => 0,
    };
    no_more_kw(name, &kw)?;
    let a = to_array(&args[0], None)?;
    if a.ndim() != 2 {
        return Err(not_implemented(format!(
            "arr's np.{name} takes a 2-D array (this one has {} dimensions)",
            a.ndim()
        )));
    }
    let out = crate::eval::arrays::copy_of(&a, a.dtype, false)?;
    let zero = Scalar::Int(0);
    for i in 0..a.shape[0] {
        for j in 0..a.shape[1] {
            let d = j as i64 - i as i64;
            if (upper && d < k) || (!upper && d > k) {
                out.store(out.offset_of(&[i, j]), zero);
            }
        }
    }
    Ok(value(out))
}

/// `np.ptp(a, axis=None)`: maximum minus minimum.
fn ptp(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("ptp", &args, 1, 2)?;
    let axis = crate::eval::arrays::axis_arg(&args[1..], &mut kw)?;
    no_more_kw("ptp", &kw)?;
    let a = to_array(&args[0], None)?;
    let hi = reduce(&a, Reduce::Max, axis)?;
    let lo = reduce(&a, Reduce::Min, axis)?;
    ops::binary(BinOp::Sub, &hi, &lo)
}

/// `np.average(a, axis=None, weights=None)`: the mean, or `Σ a·w / Σ w`.
fn average(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("average", &args, 1, 3)?;
    let axis = crate::eval::arrays::axis_arg(&args[1..args.len().min(2)], &mut kw)?;
    let weights = args.get(2).cloned().or_else(|| take_kw(&mut kw, "weights"));
    no_more_kw("average", &kw)?;
    let a = to_array(&args[0], None)?;
    let Some(w) = weights.filter(|w| !matches!(w, Value::None)) else {
        return reduce(&a, Reduce::Mean, axis);
    };
    if axis.is_some() {
        return Err(not_implemented(
            "arr does not support `np.average(…, axis=…, weights=…)` yet",
        ));
    }
    let w = to_array(&w, None)?;
    if w.shape != a.shape {
        return Err(type_error(
            "Axis must be specified when shapes of a and weights differ.",
        ));
    }
    let total = reduce(&w, Reduce::Sum, None)?;
    if crate::eval::arrays::value_scalar(&total)?.as_f64() == 0.0 {
        return Err(new_exc(
            "ZeroDivisionError",
            "Weights sum to zero, can't be normalized",
        ));
    }
    let prod = ops::binary(BinOp::Mul, &Value::Array(a), &Value::Array(w))?;
    let Value::Array(prod) = prod else {
        return Err(type_error("average() needs arrays"));
    };
    let s = reduce(&prod, Reduce::Sum, None)?;
    ops::binary(BinOp::Div, &s, &total)
}

/// `np.cov(x, y=None)`: the covariance matrix of the rows (variables) of
/// `x` (and `y`), normalised by N - 1, formed as NumPy forms it: rows
/// centred on their means, then `X @ X.T` times `1 / (N - 1)`.
fn cov(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("cov", &args, 1, 2)?;
    super::unsupported_kw("cov", &kw)?;
    let mut rows: Vec<Vec<f64>> = Vec::new();
    for v in &args {
        let x = to_array(v, None)?;
        let vals: Vec<f64> = x.values().into_iter().map(|s| s.as_f64()).collect();
        match x.ndim() {
            0 | 1 => rows.push(vals),
            2 => {
                let n = x.shape[1];
                rows.extend(vals.chunks(n.max(1)).map(<[f64]>::to_vec));
            }
            _ => return Err(value_error("m has more than 2 dimensions")),
        }
    }
    let n = rows.first().map_or(0, Vec::len);
    if rows.iter().any(|r| r.len() != n) {
        return Err(value_error(
            "all the input array dimensions except for the concatenation axis must match exactly",
        ));
    }
    for r in rows.iter_mut() {
        let scalars: Vec<Scalar> = r.iter().map(|x| Scalar::Float(*x)).collect();
        let mean = crate::eval::arrays::pairwise_sum(&scalars) / n as f64;
        r.iter_mut().for_each(|x| *x -= mean);
    }
    let scale = 1.0 / (n as f64 - 1.0);
    let m = rows.len();
    let mut out = Vec::with_capacity(m * m);
    for a in &rows {
        for b in &rows {
            let dot = a.iter().zip(b).fold(0.0f64, |s, (x, y)| x.mul_add(*y, s));
            out.push(Scalar::Float(dot * scale));
        }
    }
    let shape: &[usize] = if m == 1 { &[] } else { &[m, m] };
    Ok(value(from_scalars(&out, DType::F64, shape)?))
}

/// Views of `a` along `axis` between consecutive `cuts`.
fn pieces(a: &Arc<Array>, axis: usize, cuts: &[usize]) -> Res<Value> {
    let mut out = Vec::with_capacity(cuts.len() + 1);
    let len = a.shape[axis];
    let mut start = 0usize;
    for &end in cuts.iter().chain(std::iter::once(&len)) {
        let (s, e) = (start.min(len), end.clamp(start.min(len), len));
        let mut subs = vec![Sub::Slice(None, None, None); a.ndim()];
        subs[axis] = Sub::Slice(Some(s as i64), Some(e as i64), None);
        let piece = match Array::subscript(a, &subs).map_err(array_err)? {
            Ok(_) => return Err(type_error("split() made an element, not a view")),
            Err(view) => view,
        };
        out.push(value(piece));
        start = end.max(start);
    }
    Ok(Value::list(out))
}

/// `np.split(a, n_or_indices, axis=0)` and `np.array_split` (which allows
/// pieces of unequal length).
fn split(name: &str, args: Vec<Value>, mut kw: Kwargs, equal: bool) -> Res<Value> {
    arity(name, &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw(name, &kw)?;
    let a = to_array(&args[0], None)?;
    if a.ndim() == 0 {
        return Err(new_exc(
            "ValueError",
            "array split does not work on 0-d arrays",
        ));
    }
    let axis = match axis {
        Some(v) => axis_of(&v, a.ndim())?,
        None => 0,
    };
    let len = a.shape[axis];
    let cuts: Vec<usize> = match &args[1] {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let mut cuts = Vec::new();
            for v in ops::iterate_to_vec(&args[1])? {
                let c = int_arg(&v, "indices")?;
                let c = if c < 0 { (c + len as i64).max(0) } else { c };
                cuts.push(c as usize);
            }
            cuts
        }
        v => {
            let n = int_arg(v, "sections")?;
            if n <= 0 {
                return Err(value_error("number sections must be larger than 0."));
            }
            let n = n as usize;
            if equal && len % n != 0 {
                return Err(value_error(
                    "array split does not result in an equal division",
                ));
            }
            // The first `len % n` pieces are one longer.
            let (each, extra) = (len / n, len % n);
            let mut at = 0;
            (0..n - 1)
                .map(|i| {
                    at += each + usize::from(i < extra);
                    at
                })
                .collect()
        }
    };
    pieces(&a, axis, &cuts)
}

/// `np.atleast_1d(a)` … `atleast_3d(a)`: `a` as a view with at least
/// `nd` axes, new ones of length 1 placed as NumPy places them.
fn at_least(name: &str, args: Vec<Value>, kw: Kwargs, nd: usize) -> Res<Value> {
    super::unsupported_kw(name, &kw)?;
    let mut out = Vec::with_capacity(args.len());
    for v in &args {
        let a = to_array(v, None)?;
        let shape: Vec<usize> = match (nd, a.shape.as_slice()) {
            (_, s) if s.len() >= nd => s.to_vec(),
            (1, _) => vec![1],
            (2, []) => vec![1, 1],
            (2, [n]) => vec![1, *n],
            (_, []) => vec![1, 1, 1],
            (_, [n]) => vec![1, *n, 1],
            (_, s) => vec![s[0], s[1], 1],
        };
        out.push(value(Array::reshape(&a, &shape).map_err(array_err)?));
    }
    match out.len() {
        0 => Ok(Value::list(Vec::new())),
        1 => Ok(out.remove(0)),
        _ => Ok(Value::list(out)),
    }
}

/// `np.swapaxes(a, i, j)`: a view with two axes exchanged.
fn swapaxes(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("swapaxes", &args, 3, 3)?;
    super::unsupported_kw("swapaxes", &kw)?;
    let a = to_array(&args[0], None)?;
    Ok(value(swapped(&a, &args[1], &args[2])?))
}

/// `a` with axes `i` and `j` exchanged (a view): `np.swapaxes` and the
/// method `a.swapaxes(i, j)`.
pub fn swapped(a: &Arc<Array>, i: &Value, j: &Value) -> Res<Array> {
    let (i, j) = (axis_of(i, a.ndim())?, axis_of(j, a.ndim())?);
    let mut axes: Vec<usize> = (0..a.ndim()).collect();
    axes.swap(i, j);
    Array::transpose(a, Some(&axes)).map_err(array_err)
}

/// `np.moveaxis(a, source, destination)`: a view with the axes named in
/// `source` moved to the places named in `destination` (an int or a
/// sequence of ints each), the other axes keeping their order.
fn moveaxis(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("moveaxis", &args, 1, 3)?;
    let mut args = args.into_iter();
    let a = to_array(&args.next().unwrap_or(Value::None), None)?;
    let mut named = |name: &str, it: &mut std::vec::IntoIter<Value>| {
        it.next().or_else(|| take_kw(&mut kw, name)).ok_or_else(|| {
            type_error(format!(
                "moveaxis() missing required argument '{name}' (pos {})",
                if name == "source" { 2 } else { 3 }
            ))
        })
    };
    let source = named("source", &mut args)?;
    let destination = named("destination", &mut args)?;
    no_more_kw("moveaxis", &kw)?;
    let nd = a.ndim();
    let axes = |v: &Value, what: &str| -> Res<Vec<usize>> {
        let list = match v {
            Value::List(l) => l.lock().to_vec(),
            Value::Tuple(t) => t.to_vec(),
            other => vec![other.clone()],
        };
        let mut out = Vec::with_capacity(list.len());
        for x in &list {
            let axis = int_arg(x, "axis")?;
            let k = if axis < 0 { axis + nd as i64 } else { axis };
            if k < 0 || k >= nd as i64 {
                return Err(new_exc(
                    "AxisError",
                    format!("{what}: axis {axis} is out of bounds for array of dimension {nd}"),
                ));
            }
            let k = k as usize;
            if out.contains(&k) {
                return Err(value_error(format!("repeated axis in `{what}` argument")));
            }
            out.push(k);
        }
        Ok(out)
    };
    let (src, dst) = (axes(&source, "source")?, axes(&destination, "destination")?);
    if src.len() != dst.len() {
        return Err(value_error(
            "`source` and `destination` arguments must have the same number of elements",
        ));
    }
    let mut order: Vec<usize> = (0..nd).filter(|k| !src.contains(k)).collect();
    let mut moves: Vec<(usize, usize)> = dst.into_iter().zip(src).collect();
    moves.sort();
    for (d, s) in moves {
        order.insert(d.min(order.len()), s);
    }
    Ok(value(
        Array::transpose(&a, Some(&order)).map_err(array_err)?,
    ))
}

/// `np.argwhere(a)`: the index of each nonzero element, one row each.
fn argwhere(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("argwhere", &args, 1, 1)?;
    super::unsupported_kw("argwhere", &kw)?;
    let a = to_array(&args[0], None)?;
    let nd = a.ndim();
    let mut out = Vec::new();
    let mut rows = 0;
    for (flat, v) in a.values().into_iter().enumerate() {
        if v.as_f64() != 0.0 || v.as_i64() != 0 {
            let mut rest = flat;
            let mut idx = vec![0i64; nd];
            for k in (0..nd).rev() {
                idx[k] = (rest % a.shape[k]) as i64;
                rest /= a.shape[k];
            }
            out.extend(idx.into_iter().map(Scalar::Int));
            rows += 1;
        }
    }
    Ok(value(from_scalars(&out, DType::I64, &[rows, nd])?))
}

/// `np.convolve(a, v, mode='full')`: the discrete linear convolution
/// (`'full'`, `'same'` or `'valid'` length).
fn convolve(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("convolve", &args, 2, 3)?;
    let mode = args.get(2).cloned().or_else(|| take_kw(&mut kw, "mode"));
    no_more_kw("convolve", &kw)?;
    let (x, y, dt) = one_d_pair(
        &args,
        "object too deep for desired array",
        ["a cannot be empty", "v cannot be empty"],
    )?;
    let dt = if dt == DType::Bool { DType::I64 } else { dt };
    let (n, m) = (x.len(), y.len());
    let full: Vec<Scalar> = (0..n + m - 1)
        .map(|k| {
            let lo = k.saturating_sub(m - 1);
            let hi = k.min(n - 1);
            if dt.is_float() {
                Scalar::Float((lo..=hi).map(|i| x[i].as_f64() * y[k - i].as_f64()).sum())
            } else {
                Scalar::Int((lo..=hi).fold(0i64, |s, i| {
                    s.wrapping_add(x[i].as_i64().wrapping_mul(y[k - i].as_i64()))
                }))
            }
        })
        .collect();
    let (long, short) = (n.max(m), n.min(m));
    let range = match mode_of(mode, "full")? {
        Mode::Full => 0..full.len(),
        Mode::Same => {
            let start = (short - 1) / 2;
            start..start + long
        }
        Mode::Valid => short - 1..long,
    };
    let vals = &full[range];
    Ok(value(from_scalars(vals, dt, &[vals.len()])?))
}

/// The elements of the two 1-D operands of `convolve`/`correlate` and
/// their common dtype, refused (with each function's own wording) when
/// either has more than one axis or is empty.
fn one_d_pair(
    args: &[Value],
    too_deep: &str,
    empty: [&str; 2],
) -> Res<(Vec<Scalar>, Vec<Scalar>, DType)> {
    let (a, v) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    if a.ndim() > 1 || v.ndim() > 1 {
        return Err(value_error(too_deep));
    }
    let (x, y) = (a.values(), v.values());
    if x.is_empty() {
        return Err(value_error(empty[0]));
    }
    if y.is_empty() {
        return Err(value_error(empty[1]));
    }
    Ok((x, y, DType::promote(a.dtype, v.dtype)))
}

/// How much of a convolution or correlation to keep.
enum Mode {
    Valid,
    Same,
    Full,
}

fn mode_of(mode: Option<Value>, default: &str) -> Res<Mode> {
    let name = match &mode {
        None => default.to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => {
            return Err(type_error(format!(
                "mode must be a string, not {}",
                other.type_name()
            )));
        }
    };
    match name.as_str() {
        "valid" => Ok(Mode::Valid),
        "same" => Ok(Mode::Same),
        "full" => Ok(Mode::Full),
        other => Err(value_error(format!(
            "mode must be one of 'valid', 'same', or 'full' (got '{other}')"
        ))),
    }
}

/// `np.correlate(a, v, mode='valid')`: `c[k] = sum(a[n + k] * v[n])`,
/// computed as NumPy's `correlate2` does: the longer operand slides under
/// the shorter, and the result is reversed when `v` was the longer.
fn correlate(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("correlate", &args, 2, 3)?;
    let mode = args.get(2).cloned().or_else(|| take_kw(&mut kw, "mode"));
    no_more_kw("correlate", &kw)?;
    let (x, y, dt) = one_d_pair(
        &args,
        "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.",
        [
            "first array argument cannot be empty",
            "second array argument cannot be empty",
        ],
    )?;
    let (p, q, inverted) = if x.len() < y.len() {
        (y, x, true)
    } else {
        (x, y, false)
    };
    let (n1, n) = (p.len(), q.len());
    let (left, length) = match mode_of(mode, "valid")? {
        Mode::Valid => (0, n1 - n + 1),
        Mode::Same => (n / 2, n1),
        Mode::Full => (n - 1, n1 + n - 1),
    };
    let mut out: Vec<Scalar> = (0..length)
        .map(|k| {
            // The terms whose `p` index `k - left + j` lies inside `p`.
            let js = (0..n).filter(|j| (k + j) >= left && k + j - left < n1);
            if dt == DType::Bool {
                Scalar::Bool(
                    js.into_iter()
                        .any(|j| p[k + j - left].truthy() && q[j].truthy()),
                )
            } else if dt.is_float() {
                Scalar::Float(js.map(|j| p[k + j - left].as_f64() * q[j].as_f64()).sum())
            } else {
                Scalar::Int(js.fold(0i64, |s, j| {
                    s.wrapping_add(p[k + j - left].as_i64().wrapping_mul(q[j].as_i64()))
                }))
            }
        })
        .collect();
    if inverted {
        out.reverse();
    }
    Ok(value(from_scalars(&out, dt, &[out.len()])?))
}

/// `np.logspace(start, stop, num=50, endpoint=True, base=10.0)`: `base`
/// raised to each of `linspace(start, stop, num, endpoint)`, as NumPy
/// forms it.
fn logspace(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let base = match args.get(4).cloned().or_else(|| take_kw(&mut kw, "base")) {
        Some(b) => value_scalar(&b)?.as_f64(),
        None => 10.0,
    };
    let endpoint = args
        .get(3)
        .cloned()
        .or_else(|| take_kw(&mut kw, "endpoint"));
    let lin_args = args.into_iter().take(3).collect::<Vec<_>>();
    let mut lin_kw = kw;
    if let Some(e) = endpoint {
        lin_kw.push((Arc::from("endpoint"), e));
    }
    if lin_args.len() < 2 {
        return Err(type_error(format!(
            "logspace() missing {} required positional argument{}",
            2 - lin_args.len(),
            if lin_args.len() == 1 { "" } else { "s" }
        )));
    }
    let dt = take_kw(&mut lin_kw, "dtype");
    let y = super::numpy::linspace(f, lin_args, lin_kw)?;
    let Value::Array(y) = y else {
        return Err(type_error("logspace() expects numbers"));
    };
    let vals: Vec<Scalar> = y
        .values()
        .into_iter()
        .map(|x| Scalar::Float(base.powf(x.as_f64())))
        .collect();
    let out = Arc::new(from_scalars(&vals, DType::F64, &y.shape)?);
    match dt {
        None | Some(Value::None) => Ok(Value::Array(out)),
        Some(d) => {
            let d = crate::eval::arrays::parse_dtype(&d)?;
            Ok(Value::Array(Arc::new(crate::eval::arrays::copy_of(
                &out, d, false,
            )?)))
        }
    }
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.logspace",
        "np.logspace(start, stop, num=50, endpoint=True, base=10.0)",
        logspace
    ),
    b!(
        "numpy.triu",
        "np.triu(m, k=0): zeros below the k-th diagonal",
        |_, a, k| { triangle("triu", a, k, true) }
    ),
    b!(
        "numpy.tril",
        "np.tril(m, k=0): zeros above the k-th diagonal",
        |_, a, k| { triangle("tril", a, k, false) }
    ),
    b!("numpy.ptp", "np.ptp(a, axis=None): max - min", ptp),
    b!(
        "numpy.average",
        "np.average(a, axis=None, weights=None)",
        average
    ),
    b!("numpy.cov", "np.cov(x, y=None): covariance matrix", cov),
    b!(
        "numpy.split",
        "np.split(a, n_or_indices, axis=0): views of equal pieces",
        |_, a, k| split("split", a, k, true)
    ),
    b!(
        "numpy.array_split",
        "np.array_split(a, n_or_indices, axis=0): views, the first ones longer",
        |_, a, k| split("array_split", a, k, false)
    ),
    b!("numpy.atleast_1d", "np.atleast_1d(a)", |_, a, k| {
        at_least("atleast_1d", a, k, 1)
    }),
    b!("numpy.atleast_2d", "np.atleast_2d(a)", |_, a, k| {
        at_least("atleast_2d", a, k, 2)
    }),
    b!("numpy.atleast_3d", "np.atleast_3d(a)", |_, a, k| {
        at_least("atleast_3d", a, k, 3)
    }),
    b!(
        "numpy.swapaxes",
        "np.swapaxes(a, i, j): a view with two axes exchanged",
        swapaxes
    ),
    b!(
        "numpy.moveaxis",
        "np.moveaxis(a, source, destination): a view with axes moved",
        moveaxis
    ),
    b!(
        "numpy.argwhere",
        "np.argwhere(a): indices of the nonzero elements, one row each",
        argwhere
    ),
    b!(
        "numpy.convolve",
        "np.convolve(a, v, mode='full'): discrete linear convolution",
        convolve
    ),
    b!(
        "numpy.correlate",
        "np.correlate(a, v, mode='valid'): cross-correlation, c[k] = sum(a[n + k] * v[n])",
        correlate
    ),
];
