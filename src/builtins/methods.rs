//! Methods of the builtin types: str, list, dict, set, tuple, int, float,
//! bytes.

use super::arity;
use crate::eval::call::Kwargs;
use crate::eval::dictview::ViewKind;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops::{self, iterate_to_vec};
use crate::eval::value::Value;
use parking_lot::Mutex;
use std::sync::Arc;

const STR: &[&str] = &[
    "upper",
    "lower",
    "strip",
    "lstrip",
    "rstrip",
    "split",
    "rsplit",
    "join",
    "replace",
    "startswith",
    "endswith",
    "find",
    "rfind",
    "index",
    "rindex",
    "count",
    "format",
    "isdigit",
    "isalpha",
    "isalnum",
    "isidentifier",
    "isspace",
    "isupper",
    "islower",
    "isnumeric",
    "isdecimal",
    "title",
    "capitalize",
    "center",
    "ljust",
    "rjust",
    "zfill",
    "splitlines",
    "partition",
    "rpartition",
    "swapcase",
    "encode",
    "casefold",
];
const LIST: &[&str] = &[
    "append", "extend", "insert", "pop", "remove", "index", "count", "sort", "reverse", "copy",
    "clear",
];
const DICT: &[&str] = &[
    "keys",
    "values",
    "items",
    "get",
    "pop",
    "setdefault",
    "update",
    "copy",
    "clear",
    "popitem",
];
const SET: &[&str] = &[
    "add",
    "remove",
    "discard",
    "pop",
    "union",
    "intersection",
    "difference",
    "symmetric_difference",
    "update",
    "copy",
    "clear",
    "issubset",
    "issuperset",
    "isdisjoint",
    "intersection_update",
    "difference_update",
    "symmetric_difference_update",
];

pub fn has_method(v: &Value, name: &str) -> bool {
    match v {
        Value::Str(_) => STR.contains(&name) || super::strmore::NAMES.contains(&name),
        Value::List(_) => LIST.contains(&name),
        Value::Dict(d) => DICT.contains(&name) || super::collections::has_method(d, name),
        Value::Deque(_) => super::collections::deque_has_method(name),
        Value::DictView(v) => v.has_method(name),
        Value::Set(d) => {
            SET.contains(&name)
                && !(d.lock().is_frozen() && super::setmethods::SET_MUTATORS.contains(&name))
        }
        Value::Tuple(_) => matches!(name, "index" | "count"),
        Value::Int(_) | Value::BigInt(_) => {
            matches!(name, "bit_length" | "bit_count" | "to_bytes" | "conjugate")
        }
        Value::Float(_) => matches!(
            name,
            "is_integer" | "conjugate" | "hex" | "as_integer_ratio"
        ),
        Value::Complex(..) => name == "conjugate",
        Value::NpScalar(_, d) => {
            matches!(
                name,
                "item" | "tolist" | "round" | "conjugate" | "conj" | "astype" | "__format__"
            ) || (*d == crate::array::DType::F64
                && matches!(name, "__trunc__" | "__floor__" | "__ceil__"))
                || (name == "__round__" && (d.is_float() || d.is_int()))
                || (d.is_int() && name == "bit_count")
                || (d.is_float() && matches!(name, "is_integer" | "as_integer_ratio"))
                || (*d == crate::array::DType::F64 && name == "hex")
                || (d.is_int() && name == "is_integer")
        }
        Value::Bytes(_) => name == "decode" || name == "hex" || BYTES_AS_STR.contains(&name),
        Value::Slice(_) => name == "indices",
        Value::Iter(it) => {
            name == "__next__"
                || it.lock().kind == crate::eval::generator::GENERATOR
                    && matches!(name, "send" | "throw" | "close")
        }
        _ => false,
    }
}

/// Methods that consume an iterable argument whole: a generator or an
/// iterable object passed to them is run to its end first.
const CONSUMING: &[&str] = &[
    "join",
    "extend",
    "update",
    "union",
    "intersection",
    "difference",
    "symmetric_difference",
    "intersection_update",
    "difference_update",
    "symmetric_difference_update",
    "issubset",
    "issuperset",
    "isdisjoint",
];

fn no_method(v: &Value, name: &str) -> Box<Exc> {
    attr_error(format!(
        "'{}' object has no attribute '{name}'",
        v.type_name()
    ))
}

fn want_str<'a>(v: &'a Value, what: &str) -> Res<&'a str> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(type_error(format!(
            "{what} must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `str.capitalize`: the first character upper case, the rest lower.
pub(super) fn capitalize(text: &str) -> String {
    let mut cs = text.chars();
    match cs.next() {
        Some(c) => c.to_uppercase().collect::<String>() + &cs.as_str().to_lowercase(),
        None => String::new(),
    }
}

fn s(x: impl Into<String>) -> Value {
    Value::Str(Arc::from(x.into()))
}

pub fn call_method(
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kw: Kwargs,
    f: &mut Frame,
) -> Res<Value> {
    let args = if CONSUMING.contains(&name) && args.iter().any(crate::eval::iter::is_lazy) {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            out.push(materialized(a, f)?);
        }
        out
    } else {
        args
    };
    if let Value::Str(text) = recv
        && name == "format"
    {
        return Ok(s(str_format(f, text, &args, &kw)?));
    }
    if let Value::Str(text) = recv
        && super::strmore::NAMES.contains(&name)
    {
        return super::strmore::call(f, text, name, args, kw);
    }
    if let Value::Tuple(_) = recv
        && super::operator::is_native(name)
    {
        return super::operator::call(recv, name, args, f)
            .unwrap_or_else(|| Err(no_method(recv, name)));
    }
    if let Value::Tuple(_) = recv
        && super::functools::is_native(name)
    {
        return super::functools::call(recv, name, args, kw, f)
            .unwrap_or_else(|| Err(no_method(recv, name)));
    }
    if let Value::Tuple(_) = recv
        && super::contextlib::is_native(name)
    {
        return super::contextlib::call(recv, name, args, kw, f)
            .unwrap_or_else(|| Err(no_method(recv, name)));
    }
    if let Value::Iter(_) = recv
        && has_method(recv, name)
    {
        return crate::eval::generator::method(recv, name, args, f)
            .unwrap_or_else(|| Err(no_method(recv, name)));
    }
    if name.starts_with("__")
        && kw.is_empty()
        && let Some(r) = super::dunder::call(recv, name, &args, f)
    {
        return r;
    }
    match recv {
        Value::Array(a) if super::npmethods::handles(name) => {
            super::npmethods::call(f, a, name, args, kw)
        }
        Value::Array(a) => crate::eval::arrays::method(a, name, args, kw, false),
        Value::MemView(a, _) => crate::eval::arrays::method(a, name, args, kw, true),
        Value::Str(st) => str_method(st, name, args, kw),
        Value::List(l) => list_method(recv, l, name, args, kw, f),
        Value::Deque(d) => {
            super::no_more_kw(name, &kw)?;
            super::collections::deque_method(d, name, args, f)
        }
        Value::Dict(d) => {
            let mut kw = kw;
            match super::collections::method(d, name, &args, &mut kw, f) {
                Some(r) => r,
                None => dict_method(d, name, args, kw, f),
            }
        }
        Value::Set(d) => super::setmethods::set_method(d, name, args, f),
        Value::DictView(v) => {
            super::no_more_kw(name, &kw)?;
            crate::eval::dictview::method(v, name, &args)
        }
        Value::Tuple(t) => {
            seq_common(f, t, "tuple", name, &args).unwrap_or_else(|| Err(no_method(recv, name)))
        }
        Value::Int(_) | Value::BigInt(_) => int_method(recv, name, args, kw),
        Value::Slice(s) if name == "indices" => {
            arity("indices", &args, 1, 1)?;
            let n = match &args[0] {
                Value::Int(n) if *n >= 0 => *n as usize,
                Value::Int(_) => return Err(value_error("length should not be negative")),
                other => {
                    return Err(type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        other.type_name()
                    )));
                }
            };
            let (a, b, c) = crate::eval::ops::slice_indices(s, n)?;
            Ok(Value::tuple(vec![
                Value::Int(a),
                Value::Int(b),
                Value::Int(c),
            ]))
        }
        Value::Float(x) => match name {
            "is_integer" => Ok(Value::Bool(x.is_finite() && x.fract() == 0.0)),
            "conjugate" => Ok(Value::Float(*x)),
            "hex" => {
                arity("hex", &args, 0, 0)?;
                Ok(s(super::floathex::to_hex(*x)))
            }
            "as_integer_ratio" => {
                arity("as_integer_ratio", &args, 0, 0)?;
                super::floathex::integer_ratio(*x)
            }
            _ => Err(no_method(recv, name)),
        },
        Value::Complex(re, im) if name == "conjugate" => {
            arity("conjugate", &args, 0, 0)?;
            Ok(Value::Complex(*re, -im))
        }
        Value::Bytes(b) if name == "decode" => {
            let (enc, errors) = codec_args("decode", &args, kw)?;
            Ok(s(super::codec::decode(b, enc, errors)?))
        }
        Value::Bytes(b) => bytes_method(b, name, args, kw),
        // NumPy scalars' own methods: the ones a script calls on a
        // reduction's result.
        Value::NpScalar(s, d) if name == "conjugate" || name == "conj" => {
            arity(name, &args, 0, 0)?;
            let (re, im) = s.as_complex();
            Ok(match d.is_complex() {
                true => Value::NpScalar(crate::array::Scalar::Complex(re, -im), *d),
                false => recv.clone(),
            })
        }
        // np.float64 is a Python float; every NumPy float has these two,
        // and every NumPy integer is an integer.
        Value::NpScalar(_, d)
            if (d.is_float() && matches!(name, "is_integer" | "as_integer_ratio"))
                || (*d == crate::array::DType::F64 && name == "hex") =>
        {
            call_method(&recv.plain(), name, args, kw, f)
        }
        Value::NpScalar(..) if name == "astype" => {
            arity("astype", &args, 1, 1)?;
            super::unsupported_kw("astype", &kw)?;
            let d = crate::eval::arrays::parse_dtype(&args[0])?;
            crate::eval::arrays::scalar_of_dtype(d, Some(recv))
        }
        Value::NpScalar(s, d) if d.is_int() && name == "bit_count" => {
            arity(name, &args, 0, 0)?;
            let bits = match d.is_signed() {
                true => s.as_i64().unsigned_abs(),
                false => s.as_i64() as u64,
            };
            Ok(Value::Int(i64::from(bits.count_ones())))
        }
        Value::NpScalar(_, d) if d.is_int() && name == "is_integer" => {
            arity(name, &args, 0, 0)?;
            Ok(Value::Bool(true))
        }
        Value::NpScalar(..) if matches!(name, "round" | "item" | "tolist") => {
            let mut kw = kw;
            if name == "round" {
                arity("round", &args, 0, 1)?;
                let d = crate::eval::arrays::decimals_arg(&args, 0, &mut kw)?;
                super::unsupported_kw("round", &kw)?;
                return crate::eval::arrays::round(recv, d);
            }
            arity(name, &args, 0, 0)?;
            super::unsupported_kw(name, &kw)?;
            Ok(recv.plain())
        }
        _ => {
            let callee = crate::eval::attrs::getattr(f, recv, name)?;
            crate::eval::call::call_value(&callee, args, kw, f)
        }
    }
}

/// A generator or iterable object as the list of its items (other
/// values as they are).
pub fn materialized(v: Value, f: &mut Frame) -> Res<Value> {
    if crate::eval::iter::is_lazy(&v) {
        Ok(Value::list(crate::eval::iter::collect(&v, f)?))
    } else {
        Ok(v)
    }
}

/// `count` and `index` of a list or tuple (`kind`, for the message).
fn seq_common(
    f: &mut Frame,
    items: &[Value],
    kind: &str,
    name: &str,
    args: &[Value],
) -> Option<Res<Value>> {
    let position = |f: &mut Frame, from: usize, to: usize| -> Res<Option<usize>> {
        for (i, x) in items.iter().enumerate().take(to).skip(from) {
            if crate::eval::attrs::item_eq(f, x, &args[0])? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    };
    match name {
        "count" => Some(arity("count", args, 1, 1).and_then(|_| {
            let mut n = 0;
            for x in items {
                n += crate::eval::attrs::item_eq(f, x, &args[0])? as i64;
            }
            Ok(Value::Int(n))
        })),
        "index" => Some(arity("index", args, 1, 3).and_then(|_| {
            // `start` and `stop` count from the end when negative and are
            // clipped to the sequence, as a slice's bounds are.
            let len = items.len() as i64;
            // A bound given must be an int (None too is refused, as
            // CPython's `list.index` refuses it).
            let bound = |v: Option<&Value>, default: i64| -> Res<usize> {
                let i = match v {
                    None => default,
                    // Past any length either way: clipped below.
                    Some(Value::BigInt(b)) if b.sign() == num_bigint::Sign::Minus => i64::MIN / 2,
                    Some(Value::BigInt(_)) => i64::MAX / 2,
                    Some(v) => crate::eval::ops::int_like(v).ok_or_else(|| {
                        type_error("slice indices must be integers or have an __index__ method")
                    })?,
                };
                let i = if i < 0 { i + len } else { i };
                Ok(i.clamp(0, len) as usize)
            };
            let (from, to) = (bound(args.get(1), 0)?, bound(args.get(2), len)?);
            position(f, from, to)?
                .map(|i| Value::Int(i as i64))
                .ok_or_else(|| {
                    value_error(if kind == "tuple" {
                        "tuple.index(x): x not in tuple".to_string()
                    } else {
                        format!("{} is not in list", args[0].repr())
                    })
                })
        })),
        _ => None,
    }
}

fn opt_int(v: Option<&Value>) -> Res<Option<i64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i)),
        Some(other) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

fn str_method(st: &Arc<str>, name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let text: &str = st;
    let chars_arg = |i: usize| -> Res<Option<String>> {
        match args.get(i) {
            None | Some(Value::None) => Ok(None),
            Some(v) => Ok(Some(want_str(v, "argument")?.to_string())),
        }
    };
    Ok(match name {
        "upper" => s(text.to_uppercase()),
        "lower" => s(text.to_lowercase()),
        // Full case folding differs from lowering where a letter folds
        // to several (`ß` → `ss`).
        "casefold" => s(text.to_lowercase().replace('ß', "ss")),
        "swapcase" => s(text
            .chars()
            .map(|c| {
                if c.is_uppercase() {
                    c.to_lowercase().collect::<String>()
                } else {
                    c.to_uppercase().collect()
                }
            })
            .collect::<String>()),
        "strip" | "lstrip" | "rstrip" => {
            let set = chars_arg(0)?;
            let pred = |c: char| match &set {
                Some(cs) => cs.contains(c),
                None => c.is_whitespace(),
            };
            s(match name {
                "strip" => text.trim_matches(pred),
                "lstrip" => text.trim_start_matches(pred),
                _ => text.trim_end_matches(pred),
            })
        }
        "split" | "rsplit" => {
            let sep = chars_arg(0)?;
            let max = opt_int(args.get(1).or_else(|| {
                kw.iter()
                    .find(|(k, _)| k.as_ref() == "maxsplit")
                    .map(|(_, v)| v)
            }))?;
            let sep = sep.or_else(|| {
                kw.iter()
                    .find(|(k, _)| k.as_ref() == "sep")
                    .and_then(|(_, v)| {
                        if let Value::Str(s) = v {
                            Some(s.to_string())
                        } else {
                            None
                        }
                    })
            });
            let parts: Vec<String> = match (&sep, max) {
                (Some(p), _) if p.is_empty() => return Err(value_error("empty separator")),
                (Some(p), Some(m)) if m >= 0 && name == "split" => text
                    .splitn(m as usize + 1, p.as_str())
                    .map(String::from)
                    .collect(),
                (Some(p), Some(m)) if m >= 0 => {
                    let mut v: Vec<String> = text
                        .rsplitn(m as usize + 1, p.as_str())
                        .map(String::from)
                        .collect();
                    v.reverse();
                    v
                }
                (Some(p), _) => text.split(p.as_str()).map(String::from).collect(),
                // What is left once `maxsplit` is reached keeps its
                // whitespace on the far side.
                (None, Some(m)) if m >= 0 && name == "split" => {
                    let mut out = Vec::new();
                    let mut rest = text.trim_start();
                    while !rest.is_empty() && (out.len() as i64) < m {
                        match rest.find(char::is_whitespace) {
                            Some(i) => {
                                out.push(rest[..i].to_string());
                                rest = rest[i..].trim_start();
                            }
                            None => {
                                out.push(rest.to_string());
                                rest = "";
                            }
                        }
                    }
                    if !rest.is_empty() {
                        out.push(rest.to_string());
                    }
                    out
                }
                (None, Some(m)) if m >= 0 => {
                    let mut out = Vec::new();
                    let mut rest = text.trim_end();
                    while !rest.is_empty() && (out.len() as i64) < m {
                        match rest.char_indices().rev().find(|(_, c)| c.is_whitespace()) {
                            Some((i, c)) => {
                                out.push(rest[i + c.len_utf8()..].to_string());
                                rest = rest[..i].trim_end();
                            }
                            None => {
                                out.push(rest.to_string());
                                rest = "";
                            }
                        }
                    }
                    if !rest.is_empty() {
                        out.push(rest.to_string());
                    }
                    out.reverse();
                    out
                }
                (None, _) => text.split_whitespace().map(String::from).collect(),
            };
            Value::list(parts.into_iter().map(s).collect())
        }
        "splitlines" => {
            arity(name, &args, 0, 1)?;
            let keep = match args.first().or_else(|| {
                kw.iter()
                    .find(|(k, _)| k.as_ref() == "keepends")
                    .map(|(_, v)| v)
            }) {
                Some(v) => v.truthy(),
                None => false,
            };
            let lines = super::strmore::split_lines(text, keep);
            Value::list(lines.into_iter().map(s).collect())
        }
        "join" => {
            arity("join", &args, 1, 1)?;
            let items = iterate_to_vec(&args[0])?;
            let mut out = String::new();
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(text);
                }
                match x {
                    Value::Str(p) => out.push_str(p),
                    other => {
                        return Err(type_error(format!(
                            "sequence item {i}: expected str instance, {} found",
                            other.type_name()
                        )));
                    }
                }
            }
            s(out)
        }
        "replace" => {
            arity("replace", &args, 2, 3)?;
            let (a, b) = (
                want_str(&args[0], "replace() argument 1")?,
                want_str(&args[1], "replace() argument 2")?,
            );
            match opt_int(args.get(2))? {
                Some(n) if n >= 0 => s(text.replacen(a, b, n as usize)),
                _ => s(text.replace(a, b)),
            }
        }
        "startswith" | "endswith" => {
            arity(name, &args, 1, 3)?;
            let Some((text, _)) = super::strmore::window(st, &args, 1)? else {
                return Ok(Value::Bool(false));
            };
            let test = |p: &str| {
                if name == "startswith" {
                    text.starts_with(p)
                } else {
                    text.ends_with(p)
                }
            };
            Value::Bool(match &args[0] {
                Value::Str(p) => test(p),
                Value::Tuple(t) => t.iter().any(|p| matches!(p, Value::Str(p) if test(p))),
                other => {
                    return Err(type_error(format!(
                        "{name} first arg must be str or a tuple of str, not {}",
                        other.type_name()
                    )));
                }
            })
        }
        "find" | "rfind" | "index" | "rindex" => {
            arity(name, &args, 1, 3)?;
            let p = want_str(&args[0], "must be str")?;
            let window = super::strmore::window(st, &args, 1)?;
            let pos = window.and_then(|(text, at)| {
                let b = if name.starts_with('r') {
                    text.rfind(p)
                } else {
                    text.find(p)
                }?;
                Some(match crate::eval::ops::str_is_ascii(st) {
                    true => at + b,
                    false => at + text[..b].chars().count(),
                })
            });
            match pos {
                Some(k) => Value::Int(k as i64),
                None if name.ends_with("find") => Value::Int(-1),
                None => return Err(value_error("substring not found")),
            }
        }
        "count" => {
            arity("count", &args, 1, 3)?;
            let p = want_str(&args[0], "must be str")?;
            let Some((text, _)) = super::strmore::window(st, &args, 1)? else {
                return Ok(Value::Int(0));
            };
            Value::Int(if p.is_empty() {
                text.chars().count() as i64 + 1
            } else {
                text.matches(p).count() as i64
            })
        }
        "isdigit" | "isnumeric" | "isdecimal" => {
            let test = match name {
                "isdecimal" => super::strmore::is_decimal,
                "isdigit" => super::strmore::is_digit,
                _ => char::is_numeric,
            };
            Value::Bool(!text.is_empty() && text.chars().all(test))
        }
        "isalpha" => Value::Bool(!text.is_empty() && text.chars().all(char::is_alphabetic)),
        "isalnum" => Value::Bool(!text.is_empty() && text.chars().all(char::is_alphanumeric)),
        "isidentifier" => Value::Bool(
            text.chars()
                .enumerate()
                .all(|(i, c)| c == '_' || c.is_alphabetic() || (i > 0 && c.is_alphanumeric()))
                && !text.is_empty(),
        ),
        "isspace" => Value::Bool(!text.is_empty() && text.chars().all(char::is_whitespace)),
        "isupper" => Value::Bool(
            text.chars().any(char::is_uppercase) && !text.chars().any(char::is_lowercase),
        ),
        "islower" => Value::Bool(
            text.chars().any(char::is_lowercase) && !text.chars().any(char::is_uppercase),
        ),
        "title" => {
            let mut out = String::new();
            let mut prev_alpha = false;
            for c in text.chars() {
                if prev_alpha {
                    out.extend(c.to_lowercase())
                } else {
                    out.extend(c.to_uppercase())
                }
                prev_alpha = c.is_alphabetic();
            }
            s(out)
        }
        "capitalize" => s(capitalize(text)),
        "center" | "ljust" | "rjust" => {
            arity(name, &args, 1, 2)?;
            let w = opt_int(args.first())?.unwrap_or(0).max(0) as usize;
            let fill = match args.get(1) {
                Some(Value::Str(c)) if c.chars().count() == 1 => c.chars().next().unwrap_or(' '),
                Some(_) => {
                    return Err(type_error(
                        "The fill character must be exactly one character long",
                    ));
                }
                None => ' ',
            };
            if w > 1 << 31 {
                return Err(memory_error(""));
            }
            let n = text.chars().count();
            if n >= w {
                s(text)
            } else {
                let pad = w - n;
                let (l, r) = match name {
                    "ljust" => (0, pad),
                    "rjust" => (pad, 0),
                    _ => {
                        let l = pad / 2 + (pad & w & 1);
                        (l, pad - l)
                    }
                };
                let f = |k: usize| std::iter::repeat_n(fill, k).collect::<String>();
                s(format!("{}{text}{}", f(l), f(r)))
            }
        }
        "zfill" => {
            arity("zfill", &args, 1, 1)?;
            let w = opt_int(args.first())?.unwrap_or(0).max(0) as usize;
            if w > 1 << 31 {
                return Err(memory_error(""));
            }
            let n = text.chars().count();
            if n >= w {
                s(text)
            } else {
                let (sign, rest) = match text.chars().next() {
                    Some(c @ ('+' | '-')) => (c.to_string(), &text[1..]),
                    _ => (String::new(), text),
                };
                s(format!("{sign}{}{rest}", "0".repeat(w - n)))
            }
        }
        "partition" | "rpartition" => {
            arity(name, &args, 1, 1)?;
            let p = want_str(&args[0], "must be str")?;
            let pos = if name == "partition" {
                text.find(p)
            } else {
                text.rfind(p)
            };
            match pos {
                Some(i) => Value::tuple(vec![s(&text[..i]), s(p), s(&text[i + p.len()..])]),
                None if name == "partition" => Value::tuple(vec![s(text), s(""), s("")]),
                None => Value::tuple(vec![s(""), s(""), s(text)]),
            }
        }
        "encode" => {
            let (enc, errors) = codec_args("encode", &args, kw)?;
            Value::Bytes(Arc::from(super::codec::encode(text, enc, errors)?))
        }
        _ => return Err(no_method(&Value::Str(st.clone()), name)),
    })
}

/// `str.format`: `{}`, `{0}`, `{name}`, with `.attr` and `[key]`
/// accessors, `!r`/`!s`/`!a` conversions and (nested) format specs; user
/// classes' `__format__`, `__str__` and `__repr__` run.
pub fn str_format(f: &mut Frame, fmt: &str, args: &[Value], kw: &Kwargs) -> Res<String> {
    format_fields(f, fmt, args, kw, &mut Numbering::default())
}

/// How `str.format` numbers its fields: `{}` counts on (nested fields of a
/// format spec included), and Python refuses a string that mixes `{}` with
/// `{0}`.
#[derive(Default)]
struct Numbering {
    next: usize,
    auto: Option<bool>,
}

impl Numbering {
    fn choose(&mut self, auto: bool) -> Res<()> {
        match self.auto {
            Some(a) if a != auto => Err(value_error(if auto {
                "cannot switch from manual field specification to automatic field numbering"
            } else {
                "cannot switch from automatic field numbering to manual field specification"
            })),
            _ => {
                self.auto = Some(auto);
                Ok(())
            }
        }
    }
}

fn format_fields(
    f: &mut Frame,
    fmt: &str,
    args: &[Value],
    kw: &Kwargs,
    num: &mut Numbering,
) -> Res<String> {
    let mut out = String::new();
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' && chars.get(i + 1) == Some(&'{') {
            out.push('{');
            i += 2;
            continue;
        }
        if c == '}' && chars.get(i + 1) == Some(&'}') {
            out.push('}');
            i += 2;
            continue;
        }
        if c == '}' {
            return Err(value_error("Single '}' encountered in format string"));
        }
        if c != '{' {
            out.push(c);
            i += 1;
            continue;
        }
        let mut j = i + 1;
        let mut depth = 1;
        while j < chars.len() {
            if chars[j] == '{' {
                depth += 1;
            } else if chars[j] == '}' {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            j += 1;
        }
        if j >= chars.len() {
            return Err(value_error("Single '{' encountered in format string"));
        }
        let field: String = chars[i + 1..j].iter().collect();
        i = j + 1;
        let (head, spec) = match field.find(':') {
            Some(p) => (&field[..p], &field[p + 1..]),
            None => (field.as_str(), ""),
        };
        let (head, conv) = match head.find('!') {
            Some(p) => (&head[..p], head[p + 1..].chars().next()),
            None => (head, None),
        };
        // The argument's name ends at the first accessor.
        let cut = head.find(['.', '[']).unwrap_or(head.len());
        let (base, accessors) = head.split_at(cut);
        let mut v = if base.is_empty() {
            num.choose(true)?;
            let auto = num.next;
            let v = args.get(auto).cloned().ok_or_else(|| {
                index_error(format!(
                    "Replacement index {auto} out of range for positional args tuple"
                ))
            })?;
            num.next += 1;
            v
        } else if let Ok(n) = base.parse::<usize>() {
            num.choose(false)?;
            args.get(n).cloned().ok_or_else(|| {
                index_error(format!(
                    "Replacement index {n} out of range for positional args tuple"
                ))
            })?
        } else {
            kw.iter()
                .find(|(k, _)| k.as_ref() == base)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| key_error(&s(base)))?
        };
        v = access(f, v, accessors)?;
        let v = match conv {
            Some('r') => s(crate::eval::reprs::repr_of(f, &v)?),
            Some('s') => s(crate::eval::reprs::str_of(f, &v)?),
            Some('a') => super::core::ascii_of(f, &v)?,
            Some(c) => {
                return Err(value_error(format!("Unknown conversion specifier {c}")));
            }
            None => v,
        };
        let spec = if spec.contains('{') {
            format_fields(f, spec, args, kw, num)?
        } else {
            spec.to_string()
        };
        out.push_str(&crate::eval::reprs::format_of(f, &v, &spec)?);
    }
    Ok(out)
}

/// A format field's `.attr` and `[key]` accessors applied in turn (a
/// key of digits is an int, any other a str, as `str.format` reads them).
fn access(f: &mut Frame, mut v: Value, mut rest: &str) -> Res<Value> {
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('.') {
            let end = after.find(['.', '[']).unwrap_or(after.len());
            let name = &after[..end];
            if name.is_empty() {
                return Err(value_error("Empty attribute in format string"));
            }
            v = crate::eval::attrs::getattr(f, &v, name)?;
            rest = &after[end..];
        } else if let Some(after) = rest.strip_prefix('[') {
            let Some(end) = after.find(']') else {
                return Err(value_error("Missing ']' in format string"));
            };
            let key = &after[..end];
            let key = match key.parse::<i64>() {
                Ok(n) if key.bytes().all(|b| b.is_ascii_digit()) => Value::Int(n),
                _ => s(key),
            };
            v = crate::eval::attrs::getitem(f, &v, &key)?;
            rest = &after[end + 1..];
        } else {
            return Err(value_error(
                "Only '.' or '[' may follow ']' in format field specifier",
            ));
        }
    }
    Ok(v)
}

fn list_method(
    recv: &Value,
    l: &Arc<Mutex<crate::eval::value::ListItems>>,
    name: &str,
    args: Vec<Value>,
    mut kw: Kwargs,
    f: &mut Frame,
) -> Res<Value> {
    match name {
        "append" => {
            arity("append", &args, 1, 1)?;
            l.lock()
                .push(args.into_iter().next().unwrap_or(Value::None));
            Ok(Value::None)
        }
        "extend" => {
            arity("extend", &args, 1, 1)?;
            let items = iterate_to_vec(&args[0])?;
            l.lock().extend(items);
            Ok(Value::None)
        }
        "insert" => {
            arity("insert", &args, 2, 2)?;
            let i = opt_int(args.first())?.unwrap_or(0);
            let mut v = l.lock();
            let n = v.len() as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
            v.insert(at, args[1].clone());
            Ok(Value::None)
        }
        "pop" => {
            arity("pop", &args, 0, 1)?;
            let mut v = l.lock();
            if v.is_empty() {
                return Err(index_error("pop from empty list"));
            }
            let i = opt_int(args.first())?.unwrap_or(-1);
            let k = ops::norm_index(i, v.len(), "pop")?;
            Ok(v.remove(k))
        }
        "remove" => {
            arity("remove", &args, 1, 1)?;
            let items = l.lock().clone();
            let mut at = None;
            for (i, x) in items.iter().enumerate() {
                if crate::eval::attrs::item_eq(f, x, &args[0])? {
                    at = Some(i);
                    break;
                }
            }
            match at {
                Some(i) => {
                    l.lock().remove(i);
                    Ok(Value::None)
                }
                None => Err(value_error("list.remove(x): x not in list")),
            }
        }
        "sort" => {
            // As in CPython, the list is empty while it sorts (a key
            // function sees it so), and the items move rather than copy.
            let mut items = std::mem::take(&mut **l.lock());
            let sorted = super::ordering::sort_with(f, &mut items, &mut kw, "sort");
            let mut list = l.lock();
            let modified = !list.is_empty();
            **list = items;
            sorted?;
            match modified {
                true => Err(value_error("list modified during sort")),
                false => Ok(Value::None),
            }
        }
        "reverse" => {
            l.lock().reverse();
            Ok(Value::None)
        }
        "copy" => Ok(Value::list(l.lock().to_vec())),
        "clear" => {
            l.lock().clear();
            Ok(Value::None)
        }
        _ => {
            let items = l.lock().clone();
            seq_common(f, &items, "list", name, &args).unwrap_or_else(|| Err(no_method(recv, name)))
        }
    }
}

type DictRef = Arc<Mutex<crate::eval::value::Dict>>;

/// The key `d` holds `k` under (see `eval::hashing`).
fn hkey(f: &mut Frame, d: &DictRef, k: &Value) -> Res<crate::eval::value::Key> {
    crate::eval::hashing::shared_key(f, d, k)
}

fn dict_method(d: &DictRef, name: &str, args: Vec<Value>, kw: Kwargs, f: &mut Frame) -> Res<Value> {
    match name {
        "keys" | "values" | "items" => {
            arity(&format!("dict.{name}"), &args, 0, 0)?;
            let kind = match name {
                "keys" => ViewKind::Keys,
                "values" => ViewKind::Values,
                _ => ViewKind::Items,
            };
            Ok(crate::eval::dictview::view(d, kind))
        }
        "get" => {
            arity("get", &args, 1, 2)?;
            let k = hkey(f, d, &args[0])?;
            Ok(d.lock()
                .get(&k)
                .map(|(_, v)| v.clone())
                .unwrap_or_else(|| args.get(1).cloned().unwrap_or(Value::None)))
        }
        "pop" => {
            arity("pop", &args, 1, 2)?;
            let k = hkey(f, d, &args[0])?;
            let r = d.lock().remove(&k);
            match (r, args.get(1)) {
                (Some((_, v)), _) => Ok(v),
                (None, Some(default)) => Ok(default.clone()),
                (None, None) => Err(key_error(&args[0])),
            }
        }
        "fromkeys" if matches!(d.lock().flavor, crate::eval::value::Flavor::Plain) => {
            crate::eval::call::dict_fromkeys(args, kw, f)
        }
        "popitem" => {
            let r = d.lock().pop();
            match r {
                Some((_, (k, v))) => Ok(Value::tuple(vec![k, v])),
                None => Err(key_error(&Value::text("popitem(): dictionary is empty"))),
            }
        }
        "setdefault" => {
            arity("setdefault", &args, 1, 2)?;
            let k = hkey(f, d, &args[0])?;
            let default = args.get(1).cloned().unwrap_or(Value::None);
            let mut g = d.lock();
            Ok(g.entry(k).or_insert((args[0].clone(), default)).1.clone())
        }
        "update" => {
            let mut pairs: Vec<(Value, Value)> = Vec::new();
            if let Some(src) = args.first() {
                match src {
                    Value::Dict(o) => pairs.extend(o.lock().values().cloned()),
                    other => {
                        for item in iterate_to_vec(other)? {
                            let kv = iterate_to_vec(&item)?;
                            if kv.len() == 2 {
                                pairs.push((kv[0].clone(), kv[1].clone()));
                            }
                        }
                    }
                }
            }
            pairs.extend(kw.into_iter().map(|(k, v)| (Value::Str(k), v)));
            for (k, v) in pairs {
                let key = hkey(f, d, &k)?;
                d.lock().insert(key, (k, v));
            }
            Ok(Value::None)
        }
        "copy" => Ok(Value::Dict(Arc::new(Mutex::new(d.lock().clone())))),
        "clear" => {
            d.lock().clear();
            Ok(Value::None)
        }
        _ => Err(no_method(&Value::Dict(d.clone()), name)),
    }
}

/// Methods bytes shares with str: run as str's on the bytes read as
/// Latin-1 (one char per byte), with bytes arguments and str results
/// mapped back, so indices and splits fall on the same bytes.
pub(super) const BYTES_AS_STR: &[&str] = &[
    "strip",
    "lstrip",
    "rstrip",
    "split",
    "rsplit",
    "replace",
    "startswith",
    "endswith",
    "find",
    "rfind",
    "index",
    "rindex",
    "count",
    "join",
    "center",
    "ljust",
    "rjust",
    "zfill",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "splitlines",
    "partition",
];

fn latin1(b: &[u8]) -> String {
    b.iter().map(|&x| char::from(x)).collect()
}

fn to_bytes(v: Value) -> Value {
    match v {
        Value::Str(t) => Value::Bytes(Arc::from(
            t.chars().map(|c| c as u32 as u8).collect::<Vec<u8>>(),
        )),
        Value::List(l) => {
            let items = l.lock().clone();
            Value::list(items.into_iter().map(to_bytes).collect())
        }
        Value::Tuple(t) => Value::tuple(t.iter().cloned().map(to_bytes).collect()),
        other => other,
    }
}

fn bytes_method(b: &[u8], name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let ascii = |f: fn(&u8) -> u8| {
        Ok(Value::Bytes(Arc::from(
            b.iter().map(f).collect::<Vec<u8>>(),
        )))
    };
    match name {
        // Only ASCII letters change case in bytes.
        "upper" => ascii(u8::to_ascii_uppercase),
        "lower" => ascii(u8::to_ascii_lowercase),
        "hex" => Ok(Value::text(
            &b.iter().map(|x| format!("{x:02x}")).collect::<String>(),
        )),
        _ if BYTES_AS_STR.contains(&name) => {
            if args.iter().any(|a| matches!(a, Value::Str(_))) {
                return Err(type_error("a bytes-like object is required, not 'str'"));
            }
            // `join`'s items are bytes too.
            let text = |a: Value| match a {
                Value::Bytes(x) => Value::text(&latin1(&x)),
                other => match super::bytearray::contents(&other) {
                    Some(x) => Value::text(&latin1(&x)),
                    None => other,
                },
            };
            let args = args
                .into_iter()
                .map(|a| match a {
                    Value::List(l) if name == "join" => {
                        let items = l.lock().clone();
                        Value::list(items.into_iter().map(text).collect())
                    }
                    Value::Tuple(t) if name == "join" => {
                        Value::list(t.iter().cloned().map(text).collect())
                    }
                    other => text(other),
                })
                .collect::<Vec<_>>();
            let me: Arc<str> = Arc::from(latin1(b));
            str_method(&me, name, args, kw).map(to_bytes)
        }
        _ => Err(no_method(&Value::Bytes(Arc::from(b)), name)),
    }
}

/// The `encoding` and `errors` arguments of `str.encode`/`bytes.decode`,
/// by position or keyword.
fn codec_args(
    name: &str,
    args: &[Value],
    mut kw: Kwargs,
) -> Res<(super::codec::Encoding, super::codec::Errors)> {
    arity(name, args, 0, 2)?;
    let encoding = args
        .first()
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "encoding"));
    let errors = args
        .get(1)
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "errors"));
    super::no_more_kw(name, &kw)?;
    super::codec::args(encoding.as_ref(), errors.as_ref(), name)
}

/// The `byteorder` argument of `int.to_bytes`/`int.from_bytes`: whether
/// it is `'little'` (`'big'` when absent), with CPython's messages.
fn little_endian(fname: &str, order: Option<&Value>) -> Res<bool> {
    match order {
        None => Ok(false),
        Some(Value::Str(s)) if &**s == "big" => Ok(false),
        Some(Value::Str(s)) if &**s == "little" => Ok(true),
        Some(Value::Str(_)) => Err(value_error("byteorder must be either 'little' or 'big'")),
        Some(other) => Err(type_error(format!(
            "{fname}() argument 'byteorder' must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)`.
pub fn int_from_bytes(args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    use num_bigint::BigInt;
    arity("from_bytes", &args, 0, 2)?;
    let data = args
        .first()
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "bytes"))
        .ok_or_else(|| type_error("from_bytes() missing required argument 'bytes' (pos 1)"))?;
    let order = args
        .get(1)
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "byteorder"));
    let signed = super::take_kw(&mut kw, "signed").is_some_and(|v| v.truthy());
    super::no_more_kw("from_bytes", &kw)?;
    let mut bytes: Vec<u8> = match &data {
        Value::Bytes(b) => b.to_vec(),
        other => crate::eval::ops::iterate_to_vec(other)?
            .iter()
            .map(|v| match v {
                Value::Int(i) if (0..256).contains(i) => Ok(*i as u8),
                Value::Int(_) => Err(value_error("bytes must be in range(0, 256)")),
                o => Err(type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    o.type_name()
                ))),
            })
            .collect::<Res<_>>()?,
    };
    if little_endian("from_bytes", order.as_ref())? {
        bytes.reverse();
    }
    let n = if signed {
        BigInt::from_signed_bytes_be(&bytes)
    } else {
        BigInt::from_bytes_be(num_bigint::Sign::Plus, &bytes)
    };
    Ok(crate::eval::bigint::norm(n))
}

/// `int.bit_length()`, `bit_count()`, `to_bytes()`, `conjugate()`.
fn int_method(recv: &Value, name: &str, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    use num_bigint::{BigInt, Sign};
    let n: BigInt = match recv {
        Value::Int(i) => BigInt::from(*i),
        Value::BigInt(b) => (**b).clone(),
        _ => return Err(no_method(recv, name)),
    };
    match name {
        "bit_length" | "bit_count" | "conjugate" => {
            arity(name, &args, 0, 0)?;
            super::no_more_kw(name, &kw)?;
            Ok(match name {
                "bit_length" => Value::Int(n.bits() as i64),
                "bit_count" => Value::Int(n.magnitude().count_ones() as i64),
                _ => recv.clone(),
            })
        }
        "to_bytes" => {
            arity("to_bytes", &args, 0, 2)?;
            let length = args
                .first()
                .cloned()
                .or_else(|| super::take_kw(&mut kw, "length"));
            let order = args
                .get(1)
                .cloned()
                .or_else(|| super::take_kw(&mut kw, "byteorder"));
            let signed = super::take_kw(&mut kw, "signed").is_some_and(|v| v.truthy());
            super::no_more_kw("to_bytes", &kw)?;
            let length = match length {
                None => 1,
                Some(Value::Int(k)) if k >= 0 => k as usize,
                Some(Value::Int(_)) => {
                    return Err(value_error("length argument must be non-negative"));
                }
                Some(other) => {
                    return Err(type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        other.type_name()
                    )));
                }
            };
            let little = little_endian("to_bytes", order.as_ref())?;
            if !signed && n.sign() == Sign::Minus {
                return Err(overflow("can't convert negative int to unsigned"));
            }
            // Two's complement in `length` bytes, little-endian first.
            let mut bytes = n.to_signed_bytes_le();
            let fill = if n.sign() == Sign::Minus { 0xff } else { 0 };
            // An unsigned value may use the top bit of its last byte.
            if !signed && bytes.len() == length + 1 && bytes.last() == Some(&0) {
                bytes.pop();
            }
            if bytes.len() > length {
                return Err(overflow("int too big to convert"));
            }
            bytes.resize(length, fill);
            if !little {
                bytes.reverse();
            }
            Ok(Value::Bytes(bytes.into()))
        }
        _ => Err(no_method(recv, name)),
    }
}
