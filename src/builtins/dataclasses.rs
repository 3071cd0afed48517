//! The `dataclasses` module. `@dataclass` itself is rewritten while
//! parsing (`syntax::dataclass`), so these are what remains at run time:
//! `fields`, `replace`, `asdict`, `astuple` and `is_dataclass`, which
//! read the `Field` objects the rewritten class keeps in its
//! `__dataclass_fields__` dict, and the `MISSING` sentinel.

use super::{Builtin, arity, no_more_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

/// The attributes of a `Field`, in the order its repr lists them.
const FIELD_ATTRS: &[&str] = &[
    "name",
    "type",
    "default",
    "default_factory",
    "init",
    "repr",
    "hash",
    "compare",
    "metadata",
    "kw_only",
];

/// `dataclasses.Field`, one class for the whole run (so `type(f)` is
/// the same for every field).
fn field_class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            super::builtin_class("Field", "dataclasses", "dataclasses.Field", &["__repr__"])
        })
        .clone()
}

/// `dataclasses.MISSING`: the one `_MISSING_TYPE` instance, which no
/// default or factory is.
fn missing() -> Value {
    static MISSING: OnceLock<Value> = OnceLock::new();
    MISSING
        .get_or_init(|| {
            let c = Class::new("_MISSING_TYPE", Vec::new(), false);
            *c.module.lock() = Arc::from("dataclasses");
            Value::Instance(Arc::new(Instance::new(Arc::new(c))))
        })
        .clone()
}

/// `__dataclass_field__(name, type, default, default_factory, init,
/// repr, compare)`: the `Field` the rewritten class lists for one field
/// (`type` is the annotation's text, as Cython keeps annotations).
fn make_field(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__dataclass_field__", &args, 7, 7)?;
    let inst = Instance::new(field_class());
    // The arguments are the attributes in repr order, less the three
    // every field here has the same value of.
    let mut args = args.into_iter();
    for name in FIELD_ATTRS {
        let v = match *name {
            "hash" => Value::None,
            "metadata" => super::dict_from_pairs(Vec::new()),
            "kw_only" => Value::Bool(false),
            _ => args.next().unwrap_or(Value::None),
        };
        inst.set_attr(name, v);
    }
    Ok(Value::Instance(Arc::new(inst)))
}

fn field_repr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("Field.__repr__() needs a Field"));
    };
    let mut parts = Vec::with_capacity(FIELD_ATTRS.len() + 1);
    for a in FIELD_ATTRS {
        let v = i.get_attr(a).unwrap_or(Value::None);
        let shown = match *a {
            "metadata" => format!("mappingproxy({})", crate::eval::attrs::repr_of(f, &v)?),
            _ => crate::eval::attrs::repr_of(f, &v)?,
        };
        parts.push(format!("{a}={shown}"));
    }
    parts.push("_field_type=_FIELD".into());
    Ok(Value::text(&format!("Field({})", parts.join(","))))
}

/// The `Field`s of a dataclass or of an instance of one, in order.
fn fields_of(f: &mut Frame, v: &Value) -> Res<Vec<Value>> {
    let table = match v {
        Value::Instance(_) | Value::Class(_) => {
            crate::eval::attrs::getattr(f, v, "__dataclass_fields__").ok()
        }
        _ => None,
    };
    match table {
        Some(Value::Dict(d)) => Ok(d.lock().map.values().map(|(_, x)| x.clone()).collect()),
        _ => Err(type_error(
            "must be called with a dataclass type or instance",
        )),
    }
}

fn fields(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("fields", &args, 1, 1)?;
    no_more_kw("fields", &kw)?;
    Ok(Value::tuple(fields_of(f, &args[0])?))
}

/// `replace(obj, **changes)`: a new instance from `obj`'s `__init__`
/// fields, the changes taking their place.
fn replace(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("replace", &args, 1, 1)?;
    let obj = &args[0];
    if !matches!(obj, Value::Instance(_)) || fields_of(f, obj).is_err() {
        return Err(type_error(
            "replace() should be called on dataclass instances",
        ));
    }
    for field in fields_of(f, obj)? {
        let name = crate::eval::attrs::getattr(f, &field, "name")?;
        let Value::Str(name) = name else { continue };
        let init = crate::eval::attrs::getattr(f, &field, "init")?.truthy();
        let given = kw.iter().any(|(k, _)| k.as_ref() == name.as_ref());
        if !init {
            if given {
                return Err(value_error(format!(
                    "field {name} is declared with init=False, it cannot be specified with replace()"
                )));
            }
            continue;
        }
        if !given {
            let v = crate::eval::attrs::getattr(f, obj, &name)?;
            kw.push((Arc::from(name.as_ref()), v));
        }
    }
    let Value::Instance(i) = obj else {
        return Err(type_error(
            "replace() should be called on dataclass instances",
        ));
    };
    crate::eval::call::call_value(&Value::Class(i.class.clone()), Vec::new(), kw, f)
}

/// The field names of a dataclass instance (None for other values).
fn field_names(f: &mut Frame, v: &Value) -> Option<Vec<Value>> {
    let Value::Instance(_) = v else {
        return None;
    };
    let names = crate::eval::attrs::getattr(f, v, "__dataclass_fields__").ok()?;
    crate::eval::ops::iterate_to_vec(&names).ok()
}

/// `v` with dataclass instances made dicts (`as_dict`) or tuples, inside
/// lists, tuples and dicts too, as `asdict`/`astuple` recurse.
fn convert(f: &mut Frame, v: &Value, as_dict: bool) -> Res<Value> {
    if let Some(names) = field_names(f, v) {
        let mut pairs = Vec::with_capacity(names.len());
        for n in names {
            let Value::Str(s) = &n else { continue };
            let x = crate::eval::attrs::getattr(f, v, s)?;
            pairs.push((n.clone(), convert(f, &x, as_dict)?));
        }
        return Ok(if as_dict {
            super::dict_from_pairs(pairs)
        } else {
            Value::tuple(pairs.into_iter().map(|(_, x)| x).collect())
        });
    }
    Ok(match v {
        Value::List(_) | Value::Tuple(_) => {
            let items = crate::eval::ops::iterate_to_vec(v)?
                .iter()
                .map(|x| convert(f, x, as_dict))
                .collect::<Res<Vec<_>>>()?;
            if let Value::List(_) = v {
                Value::list(items)
            } else {
                Value::tuple(items)
            }
        }
        Value::Dict(d) => {
            let pairs: Vec<(Value, Value)> = d.lock().map.values().cloned().collect();
            let mut out = Vec::with_capacity(pairs.len());
            for (k, x) in pairs {
                out.push((convert(f, &k, as_dict)?, convert(f, &x, as_dict)?));
            }
            super::dict_from_pairs(out)
        }
        other => other.clone(),
    })
}

fn as_record(f: &mut Frame, args: Vec<Value>, kw: Kwargs, as_dict: bool) -> Res<Value> {
    let name = if as_dict { "asdict" } else { "astuple" };
    arity(name, &args, 1, 1)?;
    no_more_kw(name, &kw)?;
    if field_names(f, &args[0]).is_none() {
        return Err(type_error(format!(
            "{name}() should be called on dataclass instances"
        )));
    }
    convert(f, &args[0], as_dict)
}

/// `@dataclass` or `field(...)` reached at run time: arr applies them
/// only where it rewrites a class (a decorator, a field's default).
fn decorator_only(_: &mut Frame, _: Vec<Value>, _: Kwargs) -> Res<Value> {
    Err(not_implemented(
        "arr supports `dataclass` as a class decorator and `field(...)` as a field's default only",
    ))
}

pub const TABLE: &[Builtin] = &[
    b!(
        "__dataclass_field__",
        "internal: the Field a rewritten dataclass lists for a field",
        make_field
    ),
    b!(
        "__dataclass_missing__",
        "internal: dataclasses.MISSING",
        |_, a, _| {
            arity("__dataclass_missing__", &a, 0, 0)?;
            Ok(missing())
        }
    ),
    b!("dataclasses.Field.__repr__", "Field.__repr__()", field_repr),
    b!(
        "dataclasses.fields",
        "fields(class_or_instance): the Field objects, in order",
        fields
    ),
    b!(
        "dataclasses.replace",
        "replace(obj, **changes): a new instance with some fields changed",
        replace
    ),
    b!(
        "__dataclass_frozen__",
        "internal: a frozen dataclass's __setattr__ and __delattr__",
        |_, a, _| {
            let name = a.first().map_or(String::new(), |n| n.repr());
            let msg = match a.get(1) {
                Some(Value::Bool(true)) => format!("cannot delete field {name}"),
                _ => format!("cannot assign to field {name}"),
            };
            Err(new_exc("FrozenInstanceError", msg))
        }
    ),
    b!(
        "dataclasses.dataclass",
        "@dataclass: __init__, __repr__, __eq__ from the annotated fields",
        decorator_only
    ),
    b!(
        "dataclasses.field",
        "field(default=…, default_factory=…, init=, repr=, compare=)",
        decorator_only
    ),
    b!(
        "dataclasses.asdict",
        "asdict(obj): the fields as a dict, recursively",
        |f, a, k| as_record(f, a, k, true)
    ),
    b!(
        "dataclasses.astuple",
        "astuple(obj): the fields as a tuple, recursively",
        |f, a, k| as_record(f, a, k, false)
    ),
    b!(
        "dataclasses.is_dataclass",
        "is_dataclass(obj)",
        |f, a, k| {
            arity("is_dataclass", &a, 1, 1)?;
            no_more_kw("is_dataclass", &k)?;
            let yes = match &a[0] {
                Value::Class(_) => {
                    crate::eval::attrs::getattr(f, &a[0], "__dataclass_fields__").is_ok()
                }
                v => field_names(f, v).is_some(),
            };
            Ok(Value::Bool(yes))
        }
    ),
];
