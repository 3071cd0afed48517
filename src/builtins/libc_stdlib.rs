//! `libc.stdlib` beyond memory: `rand`/`srand` with glibc's generator (so
//! a Monte Carlo kernel draws the numbers compiled Cython draws), `abort`,
//! `exit`, `atoi`/`atol`/`atof`.

use super::{Builtin, arity};
use crate::eval::exc::*;
use crate::eval::value::Value;
use parking_lot::Mutex;

/// glibc's `random()` state in its default TYPE_3 form: an additive
/// lagged Fibonacci generator over 31 words, `r[i] = r[i-3] + r[i-31]`,
/// giving `r[i] >> 1`. `front` and `rear` are glibc's `fptr`/`rptr`.
struct GlibcRand {
    state: [i32; 31],
    front: usize,
    rear: usize,
}

impl GlibcRand {
    /// `srand(seed)`: glibc's seeding (Park–Miller by Schrage's method),
    /// then 310 draws discarded.
    fn seeded(seed: u32) -> GlibcRand {
        let mut state = [0i32; 31];
        let mut word = i64::from(if seed == 0 { 1 } else { seed as i32 });
        state[0] = word as i32;
        for slot in state.iter_mut().skip(1) {
            let (hi, lo) = (word / 127_773, word % 127_773);
            word = 16_807 * lo - 2_836 * hi;
            if word < 0 {
                word += 2_147_483_647;
            }
            *slot = word as i32;
        }
        let mut g = GlibcRand {
            state,
            front: 3,
            rear: 0,
        };
        for _ in 0..310 {
            g.next();
        }
        g
    }

    fn next(&mut self) -> i32 {
        let v = self.state[self.front].wrapping_add(self.state[self.rear]);
        self.state[self.front] = v;
        self.front += 1;
        self.rear += 1;
        if self.front >= 31 {
            self.front = 0;
        } else if self.rear >= 31 {
            self.rear = 0;
        }
        ((v as u32) >> 1) as i32
    }
}

/// The process's generator: glibc seeds it with 1 until `srand` runs.
static RAND: Mutex<Option<GlibcRand>> = Mutex::new(None);

/// `rand()`: the next number in `0..=RAND_MAX`.
pub fn rand() -> i64 {
    let mut g = RAND.lock();
    i64::from(g.get_or_insert_with(|| GlibcRand::seeded(1)).next())
}

pub const TABLE: &[Builtin] = &[
    b!(
        "libc.stdlib.rand",
        "rand(): glibc's next pseudo-random int",
        |_, a, _| {
            arity("rand", &a, 0, 0)?;
            Ok(Value::Int(rand()))
        }
    ),
    b!(
        "libc.stdlib.srand",
        "srand(seed): restarts rand() from seed",
        |_, a, _| {
            arity("srand", &a, 1, 1)?;
            let seed = match &a[0] {
                Value::Int(i) => *i as u32,
                Value::Bool(b) => u32::from(*b),
                other => {
                    return Err(type_error(format!(
                        "an integer is required, not {}",
                        other.type_name()
                    )));
                }
            };
            *RAND.lock() = Some(GlibcRand::seeded(seed));
            Ok(Value::None)
        }
    ),
    b!(
        "libc.stdlib.abort",
        "abort(): ends the process at once (status 134)",
        |f, a, _| {
            arity("abort", &a, 0, 0)?;
            f.rt.flush();
            eprintln!("Aborted");
            std::process::exit(134)
        }
    ),
    b!(
        "libc.stdlib.exit",
        "exit(status): ends the process",
        |f, a, _| {
            arity("exit", &a, 1, 1)?;
            let code = match &a[0] {
                Value::Int(i) => *i as i32,
                _ => 1,
            };
            f.rt.flush();
            std::process::exit(code)
        }
    ),
    b!(
        "libc.stdlib.atoi",
        "atoi(s): the int a C string starts with",
        |_, a, _| {
            arity("atoi", &a, 1, 1)?;
            Ok(Value::Int(leading_int(&c_text(&a[0])?) as i32 as i64))
        }
    ),
    b!(
        "libc.stdlib.atol",
        "atol(s): the long a C string starts with",
        |_, a, _| {
            arity("atol", &a, 1, 1)?;
            Ok(Value::Int(leading_int(&c_text(&a[0])?)))
        }
    ),
    b!(
        "libc.stdlib.atoll",
        "atoll(s): the long long a C string starts with",
        |_, a, _| {
            arity("atoll", &a, 1, 1)?;
            Ok(Value::Int(leading_int(&c_text(&a[0])?)))
        }
    ),
    b!(
        "libc.stdlib.getenv",
        "getenv(name): the environment variable's value as a char *, or NULL",
        |_, a, _| {
            let a = super::libc_string::args_before_line("getenv", &a, 1)?;
            let name = c_text(&a[0])?;
            match std::env::var_os(&name) {
                Some(v) => {
                    let bytes = v.into_encoded_bytes();
                    crate::eval::memory::char_ptr(&Value::Bytes(bytes.into()))
                }
                None => Ok(crate::eval::memory::null()),
            }
        }
    ),
    b!(
        "libc.stdlib.atof",
        "atof(s): the double a C string starts with",
        |_, a, _| {
            arity("atof", &a, 1, 1)?;
            Ok(Value::Float(leading_float(&c_text(&a[0])?)))
        }
    ),
];

fn c_text(v: &Value) -> Res<String> {
    Ok(String::from_utf8_lossy(&crate::eval::memory::c_string(v)?).into_owned())
}

/// `strtol`'s reading: spaces, a sign, then digits (0 when none).
fn leading_int(s: &str) -> i64 {
    let t = s.trim_start();
    let (neg, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let mut n: i64 = 0;
    for c in digits.bytes().take_while(u8::is_ascii_digit) {
        n = n.saturating_mul(10).saturating_add(i64::from(c - b'0'));
    }
    if neg { -n } else { n }
}

/// `strtod`'s reading of the longest numeric prefix (0.0 when none).
fn leading_float(s: &str) -> f64 {
    super::libc_strto::read_float(s.as_bytes()).0
}
