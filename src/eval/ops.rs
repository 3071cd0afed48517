//! Python's operators on dynamic values: arithmetic on ints of any size,
//! comparisons, indexing, containment, conversions to C types.

use super::exc::*;
use super::value::{Value, range_len};
use crate::builtins::setmethods::{self, Operand, SetOp};
use crate::sema::types::CInt;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};
use parking_lot::Mutex;
use std::cmp::Ordering;
use std::sync::Arc;

#[cold]
fn too_big() -> Box<Exc> {
    overflow("int too large: arr's Python ints are 64-bit")
}

fn unsupported(op: &str, a: &Value, b: &Value) -> Box<Exc> {
    type_error(format!(
        "unsupported operand type(s) for {op}: '{}' and '{}'",
        a.type_name(),
        b.type_name()
    ))
}

/// Python floor division on i64.
pub fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a.wrapping_rem(b) != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// Python modulo on i64 (result takes the divisor's sign).
pub fn floor_mod(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    }
}

/// Python float modulo.
pub fn float_mod(a: f64, b: f64) -> f64 {
    let r = a % b;
    if r != 0.0 && ((r < 0.0) != (b < 0.0)) {
        r + b
    } else if r == 0.0 {
        0.0f64.copysign(b)
    } else {
        r
    }
}

/// Python float floor division.
pub fn float_floordiv(a: f64, b: f64) -> f64 {
    let m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 && ((b < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let floor = div.floor();
        if div - floor > 0.5 {
            floor + 1.0
        } else {
            floor
        }
    } else {
        0.0f64.copysign(a / b)
    }
}

fn as_f64(v: &Value) -> Option<f64> {
    match v {
        Value::Enum(m) => Some(m.value as f64),
        Value::NpScalar(s, _) => Some(s.as_f64()),
        Value::Int(i) => Some(*i as f64),
        Value::BigInt(b) => num_traits::ToPrimitive::to_f64(&**b),
        Value::Float(f) => Some(*f),
        Value::Bool(b) => Some(*b as i64 as f64),
        _ => None,
    }
}

/// The largest magnitude every smaller int of which a float holds exactly.
const EXACT_INT: u64 = 1 << 53;

/// Python's `x / y` of two ints, correctly rounded: ints exact as floats
/// divide in one IEEE step, larger ones through the exact quotient.
pub fn int_true_div(x: i64, y: i64) -> Res<f64> {
    if y == 0 {
        return Err(zero_div("division by zero"));
    }
    if exact_as_float(x) && exact_as_float(y) {
        Ok(x as f64 / y as f64)
    } else {
        super::bigint::true_div(&x.into(), &y.into())
    }
}

/// Whether a float holds the int exactly, so that comparing or dividing
/// through the conversion is Python's exact operation.
pub fn exact_as_float(i: i64) -> bool {
    i.unsigned_abs() <= EXACT_INT
}

/// An int against a float, exactly (as Python compares them).
pub fn int_float_cmp(i: i64, f: f64) -> Option<Ordering> {
    if exact_as_float(i) {
        (i as f64).partial_cmp(&f)
    } else {
        super::bigint::cmp_float(&i.into(), f)
    }
}

/// Orders two ints, floats or bools exactly; `None` when a NaN is involved
/// or either is not a number of these kinds.
fn num_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    match (as_int(a), as_int(b)) {
        (Some(x), Some(y)) => Some(x.cmp(&y)),
        (Some(x), None) => int_float_cmp(x, as_float(b)?),
        (None, Some(y)) => int_float_cmp(y, as_float(a)?).map(Ordering::reverse),
        (None, None) => as_float(a)?.partial_cmp(&as_float(b)?),
    }
}

fn as_float(v: &Value) -> Option<f64> {
    match v {
        Value::Float(f) => Some(*f),
        Value::NpScalar(crate::array::Scalar::Float(f), _) => Some(*f),
        _ => None,
    }
}

fn as_int(v: &Value) -> Option<i64> {
    match v {
        Value::Enum(m) => Some(m.value),
        Value::NpScalar(crate::array::Scalar::Int(i), _) => Some(*i),
        Value::NpScalar(crate::array::Scalar::Bool(b), _) => Some(*b as i64),
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

pub fn int_pow(a: i64, b: i64) -> Res<Value> {
    if b < 0 {
        if a == 0 {
            return Err(zero_div("0.0 cannot be raised to a negative power"));
        }
        return Ok(Value::Float((a as f64).powf(b as f64)));
    }
    let mut result: i64 = 1;
    let mut base = a;
    let mut e = b;
    while e > 0 {
        if e & 1 == 1 {
            result = result.checked_mul(base).ok_or_else(too_big)?;
        }
        e >>= 1;
        if e > 0 {
            base = match base.checked_mul(base) {
                Some(x) => x,
                None if e > 0 => return Err(too_big()),
                None => base,
            };
        }
    }
    Ok(Value::Int(result))
}

fn repeat<T: Clone>(items: &[T], n: i64) -> Res<Vec<T>> {
    let n = n.max(0) as usize;
    let total = items.len().checked_mul(n).ok_or_else(|| memory_error(""))?;
    if total > (1 << 31) {
        return Err(memory_error(""));
    }
    let mut out = Vec::with_capacity(total);
    for _ in 0..n {
        out.extend_from_slice(items);
    }
    Ok(out)
}

/// Python's `a op b` when both are ints fitting 64 bits or floats and the
/// result needs no big int, no error and no rounding choice: the common
/// case of untyped code, answered before the general dispatch's type
/// tests.
#[inline(always)]
pub fn quick_arith(op: BinOp, a: &Value, b: &Value) -> Option<Value> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => quick_int(op, *x, *y),
        (Value::Float(x), Value::Float(y)) => quick_float(op, *x, *y),
        // Python converts the int to the nearest double first (an i64
        // always has one), as `as f64` rounds.
        (Value::Int(x), Value::Float(y)) => quick_float(op, *x as f64, *y),
        (Value::Float(x), Value::Int(y)) => quick_float(op, *x, *y as f64),
        _ => None,
    }
}

#[inline(always)]
fn quick_int(op: BinOp, a: i64, b: i64) -> Option<Value> {
    let r = match op {
        BinOp::Add => a.checked_add(b)?,
        BinOp::Sub => a.checked_sub(b)?,
        BinOp::Mul => a.checked_mul(b)?,
        // Zero and `MIN // -1` take the general path's error or big int.
        BinOp::FloorDiv if b != 0 && !(a == i64::MIN && b == -1) => floor_div(a, b),
        BinOp::Mod if b != 0 && !(a == i64::MIN && b == -1) => floor_mod(a, b),
        BinOp::BitAnd => a & b,
        BinOp::BitOr => a | b,
        BinOp::BitXor => a ^ b,
        BinOp::Div if b != 0 => return int_true_div(a, b).ok().map(Value::Float),
        _ => return None,
    };
    Some(Value::Int(r))
}

#[inline(always)]
fn quick_float(op: BinOp, a: f64, b: f64) -> Option<Value> {
    Some(Value::Float(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div if b != 0.0 => a / b,
        _ => return None,
    }))
}

/// `a op b` for Python values.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Res<Value> {
    use Value::*;
    if let Some(v) = quick_arith(op, a, b) {
        return Ok(v);
    }
    // An enum member computes as the int it is (IntEnum keeps no type).
    if matches!(a, Enum(_)) || matches!(b, Enum(_)) {
        return binary(op, &a.plain(), &b.plain());
    }
    if !matches!(a, Array(_) | NpScalar(..))
        && !matches!(b, Array(_) | NpScalar(..))
        && let Some(r) = super::complex::py_binary(op, a, b)
    {
        return r;
    }
    if (matches!(a, NpScalar(..)) || matches!(b, NpScalar(..)))
        && !matches!(a, Array(_))
        && !matches!(b, Array(_))
    {
        return np_scalar_binary(op, a, b);
    }
    if (matches!(a, DictView(_)) || matches!(b, DictView(_)))
        && let Some(r) = super::dictview::binary(op, a, b)
    {
        return r;
    }
    if let Some(r) = super::arrays::binary(op, a, b)? {
        return Ok(r);
    }
    // Ints beyond 64 bits, and 64-bit results that overflow, go big.
    let big = |x: i64, y: i64| -> Res<Value> {
        match super::bigint::binary(op, &x.into(), &y.into())? {
            Some(v) => Ok(v),
            Option::None => Err(unsupported(op.symbol(), a, b)),
        }
    };
    if matches!(a, BigInt(_)) || matches!(b, BigInt(_)) {
        if let (Some(x), Some(y)) = (super::bigint::big_of(a), super::bigint::big_of(b))
            && let Some(v) = super::bigint::binary(op, &x, &y)?
        {
            return Ok(v);
        }
        if matches!(a, Float(_) | BigInt(_)) && matches!(b, Float(_) | BigInt(_)) {
            // Python converts the int first: one past a float's range is
            // an OverflowError, not an infinity.
            let float = |v: &Value| match v {
                BigInt(n) => super::bigint::to_f64(n),
                v => Ok(as_f64(v).unwrap_or(f64::NAN)),
            };
            return binary(op, &Float(float(a)?), &Float(float(b)?));
        }
    }
    if let (Some(x), Some(y)) = (as_int(a), as_int(b)) {
        let bools = matches!((a, b), (Bool(_), Bool(_)));
        return Ok(match op {
            BinOp::Add => match x.checked_add(y) {
                Some(r) => Int(r),
                Option::None => return big(x, y),
            },
            BinOp::Sub => match x.checked_sub(y) {
                Some(r) => Int(r),
                Option::None => return big(x, y),
            },
            BinOp::Mul => match x.checked_mul(y) {
                Some(r) => Int(r),
                Option::None => return big(x, y),
            },
            BinOp::Div => Float(int_true_div(x, y)?),
            BinOp::FloorDiv => {
                if y == 0 {
                    return Err(zero_div("integer division or modulo by zero"));
                }
                if x == i64::MIN && y == -1 {
                    return big(x, y);
                }
                Int(floor_div(x, y))
            }
            BinOp::Mod => {
                if y == 0 {
                    return Err(zero_div("integer modulo by zero"));
                }
                Int(if y == -1 { 0 } else { floor_mod(x, y) })
            }
            // A negative exponent gives a float (or 0's ZeroDivisionError);
            // only a positive one can outgrow 64 bits.
            BinOp::Pow if y < 0 => return int_pow(x, y),
            BinOp::Pow => return int_pow(x, y).or_else(|_| big(x, y)),
            BinOp::Shl => {
                if y < 0 {
                    return Err(value_error("negative shift count"));
                }
                if x == 0 {
                    Int(0)
                } else {
                    let r = if y >= 64 {
                        Option::None
                    } else {
                        x.checked_shl(y as u32).filter(|r| r >> y == x)
                    };
                    match r {
                        Some(r) => Int(r),
                        Option::None => return big(x, y),
                    }
                }
            }
            BinOp::Shr => {
                if y < 0 {
                    return Err(value_error("negative shift count"));
                }
                Int(x >> y.min(63))
            }
            BinOp::BitAnd if bools => Bool((x & y) != 0),
            BinOp::BitOr if bools => Bool((x | y) != 0),
            BinOp::BitXor if bools => Bool((x ^ y) != 0),
            BinOp::BitAnd => Int(x & y),
            BinOp::BitOr => Int(x | y),
            BinOp::BitXor => Int(x ^ y),
            BinOp::MatMul => return Err(unsupported("@", a, b)),
        });
    }
    if let (Some(x), Some(y)) = (as_f64(a), as_f64(b)) {
        return Ok(Float(match op {
            BinOp::Add => x + y,
            BinOp::Sub => x - y,
            BinOp::Mul => x * y,
            BinOp::Div => {
                if y == 0.0 {
                    return Err(zero_div("float division by zero"));
                }
                x / y
            }
            BinOp::FloorDiv => {
                if y == 0.0 {
                    return Err(zero_div("float floor division by zero"));
                }
                float_floordiv(x, y)
            }
            BinOp::Mod => {
                if y == 0.0 {
                    return Err(zero_div("float modulo"));
                }
                float_mod(x, y)
            }
            BinOp::Pow => {
                if x == 0.0 && y < 0.0 {
                    return Err(zero_div("0.0 cannot be raised to a negative power"));
                }
                if x < 0.0 && y.fract() != 0.0 && y.is_finite() {
                    // Python's float pow hands a negative base with a
                    // fractional exponent to complex pow.
                    return super::complex::py_binary(op, &Complex(x, 0.0), &Float(y))
                        .unwrap_or_else(|| Err(unsupported(op.symbol(), a, b)));
                }
                x.powf(y)
            }
            _ => return Err(unsupported(op.symbol(), a, b)),
        }));
    }
    match (op, a, b) {
        (BinOp::Add, Str(x), Str(y)) => {
            let mut s = String::with_capacity(x.len() + y.len());
            s.push_str(x);
            s.push_str(y);
            Ok(Value::Str(Arc::from(s)))
        }
        (BinOp::Mul, Str(s), n) | (BinOp::Mul, n, Str(s)) if as_int(n).is_some() => {
            let n = as_int(n).unwrap_or(0).max(0) as usize;
            if s.len().saturating_mul(n) > (1 << 31) {
                return Err(memory_error(""));
            }
            Ok(Value::Str(Arc::from(s.repeat(n))))
        }
        (BinOp::Add, List(x), List(y)) => {
            let mut v = x.lock().to_vec();
            let other = y.lock().to_vec();
            v.extend(other);
            Ok(Value::list(v))
        }
        (BinOp::Mul, List(l), n) | (BinOp::Mul, n, List(l)) if as_int(n).is_some() => {
            let items = l.lock().clone();
            Ok(Value::list(repeat(&items, as_int(n).unwrap_or(0))?))
        }
        (BinOp::Add, Tuple(x), Tuple(y)) => {
            let mut v = x.to_vec();
            v.extend(y.iter().cloned());
            Ok(Value::tuple(v))
        }
        (BinOp::Mul, Tuple(t), n) | (BinOp::Mul, n, Tuple(t)) if as_int(n).is_some() => {
            Ok(Value::tuple(repeat(t, as_int(n).unwrap_or(0))?))
        }
        (BinOp::Add, Bytes(x), Bytes(y)) => {
            let mut v = x.to_vec();
            v.extend_from_slice(y);
            Ok(Value::Bytes(Arc::from(v)))
        }
        (BinOp::Mul, Bytes(b), n) | (BinOp::Mul, n, Bytes(b)) if as_int(n).is_some() => {
            let n = as_int(n).unwrap_or(0).max(0) as usize;
            if b.len().saturating_mul(n) > (1 << 31) {
                return Err(memory_error(""));
            }
            Ok(Value::Bytes(Arc::from(b.repeat(n))))
        }
        (BinOp::Mod, Str(fmt), operand) => Ok(Value::Str(Arc::from(
            super::percent::format_str_operand(fmt, operand)?,
        ))),
        (BinOp::Mod, Bytes(fmt), operand) => Ok(Value::Bytes(Arc::from(
            super::percent::format_bytes_operand(fmt, operand, &mut |_, _| Ok(Option::None))?,
        ))),
        (BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor, Set(x), Set(y)) => {
            // The result is of the left operand's type, as in Python.
            let r = setmethods::combine(set_op(op), x, &[Operand::Set(y.clone())]);
            Ok(Value::Set(Arc::new(Mutex::new(r))))
        }
        (BinOp::Add | BinOp::Sub, Dict(x), Dict(y))
            if let Some(r) = crate::builtins::counter_arith(op, x, y) =>
        {
            r
        }
        (BinOp::BitOr, Dict(x), Dict(y)) => {
            let mut out = x.lock().clone();
            let other = y.lock().clone();
            out.extend(other);
            Ok(Value::Dict(Arc::new(Mutex::new(out))))
        }
        (BinOp::Add, Str(_) | List(_) | Tuple(_) | Bytes(_), other) => Err(type_error(format!(
            "can only concatenate {} (not \"{}\") to {}",
            a.type_name(),
            other.type_name(),
            a.type_name()
        ))),
        (BinOp::Mul, Str(_) | List(_) | Tuple(_) | Bytes(_), other)
        | (BinOp::Mul, other, Str(_) | List(_) | Tuple(_) | Bytes(_)) => Err(type_error(format!(
            "can't multiply sequence by non-int of type '{}'",
            other.type_name()
        ))),
        _ => Err(unsupported(op.symbol(), a, b)),
    }
}

/// The set operation an operator stands for.
fn set_op(op: BinOp) -> SetOp {
    match op {
        BinOp::BitOr => SetOp::Union,
        BinOp::BitAnd => SetOp::Intersection,
        BinOp::Sub => SetOp::Difference,
        _ => SetOp::SymmetricDifference,
    }
}

/// `a op= b`: lists, sets and dicts change in place, everything else
/// rebinds.
pub fn inplace(op: BinOp, a: &Value, b: &Value) -> Res<Value> {
    match (op, a) {
        (BinOp::Add, Value::List(l)) => {
            let items = iterate_to_vec(b)?;
            l.lock().extend(items);
            Ok(a.clone())
        }
        (BinOp::Mul, Value::List(l)) if as_int(b).is_some() => {
            let items = l.lock().clone();
            let rep = repeat(&items, as_int(b).unwrap_or(0))?;
            **l.lock() = rep;
            Ok(a.clone())
        }
        // A set changes in place (other names for it see the change).
        (BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor, Value::Set(s))
            if !s.lock().is_frozen()
                && let Value::Set(o) = b =>
        {
            setmethods::combine_into(set_op(op), s, &[Operand::Set(o.clone())]);
            Ok(a.clone())
        }
        (BinOp::BitOr, Value::Dict(s)) => {
            let other = match b {
                Value::Dict(o) => o.lock().clone(),
                _ => return binary(op, a, b),
            };
            s.lock().extend(other);
            Ok(a.clone())
        }
        _ => binary(op, a, b),
    }
}

/// -1 as a NumPy scalar of `d` (all ones for an integer type).
fn minus_one(d: crate::array::DType) -> Value {
    Value::NpScalar(d.wrap(crate::array::Scalar::Int(-1)), d)
}

pub fn unary(op: UnOp, a: &Value) -> Res<Value> {
    if let Value::Enum(_) = a {
        return unary(op, &a.plain());
    }
    if let Value::NpScalar(_, d) = a {
        let r = unary(op, &a.plain())?;
        return Ok(match (op, r) {
            (UnOp::Not, r) => r,
            (_, Value::Int(i)) => Value::NpScalar(d.wrap(crate::array::Scalar::Int(i)), *d),
            (_, Value::Float(x)) => Value::NpScalar(d.wrap(crate::array::Scalar::Float(x)), *d),
            (_, r) => r,
        });
    }
    if let Value::Array(arr) = a {
        return match op {
            UnOp::Neg if arr.dtype == crate::array::DType::Bool => Err(type_error(
                "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.",
            )),
            // -1 as the array's own dtype: a Python -1 would not fit an
            // unsigned one (NEP 50), where NumPy negates modulo 2**n.
            UnOp::Neg => binary(BinOp::Mul, a, &minus_one(arr.dtype)),
            UnOp::Pos => Ok(a.clone()),
            // `~mask` of a bool array is its logical not.
            UnOp::Invert if arr.dtype == crate::array::DType::Bool => {
                binary(BinOp::BitXor, a, &Value::Bool(true))
            }
            UnOp::Invert => binary(BinOp::BitXor, a, &minus_one(arr.dtype)),
            UnOp::Not => {
                if arr.size() == 1 {
                    Ok(Value::Bool(!a.truthy()))
                } else {
                    Err(value_error(
                        "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
                    ))
                }
            }
        };
    }
    match (op, a) {
        (UnOp::Not, v) => Ok(Value::Bool(!v.truthy())),
        (UnOp::Neg, Value::Int(i)) => Ok(match i.checked_neg() {
            Some(n) => Value::Int(n),
            None => super::bigint::norm(-num_bigint::BigInt::from(*i)),
        }),
        (UnOp::Neg, Value::BigInt(b)) => Ok(super::bigint::norm(-(**b).clone())),
        (UnOp::Pos, Value::BigInt(_)) => Ok(a.clone()),
        (UnOp::Invert, Value::BigInt(b)) => Ok(super::bigint::norm(!(**b).clone())),
        (UnOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
        (UnOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
        (UnOp::Neg, Value::Complex(re, im)) => Ok(Value::Complex(-re, -im)),
        (UnOp::Pos, Value::Complex(..)) => Ok(a.clone()),
        (UnOp::Pos, Value::Int(_) | Value::Float(_)) => Ok(a.clone()),
        (UnOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
        (UnOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
        (UnOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
        _ => {
            let sym = match op {
                UnOp::Neg => "unary -",
                UnOp::Pos => "unary +",
                _ => "unary ~",
            };
            Err(type_error(format!(
                "bad operand type for {sym}: '{}'",
                a.type_name()
            )))
        }
    }
}

/// Orders two numbers of which at least one is a big int (`None` against
/// NaN or a non-number).
fn big_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    use super::bigint::{big_of, cmp_float};
    match (big_of(a), big_of(b), a, b) {
        (Some(x), Some(y), _, _) => Some(x.cmp(&y)),
        (Some(x), None, _, Value::Float(f)) => cmp_float(&x, *f),
        (None, Some(y), Value::Float(f), _) => cmp_float(&y, *f).map(Ordering::reverse),
        _ => None,
    }
}

/// `a == b` with Python semantics.
pub fn eq(a: &Value, b: &Value) -> bool {
    use Value::*;
    // The common case first: sorting and dict keys compare ints.
    if let (Int(x), Int(y)) = (a, b) {
        return x == y;
    }
    if matches!(a, NpScalar(..) | Enum(_)) || matches!(b, NpScalar(..) | Enum(_)) {
        return eq(&a.plain(), &b.plain());
    }
    if (matches!(a, DictView(_)) || matches!(b, DictView(_)))
        && let Some(r) = super::dictview::compare(CmpOp::Eq, a, b)
    {
        // An items view holding an unhashable value cannot be made a set:
        // Python raises there, and equality has no error to give.
        return r.unwrap_or(false);
    }
    match (a, b) {
        (Complex(x, y), Complex(p, q)) => return x == p && y == q,
        (Complex(re, im), n) | (n, Complex(re, im)) => {
            return *im == 0.0
                && matches!(n, Int(_) | Bool(_) | Float(_) | BigInt(_))
                && eq(&Float(*re), n);
        }
        _ => {}
    }
    if matches!(a, BigInt(_)) || matches!(b, BigInt(_)) {
        return big_cmp(a, b) == Some(Ordering::Equal);
    }
    // `np.dtype('float64') == np.float64`, as NumPy compares them.
    if let (DType(x) | ScalarType(x), DType(y) | ScalarType(y)) = (a, b) {
        return x == y;
    }
    match (a, b) {
        (Int(_) | Bool(_) | Float(_), Int(_) | Bool(_) | Float(_)) => {
            num_cmp(a, b) == Some(Ordering::Equal)
        }
        (Str(x), Str(y)) => x == y,
        (Bytes(x), Bytes(y)) => x == y,
        (None, None) | (Ellipsis, Ellipsis) => true,
        (Tuple(x), Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| p.is(q) || eq(p, q))
        }
        (Deque(x), Deque(y)) => {
            // One lock at a time: both sides may be the same object.
            let x = x.lock().items.clone();
            let y = y.lock().items.clone();
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| p.is(q) || eq(p, q))
        }
        (List(x), List(y)) => {
            if Arc::ptr_eq(x, y) {
                return true;
            }
            // One lock at a time: both sides may be the same object.
            let x = x.lock().clone();
            let y = y.lock().clone();
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| p.is(q) || eq(p, q))
        }
        (Dict(x), Dict(y)) => {
            if Arc::ptr_eq(x, y) {
                return true;
            }
            // One lock at a time: both sides may be the same object.
            let x = x.lock().clone();
            let y = y.lock().clone();
            x.len() == y.len()
                && x.iter()
                    .all(|(k, (_, v))| y.get(k).is_some_and(|(_, w)| eq(v, w)))
        }
        (Set(x), Set(y)) => {
            if Arc::ptr_eq(x, y) {
                return true;
            }
            // One lock at a time: both sides may be the same object.
            let x = x.lock().clone();
            let y = y.lock().clone();
            x.len() == y.len() && x.keys().all(|k| y.contains_key(k))
        }
        (Range(x), Range(y)) => {
            let (lx, ly) = (range_len(x.0, x.1, x.2), range_len(y.0, y.1, y.2));
            lx == ly && (lx == 0 || (x.0 == y.0 && (lx == 1 || x.2 == y.2)))
        }
        _ => a.is(b),
    }
}

/// Ordering for `<`, `<=`, `>`, `>=`, `sorted`, `min`, `max`.
pub fn cmp(a: &Value, b: &Value, sym: &str) -> Res<Ordering> {
    use Value::*;
    if let (Int(x), Int(y)) = (a, b) {
        return Ok(x.cmp(y));
    }
    if matches!(a, NpScalar(..) | Enum(_)) || matches!(b, NpScalar(..) | Enum(_)) {
        return cmp(&a.plain(), &b.plain(), sym);
    }
    let fail = || {
        type_error(format!(
            "'{sym}' not supported between instances of '{}' and '{}'",
            a.type_name(),
            b.type_name()
        ))
    };
    if matches!(a, BigInt(_)) || matches!(b, BigInt(_)) {
        return match (a, b) {
            (Int(_) | Bool(_) | Float(_) | BigInt(_), Int(_) | Bool(_) | Float(_) | BigInt(_)) => {
                Ok(big_cmp(a, b).unwrap_or(Ordering::Equal))
            }
            _ => Err(fail()),
        };
    }
    match (a, b) {
        (Int(_) | Bool(_), Int(_) | Bool(_)) => Ok(as_int(a).cmp(&as_int(b))),
        (Ptr(_), Ptr(_)) => super::memory::ptr_order(a, b),
        (Int(_) | Bool(_) | Float(_), Int(_) | Bool(_) | Float(_)) => {
            // NaN compares false every way; report Equal so no ordering op
            // succeeds except through the caller's explicit NaN handling.
            Ok(num_cmp(a, b).unwrap_or(Ordering::Equal))
        }
        (Str(x), Str(y)) => Ok(x.cmp(y)),
        (Bytes(x), Bytes(y)) => Ok(x.cmp(y)),
        // A tuple's items are compared in place (sorting pairs compares
        // millions of them); a list's are copied out first, since comparing
        // its items may lock it again.
        (Tuple(x), Tuple(y)) => items_cmp(x, y, sym),
        (List(_), List(_)) => items_cmp(&iterate_to_vec(a)?, &iterate_to_vec(b)?, sym),
        _ => Err(fail()),
    }
}

/// Sequences order by their first unequal items, then by length.
fn items_cmp(x: &[Value], y: &[Value], sym: &str) -> Res<Ordering> {
    for (p, q) in x.iter().zip(y.iter()) {
        if !eq(p, q) {
            return cmp(p, q, sym);
        }
    }
    Ok(x.len().cmp(&y.len()))
}

fn has_nan(a: &Value, b: &Value) -> bool {
    let nan = |v: &Value| match v {
        Value::Float(f) => f.is_nan(),
        Value::NpScalar(crate::array::Scalar::Float(f), _) => f.is_nan(),
        _ => false,
    };
    nan(a) || nan(b)
}

/// One comparison of a chain.
pub fn compare(op: CmpOp, a: &Value, b: &Value) -> Res<bool> {
    if let Some(r) = super::arrays::compare(op, a, b)? {
        // A comparison chain needs one truth value.
        let Value::Array(arr) = &r else {
            return Ok(r.truthy());
        };
        if arr.size() != 1 {
            return Err(value_error(
                "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
            ));
        }
        return Ok(r.truthy());
    }
    if (matches!(a, Value::DictView(_)) || matches!(b, Value::DictView(_)))
        && let Some(r) = super::dictview::compare(op, a, b)
    {
        return r;
    }
    Ok(match op {
        CmpOp::Eq => eq(a, b),
        CmpOp::Ne => !eq(a, b),
        CmpOp::Is => a.is(b),
        CmpOp::IsNot => !a.is(b),
        CmpOp::In => contains(b, a)?,
        CmpOp::NotIn => !contains(b, a)?,
        CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge => {
            if let (Value::Set(x), Value::Set(y)) = (a, b) {
                // One lock at a time: both sides may be the same object.
                let x = x.lock().clone();
                let y = y.lock().clone();
                let sub = x.keys().all(|k| y.contains_key(k));
                let sup = y.keys().all(|k| x.contains_key(k));
                return Ok(match op {
                    CmpOp::Lt => sub && x.len() < y.len(),
                    CmpOp::Le => sub,
                    CmpOp::Gt => sup && x.len() > y.len(),
                    _ => sup,
                });
            }
            let o = cmp(a, b, op.symbol())?;
            if has_nan(a, b) {
                return Ok(false);
            }
            match op {
                CmpOp::Lt => o == Ordering::Less,
                CmpOp::Le => o != Ordering::Greater,
                CmpOp::Gt => o == Ordering::Greater,
                _ => o != Ordering::Less,
            }
        }
    })
}

pub fn contains(container: &Value, item: &Value) -> Res<bool> {
    match container {
        Value::Str(s) => match item {
            Value::Str(sub) => Ok(s.contains(sub.as_ref())),
            other => Err(type_error(format!(
                "'in <string>' requires string as left operand, not {}",
                other.type_name()
            ))),
        },
        Value::Dict(d) | Value::Set(d) if let Value::Str(s) = item => {
            Ok(d.lock().contains_key(&super::value::StrProbe(s)))
        }
        Value::Dict(d) | Value::Set(d) => {
            let k = crate::eval::hashing::hash_key(item)?;
            Ok(d.lock().contains_key(&k))
        }
        Value::Range(r) => Ok(match as_int(item) {
            Some(i) => {
                let (start, stop, step) = **r;
                if step > 0 {
                    i >= start && i < stop && (i - start) % step == 0
                } else {
                    i <= start && i > stop && (start - i) % (-step) == 0
                }
            }
            None => false,
        }),
        Value::List(_) | Value::Tuple(_) | Value::Iter(_) | Value::Deque(_) => {
            let items = iterate_to_vec(container)?;
            Ok(items.iter().any(|x| x.is(item) || eq(x, item)))
        }
        Value::Class(c) if c.enumeration.get().is_some() => super::enums::contains(c, item),
        Value::DictView(v) => v.contains(item),
        Value::Bytes(b) => match item {
            Value::Bytes(sub) => {
                Ok(sub.is_empty() || b.windows(sub.len()).any(|w| w == sub.as_ref()))
            }
            other => match as_int(other) {
                Some(i) if (0..256).contains(&i) => Ok(b.contains(&(i as u8))),
                Some(_) => Err(value_error("byte must be in range(0, 256)")),
                None => Err(type_error(format!(
                    "a bytes-like object is required, not '{}'",
                    other.type_name()
                ))),
            },
        },
        other => Err(type_error(format!(
            "argument of type '{}' is not iterable",
            other.type_name()
        ))),
    }
}

/// Resolves a possibly negative index against a length.
pub fn norm_index(i: i64, len: usize, what: &str) -> Res<usize> {
    let j = if i < 0 { i + len as i64 } else { i };
    if j < 0 || j >= len as i64 {
        return Err(index_error(format!("{what} index out of range")));
    }
    Ok(j as usize)
}

/// The int of a value Python takes as a slice bound or index through
/// `__index__`: an int, a bool or a NumPy integer.
pub fn int_like(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        Value::NpScalar(crate::array::Scalar::Int(i), d) if d.is_int() => Some(*i),
        _ => None,
    }
}

/// Python's `slice.indices(len)`: start, stop, step normalised.
pub fn slice_indices(s: &(Value, Value, Value), len: usize) -> Res<(i64, i64, i64)> {
    let get = |v: &Value| -> Res<Option<i64>> {
        match v {
            Value::None => Ok(None),
            v if let Some(i) = int_like(v) => Ok(Some(i)),
            _ => Err(type_error(
                "slice indices must be integers or None or have an __index__ method",
            )),
        }
    };
    let step = get(&s.2)?.unwrap_or(1);
    if step == 0 {
        return Err(value_error("slice step cannot be zero"));
    }
    let len = len as i64;
    let (lo, hi) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let adjust = |v: Option<i64>, default: i64| match v {
        None => default,
        Some(i) if i < 0 => (i + len).max(lo),
        Some(i) => i.min(hi),
    };
    let start = adjust(get(&s.0)?, if step < 0 { hi } else { lo });
    let stop = adjust(get(&s.1)?, if step < 0 { lo } else { hi });
    Ok((start, stop, step))
}

fn slice_positions(s: &(Value, Value, Value), len: usize) -> Res<Vec<usize>> {
    let (start, stop, step) = slice_indices(s, len)?;
    let n = range_len(start, stop, step);
    Ok((0..n).map(|k| (start + k * step) as usize).collect())
}

/// Is `s` ASCII (so that byte `i` is character `i`)? A long string's
/// answer is remembered rather than scanned on every index or slice.
pub(crate) fn str_is_ascii(s: &Arc<str>) -> bool {
    if s.len() <= 32 {
        s.is_ascii()
    } else {
        known_ascii(s)
    }
}

/// Whether a str is all ASCII, remembered for the last two long strings
/// asked about on this thread (a loop indexing a string asks again and
/// again). The cache holds the strings, so a pointer it compares cannot
/// have been reused by another string.
fn known_ascii(s: &Arc<str>) -> bool {
    type Seen = [Option<(Arc<str>, bool)>; 2];
    thread_local! {
        static SEEN: std::cell::RefCell<Seen> =
            const { std::cell::RefCell::new([None, None]) };
    }
    SEEN.with(|seen| {
        let mut seen = seen.borrow_mut();
        for (t, ascii) in seen.iter().flatten() {
            if Arc::ptr_eq(t, s) {
                return *ascii;
            }
        }
        let ascii = s.is_ascii();
        seen.swap(0, 1);
        seen[0] = Some((s.clone(), ascii));
        ascii
    })
}

/// The int a NumPy value stands for as a sequence index (its
/// `__index__`): an integer scalar's or a 0-d integer array's, NumPy's
/// refusal for any other array; None for a value that is neither.
fn numpy_index(idx: &Value) -> Option<Res<i64>> {
    match idx {
        Value::NpScalar(crate::array::Scalar::Int(i), _) => Some(Ok(*i)),
        Value::Array(a) => Some(match (a.ndim(), a.dtype.is_int(), a.load(a.offset)) {
            (0, true, crate::array::Scalar::Int(i)) => Ok(i),
            _ => Err(type_error(
                "only integer scalar arrays can be converted to a scalar index",
            )),
        }),
        _ => None,
    }
}

pub fn getitem(v: &Value, idx: &Value) -> Res<Value> {
    match (v, idx) {
        (Value::Class(c), _) if c.enumeration.get().is_some() => super::enums::getitem(c, idx),
        // A sequence indexed by an enum member: by its int.
        (
            Value::List(_) | Value::Tuple(_) | Value::Deque(_) | Value::Str(_) | Value::Bytes(_),
            Value::Enum(_),
        ) => getitem(v, &idx.plain()),
        (Value::Array(a), _) => super::arrays::getitem(a, idx),
        (Value::MemView(a, _), _) => super::arrays::getitem_as(a, idx, false),
        (Value::Ptr(p), Value::Slice(_)) if p.carray.is_some() => getitem(
            &Value::list(super::memory::carray_items(p).unwrap_or_default()),
            idx,
        ),
        (Value::List(l), Value::Int(_) | Value::Bool(_)) => {
            let l = l.lock();
            let i = norm_index(as_int(idx).unwrap_or(0), l.len(), "list")?;
            Ok(l[i].clone())
        }
        (Value::Deque(d), Value::Int(_) | Value::Bool(_)) => {
            let d = d.lock();
            let i = norm_index(as_int(idx).unwrap_or(0), d.items.len(), "deque")?;
            Ok(d.items[i].clone())
        }
        (Value::Tuple(t), Value::Int(_) | Value::Bool(_)) => {
            let i = norm_index(as_int(idx).unwrap_or(0), t.len(), "tuple")?;
            Ok(t[i].clone())
        }
        (Value::Str(s), Value::Int(i)) => {
            // In an ASCII str byte `i` is character `i`.
            if str_is_ascii(s) {
                let k = norm_index(*i, s.len(), "string")?;
                return Ok(Value::char_str(char::from(s.as_bytes()[k])));
            }
            let chars: Vec<char> = s.chars().collect();
            let k = norm_index(*i, chars.len(), "string")?;
            Ok(Value::char_str(chars[k]))
        }
        (Value::Bytes(b), Value::Int(i)) => {
            let k = norm_index(*i, b.len(), "index")?;
            Ok(Value::Int(b[k] as i64))
        }
        (Value::Range(r), Value::Int(i)) => {
            let n = range_len(r.0, r.1, r.2);
            let k = norm_index(*i, n as usize, "range object")?;
            Ok(Value::Int(r.0 + k as i64 * r.2))
        }
        (Value::Dict(d), Value::Str(s)) => d
            .lock()
            .get(&super::value::StrProbe(s))
            .map(|(_, v)| v.clone())
            .ok_or_else(|| key_error(idx)),
        (Value::Dict(d), k) => {
            let key = crate::eval::hashing::hash_key(k)?;
            d.lock()
                .get(&key)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| key_error(k))
        }
        (Value::List(l), Value::Slice(s)) => {
            let l = l.lock();
            let pos = slice_positions(s, l.len())?;
            Ok(Value::list(pos.into_iter().map(|p| l[p].clone()).collect()))
        }
        (Value::Tuple(t), Value::Slice(s)) => {
            let pos = slice_positions(s, t.len())?;
            Ok(Value::tuple(
                pos.into_iter().map(|p| t[p].clone()).collect(),
            ))
        }
        (Value::Str(st), Value::Slice(s)) if str_is_ascii(st) => {
            let (start, stop, step) = slice_indices(s, st.len())?;
            if step == 1 {
                let (a, b) = (start as usize, stop.max(start) as usize);
                return Ok(Value::Str(Arc::from(st.get(a..b).unwrap_or(""))));
            }
            let bytes = st.as_bytes();
            let pos = slice_positions(s, bytes.len())?;
            Ok(Value::Str(Arc::from(
                pos.into_iter()
                    .map(|p| char::from(bytes[p]))
                    .collect::<String>(),
            )))
        }
        (Value::Str(st), Value::Slice(s)) => {
            let chars: Vec<char> = st.chars().collect();
            let pos = slice_positions(s, chars.len())?;
            Ok(Value::Str(Arc::from(
                pos.into_iter().map(|p| chars[p]).collect::<String>(),
            )))
        }
        (Value::Bytes(b), Value::Slice(s)) => {
            let pos = slice_positions(s, b.len())?;
            Ok(Value::Bytes(Arc::from(
                pos.into_iter().map(|p| b[p]).collect::<Vec<u8>>(),
            )))
        }
        (Value::Range(r), Value::Slice(s)) => {
            let n = range_len(r.0, r.1, r.2) as usize;
            let (a, b, c) = slice_indices(s, n)?;
            Ok(Value::Range(Arc::new((
                r.0 + a * r.2,
                r.0 + b * r.2,
                r.2 * c,
            ))))
        }
        // NumPy's integer scalars (and 0-d integer arrays) index through
        // their `__index__`.
        (
            Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::Range(_)
            | Value::Deque(_),
            Value::NpScalar(..) | Value::Array(_),
        ) if let Some(i) = numpy_index(idx) => getitem(v, &Value::Int(i?)),
        // An int past 64 bits indexes nothing (CPython's message; a
        // range says its own).
        (
            Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Bytes(_) | Value::Deque(_),
            Value::BigInt(_),
        ) => Err(index_sized()),
        (Value::Range(_), Value::BigInt(_)) => Err(index_error("range object index out of range")),
        (Value::Str(_), other) => Err(type_error(format!(
            "string indices must be integers, not '{}'",
            other.type_name()
        ))),
        (Value::List(_) | Value::Tuple(_) | Value::Range(_), other) => Err(type_error(format!(
            "{} indices must be integers or slices, not {}",
            v.type_name(),
            other.type_name()
        ))),
        (Value::Bytes(_), other) => Err(type_error(format!(
            "byte indices must be integers or slices, not {}",
            other.type_name()
        ))),
        (other, _) => Err(type_error(format!(
            "'{}' object is not subscriptable",
            other.type_name()
        ))),
    }
}

pub fn setitem(v: &Value, idx: &Value, x: Value) -> Res<()> {
    match (v, idx) {
        (Value::List(_) | Value::Deque(_), Value::Enum(_)) => setitem(v, &idx.plain(), x),
        (Value::List(_) | Value::Deque(_), Value::NpScalar(..) | Value::Array(_))
            if let Some(i) = numpy_index(idx) =>
        {
            setitem(v, &Value::Int(i?), x)
        }
        (Value::Deque(d), Value::Int(_) | Value::Bool(_)) => {
            let mut d = d.lock();
            let i = norm_index(as_int(idx).unwrap_or(0), d.items.len(), "deque")?;
            d.items[i] = x;
            Ok(())
        }
        (Value::MemView(a, _), _) if matches!(x, Value::Array(_) | Value::MemView(..)) => {
            // Copying between typed views needs equal extents (Cython).
            let subs = super::arrays::subs_of(idx)?;
            let src = super::arrays::to_array(&x, None)?;
            match crate::array::Array::subscript(a, &subs).map_err(super::arrays::array_err)? {
                Ok(off) => {
                    let s = super::arrays::value_scalar(&x)?;
                    a.store(off, a.dtype.wrap(s));
                    Ok(())
                }
                Err(view) => super::memview::copy_into(&view, &src),
            }
        }
        (Value::Array(a), _) => {
            super::npint::check_nested(&x, a.dtype)?;
            super::arrays::setitem(a, idx, x)
        }
        // A Cython memoryview object converts an int with Cython's own
        // checks (`value too large to convert to char`), not NumPy's.
        (Value::MemView(a, _), Value::Int(_) | Value::Tuple(_))
            if let (Value::Int(_) | Value::BigInt(_), crate::sema::types::Ty::Int(k)) =
                (&x, crate::sema::types::elem_ty(a.dtype)) =>
        {
            to_cint(&x, k)?;
            super::arrays::setitem(a, idx, x)
        }
        (Value::MemView(a, _), _) => super::arrays::setitem(a, idx, x),
        (Value::List(l), Value::Int(_) | Value::Bool(_)) => {
            let mut l = l.lock();
            let i = norm_index(as_int(idx).unwrap_or(0), l.len(), "list assignment")?;
            l[i] = x;
            Ok(())
        }
        (Value::List(l), Value::Slice(s)) => {
            let items = iterate_to_vec(&x)?;
            let mut l = l.lock();
            let (start, stop, step) = slice_indices(s, l.len())?;
            if step == 1 {
                let stop = stop.max(start);
                l.splice(start as usize..stop as usize, items);
                return Ok(());
            }
            let n = range_len(start, stop, step) as usize;
            if n != items.len() {
                return Err(value_error(format!(
                    "attempt to assign sequence of size {} to extended slice of size {n}",
                    items.len()
                )));
            }
            for (k, item) in items.into_iter().enumerate() {
                l[(start + k as i64 * step) as usize] = item;
            }
            Ok(())
        }
        // An existing key keeps the object it was first stored with
        // (`d[1.0] = v` on a key 1 leaves 1), as in Python.
        (Value::Dict(d), Value::Str(s)) => {
            let mut d = d.lock();
            match d.get_mut(&super::value::StrProbe(s)) {
                Some(slot) => slot.1 = x,
                None => {
                    d.insert(super::value::Key::Str(s.clone()), (idx.clone(), x));
                }
            }
            Ok(())
        }
        (Value::Dict(d), k) => {
            let key = crate::eval::hashing::hash_key(k)?;
            // One lookup whether the key is new or not.
            match d.lock().entry(key) {
                crate::eval::dictmap::Entry::Occupied(mut slot) => slot.get_mut().1 = x,
                crate::eval::dictmap::Entry::Vacant(slot) => {
                    slot.insert((k.clone(), x));
                }
            }
            Ok(())
        }
        (Value::Tuple(_), _) => Err(type_error(
            "'tuple' object does not support item assignment",
        )),
        (Value::Str(_), _) => Err(type_error("'str' object does not support item assignment")),
        (Value::List(_) | Value::Deque(_), Value::BigInt(_)) => Err(index_sized()),
        (Value::List(_), k) => Err(type_error(format!(
            "list indices must be integers or slices, not {}",
            k.type_name()
        ))),
        (Value::Deque(_), k) => Err(type_error(format!(
            "sequence index must be integer, not '{}'",
            k.type_name()
        ))),
        (other, _) => Err(type_error(format!(
            "'{}' object does not support item assignment",
            other.type_name()
        ))),
    }
}

pub fn delitem(v: &Value, idx: &Value) -> Res<()> {
    match (v, idx) {
        (Value::List(l), Value::Int(i)) => {
            let mut l = l.lock();
            let k = norm_index(*i, l.len(), "list assignment")?;
            l.remove(k);
            Ok(())
        }
        (Value::List(l), Value::Slice(s)) => {
            let mut l = l.lock();
            let mut pos = slice_positions(s, l.len())?;
            pos.sort_unstable();
            for p in pos.into_iter().rev() {
                l.remove(p);
            }
            Ok(())
        }
        (Value::Dict(d), k) => {
            let key = crate::eval::hashing::hash_key(k)?;
            d.lock()
                .remove(&key)
                .map(|_| ())
                .ok_or_else(|| key_error(k))
        }
        (other, _) => Err(type_error(format!(
            "'{}' object doesn't support item deletion",
            other.type_name()
        ))),
    }
}

/// All items of an iterable (snapshots containers; drains iterators).
pub fn iterate_to_vec(v: &Value) -> Res<Vec<Value>> {
    Ok(match v {
        Value::List(l) => l.lock().to_vec(),
        Value::Tuple(t) => t.to_vec(),
        Value::Str(s) => s.chars().map(Value::char_str).collect(),
        Value::Bytes(b) => b.iter().map(|x| Value::Int(*x as i64)).collect(),
        Value::Range(r) => {
            let n = range_len(r.0, r.1, r.2);
            if n > (1 << 31) {
                return Err(memory_error(""));
            }
            (0..n).map(|k| Value::Int(r.0 + k * r.2)).collect()
        }
        Value::Dict(d) => d.lock().values().map(|(k, _)| k.clone()).collect(),
        Value::Deque(d) => d.lock().items.iter().cloned().collect(),
        Value::DictView(v) => v.items(),
        Value::Set(d) => set_order(&d.lock()),
        Value::Iter(it) => {
            let mut it = it.lock();
            let rest = it.items[it.pos..].to_vec();
            it.pos = it.items.len();
            rest
        }
        Value::Array(a) => super::arrays::rows(a, true)?,
        // A memoryview object's items are plain Python numbers.
        Value::MemView(a, _) => super::arrays::rows(a, false)?,
        Value::Ptr(p) if p.carray.is_some() => super::memory::carray_items(p).unwrap_or_default(),
        Value::Class(c) if let Some(ms) = super::enums::members(c) => ms,
        other => {
            return Err(type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            )));
        }
    })
}

pub use super::setorder::set_order;

/// How Cython's "can't convert negative value to …" names an unsigned
/// type (`unsigned long long` through its C macro).
fn negative_name(k: CInt) -> &'static str {
    match k {
        CInt::ULongLong => "unsigned PY_LONG_LONG",
        k => k.name(),
    }
}

/// Converts an object to a C integer type with Cython's checks.
pub fn to_cint(v: &Value, k: CInt) -> Res<i64> {
    if let Value::NpScalar(..) | Value::Enum(_) = v {
        return to_cint(&v.plain(), k);
    }
    let i = match v {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        Value::Float(f) => {
            if !f.is_finite() {
                return Err(if f.is_nan() {
                    value_error("cannot convert float NaN to integer")
                } else {
                    overflow("cannot convert float infinity to integer")
                });
            }
            let t = f.trunc();
            if !(-9.223372036854776e18..9.223372036854776e18).contains(&t) {
                return Err(overflow(past_type(k)));
            }
            t as i64
        }
        Value::BigInt(b) => {
            use num_traits::{Signed, ToPrimitive};
            if k.is_u64()
                && let Some(u) = b.to_u64()
            {
                return Ok(u as i64);
            }
            // CPython's own messages: Cython converts through C long (or
            // unsigned long) first.
            return Err(overflow(if !k.signed() && b.is_negative() {
                format!("can't convert negative value to {}", negative_name(k))
            } else {
                past_64_bits(k).to_string()
            }));
        }
        // NumPy's `ndarray.__int__`, which Cython's conversion calls.
        Value::Array(a) => {
            return to_cint(&super::arrays::scalar_value(zero_dim_item(a)?), k);
        }
        _ => return Err(type_error("an integer is required")),
    };
    let (lo, hi) = k.range();
    let wide = i as i128;
    if !k.signed() && wide < 0 {
        return Err(overflow(format!(
            "can't convert negative value to {}",
            negative_name(k)
        )));
    }
    if wide < lo || wide > hi {
        return Err(overflow(past_type(k)));
    }
    Ok(i)
}

/// What converting an int past 64 bits to C integer type `k` raises
/// (CPython's messages: Cython converts through C long, unsigned long or
/// `Py_ssize_t`'s own).
pub fn past_64_bits(k: CInt) -> &'static str {
    match k {
        CInt::SsizeT => "Python int too large to convert to C ssize_t",
        k if k.signed() => "Python int too large to convert to C long",
        _ => "Python int too large to convert to C unsigned long",
    }
}

/// What converting an int within 64 bits but outside C integer type
/// `k`'s range raises.
pub fn past_type(k: CInt) -> String {
    format!("value too large to convert to {}", k.name())
}

/// Indexing a sequence by an int past 64 bits.
fn index_sized() -> Box<Exc> {
    index_error("cannot fit 'int' into an index-sized integer")
}

/// An object converted to a `Py_UCS4` (held as its one-character str),
/// with Cython's checks: a str of length one, or an integer code point.
pub fn to_ucs4(v: &Value) -> Res<Value> {
    if let Value::Str(s) = v {
        let n = s.chars().count();
        if n == 1 {
            return Ok(v.clone());
        }
        return Err(value_error(format!(
            "only single character unicode strings can be converted to Py_UCS4, got length {n}"
        )));
    }
    let code = match v {
        // Cython's integer conversion takes a float's `__int__`.
        Value::Float(x) if x.is_finite() => *x as i64,
        Value::Int(_)
        | Value::Bool(_)
        | Value::BigInt(_)
        | Value::NpScalar(..)
        | Value::Enum(_) => match to_cint(v, CInt::LongLong) {
            Ok(i) => i,
            Err(_) => return Err(overflow("value too large to convert to Py_UCS4")),
        },
        _ => return Err(type_error("an integer is required")),
    };
    if code < 0 {
        return Err(overflow("cannot convert negative value to Py_UCS4"));
    }
    match u32::try_from(code).ok().and_then(char::from_u32) {
        Some(c) => Ok(Value::char_str(c)),
        None if code > 0x10FFFF => Err(overflow("value too large to convert to Py_UCS4")),
        // A lone surrogate has no Rust `char`.
        None => Err(value_error(format!(
            "arr cannot hold the surrogate code point {code:#x} in a str"
        ))),
    }
}

/// A `Py_UCS4`'s code point (its one-character str's).
pub fn ucs4_ord(v: &Value) -> i64 {
    match v {
        Value::Str(s) => s.chars().next().map_or(0, |c| c as i64),
        Value::Int(i) => *i,
        _ => 0,
    }
}

/// What NumPy's `ndarray.__int__`/`__float__` convert: the one element
/// of a 0-d array (any other array is refused).
pub fn zero_dim_item(a: &crate::array::Array) -> Res<crate::array::Scalar> {
    if a.ndim() != 0 {
        return Err(type_error(
            "only 0-dimensional arrays can be converted to Python scalars",
        ));
    }
    Ok(a.load(a.offset))
}

pub fn to_f64(v: &Value) -> Res<f64> {
    match v {
        Value::NpScalar(s, _) => Ok(s.as_f64()),
        Value::Enum(m) => Ok(m.value as f64),
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::BigInt(b) => super::bigint::to_f64(b),
        Value::Bool(b) => Ok(*b as i64 as f64),
        // NumPy's `ndarray.__float__`.
        Value::Array(a) => Ok(zero_dim_item(a)?.as_f64()),
        other => Err(type_error(format!(
            "must be real number, not {}",
            other.type_name()
        ))),
    }
}

/// A C integer value (as its bit pattern) as a Python int.
pub fn cint_to_value(i: i64, k: CInt) -> Res<Value> {
    if k.is_u64() && i < 0 {
        return Ok(super::bigint::norm(num_bigint::BigInt::from(i as u64)));
    }
    Ok(Value::Int(i))
}

/// Arithmetic with a NumPy scalar: computed on the numbers, the result a
/// NumPy scalar of NumPy's result type (Python scalars are weak, NEP 50).
/// Where NumPy scalar arithmetic parts from Python's: a float division
/// by zero is an infinity or NaN, a negative base with a fractional
/// exponent NaN, an overflowing power infinity (never an exception); an
/// integer `//` or `%` by zero is 0; an integer to a negative integer
/// power is refused. `None` where Python's answer is NumPy's too.
fn numpy_arith(op: BinOp, a: &Value, b: &Value, dt: crate::array::DType) -> Res<Option<Value>> {
    use crate::array::{DType, Scalar};
    let (Some(x), Some(y)) = (as_f64(a), as_f64(b)) else {
        return Ok(None);
    };
    let float = |dt: DType, v: f64| Value::NpScalar(dt.wrap(Scalar::Float(v)), dt);
    if dt.is_float() {
        let v = match op {
            BinOp::Div => x / y,
            BinOp::FloorDiv if y == 0.0 => x / y,
            BinOp::Mod if y == 0.0 => f64::NAN,
            BinOp::Pow => x.powf(y),
            _ => return Ok(None),
        };
        return Ok(Some(float(dt, v)));
    }
    if !dt.is_int() {
        return Ok(None);
    }
    Ok(match op {
        BinOp::Div if y == 0.0 => Some(float(DType::F64, x / y)),
        BinOp::FloorDiv | BinOp::Mod if y == 0.0 => Some(Value::NpScalar(Scalar::Int(0), dt)),
        BinOp::Pow if y < 0.0 => {
            return Err(value_error(
                "Integers to negative integer powers are not allowed.",
            ));
        }
        _ => None,
    })
}

fn np_scalar_binary(op: BinOp, a: &Value, b: &Value) -> Res<Value> {
    use crate::array::{DType, Scalar};
    let strong = |v: &Value| match v {
        Value::NpScalar(_, d) => Some(*d),
        _ => None,
    };
    let weak = |v: &Value| match v {
        Value::Int(_) => Some(DType::I64),
        Value::Float(_) => Some(DType::F64),
        Value::Bool(_) => Some(DType::Bool),
        Value::Complex(..) => Some(DType::C128),
        _ => None,
    };
    let dt = match (strong(a), strong(b)) {
        (Some(x), Some(y)) => DType::promote(x, y),
        (Some(x), None) | (None, Some(x)) => {
            let other = if strong(a).is_some() { b } else { a };
            match weak(other) {
                // NEP 50: a Python complex takes the scalar's precision.
                Some(DType::C128) if x.is_float() => x.complex_of(),
                Some(DType::C128) if !x.is_complex() => DType::C128,
                Some(DType::F64) if !x.is_float() && !x.is_complex() => DType::F64,
                Some(w) if x == DType::Bool => w,
                Some(_) => x,
                None => return binary(op, &a.plain(), &b.plain()),
            }
        }
        (None, None) => return binary(op, a, b),
    };
    if op != BinOp::Div {
        super::npint::check_weak(a, dt)?;
        super::npint::check_weak(b, dt)?;
    }
    if dt.is_complex() {
        let (x, y) = (
            super::arrays::value_scalar(a)?,
            super::arrays::value_scalar(b)?,
        );
        let r = super::carrays::elementwise(op, x, y, dt)?;
        return Ok(Value::NpScalar(dt.wrap(r), dt));
    }
    if let Some(r) = numpy_arith(op, a, b, dt)? {
        return Ok(r);
    }
    let r = binary(op, &a.plain(), &b.plain())?;
    let dt = match (&r, dt) {
        (Value::Float(_), d) if !d.is_float() => DType::F64,
        (_, d) => d,
    };
    let s = match r {
        Value::Int(i) => Scalar::Int(i),
        Value::Float(x) => Scalar::Float(x),
        Value::Bool(b) => Scalar::Bool(b),
        // NumPy's fixed-width integers wrap where Python's would grow:
        // the low 64 bits, two's complement, then the dtype's width.
        Value::BigInt(b) if !dt.is_float() => {
            let lo = b.magnitude().iter_u64_digits().next().unwrap_or(0);
            let bits = if b.sign() == num_bigint::Sign::Minus {
                lo.wrapping_neg()
            } else {
                lo
            };
            Scalar::Int(bits as i64)
        }
        other => return Ok(other),
    };
    Ok(Value::NpScalar(dt.wrap(s), dt))
}
