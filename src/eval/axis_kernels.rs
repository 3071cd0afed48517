//! Whole-array loops over 8-byte elements that the general paths ran
//! through a `Scalar` per element: `a[mask]` with a mask of `a`'s shape,
//! and sums, means, minima and maxima along one axis. Each reads the
//! buffer as runs checked once (`Buffer::run`); they were 20 to 50 times
//! NumPy's time. Each gives None where it does not apply, and the caller
//! takes the general path, which has the same results.

use super::arrays::Reduce;
use super::kernels::pairwise_at;
use crate::array::buffer::{Buffer, Run};
use crate::array::flat::c_step;
use crate::array::{Array, DType, Scalar};

/// `a[mask]` for a boolean `mask` of `a`'s shape over an array of 8-byte
/// elements: the elements where `mask` is True, in C order, as a new 1-D
/// array.
pub fn masked(a: &Array, mask: &Array) -> Option<Array> {
    if mask.dtype != DType::Bool
        || mask.shape != a.shape
        || a.itemsize() != 8
        || a.dtype.is_complex()
    {
        return None;
    }
    let n = a.size();
    let m = mask.buf.run::<1>(mask.offset as isize, c_step(mask)?, n)?;
    let x = a.buf.run::<8>(a.offset as isize, c_step(a)?, n)?;
    let count = (0..n).filter(|&k| m.get(k) != 0).count();
    // One band: the picked elements are written in order, once.
    let buf = Buffer::from_word_bands(count, count, false, |_, out| {
        let mut slots = out.iter_mut();
        for k in (0..n).filter(|&k| m.get(k) != 0) {
            if let Some(o) = slots.next() {
                *o = x.get(k);
            }
        }
    })?;
    Array::from_words(a.dtype, &[count], buf).ok()
}

/// `r` over axis `ax` of a float64 array (sum, mean, min, max) or an
/// int64 one (sum, min, max): one result per line, the lines in C order
/// of the other axes. `inner` says NumPy's inner loop runs along the
/// axis, where it sums each line pairwise; along any other axis it adds
/// row after row, each line's elements in order. Min and max keep
/// NumPy's rules: a NaN wins, and of equal values the later one.
pub fn reduce_lines(a: &Array, r: Reduce, ax: usize, inner: bool) -> Option<Vec<Scalar>> {
    let float = match (a.dtype, r) {
        (DType::F64, Reduce::Sum | Reduce::Mean | Reduce::Min | Reduce::Max) => true,
        (DType::I64, Reduce::Sum | Reduce::Min | Reduce::Max) => false,
        _ => return None,
    };
    let n = a.shape[ax];
    if n == 0 {
        return None;
    }
    let lines = line_runs(a, ax)?;
    let f = |b: u64| f64::from_bits(b);
    let out: Vec<Scalar> = match (r, float) {
        (Reduce::Sum | Reduce::Mean, true) => {
            let sums: Vec<f64> = if inner {
                lines
                    .iter()
                    .map(|run| pairwise_at(0, n, &|k| f(run.get(k))))
                    .collect()
            } else {
                in_order(&lines, n, |s: f64, b| s + f(b), f)
            };
            let scale = |s: f64| if r == Reduce::Mean { s / n as f64 } else { s };
            sums.into_iter().map(|s| Scalar::Float(scale(s))).collect()
        }
        (_, true) => {
            let min = r == Reduce::Min;
            in_order(&lines, n, |acc: f64, b| extreme_f64(acc, f(b), min), f)
                .into_iter()
                .map(Scalar::Float)
                .collect()
        }
        (Reduce::Sum, false) => in_order(
            &lines,
            n,
            |s: i64, b| s.wrapping_add(b as i64),
            |b| b as i64,
        )
        .into_iter()
        .map(Scalar::Int)
        .collect(),
        (_, false) => {
            let min = r == Reduce::Min;
            let pick = |acc: i64, b: u64| {
                let v = b as i64;
                if (min && v < acc) || (!min && v > acc) {
                    v
                } else {
                    acc
                }
            };
            in_order(&lines, n, pick, |b| b as i64)
                .into_iter()
                .map(Scalar::Int)
                .collect()
        }
    };
    Some(out)
}

/// One run of `n` words per line along axis `ax`, the lines in C order
/// of the other axes; None when any line leaves the buffer's checked
/// words.
fn line_runs(a: &Array, ax: usize) -> Option<Vec<Run<'_, 8>>> {
    let rest: Vec<usize> = (0..a.ndim()).filter(|&k| k != ax).collect();
    let count: usize = rest.iter().map(|&k| a.shape[k]).product();
    let mut idx = vec![0usize; rest.len()];
    let mut lines = Vec::with_capacity(count);
    for _ in 0..count {
        let start = a.offset as isize
            + rest
                .iter()
                .zip(&idx)
                .map(|(&k, &i)| a.strides[k] * i as isize)
                .sum::<isize>();
        lines.push(a.buf.run::<8>(start, a.strides[ax], a.shape[ax])?);
        // The next line: the last of the other axes counts fastest.
        for d in (0..rest.len()).rev() {
            idx[d] += 1;
            if idx[d] < a.shape[rest[d]] {
                break;
            }
            idx[d] = 0;
        }
    }
    Some(lines)
}

/// Each line folded by `step` from its first element (`first`), element
/// after element; step `k` of every line runs before step `k + 1` of any,
/// so a reduction down the rows of a C-ordered array reads each row once,
/// as NumPy's row-after-row loop does.
fn in_order<T: Copy>(
    lines: &[Run<'_, 8>],
    n: usize,
    step: impl Fn(T, u64) -> T,
    first: impl Fn(u64) -> T,
) -> Vec<T> {
    let mut acc: Vec<T> = lines.iter().map(|run| first(run.get(0))).collect();
    for k in 1..n {
        for (s, run) in acc.iter_mut().zip(lines) {
            *s = step(*s, run.get(k));
        }
    }
    acc
}

/// The running minimum or maximum after `v`: NumPy's `min`/`max` keep
/// the first NaN, and of equal values take the later (0.0 after -0.0).
#[inline(always)]
fn extreme_f64(acc: f64, v: f64, min: bool) -> f64 {
    if acc.is_nan() {
        acc
    } else if v.is_nan() || v == acc || (min && v < acc) || (!min && v > acc) {
        v
    } else {
        acc
    }
}
