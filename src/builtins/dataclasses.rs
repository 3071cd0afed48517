//! The `dataclasses` module. `@dataclass` itself is rewritten while
//! parsing (`syntax::dataclass`), so these are what remains at run time:
//! `asdict`, `astuple` and `is_dataclass`, which read the field names
//! the rewritten class keeps in `__dataclass_fields__`.

use super::{Builtin, arity, no_more_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

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
