//! Number and string formatting exactly as Python does it: `repr(float)`,
//! the format-spec mini-language of f-strings and `format()`, and
//! the number renderings `%` formatting (`percent.rs`) shares.

use super::exc::{Res, type_error, value_error};
use super::value::Value;

/// Splits a finite non-zero float into shortest round-trip digits and the
/// decimal exponent `e` such that the value is `0.d1d2… × 10^e`.
/// Can the finite float `x`, whose shortest text has `n` digits and the
/// decimal point at `decpt`, lie exactly half way between two `n`-digit
/// texts? Only when its value ends at the digit after them: it is then a
/// multiple of half that digit's unit 10**k, so it has no more than
/// 1 - k binary places after the point. (Ties also need at least 16
/// digits, since 10**-15 exceeds the relative spacing of floats.)
fn may_tie(x: f64, n: usize, decpt: i32) -> bool {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    };
    let places = (-(e + m.trailing_zeros() as i32)).max(0);
    let k = decpt - n as i32 - 1;
    places <= 1 + (-k).max(0)
}

fn shortest_digits(x: f64) -> (String, i32) {
    let split = |s: &str| -> (String, i32) {
        let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
        let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
        (digits, exp.parse::<i32>().unwrap_or(0) + 1)
    };
    let x = x.abs();
    let (digits, decpt) = split(&format!("{x:e}"));
    // Where two strings of that length are equally near the value (it
    // lies half way between them), Rust's shortest form takes the upper
    // and Python's the even one: the value correctly rounded to that many
    // digits (which rounds half to even) is Python's, when it reads back
    // as the same float.
    if digits.len() >= 16 && may_tie(x, digits.len(), decpt) {
        let exact = format!("{:.*e}", digits.len() - 1, x);
        let (even, even_decpt) = split(&exact);
        if even != digits && exact.parse::<f64>() == Ok(x) {
            return (even, even_decpt);
        }
    }
    (digits, decpt)
}

/// A float written as Python's `float()` reads it from a string
/// (surrounding whitespace, `_` between digits, `inf`, `nan`).
pub fn float_from_text(text: &str) -> Option<f64> {
    let t = text.trim().to_ascii_lowercase().replace('_', "");
    match t.as_str() {
        "inf" | "+inf" | "infinity" | "+infinity" => Some(f64::INFINITY),
        "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
        "nan" | "+nan" | "-nan" => Some(f64::NAN),
        _ => t.parse::<f64>().ok(),
    }
}

/// `repr(x)` for a Python float.
pub fn float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    let (digits, decpt) = shortest_digits(x);
    let sign = if x < 0.0 { "-" } else { "" };
    if (-4 < decpt) && decpt <= 16 {
        let mut out = String::from(sign);
        if decpt <= 0 {
            out.push_str("0.");
            out.extend(std::iter::repeat_n('0', (-decpt) as usize));
            out.push_str(&digits);
        } else if decpt as usize >= digits.len() {
            out.push_str(&digits);
            out.extend(std::iter::repeat_n('0', decpt as usize - digits.len()));
            out.push_str(".0");
        } else {
            out.push_str(&digits[..decpt as usize]);
            out.push('.');
            out.push_str(&digits[decpt as usize..]);
        }
        out
    } else {
        let mut out = String::from(sign);
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        let e = decpt - 1;
        out.push_str(&format!("e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs()));
        out
    }
}

/// `repr(np.float32(x))`: the shortest digits that round-trip in f32.
pub fn float_repr_f32(x: f32) -> String {
    if !x.is_finite() || x == 0.0 {
        return float_repr(x as f64);
    }
    // Rust's f32 Display gives the shortest round-trip digits.
    let sci = format!("{x:e}");
    // NumPy writes a float32 positionally only from 1e-4 up to 1e6
    // (a float64 up to 1e16, as Python does).
    let mag = (x as f64).abs();
    if (1e-4..1e6).contains(&mag) {
        return float_repr(sci.parse().unwrap_or(x as f64));
    }
    match sci.split_once('e') {
        Some((mantissa, exp)) => {
            let (sign, digits) = match exp.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', exp),
            };
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => sci,
    }
}

/// A parsed format spec: `[[fill]align][sign][#][0][width][,|_][.prec][type]`.
#[derive(Debug, Default, Clone)]
pub struct Spec {
    pub fill: Option<char>,
    pub align: Option<char>,
    pub sign: Option<char>,
    pub alt: bool,
    pub zero: bool,
    pub width: usize,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

/// A width or precision: Python's error for one beyond `sys.maxsize`, and
/// MemoryError for one whose padding could not be allocated (arr's bound
/// for any one string, 2**31 bytes) instead of an abort.
pub(super) fn spec_number(digits: &str) -> Res<usize> {
    if digits.is_empty() {
        return Ok(0);
    }
    match digits.parse::<u64>() {
        Ok(n) if n > i64::MAX as u64 => {
            Err(value_error("Too many decimal digits in format string"))
        }
        Ok(n) if n > 1 << 31 => Err(crate::eval::exc::memory_error("")),
        Ok(n) => Ok(n as usize),
        Err(_) => Err(value_error("Too many decimal digits in format string")),
    }
}

pub fn parse_spec(s: &str) -> Res<Spec> {
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut spec = Spec::default();
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    if chars.len() >= 2 && is_align(chars[1]) {
        spec.fill = Some(chars[0]);
        spec.align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && is_align(chars[0]) {
        spec.align = Some(chars[0]);
        i = 1;
    }
    if i < chars.len() && matches!(chars[i], '+' | '-' | ' ') {
        spec.sign = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '#' {
        spec.alt = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '0' {
        spec.zero = true;
        i += 1;
    }
    let start = i;
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        spec.width = spec_number(&chars[start..i].iter().collect::<String>())?;
    }
    if i < chars.len() && matches!(chars[i], ',' | '_') {
        spec.grouping = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '.' {
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return Err(value_error("Format specifier missing precision"));
        }
        spec.precision = Some(spec_number(&chars[start..i].iter().collect::<String>())?);
    }
    if i < chars.len() {
        spec.ty = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() {
        return Err(value_error("Invalid format specifier"));
    }
    Ok(spec)
}

fn group_digits(int_part: &str, sep: char, every: usize) -> String {
    let bytes: Vec<char> = int_part.chars().collect();
    let mut out = String::new();
    for (i, c) in bytes.iter().enumerate() {
        if i > 0 && (bytes.len() - i).is_multiple_of(every) {
            out.push(sep);
        }
        out.push(*c);
    }
    out
}

/// Pads `body` (sign separate) per the spec's fill, align and width.
pub(super) fn pad(sign: &str, body: &str, spec: &Spec, default_align: char) -> String {
    let len = sign.chars().count() + body.chars().count();
    if len >= spec.width {
        return format!("{sign}{body}");
    }
    let n = spec.width - len;
    let (fill, align) = if spec.zero && spec.align.is_none() {
        ('0', '=')
    } else {
        (
            spec.fill.unwrap_or(' '),
            spec.align.unwrap_or(default_align),
        )
    };
    let f = |k: usize| std::iter::repeat_n(fill, k).collect::<String>();
    match align {
        '<' => format!("{sign}{body}{}", f(n)),
        '^' => format!("{}{sign}{body}{}", f(n / 2), f(n - n / 2)),
        '=' => format!("{sign}{}{body}", f(n)),
        _ => format!("{}{sign}{body}", f(n)),
    }
}

fn sign_str(neg: bool, spec: &Spec) -> &'static str {
    if neg {
        "-"
    } else {
        match spec.sign {
            Some('+') => "+",
            Some(' ') => " ",
            _ => "",
        }
    }
}

/// Formats a float with a fixed number of decimals, `e` or `g` style.
pub fn format_float_body(x: f64, ty: char, prec: usize, alt: bool) -> String {
    if x.is_nan() {
        return if ty.is_ascii_uppercase() {
            "NAN".into()
        } else {
            "nan".into()
        };
    }
    if x.is_infinite() {
        return if ty.is_ascii_uppercase() {
            "INF".into()
        } else {
            "inf".into()
        };
    }
    let x = x.abs();
    match ty {
        'f' | 'F' | '%' => {
            let mut s = format!("{x:.prec$}");
            if alt && prec == 0 {
                s.push('.');
            }
            s
        }
        'e' | 'E' => {
            let s = format!("{x:.prec$e}");
            let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
            let e: i32 = e.parse().unwrap_or(0);
            let mut m = m.to_string();
            if alt && prec == 0 {
                m.push('.');
            }
            let out = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
            if ty == 'E' { out.to_uppercase() } else { out }
        }
        _ => {
            // 'g' / 'G' / none-with-precision.
            let p = prec.max(1);
            if x == 0.0 {
                return if alt {
                    format!("{:.*}", p - 1, 0.0)
                } else {
                    "0".into()
                };
            }
            let s = format!("{:.*e}", p - 1, x);
            let exp: i32 = s
                .split_once('e')
                .and_then(|(_, e)| e.parse().ok())
                .unwrap_or(0);
            let out = if -4 <= exp && exp < p as i32 {
                let decimals = (p as i32 - 1 - exp).max(0) as usize;
                let s = format!("{x:.decimals$}");
                if alt { s } else { trim_zeros(&s) }
            } else {
                let s = format!("{:.*e}", p - 1, x);
                let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
                let e: i32 = e.parse().unwrap_or(0);
                let m = if alt { m.to_string() } else { trim_zeros(m) };
                format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
            };
            if ty == 'G' { out.to_uppercase() } else { out }
        }
    }
}

fn trim_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

fn apply_grouping(body: &str, spec: &Spec) -> String {
    let Some(sep) = spec.grouping else {
        return body.to_string();
    };
    let (int_part, rest) = match body.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => (&body[..i], &body[i..]),
        None => (body, ""),
    };
    format!("{}{}", group_digits(int_part, sep, 3), rest)
}

pub fn format_float(x: f64, spec: &Spec) -> Res<String> {
    let neg = x.is_sign_negative() && !x.is_nan();
    let body = match spec.ty {
        None => match spec.precision {
            None => float_repr(x.abs()),
            Some(p) => {
                let s = format_float_body(x, 'g', p, spec.alt);
                // Python's no-type format keeps a `.0` on integral results
                // only when not in exponent form.
                if !s.contains(['.', 'e', 'n', 'i']) {
                    format!("{s}.0")
                } else {
                    s
                }
            }
        },
        Some('%') => format!(
            "{}%",
            format_float_body(x * 100.0, 'f', spec.precision.unwrap_or(6), spec.alt)
        ),
        Some(t @ ('f' | 'F' | 'e' | 'E' | 'g' | 'G')) => {
            let default = 6;
            format_float_body(x, t, spec.precision.unwrap_or(default), spec.alt)
        }
        Some('n') => format_float_body(x, 'g', spec.precision.unwrap_or(6), spec.alt),
        Some(t) => {
            return Err(value_error(format!(
                "Unknown format code '{t}' for object of type 'float'"
            )));
        }
    };
    let body = apply_grouping(&body, spec);
    Ok(pad(sign_str(neg, spec), &body, spec, '>'))
}

/// `format(z, spec)` of a complex, as CPython's `format_complex_internal`:
/// without a type, `str`'s layout (parentheses unless the real part is
/// +0); with one, both parts in that style; the whole padded as one.
pub fn format_complex(re: f64, im: f64, spec: &Spec) -> Res<String> {
    if spec.zero {
        return Err(value_error(
            "Zero padding is not allowed in complex format specifier",
        ));
    }
    if spec.align == Some('=') {
        return Err(value_error(
            "'=' alignment flag is not allowed in complex format specifier",
        ));
    }
    let bare = spec.ty.is_none();
    let skip_re = bare && re == 0.0 && re.is_sign_positive();
    let parens = bare && !skip_re;
    let part = |x: f64| -> Res<String> {
        let x = x.abs();
        Ok(match (spec.ty, spec.precision) {
            (None, None) => {
                let s = float_repr(x);
                s.strip_suffix(".0").map_or(s.clone(), str::to_string)
            }
            (None | Some('n'), Some(p)) => format_float_body(x, 'g', p, spec.alt),
            (Some('n'), None) => format_float_body(x, 'g', 6, spec.alt),
            (Some(t @ ('f' | 'F' | 'e' | 'E' | 'g' | 'G')), p) => {
                format_float_body(x, t, p.unwrap_or(6), spec.alt)
            }
            (Some(t), _) => {
                return Err(value_error(format!(
                    "Unknown format code '{t}' for object of type 'complex'"
                )));
            }
        })
    };
    let neg = |x: f64| x.is_sign_negative() && !x.is_nan();
    let mut body = String::new();
    if parens {
        body.push('(');
    }
    if !skip_re {
        body.push_str(sign_str(neg(re), spec));
        body.push_str(&part(re)?);
        body.push(if neg(im) { '-' } else { '+' });
    } else {
        body.push_str(sign_str(neg(im), spec));
    }
    body.push_str(&part(im)?);
    body.push('j');
    if parens {
        body.push(')');
    }
    Ok(pad("", &body, spec, '>'))
}

pub fn format_int(i: i64, spec: &Spec) -> Res<String> {
    if let Some(t) = spec.ty
        && matches!(t, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%')
    {
        return format_float(i as f64, spec);
    }
    if spec.precision.is_some() {
        return Err(value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    let neg = i < 0;
    let mag = i.unsigned_abs();
    let (digits, prefix, group_every) = match spec.ty {
        None | Some('d') | Some('n') => (mag.to_string(), "", 3),
        Some('x') => (format!("{mag:x}"), "0x", 4),
        Some('X') => (format!("{mag:X}"), "0X", 4),
        Some('o') => (format!("{mag:o}"), "0o", 4),
        Some('b') => (format!("{mag:b}"), "0b", 4),
        Some('c') => {
            let c = char::from_u32(i as u32)
                .ok_or_else(|| super::exc::overflow("%c arg not in range(0x110000)"))?;
            return Ok(pad("", &c.to_string(), spec, '<'));
        }
        Some(t) => {
            return Err(value_error(format!(
                "Unknown format code '{t}' for object of type 'int'"
            )));
        }
    };
    Ok(finish_int(digits, neg, prefix, group_every, spec))
}

/// An int's formatted digits with grouping, sign, `#` prefix and padding.
fn finish_int(digits: String, neg: bool, prefix: &str, group_every: usize, spec: &Spec) -> String {
    let digits = match spec.grouping {
        Some(sep) => group_digits(&digits, sep, group_every),
        None => digits,
    };
    let sign = format!(
        "{}{}",
        sign_str(neg, spec),
        if spec.alt { prefix } else { "" }
    );
    pad(&sign, &digits, spec, '>')
}

/// `format(n, spec)` of an int beyond 64 bits: the same rules as
/// `format_int` on its digits.
pub(super) fn format_big(b: &num_bigint::BigInt, spec: &Spec) -> Res<String> {
    use num_traits::Signed;
    if let Some(t) = spec.ty
        && matches!(t, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%')
    {
        return format_float(super::bigint::to_f64(b)?, spec);
    }
    if spec.precision.is_some() {
        return Err(value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    let big = super::bigint::digits;
    let (digits, prefix, group_every) = match spec.ty {
        None | Some('d') | Some('n') => (big(b, 10, false), "", 3),
        Some('x') => (big(b, 16, false), "0x", 4),
        Some('X') => (big(b, 16, true), "0X", 4),
        Some('o') => (big(b, 8, false), "0o", 4),
        Some('b') => (big(b, 2, false), "0b", 4),
        Some(t) => {
            return Err(value_error(format!(
                "Unknown format code '{t}' for object of type 'int'"
            )));
        }
    };
    Ok(finish_int(
        digits,
        b.is_negative(),
        prefix,
        group_every,
        spec,
    ))
}

pub fn format_str(s: &str, spec: &Spec) -> Res<String> {
    if let Some(t) = spec.ty
        && t != 's'
    {
        return Err(value_error(format!(
            "Unknown format code '{t}' for object of type 'str'"
        )));
    }
    if spec.sign.is_some() {
        return Err(value_error("Sign not allowed in string format specifier"));
    }
    let body: String = match spec.precision {
        Some(p) => s.chars().take(p).collect(),
        None => s.to_string(),
    };
    Ok(pad("", &body, spec, '<'))
}

/// `format(value, spec)`.
pub fn format_value(v: &Value, spec: &str) -> Res<String> {
    // NumPy's scalar `__format__` formats the Python bool, int or float it
    // converts to, even with an empty spec: `f"{np.float32(0.1)}"` shows
    // the float64 digits, unlike `str`.
    if let Value::NpScalar(..) | Value::Enum(_) = v {
        return format_value(&v.plain(), spec);
    }
    if spec.is_empty() {
        return Ok(v.str());
    }
    let sp = parse_spec(spec)?;
    match v {
        // A bool formats as its int under any non-empty spec.
        Value::Bool(b) => format_int(*b as i64, &sp).map_err(|e| {
            if e.class_name() == "ValueError" {
                value_error(e.message().replace("type 'int'", "type 'bool'"))
            } else {
                e
            }
        }),
        Value::Int(i) => format_int(*i, &sp),
        Value::BigInt(b) => format_big(b, &sp),
        Value::Float(f) => format_float(*f, &sp),
        Value::Complex(re, im) => format_complex(*re, *im, &sp),
        Value::Str(s) => format_str(s, &sp),
        other => {
            if sp.ty.is_some() || sp.precision.is_some() {
                Err(type_error(format!(
                    "unsupported format string passed to {}.__format__",
                    other.type_name()
                )))
            } else {
                format_str(&other.str(), &sp)
            }
        }
    }
}
