//! Types as values: `type`, `isinstance`, `issubclass`, and the type
//! objects of builtin types.

use super::arity;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use parking_lot::Mutex;
use std::sync::Arc;

/// Where `type(v)` comes from for a value with no class of its own.
enum TypeKey {
    /// One of arr's builtins (`int`, `list`).
    Builtin(usize),
    /// A type object arr makes on demand, under this name.
    Made(String),
}

type TypeObjects = Mutex<std::collections::HashMap<String, Arc<crate::eval::value::Class>>>;

/// Does `v` belong to the builtin type named `name`?
fn is_builtin_type(v: &Value, name: &str) -> Option<bool> {
    Some(match name {
        "object" => true,
        _ if let Value::Instance(i) = v
            && let Some(base) = crate::eval::builtin_base::base_of(&i.class) =>
        {
            base == name
        }
        "int" => matches!(
            v,
            Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Enum(_)
        ),
        "float" => matches!(v, Value::Float(_)),
        "complex" => matches!(v, Value::Complex(..)),
        "str" => matches!(v, Value::Str(_)),
        "bool" => matches!(v, Value::Bool(_)),
        "list" => matches!(v, Value::List(_)),
        // A namedtuple's instances are tuples.
        "tuple" => match v {
            Value::Tuple(_) => true,
            Value::Instance(i) => i.class.lookup("_field_defaults_").is_some(),
            _ => false,
        },
        "dict" => matches!(v, Value::Dict(_)),
        "set" => matches!(v, Value::Set(d) if !d.lock().is_frozen()),
        "frozenset" => matches!(v, Value::Set(d) if d.lock().is_frozen()),
        "range" => matches!(v, Value::Range(_)),
        "numpy.ndarray" => matches!(v, Value::Array(_)),
        n if super::npabstract::is_abstract(n) => {
            matches!(v, Value::NpScalar(_, d) if super::npabstract::covers(n, *d))
        }
        "slice" => matches!(v, Value::Slice(_)),
        "bytes" => matches!(v, Value::Bytes(_)),
        "bytearray" => super::bytearray::storage(v).is_some(),
        "memoryview" => {
            matches!(v, Value::Instance(i) if i.class.name.as_ref() == "memoryview" && i.class.module.lock().as_ref() == "builtins")
        }
        _ => return None,
    })
}

fn instance_of(v: &Value, cls: &Value, module: &str) -> Res<bool> {
    match cls {
        Value::ScalarType(d) => Ok(matches!(v, Value::NpScalar(_, e) if e == d)),
        // NumPy's float64 is a subclass of Python's float.
        Value::Builtin(id)
            if super::name_of(*id) == "float"
                && matches!(v, Value::NpScalar(_, crate::array::DType::F64)) =>
        {
            Ok(true)
        }
        Value::Builtin(id) => is_builtin_type(v, super::name_of(*id)).ok_or_else(|| {
            type_error("isinstance() arg 2 must be a type, a tuple of types, or a union")
        }),
        Value::Class(c) => Ok(match v {
            Value::Instance(i) => i.class.is_subclass_of(c),
            Value::Enum(m) => Arc::ptr_eq(&m.class, c),
            // `type(x)` of a value arr has no class for.
            other => match type_key(other, module) {
                TypeKey::Made(key) => type_object_if_made(&key).is_some_and(|t| Arc::ptr_eq(&t, c)),
                TypeKey::Builtin(_) => false,
            },
        }),
        Value::Tuple(t) => {
            for c in t.iter() {
                if instance_of(v, c, module)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(type_error(
            "isinstance() arg 2 must be a type, a tuple of types, or a union",
        )),
    }
}

pub(super) fn isinstance(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("isinstance", &args, 2, 2)?;
    Ok(Value::Bool(instance_of(&args[0], &args[1], &f.rt.module)?))
}

pub(super) fn issubclass(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("issubclass", &args, 2, 2)?;
    let ok = match &args[1] {
        Value::Tuple(t) => {
            let mut any = false;
            for b in t.iter() {
                any |= is_subclass(&args[0], b)?;
            }
            any
        }
        b => is_subclass(&args[0], b)?,
    };
    Ok(Value::Bool(ok))
}

/// `issubclass(a, b)` for one class `b`: classes by their bases, builtin
/// types by Python's hierarchy (`bool` is an `int`, all are `object`).
fn is_subclass(a: &Value, b: &Value) -> Res<bool> {
    let object = |v: &Value| matches!(v, Value::Builtin(id) if super::name_of(*id) == "object");
    if let Some(ok) = super::npabstract::subclass(a, b) {
        return Ok(ok);
    }
    Ok(match (a, b) {
        (Value::Class(a), Value::Class(b)) => a.is_subclass_of(b),
        (Value::Class(_) | Value::Builtin(_), _) if object(b) => true,
        (Value::Builtin(a), Value::Builtin(b)) => {
            a == b || (super::name_of(*a) == "bool" && super::name_of(*b) == "int")
        }
        (Value::Class(_), Value::Builtin(_)) | (Value::Builtin(_), Value::Class(_)) => false,
        (Value::Class(_) | Value::Builtin(_), _) => {
            return Err(type_error(
                "issubclass() arg 2 must be a class, a tuple of classes, or a union",
            ));
        }
        _ => return Err(type_error("issubclass() arg 1 must be a class")),
    })
}

pub(super) fn type_(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("type", &args, 1, 1)?;
    Ok(type_of(f, &args[0]))
}

/// `type(v)`, also `v.__class__` of a builtin value.
pub fn type_of(f: &Frame, v: &Value) -> Value {
    match v {
        Value::Instance(i) => Value::Class(i.class.clone()),
        Value::Enum(m) => Value::Class(m.class.clone()),
        Value::NpScalar(_, d) => Value::ScalarType(*d),
        // An enum class's metaclass.
        Value::Class(c) if c.enumeration.get().is_some() => {
            Value::Class(type_object("enum.EnumType"))
        }
        other => match type_key(other, &f.rt.module) {
            TypeKey::Builtin(id) => super::value_of(id),
            TypeKey::Made(key) => Value::Class(type_object(&key)),
        },
    }
}

/// `type(v)`'s source for a value of the script `module`.
fn type_key(v: &Value, module: &str) -> TypeKey {
    let name = v.type_name();
    if let Some(id) = super::lookup(&name) {
        return TypeKey::Builtin(id);
    }
    // Named as compiled Cython names them.
    TypeKey::Made(match v {
        Value::MemView(..) => format!("{module}._memoryviewslice"),
        Value::Func(_) => "_cython_3_3_1.cython_function_or_method".into(),
        _ if name == "generator" => crate::eval::generator::GENERATOR.into(),
        _ => name,
    })
}

fn type_objects() -> &'static TypeObjects {
    static TYPES: std::sync::OnceLock<TypeObjects> = std::sync::OnceLock::new();
    TYPES.get_or_init(Default::default)
}

/// The type object `type_object(full)` gave, if it was ever asked for
/// (no value's `type()` can be it otherwise).
fn type_object_if_made(full: &str) -> Option<Arc<crate::eval::value::Class>> {
    type_objects().lock().get(full).cloned()
}

/// The type object of values arr has no class for (`type(None)`,
/// `type(view)`): one per name, so that `type(a) is type(b)` holds, with
/// the `__name__` and `repr` Python gives it.
fn type_object(full: &str) -> Arc<crate::eval::value::Class> {
    let mut types = type_objects().lock();
    types
        .entry(full.to_string())
        .or_insert_with(|| {
            let c = match full.rsplit_once('.') {
                Some((module, name)) => {
                    let c = crate::eval::value::Class::new(name, Vec::new(), false);
                    *c.module.lock() = Arc::from(module);
                    c
                }
                None => crate::eval::value::Class::new(full, Vec::new(), true),
            };
            Arc::new(c)
        })
        .clone()
}
