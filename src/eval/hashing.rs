//! Dict and set keys of instances whose class defines `__hash__` and
//! `__eq__`. Their key is the hash `__hash__` returns with the object
//! itself; two distinct objects are the same key only when `__eq__` says
//! so, which needs the interpreter, so the places that look keys up with
//! a frame at hand first turn a key into the equal one the dict already
//! holds (`shared_key`, `local_key`). The lock on a shared dict is never
//! held while `__eq__` runs: candidates are copied out first.

use super::attrs;
use super::exc::*;
use super::frame::Frame;
use super::value::{Dict, Key, ObjRef, Value};
use crate::syntax::ast::CmpOp;
use parking_lot::Mutex;

/// How an instance of a user class hashes.
enum HashKind {
    /// By identity (no `__hash__` or `__eq__` of its own).
    Identity,
    /// By calling this `__hash__`.
    User(Value),
    /// Not at all: it defines `__eq__` (or `__richcmp__`) without
    /// `__hash__` (Python then sets `__hash__` to None), or sets
    /// `__hash__ = None`.
    Unhashable,
}

/// The nearest class on the method resolution order that defines
/// `__hash__` or `__eq__` decides.
fn hash_kind(c: &super::value::Class) -> HashKind {
    {
        let own = c.attrs.lock();
        match own.get("__hash__") {
            Some(Value::None) => return HashKind::Unhashable,
            Some(m) => return HashKind::User(m.clone()),
            // A cdef class's `__richcmp__` sets the comparison slot, which
            // leaves the hash slot empty as `__eq__` does.
            None if own.contains_key("__eq__") || own.contains_key("__richcmp__") => {
                return HashKind::Unhashable;
            }
            None => {}
        }
    }
    for b in &c.bases {
        match hash_kind(b) {
            HashKind::Identity => {}
            k => return k,
        }
    }
    HashKind::Identity
}

/// Python's TypeError for an unhashable value; a tuple names the item
/// that makes it so (`(1, [2])` is unhashable because of its list).
pub fn unhashable(v: &Value) -> Box<Exc> {
    if let Value::Tuple(t) = v
        && let Some(x) = t.iter().find(|x| x.key().is_none())
    {
        return unhashable(x);
    }
    type_error(format!("unhashable type: '{}'", v.type_name()))
}

/// The key of a value hashed without user code (see `key_of` for that).
pub fn hash_key(v: &Value) -> Res<Key> {
    v.key().ok_or_else(|| unhashable(v))
}

/// `hash(x)` of an int a `__hash__` returned, as CPython reduces it.
fn reduce_hash(r: &Value) -> Res<i64> {
    const MODULUS: i64 = (1 << 61) - 1;
    let h = match r {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        Value::BigInt(b) => {
            use num_traits::ToPrimitive;
            let m = num_bigint::BigInt::from(MODULUS);
            // The remainder takes the dividend's sign, as CPython's does.
            (&**b % &m).to_i64().unwrap_or(0)
        }
        _ => return Err(type_error("__hash__ method should return an integer")),
    };
    Ok(if h == -1 { -2 } else { h })
}

/// The key of `v`, calling a user class's `__hash__` where it has one.
pub fn key_of(f: &mut Frame, v: &Value) -> Res<Key> {
    match v {
        Value::Instance(i) if !i.class.builtin => match hash_kind(&i.class) {
            // A class deriving from a builtin type hashes as its value
            // (`Meters(2)` finds the key `2`), unless the type is mutable.
            HashKind::Identity if let Some(x) = super::builtin_base::inner(v) => {
                if matches!(x, Value::List(_) | Value::Dict(_))
                    || matches!(&x, Value::Set(d) if !d.lock().is_frozen())
                {
                    return Err(unhashable(v));
                }
                key_of(f, &x)
            }
            HashKind::Identity => v.key().ok_or_else(|| unhashable(v)),
            HashKind::Unhashable => Err(unhashable(v)),
            HashKind::User(m) => {
                let r = super::call::call_value(&m, vec![v.clone()], Vec::new(), f)?;
                Ok(Key::User(reduce_hash(&r)?, ObjRef(i.clone())))
            }
        },
        Value::Tuple(t)
            if t.iter()
                .any(|x| matches!(x, Value::Instance(_) | Value::Tuple(_))) =>
        {
            Ok(Key::Tuple(
                t.iter().map(|x| key_of(f, x)).collect::<Res<_>>()?,
            ))
        }
        _ => v.key().ok_or_else(|| unhashable(v)),
    }
}

fn has_user(k: &Key) -> bool {
    match k {
        Key::User(..) => true,
        Key::Tuple(t) => t.iter().any(has_user),
        _ => false,
    }
}

/// Could `a` and `b` be equal keys: the same but for user objects, which
/// need equal hashes?
fn alike(a: &Key, b: &Key) -> bool {
    match (a, b) {
        (Key::User(x, _), Key::User(y, _)) => x == y,
        (Key::Tuple(x), Key::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| alike(a, b))
        }
        _ => a == b,
    }
}

/// Are two alike keys equal, by `__eq__` of the stored key's objects?
fn equal(f: &mut Frame, stored: &Key, probe: &Key) -> Res<bool> {
    match (stored, probe) {
        (Key::User(_, a), Key::User(_, b)) => {
            if a == b {
                return Ok(true);
            }
            let (a, b) = (Value::Instance(a.0.clone()), Value::Instance(b.0.clone()));
            attrs::compare(f, CmpOp::Eq, &a, &b)
        }
        (Key::Tuple(x), Key::Tuple(y)) => {
            for (a, b) in x.iter().zip(y) {
                if !equal(f, a, b)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        _ => Ok(true),
    }
}

/// A lookup that finds no entry but collects the keys with `key`'s hash
/// that are alike: the map's own hash probe visits exactly the entries
/// with that hash, so finding candidates costs what a lookup costs.
struct Collect<'a> {
    key: &'a Key,
    found: std::cell::RefCell<Vec<Key>>,
}

impl std::hash::Hash for Collect<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

impl indexmap::Equivalent<Key> for Collect<'_> {
    fn equivalent(&self, k: &Key) -> bool {
        if alike(k, self.key) {
            self.found.borrow_mut().push(k.clone());
        }
        false
    }
}

/// The keys of `d` that might equal `key`, or `None` when `key` itself is
/// one of them.
fn candidates(d: &Dict, key: &Key) -> Option<Vec<Key>> {
    if d.contains_key(key) {
        return None;
    }
    let probe = Collect {
        key,
        found: std::cell::RefCell::new(Vec::new()),
    };
    d.get_index_of(&probe);
    Some(probe.found.into_inner())
}

fn settle(f: &mut Frame, found: Option<Vec<Key>>, key: Key) -> Res<Key> {
    for c in found.into_iter().flatten() {
        if equal(f, &c, &key)? {
            return Ok(c);
        }
    }
    Ok(key)
}

/// The key under which a shared dict or set holds `v` (or would hold it).
pub fn shared_key(f: &mut Frame, d: &Mutex<Dict>, v: &Value) -> Res<Key> {
    let key = key_of(f, v)?;
    if !has_user(&key) {
        return Ok(key);
    }
    let found = candidates(&d.lock(), &key);
    settle(f, found, key)
}

/// The key under which a dict being built holds `v`.
pub fn local_key(f: &mut Frame, d: &Dict, v: &Value) -> Res<Key> {
    let key = key_of(f, v)?;
    if !has_user(&key) {
        return Ok(key);
    }
    let found = candidates(d, &key);
    settle(f, found, key)
}

/// Does looking `v` up need `shared_key` rather than `Value::key`?
pub fn needs_frame(v: &Value) -> bool {
    match v {
        Value::Instance(i) => !i.class.builtin,
        Value::Tuple(t) => t.iter().any(needs_frame),
        _ => false,
    }
}

/// Adds `k: v` to a dict (or set) being built: a key equal to one it has
/// keeps the first key object and, when `overwrite`, takes the new value,
/// as Python's displays and constructors do.
pub fn add_local(f: &mut Frame, d: &mut Dict, k: Value, v: Value, overwrite: bool) -> Res<()> {
    let key = local_key(f, d, &k)?;
    // One hash of the key, whether it is found or added.
    match d.map.entry(key) {
        crate::eval::dictmap::Entry::Occupied(mut slot) if overwrite => slot.get_mut().1 = v,
        crate::eval::dictmap::Entry::Occupied(_) => {}
        crate::eval::dictmap::Entry::Vacant(slot) => {
            slot.insert((k, v));
        }
    }
    Ok(())
}
