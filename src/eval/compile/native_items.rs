//! The C values of the lists, tuples and strs a kernel reads
//! (`ArgSrc::Items`), kept between runs of its region. A loop over a list
//! that grows between runs — `for p in primes: if p * p > n: break`
//! inside `for n in range(…)` that appends to `primes` — converts only
//! the items appended since the last run, where converting them all on
//! each entry made the loop quadratic. A list changed in any other way
//! (its stamp moved: `ListItems::stamp`) or another object is converted
//! afresh; a region that may stop early and keeps missing leaves long
//! sequences to the closures, which read only what they use.

use crate::eval::value::{ListItems, Value};
use crate::sema::types::Ty;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
use std::sync::{Arc, Weak};

/// Misses after which an early-exit region stops converting long
/// sequences.
const MISSES_TOLERATED: u32 = 4;
/// Below this many items a full conversion costs less than the closures.
const SHORT: usize = 256;

/// How an item becomes a C value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Conv {
    /// As Cython converts an object stored into a C variable.
    C,
    /// Only where Python's arithmetic with the item is the C arithmetic
    /// on the value converted: an int or bool for an integer; an int,
    /// bool or float for a double (an int to its nearest double, as
    /// Python's float arithmetic converts it). A NumPy scalar, a big int
    /// or any other object is refused, and its loop stays with the
    /// closures, which take Python's operator.
    Arith,
}

/// Items converted, and the stamp of the list they came from.
pub(super) type Converted = (Vec<u64>, (u64, u64));

/// The sequence a cache entry was converted from, weakly: the cache
/// keeps no list alive, yet its allocation stays put while the entry
/// holds it, so its address names no other object.
enum Source {
    List(Weak<Mutex<ListItems>>),
    Tuple(Weak<[Value]>),
    Str(Weak<str>),
    Bytes(Weak<[u8]>),
}

impl Source {
    fn of(v: &Value) -> Option<Source> {
        Some(match v {
            Value::List(l) => Source::List(Arc::downgrade(l)),
            Value::Tuple(t) => Source::Tuple(Arc::downgrade(t)),
            Value::Str(s) => Source::Str(Arc::downgrade(s)),
            Value::Bytes(b) => Source::Bytes(Arc::downgrade(b)),
            _ => return None,
        })
    }

    /// Whether `v` is the very sequence this was taken from.
    fn is(&self, v: &Value) -> bool {
        match (self, v) {
            (Source::List(w), Value::List(a)) => std::ptr::addr_eq(w.as_ptr(), Arc::as_ptr(a)),
            (Source::Tuple(w), Value::Tuple(a)) => std::ptr::addr_eq(w.as_ptr(), Arc::as_ptr(a)),
            (Source::Str(w), Value::Str(a)) => std::ptr::addr_eq(w.as_ptr(), Arc::as_ptr(a)),
            (Source::Bytes(w), Value::Bytes(a)) => std::ptr::addr_eq(w.as_ptr(), Arc::as_ptr(a)),
            _ => false,
        }
    }
}

/// One argument's converted items and what they were converted from.
struct Entry {
    src: Source,
    stamp: (u64, u64),
    bits: Vec<u64>,
}

/// The cache of a region's item arguments, by argument index.
#[derive(Default)]
pub(super) struct ItemsCache {
    entries: Mutex<Vec<Option<Entry>>>,
    misses: AtomicU32,
}

impl ItemsCache {
    /// The items of `v` as C values of type `ty` for argument `k`; None
    /// when one does not convert (the closures then raise at it) or when
    /// `early` (the region may stop before reading them all) and a long
    /// sequence would be converted afresh once too often. With them, the
    /// stamp of the list they were read from, which `put` keeps.
    pub(super) fn take(
        &self,
        k: usize,
        v: &Value,
        (ty, conv): (&Ty, Conv),
        early: bool,
    ) -> Option<Converted> {
        let cached = self.entries.lock().get_mut(k).and_then(Option::take);
        if let Some(mut e) = cached
            && e.src.is(v)
        {
            match v {
                Value::List(l) => {
                    let items = l.lock();
                    if items.stamp() == e.stamp && items.len() >= e.bits.len() {
                        let from = e.bits.len();
                        extend(&mut e.bits, &items[from..], ty, conv)?;
                        return Some((e.bits, e.stamp));
                    }
                }
                // A tuple's, a str's or a bytes' items never change.
                _ => return Some((e.bits, e.stamp)),
            }
        }
        if early && self.misses.fetch_add(1, Relaxed) >= MISSES_TOLERATED && long(v) {
            return None;
        }
        convert(v, ty, conv)
    }

    /// Keeps `bits`, the items of `v` a run has read, for the next run.
    pub(super) fn put(&self, k: usize, v: &Value, (bits, stamp): Converted) {
        let Some(src) = Source::of(v) else {
            return;
        };
        let mut entries = self.entries.lock();
        if entries.len() <= k {
            entries.resize_with(k + 1, || None);
        }
        entries[k] = Some(Entry { src, stamp, bits });
    }
}

fn long(v: &Value) -> bool {
    match v {
        Value::List(l) => l.lock().len() > SHORT,
        Value::Tuple(t) => t.len() > SHORT,
        Value::Str(s) => s.len() > SHORT,
        Value::Bytes(b) => b.len() > SHORT,
        _ => false,
    }
}

/// All the items of `v` converted.
fn convert(v: &Value, ty: &Ty, conv: Conv) -> Option<Converted> {
    let mut bits = Vec::new();
    let mut stamp = (0, 0);
    match v {
        Value::List(l) => {
            let items = l.lock();
            stamp = items.stamp();
            extend(&mut bits, &items, ty, conv)?;
        }
        Value::Tuple(t) => extend(&mut bits, t, ty, conv)?,
        // Bytes are code points in an ASCII str, and widen faster.
        Value::Str(s) if *ty == Ty::Ucs4 && s.is_ascii() => bits.extend(s.bytes().map(u64::from)),
        Value::Str(s) if *ty == Ty::Ucs4 => bits.extend(s.chars().map(|c| u64::from(u32::from(c)))),
        // Each byte is the Python int it iterates as.
        Value::Bytes(b) if ty.is_c_int() => {
            // Every byte fits a type holding 255, as itself.
            if let Ty::Int(c) = ty
                && c.range().1 >= 255
            {
                bits.extend(b.iter().map(|&x| u64::from(x)));
            } else {
                bits.reserve(b.len());
                for &x in b.iter() {
                    bits.push(c_int_bits(i64::from(x), ty, conv)?);
                }
            }
        }
        _ => return None,
    }
    Some((bits, stamp))
}

/// `items` converted to `ty`, appended to `bits`.
fn extend(bits: &mut Vec<u64>, items: &[Value], ty: &Ty, conv: Conv) -> Option<()> {
    bits.reserve(items.len());
    for x in items {
        bits.push(if conv == Conv::Arith {
            arith_bits(x, ty)?
        } else if *ty == Ty::Ucs4 {
            match x {
                Value::Str(s) => u64::from(one_char(s)?),
                _ => return None,
            }
        } else {
            crate::eval::call::to_c_bits(x, ty).ok()?
        });
    }
    Some(())
}

/// The Python int `x` as the bits of C integer type `ty`.
fn c_int_bits(x: i64, ty: &Ty, conv: Conv) -> Option<u64> {
    match conv {
        Conv::Arith => arith_bits(&Value::Int(x), ty),
        Conv::C => crate::eval::call::to_c_bits(&Value::Int(x), ty).ok(),
    }
}

/// `x` as the bits of C type `ty` under `Conv::Arith`.
fn arith_bits(x: &Value, ty: &Ty) -> Option<u64> {
    let whole = match x {
        Value::Int(i) => *i,
        Value::Bool(b) => i64::from(*b),
        Value::Float(f) if *ty == Ty::Double => return Some(f.to_bits()),
        _ => return None,
    };
    match ty {
        Ty::Double => Some((whole as f64).to_bits()),
        Ty::Int(_) => Some(whole as u64),
        _ => None,
    }
}

/// The code point of a one-character str.
pub(super) fn one_char(s: &str) -> Option<u32> {
    let mut cs = s.chars();
    let c = cs.next()?;
    cs.next().is_none().then_some(u32::from(c))
}

/// Whether item argument `k` holds a list that no other item argument
/// holds (the run appends to its copy of it).
pub(super) fn sole_list(
    k: usize,
    holders: &[Option<&Value>],
    args: &[super::native::ArgSrc],
) -> bool {
    let Some(Some(Value::List(l))) = holders.get(k) else {
        return false;
    };
    !holders.iter().zip(args).enumerate().any(|(j, (h, a))| {
        j != k
            && matches!(a, super::native::ArgSrc::Items(..))
            && matches!(h, Some(Value::List(m)) if Arc::ptr_eq(l, m))
    })
}

/// Appends to list `v` what a run pushed onto its copy: `bits`, C values
/// of type `ty`, as the Python numbers they convert to.
pub(super) fn append_to(v: &Value, bits: &[u64], ty: &Ty) {
    if bits.is_empty() {
        return;
    }
    if let Value::List(l) = v {
        let mut items = l.lock();
        for &b in bits {
            if let Ok(x) = crate::eval::call::c_bits_to_value(b, ty) {
                items.push(x);
            }
        }
    }
}
