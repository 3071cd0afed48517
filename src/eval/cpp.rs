//! C++ standard-library containers at run time. `sema::types::CppTy` says
//! how each is held: a vector as a list of converted elements, a map as a
//! dict, a set as a set, a pair as a 2-tuple, a string as bytes. This
//! module converts them to and from Python objects as Cython's generated
//! converters do, copies them as C++ copies them, and gives the order an
//! ordered or an unordered container iterates in.

use super::cvec::CVec;
use super::exc::{Res, type_error};
use super::frame::Frame;
use super::value::{Dict, Value};
use crate::sema::types::{CppTy, SeqKind, Ty};
use parking_lot::Mutex;
use std::cmp::Ordering;
use std::sync::Arc;

/// A Python object converted to a container of type `c`.
pub fn from_object(v: &Value, c: &CppTy, fr: &mut Frame) -> Res<Value> {
    match c {
        CppTy::Vector(t) | CppTy::Seq(SeqKind::List, t) => {
            let items = super::iter::collect(v, fr)?;
            if matches!(c, CppTy::Vector(_)) && CVec::holds(t) {
                let bits = items
                    .iter()
                    .map(|x| super::call::to_c_bits(x, t))
                    .collect::<Res<Vec<_>>>()?;
                return Ok(CVec::new_value(t.clone(), bits));
            }
            let out = items
                .iter()
                .map(|x| elem_from(x, t, fr))
                .collect::<Res<Vec<_>>>()?;
            Ok(match c {
                CppTy::Vector(_) => Value::list(out),
                _ => crate::builtins::cppseq::new_seq(out),
            })
        }
        CppTy::Set { elem, .. } => {
            let items = super::iter::collect(v, fr)?;
            let mut d = Dict::default();
            for x in &items {
                let x = elem_from(x, elem, fr)?;
                let k = key_of(&x)?;
                d.entry(k).or_insert((x, Value::None));
            }
            Ok(Value::Set(Arc::new(Mutex::new(d))))
        }
        CppTy::Map { key, val, .. } => {
            // Cython's converter iterates `o.items()`.
            let Value::Dict(src) = v else {
                return Err(super::exc::attr_error(format!(
                    "'{}' object has no attribute 'items'",
                    v.type_name()
                )));
            };
            let pairs: Vec<(Value, Value)> = src.lock().values().cloned().collect();
            let mut d = Dict::default();
            for (k, x) in pairs {
                let k = elem_from(&k, key, fr)?;
                let x = elem_from(&x, val, fr)?;
                d.insert(key_of(&k)?, (k, x));
            }
            Ok(Value::Dict(Arc::new(Mutex::new(d))))
        }
        CppTy::Pair(a, b) => {
            let items = super::compile::unpack(fr, v, 2, None)?;
            Ok(Value::tuple(vec![
                elem_from(&items[0], a, fr)?,
                elem_from(&items[1], b, fr)?,
            ]))
        }
        CppTy::String => match v {
            Value::Bytes(_) => Ok(v.clone()),
            other => Err(type_error(format!(
                "expected bytes, {} found",
                other.type_name()
            ))),
        },
        CppTy::Seq(..) | CppTy::Iter(_) | CppTy::RevIter(_) => Err(type_error(format!(
            "Cannot convert Python object to '{}'",
            c.name()
        ))),
    }
}

/// A new container of type `c` as C++'s default constructor makes it:
/// empty, or a pair of zeros.
pub fn empty(c: &CppTy) -> Res<Value> {
    Ok(match c {
        CppTy::Vector(t) if CVec::holds(t) => CVec::new_value(t.clone(), Vec::new()),
        CppTy::Vector(_) => Value::list(Vec::new()),
        CppTy::Seq(..) => crate::builtins::cppseq::new_seq(Vec::new()),
        CppTy::Map { .. } => Value::Dict(Arc::new(Mutex::new(Dict::default()))),
        CppTy::Set { .. } => Value::Set(Arc::new(Mutex::new(Dict::default()))),
        CppTy::Pair(a, b) => Value::tuple(vec![
            super::attrs::field_default(a)?,
            super::attrs::field_default(b)?,
        ]),
        CppTy::String => Value::Bytes(Arc::from(&b""[..])),
        CppTy::Iter(_) | CppTy::RevIter(_) => Value::None,
    })
}

/// A container of type `c` converted to a new Python object: a list, a
/// dict, a set, a tuple or bytes, its items converted in turn.
pub fn to_object(v: &Value, c: &CppTy) -> Res<Value> {
    Ok(match (c, v) {
        (
            CppTy::Vector(t) | CppTy::Seq(SeqKind::List, t),
            Value::List(_) | Value::Deque(_) | Value::CVec(_),
        ) => {
            let items = crate::builtins::cppseq::seq_of(v)?.to_vec();
            Value::list(
                items
                    .iter()
                    .map(|x| elem_to_object(x, t))
                    .collect::<Res<_>>()?,
            )
        }
        (CppTy::Map { key, val, ordered }, Value::Dict(d)) => {
            let pairs = entries_in_order(&d.lock(), *ordered);
            let mut out = Vec::with_capacity(pairs.len());
            for (k, x) in pairs {
                out.push((elem_to_object(&k, key)?, elem_to_object(&x, val)?));
            }
            crate::builtins::dict_from_pairs(out)
        }
        (CppTy::Set { elem, ordered }, Value::Set(d)) => {
            let keys = keys_in_order(&d.lock(), *ordered);
            let mut out = Dict::default();
            for k in keys {
                let x = elem_to_object(&k, elem)?;
                out.entry(key_of(&x)?).or_insert((x, Value::None));
            }
            Value::Set(Arc::new(Mutex::new(out)))
        }
        (CppTy::Pair(a, b), Value::Tuple(t)) if t.len() == 2 => {
            Value::tuple(vec![elem_to_object(&t[0], a)?, elem_to_object(&t[1], b)?])
        }
        (CppTy::String, Value::Bytes(_)) => v.clone(),
        _ => {
            return Err(type_error(format!(
                "Cannot convert '{}' to Python object",
                c.name()
            )));
        }
    })
}

/// A copy of a container, as C++'s copy constructor makes: nested
/// containers are copied too (a vector of vectors owns its rows).
pub fn copy(v: &Value) -> Value {
    match v {
        Value::List(l) => {
            let items: Vec<Value> = l.lock().iter().map(copy).collect();
            Value::list(items)
        }
        Value::Dict(d) => {
            let src = d.lock();
            let mut out = Dict::default();
            for (k, (kv, x)) in src.iter() {
                out.insert(k.clone(), (kv.clone(), copy(x)));
            }
            Value::Dict(Arc::new(Mutex::new(out)))
        }
        Value::Set(d) => Value::Set(Arc::new(Mutex::new(d.lock().clone()))),
        Value::CVec(c) => c.copied(),
        Value::Deque(d) => {
            let items: Vec<Value> = d.lock().items.iter().map(copy).collect();
            crate::builtins::cppseq::new_seq(items)
        }
        Value::Tuple(t) => Value::tuple(t.iter().map(copy).collect()),
        other => other.clone(),
    }
}

/// An object converted to an element of C type `t`.
pub fn elem_from(v: &Value, t: &Ty, fr: &mut Frame) -> Res<Value> {
    match t {
        Ty::Int(_) | Ty::Bint | Ty::Float | Ty::Double => {
            super::call::c_bits_to_value(super::call::to_c_bits(v, t)?, t)
        }
        Ty::FloatComplex | Ty::DoubleComplex => {
            Ok(super::complex::typed(super::complex::from_object(v)?, t))
        }
        Ty::Struct(def) => super::value::struct_from_object(def, v.clone()),
        // An iterator (in a pair) is held as it is.
        Ty::Cpp(c) if c.is_iter() => Ok(v.clone()),
        Ty::Cpp(c) => from_object(v, c, fr),
        Ty::Object => Ok(v.clone()),
        other => Err(type_error(format!(
            "Cannot convert Python object to '{}'",
            other.name()
        ))),
    }
}

/// An element of C type `t` as a new Python object.
pub fn elem_to_object(v: &Value, t: &Ty) -> Res<Value> {
    Ok(match t {
        Ty::Struct(_) => super::value::struct_as_dict(v.clone()),
        Ty::Cpp(c) => to_object(v, c)?,
        Ty::Bint => Value::Bool(v.truthy()),
        _ => v.clone(),
    })
}

/// The dict key of an element (every C element type hashes).
pub fn key_of(v: &Value) -> Res<super::value::Key> {
    crate::eval::hashing::hash_key(v)
}

/// A map's entries in the order C++ iterates them.
pub fn entries_in_order(d: &Dict, ordered: bool) -> Vec<(Value, Value)> {
    let entries: Vec<(Value, Value)> = d.values().cloned().collect();
    let keys: Vec<Value> = entries.iter().map(|(k, _)| k.clone()).collect();
    order_of(&keys, ordered)
        .into_iter()
        .map(|i| entries[i].clone())
        .collect()
}

/// A map's keys or a set's elements in the order C++ iterates them.
pub fn keys_in_order(d: &Dict, ordered: bool) -> Vec<Value> {
    let keys: Vec<Value> = d.values().map(|(k, _)| k.clone()).collect();
    order_of(&keys, ordered)
        .into_iter()
        .map(|i| keys[i].clone())
        .collect()
}

/// Positions of `keys` (in insertion order) in iteration order: sorted
/// for `std::map`/`std::set`; for the unordered containers, the order
/// libstdc++'s hash table links them in after inserting them one by one.
fn order_of(keys: &[Value], ordered: bool) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..keys.len()).collect();
    if ordered {
        idx.sort_by(|&a, &b| compare(&keys[a], &keys[b]));
        return idx;
    }
    let hashes: Vec<u64> = keys.iter().map(std_hash).collect();
    super::cpp_hash::bucket_order(&hashes)
}

/// C++'s `<` on element values: numbers by value, strings (bytes) and
/// pairs (tuples) lexicographically.
pub fn compare(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        (Value::Bytes(x), Value::Bytes(y)) => x.cmp(y),
        (Value::Tuple(x), Value::Tuple(y)) => x
            .iter()
            .zip(y.iter())
            .map(|(p, q)| compare(p, q))
            .find(|o| *o != Ordering::Equal)
            .unwrap_or_else(|| x.len().cmp(&y.len())),
        _ => {
            let (x, y) = (number(a), number(b));
            x.partial_cmp(&y).unwrap_or(Ordering::Equal)
        }
    }
}

fn number(v: &Value) -> f64 {
    match v {
        Value::Int(i) => *i as f64,
        Value::Bool(b) => *b as i64 as f64,
        Value::Float(x) => *x,
        _ => 0.0,
    }
}

/// `std::hash` of an element as libstdc++ computes it: an integer is its
/// own hash; a double and a string hash their bytes (+0.0 and -0.0 hash
/// as 0).
fn std_hash(v: &Value) -> u64 {
    match v {
        Value::Int(i) => *i as u64,
        Value::Bool(b) => *b as u64,
        Value::Float(x) if *x == 0.0 => 0,
        Value::Float(x) => super::cpp_hash::hash_bytes(&x.to_ne_bytes()),
        Value::Bytes(b) => super::cpp_hash::hash_bytes(b),
        _ => 0,
    }
}
