//! Python's own `memoryview(obj)`: a view of the buffer of bytes, a
//! bytearray, an `array.array` or a NumPy array, with the buffer
//! protocol's description of it — `format`, `itemsize`, `ndim`, `shape`,
//! `strides`, `nbytes`, `readonly`, contiguity — indexing, slicing (a view
//! of the same memory), `tolist`, `tobytes`, `hex`, `cast` and `release`.
//! Typed memoryviews accept it as they accept what it views.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::view::Sub;
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{array_err, element_value, tolist, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

const METHODS: &[&str] = &[
    "__len__",
    "__getitem__",
    "__setitem__",
    "__iter__",
    "__repr__",
    "__eq__",
    "__enter__",
    "__exit__",
    "tolist",
    "tobytes",
    "hex",
    "cast",
    "release",
    "toreadonly",
];

fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| super::protocol_class("memoryview", "builtins", "memoryview", METHODS))
        .clone()
}

/// The memory a memoryview sees, if `v` is one (and not released).
pub fn storage(v: &Value) -> Option<Arc<Array>> {
    super::held_array(v, &class())
}

/// The struct-module format code of an element type.
fn format_of(d: DType) -> &'static str {
    match d {
        DType::Bool => "?",
        DType::I8 => "b",
        DType::U8 => "B",
        DType::I16 => "h",
        DType::U16 => "H",
        DType::I32 => "i",
        DType::U32 => "I",
        DType::I64 => "l",
        DType::U64 => "L",
        DType::F32 => "f",
        DType::F64 => "d",
        DType::C64 => "Zf",
        DType::C128 => "Zd",
    }
}

fn dtype_of_format(f: &str) -> Option<DType> {
    Some(match f {
        "?" => DType::Bool,
        "b" => DType::I8,
        "B" | "c" => DType::U8,
        "h" => DType::I16,
        "H" => DType::U16,
        "i" => DType::I32,
        "I" => DType::U32,
        "l" | "q" => DType::I64,
        "L" | "Q" => DType::U64,
        "f" => DType::F32,
        "d" => DType::F64,
        _ => return None,
    })
}

/// A memoryview instance over `a`, with `obj` what it views.
fn view_of(a: Arc<Array>, obj: Value) -> Value {
    let inst = Instance::new(class());
    let ints = |xs: Vec<i64>| Value::tuple(xs.into_iter().map(Value::Int).collect());
    inst.set_attr("obj", obj);
    inst.set_attr("format", Value::text(format_of(a.dtype)));
    inst.set_attr("itemsize", Value::Int(a.itemsize() as i64));
    inst.set_attr("ndim", Value::Int(a.ndim() as i64));
    inst.set_attr("shape", ints(a.shape.iter().map(|&n| n as i64).collect()));
    inst.set_attr(
        "strides",
        ints(a.strides.iter().map(|&s| s as i64).collect()),
    );
    inst.set_attr("suboffsets", Value::tuple(Vec::new()));
    inst.set_attr("nbytes", Value::Int((a.size() * a.itemsize()) as i64));
    inst.set_attr("readonly", Value::Bool(a.readonly.get()));
    inst.set_attr("c_contiguous", Value::Bool(a.is_c_contig()));
    inst.set_attr("f_contiguous", Value::Bool(a.is_f_contig()));
    inst.set_attr(
        "contiguous",
        Value::Bool(a.is_c_contig() || a.is_f_contig()),
    );
    inst.set_attr("_data", Value::Array(a));
    Value::Instance(Arc::new(inst))
}

/// `memoryview(obj)`.
fn construct(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("memoryview", &args, 0, 1)?;
    let obj = args
        .into_iter()
        .next()
        .or_else(|| take_kw(&mut kw, "object"))
        .ok_or_else(|| type_error("memoryview() missing required argument 'object' (pos 1)"))?;
    no_more_kw("memoryview", &kw)?;
    let a = match &obj {
        Value::Bytes(b) => {
            let items: Vec<Scalar> = b.iter().map(|&x| Scalar::Int(i64::from(x))).collect();
            let a = crate::eval::arrays::from_scalars(&items, DType::U8, &[b.len()])?;
            a.readonly.set(true);
            Arc::new(a)
        }
        Value::Array(a) | Value::MemView(a, _) => a.clone(),
        other => match super::buffer_storage(other).or_else(|| storage(other)) {
            Some(a) => a,
            None => {
                return Err(type_error(format!(
                    "memoryview: a bytes-like object is required, not '{}'",
                    other.type_name()
                )));
            }
        },
    };
    Ok(view_of(a, obj))
}

fn receiver(name: &str, args: &[Value]) -> Res<(Arc<Instance>, Arc<Array>)> {
    match args.first() {
        Some(Value::Instance(i)) if Arc::ptr_eq(&i.class, &class()) => match storage(&args[0]) {
            Some(a) => Ok((i.clone(), a)),
            None => Err(value_error(
                "operation forbidden on released memoryview object",
            )),
        },
        _ => Err(type_error(format!(
            "descriptor '{name}' requires a 'memoryview' object"
        ))),
    }
}

/// An element as Python gives it: an int, a float, a bool, a complex.
fn element(a: &Array, off: usize) -> Value {
    match (a.dtype, a.load(off)) {
        (DType::Bool, s) => Value::Bool(s.as_i64() != 0),
        (d, s) => element_value(d, s),
    }
}

fn subs_of(key: &Value) -> Res<Vec<Sub>> {
    let one = |v: &Value| -> Res<Sub> {
        match v {
            Value::Int(i) => Ok(Sub::Index(*i)),
            Value::Bool(b) => Ok(Sub::Index(i64::from(*b))),
            Value::Slice(s) => {
                let part = |p: &Value| -> Res<Option<i64>> {
                    match p {
                        Value::None => Ok(None),
                        p if let Some(i) = crate::eval::ops::int_like(p) => Ok(Some(i)),
                        other => Err(type_error(format!(
                            "slice indices must be integers or None or have an __index__ method, not {}",
                            other.type_name()
                        ))),
                    }
                };
                Ok(Sub::Slice(part(&s.0)?, part(&s.1)?, part(&s.2)?))
            }
            Value::Ellipsis => Ok(Sub::Ellipsis),
            other => Err(type_error(format!(
                "memoryview: invalid slice key of type '{}'",
                other.type_name()
            ))),
        }
    };
    match key {
        Value::Tuple(t) => t.iter().map(one).collect(),
        other => Ok(vec![one(other)?]),
    }
}

/// The element offset or sub-view a key picks, with CPython's checks.
fn pick(a: &Arc<Array>, key: &Value) -> Res<Result<usize, Array>> {
    let subs = subs_of(key)?;
    let ints = subs.iter().filter(|s| matches!(s, Sub::Index(_))).count();
    if a.ndim() == 0 {
        return Err(type_error("invalid indexing of 0-dim memory"));
    }
    if ints > 0 && ints < a.ndim() {
        return Err(not_implemented(
            "multi-dimensional sub-views are not implemented",
        ));
    }
    if subs.len() > a.ndim() {
        return Err(type_error(format!(
            "cannot index {}-dimension view with {}-element tuple",
            a.ndim(),
            subs.len()
        )));
    }
    for (d, s) in subs.iter().enumerate() {
        if let Sub::Index(i) = s {
            let n = a.shape[d] as i64;
            if *i >= n || *i < -n {
                return Err(index_error(format!(
                    "index out of bounds on dimension {}",
                    d + 1
                )));
            }
        }
    }
    Array::subscript(a, &subs).map_err(array_err)
}

/// Checks a value stored into an element of `d` as the struct module does.
fn stored(d: DType, v: &Value) -> Res<Scalar> {
    let bad = || {
        value_error(format!(
            "memoryview: invalid value for format '{}'",
            format_of(d)
        ))
    };
    let s = match v {
        Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::NpScalar(..) => value_scalar(v)?,
        _ => {
            return Err(type_error(format!(
                "memoryview: invalid type for format '{}'",
                format_of(d)
            )));
        }
    };
    if d.is_int() {
        if let Scalar::Float(_) = s {
            return Err(type_error(format!(
                "memoryview: invalid type for format '{}'",
                format_of(d)
            )));
        }
        let i = s.as_i64();
        if d.wrap(Scalar::Int(i)) != Scalar::Int(i) {
            return Err(bad());
        }
    }
    Ok(s)
}

fn method(name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    if name == "release" || name == "__exit__" {
        let (inst, _) = receiver(name, &args)?;
        inst.set_attr("_data", Value::None);
        return Ok(if name == "__exit__" {
            Value::Bool(false)
        } else {
            Value::None
        });
    }
    if name == "__repr__" {
        let Some(Value::Instance(i)) = args.first() else {
            return Err(type_error(
                "descriptor '__repr__' requires a 'memoryview' object",
            ));
        };
        let at = Arc::as_ptr(i) as *const u8 as usize;
        let released = storage(&args[0]).is_none();
        return Ok(Value::text(&if released {
            format!("<released memory at {at:#x}>")
        } else {
            format!("<memory at {at:#x}>")
        }));
    }
    let (inst, a) = receiver(name, &args)?;
    let rest = &args[1..];
    if name != "cast" {
        super::unsupported_kw(name, &kw)?;
    }
    match name {
        "__len__" => match a.shape.first() {
            Some(n) => Ok(Value::Int(*n as i64)),
            None => Err(type_error("0-dim memory has no length")),
        },
        "__getitem__" => {
            arity("__getitem__", rest, 1, 1)?;
            if a.ndim() == 0 && matches!(rest[0], Value::Tuple(ref t) if t.is_empty()) {
                return Ok(element(&a, a.offset));
            }
            match pick(&a, &rest[0])? {
                Ok(off) => Ok(element(&a, off)),
                Err(sub) => Ok(view_of(
                    Arc::new(sub),
                    inst.get_attr("obj").unwrap_or(Value::None),
                )),
            }
        }
        "__setitem__" => {
            arity("__setitem__", rest, 2, 2)?;
            if a.readonly.get() {
                return Err(type_error("cannot modify read-only memory"));
            }
            match pick(&a, &rest[0])? {
                Ok(off) => {
                    a.store(off, stored(a.dtype, &rest[1])?);
                    Ok(Value::None)
                }
                Err(sub) => {
                    let src = match &rest[1] {
                        Value::Bytes(b) => b.iter().map(|&x| Scalar::Int(i64::from(x))).collect(),
                        other => match super::buffer_storage(other).or_else(|| storage(other)) {
                            Some(s) => s.values(),
                            None => {
                                return Err(type_error(format!(
                                    "a bytes-like object is required, not '{}'",
                                    other.type_name()
                                )));
                            }
                        },
                    };
                    if src.len() != sub.size() {
                        return Err(value_error(
                            "memoryview assignment: lvalue and rvalue have different structures",
                        ));
                    }
                    for (off, v) in sub.offsets().zip(src) {
                        a.store(off, v);
                    }
                    Ok(Value::None)
                }
            }
        }
        "__iter__" => {
            if a.ndim() != 1 {
                return Err(not_implemented(
                    "multi-dimensional sub-views are not implemented",
                ));
            }
            let items = a.offsets().map(|off| element(&a, off)).collect();
            Ok(super::core::make_iter(items, "memory_iterator"))
        }
        "__eq__" => {
            arity("__eq__", rest, 1, 1)?;
            let other = match &rest[0] {
                Value::Bytes(b) => Some(
                    b.iter()
                        .map(|&x| Value::Int(i64::from(x)))
                        .collect::<Vec<_>>(),
                ),
                v => super::buffer_storage(v)
                    .or_else(|| storage(v))
                    .or_else(|| match v {
                        Value::Array(x) => Some(x.clone()),
                        _ => None,
                    })
                    .map(|x| x.offsets().map(|off| element(&x, off)).collect()),
            };
            let mine: Vec<Value> = a.offsets().map(|off| element(&a, off)).collect();
            Ok(Value::Bool(other.is_some_and(|o| {
                o.len() == mine.len() && o.iter().zip(&mine).all(|(x, y)| x.repr() == y.repr())
            })))
        }
        "__enter__" => Ok(args[0].clone()),
        "tolist" => Ok(if a.ndim() == 0 {
            element(&a, a.offset)
        } else if a.dtype == DType::Bool {
            let items = a.offsets().map(|off| element(&a, off)).collect();
            Value::list(items)
        } else {
            tolist(&a)
        }),
        "tobytes" | "hex" => {
            let bytes = super::npmethods::bytes_of(&a);
            if name == "hex" {
                Ok(Value::text(
                    &bytes.iter().map(|b| format!("{b:02x}")).collect::<String>(),
                ))
            } else {
                Ok(Value::Bytes(Arc::from(bytes)))
            }
        }
        "toreadonly" => {
            let ro = Array {
                readonly: crate::array::view::ReadOnly::new(true),
                ..(*a).clone()
            };
            Ok(view_of(
                Arc::new(ro),
                inst.get_attr("obj").unwrap_or(Value::None),
            ))
        }
        "cast" => {
            let mut kw = kw;
            arity("cast", rest, 1, 2)?;
            let _ = take_kw(&mut kw, "shape");
            no_more_kw("cast", &kw)?;
            let fmt = match &rest[0] {
                Value::Str(s) => s.to_string(),
                other => {
                    return Err(type_error(format!(
                        "cast() argument 'format' must be str, not {}",
                        other.type_name()
                    )));
                }
            };
            let d = dtype_of_format(&fmt).ok_or_else(|| {
                value_error("memoryview: destination format must be a native single character format prefixed with an optional '@'")
            })?;
            if !a.is_c_contig() {
                return Err(type_error(
                    "memoryview: casts are restricted to C-contiguous views",
                ));
            }
            let flat = Array::reshape(&a, &[a.size()]).map_err(array_err)?;
            let bytes = Array::view_as(&Arc::new(flat), DType::U8).map_err(array_err)?;
            let out = Array::view_as(&Arc::new(bytes), d)
                .map_err(|_| type_error("memoryview: length is not a multiple of itemsize"))?;
            let out = match rest.get(1) {
                Some(shape) => {
                    let dims = crate::eval::arrays::shape_arg(std::slice::from_ref(shape))?;
                    if dims.iter().product::<usize>() != out.size() {
                        return Err(type_error(
                            "memoryview: product(shape) * itemsize != buffer size",
                        ));
                    }
                    Array::reshape(&Arc::new(out), &dims).map_err(array_err)?
                }
                None => out,
            };
            Ok(view_of(
                Arc::new(out),
                inst.get_attr("obj").unwrap_or(Value::None),
            ))
        }
        _ => Err(attr_error(format!(
            "'memoryview' object has no attribute '{name}'"
        ))),
    }
}

macro_rules! mv_method {
    ($name:literal) => {
        b!(
            concat!("memoryview.", $name),
            concat!("memoryview.", $name),
            |_, args, kw| method($name, args, kw)
        )
    };
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "memoryview",
        "memoryview(obj): Python's view of an object's buffer (format, shape, strides, …)",
        construct
    ),
    mv_method!("__len__"),
    mv_method!("__getitem__"),
    mv_method!("__setitem__"),
    mv_method!("__iter__"),
    mv_method!("__repr__"),
    mv_method!("__eq__"),
    mv_method!("__enter__"),
    mv_method!("__exit__"),
    mv_method!("tolist"),
    mv_method!("tobytes"),
    mv_method!("hex"),
    mv_method!("cast"),
    mv_method!("release"),
    mv_method!("toreadonly"),
];
