//! NumPy functions that are other NumPy functions with an argument fixed
//! or a shape adjusted (`np.tri` is `np.tril` of ones, `np.hsplit` is
//! `np.split` along the second axis, `np.dstack` concatenates along the
//! third), the element-wise `logaddexp`s, `copyto`, `broadcast_arrays`
//! and `fromiter`.

use super::npcompose::np;
use super::npshape::float2;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::arrays::{broadcast_shapes, broadcast_to, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// `np.tri(N, M=None, k=0, dtype=float)`: ones at and below the k-th
/// diagonal.
fn tri(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("tri", &args, 1, 4)?;
    let mut args = args.into_iter();
    let n = args.next().unwrap_or(Value::None);
    let m = args.next().or_else(|| take_kw(&mut kw, "M"));
    let k = args.next().or_else(|| take_kw(&mut kw, "k"));
    let dtype = args.next().or_else(|| take_kw(&mut kw, "dtype"));
    no_more_kw("tri", &kw)?;
    let m = match m {
        None | Some(Value::None) => n.clone(),
        Some(m) => m,
    };
    let mut ones_kw: Kwargs = Vec::new();
    if let Some(d) = dtype {
        ones_kw.push((Arc::from("dtype"), d));
    }
    let ones = np(f, "ones", vec![Value::tuple(vec![n, m])], ones_kw)?;
    let mut tril_args = vec![ones];
    tril_args.extend(k);
    np(f, "tril", tril_args, Vec::new())
}

/// The array argument of a split or stack, and its number of axes.
fn ndim_of(v: &Value) -> Res<usize> {
    Ok(to_array(v, None)?.ndim())
}

/// `np.hsplit` / `np.vsplit`: `np.split` along the second (a 1-D array:
/// the first) or the first axis.
fn split_along(name: &'static str, f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity(name, &args, 2, 2)?;
    no_more_kw(name, &kw)?;
    let nd = ndim_of(&args[0])?;
    let axis = match name {
        "hsplit" if nd == 0 => {
            return Err(value_error(
                "hsplit only works on arrays of 1 or more dimensions",
            ));
        }
        "hsplit" if nd == 1 => 0,
        "hsplit" => 1,
        _ if nd < 2 => {
            return Err(value_error(
                "vsplit only works on arrays of 2 or more dimensions",
            ));
        }
        _ => 0,
    };
    let kw = vec![(Arc::from("axis"), Value::Int(axis))];
    np(f, "split", args, kw)
}

/// `np.dstack(tup)`: the arrays made 3-D and joined along the third axis.
fn dstack(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("dstack", &args, 1, 1)?;
    no_more_kw("dstack", &kw)?;
    let parts = crate::eval::iter::collect(&args[0], f)?;
    if parts.is_empty() {
        return Err(value_error("need at least one array to concatenate"));
    }
    let mut made = Vec::with_capacity(parts.len());
    for p in parts {
        made.push(np(f, "atleast_3d", vec![p], Vec::new())?);
    }
    let kw = vec![(Arc::from("axis"), Value::Int(2))];
    np(f, "concatenate", vec![Value::list(made)], kw)
}

/// log(exp(x) + exp(y)) without overflow, as NumPy's `npy_logaddexp`.
fn logaddexp(x: f64, y: f64) -> f64 {
    if x == y {
        return x + std::f64::consts::LN_2;
    }
    let d = x - y;
    if d > 0.0 {
        x + (-d).exp().ln_1p()
    } else if d <= 0.0 {
        y + d.exp().ln_1p()
    } else {
        d
    }
}

/// log2(2**x + 2**y), as NumPy's `npy_logaddexp2`.
fn logaddexp2(x: f64, y: f64) -> f64 {
    if x == y {
        return x + 1.0;
    }
    let d = x - y;
    let log2_1p = |v: f64| v.ln_1p() * std::f64::consts::LOG2_E;
    if d > 0.0 {
        x + log2_1p((-d).exp2())
    } else if d <= 0.0 {
        y + log2_1p(d.exp2())
    } else {
        d
    }
}

/// `np.copyto(dst, src)`: `dst[...] = src`, broadcasting as assignment
/// does.
fn copyto(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("copyto", &args, 2, 2)?;
    no_more_kw("copyto", &kw)?;
    if !matches!(args[0], Value::Array(_)) {
        return Err(type_error(format!(
            "copyto() argument 1 must be numpy.ndarray, not {}",
            args[0].type_name()
        )));
    }
    crate::eval::attrs::setitem(f, &args[0], &Value::Ellipsis, args[1].clone())?;
    Ok(Value::None)
}

/// `np.broadcast_arrays(*args)`: read views of every argument with their
/// common shape, as a tuple.
fn broadcast_arrays(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    no_more_kw("broadcast_arrays", &kw)?;
    let arrays = args
        .iter()
        .map(|a| to_array(a, None))
        .collect::<Res<Vec<_>>>()?;
    let shapes: Vec<&[usize]> = arrays.iter().map(|a| a.shape.as_slice()).collect();
    let shape = broadcast_shapes(&shapes)?;
    let mut out = Vec::with_capacity(arrays.len());
    for a in &arrays {
        // NumPy 2 still reports these views writeable (writing one only
        // warns), so they are not marked read-only.
        let b = broadcast_to(a, &shape).map_err(|_| value_error("cannot broadcast"))?;
        out.push(Value::Array(Arc::new(b)));
    }
    Ok(Value::tuple(out))
}

/// `np.fromiter(iterable, dtype, count=-1)`: a 1-D array of the first
/// `count` items (all of them for -1).
fn fromiter(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("fromiter", &args, 1, 3)?;
    let mut args = args.into_iter();
    let source = args.next().unwrap_or(Value::None);
    let dtype = args.next().or_else(|| take_kw(&mut kw, "dtype"));
    let count = args.next().or_else(|| take_kw(&mut kw, "count"));
    no_more_kw("fromiter", &kw)?;
    let Some(dtype) = dtype else {
        return Err(type_error(
            "fromiter() missing required argument 'dtype' (pos 2)",
        ));
    };
    let count = match count {
        None => -1,
        Some(c) => super::index_arg(&c)?,
    };
    let mut items = Vec::new();
    if count != 0 {
        let mut it = crate::eval::iter::ValueIter::new(&source, f)?;
        while let Some(x) = it.next(f)? {
            items.push(x);
            if usize::try_from(count).is_ok_and(|c| items.len() == c) {
                break;
            }
        }
    }
    if let Ok(c) = usize::try_from(count)
        && items.len() < c
    {
        return Err(value_error(format!(
            "iterator too short: Expected {c} but iterator had only {} items.",
            items.len()
        )));
    }
    let kw = vec![(Arc::from("dtype"), dtype)];
    np(f, "array", vec![Value::list(items)], kw)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.tri",
        "np.tri(N, M=None, k=0, dtype=float): ones at and below the k-th diagonal",
        tri
    ),
    b!(
        "numpy.hsplit",
        "np.hsplit(a, n_or_indices): np.split along the second axis",
        |f, a, k| split_along("hsplit", f, a, k)
    ),
    b!(
        "numpy.vsplit",
        "np.vsplit(a, n_or_indices): np.split along the first axis",
        |f, a, k| split_along("vsplit", f, a, k)
    ),
    b!(
        "numpy.dstack",
        "np.dstack(arrays): arrays joined along the third axis",
        dstack
    ),
    b!(
        "numpy.logaddexp",
        "np.logaddexp(x, y): log(exp(x) + exp(y)) without overflow",
        |_, a, k| float2("logaddexp", &a, &k, logaddexp)
    ),
    b!(
        "numpy.logaddexp2",
        "np.logaddexp2(x, y): log2(2**x + 2**y) without overflow",
        |_, a, k| float2("logaddexp2", &a, &k, logaddexp2)
    ),
    b!(
        "numpy.copyto",
        "np.copyto(dst, src): copies src into dst, broadcasting",
        copyto
    ),
    b!(
        "numpy.broadcast_arrays",
        "np.broadcast_arrays(*arrays): views with their common shape",
        broadcast_arrays
    ),
    b!(
        "numpy.fromiter",
        "np.fromiter(iterable, dtype, count=-1): a 1-D array of its items",
        fromiter
    ),
];
