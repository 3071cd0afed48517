//! Typed whole-array kernels: `a + b` and friends, comparisons, float
//! ufuncs, `np.where` and reductions, on float64 and int64 arrays that can
//! be walked with one stride (`flat::c_step`: contiguous, a 1-D view, or
//! a broadcast scalar). Elements are read and written as bits with a
//! fixed width — no `Scalar` per element — and arrays above a size
//! threshold are processed in parallel on the pool, in chunks whose results
//! do not depend on how they are split.

use crate::array::buffer::{Buffer, Run};
use crate::array::flat::c_step;
use crate::array::{Array, DType, Scalar};
use crate::syntax::ast::{BinOp, CmpOp};

/// Elements below which a kernel stays on the calling thread.
const PARALLEL_MIN: usize = 1 << 18;

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
        _ => return float_binary(op, x, y, dt, shape),
    };
    let n = shape.iter().product();
    let rx = x.buf.run::<8>(x.offset as isize, c_step(x)?, n)?;
    let ry = y.buf.run::<8>(y.offset as isize, c_step(y)?, n)?;
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

/// `x op y` into a new float64 array for float64 or int64 operands
/// (an integer read as a double) of the float operators, each computed
/// as `arrays::elementwise` computes it: `a ** 2`, `n / 2`, `a % 1.0`.
fn float_binary(op: BinOp, x: &Array, y: &Array, dt: DType, shape: &[usize]) -> Option<Array> {
    if dt != DType::F64 {
        return None;
    }
    let n = shape.iter().product();
    let (p, q) = (words(x, n)?, words(y, n)?);
    let each = |g: fn(f64, f64) -> f64| map1(n, |k| g(p.f64(k), q.f64(k)).to_bits());
    let out = match op {
        BinOp::Add => each(|a, b| a + b),
        BinOp::Sub => each(|a, b| a - b),
        BinOp::Mul => each(|a, b| a * b),
        BinOp::Div => each(|a, b| a / b),
        BinOp::FloorDiv => each(|a, b| (a / b).floor()),
        BinOp::Mod => each(|a, b| {
            if b == 0.0 {
                f64::NAN
            } else {
                super::ops::float_mod(a, b)
            }
        }),
        BinOp::Pow => each(f64::powf),
        _ => return None,
    }?;
    Array::from_words(dt, shape, out).ok()
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
    let step = c_step(a)?;
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

/// An operand of 8-byte elements walked flat: float64 or int64.
#[derive(Clone, Copy)]
struct Words<'a> {
    run: Run<'a, 8>,
    float: bool,
}

impl Words<'_> {
    /// Element `k` as a double (an int64 converted).
    #[inline(always)]
    fn f64(self, k: usize) -> f64 {
        let b = self.run.get(k);
        if self.float { f(b) } else { b as i64 as f64 }
    }
}

/// `a`'s `n` elements as a run of words, when it is float64 or int64
/// and walks with one stride.
fn words(a: &Array, n: usize) -> Option<Words<'_>> {
    let float = match a.dtype {
        DType::F64 => true,
        DType::I64 => false,
        _ => return None,
    };
    let step = c_step(a)?;
    Some(Words {
        run: a.buf.run::<8>(a.offset as isize, step, n)?,
        float,
    })
}

/// A new buffer whose word `k` is `g(k)`, in bands, in parallel when
/// large.
fn map1(n: usize, g: impl Fn(usize) -> u64 + Sync) -> Option<Buffer> {
    super::parallel::split(n, PARALLEL_MIN, |par| {
        Buffer::from_word_bands(n, BAND, par, |lo, out| {
            for (j, o) in out.iter_mut().enumerate() {
                *o = g(lo + j);
            }
        })
    })
}

/// `g` of each element of a float64 or int64 array (the float ufuncs:
/// `np.sqrt(a)`), as a new float64 array of its shape.
pub fn unary_f64(a: &Array, g: fn(f64) -> f64) -> Option<Array> {
    let n = a.size();
    let w = words(a, n)?;
    let out = map1(n, |k| g(w.f64(k)).to_bits())?;
    Array::from_words(DType::F64, &a.shape, out).ok()
}

/// `x op y` elementwise into a new bool array, for float64 and int64
/// operands (broadcast to `shape`) that walk flat: compared as doubles
/// when either is float64 (NaN unordered: only `!=` holds), else as
/// integers.
pub fn compare(op: CmpOp, x: &Array, y: &Array, shape: &[usize]) -> Option<Array> {
    let n = shape.iter().product();
    let (p, q) = (words(x, n)?, words(y, n)?);
    let buf = if p.float && q.float {
        cmp_bytes(op, n, move |k| f(p.run.get(k)), move |k| f(q.run.get(k)))
    } else if p.float || q.float {
        cmp_bytes(op, n, move |k| p.f64(k), move |k| q.f64(k))
    } else {
        cmp_bytes(
            op,
            n,
            move |k| p.run.get(k) as i64,
            move |k| q.run.get(k) as i64,
        )
    }?;
    Array::over(DType::Bool, shape, buf).ok()
}

/// A buffer of `n` bools, byte `k` whether `op` holds between the
/// readers' elements `k`, packed eight to a word: one loop per operator,
/// each with its comparison inlined (through a `fn` pointer it was not,
/// and the loop ran four times slower than NumPy's).
fn cmp_bytes<T: PartialOrd>(
    op: CmpOp,
    n: usize,
    p: impl Fn(usize) -> T + Sync,
    q: impl Fn(usize) -> T + Sync,
) -> Option<Buffer> {
    match op {
        CmpOp::Lt => pack_bools(n, |k| p(k) < q(k)),
        CmpOp::Le => pack_bools(n, |k| p(k) <= q(k)),
        CmpOp::Gt => pack_bools(n, |k| p(k) > q(k)),
        CmpOp::Ge => pack_bools(n, |k| p(k) >= q(k)),
        CmpOp::Eq => pack_bools(n, |k| p(k) == q(k)),
        _ => pack_bools(n, |k| p(k) != q(k)),
    }
}

/// A buffer of the `n` bools `test(k)`, eight to a word, in bands, in
/// parallel when large.
#[inline(always)]
fn pack_bools(n: usize, test: impl Fn(usize) -> bool + Sync) -> Option<Buffer> {
    super::parallel::split(n, PARALLEL_MIN, |par| {
        Buffer::from_byte_bands(n, BAND, par, |lo, out| {
            for (j, o) in out.iter_mut().enumerate() {
                let first = (lo + j) * 8;
                // Byte `i` of the word in memory is element `first + i`
                // on a host of either byte order.
                let mut w = [0u8; 8];
                for (i, b) in w.iter_mut().enumerate().take(n - first) {
                    *b = u8::from(test(first + i));
                }
                *o = u64::from_ne_bytes(w);
            }
        })
    })
}

/// The index and value of `a`'s least (`min`) or greatest element: the
/// index of the first of equals (NumPy's `argmin`/`argmax`) and the value
/// of the last (its `min`/`max`: 0.0 from [-0.0, 0.0]); a NaN wins, the
/// first NaN. None when `a` is empty, not float64 or
/// int64, or does not walk flat.
pub fn extreme(a: &Array, min: bool) -> Option<(usize, Scalar)> {
    let n = a.size();
    if n == 0 {
        return None;
    }
    let w = words(a, n)?;
    let mut best = 0usize;
    if w.float {
        let x = |k| f64::from_bits(w.run.get(k));
        let mut b = x(0);
        if b.is_nan() {
            return Some((0, Scalar::Float(b)));
        }
        for k in 1..n {
            let v = x(k);
            if v.is_nan() {
                return Some((k, Scalar::Float(v)));
            }
            if if min { v < b } else { v > b } {
                best = k;
            }
            // The later of equals is the value (0.0 of [-0.0, 0.0]).
            if if min { v <= b } else { v >= b } {
                b = v;
            }
        }
        Some((best, Scalar::Float(b)))
    } else {
        let x = |k| w.run.get(k) as i64;
        let mut b = x(0);
        for k in 1..n {
            let v = x(k);
            if if min { v < b } else { v > b } {
                (best, b) = (k, v);
            }
        }
        Some((best, Scalar::Int(b)))
    }
}

/// `extreme`'s index (`later` false: the first of equals, as `argmax`
/// wants) or value (`later`: the last of equals, as `max` wants — 0.0 of
/// [-0.0, 0.0]), found in eight independent lanes and halves on the pool:
/// the sequential scan carries each comparison into the next and ran 12
/// times slower than NumPy. A NaN, whose first occurrence the lanes do not
/// track, sends the array back to `extreme`.
pub fn extreme_fast(a: &Array, min: bool, later: bool) -> Option<(usize, Scalar)> {
    let n = a.size();
    if n == 0 {
        return None;
    }
    let w = words(a, n)?;
    let found = if w.float {
        let x = |k| f(w.run.get(k));
        let r = if min {
            lanes(0, n, later, &|k| -x(k))
        } else {
            lanes(0, n, later, &x)
        };
        r.filter(|&(nan, _, _)| !nan).map(|(_, _, k)| k)
    } else {
        // `!x` reverses the order of int64 with no overflow.
        let x = |k| w.run.get(k) as i64;
        let r = if min {
            lanes(0, n, later, &|k| !x(k))
        } else {
            lanes(0, n, later, &x)
        };
        r.map(|(_, _, k)| k)
    };
    let Some(k) = found else {
        return extreme(a, min);
    };
    let b = w.run.get(k);
    Some((
        k,
        if w.float {
            Scalar::Float(f(b))
        } else {
            Scalar::Int(b as i64)
        },
    ))
}

/// Elements one lane pass takes before the halves split.
const LANE_BLOCK: usize = 1 << 14;

/// An element type the lanes compare: float64 (NaN unordered) or int64.
trait Lane: Copy + PartialOrd + Send {
    const LEAST: Self;
    fn is_nan(self) -> bool;
}

impl Lane for f64 {
    const LEAST: f64 = f64::NEG_INFINITY;
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
}

impl Lane for i64 {
    const LEAST: i64 = i64::MIN;
    fn is_nan(self) -> bool {
        false
    }
}

/// Over `g(lo..lo + n)`, `n > 0`: whether any is NaN, and the greatest of
/// the others with its index — among equals the last when `later`, else
/// the first. None when every element is NaN.
fn lanes<T: Lane, G: Fn(usize) -> T + Sync>(
    lo: usize,
    n: usize,
    later: bool,
    g: &G,
) -> Option<(bool, T, usize)> {
    let better = |(v, k): (T, usize), (b, j): (T, usize)| {
        v > b || (v == b && if later { k > j } else { k < j })
    };
    if n > LANE_BLOCK {
        let h = n / 2;
        let (p, q) = super::parallel::join(
            n >= PARALLEL_MIN,
            || lanes(lo, h, later, g),
            || lanes(lo + h, n - h, later, g),
        );
        return match (p, q) {
            (Some((x, a, i)), Some((y, b, j))) => {
                let nan = x || y;
                Some(if better((b, j), (a, i)) {
                    (nan, b, j)
                } else {
                    (nan, a, i)
                })
            }
            (Some((_, a, i)), None) => Some((true, a, i)),
            (None, Some((_, b, j))) => Some((true, b, j)),
            (None, None) => None,
        };
    }
    // An index of usize::MAX marks a lane that has taken nothing yet, so
    // a lane of LEAST values still names one of them.
    let mut best: [(T, usize); 8] = [(T::LEAST, usize::MAX); 8];
    let mut nan = false;
    let end = lo + n;
    let mut k = lo;
    while k + 8 <= end {
        for (j, slot) in best.iter_mut().enumerate() {
            let v = g(k + j);
            nan |= v.is_nan();
            let (b, i) = *slot;
            if v > b || (v == b && (later || i == usize::MAX)) {
                *slot = (v, k + j);
            }
        }
        k += 8;
    }
    let mut m: Option<(T, usize)> = None;
    for &(b, i) in &best {
        if i != usize::MAX && m.is_none_or(|m| better((b, i), m)) {
            m = Some((b, i));
        }
    }
    for k in k..end {
        let v = g(k);
        nan |= v.is_nan();
        if !v.is_nan() && m.is_none_or(|m| better((v, k), m)) {
            m = Some((v, k));
        }
    }
    m.map(|(b, i)| (nan, b, i))
}

/// The variance of a float64 or int64 array that walks flat, with
/// `ddof`, as NumPy computes it: the pairwise mean, then the pairwise sum
/// of squared deviations over `n - ddof` (at least 0). None when `a` is
/// empty or another kind.
pub fn variance(a: &Array, ddof: f64) -> Option<f64> {
    let n = a.size();
    if n == 0 {
        return None;
    }
    let w = words(a, n)?;
    let x = |k: usize| w.f64(k);
    let mean = pairwise_at(0, n, &x) / n as f64;
    let sq = |k: usize| (x(k) - mean).powi(2);
    Some(pairwise_at(0, n, &sq) / (n as f64 - ddof).max(0.0))
}

/// `np.where(mask, x, y)` into a new array of `dt`: a bool mask, and
/// float64 or int64 choices (broadcast to `shape`), all walking flat;
/// float64 results take either kind, int64 results only int64.
pub fn choose(mask: &Array, x: &Array, y: &Array, dt: DType, shape: &[usize]) -> Option<Array> {
    let n = shape.iter().product();
    if mask.dtype != DType::Bool {
        return None;
    }
    let m = mask.buf.run::<1>(mask.offset as isize, c_step(mask)?, n)?;
    let (p, q) = (words(x, n)?, words(y, n)?);
    let as_f64 = |w: Words, k: usize| w.f64(k).to_bits();
    let out = match dt {
        DType::F64 => map1(n, |k| {
            if m.get(k) != 0 {
                as_f64(p, k)
            } else {
                as_f64(q, k)
            }
        }),
        DType::I64 if !p.float && !q.float => map1(n, |k| {
            if m.get(k) != 0 {
                p.run.get(k)
            } else {
                q.run.get(k)
            }
        }),
        _ => None,
    }?;
    Array::from_words(dt, shape, out).ok()
}
