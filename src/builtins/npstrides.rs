//! `numpy.lib.stride_tricks`: `as_strided`, a view of an array's buffer
//! with any shape and byte strides — the memory model laid bare — and
//! `sliding_window_view`, the windows of an array as one view. arr
//! refuses an `as_strided` view that would reach outside the buffer,
//! where NumPy would read (or write) whatever memory lies there.

use super::{Builtin, take_kw};
use crate::array::Array;
use crate::eval::arrays::{array_err, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The integers of an int or a sequence of them (a shape, strides, axes).
fn ints(v: &Value, what: &str) -> Res<Vec<i64>> {
    if let Some(i) = crate::eval::ops::int_like(v) {
        return Ok(vec![i]);
    }
    let items = match v {
        Value::Tuple(_) | Value::List(_) | Value::Array(_) => crate::eval::ops::iterate_to_vec(v)?,
        other => {
            return Err(type_error(format!(
                "{what} must be an integer or a sequence of integers, not '{}'",
                other.type_name()
            )));
        }
    };
    items
        .iter()
        .map(|x| {
            crate::eval::ops::int_like(x).ok_or_else(|| {
                type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    x.type_name()
                ))
            })
        })
        .collect()
}

/// A keyword-or-positional argument.
fn arg(args: &mut std::vec::IntoIter<Value>, kw: &mut Kwargs, name: &str) -> Option<Value> {
    args.next().or_else(|| take_kw(kw, name))
}

fn flag(f: &mut Frame, v: Option<Value>, default: bool) -> Res<bool> {
    match v {
        Some(v) => crate::eval::attrs::truth(f, &v),
        None => Ok(default),
    }
}

fn lock_if(a: Array, readonly: bool) -> Value {
    if readonly {
        a.readonly.set(true);
    }
    Value::Array(Arc::new(a))
}

/// `as_strided(x, shape=None, strides=None, subok=False, writeable=True)`.
fn as_strided(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    super::arity("as_strided", &args, 0, 5)?;
    let mut it = args.into_iter();
    let x = arg(&mut it, &mut kw, "x")
        .ok_or_else(|| type_error("as_strided() missing 1 required positional argument: 'x'"))?;
    let shape = arg(&mut it, &mut kw, "shape");
    let strides = arg(&mut it, &mut kw, "strides");
    let _subok = arg(&mut it, &mut kw, "subok");
    let writeable = arg(&mut it, &mut kw, "writeable");
    super::no_more_kw("as_strided", &kw)?;
    let a = to_array(&x, None)?;
    let shape: Vec<usize> = match shape {
        None | Some(Value::None) => a.shape.clone(),
        Some(v) => ints(&v, "shape")?
            .into_iter()
            .map(|n| {
                usize::try_from(n).map_err(|_| value_error("negative dimensions are not allowed"))
            })
            .collect::<Res<_>>()?,
    };
    let strides: Vec<isize> = match strides {
        None | Some(Value::None) => a.strides.clone(),
        Some(v) => ints(&v, "strides")?
            .into_iter()
            .map(|s| s as isize)
            .collect(),
    };
    let view = Array::restrided(&a, &shape, &strides).map_err(array_err)?;
    let readonly = !flag(f, writeable, true)? || a.readonly.get();
    Ok(lock_if(view, readonly))
}

/// NumPy's `normalize_axis_tuple` allowing repeats.
fn axes_of(v: &Value, nd: usize) -> Res<Vec<usize>> {
    ints(v, "axis")?
        .into_iter()
        .map(|ax| axis_at(ax, nd))
        .collect()
}

/// `sliding_window_view(x, window_shape, axis=None, *, subok=False,
/// writeable=False)`: every window as the trailing axes of a view.
fn sliding_window_view(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    super::arity("sliding_window_view", &args, 2, 3)?;
    let mut it = args.into_iter();
    let x = arg(&mut it, &mut kw, "x").unwrap_or(Value::None);
    let window = arg(&mut it, &mut kw, "window_shape").unwrap_or(Value::None);
    let axis = arg(&mut it, &mut kw, "axis");
    take_kw(&mut kw, "subok");
    let writeable = take_kw(&mut kw, "writeable");
    super::no_more_kw("sliding_window_view", &kw)?;
    let a = to_array(&x, None)?;
    let window = ints(&window, "window_shape")?;
    if window.iter().any(|w| *w < 0) {
        return Err(value_error("`window_shape` cannot contain negative values"));
    }
    let window: Vec<usize> = window.into_iter().map(|w| w as usize).collect();
    let axes: Vec<usize> = match axis {
        None | Some(Value::None) => {
            if window.len() != a.ndim() {
                return Err(value_error(format!(
                    "Since axis is `None`, must provide window_shape for all dimensions of `x`; got {} window_shape elements and `x.ndim` is {}.",
                    window.len(),
                    a.ndim()
                )));
            }
            (0..a.ndim()).collect()
        }
        Some(v) => {
            let axes = axes_of(&v, a.ndim())?;
            if axes.len() != window.len() {
                return Err(value_error(format!(
                    "Must provide matching length window_shape and axis; got {} window_shape elements and {} axes elements.",
                    window.len(),
                    axes.len()
                )));
            }
            axes
        }
    };
    let mut shape = a.shape.clone();
    let mut strides = a.strides.clone();
    for (&ax, &w) in axes.iter().zip(&window) {
        if shape[ax] < w {
            return Err(value_error(
                "window shape cannot be larger than input array shape",
            ));
        }
        // As NumPy: `n - (w - 1)` windows, so an empty window fits n + 1 times.
        shape[ax] = shape[ax] + 1 - w;
        strides.push(a.strides[ax]);
    }
    shape.extend(&window);
    let view = Array::restrided(&a, &shape, &strides).map_err(array_err)?;
    let readonly = !flag(f, writeable, false)? || a.readonly.get();
    Ok(lock_if(view, readonly))
}

pub const TABLE: &[Builtin] = &[
    b!(
        "numpy.lib.stride_tricks.as_strided",
        "as_strided(x, shape=None, strides=None, subok=False, writeable=True): a view of x's buffer with this shape and these byte strides (refused if it would reach outside the buffer)",
        as_strided
    ),
    b!(
        "numpy.lib.stride_tricks.sliding_window_view",
        "sliding_window_view(x, window_shape, axis=None, *, subok=False, writeable=False): every window of x, as the trailing axes of a read-only view",
        sliding_window_view
    ),
];
