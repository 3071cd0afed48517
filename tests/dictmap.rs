//! The dict's hole-leaving map agrees, operation by operation, with the
//! simplest ordered map there is: a vector of pairs searched from the
//! front. Squeezes, trailing-hole trimming and the front hint are where a
//! slip would lose or reorder an entry, so runs are long enough to cross
//! them many times.

use arr::eval::dictmap::{Entry, HoleMap};
use proptest::prelude::*;

type Map = HoleMap<u8, u32, arr::eval::value::KeyHash>;

#[derive(Debug, Clone)]
enum Op {
    Insert(u8, u32),
    Remove(u8),
    Pop,
    PopFront,
    ToEnd(u8),
    ToFront(u8),
    SwapRemoveNth(u8),
    Entry(u8, u32),
    Retain(u8),
    Clear,
}

fn op() -> impl Strategy<Value = Op> {
    // Keys from a small range so that removals hit and re-inserts happen.
    let k = 0u8..40;
    prop_oneof![
        6 => (k.clone(), any::<u32>()).prop_map(|(k, v)| Op::Insert(k, v)),
        6 => k.clone().prop_map(Op::Remove),
        1 => Just(Op::Pop),
        2 => Just(Op::PopFront),
        1 => k.clone().prop_map(Op::ToEnd),
        1 => k.clone().prop_map(Op::ToFront),
        1 => k.clone().prop_map(Op::SwapRemoveNth),
        2 => (k.clone(), any::<u32>()).prop_map(|(k, v)| Op::Entry(k, v)),
        1 => (1u8..5).prop_map(Op::Retain),
        1 => Just(Op::Clear),
    ]
}

fn apply(map: &mut Map, model: &mut Vec<(u8, u32)>, op: &Op) {
    let pos = |model: &Vec<(u8, u32)>, k: u8| model.iter().position(|e| e.0 == k);
    match *op {
        Op::Insert(k, v) => {
            let old = map.insert(k, v);
            match pos(model, k) {
                Some(i) => assert_eq!(old, Some(std::mem::replace(&mut model[i].1, v))),
                None => {
                    assert_eq!(old, None);
                    model.push((k, v));
                }
            }
        }
        Op::Remove(k) => {
            let want = pos(model, k).map(|i| model.remove(i).1);
            assert_eq!(map.remove(&k), want);
        }
        Op::Pop => assert_eq!(map.pop(), model.pop()),
        Op::PopFront => {
            let want = (!model.is_empty()).then(|| model.remove(0));
            assert_eq!(map.pop_front(), want);
        }
        Op::ToEnd(k) => {
            if let Some(slot) = map.get_index_of(&k) {
                map.move_to_end(slot);
                let i = pos(model, k).expect("the model has every key the map has");
                let e = model.remove(i);
                model.push(e);
            }
        }
        Op::ToFront(k) => {
            if let Some(slot) = map.get_index_of(&k) {
                map.move_to_front(slot);
                let i = pos(model, k).expect("the model has every key the map has");
                let e = model.remove(i);
                model.insert(0, e);
            }
        }
        Op::SwapRemoveNth(n) => {
            let n = n as usize;
            let want = (n < model.len()).then(|| model.swap_remove(n));
            assert_eq!(map.swap_remove_nth(n), want);
        }
        Op::Entry(k, v) => match map.entry(k) {
            Entry::Occupied(mut e) => {
                let i = pos(model, k).expect("an occupied entry is in the model");
                *e.get_mut() += 1;
                model[i].1 += 1;
            }
            Entry::Vacant(e) => {
                assert_eq!(pos(model, k), None);
                assert_eq!(*e.key(), k);
                e.insert(v);
                model.push((k, v));
            }
        },
        Op::Retain(m) => {
            map.retain(|k, _| k % m != 0);
            model.retain(|e| e.0 % m != 0);
        }
        Op::Clear => {
            map.clear();
            model.clear();
        }
    }
}

fn check(map: &Map, model: &[(u8, u32)]) {
    assert_eq!(map.len(), model.len());
    let seen: Vec<(u8, u32)> = map.iter().map(|(k, v)| (*k, *v)).collect();
    assert_eq!(seen, model);
    let back: Vec<(u8, u32)> = map.iter().rev().map(|(k, v)| (*k, *v)).collect();
    assert!(back.iter().eq(model.iter().rev()));
    for (n, (k, v)) in model.iter().enumerate() {
        assert_eq!(map.get(k), Some(v));
        assert_eq!(map.nth(n), Some((k, v)));
        let slot = map.get_index_of(k).expect("every live key has a slot");
        assert_eq!(map.slot(slot), Some((k, v)));
    }
    // Walking slot by slot, as a dict iterator does, sees the same order.
    let mut walked = Vec::new();
    let mut at = 0;
    while let Some((i, k, v)) = map.next_from(at) {
        walked.push((*k, *v));
        at = i + 1;
    }
    assert_eq!(walked, model);
    // Holes never outnumber live entries, once there are enough slots
    // for squeezing to pay (16).
    assert!(map.slot_count() - map.len() <= map.len().max(15));
    assert_eq!(map.first().map(|(k, v)| (*k, *v)), model.first().copied());
    assert_eq!(map.last().map(|(k, v)| (*k, *v)), model.last().copied());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn agrees_with_a_vector_of_pairs(ops in prop::collection::vec(op(), 0..300)) {
        let mut map = Map::default();
        let mut model = Vec::new();
        for op in &ops {
            apply(&mut map, &mut model, op);
            check(&map, &model);
        }
    }
}

/// Deleting half of a large dict leaves the rest in order and costs no
/// shifting: the deleted entries' slots are reused only after a squeeze.
#[test]
fn deleting_every_other_key_keeps_order() {
    let mut map = Map::default();
    let mut model: Vec<(u8, u32)> = Vec::new();
    for round in 0..50u32 {
        for k in 0..40u8 {
            map.insert(k, round);
            if let Some(e) = model.iter_mut().find(|e| e.0 == k) {
                e.1 = round;
            } else {
                model.push((k, round));
            }
        }
        for k in (0..40u8).filter(|k| (k + round as u8).is_multiple_of(2)) {
            map.remove(&k);
            model.retain(|e| e.0 != k);
        }
        check(&map, &model);
    }
}
