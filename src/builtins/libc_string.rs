//! C strings and pointer slices: `libc.string`'s `strcpy`, `strncpy`,
//! `strcat`, `strcmp`, `strncmp` over tracked blocks, and `p[a:b:c]` of a
//! typed pointer as the list Cython makes of it.

use super::core::{as_index, int_arg};
use super::{Builtin, arity};
use crate::eval::exc::*;
use crate::eval::value::Value;

pub const TABLE: &[Builtin] = &[
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
