//! NumPy's abstract scalar types (`np.number`, `np.integer`,
//! `np.floating`, …) and `np.issubdtype`, which asks where a dtype sits
//! in their hierarchy: the usual way a wrapper picks a typed path
//! (`if np.issubdtype(a.dtype, np.floating): …`).

use super::nptypes::dtype_arg;
use super::{Builtin, arity};
use crate::array::DType;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

/// An abstract type: its name, its parent in NumPy's hierarchy, and
/// which dtypes are below it.
type Abstract = (&'static str, Option<&'static str>, fn(DType) -> bool);

const ABSTRACT: &[Abstract] = &[
    ("numpy.generic", None, |_| true),
    ("numpy.number", Some("numpy.generic"), |d| d != DType::Bool),
    ("numpy.integer", Some("numpy.number"), DType::is_int),
    (
        "numpy.signedinteger",
        Some("numpy.integer"),
        DType::is_signed,
    ),
    ("numpy.unsignedinteger", Some("numpy.integer"), |d| {
        d.is_int() && !d.is_signed()
    }),
    ("numpy.inexact", Some("numpy.number"), |d| {
        d.is_float() || d.is_complex()
    }),
    ("numpy.floating", Some("numpy.inexact"), DType::is_float),
    (
        "numpy.complexfloating",
        Some("numpy.inexact"),
        DType::is_complex,
    ),
];

fn entry(name: &str) -> Option<&'static Abstract> {
    ABSTRACT.iter().find(|(n, _, _)| *n == name)
}

/// Is `name` one of the abstract types (a class that makes no values)?
pub fn is_abstract(name: &str) -> bool {
    entry(name).is_some()
}

/// Does the abstract type `name` have `d` below it?
pub fn covers(name: &str, d: DType) -> bool {
    entry(name).is_some_and(|(_, _, below)| below(d))
}

/// Is the abstract type `sub` the same as or below `sup`?
fn abstract_below(sub: &str, sup: &str) -> bool {
    let mut at = Some(sub);
    while let Some(n) = at {
        if n == sup {
            return true;
        }
        at = entry(n).and_then(|(_, parent, _)| *parent);
    }
    false
}

/// The abstract type a value names, if it is one.
fn abstract_of(v: &Value) -> Option<&'static str> {
    match v {
        Value::Builtin(id) => entry(super::name_of(*id)).map(|(n, _, _)| *n),
        _ => None,
    }
}

/// `issubclass(a, b)` where either side is an abstract type or a NumPy
/// scalar type; `None` when neither is.
pub fn subclass(a: &Value, b: &Value) -> Option<bool> {
    match (a, abstract_of(b)) {
        (Value::ScalarType(d), Some(sup)) => Some(covers(sup, *d)),
        (_, Some(sup)) => Some(abstract_of(a).is_some_and(|sub| abstract_below(sub, sup))),
        (_, None) if abstract_of(a).is_some() => Some(false),
        _ => None,
    }
}

/// `np.issubdtype(arg1, arg2)`: whether `arg1`'s type is `arg2` or below
/// it (an abstract `arg2` covers a whole kind; a concrete one only
/// itself).
fn issubdtype(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("issubdtype", &args, 2, 2)?;
    super::unsupported_kw("issubdtype", &kw)?;
    let ok = match (abstract_of(&args[0]), abstract_of(&args[1])) {
        (Some(sub), Some(sup)) => abstract_below(sub, sup),
        (Some(_), None) => false,
        (None, Some(sup)) => covers(sup, dtype_arg(&args[0])?),
        (None, None) => dtype_arg(&args[0])? == dtype_arg(&args[1])?,
    };
    Ok(Value::Bool(ok))
}

fn refuse(name: &str) -> Res<Value> {
    Err(type_error(format!("cannot create '{name}' instances")))
}

macro_rules! abstract_type {
    ($name:literal) => {
        b!(
            $name,
            concat!(
                $name,
                ": an abstract scalar type, for isinstance and issubdtype"
            ),
            |_, _, _| refuse($name)
        )
    };
}

pub const TABLE: &[Builtin] = &[
    b!(
        "numpy.issubdtype",
        "np.issubdtype(arg1, arg2): whether arg1's type is arg2 or of its kind (np.floating, np.integer, …)",
        issubdtype
    ),
    abstract_type!("numpy.generic"),
    abstract_type!("numpy.number"),
    abstract_type!("numpy.integer"),
    abstract_type!("numpy.signedinteger"),
    abstract_type!("numpy.unsignedinteger"),
    abstract_type!("numpy.inexact"),
    abstract_type!("numpy.floating"),
    abstract_type!("numpy.complexfloating"),
];
