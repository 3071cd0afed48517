//! NumPy 2's rule for a Python number that meets an integer dtype (NEP 50):
//! the number is converted as `int()` converts it and must fit the dtype,
//! else NumPy raises rather than wrapping. `np.ones(3, np.int8) * 200`,
//! `a[0] = 300`, `np.int8(300)` and `np.array([300], dtype=np.uint8)`
//! all raise `OverflowError: Python integer 300 out of bounds for int8`,
//! where arrays of other dtypes (`a.astype(np.int8)`) still wrap.

use super::exc::{Res, new_exc, value_error};
use super::value::Value;
use crate::array::DType;

/// A Python int (or bool-free Python number converted by `int()`) as an
/// element of `d`: an error when `d` is an integer type that cannot hold
/// it. Other values and dtypes pass; their conversion stays the caller's.
pub fn check_element(v: &Value, d: DType) -> Res<()> {
    if !d.is_int() {
        return Ok(());
    }
    match v {
        Value::Float(x) => check_float(*x, d),
        Value::NpScalar(crate::array::Scalar::Int(i), s) if s.is_int() => check_int(*i, d),
        v => check_weak(v, d),
    }
}

/// A Python int meeting an array or NumPy scalar whose result type is `d`
/// (the scalar is "weak": it takes `d` and must fit it).
pub fn check_weak(v: &Value, d: DType) -> Res<()> {
    if !d.is_int() {
        return Ok(());
    }
    match v {
        Value::Int(i) => check_int(*i, d),
        Value::BigInt(b) if d == DType::U64 && u64::try_from(b.as_ref()).is_ok() => Ok(()),
        Value::BigInt(_) => Err(too_large()),
        _ => Ok(()),
    }
}

/// A Python int past 64 bits beside an array of dtype `arr`: the operand
/// NumPy computes with (a float for a float array, a uint64 scalar for a
/// uint64 array), or its OverflowError. `None` for any other value.
pub fn weak_big(v: &Value, arr: DType) -> Res<Option<Value>> {
    let Value::BigInt(b) = v else {
        return Ok(None);
    };
    if arr.is_float() || arr.is_complex() {
        return Ok(Some(Value::Float(super::bigint::to_f64(b)?)));
    }
    match u64::try_from(b.as_ref()) {
        Ok(u) if arr == DType::U64 => Ok(Some(Value::NpScalar(
            crate::array::Scalar::Int(u as i64),
            DType::U64,
        ))),
        _ => Err(too_large()),
    }
}

/// The values an integer dtype holds, as i64 (uint64's upper half aside).
fn bounds(d: DType) -> (i64, i64) {
    match d {
        DType::I8 => (i8::MIN as i64, i8::MAX as i64),
        DType::I16 => (i16::MIN as i64, i16::MAX as i64),
        DType::I32 => (i32::MIN as i64, i32::MAX as i64),
        DType::U8 => (0, u8::MAX as i64),
        DType::U16 => (0, u16::MAX as i64),
        DType::U32 => (0, u32::MAX as i64),
        DType::U64 => (0, i64::MAX),
        _ => (i64::MIN, i64::MAX),
    }
}

/// A Python int bound brought into `d`'s range, as `np.clip` of an
/// integer array takes `np.clip(a, 0, 300)` for an int8 `a` (NumPy 2.1).
pub fn clamp_bound(v: Value, d: DType) -> Value {
    match v {
        Value::Int(i) if d.is_int() => {
            let (lo, hi) = bounds(d);
            Value::Int(i.clamp(lo, hi))
        }
        v => v,
    }
}

fn check_int(i: i64, d: DType) -> Res<()> {
    let (lo, hi) = bounds(d);
    if (lo..=hi).contains(&i) {
        Ok(())
    } else {
        Err(new_exc(
            "OverflowError",
            format!("Python integer {i} out of bounds for {}", d.name()),
        ))
    }
}

/// `int(x)` of a float, then the integer's check.
fn check_float(x: f64, d: DType) -> Res<()> {
    if x.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(new_exc(
            "OverflowError",
            "cannot convert float infinity to integer",
        ));
    }
    let t = x.trunc();
    // 2**63 is exact as a double; below it every truncated double is an i64.
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if (-TWO_63..TWO_63).contains(&t) {
        return check_int(t as i64, d);
    }
    if d == DType::U64 && (0.0..2.0 * TWO_63).contains(&t) {
        return Ok(());
    }
    Err(too_large())
}

/// A Python list or tuple of numbers stored into an array of dtype `d`
/// (`a[:] = [1, 2, 300]`): each number is checked as `check_element` does.
pub fn check_nested(v: &Value, d: DType) -> Res<()> {
    if !d.is_int() {
        return Ok(());
    }
    match v {
        Value::List(items) => items.lock().iter().try_for_each(|x| check_nested(x, d)),
        Value::Tuple(items) => items.iter().try_for_each(|x| check_nested(x, d)),
        v => check_element(v, d),
    }
}

fn too_large() -> Box<super::exc::Exc> {
    new_exc("OverflowError", "Python int too large to convert to C long")
}
