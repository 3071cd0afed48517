//! Python classes deriving from a builtin type (`class Stack(list)`,
//! `class Meters(int)`). An instance holds a value of the builtin type (an
//! internal attribute); what its class does not define, that value does:
//! the protocol methods (`__len__`, `__add__`, `__eq__`, …) are builtins
//! named `builtin_base.NAME` that `Class::lookup` finds for such a class,
//! and other attributes (`append`, `keys`, `bit_length`) are the value's.

use super::call::{Kwargs, call_value};
use super::exc::*;
use super::frame::Frame;
use super::value::{Class, Instance, Value};
use std::sync::Arc;

/// The internal attribute holding the builtin value (user code cannot
/// spell its name).
pub const INNER: &str = "\u{1}builtin_value";

/// The builtin types a Python class may derive from.
pub const DERIVABLE: &[&str] = &[
    "list",
    "dict",
    "set",
    "frozenset",
    "tuple",
    "int",
    "float",
    "complex",
    "str",
    "bytes",
];

/// The types whose value is made by `__new__` from the constructor's
/// arguments (the others start empty and are filled by `__init__`).
fn immutable(base: &str) -> bool {
    !matches!(base, "list" | "dict" | "set")
}

/// The builtin type a class derives from, if any (through its bases).
pub fn base_of(c: &Class) -> Option<&'static str> {
    c.builtin_base
        .or_else(|| c.bases.iter().find_map(|b| base_of(b)))
}

/// The builtin value an instance of such a class holds.
pub fn inner(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) if base_of(&i.class).is_some() => i.get_attr(INNER),
        _ => None,
    }
}

/// The builtin value of an instance whose class iterates as that value
/// does (it defines no `__iter__` of its own), which `dict(x)` and the
/// like may then read directly, as CPython's fast paths do.
pub fn plain_iterable(v: &Value) -> Option<Value> {
    let Value::Instance(i) = v else {
        return None;
    };
    match i.class.lookup("__iter__") {
        Some(Value::Builtin(id)) if crate::builtins::name_of(id).starts_with("builtin_base.") => {
            inner(v)
        }
        _ => None,
    }
}

/// `v`'s builtin value, or `v` itself for any other value.
pub fn unwrap(v: &Value) -> Value {
    inner(v).unwrap_or_else(|| v.clone())
}

/// Gives a new instance its builtin value: the type called with the
/// constructor's arguments for an immutable type, empty for the others
/// (whose `__init__` fills it).
pub fn start_instance(
    base: &str,
    inst: &Instance,
    args: &[Value],
    kwargs: &Kwargs,
    f: &mut Frame,
) -> Res<()> {
    let ty = builtin_type(base)?;
    let v = if immutable(base) {
        call_value(&ty, args.to_vec(), kwargs.clone(), f)?
    } else {
        call_value(&ty, Vec::new(), Vec::new(), f)?
    };
    inst.set_attr(INNER, v);
    Ok(())
}

fn builtin_type(base: &str) -> Res<Value> {
    crate::builtins::lookup(base)
        .map(crate::builtins::value_of)
        .ok_or_else(|| type_error(format!("no builtin type '{base}'")))
}

/// `self.name` that the class lacks: the builtin value's attribute (its
/// methods act on the instance's value).
pub fn value_attr(f: &mut Frame, v: &Value, name: &str) -> Option<Res<Value>> {
    let x = inner(v)?;
    if name.starts_with("__") {
        return None;
    }
    Some(super::attrs::getattr(f, &x, name))
}

/// `super().name` in such a class's method: the builtin's protocol method
/// bound to the instance, or the value's own attribute.
pub fn super_attr(f: &mut Frame, me: &Value, name: &str) -> Option<Res<Value>> {
    inner(me)?;
    if let Some(m) = protocol_method(name) {
        return Some(Ok(Value::Method(Arc::new((me.clone(), m)))));
    }
    value_attr(f, me, name)
}

/// The builtin standing for protocol method `name`.
pub fn protocol_method(name: &str) -> Option<Value> {
    if !crate::builtins::subclass::PROTOCOL.contains(&name) {
        return None;
    }
    crate::builtins::lookup(&format!("builtin_base.{name}")).map(crate::builtins::value_of)
}

/// Runs protocol method `name` of an instance (`args[0]`) on its value.
pub fn run(name: &str, f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    use crate::syntax::ast::{BinOp, CmpOp, UnOp};
    let Some(me) = args.first() else {
        return Err(type_error(format!("{name}() needs an instance")));
    };
    let Some(x) = inner(me) else {
        return Err(type_error(format!(
            "descriptor '{name}' requires a builtin-derived instance, not '{}'",
            me.type_name()
        )));
    };
    let other = || args.get(1).map(unwrap).unwrap_or(Value::None);
    let builtin = |f: &mut Frame, b: &str, xs: Vec<Value>| -> Res<Value> {
        call_value(&builtin_type(b)?, xs, Vec::new(), f)
    };
    if let Some((op, reflected)) = binary_op(name) {
        let (a, b) = if reflected {
            (other(), x)
        } else {
            (x, other())
        };
        return super::attrs::binary(f, op, &a, &b);
    }
    if let Some(op) = compare_op(name) {
        return super::attrs::compare(f, op, &x, &other()).map(Value::Bool);
    }
    match name {
        "__init__" => {
            let Some(base) = base_of_value(me) else {
                return Ok(Value::None);
            };
            if immutable(base) {
                return Ok(Value::None);
            }
            // `list.__init__(self, items)` replaces the contents in place,
            // so references to the value see them.
            let fresh = call_value(&builtin_type(base)?, args[1..].to_vec(), kw, f)?;
            match (&x, fresh) {
                (Value::List(l), Value::List(n)) => *l.lock() = n.lock().clone(),
                (Value::Dict(d), Value::Dict(n)) | (Value::Set(d), Value::Set(n)) => {
                    let n = n.lock().clone();
                    let mut d = d.lock();
                    d.map = n.map;
                    d.table = n.table;
                }
                _ => {}
            }
            Ok(Value::None)
        }
        "__iadd__" | "__imul__" => {
            let op = if name == "__iadd__" {
                BinOp::Add
            } else {
                BinOp::Mul
            };
            match &x {
                // A list grows in place and the instance stays itself.
                Value::List(_) => {
                    super::attrs::inplace(f, op, &x, &other())?;
                    Ok(me.clone())
                }
                _ => super::attrs::binary(f, op, &x, &other()),
            }
        }
        "__len__" => builtin(f, "len", vec![x]),
        "__iter__" => builtin(f, "iter", vec![x]),
        "__reversed__" => builtin(f, "reversed", vec![x]),
        "__repr__" => builtin(f, "repr", vec![x]),
        "__hash__" => builtin(f, "hash", vec![x]),
        "__int__" | "__index__" => builtin(f, "int", vec![x]),
        "__float__" => builtin(f, "float", vec![x]),
        "__abs__" => builtin(f, "abs", vec![x]),
        "__round__" => {
            let mut xs = vec![x];
            xs.extend(args.get(1).cloned());
            builtin(f, "round", xs)
        }
        "__format__" => builtin(f, "format", vec![x, other()]),
        "__bool__" => super::attrs::truth(f, &x).map(Value::Bool),
        "__contains__" => super::attrs::compare(f, CmpOp::In, &other(), &x).map(Value::Bool),
        "__getitem__" => super::attrs::getitem(f, &x, &other()),
        "__setitem__" => {
            let v = args.get(2).cloned().unwrap_or(Value::None);
            super::attrs::setitem(f, &x, &other(), v).map(|_| Value::None)
        }
        "__delitem__" => super::attrs::delitem(f, &x, &other()).map(|_| Value::None),
        "__neg__" => super::attrs::unary(f, UnOp::Neg, &x),
        "__pos__" => super::attrs::unary(f, UnOp::Pos, &x),
        "__invert__" => super::attrs::unary(f, UnOp::Invert, &x),
        _ => Err(attr_error(format!(
            "'{}' object has no attribute '{name}'",
            me.type_name()
        ))),
    }
}

fn base_of_value(v: &Value) -> Option<&'static str> {
    match v {
        Value::Instance(i) => base_of(&i.class),
        _ => None,
    }
}

/// The comparison of a rich-comparison method (`__lt__`).
pub fn compare_op(name: &str) -> Option<crate::syntax::ast::CmpOp> {
    use crate::syntax::ast::CmpOp::*;
    Some(match name {
        "__eq__" => Eq,
        "__ne__" => Ne,
        "__lt__" => Lt,
        "__le__" => Le,
        "__gt__" => Gt,
        "__ge__" => Ge,
        _ => return None,
    })
}

/// The operator of a binary protocol method, and whether it is the
/// reflected one (`__radd__`).
pub fn binary_op(name: &str) -> Option<(crate::syntax::ast::BinOp, bool)> {
    use crate::syntax::ast::BinOp::*;
    let (plain, reflected) = match name.strip_prefix("__r") {
        Some(rest) if name != "__rshift__" => (format!("__{rest}"), true),
        _ => (name.to_string(), false),
    };
    let op = match plain.as_str() {
        "__add__" => Add,
        "__sub__" => Sub,
        "__mul__" => Mul,
        "__truediv__" => Div,
        "__floordiv__" => FloorDiv,
        "__mod__" => Mod,
        "__pow__" => Pow,
        "__and__" => BitAnd,
        "__or__" => BitOr,
        "__xor__" => BitXor,
        "__lshift__" => Shl,
        "__rshift__" => Shr,
        _ => return None,
    };
    Some((op, reflected))
}
