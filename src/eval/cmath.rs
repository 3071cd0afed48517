//! The C math functions (`libc.math` and the builtins sema maps onto
//! them) as `extern "C"` functions: the closures and native kernels call
//! the very same ones, so both give the same bits.

macro_rules! c1 {
    ($($name:ident => $f:expr;)*) => {
        $(extern "C" fn $name(x: f64) -> f64 {
            let f: fn(f64) -> f64 = $f;
            f(x)
        })*
    };
}

macro_rules! c2 {
    ($($name:ident => $f:expr;)*) => {
        $(extern "C" fn $name(x: f64, y: f64) -> f64 {
            let f: fn(f64, f64) -> f64 = $f;
            f(x, y)
        })*
    };
}

c1! {
    sin => f64::sin;
    cos => f64::cos;
    tan => f64::tan;
    asin => f64::asin;
    acos => f64::acos;
    atan => f64::atan;
    sinh => f64::sinh;
    cosh => f64::cosh;
    tanh => f64::tanh;
    asinh => f64::asinh;
    acosh => f64::acosh;
    atanh => f64::atanh;
    exp => f64::exp;
    exp2 => f64::exp2;
    expm1 => f64::exp_m1;
    log => f64::ln;
    log2 => f64::log2;
    log10 => f64::log10;
    log1p => f64::ln_1p;
    sqrt => f64::sqrt;
    cbrt => f64::cbrt;
    fabs => f64::abs;
    floor => f64::floor;
    ceil => f64::ceil;
    round => f64::round;
    trunc => f64::trunc;
    rint => f64::round_ties_even;
    erf => crate::array::libm::c_erf;
    erfc => crate::array::libm::c_erfc;
    tgamma => crate::array::libm::c_tgamma;
    lgamma => crate::array::libm::c_lgamma;
}

c2! {
    pow => f64::powf;
    atan2 => f64::atan2;
    fmod => |p, q| p % q;
    hypot => f64::hypot;
    fmin => |p, q| if q < p { q } else { p };
    fmax => |p, q| if q > p { q } else { p };
    copysign => f64::copysign;
    fdim => |p, q| if p > q { p - q } else { 0.0 };
    remainder => |p, q| p - (p / q).round_ties_even() * q;
    py_mod => crate::eval::ops::float_mod;
    cpow => real_cpow;
    cpow_complex => |p, q| if cpow_is_complex(p, q) { 1.0 } else { 0.0 };
    py_floordiv => crate::eval::ops::float_floordiv;
}

/// The one-argument C math function `name`.
pub fn math1(name: &str) -> Option<extern "C" fn(f64) -> f64> {
    Some(match name {
        "sin" => sin,
        "cos" => cos,
        "tan" => tan,
        "asin" => asin,
        "acos" => acos,
        "atan" => atan,
        "sinh" => sinh,
        "cosh" => cosh,
        "tanh" => tanh,
        "asinh" => asinh,
        "acosh" => acosh,
        "atanh" => atanh,
        "exp" => exp,
        "exp2" => exp2,
        "expm1" => expm1,
        "log" => log,
        "log2" => log2,
        "log10" => log10,
        "log1p" => log1p,
        "sqrt" => sqrt,
        "cbrt" => cbrt,
        "fabs" | "abs" => fabs,
        "floor" => floor,
        "ceil" => ceil,
        "round" => round,
        "trunc" => trunc,
        "rint" | "nearbyint" => rint,
        "erf" => erf,
        "erfc" => erfc,
        "tgamma" => tgamma,
        "lgamma" => lgamma,
        _ => return None,
    })
}

/// The two-argument C math function `name` (`min`/`max` of doubles
/// included: C's `a if a < b else b`, not NaN-aware).
pub fn math2(name: &str) -> Option<extern "C" fn(f64, f64) -> f64> {
    Some(match name {
        "pow" => pow,
        "atan2" => atan2,
        "fmod" => fmod,
        "hypot" => hypot,
        "fmin" | "min" => fmin,
        "fmax" | "max" => fmax,
        "copysign" => copysign,
        "fdim" => fdim,
        "remainder" => remainder,
        _ => return None,
    })
}

/// C's `frexp`: `x = m * 2**e` with `0.5 <= |m| < 1` (zero, infinities
/// and NaN give themselves and 0).
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    // Scale subnormals into the normal range first.
    let (y, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let bits = y.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let mant = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (mant, exp + bias)
}

/// `p ** q` on doubles as compiled Cython computes it (complex pow, for
/// real arguments glibc's `cexp(q * clog(p))`), when not complex.
pub fn real_cpow(p: f64, q: f64) -> f64 {
    if p > 0.0 {
        // glibc's clog takes `log1p` near 1, which `ln` does not match.
        let l = super::complex::c_log((p, 0.0)).0;
        super::complex::c_exp((q * l, 0.0)).0
    } else {
        p.powf(q)
    }
}

/// Whether `p ** q` has a complex result, which arr cannot give.
pub fn cpow_is_complex(p: f64, q: f64) -> bool {
    !(p >= 0.0 || q.fract() == 0.0)
}

/// `p ** q` (see `real_cpow`) and whether it is complex (1.0) or not.
pub const CPOW: extern "C" fn(f64, f64) -> f64 = cpow;
pub const CPOW_COMPLEX: extern "C" fn(f64, f64) -> f64 = cpow_complex;

/// Python's float `%` and `//` (Cython's semantics without cdivision).
pub const PY_MOD: extern "C" fn(f64, f64) -> f64 = py_mod;
pub const PY_FLOORDIV: extern "C" fn(f64, f64) -> f64 = py_floordiv;
/// C's `fmod` (`%` under cdivision) and `pow`.
pub const FMOD: extern "C" fn(f64, f64) -> f64 = fmod;
pub const POW: extern "C" fn(f64, f64) -> f64 = pow;

/// `base ** e` on signed C integers as Cython computes it
/// (`__Pyx_pow_long`): repeated squaring, wrapping in 64 bits (the caller
/// wraps to the type); 1 for `e == 0` and 0 for a negative `e`.
pub extern "C" fn ipow(base: i64, e: i64) -> i64 {
    if e < 0 {
        return 0;
    }
    ipow_u(base, e)
}

/// `base ** e` on unsigned C integers: the exponent's bits are unsigned.
pub extern "C" fn ipow_u(base: i64, e: i64) -> i64 {
    let (mut base, mut e, mut r) = (base, e as u64, 1i64);
    while e > 0 {
        if e & 1 == 1 {
            r = r.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        e >>= 1;
    }
    r
}
