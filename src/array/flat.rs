//! Whole arrays read and written in C order as runs: one bounds check
//! for the run, then each element decoded by a loop made for its dtype.
//! `Array::values` and `Array::fill_from` go through here when they can;
//! the per-element path (an offset iterator, a bounds check and a dtype
//! dispatch per element) made NumPy-style whole-array calls 20 to 70
//! times slower than NumPy's own loops.

use super::buffer::{Run, RunMut};
use super::dtype::{DType, Scalar};
use super::view::Array;

/// The byte step that walks every element of `a` in C order with one
/// stride: its item size when C-contiguous, the stride of a 1-D view, 0
/// when every stride is 0 (a broadcast scalar). None for any other view.
pub fn c_step(a: &Array) -> Option<isize> {
    if a.strides.iter().all(|&s| s == 0) {
        return Some(0);
    }
    if a.is_c_contig() {
        return Some(a.itemsize() as isize);
    }
    // One axis longer than 1: its stride walks the view.
    let mut long = (0..a.ndim()).filter(|&k| a.shape[k] > 1);
    match (long.next(), long.next()) {
        (Some(k), None) => Some(a.strides[k]),
        _ => None,
    }
}

/// Appends a run's `n` elements, each decoded by `dec`.
fn collect<const W: usize>(
    run: Run<'_, W>,
    n: usize,
    out: &mut Vec<Scalar>,
    dec: impl Fn(u64) -> Scalar,
) {
    out.extend((0..n).map(|k| dec(run.get(k))));
}

/// Appends the `n` elements of `a`'s dtype at byte offsets `off + k *
/// step` (None, nothing appended, for a complex dtype or a run outside
/// the buffer).
fn decode_into(a: &Array, off: isize, step: isize, n: usize, out: &mut Vec<Scalar>) -> Option<()> {
    let b = &a.buf;
    match a.dtype {
        DType::F64 => collect(b.run::<8>(off, step, n)?, n, out, |x| {
            Scalar::Float(f64::from_bits(x))
        }),
        DType::I64 | DType::U64 => {
            collect(b.run::<8>(off, step, n)?, n, out, |x| Scalar::Int(x as i64))
        }
        DType::F32 => collect(b.run::<4>(off, step, n)?, n, out, |x| {
            Scalar::Float(f32::from_bits(x as u32) as f64)
        }),
        DType::I32 => collect(b.run::<4>(off, step, n)?, n, out, |x| {
            Scalar::Int(x as u32 as i32 as i64)
        }),
        DType::U32 => collect(b.run::<4>(off, step, n)?, n, out, |x| {
            Scalar::Int(x as u32 as i64)
        }),
        DType::I16 => collect(b.run::<2>(off, step, n)?, n, out, |x| {
            Scalar::Int(x as u16 as i16 as i64)
        }),
        DType::U16 => collect(b.run::<2>(off, step, n)?, n, out, |x| {
            Scalar::Int(x as u16 as i64)
        }),
        DType::I8 => collect(b.run::<1>(off, step, n)?, n, out, |x| {
            Scalar::Int(x as u8 as i8 as i64)
        }),
        DType::U8 => collect(b.run::<1>(off, step, n)?, n, out, |x| {
            Scalar::Int(x as u8 as i64)
        }),
        DType::Bool => collect(b.run::<1>(off, step, n)?, n, out, |x| Scalar::Bool(x != 0)),
        DType::C64 | DType::C128 => return None,
    }
    Some(())
}

/// Every element of `a` in C order, read as one run when it walks with
/// one stride, else line by line along its last axis (None for a
/// complex dtype: the caller walks the offsets).
pub fn values(a: &Array) -> Option<Vec<Scalar>> {
    if a.dtype.is_complex() {
        return None;
    }
    let n = a.size();
    let mut out = Vec::new();
    out.try_reserve_exact(n).ok()?;
    if let Some(step) = c_step(a) {
        decode_into(a, a.offset as isize, step, n, &mut out)?;
        return Some(out);
    }
    let last = a.ndim().checked_sub(1)?;
    let (len, step) = (a.shape[last], a.strides[last]);
    // The outer axes counted like an odometer; `off` is the line's first
    // element.
    let mut idx = vec![0usize; last];
    let mut off = a.offset as isize;
    for _ in 0..n / len.max(1) {
        decode_into(a, off, step, len, &mut out)?;
        let mut k = last;
        while k > 0 {
            k -= 1;
            idx[k] += 1;
            off += a.strides[k];
            if idx[k] < a.shape[k] {
                break;
            }
            off -= a.strides[k] * a.shape[k] as isize;
            idx[k] = 0;
        }
    }
    Some(out)
}

/// Stores `vals[k]`, encoded by `enc`, as element `k` of the run.
fn store<const W: usize>(run: RunMut<'_, W>, vals: &[Scalar], enc: impl Fn(Scalar) -> u64) {
    for (k, v) in vals.iter().enumerate() {
        run.set(k, enc(*v));
    }
}

/// Writes `vals` into `a` in C order, each converted to its dtype as
/// `DType::wrap` and a store convert it; false (nothing written) when
/// `a` does not walk with one stride, is complex, read-only memory, or
/// `vals` is not one value per element.
pub fn fill_from(a: &Array, vals: &[Scalar]) -> bool {
    let (Some(step), n, off) = (c_step(a), a.size(), a.offset as isize) else {
        return false;
    };
    if vals.len() != n {
        return false;
    }
    let Some(w) = a.buf.writer() else {
        return false;
    };
    let int = |v: Scalar| v.as_i64() as u64;
    let done = match a.dtype {
        DType::F64 => w
            .run::<8>(off, step, n)
            .map(|r| store(r, vals, |v| v.as_f64().to_bits())),
        DType::I64 => w.run::<8>(off, step, n).map(|r| store(r, vals, int)),
        DType::F32 => w
            .run::<4>(off, step, n)
            .map(|r| store(r, vals, |v| (v.as_f64() as f32).to_bits() as u64)),
        DType::I32 | DType::U32 => w.run::<4>(off, step, n).map(|r| store(r, vals, int)),
        DType::I16 | DType::U16 => w.run::<2>(off, step, n).map(|r| store(r, vals, int)),
        DType::I8 | DType::U8 => w.run::<1>(off, step, n).map(|r| store(r, vals, int)),
        DType::Bool => w
            .run::<1>(off, step, n)
            .map(|r| store(r, vals, |v| v.truthy() as u64)),
        // A uint64 keeps `to_bits`'s float rule; complex is two parts.
        DType::U64 | DType::C64 | DType::C128 => None,
    };
    done.is_some()
}

/// Every element of `a` in C order as a double (`Scalar::as_f64`), when
/// it walks with one stride and is not complex.
pub fn f64s(a: &Array) -> Option<Vec<f64>> {
    if a.dtype == DType::F64 {
        let (step, n) = (c_step(a)?, a.size());
        let run = a.buf.run::<8>(a.offset as isize, step, n)?;
        return Some((0..n).map(|k| f64::from_bits(run.get(k))).collect());
    }
    Some(values(a)?.iter().map(|v| v.as_f64()).collect())
}

/// Writes `src`'s elements into `dst` (same size) in C order, each
/// converted as `DType::wrap` and a store convert it; false (nothing
/// written) when either cannot be walked as one run or `dst`'s dtype
/// has no run encoder (uint64, complex).
pub fn convert(dst: &Array, src: &Array) -> bool {
    if c_step(dst).is_none() || matches!(dst.dtype, DType::U64 | DType::C64 | DType::C128) {
        return false;
    }
    match values(src) {
        Some(vals) => fill_from(dst, &vals),
        None => false,
    }
}

/// Sets every element of `a` to `v` (converted as `DType::wrap` and a
/// store convert it); false (nothing written) when `a` cannot be walked
/// as one run, is complex, or is read-only memory.
pub fn fill(a: &Array, v: Scalar) -> bool {
    let (Some(step), n, off) = (c_step(a), a.size(), a.offset as isize) else {
        return false;
    };
    if a.dtype.is_complex() {
        return false;
    }
    let bits = super::buffer::to_bits(a.dtype, a.dtype.wrap(v));
    let Some(w) = a.buf.writer() else {
        return false;
    };
    fn set_all<const W: usize>(r: Option<RunMut<'_, W>>, n: usize, bits: u64) -> bool {
        r.map(|r| (0..n).for_each(|k| r.set(k, bits))).is_some()
    }
    match a.itemsize() {
        8 => set_all(w.run::<8>(off, step, n), n, bits),
        4 => set_all(w.run::<4>(off, step, n), n, bits),
        2 => set_all(w.run::<2>(off, step, n), n, bits),
        _ => set_all(w.run::<1>(off, step, n), n, bits),
    }
}
