//! A model of CPython's set hash table (`Objects/setobject.c`): which slot
//! each element of a set sits in. A set iterates in slot order, and where
//! an element sits depends on the set's history: a removal leaves a dummy
//! that a later add may reuse, a copy of a grown set is smaller than the
//! original, `pop` advances a finger, `s - t` and `s ^ t` build their
//! results in their own orders. A program printing a set of numbers after
//! any of those shows CPython's order only if arr keeps the same table.
//!
//! A set holds a table once an operation needs one; until then its order
//! is that of adding its elements one by one (`setorder::set_order`
//! replays them), which is how literals, comprehensions, `set(list)` and
//! `add` build a set. Only elements whose hash CPython fixes (numbers and
//! tuples of them) can be placed: a set holding anything else has no
//! table, keeps insertion order, and the operations here return `None`
//! so that their callers take the insertion-order path.

use super::setorder::key_hash;
use super::value::{Dict, Flavor, Key, Value};

/// `PySet_MINSIZE`.
const MIN_SIZE: usize = 8;
/// `LINEAR_PROBES`.
const LINEAR_PROBES: usize = 9;
/// `PERTURB_SHIFT`.
const PERTURB_SHIFT: u32 = 5;
/// A slot never used.
const EMPTY: u32 = u32::MAX;
/// A slot whose element was removed (CPython's `dummy`).
const DUMMY: u32 = u32::MAX - 1;

/// One slot: the element's hash and its index in the set's map, or
/// `EMPTY` / `DUMMY` in place of the index.
#[derive(Debug, Clone, Copy)]
struct Slot {
    hash: u64,
    idx: u32,
}

const FREE: Slot = Slot {
    hash: 0,
    idx: EMPTY,
};

impl Slot {
    fn live(&self) -> bool {
        self.idx < DUMMY
    }
}

/// The table of one set. Invariants (those of CPython's table): the
/// length is a power of two of at least `MIN_SIZE`; `fill` (live plus
/// dummy slots) stays below the length, so every probe reaches an empty
/// slot; `used` is the number of live slots, and each live slot holds a
/// distinct index of the set's map.
#[derive(Debug, Clone)]
pub struct SetTable {
    slots: Vec<Slot>,
    fill: usize,
    used: usize,
    /// Where the next `pop` starts looking.
    finger: usize,
    /// False for a set found to hold an element that cannot be placed:
    /// it keeps insertion order, and `used` follows its size so that it
    /// is not replayed again on every removal.
    placed: bool,
}

impl SetTable {
    fn new() -> SetTable {
        SetTable {
            slots: vec![FREE; MIN_SIZE],
            fill: 0,
            used: 0,
            finger: 0,
            placed: true,
        }
    }

    fn unplaced(len: usize) -> SetTable {
        SetTable {
            slots: Vec::new(),
            fill: 0,
            used: len,
            finger: 0,
            placed: false,
        }
    }

    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// The slots a key of this hash probes, in order: the home slot and
    /// the 9 after it when they fit, then a jump mixing in higher bits.
    /// Endless; callers stop at an empty slot, which always exists.
    fn probe(mask: usize, hash: u64) -> impl Iterator<Item = usize> {
        let mut perturb = hash;
        let mut i = hash as usize & mask;
        let mut j = 0;
        std::iter::from_fn(move || {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            if j > probes {
                perturb >>= PERTURB_SHIFT;
                i = i
                    .wrapping_mul(5)
                    .wrapping_add(1)
                    .wrapping_add(perturb as usize)
                    & mask;
                j = 0;
            }
            j += 1;
            Some(i + j - 1)
        })
    }

    /// `set_insert_clean`: the first empty slot of the probe sequence.
    fn insert_clean(slots: &mut [Slot], hash: u64, idx: u32) {
        let mask = slots.len() - 1;
        for at in Self::probe(mask, hash) {
            if let Some(slot) = slots.get_mut(at)
                && slot.idx == EMPTY
            {
                *slot = Slot { hash, idx };
                return;
            }
        }
    }

    /// `set_add_entry` of an element the set lacks: the last dummy met
    /// before an empty slot, else that empty slot, then growth to four
    /// times the size in use once 3/5 of the slots are filled.
    fn add_absent(&mut self, hash: u64, idx: u32) {
        let mask = self.mask();
        let mut dummy = None;
        let mut empty = 0;
        for at in Self::probe(mask, hash) {
            match self.slots.get(at).map(|s| s.idx) {
                Some(EMPTY) | None => {
                    empty = at;
                    break;
                }
                Some(DUMMY) => dummy = Some(at),
                Some(_) => {}
            }
        }
        self.used += 1;
        if let Some(at) = dummy {
            self.slots[at] = Slot { hash, idx };
            return;
        }
        self.slots[empty] = Slot { hash, idx };
        self.fill += 1;
        if self.fill * 5 >= mask * 3 {
            self.grow_for_used();
        }
    }

    /// The resize `set_add_entry` and a difference update make.
    fn grow_for_used(&mut self) {
        let min_used = if self.used > 50_000 {
            self.used * 2
        } else {
            self.used * 4
        };
        self.resize(min_used);
    }

    /// `set_table_resize`: the smallest power of two above `min_used`,
    /// the live entries reinserted in slot order, the dummies dropped.
    fn resize(&mut self, min_used: usize) {
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        if size == MIN_SIZE && self.slots.len() == MIN_SIZE && self.fill == self.used {
            return;
        }
        let old = std::mem::replace(&mut self.slots, vec![FREE; size]);
        for s in old.iter().filter(|s| s.live()) {
            Self::insert_clean(&mut self.slots, s.hash, s.idx);
        }
        self.fill = self.used;
    }

    /// The slot holding the map's element `idx` (of hash `hash`).
    fn find(&self, hash: u64, idx: u32) -> Option<usize> {
        for at in Self::probe(self.mask(), hash) {
            match self.slots.get(at)?.idx {
                EMPTY => return None,
                i if i == idx => return Some(at),
                _ => {}
            }
        }
        None
    }

    /// The live slots' map indices, in slot order.
    fn order(&self) -> impl Iterator<Item = usize> + '_ {
        self.slots
            .iter()
            .filter(|s| s.live())
            .map(|s| s.idx as usize)
    }

    /// Does the table describe exactly the elements of `d`'s map?
    fn matches(&self, d: &Dict) -> bool {
        if !self.placed || self.used != d.map.len() {
            return false;
        }
        let mut seen = vec![false; d.map.len()];
        self.slots.iter().filter(|s| s.live()).all(|s| {
            let i = s.idx as usize;
            let fresh = seen.get(i).is_some_and(|x| !x);
            if fresh {
                seen[i] = true;
            }
            fresh && d.map.nth(i).and_then(|(k, _)| key_hash(k)) == Some(s.hash)
        })
    }
}

/// The table of adding the map's elements one by one to an empty set, or
/// None when one of them has no known hash.
fn replay(d: &Dict) -> Option<SetTable> {
    if d.map.len() >= DUMMY as usize {
        return None;
    }
    let mut t = SetTable::new();
    for (i, k) in d.map.keys().enumerate() {
        t.add_absent(key_hash(k)?, i as u32);
    }
    Some(t)
}

/// Gives `d` a table in step with its map (replaying its elements when
/// it has none, or one some other path left behind); false when its
/// elements cannot be placed.
fn ensure(d: &mut Dict) -> bool {
    if let Some(t) = &d.table
        && t.used == d.map.len()
    {
        return t.placed;
    }
    let t = replay(d).unwrap_or_else(|| SetTable::unplaced(d.map.len()));
    let placed = t.placed;
    d.table = Some(Box::new(t));
    placed
}

/// Removes the map's element `key` from a set whose order is insertion
/// order, keeping its size in step with its table.
fn remove_unplaced(d: &mut Dict, key: &Key) -> Option<Value> {
    let gone = d.map.remove(key).map(|(v, _)| v);
    // Its table's indices are positions in the order.
    d.map.squeeze();
    if let Some(t) = d.table.as_deref_mut() {
        t.used = d.map.len();
    }
    gone
}

/// The set's elements in CPython's iteration order.
pub fn order(d: &Dict) -> Vec<Value> {
    let from_table = |t: &SetTable| -> Vec<Value> {
        t.order()
            .filter_map(|i| d.map.nth(i).map(|(_, (v, _))| v.clone()))
            .collect()
    };
    let in_map_order = || d.map.values().map(|(k, _)| k.clone()).collect();
    match &d.table {
        Some(t) if !t.placed && t.used == d.map.len() => in_map_order(),
        Some(t) if t.matches(d) => from_table(t),
        _ => match replay(d) {
            Some(t) => from_table(&t),
            None => in_map_order(),
        },
    }
}

/// `s.add(x)` (`set_add_key`) of the element `v` under `key`.
pub fn add(d: &mut Dict, key: Key, v: Value) {
    // The table's indices are positions in the order: no holes.
    d.map.squeeze();
    let idx = d.map.len();
    let hash = match d.table.as_deref() {
        Some(t) if t.placed && t.used == idx => key_hash(&key),
        _ => None,
    };
    let crate::eval::dictmap::Entry::Vacant(slot) = d.map.entry(key) else {
        return;
    };
    slot.insert((v, Value::None));
    // A set without a table still orders as its additions replayed.
    if let Some(t) = d.table.as_deref_mut() {
        if t.used != idx {
            d.table = None;
        } else if !t.placed {
            t.used += 1;
        } else if let Some(h) = hash
            && idx < DUMMY as usize
        {
            t.add_absent(h, idx as u32);
        } else {
            // The elements so far keep the order the table gave them.
            let mut order: Vec<usize> = t.order().collect();
            order.push(idx);
            *t = SetTable::unplaced(idx + 1);
            reorder(&mut d.map, &order);
        }
    }
}

/// Rebuilds `map` with its elements in `order` (indices into it).
fn reorder(map: &mut super::value::DictMap, order: &[usize]) {
    let mut old: Vec<Option<_>> = std::mem::take(map).into_iter().map(Some).collect();
    for &i in order {
        if let Some((k, v)) = old.get_mut(i).and_then(Option::take) {
            map.insert(k, v);
        }
    }
    // Anything the order missed keeps its place after the rest.
    for (k, v) in old.into_iter().flatten() {
        map.insert(k, v);
    }
}

/// `s.discard(x)` (`set_discard_key`): the element removed, if present.
pub fn discard(d: &mut Dict, key: &Key) -> Option<Value> {
    // The table's indices are positions in the order: no holes.
    d.map.squeeze();
    let idx = d.map.get_index_of(key)?;
    if !ensure(d) {
        return remove_unplaced(d, key);
    }
    let at = d
        .table
        .as_ref()
        .and_then(|t| t.find(key_hash(key)?, idx as u32));
    match at {
        Some(at) => Some(remove_slot(d, at, idx)),
        None => {
            d.table = None;
            remove_unplaced(d, key)
        }
    }
}

/// `s.pop()` (`set_pop`): the first live slot from the finger on.
pub fn pop(d: &mut Dict) -> Option<Value> {
    if d.map.is_empty() {
        return None;
    }
    if !ensure(d) {
        let first = d.map.nth(0).map(|(k, _)| k.clone())?;
        return remove_unplaced(d, &first);
    }
    let t = d.table.as_mut()?;
    let mask = t.mask();
    let mut at = t.finger & mask;
    while !t.slots.get(at)?.live() {
        at = if at >= mask { 0 } else { at + 1 };
    }
    t.finger = at + 1;
    let idx = t.slots[at].idx as usize;
    Some(remove_slot(d, at, idx))
}

/// `s.clear()`: an empty small table that keeps the `pop` finger.
pub fn clear(d: &mut Dict) {
    d.map.clear();
    d.table = d.table.as_ref().filter(|t| t.placed).map(|t| {
        Box::new(SetTable {
            finger: t.finger,
            ..SetTable::new()
        })
    });
}

/// Turns slot `at` (holding map element `idx`) into a dummy and removes
/// the element; the map's last element moves into its place, so the slot
/// naming that one is renamed.
fn remove_slot(d: &mut Dict, at: usize, idx: usize) -> Value {
    let last = d.map.len() - 1;
    let removed = d.map.swap_remove_nth(idx).map(|(_, (v, _))| v);
    if let Some(t) = d.table.as_mut() {
        t.slots[at] = Slot {
            hash: u64::MAX,
            idx: DUMMY,
        };
        t.used -= 1;
        if idx != last {
            let moved = d.map.nth(idx).and_then(|(k, _)| key_hash(k));
            match moved.and_then(|h| t.find(h, last as u32)) {
                Some(m) => t.slots[m].idx = idx as u32,
                None => d.table = None,
            }
        }
    }
    removed.unwrap_or(Value::None)
}

/// What a set operation's other operand is, as `setobject.c` tells them
/// apart: another set (`same` when it is the receiver itself), a plain
/// dict (iterated with its stored hashes), or any other iterable's items.
pub enum Other<'a> {
    Set(&'a Dict, bool),
    Dict(&'a Dict),
    Items(&'a [(Key, Value)]),
}

impl<'a> Other<'a> {
    /// The operand met by an operation on some set other than the
    /// receiver (a new result, or the receiver's intersection so far).
    fn elsewhere(&self) -> Other<'a> {
        match self {
            Other::Set(d, _) => Other::Set(d, false),
            Other::Dict(d) => Other::Dict(d),
            Other::Items(xs) => Other::Items(xs),
        }
    }

    /// Can every element be placed in a table?
    fn placeable(&self) -> bool {
        match self {
            Other::Set(d, _) | Other::Dict(d) => d.map.keys().all(|k| key_hash(k).is_some()),
            Other::Items(xs) => xs.iter().all(|(k, _)| key_hash(k).is_some()),
        }
    }

    fn len(&self) -> usize {
        match self {
            Other::Set(d, _) | Other::Dict(d) => d.map.len(),
            Other::Items(xs) => xs.len(),
        }
    }

    pub fn contains(&self, k: &Key) -> bool {
        match self {
            Other::Set(d, _) | Other::Dict(d) => d.map.contains_key(k),
            Other::Items(xs) => xs.iter().any(|(x, _)| x == k),
        }
    }

    /// The elements in the order they were added (a set without a
    /// table iterates in that order).
    pub fn map_elements(&self) -> Box<dyn Iterator<Item = (Key, Value)> + '_> {
        match self {
            Other::Set(d, _) | Other::Dict(d) => {
                Box::new(d.map.iter().map(|(k, (v, _))| (k.clone(), v.clone())))
            }
            Other::Items(xs) => Box::new(xs.iter().cloned()),
        }
    }

    /// The elements in the order CPython iterates them.
    fn elements(&self) -> Vec<(Key, Value)> {
        match self {
            Other::Set(d, _) => in_slot_order(d),
            Other::Dict(d) => d
                .map
                .iter()
                .map(|(k, (v, _))| (k.clone(), v.clone()))
                .collect(),
            Other::Items(xs) => xs.to_vec(),
        }
    }
}

/// A set's elements with their keys, in iteration order.
fn in_slot_order(d: &Dict) -> Vec<(Key, Value)> {
    match replay_or_table(d) {
        Some(t) => entries_in(d, &t),
        None => d
            .map
            .iter()
            .map(|(k, (v, _))| (k.clone(), v.clone()))
            .collect(),
    }
}

/// The elements of `d` with their keys, in the slot order of its table.
fn entries_in(d: &Dict, t: &SetTable) -> Vec<(Key, Value)> {
    t.order()
        .filter_map(|i| d.map.nth(i).map(|(k, (v, _))| (k.clone(), v.clone())))
        .collect()
}

/// An empty set with a table, of the given type.
fn empty(flavor: &Flavor) -> Dict {
    Dict {
        flavor: flavor.clone(),
        table: Some(Box::new(SetTable::new())),
        ..Dict::default()
    }
}

/// `set_merge(so, other)` for a placeable `other`.
fn merge(so: &mut Dict, other: &Dict) {
    let (Some(st), Some(ot)) = (so.table.as_deref_mut(), replay_or_table(other)) else {
        return;
    };
    if ot.used == 0 {
        return;
    }
    if (st.fill + ot.used) * 5 >= st.mask() * 3 {
        st.resize((st.used + ot.used) * 2);
    }
    if st.fill == 0 && st.mask() == ot.mask() && ot.fill == ot.used {
        // Copied slot for slot.
        for (at, s) in ot.slots.iter().enumerate().filter(|(_, s)| s.live()) {
            if let Some((k, (v, _))) = other.map.nth(s.idx as usize) {
                let idx = so.map.len() as u32;
                so.map.insert(k.clone(), (v.clone(), Value::None));
                st.slots[at] = Slot { hash: s.hash, idx };
            }
        }
        st.fill = ot.fill;
        st.used = ot.used;
        return;
    }
    if st.fill == 0 {
        for (k, v) in entries_in(other, &ot) {
            if let Some(h) = key_hash(&k) {
                let idx = so.map.len() as u32;
                so.map.insert(k, (v, Value::None));
                SetTable::insert_clean(&mut st.slots, h, idx);
            }
        }
        st.fill = ot.used;
        st.used = ot.used;
        return;
    }
    for (k, v) in entries_in(other, &ot) {
        add(so, k, v);
    }
}

/// The table of a placeable set: its own when in step, else a replay.
fn replay_or_table(d: &Dict) -> Option<std::borrow::Cow<'_, SetTable>> {
    match &d.table {
        Some(t) if t.matches(d) => Some(std::borrow::Cow::Borrowed(&**t)),
        _ => replay(d).map(std::borrow::Cow::Owned),
    }
}

/// `set_update_internal(so, other)`.
fn update_internal(so: &mut Dict, other: &Other) {
    match other {
        Other::Set(_, true) => {}
        Other::Set(o, false) => merge(so, o),
        Other::Dict(o) => {
            if let Some(st) = so.table.as_deref_mut()
                && (st.fill + o.map.len()) * 5 >= st.mask() * 3
            {
                st.resize((st.used + o.map.len()) * 2);
            }
            for (k, v) in other.elements() {
                add(so, k, v);
            }
        }
        Other::Items(xs) => {
            for (k, v) in xs.iter() {
                add(so, k.clone(), v.clone());
            }
        }
    }
}

/// `make_new_set(type, other)`.
fn new_from(flavor: &Flavor, other: &Other) -> Dict {
    let mut d = empty(flavor);
    update_internal(&mut d, &other.elsewhere());
    d
}

/// Does the receiver and every operand hold only placeable elements?
fn placeable(so: &Dict, others: &[Other]) -> bool {
    so.map.keys().all(|k| key_hash(k).is_some()) && others.iter().all(Other::placeable)
}

/// `s.copy()`, `set(s)`, `frozenset(s)` of type `flavor`.
pub fn copy(so: &Dict, flavor: &Flavor) -> Option<Dict> {
    placeable(so, &[]).then(|| new_from(flavor, &Other::Set(so, false)))
}

/// `set(d)` of a plain dict `d`.
pub fn from_dict(d: &Dict, flavor: &Flavor) -> Option<Dict> {
    let other = Other::Dict(d);
    placeable(&empty(flavor), std::slice::from_ref(&other)).then(|| new_from(flavor, &other))
}

/// `s.union(*others)`, `s | t`.
pub fn union(so: &Dict, others: &[Other]) -> Option<Dict> {
    if !placeable(so, others) {
        return None;
    }
    let mut r = new_from(&so.flavor, &Other::Set(so, false));
    for o in others {
        update_internal(&mut r, o);
    }
    Some(r)
}

/// `s.update(*others)`, `s |= t`.
pub fn update(so: &mut Dict, others: &[Other]) -> bool {
    if !placeable(so, others) || !ensure(so) {
        return false;
    }
    for o in others {
        update_internal(so, o);
    }
    true
}

/// `set_intersection(so, other)`.
fn intersection_one(so: &Dict, other: &Other) -> Dict {
    if let Other::Set(_, true) = other {
        return new_from(&so.flavor, &Other::Set(so, false));
    }
    let mut r = empty(&so.flavor);
    match other {
        Other::Set(o, _) => {
            // The smaller set is walked, the larger one searched.
            let (big, small) = if o.map.len() > so.map.len() {
                (*o, so)
            } else {
                (so, *o)
            };
            for (k, v) in in_slot_order(small) {
                if big.map.contains_key(&k) {
                    add(&mut r, k, v);
                }
            }
        }
        _ => {
            for (k, v) in other.elements() {
                if so.map.contains_key(&k) {
                    add(&mut r, k, v);
                    if r.map.len() >= so.map.len() {
                        break;
                    }
                }
            }
        }
    }
    r
}

/// `s.intersection(*others)`, `s & t`.
pub fn intersection(so: &Dict, others: &[Other]) -> Option<Dict> {
    if !placeable(so, others) {
        return None;
    }
    let Some((first, rest)) = others.split_first() else {
        return Some(new_from(&so.flavor, &Other::Set(so, false)));
    };
    let mut r = intersection_one(so, first);
    for o in rest {
        r = intersection_one(&r, &o.elsewhere());
    }
    Some(r)
}

/// `s.intersection_update(*others)`, `s &= t`: the receiver takes the
/// intersection's table, keeping its `pop` finger.
pub fn intersection_update(so: &mut Dict, others: &[Other]) -> bool {
    let Some(mut r) = intersection(so, others) else {
        return false;
    };
    if let (Some(t), Some(old)) = (r.table.as_deref_mut(), so.table.as_deref()) {
        t.finger = old.finger;
    }
    so.map = r.map;
    so.table = r.table;
    true
}

/// `set_difference_update_internal(so, other)`.
fn difference_update_one(so: &mut Dict, other: &Other) {
    if let Other::Set(_, true) = other {
        clear(so);
        return;
    }
    for (k, _) in other.elements() {
        discard(so, &k);
    }
    // More than a quarter of the slots dummies: rebuilt without them.
    if let Some(t) = so.table.as_deref_mut()
        && t.fill - t.used > t.mask() / 4
    {
        t.grow_for_used();
    }
}

/// `s.difference_update(*others)`, `s -= t`.
pub fn difference_update(so: &mut Dict, others: &[Other]) -> bool {
    if !placeable(so, others) || !ensure(so) {
        return false;
    }
    for o in others {
        difference_update_one(so, o);
    }
    true
}

/// `s.difference(*others)`, `s - t`.
pub fn difference(so: &Dict, others: &[Other]) -> Option<Dict> {
    if !placeable(so, others) {
        return None;
    }
    let Some((first, rest)) = others.split_first() else {
        return Some(new_from(&so.flavor, &Other::Set(so, false)));
    };
    let copy_first = match first {
        Other::Items(_) => true,
        // A receiver much larger than the other operand is copied and
        // the other's elements discarded.
        _ => (so.map.len() >> 2) > first.len(),
    };
    let mut r = if copy_first {
        let mut r = new_from(&so.flavor, &Other::Set(so, false));
        difference_update_one(&mut r, first);
        r
    } else {
        let mut r = empty(&so.flavor);
        for (k, v) in in_slot_order(so) {
            if !first.contains(&k) {
                add(&mut r, k, v);
            }
        }
        r
    };
    for o in rest {
        difference_update_one(&mut r, &o.elsewhere());
    }
    Some(r)
}

/// `set_symmetric_difference_update(so, other)` for placeable operands.
fn symmetric_update_one(so: &mut Dict, other: &Other) {
    let elems = match other {
        Other::Set(_, true) => {
            clear(so);
            return;
        }
        // Another iterable becomes a set first, and is walked in its order.
        Other::Items(_) => in_slot_order(&new_from(&Flavor::Plain, other)),
        _ => other.elements(),
    };
    for (k, v) in elems {
        if discard(so, &k).is_none() {
            add(so, k, v);
        }
    }
}

/// `s.symmetric_difference_update(t)`, `s ^= t`.
pub fn symmetric_difference_update(so: &mut Dict, other: &Other) -> bool {
    if !placeable(so, std::slice::from_ref(other)) || !ensure(so) {
        return false;
    }
    symmetric_update_one(so, other);
    true
}

/// `s.symmetric_difference(t)`, `s ^ t`: a new set from the other
/// operand, updated with the receiver's elements.
pub fn symmetric_difference(so: &Dict, other: &Other) -> Option<Dict> {
    if !placeable(so, std::slice::from_ref(other)) {
        return None;
    }
    let mut r = new_from(&so.flavor, other);
    symmetric_update_one(&mut r, &Other::Set(so, false));
    Some(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set_of(xs: &[i64]) -> Dict {
        let mut d = Dict::default();
        for x in xs {
            add(&mut d, Key::Int(*x), Value::Int(*x));
        }
        d
    }

    fn ints(d: &Dict) -> Vec<i64> {
        order(d)
            .into_iter()
            .map(|v| if let Value::Int(i) = v { i } else { -999 })
            .collect()
    }

    #[test]
    fn additions_order_as_cpython() {
        // Printed by compiled Cython 3.3, which adds a literal's items one
        // by one (CPython folds a constant literal into a frozenset first,
        // and prints `{-2, -1, 7}` for the last).
        assert_eq!(
            ints(&set_of(&[10, 3, 100, 1, 33, 64])),
            [64, 1, 33, 3, 100, 10]
        );
        assert_eq!(
            ints(&set_of(&[20, 17, 14, 11, 8, 5, 2])),
            [2, 5, 8, 11, 14, 17, 20]
        );
        assert_eq!(ints(&set_of(&[5, 2, 9, 16, 8])), [2, 5, 8, 9, 16]);
        assert_eq!(ints(&set_of(&[-1, -2, 7])), [7, -1, -2]);
    }

    #[test]
    fn dummies_are_reused_and_pop_follows_the_finger() {
        // Printed by CPython 3.11: 1, 9 and 17 share slot 1; removing two
        // leaves dummies, and 25 takes the last dummy its probe met.
        let mut d = set_of(&[1, 9, 17]);
        discard(&mut d, &Key::Int(1));
        discard(&mut d, &Key::Int(9));
        add(&mut d, Key::Int(25), Value::Int(25));
        add(&mut d, Key::Int(33), Value::Int(33));
        assert_eq!(ints(&d), [33, 25, 17]);
        assert!(matches!(pop(&mut d), Some(Value::Int(33))));
        assert!(matches!(pop(&mut d), Some(Value::Int(25))));
        assert_eq!(ints(&d), [17]);
    }

    #[test]
    fn a_string_keeps_the_order_the_table_gave() {
        // After removals the map is in swap-remove order, not slot order;
        // a string (unplaceable) must not expose it.
        let mut d = set_of(&[1, 2, 3, 4, 5]);
        discard(&mut d, &Key::Int(2));
        let before = ints(&d);
        let s: std::sync::Arc<str> = "x".into();
        add(&mut d, Key::Str(s.clone()), Value::Str(s.clone()));
        let after: Vec<i64> = ints(&d).into_iter().filter(|&i| i != -999).collect();
        assert_eq!(before, [1, 3, 4, 5]);
        assert_eq!(after, before);
    }

    #[test]
    fn operations_order_as_cpython() {
        // Printed by CPython 3.11.
        let a = set_of(&[1, 2, 3, 5]);
        let b = set_of(&[1, 9]);
        let x = symmetric_difference(&a, &Other::Set(&b, false));
        assert_eq!(x.map(|d| ints(&d)), Some(vec![2, 3, 5, 9]));
        let c = set_of(&(0..10).collect::<Vec<_>>());
        let u = union(&c, &[Other::Set(&set_of(&[100, 1]), false)]);
        assert_eq!(
            u.map(|d| ints(&d)),
            Some(vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100])
        );
    }
}
