//! Reductions over several axes at once (`a.sum(axis=(0, 2))`,
//! `np.max(a, axis=(1, 2))`): the reduced axes are moved last and merged
//! into one, which is then reduced as a single axis.

use super::arrays::{Reduce, array_err, copy_of, keep_dims, reduce};
use super::exc::*;
use super::value::Value;
use crate::array::Array;
use std::sync::Arc;

/// The `axis` argument of a reduction: positional (first of `args`) or
/// keyword; a tuple of axes is taken out as `Err(axes)`, anything else is
/// left for the one-axis reading.
pub fn several_axes(args: &[Value], kw: &super::call::Kwargs) -> Option<Vec<Value>> {
    let v = kw
        .iter()
        .find(|(k, _)| k.as_ref() == "axis")
        .map(|(_, v)| v)
        .or(args.first());
    match v {
        Some(Value::Tuple(t)) => Some(t.to_vec()),
        _ => None,
    }
}

/// `a` reduced by `r` over `axes`, keeping them as length-1 axes when
/// `keep`.
pub fn reduce_over(
    a: &Arc<Array>,
    r: Reduce,
    axes: &[Value],
    keep: bool,
    name: &str,
) -> Res<Value> {
    if matches!(r, Reduce::ArgMin | Reduce::ArgMax) {
        return Err(type_error(
            "'tuple' object cannot be interpreted as an integer",
        ));
    }
    let nd = a.ndim();
    let mut reduced = Vec::with_capacity(axes.len());
    for v in axes {
        let Value::Int(k) = v else {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            )));
        };
        let norm = if *k < 0 { *k + nd as i64 } else { *k };
        if norm < 0 || norm >= nd as i64 {
            return Err(axis_error(*k, nd as i64));
        }
        if reduced.contains(&(norm as usize)) {
            return Err(value_error("duplicate value in 'axis'"));
        }
        reduced.push(norm as usize);
    }
    if reduced.is_empty() {
        return Err(not_implemented(format!(
            "arr does not support {name}() over no axes (axis=()) yet"
        )));
    }
    let kept: Vec<usize> = (0..nd).filter(|k| !reduced.contains(k)).collect();
    let out = if kept.is_empty() {
        reduce(a, r, None)?
    } else {
        let mut order = kept.clone();
        reduced.sort_unstable();
        order.extend(&reduced);
        let moved = Array::transpose(a, Some(&order)).map_err(array_err)?;
        let flat = copy_of(&moved, a.dtype, false)?;
        let mut shape: Vec<usize> = kept.iter().map(|&k| a.shape[k]).collect();
        shape.push(reduced.iter().map(|&k| a.shape[k]).product());
        let merged = Array::reshape(&Arc::new(flat), &shape).map_err(array_err)?;
        reduce(&Arc::new(merged), r, Some(kept.len() as i64))?
    };
    if !keep {
        return Ok(out);
    }
    // Every axis reduced: NumPy's keepdims shape is all ones.
    if kept.is_empty() {
        return keep_dims(a, None, true, out);
    }
    let shape: Vec<usize> = (0..nd)
        .map(|k| if reduced.contains(&k) { 1 } else { a.shape[k] })
        .collect();
    match out {
        Value::Array(res) => Ok(Value::Array(Arc::new(
            Array::reshape(&res, &shape).map_err(array_err)?,
        ))),
        other => Ok(other),
    }
}

/// `np.any` / `np.all` (and the methods): over the whole array, or along
/// one axis, a NumPy bool or an array of them.
pub fn any_all(
    a: &Arc<Array>,
    all: bool,
    args: &[Value],
    kw: &mut super::call::Kwargs,
) -> Res<Value> {
    use crate::array::{DType, Scalar};
    let axis = super::arrays::axis_arg(args, kw)?;
    let keep = crate::builtins::take_kw(kw, "keepdims").is_some_and(|v| v.truthy());
    crate::builtins::no_more_kw(if all { "all" } else { "any" }, kw)?;
    let test = |vals: &[Scalar]| {
        Scalar::Bool(if all {
            vals.iter().all(|v| v.truthy())
        } else {
            vals.iter().any(|v| v.truthy())
        })
    };
    let Some(axis) = axis else {
        let r = super::arrays::np_scalar(test(&a.values()), DType::Bool);
        return keep_dims(a, None, keep, r);
    };
    let lines = lines_along(a, axis)?;
    let out: Vec<Scalar> = if lines.len == 0 {
        vec![Scalar::Bool(all); lines.rest.iter().product()]
    } else {
        lines.values.chunks(lines.len).map(test).collect()
    };
    let r = scalar_or_array(out, DType::Bool, &lines.rest)?;
    keep_dims(a, Some(lines.axis as i64), keep, r)
}

/// The lines of an array along one axis, for reducing each to one value.
pub struct Lines {
    /// The axis, resolved (a negative one counts from the end).
    pub axis: usize,
    /// The axis's length: each line's number of elements.
    pub len: usize,
    /// Every element, line after line (the axis moved last, C order).
    pub values: Vec<crate::array::Scalar>,
    /// The shape without the axis: where each line's result goes.
    pub rest: Vec<usize>,
}

/// `a`'s lines along `axis`, or NumPy's AxisError.
pub fn lines_along(a: &Arc<Array>, axis: i64) -> Res<Lines> {
    let ax = axis_at(axis, a.ndim())?;
    let mut perm: Vec<usize> = (0..a.ndim()).filter(|k| *k != ax).collect();
    perm.push(ax);
    let rest = perm[..perm.len() - 1].iter().map(|&k| a.shape[k]).collect();
    let t = Array::transpose(a, Some(&perm)).map_err(array_err)?;
    Ok(Lines {
        axis: ax,
        len: a.shape[ax],
        values: t.values(),
        rest,
    })
}

/// One result per line: a NumPy scalar when no axis is left (a 1-D array
/// reduced), else an array of the remaining shape.
pub fn scalar_or_array(
    out: Vec<crate::array::Scalar>,
    dt: crate::array::DType,
    rest: &[usize],
) -> Res<Value> {
    if let ([v], []) = (out.as_slice(), rest) {
        return Ok(super::arrays::np_scalar(*v, dt));
    }
    Ok(Value::Array(Arc::new(super::arrays::from_scalars(
        &out, dt, rest,
    )?)))
}
