//! Complex numbers, two ways: Python's `complex` object (CPython's
//! `complexobject.c` algorithms and messages) and Cython's C `double
//! complex` / `float complex` (C99 `_Complex` arithmetic as gcc compiles
//! it: libgcc's `__muldc3`/`__divdc3`, glibc's `cpow`), which differ in
//! division, powers and the handling of infinities.

use super::exc::{Res, overflow, type_error, value_error, zero_div};
use super::value::Value;
use crate::syntax::ast::BinOp;
use num_traits::Float;

/// A complex value: real and imaginary parts.
pub type C = (f64, f64);

/// A Python number as a complex (`None` for other values).
pub fn of_value(v: &Value) -> Option<C> {
    match v {
        Value::Complex(re, im) => Some((*re, *im)),
        Value::Int(i) => Some((*i as f64, 0.0)),
        Value::Bool(b) => Some((*b as i64 as f64, 0.0)),
        Value::Float(f) => Some((*f, 0.0)),
        Value::BigInt(b) => Some((num_traits::ToPrimitive::to_f64(&**b)?, 0.0)),
        Value::NpScalar(s, _) => Some(s.as_complex()),
        Value::Enum(m) => Some((m.value as f64, 0.0)),
        _ => None,
    }
}

/// Cython's `from_parts(x, y)`, which gcc computes as `x + y*I` with
/// C99's real-times-complex rule: `(x + y*0, y)`. An infinite or NaN
/// imaginary part makes the real part NaN; a real part of -0.0 becomes
/// +0.0.
pub fn from_parts(x: f64, y: f64) -> C {
    (x + y * 0.0, y)
}

/// The conversion of a Python object to a C complex (Cython's
/// `__pyx_PyComplex_As___pyx_t_double_complex`, through `from_parts`).
pub fn from_object(v: &Value) -> Res<C> {
    let (x, y) = match v {
        Value::BigInt(b) => (super::bigint::to_f64(b)?, 0.0),
        Value::Array(a) if a.ndim() == 0 => (a.load(a.offset).as_f64(), 0.0),
        // Cython's conversion reads a non-complex as a C double.
        v => of_value(v)
            .ok_or_else(|| type_error(format!("must be real number, not {}", v.type_name())))?,
    };
    Ok(from_parts(x, y))
}

fn unsupported(op: BinOp, a: &Value, b: &Value) -> Box<super::exc::Exc> {
    type_error(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op.symbol(),
        a.type_name(),
        b.type_name()
    ))
}

/// `a op b` for Python objects where either is a `complex` and the other a
/// number; `None` when neither is a complex.
pub fn py_binary(op: BinOp, a: &Value, b: &Value) -> Option<Res<Value>> {
    if !matches!(a, Value::Complex(..)) && !matches!(b, Value::Complex(..)) {
        return None;
    }
    let (Some(x), Some(y)) = (of_value(a), of_value(b)) else {
        return Some(Err(unsupported(op, a, b)));
    };
    let r = match op {
        BinOp::Add => Ok((x.0 + y.0, x.1 + y.1)),
        BinOp::Sub => Ok((x.0 - y.0, x.1 - y.1)),
        BinOp::Mul => Ok(naive_prod(x, y)),
        BinOp::Div => py_quot(x, y).ok_or_else(|| zero_div("complex division by zero")),
        BinOp::Pow => py_pow(x, y),
        _ => Err(unsupported(op, a, b)),
    };
    Some(r.map(|(re, im)| Value::Complex(re, im)))
}

fn naive_prod(a: C, b: C) -> C {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// CPython's `_Py_c_quot`; `None` for a zero divisor.
fn py_quot(a: C, b: C) -> Option<C> {
    let (abs_br, abs_bi) = (b.0.abs(), b.1.abs());
    Some(if abs_br >= abs_bi {
        if abs_br == 0.0 {
            return None;
        }
        let ratio = b.1 / b.0;
        let denom = b.0 + b.1 * ratio;
        ((a.0 + a.1 * ratio) / denom, (a.1 - a.0 * ratio) / denom)
    } else if abs_bi >= abs_br {
        let ratio = b.0 / b.1;
        let denom = b.0 * ratio + b.1;
        ((a.0 * ratio + a.1) / denom, (a.1 * ratio - a.0) / denom)
    } else {
        (f64::NAN, f64::NAN)
    })
}

/// CPython's `complex.__pow__`: small integral exponents by repeated
/// squaring, others through the polar form.
fn py_pow(a: C, b: C) -> Res<C> {
    let domain = || zero_div("0.0 to a negative or complex power");
    let r = if b.1 == 0.0 && b.0 == b.0.floor() && b.0.abs() <= 100.0 {
        let n = b.0 as i64;
        if n >= 0 {
            powu(a, n as u64)
        } else {
            py_quot((1.0, 0.0), powu(a, n.unsigned_abs())).ok_or_else(domain)?
        }
    } else if b == (0.0, 0.0) {
        (1.0, 0.0)
    } else if a == (0.0, 0.0) {
        if b.1 != 0.0 || b.0 < 0.0 {
            return Err(domain());
        }
        (0.0, 0.0)
    } else {
        let vabs = a.0.hypot(a.1);
        let mut len = vabs.powf(b.0);
        let at = a.1.atan2(a.0);
        let mut phase = at * b.0;
        if b.1 != 0.0 {
            len /= (at * b.1).exp();
            phase += b.1 * vabs.ln();
        }
        (len * phase.cos(), len * phase.sin())
    };
    if r.0.is_infinite() || r.1.is_infinite() {
        return Err(overflow("complex exponentiation"));
    }
    Ok(r)
}

fn powu(x: C, n: u64) -> C {
    let (mut r, mut p, mut mask) = ((1.0, 0.0), x, 1u64);
    while mask > 0 && n >= mask {
        if n & mask != 0 {
            r = naive_prod(r, p);
        }
        mask <<= 1;
        p = naive_prod(p, p);
    }
    r
}

/// `abs(z)` of a Python complex.
pub fn py_abs(z: C) -> Res<f64> {
    let r = z.0.hypot(z.1);
    if r.is_infinite() && z.0.is_finite() && z.1.is_finite() {
        return Err(overflow("absolute value too large"));
    }
    Ok(r)
}

/// `repr(z)` as Python writes it: `1j`, `(1+2j)`, `(-0-1j)`, `(nan+infj)`.
pub fn repr(re: f64, im: f64) -> String {
    repr_with(re, im, super::format::float_repr)
}

/// `str` of a NumPy `complex64`: as `repr`, with each part the shortest
/// text that reads back as the same `float`.
pub fn repr_single(re: f64, im: f64) -> String {
    repr_with(re, im, |x| super::format::float_repr_f32(x as f32))
}

fn repr_with(re: f64, im: f64, text: fn(f64) -> String) -> String {
    let part = |x: f64| {
        let s = text(x);
        match s.strip_suffix(".0") {
            Some(t) => t.to_string(),
            None => s,
        }
    };
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", part(im));
    }
    let sign = if im.is_nan() || im.is_sign_positive() {
        "+"
    } else {
        "-"
    };
    let im_text = if im.is_nan() {
        "nan".to_string()
    } else {
        part(im.abs())
    };
    format!("({}{sign}{im_text}j)", part(re))
}

/// CPython's hash of a float (`_Py_HashDouble`), for finite and infinite
/// values (a NaN hashes by identity in CPython; 0 here).
pub fn float_hash(x: f64) -> i64 {
    const BITS: u32 = 61;
    const MODULUS: u64 = (1 << BITS) - 1;
    if x.is_nan() {
        return 0;
    }
    if x.is_infinite() {
        return if x > 0.0 { 314159 } else { -314159 };
    }
    let (mut m, mut e) = super::cmath::frexp(x.abs());
    let mut h: u64 = 0;
    while m != 0.0 {
        h = ((h << 28) & MODULUS) | (h >> (BITS - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        h += y;
        if h >= MODULUS {
            h -= MODULUS;
        }
    }
    let e = if e >= 0 {
        e % BITS as i32
    } else {
        BITS as i32 - 1 - ((-1 - e) % BITS as i32)
    } as u32;
    h = ((h << e) & MODULUS) | (h >> (BITS - e));
    let h = if x < 0.0 { -(h as i64) } else { h as i64 };
    if h == -1 { -2 } else { h }
}

/// `hash(z)` of a Python complex.
pub fn hash(re: f64, im: f64) -> i64 {
    let h =
        (float_hash(re) as u64).wrapping_add(1000003u64.wrapping_mul(float_hash(im) as u64)) as i64;
    if h == -1 { -2 } else { h }
}

/// `complex(s)`: Python's parser of complex literals in strings.
pub fn parse(s: &str) -> Res<C> {
    let bad = || value_error("complex() arg is a malformed string");
    let mut t = s.trim();
    if let Some(inner) = t.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
        t = inner.trim();
    }
    if t.is_empty() || t.contains(char::is_whitespace) {
        return Err(bad());
    }
    let float = |x: &str| -> Option<f64> {
        match x {
            "" | "+" => Some(1.0),
            "-" => Some(-1.0),
            x => super::format::float_from_text(x),
        }
    };
    let Some(body) = t.strip_suffix(['j', 'J']) else {
        let re = super::format::float_from_text(t).ok_or_else(bad)?;
        return Ok((re, 0.0));
    };
    // The imaginary part starts at the last sign that is not an exponent's.
    let bytes = body.as_bytes();
    let split = (1..bytes.len())
        .rev()
        .find(|&k| matches!(bytes[k], b'+' | b'-') && !matches!(bytes[k - 1], b'e' | b'E'));
    match split {
        Some(k) => {
            let re = super::format::float_from_text(&body[..k]).ok_or_else(bad)?;
            let im = float(&body[k..]).ok_or_else(bad)?;
            Ok((re, im))
        }
        None => Ok((0.0, float(body).ok_or_else(bad)?)),
    }
}

// ---- Cython's C complex ----------------------------------------------

/// A C complex value of type `ty` (`float complex` rounds both parts).
pub fn typed(z: C, ty: &crate::sema::types::Ty) -> Value {
    let (re, im) = if *ty == crate::sema::types::Ty::FloatComplex {
        to_single(z)
    } else {
        z
    };
    Value::Complex(re, im)
}

/// Cython's refusal to store a soft complex with an imaginary part into a
/// C real.
pub const SOFT_TO_DOUBLE: &str = "Cannot convert 'complex' with non-zero imaginary component to 'double' (this most likely comes from the '**' operator; use 'cython.cpow(True)' to return 'nan' instead of a complex number).";

/// A soft complex (`z ** x`) stored into a C real: Cython's refusal when
/// the imaginary part is not zero.
pub fn soft_to_double(v: &Value) -> Res<f64> {
    match v {
        Value::Complex(_, im) if *im != 0.0 => Err(type_error(SOFT_TO_DOUBLE)),
        Value::Complex(re, _) => Ok(*re),
        v => super::ops::to_f64(v),
    }
}

/// Rounds both parts to C `float` (a `float complex` result).
pub fn to_single(z: C) -> C {
    (z.0 as f32 as f64, z.1 as f32 as f64)
}

/// The sign libgcc's recovery code reads from a NaN part
/// (`COPYSIGN(0, nan)`). Which NaN an operation on two NaNs returns is
/// up to the compiler's choice of operand order (gcc, LLVM and Cranelift
/// each choose their own), so reading it would make the closures and the
/// native kernels disagree; arr reads every NaN as x86's default NaN,
/// the one an invalid operation such as `inf * 0` makes at run time,
/// whose sign bit is set.
fn nan_sign<T: Float>() -> T {
    -T::one()
}

/// `COPYSIGN(isinf(v) ? 1 : 0, v)` of libgcc's recovery code.
fn unit<T: Float>(v: T) -> T {
    let sign = if v.is_nan() { nan_sign() } else { v };
    (if v.is_infinite() { T::one() } else { T::zero() }).copysign(sign)
}

/// `if (isnan(v)) v = COPYSIGN(0, v)` of libgcc's recovery code.
fn zero_nan<T: Float>(v: T) -> T {
    if v.is_nan() {
        T::zero().copysign(nan_sign())
    } else {
        v
    }
}

/// libgcc's `__muldc3` (`__mulsc3` in `f32`): the C99 product, which
/// recovers infinities that the naive formula turns into NaN.
pub fn c_prod<T: Float>(a: (T, T), b: (T, T)) -> (T, T) {
    let (mut a0, mut a1, mut b0, mut b1) = (a.0, a.1, b.0, b.1);
    let (ac, bd, ad, bc) = (a0 * b0, a1 * b1, a0 * b1, a1 * b0);
    let (x, y) = (ac - bd, ad + bc);
    if !(x.is_nan() && y.is_nan()) {
        return (x, y);
    }
    let (unit, zero_nan) = (unit::<T>, zero_nan::<T>);
    let mut recalc = false;
    if a0.is_infinite() || a1.is_infinite() {
        (a0, a1) = (unit(a0), unit(a1));
        (b0, b1) = (zero_nan(b0), zero_nan(b1));
        recalc = true;
    }
    if b0.is_infinite() || b1.is_infinite() {
        (b0, b1) = (unit(b0), unit(b1));
        (a0, a1) = (zero_nan(a0), zero_nan(a1));
        recalc = true;
    }
    if !recalc && [ac, bd, ad, bc].iter().any(|v| v.is_infinite()) {
        (a0, a1, b0, b1) = (zero_nan(a0), zero_nan(a1), zero_nan(b0), zero_nan(b1));
        recalc = true;
    }
    if recalc {
        (
            T::infinity() * (a0 * b0 - a1 * b1),
            T::infinity() * (a0 * b1 + a1 * b0),
        )
    } else {
        (x, y)
    }
}

/// libgcc's `__divdc3` (`__divsc3` in `f32`): Smith's division with
/// scaling against overflow and underflow, and C99's recovery of
/// infinities and zeros.
pub fn c_quot<T: Float>(a: (T, T), b: (T, T)) -> (T, T) {
    let two = T::one() + T::one();
    let rbig = T::max_value() / two;
    let rmin = T::min_positive_value();
    let rmin2 = T::epsilon();
    let rminscal = T::one() / T::epsilon();
    let rmax2 = rbig * rmin2;
    let (mut p, mut q, mut c, mut d) = (a.0, a.1, b.0, b.1);
    let (x, y);
    // `big` is the divisor's larger part: the other is scaled by it.
    let d_larger = c.abs() < d.abs();
    let big = if d_larger { d.abs() } else { c.abs() };
    if big >= rbig {
        (p, q, c, d) = (p / two, q / two, c / two, d / two);
    }
    let big = if d_larger { d.abs() } else { c.abs() };
    if big < rmin2
        || (p.abs() < rmin && q.abs() < rmax2 && big < rmax2)
        || (q.abs() < rmin && p.abs() < rmax2 && big < rmax2)
    {
        (p, q, c, d) = (p * rminscal, q * rminscal, c * rminscal, d * rminscal);
    }
    if d_larger {
        let ratio = c / d;
        let denom = c * ratio + d;
        if ratio.abs() > rmin {
            x = (p * ratio + q) / denom;
            y = (q * ratio - p) / denom;
        } else {
            x = (c * (p / d) + q) / denom;
            y = (c * (q / d) - p) / denom;
        }
    } else {
        let ratio = d / c;
        let denom = d * ratio + c;
        if ratio.abs() > rmin {
            x = (q * ratio + p) / denom;
            y = (q - p * ratio) / denom;
        } else {
            x = (p + d * (q / c)) / denom;
            y = (q - d * (p / c)) / denom;
        }
    }
    if !(x.is_nan() && y.is_nan()) {
        return (x, y);
    }
    let ((p, q), (c, d)) = (a, b);
    let unit = unit::<T>;
    if c.is_zero() && d.is_zero() && (!p.is_nan() || !q.is_nan()) {
        let inf = T::infinity().copysign(c);
        (inf * p, inf * q)
    } else if (p.is_infinite() || q.is_infinite()) && c.is_finite() && d.is_finite() {
        let (p, q) = (unit(p), unit(q));
        (
            T::infinity() * (p * c + q * d),
            T::infinity() * (q * c - p * d),
        )
    } else if (c.is_infinite() || d.is_infinite()) && p.is_finite() && q.is_finite() {
        let (c, d) = (unit(c), unit(d));
        (T::zero() * (p * c + q * d), T::zero() * (q * c - p * d))
    } else {
        (x, y)
    }
}

/// glibc's `clog`: the principal logarithm, with `log1p` near the unit
/// circle and scaling at the ends of the range.
pub fn c_log(z: C) -> C {
    log_in(z, false)
}

/// glibc's `clog10`: `clog`'s computation in base 10.
pub fn c_log10(z: C) -> C {
    log_in(z, true)
}

fn log_in(z: C, base10: bool) -> C {
    use std::f64::consts::{LN_2, LOG10_2, LOG10_E, PI};
    let (re, im) = z;
    // `log1p(v) * half` is half of log(1 + v) in the base.
    let half = if base10 { LOG10_E / 2.0 } else { 0.5 };
    if re == 0.0 && im == 0.0 {
        let pi = if base10 { 1.364_376_353_841_841_3 } else { PI };
        let arg = if re.is_sign_negative() { pi } else { 0.0 };
        return (-1.0 / re.abs(), arg.copysign(im));
    }
    if re.is_nan() || im.is_nan() {
        let real = if re.is_infinite() || im.is_infinite() {
            f64::INFINITY
        } else {
            f64::NAN
        };
        return (real, f64::NAN);
    }
    let (mut ax, mut ay) = (re.abs(), im.abs());
    if ax < ay {
        std::mem::swap(&mut ax, &mut ay);
    }
    let mut scale = 0i32;
    if ax > f64::MAX / 2.0 {
        scale = -1;
        ax /= 2.0;
        ay = if ay >= f64::MIN_POSITIVE * 2.0 {
            ay / 2.0
        } else {
            0.0
        };
    } else if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        scale = 53;
        ax *= 2f64.powi(53);
        ay *= 2f64.powi(53);
    }
    let real = if ax == 1.0 && scale == 0 {
        (ay * ay).ln_1p() * half
    } else if ax > 1.0 && ax < 2.0 && ay < 1.0 && scale == 0 {
        let mut d2m1 = (ax - 1.0) * (ax + 1.0);
        if ay >= f64::EPSILON {
            d2m1 += ay * ay;
        }
        d2m1.ln_1p() * half
    } else if (0.5..1.0).contains(&ax) && ay < f64::EPSILON / 2.0 && scale == 0 {
        ((ax - 1.0) * (ax + 1.0)).ln_1p() * half
    } else if (0.5..1.0).contains(&ax) && scale == 0 && ax * ax + ay * ay >= 0.5 {
        x2y2m1(ax, ay).ln_1p() * half
    } else if base10 {
        ax.hypot(ay).log10() - scale as f64 * LOG10_2
    } else {
        ax.hypot(ay).ln() - scale as f64 * LN_2
    };
    let arg = im.atan2(re);
    (real, if base10 { LOG10_E * arg } else { arg })
}

/// `x*x + y*y - 1` without the cancellation, as glibc's `clog` computes
/// it (its last bits decide `clog`'s, and so `cpow`'s): the exact
/// products (by fused multiply-add) and -1, ordered by magnitude; each
/// term in turn is folded into the next larger by an exact two-sum and
/// the rest reordered; then all are added, largest first.
fn x2y2m1(x: f64, y: f64) -> f64 {
    let by_size = |v: &mut [f64]| v.sort_by(|a, b| a.abs().total_cmp(&b.abs()));
    let (xx, yy) = (x * x, y * y);
    let mut vals = [x.mul_add(x, -xx), xx, y.mul_add(y, -yy), yy, -1.0];
    by_size(&mut vals);
    for i in 0..4 {
        // |vals[i + 1]| >= |vals[i]|: the fast two-sum is exact.
        let (big, small) = (vals[i + 1], vals[i]);
        let hi = big + small;
        vals[i] = (big - hi) + small;
        vals[i + 1] = hi;
        by_size(&mut vals[i + 1..]);
    }
    vals[4] + vals[3] + vals[2] + vals[1] + vals[0]
}

/// glibc's `cexp`, special values included (`cexp(-inf + i inf)` is 0).
pub fn c_exp(z: C) -> C {
    let (re, im) = z;
    if re.is_finite() {
        if !im.is_finite() {
            return (f64::NAN, f64::NAN);
        }
        const T: f64 = 709.0;
        let (mut s, mut c) = if im.abs() > f64::MIN_POSITIVE {
            im.sin_cos()
        } else {
            (im, 1.0)
        };
        let mut x = re;
        if x > T {
            let exp_t = T.exp();
            x -= T;
            s *= exp_t;
            c *= exp_t;
            if x > T {
                x -= T;
                s *= exp_t;
                c *= exp_t;
            }
        }
        if x > T {
            return (f64::MAX * c, f64::MAX * s);
        }
        let e = x.exp();
        return (e * c, e * s);
    }
    if re.is_infinite() {
        if im.is_finite() {
            let value = if re.is_sign_negative() {
                0.0
            } else {
                f64::INFINITY
            };
            if im == 0.0 {
                return (value, im);
            }
            let (s, c) = im.sin_cos();
            return (value.copysign(c), value.copysign(s));
        }
        if re.is_sign_positive() {
            return (f64::INFINITY, f64::NAN);
        }
        return (0.0, 0.0f64.copysign(im));
    }
    if im == 0.0 {
        (f64::NAN, im)
    } else {
        (f64::NAN, f64::NAN)
    }
}

/// glibc's `csqrt`: the principal square root, through `hypot` with
/// the identity `2 Re Im = Im z` against cancellation, scaled at the ends
/// of the range.
pub fn c_sqrt(z: C) -> C {
    let (re, im) = z;
    if !re.is_finite() || !im.is_finite() {
        if im.is_infinite() {
            return (f64::INFINITY, im);
        }
        if re.is_infinite() {
            return if re < 0.0 {
                (
                    if im.is_nan() { f64::NAN } else { 0.0 },
                    f64::INFINITY.copysign(im),
                )
            } else {
                (
                    re,
                    if im.is_nan() {
                        f64::NAN
                    } else {
                        0.0f64.copysign(im)
                    },
                )
            };
        }
        return (f64::NAN, f64::NAN);
    }
    if im == 0.0 {
        return if re < 0.0 {
            (0.0, (-re).sqrt().copysign(im))
        } else {
            (re.sqrt().abs(), 0.0f64.copysign(im))
        };
    }
    if re == 0.0 {
        let r = if im.abs() >= 2.0 * f64::MIN_POSITIVE {
            (0.5 * im.abs()).sqrt()
        } else {
            0.5 * (2.0 * im.abs()).sqrt()
        };
        return (r, r.copysign(im));
    }
    let (mut x, mut y, mut scale) = (re, im, 0i32);
    if x.abs() > f64::MAX / 4.0 {
        scale = 1;
        x /= 4.0;
        y /= 4.0;
    } else if y.abs() > f64::MAX / 4.0 {
        scale = 1;
        x = if x.abs() >= 4.0 * f64::MIN_POSITIVE {
            x / 4.0
        } else {
            0.0
        };
        y /= 4.0;
    } else if x.abs() < 2.0 * f64::MIN_POSITIVE && y.abs() < 2.0 * f64::MIN_POSITIVE {
        scale = -27;
        x *= 2f64.powi(54);
        y *= 2f64.powi(54);
    }
    let d = x.hypot(y);
    let (mut r, mut s);
    if x > 0.0 {
        r = (0.5 * (d + x)).sqrt();
        if scale == 1 && y.abs() < 1.0 {
            s = y / r;
            r *= 2f64.powi(scale);
            scale = 0;
        } else {
            s = 0.5 * (y / r);
        }
    } else {
        s = (0.5 * (d - x)).sqrt();
        if scale == 1 && y.abs() < 1.0 {
            r = (y / s).abs();
            s *= 2f64.powi(scale);
            scale = 0;
        } else {
            r = (0.5 * (y / s)).abs();
        }
    }
    if scale != 0 {
        r *= 2f64.powi(scale);
        s *= 2f64.powi(scale);
    }
    (r, s.copysign(y))
}

/// A `libc.complex` function of one complex argument with a complex
/// result, as glibc computes it; None for other names.
pub fn libc_fn(name: &str) -> Option<fn(C) -> C> {
    Some(match name {
        "cexp" => c_exp,
        "clog" => c_log,
        "clog10" => c_log10,
        "csqrt" => c_sqrt,
        "conj" => |z: C| (z.0, -z.1),
        "csin" => super::ctrig::c_sin,
        "ccos" => super::ctrig::c_cos,
        "ctan" => super::ctrig::c_tan,
        "csinh" => super::ctrig::c_sinh,
        "ccosh" => super::ctrig::c_cosh,
        "ctanh" => super::ctrig::c_tanh,
        "cproj" => super::ctrig::c_proj,
        _ => return None,
    })
}

/// C99 `cpow` as glibc computes it: `cexp(b * clog(a))`.
pub fn c_pow(a: C, b: C) -> C {
    c_exp(c_prod(b, c_log(a)))
}

/// `a op b` on C complex values, as Cython compiles it; `cdivision` turns
/// off the zero check of `/`. Errors for operators C complex lacks are
/// caught at compile time.
pub fn c_binary(op: BinOp, a: C, b: C, single: bool, cdivision: bool) -> Res<C> {
    if !cdivision && op == BinOp::Div && b == (0.0, 0.0) {
        return Err(zero_div("float division"));
    }
    // `float complex` computes in `f32` throughout, as C does.
    let narrow = |z: C| (z.0 as f32, z.1 as f32);
    let wide = |z: (f32, f32)| (z.0 as f64, z.1 as f64);
    let r = match op {
        BinOp::Add => (a.0 + b.0, a.1 + b.1),
        BinOp::Sub => (a.0 - b.0, a.1 - b.1),
        BinOp::Mul if single => wide(c_prod(narrow(a), narrow(b))),
        BinOp::Div if single => wide(c_quot(narrow(a), narrow(b))),
        BinOp::Mul => c_prod(a, b),
        BinOp::Div => c_quot(a, b),
        BinOp::Pow => c_pow(a, b),
        _ => {
            return Err(type_error(format!(
                "binary operator {} not supported for complex",
                op.symbol()
            )));
        }
    };
    Ok(if single { to_single(r) } else { r })
}

// ---- Helpers for native kernels ---------------------------------------
// A kernel holds a complex as two doubles; these give one part of a
// result from the parts of two operands, computed by the same functions
// the closures call, so both give the same bits.

macro_rules! part_helpers {
    ($($name:ident => |$a:ident, $b:ident| $body:expr;)*) => {
        $(extern "C" fn $name(ar: f64, ai: f64, br: f64, bi: f64) -> f64 {
            let ($a, $b): (C, C) = ((ar, ai), (br, bi));
            $body
        })*
    };
}

part_helpers! {
    exp_re => |a, _b| c_exp(a).0;
    exp_im => |a, _b| c_exp(a).1;
    log_re => |a, _b| c_log(a).0;
    log_im => |a, _b| c_log(a).1;
    log10_re => |a, _b| c_log10(a).0;
    log10_im => |a, _b| c_log10(a).1;
    sqrt_re => |a, _b| c_sqrt(a).0;
    sqrt_im => |a, _b| c_sqrt(a).1;
    prod_re => |a, b| c_prod(a, b).0;
    prod_im => |a, b| c_prod(a, b).1;
    prod_re32 => |a, b| c_prod((a.0 as f32, a.1 as f32), (b.0 as f32, b.1 as f32)).0 as f64;
    prod_im32 => |a, b| c_prod((a.0 as f32, a.1 as f32), (b.0 as f32, b.1 as f32)).1 as f64;
    quot_re => |a, b| c_quot(a, b).0;
    quot_im => |a, b| c_quot(a, b).1;
    quot_re32 => |a, b| c_quot((a.0 as f32, a.1 as f32), (b.0 as f32, b.1 as f32)).0 as f64;
    quot_im32 => |a, b| c_quot((a.0 as f32, a.1 as f32), (b.0 as f32, b.1 as f32)).1 as f64;
    pow_re => |a, b| c_pow(a, b).0;
    pow_im => |a, b| c_pow(a, b).1;
    sin_re => |a, _b| super::ctrig::c_sin(a).0;
    sin_im => |a, _b| super::ctrig::c_sin(a).1;
    cos_re => |a, _b| super::ctrig::c_cos(a).0;
    cos_im => |a, _b| super::ctrig::c_cos(a).1;
    tan_re => |a, _b| super::ctrig::c_tan(a).0;
    tan_im => |a, _b| super::ctrig::c_tan(a).1;
    sinh_re => |a, _b| super::ctrig::c_sinh(a).0;
    sinh_im => |a, _b| super::ctrig::c_sinh(a).1;
    cosh_re => |a, _b| super::ctrig::c_cosh(a).0;
    cosh_im => |a, _b| super::ctrig::c_cosh(a).1;
    tanh_re => |a, _b| super::ctrig::c_tanh(a).0;
    tanh_im => |a, _b| super::ctrig::c_tanh(a).1;
    proj_re => |a, _b| super::ctrig::c_proj(a).0;
    proj_im => |a, _b| super::ctrig::c_proj(a).1;
}

type Part = extern "C" fn(f64, f64, f64, f64) -> f64;

/// The helpers giving the parts of a `libc.complex` function's result
/// for a kernel (the second operand unused).
pub fn libc_part_fns(name: &str) -> Option<(Part, Part)> {
    Some(match name {
        "cexp" => (exp_re, exp_im),
        "clog" => (log_re, log_im),
        "clog10" => (log10_re, log10_im),
        "csqrt" => (sqrt_re, sqrt_im),
        "csin" => (sin_re, sin_im),
        "ccos" => (cos_re, cos_im),
        "ctan" => (tan_re, tan_im),
        "csinh" => (sinh_re, sinh_im),
        "ccosh" => (cosh_re, cosh_im),
        "ctanh" => (tanh_re, tanh_im),
        "cproj" => (proj_re, proj_im),
        _ => return None,
    })
}

/// The helpers giving the real and imaginary parts of `a op b` for a
/// kernel (`single`: `float complex`, whose parts are rounded after).
pub fn part_fns(op: BinOp, single: bool) -> Option<(Part, Part)> {
    Some(match (op, single) {
        (BinOp::Mul, false) => (prod_re, prod_im),
        (BinOp::Mul, true) => (prod_re32, prod_im32),
        (BinOp::Div, false) => (quot_re, quot_im),
        (BinOp::Div, true) => (quot_re32, quot_im32),
        (BinOp::Pow, _) => (pow_re, pow_im),
        _ => return None,
    })
}
