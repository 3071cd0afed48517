//! The builtins about attributes and class members: `getattr`,
//! `setattr`, `delattr`, `hasattr`, `vars`, `staticmethod`,
//! `classmethod`, `property`, `super`, `object`.

use super::{arity, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

fn attr_name(v: &Value) -> Res<Arc<str>> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        other => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            other.type_name()
        ))),
    }
}

pub(super) fn getattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("getattr", &args, 2, 3)?;
    let name = attr_name(&args[1])?;
    match crate::eval::attrs::getattr(f, &args[0], &name) {
        Err(e) if e.class_name() == "AttributeError" && args.len() == 3 => Ok(args[2].clone()),
        r => r,
    }
}

pub(super) fn setattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("setattr", &args, 3, 3)?;
    let name = attr_name(&args[1])?;
    crate::eval::attrs::set_attribute(f, &args[0], &name, args[2].clone())?;
    Ok(Value::None)
}

pub(super) fn delattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("delattr", &args, 2, 2)?;
    let name = attr_name(&args[1])?;
    crate::eval::attrs::delete_attribute(f, &args[0], &name)?;
    Ok(Value::None)
}

pub(super) fn vars(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("vars", &args, 1, 1)?;
    match &args[0] {
        Value::Instance(_) | Value::Class(_) => {
            match crate::eval::attrs::getattr(f, &args[0], "__dict__") {
                Err(e) if e.class_name() == "AttributeError" => {
                    Err(type_error("vars() argument must have __dict__ attribute"))
                }
                r => r,
            }
        }
        _ => Err(type_error("vars() argument must have __dict__ attribute")),
    }
}

pub(super) fn hasattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("hasattr", &args, 2, 2)?;
    let name = attr_name(&args[1])?;
    Ok(Value::Bool(
        crate::eval::attrs::getattr(f, &args[0], &name).is_ok(),
    ))
}

pub(super) fn wrap(kind: &str, args: Vec<Value>) -> Res<Value> {
    arity(kind, &args, 1, 1)?;
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class(kind));
    inst.set_attr("__func__", args[0].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

pub(super) fn staticmethod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    wrap("staticmethod", args)
}

pub(super) fn classmethod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    wrap("classmethod", args)
}

/// `property(fget=None, fset=None, fdel=None, doc=None)`.
pub(super) fn property(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("property", &args, 0, 4)?;
    let mut parts = args.into_iter();
    let mut at = 0;
    let mut part = |name: &str| -> Res<Value> {
        let positional = parts.next();
        at += 1;
        match (positional, take_kw(&mut kw, name)) {
            (Some(_), Some(_)) => Err(type_error(format!(
                "argument for property() given by name ('{name}') and position ({at})"
            ))),
            (Some(v), None) | (None, Some(v)) => Ok(v),
            (None, None) => Ok(Value::None),
        }
    };
    let (fget, fset, fdel, doc) = (part("fget")?, part("fset")?, part("fdel")?, part("doc")?);
    if let Some((k, _)) = kw.first() {
        return Err(type_error(format!(
            "'{k}' is an invalid keyword argument for property()"
        )));
    }
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("property"));
    inst.set_attr("__func__", fget);
    for (slot, v) in [("__set__", fset), ("__delete__", fdel), ("__doc__", doc)] {
        if !matches!(v, Value::None) {
            inst.set_attr(slot, v);
        }
    }
    Ok(Value::Instance(Arc::new(inst)))
}

/// `@x.setter`: a new property with `x`'s getter and deleter and this
/// setter.
pub(super) fn property_setter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    property_with("setter", "__set__", args)
}

/// `@x.deleter`: a new property with `x`'s getter and setter and this
/// deleter.
pub(super) fn property_deleter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    property_with("deleter", "__delete__", args)
}

fn property_with(what: &str, slot: &str, args: Vec<Value>) -> Res<Value> {
    arity(what, &args, 2, 2)?;
    let Value::Instance(old) = &args[0] else {
        return Err(type_error(format!(
            "{what} of something that is not a property"
        )));
    };
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("property"));
    for kept in ["__func__", "__set__", "__delete__"] {
        if let Some(v) = old.get_attr(kept) {
            inst.set_attr(kept, v);
        }
    }
    inst.set_attr(slot, args[1].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

pub(super) fn super_(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    if args.len() != 2 {
        return Err(runtime_error("super(): no arguments"));
    }
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("super"));
    inst.set_attr("__thisclass__", args[0].clone());
    inst.set_attr("__self__", args[1].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

pub(super) fn object(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("object", &args, 0, 0)?;
    let cls = Arc::new(crate::eval::value::Class::new("object", Vec::new(), true));
    Ok(Value::Instance(Arc::new(
        crate::eval::value::Instance::new(cls),
    )))
}
