//! NumPy functions that NumPy itself writes in terms of others (`fliplr`
//! is `flip(m, 1)`, `append` a `concatenate` of raveled arrays, `polyval`
//! Horner's rule over array arithmetic): composed here the same way, so
//! they inherit those functions' dtypes, views and errors.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::arrays::to_array;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops::binary;
use crate::eval::value::Value;
use crate::syntax::ast::BinOp;

/// Calls the NumPy function `name` (one arr has) as Python would.
pub(super) fn np(f: &mut Frame, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let id = super::lookup(&format!("numpy.{name}"))
        .ok_or_else(|| not_implemented(format!("arr does not support `numpy.{name}` yet")))?;
    super::call(id, args, kw, f)
}

fn kw1(name: &str, v: Value) -> Kwargs {
    vec![(std::sync::Arc::from(name), v)]
}

fn shape_tuple(shape: &[usize]) -> Value {
    Value::tuple(shape.iter().map(|&n| Value::Int(n as i64)).collect())
}

fn fliplr(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("fliplr", &args, 1, 1)?;
    no_more_kw("fliplr", &kw)?;
    let a = to_array(&args[0], None)?;
    if a.ndim() < 2 {
        return Err(value_error("Input must be >= 2-d."));
    }
    np(
        f,
        "flip",
        vec![Value::Array(a), Value::Int(1)],
        Kwargs::default(),
    )
}

fn flipud(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("flipud", &args, 1, 1)?;
    no_more_kw("flipud", &kw)?;
    let a = to_array(&args[0], None)?;
    if a.ndim() < 1 {
        return Err(value_error("Input must be >= 1-d."));
    }
    np(
        f,
        "flip",
        vec![Value::Array(a), Value::Int(0)],
        Kwargs::default(),
    )
}

/// `np.rot90(m, k=1, axes=(0, 1))`: NumPy's definition by `flip` and
/// `transpose` (a view).
fn rot90(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("rot90", &args, 1, 3)?;
    let k = args.get(1).cloned().or_else(|| take_kw(&mut kw, "k"));
    let axes = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axes"));
    no_more_kw("rot90", &kw)?;
    let a = to_array(&args[0], None)?;
    let nd = a.ndim() as i64;
    let m = Value::Array(a);
    let axes = match axes {
        Some(v) => crate::eval::ops::iterate_to_vec(&v)?
            .iter()
            .map(|x| crate::eval::ops::to_cint(x, crate::sema::types::CInt::Long))
            .collect::<Res<Vec<i64>>>()?,
        None => vec![0, 1],
    };
    if axes.len() != 2 {
        return Err(value_error("len(axes) must be 2."));
    }
    let norm = |a: i64| if a < 0 { a + nd } else { a };
    let (a0, a1) = (norm(axes[0]), norm(axes[1]));
    if a0 == a1 {
        return Err(value_error("Axes must be different."));
    }
    if !(0..nd).contains(&a0) || !(0..nd).contains(&a1) {
        return Err(value_error(format!(
            "Axes={:?} out of range for array of ndim={nd}.",
            (axes[0], axes[1])
        )));
    }
    let k = match k {
        Some(v) => crate::eval::ops::to_cint(&v, crate::sema::types::CInt::Long)?,
        None => 1,
    }
    .rem_euclid(4);
    let flip = |f: &mut Frame, v: Value, ax: i64| {
        np(f, "flip", vec![v, Value::Int(ax)], Kwargs::default())
    };
    let mut perm: Vec<Value> = (0..nd).map(Value::Int).collect();
    perm.swap(a0 as usize, a1 as usize);
    let perm = Value::tuple(perm);
    match k {
        0 => crate::eval::ops::getitem(
            &m,
            &Value::Slice(std::sync::Arc::new((Value::None, Value::None, Value::None))),
        ),
        2 => {
            let once = flip(f, m, a0)?;
            flip(f, once, a1)
        }
        1 => {
            let flipped = flip(f, m, a1)?;
            np(f, "transpose", vec![flipped, perm], Kwargs::default())
        }
        _ => {
            let t = np(f, "transpose", vec![m, perm], Kwargs::default())?;
            flip(f, t, a1)
        }
    }
}

/// `np.append(arr, values, axis=None)`.
fn append(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("append", &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("append", &kw)?;
    let (a, v) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    match axis {
        None | Some(Value::None) => {
            let mut flat = |x| np(f, "ravel", vec![Value::Array(x)], Kwargs::default());
            let parts = Value::list(vec![flat(a)?, flat(v)?]);
            np(f, "concatenate", vec![parts], Kwargs::default())
        }
        Some(axis) => {
            let parts = Value::list(vec![Value::Array(a), Value::Array(v)]);
            np(f, "concatenate", vec![parts], kw1("axis", axis))
        }
    }
}

/// `np.full_like(a, fill_value, dtype=None)`.
fn full_like(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("full_like", &args, 2, 3)?;
    let dtype = args.get(2).cloned().or_else(|| take_kw(&mut kw, "dtype"));
    no_more_kw("full_like", &kw)?;
    let a = to_array(&args[0], None)?;
    let dtype = match dtype {
        None | Some(Value::None) => Value::DType(a.dtype),
        Some(d) => d,
    };
    np(
        f,
        "full",
        vec![shape_tuple(&a.shape), args[1].clone()],
        kw1("dtype", dtype),
    )
}

/// `np.shape(a)`, `np.ndim(a)`, `np.size(a, axis=None)`.
fn shape(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("shape", &args, 1, 1)?;
    no_more_kw("shape", &kw)?;
    Ok(shape_tuple(&to_array(&args[0], None)?.shape))
}

fn ndim(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("ndim", &args, 1, 1)?;
    no_more_kw("ndim", &kw)?;
    Ok(Value::Int(to_array(&args[0], None)?.ndim() as i64))
}

fn size(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("size", &args, 1, 2)?;
    let axis = args.get(1).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("size", &kw)?;
    let a = to_array(&args[0], None)?;
    match axis {
        None | Some(Value::None) => Ok(Value::Int(a.shape.iter().product::<usize>() as i64)),
        Some(v) => {
            let k = crate::eval::ops::to_cint(&v, crate::sema::types::CInt::Long)?;
            Ok(Value::Int(a.shape[axis_at(k, a.ndim())?] as i64))
        }
    }
}

/// `np.isscalar(x)`: a number, string or NumPy scalar.
fn isscalar(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("isscalar", &args, 1, 1)?;
    no_more_kw("isscalar", &kw)?;
    Ok(Value::Bool(matches!(
        args[0],
        Value::Int(_)
            | Value::BigInt(_)
            | Value::Float(_)
            | Value::Bool(_)
            | Value::Complex(..)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::NpScalar(..)
    )))
}

/// `np.flatnonzero(a)`: `nonzero(ravel(a))[0]`.
fn flatnonzero(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("flatnonzero", &args, 1, 1)?;
    no_more_kw("flatnonzero", &kw)?;
    let flat = np(f, "ravel", vec![args[0].clone()], Kwargs::default())?;
    let nz = np(f, "nonzero", vec![flat], Kwargs::default())?;
    crate::eval::ops::getitem(&nz, &Value::Int(0))
}

/// `np.polyval(p, x)`: Horner's rule, `y = y * x + c` for each coefficient
/// from the highest power, starting from zeros like `x`.
fn polyval(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("polyval", &args, 2, 2)?;
    no_more_kw("polyval", &kw)?;
    let coeffs = crate::eval::ops::iterate_to_vec(&args[0])?;
    let x = match &args[1] {
        v @ (Value::List(_) | Value::Tuple(_)) => Value::Array(to_array(v, None)?),
        v => v.clone(),
    };
    let mut y = np(f, "zeros_like", vec![x.clone()], Kwargs::default())?;
    for c in coeffs {
        y = binary(BinOp::Add, &binary(BinOp::Mul, &y, &x)?, &c)?;
    }
    Ok(super::npscalar::result(y))
}

/// `np.take(a, indices, axis=None)`: `ravel(a)[indices]`, or along an axis.
fn take(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("take", &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("take", &kw)?;
    let idx = match &args[1] {
        v @ (Value::List(_) | Value::Tuple(_)) => Value::Array(to_array(v, None)?),
        v => v.clone(),
    };
    match axis {
        None | Some(Value::None) => {
            let flat = np(f, "ravel", vec![args[0].clone()], Kwargs::default())?;
            crate::eval::ops::getitem(&flat, &idx)
        }
        Some(axis) => {
            // `a[:, …, :, idx]`: one advanced index keeps its place, so its
            // shape replaces the axis (a scalar removes it).
            let a = to_array(&args[0], None)?;
            let k = crate::eval::ops::to_cint(&axis, crate::sema::types::CInt::Long)?;
            let ax = axis_at(k, a.ndim())?;
            let all = || Value::Slice(std::sync::Arc::new((Value::None, Value::None, Value::None)));
            let mut key: Vec<Value> = (0..ax).map(|_| all()).collect();
            key.push(idx);
            crate::eval::ops::getitem(&Value::Array(a), &Value::tuple(key))
        }
    }
}

/// `np.nan_to_num(x, nan=0.0, posinf=None, neginf=None)`: NaN and the
/// infinities replaced (by default with 0 and the largest finite values).
fn nan_to_num(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    use crate::array::{DType, Scalar};
    arity("nan_to_num", &args, 1, 1)?;
    let _ = take_kw(&mut kw, "copy");
    let num = |v: Option<Value>, d: f64| -> Res<f64> {
        match v {
            None | Some(Value::None) => Ok(d),
            Some(v) => crate::eval::ops::to_f64(&v),
        }
    };
    let nan = num(take_kw(&mut kw, "nan"), 0.0)?;
    let a = to_array(&args[0], None)?;
    let (big, small) = if a.dtype == DType::F32 {
        (f32::MAX as f64, f32::MIN as f64)
    } else {
        (f64::MAX, f64::MIN)
    };
    let posinf = num(take_kw(&mut kw, "posinf"), big)?;
    let neginf = num(take_kw(&mut kw, "neginf"), small)?;
    no_more_kw("nan_to_num", &kw)?;
    if !a.dtype.is_float() {
        return Ok(match &args[0] {
            Value::Array(_) => Value::Array(a),
            other => other.clone(),
        });
    }
    let fix = |x: f64| {
        if x.is_nan() {
            nan
        } else if x == f64::INFINITY {
            posinf
        } else if x == f64::NEG_INFINITY {
            neginf
        } else {
            x
        }
    };
    let out: Vec<Scalar> = a
        .values()
        .iter()
        .map(|s| Scalar::Float(fix(s.as_f64())))
        .collect();
    if a.ndim() == 0 || !matches!(args[0], Value::Array(_) | Value::List(_) | Value::Tuple(_)) {
        return Ok(crate::eval::arrays::np_scalar(out[0], a.dtype));
    }
    Ok(Value::Array(std::sync::Arc::new(
        crate::eval::arrays::from_scalars(&out, a.dtype, &a.shape)?,
    )))
}

/// `np.broadcast_to(a, shape)`: a read-only view with the new shape.
fn broadcast_to(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("broadcast_to", &args, 2, 2)?;
    no_more_kw("broadcast_to", &kw)?;
    let a = to_array(&args[0], None)?;
    let shape = crate::eval::arrays::shape_arg(&args[1..])?;
    let b = crate::eval::arrays::broadcast_to(&a, &shape).map_err(|_| {
        value_error(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
            crate::array::view::shape_msg(&a.shape),
            crate::array::view::shape_msg(&shape)
        ))
    })?;
    b.readonly.set(true);
    Ok(Value::Array(std::sync::Arc::new(b)))
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.fliplr",
        "np.fliplr(m): columns reversed (a view)",
        fliplr
    ),
    b!(
        "numpy.flipud",
        "np.flipud(m): rows reversed (a view)",
        flipud
    ),
    b!(
        "numpy.append",
        "np.append(arr, values, axis=None): a new array with values at the end",
        append
    ),
    b!(
        "numpy.full_like",
        "np.full_like(a, fill_value, dtype=None)",
        full_like
    ),
    b!("numpy.shape", "np.shape(a): the shape tuple", shape),
    b!("numpy.ndim", "np.ndim(a): the number of axes", ndim),
    b!(
        "numpy.size",
        "np.size(a, axis=None): the number of elements",
        size
    ),
    b!("numpy.isscalar", "np.isscalar(x)", isscalar),
    b!(
        "numpy.flatnonzero",
        "np.flatnonzero(a): flat indices of the nonzero elements",
        flatnonzero
    ),
    b!(
        "numpy.polyval",
        "np.polyval(p, x): the polynomial p at x",
        polyval
    ),
    b!("numpy.take", "np.take(a, indices, axis=None)", take),
    b!(
        "numpy.rot90",
        "np.rot90(m, k=1, axes=(0, 1)): rotated by 90 degrees k times (a view)",
        rot90
    ),
    b!(
        "numpy.nan_to_num",
        "np.nan_to_num(x, nan=0.0, posinf=None, neginf=None)",
        nan_to_num
    ),
    b!(
        "numpy.broadcast_to",
        "np.broadcast_to(a, shape): a read-only broadcast view",
        broadcast_to
    ),
];
