//! The str methods text-processing code reaches for beyond the common
//! ones (`methods.rs`): `expandtabs`, `removeprefix`/`removesuffix`,
//! `translate` with `str.maketrans`, `format_map`, and the `istitle`,
//! `isprintable`, `isascii` tests; and the search window (`start`, `end`)
//! that `find`, `count`, `startswith` and their kin take.

use super::arity;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

pub const NAMES: &[&str] = &[
    "expandtabs",
    "removeprefix",
    "removesuffix",
    "istitle",
    "isprintable",
    "isascii",
    "translate",
    "maketrans",
    "format_map",
];

fn text(x: impl Into<String>) -> Value {
    Value::Str(Arc::from(x.into()))
}

fn str_arg<'a>(v: &'a Value, what: &str) -> Res<&'a str> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(type_error(format!(
            "{what} must be str, not {}",
            other.type_name()
        ))),
    }
}

pub fn call(f: &mut Frame, me: &str, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    Ok(match name {
        "expandtabs" => {
            arity(name, &args, 0, 1)?;
            let size = match args.first().or_else(|| kw_value(&kw, "tabsize")) {
                None => 8,
                Some(Value::Int(n)) => *n,
                Some(other) => {
                    return Err(type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        other.type_name()
                    )));
                }
            };
            text(expand_tabs(me, size))
        }
        "removeprefix" | "removesuffix" => {
            arity(name, &args, 1, 1)?;
            let p = str_arg(&args[0], &format!("{name}() argument"))?;
            let out = if name == "removeprefix" {
                me.strip_prefix(p)
            } else {
                me.strip_suffix(p)
            };
            text(out.unwrap_or(me))
        }
        "istitle" => Value::Bool(is_title(me)),
        "isprintable" => Value::Bool(me.chars().all(printable)),
        "isascii" => Value::Bool(me.is_ascii()),
        "translate" => {
            arity(name, &args, 1, 1)?;
            text(translate(f, me, &args[0])?)
        }
        "maketrans" => maketrans(args)?,
        "format_map" => {
            arity(name, &args, 1, 1)?;
            let Value::Dict(d) = &args[0] else {
                return Err(type_error(format!(
                    "format_map() argument must be a mapping, not {}",
                    args[0].type_name()
                )));
            };
            let named: Kwargs = d
                .lock()
                .values()
                .filter_map(|(k, v)| match k {
                    Value::Str(k) => Some((k.clone(), v.clone())),
                    _ => None,
                })
                .collect();
            text(super::methods::str_format(f, me, &[], &named)?)
        }
        _ => {
            return Err(attr_error(format!(
                "'str' object has no attribute '{name}'"
            )));
        }
    })
}

fn kw_value<'a>(kw: &'a Kwargs, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| k.as_ref() == name).map(|(_, v)| v)
}

fn expand_tabs(s: &str, size: i64) -> String {
    let mut out = String::with_capacity(s.len());
    let mut column = 0i64;
    for c in s.chars() {
        match c {
            '\t' if size > 0 => {
                let pad = size - column % size;
                out.extend(std::iter::repeat_n(' ', pad as usize));
                column += pad;
            }
            '\t' => {}
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            _ => {
                out.push(c);
                column += 1;
            }
        }
    }
    out
}

/// Python's `istitle`: each run of cased letters starts upper (or title)
/// case and goes on lower case, and there is at least one.
fn is_title(s: &str) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    for c in s.chars() {
        let upper = c.is_uppercase() || is_titlecase(c);
        if upper {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if c.is_lowercase() {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
    }
    cased
}

/// The titlecase letters (Unicode category Lt), which Rust's char has no
/// test for.
fn is_titlecase(c: char) -> bool {
    matches!(c, 'ǅ' | 'ǈ' | 'ǋ' | 'ǲ' | 'ᾈ'..='ᾏ' | 'ᾘ'..='ᾟ' | 'ᾨ'..='ᾯ' | 'ᾼ' | 'ῌ' | 'ῼ')
}

/// Python's `isdecimal` of one character: a decimal digit (Unicode Nd)
/// of the scripts text usually holds.
pub fn is_decimal(c: char) -> bool {
    c.is_ascii_digit()
        || matches!(c, '\u{660}'..='\u{669}' | '\u{6f0}'..='\u{6f9}' | '\u{966}'..='\u{96f}'
            | '\u{9e6}'..='\u{9ef}' | '\u{e50}'..='\u{e59}' | '\u{ff10}'..='\u{ff19}')
}

/// Python's `isdigit` of one character: a decimal digit, or a digit
/// written raised, lowered or circled.
pub fn is_digit(c: char) -> bool {
    is_decimal(c)
        || matches!(c, '\u{b2}' | '\u{b3}' | '\u{b9}' | '\u{2070}' | '\u{2074}'..='\u{2079}'
            | '\u{2080}'..='\u{2089}' | '\u{2460}'..='\u{2468}' | '\u{2474}'..='\u{247c}'
            | '\u{2488}'..='\u{2490}' | '\u{24f5}'..='\u{24fd}' | '\u{2776}'..='\u{277e}'
            | '\u{2780}'..='\u{2788}' | '\u{278a}'..='\u{2792}')
}

/// Python's `isprintable` (also what `repr` leaves unescaped): not a
/// control, format, separator (other than the space), private-use or
/// non-character code point.
pub fn printable(c: char) -> bool {
    c == ' '
        || !(c.is_control()
            || c.is_whitespace()
            || matches!(c, '\u{ad}' | '\u{600}'..='\u{605}' | '\u{61c}' | '\u{6dd}' | '\u{70f}'
                | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206f}' | '\u{e000}'..='\u{f8ff}'
                | '\u{feff}' | '\u{fff9}'..='\u{fffb}' | '\u{fffe}' | '\u{ffff}'
                | '\u{e0001}' | '\u{e0020}'..='\u{e007f}' | '\u{f0000}'..)
            || (c as u32) & 0xfffe == 0xfffe)
}

fn translate(f: &mut Frame, s: &str, table: &Value) -> Res<String> {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match crate::eval::attrs::getitem(f, table, &Value::Int(c as i64)) {
            Ok(Value::None) => {}
            Ok(Value::Int(n)) => match u32::try_from(n).ok().and_then(char::from_u32) {
                Some(r) => out.push(r),
                None => {
                    return Err(value_error("character mapping must be in range(0x110000)"));
                }
            },
            Ok(Value::Str(r)) => out.push_str(&r),
            Ok(_) => {
                return Err(type_error(
                    "character mapping must return integer, None or str",
                ));
            }
            Err(e)
                if matches!(
                    e.class_name().as_str(),
                    "KeyError" | "IndexError" | "LookupError"
                ) =>
            {
                out.push(c)
            }
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

/// `str.maketrans(x[, y[, z]])`: the dict `translate` takes.
pub fn maketrans(args: Vec<Value>) -> Res<Value> {
    arity("maketrans", &args, 1, 3)?;
    let ord = |c: char| Value::Int(c as i64);
    let mut pairs = Vec::new();
    match args.as_slice() {
        [Value::Dict(d)] => {
            for (k, v) in d.lock().values() {
                let key = match k {
                    Value::Int(_) => k.clone(),
                    Value::Str(s) if s.chars().count() == 1 => ord(s.chars().next().unwrap_or(' ')),
                    _ => {
                        return Err(value_error(
                            "string keys in translate table must be of length 1",
                        ));
                    }
                };
                pairs.push((key, v.clone()));
            }
        }
        [_] => {
            return Err(type_error(
                "if you give only one argument to maketrans it must be a dict",
            ));
        }
        [x, y, rest @ ..] => {
            let (x, y) = (
                str_arg(x, "maketrans() argument 1")?,
                str_arg(y, "maketrans() argument 2")?,
            );
            if x.chars().count() != y.chars().count() {
                return Err(value_error(
                    "the first two maketrans arguments must have equal length",
                ));
            }
            pairs.extend(x.chars().zip(y.chars()).map(|(a, b)| (ord(a), ord(b))));
            if let Some(z) = rest.first() {
                let z = str_arg(z, "maketrans() argument 3")?;
                pairs.extend(z.chars().map(|c| (ord(c), Value::None)));
            }
        }
        [] => {
            return Err(type_error(
                "maketrans() takes at least 1 argument (0 given)",
            ));
        }
    }
    Ok(super::dict_from_pairs(pairs))
}

/// The part of `s` a search with `start`/`end` arguments (`args[from]`,
/// `args[from + 1]`, slice-like, None for a bound not given) looks in,
/// with the character position it begins at; None when `start` is past
/// the end.
pub fn window<'a>(
    s: &'a std::sync::Arc<str>,
    args: &[Value],
    from: usize,
) -> Res<Option<(&'a str, usize)>> {
    let bound = |i: usize| -> Res<Option<i64>> {
        match args.get(i) {
            None | Some(Value::None) => Ok(None),
            Some(v) if let Some(n) = crate::eval::ops::int_like(v) => Ok(Some(n)),
            Some(_) => Err(type_error(
                "slice indices must be integers or None or have an __index__ method",
            )),
        }
    };
    let (start, end) = (bound(from)?, bound(from + 1)?);
    if start.is_none() && end.is_none() {
        return Ok(Some((s, 0)));
    }
    // A search resumed from a position (`s.find(p, i)` in a loop) over
    // an ASCII str counts in bytes rather than scanning the characters.
    let ascii = crate::eval::ops::str_is_ascii(s);
    let n = if ascii { s.len() } else { s.chars().count() } as i64;
    let norm = |v: i64| if v < 0 { (v + n).max(0) } else { v };
    let start = norm(start.unwrap_or(0));
    let end = norm(end.unwrap_or(n)).min(n);
    if start > n {
        return Ok(None);
    }
    let byte = |k: i64| match ascii {
        true => k as usize,
        false => s.char_indices().nth(k as usize).map_or(s.len(), |(b, _)| b),
    };
    let (a, b) = (byte(start), byte(end.max(start)));
    Ok(Some((&s[a..b], start as usize)))
}

/// Python's `splitlines`: every line boundary it knows (`\r\n` as one),
/// each kept at its line's end when `keep`.
pub fn split_lines(s: &str, keep: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let boundary = matches!(
            c,
            '\n' | '\r'
                | '\u{b}'
                | '\u{c}'
                | '\u{1c}'
                | '\u{1d}'
                | '\u{1e}'
                | '\u{85}'
                | '\u{2028}'
                | '\u{2029}'
        );
        if !boundary {
            line.push(c);
            continue;
        }
        if keep {
            line.push(c);
        }
        if c == '\r' && chars.peek() == Some(&'\n') {
            chars.next();
            if keep {
                line.push('\n');
            }
        }
        out.push(std::mem::take(&mut line));
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

/// `bytes.fromhex(s)`: pairs of hex digits, with spaces between pairs.
pub fn fromhex(args: Vec<Value>) -> Res<Value> {
    arity("fromhex", &args, 1, 1)?;
    let s = str_arg(&args[0], "fromhex() argument")?;
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let bad = |at: usize| {
        value_error(format!(
            "non-hexadecimal number found in fromhex() arg at position {at}"
        ))
    };
    while i < chars.len() {
        if chars[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let hi = chars[i].to_digit(16).ok_or_else(|| bad(i))?;
        let lo = chars
            .get(i + 1)
            .and_then(|c| c.to_digit(16))
            .ok_or_else(|| bad(i + 1))?;
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(Value::Bytes(Arc::from(out)))
}
