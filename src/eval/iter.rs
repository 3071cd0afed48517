//! Iteration over any iterable value, one item at a time. Lists are read by
//! index under a short lock per item, so a loop that appends to the list it
//! walks sees the new items, as in Python.

use super::exc::*;
use super::value::{Iter, Value, range_len};
use parking_lot::Mutex;
use std::sync::Arc;

pub enum ValueIter {
    List(Arc<Mutex<Vec<Value>>>, usize),
    Items(Vec<Value>, usize),
    Range { next: i64, step: i64, left: i64 },
    Shared(Arc<Mutex<Iter>>),
}

impl ValueIter {
    pub fn new(v: &Value) -> Res<ValueIter> {
        Ok(match v {
            Value::List(l) => ValueIter::List(l.clone(), 0),
            Value::Range(r) => ValueIter::Range {
                next: r.0,
                step: r.2,
                left: range_len(r.0, r.1, r.2),
            },
            Value::Iter(it) => ValueIter::Shared(it.clone()),
            Value::Tuple(t) => ValueIter::Items(t.to_vec(), 0),
            other => ValueIter::Items(super::ops::iterate_to_vec(other)?, 0),
        })
    }

    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Value> {
        match self {
            ValueIter::List(l, i) => {
                let v = l.lock().get(*i).cloned();
                *i += 1;
                v
            }
            ValueIter::Items(items, i) => {
                let v = items.get(*i).cloned();
                *i += 1;
                v
            }
            ValueIter::Range { next, step, left } => {
                if *left <= 0 {
                    return None;
                }
                let v = *next;
                *left -= 1;
                *next = next.wrapping_add(*step);
                Some(Value::Int(v))
            }
            ValueIter::Shared(it) => {
                let mut it = it.lock();
                let v = it.items.get(it.pos).cloned();
                if v.is_some() {
                    it.pos += 1;
                }
                v
            }
        }
    }
}
