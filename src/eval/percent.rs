//! printf-style `%` formatting: `str % args`, `bytes % args`, and C's
//! `printf` (which shares the directive syntax).

use super::exc::{Res, type_error, value_error};
use super::format::{Spec, format_big, format_float, format_int, pad, spec_number};
use super::value::Value;

/// What kind of `%` is formatting.
#[derive(Clone, Copy, Default)]
pub struct PercentMode {
    /// `printf`: length modifiers (`%ld`) are read and skipped, surplus
    /// arguments are ignored, and there is no `%(key)s`.
    pub c_style: bool,
    /// The operand was a lone mapping, not a tuple: `%(key)s` reads it,
    /// and surplus-argument checking is off (Python's rule).
    pub mapping: bool,
    /// `bytes % args`: `%s`/`%b` take bytes, `%r`/`%a` give `ascii()`,
    /// `%c` a byte; the text is latin-1, one char per byte.
    pub bytes: bool,
}

/// The `%s`/`%r` text of a value when the caller renders it itself (a
/// user class's `__str__`/`__repr__`, which needs a frame); `None` for
/// the built-in rendering. The flag asks for `repr`.
pub type RenderHook<'h> = dyn FnMut(&Value, bool) -> Res<Option<String>> + 'h;

/// The arguments of `fmt % operand` and whether the operand is the
/// mapping `%(key)s` reads: a tuple gives its items; anything else is the
/// one argument, and a dict is also the mapping. (`fmt % (d,)` has a dict
/// argument but no mapping.)
pub fn operands(operand: &Value) -> (Vec<Value>, PercentMode) {
    match operand {
        Value::Tuple(t) => (t.to_vec(), PercentMode::default()),
        other => {
            let mapping = matches!(other, Value::Dict(_));
            let mode = PercentMode {
                mapping,
                ..PercentMode::default()
            };
            (vec![other.clone()], mode)
        }
    }
}

/// `fmt % operand` for a `str` format, with the built-in renderings.
pub fn format_str_operand(fmt: &str, operand: &Value) -> Res<String> {
    let (args, mode) = operands(operand);
    percent_format_hooked(fmt, &args, mode, &mut |_, _| Ok(None))
}

/// `fmt % operand` for a `bytes` format.
pub fn format_bytes_operand(
    fmt: &[u8],
    operand: &Value,
    hook: &mut RenderHook<'_>,
) -> Res<Vec<u8>> {
    let (args, mode) = operands(operand);
    let text: String = fmt.iter().map(|&b| b as char).collect();
    let mode = PercentMode {
        bytes: true,
        ..mode
    };
    let out = percent_format_hooked(&text, &args, mode, hook)?;
    // Every piece a bytes format produces is latin-1 (bytes pass through
    // one char per byte, `%r` is ASCII, `%c` is checked below 256).
    Ok(out.chars().map(|c| c as u32 as u8).collect())
}

/// `printf(fmt, args...)`'s text.
pub fn printf_format(fmt: &str, args: &[Value]) -> Res<String> {
    let mode = PercentMode {
        c_style: true,
        ..PercentMode::default()
    };
    percent_format_hooked(fmt, args, mode, &mut |_, _| Ok(None))
}

/// The value `%(key)s` names in the mapping.
fn mapped_arg(args: &[Value], mode: PercentMode, key: &str) -> Res<Value> {
    let (true, [Value::Dict(d)]) = (mode.mapping, args) else {
        return Err(type_error("format requires a mapping"));
    };
    let k = if mode.bytes {
        Value::Bytes(std::sync::Arc::from(
            key.chars().map(|c| c as u32 as u8).collect::<Vec<u8>>(),
        ))
    } else {
        Value::Str(std::sync::Arc::from(key))
    };
    let found = k
        .key()
        .and_then(|k| d.lock().get(&k).map(|(_, v)| v.clone()));
    found.ok_or_else(|| super::exc::key_error(&k))
}

/// `fmt % args` with `mode`, `%s`/`%r` asking `hook` first.
pub fn percent_format_hooked(
    fmt: &str,
    args: &[Value],
    mode: PercentMode,
    hook: &mut RenderHook<'_>,
) -> Res<String> {
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::new();
    let mut next = 0usize;
    let mut i = 0;
    let take = |next: &mut usize| -> Res<Value> {
        let v = args
            .get(*next)
            .cloned()
            .ok_or_else(|| type_error("not enough arguments for format string"))?;
        *next += 1;
        Ok(v)
    };
    while i < chars.len() {
        let c = chars[i];
        if c != '%' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        // `%(name)s`: the value comes from the mapping.
        let mut keyed: Option<Value> = None;
        if !mode.c_style && chars.get(i) == Some(&'(') {
            let mut depth = 1;
            let start = i + 1;
            i += 1;
            while i < chars.len() && depth > 0 {
                match chars[i] {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                i += 1;
            }
            if depth > 0 {
                return Err(value_error("incomplete format key"));
            }
            let key: String = chars[start..i - 1].iter().collect();
            keyed = Some(mapped_arg(args, mode, &key)?);
        }
        let mut arg = |next: &mut usize| match keyed.take() {
            Some(v) => Ok(v),
            None => take(next),
        };
        let mut spec = Spec::default();
        let mut left = false;
        while i < chars.len() && matches!(chars[i], '-' | '+' | ' ' | '#' | '0') {
            match chars[i] {
                '-' => left = true,
                '+' => spec.sign = Some('+'),
                ' ' => spec.sign = spec.sign.or(Some(' ')),
                '#' => spec.alt = true,
                _ => spec.zero = true,
            }
            i += 1;
        }
        let mut width = String::new();
        if i < chars.len() && chars[i] == '*' {
            width = match take(&mut next)? {
                Value::Int(w) => w.to_string(),
                _ => return Err(type_error("* wants int")),
            };
            i += 1;
        }
        while i < chars.len() && chars[i].is_ascii_digit() {
            width.push(chars[i]);
            i += 1;
        }
        spec.width = match width.strip_prefix('-') {
            // `%*d` with a negative width: left-aligned, as C does.
            Some(w) => {
                left = true;
                spec_number(w)?
            }
            None => spec_number(&width)?,
        };
        if i < chars.len() && chars[i] == '.' {
            i += 1;
            let mut p = String::new();
            while i < chars.len() && chars[i].is_ascii_digit() {
                p.push(chars[i]);
                i += 1;
            }
            spec.precision = Some(spec_number(&p)?);
        }
        if mode.c_style {
            while i < chars.len() && matches!(chars[i], 'l' | 'h' | 'z' | 'j' | 't' | 'L' | 'q') {
                i += 1;
            }
        }
        let Some(&conv) = chars.get(i) else {
            return Err(value_error("incomplete format"));
        };
        i += 1;
        if left {
            spec.align = Some('<');
            spec.zero = false;
        }
        let piece = match conv {
            '%' => "%".to_string(),
            's' | 'r' | 'a' | 'b' if mode.bytes => {
                let v = arg(&mut next)?;
                let s = bytes_piece(&v, conv, hook)?;
                text_piece(s, spec, left)
            }
            's' | 'r' | 'a' => {
                let v = arg(&mut next)?;
                let s = match hook(&v, conv != 's')? {
                    Some(s) => s,
                    None if conv == 's' => v.str(),
                    None => v.repr(),
                };
                text_piece(s, spec, left)
            }
            'c' => {
                let v = arg(&mut next)?.plain();
                let c = char_arg(&v, mode.bytes)?;
                spec.precision = None;
                spec.zero = false;
                pad("", &c.to_string(), &spec, if left { '<' } else { '>' })
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                // A NumPy scalar formats as the Python number it holds.
                let v = arg(&mut next)?.plain();
                int_piece(&v, conv, spec, left)?
            }
            'f' | 'F' | 'e' | 'E' | 'g' | 'G' => {
                let v = arg(&mut next)?.plain();
                let x = match v {
                    Value::Float(f) => f,
                    Value::Int(n) => n as f64,
                    Value::BigInt(b) => crate::eval::bigint::to_f64(&b)?,
                    Value::Bool(b) => b as i64 as f64,
                    Value::Enum(m) => m.value as f64,
                    other => {
                        return Err(type_error(format!(
                            "must be real number, not {}",
                            other.type_name()
                        )));
                    }
                };
                if spec.precision.is_none() {
                    spec.precision = Some(6);
                }
                spec.ty = Some(conv);
                format_float(x, &spec)?
            }
            other => {
                return Err(value_error(format!(
                    "unsupported format character '{other}' (0x{:x}) at index {}",
                    other as u32,
                    i - 1
                )));
            }
        };
        out.push_str(&piece);
    }
    if next < args.len() && !mode.c_style && !mode.mapping {
        let what = if mode.bytes { "bytes" } else { "string" };
        return Err(type_error(format!(
            "not all arguments converted during {what} formatting"
        )));
    }
    Ok(out)
}

/// `%s`-style text cut to the precision and padded to the width.
fn text_piece(s: String, mut spec: Spec, left: bool) -> String {
    let s: String = match spec.precision {
        Some(p) => s.chars().take(p).collect(),
        None => s,
    };
    spec.precision = None;
    spec.zero = false;
    pad("", &s, &spec, if left { '<' } else { '>' })
}

/// A bytes format's `%s`/`%b` (the bytes themselves) or `%r`/`%a`
/// (`ascii()` of the value), as latin-1 text.
fn bytes_piece(v: &Value, conv: char, hook: &mut RenderHook<'_>) -> Res<String> {
    if matches!(conv, 'r' | 'a') {
        let r = match hook(v, true)? {
            Some(s) => s,
            None => v.repr(),
        };
        return Ok(ascii_escaped(&r));
    }
    match v {
        Value::Bytes(b) => Ok(b.iter().map(|&c| c as char).collect()),
        other => Err(type_error(format!(
            "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
            other.type_name()
        ))),
    }
}

/// A repr with each non-ASCII character escaped, as `ascii()` writes it.
pub fn ascii_escaped(r: &str) -> String {
    let mut out = String::with_capacity(r.len());
    for c in r.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&crate::builtins::codec::escaped(c));
        }
    }
    out
}

/// The character `%c` writes: a code (below 256 for bytes) or a
/// one-character string (one byte for bytes).
fn char_arg(v: &Value, bytes: bool) -> Res<char> {
    let code = match v {
        Value::Int(n) => Some(*n),
        Value::Bool(b) => Some(*b as i64),
        Value::Enum(m) => Some(m.value),
        _ => None,
    };
    match (code, v, bytes) {
        (Some(n), _, true) => u8::try_from(n)
            .map(char::from)
            .map_err(|_| super::exc::overflow("%c arg not in range(256)")),
        (Some(n), _, false) => u32::try_from(n)
            .ok()
            .and_then(char::from_u32)
            .ok_or_else(|| super::exc::overflow("%c arg not in range(0x110000)")),
        (None, Value::Bytes(b), true) if b.len() == 1 => Ok(b[0] as char),
        (None, Value::Str(s), false) if s.chars().count() == 1 => {
            Ok(s.chars().next().unwrap_or('\0'))
        }
        // CPython 3.11's words, as the oracle's interpreter prints them.
        (None, _, true) => Err(type_error(
            "%c requires an integer in range(256) or a single byte",
        )),
        (None, _, false) => Err(type_error("%c requires int or char")),
    }
}

/// `%d`/`%x`/`%o` of a number, with C's minimum-digits precision.
fn int_piece(v: &Value, conv: char, mut spec: Spec, left: bool) -> Res<String> {
    let n = match v {
        Value::Int(n) => *n,
        Value::BigInt(b) => {
            let ty = match conv {
                'x' | 'X' | 'o' => Some(conv),
                _ => Some('d'),
            };
            return format_big(b, &Spec { ty, ..spec });
        }
        Value::Bool(b) => *b as i64,
        Value::Enum(m) => m.value,
        Value::Float(f) => f.trunc() as i64,
        other => {
            return Err(type_error(format!(
                "%{conv} format: a real number is required, not {}",
                other.type_name()
            )));
        }
    };
    let ty = match conv {
        'x' | 'X' | 'o' => Some(conv),
        _ => Some('d'),
    };
    let precision = spec.precision.take();
    let mut s = format_int(n, &Spec { ty, ..spec.clone() })?;
    if let Some(p) = precision {
        // C-style minimum digits.
        let neg = s.starts_with('-');
        let digits = s.trim_start_matches('-').trim_start();
        if digits.len() < p {
            s = format!(
                "{}{}{}",
                if neg { "-" } else { "" },
                "0".repeat(p - digits.len()),
                digits
            );
            s = pad("", &s, &spec, if left { '<' } else { '>' });
        }
    }
    Ok(s)
}
