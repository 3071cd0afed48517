//! The dot product of two float64 vectors as NumPy computes it, bit for
//! bit. `np.dot` hands the vectors to OpenBLAS's `ddot` (first copying one
//! whose stride is negative or zero); `@` does too, except that such a
//! vector makes it add the products one by one itself. The wheels' OpenBLAS
//! runs its Haswell kernel on this machine: sixteen fused multiply-add
//! lanes over whole blocks of sixteen, a fixed tree to add the lanes, and
//! plain products for the rest; strided vectors take a two-accumulator
//! loop; past 10000 elements the vector is split among OpenBLAS's threads
//! and their sums added in order.

use crate::array::{Array, DType};

/// How NumPy reaches the dot product.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum DotCaller {
    /// `np.dot` (`cblas_matrixproduct`): a vector BLAS cannot take is copied.
    Dot,
    /// `@` (the matmul loop): such a vector is summed without BLAS.
    MatMul,
}

/// One operand: its elements in order, and the element stride BLAS sees
/// (None when BLAS cannot take the vector as it is).
struct Operand {
    values: Vec<f64>,
    inc: Option<isize>,
}

fn operand(a: &Array, get: &dyn Fn(usize) -> f64) -> Operand {
    let n = a.shape[0];
    let values = (0..n).map(get).collect();
    let stride = a.strides[0];
    let inc = if a.dtype != DType::F64 {
        // Converted to float64 first: a fresh contiguous vector.
        Some(1)
    } else if stride < 0 || (stride == 0 && n > 1) {
        None
    } else {
        Some(stride / 8)
    };
    Operand { values, inc }
}

/// `x · y` for 1-D arrays of equal length whose common dtype is float64;
/// `get_x`/`get_y` read element `i` as a double.
pub fn dot_f64(
    x: &Array,
    y: &Array,
    get_x: &dyn Fn(usize) -> f64,
    get_y: &dyn Fn(usize) -> f64,
    caller: DotCaller,
) -> f64 {
    let (mut a, mut b) = (operand(x, get_x), operand(y, get_y));
    if caller == DotCaller::MatMul && (a.inc.is_none() || b.inc.is_none()) {
        return a
            .values
            .iter()
            .zip(&b.values)
            .fold(0.0, |s, (p, q)| s + p * q);
    }
    // np.dot's copy is contiguous.
    for o in [&mut a, &mut b] {
        o.inc.get_or_insert(1);
    }
    let unit = a.inc == Some(1) && b.inc == Some(1);
    let n = a.values.len();
    let threads = blas_threads();
    // NumPy adds the result to a sum that starts at 0.0.
    if n <= 10000 || threads <= 1 {
        return 0.0 + chunk(&a.values, &b.values, unit);
    }
    // `blas_level1_thread_with_return_value`: each thread takes the
    // ceiling of what is left over the threads left.
    let (mut dot, mut lo, mut left) = (0.0, 0, n);
    for t in 0..threads {
        if left == 0 {
            break;
        }
        let width = left.div_ceil(threads - t).min(left);
        dot += chunk(&a.values[lo..lo + width], &b.values[lo..lo + width], unit);
        lo += width;
        left -= width;
    }
    dot
}

/// One thread's share (OpenBLAS's `dot_compute`).
fn chunk(x: &[f64], y: &[f64], unit: bool) -> f64 {
    let n = x.len();
    if unit {
        let whole = n & !15;
        let mut dot = if whole > 0 {
            kernel16(&x[..whole], &y[..whole])
        } else {
            0.0
        };
        for i in whole..n {
            dot += y[i] * x[i];
        }
        return dot;
    }
    let whole = n & !3;
    let (mut t1, mut t2) = (0.0, 0.0);
    for i in (0..whole).step_by(4) {
        let (m1, m2) = (y[i] * x[i], y[i + 1] * x[i + 1]);
        let (m3, m4) = (y[i + 2] * x[i + 2], y[i + 3] * x[i + 3]);
        t1 += m1 + m3;
        t2 += m2 + m4;
    }
    for i in whole..n {
        t1 += y[i] * x[i];
    }
    t1 + t2
}

/// The Haswell `ddot_kernel_8`: four 4-lane accumulators, fused
/// multiply-adds, then each register's halves, the registers pairwise,
/// and the last two lanes.
fn kernel16(x: &[f64], y: &[f64]) -> f64 {
    let mut acc = [[0.0f64; 4]; 4];
    for (xb, yb) in x.chunks_exact(16).zip(y.chunks_exact(16)) {
        for (r, reg) in acc.iter_mut().enumerate() {
            for (l, lane) in reg.iter_mut().enumerate() {
                let i = 4 * r + l;
                *lane = xb[i].mul_add(yb[i], *lane);
            }
        }
    }
    let half = |r: [f64; 4]| [r[0] + r[2], r[1] + r[3]];
    let [h0, h1, h2, h3] = acc.map(half);
    let p = [h0[0] + h1[0], h0[1] + h1[1]];
    let q = [h2[0] + h3[0], h2[1] + h3[1]];
    let s = [p[0] + q[0], p[1] + q[1]];
    s[0] + s[1]
}

/// The threads OpenBLAS uses: its environment variables, else the cores.
fn blas_threads() -> usize {
    [
        "OPENBLAS_NUM_THREADS",
        "GOTO_NUM_THREADS",
        "OMP_NUM_THREADS",
    ]
    .iter()
    .find_map(|k| {
        std::env::var(k)
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .filter(|&n| n > 0)
    })
    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
