//! The order CPython iterates a set of integers in. A set's order is its
//! hash table's slot order, so a program printing `{10, 3, 100}` or
//! `set(range(20, 0, -3))` shows CPython's arrangement, which this module
//! reproduces by replaying the insertions into a model of `setobject.c`'s
//! table: open addressing with 9 linear probes then a perturbed jump, and
//! growth to four times the size in use once the table is 3/5 full.
//! Numbers and tuples of them hash as CPython hashes them (`py_hash`);
//! strings hash differently in every CPython process, so sets holding
//! anything else keep insertion order.

use super::value::{DictMap, Value};

/// CPython's `PySet_MINSIZE`.
const MIN_SIZE: usize = 8;
/// CPython's `LINEAR_PROBES`.
const LINEAR_PROBES: u64 = 9;
/// CPython's `PERTURB_SHIFT`.
const PERTURB_SHIFT: u32 = 5;

/// The set's elements in the order CPython would iterate them, for a set
/// built by adding its elements in the map's order (a literal, `set(it)`,
/// a comprehension, `add`).
pub fn set_order(d: &DictMap) -> Vec<Value> {
    let items: Vec<Value> = d.values().map(|(k, _)| k.clone()).collect();
    let Some(hashes) = items
        .iter()
        .map(|v| py_hash(v).map(|h| h as u64))
        .collect::<Option<Vec<u64>>>()
    else {
        return items;
    };
    let mut table = Table::new();
    for (k, h) in hashes.iter().enumerate() {
        table.add(k, *h, &hashes);
    }
    table
        .slots
        .iter()
        .flatten()
        .filter_map(|k| items.get(*k).cloned())
        .collect()
}

/// CPython's `hash()` of a number, or of a tuple of hashable values of
/// known hash; None for anything else (a string's hash is per process).
pub fn py_hash(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(int_hash(*i as i128)),
        Value::Bool(b) => Some(i64::from(*b)),
        Value::BigInt(b) => {
            // Only the residue modulo 2**61 - 1 matters.
            let m = num_traits::ToPrimitive::to_i128(&(&**b % ((1i64 << 61) - 1))).unwrap_or(0);
            Some(int_hash(m))
        }
        Value::Float(x) => Some(super::complex::float_hash(*x)),
        Value::Complex(re, im) => Some(super::complex::hash(*re, *im)),
        Value::Tuple(t) => tuple_hash(t),
        Value::Set(d) if d.lock().is_frozen() => {
            let items: Vec<Value> = d.lock().values().map(|(k, _)| k.clone()).collect();
            frozenset_hash(&items)
        }
        _ => None,
    }
}

/// CPython's frozenset hash: its members' hashes shuffled and xored (so
/// order does not matter), then mixed with the size.
fn frozenset_hash(items: &[Value]) -> Option<i64> {
    let shuffle = |h: u64| ((h ^ 89869747) ^ (h << 16)).wrapping_mul(3644798167);
    let mut h: u64 = 0;
    for item in items {
        h ^= shuffle(py_hash(item)? as u64);
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
fn tuple_hash(items: &[Value]) -> Option<i64> {
    const PRIME_1: u64 = 11400714785074694791;
    const PRIME_2: u64 = 14029467366897019727;
    const PRIME_5: u64 = 2870177450012600261;
    let mut acc = PRIME_5;
    for item in items {
        let lane = py_hash(item)? as u64;
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

struct Table {
    /// Each slot's element (its number in insertion order), if any.
    slots: Vec<Option<usize>>,
    used: usize,
}

impl Table {
    fn new() -> Table {
        Table {
            slots: vec![None; MIN_SIZE],
            used: 0,
        }
    }

    fn mask(&self) -> u64 {
        self.slots.len() as u64 - 1
    }

    /// `set_add_entry` of a key not yet present, then the resize check.
    fn add(&mut self, k: usize, hash: u64, hashes: &[u64]) {
        self.insert_clean(k, hash);
        self.used += 1;
        let mask = self.mask() as usize;
        if self.used * 5 >= mask * 3 {
            let min_used = if self.used > 50_000 {
                self.used * 2
            } else {
                self.used * 4
            };
            self.resize(min_used, hashes);
        }
    }

    /// The probe sequence of `set_insert_clean` (and of `set_add_entry`
    /// when the key is absent and nothing was deleted): the home slot and
    /// the 9 after it when they fit, then a jump mixing in higher bits.
    fn insert_clean(&mut self, k: usize, hash: u64) {
        let mask = self.mask();
        let mut perturb = hash;
        let mut i = hash & mask;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in 0..=probes {
                if let Some(slot) = self.slots.get_mut((i + j) as usize)
                    && slot.is_none()
                {
                    *slot = Some(k);
                    return;
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb) & mask;
        }
    }

    /// `set_table_resize`: the smallest power of two above `min_used`,
    /// the old entries reinserted in slot order.
    fn resize(&mut self, min_used: usize, hashes: &[u64]) {
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        let old = std::mem::replace(&mut self.slots, vec![None; size]);
        for k in old.into_iter().flatten() {
            if let Some(h) = hashes.get(k) {
                self.insert_clean(k, *h);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(xs: &[i64]) -> Vec<i64> {
        let mut d = DictMap::default();
        for x in xs {
            let v = Value::Int(*x);
            if let Some(key) = v.key() {
                d.insert(key, (v, Value::None));
            }
        }
        set_order(&d)
            .into_iter()
            .map(|v| if let Value::Int(i) = v { i } else { 0 })
            .collect()
    }

    #[test]
    fn orders_match_cpython() {
        // Printed by compiled Cython 3.3, which adds a literal's items one
        // by one (CPython folds a constant literal into a frozenset first,
        // and prints `{-2, -1, 7}` for the last).
        assert_eq!(order(&[10, 3, 100, 1, 33, 64]), [64, 1, 33, 3, 100, 10]);
        assert_eq!(order(&[20, 17, 14, 11, 8, 5, 2]), [2, 5, 8, 11, 14, 17, 20]);
        assert_eq!(order(&[5, 2, 9, 16, 8]), [2, 5, 8, 9, 16]);
        assert_eq!(order(&[-1, -2, 7]), [7, -1, -2]);
    }
}
