//! UTF-16 and UTF-32 for `codec`, with CPython's decode errors: the
//! range of bytes each covers and its reason, named after the byte order
//! actually used (`'utf-16-le' codec …` for `utf-16` without a mark).

use super::codec::{Errors, Order};
use crate::eval::exc::*;

/// The byte order `order` writes, and the mark `Marked` puts first.
fn little(order: Order) -> bool {
    order != Order::Big
}

pub fn encode16(s: &str, order: Order) -> Vec<u8> {
    let mut out = Vec::with_capacity(2 * s.len() + 2);
    if order == Order::Marked {
        out.extend_from_slice(&[0xff, 0xfe]);
    }
    for unit in s.encode_utf16() {
        out.extend_from_slice(&if little(order) {
            unit.to_le_bytes()
        } else {
            unit.to_be_bytes()
        });
    }
    out
}

pub fn encode32(s: &str, order: Order) -> Vec<u8> {
    let mut out = Vec::with_capacity(4 * s.len() + 4);
    if order == Order::Marked {
        out.extend_from_slice(&[0xff, 0xfe, 0, 0]);
    }
    for c in s.chars() {
        let n = c as u32;
        out.extend_from_slice(&if little(order) {
            n.to_le_bytes()
        } else {
            n.to_be_bytes()
        });
    }
    out
}

/// For a `Marked` codec, the order a leading mark names and the bytes
/// after it (little-endian, all the bytes, when there is none).
fn resolve<'a>(bytes: &'a [u8], order: Order, marks: [&[u8]; 2]) -> (bool, &'a [u8]) {
    if order != Order::Marked {
        return (order == Order::Little, bytes);
    }
    if let Some(rest) = bytes.strip_prefix(marks[0]) {
        (true, rest)
    } else if let Some(rest) = bytes.strip_prefix(marks[1]) {
        (false, rest)
    } else {
        (true, bytes)
    }
}

/// Collects decoded text, applying the error handler to bad ranges.
struct Out<'a> {
    text: String,
    errors: Errors,
    codec: &'a str,
    /// Where the decoded bytes start in what the caller passed (after a
    /// byte-order mark), so that positions count from the caller's start.
    base: usize,
    bytes: &'a [u8],
}

impl<'a> Out<'a> {
    /// Decoding `bytes`, the part of `all` after any byte-order mark.
    fn new(all: &[u8], bytes: &'a [u8], errors: Errors, codec: &'a str) -> Out<'a> {
        Out {
            text: String::with_capacity(bytes.len() / 2),
            errors,
            codec,
            base: all.len() - bytes.len(),
            bytes,
        }
    }

    /// The bytes `from..to` (of the bytes after any mark) cannot be
    /// decoded, for `why`.
    fn bad(&mut self, from: usize, to: usize, why: &str) -> Res<()> {
        match self.errors {
            Errors::Ignore => Ok(()),
            Errors::Replace => {
                self.text.push('\u{fffd}');
                Ok(())
            }
            Errors::Strict => {
                let (a, b) = (self.base + from, self.base + to);
                let at = if to - from > 1 {
                    format!("bytes in position {a}-{}", b - 1)
                } else {
                    format!("byte 0x{:02x} in position {a}", self.bytes[from])
                };
                Err(new_exc(
                    "UnicodeDecodeError",
                    format!("'{}' codec can't decode {at}: {why}", self.codec),
                ))
            }
        }
    }
}

pub fn decode16(all: &[u8], order: Order, errors: Errors) -> Res<String> {
    let (le, bytes) = resolve(all, order, [&[0xff, 0xfe], &[0xfe, 0xff]]);
    let unit = |at: usize| {
        let pair = [bytes[at], bytes[at + 1]];
        if le {
            u16::from_le_bytes(pair)
        } else {
            u16::from_be_bytes(pair)
        }
    };
    let codec = if le { "utf-16-le" } else { "utf-16-be" };
    let mut out = Out::new(all, bytes, errors, codec);
    let n = bytes.len();
    let mut q = 0;
    while q < n {
        if n - q < 2 {
            out.bad(q, n, "truncated data")?;
            break;
        }
        let u = unit(q);
        match u {
            0xdc00..=0xdfff => {
                out.bad(q, q + 2, "illegal encoding")?;
                q += 2;
            }
            0xd800..=0xdbff if n - q < 4 => {
                out.bad(q, n, "unexpected end of data")?;
                break;
            }
            0xd800..=0xdbff => {
                let low = unit(q + 2);
                if (0xdc00..=0xdfff).contains(&low) {
                    let c = 0x10000 + (((u as u32) - 0xd800) << 10) + ((low as u32) - 0xdc00);
                    out.text.push(char::from_u32(c).unwrap_or('\u{fffd}'));
                    q += 4;
                } else {
                    out.bad(q, q + 2, "illegal UTF-16 surrogate")?;
                    q += 2;
                }
            }
            _ => {
                out.text
                    .push(char::from_u32(u as u32).unwrap_or('\u{fffd}'));
                q += 2;
            }
        }
    }
    Ok(out.text)
}

pub fn decode32(all: &[u8], order: Order, errors: Errors) -> Res<String> {
    let (le, bytes) = resolve(all, order, [&[0xff, 0xfe, 0, 0], &[0, 0, 0xfe, 0xff]]);
    let codec = if le { "utf-32-le" } else { "utf-32-be" };
    let mut out = Out::new(all, bytes, errors, codec);
    let mut chunks = bytes.chunks_exact(4);
    let mut q = 0;
    for c in chunks.by_ref() {
        let quad = [c[0], c[1], c[2], c[3]];
        let n = if le {
            u32::from_le_bytes(quad)
        } else {
            u32::from_be_bytes(quad)
        };
        match n {
            0xd800..=0xdfff => out.bad(
                q,
                q + 4,
                "code point in surrogate code point range(0xd800, 0xe000)",
            )?,
            _ => match char::from_u32(n) {
                Some(ch) => out.text.push(ch),
                None => out.bad(q, q + 4, "code point not in range(0x110000)")?,
            },
        }
        q += 4;
    }
    if !chunks.remainder().is_empty() {
        out.bad(q, bytes.len(), "truncated data")?;
    }
    Ok(out.text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strict16(b: &[u8], o: Order) -> Result<String, String> {
        decode16(b, o, Errors::Strict).map_err(|e| format!("{e:?}"))
    }

    #[test]
    fn round_trips_outside_the_basic_plane() {
        let s = "aé😀";
        for o in [Order::Little, Order::Big, Order::Marked] {
            assert_eq!(strict16(&encode16(s, o), o).as_deref(), Ok(s));
            let b = encode32(s, o);
            assert_eq!(decode32(&b, o, Errors::Strict).ok().as_deref(), Some(s));
        }
        // As CPython writes them.
        assert_eq!(
            encode16(s, Order::Marked),
            b"\xff\xfea\x00\xe9\x00=\xd8\x00\xde"
        );
        assert_eq!(encode32("a", Order::Big), b"\x00\x00\x00a");
    }

    #[test]
    fn a_mark_chooses_the_order_and_is_dropped() {
        assert_eq!(
            strict16(b"\xfe\xff\x00A", Order::Marked).as_deref(),
            Ok("A")
        );
        assert_eq!(
            strict16(b"\xff\xfeA\x00", Order::Little).as_deref(),
            Ok("\u{feff}A")
        );
    }

    #[test]
    fn bad_units_are_replaced_one_by_one() {
        let r = decode16(
            b"A\x00\x00\xdcB\x00\x00\xd8",
            Order::Little,
            Errors::Replace,
        );
        assert_eq!(r.ok().as_deref(), Some("A\u{fffd}B\u{fffd}"));
        let r = decode16(b"A\x00\x00\xd8", Order::Little, Errors::Ignore);
        assert_eq!(r.ok().as_deref(), Some("A"));
    }
}
