//! NumPy's functions for complex numbers: `real`, `imag` (views of the
//! parts of a complex array), `conj`, `angle`, `iscomplexobj`.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{from_scalars, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The argument as an array when it is one (lists and tuples become
/// one, as NumPy makes them).
fn as_array(v: &Value) -> Res<Option<Arc<Array>>> {
    Ok(match v {
        Value::Array(a) | Value::MemView(a, _) => Some(a.clone()),
        Value::List(_) | Value::Tuple(_) => Some(to_array(v, None)?),
        _ => None,
    })
}

/// `np.real(x)` / `np.imag(x)`: of a complex array, a view of its parts;
/// of a real array, the array itself or zeros; of a number, its part.
fn part(name: &str, args: &[Value], kw: &Kwargs, imag: bool) -> Res<Value> {
    arity(name, args, 1, 1)?;
    super::unsupported_kw(name, kw)?;
    if let Some(a) = as_array(&args[0])? {
        if let Some(p) = Array::complex_part(&a, imag) {
            return Ok(Value::Array(Arc::new(p)));
        }
        if !imag {
            return Ok(Value::Array(a));
        }
        let z = Array::zeros(a.dtype, &a.shape, false).map_err(crate::eval::arrays::array_err)?;
        return Ok(Value::Array(Arc::new(z)));
    }
    let pick = |re: f64, im: f64| if imag { im } else { re };
    Ok(match &args[0] {
        Value::Complex(re, im) => Value::Float(pick(*re, *im)),
        Value::NpScalar(s, d) if d.is_complex() => {
            let (re, im) = s.as_complex();
            let p = d.complex_part().unwrap_or(DType::F64);
            Value::NpScalar(p.wrap(Scalar::Float(pick(re, im))), p)
        }
        Value::Int(_) | Value::Bool(_) if imag => Value::Int(0),
        Value::Float(_) if imag => Value::Float(0.0),
        Value::NpScalar(_, d) if imag => Value::NpScalar(d.wrap(Scalar::Int(0)), *d),
        v @ (Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::NpScalar(..)) => v.clone(),
        other => {
            return Err(type_error(format!(
                "np.{name} of '{}' is not supported",
                other.type_name()
            )));
        }
    })
}

/// `np.conj(x)`: complex conjugates; real values unchanged (a copy).
fn conj(args: &[Value], kw: &Kwargs) -> Res<Value> {
    arity("conjugate", args, 1, 1)?;
    super::unsupported_kw("conjugate", kw)?;
    if let Some(r) = crate::eval::carrays::unary(&args[0], "conj") {
        return r;
    }
    match as_array(&args[0])? {
        Some(a) => {
            let copy = crate::eval::arrays::copy_of(&a, a.dtype, false)?;
            Ok(Value::Array(Arc::new(copy)))
        }
        None => Ok(args[0].clone()),
    }
}

/// `np.angle(z, deg=False)`: the argument of each element, in radians
/// or degrees.
fn angle(args: &[Value], mut kw: Kwargs) -> Res<Value> {
    arity("angle", args, 1, 2)?;
    let deg = match (args.get(1), take_kw(&mut kw, "deg")) {
        (Some(v), None) => v.truthy(),
        (None, Some(v)) => v.truthy(),
        (None, None) => false,
        (Some(_), Some(_)) => {
            return Err(type_error("angle() got multiple values for argument 'deg'"));
        }
    };
    no_more_kw("angle", &kw)?;
    let scale = if deg {
        180.0 / std::f64::consts::PI
    } else {
        1.0
    };
    let arg = |s: Scalar| {
        let (re, im) = s.as_complex();
        im.atan2(re) * scale
    };
    if let Some(a) = as_array(&args[0])? {
        let dt = match a.dtype {
            DType::C64 | DType::F32 => DType::F32,
            _ => DType::F64,
        };
        let out: Vec<Scalar> = a.offsets().map(|o| Scalar::Float(arg(a.load(o)))).collect();
        return Ok(Value::Array(Arc::new(from_scalars(&out, dt, &a.shape)?)));
    }
    let s = crate::eval::arrays::value_scalar(&args[0])?;
    Ok(Value::NpScalar(Scalar::Float(arg(s)), DType::F64))
}

/// `np.iscomplexobj(x)`: whether `x` is of a complex type (its values
/// do not matter).
fn iscomplexobj(args: &[Value], kw: &Kwargs) -> Res<Value> {
    arity("iscomplexobj", args, 1, 1)?;
    super::unsupported_kw("iscomplexobj", kw)?;
    Ok(Value::Bool(match &args[0] {
        Value::Complex(..) => true,
        Value::NpScalar(_, d) => d.is_complex(),
        v => as_array(v)?.is_some_and(|a| a.dtype.is_complex()),
    }))
}

/// The NumPy functions that compute complex numbers as NumPy does (the
/// others read only the real part of an element, so they refuse).
const COMPLEX_AWARE: &[&str] = &[
    "abs",
    "absolute",
    "add",
    "allclose",
    "amax",
    "amin",
    "angle",
    "argmax",
    "argmin",
    "argsort",
    "around",
    "array",
    "array_equal",
    "array_split",
    "asarray",
    "ascontiguousarray",
    "asfortranarray",
    "column_stack",
    "concatenate",
    "conj",
    "conjugate",
    "copy",
    "count_nonzero",
    "cumprod",
    "cumsum",
    "divide",
    "dot",
    "empty_like",
    "exp",
    "expand_dims",
    "flip",
    "full",
    "hstack",
    "imag",
    "iscomplex",
    "iscomplexobj",
    "isclose",
    "isreal",
    "linalg.norm",
    "log",
    "matmul",
    "max",
    "mean",
    "min",
    "multiply",
    "negative",
    "ones_like",
    "power",
    "prod",
    "ravel",
    "real",
    "repeat",
    "reshape",
    "roll",
    "round",
    "sort",
    "sort_complex",
    "split",
    "sqrt",
    "square",
    "squeeze",
    "stack",
    "subtract",
    "sum",
    "swapaxes",
    "moveaxis",
    "tile",
    "transpose",
    "true_divide",
    "vdot",
    "vstack",
    "where",
    "zeros_like",
    "result_type",
    "promote_types",
    "can_cast",
    "array_equiv",
    "inner",
    "kron",
    "take_along_axis",
    "choose",
    "compress",
    "resize",
    "take",
    "tensordot",
];

fn holds_complex(v: &Value) -> bool {
    match v {
        Value::Complex(..) => true,
        Value::NpScalar(_, d) => d.is_complex(),
        Value::Array(a) | Value::MemView(a, _) => a.dtype.is_complex(),
        _ => false,
    }
}

/// A NumPy function given a complex number or array that it would
/// compute on real parts only: refused, naming it.
pub fn refuse_complex(name: &str, args: &[Value], kw: &Kwargs) -> Res<()> {
    let Some(short) = name.strip_prefix("numpy.") else {
        return Ok(());
    };
    if COMPLEX_AWARE.contains(&short)
        || short.starts_with("random.")
        || short.starts_with("testing.")
    {
        return Ok(());
    }
    if args
        .iter()
        .chain(kw.iter().map(|(_, v)| v))
        .any(holds_complex)
    {
        return Err(not_implemented(format!(
            "arr does not support `np.{short}` of complex numbers yet"
        )));
    }
    Ok(())
}

/// `np.vdot(a, b)`: the dot product of the flattened arrays, the first
/// conjugated.
fn vdot(args: &[Value], kw: &Kwargs) -> Res<Value> {
    arity("vdot", args, 2, 2)?;
    super::unsupported_kw("vdot", kw)?;
    let flat = |v: &Value| -> Res<Arc<Array>> {
        let a = to_array(v, None)?;
        let c = crate::eval::arrays::copy_of(&a, a.dtype, false)?;
        Ok(Arc::new(
            Array::reshape(&Arc::new(c), &[a.size()]).map_err(crate::eval::arrays::array_err)?,
        ))
    };
    let (x, y) = (flat(&args[0])?, flat(&args[1])?);
    let x = match crate::eval::carrays::unary(&Value::Array(x.clone()), "conj") {
        Some(r) => match r? {
            Value::Array(c) => c,
            _ => x,
        },
        None => x,
    };
    crate::eval::matprod::dot(&x, &y)
}

/// `np.iscomplex(x)` / `np.isreal(x)`: whether each element's imaginary
/// part is nonzero (or zero).
fn iscomplex(name: &str, args: &[Value], kw: &Kwargs, want_complex: bool) -> Res<Value> {
    arity(name, args, 1, 1)?;
    super::unsupported_kw(name, kw)?;
    let test = |s: Scalar| (s.as_complex().1 != 0.0) == want_complex;
    match as_array(&args[0])? {
        Some(a) => {
            let out: Vec<Scalar> = a.offsets().map(|o| Scalar::Bool(test(a.load(o)))).collect();
            Ok(Value::Array(Arc::new(from_scalars(
                &out,
                DType::Bool,
                &a.shape,
            )?)))
        }
        None => {
            let s = crate::eval::arrays::value_scalar(&args[0])?;
            Ok(Value::NpScalar(Scalar::Bool(test(s)), DType::Bool))
        }
    }
}

fn real(_: &mut Frame, a: Vec<Value>, k: Kwargs) -> Res<Value> {
    part("real", &a, &k, false)
}

fn imag(_: &mut Frame, a: Vec<Value>, k: Kwargs) -> Res<Value> {
    part("imag", &a, &k, true)
}

pub static TABLE: &[Builtin] = &[
    b!("numpy.real", "np.real(x): the real parts", real),
    b!("numpy.imag", "np.imag(x): the imaginary parts", imag),
    b!("numpy.conj", "np.conj(x): complex conjugates", |_, a, k| {
        conj(&a, &k)
    }),
    b!(
        "numpy.conjugate",
        "np.conjugate(x): complex conjugates",
        |_, a, k| conj(&a, &k)
    ),
    b!(
        "numpy.angle",
        "np.angle(z, deg=False): the argument of each element",
        |_, a, k| angle(&a, k)
    ),
    b!(
        "numpy.vdot",
        "np.vdot(a, b): the dot product, a conjugated",
        |_, a, k| vdot(&a, &k)
    ),
    b!(
        "numpy.iscomplex",
        "np.iscomplex(x): whether each imaginary part is nonzero",
        |_, a, k| iscomplex("iscomplex", &a, &k, true)
    ),
    b!(
        "numpy.isreal",
        "np.isreal(x): whether each imaginary part is zero",
        |_, a, k| iscomplex("isreal", &a, &k, false)
    ),
    b!(
        "numpy.iscomplexobj",
        "np.iscomplexobj(x): whether x is of a complex type",
        |_, a, k| iscomplexobj(&a, &k)
    ),
];
