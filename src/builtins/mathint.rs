//! `math`'s integer functions (`comb`, `perm`, `lcm`, `isqrt`, `gcd`),
//! exact for any size, and its remaining float functions.

use super::{Builtin, arity};
use crate::eval::bigint::norm;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops::to_f64;
use crate::eval::value::Value;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

pub const TABLE: &[Builtin] = &[
    b!(
        "cython.cdiv",
        "cython.cdiv(a, b): C's integer division, truncated toward zero",
        cdiv
    ),
    b!(
        "cython.cmod",
        "cython.cmod(a, b): C's remainder, with the sign of a",
        cmod
    ),
    b!("math.comb", "math.comb(n, k): ways to choose k of n", comb),
    b!(
        "math.perm",
        "math.perm(n, k=None): ordered choices of k of n",
        perm
    ),
    b!(
        "math.gcd",
        "math.gcd(*integers): greatest common divisor",
        gcd
    ),
    b!(
        "math.lcm",
        "math.lcm(*integers): least common multiple",
        lcm
    ),
    b!(
        "math.isqrt",
        "math.isqrt(n): the integer square root",
        isqrt
    ),
    b!("math.asinh", "math.asinh(x)", |_, a, _| float1(
        "asinh",
        a,
        f64::asinh
    )),
    b!("math.acosh", "math.acosh(x)", |_, a, _| float1(
        "acosh",
        a,
        f64::acosh
    )),
    b!("math.atanh", "math.atanh(x)", |_, a, _| float1(
        "atanh",
        a,
        f64::atanh
    )),
    b!("math.exp2", "math.exp2(x)", |_, a, _| float1(
        "exp2",
        a,
        f64::exp2
    )),
    b!(
        "math.modf",
        "math.modf(x): fractional and integer parts",
        modf
    ),
    b!("math.frexp", "math.frexp(x): mantissa and exponent", frexp),
    b!("math.ldexp", "math.ldexp(x, i): x * 2**i", ldexp),
    b!("math.dist", "math.dist(p, q): Euclidean distance", dist),
];

fn int_of(v: &Value) -> Res<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(b) => Ok(BigInt::from(*b as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// Refuses results of more bits than arr lets an int have.
fn bits_ok(bits: f64) -> Res<()> {
    if bits > (1u64 << 26) as f64 {
        return Err(memory_error(""));
    }
    Ok(())
}

fn comb(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("comb", &args, 2, 2)?;
    let (n, k) = (int_of(&args[0])?, int_of(&args[1])?);
    if n.is_negative() {
        return Err(value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(value_error("k must be a non-negative integer"));
    }
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = std::cmp::min(k.clone(), &n - &k);
    let k: u64 = i64::try_from(k)
        .map(|k| k as u64)
        .map_err(|_| overflow("min(n - k, k) must not exceed 9223372036854775807"))?;
    bits_ok(k as f64 * f64::from(n.bits().max(1) as u32))?;
    let top = range_product(&(&n - k + 1u32), k);
    let bottom = range_product(&BigInt::from(1), k);
    Ok(norm(top / bottom))
}

/// `lo · (lo+1) · … · (lo+count-1)`, multiplied as a balanced tree so
/// that the big products use num-bigint's fast multiplication.
fn range_product(lo: &BigInt, count: u64) -> BigInt {
    if count <= 16 {
        let mut r = BigInt::from(1);
        for i in 0..count {
            r *= lo + i;
        }
        return r;
    }
    let half = count / 2;
    range_product(lo, half) * range_product(&(lo + half), count - half)
}

fn perm(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("perm", &args, 1, 2)?;
    let n = int_of(&args[0])?;
    let k = match args.get(1) {
        None | Some(Value::None) => n.clone(),
        Some(v) => int_of(v)?,
    };
    if n.is_negative() {
        return Err(value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(value_error("k must be a non-negative integer"));
    }
    if k > n {
        return Ok(Value::Int(0));
    }
    let k: u64 = i64::try_from(k)
        .map(|k| k as u64)
        .map_err(|_| overflow("k must not exceed 9223372036854775807"))?;
    bits_ok(k as f64 * f64::from(n.bits().max(1) as u32))?;
    Ok(norm(range_product(&(&n - k + 1u32), k)))
}

fn gcd(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let mut g = BigInt::zero();
    for a in &args {
        g = g.gcd(&int_of(a)?);
    }
    Ok(norm(g))
}

fn lcm(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let mut l = BigInt::from(1);
    for a in &args {
        let x = int_of(a)?;
        if x.is_zero() {
            return Ok(Value::Int(0));
        }
        l = l.lcm(&x);
    }
    Ok(norm(l.abs()))
}

fn isqrt(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("isqrt", &args, 1, 1)?;
    let n = int_of(&args[0])?;
    if n.is_negative() {
        return Err(value_error("isqrt() argument must be nonnegative"));
    }
    Ok(norm(n.sqrt()))
}

fn float1(name: &str, args: Vec<Value>, f: fn(f64) -> f64) -> Res<Value> {
    arity(name, &args, 1, 1)?;
    let x = to_f64(&args[0])?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(value_error("math domain error"));
    }
    if r.is_infinite() && x.is_finite() {
        return Err(match name {
            "atanh" => value_error("math domain error"),
            _ => overflow("math range error"),
        });
    }
    Ok(Value::Float(r))
}

fn modf(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("modf", &args, 1, 1)?;
    let x = to_f64(&args[0])?;
    let int = x.trunc();
    let frac = if x.is_infinite() {
        0.0f64.copysign(x)
    } else {
        x - int
    };
    Ok(Value::tuple(vec![Value::Float(frac), Value::Float(int)]))
}

fn frexp(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("frexp", &args, 1, 1)?;
    let (mant, exp) = crate::eval::cmath::frexp(to_f64(&args[0])?);
    Ok(Value::tuple(vec![
        Value::Float(mant),
        Value::Int(i64::from(exp)),
    ]))
}

fn ldexp(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("ldexp", &args, 2, 2)?;
    let x = to_f64(&args[0])?;
    let Value::Int(i) = args[1] else {
        return Err(type_error("Expected an int as second argument to ldexp."));
    };
    let e = i.clamp(-2200, 2200) as i32;
    // Two steps keep 2**e finite while x * 2**e may still be.
    let r = x * 2f64.powi(e / 2) * 2f64.powi(e - e / 2);
    if r.is_infinite() && x.is_finite() {
        return Err(overflow("math range error"));
    }
    Ok(Value::Float(r))
}

fn dist(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("dist", &args, 2, 2)?;
    let p = crate::eval::iter::collect(&args[0], f)?;
    let q = crate::eval::iter::collect(&args[1], f)?;
    if p.len() != q.len() {
        return Err(value_error(
            "both points must have the same number of dimensions",
        ));
    }
    let diffs = p
        .iter()
        .zip(&q)
        .map(|(a, b)| Ok(to_f64(a)? - to_f64(b)?))
        .collect::<Res<Vec<f64>>>()?;
    Ok(Value::Float(super::pymath::norm(&diffs)))
}

/// The two int operands of `cython.cdiv`/`cmod`, the divisor non-zero.
fn c_operands(name: &str, args: &[Value]) -> Res<(i64, i64)> {
    arity(name, args, 2, 2)?;
    let int = |v: &Value| match v.plain() {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(b as i64),
        other => Err(type_error(format!(
            "an integer is required, not '{}'",
            other.type_name()
        ))),
    };
    let (a, b) = (int(&args[0])?, int(&args[1])?);
    if b == 0 {
        return Err(zero_div("integer division or modulo by zero"));
    }
    Ok((a, b))
}

fn cdiv(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (a, b) = c_operands("cdiv", &args)?;
    Ok(match a.checked_div(b) {
        Some(q) => Value::Int(q),
        None => norm(BigInt::from(a) / BigInt::from(b)),
    })
}

fn cmod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (a, b) = c_operands("cmod", &args)?;
    Ok(Value::Int(a.checked_rem(b).unwrap_or(0)))
}
