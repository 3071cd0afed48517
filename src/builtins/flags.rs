//! `a.flags`: NumPy's flags object — indexable by flag name
//! (`a.flags['C_CONTIGUOUS']`, `a.flags['C']`), with lower-case
//! attributes (`a.flags.c_contiguous`), printed as NumPy prints it.

use super::Builtin;
use crate::array::Array;
use crate::eval::call::Kwargs;
use crate::eval::exc::{Res, new_exc, type_error};
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

pub static TABLE: &[Builtin] = &[
    Builtin {
        name: "__flags_getitem__",
        doc: "flags[name]: one of an array's flags",
        run: getitem,
    },
    Builtin {
        name: "__flags_repr__",
        doc: "repr(flags): NumPy's listing of an array's flags",
        run: repr,
    },
];

/// Flag names NumPy accepts as keys, and the attribute each reads.
const KEYS: &[(&str, &str)] = &[
    ("C_CONTIGUOUS", "c_contiguous"),
    ("C", "c_contiguous"),
    ("CONTIGUOUS", "c_contiguous"),
    ("F_CONTIGUOUS", "f_contiguous"),
    ("F", "f_contiguous"),
    ("FORTRAN", "f_contiguous"),
    ("OWNDATA", "owndata"),
    ("O", "owndata"),
    ("WRITEABLE", "writeable"),
    ("W", "writeable"),
    ("ALIGNED", "aligned"),
    ("A", "aligned"),
    ("WRITEBACKIFCOPY", "writebackifcopy"),
    ("X", "writebackifcopy"),
    ("FNC", "fnc"),
    ("FORC", "forc"),
    ("BEHAVED", "behaved"),
    ("B", "behaved"),
    ("CARRAY", "carray"),
    ("CA", "carray"),
    ("FARRAY", "farray"),
    ("FA", "farray"),
];

fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            let c = Class::new("flagsobj", Vec::new(), false);
            *c.module.lock() = Arc::from("numpy");
            {
                let mut attrs = c.attrs.lock();
                for (name, builtin) in [
                    ("__getitem__", "__flags_getitem__"),
                    ("__repr__", "__flags_repr__"),
                ] {
                    let id = super::lookup(builtin).unwrap_or(0);
                    attrs.insert(Arc::from(name), Value::Builtin(id));
                }
            }
            Arc::new(c)
        })
        .clone()
}

/// The flags object of an array.
pub fn flags_of(a: &Array) -> Value {
    let (c, f) = (a.is_c_contig(), a.is_f_contig());
    let own = a.base.is_none();
    let write = !a.readonly.get();
    let inst = Instance::new(class());
    {
        let mut attrs = inst.attrs.lock();
        for (name, v) in [
            ("c_contiguous", c),
            ("contiguous", c),
            ("f_contiguous", f),
            ("fortran", f),
            ("owndata", own),
            ("writeable", write),
            ("aligned", true),
            ("writebackifcopy", false),
            ("fnc", f && !c),
            ("forc", f || c),
            ("behaved", write),
            ("carray", c && write),
            ("farray", f && !c && write),
        ] {
            attrs.insert(Arc::from(name), Value::Bool(v));
        }
    }
    Value::Instance(Arc::new(inst))
}

fn flag(me: &Value, attr: &str) -> bool {
    match me {
        Value::Instance(i) => matches!(i.get_attr(attr), Some(Value::Bool(true))),
        _ => false,
    }
}

fn getitem(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let [me, key] = args.as_slice() else {
        return Err(type_error("flags[...] takes one key"));
    };
    let Value::Str(k) = key else {
        return Err(new_exc("KeyError", "Unknown flag"));
    };
    match KEYS.iter().find(|(n, _)| *n == k.as_ref()) {
        Some((_, attr)) => Ok(Value::Bool(flag(me, attr))),
        None => Err(new_exc("KeyError", "Unknown flag")),
    }
}

fn repr(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let me = args.first().cloned().unwrap_or(Value::None);
    let b = |attr: &str| if flag(&me, attr) { "True" } else { "False" };
    Ok(Value::Str(Arc::from(format!(
        "  C_CONTIGUOUS : {}\n  F_CONTIGUOUS : {}\n  OWNDATA : {}\n  WRITEABLE : {}\n  ALIGNED : True\n  WRITEBACKIFCOPY : False\n",
        b("c_contiguous"),
        b("f_contiguous"),
        b("owndata"),
        b("writeable"),
    ))))
}
