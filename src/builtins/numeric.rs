//! The numeric builtins: `sum`, `abs`, `round`, `int`, `float`, `divmod`,
//! `pow`, and the radix conversions `hex`, `oct`, `bin`.

use super::core::as_index;
use super::{arity, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::ValueIter;
use crate::eval::ops::{self};
use crate::eval::value::Value;
use std::sync::Arc;

pub(super) fn sum(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let start = take_kw(&mut kw, "start")
        .or_else(|| args.get(1).cloned())
        .unwrap_or(Value::Int(0));
    arity("sum", &args, 1, 2)?;
    if let Value::Str(_) = start {
        return Err(type_error(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    let mut acc = start;
    let mut it = match &args[0] {
        // A list's leading numbers add under one lock: adding them runs
        // no code that could change the list.
        Value::List(l) => {
            let items = l.lock();
            let mut done = 0;
            for x in items.iter() {
                match add_number(&acc, x) {
                    Some(sum) => acc = sum,
                    None => break,
                }
                done += 1;
            }
            ValueIter::List(l.clone(), done)
        }
        other => ValueIter::new(other, f)?,
    };
    while let Some(x) = it.next(f)? {
        acc = match add_number(&acc, &x) {
            Some(sum) => sum,
            None => crate::eval::attrs::binary(f, crate::syntax::ast::BinOp::Add, &acc, &x)?,
        };
    }
    Ok(acc)
}

/// `acc + x` for small ints, bools and floats (None for anything else —
/// big ints, overflow, user types — which adds as `+` does).
fn add_number(acc: &Value, x: &Value) -> Option<Value> {
    Some(match (acc, x) {
        (Value::Int(a), Value::Int(b)) => Value::Int(a.checked_add(*b)?),
        // Counting flags, `sum(flags)`, adds bools as the ints they are.
        (Value::Int(a), Value::Bool(b)) => Value::Int(a.checked_add(i64::from(*b))?),
        (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
        (Value::Float(a), Value::Int(b)) => Value::Float(a + *b as f64),
        (Value::Int(a), Value::Float(b)) => Value::Float(*a as f64 + b),
        _ => return None,
    })
}

pub(super) fn abs(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("abs", &args, 1, 1)?;
    // NumPy's absolute, elementwise (and wrapping as int64 does).
    if matches!(args[0], Value::Array(_) | Value::NpScalar(..)) {
        return super::numpy::abs(f, args, Vec::new());
    }
    match &args[0].plain() {
        Value::Int(i) => Ok(match i.checked_abs() {
            Some(a) => Value::Int(a),
            None => {
                crate::eval::bigint::norm(num_bigint::BigInt::from(*i).magnitude().clone().into())
            }
        }),
        Value::BigInt(b) => Ok(crate::eval::bigint::norm(b.magnitude().clone().into())),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(x) => Ok(Value::Float(x.abs())),
        Value::Complex(re, im) => crate::eval::complex::py_abs((*re, *im)).map(Value::Float),
        v @ Value::Instance(_) if let Some(r) = crate::eval::attrs::abs_special(f, v) => r,
        other => Err(type_error(format!(
            "bad operand type for abs(): '{}'",
            other.type_name()
        ))),
    }
}

/// Rounds to `nd` decimals the way CPython does: correctly rounded from
/// the exact binary value, ties to even.
pub fn round_float(x: f64, nd: i64) -> f64 {
    if !x.is_finite() || nd > 300 {
        return x;
    }
    if nd < -308 {
        return 0.0f64.copysign(x);
    }
    if nd >= 0 {
        let s = format!("{:.*}", nd as usize, x);
        s.parse().unwrap_or(x)
    } else {
        let p = 10f64.powi((-nd) as i32);
        let y = x / p;
        let r = y.round_ties_even();
        let r = if (y - y.trunc()).abs() == 0.5 {
            r
        } else {
            y.round()
        };
        r * p
    }
}

pub(super) fn round(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let nd = take_kw(&mut kw, "ndigits").or_else(|| args.get(1).cloned());
    arity("round", &args, 1, 2)?;
    if let Value::Instance(i) = &args[0]
        && let Some(m) = i.class.lookup("__round__")
    {
        let mut full = vec![args[0].clone()];
        full.extend(nd);
        return crate::eval::call::call_value(&m, full, Vec::new(), f);
    }
    let nd = match nd {
        None | Some(Value::None) => None,
        Some(v) => Some(as_index(&v)?),
    };
    // A NumPy scalar's `__round__`: a Python int without ndigits, else
    // a scalar of its own type (`round(np.int32(17), -1)` is np.int32(20)).
    if let Value::NpScalar(_, d) = &args[0] {
        if !(d.is_int() || d.is_float()) {
            return Err(type_error(format!(
                "type numpy.{} doesn't define __round__ method",
                d.name()
            )));
        }
        return match nd {
            Some(n) => crate::eval::arrays::round(&args[0], n),
            None => round(f, vec![args[0].plain()], Vec::new()),
        };
    }
    match (&args[0], nd) {
        (Value::Int(i), None) => Ok(Value::Int(*i)),
        (Value::BigInt(_), None) => Ok(args[0].clone()),
        (Value::Bool(b), None) => Ok(Value::Int(*b as i64)),
        (Value::Int(i), Some(n)) if n >= 0 => Ok(Value::Int(*i)),
        (Value::Int(i), Some(n)) => {
            // In i128, where neither the doubled remainder nor the rounded
            // result can overflow; a result beyond i64 becomes a big int.
            let Some(p) = 10i128.checked_pow((-n).min(40) as u32) else {
                return Ok(Value::Int(0));
            };
            let i = *i as i128;
            let q = i.div_euclid(p);
            let r = i - q * p;
            let up = r * 2 > p || (r * 2 == p && q % 2 != 0);
            let v = (q + up as i128) * p;
            Ok(match i64::try_from(v) {
                Ok(v) => Value::Int(v),
                Err(_) => crate::eval::bigint::norm(num_bigint::BigInt::from(v)),
            })
        }
        // NaN and infinities keep their kind through the rounding, and
        // to_int_checked refuses them with Python's messages.
        (Value::Float(x), None) => super::math::to_int_checked(x.round_ties_even()),
        (Value::Float(x), Some(n)) => Ok(Value::Float(round_float(*x, n))),
        (other, _) => Err(type_error(format!(
            "type {} doesn't define __round__ method",
            other.type_name()
        ))),
    }
}

/// `int(s, base)`: an int of any size.
pub fn parse_int_value(s: &str, base: u32) -> Option<Value> {
    let t = s.trim().replace('_', "");
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, t.strip_prefix('+').unwrap_or(&t).to_string()),
    };
    let (base, digits) = match (base, t.get(..2).map(|p| p.to_ascii_lowercase())) {
        (0 | 16, Some(p)) if p == "0x" => (16, t[2..].to_string()),
        (0 | 8, Some(p)) if p == "0o" => (8, t[2..].to_string()),
        (0 | 2, Some(p)) if p == "0b" => (2, t[2..].to_string()),
        (0, _) => (10, t.clone()),
        (b, _) => (b, t.clone()),
    };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    let v = num_bigint::BigInt::parse_bytes(digits.as_bytes(), base)?;
    Some(crate::eval::bigint::norm(if neg { -v } else { v }))
}

pub(super) fn int(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let base = take_kw(&mut kw, "base").or_else(|| args.get(1).cloned());
    arity("int", &args, 0, 2)?;
    let Some(x) = args.first() else {
        return Ok(Value::Int(0));
    };
    if base.is_none()
        && let Some(r) = crate::eval::attrs::number_special(f, x, false)
    {
        return r;
    }
    if base.is_none()
        && let Value::Array(a) = x
    {
        return int(
            f,
            vec![crate::eval::arrays::scalar_value(ops::zero_dim_item(a)?)],
            kw,
        );
    }
    let plain = x.plain();
    let x = if let Value::Enum(_) = x { &plain } else { x };
    match (x, base) {
        (Value::Str(s), b) => {
            let base = match b {
                Some(v) => match as_index(&v)? {
                    b @ (0 | 2..=36) => b as u32,
                    _ => {
                        return Err(value_error("int() base must be >= 2 and <= 36, or 0"));
                    }
                },
                None => 10,
            };
            parse_int_value(s, base).ok_or_else(|| {
                value_error(format!(
                    "invalid literal for int() with base {base}: {}",
                    x.repr()
                ))
            })
        }
        (Value::Int(i), None) => Ok(Value::Int(*i)),
        (Value::BigInt(_), None) => Ok(x.clone()),
        (Value::Bool(b), None) => Ok(Value::Int(*b as i64)),
        (Value::Float(f), None) => super::math::to_int_checked(f.trunc()),
        (_, Some(_)) => Err(type_error(
            "int() can't convert non-string with explicit base",
        )),
        (other, None) => Err(type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

pub(super) fn float(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("float", &args, 0, 1)?;
    let Some(x) = args.first() else {
        return Ok(Value::Float(0.0));
    };
    if let Some(r) = crate::eval::attrs::number_special(f, x, true) {
        return r;
    }
    match x {
        Value::Float(f) => Ok(Value::Float(*f)),
        Value::Int(i) => Ok(Value::Float(*i as f64)),
        Value::Enum(m) => Ok(Value::Float(m.value as f64)),
        Value::BigInt(b) => crate::eval::bigint::to_f64(b).map(Value::Float),
        Value::Bool(b) => Ok(Value::Float(*b as i64 as f64)),
        // NumPy's scalars convert themselves: a complex one gives its real
        // part (where NumPy also warns that the imaginary part is lost).
        Value::NpScalar(s, _) => Ok(Value::Float(s.as_f64())),
        Value::Array(a) => float(
            f,
            vec![crate::eval::arrays::scalar_value(ops::zero_dim_item(a)?)],
            Vec::new(),
        ),
        Value::Str(s) => crate::eval::format::float_from_text(s)
            .map(Value::Float)
            .ok_or_else(|| value_error(format!("could not convert string to float: {}", x.repr()))),
        other => Err(type_error(format!(
            "float() argument must be a string or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

pub(super) fn divmod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("divmod", &args, 2, 2)?;
    use crate::syntax::ast::BinOp;
    let q = ops::binary(BinOp::FloorDiv, &args[0], &args[1]).map_err(|e| {
        if e.class_name() == "ZeroDivisionError" {
            match (&args[0], &args[1]) {
                (Value::Float(_), _) | (_, Value::Float(_)) => zero_div("float divmod()"),
                _ => zero_div("integer division or modulo by zero"),
            }
        } else if e.class_name() == "TypeError"
            && e.message()
                .starts_with("unsupported operand type(s) for //")
        {
            type_error(format!(
                "unsupported operand type(s) for divmod(): '{}' and '{}'",
                args[0].type_name(),
                args[1].type_name()
            ))
        } else {
            e
        }
    })?;
    let r = ops::binary(BinOp::Mod, &args[0], &args[1])?;
    Ok(Value::tuple(vec![q, r]))
}

/// Cython's C `divmod`: Python's floor semantics, but its own zero check.
pub(super) fn c_divmod(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    if args
        .get(1)
        .is_some_and(|b| matches!(b, Value::Int(0)) || matches!(b, Value::Float(z) if *z == 0.0))
    {
        return Err(zero_div("division by zero"));
    }
    divmod(f, args, kw)
}

pub(super) fn pow(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("pow", &args, 2, 3)?;
    if let Some(m) = args.get(2) {
        let (Value::Int(b), Value::Int(e), Value::Int(m)) = (&args[0], &args[1], m) else {
            return Err(type_error(
                "pow() 3rd argument not allowed unless all arguments are integers",
            ));
        };
        if *m == 0 {
            return Err(value_error("pow() 3rd argument cannot be 0"));
        }
        let (mut base, mut e, m) = ((*b as i128).rem_euclid(*m as i128), *e as i128, *m as i128);
        // A negative exponent raises the inverse of the base (Python 3.8).
        if e < 0 {
            base = mod_inverse(base, m.abs())
                .ok_or_else(|| value_error("base is not invertible for the given modulus"))?;
            e = -e;
        }
        let mut r: i128 = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = (r * base).rem_euclid(m);
            }
            base = (base * base).rem_euclid(m);
            e >>= 1;
        }
        let r = if m < 0 && r > 0 { r + m } else { r };
        return Ok(Value::Int(r as i64));
    }
    ops::binary(crate::syntax::ast::BinOp::Pow, &args[0], &args[1])
}

/// The inverse of `a` modulo `m` (> 0), when `a` and `m` are coprime.
fn mod_inverse(a: i128, m: i128) -> Option<i128> {
    let (mut r0, mut r1, mut s0, mut s1) = (a.rem_euclid(m), m, 1i128, 0i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    (r0 == 1 || m == 1).then(|| s0.rem_euclid(m))
}

/// Arguments with each instance that defines `__index__` replaced by the
/// int it stands for.
pub(super) fn index_args(fr: &mut Frame, mut args: Vec<Value>) -> Res<Vec<Value>> {
    for a in args.iter_mut() {
        if let Some(i) = crate::eval::attrs::index_special(fr, a)? {
            *a = i;
        }
    }
    Ok(args)
}

fn radix(args: &[Value], name: &str, prefix: &str, f: fn(u64) -> String) -> Res<Value> {
    arity(name, args, 1, 1)?;
    // A big int: its magnitude's digits in the radix.
    if let Value::BigInt(b) = &args[0] {
        let r = match prefix {
            "0x" => 16,
            "0o" => 8,
            _ => 2,
        };
        let digits = b.magnitude().to_str_radix(r);
        let sign = if b.sign() == num_bigint::Sign::Minus {
            "-"
        } else {
            ""
        };
        return Ok(Value::Str(Arc::from(format!("{sign}{prefix}{digits}"))));
    }
    let i = as_index(&args[0])?;
    let s = if i < 0 {
        format!("-{prefix}{}", f(i.unsigned_abs()))
    } else {
        format!("{prefix}{}", f(i as u64))
    };
    Ok(Value::Str(Arc::from(s)))
}

pub(super) fn hex(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    radix(&args, "hex", "0x", |u| format!("{u:x}"))
}

pub(super) fn oct(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    radix(&args, "oct", "0o", |u| format!("{u:o}"))
}

pub(super) fn bin(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    radix(&args, "bin", "0b", |u| format!("{u:b}"))
}
