//! `libcpp.string`'s methods beyond `size`/`append`/`c_str`: `substr`,
//! `find`/`rfind`, `at`/`front`/`back`, and the edits `erase`, `insert`,
//! `replace`, `pop_back`, `clear`, `resize` (which give the new string
//! for the variable to hold). A position past the end raises what
//! Cython's `except +` makes of libstdc++'s `std::out_of_range`: an
//! IndexError with its message.

use super::Builtin;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// `std::string::npos` as a Python int sees it (a size_t of all ones).
const NPOS: u64 = u64::MAX;

/// The methods `__cpp_str_op__` answers, and whether each edits the
/// string (the result is then the new string).
pub const METHODS: &[(&str, bool)] = &[
    ("substr", false),
    ("find", false),
    ("rfind", false),
    ("at", false),
    ("front", false),
    ("back", false),
    ("erase", true),
    ("insert", true),
    ("replace", true),
    ("pop_back", true),
    ("clear", true),
    ("resize", true),
];

fn bytes_arg(v: Option<&Value>, what: &str) -> Res<Vec<u8>> {
    match v {
        Some(Value::Bytes(b)) => Ok(b.to_vec()),
        // A char argument (`s.find(c'x')`, `s.insert(0, 1, c)`).
        Some(Value::Int(c)) => Ok(vec![*c as u8]),
        _ => Err(type_error(format!("string.{what}() takes a string"))),
    }
}

/// A size_t argument (an index or a length); None when not given.
fn size_arg(v: Option<&Value>) -> Res<Option<u64>> {
    match v {
        None => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i as u64)),
        Some(Value::BigInt(b)) => Ok(Some(
            num_traits::ToPrimitive::to_u64(b.as_ref()).unwrap_or(NPOS),
        )),
        Some(other) => Err(type_error(format!(
            "an integer is required, not {}",
            other.type_name()
        ))),
    }
}

fn out_of_range(what: &str, pos: u64, n: usize) -> Box<Exc> {
    index_error(format!(
        "basic_string::{what}: __pos (which is {pos}) > this->size() (which is {n})"
    ))
}

fn size_value(n: u64) -> Value {
    if n > i64::MAX as u64 {
        crate::eval::bigint::norm(num_bigint::BigInt::from(n))
    } else {
        Value::Int(n as i64)
    }
}

fn find(s: &[u8], pat: &[u8], from: u64, rev: bool) -> u64 {
    let n = s.len();
    if rev {
        let last = (from.min(n as u64) as usize).min(n.saturating_sub(pat.len()));
        if pat.len() > n {
            return NPOS;
        }
        (0..=last)
            .rev()
            .find(|&i| &s[i..i + pat.len()] == pat)
            .map_or(NPOS, |i| i as u64)
    } else {
        if from > n as u64 || pat.len() > n {
            return if pat.is_empty() && from <= n as u64 {
                from
            } else {
                NPOS
            };
        }
        (from as usize..=n - pat.len())
            .find(|&i| &s[i..i + pat.len()] == pat)
            .map_or(NPOS, |i| i as u64)
    }
}

fn str_op(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (Some(Value::Bytes(s)), Some(Value::Str(name))) = (a.first(), a.get(1)) else {
        return Err(type_error("__cpp_str_op__ takes a string and a method"));
    };
    let args = &a[2..];
    let n = s.len();
    let pos = |i: usize| size_arg(args.get(i));
    let new = |b: Vec<u8>| Ok(Value::Bytes(Arc::from(b)));
    match name.as_ref() {
        "substr" => {
            let p = pos(0)?.unwrap_or(0);
            if p > n as u64 {
                return Err(out_of_range("substr", p, n));
            }
            let len = pos(1)?.unwrap_or(NPOS).min((n as u64) - p);
            new(s[p as usize..(p + len) as usize].to_vec())
        }
        "find" | "rfind" => {
            let pat = bytes_arg(args.first(), name)?;
            let rev = name.as_ref() == "rfind";
            let from = pos(1)?.unwrap_or(if rev { NPOS } else { 0 });
            Ok(size_value(find(s, &pat, from, rev)))
        }
        "at" => {
            let i = pos(0)?.unwrap_or(0);
            if i >= n as u64 {
                return Err(index_error(format!(
                    "basic_string::at: __n (which is {i}) >= this->size() (which is {n})"
                )));
            }
            Ok(Value::Int(s[i as usize] as i8 as i64))
        }
        "front" | "back" => {
            let c = if name.as_ref() == "front" {
                s.first()
            } else {
                s.last()
            };
            Ok(Value::Int(c.map_or(0, |c| *c as i8 as i64)))
        }
        "erase" => {
            let p = pos(0)?.unwrap_or(0);
            if p > n as u64 {
                return Err(out_of_range("erase", p, n));
            }
            let len = pos(1)?.unwrap_or(NPOS).min((n as u64) - p);
            let mut b = s.to_vec();
            b.drain(p as usize..(p + len) as usize);
            new(b)
        }
        "insert" => {
            let p = pos(0)?.unwrap_or(0);
            if p > n as u64 {
                return Err(out_of_range("insert", p, n));
            }
            let text = bytes_arg(args.get(1), "insert")?;
            let mut b = s.to_vec();
            b.splice(p as usize..p as usize, text);
            new(b)
        }
        "replace" => {
            let p = pos(0)?.unwrap_or(0);
            if p > n as u64 {
                return Err(out_of_range("replace", p, n));
            }
            let len = pos(1)?.unwrap_or(0).min((n as u64) - p);
            let text = bytes_arg(args.get(2), "replace")?;
            let mut b = s.to_vec();
            b.splice(p as usize..(p + len) as usize, text);
            new(b)
        }
        "pop_back" => {
            let mut b = s.to_vec();
            b.pop();
            new(b)
        }
        "clear" => new(Vec::new()),
        "resize" => {
            let len = pos(0)?.unwrap_or(0);
            if len > isize::MAX as u64 {
                return Err(memory_error(""));
            }
            let fill = match args.get(1) {
                Some(Value::Int(c)) => *c as u8,
                _ => 0,
            };
            let mut b = s.to_vec();
            b.resize(len as usize, fill);
            new(b)
        }
        other => Err(attr_error(format!(
            "Object of type 'string' has no attribute '{other}'"
        ))),
    }
}

pub const TABLE: &[Builtin] = &[cpp_op!(
    "__cpp_str_op__",
    "a std::string method: the result, or the edited string",
    2,
    str_op
)];
