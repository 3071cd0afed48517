//! Python's `bytearray`: a mutable sequence of bytes. Its bytes live in a
//! 1-D `unsigned char` array the instance holds, so a typed memoryview
//! (`unsigned char[:] v = ba`), a `char *` or NumPy reads and writes the
//! same memory. As in CPython, it cannot change size while something else
//! holds its buffer. The methods it shares with bytes run as bytes' own,
//! their bytes results made bytearrays.

// The methods bytes has that a bytearray shares (run as bytes' own).
use super::methods::BYTES_AS_STR as AS_BYTES;
use super::{Builtin, arity};
use crate::array::buffer::Buffer;
use crate::array::{Array, DType, Scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

const METHODS: &[&str] = &[
    "__len__",
    "__getitem__",
    "__setitem__",
    "__delitem__",
    "__iter__",
    "__repr__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__contains__",
    "__add__",
    "__radd__",
    "__iadd__",
    "__mul__",
    "__rmul__",
    "__imul__",
    "append",
    "extend",
    "pop",
    "insert",
    "remove",
    "reverse",
    "clear",
    "copy",
    "decode",
    "hex",
    "upper",
    "lower",
];

fn class() -> &'static Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS.get_or_init(|| {
        let names: Vec<&str> = METHODS.iter().chain(AS_BYTES).copied().collect();
        let c = super::protocol_class("bytearray", "builtins", "bytearray", &names);
        // Mutable, so unhashable.
        c.attrs.lock().insert(Arc::from("__hash__"), Value::None);
        c
    })
}

/// The bytes of a bytearray, if `v` is one.
pub fn storage(v: &Value) -> Option<Arc<Array>> {
    super::held_array(v, class())
}

/// `ba[i]` for an int `i`, without the method call: the hot path of a
/// byte loop. `None` when `v` is no bytearray or `k` no int.
pub fn get_int_item(v: &Value, k: &Value) -> Option<Res<Value>> {
    let Value::Int(i) = k else { return None };
    super::with_held_array(v, class(), |a| {
        norm_index(*i, a.size(), "bytearray")
            .map(|k| Value::Int(a.load(a.offset_of(&[k])).as_i64()))
    })
}

/// `ba[i] = x` for an int `i`, as `get_int_item`.
pub fn set_int_item(v: &Value, k: &Value, x: &Value) -> Option<Res<()>> {
    let Value::Int(i) = k else { return None };
    super::with_held_array(v, class(), |a| {
        let k = norm_index(*i, a.size(), "bytearray")?;
        let b = byte_of(x)?;
        a.store(a.offset_of(&[k]), Scalar::Int(i64::from(b)));
        Ok(())
    })
}

fn read(a: &Array) -> Vec<u8> {
    a.offsets()
        .map(|off| a.buf.load_bits(off, 1).unwrap_or(0) as u8)
        .collect()
}

/// A copy of the bytes of a bytearray, if `v` is one.
pub fn contents(v: &Value) -> Option<Vec<u8>> {
    storage(v).map(|a| read(&a))
}

/// The bytes as a 1-D array, over a buffer that holds a NUL after them
/// (as CPython's does, so that C code may read the bytes as a string).
pub(crate) fn array_of(bytes: &[u8]) -> Res<Array> {
    let mut held = Vec::with_capacity(bytes.len() + 1);
    held.extend_from_slice(bytes);
    held.push(0);
    let buf = Buffer::from_bytes(&held).ok_or_else(|| new_exc("MemoryError", ""))?;
    Ok(Array {
        buf: Arc::new(buf),
        dtype: DType::U8,
        offset: 0,
        shape: vec![bytes.len()],
        strides: vec![1],
        base: None,
        readonly: crate::array::view::ReadOnly::new(false),
    })
}

pub fn make(bytes: &[u8]) -> Res<Value> {
    let inst = Instance::new(class().clone());
    inst.set_attr("_data", Value::Array(Arc::new(array_of(bytes)?)));
    Ok(Value::Instance(Arc::new(inst)))
}

/// Gives the bytearray new contents, unless a memoryview or an array
/// holds its buffer. A `char *` to the old bytes is no export (Cython
/// takes it without the buffer protocol): it keeps the old bytes.
fn resize(i: &Instance, old: Arc<Array>, bytes: &[u8]) -> Res<()> {
    // The instance's array and `old` hold two references; a third is a
    // memoryview or a NumPy array over them.
    let exporting = Arc::strong_count(&old) > 2;
    drop(old);
    if exporting {
        return Err(new_exc(
            "BufferError",
            "Existing exports of data: object cannot be re-sized",
        ));
    }
    i.set_attr("_data", Value::Array(Arc::new(array_of(bytes)?)));
    Ok(())
}

fn byte_of(v: &Value) -> Res<u8> {
    let i = match v {
        Value::Int(i) => *i,
        Value::Bool(b) => i64::from(*b),
        Value::NpScalar(s, d) if d.is_int() => s.as_i64(),
        Value::BigInt(_) => i64::MAX,
        other => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    u8::try_from(i).map_err(|_| value_error("byte must be in range(0, 256)"))
}

/// The bytes of a bytes-like value (bytes or bytearray).
fn bytes_like(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Bytes(b) => Some(b.to_vec()),
        other => contents(other),
    }
}

/// The bytes `bytearray(src)`/`extend(src)` take from an iterable of
/// ints (or a bytes-like value).
fn from_iterable(f: &mut Frame, src: &Value) -> Res<Vec<u8>> {
    if let Some(b) = bytes_like(src) {
        return Ok(b);
    }
    if let Value::Str(_) = src {
        return Err(type_error("expected iterable of integers; got: 'str'"));
    }
    let items = crate::eval::iter::collect(src, f)?;
    items.iter().map(byte_of).collect()
}

/// `bytearray(source=b'', encoding=None, errors=None)`.
fn construct(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("bytearray", &args, 0, 3)?;
    let encoding = args
        .get(1)
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "encoding"));
    let errors = args
        .get(2)
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "errors"));
    let source = args
        .first()
        .cloned()
        .or_else(|| super::take_kw(&mut kw, "source"));
    super::no_more_kw("bytearray", &kw)?;
    let bytes = match (&source, &encoding) {
        (None, None) => Vec::new(),
        (Some(Value::Str(s)), Some(_)) => {
            let (e, errs) = super::codec::args(encoding.as_ref(), errors.as_ref(), "bytearray")?;
            super::codec::encode(s, e, errs)?
        }
        (Some(Value::Str(_)), None) => {
            return Err(type_error("string argument without an encoding"));
        }
        (_, Some(_)) => return Err(type_error("encoding without a string argument")),
        (Some(Value::Int(n)), None) => {
            if *n < 0 {
                return Err(value_error("negative count"));
            }
            crate::eval::arrays::vec_for::<u8>(*n as usize)?;
            vec![0; *n as usize]
        }
        (Some(v @ (Value::Float(_) | Value::Complex(..) | Value::None)), None) => {
            return Err(type_error(format!(
                "cannot convert '{}' object to bytearray",
                v.type_name()
            )));
        }
        (Some(src), None) => from_iterable(f, src)?,
    };
    make(&bytes)
}

fn norm_index(i: i64, n: usize, what: &str) -> Res<usize> {
    let k = if i < 0 { i + n as i64 } else { i };
    if k < 0 || k >= n as i64 {
        return Err(index_error(format!("{what} index out of range")));
    }
    Ok(k as usize)
}

fn index_of(v: &Value) -> Res<Option<i64>> {
    match v {
        Value::Int(i) => Ok(Some(*i)),
        Value::Bool(b) => Ok(Some(i64::from(*b))),
        Value::NpScalar(s, d) if d.is_int() => Ok(Some(s.as_i64())),
        Value::Slice(_) => Ok(None),
        other => Err(type_error(format!(
            "bytearray indices must be integers or slices, not {}",
            other.type_name()
        ))),
    }
}

/// The positions a slice picks from `n` items, in order.
fn slice_positions(s: &Value, n: usize) -> Res<Vec<usize>> {
    let idx: Vec<Value> = (0..n as i64).map(Value::Int).collect();
    let picked = crate::eval::ops::getitem(&Value::list(idx), s)?;
    Ok(crate::eval::ops::iterate_to_vec(&picked)?
        .iter()
        .filter_map(|v| match v {
            Value::Int(i) => Some(*i as usize),
            _ => None,
        })
        .collect())
}

fn compare(name: &str, me: &[u8], other: &Value) -> Value {
    let Some(o) = bytes_like(other) else {
        let id = super::lookup("NotImplemented");
        return id.map_or(Value::Bool(false), super::value_of);
    };
    let ord = me.cmp(&o[..]);
    Value::Bool(match name {
        "__eq__" => ord.is_eq(),
        "__ne__" => ord.is_ne(),
        "__lt__" => ord.is_lt(),
        "__le__" => ord.is_le(),
        "__gt__" => ord.is_gt(),
        _ => ord.is_ge(),
    })
}

/// CPython's repr of a bytearray: as bytes' (double quotes when the
/// bytes hold a `'` and no `"`), except that a `'` is escaped even then.
fn repr(me: &[u8]) -> String {
    let text = crate::eval::value::bytes_repr(me);
    let body = match text.strip_prefix("b\"") {
        Some(inner) => format!("b\"{}", inner.replace('\'', "\\'")),
        None => text,
    };
    format!("bytearray({body})")
}

fn repeat(me: &[u8], v: &Value) -> Res<Vec<u8>> {
    let n = match v {
        Value::Int(n) => (*n).max(0) as usize,
        Value::Bool(b) => usize::from(*b),
        other => {
            return Err(type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                other.type_name()
            )));
        }
    };
    crate::eval::arrays::vec_for::<u8>(me.len().saturating_mul(n))?;
    Ok(me.repeat(n))
}

/// A bytes method's result with its bytes made bytearrays.
fn to_bytearray(v: Value) -> Res<Value> {
    Ok(match v {
        Value::Bytes(b) => make(&b)?,
        Value::List(l) => {
            let items = l.lock().clone();
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                out.push(to_bytearray(x)?);
            }
            Value::list(out)
        }
        Value::Tuple(t) => {
            let mut out = Vec::with_capacity(t.len());
            for x in t.iter() {
                out.push(to_bytearray(x.clone())?);
            }
            Value::tuple(out)
        }
        other => other,
    })
}

fn as_bytes_arg(v: Value) -> Value {
    match contents(&v) {
        Some(b) => Value::Bytes(Arc::from(b)),
        None => match v {
            Value::List(l) => {
                let items = l.lock().clone();
                Value::list(items.into_iter().map(as_bytes_arg).collect())
            }
            other => other,
        },
    }
}

fn method(f: &mut Frame, name: &str, mut args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let bad = || type_error(format!("descriptor '{name}' requires a 'bytearray' object"));
    let Some(Value::Instance(inst)) = args.first().cloned() else {
        return Err(bad());
    };
    let a = storage(&args[0]).ok_or_else(bad)?;
    let rest = args.split_off(1);
    let n = a.size();
    if name != "decode" && !AS_BYTES.contains(&name) {
        super::unsupported_kw(name, &kw)?;
    }
    // One element needs no copy of the rest: a loop over `ba[i]` stays
    // linear.
    match name {
        "__len__" => return Ok(Value::Int(n as i64)),
        "__getitem__" | "__setitem__" if !matches!(rest.first(), Some(Value::Slice(_)) | None) => {
            let k = index_of(&rest[0])?.unwrap_or(0);
            let k = norm_index(k, n, "bytearray")?;
            let off = a.offset_of(&[k]);
            if name == "__getitem__" {
                return Ok(Value::Int(a.load(off).as_i64()));
            }
            arity("__setitem__", &rest, 2, 2)?;
            a.store(off, Scalar::Int(i64::from(byte_of(&rest[1])?)));
            return Ok(Value::None);
        }
        _ => {}
    }
    let me = read(&a);
    match name {
        "__getitem__" => {
            arity("__getitem__", &rest, 1, 1)?;
            let picked = slice_positions(&rest[0], n)?;
            make(&picked.iter().map(|&k| me[k]).collect::<Vec<u8>>())
        }
        "__setitem__" => {
            arity("__setitem__", &rest, 2, 2)?;
            let src = match &rest[1] {
                Value::Int(_) => {
                    return Err(type_error(
                        "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
                    ));
                }
                v => from_iterable(f, v)?,
            };
            let Value::Slice(s) = &rest[0] else {
                return Err(bad());
            };
            let positions = slice_positions(&rest[0], n)?;
            let simple = matches!(s.2, Value::None | Value::Int(1));
            if simple {
                let lo = positions.first().copied().unwrap_or(
                    // An empty slice inserts where it starts.
                    match &s.0 {
                        Value::Int(i) if *i < 0 => (*i + n as i64).max(0) as usize,
                        Value::Int(i) => (*i as usize).min(n),
                        _ => 0,
                    },
                );
                let hi = lo + positions.len();
                let mut new = me[..lo].to_vec();
                new.extend_from_slice(&src);
                new.extend_from_slice(&me[hi..]);
                if new.len() == n {
                    for (k, b) in new.iter().enumerate() {
                        a.store(a.offset_of(&[k]), Scalar::Int(i64::from(*b)));
                    }
                    return Ok(Value::None);
                }
                resize(&inst, a, &new)?;
                return Ok(Value::None);
            }
            if src.len() != positions.len() {
                return Err(value_error(format!(
                    "attempt to assign bytes of size {} to extended slice of size {}",
                    src.len(),
                    positions.len()
                )));
            }
            for (k, b) in positions.iter().zip(&src) {
                a.store(a.offset_of(&[*k]), Scalar::Int(i64::from(*b)));
            }
            Ok(Value::None)
        }
        "__delitem__" => {
            arity("__delitem__", &rest, 1, 1)?;
            let gone = match index_of(&rest[0])? {
                Some(k) => vec![norm_index(k, n, "bytearray")?],
                None => slice_positions(&rest[0], n)?,
            };
            let new: Vec<u8> = (0..n)
                .filter(|k| !gone.contains(k))
                .map(|k| me[k])
                .collect();
            resize(&inst, a, &new)?;
            Ok(Value::None)
        }
        "__iter__" => Ok(super::core::make_iter(
            me.iter().map(|&b| Value::Int(i64::from(b))).collect(),
            "bytearray_iterator",
        )),
        "__repr__" => Ok(Value::text(&repr(&me))),
        "__eq__" | "__ne__" | "__lt__" | "__le__" | "__gt__" | "__ge__" => {
            arity(name, &rest, 1, 1)?;
            Ok(compare(name, &me, &rest[0]))
        }
        "__contains__" => {
            arity("__contains__", &rest, 1, 1)?;
            Ok(Value::Bool(match bytes_like(&rest[0]) {
                Some(sub) => sub.is_empty() || me.windows(sub.len()).any(|w| w == sub),
                None => me.contains(&byte_of(&rest[0])?),
            }))
        }
        // bytes + bytearray is bytes (bytes' own `__add__` takes any
        // buffer); nothing else adds a bytearray on its right.
        "__radd__" => {
            arity(name, &rest, 1, 1)?;
            let Value::Bytes(b) = &rest[0] else {
                let id = super::lookup("NotImplemented");
                return Ok(id.map_or(Value::None, super::value_of));
            };
            let mut all = b.to_vec();
            all.extend_from_slice(&me);
            Ok(Value::Bytes(Arc::from(all)))
        }
        "__add__" | "__iadd__" => {
            arity(name, &rest, 1, 1)?;
            let Some(other) = bytes_like(&rest[0]) else {
                return Err(type_error(format!(
                    "can't concat {} to bytearray",
                    rest[0].type_name()
                )));
            };
            let mut all = me;
            all.extend_from_slice(&other);
            if name == "__iadd__" {
                resize(&inst, a, &all)?;
                return Ok(Value::Instance(inst));
            }
            make(&all)
        }
        "__mul__" | "__rmul__" | "__imul__" => {
            arity(name, &rest, 1, 1)?;
            let all = repeat(&me, &rest[0])?;
            if name == "__imul__" {
                resize(&inst, a, &all)?;
                return Ok(Value::Instance(inst));
            }
            make(&all)
        }
        "append" | "extend" | "insert" | "pop" | "remove" | "clear" => {
            let mut new = me;
            let result = match name {
                "append" => {
                    arity("append", &rest, 1, 1)?;
                    new.push(byte_of(&rest[0])?);
                    Value::None
                }
                "extend" => {
                    arity("extend", &rest, 1, 1)?;
                    if matches!(rest[0], Value::Int(_)) {
                        return Err(type_error(format!(
                            "can't extend bytearray with {}",
                            rest[0].type_name()
                        )));
                    }
                    new.extend(from_iterable(f, &rest[0])?);
                    Value::None
                }
                "insert" => {
                    arity("insert", &rest, 2, 2)?;
                    let i = index_of(&rest[0])?.unwrap_or(0);
                    let k = if i < 0 {
                        (i + n as i64).max(0)
                    } else {
                        i.min(n as i64)
                    };
                    new.insert(k as usize, byte_of(&rest[1])?);
                    Value::None
                }
                "pop" => {
                    arity("pop", &rest, 0, 1)?;
                    if n == 0 {
                        return Err(index_error("pop from empty bytearray"));
                    }
                    let i = match rest.first() {
                        Some(v) => index_of(v)?.unwrap_or(-1),
                        None => -1,
                    };
                    let k = norm_index(i, n, "pop")?;
                    Value::Int(i64::from(new.remove(k)))
                }
                "remove" => {
                    arity("remove", &rest, 1, 1)?;
                    let b = byte_of(&rest[0])?;
                    match new.iter().position(|x| *x == b) {
                        Some(k) => {
                            new.remove(k);
                        }
                        None => return Err(value_error("value not found in bytearray")),
                    }
                    Value::None
                }
                _ => {
                    arity("clear", &rest, 0, 0)?;
                    new.clear();
                    Value::None
                }
            };
            resize(&inst, a, &new)?;
            Ok(result)
        }
        "reverse" => {
            arity("reverse", &rest, 0, 0)?;
            for (k, b) in me.iter().rev().enumerate() {
                a.store(a.offset_of(&[k]), Scalar::Int(i64::from(*b)));
            }
            Ok(Value::None)
        }
        "copy" => {
            arity("copy", &rest, 0, 0)?;
            make(&me)
        }
        "decode" => {
            let bytes = Value::Bytes(Arc::from(me));
            crate::builtins::methods::call_method(&bytes, "decode", rest, kw, f)
        }
        _ => {
            let bytes = Value::Bytes(Arc::from(me));
            let rest = rest.into_iter().map(as_bytes_arg).collect();
            let r = crate::builtins::methods::call_method(&bytes, name, rest, kw, f)?;
            to_bytearray(r)
        }
    }
}

macro_rules! ba_method {
    ($name:literal) => {
        b!(
            concat!("bytearray.", $name),
            concat!("bytearray.", $name),
            |f, args, kw| method(f, $name, args, kw)
        )
    };
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "bytearray",
        "bytearray(source=b'', encoding=None): a mutable sequence of bytes",
        construct
    ),
    ba_method!("__len__"),
    ba_method!("__getitem__"),
    ba_method!("__setitem__"),
    ba_method!("__delitem__"),
    ba_method!("__iter__"),
    ba_method!("__repr__"),
    ba_method!("__eq__"),
    ba_method!("__ne__"),
    ba_method!("__lt__"),
    ba_method!("__le__"),
    ba_method!("__gt__"),
    ba_method!("__ge__"),
    ba_method!("__contains__"),
    ba_method!("__add__"),
    ba_method!("__radd__"),
    ba_method!("__iadd__"),
    ba_method!("__mul__"),
    ba_method!("__rmul__"),
    ba_method!("__imul__"),
    ba_method!("append"),
    ba_method!("extend"),
    ba_method!("pop"),
    ba_method!("insert"),
    ba_method!("remove"),
    ba_method!("reverse"),
    ba_method!("clear"),
    ba_method!("copy"),
    ba_method!("decode"),
    ba_method!("hex"),
    ba_method!("upper"),
    ba_method!("lower"),
    ba_method!("strip"),
    ba_method!("lstrip"),
    ba_method!("rstrip"),
    ba_method!("split"),
    ba_method!("rsplit"),
    ba_method!("replace"),
    ba_method!("startswith"),
    ba_method!("endswith"),
    ba_method!("find"),
    ba_method!("rfind"),
    ba_method!("index"),
    ba_method!("rindex"),
    ba_method!("count"),
    ba_method!("join"),
    ba_method!("center"),
    ba_method!("ljust"),
    ba_method!("rjust"),
    ba_method!("zfill"),
    ba_method!("isdigit"),
    ba_method!("isalpha"),
    ba_method!("isalnum"),
    ba_method!("isspace"),
    ba_method!("splitlines"),
    ba_method!("partition"),
];
