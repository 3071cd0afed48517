//! Typed whole-array kernels: `a + b` and friends, and `a.sum()`, on
//! float64 and int64 arrays that can be walked with one stride (contiguous,
//! or a broadcast scalar). Elements are read and written as bits with a
//! fixed width — no `Scalar` per element — and arrays above a size
//! threshold are processed in parallel on the pool, in chunks whose results
//! do not depend on how they are split.

use crate::array::buffer::{Buffer, Run};
use crate::array::{Array, DType};
use crate::syntax::ast::BinOp;

/// Elements below which a kernel stays on the calling thread.
const PARALLEL_MIN: usize = 1 << 18;

/// The step (in bytes) that walks every element of `a` in C order: its
/// item size when C-contiguous, 0 when every stride is 0 (a broadcast
/// scalar).
fn flat_step(a: &Array) -> Option<isize> {
    if a.strides.iter().all(|&s| s == 0) {
        return Some(0);
    }
    a.is_c_contig().then_some(a.dtype.itemsize() as isize)
}

/// Words per band of a result built by `Buffer::from_word_bands`: small
/// enough that a band zeroed before it is filled is still in L1.
const BAND: usize = 2048;

/// `x op y` into a new array of `dt`, when both operands and the result
/// are float64, or all int64 with `+ - *`, and both walk flat.
pub fn binary(op: BinOp, x: &Array, y: &Array, dt: DType, shape: &[usize]) -> Option<Array> {
    let float = match (x.dtype, y.dtype, dt, op) {
        (DType::F64, DType::F64, DType::F64, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div) => {
            true
        }
        (DType::I64, DType::I64, DType::I64, BinOp::Add | BinOp::Sub | BinOp::Mul) => false,
        _ => return None,
    };
    let n = shape.iter().product();
    let rx = x.buf.run::<8>(x.offset as isize, flat_step(x)?, n)?;
    let ry = y.buf.run::<8>(y.offset as isize, flat_step(y)?, n)?;
    let words = match (float, op) {
        (true, BinOp::Add) => map2(n, rx, ry, |p, q| (f(p) + f(q)).to_bits()),
        (true, BinOp::Sub) => map2(n, rx, ry, |p, q| (f(p) - f(q)).to_bits()),
        (true, BinOp::Mul) => map2(n, rx, ry, |p, q| (f(p) * f(q)).to_bits()),
        (true, _) => map2(n, rx, ry, |p, q| (f(p) / f(q)).to_bits()),
        (false, BinOp::Add) => map2(n, rx, ry, |p, q| p.wrapping_add(q)),
        (false, BinOp::Sub) => map2(n, rx, ry, |p, q| p.wrapping_sub(q)),
        (false, _) => map2(n, rx, ry, |p, q| (p as i64).wrapping_mul(q as i64) as u64),
    }?;
    Array::from_words(dt, shape, words).ok()
}

fn f(bits: u64) -> f64 {
    f64::from_bits(bits)
}

/// A new buffer whose word `k` is `g(x[k], y[k])`; one instance per
/// operator, so the loop has no per-element dispatch.
fn map2(
    n: usize,
    x: Run<'_, 8>,
    y: Run<'_, 8>,
    g: impl Fn(u64, u64) -> u64 + Sync,
) -> Option<Buffer> {
    super::parallel::split(n, PARALLEL_MIN, |par| {
        Buffer::from_word_bands(n, BAND, par, |lo, out| {
            let (x, y) = (x, y);
            for (j, o) in out.iter_mut().enumerate() {
                *o = g(x.get(lo + j), y.get(lo + j));
            }
        })
    })
}

/// The sum of a float64 array that walks flat, by NumPy's pairwise
/// summation (so the same rounding as NumPy and as arr's general path).
pub fn sum_f64(a: &Array) -> Option<f64> {
    if a.dtype != DType::F64 {
        return None;
    }
    let step = flat_step(a)?;
    let n = a.size();
    // The elements checked once as a run (not per load, which was half the
    // time of a large sum).
    let run = a.buf.run::<8>(a.offset as isize, step, n)?;
    let get = |k: usize| f64::from_bits(run.get(k));
    Some(pairwise_at(0, n, &get))
}

/// NumPy's pairwise sum of `g(lo)..g(lo + n)`: blocks of at most 128 summed
/// with 8 accumulators, larger ranges split in two halves (a multiple of 8
/// first) — computed in parallel when large, which changes nothing in the
/// result.
/// NumPy's pairwise sum of float32 values: `pairwise_at`'s order, every
/// addition rounded to float32 as NumPy's float32 loop adds (a double sum
/// of two floats rounded to float is the float sum).
pub fn pairwise32(a: &[f64]) -> f64 {
    fn add(x: f64, y: f64) -> f64 {
        (x + y) as f32 as f64
    }
    let n = a.len();
    if n < 8 {
        return a.iter().fold(0.0, |res, &x| add(res, x));
    }
    if n <= 128 {
        let mut r = [0.0f64; 8];
        r.copy_from_slice(&a[..8]);
        let mut i = 8;
        while i + 8 <= n {
            for (k, x) in r.iter_mut().enumerate() {
                *x = add(*x, a[i + k]);
            }
            i += 8;
        }
        let left = add(add(r[0], r[1]), add(r[2], r[3]));
        let right = add(add(r[4], r[5]), add(r[6], r[7]));
        let mut res = add(left, right);
        for &x in &a[i..] {
            res = add(res, x);
        }
        return res;
    }
    let mut n2 = n / 2;
    n2 -= n2 % 8;
    add(pairwise32(&a[..n2]), pairwise32(&a[n2..]))
}

pub fn pairwise_at<G: Fn(usize) -> f64 + Sync>(lo: usize, n: usize, g: &G) -> f64 {
    if n < 8 {
        let mut res = 0.0;
        for k in lo..lo + n {
            res += g(k);
        }
        res
    } else if n <= 128 {
        let mut r = [0.0f64; 8];
        for (k, x) in r.iter_mut().enumerate() {
            *x = g(lo + k);
        }
        let mut i = 8;
        while i + 8 <= n {
            for (k, x) in r.iter_mut().enumerate() {
                *x += g(lo + i + k);
            }
            i += 8;
        }
        let mut res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        while i < n {
            res += g(lo + i);
            i += 1;
        }
        res
    } else {
        let mut n2 = n / 2;
        n2 -= n2 % 8;
        let (a, b) = super::parallel::join(
            n >= PARALLEL_MIN,
            || pairwise_at(lo, n2, g),
            || pairwise_at(lo + n2, n - n2, g),
        );
        a + b
    }
}
