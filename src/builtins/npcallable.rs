//! NumPy functions built around a Python callable or an index walk:
//! `vectorize`, `apply_along_axis`, `fromfunction`, `select`, `ndindex`
//! and `ndenumerate`.
//!
//! A vectorized function is a `functools.partial` of the internal
//! `__np_vectorized__` with the function, so calling it goes through the
//! ordinary call path.

use super::npshape::array_of;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, np_scalar, scalar_value, to_array, value_scalar};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The dtype NumPy gives a result element: its own for a NumPy scalar,
/// else what a Python number becomes.
fn dtype_of_result(v: &Value) -> Res<DType> {
    Ok(match v {
        Value::NpScalar(_, d) => *d,
        Value::Bool(_) => DType::Bool,
        Value::Int(_) => DType::I64,
        Value::Float(_) => DType::F64,
        Value::Complex(..) => DType::C128,
        other => to_array(other, None)?.dtype,
    })
}

/// Every index of `shape`, in C order.
fn indices(shape: &[usize]) -> Res<Vec<Vec<usize>>> {
    let (n, mut out) = crate::eval::arrays::vec_for_dims(shape)?;
    let mut idx = vec![0usize; shape.len()];
    for _ in 0..n {
        out.push(idx.clone());
        crate::array::view::next_index(&mut idx, shape);
    }
    Ok(out)
}

fn index_tuple(idx: &[usize]) -> Value {
    Value::tuple(idx.iter().map(|&i| Value::Int(i as i64)).collect())
}

/// A shape given as separate ints or as one tuple.
fn shape_args(args: &[Value]) -> Res<Vec<usize>> {
    let items: Vec<Value> = match args {
        [v @ (Value::Tuple(_) | Value::List(_))] => crate::eval::ops::iterate_to_vec(v)?,
        other => other.to_vec(),
    };
    items
        .iter()
        .map(|v| match crate::eval::ops::int_like(v) {
            Some(n) if n >= 0 => Ok(n as usize),
            Some(_) => Err(value_error("negative dimensions are not allowed")),
            None => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))),
        })
        .collect()
}

/// `np.ndindex(*shape)`: every index tuple of the shape, in C order.
fn ndindex(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("ndindex", &kw)?;
    let shape = shape_args(&args)?;
    Ok(Value::list(
        indices(&shape)?.iter().map(|i| index_tuple(i)).collect(),
    ))
}

/// `np.ndenumerate(a)`: `(index, element)` pairs, in C order.
fn ndenumerate(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("ndenumerate", &args, 1, 1)?;
    super::unsupported_kw("ndenumerate", &kw)?;
    let a = to_array(&args[0], None)?;
    let vals = a.values();
    Ok(Value::list(
        indices(&a.shape)?
            .iter()
            .zip(vals)
            .map(|(i, v)| Value::tuple(vec![index_tuple(i), np_scalar(v, a.dtype)]))
            .collect(),
    ))
}

/// `np.vectorize(pyfunc)`: a function applying `pyfunc` to each element of
/// its broadcast arguments.
fn vectorize(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("vectorize", &args, 1, 1)?;
    for k in ["otypes", "doc", "excluded", "cache", "signature"] {
        if let Some(v) = take_kw(&mut kw, k)
            && !matches!(v, Value::None)
        {
            return Err(not_implemented(format!(
                "arr's np.vectorize takes no {k}= yet"
            )));
        }
    }
    no_more_kw("vectorize", &kw)?;
    let apply = super::lookup("__np_vectorized__")
        .ok_or_else(|| type_error("np.vectorize is missing its helper"))?;
    let partial = super::lookup("functools.partial")
        .ok_or_else(|| type_error("np.vectorize needs functools.partial"))?;
    super::call(
        partial,
        vec![super::value_of(apply), args[0].clone()],
        Vec::new(),
        f,
    )
}

/// A vectorized call: the arguments broadcast together, the function
/// called with each element's Python number, the results gathered in an
/// array of the first result's type (0-d for scalar arguments).
fn vectorized(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let Some((func, rest)) = args.split_first() else {
        return Err(type_error("a vectorized call needs its function"));
    };
    let arrays: Vec<Arc<crate::array::Array>> =
        rest.iter().map(|v| to_array(v, None)).collect::<Res<_>>()?;
    let mut shape: Vec<usize> = Vec::new();
    for a in &arrays {
        shape = crate::eval::arrays::broadcast_shape(&shape, &a.shape).ok_or_else(|| {
            value_error("shape mismatch: objects cannot be broadcast to a single shape")
        })?;
    }
    let cols: Vec<Vec<Scalar>> = arrays
        .iter()
        .map(|a| {
            crate::eval::arrays::broadcast_to(a, &shape)
                .map(|b| b.values())
                .map_err(crate::eval::arrays::array_err)
        })
        .collect::<Res<_>>()?;
    let (n, mut out) = crate::eval::arrays::vec_for_dims(&shape)?;
    if n == 0 {
        return Err(value_error(
            "cannot call `vectorize` on size 0 inputs unless `otypes` is set",
        ));
    }
    let mut dtype = DType::F64;
    for k in 0..n {
        let call_args = cols.iter().map(|c| scalar_value(c[k])).collect();
        let r = call_value(func, call_args, kw.clone(), f)?;
        if k == 0 {
            dtype = dtype_of_result(&r)?;
        }
        out.push(value_scalar(&r)?);
    }
    array_of(&out, dtype, &shape)
}

/// `np.apply_along_axis(func1d, axis, arr, *args)`: `func1d` of each 1-D
/// slice along `axis`; its results (numbers or 1-D arrays) take the
/// axis's place.
fn apply_along_axis(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    if args.len() < 3 {
        return Err(type_error(
            "apply_along_axis() missing required arguments: 'func1d', 'axis' and 'arr'",
        ));
    }
    let a = to_array(&args[2], None)?;
    let ax = super::npmore::axis_of(&args[1], a.ndim())?;
    let mut outer = a.shape.clone();
    outer.remove(ax);
    if outer.contains(&0) {
        return Err(value_error(
            "Cannot apply_along_axis when any iteration dimensions are 0",
        ));
    }
    let all = || Value::Slice(Arc::new((Value::None, Value::None, Value::None)));
    let mut results = Vec::new();
    let mut inner: Option<Vec<usize>> = None;
    let mut dtype = DType::F64;
    for idx in indices(&outer)? {
        let mut key: Vec<Value> = idx.iter().map(|&i| Value::Int(i as i64)).collect();
        key.insert(ax, all());
        let lane = crate::eval::ops::getitem(&Value::Array(a.clone()), &Value::tuple(key))?;
        let mut call_args = vec![lane];
        call_args.extend(args[3..].iter().cloned());
        let r = call_value(&args[0], call_args, kw.clone(), f)?;
        let r = to_array(&r, None)?;
        match &inner {
            None => {
                inner = Some(r.shape.clone());
                dtype = r.dtype;
            }
            Some(s) if *s != r.shape => {
                return Err(value_error(
                    "could not broadcast input array from one result shape into another",
                ));
            }
            Some(_) => {}
        }
        results.push(r.values());
    }
    let inner = inner.unwrap_or_default();
    // Results laid out as outer + inner, then the inner axes moved to `ax`.
    let flat: Vec<Scalar> = results.into_iter().flatten().collect();
    let mut shape = outer.clone();
    shape.extend(&inner);
    let arr = Arc::new(from_scalars(&flat, dtype, &shape)?);
    if inner.is_empty() || ax == outer.len() {
        return Ok(Value::Array(arr));
    }
    let nd = shape.len();
    let mut perm: Vec<usize> = (0..ax).collect();
    perm.extend(outer.len()..nd);
    perm.extend(ax..outer.len());
    let moved = crate::array::Array::transpose(&arr, Some(&perm))
        .map_err(crate::eval::arrays::array_err)?;
    Ok(Value::Array(Arc::new(crate::eval::arrays::copy_of(
        &moved,
        moved.dtype,
        false,
    )?)))
}

/// `np.fromfunction(function, shape, dtype=float)`: `function` called
/// once with one coordinate array per axis.
fn fromfunction(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("fromfunction", &args, 2, 2)?;
    let dtype = match take_kw(&mut kw, "dtype") {
        Some(d) => crate::eval::arrays::parse_dtype(&d)?,
        None => DType::F64,
    };
    let shape = shape_args(std::slice::from_ref(&args[1]))?;
    let all = indices(&shape)?;
    let coords: Vec<Value> = (0..shape.len())
        .map(|k| {
            let vals: Vec<Scalar> = all.iter().map(|i| Scalar::Int(i[k] as i64)).collect();
            array_of(&vals, dtype, &shape)
        })
        .collect::<Res<_>>()?;
    call_value(&args[0], coords, kw, f)
}

/// `np.select(condlist, choicelist, default=0)`: each element from the
/// first choice whose condition holds there, else `default`.
fn select(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("select", &args, 2, 3)?;
    let default = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "default"))
        .unwrap_or(Value::Int(0));
    no_more_kw("select", &kw)?;
    let conds = crate::eval::ops::iterate_to_vec(&args[0])?;
    let choices = crate::eval::ops::iterate_to_vec(&args[1])?;
    if conds.len() != choices.len() {
        return Err(value_error(
            "list of cases must be same length as list of conditions",
        ));
    }
    let conds: Vec<Arc<crate::array::Array>> = conds
        .iter()
        .map(|c| to_array(c, None))
        .collect::<Res<_>>()?;
    if conds.iter().any(|c| c.dtype != DType::Bool) {
        return Err(type_error(
            "invalid entry 0 in condlist: should be boolean ndarray",
        ));
    }
    let mut picks: Vec<Arc<crate::array::Array>> = choices
        .iter()
        .map(|c| to_array(c, None))
        .collect::<Res<_>>()?;
    picks.push(to_array(&default, None)?);
    // As NumPy: the conditions broadcast together, then the choices with
    // the default, then the first condition with the first choice.
    let shapes = |xs: &[Arc<crate::array::Array>]| -> Res<Vec<usize>> {
        crate::eval::arrays::broadcast_shapes(
            &xs.iter().map(|a| a.shape.as_slice()).collect::<Vec<_>>(),
        )
    };
    let cond_shape = shapes(&conds)?;
    let pick_shape = shapes(&picks)?;
    let shape = crate::eval::arrays::broadcast_shapes(&[&cond_shape, &pick_shape])?;
    // Every choice and the default as arrays (NumPy's asarray: strong).
    let dtype = picks
        .iter()
        .skip(1)
        .fold(picks[0].dtype, |d, p| DType::promote(d, p.dtype));
    let spread = |a: &crate::array::Array| -> Res<Vec<Scalar>> {
        crate::eval::arrays::broadcast_to(a, &shape)
            .map(|b| b.values())
            .map_err(crate::eval::arrays::array_err)
    };
    let conds: Vec<Vec<Scalar>> = conds.iter().map(|c| spread(c)).collect::<Res<_>>()?;
    let picks: Vec<Vec<Scalar>> = picks.iter().map(|c| spread(c)).collect::<Res<_>>()?;
    let n: usize = shape.iter().product();
    let out: Vec<Scalar> = (0..n)
        .map(|k| {
            let which = conds
                .iter()
                .position(|c| c[k].truthy())
                .unwrap_or(picks.len() - 1);
            picks[which][k]
        })
        .collect();
    array_of(&out, dtype, &shape)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.ndindex",
        "np.ndindex(*shape): every index tuple of the shape, in C order",
        ndindex
    ),
    b!(
        "numpy.ndenumerate",
        "np.ndenumerate(a): (index, element) pairs, in C order",
        ndenumerate
    ),
    b!(
        "numpy.vectorize",
        "np.vectorize(pyfunc): pyfunc applied to each element of its arguments",
        vectorize
    ),
    b!(
        "__np_vectorized__",
        "internal: a call of an np.vectorize'd function",
        vectorized
    ),
    b!(
        "numpy.apply_along_axis",
        "np.apply_along_axis(func1d, axis, arr, *args): func1d of each 1-D slice",
        apply_along_axis
    ),
    b!(
        "numpy.fromfunction",
        "np.fromfunction(function, shape, dtype=float): function of the coordinate arrays",
        fromfunction
    ),
    b!(
        "numpy.select",
        "np.select(condlist, choicelist, default=0): per element, the first choice whose condition holds",
        select
    ),
];
