//! `np.random`'s legacy global generator (`RandomState`): MT19937 seeded as
//! NumPy seeds it, and the draws a seeded program prints — `seed`,
//! `random`/`random_sample`/`rand`, `randint`, `uniform`, `normal`,
//! `randn`, `standard_normal` — bit for bit what NumPy gives, so a kernel
//! fed `np.random.seed(0); a = np.random.rand(n)` prints NumPy's numbers.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, shape_arg, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use parking_lot::Mutex;
use std::sync::Arc;

const N: usize = 624;

/// MT19937's state with NumPy's cached second normal deviate.
pub(super) struct Mt {
    key: [u32; N],
    pos: usize,
    gauss: Option<f64>,
}

impl Mt {
    /// NumPy's `mt19937_seed` (the reference `init_genrand`).
    pub(super) fn seeded(seed: u32) -> Mt {
        let mut key = [0u32; N];
        let mut s = seed;
        for (pos, k) in key.iter_mut().enumerate() {
            *k = s;
            s = 1812433253u32
                .wrapping_mul(s ^ (s >> 30))
                .wrapping_add(pos as u32 + 1);
        }
        Mt {
            key,
            pos: N,
            gauss: None,
        }
    }

    /// The reference `init_by_array`, which CPython's `random.seed(n)`
    /// feeds with `abs(n)` in 32-bit words, least significant first.
    pub(super) fn by_array(words: &[u32]) -> Mt {
        let mut mt = Mt::seeded(19650218);
        let key = &mut mt.key;
        let (mut i, mut j) = (1usize, 0usize);
        let len = words.len().max(1);
        for _ in 0..N.max(len) {
            let prev = key[i - 1] ^ (key[i - 1] >> 30);
            key[i] = (key[i] ^ prev.wrapping_mul(1664525))
                .wrapping_add(words.get(j).copied().unwrap_or(0))
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                key[0] = key[N - 1];
                i = 1;
            }
            if j >= len {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = key[i - 1] ^ (key[i - 1] >> 30);
            key[i] = (key[i] ^ prev.wrapping_mul(1566083941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                key[0] = key[N - 1];
                i = 1;
            }
        }
        key[0] = 0x8000_0000;
        mt
    }

    fn generate(&mut self) {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        const MATRIX: u32 = 0x9908_b0df;
        for i in 0..N {
            let y = (self.key[i] & UPPER) | (self.key[(i + 1) % N] & LOWER);
            let mag = if y & 1 == 1 { MATRIX } else { 0 };
            self.key[i] = self.key[(i + 397) % N] ^ (y >> 1) ^ mag;
        }
        self.pos = 0;
    }

    pub(super) fn next_u32(&mut self) -> u32 {
        if self.pos == N {
            self.generate();
        }
        let mut y = self.key[self.pos];
        self.pos += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    fn next_u64(&mut self) -> u64 {
        let hi = self.next_u32() as u64;
        (hi << 32) | self.next_u32() as u64
    }

    /// A double in [0, 1) from 53 random bits.
    pub(super) fn next_double(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67108864.0 + b) / 9007199254740992.0
    }

    /// `legacy_gauss`: the polar method, keeping the second deviate.
    fn gauss(&mut self) -> f64 {
        if let Some(g) = self.gauss.take() {
            return g;
        }
        loop {
            let x1 = 2.0 * self.next_double() - 1.0;
            let x2 = 2.0 * self.next_double() - 1.0;
            let r2 = x1 * x1 + x2 * x2;
            if r2 < 1.0 && r2 != 0.0 {
                let f = (-2.0 * r2.ln() / r2).sqrt();
                self.gauss = Some(f * x1);
                return f * x2;
            }
        }
    }

    /// A value in `0..=rng` by NumPy's masked rejection (legacy `randint`).
    pub(super) fn bounded(&mut self, rng: u64) -> u64 {
        if rng == 0 {
            return 0;
        }
        let mut mask = rng;
        for sh in [1, 2, 4, 8, 16, 32] {
            mask |= mask >> sh;
        }
        if rng <= 0xffff_ffff {
            if rng == 0xffff_ffff {
                return self.next_u32() as u64;
            }
            loop {
                let v = (self.next_u32() as u64) & mask;
                if v <= rng {
                    return v;
                }
            }
        }
        if rng == u64::MAX {
            return self.next_u64();
        }
        loop {
            let v = self.next_u64() & mask;
            if v <= rng {
                return v;
            }
        }
    }
}

/// The global generator, seeded from the clock until `seed` is called.
static STATE: Mutex<Option<Mt>> = Mutex::new(None);

std::thread_local! {
    /// The generator of the `RandomState` whose method is running on this
    /// thread (see `nprandom_state.rs`), used instead of the global one.
    pub(super) static OVERRIDE: std::cell::RefCell<Option<Mt>> =
        const { std::cell::RefCell::new(None) };
}

pub(super) fn with_state<T>(f: impl FnOnce(&mut Mt) -> T) -> T {
    let mut own = OVERRIDE.with(|o| o.borrow_mut().take());
    if let Some(mt) = own.as_mut() {
        let r = f(mt);
        OVERRIDE.with(|o| *o.borrow_mut() = own);
        return r;
    }
    let mut g = STATE.lock();
    let mt = g.get_or_insert_with(clock_seeded);
    f(mt)
}

/// `size=` (or the shape arguments of `rand`/`randn`): None for a scalar.
pub(super) fn size_of(v: Option<Value>) -> Res<Option<Vec<usize>>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => shape_arg(std::slice::from_ref(&v)).map(Some),
    }
}

/// The number of elements of `shape`.
pub(super) fn count(shape: &[usize]) -> Res<usize> {
    shape
        .iter()
        .try_fold(1usize, |a, d| a.checked_mul(*d))
        .ok_or_else(|| memory_error("array is too big"))
}

/// `n` draws as a float64 array of `shape`, or one Python float.
fn floats(shape: Option<Vec<usize>>, mut draw: impl FnMut(&mut Mt) -> f64) -> Res<Value> {
    match shape {
        None => Ok(Value::Float(with_state(|m| draw(m)))),
        Some(shape) => {
            let n = count(&shape)?;
            let vals: Vec<Scalar> =
                with_state(|m| (0..n).map(|_| Scalar::Float(draw(m))).collect());
            Ok(Value::Array(Arc::new(from_scalars(
                &vals,
                DType::F64,
                &shape,
            )?)))
        }
    }
}

/// A distribution's parameters, each a number or an array: as NumPy's
/// `cont` takes them, arrays are broadcast against each other (or to
/// `size`) and one value is drawn per element of the result, in C order.
pub(super) struct Params {
    /// Each parameter's values over the result (one when it is a number).
    cols: Vec<Vec<f64>>,
    pub(super) shape: Option<Vec<usize>>,
}

impl Params {
    pub(super) fn new(given: Vec<(Option<Value>, f64)>, size: Option<Vec<usize>>) -> Res<Params> {
        let mut arrays = Vec::new();
        let mut cols = Vec::new();
        // NumPy broadcasts a result array of `size` (when given) with every
        // parameter, numbers included as 0-d operands.
        let mut shapes: Vec<Vec<usize>> = size.iter().cloned().collect();
        for (v, default) in given {
            match v {
                Some(v @ (Value::List(_) | Value::Tuple(_) | Value::Array(_))) => {
                    let a = crate::eval::arrays::to_array(&v, None)?;
                    shapes.push(a.shape.clone());
                    arrays.push((cols.len(), a));
                    cols.push(Vec::new());
                }
                v => {
                    shapes.push(Vec::new());
                    cols.push(vec![float_arg(v.as_ref(), default)?]);
                }
            }
        }
        if arrays.is_empty() {
            return Ok(Params { cols, shape: size });
        }
        let shapes: Vec<&[usize]> = shapes.iter().map(Vec::as_slice).collect();
        let common = crate::eval::arrays::broadcast_shapes(&shapes)?;
        let shape = match &size {
            Some(s) if *s != common => {
                return Err(value_error(format!(
                    "Output size {} is not compatible with broadcast dimensions of inputs {}.",
                    crate::array::view::shape_str(s),
                    crate::array::view::shape_str(&common)
                )));
            }
            _ => common,
        };
        for (k, a) in &arrays {
            let b = crate::eval::arrays::broadcast_to(a, &shape)
                .map_err(crate::eval::arrays::array_err)?;
            cols[*k] = b.values().iter().map(|v| v.as_f64()).collect();
        }
        Ok(Params {
            cols,
            shape: Some(shape),
        })
    }

    /// Adds `hi - lo` as a parameter of its own (one value when both are
    /// numbers); its index.
    pub(super) fn push_difference(&mut self, hi: usize, lo: usize) -> usize {
        let width = self.cols.iter().map(Vec::len).max().unwrap_or(1);
        let diff = (0..width)
            .map(|i| self.at(hi, i) - self.at(lo, i))
            .collect();
        self.cols.push(diff);
        self.cols.len() - 1
    }

    /// Parameter `k` for element `i`.
    pub(super) fn at(&self, k: usize, i: usize) -> f64 {
        let c = &self.cols[k];
        if c.len() == 1 { c[0] } else { c[i] }
    }

    pub(super) fn all(&self, k: usize, ok: impl Fn(f64) -> bool) -> bool {
        self.cols[k].iter().all(|&x| ok(x))
    }
}

pub(super) fn float_arg(v: Option<&Value>, default: f64) -> Res<f64> {
    match v {
        None => Ok(default),
        Some(v) => Ok(value_scalar(v)?.as_f64()),
    }
}

/// Positional argument `i`, or keyword `name`.
pub(super) fn arg(args: &[Value], kw: &mut Kwargs, i: usize, name: &str) -> Option<Value> {
    take_kw(kw, name).or_else(|| args.get(i).cloned())
}

fn seed(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    *STATE.lock() = seeded_from(args, kw)?;
    Ok(Value::None)
}

/// The generator `seed(s)` asks for; `None` for one seeded from the clock.
pub(super) fn seeded_from(args: Vec<Value>, mut kw: Kwargs) -> Res<Option<Mt>> {
    arity("seed", &args, 0, 1)?;
    let s = arg(&args, &mut kw, 0, "seed");
    no_more_kw("seed", &kw)?;
    Ok(match s {
        None | Some(Value::None) => None,
        Some(Value::Int(i)) if (0..=u32::MAX as i64).contains(&i) => Some(Mt::seeded(i as u32)),
        Some(Value::Int(_)) => return Err(value_error("Seed must be between 0 and 2**32 - 1")),
        Some(other) => {
            return Err(type_error(format!(
                "arr seeds np.random with an int only, not '{}'",
                other.type_name()
            )));
        }
    })
}

/// A generator seeded from the clock.
pub(super) fn clock_seeded() -> Mt {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(5489, |d| d.as_nanos() as u32);
    Mt::seeded(t)
}

pub(super) fn random(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("random", &args, 0, 1)?;
    let size = size_of(arg(&args, &mut kw, 0, "size"))?;
    no_more_kw("random", &kw)?;
    floats(size, Mt::next_double)
}

pub(super) fn rand(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    no_more_kw("rand", &kw)?;
    let shape = (!args.is_empty()).then(|| shape_arg(&args)).transpose()?;
    floats(shape, Mt::next_double)
}

pub(super) fn randn(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    no_more_kw("randn", &kw)?;
    let shape = (!args.is_empty()).then(|| shape_arg(&args)).transpose()?;
    floats(shape, Mt::gauss)
}

pub(super) fn standard_normal(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("standard_normal", &args, 0, 1)?;
    let size = size_of(arg(&args, &mut kw, 0, "size"))?;
    no_more_kw("standard_normal", &kw)?;
    floats(size, Mt::gauss)
}

pub(super) fn uniform(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("uniform", &args, 0, 3)?;
    let low = arg(&args, &mut kw, 0, "low");
    let high = arg(&args, &mut kw, 1, "high");
    let size = size_of(arg(&args, &mut kw, 2, "size"))?;
    no_more_kw("uniform", &kw)?;
    let mut p = Params::new(vec![(low, 0.0), (high, 1.0)], size)?;
    let range = p.push_difference(1, 0);
    if !p.all(range, f64::is_finite) {
        return Err(overflow("Range exceeds valid bounds"));
    }
    let mut i = 0;
    floats(p.shape.clone(), |m| {
        let v = p.at(0, i) + p.at(range, i) * m.next_double();
        i += 1;
        v
    })
}

pub(super) fn normal(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("normal", &args, 0, 3)?;
    let loc = arg(&args, &mut kw, 0, "loc");
    let scale = arg(&args, &mut kw, 1, "scale");
    let size = size_of(arg(&args, &mut kw, 2, "size"))?;
    no_more_kw("normal", &kw)?;
    let p = Params::new(vec![(loc, 0.0), (scale, 1.0)], size)?;
    if !p.all(1, |s| s >= 0.0) {
        return Err(value_error("scale < 0"));
    }
    let mut i = 0;
    floats(p.shape.clone(), |m| {
        let v = p.at(0, i) + p.at(1, i) * m.gauss();
        i += 1;
        v
    })
}

/// The `low`/`high` arguments of `randint`/`integers` as NumPy reads them
/// (a lone bound is the high end), after checking `dtype=` asks for
/// int64, the only type arr draws.
pub(super) fn int_bounds(
    name: &str,
    low: Option<Value>,
    high: Option<Value>,
    kw: &mut Kwargs,
) -> Res<(i64, i64)> {
    let int = |v: Option<Value>| -> Res<Option<i64>> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(Value::Int(i)) => Ok(Some(i)),
            Some(Value::Bool(b)) => Ok(Some(b as i64)),
            Some(other) => Err(type_error(format!(
                "{name}'s bounds must be ints, not '{}'",
                other.type_name()
            ))),
        }
    };
    let (low, high) = (int(low)?, int(high)?);
    if let Some(d) = take_kw(kw, "dtype")
        && crate::eval::arrays::parse_dtype(&d)? != DType::I64
    {
        return Err(type_error(format!("arr's {name} makes int64 values only")));
    }
    match (low, high) {
        (Some(h), None) => Ok((0, h)),
        (Some(l), Some(h)) => Ok((l, h)),
        _ => Err(type_error(format!(
            "{name}() missing required argument 'low'"
        ))),
    }
}

pub(super) fn randint(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("randint", &args, 1, 4)?;
    let (low, high) = (
        arg(&args, &mut kw, 0, "low"),
        arg(&args, &mut kw, 1, "high"),
    );
    let size = size_of(arg(&args, &mut kw, 2, "size"))?;
    let (low, high) = int_bounds("randint", low, high, &mut kw)?;
    no_more_kw("randint", &kw)?;
    if low >= high {
        return Err(value_error("low >= high"));
    }
    let rng = (high as i128 - low as i128 - 1) as u64;
    let draw = |m: &mut Mt| (low as i128 + m.bounded(rng) as i128) as i64;
    match size {
        None => Ok(Value::Int(with_state(draw))),
        Some(shape) => {
            let n = count(&shape)?;
            let vals: Vec<Scalar> = with_state(|m| (0..n).map(|_| Scalar::Int(draw(m))).collect());
            Ok(Value::Array(Arc::new(from_scalars(
                &vals,
                DType::I64,
                &shape,
            )?)))
        }
    }
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.random.seed",
        "np.random.seed(s): seeds the legacy global generator (MT19937) as NumPy does",
        seed
    ),
    b!(
        "numpy.random.random",
        "np.random.random(size=None): floats in [0, 1), NumPy's legacy stream",
        random
    ),
    b!(
        "numpy.random.random_sample",
        "np.random.random_sample(size=None): floats in [0, 1)",
        random
    ),
    b!(
        "numpy.random.rand",
        "np.random.rand(d0, d1, …): floats in [0, 1) of that shape",
        rand
    ),
    b!(
        "numpy.random.randn",
        "np.random.randn(d0, d1, …): standard normal deviates of that shape",
        randn
    ),
    b!(
        "numpy.random.standard_normal",
        "np.random.standard_normal(size=None): standard normal deviates",
        standard_normal
    ),
    b!(
        "numpy.random.normal",
        "np.random.normal(loc=0.0, scale=1.0, size=None): normal deviates",
        normal
    ),
    b!(
        "numpy.random.uniform",
        "np.random.uniform(low=0.0, high=1.0, size=None): uniform floats",
        uniform
    ),
    b!(
        "numpy.random.randint",
        "np.random.randint(low, high=None, size=None): int64s in [low, high)",
        randint
    ),
];
