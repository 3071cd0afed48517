//! The methods of `set` and `frozenset`, and the set operators. Each
//! builds its result as CPython's `setobject.c` does (`eval::settable`),
//! so that the result iterates in CPython's order; a set holding elements
//! whose hash changes from one CPython process to the next (strings) has
//! no fixed order there, and keeps insertion order here.

use super::arity;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::hashing::shared_key;
use crate::eval::ops::iterate_to_vec;
use crate::eval::settable::{self, Other};
use crate::eval::value::{Dict, Flavor, Key, KeyHash, Value};
use indexmap::IndexSet;
use parking_lot::Mutex;
use std::sync::Arc;

type DictRef = Arc<Mutex<Dict>>;

/// The methods that change a set (which a frozenset lacks).
pub const SET_MUTATORS: &[&str] = &[
    "add",
    "remove",
    "discard",
    "pop",
    "update",
    "clear",
    "intersection_update",
    "difference_update",
    "symmetric_difference_update",
];

/// The combining operations, each with a new-set and an in-place form.
#[derive(Clone, Copy)]
pub enum SetOp {
    Union,
    Intersection,
    Difference,
    SymmetricDifference,
}

/// A set operation's other operand. A set or dict is locked only while
/// the operation runs (`locked`); another iterable's items are keyed
/// before, since keying may run the items' `__hash__`.
pub enum Operand {
    /// A set or frozenset.
    Set(DictRef),
    /// A plain dict, which CPython walks with its stored hashes.
    Dict(DictRef),
    /// Any other iterable's items, with their keys, and the keys again
    /// for lookups.
    Items(Vec<(Key, Value)>, IndexSet<Key, KeyHash>),
}

impl Operand {
    fn shared(&self) -> Option<&DictRef> {
        match self {
            Operand::Set(d) | Operand::Dict(d) => Some(d),
            Operand::Items(..) => None,
        }
    }
}

/// `v` as the other operand of an operation on the set `recv`.
pub fn operand(f: &mut Frame, recv: &DictRef, v: &Value) -> Res<Operand> {
    Ok(match v {
        Value::Set(o) => Operand::Set(o.clone()),
        Value::Dict(o) if matches!(o.lock().flavor, Flavor::Plain) => Operand::Dict(o.clone()),
        _ => {
            let mut xs = Vec::new();
            for x in iterate_to_vec(v)? {
                xs.push((shared_key(f, recv, &x)?, x));
            }
            let keys = xs.iter().map(|(k, _)| k.clone()).collect();
            Operand::Items(xs, keys)
        }
    })
}

/// Runs `body` over the receiver and its operands with every set and
/// dict among them locked once, in address order, so that two threads
/// combining the same sets the other way round never wait on each other
/// (copying them instead cost more than the operation). Nothing run
/// while they are held calls user code. The receiver given as its own
/// operand is copied first: it is then read while it changes.
fn locked<R>(recv: &DictRef, ops: &[Operand], body: impl FnOnce(&mut Dict, &[Other]) -> R) -> R {
    let copies: Vec<Option<Dict>> = ops
        .iter()
        .map(|o| match o.shared() {
            Some(d) if Arc::ptr_eq(d, recv) => Some(d.lock().clone()),
            _ => None,
        })
        .collect();
    let mut arcs: Vec<&DictRef> = vec![recv];
    for d in ops.iter().filter_map(Operand::shared) {
        if !arcs.iter().any(|a| Arc::ptr_eq(a, d)) {
            arcs.push(d);
        }
    }
    arcs.sort_by_key(|a| Arc::as_ptr(a) as usize);
    let mut guards: Vec<_> = arcs.iter().map(|a| (Arc::as_ptr(a), a.lock())).collect();
    let mut me = None;
    let mut held = Vec::with_capacity(guards.len());
    for (at, g) in guards.iter_mut() {
        if *at == Arc::as_ptr(recv) {
            me = Some(&mut **g);
        } else {
            held.push((*at, &**g));
        }
    }
    let empty = Dict::default();
    let find = |d: &DictRef| {
        held.iter()
            .find(|(at, _)| *at == Arc::as_ptr(d))
            .map_or(&empty, |(_, g)| *g)
    };
    let others: Vec<Other> = ops
        .iter()
        .zip(&copies)
        .map(|(o, copy)| match (o, copy) {
            (Operand::Set(_), Some(c)) => Other::Set(c, true),
            (Operand::Dict(_), Some(c)) => Other::Dict(c),
            (Operand::Set(d), None) => Other::Set(find(d), false),
            (Operand::Dict(d), None) => Other::Dict(find(d)),
            (Operand::Items(xs, _), _) => Other::Items(xs),
        })
        .collect();
    let mut none = Dict::default();
    body(me.unwrap_or(&mut none), &others)
}

/// `recv op others` as a new set of the receiver's type.
pub fn combine(op: SetOp, recv: &DictRef, ops: &[Operand]) -> Dict {
    locked(recv, ops, |me, others| {
        let built = match (op, others.first()) {
            (SetOp::Union, _) => settable::union(me, others),
            (SetOp::Intersection, _) => settable::intersection(me, others),
            (SetOp::Difference, _) => settable::difference(me, others),
            (SetOp::SymmetricDifference, Some(o)) => settable::symmetric_difference(me, o),
            (SetOp::SymmetricDifference, None) => None,
        };
        built.unwrap_or_else(|| in_insertion_order(op, me, ops, others))
    })
}

/// `recv op= others`, changing the receiver.
pub fn combine_into(op: SetOp, recv: &DictRef, ops: &[Operand]) {
    locked(recv, ops, |me, others| {
        let done = match (op, others.first()) {
            (SetOp::Union, _) => settable::update(me, others),
            (SetOp::Intersection, _) => settable::intersection_update(me, others),
            (SetOp::Difference, _) => settable::difference_update(me, others),
            (SetOp::SymmetricDifference, Some(o)) => settable::symmetric_difference_update(me, o),
            (SetOp::SymmetricDifference, None) => true,
        };
        if !done {
            let r = in_insertion_order(op, me, ops, others);
            me.map = r.map;
            me.table = None;
        }
    })
}

/// The operation on sets whose order is insertion order.
fn in_insertion_order(op: SetOp, me: &Dict, ops: &[Operand], others: &[Other]) -> Dict {
    let mut r = Dict {
        flavor: me.flavor.clone(),
        ..Dict::default()
    };
    // Another iterable's items are found through their keys' set.
    let contains = |i: usize, k: &Key| match &ops[i] {
        Operand::Items(_, keys) => keys.contains(k),
        _ => others[i].contains(k),
    };
    let keep = |k: &Key| match op {
        SetOp::Intersection => (0..ops.len()).all(|i| contains(i, k)),
        SetOp::Difference | SetOp::SymmetricDifference => !(0..ops.len()).any(|i| contains(i, k)),
        SetOp::Union => true,
    };
    for (k, v) in me.map.iter().filter(|(k, _)| keep(k)) {
        r.map.insert(k.clone(), v.clone());
    }
    if matches!(op, SetOp::Union | SetOp::SymmetricDifference) {
        for o in others {
            for (k, v) in o.map_elements() {
                if !(matches!(op, SetOp::SymmetricDifference) && me.map.contains_key(&k)) {
                    r.map.entry(k).or_insert((v, Value::None));
                }
            }
        }
    }
    r
}

fn no_method(d: &DictRef, name: &str) -> Box<Exc> {
    let kind = if d.lock().is_frozen() {
        "frozenset"
    } else {
        "set"
    };
    attr_error(format!("'{kind}' object has no attribute '{name}'"))
}

fn new_set(d: Dict) -> Value {
    Value::Set(Arc::new(Mutex::new(d)))
}

/// A copy of a set (`s.copy()`, `set(s)`, `copy.copy(s)`) of type `flavor`.
pub fn copy_of(d: &Dict, flavor: &Flavor) -> Dict {
    settable::copy(d, flavor).unwrap_or_else(|| Dict {
        map: d.map.clone(),
        flavor: flavor.clone(),
        table: None,
    })
}

/// `set(d)` or `frozenset(d)` of a plain dict: its keys.
pub fn from_dict(d: &Dict, flavor: &Flavor) -> Option<Dict> {
    settable::from_dict(d, flavor)
}

/// Calls the method `name` of the set `d`.
pub fn set_method(d: &DictRef, name: &str, args: Vec<Value>, f: &mut Frame) -> Res<Value> {
    let frozen = d.lock().is_frozen();
    if frozen && SET_MUTATORS.contains(&name) {
        return Err(no_method(d, name));
    }
    // Argument counts are reported as `set.add()`, as CPython does.
    let count = |min: usize, max: usize| -> Res<()> {
        if (min..=max).contains(&args.len()) {
            return Ok(());
        }
        let kind = if frozen { "frozenset" } else { "set" };
        arity(&format!("{kind}.{name}"), &args, min, max)
    };
    let combining = match name {
        "union" | "update" => Some(SetOp::Union),
        "intersection" | "intersection_update" => Some(SetOp::Intersection),
        "difference" | "difference_update" => Some(SetOp::Difference),
        "symmetric_difference" | "symmetric_difference_update" => Some(SetOp::SymmetricDifference),
        _ => None,
    };
    if let Some(op) = combining {
        if matches!(op, SetOp::SymmetricDifference) {
            count(1, 1)?;
        }
        let mut ops = Vec::with_capacity(args.len());
        for a in &args {
            ops.push(operand(f, d, a)?);
        }
        if name.ends_with("update") {
            combine_into(op, d, &ops);
            return Ok(Value::None);
        }
        return Ok(new_set(combine(op, d, &ops)));
    }
    match name {
        "add" => {
            count(1, 1)?;
            let k = shared_key(f, d, &args[0])?;
            settable::add(&mut d.lock(), k, args[0].clone());
            Ok(Value::None)
        }
        "remove" | "discard" => {
            count(1, 1)?;
            let k = shared_key(f, d, &args[0])?;
            let gone = settable::discard(&mut d.lock(), &k);
            match gone {
                None if name == "remove" => Err(key_error(&args[0])),
                _ => Ok(Value::None),
            }
        }
        "pop" => {
            count(0, 0)?;
            let popped = settable::pop(&mut d.lock());
            popped.ok_or_else(|| key_error(&Value::text("pop from an empty set")))
        }
        "clear" => {
            count(0, 0)?;
            settable::clear(&mut d.lock());
            Ok(Value::None)
        }
        // A frozenset is its own copy.
        "copy" if frozen => Ok(Value::Set(d.clone())),
        "copy" => {
            let me = d.lock().clone();
            Ok(new_set(copy_of(&me, &me.flavor)))
        }
        "issubset" | "issuperset" | "isdisjoint" => {
            count(1, 1)?;
            let ops = [operand(f, d, &args[0])?];
            Ok(Value::Bool(locked(d, &ops, |me, others| {
                let contains = |k: &Key| match &ops[0] {
                    Operand::Items(_, keys) => keys.contains(k),
                    _ => others[0].contains(k),
                };
                match name {
                    "issubset" => me.map.keys().all(contains),
                    "issuperset" => others[0]
                        .map_elements()
                        .all(|(k, _)| me.map.contains_key(&k)),
                    _ => !me.map.keys().any(contains),
                }
            })))
        }
        _ => Err(no_method(d, name)),
    }
}
