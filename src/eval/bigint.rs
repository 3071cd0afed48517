//! Python ints beyond 64 bits. An int is a `Value::Int` while it fits in
//! an `i64` and a `Value::BigInt` only when it does not (every result is
//! normalised), so the common case keeps its fast paths and a `BigInt` is
//! never zero or small.

use super::exc::*;
use super::value::Value;
use crate::syntax::ast::BinOp;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::sync::Arc;

/// Results larger than this many bits are refused (`MemoryError`), so that
/// `2 ** 10**12` fails fast instead of exhausting memory.
const MAX_BITS: u64 = 1 << 26;

/// The int a big result stands for: small ones go back to `Value::Int`.
pub fn norm(b: BigInt) -> Value {
    match b.to_i64() {
        Some(i) => Value::Int(i),
        None => Value::BigInt(Arc::new(b)),
    }
}

/// The value as a big int, when it is an int (or bool, or NumPy integer).
pub fn big_of(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::BigInt(b) => Some((**b).clone()),
        Value::NpScalar(crate::array::Scalar::Int(i), _) => Some(BigInt::from(*i)),
        _ => None,
    }
}

/// The nearest float, or Python's OverflowError.
pub fn to_f64(b: &BigInt) -> Res<f64> {
    match b.to_f64() {
        Some(x) if x.is_finite() => Ok(x),
        _ => Err(overflow("int too large to convert to float")),
    }
}

fn check_bits(bits: u64) -> Res<()> {
    if bits > MAX_BITS {
        Err(memory_error(""))
    } else {
        Ok(())
    }
}

/// `x ** e` for a non-negative exponent.
pub fn pow(x: &BigInt, e: i64) -> Res<Value> {
    let e = u32::try_from(e).map_err(|_| memory_error(""))?;
    check_bits(x.bits().saturating_mul(u64::from(e)))?;
    Ok(norm(num_traits::pow(x.clone(), e as usize)))
}

/// An integer operator where one operand (or the exact result) does not
/// fit 64 bits; `None` when the operator is not an integer operator.
pub fn binary(op: BinOp, x: &BigInt, y: &BigInt) -> Res<Option<Value>> {
    Ok(Some(match op {
        BinOp::Add => norm(x + y),
        BinOp::Sub => norm(x - y),
        BinOp::Mul => {
            check_bits(x.bits() + y.bits())?;
            norm(x * y)
        }
        BinOp::FloorDiv => {
            if y.is_zero() {
                return Err(zero_div("integer division or modulo by zero"));
            }
            norm(x.div_floor(y))
        }
        BinOp::Mod => {
            if y.is_zero() {
                return Err(zero_div("integer modulo by zero"));
            }
            norm(x.mod_floor(y))
        }
        BinOp::Div => {
            if y.is_zero() {
                return Err(zero_div("division by zero"));
            }
            Value::Float(true_div(x, y)?)
        }
        BinOp::Pow => match y.to_i64() {
            Some(e) if e >= 0 => pow(x, e)?,
            Some(e) => Value::Float(to_f64(x)?.powf(e as f64)),
            None => return Err(memory_error("")),
        },
        BinOp::Shl | BinOp::Shr => {
            if y.is_negative() {
                return Err(value_error("negative shift count"));
            }
            let n = y.to_u64().unwrap_or(u64::MAX);
            if op == BinOp::Shr {
                let n = n.min(x.bits() + 1);
                norm(x >> n)
            } else {
                check_bits(x.bits().saturating_add(n))?;
                norm(x << n)
            }
        }
        BinOp::BitAnd => norm(x & y),
        BinOp::BitOr => norm(x | y),
        BinOp::BitXor => norm(x ^ y),
        BinOp::MatMul => return Ok(None),
    }))
}

/// `x / y` correctly rounded, as Python's int true division (dividing
/// the two ints converted to floats rounds twice, or three times).
pub fn true_div(x: &BigInt, y: &BigInt) -> Res<f64> {
    if y.is_zero() {
        return Err(zero_div("division by zero"));
    }
    let neg = x.is_negative() != y.is_negative();
    let (a, b) = (x.magnitude(), y.magnitude());
    if a.is_zero() {
        return Ok(if neg { -0.0 } else { 0.0 });
    }
    // A quotient of at least 55 bits: 53 kept, one to round by, and
    // the rest with the remainder deciding a tie.
    let s = (55 + b.bits() as i64 - a.bits() as i64).max(0) as u64;
    let (q, r) = (a << s).div_rem(b);
    let extra = q.bits() - 53;
    let top = &q >> extra;
    let rest = &q - (&top << extra);
    let half = num_bigint::BigUint::from(1u8) << (extra - 1);
    let mut m = top.to_u64().unwrap_or(0);
    if rest > half || (rest == half && (!r.is_zero() || m & 1 == 1)) {
        m += 1;
    }
    let v = scale2(m as f64, extra as i64 - s as i64);
    if v.is_infinite() {
        return Err(overflow("integer division result too large for a float"));
    }
    Ok(if neg { -v } else { v })
}

/// `m * 2**e` without an intermediate overflow or underflow.
fn scale2(mut m: f64, mut e: i64) -> f64 {
    while e > 1000 {
        m *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        m *= 2f64.powi(-1000);
        e += 1000;
    }
    m * 2f64.powi(e as i32)
}

/// Orders a big int against a float (exactly, as Python does).
pub fn cmp_float(x: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    // A float with a fractional part compares like its floor plus a bit.
    let fl = f.floor();
    let fb = num_traits::FromPrimitive::from_f64(fl).unwrap_or_else(BigInt::zero);
    match x.cmp(&fb) {
        Ordering::Equal if f > fl => Some(Ordering::Less),
        o => Some(o),
    }
}

/// Python's `format(n, spec)` digits of a big int: decimal, hex, octal or
/// binary magnitude.
pub fn digits(x: &BigInt, radix: u32, upper: bool) -> String {
    let s = x.abs().to_str_radix(radix);
    if upper { s.to_uppercase() } else { s }
}
