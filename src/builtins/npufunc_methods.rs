//! The methods of NumPy's common ufuncs: `np.add.reduce(a, axis=0)` is
//! `np.sum(a, axis=0)`, `np.multiply.accumulate` `np.cumprod`, and
//! `ufunc.outer(a, b)` applies the ufunc to every pair, shaped
//! `a.shape + b.shape`. `reduce` and `accumulate` default to axis 0, as
//! ufunc methods do (unlike `np.sum`).

use super::npcompose::np;
use super::{Builtin, arity, take_kw};
use crate::eval::arrays::to_array;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// `array, axis=0, …` with the axis made a keyword (None kept: every
/// axis).
fn with_axis(what: &str, mut args: Vec<Value>, mut kw: Kwargs) -> Res<(Vec<Value>, Kwargs)> {
    arity(what, &args, 1, 2)?;
    let axis = if args.len() == 2 {
        args.pop()
    } else {
        take_kw(&mut kw, "axis")
    };
    kw.push((Arc::from("axis"), axis.unwrap_or(Value::Int(0))));
    Ok((args, kw))
}

fn reduce_as(f: &mut Frame, what: &str, func: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (args, kw) = with_axis(what, args, kw)?;
    np(f, func, args, kw)
}

/// `np.maximum.accumulate` / `np.minimum.accumulate`: the running
/// extreme along the axis (NaN, once met, stays, as in NumPy).
fn running(f: &mut Frame, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (args, kw) = with_axis(&format!("{name}.accumulate"), args, kw)?;
    let a = to_array(&args[0], None)?;
    let axis = match &kw[kw.len() - 1].1 {
        Value::None => return Err(type_error("axis must be an integer for accumulate")),
        v => crate::eval::ops::to_cint(v, crate::sema::types::CInt::Long)?,
    };
    let n = a.shape[axis_at(axis, a.ndim())?];
    if n == 0 {
        return Ok(Value::Array(a));
    }
    // Each slice along the axis is the ufunc of the running result so far
    // and itself.
    let mut parts = Vec::with_capacity(n);
    let mut acc: Option<Value> = None;
    for k in 0..n {
        let x = np(
            f,
            "take",
            vec![Value::Array(a.clone()), Value::Int(k as i64)],
            vec![(Arc::from("axis"), Value::Int(axis))],
        )?;
        let next = match acc {
            None => x,
            Some(prev) => np(f, name, vec![prev, x], Kwargs::new())?,
        };
        parts.push(next.clone());
        acc = Some(next);
    }
    np(
        f,
        "stack",
        vec![Value::list(parts)],
        vec![(Arc::from("axis"), Value::Int(axis))],
    )
}

/// `ufunc.outer(a, b)`: `a` gains `b.ndim` length-1 axes, then the ufunc
/// broadcasts.
fn outer(f: &mut Frame, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity(&format!("{name}.outer"), &args, 2, 2)?;
    super::no_more_kw("outer", &kw)?;
    let a = to_array(&args[0], None)?;
    let b = to_array(&args[1], None)?;
    let mut shape = a.shape.clone();
    shape.extend(std::iter::repeat_n(1, b.ndim()));
    let ra = crate::array::Array::reshape(&a, &shape).map_err(crate::eval::arrays::array_err)?;
    np(
        f,
        name,
        vec![Value::Array(Arc::new(ra)), Value::Array(b)],
        Kwargs::new(),
    )
}

/// `ufunc.at(a, indices, b)`: `a[i] = ufunc(a[i], b_i)` for each index
/// in turn, in place — unbuffered, so a repeated index applies again
/// (where `a[idx] += b` applies once).
fn at(f: &mut Frame, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity(&format!("{name}.at"), &args, 2, 3)?;
    super::no_more_kw("at", &kw)?;
    let Value::Array(a) = &args[0] else {
        return Err(type_error(format!(
            "{name}.at() first argument must be a numpy.ndarray, not {}",
            args[0].type_name()
        )));
    };
    if a.readonly.get() {
        return Err(value_error("output array is read-only"));
    }
    let (offsets, shape) = crate::eval::advindex::offsets(a, &args[1])?;
    let operand = match args.get(2) {
        Some(b) => {
            let b = to_array(b, None)?;
            let b = crate::eval::arrays::broadcast_to(&b, &shape).map_err(|_| {
                value_error(format!(
                    "operands could not be broadcast together with remapped shapes \
                     [original->remapped]: {}  and requested shape {}",
                    crate::array::view::shape_msg(&b.shape),
                    crate::array::view::shape_msg(&shape)
                ))
            })?;
            Some((b.values(), b.dtype))
        }
        None => None,
    };
    for (k, &off) in offsets.iter().enumerate() {
        let mut call_args = vec![crate::eval::arrays::np_scalar(a.load(off), a.dtype)];
        if let Some((vals, dt)) = &operand {
            call_args.push(crate::eval::arrays::np_scalar(vals[k], *dt));
        }
        let r = np(f, name, call_args, Kwargs::new())?;
        a.store(off, a.dtype.wrap(crate::eval::arrays::value_scalar(&r)?));
    }
    Ok(Value::None)
}

macro_rules! ufunc_methods {
    (
        $($ufunc:literal => reduce $red:literal, accumulate $acc:tt;)*
        outer only: $($other:literal),*
    ) => {
        pub const TABLE: &[Builtin] = &[
            $(
                b!(
                    concat!("numpy.", $ufunc, ".reduce"),
                    concat!("np.", $ufunc, ".reduce(a, axis=0)"),
                    |f, a, k| reduce_as(f, concat!($ufunc, ".reduce"), $red, a, k)
                ),
                b!(
                    concat!("numpy.", $ufunc, ".accumulate"),
                    concat!("np.", $ufunc, ".accumulate(a, axis=0)"),
                    ufunc_methods!(@acc $ufunc, $acc)
                ),
                b!(
                    concat!("numpy.", $ufunc, ".outer"),
                    concat!("np.", $ufunc, ".outer(a, b)"),
                    |f, a, k| outer(f, $ufunc, a, k)
                ),
                b!(
                    concat!("numpy.", $ufunc, ".at"),
                    concat!("np.", $ufunc, ".at(a, indices, b): unbuffered in place"),
                    |f, a, k| at(f, $ufunc, a, k)
                ),
            )*
            $(
                b!(
                    concat!("numpy.", $other, ".outer"),
                    concat!("np.", $other, ".outer(a, b)"),
                    |f, a, k| outer(f, $other, a, k)
                ),
            )*
        ];
    };
    (@acc $ufunc:literal, running) => {
        |f, a, k| running(f, $ufunc, a, k)
    };
    (@acc $ufunc:literal, $func:literal) => {
        |f, a, k| reduce_as(f, concat!($ufunc, ".accumulate"), $func, a, k)
    };
}

ufunc_methods! {
    "add" => reduce "sum", accumulate "cumsum";
    "multiply" => reduce "prod", accumulate "cumprod";
    "maximum" => reduce "max", accumulate running;
    "minimum" => reduce "min", accumulate running;
    "logical_and" => reduce "all", accumulate running;
    "logical_or" => reduce "any", accumulate running;
    outer only: "subtract", "divide", "true_divide", "power", "equal", "not_equal",
        "less", "less_equal", "greater", "greater_equal", "hypot", "arctan2"
}

/// `at` of the ufuncs that have only `outer` above.
pub const AT_TABLE: &[Builtin] = &[
    b!(
        "numpy.subtract.at",
        "np.subtract.at(a, indices, b): unbuffered in place",
        |f, a, k| at(f, "subtract", a, k)
    ),
    b!(
        "numpy.divide.at",
        "np.divide.at(a, indices, b): unbuffered in place",
        |f, a, k| at(f, "divide", a, k)
    ),
    b!(
        "numpy.power.at",
        "np.power.at(a, indices, b): unbuffered in place",
        |f, a, k| at(f, "power", a, k)
    ),
    b!(
        "numpy.negative.at",
        "np.negative.at(a, indices): unbuffered in place",
        |f, a, k| at(f, "negative", a, k)
    ),
];
