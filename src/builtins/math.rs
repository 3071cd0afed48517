//! `math`, `random` and `time`: Python's functions on floats, arr's own
//! seeded generator, clocks.

use super::arity;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops::{iterate_to_vec, to_f64};
use crate::eval::value::Value;

/// A `pymath` result as Python reports it.
fn python_result(x: f64, r: Result<f64, super::pymath::MathError>) -> Res<f64> {
    match r {
        Ok(v) => Ok(v),
        Err(super::pymath::MathError::Domain) => Err(domain()),
        Err(super::pymath::MathError::Range) => ranged(x, f64::INFINITY),
    }
}

/// `math.hypot(*coordinates)`.
pub fn hypot(args: Vec<Value>) -> Res<Value> {
    let coords = args.iter().map(to_f64).collect::<Res<Vec<f64>>>()?;
    Ok(Value::Float(super::pymath::norm(&coords)))
}

fn domain() -> Box<Exc> {
    value_error("math domain error")
}

pub fn unary(name: &str, args: Vec<Value>) -> Res<Value> {
    arity(name, &args, 1, 1)?;
    match unary_fn(name) {
        Some(f) => Ok(Value::Float(apply(name, f, &args[0])?)),
        None => Err(not_implemented(format!("math.{name}"))),
    }
}

/// `math.name(v)` by `f`: the logarithms of an int too large for a float
/// are taken as CPython takes them, from its mantissa and exponent.
pub fn apply(name: &str, f: fn(f64) -> Res<f64>, v: &Value) -> Res<f64> {
    if let Value::BigInt(b) = v
        && matches!(name, "log" | "log2" | "log10")
        && to_f64(v).is_err()
    {
        if b.sign() != num_bigint::Sign::Plus {
            return Err(domain());
        }
        // b = m * 2**e with 0.5 <= m < 1, m from b's top 64 bits.
        let e = b.bits();
        let top: num_bigint::BigInt = &**b >> (e.saturating_sub(64));
        let m =
            num_traits::ToPrimitive::to_f64(&top).unwrap_or(f64::NAN) / 2f64.powi(e.min(64) as i32);
        return Ok(f(m)? + f(2.0)? * e as f64);
    }
    f(to_f64(v)?)
}

/// `r`, or Python's domain error for an argument outside the domain.
fn within(in_domain: bool, r: f64) -> Res<f64> {
    if in_domain { Ok(r) } else { Err(domain()) }
}

/// A result that overflowed from a finite argument is Python's
/// OverflowError.
fn ranged(x: f64, r: f64) -> Res<f64> {
    if r.is_infinite() && x.is_finite() {
        return Err(overflow("math range error"));
    }
    Ok(r)
}

/// The `math` function of one float named `name`, with CPython's domain
/// and range errors; None for other names. Calls of these with a C
/// number are compiled straight to it (`compile::oexpr`).
pub fn unary_fn(name: &str) -> Option<fn(f64) -> Res<f64>> {
    Some(match name {
        "sqrt" => |x| if x < 0.0 { Err(domain()) } else { Ok(x.sqrt()) },
        "exp" => |x| ranged(x, x.exp()),
        "log" => |x| if x <= 0.0 { Err(domain()) } else { Ok(x.ln()) },
        "log2" => |x| {
            if x <= 0.0 {
                Err(domain())
            } else {
                Ok(x.log2())
            }
        },
        "log10" => |x| {
            if x <= 0.0 {
                Err(domain())
            } else {
                Ok(x.log10())
            }
        },
        "log1p" => |x| {
            if x <= -1.0 {
                Err(domain())
            } else {
                Ok(x.ln_1p())
            }
        },
        "expm1" => |x| ranged(x, x.exp_m1()),
        // The trigonometric functions of an infinity are a domain error.
        "sin" => |x| within(!x.is_infinite(), x.sin()),
        "cos" => |x| within(!x.is_infinite(), x.cos()),
        "tan" => |x| within(!x.is_infinite(), x.tan()),
        "asin" => |x| within((-1.0..=1.0).contains(&x) || x.is_nan(), x.asin()),
        "acos" => |x| within((-1.0..=1.0).contains(&x) || x.is_nan(), x.acos()),
        "atan" => |x| Ok(x.atan()),
        "sinh" => |x| ranged(x, x.sinh()),
        "cosh" => |x| ranged(x, x.cosh()),
        "tanh" => |x| Ok(x.tanh()),
        "fabs" => |x| Ok(x.abs()),
        // CPython's `math.erf`/`erfc` are the C library's.
        "erf" => |x| Ok(crate::array::libm::c_erf(x)),
        "erfc" => |x| Ok(crate::array::libm::c_erfc(x)),
        // CPython computes gamma and lgamma itself (`pymath`).
        "gamma" => |x| python_result(x, super::pymath::gamma(x)),
        "lgamma" => |x| python_result(x, super::pymath::lgamma(x)),
        "degrees" => |x| Ok(x.to_degrees()),
        "radians" => |x| Ok(x.to_radians()),
        _ => return None,
    })
}

pub fn binary(name: &str, args: Vec<Value>) -> Res<Value> {
    arity(name, &args, 2, 2)?;
    let (x, y) = (to_f64(&args[0])?, to_f64(&args[1])?);
    Ok(Value::Float(match name {
        "atan2" => x.atan2(y),
        "pow" => x.powf(y),
        "fmod" if y == 0.0 => return Err(domain()),
        "fmod" => x % y,
        "copysign" => x.copysign(y),
        "remainder" => super::pymath::remainder(x, y).ok_or_else(domain)?,
        _ => return Err(not_implemented(format!("math.{name}"))),
    }))
}

pub fn log(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("log", &args, 1, 2)?;
    let x = to_f64(&args[0])?;
    if x <= 0.0 {
        return Err(domain());
    }
    match args.get(1) {
        None => Ok(Value::Float(x.ln())),
        Some(b) => {
            let b = to_f64(b)?;
            if b <= 0.0 || b == 1.0 {
                return Err(if b == 1.0 {
                    zero_div("float division by zero")
                } else {
                    domain()
                });
            }
            Ok(Value::Float(x.ln() / b.ln()))
        }
    }
}

/// A float's integral value as a Python int of any size.
pub(super) fn to_int_checked(x: f64) -> Res<Value> {
    if x.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(overflow("cannot convert float infinity to integer"));
    }
    if x.abs() >= 9.223372036854776e18 {
        let b: Option<num_bigint::BigInt> = num_traits::FromPrimitive::from_f64(x.trunc());
        return b
            .map(crate::eval::bigint::norm)
            .ok_or_else(|| overflow("cannot convert float to integer"));
    }
    Ok(Value::Int(x as i64))
}

fn int_or(args: &[Value], name: &str, g: fn(f64) -> f64) -> Res<Value> {
    arity(name, args, 1, 1)?;
    match &args[0] {
        Value::Int(i) => Ok(Value::Int(*i)),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        v => to_int_checked(g(to_f64(v)?)),
    }
}

pub fn floor(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    int_or(&args, "floor", f64::floor)
}

pub fn ceil(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    int_or(&args, "ceil", f64::ceil)
}

pub fn trunc(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    int_or(&args, "trunc", f64::trunc)
}

pub fn isnan(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("isnan", &args, 1, 1)?;
    Ok(Value::Bool(to_f64(&args[0])?.is_nan()))
}

pub fn isinf(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("isinf", &args, 1, 1)?;
    Ok(Value::Bool(to_f64(&args[0])?.is_infinite()))
}

pub fn isfinite(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("isfinite", &args, 1, 1)?;
    Ok(Value::Bool(to_f64(&args[0])?.is_finite()))
}

pub fn isclose(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("isclose", &args, 2, 2)?;
    let rel = super::take_kw(&mut kw, "rel_tol")
        .map(|v| to_f64(&v))
        .transpose()?
        .unwrap_or(1e-9);
    let abs = super::take_kw(&mut kw, "abs_tol")
        .map(|v| to_f64(&v))
        .transpose()?
        .unwrap_or(0.0);
    let (a, b) = (to_f64(&args[0])?, to_f64(&args[1])?);
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let d = (a - b).abs();
    Ok(Value::Bool(
        d <= (rel * b.abs()).max(rel * a.abs()) || d <= abs,
    ))
}

pub fn factorial(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("factorial", &args, 1, 1)?;
    let n = match &args[0] {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        _ => {
            return Err(type_error(
                "'float' object cannot be interpreted as an integer",
            ));
        }
    };
    if n < 0 {
        return Err(value_error("factorial() not defined for negative values"));
    }
    // n! has about n·log2(n) bits; beyond what arr allows an int, refuse
    // at once rather than multiply for minutes.
    if (n as f64) * (n.max(2) as f64).log2() > (1u64 << 26) as f64 {
        return Err(crate::eval::exc::memory_error(""));
    }
    let mut r = num_bigint::BigInt::from(1);
    for k in 2..=n {
        r *= k;
    }
    Ok(crate::eval::bigint::norm(r))
}

pub fn prod(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("prod", &args, 1, 1)?;
    let mut acc = super::take_kw(&mut kw, "start").unwrap_or(Value::Int(1));
    for x in iterate_to_vec(&args[0])? {
        acc = crate::eval::ops::binary(crate::syntax::ast::BinOp::Mul, &acc, &x)?;
    }
    Ok(acc)
}

/// Shewchuk's exact summation, as CPython's fsum.
pub fn fsum(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("fsum", &args, 1, 1)?;
    let mut partials: Vec<f64> = Vec::new();
    for v in iterate_to_vec(&args[0])? {
        let mut x = to_f64(&v)?;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        partials.push(x);
    }
    Ok(Value::Float(partials.iter().sum()))
}

pub fn time(_: &mut Frame, _: Vec<Value>, _: Kwargs) -> Res<Value> {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    Ok(Value::Float(t))
}

pub fn perf_counter(_: &mut Frame, _: Vec<Value>, _: Kwargs) -> Res<Value> {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let start = START.get_or_init(std::time::Instant::now);
    Ok(Value::Float(start.elapsed().as_secs_f64()))
}
