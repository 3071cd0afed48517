//! The dot product of two float64 vectors as NumPy computes it, bit for
//! bit. `np.dot` hands the vectors to OpenBLAS's `ddot` (first copying one
//! whose stride is negative or zero); `@` does too, except that such a
//! vector makes it add the products one by one itself. The wheels' OpenBLAS
//! picks its kernel when loaded (see `Kernel`): fused multiply-add lanes
//! over whole blocks of sixteen, a fixed tree to add the lanes, and scalar
//! products for the rest; strided vectors take a two-accumulator loop;
//! past 10000 elements the vector is split among OpenBLAS's threads and
//! their sums added in order.

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

/// The `ddot` kernel OpenBLAS's runtime dispatch picks for this CPU: the
/// SkylakeX one (also Cooper Lake's and Sapphire Rapids') wherever AVX-512
/// runs, the Haswell one otherwise. They add in different orders, and only
/// the SkylakeX build fuses the scalar tails into multiply-adds.
/// `OPENBLAS_CORETYPE` names one as it does for OpenBLAS.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kernel {
    Haswell,
    SkylakeX,
}

fn kernel() -> Kernel {
    static KERNEL: std::sync::OnceLock<Kernel> = std::sync::OnceLock::new();
    *KERNEL.get_or_init(|| {
        // OpenBLAS obeys this variable before it looks at the CPU.
        let forced = std::env::var("OPENBLAS_CORETYPE").unwrap_or_default();
        match forced.to_ascii_lowercase().as_str() {
            "haswell" | "zen" => return Kernel::Haswell,
            "skylakex" | "cooperlake" | "sapphirerapids" => return Kernel::SkylakeX,
            _ => {}
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f") {
            return Kernel::SkylakeX;
        }
        Kernel::Haswell
    })
}

/// One thread's share (OpenBLAS's `dot_compute`).
fn chunk(x: &[f64], y: &[f64], unit: bool) -> f64 {
    let kernel = kernel();
    let fused = kernel == Kernel::SkylakeX;
    // The scalar tail: `dot += y[i] * x[i]`, contracted where built so.
    let tail = |dot: f64, i: usize| {
        if fused {
            y[i].mul_add(x[i], dot)
        } else {
            dot + y[i] * x[i]
        }
    };
    let n = x.len();
    if unit {
        let whole = n & !15;
        let mut dot = match (whole, kernel) {
            (0, _) => 0.0,
            (_, Kernel::Haswell) => haswell16(&x[..whole], &y[..whole]),
            (_, Kernel::SkylakeX) => skylakex16(&x[..whole], &y[..whole]),
        };
        for i in whole..n {
            dot = tail(dot, i);
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
        t1 = tail(t1, i);
    }
    t1 + t2
}

/// Four 4-lane accumulators of fused multiply-adds over blocks of
/// sixteen.
fn fma16(x: &[f64], y: &[f64], acc: &mut [[f64; 4]; 4]) {
    for (xb, yb) in x.chunks_exact(16).zip(y.chunks_exact(16)) {
        for (r, reg) in acc.iter_mut().enumerate() {
            for (l, lane) in reg.iter_mut().enumerate() {
                let i = 4 * r + l;
                *lane = xb[i].mul_add(yb[i], *lane);
            }
        }
    }
}

/// The Haswell `ddot_kernel_8`: the sixteen lanes, then each register's
/// halves, the registers pairwise, and the last two lanes.
fn haswell16(x: &[f64], y: &[f64]) -> f64 {
    let mut acc = [[0.0f64; 4]; 4];
    fma16(x, y, &mut acc);
    let half = |r: [f64; 4]| [r[0] + r[2], r[1] + r[3]];
    let [h0, h1, h2, h3] = acc.map(half);
    let p = [h0[0] + h1[0], h0[1] + h1[1]];
    let q = [h2[0] + h3[0], h2[1] + h3[1]];
    let s = [p[0] + q[0], p[1] + q[1]];
    s[0] + s[1]
}

/// The SkylakeX kernel: blocks of 32 on four 8-lane accumulators, each
/// folded to 4 lanes (low half plus high half); the remaining block of 16
/// on those four; the registers added in turn, the halves, the last pair.
fn skylakex16(x: &[f64], y: &[f64]) -> f64 {
    let n32 = x.len() & !31;
    let mut wide = [[0.0f64; 8]; 4];
    for (xb, yb) in x[..n32].chunks_exact(32).zip(y[..n32].chunks_exact(32)) {
        for (r, reg) in wide.iter_mut().enumerate() {
            for (l, lane) in reg.iter_mut().enumerate() {
                let i = 8 * r + l;
                *lane = xb[i].mul_add(yb[i], *lane);
            }
        }
    }
    let mut acc = wide.map(|z| [z[0] + z[4], z[1] + z[5], z[2] + z[6], z[3] + z[7]]);
    fma16(&x[n32..], &y[n32..], &mut acc);
    let s: [f64; 4] = std::array::from_fn(|l| ((acc[0][l] + acc[1][l]) + acc[2][l]) + acc[3][l]);
    (s[0] + s[2]) + (s[1] + s[3])
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
