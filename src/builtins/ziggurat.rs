//! The standard normal deviates of NumPy's `Generator`: Marsaglia and
//! Tsang's ziggurat with 256 strips over 64-bit draws, as NumPy's
//! `random_standard_normal` takes them (strip from the low byte, sign
//! from the next bit, 52 bits of magnitude), so that a seeded `rng.normal`
//! gives NumPy's numbers. The strips' widths are NumPy's (recovered from
//! its draws); the acceptance tables follow from them.

use std::sync::OnceLock;

/// Where the tail starts, and the common area of every strip.
const R: f64 = 3.654_152_885_361_009;
const INV_R: f64 = 0.273_661_237_329_758_3;
const V: f64 = 0.004_928_673_233_974_652;
const STRIPS: usize = 256;
/// The magnitude's scale: 52 random bits.
const SCALE: f64 = 4_503_599_627_370_496.0;

struct Tables {
    /// Accept `rabs < ki[i]` at once (the point is inside the strip's
    /// rectangle).
    ki: [u64; STRIPS],
    /// `x = rabs * wi[i]`.
    wi: [f64; STRIPS],
    /// The density at the strip's edges.
    fi: [f64; STRIPS],
}

fn pdf(x: f64) -> f64 {
    (-0.5 * x * x).exp()
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        // The strips' edges, from the axis (0) out to R. NumPy's widths
        // are its own (see `ziggurat_wi`): computing the edges here gives
        // last bits that differ for some strips, and so different draws.
        let wi = super::ziggurat_wi::WI;
        let mut x = wi.map(|w| w * SCALE);
        x[0] = 0.0;
        let mut t = Tables {
            ki: [0; STRIPS],
            wi,
            fi: [0.0; STRIPS],
        };
        t.ki[0] = ((R * pdf(R)) / V * SCALE).round() as u64;
        for i in 1..STRIPS {
            t.ki[i] = (x[i - 1] / x[i] * SCALE).round() as u64;
        }
        for (f, xi) in t.fi.iter_mut().zip(&x) {
            *f = pdf(*xi);
        }
        t
    })
}

/// A standard normal deviate from `next_u64` (raw 64-bit draws) and
/// `next_double` (uniform in [0, 1)).
pub fn standard_normal(
    next_u64: &mut dyn FnMut() -> u64,
    next_double: &mut dyn FnMut() -> f64,
) -> f64 {
    let t = tables();
    loop {
        let r = next_u64();
        let idx = (r & 0xff) as usize;
        let r = r >> 8;
        let negative = r & 1 == 1;
        let rabs = (r >> 1) & 0x000f_ffff_ffff_ffff;
        let mut x = rabs as f64 * t.wi[idx];
        if negative {
            x = -x;
        }
        if rabs < t.ki[idx] {
            return x;
        }
        if idx == 0 {
            // The tail beyond R, by Marsaglia's exponential method.
            loop {
                let xx = -INV_R * (-next_double()).ln_1p();
                let yy = -(-next_double()).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(R + xx)
                    } else {
                        R + xx
                    };
                }
            }
        }
        if (t.fi[idx - 1] - t.fi[idx]) * next_double() + t.fi[idx] < pdf(x) {
            return x;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strips_close_at_the_axis_and_at_r() {
        let t = tables();
        // Strip 1 touches the axis: no point of it is accepted at once.
        assert_eq!(t.ki[1], 0);
        assert_eq!(t.fi[0], 1.0);
        assert!((t.fi[STRIPS - 1] - pdf(R)).abs() < 1e-18);
        assert!((t.wi[STRIPS - 1] * SCALE - R).abs() < 1e-15);
    }
}
