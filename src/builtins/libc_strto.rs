//! `libc.stdlib`'s `strtol`, `strtoll`, `strtoul`, `strtoull`, `strtod`
//! and `strtof`: the number a C string starts with, and through `endptr`
//! (when not NULL) a pointer to the first byte not read, as glibc reads
//! them in the C locale.

use super::Builtin;
use super::core::int_arg;
use super::libc_string::args_before_line;
use crate::eval::exc::*;
use crate::eval::memory;
use crate::eval::value::Value;
use std::sync::Arc;

/// C's `isspace` in the C locale.
fn is_c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

/// A byte a C number can be made of (digits, signs, the point, an
/// exponent, hex digits, `inf`/`nan`).
fn number_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// The value of digit `b` in `base`, if it is one.
fn digit(b: u8, base: u32) -> Option<u32> {
    (b as char).to_digit(36).filter(|d| *d < base)
}

/// `strtol`'s reading of `s` in `base` (0: by prefix): whether it is
/// negative, the magnitude (saturated), and how many bytes it used (0 when
/// there is no number, so that `endptr` is `s`).
fn read_int(s: &[u8], base: i64) -> Res<(bool, u128, usize)> {
    if base != 0 && !(2..=36).contains(&base) {
        return Err(value_error(format!(
            "strtol: base {base} is not 0 or 2..36 (C sets EINVAL)"
        )));
    }
    let mut k = s.iter().take_while(|b| is_c_space(**b)).count();
    let neg = s.get(k) == Some(&b'-');
    if matches!(s.get(k), Some(b'-' | b'+')) {
        k += 1;
    }
    let hex_prefix = s.get(k) == Some(&b'0') && matches!(s.get(k + 1), Some(b'x' | b'X'));
    let mut base = base as u32;
    if (base == 0 || base == 16) && hex_prefix && s.get(k + 2).and_then(|b| digit(*b, 16)).is_some()
    {
        base = 16;
        k += 2;
    } else if base == 0 {
        base = if s.get(k) == Some(&b'0') { 8 } else { 10 };
    }
    let start = k;
    let mut n: u128 = 0;
    while let Some(d) = s.get(k).and_then(|b| digit(*b, base)) {
        n = n
            .saturating_mul(u128::from(base))
            .saturating_add(u128::from(d));
        k += 1;
    }
    Ok(if k == start {
        (false, 0, 0)
    } else {
        (neg, n, k)
    })
}

/// `strtod`'s reading: the longest prefix (after spaces) that is a decimal
/// number, `inf`/`infinity` or `nan`, and the bytes it used.
pub(super) fn read_float(s: &[u8]) -> (f64, usize) {
    let lead = s.iter().take_while(|b| is_c_space(**b)).count();
    // Only the run of bytes a number can be made of is tried, so reading
    // a number off a long buffer costs the number's length, not the
    // buffer's.
    let run = s[lead..].iter().take_while(|b| number_byte(**b)).count();
    let Ok(text) = std::str::from_utf8(&s[lead..lead + run]) else {
        return (0.0, 0);
    };
    // Rust reads these words and decimal forms as C does; a trailing `e`
    // without digits is left unread, as in C.
    (1..=text.len())
        .rev()
        .find_map(|k| text[..k].parse::<f64>().ok().map(|x| (x, lead + k)))
        .unwrap_or((0.0, 0))
}

/// The bytes at `s` a number can be read from: leading spaces, then the
/// run of bytes a number can be made of. Only these are read, as C reads
/// them: parsing a long buffer number by number stays linear.
fn number_text(s: &Value) -> Res<Vec<u8>> {
    let p = memory::ptr_of(s)?;
    let mut out = Vec::new();
    let mut leading = true;
    loop {
        let b = memory::load(p, crate::array::DType::U8, out.len() as i64)?.as_i64() as u8;
        leading = leading && is_c_space(b);
        if b == 0 || !(leading || number_byte(b)) {
            return Ok(out);
        }
        out.push(b);
    }
}

/// Stores `s + used` through `endptr` unless it is NULL; `s` is the
/// pointer the number was read from.
fn set_end(endptr: &Value, s: &Value, used: usize) -> Res<()> {
    let end = memory::ptr_of(endptr)?;
    if end.block.is_none() {
        return Ok(());
    }
    let at = memory::offset_by(memory::ptr_of(s)?, used as i64, 1);
    let bits = crate::eval::address::encode_value(&at)?;
    memory::store_address_at(end, 0, bits)
}

fn strto_int(name: &str, a: &[Value], signed: bool) -> Res<Value> {
    let a = args_before_line(name, a, 3)?;
    let s = memory::lasting_char_ptr(&a[0])?;
    let (neg, mag, used) = read_int(&number_text(&s)?, int_arg(a, 2)?)?;
    set_end(&a[1], &s, used)?;
    Ok(if signed {
        // Out of range: LONG_MAX or LONG_MIN, as C saturates.
        let v = if neg {
            (-(mag.min(1 << 63) as i128)) as i64
        } else {
            mag.min(i64::MAX as u128) as i64
        };
        Value::Int(v)
    } else {
        // Out of range: ULONG_MAX; a minus sign negates in unsigned.
        let m = mag.min(u128::from(u64::MAX)) as u64;
        let v = if neg && mag <= u128::from(u64::MAX) {
            m.wrapping_neg()
        } else {
            m
        };
        match i64::try_from(v) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::BigInt(Arc::new(num_bigint::BigInt::from(v))),
        }
    })
}

fn strto_float(name: &str, a: &[Value]) -> Res<Value> {
    let a = args_before_line(name, a, 2)?;
    let s = memory::lasting_char_ptr(&a[0])?;
    let (x, used) = read_float(&number_text(&s)?);
    set_end(&a[1], &s, used)?;
    Ok(Value::Float(x))
}

pub const TABLE: &[Builtin] = &[
    b!(
        "libc.stdlib.strtol",
        "strtol(s, endptr, base): the long s starts with; *endptr after it",
        |_, a, _| strto_int("strtol", &a, true)
    ),
    b!(
        "libc.stdlib.strtoll",
        "strtoll(s, endptr, base): the long long s starts with",
        |_, a, _| strto_int("strtoll", &a, true)
    ),
    b!(
        "libc.stdlib.strtoul",
        "strtoul(s, endptr, base): the unsigned long s starts with",
        |_, a, _| strto_int("strtoul", &a, false)
    ),
    b!(
        "libc.stdlib.strtoull",
        "strtoull(s, endptr, base): the unsigned long long s starts with",
        |_, a, _| strto_int("strtoull", &a, false)
    ),
    b!(
        "libc.stdlib.strtod",
        "strtod(s, endptr): the double s starts with; *endptr after it",
        |_, a, _| strto_float("strtod", &a)
    ),
    b!(
        "libc.stdlib.strtof",
        "strtof(s, endptr): the float s starts with; *endptr after it",
        |_, a, _| strto_float("strtof", &a)
    ),
];
