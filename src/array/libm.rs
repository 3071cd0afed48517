//! The C library's special functions that Rust's `std` does not expose:
//! `erf`, `erfc`, `tgamma` and `lgamma`. Compiled Cython calls these very
//! functions for `libc.math`'s `erf`/`tgamma`/…, and CPython for
//! `math.erf`/`math.erfc`, so arr calls them too: any other algorithm
//! rounds differently in the last bit for a share of arguments (the
//! `libm` crate's `tgamma` for three arguments in four).
//!
//! Invariant: each declared function takes doubles by value and returns
//! a double, reads and writes no memory but its own stack (`lgamma_r`
//! writes the sign through the pointer it is given, not the global
//! `signgam` that `lgamma` sets), and is reentrant, so calling it from any
//! thread at any time is sound.

unsafe extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn tgamma(x: f64) -> f64;
    fn lgamma_r(x: f64, sign: *mut i32) -> f64;
}

/// The C library's `erf(x)`.
pub fn c_erf(x: f64) -> f64 {
    // SAFETY: a pure, reentrant function of a double (module invariant).
    unsafe { erf(x) }
}

/// The C library's `erfc(x)`.
pub fn c_erfc(x: f64) -> f64 {
    // SAFETY: a pure, reentrant function of a double (module invariant).
    unsafe { erfc(x) }
}

/// The C library's `tgamma(x)`.
pub fn c_tgamma(x: f64) -> f64 {
    // SAFETY: a pure, reentrant function of a double (module invariant).
    unsafe { tgamma(x) }
}

/// The C library's `lgamma(x)` (through `lgamma_r`, which leaves the
/// global `signgam` alone).
pub fn c_lgamma(x: f64) -> f64 {
    let mut sign = 0i32;
    // SAFETY: `sign` is a live local the function writes once; otherwise
    // pure and reentrant (module invariant).
    unsafe { lgamma_r(x, &mut sign) }
}
