//! Python's `array.array` (also `from cpython cimport array`): a typed,
//! resizable, one-dimensional buffer. Its elements live in a 1-D array
//! the instance holds, so a typed memoryview acquired from it, or a
//! pointer from `a.data.as_ints`, reads and writes the same memory. As
//! in CPython, it cannot grow or shrink while something else holds its
//! buffer: the buffer's reference count says whether anything does.

use super::{Builtin, arity};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{from_scalars, scalar_value, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

const METHODS: &[&str] = &[
    "__len__",
    "__getitem__",
    "__setitem__",
    "__iter__",
    "__repr__",
    "__eq__",
    "__contains__",
    "__add__",
    "append",
    "extend",
    "pop",
    "insert",
    "tolist",
    "reverse",
    "index",
    "count",
    "fromlist",
    "buffer_info",
    "tobytes",
];

fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| super::protocol_class("array", "array", "array.array", METHODS))
        .clone()
}

fn dtype_of(code: char) -> Option<DType> {
    Some(match code {
        'b' => DType::I8,
        'B' => DType::U8,
        'h' => DType::I16,
        'H' => DType::U16,
        'i' => DType::I32,
        'I' => DType::U32,
        'l' | 'q' => DType::I64,
        'L' | 'Q' => DType::U64,
        'f' => DType::F32,
        'd' => DType::F64,
        _ => return None,
    })
}

/// The elements of an `array.array` instance, if `v` is one.
pub fn storage(v: &Value) -> Option<Arc<Array>> {
    super::held_array(v, &class())
}

fn parts(args: &[Value]) -> Res<(Arc<Instance>, Arc<Array>, char)> {
    let bad = || type_error("descriptor requires an 'array.array' object");
    let Some(Value::Instance(i)) = args.first() else {
        return Err(bad());
    };
    let a = storage(&args[0]).ok_or_else(bad)?;
    let code = match i.get_attr("typecode") {
        Some(Value::Str(s)) => s.chars().next().unwrap_or('d'),
        _ => return Err(bad()),
    };
    Ok((i.clone(), a, code))
}

fn make(code: char, vals: &[Scalar]) -> Res<Value> {
    let d = dtype_of(code).ok_or_else(|| {
        value_error("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
    })?;
    let data = from_scalars(vals, d, &[vals.len()])?;
    let inst = Instance::new(class());
    inst.set_attr("_data", Value::Array(Arc::new(data)));
    inst.set_attr("typecode", Value::text(&code.to_string()));
    inst.set_attr("itemsize", Value::Int(d.itemsize() as i64));
    Ok(Value::Instance(Arc::new(inst)))
}

/// Each item as an element of the array's type, with CPython's checks.
fn items(code: char, src: &Value) -> Res<Vec<Scalar>> {
    let float = matches!(code, 'f' | 'd');
    let mut out = Vec::new();
    for v in ops::iterate_to_vec(src)? {
        out.push(element(code, float, &v)?);
    }
    Ok(out)
}

fn element(code: char, float: bool, v: &Value) -> Res<Scalar> {
    match (v, float) {
        (Value::Float(_), false) => Err(type_error(
            "'float' object cannot be interpreted as an integer",
        )),
        (Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::NpScalar(..), _) => {
            let s = value_scalar(v)?;
            if !float && let Some(d) = dtype_of(code) {
                let i = s.as_i64();
                if d.wrap(Scalar::Int(i)) != Scalar::Int(i) {
                    return Err(new_exc(
                        "OverflowError",
                        match code {
                            'b' => "signed char is greater than maximum",
                            'B' => "unsigned byte integer is greater than maximum",
                            'h' => "signed short integer is greater than maximum",
                            'H' => "unsigned short is greater than maximum",
                            'i' => "signed integer is greater than maximum",
                            'I' => "unsigned int is greater than maximum",
                            _ => "Python int too large to convert to C long",
                        },
                    ));
                }
            }
            Ok(s)
        }
        (other, true) => Err(type_error(format!(
            "must be real number, not {}",
            other.type_name()
        ))),
        (other, false) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// `array.array(typecode, initializer=())`.
fn construct(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("array", &args, 1, 2)?;
    super::unsupported_kw("array", &kw)?;
    let code = match &args[0] {
        Value::Str(s) if s.chars().count() == 1 => s.chars().next().unwrap_or('d'),
        other => {
            return Err(type_error(format!(
                "array() argument 1 must be a unicode character, not {}",
                other.type_name()
            )));
        }
    };
    if dtype_of(code).is_none() {
        return Err(value_error(
            "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)",
        ));
    }
    let vals = match args.get(1) {
        Some(src) => items(code, src)?,
        None => Vec::new(),
    };
    make(code, &vals)
}

/// Replaces the elements, unless another view holds the buffer.
fn resize(i: &Instance, old: Arc<Array>, code: char, vals: &[Scalar]) -> Res<()> {
    // The instance's array and `old` hold two references; a third is a
    // memoryview, a NumPy array or a pointer using the buffer.
    let exporting = Arc::strong_count(&old.buf) > 1 || Arc::strong_count(&old) > 2;
    drop(old);
    if exporting || holds_exported(i) {
        return Err(new_exc(
            "BufferError",
            "cannot resize an array that is exporting buffers",
        ));
    }
    replace(i, code, vals)
}

/// Whether a buffer the array had before a C-level resize is still used by
/// a view: Python counts exports per array, so they still block resizing.
fn holds_exported(i: &Instance) -> bool {
    let Some(Value::List(held)) = i.get_attr(HELD) else {
        return false;
    };
    let mut held = held.lock();
    held.retain(|v| match v {
        Value::Array(a) => Arc::strong_count(a) > 1 || Arc::strong_count(&a.buf) > 1,
        _ => false,
    });
    !held.is_empty()
}

/// The attribute keeping buffers replaced while exported (`holds_exported`).
const HELD: &str = "_exported_buffers";

/// Gives the instance a new buffer of `vals`. The C-level functions of
/// `cpython.array` do this even while a view holds the old buffer (Cython
/// reallocates under it); the view keeps the old elements, where C would
/// leave it dangling. The caller holds no reference to the old array.
fn replace(i: &Instance, code: char, vals: &[Scalar]) -> Res<()> {
    if let Some(Value::Array(old)) = i.get_attr("_data")
        && (Arc::strong_count(&old) > 2 || Arc::strong_count(&old.buf) > 1)
    {
        match i.get_attr(HELD) {
            Some(Value::List(held)) => held.lock().push(Value::Array(old)),
            _ => i.set_attr(HELD, Value::list(vec![Value::Array(old)])),
        }
    }
    let d = dtype_of(code).unwrap_or(DType::F64);
    let data = from_scalars(vals, d, &[vals.len()])?;
    i.set_attr("_data", Value::Array(Arc::new(data)));
    Ok(())
}

fn norm(i: i64, n: usize, what: &str) -> Res<usize> {
    let k = if i < 0 { i + n as i64 } else { i };
    if k < 0 || k >= n as i64 {
        return Err(index_error(format!("{what} index out of range")));
    }
    Ok(k as usize)
}

fn int_index(v: &Value) -> Res<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        other => Err(type_error(format!(
            "array indices must be integers, not {}",
            other.type_name()
        ))),
    }
}

fn method(name: &str, mut args: Vec<Value>) -> Res<Value> {
    let (inst, a, code) = parts(&args)?;
    let float = matches!(code, 'f' | 'd');
    let n = a.size();
    let rest = args.split_off(1);
    let out = |s: Scalar| scalar_value(s);
    // Length and one element need no copy of the elements: a loop over
    // `a[i]` stays linear.
    match name {
        "__len__" => return Ok(Value::Int(n as i64)),
        "__getitem__" if rest.len() == 1 && !matches!(rest[0], Value::Slice(_)) => {
            let k = norm(int_index(&rest[0])?, n, "array")?;
            return Ok(out(a.load(a.offset_of(&[k]))));
        }
        "__setitem__" => {
            arity("__setitem__", &rest, 2, 2)?;
            let k = norm(int_index(&rest[0])?, n, "array assignment")?;
            let s = element(code, float, &rest[1])?;
            a.store(a.offset_of(&[k]), s);
            return Ok(Value::None);
        }
        _ => {}
    }
    let vals = a.values();
    match name {
        "__getitem__" => {
            arity("__getitem__", &rest, 1, 1)?;
            let picked = ops::getitem(
                &Value::list(vals.iter().map(|s| out(*s)).collect()),
                &rest[0],
            )?;
            make(code, &items(code, &picked)?)
        }
        "__iter__" => Ok(super::core::make_iter(
            vals.iter().map(|s| out(*s)).collect(),
            "iterator",
        )),
        "__repr__" => {
            if n == 0 {
                return Ok(Value::text(&format!("array('{code}')")));
            }
            let list = Value::list(vals.iter().map(|s| out(*s)).collect());
            Ok(Value::text(&format!("array('{code}', {})", list.repr())))
        }
        "tolist" => Ok(Value::list(vals.iter().map(|s| out(*s)).collect())),
        "__eq__" => {
            arity("__eq__", &rest, 1, 1)?;
            Ok(Value::Bool(match storage(&rest[0]) {
                Some(b) => {
                    let w = b.values();
                    w.len() == n && w.iter().zip(&vals).all(|(x, y)| x.as_f64() == y.as_f64())
                }
                None => false,
            }))
        }
        "__contains__" => {
            arity("__contains__", &rest, 1, 1)?;
            let x = value_scalar(&rest[0]).ok();
            Ok(Value::Bool(x.is_some_and(|x| {
                vals.iter().any(|y| y.as_f64() == x.as_f64())
            })))
        }
        "count" | "index" => {
            arity(name, &rest, 1, 1)?;
            let x = value_scalar(&rest[0]).ok();
            let same = |y: &Scalar| x.is_some_and(|x| y.as_f64() == x.as_f64());
            if name == "count" {
                return Ok(Value::Int(vals.iter().filter(|y| same(y)).count() as i64));
            }
            match vals.iter().position(same) {
                Some(k) => Ok(Value::Int(k as i64)),
                None => Err(value_error("array.index(x): x not in array")),
            }
        }
        "__add__" => {
            arity("__add__", &rest, 1, 1)?;
            let Some(b) = storage(&rest[0]) else {
                return Err(type_error(format!(
                    "can only append array (not \"{}\") to array",
                    rest[0].type_name()
                )));
            };
            let mut all = vals.clone();
            all.extend(b.values());
            make(code, &all)
        }
        "buffer_info" => Ok(Value::tuple(vec![
            Value::Int(Arc::as_ptr(&a.buf) as i64 + a.offset as i64),
            Value::Int(n as i64),
        ])),
        "tobytes" => {
            let mut bytes = Vec::with_capacity(n * a.itemsize());
            let w = a.itemsize();
            for off in a.offsets() {
                let bits = a.buf.load_bits(off, w).unwrap_or(0);
                bytes.extend_from_slice(&bits.to_le_bytes()[..w]);
            }
            Ok(Value::Bytes(Arc::from(bytes)))
        }
        "reverse" => {
            for (k, s) in vals.iter().rev().enumerate() {
                a.store(a.offset_of(&[k]), *s);
            }
            Ok(Value::None)
        }
        "append" | "extend" | "fromlist" | "insert" | "pop" => {
            let mut new = vals;
            let result = match name {
                "append" => {
                    arity("append", &rest, 1, 1)?;
                    new.push(element(code, float, &rest[0])?);
                    Value::None
                }
                "extend" | "fromlist" => {
                    arity(name, &rest, 1, 1)?;
                    let more = match storage(&rest[0]) {
                        Some(b) => b.values(),
                        None => items(code, &rest[0])?,
                    };
                    new.extend(more);
                    Value::None
                }
                "insert" => {
                    arity("insert", &rest, 2, 2)?;
                    let i = int_index(&rest[0])?;
                    let k = if i < 0 {
                        (i + n as i64).max(0)
                    } else {
                        i.min(n as i64)
                    };
                    new.insert(k as usize, element(code, float, &rest[1])?);
                    Value::None
                }
                _ => {
                    arity("pop", &rest, 0, 1)?;
                    if n == 0 {
                        return Err(index_error("pop from empty array"));
                    }
                    let i = match rest.first() {
                        Some(v) => int_index(v)?,
                        None => -1,
                    };
                    out(new.remove(norm(i, n, "pop")?))
                }
            };
            resize(&inst, a, code, &new)?;
            Ok(result)
        }
        _ => Err(attr_error(format!(
            "'array.array' object has no attribute '{name}'"
        ))),
    }
}

/// `array.clone(a, n, zero)`: a new array of `a`'s type and `n` elements
/// (zeroed when `zero`; arr zeroes them always, as uninitialised memory
/// has no defined value).
fn clone(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("clone", &args, 2, 3)?;
    let _ = super::take_kw(&mut kw, "zero");
    super::no_more_kw("clone", &kw)?;
    let (_, _, code) = parts(&args)?;
    let n = match &args[1] {
        Value::Int(n) if *n >= 0 => *n as usize,
        _ => return Err(value_error("clone() needs a non-negative length")),
    };
    make(code, &vec![Scalar::Int(0); n])
}

/// `array.copy(a)`.
fn copy(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("copy", &args, 1, 1)?;
    super::unsupported_kw("copy", &kw)?;
    let (_, a, code) = parts(&args)?;
    make(code, &a.values())
}

/// `array.resize(a, n)` / `array.resize_smart(a, n)`: grows (with
/// zeros) or shrinks in place.
fn resize_fn(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("resize", &args, 2, 2)?;
    super::unsupported_kw("resize", &kw)?;
    let (inst, a, code) = parts(&args)?;
    let n = match &args[1] {
        Value::Int(n) if *n >= 0 => *n as usize,
        _ => return Err(value_error("resize() needs a non-negative length")),
    };
    let mut vals = a.values();
    drop(a);
    vals.resize(n, Scalar::Int(0));
    replace(&inst, code, &vals)?;
    Ok(Value::Int(0))
}

/// `array.extend(a, b)`: appends the elements of the array `b` (of the
/// same type code, as the C function requires).
fn extend_fn(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("extend", &args, 2, 2)?;
    super::unsupported_kw("extend", &kw)?;
    let (inst, a, code) = parts(&args)?;
    let (_, b, other) = parts(&args[1..])?;
    if other != code {
        return Err(type_error("bad argument type for built-in operation"));
    }
    let mut vals = a.values();
    vals.extend(b.values());
    drop((a, b));
    replace(&inst, code, &vals)?;
    Ok(Value::Int(0))
}

/// `array.extend_buffer(a, p, n)`: appends `n` elements of `a`'s type
/// read from the `char*` `p`, each read checked against `p`'s block.
fn extend_buffer(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    // A call sema saw directly carries its line as a fourth argument.
    arity("extend_buffer", &args, 3, 4)?;
    super::unsupported_kw("extend_buffer", &kw)?;
    let (inst, a, code) = parts(&args)?;
    // Bytes reach a `char *` parameter as a pointer to a copy of them.
    let p = crate::eval::memory::char_ptr(&args[1])?;
    let p = crate::eval::memory::ptr_of(&p)?;
    let n = match &args[2] {
        Value::Int(n) if *n >= 0 => *n,
        _ => return Err(value_error("extend_buffer() needs a non-negative count")),
    };
    let d = dtype_of(code).unwrap_or(DType::F64);
    let mut vals = a.values();
    drop(a);
    for k in 0..n {
        vals.push(crate::eval::memory::load(p, d, k)?);
    }
    replace(&inst, code, &vals)?;
    Ok(Value::Int(0))
}

/// `array.zero(a)`: every element set to 0, in the buffer views share.
fn zero_fn(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("zero", &args, 1, 1)?;
    super::unsupported_kw("zero", &kw)?;
    let (_, a, _) = parts(&args)?;
    for k in 0..a.size() {
        a.store(a.offset_of(&[k]), Scalar::Int(0));
    }
    Ok(Value::None)
}

/// `a.data.as_ints` (and the other `as_*`): a pointer to the first
/// element.
fn data_pointer(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let a = args
        .first()
        .and_then(storage)
        .ok_or_else(|| type_error("'.data' needs an array.array"))?;
    Ok(crate::eval::memory::into_buffer(&a.buf, a.offset))
}

/// The element type `a.data.<field>` points to; `Some(None)` for
/// `as_voidptr`, a `void*`.
pub fn data_field(field: &str) -> Option<Option<DType>> {
    Some(Some(match field {
        "as_voidptr" => return Some(None),
        "as_chars" | "as_schars" => DType::I8,
        "as_uchars" => DType::U8,
        "as_shorts" => DType::I16,
        "as_ushorts" => DType::U16,
        "as_ints" => DType::I32,
        "as_uints" => DType::U32,
        "as_longs" | "as_longlongs" => DType::I64,
        "as_ulongs" | "as_ulonglongs" => DType::U64,
        "as_floats" => DType::F32,
        "as_doubles" => DType::F64,
        _ => return None,
    }))
}

macro_rules! arr_method {
    ($name:literal) => {
        b!(
            concat!("array.array.", $name),
            concat!("array.array.", $name),
            |_, args, kw| {
                super::unsupported_kw($name, &kw)?;
                method($name, args)
            }
        )
    };
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "array.array",
        "array.array(typecode, initializer=()): a typed, resizable buffer",
        construct
    ),
    b!(
        "array.clone",
        "array.clone(a, n, zero): a new array of a's type with n elements",
        clone
    ),
    b!("array.copy", "array.copy(a): a copy of a", copy),
    b!(
        "array.resize",
        "array.resize(a, n): grows or shrinks a in place",
        resize_fn
    ),
    b!(
        "array.resize_smart",
        "array.resize_smart(a, n): grows or shrinks a in place",
        resize_fn
    ),
    b!(
        "array.extend",
        "array.extend(a, b): appends the elements of the array b to a",
        extend_fn
    ),
    b!(
        "array.extend_buffer",
        "array.extend_buffer(a, p, n): appends n elements read from the char* p",
        extend_buffer
    ),
    b!(
        "array.zero",
        "array.zero(a): sets every element of a to 0",
        zero_fn
    ),
    b!(
        "__pyarray_data__",
        "a.data.as_T: a pointer to an array.array's first element",
        data_pointer
    ),
    arr_method!("__len__"),
    arr_method!("__getitem__"),
    arr_method!("__setitem__"),
    arr_method!("__iter__"),
    arr_method!("__repr__"),
    arr_method!("__eq__"),
    arr_method!("__contains__"),
    arr_method!("__add__"),
    arr_method!("append"),
    arr_method!("extend"),
    arr_method!("pop"),
    arr_method!("insert"),
    arr_method!("tolist"),
    arr_method!("reverse"),
    arr_method!("index"),
    arr_method!("count"),
    arr_method!("fromlist"),
    arr_method!("buffer_info"),
    arr_method!("tobytes"),
];
