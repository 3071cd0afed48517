//! CPython's hashes of the values whose hash it fixes: numbers, and
//! tuples and frozensets of them. A set's iteration order follows from
//! its elements' hashes (see `settable`); strings hash differently in
//! every CPython process, so sets holding anything else keep insertion
//! order.

use super::value::{Dict, Key, Value};

/// The set's elements in the order CPython would iterate them.
pub fn set_order(d: &Dict) -> Vec<Value> {
    super::settable::order(d)
}

/// CPython's `hash()` of a number, or of a tuple of hashable values of
/// known hash; None for anything else (a string's hash is per process).
pub fn py_hash(v: &Value) -> Option<i64> {
    key_hash(&v.key()?).map(|h| h as i64)
}

/// CPython's hash of the value a dict or set key stands for, as the
/// unsigned word its table probes with.
pub fn key_hash(k: &Key) -> Option<u64> {
    let h = match k {
        Key::Int(i) => int_hash(*i as i128),
        Key::Big(b) => {
            // Only the residue modulo 2**61 - 1 matters.
            let m = num_traits::ToPrimitive::to_i128(&(b % ((1i64 << 61) - 1))).unwrap_or(0);
            int_hash(m)
        }
        Key::Float(bits) => super::complex::float_hash(f64::from_bits(*bits)),
        Key::Complex(re, im) => super::complex::hash(f64::from_bits(*re), f64::from_bits(*im)),
        Key::Tuple(items) => tuple_hash(items)?,
        Key::Frozen(items) => frozenset_hash(items)?,
        // An instance whose class defines `__hash__`.
        Key::User(h, _) => *h,
        _ => return None,
    };
    Some(h as u64)
}

/// CPython's frozenset hash: its members' hashes shuffled and xored (so
/// order does not matter), then mixed with the size.
fn frozenset_hash(items: &[Key]) -> Option<i64> {
    let shuffle = |h: u64| ((h ^ 89869747) ^ (h << 16)).wrapping_mul(3644798167);
    let mut h: u64 = 0;
    for item in items {
        h ^= shuffle(key_hash(item)?);
    }
    h ^= (items.len() as u64 + 1).wrapping_mul(1927868237);
    h ^= (h >> 11) ^ (h >> 25);
    h = h.wrapping_mul(69069).wrapping_add(907133923);
    Some(if h == u64::MAX { 590923713 } else { h as i64 })
}

/// An integer reduced modulo the Mersenne prime 2**61 - 1, keeping the
/// sign; -1 is reserved for errors and becomes -2.
fn int_hash(i: i128) -> i64 {
    const P: i128 = (1 << 61) - 1;
    let m = i.abs() % P;
    let h = if i < 0 { -m } else { m };
    if h == -1 { -2 } else { h as i64 }
}

/// CPython's tuple hash (an xxHash round per item, then the length).
fn tuple_hash(items: &[Key]) -> Option<i64> {
    const PRIME_1: u64 = 11400714785074694791;
    const PRIME_2: u64 = 14029467366897019727;
    const PRIME_5: u64 = 2870177450012600261;
    let mut acc = PRIME_5;
    for item in items {
        let lane = key_hash(item)?;
        acc = acc.wrapping_add(lane.wrapping_mul(PRIME_2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(PRIME_1);
    }
    acc = acc.wrapping_add(items.len() as u64 ^ (PRIME_5 ^ 3527539));
    Some(if acc == u64::MAX {
        1546275796
    } else {
        acc as i64
    })
}
