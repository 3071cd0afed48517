//! `object.__setattr__`, `object.__delattr__` and `object.__getattribute__`:
//! the ordinary attribute store, delete and lookup, which a class's own
//! hooks (see `eval::attr_hooks`) call to do the real work.

use super::{Builtin, arity};
use crate::eval::attrs;
use crate::eval::exc::*;
use crate::eval::value::Value;

/// The attribute name argument, which must be a str as in Python.
fn name_arg(args: &[Value]) -> Res<std::sync::Arc<str>> {
    match args.get(1) {
        Some(Value::Str(s)) => Ok(s.clone()),
        Some(other) => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            other.type_name()
        ))),
        None => Err(type_error("expected an attribute name")),
    }
}

/// The first cdef class among `c` and its bases (depth first, as the
/// MRO meets it), if any.
fn extension_base(
    c: &std::sync::Arc<crate::eval::value::Class>,
) -> Option<std::sync::Arc<crate::eval::value::Class>> {
    if c.cdef {
        return Some(c.clone());
    }
    c.bases.iter().find_map(extension_base)
}

pub const TABLE: &[Builtin] = &[
    b!(
        "object.__new__",
        "object.__new__(cls, *args): a new instance of cls, not yet initialised",
        |f, a, k| {
            let Some(Value::Class(c)) = a.first() else {
                return Err(type_error("object.__new__(X): X is not a type object"));
            };
            crate::builtins::check_instantiable(c)?;
            // An extension type makes its own instances (its tp_new):
            // CPython refuses to make one without it.
            if let Some(ext) = extension_base(c) {
                let name = |x: &crate::eval::value::Class| {
                    if x.cdef {
                        format!("{}.{}", x.module.lock(), x.name)
                    } else {
                        x.name.to_string()
                    }
                };
                return Err(type_error(format!(
                    "object.__new__({}) is not safe, use {}.__new__()",
                    name(c),
                    name(&ext)
                )));
            }
            let inst = crate::eval::construct::allocate(c, &a[1..], &k, f)?;
            Ok(Value::Instance(inst))
        }
    ),
    b!(
        "type.__new__",
        "C.__new__(cls, *args): a new instance of cls; an extension type's __cinit__ runs, __init__ does not",
        |f, a, k| {
            let Some(Value::Class(c)) = a.first() else {
                return Err(type_error("__new__(X): X is not a type object"));
            };
            crate::builtins::check_instantiable(c)?;
            // The cdef bases' `__cinit__`s run for a Python subclass too.
            Ok(crate::eval::construct::new_object(c, &a[1..], &k, f)?.0)
        }
    ),
    b!(
        "object.__setattr__",
        "object.__setattr__(obj, name, value): store without the class's __setattr__",
        |f, a, _| {
            arity("__setattr__", &a, 3, 3)?;
            let name = name_arg(&a)?;
            attrs::store_attribute(f, &a[0], &name, a[2].clone())?;
            Ok(Value::None)
        }
    ),
    b!(
        "object.__delattr__",
        "object.__delattr__(obj, name): delete without the class's __delattr__",
        |f, a, _| {
            arity("__delattr__", &a, 2, 2)?;
            let name = name_arg(&a)?;
            attrs::remove_attribute(f, &a[0], &name)?;
            Ok(Value::None)
        }
    ),
    b!(
        "object.__getattribute__",
        "object.__getattribute__(obj, name): look up without the class's __getattr__",
        |f, a, _| {
            arity("__getattribute__", &a, 2, 2)?;
            let name = name_arg(&a)?;
            attrs::lookup_attr(f, &a[0], &name, false)
        }
    ),
];
