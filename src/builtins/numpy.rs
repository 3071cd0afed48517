//! The NumPy subset: array creation, dtypes, ufuncs and reductions, under
//! `import numpy as np` / `cimport numpy as np`.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{
    self, Reduce, array_err, from_scalars, parse_dtype, shape_arg, to_array, value_scalar,
};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

macro_rules! dtype_entry {
    ($name:expr) => {
        b!(
            concat!("numpy.", $name),
            concat!("np.", $name, ": a dtype (calling it converts a number)"),
            |_, a, _| {
                let d = DType::parse($name).unwrap_or(DType::F64);
                convert_scalar(d, a.first())
            }
        )
    };
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.zeros",
        "np.zeros(shape, dtype=float64, order='C'): a new array of zeros",
        zeros
    ),
    b!(
        "numpy.ones",
        "np.ones(shape, dtype=float64, order='C'): a new array of ones",
        ones
    ),
    b!(
        "numpy.empty",
        "np.empty(shape, dtype=float64, order='C'): a new array (arr zero-fills it)",
        zeros
    ),
    b!(
        "numpy.ndarray",
        "np.ndarray(shape, dtype=float64, order='C'): the array type; called, a new array (arr zero-fills it)",
        zeros
    ),
    b!(
        "numpy.full",
        "np.full(shape, value, dtype=None): a new array filled with value",
        full
    ),
    b!(
        "numpy.zeros_like",
        "np.zeros_like(a, dtype=None)",
        zeros_like
    ),
    b!("numpy.ones_like", "np.ones_like(a, dtype=None)", ones_like),
    b!(
        "numpy.empty_like",
        "np.empty_like(a, dtype=None)",
        zeros_like
    ),
    b!(
        "numpy.arange",
        "np.arange([start,] stop[, step], dtype=None)",
        arange
    ),
    b!(
        "numpy.linspace",
        "np.linspace(start, stop, num=50, endpoint=True)",
        linspace
    ),
    b!(
        "numpy.array",
        "np.array(object, dtype=None): a new array (always copies)",
        array
    ),
    b!(
        "numpy.asarray",
        "np.asarray(a, dtype=None): an array sharing a's memory when possible",
        asarray
    ),
    b!(
        "numpy.ascontiguousarray",
        "np.ascontiguousarray(a): C-contiguous (copies only if needed)",
        ascontiguous
    ),
    b!(
        "numpy.asfortranarray",
        "np.asfortranarray(a): Fortran-contiguous (copies only if needed)",
        asfortran
    ),
    b!("numpy.copy", "np.copy(a): a C-order copy", copy),
    b!("numpy.reshape", "np.reshape(a, shape)", reshape),
    b!("numpy.ravel", "np.ravel(a)", ravel),
    b!("numpy.transpose", "np.transpose(a, axes=None)", transpose),
    b!("numpy.sum", "np.sum(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Sum
    )),
    b!("numpy.prod", "np.prod(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Prod
    )),
    b!("numpy.min", "np.min(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Min
    )),
    b!("numpy.amin", "np.amin(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Min
    )),
    b!("numpy.max", "np.max(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Max
    )),
    b!("numpy.amax", "np.amax(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Max
    )),
    b!("numpy.mean", "np.mean(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Mean
    )),
    b!("numpy.std", "np.std(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Std(0)
    )),
    b!("numpy.var", "np.var(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::Var(0)
    )),
    b!(
        "numpy.cumsum",
        "np.cumsum(a, axis=None, dtype=None)",
        |_, a, k| {
            arity("cumsum", &a, 1, 3)?;
            let x = to_array(&a[0], None)?;
            arrays::method(&x, "cumsum", a[1..].to_vec(), k, false)
        }
    ),
    b!(
        "numpy.cumprod",
        "np.cumprod(a, axis=None, dtype=None)",
        |_, a, k| {
            arity("cumprod", &a, 1, 3)?;
            let x = to_array(&a[0], None)?;
            arrays::method(&x, "cumprod", a[1..].to_vec(), k, false)
        }
    ),
    b!("numpy.any", "np.any(a, axis=None)", |_, a, mut k| {
        arity("any", &a, 1, 2)?;
        let x = to_array(&a[0], None)?;
        crate::eval::reduce_axes::any_all(&x, false, &a[1..], &mut k)
    }),
    b!("numpy.all", "np.all(a, axis=None)", |_, a, mut k| {
        arity("all", &a, 1, 2)?;
        let x = to_array(&a[0], None)?;
        crate::eval::reduce_axes::any_all(&x, true, &a[1..], &mut k)
    }),
    b!("numpy.stack", "np.stack(arrays, axis=0)", stack),
    b!(
        "numpy.bincount",
        "np.bincount(x, weights=None, minlength=0)",
        bincount
    ),
    b!("numpy.trace", "np.trace(a): the sum of the diagonal", trace),
    b!(
        "numpy.vstack",
        "np.vstack(arrays): joined row-wise",
        |f, a, k| { vhstack(f, a, k, true) }
    ),
    b!(
        "numpy.hstack",
        "np.hstack(arrays): joined column-wise",
        |f, a, k| { vhstack(f, a, k, false) }
    ),
    b!("numpy.argmin", "np.argmin(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::ArgMin
    )),
    b!("numpy.argmax", "np.argmax(a, axis=None)", |_, a, k| reduce(
        a,
        k,
        Reduce::ArgMax
    )),
    b!(
        "numpy.round",
        "np.round(a, decimals=0): round half to even, keeping the dtype",
        round
    ),
    b!(
        "numpy.around",
        "np.around(a, decimals=0): the same as np.round",
        round
    ),
    ufunc!("sqrt", f64::sqrt),
    ufunc!("exp", f64::exp),
    ufunc!("log", f64::ln),
    ufunc!("log2", f64::log2),
    ufunc!("log10", f64::log10),
    ufunc!("sin", f64::sin),
    ufunc!("cos", f64::cos),
    ufunc!("tan", f64::tan),
    ufunc!("arctan", f64::atan),
    ufunc!("tanh", f64::tanh),
    ufunc!("floor", f64::floor),
    ufunc!("ceil", f64::ceil),
    b!("numpy.abs", "np.abs(x): elementwise absolute value", abs),
    b!(
        "numpy.absolute",
        "np.absolute(x): elementwise absolute value",
        abs
    ),
    b!("numpy.power", "np.power(x, y)", |_, a, k| {
        super::unsupported_kw("power", &k)?;
        binop(a, crate::syntax::ast::BinOp::Pow)
    }),
    b!("numpy.add", "np.add(x, y)", |_, a, k| {
        super::unsupported_kw("add", &k)?;
        binop(a, crate::syntax::ast::BinOp::Add)
    }),
    b!("numpy.multiply", "np.multiply(x, y)", |_, a, k| {
        super::unsupported_kw("multiply", &k)?;
        binop(a, crate::syntax::ast::BinOp::Mul)
    }),
    b!(
        "numpy.minimum",
        "np.minimum(x, y): elementwise",
        |_, a, k| {
            super::unsupported_kw("minimum", &k)?;
            extreme(a, true)
        }
    ),
    b!(
        "numpy.maximum",
        "np.maximum(x, y): elementwise",
        |_, a, k| {
            super::unsupported_kw("maximum", &k)?;
            extreme(a, false)
        }
    ),
    b!("numpy.clip", "np.clip(a, lo, hi)", clip),
    b!("numpy.where", "np.where(cond, x, y)", where_),
    b!("numpy.dot", "np.dot(a, b)", dot),
    b!(
        "numpy.unravel_index",
        "np.unravel_index(flat_index, shape)",
        unravel_index
    ),
    b!("numpy.matmul", "np.matmul(a, b)", dot),
    b!(
        "numpy.allclose",
        "np.allclose(a, b, rtol=1e-05, atol=1e-08)",
        allclose
    ),
    b!("numpy.array_equal", "np.array_equal(a, b)", array_equal),
    b!(
        "numpy.concatenate",
        "np.concatenate(arrays, axis=0)",
        concatenate
    ),
    b!("numpy.isnan", "np.isnan(x)", |_, a, k| {
        super::unsupported_kw("isnan", &k)?;
        predicate(a, f64::is_nan)
    }),
    b!("numpy.isinf", "np.isinf(x)", |_, a, k| {
        super::unsupported_kw("isinf", &k)?;
        predicate(a, f64::is_infinite)
    }),
    dtype_entry!("float64"),
    dtype_entry!("float32"),
    dtype_entry!("double"),
    dtype_entry!("single"),
    dtype_entry!("int64"),
    dtype_entry!("int32"),
    dtype_entry!("int16"),
    dtype_entry!("int8"),
    dtype_entry!("uint64"),
    dtype_entry!("uint32"),
    dtype_entry!("uint16"),
    dtype_entry!("uint8"),
    dtype_entry!("intc"),
    dtype_entry!("intp"),
    dtype_entry!("int_"),
    dtype_entry!("bool_"),
    dtype_entry!("float_"),
    dtype_entry!("bool"),
    dtype_entry!("byte"),
    dtype_entry!("ubyte"),
    dtype_entry!("short"),
    dtype_entry!("ushort"),
    dtype_entry!("uintc"),
    dtype_entry!("long"),
    dtype_entry!("ulong"),
    dtype_entry!("longlong"),
    dtype_entry!("ulonglong"),
    dtype_entry!("uintp"),
    dtype_entry!("uint"),
    dtype_entry!("complex128"),
    dtype_entry!("complex64"),
    dtype_entry!("cdouble"),
    dtype_entry!("csingle"),
    b!("numpy.dtype", "np.dtype(name)", |_, a, _| {
        arity("dtype", &a, 1, 1)?;
        Ok(Value::DType(parse_dtype(&a[0])?))
    }),
];

/// `np.float64` and friends evaluate to dtype values.
pub fn dtype_constant(name: &str) -> Option<Value> {
    if name == "dtype" {
        return None;
    }
    DType::parse(name)
        .filter(|_| {
            TABLE
                .iter()
                .any(|b| b.name.strip_prefix("numpy.") == Some(name))
        })
        .map(Value::ScalarType)
}

fn convert_scalar(d: DType, v: Option<&Value>) -> Res<Value> {
    arrays::scalar_of_dtype(d, v)
}

fn dtype_kw(kw: &mut Kwargs, default: DType) -> Res<DType> {
    match take_kw(kw, "dtype") {
        None | Some(Value::None) => Ok(default),
        Some(v) => parse_dtype(&v),
    }
}

fn order_kw(kw: &mut Kwargs) -> Res<bool> {
    match take_kw(kw, "order") {
        None => Ok(false),
        Some(Value::Str(s)) if s.as_ref() == "C" => Ok(false),
        Some(Value::Str(s)) if s.as_ref() == "F" => Ok(true),
        Some(_) => Err(value_error("order must be one of 'C', 'F', 'A', or 'K'")),
    }
}

fn new_array(args: &[Value], kw: &mut Kwargs, fill: Option<Scalar>) -> Res<Value> {
    let shape = shape_arg(&args[..1.min(args.len())])?;
    let dt = match args.get(1) {
        Some(v) if fill.is_some() || args.len() > 1 => parse_dtype(v)?,
        _ => dtype_kw(kw, DType::F64)?,
    };
    let fortran = order_kw(kw)?;
    let a = Array::zeros(dt, &shape, fortran).map_err(array_err)?;
    if let Some(v) = fill {
        a.fill(v);
    }
    Ok(Value::Array(Arc::new(a)))
}

fn zeros(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("zeros", &args, 1, 2)?;
    new_array(&args, &mut kw, None)
}

fn ones(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("ones", &args, 1, 2)?;
    new_array(&args, &mut kw, Some(Scalar::Int(1)))
}

fn full(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("full", &args, 2, 3)?;
    let v = value_scalar(&args[1])?;
    let default = match args[1] {
        Value::Int(_) => DType::I64,
        Value::Bool(_) => DType::Bool,
        Value::Complex(..) => DType::C128,
        _ => DType::F64,
    };
    let dt = match args.get(2) {
        Some(d) => parse_dtype(d)?,
        None => dtype_kw(&mut kw, default)?,
    };
    // An int must fit the dtype (NEP 50); a float is cast.
    crate::eval::npint::check_weak(&args[1], dt)?;
    let shape = shape_arg(&args[..1])?;
    let a = Array::zeros(dt, &shape, order_kw(&mut kw)?).map_err(array_err)?;
    a.fill(v);
    Ok(Value::Array(Arc::new(a)))
}

fn like(args: &[Value], kw: &mut Kwargs, fill: Option<Scalar>) -> Res<Value> {
    let src = to_array(
        args.first()
            .ok_or_else(|| type_error("missing argument 'a'"))?,
        None,
    )?;
    let dt = dtype_kw(kw, src.dtype)?;
    let a = Array::zeros(dt, &src.shape, false).map_err(array_err)?;
    if let Some(v) = fill {
        a.fill(v);
    }
    Ok(Value::Array(Arc::new(a)))
}

fn zeros_like(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    like(&args, &mut kw, None)
}

fn ones_like(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    like(&args, &mut kw, Some(Scalar::Int(1)))
}

fn arange(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("arange", &args, 1, 3)?;
    let (start, stop, step) = match args.as_slice() {
        [stop] => (Value::Int(0), stop.clone(), Value::Int(1)),
        [start, stop] => (start.clone(), stop.clone(), Value::Int(1)),
        [start, stop, step] => (start.clone(), stop.clone(), step.clone()),
        _ => return Err(type_error("arange() requires stop to be specified.")),
    };
    let all_int = [&start, &stop, &step]
        .iter()
        .all(|v| matches!(v, Value::Int(_) | Value::Bool(_)));
    let dt = dtype_kw(&mut kw, if all_int { DType::I64 } else { DType::F64 })?;
    let (a, b, s) = (
        value_scalar(&start)?.as_f64(),
        value_scalar(&stop)?.as_f64(),
        value_scalar(&step)?.as_f64(),
    );
    if s == 0.0 {
        return Err(zero_div("division by zero"));
    }
    // Integer bounds count exactly (through a float, 2**62 + 3 - 2**62
    // was 0).
    let n = if all_int {
        crate::eval::value::range_len(
            value_scalar(&start)?.as_i64(),
            value_scalar(&stop)?.as_i64(),
            value_scalar(&step)?.as_i64(),
        ) as usize
    } else {
        ((b - a) / s).ceil().max(0.0) as usize
    };
    let (ia, is) = (
        value_scalar(&start)?.as_i64(),
        value_scalar(&step)?.as_i64(),
    );
    let at = |k: usize| {
        if all_int {
            Scalar::Int(ia.wrapping_add((k as i64).wrapping_mul(is)))
        } else {
            Scalar::Float(a + k as f64 * s)
        }
    };
    // As linspace does: a size past memory is a MemoryError, not an abort.
    let mut vals: Vec<Scalar> = crate::eval::arrays::vec_for(n)?;
    vals.extend((0..n).map(at));
    Ok(Value::Array(Arc::new(from_scalars(&vals, dt, &[n])?)))
}

pub(super) fn linspace(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("linspace", &args, 2, 3)?;
    let num = match args.get(2).cloned().or_else(|| take_kw(&mut kw, "num")) {
        Some(Value::Int(n)) if n >= 0 => n as usize,
        Some(Value::Int(_)) => {
            return Err(value_error("Number of samples, -1, must be non-negative."));
        }
        None => 50,
        Some(other) => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    let endpoint = take_kw(&mut kw, "endpoint").is_none_or(|v| v.truthy());
    let retstep = take_kw(&mut kw, "retstep").is_some_and(|v| v.truthy());
    let dt = dtype_kw(&mut kw, DType::F64)?;
    no_more_kw("linspace", &kw)?;
    let (a, b) = (
        value_scalar(&args[0])?.as_f64(),
        value_scalar(&args[1])?.as_f64(),
    );
    let div = if endpoint { num.saturating_sub(1) } else { num } as f64;
    let delta = b - a;
    let step = delta / div;
    // NumPy's three cases: no step at all (one sample with its endpoint)
    // scales by the whole span; a step that underflows to zero divides
    // first; otherwise `k * step`, each then shifted by the start.
    let at = |k: f64| {
        if div == 0.0 {
            k * delta + a
        } else if step == 0.0 {
            k / div * delta + a
        } else {
            k * step + a
        }
    };
    let mut vals: Vec<Scalar> = crate::eval::arrays::vec_for(num)?;
    vals.extend((0..num).map(|k| Scalar::Float(at(k as f64))));
    if endpoint && num > 1 {
        vals[num - 1] = Scalar::Float(b);
    }
    let out = Value::Array(Arc::new(from_scalars(&vals, dt, &[num])?));
    if retstep {
        // No step between fewer than two points: a Python NaN, as NumPy
        // gives.
        let s = match div == 0.0 {
            true => Value::Float(f64::NAN),
            false => arrays::np_scalar(Scalar::Float(step), DType::F64),
        };
        return Ok(Value::tuple(vec![out, s]));
    }
    Ok(out)
}

fn array(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("array", &args, 1, 2)?;
    let dt = match args.get(1) {
        Some(d) => Some(parse_dtype(d)?),
        None => match take_kw(&mut kw, "dtype") {
            None | Some(Value::None) => None,
            Some(v) => Some(parse_dtype(&v)?),
        },
    };
    let order = take_kw(&mut kw, "order");
    let ndmin = match take_kw(&mut kw, "ndmin") {
        Some(v) => super::npshape::int_of(&v, "ndmin")?.max(0) as usize,
        None => 0,
    };
    // A copy is always made, which `copy=` and `subok=` cannot change
    // the values of.
    for k in ["copy", "subok", "like"] {
        let _ = take_kw(&mut kw, k);
    }
    no_more_kw("array", &kw)?;
    let a = match &args[0] {
        Value::Array(a) | Value::MemView(a, _) => {
            let fortran = crate::eval::arrays::copy_is_fortran(order.as_ref(), 'K', a)?;
            crate::eval::arrays::copy_of(a, dt.unwrap_or(a.dtype), fortran)?
        }
        other => {
            let a = arrays::from_nested(other, dt)?;
            if crate::eval::arrays::copy_is_fortran(order.as_ref(), 'K', &a)? {
                crate::eval::arrays::copy_of(&a, a.dtype, true)?
            } else {
                a
            }
        }
    };
    if a.ndim() >= ndmin {
        return Ok(Value::Array(Arc::new(a)));
    }
    let mut shape = vec![1; ndmin - a.ndim()];
    shape.extend(&a.shape);
    let a = Arc::new(a);
    Ok(Value::Array(Arc::new(
        crate::array::Array::reshape(&a, &shape).map_err(array_err)?,
    )))
}

fn asarray(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("asarray", &args, 1, 2)?;
    let dt = match args.get(1) {
        Some(d) => Some(parse_dtype(d)?),
        None => match take_kw(&mut kw, "dtype") {
            None | Some(Value::None) => None,
            Some(v) => Some(parse_dtype(&v)?),
        },
    };
    if let Some(Value::Str(o)) = take_kw(&mut kw, "order")
        && o.as_ref() == "F"
    {
        return contiguous(&args[..1], kw, true);
    }
    let _ = take_kw(&mut kw, "like");
    no_more_kw("asarray", &kw)?;
    Ok(Value::Array(to_array(&args[0], dt)?))
}

fn contiguous(args: &[Value], mut kw: Kwargs, fortran: bool) -> Res<Value> {
    let name = if fortran {
        "asfortranarray"
    } else {
        "ascontiguousarray"
    };
    let dt = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "dtype")) {
        None | Some(Value::None) => None,
        Some(d) => Some(parse_dtype(&d)?),
    };
    super::unsupported_kw(name, &kw)?;
    let a = to_array(
        args.first()
            .ok_or_else(|| type_error("missing argument 'a'"))?,
        None,
    )?;
    if let Some(dt) = dt.filter(|d| *d != a.dtype) {
        return Ok(Value::Array(Arc::new(crate::eval::arrays::copy_of(
            &a, dt, fortran,
        )?)));
    }
    let ok = if fortran {
        a.is_f_contig()
    } else {
        a.is_c_contig()
    };
    if ok {
        return Ok(Value::Array(a));
    }
    Ok(Value::Array(Arc::new(crate::eval::arrays::copy_of(
        &a, a.dtype, fortran,
    )?)))
}

fn ascontiguous(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    contiguous(&args, kw, false)
}

fn asfortran(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    contiguous(&args, kw, true)
}

fn copy(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("copy", &args, 1, 2)?;
    let order = args.get(1).cloned().or_else(|| take_kw(&mut kw, "order"));
    super::unsupported_kw("copy", &kw)?;
    let a = to_array(&args[0], None)?;
    let fortran = crate::eval::arrays::copy_is_fortran(order.as_ref(), 'K', &a)?;
    Ok(Value::Array(Arc::new(crate::eval::arrays::copy_of(
        &a, a.dtype, fortran,
    )?)))
}

fn reshape(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("reshape", &args, 2, 2)?;
    let a = to_array(&args[0], None)?;
    arrays::method(&a, "reshape", args[1..].to_vec(), kw, false)
}

fn ravel(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("ravel", &args, 1, 1)?;
    let a = to_array(&args[0], None)?;
    arrays::method(&a, "ravel", Vec::new(), kw, false)
}

fn transpose(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("transpose", &args, 1, 2)?;
    let a = to_array(&args[0], None)?;
    arrays::method(&a, "transpose", args[1..].to_vec(), kw, false)
}

/// The `axis` of `f(a, axis=None)`, positional or keyword.
fn axis_param(args: &[Value], kw: &mut Kwargs) -> Res<Option<i64>> {
    arrays::axis_arg(args.get(1..).unwrap_or(&[]), kw)
}

fn reduce(args: Vec<Value>, mut kw: Kwargs, r: Reduce) -> Res<Value> {
    arity("reduction", &args, 1, 2)?;
    let a = to_array(&args[0], None)?;
    let name = match r {
        Reduce::Sum => "sum",
        Reduce::Prod => "prod",
        Reduce::Min => "min",
        Reduce::Max => "max",
        Reduce::Mean => "mean",
        Reduce::Std(_) => "std",
        Reduce::Var(_) => "var",
        Reduce::ArgMin => "argmin",
        Reduce::ArgMax => "argmax",
    };
    // `dtype=`, `where=`, `initial=`: the method takes them.
    if kw.iter().any(|(k, v)| {
        matches!(k.as_ref(), "dtype" | "where" | "initial") && !matches!(v, Value::None)
    }) {
        return arrays::method(&a, name, args[1..].to_vec(), kw, false);
    }
    let several = crate::eval::reduce_axes::several_axes(&args[1..], &kw);
    if several.is_some() {
        take_kw(&mut kw, "axis");
    }
    let axis = match several {
        Some(_) => None,
        None => axis_param(&args, &mut kw)?,
    };
    let keep = take_kw(&mut kw, "keepdims").is_some_and(|v| v.truthy());
    let r = arrays::reduce_kwargs(name, r, &mut kw)?;
    if let Some(axes) = several {
        return crate::eval::reduce_axes::reduce_over(&a, r, &axes, keep, name);
    }
    arrays::keep_dims(&a, axis, keep, arrays::reduce(&a, r, axis)?)
}

fn round(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("round", &args, 1, 2)?;
    let decimals = arrays::decimals_arg(&args, 1, &mut kw)?;
    arrays::round(&args[0], decimals)
}

pub(super) fn abs(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("abs", &kw)?;
    arity("absolute", &args, 1, 1)?;
    // A list of ints is an int array, whose absolute value stays int.
    let x = match &args[0] {
        Value::List(_) | Value::Tuple(_) => {
            Value::Array(Arc::new(arrays::from_nested(&args[0], None)?))
        }
        other => other.clone(),
    };
    match &x {
        Value::Array(a) | Value::MemView(a, _) if !a.dtype.is_float() && !a.dtype.is_complex() => {
            let out: Vec<Scalar> = a
                .values()
                .into_iter()
                .map(|v| Scalar::Int(v.as_i64().wrapping_abs()))
                .collect();
            Ok(Value::Array(Arc::new(from_scalars(
                &out, a.dtype, &a.shape,
            )?)))
        }
        Value::Int(i) => Ok(arrays::np_scalar(Scalar::Int(i.wrapping_abs()), DType::I64)),
        Value::Float(x) => Ok(arrays::np_scalar(Scalar::Float(x.abs()), DType::F64)),
        // A NumPy scalar keeps its type (`abs(np.int8(-5))` is an int8).
        Value::NpScalar(Scalar::Int(i), d) => {
            Ok(arrays::np_scalar(Scalar::Int(i.wrapping_abs()), *d))
        }
        Value::NpScalar(Scalar::Float(x), d) => Ok(arrays::np_scalar(Scalar::Float(x.abs()), *d)),
        Value::NpScalar(Scalar::Bool(b), d) => Ok(arrays::np_scalar(Scalar::Bool(*b), *d)),
        other => arrays::unary_map(other, "absolute", f64::abs),
    }
}

fn binop(args: Vec<Value>, op: crate::syntax::ast::BinOp) -> Res<Value> {
    arity("ufunc", &args, 2, 2)?;
    let xs = super::npscalar::operands(&args)?;
    let r = crate::eval::ops::binary(op, &xs[0], &xs[1])?;
    Ok(super::npscalar::result(r))
}

fn extreme(args: Vec<Value>, min: bool) -> Res<Value> {
    arity(if min { "minimum" } else { "maximum" }, &args, 2, 2)?;
    let (x, y) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let less = crate::eval::arrays::compare(
        crate::syntax::ast::CmpOp::Lt,
        &Value::Array(x.clone()),
        &Value::Array(y.clone()),
    )?;
    let Some(Value::Array(mask)) = less else {
        return Err(type_error("minimum() needs arrays"));
    };
    let pick_x = |m: bool| if min { m } else { !m };
    let dt = arrays::result_dtype(&args[0], x.dtype, &args[1], y.dtype);
    crate::eval::npint::check_weak(&args[0], dt)?;
    crate::eval::npint::check_weak(&args[1], dt)?;
    Ok(super::npscalar::result(where_arrays(
        &mask, &x, &y, dt, pick_x,
    )?))
}

/// Elements of `x` where `pick_x` of the mask holds, else of `y`, as
/// `dt` (the operands' result type, a Python scalar's weak).
fn where_arrays(
    mask: &Array,
    x: &Array,
    y: &Array,
    dt: DType,
    pick_x: impl Fn(bool) -> bool,
) -> Res<Value> {
    let shape = mask.shape.clone();
    let bx = arrays::broadcast_to(x, &shape).map_err(array_err)?;
    let by = arrays::broadcast_to(y, &shape).map_err(array_err)?;
    // `pick_x` is the mask or its negation: the choices in that order.
    let (when, other) = if pick_x(true) { (&bx, &by) } else { (&by, &bx) };
    if pick_x(true) != pick_x(false)
        && let Some(out) = crate::eval::kernels::choose(mask, when, other, dt, &shape)
    {
        return Ok(Value::Array(Arc::new(out)));
    }
    let out: Vec<Scalar> = mask
        .values()
        .into_iter()
        .zip(bx.values().into_iter().zip(by.values()))
        .map(|(m, (p, q))| if pick_x(m.truthy()) { p } else { q })
        .collect();
    Ok(Value::Array(Arc::new(from_scalars(&out, dt, &shape)?)))
}

/// `np.clip(a, a_min=None, a_max=None, *, min=None, max=None)`: a bound
/// that is None (or not given) does not apply.
fn clip(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("clip", &args, 1, 3)?;
    let bound = |k: usize, old: &str, new: &str, kw: &mut Kwargs| -> Res<Option<Value>> {
        let given = args.get(k).cloned().or_else(|| take_kw(kw, old));
        let alias = take_kw(kw, new);
        let given = given.filter(|v| !matches!(v, Value::None));
        match (given, alias.filter(|v| !matches!(v, Value::None))) {
            (Some(_), Some(_)) => Err(value_error(
                "Passing `min` or `max` keyword argument when `a_min` and `a_max` are provided is forbidden.",
            )),
            (g, a) => Ok(g.or(a)),
        }
    };
    let lo = bound(1, "a_min", "min", &mut kw)?;
    let hi = bound(2, "a_max", "max", &mut kw)?;
    no_more_kw("clip", &kw)?;
    if lo.is_none() && hi.is_none() {
        // No bound: a copy, as NumPy's.
        let a = to_array(&args[0], None)?;
        return Ok(Value::Array(Arc::new(arrays::copy_of(&a, a.dtype, false)?)));
    }
    let mut v = args[0].clone();
    let bound_of = |b: Value| match &args[0] {
        Value::Array(a) => crate::eval::npint::clamp_bound(b, a.dtype),
        _ => b,
    };
    if let Some(lo) = lo {
        v = extreme(vec![v, bound_of(lo)], false)?;
    }
    if let Some(hi) = hi {
        v = extreme(vec![v, bound_of(hi)], true)?;
    }
    Ok(v)
}

fn where_(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    // `np.where(cond)` alone is `np.nonzero(cond)`.
    if args.len() == 1 {
        return super::npshape::nonzero_of(f, args, kw);
    }
    super::unsupported_kw("where", &kw)?;
    if args.len() != 3 {
        return Err(value_error(
            "either both or neither of x and y should be given",
        ));
    }
    let c = to_array(&args[0], None)?;
    let (x, y) = (to_array(&args[1], None)?, to_array(&args[2], None)?);
    let mut shape = c.shape.clone();
    for s in [&x.shape, &y.shape] {
        if s.len() > shape.len() {
            shape = s.to_vec();
        }
    }
    let mask = arrays::broadcast_to(&c, &shape).map_err(array_err)?;
    let dt = arrays::result_dtype(&args[1], x.dtype, &args[2], y.dtype);
    where_arrays(&mask, &x, &y, dt, |m| m)
}

fn dot(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("dot", &kw)?;
    arity("dot", &args, 2, 2)?;
    let (x, y) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    crate::eval::matprod::dot(&x, &y)
}

/// `np.unravel_index(i, shape)`: the C-order index tuple of flat index `i`
/// (a scalar index; NumPy's intp scalars).
fn unravel_index(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("unravel_index", &kw)?;
    arity("unravel_index", &args, 2, 2)?;
    let i = value_scalar(&args[0])?.as_i64();
    let shape = arrays::shape_arg(&args[1..])?;
    let size: usize = shape.iter().product();
    if i < 0 || i as usize >= size {
        return Err(crate::eval::exc::value_error(format!(
            "index {i} is out of bounds for array with size {size}"
        )));
    }
    let mut rest = i as usize;
    let mut out = vec![Value::None; shape.len()];
    for (k, &n) in shape.iter().enumerate().rev() {
        out[k] = arrays::np_scalar(
            crate::array::Scalar::Int((rest % n) as i64),
            crate::array::DType::I64,
        );
        rest /= n;
    }
    Ok(Value::tuple(out))
}

fn allclose(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("allclose", &args, 2, 4)?;
    let rtol = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "rtol"))
        .map(|v| value_scalar(&v).map(|s| s.as_f64()))
        .transpose()?
        .unwrap_or(1e-5);
    let atol = args
        .get(3)
        .cloned()
        .or_else(|| take_kw(&mut kw, "atol"))
        .map(|v| value_scalar(&v).map(|s| s.as_f64()))
        .transpose()?
        .unwrap_or(1e-8);
    let equal_nan = match take_kw(&mut kw, "equal_nan") {
        Some(v) => v.truthy(),
        None => false,
    };
    no_more_kw("allclose", &kw)?;
    let (x, y) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let shape = x.shape.clone();
    let by = arrays::broadcast_to(&y, &shape).map_err(array_err)?;
    // Distances are moduli, so complex values compare as NumPy's do.
    let ok = x.values().into_iter().zip(by.values()).all(|(p, q)| {
        let ((a, b), (c, d)) = (p.as_complex(), q.as_complex());
        let nan = |re: f64, im: f64| re.is_nan() || im.is_nan();
        (a - c).hypot(b - d) <= atol + rtol * c.hypot(d)
            || (a == c && b == d)
            || (equal_nan && nan(a, b) && nan(c, d))
    });
    Ok(Value::Bool(ok))
}

fn array_equal(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("array_equal", &kw)?;
    arity("array_equal", &args, 2, 2)?;
    let (x, y) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    if x.shape != y.shape {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(
        x.values()
            .into_iter()
            .zip(y.values())
            .all(|(p, q)| p.as_complex() == q.as_complex()),
    ))
}

/// `np.stack(arrays, axis=0)`: each array gains a length-1 axis at `axis`
/// and they are concatenated along it (NumPy's definition).
fn stack(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (axis, parts) = arrays_and_axis("stack", &args, kw)?;
    let Some(first) = parts.first() else {
        return Err(value_error("need at least one array to stack"));
    };
    if parts.iter().any(|p| p.shape != first.shape) {
        return Err(value_error("all input arrays must have the same shape"));
    }
    let ax = crate::eval::exc::axis_at(axis, first.ndim() + 1)?;
    let mut shape = first.shape.clone();
    shape.insert(ax, 1);
    let mut expanded = Vec::with_capacity(parts.len());
    for p in &parts {
        expanded.push(Value::Array(Arc::new(
            Array::reshape(p, &shape).map_err(array_err)?,
        )));
    }
    concatenate(
        f,
        vec![Value::list(expanded), Value::Int(ax as i64)],
        Vec::new(),
    )
}

/// `np.vstack(arrays)` / `np.hstack(arrays)`: NumPy's definitions — rows
/// of at least two dimensions joined on axis 0; or joined on axis 1, on
/// axis 0 for 1-D arrays.
fn vhstack(f: &mut Frame, args: Vec<Value>, kw: Kwargs, vertical: bool) -> Res<Value> {
    let name = if vertical { "vstack" } else { "hstack" };
    super::no_more_kw(name, &kw)?;
    let (_, parts) = arrays_and_axis(name, &args[..args.len().min(1)], Vec::new())?;
    let one_d = parts.first().is_some_and(|p| p.ndim() <= 1);
    let mut shaped = Vec::with_capacity(parts.len());
    for p in &parts {
        let shape: Vec<usize> = match (p.ndim(), vertical) {
            (0, true) => vec![1, 1],
            (1, true) => vec![1, p.shape[0]],
            (0, false) => vec![1],
            _ => p.shape.clone(),
        };
        shaped.push(Value::Array(Arc::new(
            Array::reshape(p, &shape).map_err(array_err)?,
        )));
    }
    let axis = if vertical || one_d { 0 } else { 1 };
    concatenate(f, vec![Value::list(shaped), Value::Int(axis)], Vec::new())
}

/// `np.trace(a)`: the sum of a 2-D array's diagonal, in its dtype.
/// `np.trace(a, offset=0)`: the sum along the (offset) diagonal.
fn trace(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("trace", &args, 1, 2)?;
    let a = to_array(&args[0], None)?;
    let Value::Array(d) = super::npmethods::diagonal_of(&a, &args[1..], kw)? else {
        return Err(type_error("trace() found no diagonal"));
    };
    let n = d.size();
    let diag: Vec<crate::array::Scalar> = d.values();
    let dt = if a.dtype.is_float() {
        a.dtype
    } else {
        DType::I64
    };
    let d = Arc::new(crate::eval::arrays::from_scalars(&diag, dt, &[n])?);
    arrays::reduce(&d, Reduce::Sum, None)
}

/// `np.bincount(x, minlength=0)`: how often each value 0, 1, … occurs in
/// a 1-D array of non-negative integers.
fn bincount(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("bincount", &args, 1, 3)?;
    // `np.bincount(x, weights=None, minlength=0)`.
    let weights = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "weights")) {
        None | Some(Value::None) => None,
        Some(w) => Some(to_array(&w, None)?),
    };
    let minlength = match args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "minlength"))
    {
        None | Some(Value::None) => 0,
        Some(Value::Int(n)) if n >= 0 => n as usize,
        Some(_) => return Err(value_error("'minlength' must not be negative")),
    };
    super::no_more_kw("bincount", &kw)?;
    let a = to_array(&args[0], None)?;
    if a.ndim() != 1 {
        return Err(value_error("object too deep for desired array"));
    }
    if a.dtype.is_float() {
        return Err(type_error(
            "Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'",
        ));
    }
    // Each element's bin, checked once for both kinds of result.
    let mut bins = Vec::with_capacity(a.size());
    for v in a.values() {
        let k = v.as_i64();
        if k < 0 {
            return Err(value_error(
                "'list' argument must have no negative elements",
            ));
        }
        bins.push(k as usize);
    }
    let n = bins
        .iter()
        .map(|&k| k + 1)
        .max()
        .unwrap_or(0)
        .max(minlength);
    let dt = if weights.is_some() {
        DType::F64
    } else {
        DType::I64
    };
    let vals: Vec<crate::array::Scalar> = match weights {
        Some(w) => {
            let ws = w.values();
            if w.ndim() != 1 || ws.len() != bins.len() {
                return Err(value_error(
                    "The weights and list don't have the same length.",
                ));
            }
            // Each weight added, as a double, to its bin in order.
            let mut sums = vec![0f64; n];
            for (&k, wt) in bins.iter().zip(ws) {
                sums[k] += wt.as_f64();
            }
            sums.into_iter().map(crate::array::Scalar::Float).collect()
        }
        None => {
            let mut counts = vec![0i64; n];
            for &k in &bins {
                counts[k] += 1;
            }
            counts.into_iter().map(crate::array::Scalar::Int).collect()
        }
    };
    Ok(Value::Array(Arc::new(crate::eval::arrays::from_scalars(
        &vals,
        dt,
        &[n],
    )?)))
}

/// The `(arrays, axis=0)` arguments of `np.stack` and `np.concatenate`.
fn arrays_and_axis(name: &str, args: &[Value], mut kw: Kwargs) -> Res<(i64, Vec<Arc<Array>>)> {
    arity(name, args, 1, 2)?;
    let axis = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "axis")) {
        None => 0,
        Some(Value::Int(i)) => i,
        Some(_) => return Err(type_error("axis must be an integer")),
    };
    let parts = crate::eval::ops::iterate_to_vec(&args[0])?
        .iter()
        .map(|v| to_array(v, None))
        .collect::<Res<_>>()?;
    Ok((axis, parts))
}

fn concatenate(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (axis, parts) = arrays_and_axis("concatenate", &args, kw)?;
    let Some(first) = parts.first() else {
        return Err(value_error("need at least one array to concatenate"));
    };
    let ax = axis_at(axis, first.ndim())?;
    let mut shape = first.shape.clone();
    shape[ax] = 0;
    let mut dt = first.dtype;
    for (i, p) in parts.iter().enumerate() {
        if p.ndim() != first.ndim() {
            return Err(value_error(format!(
                "all the input arrays must have same number of dimensions, but the array at \
                 index 0 has {} dimension(s) and the array at index {i} has {} dimension(s)",
                first.ndim(),
                p.ndim()
            )));
        }
        if let Some(k) = (0..p.ndim()).find(|&k| k != ax && p.shape[k] != first.shape[k]) {
            return Err(value_error(format!(
                "all the input array dimensions except for the concatenation axis must match \
                 exactly, but along dimension {k}, the array at index 0 has size {} and the \
                 array at index {i} has size {}",
                first.shape[k], p.shape[k]
            )));
        }
        shape[ax] += p.shape[ax];
        dt = DType::promote(dt, p.dtype);
    }
    let out = Arc::new(Array::zeros(dt, &shape, false).map_err(array_err)?);
    let mut start = 0i64;
    for p in &parts {
        let n = p.shape[ax] as i64;
        let mut subs = vec![crate::array::Sub::Slice(None, None, None); p.ndim()];
        subs[ax] = crate::array::Sub::Slice(Some(start), Some(start + n), None);
        if let Err(view) = Array::subscript(&out, &subs).map_err(array_err)? {
            crate::eval::arrays::assign(&view, p)?;
        }
        start += n;
    }
    Ok(Value::Array(out))
}

/// `np.isnan`-like tests, elementwise: a bool array for an array (or a
/// list), a NumPy bool for a number.
pub(super) fn predicate(args: Vec<Value>, g: fn(f64) -> bool) -> Res<Value> {
    arity("predicate", &args, 1, 1)?;
    match &args[0] {
        v @ (Value::List(_) | Value::Tuple(_)) => {
            predicate(vec![Value::Array(to_array(v, None)?)], g)
        }
        Value::Array(a) => {
            let out: Vec<Scalar> = a
                .values()
                .into_iter()
                .map(|v| Scalar::Bool(g(v.as_f64())))
                .collect();
            Ok(Value::Array(Arc::new(from_scalars(
                &out,
                DType::Bool,
                &a.shape,
            )?)))
        }
        other => Ok(arrays::np_scalar(
            Scalar::Bool(g(value_scalar(other)?.as_f64())),
            DType::Bool,
        )),
    }
}
