//! `float.hex`, `float.fromhex` and `float.as_integer_ratio`: the exact
//! views of a double, written and read as CPython does.

use crate::eval::bigint::norm;
use crate::eval::exc::*;
use crate::eval::value::Value;
use num_bigint::BigInt;

/// The 52 fraction bits and the unbiased exponent of a finite, nonzero
/// double, with the implicit leading bit made explicit for normal numbers:
/// `x == ±mant * 2**(exp - 52)`, where `mant < 2**53`.
pub(crate) fn decompose(x: f64) -> (u64, i32) {
    let bits = x.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    if raw_exp == 0 {
        (frac, -1022)
    } else {
        (frac | (1 << 52), raw_exp - 1023)
    }
}

/// `float.hex()`: `0x1.999999999999ap-4`, with all 13 fraction digits as
/// CPython prints them; subnormals as `0x0.…p-1022`.
pub fn to_hex(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let (mant, exp) = decompose(x);
    let lead = mant >> 52;
    let frac = mant & ((1 << 52) - 1);
    format!("{sign}0x{lead}.{frac:013x}p{exp:+}")
}

/// `float.as_integer_ratio()`: the exact fraction in lowest terms.
pub fn integer_ratio(x: f64) -> Res<Value> {
    if x.is_nan() {
        return Err(value_error("cannot convert NaN to integer ratio"));
    }
    if x.is_infinite() {
        return Err(new_exc(
            "OverflowError",
            "cannot convert Infinity to integer ratio",
        ));
    }
    if x == 0.0 {
        return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
    }
    let (mut mant, mut exp) = decompose(x);
    exp -= 52;
    // Lowest terms: the denominator is a power of two, so only factors of
    // two in the numerator can cancel.
    while exp < 0 && mant % 2 == 0 {
        mant /= 2;
        exp += 1;
    }
    let mut num = BigInt::from(mant);
    if x < 0.0 {
        num = -num;
    }
    let den = if exp < 0 {
        BigInt::from(1) << (-exp) as usize
    } else {
        num <<= exp as usize;
        BigInt::from(1)
    };
    Ok(Value::tuple(vec![norm(num), norm(den)]))
}

/// `float.fromhex(s)`: CPython's grammar — optional sign, optional `0x`,
/// hex digits with an optional point, an optional binary exponent — or
/// `inf`/`infinity`/`nan`, all with surrounding whitespace; correctly
/// rounded (half to even), overflow an `OverflowError`.
pub fn from_hex(args: Vec<Value>) -> Res<Value> {
    crate::builtins::arity("fromhex", &args, 1, 1)?;
    let text = match &args[0] {
        Value::Str(s) => s.to_string(),
        other => {
            return Err(type_error(format!(
                "bad argument type for built-in operation: '{}'",
                other.type_name()
            )));
        }
    };
    match parse(text.trim()) {
        None => Err(value_error("invalid hexadecimal floating-point string")),
        Some(Err(())) => Err(new_exc(
            "OverflowError",
            "hexadecimal value too large to represent as a float",
        )),
        Some(Ok(v)) => Ok(Value::Float(v)),
    }
}

/// The parsed value: `None` for a malformed string, `Some(Err(()))` for a
/// finite value too large for a double.
fn parse(s: &str) -> Option<Result<f64, ()>> {
    let (neg, rest) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let signed = |v: f64| if neg { -v } else { v };
    let lower = rest.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Some(Ok(signed(f64::INFINITY)));
    }
    if lower == "nan" {
        return Some(Ok(signed(f64::NAN)));
    }
    let body = lower.strip_prefix("0x").unwrap_or(&lower);
    let (digits, exp_part) = match body.find('p') {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int_part, frac_part) = match digits.find('.') {
        Some(i) => (&digits[..i], &digits[i + 1..]),
        None => (digits, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut exp: i64 = match exp_part {
        None => 0,
        Some(e) => {
            let unsigned = e.strip_prefix(['+', '-']).unwrap_or(e);
            if unsigned.is_empty() || !unsigned.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            // Exponents past any double's range only need to stay past it.
            e.parse::<i64>()
                .unwrap_or(if e.starts_with('-') {
                    -100_000
                } else {
                    100_000
                })
                .clamp(-100_000, 100_000)
        }
    };
    // The significand, kept to 64 significant bits; any nonzero bit
    // dropped below them is remembered as `sticky` for rounding.
    let mut mant: u64 = 0;
    let mut sticky = false;
    for (k, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let d = c.to_digit(16)? as u64;
        if k >= int_part.len() {
            exp -= 4;
        }
        if mant >> 60 == 0 {
            mant = mant << 4 | d;
        } else {
            sticky |= d != 0;
            exp += 4;
        }
    }
    Some(round_to_f64(mant, sticky, exp).map(signed))
}

/// `mant * 2**exp` (plus a sliver when `sticky`) rounded half to even.
pub(crate) fn round_to_f64(mant: u64, sticky: bool, exp: i64) -> Result<f64, ()> {
    if mant == 0 {
        return Ok(0.0);
    }
    let width = 64 - mant.leading_zeros() as i64;
    // The value's binary exponent as `1.xxx * 2**top`.
    let top = exp + width - 1;
    if top > 1023 {
        return Err(());
    }
    // How many bits the double keeps: 53, fewer for a subnormal.
    let keep = if top >= -1022 { 53 } else { 53 - (-1022 - top) };
    if keep <= 0 {
        // Below half the smallest subnormal rounds to zero; exactly half
        // rounds to even (zero), more than half up.
        let half = keep == 0 && (mant.count_ones() > 1 || sticky);
        return Ok(if half { f64::from_bits(1) } else { 0.0 });
    }
    let drop = width - keep;
    let (mut kept, mut low_exp) = if drop > 0 {
        let kept = mant >> drop;
        let rest = mant & ((1u64 << drop) - 1);
        let half = 1u64 << (drop - 1);
        let up = rest > half || (rest == half && (sticky || kept & 1 == 1));
        (kept + up as u64, exp + drop)
    } else {
        (mant << -drop, exp + drop)
    };
    if kept >> keep != 0 {
        kept >>= 1;
        low_exp += 1;
    }
    // `kept` already has no more bits than the double holds, so scaling by
    // two exact powers of two (each in the normal range) is exact.
    let e = low_exp as i32;
    let v = kept as f64 * 2f64.powi(e / 2) * 2f64.powi(e - e / 2);
    if v.is_infinite() { Err(()) } else { Ok(v) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn back(x: f64) -> f64 {
        match parse(&to_hex(x)) {
            Some(Ok(v)) => v,
            _ => f64::NAN,
        }
    }

    #[test]
    fn hex_round_trips() {
        for x in [
            0.1,
            1.0,
            -2.5,
            5e-324,
            2.2250738585072014e-308,
            1.7976931348623157e308,
        ] {
            assert_eq!(back(x).to_bits(), x.to_bits(), "{x}");
        }
        assert_eq!(to_hex(0.1), "0x1.999999999999ap-4");
        assert_eq!(to_hex(5e-324), "0x0.0000000000001p-1022");
        assert_eq!(to_hex(-0.0), "-0x0.0p+0");
    }

    #[test]
    fn rounds_half_to_even() {
        // 1 + 2**-53 is halfway between 1 and the next double: to 1.
        assert_eq!(parse("0x1.00000000000008p0"), Some(Ok(1.0)));
        // Just above halfway rounds up.
        assert_eq!(parse("0x1.000000000000081p0"), Some(Ok(1.0000000000000002)));
        assert_eq!(parse("0x1p1024"), Some(Err(())));
        assert_eq!(parse("0x.8"), Some(Ok(0.5)));
        assert_eq!(parse("1p-1075"), Some(Ok(0.0)));
        assert_eq!(parse("0x1.8p-1075"), Some(Ok(5e-324)));
        assert_eq!(parse("0x"), None);
    }
}
