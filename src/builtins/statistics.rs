//! `statistics`: means, medians, mode, variances and standard deviations
//! as CPython's module computes them. The means and spreads are exact:
//! every finite float is an integer count of 2**-1074, so sums and sums
//! of squares are exact big integers, and the result is rounded once
//! (the square root too, round-to-odd as CPython's `_float_sqrt_of_frac`
//! does), so each result has CPython's bits. A result is an int when the
//! data are ints and the exact value is whole, as CPython's `_convert`.

use super::{Builtin, arity, no_more_kw};
use crate::eval::bigint;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Key, KeyHash, Value};
use crate::syntax::ast::BinOp;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

/// Finite floats are multiples of 2**-SCALE.
const SCALE: usize = 1074;

fn stats_error(msg: &str) -> Box<Exc> {
    new_exc("StatisticsError", msg)
}

/// The data as exact multiples of 2**-SCALE, and whether all were ints;
/// None when one is infinite or NaN (then float arithmetic gives it).
fn exact(data: &[Value]) -> Res<Option<(Vec<BigInt>, bool)>> {
    let mut out = Vec::with_capacity(data.len());
    let mut ints = true;
    for v in data {
        let a = match v {
            Value::Bool(b) => BigInt::from(u8::from(*b)) << SCALE,
            Value::Float(x) => {
                ints = false;
                if !x.is_finite() {
                    return Ok(None);
                }
                float_scaled(*x)
            }
            v => match bigint::big_of(v) {
                Some(b) => b << SCALE,
                None => {
                    return Err(type_error(format!(
                        "can't convert type '{}' to numerator/denominator",
                        v.type_name()
                    )));
                }
            },
        };
        out.push(a);
    }
    Ok(Some((out, ints)))
}

/// `x * 2**SCALE`, exactly.
fn float_scaled(x: f64) -> BigInt {
    // `x == ±mant * 2**(exp - 52)`, and `exp - 52 >= -SCALE`.
    let (mant, exp) = super::floathex::decompose(x);
    let m = BigInt::from(mant) << (i64::from(exp) - 52 + SCALE as i64) as usize;
    if x.is_sign_negative() { -m } else { m }
}

/// `num / den` as CPython's `_convert` gives it: an int when the data
/// were ints and it is whole, else the correctly rounded float.
fn convert(num: &BigInt, den: &BigInt, ints: bool) -> Res<Value> {
    if ints && (num % den).is_zero() {
        return Ok(bigint::norm(num / den));
    }
    Ok(Value::Float(bigint::true_div(num, den)?))
}

/// The square root of `n / m`, correctly rounded (CPython's
/// `_float_sqrt_of_frac`).
fn sqrt_of_frac(n: &BigInt, m: &BigInt) -> Res<f64> {
    let g = n.gcd(m);
    let (n, m) = (n / &g, m / &g);
    let rto = |n: &BigInt, m: &BigInt| -> BigInt {
        let a = (n / m).sqrt();
        let exact = &a * &a * m == *n;
        if exact { a } else { a | BigInt::from(1) }
    };
    let q = (n.bits() as i64 - m.bits() as i64 - 109).div_euclid(2);
    let (num, den) = if q >= 0 {
        (
            rto(&n, &(&m << (2 * q) as usize)) << q as usize,
            BigInt::from(1),
        )
    } else {
        (
            rto(&(&n << (-2 * q) as usize), &m),
            BigInt::from(1) << (-q) as usize,
        )
    };
    bigint::true_div(&num, &den)
}

/// The data's exact sum and sum of squared deviations, over
/// `2**SCALE * n` and `2**(2 SCALE) * n` (CPython's `_ss`).
fn sum_squares(a: &[BigInt]) -> (BigInt, BigInt) {
    let n = BigInt::from(a.len());
    let s: BigInt = a.iter().sum();
    let sxx: BigInt = a.iter().map(|x| x * x).sum();
    let ssd_num = &n * sxx - &s * &s;
    (s, ssd_num)
}

fn data_of(f: &mut Frame, name: &str, args: &[Value], kw: &Kwargs) -> Res<Vec<Value>> {
    arity(name, args, 1, 1)?;
    no_more_kw(name, kw)?;
    crate::eval::iter::collect(&args[0], f)
}

fn float_of(v: &Value) -> f64 {
    match v {
        Value::Float(x) => *x,
        Value::Bool(b) => f64::from(u8::from(*b)),
        v => bigint::big_of(v).map_or(f64::NAN, |b| bigint::to_f64(&b).unwrap_or(f64::NAN)),
    }
}

fn mean(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let data = data_of(f, "mean", &args, &kw)?;
    if data.is_empty() {
        return Err(stats_error("mean requires at least one data point"));
    }
    let n = data.len();
    match exact(&data)? {
        Some((a, ints)) => {
            let s: BigInt = a.iter().sum();
            convert(&s, &(BigInt::from(n) << SCALE), ints)
        }
        None => Ok(Value::Float(
            data.iter().map(float_of).sum::<f64>() / n as f64,
        )),
    }
}

fn fmean(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let data = data_of(f, "fmean", &args, &kw)?;
    if data.is_empty() {
        return Err(stats_error("fmean requires at least one data point"));
    }
    let n = data.len() as f64;
    let total = match exact(&data)? {
        Some((a, _)) => bigint::true_div(&a.iter().sum(), &(BigInt::from(1) << SCALE))?,
        None => data.iter().map(float_of).sum::<f64>(),
    };
    Ok(Value::Float(total / n))
}

/// `variance`/`pvariance` (`sample`: over n - 1) and `stdev`/`pstdev`
/// (`root`).
fn spread(
    f: &mut Frame,
    name: &str,
    args: Vec<Value>,
    kw: Kwargs,
    sample: bool,
    root: bool,
) -> Res<Value> {
    let data = data_of(f, name, &args, &kw)?;
    let n = data.len();
    if n < 1 + usize::from(sample) {
        return Err(stats_error(&format!(
            "{name} requires at least {} data point{}",
            if sample { "two" } else { "one" },
            if sample { "s" } else { "" }
        )));
    }
    let Some((a, ints)) = exact(&data)? else {
        return Ok(Value::Float(f64::NAN));
    };
    let (_, ssd_num) = sum_squares(&a);
    let nb = BigInt::from(n);
    let per = if sample {
        BigInt::from(n - 1)
    } else {
        nb.clone()
    };
    let den = (&nb * per) << (2 * SCALE);
    if root {
        return Ok(Value::Float(sqrt_of_frac(&ssd_num.abs(), &den)?));
    }
    convert(&ssd_num, &den, ints)
}

fn sorted_data(f: &mut Frame, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Vec<Value>> {
    let mut data = data_of(f, name, &args, &kw)?;
    if data.is_empty() {
        return Err(stats_error("no median for empty data"));
    }
    super::ordering::sort_with(f, &mut data, &mut Vec::new(), "sort")?;
    Ok(data)
}

fn median(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let data = sorted_data(f, "median", args, kw)?;
    let n = data.len();
    if n % 2 == 1 {
        return Ok(data[n / 2].clone());
    }
    let sum = crate::eval::ops::binary(BinOp::Add, &data[n / 2 - 1], &data[n / 2])?;
    crate::eval::ops::binary(BinOp::Div, &sum, &Value::Int(2))
}

/// `mode(data)`: the first of the most common values, counted by their
/// dict keys (an unhashable one is Python's TypeError).
fn mode(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let data = data_of(f, "mode", &args, &kw)?;
    // (An IndexMap, as dicts use, keeps the order values were first seen.)
    let mut counts: indexmap::IndexMap<Key, (usize, usize), KeyHash> = Default::default();
    for (at, v) in data.iter().enumerate() {
        let key = v
            .key()
            .ok_or_else(|| type_error(format!("unhashable type: '{}'", v.type_name())))?;
        counts.entry(key).or_insert((0, at)).0 += 1;
    }
    // The most common; among equals, the first seen.
    let best = counts.values().rev().max_by_key(|(n, _)| *n);
    match best {
        Some((_, at)) => Ok(data[*at].clone()),
        None => Err(stats_error("no mode for empty data")),
    }
}

pub const TABLE: &[Builtin] = &[
    b!(
        "statistics.mean",
        "mean(data): the exact arithmetic mean",
        mean
    ),
    b!(
        "statistics.fmean",
        "fmean(data): the float mean, fsum(data) / n",
        fmean
    ),
    b!(
        "statistics.median",
        "median(data): the middle value, or the mean of the middle two",
        median
    ),
    b!(
        "statistics.median_low",
        "median_low(data): the lower of the middle two values",
        |f, a, k| {
            let d = sorted_data(f, "median_low", a, k)?;
            Ok(d[(d.len() - 1) / 2].clone())
        }
    ),
    b!(
        "statistics.median_high",
        "median_high(data): the higher of the middle two values",
        |f, a, k| {
            let d = sorted_data(f, "median_high", a, k)?;
            Ok(d[d.len() / 2].clone())
        }
    ),
    b!(
        "statistics.mode",
        "mode(data): the first most common value",
        mode
    ),
    b!(
        "statistics.variance",
        "variance(data): the sample variance (over n - 1)",
        |f, a, k| spread(f, "variance", a, k, true, false)
    ),
    b!(
        "statistics.pvariance",
        "pvariance(data): the population variance (over n)",
        |f, a, k| spread(f, "pvariance", a, k, false, false)
    ),
    b!(
        "statistics.stdev",
        "stdev(data): the sample standard deviation",
        |f, a, k| spread(f, "stdev", a, k, true, true)
    ),
    b!(
        "statistics.pstdev",
        "pstdev(data): the population standard deviation",
        |f, a, k| spread(f, "pstdev", a, k, false, true)
    ),
];
