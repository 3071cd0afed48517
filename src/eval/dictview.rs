//! Dict views: what `d.keys()`, `d.values()` and `d.items()` return. A
//! view holds the dict, not a copy of it, so it sees every later change
//! (`k = d.keys(); d["z"] = 1` puts `'z'` in `k`). Keys and items views
//! are also sets: `&`, `|`, `-` and `^` with any iterable give a set, and
//! they compare with sets and with each other as sets do. A values view
//! is only a sized, iterable container.

use super::exc::*;
use super::hashing::hash_key;
use super::value::{Dict, DictMap, Flavor, Value};
use crate::syntax::ast::{BinOp, CmpOp};
use parking_lot::Mutex;
use std::sync::Arc;

/// Which of a dict's three views.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// A view of `dict`: reads it on each use.
#[derive(Debug)]
pub struct DictView {
    pub dict: Arc<Mutex<Dict>>,
    pub kind: ViewKind,
}

/// A new view of `dict`.
pub fn view(dict: &Arc<Mutex<Dict>>, kind: ViewKind) -> Value {
    Value::DictView(Arc::new(DictView {
        dict: dict.clone(),
        kind,
    }))
}

impl DictView {
    /// An OrderedDict's views are types of their own (`odict_keys`).
    fn ordered(&self) -> bool {
        matches!(self.dict.lock().flavor, Flavor::Ordered)
    }

    fn suffix(&self) -> &'static str {
        match self.kind {
            ViewKind::Keys => "keys",
            ViewKind::Values => "values",
            ViewKind::Items => "items",
        }
    }

    /// Python's type name: `dict_keys`, `dict_values`, `dict_items`.
    pub fn type_name(&self) -> String {
        let prefix = if self.ordered() { "odict" } else { "dict" };
        format!("{prefix}_{}", self.suffix())
    }

    /// The type name of `iter(view)` (`reversed` too when `reverse`).
    pub fn iter_kind(&self, reverse: bool) -> &'static str {
        if self.ordered() {
            return "odict_iterator";
        }
        match (self.kind, reverse) {
            (ViewKind::Keys, false) => "dict_keyiterator",
            (ViewKind::Values, false) => "dict_valueiterator",
            (ViewKind::Items, false) => "dict_itemiterator",
            (ViewKind::Keys, true) => "dict_reversekeyiterator",
            (ViewKind::Values, true) => "dict_reversevalueiterator",
            (ViewKind::Items, true) => "dict_reverseitemiterator",
        }
    }

    pub fn len(&self) -> usize {
        self.dict.lock().len()
    }

    pub fn is_empty(&self) -> bool {
        self.dict.lock().is_empty()
    }

    /// Can it take part in set operations (keys and items views)?
    pub fn is_setlike(&self) -> bool {
        self.kind != ViewKind::Values
    }

    /// Does the view have the method `name`? Only `isdisjoint`, and only
    /// on a keys or items view.
    pub fn has_method(&self, name: &str) -> bool {
        self.is_setlike() && name == "isdisjoint"
    }

    /// The item this view shows for one of the dict's entries.
    pub fn item(&self, key: &Value, value: &Value) -> Value {
        match self.kind {
            ViewKind::Keys => key.clone(),
            ViewKind::Values => value.clone(),
            ViewKind::Items => Value::tuple(vec![key.clone(), value.clone()]),
        }
    }

    /// Its items now, in the dict's order.
    pub fn items(&self) -> Vec<Value> {
        let d = self.dict.lock();
        d.values().map(|(k, v)| self.item(k, v)).collect()
    }

    /// `x in view`. An items view looks the pair's key up and compares
    /// its value, so a pair whose value is unhashable can still be found.
    pub fn contains(&self, x: &Value) -> Res<bool> {
        match self.kind {
            ViewKind::Keys => super::ops::contains(&Value::Dict(self.dict.clone()), x),
            ViewKind::Values => {
                let values: Vec<Value> = self.dict.lock().values().map(|e| e.1.clone()).collect();
                Ok(values.iter().any(|v| v.is(x) || super::ops::eq(v, x)))
            }
            ViewKind::Items => {
                let Value::Tuple(pair) = x else {
                    return Ok(false);
                };
                let [k, v] = &pair[..] else {
                    return Ok(false);
                };
                let key = hash_key(k)?;
                let found = self.dict.lock().get(&key).map(|e| e.1.clone());
                Ok(found.is_some_and(|w| w.is(v) || super::ops::eq(&w, v)))
            }
        }
    }

    /// Its items as a set's entries (keys and items views only).
    fn to_set(&self) -> Res<Dict> {
        if self.kind == ViewKind::Keys {
            let d = self.dict.lock();
            return Ok(d
                .iter()
                .map(|(key, (k, _))| (key.clone(), (k.clone(), Value::None)))
                .collect());
        }
        set_entries(self.items())
    }
}

/// A set's entries holding `items` (the first of equal items stays).
fn set_entries(items: Vec<Value>) -> Res<Dict> {
    let mut out = DictMap::default();
    for x in items {
        let key = hash_key(&x)?;
        out.entry(key).or_insert((x, Value::None));
    }
    Ok(Dict {
        map: out,
        flavor: Flavor::Plain,
        table: None,
    })
}

/// A keys or items view.
fn setlike(v: &Value) -> Option<&DictView> {
    match v {
        Value::DictView(dv) if dv.is_setlike() => Some(dv),
        _ => None,
    }
}

/// Any iterable as a set's entries, as the set operators of a view take
/// their other operand.
fn any_to_set(v: &Value) -> Res<Dict> {
    match v {
        Value::DictView(dv) if dv.is_setlike() => dv.to_set(),
        Value::Set(s) => {
            let mut d = s.lock().clone();
            d.flavor = Flavor::Plain;
            Ok(d)
        }
        other => set_entries(super::ops::iterate_to_vec(other)?),
    }
}

/// `a op b` where a keys or items view takes part in `&`, `|`, `-`, `^`:
/// both sides become sets and the result is a set, whichever side the
/// view is on. `None` when no view's set operator applies.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Option<Res<Value>> {
    if !matches!(
        op,
        BinOp::BitAnd | BinOp::BitOr | BinOp::Sub | BinOp::BitXor
    ) || (setlike(a).is_none() && setlike(b).is_none())
    {
        return None;
    }
    Some((|| {
        let (x, y) = (any_to_set(a)?, any_to_set(b)?);
        super::ops::binary(
            op,
            &Value::Set(Arc::new(Mutex::new(x))),
            &Value::Set(Arc::new(Mutex::new(y))),
        )
    })())
}

/// Can `v` be compared as a set with a keys or items view?
fn set_comparable(v: &Value) -> bool {
    matches!(v, Value::Set(_)) || setlike(v).is_some()
}

/// `a op b` where a keys or items view meets a set or another such view:
/// compared as sets. `None` when that does not apply (a values view, or
/// another type: equality is then identity, and ordering fails).
pub fn compare(op: CmpOp, a: &Value, b: &Value) -> Option<Res<bool>> {
    if !(setlike(a).is_some() || setlike(b).is_some()) || !set_comparable(a) || !set_comparable(b) {
        return None;
    }
    if !matches!(
        op,
        CmpOp::Eq | CmpOp::Ne | CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge
    ) {
        return None;
    }
    Some((|| {
        let (x, y) = (any_to_set(a)?, any_to_set(b)?);
        let sub = x.keys().all(|k| y.contains_key(k));
        let sup = y.keys().all(|k| x.contains_key(k));
        Ok(match op {
            CmpOp::Eq => sub && sup,
            CmpOp::Ne => !(sub && sup),
            CmpOp::Lt => sub && x.len() < y.len(),
            CmpOp::Le => sub,
            CmpOp::Gt => sup && x.len() > y.len(),
            _ => sup,
        })
    })())
}

/// `view.isdisjoint(other)`, the one method a keys or items view has.
pub fn method(dv: &DictView, name: &str, args: &[Value]) -> Res<Value> {
    if !dv.has_method(name) {
        return Err(attr_error(format!(
            "'{}' object has no attribute '{name}'",
            dv.type_name()
        )));
    }
    let [other] = args else {
        return Err(type_error(format!(
            "{}.isdisjoint() takes exactly one argument ({} given)",
            dv.type_name(),
            args.len()
        )));
    };
    let others = super::ops::iterate_to_vec(other)?;
    for x in &others {
        if dv.contains(x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}
