//! Attribute access and method calls: instances and classes (with bound
//! methods, `staticmethod`, `property`, `super()`), modules, and the
//! builtin methods of str, list, dict and the rest.

use super::call::{Kwargs, call_value};
use super::exc::*;
use super::frame::Frame;
use super::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

/// The builtin wrapper classes behind `staticmethod`, `classmethod`,
/// `property` and `super`.
pub fn wrapper_class(name: &str) -> Arc<Class> {
    static CLASSES: OnceLock<Vec<Arc<Class>>> = OnceLock::new();
    let all = CLASSES.get_or_init(|| {
        [
            "staticmethod",
            "classmethod",
            "property",
            "super",
            "cached_property",
        ]
        .iter()
        .map(|n| Arc::new(Class::new(n, Vec::new(), true)))
        .collect()
    });
    all.iter()
        .find(|c| c.name.as_ref() == name)
        .cloned()
        .unwrap_or_else(|| all[0].clone())
}

pub fn wrapper_kind(v: &Value) -> Option<(&'static str, Value)> {
    let Value::Instance(i) = v else { return None };
    if !i.class.builtin {
        return None;
    }
    let kind = match i.class.name.as_ref() {
        "staticmethod" => "staticmethod",
        "classmethod" => "classmethod",
        "property" => "property",
        "cached_property" => "cached_property",
        _ => return None,
    };
    Some((kind, i.get_attr("__func__").unwrap_or(Value::None)))
}

/// How Python's messages name a property: `property 'x'` when a class
/// body defined it (`__set_name__` told it its name), plain `property`
/// when it was set on the class later.
fn property_named(p: &Value) -> String {
    match p {
        Value::Instance(i) if let Some(Value::Str(n)) = i.get_attr(PROPERTY_NAME) => {
            format!("property '{n}'")
        }
        _ => "property".to_string(),
    }
}

/// Where a property keeps the name `__set_name__` gave it (a name no
/// program can spell).
pub const PROPERTY_NAME: &str = "\u{1}property_name";

/// `__set_name__` as a class body calls it on what it defines: a
/// property learns the name its messages use.
pub fn set_name(member: &Value, name: &str) {
    if let Some((kind @ ("property" | "cached_property"), _)) = wrapper_kind(member)
        && let Value::Instance(p) = member
    {
        p.set_attr(PROPERTY_NAME, Value::text(name));
        if kind == "cached_property" {
            p.set_attr("attrname", Value::text(name));
        }
    }
}

/// Does `class` (or a base) define a property called `name`?
pub(super) fn is_property(class: &Class, name: &str) -> bool {
    class
        .lookup(name)
        .and_then(|m| wrapper_kind(&m))
        .is_some_and(|(kind, _)| kind == "property")
}

/// `functools.cached_property` read through an instance whose dict lacks
/// the name: the getter's value, kept in the instance's dict so that the
/// next read finds it there (the descriptor defines no `__set__`).
fn cache_property(
    f: &mut Frame,
    prop: &Value,
    getter: Value,
    inst: &Instance,
    receiver: &Value,
) -> Res<Value> {
    let name = match prop {
        Value::Instance(p) => match p.get_attr(PROPERTY_NAME) {
            Some(Value::Str(n)) => n,
            _ => {
                return Err(type_error(
                    "Cannot use cached_property instance without calling __set_name__ on it.",
                ));
            }
        },
        _ => return Ok(prop.clone()),
    };
    if inst.class.cdef {
        return Err(type_error(format!(
            "No '__dict__' attribute on '{}' instance to cache '{name}' property.",
            inst.class.name
        )));
    }
    let v = call_value(&getter, vec![receiver.clone()], Vec::new(), f)?;
    inst.set_attr(&name, v.clone());
    Ok(v)
}

/// A class attribute seen through an instance (or the class itself).
fn bind(attr: Value, receiver: &Value, class: &Arc<Class>, f: &mut Frame) -> Res<Value> {
    if let Some((kind, func)) = wrapper_kind(&attr) {
        return match kind {
            "staticmethod" => Ok(func),
            "classmethod" => Ok(Value::Method(Arc::new((Value::Class(class.clone()), func)))),
            "cached_property" => match receiver {
                Value::Instance(inst) => cache_property(f, &attr, func, inst, receiver),
                _ => Ok(attr),
            },
            // `property(None, fset)`: write-only.
            _ if matches!(func, Value::None) && matches!(receiver, Value::Instance(_)) => {
                Err(attr_error(format!(
                    "{} of '{}' object has no getter",
                    property_named(&attr),
                    receiver.type_name()
                )))
            }
            _ => match receiver {
                Value::Instance(_) => call_value(&func, vec![receiver.clone()], Vec::new(), f),
                _ => Ok(attr),
            },
        };
    }
    match (&attr, receiver) {
        (Value::Func(_), Value::Instance(_)) => {
            Ok(Value::Method(Arc::new((receiver.clone(), attr))))
        }
        (Value::BoundBuiltin(_), Value::Instance(_))
            if crate::builtins::functools::binds_like_function(&attr) =>
        {
            Ok(Value::Method(Arc::new((receiver.clone(), attr))))
        }
        // Methods of arr's own classes (`RandomState`) are builtins; a
        // builtin stored in a Python class stays unbound, as in Python.
        (Value::Builtin(_), Value::Instance(i)) if i.class.builtin => {
            Ok(Value::Method(Arc::new((receiver.clone(), attr))))
        }
        // A namedtuple class's methods are builtins standing for its
        // functions, as are the methods a class takes from a builtin base
        // and those of arr's protocol classes.
        (Value::Builtin(id), Value::Instance(_)) if crate::builtins::binds_receiver(*id) => {
            Ok(Value::Method(Arc::new((receiver.clone(), attr))))
        }
        // A descriptor (an object whose class defines `__get__`) stored
        // in the class: what its `__get__(instance or None, class)` gives.
        (Value::Instance(d), _)
            if !d.class.builtin
                && let Some(get) = d.class.lookup("__get__") =>
        {
            let obj = match receiver {
                Value::Instance(_) => receiver.clone(),
                _ => Value::None,
            };
            let args = vec![attr.clone(), obj, Value::Class(class.clone())];
            call_value(&get, args, Vec::new(), f)
        }
        _ => Ok(attr),
    }
}

/// An instance attribute its class lacks: the builtin value's (for a
/// class deriving from a builtin type), then the class's `__getattr__`
/// (unless `hooks` is off, as in `object.__getattribute__`).
fn missing_attr(f: &mut Frame, v: &Value, name: &str, hooks: bool) -> Option<Res<Value>> {
    super::builtin_base::value_attr(f, v, name).or_else(|| {
        hooks
            .then(|| super::attr_hooks::get_missing(f, v, name))
            .flatten()
    })
}

fn no_attr(v: &Value, name: &str) -> Box<Exc> {
    match v {
        Value::Module(m) => attr_error(format!("module '{m}' has no attribute '{name}'")),
        Value::Class(c) => attr_error(format!(
            "type object '{}' has no attribute '{name}'",
            c.name
        )),
        // A def function compiled by Cython is a cyfunction.
        Value::Func(_) => attr_error(format!(
            "'_cython_3_3_1.cython_function_or_method' object has no attribute '{name}'"
        )),
        _ => attr_error(format!(
            "'{}' object has no attribute '{name}'",
            v.type_name()
        )),
    }
}

/// `C.__bases__` / `C.__mro__`, ending at `object` as Python's do.
fn class_chain(c: &Arc<Class>, name: &str) -> Value {
    let object = crate::builtins::lookup("object").map(Value::Builtin);
    let classes = if name == "__bases__" {
        c.bases.clone()
    } else {
        let mut l = vec![c.clone()];
        l.extend(c.ancestors());
        l
    };
    let mut items: Vec<Value> = classes.into_iter().map(Value::Class).collect();
    if name == "__mro__" || items.is_empty() {
        items.extend(object);
    }
    Value::tuple(items)
}

/// The `super()` proxy's method lookup: the classes after `this` in the
/// instance's method resolution order.
fn super_lookup(sup: &Instance, name: &str) -> Option<(Value, Value, Arc<Class>)> {
    let Some(Value::Class(this)) = sup.get_attr("__thisclass__") else {
        return None;
    };
    let me = sup.get_attr("__self__")?;
    this.bases
        .iter()
        .find_map(|b| b.lookup(name).map(|a| (a, me.clone(), b.clone())))
}

/// Splits the C-level-access marker off an attribute name.
fn split_internal(name: &str) -> (&str, bool) {
    match name.strip_prefix(crate::sema::hir::INTERNAL) {
        Some(n) => (n, true),
        None => (name, false),
    }
}

/// `'module.Class'` as Cython names a cdef class in messages.
/// The cdef class that defines `name`, when a cdef class does: its
/// properties are C-level getsets, refused with Cython's messages.
fn cdef_owner(c: &Arc<Class>, name: &str) -> Option<Arc<Class>> {
    if c.attrs.lock().contains_key(name) {
        return c.cdef.then(|| c.clone());
    }
    c.bases.iter().find_map(|b| cdef_owner(b, name))
}

/// The refusal to set (`setting`) or delete the property `p`, which
/// lacks that accessor. A cdef class's property is a C getset whose slot
/// function, with the other accessor present, raises NotImplementedError
/// naming the missing one (`__set__`, `__del__`), and with neither is not
/// writable at all; a Python class's says it has no setter or deleter.
fn missing_accessor(
    inst: &Instance,
    member: &Value,
    p: &Instance,
    name: &str,
    setting: bool,
) -> Box<Exc> {
    let (other, missing, word) = match setting {
        true => ("__delete__", "__set__", "setter"),
        false => ("__set__", "__del__", "deleter"),
    };
    let Some(owner) = cdef_owner(&inst.class, name) else {
        return attr_error(format!(
            "{} of '{}' object has no {word}",
            property_named(member),
            inst.class.name
        ));
    };
    if p.get_attr(other).is_some() {
        return new_exc("NotImplementedError", missing);
    }
    attr_error(format!(
        "attribute '{name}' of '{}' objects is not writable",
        qualified(&owner)
    ))
}

fn qualified(c: &Class) -> String {
    format!("{}.{}", c.module.lock(), c.name)
}

/// Builtin types whose methods can be taken from the type (`str.lower`).
pub const METHOD_TYPES: &[&str] = &[
    "str", "list", "dict", "set", "tuple", "bytes", "int", "float",
];

pub fn getattr(f: &mut Frame, v: &Value, name: &str) -> Res<Value> {
    lookup_attr(f, v, name, true)
}

/// `v.name`; with `hooks` false a missing name is an error even when the
/// class defines `__getattr__` (`object.__getattribute__`).
pub fn lookup_attr(f: &mut Frame, v: &Value, name: &str, hooks: bool) -> Res<Value> {
    let (name, internal) = split_internal(name);
    if let Value::Instance(inst) = v
        && !internal
        && inst.class.hidden(name) == Some(false)
    {
        return Err(attr_error(format!(
            "'{}' object has no attribute '{name}'",
            qualified(&inst.class)
        )));
    }
    match v {
        Value::Instance(inst) => {
            if inst.class.builtin && inst.class.name.as_ref() == "super" {
                return match super_lookup(inst, name) {
                    Some((a, me, cls)) => bind(a, &me, &cls, f),
                    // The root of every class: `object.__init__`, and
                    // `BaseException.__init__` which records the arguments.
                    None if matches!(name, "__setattr__" | "__delattr__" | "__getattribute__") => {
                        let me = inst.get_attr("__self__").unwrap_or(Value::None);
                        let id = crate::builtins::lookup(&format!("object.{name}")).unwrap_or(0);
                        Ok(Value::Method(Arc::new((me, Value::Builtin(id)))))
                    }
                    None if let Some(me) = inst.get_attr("__self__")
                        && let Some(r) = super::builtin_base::super_attr(f, &me, name) =>
                    {
                        r
                    }
                    // `super().__new__(cls, …)`: the nearest extension
                    // type's (its `__cinit__`s run, as its tp_new runs
                    // them), else object's; either takes the class first.
                    None if name == "__new__" => {
                        let id = crate::builtins::lookup("type.__new__").unwrap_or(0);
                        Ok(Value::Builtin(id))
                    }
                    None if name == "__init__" => {
                        let me = inst.get_attr("__self__").unwrap_or(Value::None);
                        let id = crate::builtins::lookup("__base_init__").unwrap_or(0);
                        Ok(Value::Method(Arc::new((me, Value::Builtin(id)))))
                    }
                    None => Err(attr_error(format!(
                        "'super' object has no attribute '{name}'"
                    ))),
                };
            }
            // `cdef dict __dict__`'s slot is not what Python reads as
            // `__dict__` (the attributes set on the instance, below).
            let own_dict = name == "__dict__" && inst.class.field_type("__dict__").is_some();
            if let Some(a) = inst.get_attr(name).filter(|_| !own_dict) {
                if let Value::Undef = a {
                    return Err(uninit_view());
                }
                return Ok(if internal {
                    a
                } else if let Some(crate::sema::types::Ty::Cpp(c)) = inst.class.field_type(name) {
                    // A C++ attribute read from Python converts, as
                    // Cython's property does: a new list, dict, …
                    super::cpp::to_object(&a, &c)?
                } else if let Value::Int(i) = a
                    && let Some(c) = inst.class.enum_field(name)
                {
                    super::enums::by_value(&c, i)
                } else {
                    super::value::struct_as_dict(a)
                });
            }
            // A cdef method called at C level: the extension type's own.
            if internal && let Some(a) = inst.class.lookup_cdef(name) {
                return bind(a, v, &inst.class, f);
            }
            if let Some(a) = inst.class.lookup(name) {
                return bind(a, v, &inst.class, f);
            }
            if name == "__class__" {
                return Ok(Value::Class(inst.class.clone()));
            }
            if name == "__doc__" {
                return Ok(Value::None);
            }
            // What every exception has before `raise … from` or an
            // enclosing handler sets it.
            if inst.class.is_exception() {
                match name {
                    "__cause__" | "__context__" | "__traceback__" => return Ok(Value::None),
                    "__suppress_context__" => return Ok(Value::Bool(false)),
                    _ => {}
                }
            }
            if name == "__dict__"
                && (!inst.class.cdef || inst.class.field_type("__dict__").is_some())
            {
                // A cdef base's declared attributes live in its struct,
                // not in the instance's dict.
                let d = inst
                    .attrs
                    .lock()
                    .iter()
                    .filter(|(k, _)| {
                        !inst.class.declares_field(k) && !k.starts_with(crate::sema::hir::INTERNAL)
                    })
                    .map(|(k, v)| (Value::Str(k.clone()), v.clone()))
                    .collect::<Vec<_>>();
                return Ok(crate::builtins::dict_from_pairs(d));
            }
            // A name no declaration gives goes to `__getattr__` at C level
            // too: Cython compiles it to a Python attribute lookup.
            if let Some(r) = missing_attr(f, v, name, hooks) {
                return r;
            }
            Err(no_attr(v, name))
        }
        Value::Class(c) if let Some(a) = super::enums::class_attr(c, name) => Ok(a),
        Value::Enum(m) => match super::enums::member_attr(m, name) {
            Some(a) => Ok(a),
            None => getattr(f, &v.plain(), name),
        },
        Value::Class(c) => match c.lookup(name) {
            Some(a) => bind(a, v, c, f),
            None if name == "__name__" || name == "__qualname__" => Ok(Value::text(&c.name)),
            // `C.__new__(C)`: a new instance without `__init__` (Cython's
            // way to make an extension type from a C value).
            None if name == "__new__" && !c.builtin => {
                let id = crate::builtins::lookup("type.__new__").unwrap_or(0);
                Ok(Value::Builtin(id))
            }
            None if name == "__module__" => Ok(Value::Str(c.module.lock().clone())),
            None if name == "__bases__" || name == "__mro__" => Ok(class_chain(c, name)),
            // The first base, or `object`.
            None if name == "__base__" => Ok(match c.bases.first() {
                Some(b) => Value::Class(b.clone()),
                None => crate::builtins::lookup("object").map_or(Value::None, Value::Builtin),
            }),
            // A copy of the class's own namespace (CPython's read-only
            // mappingproxy over it), for `vars(C)` and `C.__dict__[k]`.
            None if name == "__dict__" => {
                let mut d = vec![(
                    Value::text("__module__"),
                    Value::Str(c.module.lock().clone()),
                )];
                d.extend(
                    c.attrs
                        .lock()
                        .iter()
                        .map(|(k, v)| (Value::Str(k.clone()), v.clone())),
                );
                if c.attrs.lock().get("__doc__").is_none() {
                    d.push((Value::text("__doc__"), Value::None));
                }
                Ok(crate::builtins::dict_from_pairs(d))
            }
            // A class without a docstring.
            None if name == "__doc__" => Ok(Value::None),
            None => Err(no_attr(v, name)),
        },
        Value::Module(m) => crate::builtins::module_attr(m, name).ok_or_else(|| no_attr(v, name)),
        Value::Array(_) | Value::MemView(..) if name == "__class__" => {
            Ok(crate::builtins::type_of(f, v))
        }
        Value::Array(a) => match super::arrays::attr(a, name, false) {
            Some(r) => r,
            None => Ok(Value::BoundBuiltin(Arc::new((v.clone(), Arc::from(name))))),
        },
        Value::MemView(a, _) => match super::arrays::attr(a, name, true) {
            Some(r) => r,
            None => Ok(Value::BoundBuiltin(Arc::new((v.clone(), Arc::from(name))))),
        },
        // A dtype value also stands for its scalar type (`type(a.sum())`).
        Value::DType(d) if name == "name" || name == "__name__" => Ok(Value::text(d.name())),
        Value::ScalarType(d) if name == "__name__" => Ok(Value::text(d.name())),
        Value::DType(d) if name == "itemsize" => Ok(Value::Int(d.itemsize() as i64)),
        // What the program set on the function comes first (`__name__`
        // too, as `functools.wraps` sets it).
        Value::Func(func) if let Some(a) = func.attrs.lock().get(name).cloned() => Ok(a),
        // The names a function keeps in its own slots are not in it.
        Value::Func(func) if name == "__dict__" => Ok(crate::builtins::dict_from_pairs(
            func.attrs
                .lock()
                .iter()
                .filter(|(k, _)| {
                    !matches!(
                        &***k,
                        "__name__" | "__qualname__" | "__doc__" | "__module__"
                    )
                })
                .map(|(k, v)| (Value::Str(k.clone()), v.clone()))
                .collect(),
        )),
        Value::Func(func) if name == "__doc__" => {
            Ok(func.code.doc.clone().map_or(Value::None, Value::Str))
        }
        Value::Func(_) if name == "__module__" => Ok(Value::text("__main__")),
        Value::Func(func) if name == "__name__" => Ok(Value::Str(func.code.name.clone())),
        Value::Builtin(id) if name == "__name__" || name == "__qualname__" => {
            let path = crate::builtins::name_of(*id);
            Ok(Value::text(path.rsplit('.').next().unwrap_or(path)))
        }
        // A builtin's own attribute (`itertools.chain.from_iterable`).
        Value::Builtin(id)
            if let Some(m) =
                crate::builtins::lookup(&format!("{}.{name}", crate::builtins::name_of(*id))) =>
        {
            Ok(crate::builtins::value_of(m))
        }
        // `str.lower`, `list.append`: the method, called with its receiver
        // first (see `call_value`).
        Value::Builtin(id)
            if METHOD_TYPES.contains(&crate::builtins::name_of(*id)) && !name.starts_with("__") =>
        {
            Ok(Value::BoundBuiltin(Arc::new((v.clone(), Arc::from(name)))))
        }
        Value::BoundBuiltin(_)
            if let Some(a) = crate::builtins::functools::cached_attr(v, name) =>
        {
            Ok(a)
        }
        // A `@contextmanager` function is `functools.wraps`'d: it shows
        // the generator function's name and doc, and keeps it as
        // `__wrapped__`.
        Value::BoundBuiltin(m)
            if let Some(func) = crate::builtins::contextlib::wrapped(&m.0, &m.1)
                && matches!(
                    name,
                    "__wrapped__" | "__name__" | "__qualname__" | "__doc__" | "__module__"
                ) =>
        {
            match name {
                "__wrapped__" => Ok(func),
                _ => lookup_attr(f, &func, name, hooks),
            }
        }
        Value::Func(func) if name == "__qualname__" => Ok(Value::Str(func.qualname.clone())),
        Value::Int(i) if name == "real" || name == "numerator" => Ok(Value::Int(*i)),
        Value::Int(_) if name == "imag" => Ok(Value::Int(0)),
        Value::Int(_) if name == "denominator" => Ok(Value::Int(1)),
        Value::Float(x) if name == "real" => Ok(Value::Float(*x)),
        Value::Float(_) if name == "imag" => Ok(Value::Float(0.0)),
        Value::Complex(re, _) if name == "real" => Ok(Value::Float(*re)),
        Value::Complex(_, im) if name == "imag" => Ok(Value::Float(*im)),
        // A NumPy scalar's parts are NumPy scalars of the part's type.
        // A NumPy scalar's array attributes, as a 0-d array's.
        Value::NpScalar(_, d) if name == "dtype" => Ok(Value::DType(*d)),
        Value::NpScalar(_, d) if name == "itemsize" || name == "nbytes" => {
            Ok(Value::Int(d.itemsize() as i64))
        }
        Value::NpScalar(_, d) if d.is_int() && name == "numerator" => Ok(v.clone()),
        Value::NpScalar(_, d) if d.is_int() && name == "denominator" => Ok(Value::Int(1)),
        Value::NpScalar(..) if name == "ndim" => Ok(Value::Int(0)),
        Value::NpScalar(..) if name == "size" => Ok(Value::Int(1)),
        Value::NpScalar(..) if name == "shape" => Ok(Value::tuple(Vec::new())),
        Value::NpScalar(s, d) if name == "real" || name == "imag" => {
            let imag = name == "imag";
            Ok(match d.complex_part() {
                Some(part) => {
                    let (re, im) = s.as_complex();
                    let x = crate::array::Scalar::Float(if imag { im } else { re });
                    Value::NpScalar(part.wrap(x), part)
                }
                None if imag => Value::NpScalar(d.wrap(crate::array::Scalar::Int(0)), *d),
                None => v.clone(),
            })
        }
        Value::DType(d) if name == "kind" => Ok(Value::text(d.kind())),
        Value::DType(d) if name == "char" => Ok(Value::text(d.char_code())),
        Value::DType(d) if name == "str" => Ok(Value::text(&d.typestr())),
        Value::DType(d) if name == "byteorder" => Ok(Value::text(d.byteorder())),
        Value::DType(d) if name == "alignment" => Ok(Value::Int(d.align() as i64)),
        Value::DType(d) if name == "type" => Ok(Value::ScalarType(*d)),
        Value::Slice(s) if name == "start" => Ok(s.0.clone()),
        Value::Slice(s) if name == "stop" => Ok(s.1.clone()),
        Value::Slice(s) if name == "step" => Ok(s.2.clone()),
        Value::Iter(it) if name == "__name__" || name == "__qualname__" => {
            match it.lock().name.clone() {
                // The name is the qualified name's last part.
                Some(q) if name == "__name__" => {
                    Ok(Value::text(q.rsplit('.').next().unwrap_or(&q)))
                }
                Some(q) => Ok(Value::Str(q)),
                None => Err(no_attr(v, name)),
            }
        }
        Value::Deque(d) if name == "maxlen" => Ok(d
            .lock()
            .maxlen
            .map_or(Value::None, |m| Value::Int(m as i64))),
        Value::Dict(d) if name == "default_factory" => match &d.lock().flavor {
            super::value::Flavor::Default(factory) => Ok(factory.clone()),
            _ => Err(no_attr(v, name)),
        },
        Value::Range(r) if name == "start" => Ok(Value::Int(r.0)),
        Value::Range(r) if name == "stop" => Ok(Value::Int(r.1)),
        Value::Range(r) if name == "step" => Ok(Value::Int(r.2)),
        _ if name == "__class__" => Ok(crate::builtins::type_of(f, v)),
        _ => {
            if crate::builtins::methods::has_method(v, name) {
                Ok(Value::BoundBuiltin(Arc::new((v.clone(), Arc::from(name)))))
            } else {
                Err(no_attr(v, name))
            }
        }
    }
}

/// `target.name = v` as Python does it: a property of the class runs its
/// setter (or refuses, having none); anything else is `setattr`.
pub fn set_attribute(f: &mut Frame, target: &Value, name: &str, v: Value) -> Res<()> {
    if !name.starts_with(crate::sema::hir::INTERNAL)
        && let Some(r) = super::attr_hooks::set(f, target, name, v.clone())
    {
        return r;
    }
    store_attribute(f, target, name, v)
}

/// `object.__setattr__`: the store without the class's `__setattr__`.
pub fn store_attribute(f: &mut Frame, target: &Value, name: &str, v: Value) -> Res<()> {
    // A C-level store (`x.attr = v` on a typed cdef class variable) of a
    // name that is a property goes through its setter too.
    let (plain, _) = split_internal(name);
    if let Value::Instance(inst) = target
        && !inst.class.builtin
        && let Some(member) = inst.class.lookup(plain)
        && let Some(("property", _)) = wrapper_kind(&member)
    {
        let Value::Instance(p) = &member else {
            return setattr(target, name, v);
        };
        return match p.get_attr("__set__") {
            Some(set) => call_value(&set, vec![target.clone(), v], Vec::new(), f).map(|_| ()),
            None => Err(missing_accessor(inst, &member, p, plain, true)),
        };
    }
    setattr(target, name, v)
}

pub fn setattr(target: &Value, name: &str, v: Value) -> Res<()> {
    let (name, internal) = split_internal(name);
    // A number's parts are read-only (Python's C-level getset message).
    if matches!(target, Value::Complex(..) | Value::Float(_) | Value::Int(_))
        && matches!(name, "real" | "imag")
    {
        return Err(attr_error("readonly attribute"));
    }
    if let Value::Instance(inst) = target
        && !internal
    {
        match inst.class.hidden_in(name) {
            Some((true, owner)) => {
                return Err(attr_error(format!(
                    "attribute '{name}' of '{}' objects is not writable",
                    qualified(owner)
                )));
            }
            Some((false, _)) => {
                return Err(attr_error(format!(
                    "'{}' object has no attribute '{name}'",
                    qualified(&inst.class)
                )));
            }
            None => {}
        }
    }
    match target {
        Value::Instance(i) if !i.class.builtin || i.class.is_exception() => {
            // `__slots__` leaves no room for other attributes.
            if !internal
                && let Some(slots) = i.class.slot_names()
                && !slots.iter().any(|s| &**s == name)
                && i.class.lookup(name).is_none()
            {
                return Err(attr_error(format!(
                    "'{}' object has no attribute '{name}'",
                    i.class.name
                )));
            }
            let v = match i.class.field_type(name) {
                Some(ty) => match i.class.field_check(name) {
                    Some((check, owner)) => super::typetest::field(v, &check, &owner)?,
                    None => typed_field_value(v, &ty)?,
                },
                // An extension type's instances have no `__dict__` unless
                // it declares one (`cdef dict __dict__`): only its declared
                // attributes can be set.
                None if i.class.cdef && i.class.field_type("__dict__").is_none() => {
                    return Err(cdef_store_error(&i.class, name));
                }
                None => v,
            };
            i.set_attr(name, v);
            Ok(())
        }
        Value::Func(func) => {
            func.attrs.lock().insert(Arc::from(name), v);
            Ok(())
        }
        // An extension type's dict is fixed once it is made.
        Value::Class(c) if c.cdef => Err(type_error(format!(
            "cannot set '{name}' attribute of immutable type '{}'",
            qualified(c)
        ))),
        Value::Class(c) if !c.builtin => {
            // Rebinding a class's data (`Cls.count += 1`) changes no method,
            // property or hook a site relies on; anything else does.
            let data = |v: &Value| {
                matches!(
                    v,
                    Value::None
                        | Value::Bool(_)
                        | Value::Int(_)
                        | Value::BigInt(_)
                        | Value::Float(_)
                        | Value::Complex(..)
                        | Value::Str(_)
                        | Value::Bytes(_)
                        | Value::Tuple(_)
                        | Value::List(_)
                        | Value::Dict(_)
                        | Value::Set(_)
                )
            };
            let new_is_data = data(&v);
            let old = c.attrs.lock().insert(Arc::from(name), v);
            if !(new_is_data && old.as_ref().is_some_and(data)) {
                super::sites::class_changed();
            }
            Ok(())
        }
        other => Err(no_attr(other, name)),
    }
}

/// `del target.name` as Python does it: a property of the class runs its
/// deleter (or refuses, having none); anything else is `delattr`.
pub fn delete_attribute(f: &mut Frame, target: &Value, name: &str) -> Res<()> {
    if !name.starts_with(crate::sema::hir::INTERNAL)
        && let Some(r) = super::attr_hooks::delete(f, target, name)
    {
        return r;
    }
    remove_attribute(f, target, name)
}

/// `object.__delattr__`: the delete without the class's `__delattr__`.
pub fn remove_attribute(f: &mut Frame, target: &Value, name: &str) -> Res<()> {
    if let Value::Instance(inst) = target
        && !inst.class.builtin
        && let Some(member) = inst.class.lookup(name)
        && let Some(("property", _)) = wrapper_kind(&member)
        && let Value::Instance(p) = &member
    {
        return match p.get_attr("__delete__") {
            Some(del) => call_value(&del, vec![target.clone()], Vec::new(), f).map(|_| ()),
            None => Err(missing_accessor(inst, &member, p, name, false)),
        };
    }
    delattr(target, name)
}

pub fn delattr(target: &Value, name: &str) -> Res<()> {
    let (name, internal) = split_internal(name);
    match target {
        // A cdef class's declared attribute stays: an object one becomes
        // None, a C one cannot go (Cython's generated `__del__`).
        Value::Instance(i) if let Some(ty) = i.class.field_type(name) => {
            match i.class.hidden_in(name) {
                Some((true, owner)) if !internal => Err(attr_error(format!(
                    "attribute '{name}' of '{}' objects is not writable",
                    qualified(owner)
                ))),
                Some((false, _)) if !internal => Err(attr_error(format!(
                    "'{}' object has no attribute '{name}'",
                    qualified(&i.class)
                ))),
                _ if ty == crate::sema::types::Ty::Object => {
                    i.set_attr(name, Value::None);
                    Ok(())
                }
                _ => Err(new_exc("NotImplementedError", "__del__")),
            }
        }
        Value::Instance(i) => match i.attrs.lock().shift_remove(name) {
            Some(_) => Ok(()),
            None if i.class.cdef && i.class.field_type("__dict__").is_none() => {
                Err(cdef_store_error(&i.class, name))
            }
            None => Err(no_attr(target, name)),
        },
        Value::Class(c) => {
            let removed = c.attrs.lock().shift_remove(name);
            super::sites::class_changed();
            match removed {
                Some(_) => Ok(()),
                None => Err(no_attr(target, name)),
            }
        }
        other => Err(no_attr(other, name)),
    }
}

/// Storing or deleting `name` on an instance of an extension type without
/// a `__dict__`, where `name` is no attribute it declares: a member of the
/// class (a method, a class attribute) is read-only there, as CPython's
/// generic setattr words it; anything else does not exist.
fn cdef_store_error(class: &Class, name: &str) -> Box<Exc> {
    match class.lookup(name) {
        Some(_) => attr_error(format!(
            "'{}' object attribute '{name}' is read-only",
            qualified(class)
        )),
        None => attr_error(format!(
            "'{}' object has no attribute '{name}'",
            qualified(class)
        )),
    }
}

/// `recv.name(args)` without building a bound method where possible.
pub fn call_method(
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kwargs: Kwargs,
    f: &mut Frame,
) -> Res<Value> {
    let (name, internal) = split_internal(name);
    match recv {
        Value::Instance(inst) if !inst.class.builtin || inst.class.is_exception() => {
            if !internal && inst.class.hidden(name) == Some(false) {
                return Err(attr_error(format!(
                    "'{}' object has no attribute '{name}'",
                    qualified(&inst.class)
                )));
            }
            if let Some(a) = inst.get_attr(name) {
                return call_value(&a, args, kwargs, f);
            }
            // A cdef method called at C level: the extension type's own.
            let cdef_member = internal.then(|| inst.class.lookup_cdef(name)).flatten();
            match cdef_member.or_else(|| inst.class.lookup(name)) {
                Some(Value::Func(func)) => {
                    let mut full = Vec::with_capacity(args.len() + 1);
                    full.push(recv.clone());
                    full.extend(args);
                    super::call::call_function(&func, full, kwargs, f)
                }
                Some(other) => {
                    let bound = bind(other, recv, &inst.class, f)?;
                    call_value(&bound, args, kwargs, f)
                }
                None => {
                    if inst.class.is_exception() && name == "with_traceback" {
                        return Ok(recv.clone());
                    }
                    if let Some(r) = missing_attr(f, recv, name, true) {
                        return call_value(&r?, args, kwargs, f);
                    }
                    Err(no_attr(recv, name))
                }
            }
        }
        Value::Module(m) => match crate::builtins::module_attr(m, name) {
            Some(callee) => call_value(&callee, args, kwargs, f),
            None => Err(no_attr(recv, name)),
        },
        Value::Class(_) | Value::Instance(_) => {
            let callee = getattr(f, recv, name)?;
            call_value(&callee, args, kwargs, f)
        }
        _ => crate::builtins::methods::call_method(recv, name, args, kwargs, f),
    }
}

/// The special method a binary operator calls, its reflected form and
/// its in-place form.
fn dunder_names(op: crate::syntax::ast::BinOp) -> (&'static str, &'static str, &'static str) {
    use crate::syntax::ast::BinOp::*;
    match op {
        Add => ("__add__", "__radd__", "__iadd__"),
        Sub => ("__sub__", "__rsub__", "__isub__"),
        Mul => ("__mul__", "__rmul__", "__imul__"),
        Div => ("__truediv__", "__rtruediv__", "__itruediv__"),
        FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        Mod => ("__mod__", "__rmod__", "__imod__"),
        Pow => ("__pow__", "__rpow__", "__ipow__"),
        MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
        Shl => ("__lshift__", "__rlshift__", "__ilshift__"),
        Shr => ("__rshift__", "__rrshift__", "__irshift__"),
        BitAnd => ("__and__", "__rand__", "__iand__"),
        BitOr => ("__or__", "__ror__", "__ior__"),
        BitXor => ("__xor__", "__rxor__", "__ixor__"),
    }
}

/// A user class's special method, if the value is an instance that has it.
pub(super) fn special(v: &Value, name: &str) -> Option<Value> {
    match v {
        Value::Instance(i) if !i.class.builtin => i.class.lookup(name),
        _ => None,
    }
}

/// `int(x)` / `float(x)` of an instance: its class's `__int__` (or
/// `__float__`), then `__index__`; None when it has neither.
pub fn number_special(f: &mut Frame, v: &Value, float: bool) -> Option<Res<Value>> {
    let own = if float { "__float__" } else { "__int__" };
    let m = special(v, own).or_else(|| special(v, "__index__"))?;
    let r = call_special(f, &m, v, Vec::new());
    Some(match r {
        Ok(Value::Int(i)) if float => Ok(Value::Float(i as f64)),
        Ok(r @ (Value::Int(_) | Value::BigInt(_))) if !float => Ok(r),
        Ok(r @ Value::Float(_)) if float => Ok(r),
        Ok(other) => Err(type_error(format!(
            "{own} returned non-{} (type {})",
            if float { "float" } else { "int" },
            other.type_name()
        ))),
        Err(e) => Err(e),
    })
}

/// `v` as an int the way Cython's `__Pyx_PyNumber_IntOrLong` takes it
/// (what `%d` in a format Cython rewrote gives): through the type's
/// `__int__`, which str and bytes lack.
pub fn int_of_number(f: &mut Frame, v: Value) -> Res<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v),
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        Value::Float(_) | Value::NpScalar(..) | Value::Array(_) | Value::Enum(_) => {
            match crate::builtins::lookup("int") {
                Some(id) => crate::builtins::call(id, vec![v], Vec::new(), f),
                None => Err(type_error("an integer is required")),
            }
        }
        _ => number_special(f, &v, false)
            .unwrap_or_else(|| Err(type_error("an integer is required"))),
    }
}

pub(super) fn call_special(f: &mut Frame, m: &Value, me: &Value, args: Vec<Value>) -> Res<Value> {
    let mut full = Vec::with_capacity(args.len() + 1);
    full.push(me.clone());
    full.extend(args);
    call_value(m, full, Vec::new(), f)
}

pub(crate) fn not_implemented_value(v: &Value) -> bool {
    matches!(v, Value::Builtin(id) if crate::builtins::name_of(*id) == "NotImplemented")
}

/// `a op b` where either side may define the operator.
pub fn binary(f: &mut Frame, op: crate::syntax::ast::BinOp, a: &Value, b: &Value) -> Res<Value> {
    // `str % x` formats whatever `x` is: Python tries `str.__mod__`
    // first, and it never declines, so `x.__rmod__` is not consulted.
    match (op, a) {
        (crate::syntax::ast::BinOp::Mod, Value::Str(fmt)) => return percent_text(f, fmt, b),
        (crate::syntax::ast::BinOp::Mod, Value::Bytes(fmt)) => return percent_bytes(f, fmt, b),
        _ => {}
    }
    if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
        let (name, rname, _) = dunder_names(op);
        if let Some(m) = special(a, name) {
            let r = call_special(f, &m, a, vec![b.clone()])?;
            if !not_implemented_value(&r) {
                return Ok(r);
            }
        }
        if let Some(m) = special(b, rname) {
            let r = call_special(f, &m, b, vec![a.clone()])?;
            if !not_implemented_value(&r) {
                return Ok(r);
            }
        }
    }
    super::ops::binary(op, a, b)
}

/// `a op= b`: an instance's `__iadd__` (and the rest) first, then `a op b`
/// as `binary` does it; a list extends in place (`ops::inplace`).
pub fn inplace(f: &mut Frame, op: crate::syntax::ast::BinOp, a: &Value, b: &Value) -> Res<Value> {
    if let Some(v) = super::ops::quick_arith(op, a, b) {
        return Ok(v);
    }
    in_place_or_binary(f, op, a, b).map_err(|e| in_place_message(e, op, a, b))
}

/// Python names the augmented operator when neither side supports it
/// (`unsupported operand type(s) for +=: 'float' and 'str'`); the binary
/// operator's own refusal (raised here, so with no place yet) is renamed.
fn in_place_message(e: Box<Exc>, op: crate::syntax::ast::BinOp, a: &Value, b: &Value) -> Box<Exc> {
    let (sym, ta, tb) = (op.symbol(), a.type_name(), b.type_name());
    if e.span.is_none()
        && e.class_name() == "TypeError"
        && e.message() == format!("unsupported operand type(s) for {sym}: '{ta}' and '{tb}'")
    {
        return type_error(format!(
            "unsupported operand type(s) for {sym}=: '{ta}' and '{tb}'"
        ));
    }
    e
}

fn in_place_or_binary(
    f: &mut Frame,
    op: crate::syntax::ast::BinOp,
    a: &Value,
    b: &Value,
) -> Res<Value> {
    if !matches!(a, Value::Instance(_)) && !matches!(b, Value::Instance(_)) {
        return super::ops::inplace(op, a, b);
    }
    let (_, _, name) = dunder_names(op);
    if let Some(m) = special(a, name) {
        let r = call_special(f, &m, a, vec![b.clone()])?;
        if !not_implemented_value(&r) {
            return Ok(r);
        }
    }
    match a {
        Value::List(_) | Value::Set(_) | Value::Dict(_) => super::ops::inplace(op, a, b),
        _ => binary(f, op, a, b),
    }
}

/// `-x`, `+x`, `~x`, honouring a user class's `__neg__`, `__pos__`,
/// `__invert__`.
pub fn unary(f: &mut Frame, op: crate::syntax::ast::UnOp, v: &Value) -> Res<Value> {
    use crate::syntax::ast::UnOp;
    let name = match op {
        UnOp::Neg => "__neg__",
        UnOp::Pos => "__pos__",
        UnOp::Invert => "__invert__",
        UnOp::Not => return Ok(Value::Bool(!truth(f, v)?)),
    };
    match special(v, name) {
        Some(m) => call_special(f, &m, v, Vec::new()),
        None => super::ops::unary(op, v),
    }
}

/// `abs(x)` of an instance whose class defines `__abs__`.
pub fn abs_special(f: &mut Frame, v: &Value) -> Option<Res<Value>> {
    let m = special(v, "__abs__")?;
    Some(call_special(f, &m, v, Vec::new()))
}

/// `x == item` as a list's or tuple's search does it (`in`, `count`,
/// `index`, `remove`, `==` of sequences): identity first, then the
/// instances' `__eq__` or `__richcmp__`.
pub fn item_eq(f: &mut Frame, x: &Value, item: &Value) -> Res<bool> {
    if x.is(item) {
        return Ok(true);
    }
    if matches!(x, Value::Instance(_)) || matches!(item, Value::Instance(_)) {
        return compare(f, crate::syntax::ast::CmpOp::Eq, x, item);
    }
    Ok(super::ops::eq(x, item))
}

/// The items of a list, tuple or deque when a search through them must
/// call an instance's `__eq__` (`x` or one of them is an instance); None
/// when structural equality decides.
fn searched_items(b: &Value, x: &Value) -> Res<Option<Vec<Value>>> {
    let instance = |v: &Value| matches!(v, Value::Instance(_));
    if !matches!(b, Value::List(_) | Value::Tuple(_) | Value::Deque(_))
        || !(instance(x) || holds_instance(b))
    {
        return Ok(None);
    }
    super::ops::iterate_to_vec(b).map(Some)
}

/// Whether a list, tuple or deque holds an instance (looked at in place:
/// most searches and comparisons involve none).
pub(crate) fn holds_instance(v: &Value) -> bool {
    // Inside tuples too (`(1, (k,))`), a few levels deep (a tuple may nest
    // past what the stack holds); a list may hold itself, so lists are
    // looked into one level.
    fn inside(v: &Value, depth: usize) -> bool {
        match v {
            Value::Instance(_) => true,
            Value::Tuple(t) if depth < 8 => t.iter().any(|x| inside(x, depth + 1)),
            _ => false,
        }
    }
    let instance = |x: &Value| inside(x, 0);
    match v {
        Value::List(l) => l.lock().iter().any(instance),
        Value::Tuple(t) => t.iter().any(instance),
        Value::Deque(d) => d.lock().items.iter().any(instance),
        _ => false,
    }
}

/// `x == y` of two sets (or dicts, comparing values too) when a key is
/// an instance, whose `__hash__` and `__eq__` decide which keys match,
/// or a dict's value may involve one; None when structural equality
/// decides.
fn user_keyed_eq(
    f: &mut Frame,
    x: &std::sync::Arc<parking_lot::Mutex<super::value::Dict>>,
    y: &std::sync::Arc<parking_lot::Mutex<super::value::Dict>>,
    values: bool,
) -> Res<Option<bool>> {
    if std::sync::Arc::ptr_eq(x, y) {
        return Ok(None);
    }
    // A value compares as `==` does when it may be (or hold) an instance.
    let plain = |v: &Value| {
        matches!(
            v,
            Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
        )
    };
    let user = |d: &super::value::Dict| {
        d.values()
            .any(|(k, v)| super::hashing::needs_frame(k) || (values && !plain(v)))
    };
    let entries: Vec<(Value, Value)> = {
        let d = x.lock();
        if !user(&d) && !user(&y.lock()) {
            return Ok(None);
        }
        if d.len() != y.lock().len() {
            return Ok(Some(false));
        }
        d.values().cloned().collect()
    };
    for (k, v) in entries {
        let key = super::hashing::shared_key(f, y, &k)?;
        let Some((_, w)) = y.lock().get(&key).cloned() else {
            return Ok(Some(false));
        };
        if values && !(v.is(&w) || compare(f, crate::syntax::ast::CmpOp::Eq, &v, &w)?) {
            return Ok(Some(false));
        }
    }
    Ok(Some(true))
}

/// Python's `x op y` for two strs, or ints fitting 64 bits and floats
/// (an int beside a float only when the float compare is exact), without
/// the look for user methods and containers below: untyped loops compare
/// these most (`ch in "aeiou"`, `x < y`). `None` for anything else.
#[inline(always)]
pub(crate) fn plain_compare(op: crate::syntax::ast::CmpOp, x: &Value, y: &Value) -> Option<bool> {
    use crate::syntax::ast::CmpOp::*;
    let exact = super::ops::exact_as_float;
    match (x, y) {
        (Value::Int(a), Value::Int(b)) => ordered(op, a, b),
        (Value::Float(a), Value::Float(b)) => ordered(op, a, b),
        (Value::Int(a), Value::Float(b)) if exact(*a) => ordered(op, &(*a as f64), b),
        (Value::Float(a), Value::Int(b)) if exact(*b) => ordered(op, a, &(*b as f64)),
        (Value::Str(a), Value::Str(b)) => match op {
            In => Some(b.contains(a.as_ref())),
            NotIn => Some(!b.contains(a.as_ref())),
            // Python orders strs by code point, which is UTF-8's byte order.
            _ => ordered(op, a.as_ref(), b.as_ref()),
        },
        _ => None,
    }
}

/// `a op b` for an ordering or equality operator (`None` for the others).
#[inline(always)]
pub(crate) fn ordered<T: PartialOrd + ?Sized>(
    op: crate::syntax::ast::CmpOp,
    a: &T,
    b: &T,
) -> Option<bool> {
    use crate::syntax::ast::CmpOp::*;
    Some(match op {
        Lt => a < b,
        Le => a <= b,
        Gt => a > b,
        Ge => a >= b,
        Eq => a == b,
        Ne => a != b,
        Is | IsNot | In | NotIn => return None,
    })
}

/// One comparison where either side may define it.
pub fn compare(f: &mut Frame, op: crate::syntax::ast::CmpOp, a: &Value, b: &Value) -> Res<bool> {
    use crate::syntax::ast::CmpOp::*;
    if let Some(r) = plain_compare(op, a, b) {
        return Ok(r);
    }
    // Keys of `functools.cmp_to_key`: compared by what the function
    // says of their items.
    if let Some((cmp_fn, x, y)) = crate::builtins::functools::cmp_key_pair(a, b) {
        let r = call_value(cmp_fn, vec![x.clone(), y.clone()], Vec::new(), f)?;
        return compare(f, op, &r, &Value::Int(0));
    }
    if matches!(op, In | NotIn)
        && let Some(items) = searched_items(b, a)?
    {
        let mut found = false;
        for x in &items {
            if item_eq(f, x, a)? {
                found = true;
                break;
            }
        }
        return Ok(found == (op == In));
    }
    if matches!(op, Eq | Ne)
        && let (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) = (a, b)
        && (holds_instance(a) || holds_instance(b))
    {
        let (xs, ys) = (
            super::ops::iterate_to_vec(a)?,
            super::ops::iterate_to_vec(b)?,
        );
        let mut same = xs.len() == ys.len();
        for (x, y) in xs.iter().zip(&ys) {
            if !same {
                break;
            }
            same = item_eq(f, x, y)?;
        }
        return Ok(same == (op == Eq));
    }
    // Ordered as Python orders sequences: by the first items that differ
    // (the user's `__eq__` deciding), else by length.
    if matches!(op, Lt | Le | Gt | Ge)
        && let (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) = (a, b)
        && (holds_instance(a) || holds_instance(b))
    {
        let (xs, ys) = (
            super::ops::iterate_to_vec(a)?,
            super::ops::iterate_to_vec(b)?,
        );
        for (x, y) in xs.iter().zip(&ys) {
            if !item_eq(f, x, y)? {
                return compare(f, op, x, y);
            }
        }
        return compare(
            f,
            op,
            &Value::Int(xs.len() as i64),
            &Value::Int(ys.len() as i64),
        );
    }
    if matches!(op, Eq | Ne)
        && let (Value::Set(x), Value::Set(y)) | (Value::Dict(x), Value::Dict(y)) = (a, b)
        && let Some(same) = user_keyed_eq(f, x, y, matches!(a, Value::Dict(_)))?
    {
        return Ok(same == (op == Eq));
    }
    if matches!(op, In | NotIn) && super::iter::is_lazy(b) && special(b, "__contains__").is_none() {
        // Searched item by item, consuming a generator up to the match.
        let mut it = super::iter::ValueIter::new(b, f)?;
        let mut found = false;
        while let Some(x) = it.next(f)? {
            if x.is(a) || compare(f, Eq, &x, a)? {
                found = true;
                break;
            }
        }
        return Ok(found == (op == In));
    }
    if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
        let (name, reflected) = match op {
            Eq => ("__eq__", "__eq__"),
            Ne => ("__ne__", "__ne__"),
            Lt => ("__lt__", "__gt__"),
            Le => ("__le__", "__ge__"),
            Gt => ("__gt__", "__lt__"),
            Ge => ("__ge__", "__le__"),
            In | NotIn => {
                if let Some(m) = special(b, "__contains__") {
                    let r = call_special(f, &m, b, vec![a.clone()])?.truthy();
                    return Ok(if op == In { r } else { !r });
                }
                let keys_of = match b {
                    Value::Dict(d) | Value::Set(d) => Some(d),
                    Value::DictView(v) if v.kind == super::dictview::ViewKind::Keys => {
                        Some(&v.dict)
                    }
                    _ => None,
                };
                if let Some(d) = keys_of {
                    let key = super::hashing::shared_key(f, d, a)?;
                    let r = d.lock().contains_key(&key);
                    return Ok(if op == In { r } else { !r });
                }
                return super::ops::compare(op, a, b);
            }
            _ => return super::ops::compare(op, a, b),
        };
        if let Some(m) = special(a, name) {
            let r = call_special(f, &m, a, vec![b.clone()])?;
            if !not_implemented_value(&r) {
                return Ok(r.truthy());
            }
        }
        if let Some(m) = special(b, reflected) {
            let r = call_special(f, &m, b, vec![a.clone()])?;
            if !not_implemented_value(&r) {
                return Ok(r.truthy());
            }
        }
        if op == Ne
            && let Some(m) = special(a, "__eq__")
        {
            return Ok(!call_special(f, &m, a, vec![b.clone()])?.truthy());
        }
        // A cdef class's `__richcmp__(self, other, op)`, with op as in
        // Python's C API (Py_LT 0 … Py_GE 5), then the other side's with
        // the operator mirrored.
        let code = |o: crate::syntax::ast::CmpOp| match o {
            Lt => 0,
            Le => 1,
            Eq => 2,
            Ne => 3,
            Gt => 4,
            _ => 5,
        };
        let mirrored = match op {
            Lt => Gt,
            Le => Ge,
            Gt => Lt,
            Ge => Le,
            o => o,
        };
        for (me, other, o) in [(a, b, op), (b, a, mirrored)] {
            if let Some(m) = special(me, "__richcmp__") {
                let r = call_special(f, &m, me, vec![other.clone(), Value::Int(code(o))])?;
                if !not_implemented_value(&r) {
                    return Ok(r.truthy());
                }
            }
        }
    }
    super::ops::compare(op, a, b)
}

/// `obj[key]` honouring `__getitem__`.
pub fn getitem(f: &mut Frame, v: &Value, k: &Value) -> Res<Value> {
    if let Value::Instance(_) = v
        && let Some(r) = crate::builtins::bytearray::get_int_item(v, k)
    {
        return r;
    }
    if let Some(m) = special(v, "__getitem__") {
        return call_special(f, &m, v, vec![k.clone()]);
    }
    if let Some(i) = sequence_index(f, v, k)? {
        return super::ops::getitem(v, &i);
    }
    if let (Value::Dict(d), true) = (v, super::hashing::needs_frame(k)) {
        let key = super::hashing::shared_key(f, d, k)?;
        let found = d.lock().get(&key).map(|e| e.1.clone());
        return match found {
            Some(x) => Ok(x),
            None => crate::builtins::dict_missing(f, d, k, key_error(k)),
        };
    }
    match super::ops::getitem(v, k) {
        // A Counter's or defaultdict's missing key.
        Err(e) if let Value::Dict(d) = v => crate::builtins::dict_missing(f, d, k, e),
        r => r,
    }
}

/// An instance with `__index__` used as the index of a sequence (not of
/// a dict, where it is a key): the int it stands for.
fn sequence_index(f: &mut Frame, v: &Value, k: &Value) -> Res<Option<Value>> {
    if !matches!(
        v,
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Bytes(_) | Value::Range(_)
    ) {
        return Ok(None);
    }
    match k {
        Value::Instance(_) => index_special(f, k),
        // A slice's bounds and step may be such instances too.
        Value::Slice(s)
            if matches!(s.0, Value::Instance(_))
                || matches!(s.1, Value::Instance(_))
                || matches!(s.2, Value::Instance(_)) =>
        {
            let mut part =
                |x: &Value| -> Res<Value> { Ok(index_special(f, x)?.unwrap_or_else(|| x.clone())) };
            let (a, b, c) = (part(&s.0)?, part(&s.1)?, part(&s.2)?);
            Ok(Some(Value::Slice(Arc::new((a, b, c)))))
        }
        _ => Ok(None),
    }
}

/// `x.__index__()` of an instance whose class defines it (None when it
/// does not), checked to be an int as Python checks it.
pub fn index_special(f: &mut Frame, k: &Value) -> Res<Option<Value>> {
    let Some(m) = special(k, "__index__") else {
        return Ok(None);
    };
    match call_special(f, &m, k, Vec::new())? {
        i @ (Value::Int(_) | Value::BigInt(_)) => Ok(Some(i)),
        other => Err(type_error(format!(
            "__index__ returned non-int (type {})",
            other.type_name()
        ))),
    }
}

/// `obj[key] = x` honouring `__setitem__`.
pub fn setitem(f: &mut Frame, v: &Value, k: &Value, x: Value) -> Res<()> {
    if let Value::Instance(_) = v
        && let Some(r) = crate::builtins::bytearray::set_int_item(v, k, &x)
    {
        return r;
    }
    if let Some(m) = special(v, "__setitem__") {
        return call_special(f, &m, v, vec![k.clone(), x]).map(|_| ());
    }
    if let Some(i) = sequence_index(f, v, k)? {
        return super::ops::setitem(v, &i, x);
    }
    if let (Value::Dict(d), true) = (v, super::hashing::needs_frame(k)) {
        let key = super::hashing::shared_key(f, d, k)?;
        d.lock().insert(key, (k.clone(), x));
        return Ok(());
    }
    super::ops::setitem(v, k, x)
}

/// `del obj[key]`, finding a user-hashed dict key by `__eq__`.
pub fn delitem(f: &mut Frame, v: &Value, k: &Value) -> Res<()> {
    if let Some(m) = special(v, "__delitem__") {
        return call_special(f, &m, v, vec![k.clone()]).map(|_| ());
    }
    if let (Value::Dict(d), true) = (v, super::hashing::needs_frame(k)) {
        let key = super::hashing::shared_key(f, d, k)?;
        return match d.lock().remove(&key) {
            Some(_) => Ok(()),
            None => Err(key_error(k)),
        };
    }
    super::ops::delitem(v, k)
}

/// Python's truth test: `__bool__`, then `__len__`, on instances; NumPy's
/// refusal for an array that is not one element.
pub fn truth(f: &mut Frame, v: &Value) -> Res<bool> {
    match v {
        Value::Array(a) if a.size() != 1 => Err(value_error(if a.size() == 0 {
            "The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty."
        } else {
            "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()"
        })),
        Value::Instance(_) => {
            if let Some(m) = special(v, "__bool__") {
                return match call_special(f, &m, v, Vec::new())? {
                    Value::Bool(b) => Ok(b),
                    other => Err(type_error(format!(
                        "__bool__ should return bool, returned {}",
                        other.type_name()
                    ))),
                };
            }
            Ok(len_of(f, v)?.is_none_or(|n| n != 0))
        }
        _ => Ok(v.truthy()),
    }
}

/// `len(obj)` honouring `__len__`.
pub fn len_of(f: &mut Frame, v: &Value) -> Res<Option<i64>> {
    if let Some(m) = special(v, "__len__") {
        return match call_special(f, &m, v, Vec::new())? {
            Value::Int(n) => Ok(Some(n)),
            other => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))),
        };
    }
    Ok(None)
}

pub use super::reprs::{repr_of, str_of};

/// A value stored into a typed cdef-class attribute, converted as Cython
/// converts it (`an integer is required`, buffer checks for views).
pub fn typed_field_value(v: Value, ty: &crate::sema::types::Ty) -> Res<Value> {
    use crate::sema::types::Ty;
    match ty {
        Ty::Memview(t) => super::memview::acquire(&v, t),
        // Kept a struct (C-level access reads and writes its fields); a
        // Python-level read sees the dict Cython makes of it.
        Ty::Struct(def) => super::value::struct_from_object(def, v),
        t if t.is_complex() => Ok(super::complex::typed(super::complex::from_object(&v)?, t)),
        t if t.is_c() => {
            let bits = super::call::to_c_bits(&v, t)?;
            super::call::c_bits_to_value(bits, t)
        }
        _ => Ok(v),
    }
}

/// The initial value of a typed attribute: C zero, NULL, zeroed storage
/// of a C array, or None.
pub fn field_default(ty: &crate::sema::types::Ty) -> Res<Value> {
    use crate::sema::types::Ty;
    Ok(match ty {
        Ty::Bint => Value::Bool(false),
        Ty::Int(_) => Value::Int(0),
        Ty::Float | Ty::Double => Value::Float(0.0),
        t if t.is_complex() => Value::Complex(0.0, 0.0),
        t if t.is_pointer() => super::memory::null(),
        Ty::CArray(d, n) => super::memory::carray(*d, *n)?,
        Ty::CArrayNd(d, dims) => super::memory::carray(*d, dims.iter().product())?,
        Ty::Struct(def) => {
            let fields = def
                .fields()
                .iter()
                .map(|(_, t)| field_default(t))
                .collect::<Res<Vec<_>>>()?;
            Value::Struct(std::sync::Arc::new((def.clone(), fields)))
        }
        Ty::Cpp(c) => super::cpp::empty(c)?,
        // Cython's "not initialized" memoryview: every read raises
        // until a buffer or None is assigned (`uninit_view`).
        Ty::Memview(_) => Value::Undef,
        _ => Value::None,
    })
}

/// Cython's error for reading a memoryview attribute never assigned.
#[cold]
pub fn uninit_view() -> Box<Exc> {
    attr_error("Memoryview is not initialized")
}

/// How `%s`/`%r` render a value in `fmt % operand`: a user class's
/// instance through its `__str__`/`__repr__`; None for the built-in
/// rendering.
fn render_instance(f: &mut Frame, v: &Value, repr: bool) -> Res<Option<String>> {
    match v {
        Value::Instance(i) if !i.class.builtin => {
            Ok(Some(if repr { repr_of(f, v)? } else { str_of(f, v)? }))
        }
        _ => Ok(None),
    }
}

/// `fmt % operand` for a str format.
fn percent_text(f: &mut Frame, fmt: &str, operand: &Value) -> Res<Value> {
    let (args, mode) = super::percent::operands(operand);
    let mut hook = |v: &Value, repr: bool| render_instance(f, v, repr);
    let text = super::percent::percent_format_hooked(fmt, &args, mode, &mut hook)?;
    Ok(Value::Str(std::sync::Arc::from(text)))
}

/// `fmt % operand` for a bytes format.
fn percent_bytes(f: &mut Frame, fmt: &[u8], operand: &Value) -> Res<Value> {
    let mut hook = |v: &Value, repr: bool| render_instance(f, v, repr);
    let out = super::percent::format_bytes_operand(fmt, operand, &mut hook)?;
    Ok(Value::Bytes(std::sync::Arc::from(out)))
}
