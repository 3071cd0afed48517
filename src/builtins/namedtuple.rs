//! `collections.namedtuple`: a class whose instances keep their fields as
//! attributes and act as the tuple of them. Its methods are the builtins
//! of `NT_TABLE`, which `attrs::bind` binds to the instance like a Python
//! class's functions.

use super::{Builtin, arity, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::collect;
use crate::eval::ops;
use crate::eval::value::Value;
use std::sync::Arc;

/// `namedtuple(name, fields)`: a class whose instances hold the fields as
/// attributes and behave as the tuple of them (indexing, iteration,
/// unpacking, comparison); its methods are the builtins below, bound to
/// the instance like a Python class's functions.
pub(crate) fn namedtuple(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("namedtuple", &args, 1, 2)?;
    let Value::Str(name) = &args[0] else {
        return Err(type_error("namedtuple() argument 'typename' must be str"));
    };
    let spec = args
        .get(1)
        .cloned()
        .or_else(|| take_kw(&mut kw, "field_names"));
    let defaults = take_kw(&mut kw, "defaults");
    let fields: Vec<Value> = match spec {
        Some(Value::Str(s)) => s
            .replace(',', " ")
            .split_whitespace()
            .map(Value::text)
            .collect(),
        Some(other) => collect(&other, f)?,
        None => {
            return Err(type_error(
                "namedtuple() missing required argument 'field_names'",
            ));
        }
    };
    for fld in &fields {
        let ok = matches!(fld, Value::Str(s) if s.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && s.chars().all(|c| c.is_alphanumeric() || c == '_') && !s.starts_with('_'));
        if !ok {
            return Err(value_error(format!(
                "Type names and field names must be valid identifiers: {}",
                fld.repr()
            )));
        }
    }
    for (i, fld) in fields.iter().enumerate() {
        if fields[..i].iter().any(|g| ops::eq(g, fld)) {
            return Err(value_error(format!(
                "Encountered duplicate field name: {}",
                fld.repr()
            )));
        }
    }
    let defaults = match defaults {
        Some(v) if !matches!(v, Value::None) => collect(&v, f)?,
        _ => Vec::new(),
    };
    if defaults.len() > fields.len() {
        return Err(type_error("Got more default values than field names"));
    }
    let class = crate::eval::value::Class::new(name, Vec::new(), false);
    *class.module.lock() = f.rt.module.clone();
    {
        let mut attrs = class.attrs.lock();
        attrs.insert(Arc::from("_fields"), Value::tuple(fields));
        attrs.insert(Arc::from("_field_defaults_"), Value::tuple(defaults));
        for m in NT_METHODS {
            if let Some(id) = super::lookup(&format!("collections.namedtuple.{m}")) {
                attrs.insert(Arc::from(*m), super::value_of(id));
            }
        }
    }
    Ok(Value::Class(Arc::new(class)))
}

const NT_METHODS: &[&str] = &[
    "__init__",
    "__repr__",
    "__getitem__",
    "__iter__",
    "__len__",
    "__eq__",
    "__hash__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "_asdict",
    "_replace",
];

pub const NT_TABLE: &[Builtin] = &[
    b!(
        "collections.namedtuple",
        "namedtuple(name, fields): a tuple class with named fields",
        namedtuple
    ),
    b!(
        "__namedtuple__",
        "internal: the namedtuple base of a `class P(NamedTuple)`",
        namedtuple
    ),
    b!(
        "__namedtuple_misplaced__",
        "internal: a NamedTuple field without a default after one with",
        |_, a, _| {
            let name = |k: usize| match a.get(k) {
                Some(Value::Str(s)) => s.to_string(),
                _ => String::new(),
            };
            Err(type_error(format!(
                "Non-default namedtuple field {} cannot follow default field {}",
                name(0),
                name(1)
            )))
        }
    ),
    b!(
        "typing.NamedTuple",
        "NamedTuple(name, [(field, type), …]): namedtuple of the fields",
        typed_namedtuple
    ),
    b!(
        "collections.namedtuple.__init__",
        "fields from arguments",
        nt_init
    ),
    b!(
        "collections.namedtuple.__repr__",
        "Name(field=value, ...)",
        nt_repr
    ),
    b!(
        "collections.namedtuple.__getitem__",
        "a field by position",
        nt_getitem
    ),
    b!(
        "collections.namedtuple.__iter__",
        "the fields in order",
        nt_iter
    ),
    b!(
        "collections.namedtuple.__len__",
        "the number of fields",
        nt_len
    ),
    b!(
        "collections.namedtuple.__hash__",
        "the hash of the tuple of fields",
        |f, args, _| super::core::hash(f, vec![Value::tuple(nt_values(&args)?)], Vec::new())
    ),
    b!(
        "collections.namedtuple.__eq__",
        "equal as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Eq)
    ),
    b!(
        "collections.namedtuple.__lt__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Lt)
    ),
    b!(
        "collections.namedtuple.__le__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Le)
    ),
    b!(
        "collections.namedtuple.__gt__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Gt)
    ),
    b!(
        "collections.namedtuple.__ge__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Ge)
    ),
    b!(
        "collections.namedtuple._asdict",
        "a dict of the fields",
        nt_asdict
    ),
    b!(
        "collections.namedtuple._replace",
        "a copy with some fields replaced",
        nt_replace
    ),
];

/// The instance and its class's field names.
fn nt_parts(args: &[Value]) -> Res<(Arc<crate::eval::value::Instance>, Vec<Arc<str>>)> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("namedtuple method called without an instance"));
    };
    let names = i
        .class
        .lookup("_fields")
        .as_ref()
        .and_then(super::tuple_strs)
        .unwrap_or_default();
    Ok((i.clone(), names))
}

fn nt_values(args: &[Value]) -> Res<Vec<Value>> {
    let (i, names) = nt_parts(args)?;
    Ok(names
        .iter()
        .map(|n| i.get_attr(n).unwrap_or(Value::None))
        .collect())
}

fn nt_init(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    let cname = i.class.name.clone();
    let defaults = match i.class.lookup("_field_defaults_") {
        Some(Value::Tuple(t)) => t.to_vec(),
        _ => Vec::new(),
    };
    let given = &args[1..];
    if given.len() > names.len() {
        return Err(type_error(format!(
            "{cname}.__new__() takes {} positional arguments but {} were given",
            names.len() + 1,
            given.len() + 1
        )));
    }
    let mut vals: Vec<Option<Value>> = given.iter().cloned().map(Some).collect();
    vals.resize(names.len(), None);
    for (k, v) in kw {
        match names.iter().position(|n| *n == k) {
            Some(p) if vals[p].is_none() => vals[p] = Some(v),
            Some(_) => {
                return Err(type_error(format!(
                    "{cname}.__new__() got multiple values for argument '{k}'"
                )));
            }
            None => {
                return Err(type_error(format!(
                    "{cname}.__new__() got an unexpected keyword argument '{k}'"
                )));
            }
        }
    }
    let first_default = names.len() - defaults.len();
    let mut missing = Vec::new();
    for (p, v) in vals.iter_mut().enumerate() {
        if v.is_none() && p >= first_default {
            *v = Some(defaults[p - first_default].clone());
        }
        if v.is_none() {
            missing.push(format!("'{}'", names[p]));
        }
    }
    if !missing.is_empty() {
        let list = match missing.len() {
            1 => missing[0].clone(),
            n => format!("{} and {}", missing[..n - 1].join(", "), missing[n - 1]),
        };
        return Err(type_error(format!(
            "{cname}.__new__() missing {} required positional argument{}: {list}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    for (n, v) in names.iter().zip(vals) {
        i.set_attr(n, v.unwrap_or(Value::None));
    }
    Ok(Value::None)
}

/// `typing.NamedTuple("P", [("x", int), ("y", float)])`: the namedtuple
/// of the pairs' names.
fn typed_namedtuple(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("NamedTuple", &args, 1, 2)?;
    let pairs = match args.get(1) {
        Some(v) => collect(v, f)?,
        None => Vec::new(),
    };
    let mut names = Vec::with_capacity(pairs.len());
    for p in &pairs {
        match collect(p, f)?.first() {
            Some(n) => names.push(n.clone()),
            None => return Err(type_error("NamedTuple('Name', [(f0, t0), (f1, t1), ...])")),
        }
    }
    namedtuple(f, vec![args[0].clone(), Value::list(names)], kw)
}

fn nt_repr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    let mut parts = Vec::new();
    for n in &names {
        let v = i.get_attr(n).unwrap_or(Value::None);
        parts.push(format!("{n}={}", crate::eval::attrs::repr_of(f, &v)?));
    }
    Ok(Value::text(&format!(
        "{}({})",
        i.class.name,
        parts.join(", ")
    )))
}

fn nt_getitem(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__getitem__", &args, 2, 2)?;
    ops::getitem(&Value::tuple(nt_values(&args)?), &args[1]).map_err(|e| {
        if e.class_name() == "IndexError" {
            index_error("tuple index out of range")
        } else {
            e
        }
    })
}

fn nt_iter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(super::core::make_iter(nt_values(&args)?, "tuple_iterator"))
}

fn nt_len(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(Value::Int(nt_values(&args)?.len() as i64))
}

fn nt_cmp(f: &mut Frame, args: Vec<Value>, op: crate::syntax::ast::CmpOp) -> Res<Value> {
    arity("comparison", &args, 2, 2)?;
    let me = Value::tuple(nt_values(&args)?);
    let other = match &args[1] {
        Value::Tuple(_) => args[1].clone(),
        Value::Instance(i) if i.class.lookup("_fields").is_some() => {
            Value::tuple(nt_values(&args[1..])?)
        }
        _ => {
            let id = super::lookup("NotImplemented");
            return Ok(id.map_or(Value::Bool(false), super::value_of));
        }
    };
    crate::eval::attrs::compare(f, op, &me, &other).map(Value::Bool)
}

fn nt_asdict(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    Ok(super::dict_from_pairs(
        names
            .iter()
            .map(|n| (Value::Str(n.clone()), i.get_attr(n).unwrap_or(Value::None)))
            .collect(),
    ))
}

fn nt_replace(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    for (k, _) in &kw {
        if !names.contains(k) {
            return Err(value_error(format!(
                "Got unexpected field names: [{}]",
                Value::Str(k.clone()).repr()
            )));
        }
    }
    let vals: Vec<Value> = names
        .iter()
        .map(|n| {
            kw.iter()
                .find(|(k, _)| k == n)
                .map_or_else(|| i.get_attr(n).unwrap_or(Value::None), |(_, v)| v.clone())
        })
        .collect();
    crate::eval::construct::instantiate(&i.class, vals, Vec::new(), f)
}
