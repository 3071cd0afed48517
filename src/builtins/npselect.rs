//! NumPy functions that pick, place or repeat elements by position:
//! `tile` and `roll` over any number of axes, `partition`/`argpartition`,
//! `compress`, `put`, `choose`, `resize` and `lexsort`.
//!
//! `partition` sorts each row whole: the sorted row is a valid partition
//! for every `kth`, and it is what NumPy itself returns on the small rows
//! its SIMD selection sorts outright; on long rows NumPy leaves the
//! elements on either side of `kth` in an order of its own.

use super::npshape::array_of;
use super::npshape::int_of;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{to_array, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The ints of an int or a sequence of ints.
fn ints(v: &Value, what: &str) -> Res<Vec<i64>> {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let a = to_array(v, None)?;
            if a.dtype.is_float() || a.dtype.is_complex() {
                return Err(type_error(format!("{what} must be integers")));
            }
            Ok(a.values().into_iter().map(Scalar::as_i64).collect())
        }
        v => Ok(vec![int_of(v, what)?]),
    }
}

/// Row-major strides (in elements) of `shape`.
fn c_strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        s[k] = s[k + 1] * shape[k + 1];
    }
    s
}

/// `np.tile(a, reps)`: `a` repeated `reps[k]` times along each axis (the
/// shorter of `a.shape` and `reps` padded with leading 1s).
fn tile(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("tile", &args, 2, 2)?;
    super::unsupported_kw("tile", &kw)?;
    let a = to_array(&args[0], None)?;
    let reps = ints(&args[1], "reps")?;
    if reps.iter().any(|&r| r < 0) {
        return Err(value_error("negative dimensions are not allowed"));
    }
    let d = a.ndim().max(reps.len());
    let pad = |xs: Vec<usize>| -> Vec<usize> {
        let mut v = vec![1; d - xs.len()];
        v.extend(xs);
        v
    };
    let shape = pad(a.shape.clone());
    let reps = pad(reps.iter().map(|&r| r as usize).collect());
    let out_shape: Vec<usize> = shape.iter().zip(&reps).map(|(s, r)| s * r).collect();
    let vals = a.values();
    let (src, dst) = (c_strides(&shape), c_strides(&out_shape));
    let (n, mut out) = crate::eval::arrays::vec_for_dims(&out_shape)?;
    for flat in 0..n {
        let at: usize = (0..d)
            .map(|k| (flat / dst[k] % out_shape[k]) % shape[k] * src[k])
            .sum();
        out.push(vals[at]);
    }
    array_of(&out, a.dtype, &out_shape)
}

/// `np.roll(a, shift, axis=None)`: elements shifted along each axis given
/// (wrapping round), or along the flattened array.
fn roll(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("roll", &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("roll", &kw)?;
    let a = to_array(&args[0], None)?;
    let vals = a.values();
    let shifts = ints(&args[1], "shift")?;
    let (shape, axes): (Vec<usize>, Vec<usize>) = match axis {
        None | Some(Value::None) => (vec![vals.len()], vec![0]),
        Some(ax) => {
            let axes = ints(&ax, "axis")?
                .into_iter()
                .map(|k| super::npmore::axis_of(&Value::Int(k), a.ndim()))
                .collect::<Res<Vec<usize>>>()?;
            (a.shape.clone(), axes)
        }
    };
    // One shift for every axis, or one axis for every shift.
    let pairs: Vec<(usize, i64)> = match (axes.len(), shifts.len()) {
        (1, _) => shifts.iter().map(|&s| (axes[0], s)).collect(),
        (_, 1) => axes.iter().map(|&k| (k, shifts[0])).collect(),
        (n, m) if n == m => axes.into_iter().zip(shifts).collect(),
        (n, m) => {
            // NumPy broadcasts `shift` against `axis`.
            return Err(crate::eval::arrays::broadcast_shapes(&[&[m], &[n]])
                .err()
                .unwrap_or_else(|| value_error("shift and axis disagree")));
        }
    };
    let mut by_axis = vec![0i64; shape.len()];
    for (k, s) in pairs {
        by_axis[k] = by_axis[k].wrapping_add(s);
    }
    let strides = c_strides(&shape);
    let mut out = vals.clone();
    for (flat, v) in vals.iter().enumerate() {
        let to: usize = (0..shape.len())
            .map(|k| {
                let n = shape[k] as i64;
                let i = (flat / strides[k] % shape[k]) as i64;
                (i + by_axis[k]).rem_euclid(n.max(1)) as usize * strides[k]
            })
            .sum();
        out[to] = *v;
    }
    array_of(&out, a.dtype, &a.shape)
}

/// `kth` checked against a row of `n` (a negative one counts from the end).
fn check_kth(kth: &Value, n: usize) -> Res<()> {
    for k in ints(kth, "kth")? {
        let k = if k < 0 { k + n as i64 } else { k };
        if k < 0 || k >= n as i64 {
            return Err(value_error(format!("kth(={k}) out of bounds ({n})")));
        }
    }
    Ok(())
}

/// `np.partition(a, kth, axis=-1)` / `np.argpartition`: see the module
/// comment.
fn partition(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs, arg: bool) -> Res<Value> {
    let name = if arg { "argpartition" } else { "partition" };
    arity(name, &args, 2, 3)?;
    let kth = args[1].clone();
    let axis = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "axis"))
        .unwrap_or(Value::Int(-1));
    let _ = take_kw(&mut kw, "kind");
    no_more_kw(name, &kw)?;
    let a = to_array(&args[0], None)?;
    let row = match &axis {
        Value::None => a.size(),
        ax => a
            .shape
            .get(super::npmore::axis_of(ax, a.ndim())?)
            .copied()
            .unwrap_or(1),
    };
    check_kth(&kth, row)?;
    let sort = if arg { "argsort" } else { "sort" };
    super::npcompose::np(f, sort, vec![Value::Array(a), axis], Kwargs::default())
}

/// `np.compress(condition, a, axis=None)`: the elements (or slices along
/// `axis`) where `condition` is true.
fn compress(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("compress", &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("compress", &kw)?;
    let cond = to_array(&args[0], None)?;
    if cond.ndim() != 1 {
        return Err(value_error("condition must be a 1-d array"));
    }
    let a = to_array(&args[1], None)?;
    let axis = axis.filter(|v| !matches!(v, Value::None));
    let (ax, len) = match &axis {
        None => (0, a.size()),
        Some(v) => {
            let k = super::npmore::axis_of(v, a.ndim())?;
            (k, a.shape[k])
        }
    };
    let picked: Vec<Scalar> = cond
        .values()
        .iter()
        .enumerate()
        .filter(|(_, c)| c.truthy())
        .map(|(k, _)| Scalar::Int(k as i64))
        .collect();
    if let Some(Scalar::Int(k)) = picked.last()
        && *k as usize >= len
    {
        return Err(index_error(format!(
            "index {k} is out of bounds for axis {ax} with size {len}"
        )));
    }
    let idx = array_of(&picked, DType::I64, &[picked.len()])?;
    let mut args = vec![Value::Array(a), idx];
    args.extend(axis);
    super::npcompose::np(f, "take", args, Kwargs::default())
}

/// The array `a` writes go to, refused when read-only.
fn writable(v: &Value, name: &str) -> Res<Arc<Array>> {
    match v {
        Value::Array(a) if a.readonly.get() => {
            Err(value_error("assignment destination is read-only"))
        }
        Value::Array(a) => Ok(a.clone()),
        other => Err(type_error(format!(
            "{name}: first argument must be a numpy array, not {}",
            other.type_name()
        ))),
    }
}

/// `np.put(a, ind, v)`: `a.flat[ind] = v` in place, `v` repeated as
/// needed; an index past the end is an IndexError.
fn put(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("put", &args, 3, 3)?;
    super::unsupported_kw("put", &kw)?;
    let a = writable(&args[0], "put")?;
    let ind = ints(&args[1], "indices")?;
    let vals = match &args[2] {
        v @ (Value::List(_) | Value::Tuple(_) | Value::Array(_)) => to_array(v, None)?.values(),
        v => vec![value_scalar(v)?],
    };
    if vals.is_empty() {
        return Ok(Value::None);
    }
    let offs: Vec<usize> = a.offsets().collect();
    let n = offs.len() as i64;
    for (k, &i) in ind.iter().enumerate() {
        let at = if i < 0 { i + n } else { i };
        if at < 0 || at >= n {
            return Err(index_error(format!(
                "index {i} is out of bounds for axis 0 with size {n}"
            )));
        }
        a.store(offs[at as usize], a.dtype.wrap(vals[k % vals.len()]));
    }
    Ok(Value::None)
}

/// `np.choose(a, choices)`: each element of `a` picks the element of that
/// choice at its place (the choices and `a` broadcast together).
fn choose(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("choose", &args, 2, 2)?;
    super::unsupported_kw("choose", &kw)?;
    let idx = to_array(&args[0], None)?;
    if idx.dtype.is_float() || idx.dtype.is_complex() {
        return Err(type_error(
            "Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'",
        ));
    }
    let choices: Vec<Arc<Array>> = crate::eval::ops::iterate_to_vec(&args[1])?
        .iter()
        .map(|c| to_array(c, None))
        .collect::<Res<_>>()?;
    // NumPy broadcasts the choices and then the index array.
    let mut shapes: Vec<&[usize]> = choices.iter().map(|c| c.shape.as_slice()).collect();
    shapes.push(&idx.shape);
    let shape = crate::eval::arrays::broadcast_shapes(&shapes)?;
    let dtype = choices.iter().map(|c| c.dtype).reduce(DType::promote);
    let dtype = dtype.ok_or_else(|| value_error("0-length sequence."))?;
    let bcast = |x: &Array| -> Res<Vec<Scalar>> {
        Ok(crate::eval::arrays::broadcast_to(x, &shape)
            .map_err(crate::eval::arrays::array_err)?
            .values())
    };
    let picks = bcast(&idx)?;
    let cols: Vec<Vec<Scalar>> = choices.iter().map(|c| bcast(c)).collect::<Res<_>>()?;
    let mut out = Vec::with_capacity(picks.len());
    for (k, p) in picks.iter().enumerate() {
        let i = p.as_i64();
        if i < 0 || i as usize >= cols.len() {
            return Err(value_error("invalid entry in choice array"));
        }
        out.push(cols[i as usize][k]);
    }
    array_of(&out, dtype, &shape)
}

/// `np.resize(a, new_shape)`: the flattened elements repeated to fill the
/// new shape (zeros when `a` is empty).
fn resize(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("resize", &args, 2, 2)?;
    super::unsupported_kw("resize", &kw)?;
    let a = to_array(&args[0], None)?;
    let dims = ints(&args[1], "new_shape")?;
    if dims.iter().any(|&d| d < 0) {
        return Err(value_error(
            "all elements of `new_shape` must be non-negative",
        ));
    }
    let shape: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
    let (n, mut out) = crate::eval::arrays::vec_for_dims(&shape)?;
    let vals = a.values();
    for k in 0..n {
        out.push(match vals.len() {
            0 => Scalar::Int(0),
            m => vals[k % m],
        });
    }
    array_of(&out, a.dtype, &shape)
}

/// `np.lexsort(keys)`: the indices that sort by the last key, ties broken
/// by the one before it, and so on (a stable sort).
fn lexsort(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("lexsort", &args, 1, 1)?;
    super::unsupported_kw("lexsort", &kw)?;
    let keys: Vec<Vec<Scalar>> = match &args[0] {
        Value::Array(a) if a.ndim() == 2 => {
            let vals = a.values();
            let m = a.shape[1];
            vals.chunks(m.max(1)).map(<[Scalar]>::to_vec).collect()
        }
        v => crate::eval::ops::iterate_to_vec(v)?
            .iter()
            .map(|k| to_array(k, None).map(|a| a.values()))
            .collect::<Res<_>>()?,
    };
    let n = keys.first().map_or(0, Vec::len);
    if keys.iter().any(|k| k.len() != n) {
        return Err(value_error("all keys need to be the same shape"));
    }
    let mut idx: Vec<usize> = (0..n).collect();
    idx.sort_by(|&i, &j| {
        keys.iter()
            .rev()
            .map(|k| super::npsort::order(&k[i], &k[j], true))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let out: Vec<Scalar> = idx.iter().map(|&i| Scalar::Int(i as i64)).collect();
    array_of(&out, DType::I64, &[n])
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.tile",
        "np.tile(a, reps): a repeated along each axis",
        tile
    ),
    b!(
        "numpy.roll",
        "np.roll(a, shift, axis=None): elements shifted round",
        roll
    ),
    b!(
        "numpy.partition",
        "np.partition(a, kth, axis=-1): a copy with the kth element in its sorted place",
        |f, a, k| partition(f, a, k, false)
    ),
    b!(
        "numpy.argpartition",
        "np.argpartition(a, kth, axis=-1): the indices that partition a",
        |f, a, k| partition(f, a, k, true)
    ),
    b!(
        "numpy.compress",
        "np.compress(condition, a, axis=None): the elements where condition holds",
        compress
    ),
    b!(
        "numpy.put",
        "np.put(a, ind, v): a.flat[ind] = v, in place",
        put
    ),
    b!(
        "numpy.choose",
        "np.choose(a, choices): each element picks from the choices",
        choose
    ),
    b!(
        "numpy.resize",
        "np.resize(a, new_shape): a's elements repeated to fill a new shape",
        resize
    ),
    b!(
        "numpy.lexsort",
        "np.lexsort(keys): indices sorting by the last key, then the others",
        lexsort
    ),
];
