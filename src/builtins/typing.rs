//! `typing`: the names annotations use (`List[int]`, `Optional[X]`,
//! `Any`; `NamedTuple` is `builtins::namedtuple`'s). Annotations are read as types before the program runs (see
//! `syntax::purepy`); at run time a name stands for itself and cannot be
//! called, as in Python.

use super::Builtin;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

fn not_callable(name: &str) -> Res<Value> {
    let builtin = match name {
        "List" => Some("list"),
        "Dict" => Some("dict"),
        "Set" => Some("set"),
        "FrozenSet" => Some("frozenset"),
        "Tuple" => Some("tuple"),
        _ => None,
    };
    Err(type_error(match builtin {
        Some(b) => format!("Type {name} cannot be instantiated; use {b}() instead"),
        None => format!("Cannot instantiate typing.{name}"),
    }))
}

macro_rules! typing_name {
    ($name:literal) => {
        b!(
            concat!("typing.", $name),
            concat!("typing.", $name, ": for annotations"),
            |_: &mut Frame, _: Vec<Value>, _: Kwargs| not_callable($name)
        )
    };
}

pub const TABLE: &[Builtin] = &[
    typing_name!("Any"),
    typing_name!("List"),
    typing_name!("Dict"),
    typing_name!("Tuple"),
    typing_name!("Set"),
    typing_name!("FrozenSet"),
    typing_name!("Optional"),
    typing_name!("Union"),
    typing_name!("Sequence"),
    typing_name!("Iterable"),
    typing_name!("Iterator"),
    typing_name!("Mapping"),
    typing_name!("MutableMapping"),
    typing_name!("Callable"),
    typing_name!("Type"),
    typing_name!("Generator"),
    typing_name!("ClassVar"),
];
