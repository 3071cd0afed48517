//! Sorting by keys held as machine values: ints, floats, strs and tuples
//! of them, the keys most sorts compare. Ordering them needs no dispatch
//! on the value's kind, no lock and no reference count per comparison,
//! which were most of sorting a list of pairs. Two keys Python cannot
//! order (a str against an int) give no answer here; the caller then
//! sorts the general way, which raises Python's TypeError.

use crate::eval::ops::int_float_cmp;
use crate::eval::value::Value;
use std::cmp::Ordering;

/// The sorted order of `keyed` (positions, first to last, equal keys in
/// their first order as Python's stable sort leaves them), when every
/// key is a machine key and every two are ordered.
pub(super) fn machine_order(keyed: &[Value], reverse: bool) -> Option<Vec<usize>> {
    if let Some(order) = int_order(keyed, reverse) {
        return Some(order);
    }
    // Keys held beside their positions: the comparisons then read
    // memory in order.
    let mut ks: Vec<(Key, usize)> = keyed
        .iter()
        .enumerate()
        .map(|(i, k)| Some((Key::of(k, 0)?, i)))
        .collect::<Option<_>>()?;
    let mut unordered = false;
    // The positions break ties, which keeps the result stable and lets
    // the faster unstable sort run.
    ks.sort_unstable_by(|(a, i), (b, j)| {
        let o = a.order(b).unwrap_or_else(|| {
            unordered = true;
            Ordering::Equal
        });
        let o = if reverse { o.reverse() } else { o };
        o.then(i.cmp(j))
    });
    (!unordered).then(|| ks.into_iter().map(|(_, i)| i).collect())
}

/// `machine_order` when every key is an int, the commonest sort: plain
/// integer pairs compare without a branch on the key's kind. Reversed,
/// a key sorts by its bitwise complement, which reverses the order of
/// every i64 without the overflow negation has at `i64::MIN`.
fn int_order(keyed: &[Value], reverse: bool) -> Option<Vec<usize>> {
    let mut ks: Vec<(i64, usize)> = keyed
        .iter()
        .enumerate()
        .map(|(i, k)| match k {
            Value::Int(v) => Some((if reverse { !*v } else { *v }, i)),
            Value::Bool(b) => Some((
                if reverse {
                    !i64::from(*b)
                } else {
                    i64::from(*b)
                },
                i,
            )),
            _ => None,
        })
        .collect::<Option<_>>()?;
    ks.sort_unstable();
    Some(ks.into_iter().map(|(_, i)| i).collect())
}

enum Key<'a> {
    Int(i64),
    /// Never NaN (NaN compares false every way; such keys take the
    /// general path).
    Float(f64),
    Str(&'a str),
    Tuple(Box<[Key<'a>]>),
}

/// Tuples nested deeper than this take the general path.
const MAX_DEPTH: usize = 4;

impl<'a> Key<'a> {
    fn of(v: &'a Value, depth: usize) -> Option<Key<'a>> {
        Some(match v {
            Value::Int(i) => Key::Int(*i),
            Value::Bool(b) => Key::Int(i64::from(*b)),
            Value::Float(x) if !x.is_nan() => Key::Float(*x),
            Value::Str(s) => Key::Str(s),
            Value::Tuple(items) if depth < MAX_DEPTH => Key::Tuple(
                items
                    .iter()
                    .map(|x| Key::of(x, depth + 1))
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        })
    }

    /// Python's `<` ordering of two keys; `None` when Python raises.
    fn order(&self, other: &Key) -> Option<Ordering> {
        match (self, other) {
            (Key::Int(a), Key::Int(b)) => Some(a.cmp(b)),
            (Key::Float(a), Key::Float(b)) => a.partial_cmp(b),
            (Key::Int(a), Key::Float(b)) => int_float_cmp(*a, *b),
            (Key::Float(a), Key::Int(b)) => int_float_cmp(*b, *a).map(Ordering::reverse),
            // Code-point order is UTF-8's byte order.
            (Key::Str(a), Key::Str(b)) => Some(a.cmp(b)),
            // The first unequal items decide, then the lengths.
            (Key::Tuple(a), Key::Tuple(b)) => {
                for (p, q) in a.iter().zip(b.iter()) {
                    match p.order(q)? {
                        Ordering::Equal => {}
                        o => return Some(o),
                    }
                }
                Some(a.len().cmp(&b.len()))
            }
            _ => None,
        }
    }
}
