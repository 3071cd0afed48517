//! `complex` and the `cmath` module, with CPython's algorithms (the
//! scaled square root, `log1p` near the unit circle) and its messages.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::complex::{self, C};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

pub const TABLE: &[Builtin] = &[
    b!(
        "complex",
        "complex(real=0, imag=0): a complex number (also from a string)",
        complex_
    ),
    b!("cmath.sqrt", "cmath.sqrt(z): principal square root", sqrt),
    b!("cmath.exp", "cmath.exp(z): e ** z", exp),
    b!(
        "cmath.log",
        "cmath.log(z, base=e): principal logarithm",
        log
    ),
    b!("cmath.log10", "cmath.log10(z): base-10 logarithm", log10),
    b!(
        "cmath.phase",
        "cmath.phase(z): the argument, in (-pi, pi]",
        phase
    ),
    b!("cmath.polar", "cmath.polar(z): (abs(z), phase(z))", polar),
    b!(
        "cmath.rect",
        "cmath.rect(r, phi): r * (cos phi + i sin phi)",
        rect
    ),
    b!("cmath.sin", "cmath.sin(z)", sin),
    b!("cmath.cos", "cmath.cos(z)", cos),
    b!("cmath.tan", "cmath.tan(z)", tan),
    b!("cmath.sinh", "cmath.sinh(z)", sinh),
    b!("cmath.cosh", "cmath.cosh(z)", cosh),
    b!("cmath.tanh", "cmath.tanh(z)", tanh),
    b!("cmath.asin", "cmath.asin(z)", asin),
    b!("cmath.acos", "cmath.acos(z)", acos),
    b!("cmath.atan", "cmath.atan(z)", atan),
    b!("cmath.asinh", "cmath.asinh(z)", asinh),
    b!("cmath.acosh", "cmath.acosh(z)", acosh),
    b!("cmath.atanh", "cmath.atanh(z)", atanh),
    b!(
        "cmath.isfinite",
        "cmath.isfinite(z): both parts finite",
        isfinite
    ),
    b!("cmath.isinf", "cmath.isinf(z): either part infinite", isinf),
    b!("cmath.isnan", "cmath.isnan(z): either part NaN", isnan),
    b!(
        "cmath.isclose",
        "cmath.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)",
        isclose
    ),
];

/// `complex(real=0, imag=0)` and `complex(string)`.
fn complex_(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("complex", &args, 0, 2)?;
    if let Some(v) = take_kw(&mut kw, "real") {
        args.insert(0, v);
    }
    if let Some(v) = take_kw(&mut kw, "imag") {
        if args.is_empty() {
            args.push(Value::Int(0));
        }
        args.push(v);
    }
    no_more_kw("complex", &kw)?;
    let number = |v: &Value, which: &str| -> Res<C> {
        complex::of_value(v).ok_or_else(|| {
            type_error(format!(
                "complex() {which} argument must be a string or a number, not '{}'",
                v.type_name()
            ))
        })
    };
    let (re, im) = match args.as_slice() {
        [] => (0.0, 0.0),
        [Value::Str(s)] => complex::parse(s)?,
        [v] => number(v, "first")?,
        [Value::Str(_), _] => {
            return Err(type_error(
                "complex() can't take second arg if first is a string",
            ));
        }
        [_, Value::Str(_)] => return Err(type_error("complex() second arg can't be a string")),
        [a, b] => {
            let (x, y) = (number(a, "first")?, number(b, "second")?);
            // CPython adds the other part only where an argument is a
            // complex, so a signed zero given as a float survives.
            let re = if matches!(b, Value::Complex(..)) {
                x.0 - y.1
            } else {
                x.0
            };
            let im = if matches!(a, Value::Complex(..)) {
                y.0 + x.1
            } else {
                y.0
            };
            (re, im)
        }
        _ => (0.0, 0.0),
    };
    Ok(Value::Complex(re, im))
}

fn arg(name: &str, args: &[Value]) -> Res<C> {
    arity(name, args, 1, 1)?;
    complex::of_value(&args[0])
        .ok_or_else(|| type_error(format!("must be real number, not {}", args[0].type_name())))
}

fn domain() -> Box<Exc> {
    value_error("math domain error")
}

fn range() -> Box<Exc> {
    overflow("math range error")
}

/// A finite result, or CPython's OverflowError for one that overflowed.
fn in_range(r: C) -> Res<C> {
    if r.0.is_infinite() || r.1.is_infinite() {
        return Err(range());
    }
    Ok(r)
}

fn done(z: C) -> Res<Value> {
    Ok(Value::Complex(z.0, z.1))
}

const LARGE: f64 = f64::MAX / 4.0;
const LOG_LARGE: f64 = 708.396_418_532_264_1;

/// CPython's `c_sqrt`: scaled so the intermediate `hypot` cannot overflow
/// or lose a subnormal.
fn c_sqrt(z: C) -> C {
    if z.0 == 0.0 && z.1 == 0.0 {
        return (0.0, z.1);
    }
    if z.1.is_infinite() {
        return (f64::INFINITY, z.1);
    }
    if z.0.is_nan() || z.1.is_nan() {
        return if z.0 == f64::NEG_INFINITY {
            (f64::NAN, f64::INFINITY)
        } else if z.0 == f64::INFINITY {
            (f64::INFINITY, f64::NAN)
        } else {
            (f64::NAN, f64::NAN)
        };
    }
    if z.0.is_infinite() {
        return if z.0 > 0.0 {
            (f64::INFINITY, 0.0f64.copysign(z.1))
        } else {
            (0.0, f64::INFINITY.copysign(z.1))
        };
    }
    let (mut ax, ay) = (z.0.abs(), z.1.abs());
    let s = if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        ax *= 2f64.powi(53);
        (ax + ax.hypot(ay * 2f64.powi(53))).sqrt() * 2f64.powi(-27)
    } else {
        ax /= 8.0;
        2.0 * (ax + ax.hypot(ay / 8.0)).sqrt()
    };
    let d = ay / (2.0 * s);
    if z.0 >= 0.0 {
        (s, d.copysign(z.1))
    } else {
        (d, s.copysign(z.1))
    }
}

/// CPython's `c_log`, without its table of special values.
fn c_log(z: C) -> Res<C> {
    let (ax, ay) = (z.0.abs(), z.1.abs());
    let re = if ax > LARGE || ay > LARGE {
        (ax / 2.0).hypot(ay / 2.0).ln() + std::f64::consts::LN_2
    } else if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        if ax > 0.0 || ay > 0.0 {
            let k = 2f64.powi(53);
            (ax * k).hypot(ay * k).ln() - 53.0 * std::f64::consts::LN_2
        } else {
            return Err(domain());
        }
    } else {
        let h = ax.hypot(ay);
        if (0.71..=1.73).contains(&h) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            ((am - 1.0) * (am + 1.0) + an * an).ln_1p() / 2.0
        } else {
            h.ln()
        }
    };
    Ok((re, z.1.atan2(z.0)))
}

fn c_exp(z: C) -> Res<C> {
    if !z.0.is_finite() || !z.1.is_finite() {
        return Ok(complex_exp_special(z));
    }
    let r = if z.0 > LOG_LARGE {
        let l = (z.0 - 1.0).exp();
        (
            l * z.1.cos() * std::f64::consts::E,
            l * z.1.sin() * std::f64::consts::E,
        )
    } else {
        let l = z.0.exp();
        (l * z.1.cos(), l * z.1.sin())
    };
    in_range(r)
}

fn complex_exp_special(z: C) -> C {
    if z.0 == f64::NEG_INFINITY && z.1.is_finite() {
        return (0.0 * z.1.cos(), 0.0 * z.1.sin());
    }
    if z.0 == f64::INFINITY && z.1 == 0.0 {
        return (f64::INFINITY, z.1);
    }
    (f64::NAN, f64::NAN)
}

fn c_sinh(z: C) -> Res<C> {
    let r = if z.0.abs() > LOG_LARGE {
        let (x1, x2) = (z.0 - z.0.signum(), std::f64::consts::E);
        (z.1.cos() * x1.sinh() * x2, z.1.sin() * x1.cosh() * x2)
    } else {
        (z.1.cos() * z.0.sinh(), z.1.sin() * z.0.cosh())
    };
    in_range(r)
}

fn c_cosh(z: C) -> Res<C> {
    let r = if z.0.abs() > LOG_LARGE {
        let (x1, x2) = (z.0 - z.0.signum(), std::f64::consts::E);
        (z.1.cos() * x1.cosh() * x2, z.1.sin() * x1.sinh() * x2)
    } else {
        (z.0.cosh() * z.1.cos(), z.0.sinh() * z.1.sin())
    };
    in_range(r)
}

fn c_tanh(z: C) -> C {
    if z.0.abs() > LOG_LARGE {
        (
            1.0f64.copysign(z.0),
            4.0 * z.1.sin() * z.1.cos() * (-2.0 * z.0.abs()).exp(),
        )
    } else {
        let (tx, ty, cx) = (z.0.tanh(), z.1.tan(), 1.0 / z.0.cosh());
        let txty = tx * ty;
        let denom = 1.0 + txty * txty;
        (tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)
    }
}

fn c_asinh(z: C) -> C {
    let s1 = c_sqrt((1.0 + z.1, -z.0));
    let s2 = c_sqrt((1.0 - z.1, z.0));
    (
        (s1.0 * s2.1 - s2.0 * s1.1).asinh(),
        z.1.atan2(s1.0 * s2.0 - s1.1 * s2.1),
    )
}

fn c_atanh(z: C) -> Res<C> {
    if z.0 < 0.0 {
        let r = c_atanh((-z.0, -z.1))?;
        return Ok((-r.0, -r.1));
    }
    let ay = z.1.abs();
    if z.0 == 1.0 && ay < f64::MIN_POSITIVE.sqrt() {
        if ay == 0.0 {
            return Err(domain());
        }
        return Ok((
            -(ay.sqrt() / ay.hypot(2.0).sqrt()).ln(),
            ((2.0f64).atan2(-ay) / 2.0).copysign(z.1),
        ));
    }
    Ok((
        (4.0 * z.0 / ((1.0 - z.0) * (1.0 - z.0) + ay * ay)).ln_1p() / 4.0,
        -(-2.0 * z.1).atan2((1.0 - z.0) * (1.0 + z.0) - ay * ay) / 2.0,
    ))
}

/// `-i f(i z)`: the circular functions through the hyperbolic ones.
fn rotate(z: C, f: impl Fn(C) -> Res<C>) -> Res<C> {
    let s = f((-z.1, z.0))?;
    Ok((s.1, -s.0))
}

fn sqrt(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_sqrt(arg("sqrt", &args)?))
}

fn exp(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_exp(arg("exp", &args)?)?)
}

fn log(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("log", &args, 1, 2)?;
    let z = c_log(arg("log", &args[..1])?)?;
    let Some(base) = args.get(1) else {
        return done(z);
    };
    let b = c_log(arg("log", std::slice::from_ref(base))?)?;
    match complex::py_binary(
        crate::syntax::ast::BinOp::Div,
        &Value::Complex(z.0, z.1),
        &Value::Complex(b.0, b.1),
    ) {
        Some(r) => r.map_err(|_| zero_div("complex division by zero")),
        None => Err(domain()),
    }
}

fn log10(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = c_log(arg("log10", &args)?)?;
    done((z.0 / std::f64::consts::LN_10, z.1 / std::f64::consts::LN_10))
}

fn phase(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("phase", &args)?;
    Ok(Value::Float(z.1.atan2(z.0)))
}

fn polar(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("polar", &args)?;
    let r = complex::py_abs(z).map_err(|_| range())?;
    Ok(Value::Tuple(
        vec![Value::Float(r), Value::Float(z.1.atan2(z.0))].into(),
    ))
}

fn rect(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("rect", &args, 2, 2)?;
    let r = crate::eval::ops::to_f64(&args[0])?;
    let phi = crate::eval::ops::to_f64(&args[1])?;
    if r.is_infinite() && phi.is_finite() && phi != 0.0 {
        let inf = if r > 0.0 {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        };
        return done((inf * phi.cos(), inf * phi.sin()));
    }
    if phi == 0.0 {
        return done((r, r * phi));
    }
    done((r * phi.cos(), r * phi.sin()))
}

fn sin(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(rotate(arg("sin", &args)?, c_sinh)?)
}

fn cos(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("cos", &args)?;
    done(c_cosh((-z.1, z.0))?)
}

fn tan(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(rotate(arg("tan", &args)?, |z| Ok(c_tanh(z)))?)
}

fn sinh(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_sinh(arg("sinh", &args)?)?)
}

fn cosh(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_cosh(arg("cosh", &args)?)?)
}

fn tanh(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_tanh(arg("tanh", &args)?))
}

fn asinh(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_asinh(arg("asinh", &args)?))
}

fn asin(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(rotate(arg("asin", &args)?, |z| Ok(c_asinh(z)))?)
}

fn acos(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("acos", &args)?;
    let s1 = c_sqrt((1.0 - z.0, -z.1));
    let s2 = c_sqrt((1.0 + z.0, z.1));
    done((2.0 * s1.0.atan2(s2.0), (s2.0 * s1.1 - s2.1 * s1.0).asinh()))
}

fn acosh(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("acosh", &args)?;
    let s1 = c_sqrt((z.0 - 1.0, z.1));
    let s2 = c_sqrt((z.0 + 1.0, z.1));
    done(((s1.0 * s2.0 + s1.1 * s2.1).asinh(), 2.0 * s1.1.atan2(s2.0)))
}

fn atanh(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(c_atanh(arg("atanh", &args)?)?)
}

fn atan(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    done(rotate(arg("atan", &args)?, c_atanh)?)
}

fn isfinite(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("isfinite", &args)?;
    Ok(Value::Bool(z.0.is_finite() && z.1.is_finite()))
}

fn isinf(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("isinf", &args)?;
    Ok(Value::Bool(z.0.is_infinite() || z.1.is_infinite()))
}

fn isnan(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let z = arg("isnan", &args)?;
    Ok(Value::Bool(z.0.is_nan() || z.1.is_nan()))
}

fn isclose(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("isclose", &args, 2, 2)?;
    let tol = |v: Option<Value>, default: f64| -> Res<f64> {
        v.map_or(Ok(default), |v| crate::eval::ops::to_f64(&v))
    };
    let rel = tol(take_kw(&mut kw, "rel_tol"), 1e-9)?;
    let abs = tol(take_kw(&mut kw, "abs_tol"), 0.0)?;
    no_more_kw("isclose", &kw)?;
    if rel < 0.0 || abs < 0.0 {
        return Err(value_error("tolerances must be non-negative"));
    }
    let a = arg("isclose", &args[..1])?;
    let b = arg("isclose", &args[1..])?;
    if a == b {
        return Ok(Value::Bool(true));
    }
    if [a.0, a.1, b.0, b.1].iter().any(|x| x.is_infinite()) {
        return Ok(Value::Bool(false));
    }
    let diff = (a.0 - b.0).hypot(a.1 - b.1);
    let (na, nb) = (a.0.hypot(a.1), b.0.hypot(b.1));
    Ok(Value::Bool(
        diff <= rel * nb || diff <= rel * na || diff <= abs,
    ))
}
