//! Products and quotients of C double complex constants rounded once,
//! from their exact values.
//!
//! gcc folds complex arithmetic on constants (`(1 + 2j) / (3 - 1j)` as
//! Cython emits it) with exact arithmetic, each part rounded once, where
//! at run time `__divdc3` rounds at every step: the folded quotient is
//! `0.1+0.7j`, the computed one `0.1+0.7000000000000001j`. Compiled
//! Cython prints the folded value, so arr folds the same expressions.

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

/// `x` as `n * 2**e` exactly (`x` finite).
fn exact(x: f64) -> (BigInt, i64) {
    if x == 0.0 {
        return (BigInt::zero(), 0);
    }
    let (mant, exp) = crate::builtins::floathex::decompose(x);
    let n = BigInt::from(mant);
    (if x < 0.0 { -n } else { n }, i64::from(exp) - 52)
}

/// The four parts as integers over one common power of two (which the
/// quotient's parts do not depend on, and the product's are scaled by
/// twice).
fn common(parts: [f64; 4]) -> ([BigInt; 4], i64) {
    let xs = parts.map(exact);
    let e = xs.iter().map(|(_, e)| *e).min().unwrap_or(0);
    let scale = |(n, k): &(BigInt, i64)| n << (k - e) as usize;
    (
        [scale(&xs[0]), scale(&xs[1]), scale(&xs[2]), scale(&xs[3])],
        e,
    )
}

/// `p / q * 2**e` rounded to the nearest double (ties to even); `q > 0`.
fn round_ratio(p: &BigInt, q: &BigInt, e: i64) -> f64 {
    if p.is_zero() {
        return 0.0;
    }
    let negative = p.sign() == Sign::Minus;
    let (mut p, mut q) = (p.abs(), q.clone());
    // Scaled so the integer quotient has 55 to 57 bits: enough for the
    // rounding bit, with the remainder as the sticky bit.
    let shift = 56 - (p.bits() as i64 - q.bits() as i64);
    if shift > 0 {
        p <<= shift as usize;
    } else {
        q <<= (-shift) as usize;
    }
    let (quot, rem) = p.div_rem(&q);
    let mant = quot.to_u64().unwrap_or(u64::MAX);
    let v = crate::builtins::floathex::round_to_f64(mant, !rem.is_zero(), e - shift)
        .unwrap_or(f64::INFINITY);
    if negative { -v } else { v }
}

/// `a * b` or `a / b` of double complex constants, each part rounded once;
/// None for other operators, non-finite parts or a zero divisor (left to
/// the run-time rules).
pub fn fold(div: bool, a: (f64, f64), b: (f64, f64)) -> Option<(f64, f64)> {
    let parts = [a.0, a.1, b.0, b.1];
    if parts.iter().any(|x| !x.is_finite()) {
        return None;
    }
    let ([ar, ai, br, bi], e) = common(parts);
    if div {
        let den = &br * &br + &bi * &bi;
        if den.is_zero() {
            return None;
        }
        let re = &ar * &br + &ai * &bi;
        let im = &ai * &br - &ar * &bi;
        // A zero numerator keeps its IEEE sign over the positive
        // denominator, as in the product below.
        let signed = |exact: &BigInt, naive: f64| {
            if exact.is_zero() {
                naive
            } else {
                round_ratio(exact, &den, 0)
            }
        };
        Some((
            signed(&re, a.0 * b.0 + a.1 * b.1),
            signed(&im, a.1 * b.0 - a.0 * b.1),
        ))
    } else {
        let one = BigInt::from(1);
        let re = &ar * &br - &ai * &bi;
        let im = &ar * &bi + &ai * &br;
        // An exact zero has the sign IEEE arithmetic gives it (0j * -2.5
        // is (-0+0j)), which the naive double formula computes: its two
        // products are then equal or both zero.
        let signed = |exact: &BigInt, naive: f64| {
            if exact.is_zero() {
                naive
            } else {
                round_ratio(exact, &one, 2 * e)
            }
        };
        Some((
            signed(&re, a.0 * b.0 - a.1 * b.1),
            signed(&im, a.0 * b.1 + a.1 * b.0),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn quotients_and_products_round_once() {
        assert_eq!(fold(true, (1.0, 2.0), (3.0, -1.0)), Some((0.1, 0.7)));
        assert_eq!(
            fold(true, (0.5, 7.0), (1e-3, 4.0)),
            Some((1.7500311406230538, -0.12456249221484424))
        );
        assert_eq!(fold(false, (1.0, 2.0), (3.0, -1.0)), Some((5.0, 5.0)));
        assert_eq!(fold(true, (1.0, 0.0), (0.0, 0.0)), None);
        let z = fold(false, (0.0, 0.0), (-2.5, 0.0)).map(|(re, im)| (re.signum(), im.signum()));
        assert_eq!(z, Some((-1.0, 1.0)));
    }
}
