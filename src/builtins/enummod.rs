//! Python's `enum`: `Enum`, `IntEnum`, `auto` and `unique`. As
//! `EnumType` does when it makes a class deriving from `Enum`, each plain
//! value the body assigns becomes a member: an instance of the class with
//! a `name` and a `value` (an `IntEnum` member is also the int), a second
//! name for a value already taken is an alias of that member, and the
//! class iterates, counts, indexes (`Color['RED']`) and is called
//! (`Color(1)`) over its members, through the machinery `cpdef enum`
//! classes use (`eval::enums`).

use super::{Builtin, arity};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

/// The builtins that act as the members' methods are named under this.
pub const PREFIX: &str = "enum.";

fn module_class(
    cell: &'static OnceLock<Arc<Class>>,
    name: &str,
    make: impl FnOnce(&mut Class),
) -> Arc<Class> {
    cell.get_or_init(|| {
        let mut c = Class::new(name, Vec::new(), false);
        make(&mut c);
        *c.module.lock() = Arc::from("enum");
        Arc::new(c)
    })
    .clone()
}

fn method(name: &str) -> Value {
    super::lookup(name).map_or(Value::None, super::value_of)
}

/// `enum.Enum`.
pub fn enum_class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    module_class(&CLASS, "Enum", |c| {
        let mut attrs = c.attrs.lock();
        for m in ["__repr__", "__str__", "__format__"] {
            attrs.insert(Arc::from(m), method(&format!("enum.Enum.{m}")));
        }
    })
}

/// `enum.IntEnum`: an `Enum` whose members are ints, printed as ints.
pub fn int_enum_class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    module_class(&CLASS, "IntEnum", |c| {
        c.bases = vec![enum_class()];
        c.builtin_base = Some("int");
        let mut attrs = c.attrs.lock();
        for m in ["__str__", "__format__"] {
            attrs.insert(Arc::from(m), method(&format!("enum.IntEnum.{m}")));
        }
    })
}

/// What `auto()` gives: a placeholder the class replaces by a value.
fn auto_class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    module_class(&CLASS, "auto", |_| {})
}

/// `enum.name` for `from enum import name` and `enum.name`.
pub fn module_attr(name: &str) -> Option<Value> {
    match name {
        "Enum" => Some(Value::Class(enum_class())),
        "IntEnum" => Some(Value::Class(int_enum_class())),
        _ => None,
    }
}

pub fn module_has(name: &str) -> bool {
    matches!(name, "Enum" | "IntEnum" | "auto" | "unique")
}

/// Does `c` derive from `Enum` (and is not `Enum` or `IntEnum` itself)?
fn is_enum_class(c: &Arc<Class>) -> bool {
    let base = enum_class();
    !Arc::ptr_eq(c, &base) && !Arc::ptr_eq(c, &int_enum_class()) && c.is_subclass_of(&base)
}

/// Is `v` a member of a Python enum class, named `name` there?
pub fn is_member_named(v: &Value, name: &str) -> bool {
    matches!(v, Value::Instance(i) if matches!(i.get_attr("_name_"), Some(Value::Str(n)) if &*n == name))
}

fn member_value(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) => i.get_attr("_value_"),
        _ => None,
    }
}

/// Makes the members of a class just created from a body deriving from
/// `Enum`.
pub fn settle(f: &mut Frame, cls: &Arc<Class>) -> Res<()> {
    if !is_enum_class(cls) {
        return Ok(());
    }
    for b in cls.ancestors() {
        if crate::eval::enums::members(&b).is_some_and(|m| !m.is_empty()) {
            return Err(type_error(format!(
                "<enum '{}'> cannot extend <enum '{}'>",
                cls.name, b.name
            )));
        }
    }
    let own: Vec<(Arc<str>, Value)> = cls
        .attrs
        .lock()
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let auto = auto_class();
    let int_valued = crate::eval::builtin_base::base_of(cls) == Some("int");
    let has_init = cls
        .ancestors()
        .iter()
        .chain(std::iter::once(cls))
        .any(|c| !c.builtin && c.attrs.lock().contains_key("__init__"));
    let mut named: Vec<(Arc<str>, Value)> = Vec::new();
    let mut last_int: Option<i64> = None;
    for (name, v) in own {
        if name.starts_with('_') || !is_member_value(&v) {
            continue;
        }
        let value = match &v {
            Value::Instance(i) if Arc::ptr_eq(&i.class, &auto) => {
                Value::Int(last_int.map_or(1, |n| n + 1))
            }
            _ => v,
        };
        if let Value::Int(n) = value {
            last_int = Some(n);
        }
        let alias = named
            .iter()
            .find(|(_, m)| member_value(m).is_some_and(|x| crate::eval::ops::eq(&x, &value)))
            .map(|(_, m)| m.clone());
        let member = match alias {
            Some(m) => m,
            None => make_member(f, cls, &name, value, int_valued, has_init)?,
        };
        cls.attrs.lock().insert(name.clone(), member.clone());
        named.push((name, member));
    }
    let _ = cls.enumeration.set(named);
    Ok(())
}

/// Values the body assigns that are not members: functions, descriptors
/// and nested classes.
fn is_member_value(v: &Value) -> bool {
    match v {
        Value::Func(_) | Value::Builtin(_) | Value::BoundBuiltin(_) | Value::Class(_) => false,
        Value::Instance(_) => crate::eval::attrs::wrapper_kind(v).is_none(),
        _ => true,
    }
}

fn make_member(
    f: &mut Frame,
    cls: &Arc<Class>,
    name: &Arc<str>,
    value: Value,
    int_valued: bool,
    has_init: bool,
) -> Res<Value> {
    let inst = if int_valued {
        crate::eval::construct::allocate(cls, std::slice::from_ref(&value), &Vec::new(), f)?
    } else {
        Arc::new(Instance::new(cls.clone()))
    };
    for (k, v) in [
        ("_name_", Value::Str(name.clone())),
        ("_value_", value.clone()),
    ] {
        inst.set_attr(k, v);
    }
    inst.set_attr("name", Value::Str(name.clone()));
    inst.set_attr("value", value.clone());
    let me = Value::Instance(inst);
    // The class's `__init__` gets the value, a tuple spread over its
    // parameters (`MERCURY = (3.3e23, 2.4e6)`).
    if has_init && let Some(init) = cls.lookup("__init__") {
        let mut args = vec![me.clone()];
        match &value {
            Value::Tuple(t) => args.extend(t.iter().cloned()),
            other => args.push(other.clone()),
        }
        call_value(&init, args, Vec::new(), f)?;
    }
    Ok(me)
}

/// `Color(v)`: the member whose value equals `v` (or `v` itself when it
/// is a member).
pub fn call(class: &Arc<Class>, args: Vec<Value>, kwargs: Kwargs) -> Res<Value> {
    if !kwargs.is_empty() || args.len() != 1 {
        return Err(type_error(format!(
            "arr's {}() takes one value (creating an enum class by calling one is not supported)",
            class.name
        )));
    }
    let x = &args[0];
    if let Value::Instance(i) = x
        && Arc::ptr_eq(&i.class, class)
    {
        return Ok(x.clone());
    }
    let named = class.enumeration.get().map_or(&[][..], Vec::as_slice);
    named
        .iter()
        .map(|(_, m)| m)
        .find(|m| member_value(m).is_some_and(|v| crate::eval::ops::eq(&v, x)))
        .cloned()
        .ok_or_else(|| value_error(format!("{} is not a valid {}", x.repr(), class.name)))
}

/// Is `class` a Python enum class (its members are instances)?
pub fn is_py_enum(class: &Arc<Class>) -> bool {
    class.enumeration.get().is_some() && is_enum_class(class)
}

fn me(args: &[Value]) -> Res<(Arc<Instance>, Arc<str>, Value)> {
    match args.first() {
        Some(Value::Instance(i)) => match (i.get_attr("_name_"), i.get_attr("_value_")) {
            (Some(Value::Str(n)), Some(v)) => Ok((i.clone(), n, v)),
            _ => Err(type_error("an enum method needs a member")),
        },
        _ => Err(type_error("an enum method needs a member")),
    }
}

fn repr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (i, name, v) = me(&args)?;
    let v = crate::eval::attrs::repr_of(f, &v)?;
    Ok(Value::text(&format!("<{}.{name}: {v}>", i.class.name)))
}

fn str_(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (i, name, _) = me(&args)?;
    Ok(Value::text(&format!("{}.{name}", i.class.name)))
}

fn format(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__format__", &args, 2, 2)?;
    let text = str_(f, vec![args[0].clone()], Vec::new())?;
    format_with(f, text, &args[1])
}

fn format_with(f: &mut Frame, v: Value, spec: &Value) -> Res<Value> {
    let Value::Str(spec) = spec else {
        return Err(type_error("format spec must be a str"));
    };
    Ok(Value::text(&crate::eval::reprs::format_of(f, &v, spec)?))
}

fn int_str(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (_, _, v) = me(&args)?;
    Ok(Value::text(&v.repr()))
}

fn int_format(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__format__", &args, 2, 2)?;
    let (_, _, v) = me(&args)?;
    format_with(f, v, &args[1])
}

fn auto(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("auto", &args, 0, 0)?;
    Ok(Value::Instance(Arc::new(Instance::new(auto_class()))))
}

/// `@unique`: the class, unless some value has two names.
fn unique(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("unique", &args, 1, 1)?;
    let Value::Class(c) = &args[0] else {
        return Err(type_error("unique() takes an enum class"));
    };
    let named = c.enumeration.get().map_or(&[][..], Vec::as_slice);
    let aliases: Vec<String> = named
        .iter()
        .filter(|(n, m)| !is_member_named(m, n))
        .filter_map(|(n, m)| match m {
            Value::Instance(i) => match i.get_attr("_name_") {
                Some(Value::Str(first)) => Some(format!("{n} -> {first}")),
                _ => None,
            },
            _ => None,
        })
        .collect();
    if !aliases.is_empty() {
        return Err(value_error(format!(
            "duplicate values found in <enum '{}'>: {}",
            c.name,
            aliases.join(", ")
        )));
    }
    Ok(args[0].clone())
}

pub const TABLE: &[Builtin] = &[
    b!(
        "enum.auto",
        "auto(): the next value of an enum (one more than the last int)",
        auto
    ),
    b!(
        "enum.unique",
        "@unique: refuses an enum class with two names for a value",
        unique
    ),
    b!("enum.Enum.__repr__", "<Class.NAME: value>", repr),
    b!("enum.Enum.__str__", "Class.NAME", str_),
    b!("enum.Enum.__format__", "format(str(member), spec)", format),
    b!("enum.IntEnum.__str__", "the member's int, as str", int_str),
    b!(
        "enum.IntEnum.__format__",
        "format(int(member), spec)",
        int_format
    ),
];
