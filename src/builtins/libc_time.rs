//! `libc.time`: `time`, `clock`, `difftime` and `CLOCKS_PER_SEC`, the
//! timing a Cython kernel does without Python's `time` module.

use super::Builtin;
use super::libc_string::args_before_line;
use crate::array::{DType, Scalar};
use crate::eval::exc::*;
use crate::eval::memory;
use crate::eval::value::Value;

/// `CLOCKS_PER_SEC` as POSIX fixes it.
pub const CLOCKS_PER_SEC: i64 = 1_000_000;

/// Seconds since the epoch, as C's `time_t`.
fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// `clock()`: the process's time in `CLOCKS_PER_SEC` ticks. arr counts
/// from the first call on a monotonic clock, so a script single-threaded
/// on the CPU reads what C's processor time would show; only differences
/// of two readings mean anything, in C too.
fn clock() -> i64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let start = START.get_or_init(std::time::Instant::now);
    start.elapsed().as_micros() as i64
}

fn seconds(v: &Value) -> Res<f64> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::Float(x) => Ok(*x),
        Value::Bool(b) => Ok(f64::from(u8::from(*b))),
        other => Err(type_error(format!(
            "an integer is required, not {}",
            other.type_name()
        ))),
    }
}

pub const TABLE: &[Builtin] = &[
    b!(
        "libc.time.time",
        "time(tloc): seconds since the epoch, also stored through tloc unless it is NULL",
        |_, a, _| {
            let a = args_before_line("time", &a, 1)?;
            let t = now();
            let p = memory::ptr_of(&a[0])?;
            if p.block.is_some() {
                memory::store(p, DType::I64, 0, Scalar::Int(t))?;
            }
            Ok(Value::Int(t))
        }
    ),
    b!(
        "libc.time.clock",
        "clock(): the process's time in CLOCKS_PER_SEC ticks",
        |_, a, _| {
            args_before_line("clock", &a, 0)?;
            Ok(Value::Int(clock()))
        }
    ),
    b!(
        "libc.time.difftime",
        "difftime(end, start): end - start in seconds, as a double",
        |_, a, _| {
            let a = args_before_line("difftime", &a, 2)?;
            Ok(Value::Float(seconds(&a[0])? - seconds(&a[1])?))
        }
    ),
];
