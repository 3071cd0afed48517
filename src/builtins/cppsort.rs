//! `std::sort(first, last, comp)` as libstdc++ runs it: introsort
//! (median-of-three quicksort, heapsort past a depth limit) then a final
//! insertion sort over runs of 16. Elements the comparator finds
//! equivalent end up in the order g++'s `std::sort` leaves them, which a
//! stable sort would not reproduce. The comparator is the program's own
//! function, so every step that C++ leaves unguarded is bounds-checked
//! here: an inconsistent comparator gets an error, never a panic.

use super::Builtin;
use crate::eval::call::call_value;
use crate::eval::exc::*;
use crate::eval::value::Value;

/// Elements shorter than this are left to the final insertion sort.
const THRESHOLD: usize = 16;

pub const TABLE: &[Builtin] = &[cpp_op!(
    "__cpp_sort_by__",
    "std::sort(first, last, comp)",
    3,
    |f, a, _| {
        let (c, from, to) = super::cppstl::range_of(&a[0], &a[1])?;
        // Copied out, so the comparator may read the container.
        let mut items: Vec<Value> = {
            let s = super::cppseq::seq_of(&c)?;
            (from..to).filter_map(|i| s.get(i)).collect()
        };
        let comp = a[2].clone();
        let mut less = |x: &Value, y: &Value| -> Res<bool> {
            let r = call_value(&comp, vec![x.clone(), y.clone()], Vec::new(), f)?;
            crate::eval::attrs::truth(f, &r)
        };
        sort(&mut items, &mut less)?;
        let mut s = super::cppseq::seq_of(&c)?;
        for (k, x) in items.iter().enumerate() {
            s.set(from + k, x)?;
        }
        Ok(Value::None)
    }
)];

type Less<'a> = dyn FnMut(&Value, &Value) -> Res<bool> + 'a;

fn inconsistent() -> Box<Exc> {
    value_error("std::sort's comparator is not a strict weak ordering (undefined behaviour in C++)")
}

/// `std::sort(v.begin(), v.end(), less)`.
pub fn sort(v: &mut [Value], less: &mut Less) -> Res<()> {
    if v.len() < 2 {
        return Ok(());
    }
    let depth = 2 * (usize::BITS - 1 - v.len().leading_zeros()) as usize;
    introsort_loop(v, 0, v.len(), depth, less)?;
    final_insertion_sort(v, less)
}

fn introsort_loop(
    v: &mut [Value],
    first: usize,
    mut last: usize,
    mut depth: usize,
    less: &mut Less,
) -> Res<()> {
    while last - first > THRESHOLD {
        if depth == 0 {
            return heap_sort(&mut v[first..last], less);
        }
        depth -= 1;
        let cut = partition_pivot(v, first, last, less)?;
        introsort_loop(v, cut, last, depth, less)?;
        last = cut;
    }
    Ok(())
}

/// Moves the median of `first + 1`, the middle and `last - 1` to `first`,
/// then partitions `first + 1..last` around it.
fn partition_pivot(v: &mut [Value], first: usize, last: usize, less: &mut Less) -> Res<usize> {
    let mid = first + (last - first) / 2;
    let (a, b, c) = (first + 1, mid, last - 1);
    let pick = if less(&v[a], &v[b])? {
        if less(&v[b], &v[c])? {
            b
        } else if less(&v[a], &v[c])? {
            c
        } else {
            a
        }
    } else if less(&v[a], &v[c])? {
        a
    } else if less(&v[b], &v[c])? {
        c
    } else {
        b
    };
    v.swap(first, pick);
    let (mut lo, mut hi) = (first + 1, last);
    loop {
        while less(&v[lo], &v[first])? {
            lo += 1;
            if lo >= last {
                return Err(inconsistent());
            }
        }
        hi -= 1;
        while less(&v[first], &v[hi])? {
            if hi == first {
                return Err(inconsistent());
            }
            hi -= 1;
        }
        if lo >= hi {
            return Ok(lo);
        }
        v.swap(lo, hi);
        lo += 1;
    }
}

fn final_insertion_sort(v: &mut [Value], less: &mut Less) -> Res<()> {
    if v.len() > THRESHOLD {
        insertion_sort(&mut v[..THRESHOLD], less)?;
        for i in THRESHOLD..v.len() {
            linear_insert(v, i, less)?;
        }
        Ok(())
    } else {
        insertion_sort(v, less)
    }
}

fn insertion_sort(v: &mut [Value], less: &mut Less) -> Res<()> {
    for i in 1..v.len() {
        if less(&v[i], &v[0])? {
            v[..=i].rotate_right(1);
        } else {
            linear_insert(v, i, less)?;
        }
    }
    Ok(())
}

/// Moves `v[i]` down past the elements greater than it (C++ relies on a
/// smaller element before it to stop; reaching the start is an error).
fn linear_insert(v: &mut [Value], i: usize, less: &mut Less) -> Res<()> {
    let mut hole = i;
    let val = v[i].clone();
    while less(&val, &v[hole - 1])? {
        v[hole] = v[hole - 1].clone();
        hole -= 1;
        if hole == 0 {
            return Err(inconsistent());
        }
    }
    v[hole] = val;
    Ok(())
}

fn heap_sort(v: &mut [Value], less: &mut Less) -> Res<()> {
    let len = v.len();
    if len < 2 {
        return Ok(());
    }
    let mut parent = (len - 2) / 2;
    loop {
        let value = v[parent].clone();
        adjust_heap(v, parent, len, value, less)?;
        if parent == 0 {
            break;
        }
        parent -= 1;
    }
    let mut last = len;
    while last > 1 {
        last -= 1;
        let top = v[0].clone();
        let value = std::mem::replace(&mut v[last], top);
        adjust_heap(&mut v[..last], 0, last, value, less)?;
    }
    Ok(())
}

fn adjust_heap(
    v: &mut [Value],
    mut hole: usize,
    len: usize,
    value: Value,
    less: &mut Less,
) -> Res<()> {
    let top = hole;
    let mut child = hole;
    while child < (len - 1) / 2 {
        child = 2 * (child + 1);
        if less(&v[child], &v[child - 1])? {
            child -= 1;
        }
        v[hole] = v[child].clone();
        hole = child;
    }
    if len & 1 == 0 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        v[hole] = v[child - 1].clone();
        hole = child - 1;
    }
    // `__push_heap`: the value rises back towards `top`.
    while hole > top {
        let parent = (hole - 1) / 2;
        if !less(&v[parent], &value)? {
            break;
        }
        v[hole] = v[parent].clone();
        hole = parent;
    }
    v[hole] = value;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ints(v: &[Value]) -> Vec<i64> {
        v.iter()
            .map(|x| if let Value::Int(i) = x { *i } else { -1 })
            .collect()
    }

    proptest! {
        /// A consistent comparator sorts: the result is ordered by its key
        /// and holds the same elements.
        #[test]
        fn sorts_by_the_comparator(xs in proptest::collection::vec(0i64..1000, 0..300), m in 1i64..20) {
            let mut v: Vec<Value> = xs.iter().map(|&i| Value::Int(i)).collect();
            let key = |x: &Value| if let Value::Int(i) = x { *i % m } else { 0 };
            sort(&mut v, &mut |a, b| Ok(key(a) < key(b))).map_err(|e| TestCaseError::fail(e.message()))?;
            let got = ints(&v);
            prop_assert!(got.windows(2).all(|w| w[0] % m <= w[1] % m));
            let (mut a, mut b) = (got.clone(), xs.clone());
            a.sort_unstable();
            b.sort_unstable();
            prop_assert_eq!(a, b);
        }

        /// A comparator that answers at random gets an error or some
        /// order, never a panic or a lost element.
        #[test]
        fn never_panics_on_nonsense(xs in proptest::collection::vec(0i64..50, 0..200), answers in proptest::collection::vec(any::<bool>(), 1..64)) {
            let mut v: Vec<Value> = xs.iter().map(|&i| Value::Int(i)).collect();
            let mut k = 0;
            let r = sort(&mut v, &mut |_, _| {
                k += 1;
                Ok(answers[k % answers.len()])
            });
            if r.is_ok() {
                let (mut a, mut b) = (ints(&v), xs.clone());
                a.sort_unstable();
                b.sort_unstable();
                prop_assert_eq!(a, b);
            }
        }
    }
}
