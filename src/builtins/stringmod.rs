//! `import string`: the character-class constants and `capwords`.

use super::{Builtin, arity};
use crate::eval::exc::*;
use crate::eval::value::Value;

const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LETTERS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &str = "0123456789";
const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const WHITESPACE: &str = " \t\n\r\x0b\x0c";

/// `string.ascii_lowercase` and the other text constants.
pub fn str_constant(path: &str) -> Option<&'static str> {
    Some(match path {
        "string.ascii_lowercase" => LOWER,
        "string.ascii_uppercase" => UPPER,
        "string.ascii_letters" => LETTERS,
        "string.digits" => DIGITS,
        "string.hexdigits" => "0123456789abcdefABCDEF",
        "string.octdigits" => "01234567",
        "string.punctuation" => PUNCTUATION,
        "string.whitespace" => WHITESPACE,
        "string.printable" => concat!(
            "0123456789",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
            " \t\n\r\x0b\x0c"
        ),
        _ => return None,
    })
}

pub const TABLE: &[Builtin] = &[b!(
    "string.capwords",
    "string.capwords(s, sep=None): each word capitalized, rejoined by sep (a space)",
    |_, a, _| capwords(a)
)];

/// Splits as `str.split(sep)` does, capitalizes each word as
/// `str.capitalize` does, and joins them with `sep` (a space for `None`).
fn capwords(args: Vec<Value>) -> Res<Value> {
    arity("capwords", &args, 1, 2)?;
    let text = match &args[0] {
        Value::Str(s) => s.clone(),
        other => {
            return Err(type_error(format!(
                "descriptor 'split' for 'str' objects doesn't apply to a '{}' object",
                other.type_name()
            )));
        }
    };
    let sep = match args.get(1) {
        None | Some(Value::None) => None,
        Some(Value::Str(s)) if s.is_empty() => return Err(value_error("empty separator")),
        Some(Value::Str(s)) => Some(s.clone()),
        Some(other) => {
            return Err(type_error(format!(
                "must be str or None, not {}",
                other.type_name()
            )));
        }
    };
    let cap = super::methods::capitalize;
    let out = match &sep {
        None => text
            .split_whitespace()
            .map(cap)
            .collect::<Vec<_>>()
            .join(" "),
        Some(sep) => text.split(&**sep).map(cap).collect::<Vec<_>>().join(sep),
    };
    Ok(Value::text(&out))
}
