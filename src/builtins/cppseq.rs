//! C++ sequence containers held in order: a `vector` as a list, a
//! `deque`, a `list` and the adapters (`queue`, `stack`,
//! `priority_queue`) as a deque of their elements, so that either end
//! grows and shrinks in constant time, as in C++. `Seq` gives
//! `builtins::cppstl` one view of both; the operations only the deque-held
//! containers have are here.

use super::Builtin;
use crate::eval::cpp::compare;
use crate::eval::cvec::CVec;
use crate::eval::exc::{Res, index_error, type_error};
use crate::eval::value::{Deque, Value};
use parking_lot::{Mutex, MutexGuard};
use std::cmp::Ordering;
use std::sync::Arc;

/// A locked sequence container.
pub(crate) enum Seq<'a> {
    Vec(MutexGuard<'a, crate::eval::value::ListItems>),
    Deque(MutexGuard<'a, Deque>),
    /// A vector of C numbers, as their bits.
    C(&'a CVec, MutexGuard<'a, Vec<u64>>),
}

/// The sequence `v` holds, locked (None: not a sequence container).
pub(crate) fn seq(v: &Value) -> Option<Seq<'_>> {
    match v {
        Value::List(l) => Some(Seq::Vec(l.lock())),
        Value::Deque(d) => Some(Seq::Deque(d.lock())),
        Value::CVec(c) => Some(Seq::C(c, c.data.lock())),
        _ => None,
    }
}

/// As `seq`, with an error for anything else.
pub(crate) fn seq_of(v: &Value) -> Res<Seq<'_>> {
    seq(v).ok_or_else(|| type_error("not a C++ sequence container"))
}

/// Whether two values hold the same container.
pub(crate) fn same_container(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(x), Value::List(y)) => Arc::ptr_eq(x, y),
        (Value::Deque(x), Value::Deque(y)) => Arc::ptr_eq(x, y),
        (Value::CVec(x), Value::CVec(y)) => Arc::ptr_eq(x, y),
        (Value::Bytes(x), Value::Bytes(y)) => Arc::ptr_eq(x, y),
        (Value::Dict(x), Value::Dict(y)) | (Value::Set(x), Value::Set(y)) => Arc::ptr_eq(x, y),
        _ => false,
    }
}

impl Seq<'_> {
    pub(crate) fn len(&self) -> usize {
        match self {
            Seq::Vec(v) => v.len(),
            Seq::Deque(d) => d.items.len(),
            Seq::C(_, v) => v.len(),
        }
    }

    pub(crate) fn get(&self, i: usize) -> Option<Value> {
        match self {
            Seq::Vec(v) => v.get(i).cloned(),
            Seq::Deque(d) => d.items.get(i).cloned(),
            Seq::C(c, v) => v.get(i).map(|&b| c.value(b)),
        }
    }

    /// Replaces element `i`; false when there is none.
    pub(crate) fn set(&mut self, i: usize, x: &Value) -> Res<bool> {
        let slot = match self {
            Seq::Vec(v) => v.get_mut(i),
            Seq::Deque(d) => d.items.get_mut(i),
            Seq::C(c, v) => {
                let bits = c.bits(x)?;
                return Ok(v.get_mut(i).map(|s| *s = bits).is_some());
            }
        };
        Ok(slot.map(|s| *s = x.clone()).is_some())
    }

    pub(crate) fn push_back(&mut self, x: Value) -> Res<()> {
        match self {
            Seq::Vec(v) => v.push(x),
            Seq::Deque(d) => d.items.push_back(x),
            Seq::C(c, v) => {
                let bits = c.bits(&x)?;
                v.push(bits);
            }
        }
        Ok(())
    }

    /// Removes the last element; false when there is none.
    pub(crate) fn pop_back(&mut self) -> bool {
        match self {
            Seq::Vec(v) => v.pop().is_some(),
            Seq::Deque(d) => d.items.pop_back().is_some(),
            Seq::C(_, v) => v.pop().is_some(),
        }
    }

    pub(crate) fn insert(&mut self, at: usize, x: Value) -> Res<()> {
        match self {
            Seq::Vec(v) => v.insert(at, x),
            Seq::Deque(d) => d.items.insert(at, x),
            Seq::C(c, v) => {
                let bits = c.bits(&x)?;
                v.insert(at, bits);
            }
        }
        Ok(())
    }

    pub(crate) fn remove_range(&mut self, from: usize, to: usize) {
        match self {
            Seq::Vec(v) => {
                v.drain(from..to);
            }
            Seq::Deque(d) => {
                d.items.drain(from..to);
            }
            Seq::C(_, v) => {
                v.drain(from..to);
            }
        }
    }

    pub(crate) fn clear(&mut self) {
        match self {
            Seq::Vec(v) => v.clear(),
            Seq::Deque(d) => d.items.clear(),
            Seq::C(_, v) => v.clear(),
        }
    }

    /// Grows or shrinks to `n` elements, new ones copies of `fill`; a
    /// MemoryError (not an abort) when the memory cannot be had: refused
    /// past 2**40 elements, and reserved before it is filled.
    pub(crate) fn resize(&mut self, n: u64, fill: &Value) -> Res<()> {
        let too_big = || {
            crate::eval::exc::memory_error(format!(
                "resize to {n} elements: more memory than there is"
            ))
        };
        if n > (1 << 40) {
            return Err(too_big());
        }
        let n = n as usize;
        let more = n.saturating_sub(self.len());
        match self {
            Seq::Vec(v) => {
                v.try_reserve(more).map_err(|_| too_big())?;
                v.resize_with(n, || crate::eval::cpp::copy(fill));
            }
            Seq::Deque(d) => {
                d.items.try_reserve(more).map_err(|_| too_big())?;
                d.items.resize_with(n, || crate::eval::cpp::copy(fill));
            }
            Seq::C(c, v) => {
                let bits = c.bits(fill)?;
                v.try_reserve(more).map_err(|_| too_big())?;
                v.resize(n, bits);
            }
        }
        Ok(())
    }

    /// Sorts elements `from..to` by C++'s `<`.
    pub(crate) fn sort_range(&mut self, from: usize, to: usize) {
        match self {
            Seq::Vec(v) => v[from..to].sort_by(compare),
            Seq::Deque(d) => d.items.make_contiguous()[from..to].sort_by(compare),
            Seq::C(c, v) => v[from..to].sort_by(|a, b| c.order(*a, *b)),
        }
    }

    pub(crate) fn reverse_range(&mut self, from: usize, to: usize) {
        match self {
            Seq::Vec(v) => v[from..to].reverse(),
            Seq::Deque(d) => d.items.make_contiguous()[from..to].reverse(),
            Seq::C(_, v) => v[from..to].reverse(),
        }
    }

    pub(crate) fn to_vec(&self) -> Vec<Value> {
        match self {
            Seq::Vec(v) => v.to_vec(),
            Seq::Deque(d) => d.items.iter().cloned().collect(),
            Seq::C(c, v) => v.iter().map(|&b| c.value(b)).collect(),
        }
    }
}

/// A new, empty deque-held container.
pub(crate) fn new_seq(items: Vec<Value>) -> Value {
    Value::Deque(Arc::new(Mutex::new(Deque {
        items: items.into(),
        maxlen: None,
    })))
}

fn deque(v: &Value) -> Res<&Arc<Mutex<Deque>>> {
    match v {
        Value::Deque(d) => Ok(d),
        _ => Err(type_error("not a C++ deque, list or adapter")),
    }
}

/// `pop()` and `front()` and the rest of an empty container: C++ leaves
/// them undefined; arr says so.
fn empty_error(what: &str) -> Box<crate::eval::exc::Exc> {
    index_error(format!(
        "{what} of an empty container (undefined behaviour in C++)"
    ))
}

// A priority queue is a max-heap in the deque's slots: the largest
// element (by C++'s `<`) at 0, each slot's children at 2i+1 and 2i+2.

fn sift_up(h: &mut [Value], mut i: usize) {
    while i > 0 {
        let parent = (i - 1) / 2;
        if compare(&h[parent], &h[i]) != Ordering::Less {
            break;
        }
        h.swap(parent, i);
        i = parent;
    }
}

fn sift_down(h: &mut [Value], mut i: usize) {
    loop {
        let (l, r) = (2 * i + 1, 2 * i + 2);
        let mut top = i;
        if l < h.len() && compare(&h[top], &h[l]) == Ordering::Less {
            top = l;
        }
        if r < h.len() && compare(&h[top], &h[r]) == Ordering::Less {
            top = r;
        }
        if top == i {
            return;
        }
        h.swap(i, top);
        i = top;
    }
}

/// `list.unique()`: drops each element equal to the one before it.
fn unique(items: &mut std::collections::VecDeque<Value>) {
    let mut kept: Vec<Value> = Vec::with_capacity(items.len());
    for x in items.drain(..) {
        if kept
            .last()
            .is_none_or(|p| compare(p, &x) != Ordering::Equal)
        {
            kept.push(x);
        }
    }
    items.extend(kept);
}

pub static TABLE: &[Builtin] = &[
    Builtin {
        name: "__cpp_new_seq__",
        doc: "an empty deque, list or adapter",
        run: |_, _, _| Ok(new_seq(Vec::new())),
    },
    cpp_op!("__cpp_push_front__", "push_front(x)", 2, |_, a, _| {
        deque(&a[0])?.lock().items.push_front(a[1].clone());
        Ok(Value::None)
    }),
    cpp_op!(
        "__cpp_pop_front__",
        "pop_front(), queue.pop()",
        1,
        |_, a, _| {
            match deque(&a[0])?.lock().items.pop_front() {
                Some(_) => Ok(Value::None),
                None => {
                    let name = a.get(1).map_or("pop_front".into(), Value::str);
                    Err(empty_error(&format!("{name}()")))
                }
            }
        }
    ),
    cpp_op!("__cpp_pq_push__", "priority_queue.push(x)", 2, |_, a, _| {
        let d = deque(&a[0])?;
        let mut d = d.lock();
        d.items.push_back(a[1].clone());
        let h = d.items.make_contiguous();
        sift_up(h, h.len() - 1);
        Ok(Value::None)
    }),
    cpp_op!("__cpp_pq_pop__", "priority_queue.pop()", 1, |_, a, _| {
        let d = deque(&a[0])?;
        let mut d = d.lock();
        let h = d.items.make_contiguous();
        if h.is_empty() {
            return Err(empty_error("pop()"));
        }
        let last = h.len() - 1;
        h.swap(0, last);
        d.items.pop_back();
        sift_down(d.items.make_contiguous(), 0);
        Ok(Value::None)
    }),
    cpp_op!(
        "__cpp_list_sort__",
        "list.sort(), list.reverse(), list.unique()",
        2,
        |_, a, _| {
            let d = deque(&a[0])?;
            let mut d = d.lock();
            match a[1].str().as_str() {
                "sort" => d.items.make_contiguous().sort_by(compare),
                "reverse" => d.items.make_contiguous().reverse(),
                _ => unique(&mut d.items),
            }
            Ok(Value::None)
        }
    ),
    cpp_op!("__cpp_list_remove__", "list.remove(x)", 2, |_, a, _| {
        deque(&a[0])?
            .lock()
            .items
            .retain(|x| compare(x, &a[1]) != Ordering::Equal);
        Ok(Value::None)
    }),
];
