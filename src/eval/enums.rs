//! A `cpdef enum`'s Python class. Cython makes it an `IntEnum` (through
//! its "flexible" base): each member is an int with a name, the class
//! iterates its members in order, and calling it with any int gives the
//! member of that value or, for a value the enum does not name, a nameless
//! member printed `<Mode: 7>`.

use super::exc::{Res, key_error, type_error};
use super::frame::Frame;
use super::value::{Class, EnumMember, Value};
use std::sync::Arc;

/// The class `name` with these members, in order. A name whose value an
/// earlier name has is an alias: it names that member.
pub fn make_class(name: &str, module: &str, members: &[(Arc<str>, i64)]) -> Value {
    let class = Arc::new(Class::new(name, Vec::new(), false));
    *class.module.lock() = Arc::from(module);
    let mut named: Vec<(Arc<str>, Value)> = Vec::with_capacity(members.len());
    for (n, v) in members {
        let member = match named.iter().find(|(_, m)| value_of(m) == Some(*v)) {
            Some((_, m)) => m.clone(),
            None => Value::Enum(Arc::new(EnumMember {
                class: class.clone(),
                name: Some(n.clone()),
                value: *v,
            })),
        };
        class.attrs.lock().insert(n.clone(), member.clone());
        named.push((n.clone(), member));
    }
    let _ = class.enumeration.set(named);
    Value::Class(class)
}

fn value_of(v: &Value) -> Option<i64> {
    match v {
        Value::Enum(m) => Some(m.value),
        _ => None,
    }
}

/// Every name of an enum class with its member (none for another class).
fn named(class: &Class) -> &[(Arc<str>, Value)] {
    class.enumeration.get().map_or(&[], Vec::as_slice)
}

/// The members in definition order, aliases left out (what iterating the
/// class gives).
pub fn members(class: &Class) -> Option<Vec<Value>> {
    let named = class.enumeration.get()?;
    Some(
        named
            .iter()
            .filter(|(n, m)| {
                matches!(m, Value::Enum(e) if e.name.as_ref() == Some(n))
                    || crate::builtins::enummod::is_member_named(m, n)
            })
            .map(|(_, m)| m.clone())
            .collect(),
    )
}

/// `Mode(x)` (or `Mode(value=x)`): the member whose value is `int(x)`,
/// or a nameless one.
pub fn call(
    class: &Arc<Class>,
    mut args: Vec<Value>,
    kwargs: super::call::Kwargs,
    f: &mut Frame,
) -> Res<Value> {
    if crate::builtins::enummod::is_py_enum(class) {
        return crate::builtins::enummod::call(class, args, kwargs);
    }
    for (k, v) in kwargs {
        if k.as_ref() != "value" {
            return Err(type_error(format!(
                "EnumType.__call__() got an unexpected keyword argument '{k}'"
            )));
        }
        args.push(v);
    }
    let [x] = args.as_slice() else {
        return Err(type_error(if args.is_empty() {
            "EnumType.__call__() missing 1 required positional argument: 'value'".to_string()
        } else {
            format!(
                "arr's {}() takes one value (creating an enum class by calling one is not supported)",
                class.name
            )
        }));
    };
    if let Value::Enum(m) = x
        && Arc::ptr_eq(&m.class, class)
    {
        return Ok(x.clone());
    }
    let int = crate::builtins::lookup("int").map(Value::Builtin);
    let v = match (x, int) {
        (Value::Int(i), _) => *i,
        (_, Some(int)) => match super::call::call_value(&int, vec![x.clone()], Vec::new(), f)? {
            Value::Int(i) => i,
            other => {
                return Err(type_error(format!(
                    "'{}' is not a valid {}",
                    other.repr(),
                    class.name
                )));
            }
        },
        (_, None) => return Err(type_error("int() is not available")),
    };
    Ok(by_value(class, v))
}

/// The member of value `v`, or a nameless member when no name has it.
pub fn by_value(class: &Arc<Class>, v: i64) -> Value {
    match named(class).iter().find(|(_, m)| value_of(m) == Some(v)) {
        Some((_, m)) => m.clone(),
        None => Value::Enum(Arc::new(EnumMember {
            class: class.clone(),
            name: None,
            value: v,
        })),
    }
}

/// `Mode['FAST']`.
pub fn getitem(class: &Class, key: &Value) -> Res<Value> {
    match key {
        Value::Str(s) => named(class)
            .iter()
            .find(|(n, _)| n == s)
            .map(|(_, m)| m.clone())
            .ok_or_else(|| key_error(key)),
        _ => Err(key_error(key)),
    }
}

/// `x in Mode`: only a member can be asked about (Python 3.11 refuses a
/// plain int).
pub fn contains(class: &Arc<Class>, x: &Value) -> Res<bool> {
    match x {
        Value::Enum(m) => Ok(Arc::ptr_eq(&m.class, class) && m.name.is_some()),
        Value::Instance(i) if crate::builtins::enummod::is_py_enum(&i.class) => {
            Ok(i.class.is_subclass_of(class))
        }
        other => Err(type_error(format!(
            "unsupported operand type(s) for 'in': '{}' and 'EnumType'",
            other.type_name()
        ))),
    }
}

/// Attributes of a member: its name and value; anything else is the int's.
pub fn member_attr(m: &EnumMember, name: &str) -> Option<Value> {
    Some(match name {
        "name" | "_name_" => m.name.clone().map_or(Value::None, Value::Str),
        "value" | "_value_" => Value::Int(m.value),
        "__class__" => Value::Class(m.class.clone()),
        _ => return None,
    })
}

/// Attributes of the class beyond its members.
pub fn class_attr(class: &Class, name: &str) -> Option<Value> {
    let named = class.enumeration.get()?;
    Some(match name {
        "__members__" => crate::builtins::dict_from_pairs(
            named
                .iter()
                .map(|(n, m)| (Value::Str(n.clone()), m.clone()))
                .collect(),
        ),
        "__name__" | "__qualname__" => Value::Str(class.name.clone()),
        "__module__" => Value::Str(class.module.lock().clone()),
        _ => return None,
    })
}

/// `<Mode.FAST: 1>`, or `<Mode: 7>` for a value the enum does not name.
pub fn member_repr(m: &EnumMember) -> String {
    match &m.name {
        Some(n) => format!("<{}.{}: {}>", m.class.name, n, m.value),
        None => format!("<{}: {}>", m.class.name, m.value),
    }
}
