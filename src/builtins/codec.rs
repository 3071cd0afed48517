//! The text encodings arr knows (UTF-8, Latin-1, ASCII, UTF-16 and
//! UTF-32 in either byte order or with a byte-order mark) and the
//! `errors=` handlers ('strict', 'ignore', 'replace'), with CPython's
//! messages: one place for `str.encode`, `bytes.decode`, `bytes(s, e)`,
//! `bytearray(s, e)` and text files.

use crate::eval::exc::*;
use crate::eval::value::Value;

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Encoding {
    Utf8,
    Latin1,
    Ascii,
    /// UTF-16 with code units of this order.
    Utf16(Order),
    /// UTF-32 with code units of this order.
    Utf32(Order),
}

/// The byte order of a UTF-16 or UTF-32 codec.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Order {
    Little,
    Big,
    /// `utf-16`/`utf-32`: encoding writes a little-endian byte-order mark
    /// first; decoding follows a mark if the bytes start with one.
    Marked,
}

impl Encoding {
    /// The codec's name as CPython's messages give it.
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "utf-8",
            Encoding::Latin1 => "latin-1",
            Encoding::Ascii => "ascii",
            Encoding::Utf16(Order::Little) => "utf-16-le",
            Encoding::Utf16(Order::Big) => "utf-16-be",
            Encoding::Utf16(Order::Marked) => "utf-16",
            Encoding::Utf32(Order::Little) => "utf-32-le",
            Encoding::Utf32(Order::Big) => "utf-32-be",
            Encoding::Utf32(Order::Marked) => "utf-32",
        }
    }

    /// The encoding an `encoding=` name means, or CPython's LookupError.
    pub fn named(name: &str) -> Res<Encoding> {
        let norm = name.to_ascii_lowercase().replace(['-', '_', ' '], "");
        Ok(match norm.as_str() {
            "utf8" | "u8" | "utf" => Encoding::Utf8,
            "latin1" | "latin" | "iso88591" | "l1" | "8859" | "cp819" => Encoding::Latin1,
            "ascii" | "usascii" | "646" => Encoding::Ascii,
            "utf16" | "u16" => Encoding::Utf16(Order::Marked),
            "utf16le" => Encoding::Utf16(Order::Little),
            "utf16be" => Encoding::Utf16(Order::Big),
            "utf32" | "u32" => Encoding::Utf32(Order::Marked),
            "utf32le" => Encoding::Utf32(Order::Little),
            "utf32be" => Encoding::Utf32(Order::Big),
            _ => {
                return Err(new_exc("LookupError", format!("unknown encoding: {name}")));
            }
        })
    }
}

#[derive(Clone, Copy, PartialEq)]
pub enum Errors {
    Strict,
    Ignore,
    Replace,
}

impl Errors {
    pub fn named(name: &str) -> Res<Errors> {
        match name {
            "strict" => Ok(Errors::Strict),
            "ignore" => Ok(Errors::Ignore),
            "replace" => Ok(Errors::Replace),
            other => Err(new_exc(
                "LookupError",
                format!("unknown error handler name '{other}'"),
            )),
        }
    }
}

/// The `encoding` and `errors` arguments of `encode`/`decode`/`bytes`:
/// UTF-8 and strict unless named.
pub fn args(
    encoding: Option<&Value>,
    errors: Option<&Value>,
    what: &str,
) -> Res<(Encoding, Errors)> {
    let text = |v: Option<&Value>, arg: &str| -> Res<Option<String>> {
        match v {
            None => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            Some(other) => Err(type_error(format!(
                "{what}() argument '{arg}' must be str, not {}",
                other.type_name()
            ))),
        }
    };
    let enc = match text(encoding, "encoding")? {
        Some(e) => Encoding::named(&e)?,
        None => Encoding::Utf8,
    };
    let errs = match text(errors, "errors")? {
        Some(e) => Errors::named(&e)?,
        None => Errors::Strict,
    };
    Ok((enc, errs))
}

/// A character as CPython escapes it in an encode error, a `repr` and
/// `ascii()`: `'\xe9'`, `'\u20ac'`, `'\U0001f600'`.
pub fn escaped(c: char) -> String {
    match c as u32 {
        n @ 0..=0xff => format!("\\x{n:02x}"),
        n @ 0x100..=0xffff => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

pub fn encode(s: &str, enc: Encoding, errors: Errors) -> Res<Vec<u8>> {
    let limit: u32 = match enc {
        Encoding::Utf8 => return Ok(s.as_bytes().to_vec()),
        Encoding::Utf16(order) => return Ok(super::utf16::encode16(s, order)),
        Encoding::Utf32(order) => return Ok(super::utf16::encode32(s, order)),
        Encoding::Latin1 => 0x100,
        Encoding::Ascii => 0x80,
    };
    let mut out = Vec::with_capacity(s.len());
    for (k, c) in s.chars().enumerate() {
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            continue;
        }
        match errors {
            Errors::Ignore => {}
            Errors::Replace => out.push(b'?'),
            Errors::Strict => {
                return Err(new_exc(
                    "UnicodeEncodeError",
                    format!(
                        "'{}' codec can't encode character '{}' in position {k}: ordinal not in range({limit})",
                        enc.name(),
                        escaped(c)
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// CPython's words for the bytes `k..k+n` that UTF-8 cannot decode.
fn utf8_error(bytes: &[u8], k: usize, n: usize, why: &str) -> Box<Exc> {
    let at = if n > 1 {
        format!("bytes in position {k}-{}", k + n - 1)
    } else {
        format!("byte 0x{:02x} in position {k}", bytes[k])
    };
    new_exc(
        "UnicodeDecodeError",
        format!("'utf-8' codec can't decode {at}: {why}"),
    )
}

pub fn decode(bytes: &[u8], enc: Encoding, errors: Errors) -> Res<String> {
    match enc {
        Encoding::Utf16(order) => super::utf16::decode16(bytes, order, errors),
        Encoding::Utf32(order) => super::utf16::decode32(bytes, order, errors),
        Encoding::Latin1 => Ok(bytes.iter().map(|&b| char::from(b)).collect()),
        Encoding::Ascii => {
            let mut out = String::with_capacity(bytes.len());
            for (k, &b) in bytes.iter().enumerate() {
                match (b.is_ascii(), errors) {
                    (true, _) => out.push(char::from(b)),
                    (false, Errors::Ignore) => {}
                    (false, Errors::Replace) => out.push('\u{fffd}'),
                    (false, Errors::Strict) => {
                        return Err(new_exc(
                            "UnicodeDecodeError",
                            format!(
                                "'ascii' codec can't decode byte 0x{b:02x} in position {k}: ordinal not in range(128)"
                            ),
                        ));
                    }
                }
            }
            Ok(out)
        }
        Encoding::Utf8 => {
            let mut out = String::with_capacity(bytes.len());
            let mut at = 0;
            loop {
                match std::str::from_utf8(&bytes[at..]) {
                    Ok(s) => {
                        out.push_str(s);
                        return Ok(out);
                    }
                    Err(e) => {
                        let good = at + e.valid_up_to();
                        out.push_str(std::str::from_utf8(&bytes[at..good]).unwrap_or_default());
                        let (n, why) = match e.error_len() {
                            None => (bytes.len() - good, "unexpected end of data"),
                            Some(n) if (0xC2..=0xF4).contains(&bytes[good]) => {
                                (n, "invalid continuation byte")
                            }
                            Some(n) => (n, "invalid start byte"),
                        };
                        match errors {
                            Errors::Strict => return Err(utf8_error(bytes, good, n, why)),
                            Errors::Replace => out.push('\u{fffd}'),
                            Errors::Ignore => {}
                        }
                        at = good + n;
                    }
                }
            }
        }
    }
}
