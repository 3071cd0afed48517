//! The map behind a dict or a set, laid out as CPython lays out a dict:
//! entries in a vector in insertion order, and a hash table holding their
//! positions. Deleting an entry leaves a hole in the vector rather than
//! shifting what follows (IndexMap's order-keeping removal is O(n), which
//! made deleting half of a 200,000-key dict take minutes); the holes are
//! squeezed out once they outnumber the live entries, so a removal costs
//! O(1) amortized and iteration never walks more than twice the live count.
//!
//! Positions ("slots") are stable until a squeeze: a dict iterator keeps
//! the slot it reached and walks on from there, as CPython's does.

use indexmap::Equivalent;
use std::hash::{BuildHasher, Hash};

/// Squeezing a short vector saves nothing.
const MIN_SQUEEZE: usize = 16;

#[derive(Clone)]
pub struct HoleMap<K, V, S> {
    slots: Vec<Option<Bucket<K, V>>>,
    /// The slot of every live entry, found by its key's hash.
    table: hashbrown::HashTable<usize>,
    live: usize,
    /// Every slot before this one is a hole: taking entries from the
    /// front (a FIFO, an LRU cache's eviction) finds the next one at once.
    front: usize,
    hasher: S,
}

#[derive(Clone)]
pub struct Bucket<K, V> {
    hash: u64,
    key: K,
    value: V,
}

impl<K, V, S: Default> Default for HoleMap<K, V, S> {
    fn default() -> Self {
        HoleMap {
            slots: Vec::new(),
            table: hashbrown::HashTable::new(),
            live: 0,
            front: 0,
            hasher: S::default(),
        }
    }
}

impl<K: std::fmt::Debug, V: std::fmt::Debug, S> std::fmt::Debug for HoleMap<K, V, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<K: Hash + Eq, V, S: BuildHasher + Default> HoleMap<K, V, S> {
    pub fn with_capacity(n: usize) -> Self {
        HoleMap {
            slots: Vec::with_capacity(n),
            table: hashbrown::HashTable::with_capacity(n),
            live: 0,
            front: 0,
            hasher: S::default(),
        }
    }
}

impl<K: Hash + Eq, V, S: BuildHasher> HoleMap<K, V, S> {
    pub fn clear(&mut self) {
        self.slots.clear();
        self.table.clear();
        self.live = 0;
        self.front = 0;
    }

    pub fn reserve(&mut self, additional: usize) {
        self.slots.reserve(additional);
        let slots = &self.slots;
        self.table.reserve(additional, |&i| hash_at(slots, i));
    }

    /// The slot holding `key`, if it is there.
    pub fn get_index_of<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> Option<usize> {
        let hash = self.hasher.hash_one(key);
        let slots = &self.slots;
        self.table
            .find(hash, |&i| {
                key_at(slots, i).is_some_and(|k| key.equivalent(k))
            })
            .copied()
    }

    pub fn contains_key<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> bool {
        self.get_index_of(key).is_some()
    }

    pub fn get<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> Option<&V> {
        self.get_full(key).map(|(_, _, v)| v)
    }

    /// The entry for `key` with its slot.
    pub fn get_full<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> Option<(usize, &K, &V)> {
        let i = self.get_index_of(key)?;
        self.slot(i).map(|(k, v)| (i, k, v))
    }

    pub fn get_mut<Q: ?Sized + Hash + Equivalent<K>>(&mut self, key: &Q) -> Option<&mut V> {
        let i = self.get_index_of(key)?;
        self.slot_mut(i).map(|(_, v)| v)
    }

    /// Sets `key` to `value`, in place if the key is there (the old value
    /// returned) and at the end otherwise.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.entry(key) {
            Entry::Occupied(e) => Some(e.insert(value)),
            Entry::Vacant(e) => {
                e.insert(value);
                None
            }
        }
    }

    /// The place for `key`: its entry, or where it would go (the end).
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V, S> {
        let hash = self.hasher.hash_one(&key);
        let slots = &self.slots;
        match self
            .table
            .find(hash, |&i| key_at(slots, i).is_some_and(|k| *k == key))
        {
            Some(&slot) => Entry::Occupied(Occupied { map: self, slot }),
            None => Entry::Vacant(Vacant {
                map: self,
                hash,
                key,
            }),
        }
    }

    /// Takes `key`'s entry out, leaving a hole where it was so that what
    /// follows keeps its slot.
    pub fn remove<Q: ?Sized + Hash + Equivalent<K>>(&mut self, key: &Q) -> Option<V> {
        let hash = self.hasher.hash_one(key);
        let slots = &self.slots;
        let found = self
            .table
            .find_entry(hash, |&i| {
                key_at(slots, i).is_some_and(|k| key.equivalent(k))
            })
            .ok()?;
        let (i, _) = found.remove();
        self.take_slot(i).map(|(_, v)| v)
    }

    /// Takes the entry in slot `i` out (None for a hole or past the end).
    pub fn remove_slot(&mut self, i: usize) -> Option<(K, V)> {
        let hash = self.slots.get(i)?.as_ref()?.hash;
        if let Ok(found) = self.table.find_entry(hash, |&j| j == i) {
            found.remove();
        }
        self.take_slot(i)
    }

    /// Empties slot `i`, whose position the table no longer holds.
    fn take_slot(&mut self, i: usize) -> Option<(K, V)> {
        let b = self.slots.get_mut(i)?.take()?;
        self.live -= 1;
        while matches!(self.slots.get(self.front), Some(None)) {
            self.front += 1;
        }
        // Holes at the end are dropped at once: popping the last entry
        // again and again keeps the vector dense.
        while matches!(self.slots.last(), Some(None)) {
            self.slots.pop();
        }
        self.front = self.front.min(self.slots.len());
        let holes = self.slots.len() - self.live;
        if self.slots.len() >= MIN_SQUEEZE && holes > self.live {
            self.squeeze();
        }
        Some((b.key, b.value))
    }

    /// Closes every hole, moving entries down in order; slots change.
    pub fn squeeze(&mut self) {
        if self.slots.len() == self.live {
            return;
        }
        self.slots.retain(Option::is_some);
        self.rebuild();
    }

    /// The last entry taken out (Python's `popitem`).
    pub fn pop(&mut self) -> Option<(K, V)> {
        let i = self.slots.iter().rposition(Option::is_some)?;
        self.remove_slot(i)
    }

    /// Takes the first entry out (`popitem(last=False)`, a FIFO's get).
    pub fn pop_front(&mut self) -> Option<(K, V)> {
        let (i, _, _) = self.next_from(0)?;
        self.remove_slot(i)
    }

    /// Takes the entry at position `n` of the order out and moves the last
    /// entry into its place (the order a set keeps in its own table, see
    /// `settable`). A set removes only this way, so it has no holes to
    /// close first.
    pub fn swap_remove_nth(&mut self, n: usize) -> Option<(K, V)> {
        self.squeeze();
        let last = self.slots.len().checked_sub(1)?;
        let taken = self.remove_slot(n)?;
        if n < last {
            // `remove_slot` dropped no trailing holes: the last is live.
            let hash = hash_at(&self.slots, last);
            if let Ok(mut found) = self.table.find_entry(hash, |&j| j == last) {
                *found.get_mut() = n;
            }
            let moved = self.slots.pop().flatten();
            self.slots[n] = moved;
            self.front = self.front.min(n);
        }
        Some(taken)
    }

    /// Moves the entry in slot `i` to the end of the order (`move_to_end`).
    pub fn move_to_end(&mut self, i: usize) {
        if let Some((k, v)) = self.remove_slot(i) {
            self.insert(k, v);
        }
    }

    /// Moves the entry in slot `i` to the front of the order: O(n), as
    /// every slot changes.
    pub fn move_to_front(&mut self, i: usize) {
        if self.slot(i).is_none() {
            return;
        }
        let i = self.squeeze_keeping(i);
        let moved = self.slots.remove(i);
        self.slots.insert(0, moved);
        self.rebuild();
    }

    /// `squeeze`, telling where the entry in slot `i` went.
    fn squeeze_keeping(&mut self, i: usize) -> usize {
        if self.slots.len() == self.live {
            return i;
        }
        let before = self
            .slots
            .get(..i)
            .map_or(0, |s| s.iter().flatten().count());
        self.squeeze();
        before
    }

    fn rebuild(&mut self) {
        self.front = 0;
        self.table.clear();
        let slots = &self.slots;
        for (i, b) in slots.iter().enumerate() {
            if let Some(b) = b {
                self.table.insert_unique(b.hash, i, |&j| hash_at(slots, j));
            }
        }
    }

    /// Keeps the entries `keep` approves of, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &mut V) -> bool) {
        for slot in &mut self.slots {
            if let Some(b) = slot
                && !keep(&b.key, &mut b.value)
            {
                *slot = None;
            }
        }
        self.slots.retain(Option::is_some);
        self.live = self.slots.len();
        self.rebuild();
    }
}

impl<K, V, S> HoleMap<K, V, S> {
    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// The number of slots, holes included: a bound for `slot`.
    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// The entry in slot `i` (None for a hole or past the end).
    pub fn slot(&self, i: usize) -> Option<(&K, &V)> {
        self.slots.get(i)?.as_ref().map(|b| (&b.key, &b.value))
    }

    pub fn slot_mut(&mut self, i: usize) -> Option<(&K, &mut V)> {
        self.slots
            .get_mut(i)?
            .as_mut()
            .map(|b| (&b.key, &mut b.value))
    }

    /// The first live entry at slot `i` or after, with its slot.
    pub fn next_from(&self, i: usize) -> Option<(usize, &K, &V)> {
        let i = i.max(self.front);
        let rest = self.slots.get(i..)?;
        rest.iter()
            .enumerate()
            .find_map(|(j, b)| b.as_ref().map(|b| (i + j, &b.key, &b.value)))
    }

    /// The entry at position `n` of the order (counting live entries).
    pub fn nth(&self, n: usize) -> Option<(&K, &V)> {
        if self.slots.len() == self.live {
            return self.slot(n);
        }
        self.iter().nth(n)
    }

    pub fn first(&self) -> Option<(&K, &V)> {
        self.iter().next()
    }

    pub fn last(&self) -> Option<(&K, &V)> {
        self.iter().next_back()
    }

    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter {
            inner: self.live_part().iter(),
        }
    }

    /// The slots from the first live one on.
    fn live_part(&self) -> &[Option<Bucket<K, V>>] {
        self.slots.get(self.front..).unwrap_or_default()
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (&K, &mut V)> {
        let front = self.front.min(self.slots.len());
        self.slots[front..]
            .iter_mut()
            .flatten()
            .map(|b| (&b.key, &mut b.value))
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> {
        self.iter().map(|(_, v)| v)
    }

    pub fn values_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut V> {
        self.iter_mut().map(|(_, v)| v)
    }
}

fn key_at<K, V>(slots: &[Option<Bucket<K, V>>], i: usize) -> Option<&K> {
    slots.get(i)?.as_ref().map(|b| &b.key)
}

/// The hash of slot `i`'s key; the table holds only live slots.
fn hash_at<K, V>(slots: &[Option<Bucket<K, V>>], i: usize) -> u64 {
    slots.get(i).and_then(Option::as_ref).map_or(0, |b| b.hash)
}

/// The live entries in order, skipping holes.
pub struct Iter<'a, K, V> {
    inner: std::slice::Iter<'a, Option<Bucket<K, V>>>,
}

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);
    fn next(&mut self) -> Option<Self::Item> {
        self.inner
            .by_ref()
            .flatten()
            .next()
            .map(|b| (&b.key, &b.value))
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner
            .by_ref()
            .rev()
            .flatten()
            .next()
            .map(|b| (&b.key, &b.value))
    }
}

impl<K: Hash + Eq, V, S: BuildHasher + Default> FromIterator<(K, V)> for HoleMap<K, V, S> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(it: I) -> Self {
        let mut map = HoleMap::default();
        map.extend(it);
        map
    }
}

impl<K: Hash + Eq, V, S: BuildHasher> Extend<(K, V)> for HoleMap<K, V, S> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, it: I) {
        for (k, v) in it {
            self.insert(k, v);
        }
    }
}

impl<K, V, S> IntoIterator for HoleMap<K, V, S> {
    type Item = (K, V);
    type IntoIter = std::iter::FilterMap<
        std::vec::IntoIter<Option<Bucket<K, V>>>,
        fn(Option<Bucket<K, V>>) -> Option<(K, V)>,
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.slots
            .into_iter()
            .filter_map(|b| b.map(|b| (b.key, b.value)))
    }
}

impl<'a, K, V, S> IntoIterator for &'a HoleMap<K, V, S> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// `entry`'s answer, as IndexMap's and std's entry APIs give it.
pub enum Entry<'a, K, V, S> {
    Occupied(Occupied<'a, K, V, S>),
    Vacant(Vacant<'a, K, V, S>),
}

pub struct Occupied<'a, K, V, S> {
    map: &'a mut HoleMap<K, V, S>,
    slot: usize,
}

pub struct Vacant<'a, K, V, S> {
    map: &'a mut HoleMap<K, V, S>,
    hash: u64,
    key: K,
}

impl<'a, K, V, S> Entry<'a, K, V, S> {
    pub fn or_insert(self, value: V) -> &'a mut V {
        self.or_insert_with(|| value)
    }

    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> &'a mut V {
        match self {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => e.insert(make()),
        }
    }
}

impl<'a, K, V, S> Occupied<'a, K, V, S> {
    fn bucket(&mut self) -> &mut Bucket<K, V> {
        match self.map.slots[self.slot].as_mut() {
            Some(b) => b,
            // `entry` found this slot in the table, which holds live ones.
            None => unreachable!("the table named a hole"),
        }
    }

    pub fn get_mut(&mut self) -> &mut V {
        &mut self.bucket().value
    }

    pub fn into_mut(self) -> &'a mut V {
        let Occupied { map, slot } = self;
        match map.slots[slot].as_mut() {
            Some(b) => &mut b.value,
            None => unreachable!("the table named a hole"),
        }
    }

    /// Replaces the value, giving the old one back.
    pub fn insert(mut self, value: V) -> V {
        std::mem::replace(self.get_mut(), value)
    }

    /// The entry's slot.
    pub fn index(&self) -> usize {
        self.slot
    }
}

impl<'a, K, V, S> Vacant<'a, K, V, S> {
    pub fn key(&self) -> &K {
        &self.key
    }

    /// Adds the entry at the end.
    pub fn insert(self, value: V) -> &'a mut V {
        let map = self.map;
        let i = map.slots.len();
        map.slots.push(Some(Bucket {
            hash: self.hash,
            key: self.key,
            value,
        }));
        let slots = &map.slots;
        map.table
            .insert_unique(self.hash, i, |&j| hash_at(slots, j));
        map.live += 1;
        match map.slots[i].as_mut() {
            Some(b) => &mut b.value,
            None => unreachable!("the slot was just filled"),
        }
    }
}
