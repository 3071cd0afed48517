//! More of NumPy's elementwise functions: the inverse and hyperbolic
//! circular functions, `cbrt`/`exp2`/`expm1`/`log1p`, angle conversions,
//! rounding toward zero or to even, comparisons and bitwise operations as
//! functions, and `fmod`/`fmax`/`fmin`/`heaviside`.

use super::npshape::float2;
use super::{Builtin, arity};
use crate::eval::arrays::{self, compare};
use crate::eval::exc::*;
use crate::eval::value::Value;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};

macro_rules! cmp_ufunc {
    ($name:expr, $op:expr) => {
        b!(
            concat!("numpy.", $name),
            concat!("np.", $name, "(x, y): elementwise comparison"),
            |_, a, k| {
                arity($name, &a, 2, 2)?;
                super::unsupported_kw($name, &k)?;
                comparison($op, &a[0], &a[1])
            }
        )
    };
}

macro_rules! op_ufunc {
    ($name:expr, $op:expr) => {
        b!(
            concat!("numpy.", $name),
            concat!("np.", $name, "(x, y): elementwise"),
            |_, a, k| {
                arity($name, &a, 2, 2)?;
                super::unsupported_kw($name, &k)?;
                let xs = super::npscalar::operands(&a)?;
                let r = crate::eval::ops::binary($op, &xs[0], &xs[1])?;
                Ok(super::npscalar::result(r))
            }
        )
    };
}

/// A list or tuple operand becomes an array, so the operator is NumPy's.
fn as_array(v: &Value) -> Res<Value> {
    Ok(match v {
        Value::List(_) | Value::Tuple(_) => Value::Array(arrays::to_array(v, None)?),
        v => v.clone(),
    })
}

fn comparison(op: CmpOp, x: &Value, y: &Value) -> Res<Value> {
    let (x, y) = (as_array(x)?, as_array(y)?);
    match compare(op, &x, &y)? {
        Some(v) => Ok(v),
        // Two numbers: a NumPy bool.
        None => {
            let b = crate::eval::ops::compare(op, &x, &y)?;
            Ok(arrays::np_scalar(
                crate::array::Scalar::Bool(b),
                crate::array::DType::Bool,
            ))
        }
    }
}

fn sign_keeping(
    name: &str,
    args: &[Value],
    kw: &crate::eval::call::Kwargs,
    op: UnOp,
) -> Res<Value> {
    arity(name, args, 1, 1)?;
    super::unsupported_kw(name, kw)?;
    let x = &super::npscalar::operands(args)?[0];
    Ok(super::npscalar::result(crate::eval::ops::unary(op, x)?))
}

/// A two-operand function that keeps integers integers (int64), as
/// NumPy's integer loops do; otherwise computed on doubles.
fn int_or_float2(
    name: &str,
    args: &[Value],
    kw: &crate::eval::call::Kwargs,
    int: fn(i64, i64) -> i64,
    float: fn(f64, f64) -> f64,
) -> Res<Value> {
    use crate::array::{DType, Scalar};
    arity(name, args, 2, 2)?;
    let is_int = |v: &Value| match v {
        Value::Int(_) | Value::Bool(_) => true,
        Value::NpScalar(_, d) => d.is_int(),
        Value::Array(a) | Value::MemView(a, _) => a.dtype.is_int(),
        Value::List(_) | Value::Tuple(_) => {
            arrays::to_array(v, None).is_ok_and(|a| a.dtype.is_int())
        }
        _ => false,
    };
    if !(is_int(&args[0]) && is_int(&args[1])) {
        return float2(name, args, kw, float);
    }
    super::unsupported_kw(name, kw)?;
    let scalar = |v: &Value| {
        !matches!(
            v,
            Value::Array(_) | Value::MemView(..) | Value::List(_) | Value::Tuple(_)
        )
    };
    let dt = arrays::operands_dtype(args);
    let (x, y) = (
        arrays::to_array(&args[0], Some(DType::I64))?,
        arrays::to_array(&args[1], Some(DType::I64))?,
    );
    let (shape, x, y) = arrays::broadcast_pair(&x, &y)?;
    let out: Vec<Scalar> = x
        .values()
        .iter()
        .zip(y.values())
        .map(|(p, q)| dt.wrap(Scalar::Int(int(p.as_i64(), q.as_i64()))))
        .collect();
    if scalar(&args[0]) && scalar(&args[1]) {
        return Ok(arrays::np_scalar(out[0], dt));
    }
    Ok(Value::Array(std::sync::Arc::new(arrays::from_scalars(
        &out, dt, &shape,
    )?)))
}

fn heaviside(x: f64, h0: f64) -> f64 {
    if x.is_nan() {
        x
    } else if x < 0.0 {
        0.0
    } else if x > 0.0 {
        1.0
    } else {
        h0
    }
}

fn sinc(x: f64) -> f64 {
    if x == 0.0 {
        return 1.0;
    }
    let y = std::f64::consts::PI * x;
    y.sin() / y
}

pub static TABLE: &[Builtin] = &[
    ufunc!("arcsin", f64::asin),
    ufunc!("arccos", f64::acos),
    ufunc!("arcsinh", f64::asinh),
    ufunc!("arccosh", f64::acosh),
    ufunc!("arctanh", f64::atanh),
    ufunc!("sinh", f64::sinh),
    ufunc!("cosh", f64::cosh),
    ufunc!("cbrt", f64::cbrt),
    ufunc!("exp2", f64::exp2),
    ufunc!("expm1", f64::exp_m1),
    ufunc!("log1p", f64::ln_1p),
    ufunc!("fabs", f64::abs),
    ufunc!("rint", f64::round_ties_even),
    ufunc!("trunc", f64::trunc),
    ufunc!("fix", f64::trunc),
    ufunc!("sinc", sinc),
    ufunc!("deg2rad", f64::to_radians),
    ufunc!("radians", f64::to_radians),
    ufunc!("rad2deg", f64::to_degrees),
    ufunc!("degrees", f64::to_degrees),
    ufunc!("reciprocal", |x| 1.0 / x),
    b!(
        "numpy.negative",
        "np.negative(x): elementwise -x",
        |_, a, k| { sign_keeping("negative", &a, &k, UnOp::Neg) }
    ),
    b!(
        "numpy.positive",
        "np.positive(x): elementwise +x",
        |_, a, k| { sign_keeping("positive", &a, &k, UnOp::Pos) }
    ),
    b!("numpy.invert", "np.invert(x): elementwise ~x", |_, a, k| {
        sign_keeping("invert", &a, &k, UnOp::Invert)
    }),
    b!(
        "numpy.isfinite",
        "np.isfinite(x): elementwise, neither infinite nor NaN",
        |_, a, k| {
            super::unsupported_kw("isfinite", &k)?;
            super::numpy::predicate(a, f64::is_finite)
        }
    ),
    b!(
        "numpy.signbit",
        "np.signbit(x): elementwise, whether the sign bit is set (-0.0 too)",
        |_, a, k| {
            super::unsupported_kw("signbit", &k)?;
            super::numpy::predicate(a, f64::is_sign_negative)
        }
    ),
    cmp_ufunc!("equal", CmpOp::Eq),
    cmp_ufunc!("not_equal", CmpOp::Ne),
    cmp_ufunc!("less", CmpOp::Lt),
    cmp_ufunc!("less_equal", CmpOp::Le),
    cmp_ufunc!("greater", CmpOp::Gt),
    cmp_ufunc!("greater_equal", CmpOp::Ge),
    op_ufunc!("bitwise_and", BinOp::BitAnd),
    op_ufunc!("bitwise_or", BinOp::BitOr),
    op_ufunc!("bitwise_xor", BinOp::BitXor),
    op_ufunc!("left_shift", BinOp::Shl),
    op_ufunc!("right_shift", BinOp::Shr),
    b!(
        "numpy.fmod",
        "np.fmod(x, y): C's remainder, the dividend's sign",
        |_, a, k| {
            int_or_float2(
                "fmod",
                &a,
                &k,
                |x, y| x.checked_rem(y).unwrap_or(0),
                |x, y| x % y,
            )
        }
    ),
    b!(
        "numpy.fmax",
        "np.fmax(x, y): elementwise, ignoring NaN",
        |_, a, k| { int_or_float2("fmax", &a, &k, i64::max, f64::max) }
    ),
    b!(
        "numpy.fmin",
        "np.fmin(x, y): elementwise, ignoring NaN",
        |_, a, k| { int_or_float2("fmin", &a, &k, i64::min, f64::min) }
    ),
    b!(
        "numpy.heaviside",
        "np.heaviside(x, h0): 0, h0 or 1 by the sign of x",
        |_, a, k| { float2("heaviside", &a, &k, heaviside) }
    ),
];
