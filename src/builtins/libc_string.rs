//! C strings and pointer slices: `libc.string`'s `strcpy`, `strncpy`,
//! `strcat`, `strcmp`, `strncmp`, `memcmp` over tracked blocks, `libc.stdio`'s
//! `sprintf`/`snprintf` into one, and `p[a:b:c]` of a typed pointer as the
//! list Cython makes of it.

use super::core::{as_index, int_arg};
use super::{Builtin, arity};
use crate::eval::exc::*;
use crate::eval::value::Value;

/// `sprintf(dst, fmt, …)` (`limit` None) or `snprintf(dst, n, fmt, …)`:
/// C's formatting written into `dst` with its NUL (at most `n - 1`
/// characters); the full formatted length is returned, as C returns it.
/// The last argument is the call's line (added by sema).
fn c_sprintf(args: &[Value], limited: bool) -> Res<Value> {
    let name = if limited { "snprintf" } else { "sprintf" };
    let skip = if limited { 2 } else { 1 };
    let (Some(dst), Some(fmt)) = (args.first(), args.get(skip)) else {
        return Err(type_error(format!("{name}() needs a buffer and a format")));
    };
    let text = |v: &Value| -> Res<Value> {
        Ok(match v {
            Value::Ptr(_) => crate::eval::memory::char_bytes(v)?,
            v => v.clone(),
        })
    };
    let fmt = match text(fmt)? {
        Value::Bytes(b) => String::from_utf8_lossy(&b).into_owned(),
        Value::Str(s) => s.to_string(),
        other => {
            return Err(type_error(format!(
                "{name}() format must be bytes, not {}",
                other.type_name()
            )));
        }
    };
    let rest = args[skip + 1..args.len().saturating_sub(1)]
        .iter()
        .map(|v| {
            text(v).map(|v| match v {
                Value::Bytes(b) => Value::text(&String::from_utf8_lossy(&b)),
                v => v,
            })
        })
        .collect::<Res<Vec<_>>>()?;
    let s = crate::eval::percent::printf_format(&fmt, &rest)?;
    let mut bytes = s.into_bytes();
    let full = bytes.len();
    if limited {
        let n = int_arg(args, 1)?;
        if n <= 0 {
            return Ok(Value::Int(full as i64));
        }
        bytes.truncate((n - 1) as usize);
    }
    crate::eval::memory::str_copy(dst, &Value::Bytes(bytes.into()), None, false)?;
    Ok(Value::Int(full as i64))
}

/// Byte `k` of the memory `v` points at: a tracked block (any element
/// type, read as raw bytes, bounds-checked) or a bytes object with the
/// NUL CPython keeps after it.
fn byte_at(v: &Value, k: i64) -> Res<u8> {
    match v {
        Value::Bytes(b) => match usize::try_from(k).ok().filter(|&k| k <= b.len()) {
            Some(k) => Ok(b.get(k).copied().unwrap_or(0)),
            None => Err(index_error(format!(
                "memcmp reads byte {k} of a bytes object of {} bytes",
                b.len()
            ))),
        },
        v => {
            let p = crate::eval::memory::ptr_of(v)?;
            let x = crate::eval::memory::load_bytes(p, crate::array::DType::U8, k)?;
            Ok(x.as_i64() as u8)
        }
    }
}

/// `memcmp(a, b, n)`: the difference of the first differing bytes (as
/// unsigned chars) of the first `n`, else 0.
fn mem_compare(a: &Value, b: &Value, n: i64) -> Res<i64> {
    for k in 0..n.max(0) {
        let (x, y) = (byte_at(a, k)?, byte_at(b, k)?);
        if x != y {
            return Ok(i64::from(x) - i64::from(y));
        }
    }
    Ok(0)
}

/// The arguments of a call sema appended its line to (see `with_line` in
/// `sema::expr`), without it, checked to number exactly `n`.
pub(super) fn args_before_line<'a>(name: &str, a: &'a [Value], n: usize) -> Res<&'a [Value]> {
    let a = &a[..a.len().saturating_sub(1)];
    arity(name, a, n, n)?;
    Ok(a)
}

pub const TABLE: &[Builtin] = &[
    b!(
        "libc.stdio.sprintf",
        "sprintf(buf, fmt, *args): C's formatting into a char buffer",
        |_, a, _| c_sprintf(&a, false)
    ),
    b!(
        "libc.stdio.snprintf",
        "snprintf(buf, n, fmt, *args): at most n - 1 characters and a NUL",
        |_, a, _| c_sprintf(&a, true)
    ),
    b!(
        "__ptr_slice__",
        "internal: p[start:stop:step] of a typed pointer",
        |_, a, _| {
            let d = match a.get(1) {
                Some(Value::Str(s)) => crate::array::DType::parse(s),
                _ => None,
            };
            let (Some(d), [p, _, lo, hi, step]) = (d, a.as_slice()) else {
                return Err(type_error("__ptr_slice__: bad arguments"));
            };
            let part = |v: &Value, default: i64| match v {
                Value::None => Ok(default),
                v => as_index(v),
            };
            let step = part(step, 1)?;
            if step == 0 {
                return Err(value_error("slice step cannot be zero"));
            }
            let (lo, hi) = (part(lo, if step > 0 { 0 } else { -1 })?, part(hi, 0)?);
            let p = crate::eval::memory::ptr_of(p)?;
            let mut out = Vec::new();
            let mut i = lo;
            while (step > 0 && i < hi) || (step < 0 && i > hi) {
                let x = crate::eval::memory::load(p, d, i)?;
                out.push(crate::eval::arrays::scalar_value(x));
                i += step;
            }
            Ok(Value::list(out))
        }
    ),
    b!(
        "__char_slice__",
        "internal: cs[start:stop] of a char pointer, as bytes",
        |_, a, _| {
            let [p, lo, hi] = a.as_slice() else {
                return Err(type_error("__char_slice__: bad arguments"));
            };
            let lo = match lo {
                Value::None => 0,
                v => as_index(v)?,
            };
            let hi = match hi {
                Value::None => None,
                v => Some(as_index(v)?),
            };
            // A `char*` into a bytes object reads its bytes (and the NUL
            // CPython keeps after them).
            if let Value::Bytes(b) = p {
                let len = b.len() as i64;
                let stop = hi.unwrap_or_else(|| {
                    b.iter()
                        .skip(lo.clamp(0, len) as usize)
                        .position(|&c| c == 0)
                        .map_or(len, |k| lo + k as i64)
                });
                if lo < 0 || stop > len {
                    return Err(crate::eval::exc::index_error(format!(
                        "char pointer slice [{lo}:{stop}] reaches outside the {len} bytes it points into"
                    )));
                }
                let part = &b[lo as usize..stop.max(lo) as usize];
                return Ok(Value::Bytes(std::sync::Arc::from(part)));
            }
            let start = crate::eval::memory::offset_by(crate::eval::memory::ptr_of(p)?, lo, 1);
            let Some(hi) = hi else {
                return crate::eval::memory::char_bytes(&start);
            };
            let p = crate::eval::memory::ptr_of(&start)?;
            let bytes = (0..(hi - lo).max(0))
                .map(|i| {
                    crate::eval::memory::load(p, crate::array::DType::U8, i)
                        .map(|s| s.as_i64() as u8)
                })
                .collect::<Res<Vec<u8>>>()?;
            Ok(Value::Bytes(std::sync::Arc::from(bytes)))
        }
    ),
    b!(
        "libc.string.strcpy",
        "strcpy(dst, src): copies the C string src (with its NUL) to dst",
        |_, a, _| {
            arity("strcpy", &a, 2, 3)?;
            crate::eval::memory::str_copy(&a[0], &a[1], None, false)?;
            Ok(a[0].clone())
        }
    ),
    b!(
        "libc.string.strncpy",
        "strncpy(dst, src, n): n bytes of src to dst, padded with NULs",
        |_, a, _| {
            arity("strncpy", &a, 3, 4)?;
            crate::eval::memory::str_copy(&a[0], &a[1], Some(int_arg(&a, 2)?), false)?;
            Ok(a[0].clone())
        }
    ),
    b!(
        "libc.string.strcat",
        "strcat(dst, src): appends the C string src to dst",
        |_, a, _| {
            arity("strcat", &a, 2, 3)?;
            crate::eval::memory::str_copy(&a[0], &a[1], None, true)?;
            Ok(a[0].clone())
        }
    ),
    b!(
        "libc.string.memcmp",
        "memcmp(a, b, n): <0, 0 or >0 as the first n bytes of a sort before, as or after b's",
        |_, a, _| {
            let a = args_before_line("memcmp", &a, 3)?;
            Ok(Value::Int(mem_compare(&a[0], &a[1], int_arg(a, 2)?)?))
        }
    ),
    b!(
        "libc.string.strcmp",
        "strcmp(a, b): <0, 0 or >0 as the C string a sorts before, as or after b",
        |_, a, _| {
            arity("strcmp", &a, 2, 2)?;
            Ok(Value::Int(crate::eval::memory::str_compare(
                &a[0], &a[1], None,
            )?))
        }
    ),
    b!(
        "libc.string.strncmp",
        "strncmp(a, b, n): strcmp of at most n bytes",
        |_, a, _| {
            arity("strncmp", &a, 3, 3)?;
            let n = int_arg(&a, 2)?;
            Ok(Value::Int(crate::eval::memory::str_compare(
                &a[0],
                &a[1],
                Some(n),
            )?))
        }
    ),
];
