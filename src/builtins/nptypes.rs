//! NumPy's type questions — `result_type`, `promote_types`, `can_cast` —
//! and the float-splitting functions `frexp` and `ldexp`, with
//! `sort_complex` and `ravel_multi_index`.

use super::npshape::array_of;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{np_scalar, parse_dtype, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The dtype an argument stands for: a dtype, a type or its name, or
/// the dtype of an array or number.
pub(super) fn dtype_arg(v: &Value) -> Res<DType> {
    match v {
        Value::DType(_) | Value::ScalarType(_) | Value::Str(_) | Value::Builtin(_) => {
            parse_dtype(v)
        }
        Value::NpScalar(_, d) => Ok(*d),
        other => Ok(to_array(other, None)?.dtype),
    }
}

/// `np.result_type(*arrays_and_dtypes)`: the type they promote to.
fn result_type(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("result_type", &kw)?;
    let Some((first, rest)) = args.split_first() else {
        return Err(value_error("at least one array or dtype is required"));
    };
    let mut d = dtype_arg(first)?;
    for v in rest {
        d = DType::promote(d, dtype_arg(v)?);
    }
    Ok(Value::DType(d))
}

/// `np.promote_types(type1, type2)`.
fn promote_types(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("promote_types", &args, 2, 2)?;
    super::unsupported_kw("promote_types", &kw)?;
    Ok(Value::DType(DType::promote(
        parse_dtype(&args[0])?,
        parse_dtype(&args[1])?,
    )))
}

/// `np.can_cast(from_, to, casting='safe')`: under 'safe' (the default),
/// whether `to` holds every value of `from_` (it is what they promote
/// to); 'unsafe' allows any cast, 'same_kind' any within a kind or up.
fn can_cast(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("can_cast", &args, 2, 3)?;
    let casting = match args.get(2).cloned().or_else(|| take_kw(&mut kw, "casting")) {
        None => "safe".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(_) => return Err(type_error("casting must be a string")),
    };
    no_more_kw("can_cast", &kw)?;
    let (from, to) = (dtype_arg(&args[0])?, parse_dtype(&args[1])?);
    let kind = |d: DType| match d {
        DType::Bool => 0,
        d if d.is_complex() => 4,
        d if d.is_float() => 3,
        _ => 1,
    };
    let ok = match casting.as_str() {
        "no" | "equiv" => from == to,
        "safe" => DType::promote(from, to) == to,
        "same_kind" => DType::promote(from, to) == to || kind(from) >= kind(to),
        "unsafe" => true,
        _ => {
            return Err(value_error(
                "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe'",
            ));
        }
    };
    Ok(Value::Bool(ok))
}

/// `x = m * 2**e` with `0.5 <= |m| < 1` (C's `frexp`); zero, infinities
/// and NaN are their own mantissa with exponent 0.
fn frexp_f64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(54), -54)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp + bias)
}

/// `np.frexp(x)`: mantissas (float64) and exponents (int32).
fn frexp(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("frexp", &args, 1, 1)?;
    super::unsupported_kw("frexp", &kw)?;
    let a = to_array(&args[0], None)?;
    let (ms, es): (Vec<Scalar>, Vec<Scalar>) = a
        .values()
        .iter()
        .map(|v| {
            let (m, e) = frexp_f64(v.as_f64());
            (Scalar::Float(m), Scalar::Int(i64::from(e)))
        })
        .unzip();
    if matches!(&args[0], Value::Array(_) | Value::List(_) | Value::Tuple(_)) {
        let m = array_of(&ms, DType::F64, &a.shape)?;
        let e = array_of(&es, DType::I32, &a.shape)?;
        return Ok(Value::tuple(vec![m, e]));
    }
    Ok(Value::tuple(vec![
        np_scalar(ms[0], DType::F64),
        np_scalar(es[0], DType::I32),
    ]))
}

/// `np.ldexp(m, e)`: `m * 2**e` elementwise.
fn ldexp(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("ldexp", &args, 2, 2)?;
    super::unsupported_kw("ldexp", &kw)?;
    let xs = super::npscalar::operands(&args)?;
    let (m, e) = (to_array(&xs[0], None)?, to_array(&xs[1], None)?);
    if e.dtype.is_float() || e.dtype.is_complex() {
        return Err(type_error(
            "ufunc 'ldexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''",
        ));
    }
    let (shape, bm, be) = crate::eval::arrays::broadcast_pair(&m, &e)?;
    let out: Vec<Scalar> = bm
        .values()
        .iter()
        .zip(be.values())
        .map(|(m, e)| {
            let e = e.as_i64().clamp(-2200, 2200) as i32;
            // In two steps, so a subnormal or huge power of two is exact.
            Scalar::Float(m.as_f64() * 2f64.powi(e / 2) * 2f64.powi(e - e / 2))
        })
        .collect();
    let dt = if m.dtype == DType::F32 {
        DType::F32
    } else {
        DType::F64
    };
    let r = array_of(&out, dt, &shape)?;
    Ok(super::npscalar::result(r))
}

/// `np.sort_complex(a)`: sorted by real part, then imaginary, as complex.
fn sort_complex(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("sort_complex", &args, 1, 1)?;
    super::unsupported_kw("sort_complex", &kw)?;
    let a = to_array(&args[0], None)?;
    let d = match a.dtype {
        DType::C64 | DType::F32 | DType::I8 | DType::U8 | DType::I16 | DType::U16 => DType::C64,
        _ => DType::C128,
    };
    let c = crate::eval::arrays::copy_of(&a, d, false)?;
    super::npcompose::np(
        f,
        "sort",
        vec![Value::Array(Arc::new(c))],
        Kwargs::default(),
    )
}

/// `np.ravel_multi_index(multi_index, dims)`: flat C-order indices.
fn ravel_multi_index(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("ravel_multi_index", &args, 2, 2)?;
    super::unsupported_kw("ravel_multi_index", &kw)?;
    let coords = crate::eval::ops::iterate_to_vec(&args[0])?;
    let dims: Vec<i64> = crate::eval::ops::iterate_to_vec(&args[1])?
        .iter()
        .map(|v| super::npshape::int_of(v, "dims"))
        .collect::<Res<_>>()?;
    if coords.len() != dims.len() {
        return Err(value_error(format!(
            "parameter multi_index must be a sequence of length {}",
            dims.len()
        )));
    }
    let cols: Vec<Arc<crate::array::Array>> = coords
        .iter()
        .map(|c| to_array(c, None))
        .collect::<Res<_>>()?;
    let shape = cols.first().map(|c| c.shape.clone()).unwrap_or_default();
    let vals: Vec<Vec<Scalar>> = cols.iter().map(|c| c.values()).collect();
    let n = vals.first().map_or(0, Vec::len);
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let mut flat = 0i64;
        for (d, col) in dims.iter().zip(&vals) {
            let i = col.get(k).map_or(0, |s| s.as_i64());
            if i < 0 || i >= *d {
                return Err(value_error("invalid entry in coordinates array"));
            }
            flat = flat * d + i;
        }
        out.push(Scalar::Int(flat));
    }
    if shape.is_empty() {
        let flat = out.first().copied().unwrap_or(Scalar::Int(0));
        return Ok(np_scalar(flat, DType::I64));
    }
    array_of(&out, DType::I64, &shape)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.result_type",
        "np.result_type(*arrays_and_dtypes): the promoted dtype",
        result_type
    ),
    b!(
        "numpy.promote_types",
        "np.promote_types(type1, type2): the smallest type both cast to safely",
        promote_types
    ),
    b!(
        "numpy.can_cast",
        "np.can_cast(from_, to, casting='safe'): whether the cast is allowed",
        can_cast
    ),
    b!(
        "numpy.frexp",
        "np.frexp(x): mantissas and exponents, x = m * 2**e",
        frexp
    ),
    b!("numpy.ldexp", "np.ldexp(m, e): m * 2**e", ldexp),
    b!(
        "numpy.sort_complex",
        "np.sort_complex(a): sorted as complex numbers",
        sort_complex
    ),
    b!(
        "numpy.ravel_multi_index",
        "np.ravel_multi_index(multi_index, dims): flat indices of coordinates",
        ravel_multi_index
    ),
];
