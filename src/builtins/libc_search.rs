//! C string searches (`libc.string`'s `strchr`, `strrchr`, `strstr`,
//! `strpbrk`, `memchr`, `strspn`, `strcspn`, `strncat`) over tracked
//! blocks, and `ctype.h`'s character classes as glibc answers them in the
//! C locale (reached through `cdef extern from "ctype.h"`).

use super::core::int_arg;
use super::libc_string::args_before_line;
use super::{Builtin, arity};
use crate::eval::exc::*;
use crate::eval::memory;
use crate::eval::value::Value;

/// A `char *` argument as a pointer (a bytes object passed directly is
/// pointed at through a NUL-terminated copy that lives as long as it),
/// with the bytes it holds up to its NUL.
fn text_arg(v: &Value) -> Res<(Value, Vec<u8>)> {
    let p = memory::lasting_char_ptr(v)?;
    let bytes = memory::c_string(&p)?;
    Ok((p, bytes))
}

/// `p + k` of a `char *`, or NULL when `k` is None.
fn at_or_null(p: &Value, k: Option<usize>) -> Res<Value> {
    match k {
        Some(k) => Ok(memory::offset_by(memory::ptr_of(p)?, k as i64, 1)),
        None => Ok(memory::null()),
    }
}

/// C converts the `int` character argument to `char`.
fn char_arg(a: &[Value], i: usize) -> Res<u8> {
    Ok(int_arg(a, i)? as u8)
}

fn strchr(a: &[Value], last: bool) -> Res<Value> {
    let a = args_before_line(if last { "strrchr" } else { "strchr" }, a, 2)?;
    let (p, s) = text_arg(&a[0])?;
    let c = char_arg(a, 1)?;
    // The terminating NUL is part of the string searched.
    let k = if c == 0 {
        Some(s.len())
    } else if last {
        s.iter().rposition(|&b| b == c)
    } else {
        s.iter().position(|&b| b == c)
    };
    at_or_null(&p, k)
}

fn strstr(a: &[Value]) -> Res<Value> {
    let a = args_before_line("strstr", a, 2)?;
    let (p, hay) = text_arg(&a[0])?;
    let (_, needle) = text_arg(&a[1])?;
    let k = if needle.is_empty() {
        Some(0)
    } else {
        hay.windows(needle.len())
            .position(|w| w == needle.as_slice())
    };
    at_or_null(&p, k)
}

fn strpbrk(a: &[Value]) -> Res<Value> {
    let a = args_before_line("strpbrk", a, 2)?;
    let (p, s) = text_arg(&a[0])?;
    let (_, set) = text_arg(&a[1])?;
    at_or_null(&p, s.iter().position(|c| set.contains(c)))
}

fn memchr(a: &[Value]) -> Res<Value> {
    let a = args_before_line("memchr", a, 3)?;
    let p = memory::lasting_char_ptr(&a[0])?;
    let (c, n) = (char_arg(a, 1)?, int_arg(a, 2)?);
    let ptr = memory::ptr_of(&p)?;
    for k in 0..n.max(0) {
        if memory::load(ptr, crate::array::DType::U8, k)?.as_i64() as u8 == c {
            return Ok(memory::offset_by(ptr, k, 1));
        }
    }
    Ok(memory::null())
}

/// `strspn(s, accept)` (or `strcspn(s, reject)`): the length of the
/// start of `s` made only of (or free of) the set's bytes.
fn span(a: &[Value], complement: bool) -> Res<Value> {
    let a = args_before_line(if complement { "strcspn" } else { "strspn" }, a, 2)?;
    let s = memory::c_string(&a[0])?;
    let set = memory::c_string(&a[1])?;
    let n = s
        .iter()
        .position(|c| set.contains(c) == complement)
        .unwrap_or(s.len());
    Ok(Value::Int(n as i64))
}

/// glibc's class bits in the C locale (`_ISbit` on a little-endian
/// machine): the value `isdigit` and the others return for a member.
const UPPER: i64 = 256;
const LOWER: i64 = 512;
const ALPHA: i64 = 1024;
const DIGIT: i64 = 2048;
const XDIGIT: i64 = 4096;
const SPACE: i64 = 8192;
const PRINT: i64 = 16384;
const GRAPH: i64 = 32768;
const BLANK: i64 = 1;
const CNTRL: i64 = 2;
const PUNCT: i64 = 4;
const ALNUM: i64 = 8;

/// Every class a character belongs to in the C locale (none outside
/// ASCII, EOF included).
fn classes(c: i64) -> i64 {
    let Ok(b) = u8::try_from(c) else {
        return 0;
    };
    if !b.is_ascii() {
        return 0;
    }
    let mut m = 0;
    let mut add = |yes: bool, bit: i64| {
        if yes {
            m |= bit;
        }
    };
    add(b.is_ascii_uppercase(), UPPER);
    add(b.is_ascii_lowercase(), LOWER);
    add(b.is_ascii_alphabetic(), ALPHA);
    add(b.is_ascii_digit(), DIGIT);
    add(b.is_ascii_hexdigit(), XDIGIT);
    add(matches!(b, b' ' | b'\t'..=b'\r'), SPACE);
    add((0x20..0x7f).contains(&b), PRINT);
    add((0x21..0x7f).contains(&b), GRAPH);
    add(matches!(b, b' ' | b'\t'), BLANK);
    add(b < 0x20 || b == 0x7f, CNTRL);
    add(b.is_ascii_punctuation(), PUNCT);
    add(b.is_ascii_alphanumeric(), ALNUM);
    m
}

fn class_test(name: &str, a: &[Value], bit: i64) -> Res<Value> {
    arity(name, a, 1, 1)?;
    Ok(Value::Int(classes(int_arg(a, 0)?) & bit))
}

/// `toupper`/`tolower`: ASCII letters changed, anything else returned.
fn case_map(name: &str, a: &[Value], upper: bool) -> Res<Value> {
    arity(name, a, 1, 1)?;
    let c = int_arg(a, 0)?;
    Ok(Value::Int(match u8::try_from(c) {
        Ok(b) if upper => i64::from(b.to_ascii_uppercase()),
        Ok(b) => i64::from(b.to_ascii_lowercase()),
        Err(_) => c,
    }))
}

macro_rules! ctype {
    ($name:literal, $bit:expr) => {
        b!(
            concat!("libc.ctype.", $name),
            concat!($name, "(c): nonzero when c is in the class (C locale)"),
            |_, a, _| class_test($name, &a, $bit)
        )
    };
}

pub const TABLE: &[Builtin] = &[
    b!(
        "libc.string.strchr",
        "strchr(s, c): a pointer to the first c in s, or NULL",
        |_, a, _| strchr(&a, false)
    ),
    b!(
        "libc.string.strrchr",
        "strrchr(s, c): a pointer to the last c in s, or NULL",
        |_, a, _| strchr(&a, true)
    ),
    b!(
        "libc.string.strstr",
        "strstr(s, t): a pointer to the first t in s, or NULL",
        |_, a, _| strstr(&a)
    ),
    b!(
        "libc.string.strpbrk",
        "strpbrk(s, set): a pointer to the first byte of s in set, or NULL",
        |_, a, _| strpbrk(&a)
    ),
    b!(
        "libc.string.memchr",
        "memchr(p, c, n): a pointer to the first c in n bytes at p, or NULL",
        |_, a, _| memchr(&a)
    ),
    b!(
        "libc.string.strncat",
        "strncat(dst, src, n): appends at most n bytes of src to dst, and a NUL",
        |_, a, _| {
            let a = args_before_line("strncat", &a, 3)?;
            let mut src = memory::c_string(&a[1])?;
            src.truncate(int_arg(a, 2)?.max(0) as usize);
            memory::str_copy(&a[0], &Value::Bytes(src.into()), None, true)?;
            Ok(a[0].clone())
        }
    ),
    b!(
        "libc.string.strspn",
        "strspn(s, accept): how many leading bytes of s are in accept",
        |_, a, _| span(&a, false)
    ),
    b!(
        "libc.string.strcspn",
        "strcspn(s, reject): how many leading bytes of s are not in reject",
        |_, a, _| span(&a, true)
    ),
    ctype!("isalnum", ALNUM),
    ctype!("isalpha", ALPHA),
    ctype!("isblank", BLANK),
    ctype!("iscntrl", CNTRL),
    ctype!("isdigit", DIGIT),
    ctype!("isgraph", GRAPH),
    ctype!("islower", LOWER),
    ctype!("isprint", PRINT),
    ctype!("ispunct", PUNCT),
    ctype!("isspace", SPACE),
    ctype!("isupper", UPPER),
    ctype!("isxdigit", XDIGIT),
    b!(
        "libc.ctype.toupper",
        "toupper(c): the upper-case letter of c (C locale), else c",
        |_, a, _| case_map("toupper", &a, true)
    ),
    b!(
        "libc.ctype.tolower",
        "tolower(c): the lower-case letter of c (C locale), else c",
        |_, a, _| case_map("tolower", &a, false)
    ),
];
