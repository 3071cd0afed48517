//! More of NumPy's functions that kernels and their drivers reach for:
//! the arithmetic ufuncs by name, `identity`, `isclose`, logical ufuncs,
//! `flip`, `squeeze`, `expand_dims`.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::Array;
use crate::array::view::Sub;
use crate::eval::arrays::{array_err, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::value::Value;
use crate::syntax::ast::{BinOp, CmpOp};
use std::sync::Arc;

fn ufunc2(name: &str, args: &[Value], kw: &Kwargs, op: BinOp) -> Res<Value> {
    arity(name, args, 2, 2)?;
    super::unsupported_kw(name, kw)?;
    let xs = super::npscalar::operands(args)?;
    Ok(super::npscalar::result(ops::binary(op, &xs[0], &xs[1])?))
}

/// An array result as a value (a view or a new array).
fn array(a: Array) -> Value {
    Value::Array(Arc::new(a))
}

/// `np.isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)`:
/// `|a - b| <= atol + rtol * |b|` elementwise; infinities are close only
/// to themselves, NaNs to each other only with `equal_nan`.
fn isclose(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("isclose", &args, 2, 4)?;
    let mut num = |k: usize, name: &str, d: f64| -> Res<f64> {
        match args.get(k).cloned().or_else(|| take_kw(&mut kw, name)) {
            Some(v) => Ok(crate::eval::arrays::value_scalar(&v)?.as_f64()),
            None => Ok(d),
        }
    };
    let (rtol, atol) = (num(2, "rtol", 1e-5)?, num(3, "atol", 1e-8)?);
    let equal_nan = match take_kw(&mut kw, "equal_nan") {
        Some(v) => crate::eval::attrs::truth(f, &v)?,
        None => false,
    };
    no_more_kw("isclose", &kw)?;
    let xs = super::npscalar::operands(&args[..2])?;
    let (x, y) = (to_array(&xs[0], None)?, to_array(&xs[1], None)?);
    let (shape, bx, by) = crate::eval::arrays::broadcast_pair(&x, &y)?;
    let single = single_precision(x.dtype, y.dtype);
    let out: Vec<crate::array::Scalar> = bx
        .values()
        .into_iter()
        .zip(by.values())
        .map(|(p, q)| crate::array::Scalar::Bool(close(p, q, rtol, atol, equal_nan, single)))
        .collect();
    let r = crate::eval::arrays::from_scalars(&out, crate::array::DType::Bool, &shape)?;
    Ok(super::npscalar::result(Value::Array(Arc::new(r))))
}

/// Does `isclose` of these dtypes compute in float32? NumPy computes in
/// the operands' type, float64 once an integer operand is too wide for
/// float32 to hold exactly.
pub fn single_precision(x: crate::array::DType, y: crate::array::DType) -> bool {
    use crate::array::DType;
    let t = DType::promote(x, y);
    matches!(t, DType::F32 | DType::C64)
}

/// `isclose` of one pair: `|x - y| <= atol + rtol * |y|` where `y` is
/// finite, or `x == y` (infinities), or both NaN with `equal_nan`.
pub fn close(
    p: crate::array::Scalar,
    q: crate::array::Scalar,
    rtol: f64,
    atol: f64,
    equal_nan: bool,
    single: bool,
) -> bool {
    let ((a, b), (c, d)) = (p.as_complex(), q.as_complex());
    let nan = |re: f64, im: f64| re.is_nan() || im.is_nan();
    if nan(a, b) || nan(c, d) {
        return equal_nan && nan(a, b) && nan(c, d);
    }
    if !(c.is_finite() && d.is_finite()) {
        return a == c && b == d;
    }
    if single {
        let (a, b, c, d) = (a as f32, b as f32, c as f32, d as f32);
        (a - c).hypot(b - d) <= atol as f32 + rtol as f32 * c.hypot(d)
    } else {
        (a - c).hypot(b - d) <= atol + rtol * c.hypot(d)
    }
}

/// The truth of each element, as a bool array.
fn truth(v: &Value) -> Res<Arc<Array>> {
    to_array(v, Some(crate::array::DType::Bool))
}

fn logical(name: &str, args: Vec<Value>, kw: Kwargs, op: BinOp) -> Res<Value> {
    arity(name, &args, 2, 2)?;
    super::unsupported_kw(name, &kw)?;
    let (a, b) = (truth(&args[0])?, truth(&args[1])?);
    let r = ops::binary(op, &Value::Array(a), &Value::Array(b))?;
    Ok(super::npscalar::result(r))
}

/// `np.flip(a, axis=None)`: every axis (or one) reversed, as a view.
fn flip(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("flip", &args, 1, 2)?;
    let axis = args.get(1).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("flip", &kw)?;
    let a = to_array(&args[0], None)?;
    let n = a.ndim();
    let mut subs = vec![Sub::Slice(None, None, None); n];
    match axis {
        None | Some(Value::None) => subs.fill(Sub::Slice(None, None, Some(-1))),
        Some(Value::Int(axis)) => {
            let k = if axis < 0 { axis + n as i64 } else { axis };
            if k < 0 || k >= n as i64 {
                return Err(crate::eval::exc::axis_error(axis, n as i64));
            }
            subs[k as usize] = Sub::Slice(None, None, Some(-1));
        }
        Some(other) => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    }
    match Array::subscript(&a, &subs).map_err(array_err)? {
        Ok(_) => Ok(Value::Array(a)),
        Err(view) => Ok(array(view)),
    }
}

/// `np.squeeze(a)`: the array without its length-1 axes (a view).
fn squeeze(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("squeeze", &args, 1, 1)?;
    super::unsupported_kw("squeeze", &kw)?;
    let a = to_array(&args[0], None)?;
    let shape: Vec<usize> = a.shape.iter().copied().filter(|&d| d != 1).collect();
    Ok(array(Array::reshape(&a, &shape).map_err(array_err)?))
}

/// `np.expand_dims(a, axis)`: a new length-1 axis at `axis`.
fn expand_dims(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("expand_dims", &args, 1, 2)?;
    let axis = args.get(1).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("expand_dims", &kw)?;
    let a = to_array(&args[0], None)?;
    let n = a.ndim() as i64 + 1;
    let k = match axis {
        Some(Value::Int(k)) => k,
        _ => return Err(type_error("expand_dims() needs an int axis")),
    };
    let axis = k;
    let k = if k < 0 { k + n } else { k };
    if k < 0 || k >= n {
        return Err(crate::eval::exc::axis_error(axis, n));
    }
    let mut shape = a.shape.to_vec();
    shape.insert(k as usize, 1);
    Ok(array(Array::reshape(&a, &shape).map_err(array_err)?))
}

/// `np.iinfo(int type)` / `np.finfo(float type)`: an object with the
/// type's limits as attributes (`max`, `min`, `bits`; `eps`, `tiny`,
/// `resolution` for floats).
fn type_info(args: &[Value], float: bool) -> Res<Value> {
    use crate::array::{DType, Scalar};
    let name = if float { "finfo" } else { "iinfo" };
    arity(name, args, 1, 1)?;
    let d = match &args[0] {
        Value::Array(a) => a.dtype,
        v => crate::eval::arrays::parse_dtype(v)?,
    };
    if d.is_float() != float || d == DType::Bool {
        return Err(value_error(format!(
            "Invalid integer data type '{}'.",
            d.name().chars().next().unwrap_or('?')
        )));
    }
    static IINFO: std::sync::OnceLock<Arc<crate::eval::value::Class>> = std::sync::OnceLock::new();
    static FINFO: std::sync::OnceLock<Arc<crate::eval::value::Class>> = std::sync::OnceLock::new();
    let class = if float { &FINFO } else { &IINFO }
        .get_or_init(|| super::builtin_class(name, "numpy", "", &[]))
        .clone();
    let inst = crate::eval::value::Instance::new(class);
    let scalar = |s: Scalar| Value::NpScalar(s, d);
    inst.set_attr("bits", Value::Int(8 * d.itemsize() as i64));
    inst.set_attr("dtype", Value::DType(d));
    if float {
        let (max, tiny, eps, res) = if d == DType::F32 {
            (
                f32::MAX as f64,
                f32::MIN_POSITIVE as f64,
                f32::EPSILON as f64,
                1e-6,
            )
        } else {
            (f64::MAX, f64::MIN_POSITIVE, f64::EPSILON, 1e-15)
        };
        inst.set_attr("max", scalar(Scalar::Float(max)));
        inst.set_attr("min", scalar(Scalar::Float(-max)));
        inst.set_attr("tiny", scalar(Scalar::Float(tiny)));
        inst.set_attr("smallest_normal", scalar(Scalar::Float(tiny)));
        inst.set_attr("eps", scalar(Scalar::Float(eps)));
        inst.set_attr("resolution", scalar(Scalar::Float(res)));
    } else {
        let bits = 8 * d.itemsize() as u32;
        let (min, max): (i128, i128) = if d.is_signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        };
        let int = |x: i128| match i64::try_from(x) {
            Ok(i) => Value::Int(i),
            Err(_) => crate::eval::bigint::norm(num_bigint::BigInt::from(x)),
        };
        inst.set_attr("max", int(max));
        inst.set_attr("min", int(min));
    }
    Ok(Value::Instance(Arc::new(inst)))
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.iinfo",
        "np.iinfo(int type): its min, max and bits",
        |_, a, k| {
            super::unsupported_kw("iinfo", &k)?;
            type_info(&a, false)
        }
    ),
    b!(
        "numpy.finfo",
        "np.finfo(float type): its eps, max, min, tiny",
        |_, a, k| {
            super::unsupported_kw("finfo", &k)?;
            type_info(&a, true)
        }
    ),
    b!("numpy.subtract", "np.subtract(x, y)", |_, a, k| ufunc2(
        "subtract",
        &a,
        &k,
        BinOp::Sub
    )),
    b!(
        "numpy.divide",
        "np.divide(x, y): true division",
        |_, a, k| { ufunc2("divide", &a, &k, BinOp::Div) }
    ),
    b!("numpy.true_divide", "np.true_divide(x, y)", |_, a, k| {
        ufunc2("true_divide", &a, &k, BinOp::Div)
    }),
    b!("numpy.floor_divide", "np.floor_divide(x, y)", |_, a, k| {
        ufunc2("floor_divide", &a, &k, BinOp::FloorDiv)
    }),
    b!(
        "numpy.mod",
        "np.mod(x, y): Python's remainder",
        |_, a, k| { ufunc2("mod", &a, &k, BinOp::Mod) }
    ),
    b!("numpy.remainder", "np.remainder(x, y)", |_, a, k| {
        ufunc2("remainder", &a, &k, BinOp::Mod)
    }),
    b!(
        "numpy.square",
        "np.square(x): x * x elementwise",
        |_, a, k| {
            arity("square", &a, 1, 1)?;
            super::unsupported_kw("square", &k)?;
            let x = &super::npscalar::operands(&a)?[0];
            Ok(super::npscalar::result(ops::binary(BinOp::Mul, x, x)?))
        }
    ),
    b!(
        "numpy.identity",
        "np.identity(n, dtype=float64)",
        |f, a, k| {
            arity("identity", &a, 1, 1)?;
            super::npsort::eye(f, a, k)
        }
    ),
    b!(
        "numpy.isclose",
        "np.isclose(a, b, rtol=1e-05, atol=1e-08)",
        isclose
    ),
    b!("numpy.logical_and", "np.logical_and(x, y)", |_, a, k| {
        logical("logical_and", a, k, BinOp::BitAnd)
    }),
    b!("numpy.logical_or", "np.logical_or(x, y)", |_, a, k| {
        logical("logical_or", a, k, BinOp::BitOr)
    }),
    b!("numpy.logical_xor", "np.logical_xor(x, y)", |_, a, k| {
        logical("logical_xor", a, k, BinOp::BitXor)
    }),
    b!("numpy.logical_not", "np.logical_not(x)", |_, a, k| {
        arity("logical_not", &a, 1, 1)?;
        super::unsupported_kw("logical_not", &k)?;
        let t = truth(&a[0])?;
        crate::eval::arrays::compare(CmpOp::Eq, &Value::Array(t), &Value::Bool(false))?
            .ok_or_else(|| type_error("logical_not() needs an array"))
    }),
    b!(
        "numpy.flip",
        "np.flip(a, axis=None): reversed, as a view",
        flip
    ),
    b!(
        "numpy.squeeze",
        "np.squeeze(a): without length-1 axes",
        squeeze
    ),
    b!(
        "numpy.expand_dims",
        "np.expand_dims(a, axis): with a new length-1 axis",
        expand_dims
    ),
    b!(
        "numpy.nanmax",
        "np.nanmax(a, axis=None): the largest non-NaN element",
        |_, a, k| { super::npnan::nan_reduce("nanmax", a, k) }
    ),
    b!(
        "numpy.nanmin",
        "np.nanmin(a, axis=None): the smallest non-NaN element",
        |_, a, k| { super::npnan::nan_reduce("nanmin", a, k) }
    ),
    b!(
        "numpy.nanmean",
        "np.nanmean(a, axis=None): the mean of the non-NaN elements",
        |_, a, k| { super::npnan::nan_reduce("nanmean", a, k) }
    ),
    b!(
        "numpy.nansum",
        "np.nansum(a, axis=None): the sum ignoring NaNs",
        super::npnan::nansum
    ),
];
