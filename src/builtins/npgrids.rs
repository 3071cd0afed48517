//! NumPy's index grids and products over axes: `indices`, `ix_`,
//! `tensordot`; with `modf` and the NaN-skipping `nanargmax`/`nanargmin`.

use super::npshape::array_of;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{array_err, elementwise, np_scalar, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::BinOp;
use std::sync::Arc;

/// `np.indices(dimensions, dtype=int)`: for each axis, an array of the
/// grid's shape holding that axis's index.
fn indices(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("indices", &args, 1, 2)?;
    let dtype = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "dtype")) {
        Some(d) => crate::eval::arrays::parse_dtype(&d)?,
        None => DType::I64,
    };
    if take_kw(&mut kw, "sparse").is_some_and(|v| v.truthy()) {
        return Err(not_implemented("arr's np.indices makes dense grids only"));
    }
    no_more_kw("indices", &kw)?;
    let dims: Vec<usize> = crate::eval::ops::iterate_to_vec(&args[0])?
        .iter()
        .map(|v| super::npshape::int_of(v, "dimensions").map(|n| n.max(0) as usize))
        .collect::<Res<_>>()?;
    let mut all = vec![dims.len()];
    all.extend(&dims);
    let (_, mut vals) = crate::eval::arrays::vec_for_dims(&all)?;
    let n: usize = dims.iter().product();
    for k in 0..dims.len() {
        let stride: usize = dims[k + 1..].iter().product();
        vals.extend((0..n).map(|flat| Scalar::Int((flat / stride % dims[k]) as i64)));
    }
    let mut shape = vec![dims.len()];
    shape.extend(&dims);
    array_of(&vals, dtype, &shape)
}

/// `np.ix_(*seqs)`: each 1-D sequence shaped to lie along its own axis
/// (a boolean one becomes the indices where it holds), for an open mesh.
fn ix(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("ix_", &kw)?;
    let n = args.len();
    let mut out = Vec::with_capacity(n);
    for (k, v) in args.iter().enumerate() {
        let a = to_array(v, None)?;
        if a.ndim() != 1 {
            return Err(value_error("Cross index must be 1 dimensional"));
        }
        let (vals, dtype) = match a.dtype {
            DType::Bool => {
                let picked: Vec<Scalar> = a
                    .values()
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.truthy())
                    .map(|(i, _)| Scalar::Int(i as i64))
                    .collect();
                (picked, DType::I64)
            }
            d => (a.values(), d),
        };
        let mut shape = vec![1; n];
        shape[k] = vals.len();
        out.push(array_of(&vals, dtype, &shape)?);
    }
    Ok(Value::tuple(out))
}

/// The axes `tensordot` sums over: `axes=N` (the last N of `a`, the first
/// N of `b`) or a pair of axis lists.
fn summed_axes(axes: &Value, a: &Array, b: &Array) -> Res<(Vec<usize>, Vec<usize>)> {
    let list = |v: &Value, nd: usize| -> Res<Vec<usize>> {
        let items = match v {
            Value::List(_) | Value::Tuple(_) => crate::eval::ops::iterate_to_vec(v)?,
            other => vec![other.clone()],
        };
        items
            .iter()
            .map(|x| super::npmore::axis_of(x, nd))
            .collect()
    };
    match axes {
        Value::List(_) | Value::Tuple(_) => {
            let pair = crate::eval::ops::iterate_to_vec(axes)?;
            let [x, y] = pair.as_slice() else {
                return Err(value_error(
                    "axes must be an integer or a pair of sequences",
                ));
            };
            Ok((list(x, a.ndim())?, list(y, b.ndim())?))
        }
        v => {
            let n = super::npshape::int_of(v, "axes")?;
            if n < 0 || n as usize > a.ndim() || n as usize > b.ndim() {
                return Err(value_error("shape-mismatch for sum"));
            }
            let n = n as usize;
            Ok(((a.ndim() - n..a.ndim()).collect(), (0..n).collect()))
        }
    }
}

/// `np.tensordot(a, b, axes=2)`: sums of products over the paired axes;
/// the result has `a`'s other axes, then `b`'s.
fn tensordot(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("tensordot", &args, 2, 3)?;
    let axes = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "axes"))
        .unwrap_or(Value::Int(2));
    no_more_kw("tensordot", &kw)?;
    let (a, b) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let (sa, sb) = summed_axes(&axes, &a, &b)?;
    contract(&a, &b, &sa, &sb)
}

/// Sums of products of `a` and `b` over the paired axes `sa` and `sb`:
/// an array of `a`'s other axes, then `b`'s (`tensordot`, `inner`).
pub(crate) fn contract(a: &Arc<Array>, b: &Arc<Array>, sa: &[usize], sb: &[usize]) -> Res<Value> {
    if sa.len() != sb.len() || sa.iter().zip(sb).any(|(&i, &j)| a.shape[i] != b.shape[j]) {
        return Err(value_error("shape-mismatch for sum"));
    }
    let free_a: Vec<usize> = (0..a.ndim()).filter(|k| !sa.contains(k)).collect();
    let free_b: Vec<usize> = (0..b.ndim()).filter(|k| !sb.contains(k)).collect();
    // `a` as rows of its free axes by the summed ones, `b` the other way.
    let pa: Vec<usize> = free_a.iter().chain(sa).copied().collect();
    let pb: Vec<usize> = sb.iter().chain(&free_b).copied().collect();
    let ta = Array::transpose(a, Some(&pa)).map_err(array_err)?.values();
    let tb = Array::transpose(b, Some(&pb)).map_err(array_err)?.values();
    let k: usize = sa.iter().map(|&i| a.shape[i]).product();
    let m: usize = free_a.iter().map(|&i| a.shape[i]).product();
    let n: usize = free_b.iter().map(|&i| b.shape[i]).product();
    let dt = DType::promote(a.dtype, b.dtype);
    let (_, mut out) = crate::eval::arrays::vec_for_dims(&[m, n])?;
    for i in 0..m {
        for j in 0..n {
            let mut acc = dt.wrap(Scalar::Int(0));
            for t in 0..k {
                let p = elementwise(BinOp::Mul, ta[i * k + t], tb[t * n + j], dt)?;
                acc = elementwise(BinOp::Add, acc, p, dt)?;
            }
            out.push(acc);
        }
    }
    let shape: Vec<usize> = free_a
        .iter()
        .map(|&i| a.shape[i])
        .chain(free_b.iter().map(|&i| b.shape[i]))
        .collect();
    array_of(&out, dt, &shape)
}

/// `np.modf(x)`: the fractional and integral parts, each with `x`'s sign.
fn modf(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("modf", &args, 1, 1)?;
    super::unsupported_kw("modf", &kw)?;
    let a = to_array(&args[0], None)?;
    let dt = if a.dtype == DType::F32 {
        DType::F32
    } else {
        DType::F64
    };
    let (fr, whole): (Vec<Scalar>, Vec<Scalar>) = a
        .values()
        .iter()
        .map(|v| {
            let x = v.as_f64();
            let w = x.trunc();
            let f = if x.is_infinite() {
                0.0f64.copysign(x)
            } else {
                (x - w).copysign(x)
            };
            (Scalar::Float(f), Scalar::Float(w))
        })
        .unzip();
    if matches!(&args[0], Value::Array(_) | Value::List(_) | Value::Tuple(_)) {
        return Ok(Value::tuple(vec![
            array_of(&fr, dt, &a.shape)?,
            array_of(&whole, dt, &a.shape)?,
        ]));
    }
    Ok(Value::tuple(vec![
        np_scalar(fr[0], dt),
        np_scalar(whole[0], dt),
    ]))
}

/// `np.nanargmax(a)` / `np.nanargmin(a)`: the flat index of the largest
/// (smallest) element that is not NaN; all-NaN is a ValueError.
fn nanarg(args: &[Value], kw: &Kwargs, max: bool) -> Res<Value> {
    let name = if max { "nanargmax" } else { "nanargmin" };
    arity(name, args, 1, 1)?;
    super::unsupported_kw(name, kw)?;
    let a = to_array(&args[0], None)?;
    let mut best: Option<(usize, f64)> = None;
    for (i, v) in a.values().iter().enumerate() {
        let x = v.as_f64();
        if x.is_nan() {
            continue;
        }
        let better = match best {
            None => true,
            Some((_, b)) => (max && x > b) || (!max && x < b),
        };
        if better {
            best = Some((i, x));
        }
    }
    match best {
        Some((i, _)) => Ok(np_scalar(Scalar::Int(i as i64), DType::I64)),
        None => Err(value_error("All-NaN slice encountered")),
    }
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.indices",
        "np.indices(dimensions, dtype=int): the index grid of a shape",
        indices
    ),
    b!(
        "numpy.ix_",
        "np.ix_(*seqs): an open mesh of index arrays",
        ix
    ),
    b!(
        "numpy.tensordot",
        "np.tensordot(a, b, axes=2): sums of products over paired axes",
        tensordot
    ),
    b!(
        "numpy.modf",
        "np.modf(x): fractional and integral parts",
        modf
    ),
    b!(
        "numpy.nanargmax",
        "np.nanargmax(a): flat index of the largest non-NaN element",
        |_, a, k| nanarg(&a, &k, true)
    ),
    b!(
        "numpy.nanargmin",
        "np.nanargmin(a): flat index of the smallest non-NaN element",
        |_, a, k| nanarg(&a, &k, false)
    ),
];
