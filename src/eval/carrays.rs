//! NumPy's complex arrays (`complex64`, `complex128`): elementwise
//! arithmetic as NumPy's loops compute it (the naive product, Smith's
//! quotient through a reciprocal, `npy_cpow`), which differs from both
//! Python's `complex` and C99's in the last bits and in infinities; the
//! complex ufuncs; and sums in NumPy's pairwise order.

use super::arrays::{Reduce, from_scalars};
use super::complex::{C, c_exp, c_log, c_pow, c_sqrt};
use super::exc::{Res, not_implemented, type_error};
use super::value::Value;
use crate::array::{Array, DType, Scalar};
use crate::syntax::ast::BinOp;
use num_traits::Float;
use std::sync::Arc;

/// NumPy's name of the ufunc behind an operator.
fn ufunc_of(op: BinOp) -> &'static str {
    match op {
        BinOp::FloorDiv => "floor_divide",
        BinOp::Mod => "remainder",
        BinOp::BitAnd => "bitwise_and",
        BinOp::BitOr => "bitwise_or",
        BinOp::BitXor => "bitwise_xor",
        BinOp::Shl => "left_shift",
        BinOp::Shr => "right_shift",
        BinOp::MatMul => "matmul",
        BinOp::Add => "add",
        BinOp::Sub => "subtract",
        BinOp::Mul => "multiply",
        BinOp::Div => "divide",
        BinOp::Pow => "power",
    }
}

/// NumPy's refusal of an operator complex numbers do not have.
pub fn unsupported_op(op: BinOp) -> Box<super::exc::Exc> {
    type_error(format!(
        "ufunc '{}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''",
        ufunc_of(op)
    ))
}

/// NumPy's `cmul`: the naive formula (no C99 recovery of infinities).
fn prod<T: Float>(a: (T, T), b: (T, T)) -> (T, T) {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// NumPy's complex `divide` loop: Smith's method, multiplying by the
/// reciprocal of the denominator; a zero divisor gives infinities or NaN.
fn quot<T: Float>(a: (T, T), b: (T, T)) -> (T, T) {
    let (br_abs, bi_abs) = (b.0.abs(), b.1.abs());
    if br_abs >= bi_abs {
        if br_abs == T::zero() && bi_abs == T::zero() {
            return (a.0 / br_abs, a.1 / br_abs);
        }
        let rat = b.1 / b.0;
        let scl = T::one() / (b.0 + b.1 * rat);
        ((a.0 + a.1 * rat) * scl, (a.1 - a.0 * rat) * scl)
    } else {
        let rat = b.0 / b.1;
        let scl = T::one() / (b.1 + b.0 * rat);
        ((a.0 * rat + a.1) * scl, (a.1 * rat - a.0) * scl)
    }
}

/// NumPy's `npy_cpow`: 1 for a zero exponent, 0 or NaN for a zero base,
/// repeated squaring for small integer exponents, else the C library's
/// `cpow`.
fn pow<T: Float>(a: (T, T), b: (T, T), sys: impl Fn(C, C) -> C) -> (T, T) {
    let (zero, one) = (T::zero(), T::one());
    if b.0 == zero && b.1 == zero {
        return (one, zero);
    }
    if a.0 == zero && a.1 == zero {
        return if b.0 > zero {
            (zero, zero)
        } else {
            (T::nan(), T::nan())
        };
    }
    if b.1 == zero && b.0.trunc() == b.0 && b.0.abs() < T::from(100).unwrap_or(one) {
        let n = b.0.to_i64().unwrap_or(0);
        match n {
            1 => return a,
            2 => return prod(a, a),
            3 => return prod(a, prod(a, a)),
            _ => {}
        }
        let mut m = n.unsigned_abs();
        let (mut acc, mut p) = ((one, zero), a);
        loop {
            if m & 1 == 1 {
                acc = prod(acc, p);
            }
            m >>= 1;
            if m == 0 {
                break;
            }
            p = prod(p, p);
        }
        return if n < 0 { quot((one, zero), acc) } else { acc };
    }
    let to = |z: (T, T)| (z.0.to_f64().unwrap_or(0.0), z.1.to_f64().unwrap_or(0.0));
    let r = sys(to(a), to(b));
    (
        T::from(r.0).unwrap_or(T::nan()),
        T::from(r.1).unwrap_or(T::nan()),
    )
}

/// NumPy's complex product of two elements.
pub fn cmul(a: C, b: C) -> C {
    prod(a, b)
}

fn arith<T: Float>(op: BinOp, a: (T, T), b: (T, T)) -> Option<(T, T)> {
    Some(match op {
        BinOp::Add => (a.0 + b.0, a.1 + b.1),
        BinOp::Sub => (a.0 - b.0, a.1 - b.1),
        BinOp::Mul => prod(a, b),
        BinOp::Div => quot(a, b),
        BinOp::Pow => pow(a, b, c_pow),
        _ => return None,
    })
}

/// `x op y` of two elements of a complex result type `dt`, computed in
/// `float` for `complex64` as NumPy's loops do.
pub fn elementwise(op: BinOp, x: Scalar, y: Scalar, dt: DType) -> Res<Scalar> {
    let (a, b) = (x.as_complex(), y.as_complex());
    let r = if dt == DType::C64 {
        let s = |z: C| (z.0 as f32, z.1 as f32);
        arith(op, s(a), s(b)).map(|z| (z.0 as f64, z.1 as f64))
    } else {
        arith(op, a, b)
    };
    let (re, im) = r.ok_or_else(|| unsupported_op(op))?;
    Ok(Scalar::Complex(re, im))
}

/// NumPy's pairwise sum of complex elements: as for floats, but the
/// real and imaginary parts interleaved, so a block has four
/// accumulators per part.
pub fn pairwise(vals: &[C]) -> C {
    let n = vals.len();
    if n < 4 {
        let mut r = (0.0, 0.0);
        for v in vals {
            r.0 += v.0;
            r.1 += v.1;
        }
        r
    } else if n <= 64 {
        let mut acc = [vals[0], vals[1], vals[2], vals[3]];
        let mut i = 4;
        while i + 4 <= n {
            for (k, a) in acc.iter_mut().enumerate() {
                a.0 += vals[i + k].0;
                a.1 += vals[i + k].1;
            }
            i += 4;
        }
        let mut r = (
            (acc[0].0 + acc[1].0) + (acc[2].0 + acc[3].0),
            (acc[0].1 + acc[1].1) + (acc[2].1 + acc[3].1),
        );
        for v in &vals[i..] {
            r.0 += v.0;
            r.1 += v.1;
        }
        r
    } else {
        // NumPy halves the count of parts (2n) and rounds it down to a
        // multiple of 8 parts: 4 elements.
        let half = (n - n % 8) / 2;
        let (a, b) = (pairwise(&vals[..half]), pairwise(&vals[half..]));
        (a.0 + b.0, a.1 + b.1)
    }
}

/// A sum, product or mean of complex elements; None for the reductions
/// that order elements, which complex numbers do not support here.
pub fn reduce_values(r: Reduce, vals: &[Scalar], dt: DType) -> Res<Scalar> {
    let zs: Vec<C> = vals.iter().map(|v| v.as_complex()).collect();
    let z = match r {
        Reduce::Sum => pairwise(&zs),
        // NumPy divides the sum by the count as a complex number (so by
        // multiplying with its reciprocal).
        Reduce::Mean => quot(pairwise(&zs), (zs.len() as f64, 0.0)),
        Reduce::Prod => zs.iter().fold((1.0, 0.0), |acc, z| prod(acc, *z)),
        Reduce::Min | Reduce::Max | Reduce::ArgMin | Reduce::ArgMax => {
            let Some(k) = extreme(&zs, matches!(r, Reduce::Max | Reduce::ArgMax)) else {
                let name = if matches!(r, Reduce::Min | Reduce::ArgMin) {
                    "minimum"
                } else {
                    "maximum"
                };
                return Err(super::exc::value_error(format!(
                    "zero-size array to reduction operation {name} which has no identity"
                )));
            };
            if matches!(r, Reduce::ArgMin | Reduce::ArgMax) {
                return Ok(Scalar::Int(k as i64));
            }
            zs[k]
        }
        Reduce::Std(_) | Reduce::Var(_) => {
            return Err(not_implemented(
                "arr does not support std and var of complex arrays yet",
            ));
        }
    };
    Ok(dt.wrap(Scalar::Complex(z.0, z.1)))
}

/// A complex ufunc: the function, and whether its result is real (its
/// real part taken).
type Ufunc = (fn(C) -> C, bool);

/// Where the largest (`max`) or smallest complex number is, ordered by
/// real part, then imaginary part; the first with a NaN part wins, as
/// NumPy propagates NaN. None for no numbers.
fn extreme(zs: &[C], max: bool) -> Option<usize> {
    let nan = |z: &C| z.0.is_nan() || z.1.is_nan();
    if let Some(k) = zs.iter().position(nan) {
        return Some(k);
    }
    let mut best = 0;
    for (k, z) in zs.iter().enumerate().skip(1) {
        let b = zs.get(best)?;
        let cmp = |x: f64, y: f64| x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal);
        let ord = cmp(z.0, b.0).then(cmp(z.1, b.1));
        if (max && ord.is_gt()) || (!max && ord.is_lt()) {
            best = k;
        }
    }
    (!zs.is_empty()).then_some(best)
}

/// A NumPy ufunc of one complex argument: the complex result, or a real
/// one for `absolute`, `angle`, `real` and `imag`; None for a function
/// arr does not compute for complex numbers.
fn unary_fn(name: &str) -> Option<Ufunc> {
    Some(match name {
        "exp" => (c_exp, false),
        "log" => (c_log, false),
        "sqrt" => (c_sqrt, false),
        "conj" | "conjugate" => (|z: C| (z.0, -z.1), false),
        "negative" => (|z: C| (-z.0, -z.1), false),
        "positive" => (|z: C| z, false),
        "square" => (|z: C| prod(z, z), false),
        "abs" | "absolute" => (|z: C| (z.0.hypot(z.1), 0.0), true),
        "angle" => (|z: C| (z.1.atan2(z.0), 0.0), true),
        "real" => (|z: C| (z.0, 0.0), true),
        "imag" => (|z: C| (z.1, 0.0), true),
        _ => return None,
    })
}

/// `np.name(x)` of a complex array or complex number, when `x` is one
/// (None otherwise: the real ufunc applies).
pub fn unary(v: &Value, name: &str) -> Option<Res<Value>> {
    let find = || -> Res<Ufunc> {
        unary_fn(name).ok_or_else(|| {
            not_implemented(format!(
                "arr does not support NumPy's `{name}` of complex numbers yet"
            ))
        })
    };
    match v {
        Value::Complex(re, im) => Some(find().map(|(g, real)| {
            let z = g((*re, *im));
            if real {
                Value::NpScalar(Scalar::Float(z.0), DType::F64)
            } else {
                Value::NpScalar(Scalar::Complex(z.0, z.1), DType::C128)
            }
        })),
        Value::NpScalar(s, d) if d.is_complex() => {
            let z = s.as_complex();
            Some(find().map(|(g, real)| {
                let r = g(z);
                if real {
                    Value::NpScalar(part_dtype(*d).wrap(Scalar::Float(r.0)), part_dtype(*d))
                } else {
                    Value::NpScalar(d.wrap(Scalar::Complex(r.0, r.1)), *d)
                }
            }))
        }
        Value::Array(a) | Value::MemView(a, _) if a.dtype.is_complex() => {
            Some(find().and_then(|(g, real)| map(a, g, real)))
        }
        _ => None,
    }
}

fn part_dtype(d: DType) -> DType {
    d.complex_part().unwrap_or(DType::F64)
}

/// Each element through `g`, into a new array of the same shape: complex,
/// or of the parts' float type when `real`.
fn map(a: &Array, g: fn(C) -> C, real: bool) -> Res<Value> {
    let dt = if real { part_dtype(a.dtype) } else { a.dtype };
    let single = a.dtype == DType::C64;
    let out: Vec<Scalar> = a
        .offsets()
        .map(|o| {
            let z = g(a.load(o).as_complex());
            if real {
                Scalar::Float(z.0)
            } else if single {
                Scalar::Complex(z.0 as f32 as f64, z.1 as f32 as f64)
            } else {
                Scalar::Complex(z.0, z.1)
            }
        })
        .collect();
    Ok(Value::Array(Arc::new(from_scalars(&out, dt, &a.shape)?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_integer_powers_multiply_and_others_use_cpow() {
        let z = (1.5, -0.5);
        assert_eq!(pow(z, (2.0, 0.0), c_pow), prod(z, z));
        assert_eq!(pow(z, (-1.0, 0.0), c_pow), quot((1.0, 0.0), z));
        assert_eq!(pow((0.0, 0.0), (0.0, 0.0), c_pow), (1.0, 0.0));
        assert!(pow((0.0, 0.0), (-1.0, 0.0), c_pow).0.is_nan());
        assert_eq!(pow(z, (0.5, 0.0), c_pow), c_pow(z, (0.5, 0.0)));
    }

    #[test]
    fn a_pairwise_sum_of_few_elements_is_the_plain_sum() {
        let v = [(1.0, 2.0), (3.0, -1.0), (0.5, 0.25)];
        assert_eq!(pairwise(&v), (4.5, 1.25));
    }
}
