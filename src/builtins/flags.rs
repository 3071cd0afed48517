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
    Builtin {
        name: "__flags_setattr__",
        doc: "flags.writeable = b: makes the array read-only or writable again",
        run: setattr,
    },
    Builtin {
        name: "__flags_setitem__",
        doc: "flags['WRITEABLE'] = b: as flags.writeable = b",
        run: setitem,
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
                    ("__setattr__", "__flags_setattr__"),
                    ("__setitem__", "__flags_setitem__"),
                ] {
                    let id = super::lookup(builtin).unwrap_or(0);
                    attrs.insert(Arc::from(name), Value::Builtin(id));
                }
            }
            Arc::new(c)
        })
        .clone()
}

/// The flags object of an array (a snapshot, as NumPy's is, that can
/// still change the array's `writeable` flag).
pub fn flags_of(a: &Arc<Array>) -> Value {
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
        attrs.insert(Arc::from(ARRAY), Value::Array(a.clone()));
    }
    Value::Instance(Arc::new(inst))
}

/// The attribute holding the array a flags object describes.
const ARRAY: &str = "_array";

/// `flags.name = v`: only `writeable` changes (through `setflags`, with
/// its rules); NumPy refuses the others.
fn setattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let [me, name, v] = args.as_slice() else {
        return Err(type_error("flags.__setattr__ takes a name and a value"));
    };
    let (Value::Instance(inst), Value::Str(name)) = (me, name) else {
        return Err(type_error("flags.__setattr__ takes a name and a value"));
    };
    match name.as_ref() {
        "writeable" => {
            let Some(Value::Array(a)) = inst.get_attr(ARRAY) else {
                return Err(type_error("this flags object has no array"));
            };
            let write = crate::eval::attrs::truth(f, v)?;
            crate::eval::arrays::method(
                &a,
                "setflags",
                Vec::new(),
                vec![(Arc::from("write"), Value::Bool(write))],
                false,
            )?;
            let (c, fo) = (a.is_c_contig(), a.is_f_contig());
            for (attr, on) in [
                ("writeable", write),
                ("behaved", write),
                ("carray", c && write),
                ("farray", fo && !c && write),
            ] {
                inst.set_attr(attr, Value::Bool(on));
            }
            Ok(Value::None)
        }
        n if KEYS.iter().any(|(_, attr)| *attr == n) || n == "contiguous" || n == "fortran" => {
            Err(crate::eval::exc::attr_error(format!(
                "attribute '{n}' of 'numpy._core.multiarray.flagsobj' objects is not writable"
            )))
        }
        n => Err(crate::eval::exc::attr_error(format!(
            "'numpy._core.multiarray.flagsobj' object has no attribute '{n}'"
        ))),
    }
}

/// `flags['WRITEABLE'] = v` (or `'W'`).
fn setitem(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let [me, key, v] = args.as_slice() else {
        return Err(type_error("flags[...] = v takes one key"));
    };
    match key {
        Value::Str(k) if matches!(k.as_ref(), "WRITEABLE" | "W") => setattr(
            f,
            vec![me.clone(), Value::text("writeable"), v.clone()],
            Vec::new(),
        ),
        _ => Err(new_exc("KeyError", "Unknown flag")),
    }
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
