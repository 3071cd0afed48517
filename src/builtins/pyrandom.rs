//! Python's `random` module as CPython 3.11 computes it: MT19937 seeded by
//! `init_by_array` over the seed's 32-bit words, `random()` from 53 bits,
//! integers by `getrandbits` with rejection (`_randbelow`), and the
//! sequence and distribution functions written on top exactly as
//! `random.py` writes them — so `random.seed(42)` followed by any of them
//! prints what CPython (and so compiled Cython) prints.

use super::nprandom::Mt;
use super::{arity, no_more_kw, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops::{iterate_to_vec, to_f64};
use crate::eval::value::Value;
use parking_lot::Mutex;

/// The module's one generator and `gauss`'s cached second deviate.
struct PyRng {
    mt: Mt,
    gauss_next: Option<f64>,
}

static STATE: Mutex<Option<PyRng>> = Mutex::new(None);

/// Runs `g` on the generator, seeding it from the clock on first use (as
/// CPython seeds from the OS).
fn with_rng<R>(g: impl FnOnce(&mut PyRng) -> R) -> R {
    let mut s = STATE.lock();
    let rng = s.get_or_insert_with(|| {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(5489, |d| d.as_nanos());
        PyRng {
            mt: Mt::by_array(&[t as u32, (t >> 32) as u32, (t >> 64) as u32]),
            gauss_next: None,
        }
    });
    g(rng)
}

fn random01() -> f64 {
    with_rng(|r| r.mt.next_double())
}

/// `getrandbits(k)` for `k <= 64`: whole words least significant first,
/// the last one shifted down to the bits it keeps.
fn bits(mt: &mut Mt, k: u32) -> u64 {
    if k <= 32 {
        return (mt.next_u32() >> (32 - k)) as u64;
    }
    let lo = mt.next_u32() as u64;
    let hi = (mt.next_u32() >> (64 - k)) as u64;
    lo | (hi << 32)
}

/// `_randbelow(n)`, `n > 0`: `n.bit_length()` random bits until below `n`.
fn below(n: u64) -> u64 {
    let k = 64 - n.leading_zeros();
    with_rng(|r| {
        loop {
            let v = bits(&mut r.mt, k);
            if v < n {
                return v;
            }
        }
    })
}

pub fn seed(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("seed", &args, 0, 2)?;
    let a = args.into_iter().next().or_else(|| take_kw(&mut kw, "a"));
    no_more_kw("seed", &kw)?;
    let n: u64 = match a {
        None | Some(Value::None) => {
            *STATE.lock() = None;
            return Ok(Value::None);
        }
        Some(Value::Int(i)) => i.unsigned_abs(),
        Some(Value::Bool(b)) => b as u64,
        Some(Value::BigInt(b)) => {
            let words = b.magnitude().to_u32_digits();
            *STATE.lock() = Some(PyRng {
                mt: Mt::by_array(&words),
                gauss_next: None,
            });
            return Ok(Value::None);
        }
        Some(other) => {
            return Err(not_implemented(format!(
                "arr seeds random with an int only, not '{}'",
                other.type_name()
            )));
        }
    };
    let words: Vec<u32> = if n >> 32 == 0 {
        vec![n as u32]
    } else {
        vec![n as u32, (n >> 32) as u32]
    };
    *STATE.lock() = Some(PyRng {
        mt: Mt::by_array(&words),
        gauss_next: None,
    });
    Ok(Value::None)
}

fn not_implemented(msg: String) -> Box<Exc> {
    new_exc("NotImplementedError", &msg)
}

pub fn random(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("random", &args, 0, 0)?;
    Ok(Value::Float(random01()))
}

pub fn getrandbits(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("getrandbits", &args, 1, 1)?;
    let k = int_arg(&args[0], "getrandbits")?;
    if k < 0 {
        return Err(value_error("number of bits must be non-negative"));
    }
    if k == 0 {
        return Ok(Value::Int(0));
    }
    if k <= 63 {
        return Ok(Value::Int(with_rng(|r| bits(&mut r.mt, k as u32)) as i64));
    }
    let words: Vec<u32> = with_rng(|r| {
        let mut left = k;
        let mut out = Vec::new();
        while left > 0 {
            let w = r.mt.next_u32();
            out.push(if left < 32 { w >> (32 - left) } else { w });
            left -= 32;
        }
        out
    });
    let big = num_bigint::BigInt::from(num_bigint::BigUint::new(words));
    Ok(crate::eval::bigint::norm(big))
}

/// An integer argument; an integral float is taken as Python 3.11 takes
/// it (with a deprecation warning there), any other float refused.
fn int_arg(v: &Value, what: &str) -> Res<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::Float(x) if x.fract() == 0.0 && x.abs() < 9.2e18 => Ok(*x as i64),
        Value::Float(_) => Err(value_error(format!("non-integer arg 1 for {what}()"))),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

fn randrange_of(start: i64, stop: Option<i64>, step: i64) -> Res<i64> {
    let Some(stop) = stop else {
        if start > 0 {
            return Ok(below(start as u64) as i64);
        }
        return Err(value_error("empty range for randrange()"));
    };
    let width = stop as i128 - start as i128;
    if step == 1 {
        if width > 0 {
            return Ok((start as i128 + below(width as u64) as i128) as i64);
        }
        return Err(value_error(format!(
            "empty range for randrange() ({start}, {stop}, {width})"
        )));
    }
    let st = step as i128;
    let n = match step {
        0 => return Err(value_error("zero step for randrange()")),
        s if s > 0 => (width + st - 1).div_euclid(st),
        _ => {
            let (q, r) = ((width + st + 1) / st, (width + st + 1) % st);
            // Python's floor division by a negative step.
            if r != 0 && (r < 0) != (st < 0) {
                q - 1
            } else {
                q
            }
        }
    };
    if n <= 0 {
        return Err(value_error("empty range for randrange()"));
    }
    Ok((start as i128 + st * below(n as u64) as i128) as i64)
}

pub fn randrange(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("randrange", &args, 1, 3)?;
    let start = int_arg(&args[0], "randrange")?;
    let stop = args.get(1).map(|v| int_arg(v, "randrange")).transpose()?;
    let step = match args.get(2) {
        Some(_) if stop.is_none() => {
            return Err(type_error("Missing a non-None stop argument"));
        }
        Some(v) => int_arg(v, "randrange")?,
        None => 1,
    };
    Ok(Value::Int(randrange_of(start, stop, step)?))
}

pub fn randint(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("randint", &args, 2, 2)?;
    let (a, b) = (
        int_arg(&args[0], "randrange")?,
        int_arg(&args[1], "randrange")?,
    );
    Ok(Value::Int(randrange_of(a, Some(b.saturating_add(1)), 1)?))
}

pub fn uniform(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("uniform", &args, 2, 2)?;
    let (a, b) = (to_f64(&args[0])?, to_f64(&args[1])?);
    Ok(Value::Float(a + (b - a) * random01()))
}

/// The items of a sequence argument (a set or dict is refused, as
/// `sample` refuses them).
fn sequence(v: &Value) -> Res<Vec<Value>> {
    match v {
        Value::Set(_) | Value::Dict(_) => Err(type_error(
            "Population must be a sequence.  For dicts or sets, use sorted(d).",
        )),
        other => iterate_to_vec(other),
    }
}

pub fn choice(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("choice", &args, 1, 1)?;
    let items = iterate_to_vec(&args[0])?;
    if items.is_empty() {
        return Err(index_error("Cannot choose from an empty sequence"));
    }
    Ok(items[below(items.len() as u64) as usize].clone())
}

pub fn shuffle(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("shuffle", &args, 1, 1)?;
    let Value::List(l) = &args[0] else {
        return Err(type_error(format!(
            "'{}' object does not support item assignment",
            args[0].type_name()
        )));
    };
    let n = l.lock().len();
    for i in (1..n).rev() {
        let j = below(i as u64 + 1) as usize;
        let mut v = l.lock();
        if i < v.len() && j < v.len() {
            v.swap(i, j);
        }
    }
    Ok(Value::None)
}

pub fn sample(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("sample", &args, 1, 2)?;
    let k = args.get(1).cloned().or_else(|| take_kw(&mut kw, "k"));
    no_more_kw("sample", &kw)?;
    let Some(k) = k else {
        return Err(type_error(
            "Random.sample() missing 1 required keyword-only argument: 'k'",
        ));
    };
    let pop = sequence(&args[0])?;
    let (n, k) = (pop.len(), int_arg(&k, "sample")?);
    if k < 0 || k as usize > n {
        return Err(value_error("Sample larger than population or is negative"));
    }
    let k = k as usize;
    let mut setsize = 21usize;
    if k > 5 {
        let e = ((k * 3) as f64).ln() / 4f64.ln();
        setsize += 4usize.saturating_pow(e.ceil() as u32);
    }
    let mut out = Vec::with_capacity(k);
    if n <= setsize {
        let mut pool = pop;
        for i in 0..k {
            let j = below((n - i) as u64) as usize;
            out.push(pool[j].clone());
            pool[j] = pool[n - i - 1].clone();
        }
    } else {
        let mut taken = std::collections::HashSet::new();
        for _ in 0..k {
            let mut j = below(n as u64) as usize;
            while taken.contains(&j) {
                j = below(n as u64) as usize;
            }
            taken.insert(j);
            out.push(pop[j].clone());
        }
    }
    Ok(Value::list(out))
}

pub fn choices(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("choices", &args, 1, 2)?;
    let weights = args.get(1).cloned().or_else(|| take_kw(&mut kw, "weights"));
    let cum = take_kw(&mut kw, "cum_weights");
    let k = match take_kw(&mut kw, "k") {
        Some(v) => int_arg(&v, "choices")?.max(0) as usize,
        None => 1,
    };
    no_more_kw("choices", &kw)?;
    let pop = sequence(&args[0])?;
    let n = pop.len();
    let weights = weights.filter(|w| !matches!(w, Value::None));
    let cum = cum.filter(|w| !matches!(w, Value::None));
    let cum: Vec<f64> = match (weights, cum) {
        (None, None) => {
            let nf = n as f64;
            let out = (0..k)
                .map(|_| {
                    let i = (random01() * nf).floor() as usize;
                    pop.get(i)
                        .cloned()
                        .ok_or_else(|| index_error("Cannot choose from an empty sequence"))
                })
                .collect::<Res<Vec<_>>>()?;
            return Ok(Value::list(out));
        }
        (Some(_), Some(_)) => {
            return Err(type_error(
                "Cannot specify both weights and cumulative weights",
            ));
        }
        (Some(w), None) => {
            let mut acc = 0.0;
            iterate_to_vec(&w)?
                .iter()
                .map(|x| {
                    acc += to_f64(x)?;
                    Ok(acc)
                })
                .collect::<Res<_>>()?
        }
        (None, Some(c)) => iterate_to_vec(&c)?.iter().map(to_f64).collect::<Res<_>>()?,
    };
    if cum.len() != n {
        return Err(value_error(
            "The number of weights does not match the population",
        ));
    }
    let total = cum.last().copied().unwrap_or(0.0);
    if total <= 0.0 {
        return Err(value_error("Total of weights must be greater than zero"));
    }
    if !total.is_finite() {
        return Err(value_error("Total of weights must be finite"));
    }
    let hi = n - 1;
    let out = (0..k)
        .map(|_| {
            let x = random01() * total;
            // bisect_right(cum, x, 0, hi)
            let i = cum[..hi].partition_point(|c| *c <= x);
            pop[i].clone()
        })
        .collect();
    Ok(Value::list(out))
}

fn mu_sigma(args: &[Value], kw: &mut Kwargs, what: &str) -> Res<(f64, f64)> {
    arity(what, args, 0, 2)?;
    let mu = args.first().cloned().or_else(|| take_kw(kw, "mu"));
    let sigma = args.get(1).cloned().or_else(|| take_kw(kw, "sigma"));
    no_more_kw(what, kw)?;
    Ok((
        mu.as_ref().map(to_f64).transpose()?.unwrap_or(0.0),
        sigma.as_ref().map(to_f64).transpose()?.unwrap_or(1.0),
    ))
}

pub fn gauss(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let (mu, sigma) = mu_sigma(&args, &mut kw, "gauss")?;
    let z = with_rng(|r| match r.gauss_next.take() {
        Some(z) => z,
        None => {
            let x2pi = r.mt.next_double() * std::f64::consts::TAU;
            let g2rad = (-2.0 * (1.0 - r.mt.next_double()).ln()).sqrt();
            r.gauss_next = Some(x2pi.sin() * g2rad);
            x2pi.cos() * g2rad
        }
    });
    Ok(Value::Float(mu + z * sigma))
}

pub fn normalvariate(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let (mu, sigma) = mu_sigma(&args, &mut kw, "normalvariate")?;
    let magic = 4.0 * (-0.5f64).exp() / 2f64.sqrt();
    let z = with_rng(|r| {
        loop {
            let u1 = r.mt.next_double();
            let u2 = 1.0 - r.mt.next_double();
            let z = magic * (u1 - 0.5) / u2;
            if z * z / 4.0 <= -u2.ln() {
                return z;
            }
        }
    });
    Ok(Value::Float(mu + z * sigma))
}

pub fn expovariate(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("expovariate", &args, 1, 1)?;
    let l = to_f64(&args[0])?;
    if l == 0.0 {
        return Err(zero_div("float division by zero"));
    }
    Ok(Value::Float(-(1.0 - random01()).ln() / l))
}
