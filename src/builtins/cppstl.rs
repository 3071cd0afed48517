//! The operations of `libcpp` containers and iterators, as internal
//! builtins that `sema::cpp` lowers method calls, indexing and
//! `cython.operator` calls to. Arguments arrive converted to the element
//! types; containers arrive as held (`eval::cpp`), never copied.
//!
//! What C++ leaves undefined (an index past the end, `back()` of an empty
//! vector, dereferencing `end()`) is an error here that says so.

use super::Builtin;
use super::cppseq::{same_container, seq, seq_of};
use crate::eval::call::Kwargs;
use crate::eval::cpp::{entries_in_order, key_of, keys_in_order};
use crate::eval::exc::{Res, index_error, type_error};
use crate::eval::frame::Frame;
use crate::eval::value::{Iter, Value};
use parking_lot::Mutex;
use std::sync::Arc;

pub static TABLE: &[Builtin] = &[
    cpp_op!("__cpp_copy__", "a C++ container's copy", 1, |_, a, _| Ok(
        crate::eval::cpp::copy(&a[0])
    )),
    cpp_op!(
        "__cpp_size__",
        "size() of a C++ container",
        1,
        |_, a, _| Ok(Value::Int(size(&a[0]) as i64))
    ),
    cpp_op!(
        "__cpp_empty__",
        "empty() of a C++ container",
        1,
        |_, a, _| Ok(Value::Bool(size(&a[0]) == 0))
    ),
    cpp_op!("__cpp_clear__", "clear() of a C++ container", 1, clear),
    cpp_op!("__cpp_push__", "push_back(x)", 2, |_, a, _| {
        seq_of(&a[0])?.push_back(a[1].clone())?;
        Ok(Value::None)
    }),
    cpp_op!("__cpp_pop__", "pop_back()", 1, |_, a, _| {
        match seq_of(&a[0])?.pop_back() {
            true => Ok(Value::None),
            false => Err(index_error(
                "pop_back() of an empty container (undefined behaviour in C++)",
            )),
        }
    }),
    cpp_op!("__cpp_resize__", "vector.resize(n, fill)", 3, resize),
    cpp_op!("__cpp_reserve__", "vector.reserve(n)", 1, |_, _, _| Ok(
        Value::None
    )),
    cpp_op!(
        "__cpp_filled__",
        "T(n, fill) of an empty container of T",
        3,
        |f, a, k| {
            let v = a[2].clone();
            resize(f, vec![v.clone(), a[0].clone(), a[1].clone()], k)?;
            Ok(v)
        }
    ),
    cpp_op!("__cpp_end_item__", "vector.front()/back()", 2, end_item),
    cpp_op!("__cpp_at__", "vector.at(i): bounds-checked", 2, at),
    cpp_op!("__cpp_index__", "vector[i]", 2, index),
    cpp_op!("__cpp_setindex__", "vector[i] = x", 3, set_index),
    cpp_op!("__cpp_swap__", "a.swap(b)", 2, swap),
    cpp_op!(
        "__cpp_map_get__",
        "map[k]: inserts the default when missing",
        3,
        map_get
    ),
    cpp_op!("__cpp_map_at__", "map.at(k)", 3, map_at),
    cpp_op!(
        "__cpp_pair_with__",
        "a pair with one field replaced",
        3,
        |_, a, _| {
            let (Value::Tuple(t), Value::Int(k)) = (&a[0], &a[1]) else {
                return Err(type_error("not a C++ pair"));
            };
            let mut items = t.to_vec();
            match items.get_mut(*k as usize) {
                Some(slot) => *slot = a[2].clone(),
                None => return Err(type_error("not a C++ pair")),
            }
            Ok(Value::tuple(items))
        }
    ),
    cpp_op!("__cpp_map_set__", "map[k] = x", 3, |_, a, _| {
        // An equal key already there stays (`m[-0.0]` updates `0.0`'s).
        let k = key_of(&a[1])?;
        let d = dict(&a[0])?;
        let mut d = d.lock();
        let entry = d.entry(k).or_insert_with(|| (a[1].clone(), Value::None));
        entry.1 = a[2].clone();
        Ok(Value::None)
    }),
    cpp_op!(
        "__cpp_bucket_count__",
        "bucket_count() of an unordered container",
        1,
        |_, a, _| {
            Ok(Value::Int(
                crate::eval::cpp_hash::bucket_count(size(&a[0])) as i64
            ))
        }
    ),
    cpp_op!("__cpp_count__", "count(k) of a map or set", 2, |_, a, _| {
        let k = key_of(&a[1])?;
        Ok(Value::Int(dict(&a[0])?.lock().contains_key(&k) as i64))
    }),
    cpp_op!(
        "__cpp_insert__",
        "insert into a vector, map or set",
        2,
        insert
    ),
    cpp_op!(
        "__cpp_erase__",
        "erase a key, an iterator or a range",
        2,
        erase
    ),
    cpp_op!("__cpp_begin__", "begin() of a container", 2, begin),
    cpp_op!("__cpp_end__", "end() of a container", 2, end),
    cpp_op!("__cpp_find__", "find(k) of a map or set", 3, find),
    cpp_op!("__cpp_deref__", "dereference(it)", 1, deref),
    cpp_op!("__cpp_advance__", "it + k", 2, advance),
    cpp_op!("__cpp_iter_eq__", "it == other", 2, |_, a, _| Ok(
        Value::Bool(same_place(&a[0], &a[1])?)
    )),
    cpp_op!("__cpp_iter_diff__", "it - other", 2, |_, a, _| Ok(
        Value::Int(iter_diff(&a[0], &a[1])?)
    )),
    cpp_op!(
        "__cpp_iter__",
        "the items a for loop over a container sees",
        2,
        items
    ),
    cpp_op!("__cpp_sort__", "std::sort(first, last)", 2, |_, a, _| {
        range_apply(&a[0], &a[1], |s, from, to| s.sort_range(from, to))
    }),
    cpp_op!(
        "__cpp_reverse__",
        "std::reverse(first, last)",
        2,
        |_, a, _| { range_apply(&a[0], &a[1], |s, from, to| s.reverse_range(from, to)) }
    ),
    cpp_op!(
        "__cpp_str_append__",
        "string + bytes",
        2,
        |_, a, _| match (&a[0], &a[1]) {
            (Value::Bytes(x), Value::Bytes(y)) =>
                Ok(Value::Bytes(x.iter().chain(y.iter()).copied().collect())),
            (Value::Bytes(x), Value::Int(c)) =>
                Ok(Value::Bytes(x.iter().copied().chain([*c as u8]).collect())),
            _ => Err(type_error("string.append() takes a string or a char")),
        }
    ),
];

fn dict(v: &Value) -> Res<&Arc<Mutex<crate::eval::value::Dict>>> {
    match v {
        Value::Dict(d) | Value::Set(d) => Ok(d),
        _ => Err(type_error("not a C++ map or set")),
    }
}

fn size(v: &Value) -> usize {
    if let Some(s) = seq(v) {
        return s.len();
    }
    match v {
        Value::Dict(d) | Value::Set(d) => d.lock().len(),
        Value::Bytes(b) => b.len(),
        _ => 0,
    }
}

fn clear(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    if let Some(mut s) = seq(&a[0]) {
        s.clear();
        return Ok(Value::None);
    }
    match &a[0] {
        Value::Dict(d) | Value::Set(d) => d.lock().clear(),
        _ => return Err(type_error("clear() of a value that is not a container")),
    }
    Ok(Value::None)
}

fn resize(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let n = crate::eval::ops::to_cint(&a[1], crate::sema::types::CInt::SizeT)? as u64;
    seq_of(&a[0])?.resize(n, &a[2])?;
    Ok(Value::None)
}

/// `front()` (`a[1]` false) or `back()` (true), or `top()` (`a[2]`
/// names it): C++ leaves any of an empty container undefined.
fn end_item(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let back = a[1].truthy();
    let l = seq_of(&a[0])?;
    let n = l.len();
    let item = if back { n.checked_sub(1) } else { Some(0) }.and_then(|i| l.get(i));
    item.ok_or_else(|| {
        let name = match a.get(2) {
            Some(name) => name.str(),
            None if back => "back".into(),
            None => "front".into(),
        };
        index_error(format!(
            "{name}() of an empty container (undefined behaviour in C++)"
        ))
    })
}

/// `at(i)`: `i` is already a `size_t`; the message is libstdc++'s
/// `std::out_of_range`, which Cython raises as IndexError.
fn at(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let i = a[1].clone();
    let n = size(&a[0]);
    let i = as_size(&i);
    element(&a[0], i as usize).ok_or_else(|| {
        let which = if matches!(a[0], Value::Bytes(_)) {
            "basic_string::at: __n"
        } else {
            "vector::_M_range_check: __n"
        };
        index_error(format!(
            "{which} (which is {i}) >= this->size() (which is {n})"
        ))
    })
}

fn as_size(v: &Value) -> u64 {
    match v {
        Value::Int(i) => *i as u64,
        Value::BigInt(b) => b.iter_u64_digits().next().unwrap_or(0),
        _ => 0,
    }
}

/// Element `i` of a sequence container or a string (a string's as a C
/// `char`); None past the end or for anything else.
fn element(c: &Value, i: usize) -> Option<Value> {
    match c {
        Value::Bytes(b) => b.get(i).map(|x| Value::Int(*x as i8 as i64)),
        v => seq(v).and_then(|s| s.get(i)),
    }
}

/// `v[i]`: C++ does not check; arr does.
fn index(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let i = as_size(&a[1]);
    let n = size(&a[0]);
    element(&a[0], i as usize).ok_or_else(|| out_of_range(i, n))
}

pub(crate) fn out_of_range(i: u64, n: usize) -> Box<crate::eval::exc::Exc> {
    index_error(format!(
        "index {} is out of range for a C++ container of size {n} (undefined behaviour in C++)",
        i as i64
    ))
}

fn set_index(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let i = as_size(&a[1]);
    let mut l = seq_of(&a[0])?;
    let n = l.len();
    match l.set(i as usize, &a[2])? {
        true => Ok(Value::None),
        false => Err(out_of_range(i, n)),
    }
}

fn swap(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    match (&a[0], &a[1]) {
        (Value::List(x), Value::List(y)) if !Arc::ptr_eq(x, y) => {
            std::mem::swap(&mut *x.lock(), &mut *y.lock())
        }
        (Value::Deque(x), Value::Deque(y)) if !Arc::ptr_eq(x, y) => {
            std::mem::swap(&mut *x.lock(), &mut *y.lock())
        }
        (Value::CVec(x), Value::CVec(y)) if !Arc::ptr_eq(x, y) => {
            std::mem::swap(&mut *x.data.lock(), &mut *y.data.lock())
        }
        (Value::Dict(x), Value::Dict(y)) | (Value::Set(x), Value::Set(y)) if !Arc::ptr_eq(x, y) => {
            std::mem::swap(&mut *x.lock(), &mut *y.lock())
        }
        _ => {}
    }
    Ok(Value::None)
}

fn map_get(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let k = key_of(&a[1])?;
    let d = dict(&a[0])?;
    let mut d = d.lock();
    let entry = d
        .entry(k)
        .or_insert_with(|| (a[1].clone(), crate::eval::cpp::copy(&a[2])));
    Ok(entry.1.clone())
}

/// `at(k)`: `std::out_of_range` with libstdc++'s message (`a[2]`).
fn map_at(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let k = key_of(&a[1])?;
    let got = dict(&a[0])?.lock().get(&k).map(|e| e.1.clone());
    got.ok_or_else(|| index_error(a[2].str()))
}

/// `v.insert(it, x)` (returns the iterator to it), `m.insert(pair)` and
/// `s.insert(x)` (return the pair of iterator and whether it was new).
fn insert(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    match &a[0] {
        Value::List(_) | Value::Deque(_) | Value::CVec(_) => {
            let at = vector_pos(&a[1], &a[0])?;
            let x = a
                .get(2)
                .ok_or_else(|| type_error("insert() takes an iterator and a value"))?;
            seq_of(&a[0])?.insert(at, x.clone())?;
            Ok(vector_iter(&a[0], at as i64))
        }
        Value::Dict(d) => {
            let Value::Tuple(kv) = &a[1] else {
                return Err(type_error("map.insert() takes a pair"));
            };
            let [key, val] = &kv[..] else {
                return Err(type_error("map.insert() takes a pair"));
            };
            let k = key_of(key)?;
            let mut m = d.lock();
            let new = !m.contains_key(&k);
            if new {
                m.insert(k, (key.clone(), val.clone()));
            }
            drop(m);
            Ok(Value::tuple(vec![
                keyed_iter(&a[0], key.clone()),
                Value::Bool(new),
            ]))
        }
        Value::Set(d) => {
            let k = key_of(&a[1])?;
            let mut s = d.lock();
            let new = !s.contains_key(&k);
            if new {
                s.insert(k, (a[1].clone(), Value::None));
            }
            drop(s);
            Ok(Value::tuple(vec![
                keyed_iter(&a[0], a[1].clone()),
                Value::Bool(new),
            ]))
        }
        _ => Err(type_error("insert() of a value that is not a container")),
    }
}

/// `erase(key)` of a map or set (the count removed), `erase(it)` or
/// `erase(first, last)` (an iterator to what follows).
fn erase(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    match &a[0] {
        Value::List(_) | Value::Deque(_) | Value::CVec(_) => {
            let from = vector_pos(&a[1], &a[0])?;
            let to = match a.get(2) {
                Some(last) => vector_pos(last, &a[0])?,
                None => from + 1,
            };
            let mut items = seq_of(&a[0])?;
            if to > items.len() || from > to || (a.len() == 2 && from == to) {
                return Err(index_error(
                    "erase() at end(), or of an empty range (undefined behaviour in C++)",
                ));
            }
            items.remove_range(from, to);
            drop(items);
            Ok(vector_iter(&a[0], from as i64))
        }
        Value::Dict(d) | Value::Set(d) => {
            if is_iter(&a[1]) {
                let key = iter_key(&a[1])?
                    .ok_or_else(|| index_error("erase(end()) (undefined behaviour in C++)"))?;
                let next = advance_value(&a[1], 1)?;
                d.lock().remove(&key_of(&key)?);
                return Ok(next);
            }
            let k = key_of(&a[1])?;
            Ok(Value::Int(d.lock().remove(&k).is_some() as i64))
        }
        _ => Err(type_error("erase() of a value that is not a container")),
    }
}

// Iterators. A sequence's or a string's is `(container, position)`, a
// reverse one's `(container, position, True)` (its position counts down
// from the last element); a map's or a set's is `(container, position,
// order, key)`: the keys in iteration order when it came from `begin()`
// or `rbegin()` (then `position` indexes them), or just the key it
// points at when it came from `find()` or `insert()` (`order` None; the
// key `...` for `end()`).

fn vector_iter(c: &Value, p: i64) -> Value {
    Value::tuple(vec![c.clone(), Value::Int(p)])
}

fn reverse_iter(c: &Value, p: i64) -> Value {
    Value::tuple(vec![c.clone(), Value::Int(p), Value::Bool(true)])
}

fn keyed_iter(c: &Value, key: Value) -> Value {
    Value::tuple(vec![c.clone(), Value::Int(0), Value::None, key])
}

fn is_iter(v: &Value) -> bool {
    matches!(v, Value::Tuple(t) if (2..=4).contains(&t.len()))
}

fn parts(it: &Value) -> Res<&[Value]> {
    match it {
        Value::Tuple(t) if (2..=4).contains(&t.len()) => Ok(t),
        _ => Err(type_error("not a C++ iterator")),
    }
}

fn is_reverse(it: &Value) -> bool {
    matches!(it, Value::Tuple(t) if t.len() == 3)
}

/// A map's or set's iterator: the four parts.
fn keyed_parts(it: &Value) -> Res<&[Value]> {
    match it {
        Value::Tuple(t) if t.len() == 4 => Ok(t),
        _ => Err(type_error("not an iterator of a C++ map or set")),
    }
}

fn pos(it: &Value) -> Res<i64> {
    match parts(it)?.get(1) {
        Some(Value::Int(p)) => Ok(*p),
        _ => Err(type_error("not a C++ iterator")),
    }
}

/// Where a (forward) iterator of sequence `c` points: 0 to its size.
fn vector_pos(it: &Value, c: &Value) -> Res<usize> {
    let p = parts(it)?;
    if !same_container(&p[0], c) || is_reverse(it) {
        return Err(index_error(
            "an iterator of another container (undefined behaviour in C++)",
        ));
    }
    let at = pos(it)?;
    let n = size(c);
    if at < 0 || at as usize > n {
        return Err(out_of_range(at as u64, n));
    }
    Ok(at as usize)
}

/// The key a map's or set's iterator points at (`None` at `end()`).
fn iter_key(it: &Value) -> Res<Option<Value>> {
    let p = keyed_parts(it)?;
    match (&p[2], &p[3]) {
        (Value::List(order), _) => {
            let at = pos(it)?;
            Ok(order.lock().get(at as usize).cloned())
        }
        (_, Value::Ellipsis) => Ok(None),
        (_, k) => Ok(Some(k.clone())),
    }
}

fn ordered_flag(it: &Value) -> bool {
    // `begin()`'s order snapshot already says; a keyed iterator of an
    // ordered container is re-ordered by `advance` with the flag kept in
    // its position field (1: ordered).
    matches!(
        parts(it).map(|p| p.get(1).cloned()),
        Ok(Some(Value::Int(1)))
    )
}

/// `begin()` (`a[2]` absent or false) or `rbegin()` (true).
fn begin(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let reverse = a.get(2).is_some_and(Value::truthy);
    Ok(match &a[0] {
        Value::List(_) | Value::Bytes(_) | Value::Deque(_) | Value::CVec(_) if reverse => {
            reverse_iter(&a[0], size(&a[0]) as i64 - 1)
        }
        Value::List(_) | Value::Bytes(_) | Value::Deque(_) | Value::CVec(_) => {
            vector_iter(&a[0], 0)
        }
        Value::Dict(d) | Value::Set(d) => {
            let mut keys = keys_in_order(&d.lock(), a[1].truthy());
            if reverse {
                keys.reverse();
            }
            Value::tuple(vec![
                a[0].clone(),
                Value::Int(0),
                Value::list(keys),
                Value::None,
            ])
        }
        _ => return Err(type_error("begin() of a value that is not a container")),
    })
}

/// `end()` (`a[2]` absent or false) or `rend()` (true).
fn end(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let reverse = a.get(2).is_some_and(Value::truthy);
    Ok(match &a[0] {
        Value::List(_) | Value::Bytes(_) | Value::Deque(_) | Value::CVec(_) if reverse => {
            reverse_iter(&a[0], -1)
        }
        Value::List(_) | Value::Bytes(_) | Value::Deque(_) | Value::CVec(_) => {
            vector_iter(&a[0], size(&a[0]) as i64)
        }
        Value::Dict(_) | Value::Set(_) => Value::tuple(vec![
            a[0].clone(),
            Value::Int(a[1].truthy() as i64),
            Value::None,
            Value::Ellipsis,
        ]),
        _ => return Err(type_error("end() of a value that is not a container")),
    })
}

fn find(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let k = key_of(&a[1])?;
    let found = dict(&a[0])?.lock().get(&k).map(|e| e.0.clone());
    let flag = Value::Int(a[2].truthy() as i64);
    Ok(Value::tuple(vec![
        a[0].clone(),
        flag,
        Value::None,
        found.unwrap_or(Value::Ellipsis),
    ]))
}

fn deref(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let p = parts(&a[0])?;
    let end = || index_error("dereferencing end() (undefined behaviour in C++)");
    match &p[0] {
        Value::Dict(d) => {
            let k = iter_key(&a[0])?.ok_or_else(end)?;
            let v = d.lock().get(&key_of(&k)?).map(|e| e.1.clone());
            let v = v.ok_or_else(|| index_error("dereferencing an iterator to an erased entry"))?;
            Ok(Value::tuple(vec![k, v]))
        }
        Value::Set(_) => iter_key(&a[0])?.ok_or_else(end),
        c => {
            let at = pos(&a[0])?;
            usize::try_from(at)
                .ok()
                .and_then(|at| element(c, at))
                .ok_or_else(end)
        }
    }
}

fn advance(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let k = crate::eval::ops::to_cint(&a[1], crate::sema::types::CInt::SsizeT)?;
    advance_value(&a[0], k)
}

fn advance_value(it: &Value, k: i64) -> Res<Value> {
    let p = parts(it)?;
    match &p[0] {
        Value::List(_) | Value::Bytes(_) | Value::Deque(_) | Value::CVec(_) if is_reverse(it) => {
            Ok(reverse_iter(&p[0], pos(it)?.wrapping_sub(k)))
        }
        Value::List(_) | Value::Bytes(_) | Value::Deque(_) | Value::CVec(_) => {
            Ok(vector_iter(&p[0], pos(it)?.wrapping_add(k)))
        }
        Value::Dict(d) | Value::Set(d) => {
            let p = keyed_parts(it)?;
            if let Value::List(_) = &p[2] {
                return Ok(Value::tuple(vec![
                    p[0].clone(),
                    Value::Int(pos(it)?.wrapping_add(k)),
                    p[2].clone(),
                    Value::None,
                ]));
            }
            // A keyed iterator learns where it is in the order first.
            let key = iter_key(it)?
                .ok_or_else(|| index_error("incrementing end() (undefined behaviour in C++)"))?;
            let keys = keys_in_order(&d.lock(), ordered_flag(it));
            let at = keys
                .iter()
                .position(|x| key_of(x).ok() == key_of(&key).ok())
                .ok_or_else(|| index_error("an iterator to an erased entry"))?;
            Ok(Value::tuple(vec![
                p[0].clone(),
                Value::Int((at as i64).wrapping_add(k)),
                Value::list(keys),
                Value::None,
            ]))
        }
        _ => Err(type_error("not a C++ iterator")),
    }
}

fn same_place(a: &Value, b: &Value) -> Res<bool> {
    let (p, q) = (parts(a)?, parts(b)?);
    if p.len() < 4 {
        return Ok(pos(a)? == pos(b)?);
    }
    if q.len() < 4 {
        return Ok(false);
    }
    let (x, y) = (iter_key(a)?, iter_key(b)?);
    Ok(match (x, y) {
        (None, None) => true,
        (Some(x), Some(y)) => key_of(&x)? == key_of(&y)?,
        _ => false,
    })
}

/// `a - b` of two iterators: how many steps from `b` to `a`.
fn iter_diff(a: &Value, b: &Value) -> Res<i64> {
    let d = pos(a)?.wrapping_sub(pos(b)?);
    Ok(if is_reverse(a) { d.wrapping_neg() } else { d })
}

/// What `for x in c` binds, in C++'s order: elements, or a map's pairs.
fn items(_: &mut Frame, a: Vec<Value>, _: Kwargs) -> Res<Value> {
    let ordered = a[1].truthy();
    let items: Vec<Value> = match &a[0] {
        // A vector is iterated in place, as a list is (no snapshot: the
        // loop may stop early).
        Value::List(_) => return Ok(a[0].clone()),
        Value::Deque(_) | Value::CVec(_) => seq_of(&a[0])?.to_vec(),
        Value::Bytes(b) => b.iter().map(|c| Value::Int(*c as i8 as i64)).collect(),
        Value::Dict(d) => entries_in_order(&d.lock(), ordered)
            .into_iter()
            .map(|(k, v)| Value::tuple(vec![k, v]))
            .collect(),
        Value::Set(d) => keys_in_order(&d.lock(), ordered),
        _ => return Err(type_error("not a C++ container")),
    };
    Ok(Value::Iter(Arc::new(Mutex::new(Iter::eager(
        items, "iterator",
    )))))
}

/// Applies `f` to the elements of a sequence between two of its
/// iterators.
fn range_apply(
    first: &Value,
    last: &Value,
    f: impl FnOnce(&mut super::cppseq::Seq, usize, usize),
) -> Res<Value> {
    let (c, from, to) = range_of(first, last)?;
    f(&mut seq_of(&c)?, from, to);
    Ok(Value::None)
}

/// The container an iterator range `(first, last)` runs over, and the
/// positions it spans.
pub(super) fn range_of(first: &Value, last: &Value) -> Res<(Value, usize, usize)> {
    let p = parts(first)?;
    let c = p[0].clone();
    if seq(&c).is_none() {
        return Err(type_error(
            "arr's <algorithm> works on ranges of a vector, deque or list",
        ));
    }
    let (from, to) = (vector_pos(first, &c)?, vector_pos(last, &c)?);
    if from > to {
        return Err(index_error(
            "a range whose first iterator is after its last (undefined behaviour in C++)",
        ));
    }
    Ok((c, from, to))
}
