//! `numpy.testing`'s assertions on values that are not (only) arrays:
//! `assert_equal`, which walks dicts, lists and tuples item by item,
//! `assert_almost_equal` and `assert_`, as NumPy 2.4 words their
//! failures.

use super::nptesting::{almost_arrays, arrays_equal, bind, build_err_msg, fail, tolerance};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::value::Value;
use crate::syntax::ast::{BinOp, CmpOp};

const NAMES: [&str; 2] = ["ACTUAL", "DESIRED"];

/// The message for two values that differ, with reprs of both.
fn items_message(
    f: &mut Frame,
    actual: &Value,
    desired: &Value,
    header: &str,
    err: &str,
    verbose: bool,
) -> Res<Box<Exc>> {
    let msg = build_err_msg(f, [actual, desired], err, header, verbose, NAMES, 8)?;
    Ok(fail(msg))
}

/// The real and imaginary parts of a complex scalar; None for anything
/// else.
fn complex_parts(v: &Value) -> Option<(f64, f64)> {
    match v {
        Value::Complex(re, im) => Some((*re, *im)),
        Value::NpScalar(s, d) if d.is_complex() => Some(s.as_complex()),
        _ => None,
    }
}

/// A real number's value; None for anything else.
fn real(v: &Value) -> Option<f64> {
    match v {
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) => ops::to_f64(v).ok(),
        Value::NpScalar(s, d) if !d.is_complex() => Some(s.as_f64()),
        _ => None,
    }
}

/// A number as a complex one (a real number's imaginary part 0); None
/// for anything else.
fn as_complex(v: &Value) -> Option<(f64, f64)> {
    complex_parts(v).or_else(|| real(v).map(|x| (x, 0.0)))
}

/// NumPy's `isscalar`: numbers, strings and bytes, and NumPy scalars.
fn is_scalar(v: &Value) -> bool {
    matches!(
        v,
        Value::Bool(_)
            | Value::Int(_)
            | Value::BigInt(_)
            | Value::Float(_)
            | Value::Complex(..)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::NpScalar(..)
    )
}

fn sequence(v: &Value) -> bool {
    matches!(v, Value::List(_) | Value::Tuple(_))
}

fn length(f: &mut Frame, v: &Value) -> Res<Value> {
    super::core::len(f, vec![v.clone()], Kwargs::new())
}

fn equal(
    f: &mut Frame,
    actual: &Value,
    desired: &Value,
    err: &str,
    verbose: bool,
    strict: bool,
) -> Res<()> {
    if let Value::Dict(_) = desired {
        if !matches!(actual, Value::Dict(_)) {
            return Err(fail(format!("<class '{}'>", actual.type_name())));
        }
        let (na, nd) = (length(f, actual)?, length(f, desired)?);
        equal(f, &na, &nd, err, verbose, false)?;
        for k in ops::iterate_to_vec(desired)? {
            if !ops::contains(actual, &k)? {
                return Err(fail(crate::eval::reprs::repr_of(f, &k)?));
            }
            let note = format!("key={}\n{err}", crate::eval::reprs::repr_of(f, &k)?);
            let (a, d) = (ops::getitem(actual, &k)?, ops::getitem(desired, &k)?);
            equal(f, &a, &d, &note, verbose, false)?;
        }
        return Ok(());
    }
    if sequence(actual) && sequence(desired) {
        let (na, nd) = (length(f, actual)?, length(f, desired)?);
        equal(f, &na, &nd, err, verbose, false)?;
        let (a, d) = (ops::iterate_to_vec(actual)?, ops::iterate_to_vec(desired)?);
        for (k, (x, y)) in a.iter().zip(&d).enumerate() {
            equal(f, x, y, &format!("item={k}\n{err}"), verbose, false)?;
        }
        return Ok(());
    }
    if matches!(actual, Value::Array(_)) || matches!(desired, Value::Array(_)) {
        return arrays_equal(f, actual, desired, err, verbose, strict);
    }
    let header = "Items are not equal:";
    if complex_parts(actual).is_some() || complex_parts(desired).is_some() {
        let (Some((ar, ai)), Some((dr, di))) = (as_complex(actual), as_complex(desired)) else {
            return Err(items_message(f, actual, desired, header, err, verbose)?);
        };
        let same = |x: f64, y: f64| {
            (x.is_nan() && y.is_nan())
                || (x == y && (x != 0.0 || x.is_sign_negative() == y.is_sign_negative()))
        };
        if !(same(ar, dr) && same(ai, di)) {
            return Err(items_message(f, actual, desired, header, err, verbose)?);
        }
        return Ok(());
    }
    if is_scalar(actual) != is_scalar(desired) {
        return Err(items_message(f, actual, desired, header, err, verbose)?);
    }
    if let (Some(a), Some(d)) = (real(actual), real(desired)) {
        if a.is_nan() && d.is_nan() {
            return Ok(());
        }
        if a == 0.0 && d == 0.0 && a.is_sign_negative() != d.is_sign_negative() {
            return Err(items_message(f, actual, desired, header, err, verbose)?);
        }
    }
    if !crate::eval::attrs::compare(f, CmpOp::Eq, desired, actual)? {
        return Err(items_message(f, actual, desired, header, err, verbose)?);
    }
    Ok(())
}

pub fn assert_equal(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let p = [
        ("actual", None),
        ("desired", None),
        ("err_msg", Some(Value::text(""))),
        ("verbose", Some(Value::Bool(true))),
        ("strict", Some(Value::Bool(false))),
    ];
    let a = bind("assert_equal", &p, 4, args, kw)?;
    let err = crate::eval::reprs::str_of(f, &a[2])?;
    let verbose = crate::eval::attrs::truth(f, &a[3])?;
    let strict = crate::eval::attrs::truth(f, &a[4])?;
    equal(f, &a[0], &a[1], &err, verbose, strict)?;
    Ok(Value::None)
}

/// `|v|` of a number, as `abs()` gives it.
fn magnitude(v: &Value) -> Res<f64> {
    if let Some((re, im)) = complex_parts(v) {
        return Ok(re.hypot(im));
    }
    real(v)
        .map(f64::abs)
        .ok_or_else(|| type_error(format!("bad operand type for abs(): '{}'", v.type_name())))
}

pub fn assert_almost_equal(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let p = [
        ("actual", None),
        ("desired", None),
        ("decimal", Some(Value::Int(7))),
        ("err_msg", Some(Value::text(""))),
        ("verbose", Some(Value::Bool(true))),
    ];
    let a = bind("assert_almost_equal", &p, 5, args, kw)?;
    let (actual, desired) = (&a[0], &a[1]);
    let decimal = ops::int_like(&a[2]).ok_or_else(|| type_error("decimal must be an integer"))?;
    let err = crate::eval::reprs::str_of(f, &a[3])?;
    let verbose = crate::eval::attrs::truth(f, &a[4])?;
    let header = format!("Arrays are not almost equal to {decimal} decimals");
    let arrayish = |v: &Value| matches!(v, Value::Array(_) | Value::List(_) | Value::Tuple(_));
    if (complex_parts(actual).is_some() || complex_parts(desired).is_some())
        && let (Some((ar, ai)), Some((dr, di))) = (as_complex(actual), as_complex(desired))
    {
        let tol = tolerance(decimal);
        let near = |x: f64, y: f64| {
            if !(x.is_finite() && y.is_finite()) {
                return (x.is_nan() && y.is_nan()) || x == y;
            }
            (y - x).abs() < tol
        };
        if !(near(ar, dr) && near(ai, di)) {
            return Err(items_message(f, actual, desired, &header, &err, verbose)?);
        }
    }
    if arrayish(actual) || arrayish(desired) {
        almost_arrays(f, actual, desired, decimal, &err, verbose)?;
        return Ok(Value::None);
    }
    if let (Some(x), Some(y)) = (real(actual), real(desired))
        && !(x.is_finite() && y.is_finite())
    {
        let same = if x.is_nan() || y.is_nan() {
            x.is_nan() && y.is_nan()
        } else {
            x == y
        };
        if !same {
            return Err(items_message(f, actual, desired, &header, &err, verbose)?);
        }
        return Ok(Value::None);
    }
    let diff = ops::binary(BinOp::Sub, desired, actual)?;
    if magnitude(&diff)? >= tolerance(decimal) {
        return Err(items_message(f, actual, desired, &header, &err, verbose)?);
    }
    Ok(Value::None)
}

pub fn assert_(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let p = [("val", None), ("msg", Some(Value::text("")))];
    let a = bind("assert_", &p, 2, args, kw)?;
    if crate::eval::attrs::truth(f, &a[0])? {
        return Ok(Value::None);
    }
    let msg = match &a[1] {
        m @ (Value::Func(_) | Value::Builtin(_) | Value::BoundBuiltin(_) | Value::Method(_)) => {
            let r = crate::eval::call::call_value(m, Vec::new(), Kwargs::new(), f)?;
            crate::eval::reprs::str_of(f, &r)?
        }
        m => crate::eval::reprs::str_of(f, m)?,
    };
    Err(fail(msg))
}
