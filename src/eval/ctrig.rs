//! `libc.complex`'s trigonometric and hyperbolic functions as glibc
//! computes them (`csinh`, `ccosh`, `ctanh`, and `csin`, `ccos`, `ctan`
//! through the same formulas), so a Cython kernel calling them prints the
//! bits compiled Cython prints. Finite arguments take glibc's main path
//! (its scaling where `exp` would overflow); infinities and NaNs its
//! special cases.

// glibc writes `x - x` of an infinity or NaN for a NaN: written NaN here.
type C = (f64, f64);

/// `(MAX_EXP - 1) * ln 2`, truncated: past it `sinh`/`cosh` overflow.
const T: f64 = 709.0;
/// Half of it, for `tanh`'s `sinh(x)^2`.
const T2: f64 = 354.0;

/// `sin` and `cos` of `y`, or `(y, 1)` for a subnormal or zero `y`.
fn sin_cos(y: f64) -> (f64, f64) {
    if y.abs() > f64::MIN_POSITIVE {
        (y.sin(), y.cos())
    } else {
        (y, 1.0)
    }
}

/// `e^|x| / 2` times `(a, b)` without overflowing early, for `|x| > T`.
fn scaled_exp(x: f64, a: f64, b: f64) -> C {
    let exp_t = T.exp();
    let mut rx = x.abs() - T;
    let (mut a, mut b) = (a * (exp_t / 2.0), b * (exp_t / 2.0));
    if rx > T {
        rx -= T;
        a *= exp_t;
        b *= exp_t;
    }
    if rx > T {
        (f64::MAX * a, f64::MAX * b)
    } else {
        let e = rx.exp();
        (e * a, e * b)
    }
}

pub fn c_sinh(z: C) -> C {
    let (re, im) = z;
    let negate = re.is_sign_negative();
    let x = re.abs();
    if x.is_finite() {
        if im.is_finite() {
            let (s, mut c) = sin_cos(im);
            if negate {
                c = -c;
            }
            if x > T {
                let (r, i) = scaled_exp(x, c, s);
                return (r, i);
            }
            return (x.sinh() * c, x.cosh() * s);
        }
        if x == 0.0 {
            return (if negate { -0.0 } else { 0.0 }, f64::NAN);
        }
        return (f64::NAN, f64::NAN);
    }
    if x.is_infinite() {
        if im.is_finite() && im != 0.0 {
            let (s, c) = sin_cos(im);
            let r = f64::INFINITY.copysign(c);
            return (if negate { -r } else { r }, f64::INFINITY.copysign(s));
        }
        if im == 0.0 {
            return (
                if negate {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                },
                im,
            );
        }
        return (f64::INFINITY, f64::NAN);
    }
    (f64::NAN, if im == 0.0 { im } else { f64::NAN })
}

pub fn c_cosh(z: C) -> C {
    let (re, im) = z;
    if re.is_finite() {
        if im.is_finite() {
            let (mut s, c) = sin_cos(im);
            if re.abs() > T {
                if re.is_sign_negative() {
                    s = -s;
                }
                return scaled_exp(re, c, s);
            }
            return (re.cosh() * c, re.sinh() * s);
        }
        return (f64::NAN, if re == 0.0 { 0.0 } else { f64::NAN });
    }
    if re.is_infinite() {
        if im.is_finite() && im != 0.0 {
            let (s, c) = sin_cos(im);
            let i = f64::INFINITY.copysign(s) * 1f64.copysign(re);
            return (f64::INFINITY.copysign(c), i);
        }
        if im == 0.0 {
            return (f64::INFINITY, im * 1f64.copysign(re));
        }
        return (f64::INFINITY, f64::NAN);
    }
    (f64::NAN, if im == 0.0 { im } else { f64::NAN })
}

pub fn c_sin(z: C) -> C {
    let (re, im) = z;
    let negate = re.is_sign_negative();
    let x = re.abs();
    if im.is_finite() {
        if x.is_finite() {
            let (mut s, mut c) = if x > f64::MIN_POSITIVE {
                (x.sin(), x.cos())
            } else {
                (x, 1.0)
            };
            if negate {
                s = -s;
            }
            if im.abs() > T {
                if im.is_sign_negative() {
                    c = -c;
                }
                return scaled_exp(im, s, c);
            }
            return (im.cosh() * s, im.sinh() * c);
        }
        if im == 0.0 {
            return (f64::NAN, im);
        }
        return (f64::NAN, f64::NAN);
    }
    if im.is_infinite() {
        if x == 0.0 {
            return (if negate { -0.0 } else { 0.0 }, im);
        }
        if x.is_finite() {
            let (s, c) = if x > f64::MIN_POSITIVE {
                (x.sin(), x.cos())
            } else {
                (x, 1.0)
            };
            let r = f64::INFINITY.copysign(s);
            let i = f64::INFINITY.copysign(c);
            return (
                if negate { -r } else { r },
                if im.is_sign_negative() { -i } else { i },
            );
        }
        return (f64::NAN, f64::INFINITY);
    }
    (
        if x == 0.0 {
            if negate { -0.0 } else { 0.0 }
        } else {
            f64::NAN
        },
        f64::NAN,
    )
}

/// glibc's `ccos(z)`: `ccosh(i z)`.
pub fn c_cos(z: C) -> C {
    c_cosh((-z.1, z.0))
}

/// `4 sin cos / e^(2|x|)` for `|x| > T2`, divided in steps so that no
/// intermediate overflows: the part of `tanh`/`tan` that vanishes when
/// the other tends to ±1.
fn vanishing(s: f64, c: f64, x: f64) -> f64 {
    let exp_2t = (2.0 * T2).exp();
    let rest = x.abs() - T2;
    let v = 4.0 * s * c / exp_2t;
    if rest > T2 {
        v / exp_2t
    } else {
        v / (2.0 * rest).exp()
    }
}

pub fn c_tanh(z: C) -> C {
    let (re, im) = z;
    if !re.is_finite() || !im.is_finite() {
        if re.is_infinite() {
            let i = if im.is_finite() && im.abs() > 1.0 {
                let (s, c) = (im.sin(), im.cos());
                0f64.copysign(s * c)
            } else {
                0f64.copysign(im)
            };
            return (1f64.copysign(re), i);
        }
        if im == 0.0 {
            return z;
        }
        return (if re == 0.0 { re } else { f64::NAN }, f64::NAN);
    }
    let (s, c) = sin_cos(im);
    if re.abs() > T2 {
        return (1f64.copysign(re), vanishing(s, c, re));
    }
    let (sh, ch) = if re.abs() > f64::MIN_POSITIVE {
        (re.sinh(), re.cosh())
    } else {
        (re, 1.0)
    };
    let den = if sh.abs() > c.abs() * f64::EPSILON {
        sh * sh + c * c
    } else {
        c * c
    };
    (sh * ch / den, s * c / den)
}

pub fn c_tan(z: C) -> C {
    let (re, im) = z;
    if !re.is_finite() || !im.is_finite() {
        if im.is_infinite() {
            let r = if re.is_finite() && re.abs() > 1.0 {
                let (s, c) = (re.sin(), re.cos());
                0f64.copysign(s * c)
            } else {
                0f64.copysign(re)
            };
            return (r, 1f64.copysign(im));
        }
        if re == 0.0 {
            return z;
        }
        return (f64::NAN, if im == 0.0 { im } else { f64::NAN });
    }
    let (s, c) = sin_cos(re);
    if im.abs() > T2 {
        return (vanishing(s, c, im), 1f64.copysign(im));
    }
    let (sh, ch) = if im.abs() > f64::MIN_POSITIVE {
        (im.sinh(), im.cosh())
    } else {
        (im, 1.0)
    };
    let den = if sh.abs() > c.abs() * f64::EPSILON {
        c * c + sh * sh
    } else {
        c * c
    };
    (s * c / den, sh * ch / den)
}

/// `cproj`: every infinity projects to real +inf, keeping the imaginary
/// part's sign on a zero.
pub fn c_proj(z: C) -> C {
    if z.0.is_infinite() || z.1.is_infinite() {
        (f64::INFINITY, 0f64.copysign(z.1))
    } else {
        z
    }
}
