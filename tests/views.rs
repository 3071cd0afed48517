//! Property tests of view arithmetic: slicing, integer indexing,
//! transposing, reshaping, copying and advanced indexing agree with a
//! naive index-by-index model.

use arr::array::{Array, DType, Scalar, Sub};
use proptest::prelude::*;
use std::sync::Arc;

/// An array whose element at C-order position `k` is `k`.
fn iota(shape: &[usize]) -> Arc<Array> {
    let a = Array::zeros(DType::I64, shape, false).expect("small array");
    for (k, off) in a.offsets().enumerate() {
        a.store(off, Scalar::Int(k as i64));
    }
    Arc::new(a)
}

/// Python's `range(len)[start:stop:step]`, computed the slow way.
fn naive_slice(len: usize, start: Option<i64>, stop: Option<i64>, step: i64) -> Vec<usize> {
    let n = len as i64;
    let norm = |v: i64| if v < 0 { v + n } else { v };
    let mut out = Vec::new();
    if step > 0 {
        let s = start.map_or(0, |v| norm(v).clamp(0, n));
        let e = stop.map_or(n, |v| norm(v).clamp(0, n));
        let mut i = s;
        while i < e {
            out.push(i as usize);
            i += step;
        }
    } else {
        let s = start.map_or(n - 1, |v| norm(v).clamp(-1, n - 1));
        let e = stop.map_or(-1, |v| norm(v).clamp(-1, n - 1));
        let mut i = s;
        while i > e {
            out.push(i as usize);
            i += step;
        }
    }
    out
}

fn c_index(shape: &[usize], idx: &[usize]) -> i64 {
    let mut k = 0;
    for (n, i) in shape.iter().zip(idx) {
        k = k * *n + i;
    }
    k as i64
}

/// Every index of a shape, in C order.
fn all_indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new()];
    for &n in shape {
        out = out
            .into_iter()
            .flat_map(|p| (0..n).map(move |i| [p.clone(), vec![i]].concat()))
            .collect();
    }
    out
}

fn slice_strategy() -> impl Strategy<Value = (Option<i64>, Option<i64>, i64)> {
    (
        proptest::option::of(-7i64..8),
        proptest::option::of(-7i64..8),
        prop_oneof![1i64..4, -3i64..0],
    )
}

proptest! {
    #[test]
    fn slicing_matches_the_naive_model(
        shape in proptest::collection::vec(1usize..6, 1..4),
        slices in proptest::collection::vec(slice_strategy(), 3),
    ) {
        let a = iota(&shape);
        let subs: Vec<Sub> = slices.iter().take(shape.len()).map(|&(s, e, st)| Sub::Slice(s, e, Some(st))).collect();
        let view = match Array::subscript(&a, &subs) {
            Ok(Err(v)) => v,
            other => return Err(TestCaseError::fail(format!("expected a view, got {other:?}"))),
        };
        let picks: Vec<Vec<usize>> = slices.iter().zip(&shape).map(|(&(s, e, st), &n)| naive_slice(n, s, e, st)).collect();
        let want_shape: Vec<usize> = picks.iter().map(Vec::len).collect();
        prop_assert_eq!(&view.shape, &want_shape);
        for idx in all_indices(&want_shape) {
            let orig: Vec<usize> = idx.iter().enumerate().map(|(k, &i)| picks[k][i]).collect();
            prop_assert_eq!(view.load(view.offset_of(&idx)).as_i64(), c_index(&shape, &orig));
        }
        // A copy holds the same elements, C-contiguous.
        let copy = view.copy_as(DType::I64, false, false).expect("copy");
        prop_assert!(copy.is_c_contig());
        prop_assert_eq!(copy.values(), view.values());
        // Assigning the view into a transposed view of another buffer
        // puts every element where the index says.
        let fresh = std::sync::Arc::new(Array::zeros(DType::I64, &view.shape.iter().rev().copied().collect::<Vec<_>>(), false).expect("zeros"));
        let dst = Array::transpose(&fresh, None).expect(".T");
        dst.assign_from(&view, false).expect("same shape");
        prop_assert_eq!(dst.values(), view.values());
    }

    #[test]
    fn reshaping_reads_in_c_order_and_a_view_writes_through(
        shape in proptest::collection::vec(1usize..6, 1..4),
        slices in proptest::collection::vec(slice_strategy(), 3),
        transpose in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let a = iota(&shape);
        let subs: Vec<Sub> = slices.iter().take(shape.len()).map(|&(s, e, st)| Sub::Slice(s, e, Some(st))).collect();
        let view = match Array::subscript(&a, &subs) {
            Ok(Err(v)) => v,
            other => return Err(TestCaseError::fail(format!("expected a view, got {other:?}"))),
        };
        let view = Arc::new(if transpose { Array::transpose(&Arc::new(view), None).expect(".T") } else { view });
        // A new shape of the same size: random factors, with 1s between.
        let mut left = view.size();
        let mut new_shape = Vec::new();
        let mut s = seed;
        let mut next = || { s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407); (s >> 33) as usize };
        while left > 1 || (new_shape.is_empty() && left == 1) {
            if next() % 4 == 0 {
                new_shape.push(1);
            }
            let divisors: Vec<usize> = (1..=left).filter(|d| left % d == 0 && *d > 1).collect();
            let d = if divisors.is_empty() { left } else { divisors[next() % divisors.len()] };
            new_shape.push(d);
            left /= d.max(1);
            if new_shape.len() > 6 { break; }
        }
        if left != 1 || view.size() == 0 {
            return Ok(());
        }
        let r = Array::reshape(&view, &new_shape).expect("same size");
        prop_assert_eq!(&r.shape, &new_shape);
        prop_assert_eq!(r.values(), view.values());
        // A view shares the buffer: a write through it lands on the
        // element at the same C-order position of the original.
        if Arc::ptr_eq(&r.buf, &view.buf) {
            for (k, off) in r.offsets().enumerate() {
                r.store(off, Scalar::Int(-1 - k as i64));
            }
            let back: Vec<i64> = view.offsets().map(|o| view.load(o).as_i64()).collect();
            let want: Vec<i64> = (0..back.len() as i64).map(|k| -1 - k).collect();
            prop_assert_eq!(back, want);
        } else {
            prop_assert!(r.is_c_contig());
        }
    }

    #[test]
    fn integer_indexing_drops_axes(shape in proptest::collection::vec(1usize..6, 2..4), pick in 0usize..100, neg in any::<bool>()) {
        let a = iota(&shape);
        let i = (pick % shape[0]) as i64;
        let i_arg = if neg { i - shape[0] as i64 } else { i };
        let row = match Array::subscript(&a, &[Sub::Index(i_arg)]) {
            Ok(Err(v)) => v,
            other => return Err(TestCaseError::fail(format!("expected a view, got {other:?}"))),
        };
        prop_assert_eq!(&row.shape[..], &shape[1..]);
        for idx in all_indices(&shape[1..]) {
            let full: Vec<usize> = std::iter::once(i as usize).chain(idx.iter().copied()).collect();
            prop_assert_eq!(row.load(row.offset_of(&idx)).as_i64(), c_index(&shape, &full));
        }
    }

    #[test]
    fn transposing_permutes_indices(shape in proptest::collection::vec(1usize..5, 1..4), seed in any::<u64>()) {
        let a = iota(&shape);
        let nd = shape.len();
        let mut perm: Vec<usize> = (0..nd).collect();
        let mut s = seed;
        for k in (1..nd).rev() {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1);
            perm.swap(k, (s >> 33) as usize % (k + 1));
        }
        let t = Array::transpose(&a, Some(&perm)).expect("valid permutation");
        for idx in all_indices(&t.shape) {
            let mut orig = vec![0; nd];
            for (k, &p) in perm.iter().enumerate() {
                orig[p] = idx[k];
            }
            prop_assert_eq!(t.load(t.offset_of(&idx)).as_i64(), c_index(&shape, &orig));
        }
        let tt = Array::transpose(&a, None).expect(".T");
        prop_assert_eq!(tt.shape.iter().rev().copied().collect::<Vec<_>>(), shape.clone());
        let f = a.copy_as(DType::I64, true, false).expect("fortran copy");
        prop_assert!(f.is_f_contig());
        prop_assert_eq!(f.values(), a.values());
    }

    #[test]
    fn restrided_views_stay_inside_the_buffer_or_are_refused(
        n in 1usize..24,
        shape in proptest::collection::vec(0usize..6, 0..4),
        steps in proptest::collection::vec(-4isize..5, 4),
        start in 0usize..24,
    ) {
        let base = iota(&[n]);
        let from = start.min(n - 1);
        let a = match Array::subscript(&base, &[Sub::Slice(Some(from as i64), None, Some(1))]) {
            Ok(Err(v)) => Arc::new(v),
            other => return Err(TestCaseError::fail(format!("expected a view, got {other:?}"))),
        };
        let strides: Vec<isize> = steps[..shape.len()].iter().map(|s| s * 8).collect();
        // The naive model: the element at `from + Σ index·step` of `base`,
        // which must exist for the view to be allowed.
        let reaches = |idx: &[usize]| -> i64 {
            from as i64 + idx.iter().zip(&steps).map(|(i, s)| *i as i64 * *s as i64).sum::<i64>()
        };
        let inside = all_indices(&shape).iter().all(|idx| (0..n as i64).contains(&reaches(idx)));
        match Array::restrided(&a, &shape, &strides) {
            Ok(v) => {
                prop_assert!(inside);
                for idx in all_indices(&shape) {
                    prop_assert_eq!(v.load(v.offset_of(&idx)).as_i64(), reaches(&idx));
                }
            }
            Err(_) => prop_assert!(!inside),
        }
        let odd: Vec<isize> = shape.iter().map(|_| 4).collect();
        if !shape.is_empty() {
            prop_assert!(Array::restrided(&a, &shape, &odd).is_err());
        }
    }

    #[test]
    fn overlapping_assignment_acts_through_a_temporary(n in 2usize..12, shift in 1i64..4) {
        let a = iota(&[n]);
        let k = (shift as usize).min(n - 1) as i64;
        let dst = match Array::subscript(&a, &[Sub::Slice(Some(k), None, None)]) { Ok(Err(v)) => v, _ => return Err(TestCaseError::fail("view")) };
        let src = match Array::subscript(&a, &[Sub::Slice(None, Some(n as i64 - k), None)]) { Ok(Err(v)) => v, _ => return Err(TestCaseError::fail("view")) };
        dst.assign_from(&src, false).expect("same shape");
        let got: Vec<i64> = a.values().into_iter().map(|v| v.as_i64()).collect();
        let want: Vec<i64> = (0..n as i64).map(|i| if i < k { i } else { i - k }).collect();
        prop_assert_eq!(got, want);
    }

    /// Copies large enough to cross tiles and bands (and split across
    /// threads), of views with strided, reversed and transposed axes, in
    /// several element widths: the same elements in C order as reading
    /// the view index by index.
    #[test]
    fn banded_and_tiled_copies_match_the_naive_model(
        shape in proptest::collection::vec(1usize..80, 2..4),
        steps in proptest::collection::vec(prop_oneof![Just(1i64), Just(2), Just(-1), Just(-3)], 3),
        transpose in any::<bool>(),
        width in prop_oneof![Just(DType::I64), Just(DType::F64), Just(DType::I32), Just(DType::I16), Just(DType::U8)],
        par in any::<bool>(),
    ) {
        let base = iota(&shape);
        let typed = std::sync::Arc::new(base.copy_as(width, false, false).expect("convert"));
        let subs: Vec<Sub> = steps.iter().take(shape.len()).map(|&st| Sub::Slice(None, None, Some(st))).collect();
        let view = match Array::subscript(&typed, &subs) {
            Ok(Err(v)) => std::sync::Arc::new(v),
            other => return Err(TestCaseError::fail(format!("expected a view, got {other:?}"))),
        };
        let view = if transpose { std::sync::Arc::new(Array::transpose(&view, None).expect(".T")) } else { view };
        let want: Vec<i64> = all_indices(&view.shape).iter().map(|idx| view.load(view.offset_of(idx)).as_i64()).collect();
        let copy = view.copy_as(width, false, par).expect("copy");
        prop_assert!(copy.is_c_contig());
        let got: Vec<i64> = copy.values().into_iter().map(|v| v.as_i64()).collect();
        prop_assert_eq!(&got, &want);
        // Into a transposed destination of another buffer.
        let rev: Vec<usize> = view.shape.iter().rev().copied().collect();
        let fresh = std::sync::Arc::new(Array::zeros(width, &rev, false).expect("zeros"));
        let dst = Array::transpose(&fresh, None).expect(".T");
        dst.assign_from(&view, par).expect("same shape");
        let got: Vec<i64> = all_indices(&dst.shape).iter().map(|idx| dst.load(dst.offset_of(idx)).as_i64()).collect();
        prop_assert_eq!(got, want);
    }
}

/// One part of an advanced index in the model: an integer list (all of
/// one length), a slice, or an integer.
#[derive(Clone, Debug)]
enum IndexPart {
    List(Vec<i64>),
    Slice(Option<i64>, Option<i64>, i64),
    Int(i64),
}

fn as_value(p: &IndexPart) -> arr::eval::value::Value {
    use arr::eval::value::Value;
    let opt = |v: Option<i64>| v.map_or(Value::None, Value::Int);
    match p {
        IndexPart::List(xs) => Value::list(xs.iter().map(|&x| Value::Int(x)).collect()),
        IndexPart::Slice(s, e, st) => Value::Slice(Arc::new((opt(*s), opt(*e), Value::Int(*st)))),
        IndexPart::Int(i) => Value::Int(*i),
    }
}

/// The advanced index's result by NumPy's rule, computed the slow way:
/// its shape and, per result element in C order, the original
/// coordinates.
fn naive_advanced(
    shape: &[usize],
    parts: &[IndexPart],
    len: usize,
) -> (Vec<usize>, Vec<Vec<usize>>) {
    let norm = |i: i64, n: usize| {
        if i < 0 {
            (i + n as i64) as usize
        } else {
            i as usize
        }
    };
    let advanced: Vec<usize> = (0..parts.len())
        .filter(|&k| !matches!(parts[k], IndexPart::Slice(..)))
        .collect();
    let together = advanced.windows(2).all(|w| w[1] == w[0] + 1);
    let picks: Vec<Vec<usize>> = parts
        .iter()
        .zip(shape)
        .map(|(p, &n)| match p {
            IndexPart::Slice(s, e, st) => naive_slice(n, *s, *e, *st),
            _ => Vec::new(),
        })
        .collect();
    let sliced: Vec<usize> = (0..parts.len()).filter(|k| !advanced.contains(k)).collect();
    let before = if together {
        sliced.iter().filter(|&&k| k < advanced[0]).count()
    } else {
        0
    };
    let mut out_shape: Vec<usize> = sliced[..before].iter().map(|&k| picks[k].len()).collect();
    out_shape.push(len);
    out_shape.extend(sliced[before..].iter().map(|&k| picks[k].len()));
    let coords = all_indices(&out_shape)
        .into_iter()
        .map(|idx| {
            let j = idx[before];
            let mut slice_at = idx[..before].to_vec();
            slice_at.extend_from_slice(&idx[before + 1..]);
            (0..parts.len())
                .map(|k| match &parts[k] {
                    IndexPart::List(xs) => norm(xs[j], shape[k]),
                    IndexPart::Int(i) => norm(*i, shape[k]),
                    IndexPart::Slice(..) => {
                        let pos = sliced.iter().position(|&s| s == k).unwrap_or(0);
                        picks[k][slice_at[pos]]
                    }
                })
                .collect()
        })
        .collect();
    (out_shape, coords)
}

fn advanced_case() -> impl Strategy<Value = (Vec<usize>, Vec<IndexPart>, usize)> {
    (proptest::collection::vec(1usize..5, 2..4), 1usize..4).prop_flat_map(|(shape, len)| {
        let parts: Vec<_> = shape
            .iter()
            .map(|&n| {
                let n = n as i64;
                prop_oneof![
                    proptest::collection::vec(-n..n, len).prop_map(IndexPart::List),
                    slice_strategy().prop_map(|(s, e, st)| IndexPart::Slice(s, e, st)),
                    (-n..n).prop_map(IndexPart::Int),
                ]
            })
            .collect();
        (Just(shape), parts, Just(len))
    })
}

proptest! {
    #[test]
    fn advanced_indexing_reads_and_writes_as_the_naive_model((shape, parts, len) in advanced_case()) {
        use arr::eval::arrays::{getitem, setitem};
        use arr::eval::value::Value;
        prop_assume!(parts.iter().any(|p| matches!(p, IndexPart::List(_))));
        let a = iota(&shape);
        let index = Value::tuple(parts.iter().map(as_value).collect());
        let (want_shape, coords) = naive_advanced(&shape, &parts, len);
        let got = match getitem(&a, &index) {
            Ok(Value::Array(x)) => x,
            other => return Err(TestCaseError::fail(format!("expected an array, got {other:?}"))),
        };
        prop_assert_eq!(&got.shape, &want_shape);
        let want: Vec<i64> = coords.iter().map(|c| c_index(&shape, c)).collect();
        let got_vals: Vec<i64> = got.values().iter().map(|s| s.as_i64()).collect();
        prop_assert_eq!(&got_vals, &want);
        // Assigning 1000 + k to result element k: each original element
        // holds the last value written to it, or keeps its own.
        let b = iota(&shape);
        let n: usize = want_shape.iter().product();
        let src = Array::zeros(DType::I64, &want_shape, false).expect("small array");
        for (k, off) in src.offsets().enumerate() {
            src.store(off, Scalar::Int(1000 + k as i64));
        }
        setitem(&b, &index, Value::Array(Arc::new(src))).expect("same shape");
        let mut expect: Vec<i64> = (0..shape.iter().product::<usize>() as i64).collect();
        for (k, c) in coords.iter().enumerate().take(n) {
            expect[c_index(&shape, c) as usize] = 1000 + k as i64;
        }
        let after: Vec<i64> = b.values().iter().map(|s| s.as_i64()).collect();
        prop_assert_eq!(after, expect);
    }
}
