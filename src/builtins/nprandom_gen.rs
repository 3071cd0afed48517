//! `np.random.default_rng(seed)`: NumPy's `Generator` over PCG64, seeded
//! through `SeedSequence` exactly as NumPy seeds it, so that `random`,
//! `integers` and `uniform` draw NumPy's numbers bit for bit.

use super::nprandom::{Params, arg, size_of};
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use parking_lot::Mutex;
use std::sync::{Arc, OnceLock};

/// `SeedSequence(entropy).generate_state(4, uint64)` for an int seed.
fn seed_state(entropy: u128) -> [u64; 4] {
    const INIT_A: u32 = 0x43b0_d7e5;
    const MULT_A: u32 = 0x931e_8875;
    const INIT_B: u32 = 0x8b51_f9dd;
    const MULT_B: u32 = 0x58f3_8ded;
    const MIX_L: u32 = 0xca01_f9dd;
    const MIX_R: u32 = 0x4973_f715;
    // The seed in 32-bit words, least significant first (0 is one word).
    let mut words = Vec::new();
    let mut n = entropy;
    loop {
        words.push(n as u32);
        n >>= 32;
        if n == 0 {
            break;
        }
    }
    let mut hash = INIT_A;
    let mut hashmix = |v: u32| {
        let mut v = v ^ hash;
        hash = hash.wrapping_mul(MULT_A);
        v = v.wrapping_mul(hash);
        v ^ (v >> 16)
    };
    let mix = |x: u32, y: u32| {
        let r = MIX_L.wrapping_mul(x).wrapping_sub(MIX_R.wrapping_mul(y));
        r ^ (r >> 16)
    };
    let mut pool = [0u32; 4];
    for (i, p) in pool.iter_mut().enumerate() {
        *p = hashmix(words.get(i).copied().unwrap_or(0));
    }
    for src in 0..4 {
        for dst in 0..4 {
            if src != dst {
                let h = hashmix(pool[src]);
                pool[dst] = mix(pool[dst], h);
            }
        }
    }
    for &w in words.iter().skip(4) {
        for p in pool.iter_mut() {
            let h = hashmix(w);
            *p = mix(*p, h);
        }
    }
    let mut hash = INIT_B;
    let mut out32 = [0u32; 8];
    for (i, o) in out32.iter_mut().enumerate() {
        let mut v = pool[i % 4] ^ hash;
        hash = hash.wrapping_mul(MULT_B);
        v = v.wrapping_mul(hash);
        *o = v ^ (v >> 16);
    }
    let mut out = [0u64; 4];
    for (k, o) in out.iter_mut().enumerate() {
        *o = u64::from(out32[2 * k]) | (u64::from(out32[2 * k + 1]) << 32);
    }
    out
}

/// PCG64 (XSL-RR output over a 128-bit LCG) with NumPy's buffered 32-bit
/// half-words.
struct Pcg64 {
    state: u128,
    inc: u128,
    half: Option<u32>,
}

const MULT: u128 = (2_549_297_995_355_413_924u128 << 64) | 4_865_540_595_714_422_341u128;

impl Pcg64 {
    fn seeded(seed: u128) -> Pcg64 {
        let s = seed_state(seed);
        let init_state = (u128::from(s[0]) << 64) | u128::from(s[1]);
        let init_seq = (u128::from(s[2]) << 64) | u128::from(s[3]);
        let mut g = Pcg64 {
            state: 0,
            inc: (init_seq << 1) | 1,
            half: None,
        };
        g.step();
        g.state = g.state.wrapping_add(init_state);
        g.step();
        g
    }

    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MULT).wrapping_add(self.inc);
    }

    fn next_u64(&mut self) -> u64 {
        self.step();
        let s = self.state;
        (((s >> 64) as u64) ^ (s as u64)).rotate_right((s >> 122) as u32)
    }

    fn next_u32(&mut self) -> u32 {
        if let Some(h) = self.half.take() {
            return h;
        }
        let v = self.next_u64();
        self.half = Some((v >> 32) as u32);
        v as u32
    }

    fn next_double(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }

    /// A value in `0..=max` by masked rejection, as NumPy's
    /// `random_interval` (which `shuffle` and `permutation` use).
    fn interval(&mut self, max: u64) -> u64 {
        if max == 0 {
            return 0;
        }
        let mask = u64::MAX >> max.leading_zeros();
        loop {
            let v = if max <= 0xffff_ffff {
                u64::from(self.next_u32()) & mask
            } else {
                self.next_u64() & mask
            };
            if v <= max {
                return v;
            }
        }
    }

    /// A value in `0..=rng` by Lemire's method, as NumPy's `integers`.
    fn bounded(&mut self, rng: u64) -> u64 {
        if rng == 0 {
            0
        } else if rng < 0xffff_ffff {
            let excl = rng as u32 + 1;
            let mut m = u64::from(self.next_u32()) * u64::from(excl);
            if (m as u32) < excl {
                let threshold = excl.wrapping_neg() % excl;
                while (m as u32) < threshold {
                    m = u64::from(self.next_u32()) * u64::from(excl);
                }
            }
            m >> 32
        } else if rng == 0xffff_ffff {
            u64::from(self.next_u32())
        } else if rng == u64::MAX {
            self.next_u64()
        } else {
            let excl = rng + 1;
            let mut m = u128::from(self.next_u64()) * u128::from(excl);
            if (m as u64) < excl {
                let threshold = excl.wrapping_neg() % excl;
                while (m as u64) < threshold {
                    m = u128::from(self.next_u64()) * u128::from(excl);
                }
            }
            (m >> 64) as u64
        }
    }
}

/// Every Generator's state, by the number its object holds.
static GENERATORS: Mutex<Vec<Pcg64>> = Mutex::new(Vec::new());

const METHODS: &[&str] = &[
    "random",
    "integers",
    "uniform",
    "normal",
    "standard_normal",
    "choice",
    "shuffle",
    "permutation",
];

fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            super::builtin_class(
                "Generator",
                "numpy.random",
                "numpy.random.Generator",
                METHODS,
            )
        })
        .clone()
}

fn default_rng(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("default_rng", &args, 0, 1)?;
    let seed = take_kw(&mut kw, "seed").or_else(|| args.first().cloned());
    no_more_kw("default_rng", &kw)?;
    let seed: u128 = match seed {
        None | Some(Value::None) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
        Some(Value::Int(i)) if i >= 0 => i as u128,
        Some(Value::Int(_)) => {
            return Err(value_error("expected non-negative integer"));
        }
        Some(Value::BigInt(b)) => match num_traits::ToPrimitive::to_u128(&*b) {
            Some(u) => u,
            None if num_traits::Signed::is_negative(&*b) => {
                return Err(value_error("expected non-negative integer"));
            }
            None => return Err(value_error("arr seeds default_rng with at most 128 bits")),
        },
        Some(other) => {
            return Err(type_error(format!(
                "arr seeds default_rng with an int only, not '{}'",
                other.type_name()
            )));
        }
    };
    let id = {
        let mut gens = GENERATORS.lock();
        gens.push(Pcg64::seeded(seed));
        gens.len() - 1
    };
    let inst = Instance::new(class());
    inst.set_attr("_pcg", Value::Int(id as i64));
    Ok(Value::Instance(Arc::new(inst)))
}

/// Runs `draw` `n` times (once for a scalar) on the receiver's generator.
fn draws<T>(args: &mut Vec<Value>, n: usize, mut draw: impl FnMut(&mut Pcg64) -> T) -> Res<Vec<T>> {
    let id = match args.first() {
        Some(Value::Instance(i)) if Arc::ptr_eq(&i.class, &class()) => i.get_attr("_pcg"),
        _ => None,
    };
    let Some(Value::Int(id)) = id else {
        return Err(type_error("a Generator method needs a Generator"));
    };
    args.remove(0);
    let mut gens = GENERATORS.lock();
    let g = gens
        .get_mut(id as usize)
        .ok_or_else(|| type_error("a Generator method needs a Generator"))?;
    Ok((0..n).map(|_| draw(g)).collect())
}

/// How many values `size=` asks for (one when it is absent).
fn count(shape: &Option<Vec<usize>>) -> Res<usize> {
    shape.as_deref().map_or(Ok(1), super::nprandom::count)
}

/// One Python value, or an array of `shape`.
fn result(vals: Vec<Scalar>, dtype: DType, shape: Option<Vec<usize>>) -> Res<Value> {
    match shape {
        None => Ok(match vals.first() {
            Some(Scalar::Float(x)) => Value::Float(*x),
            Some(s) => Value::NpScalar(*s, dtype),
            None => Value::None,
        }),
        Some(shape) => Ok(Value::Array(Arc::new(from_scalars(&vals, dtype, &shape)?))),
    }
}

fn random(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let size = size_of(arg(&args, &mut kw, 1, "size"))?;
    no_more_kw("random", &kw)?;
    let n = count(&size)?;
    let vals = draws(&mut args, n, |g| Scalar::Float(g.next_double()))?;
    result(vals, DType::F64, size)
}

fn uniform(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let low = arg(&args, &mut kw, 1, "low");
    let high = arg(&args, &mut kw, 2, "high");
    let size = size_of(arg(&args, &mut kw, 3, "size"))?;
    no_more_kw("uniform", &kw)?;
    // NumPy subtracts `high - low` first, so two arrays that disagree
    // fail as that subtraction does.
    let array_like =
        |v: &Option<Value>| matches!(v, Some(Value::List(_) | Value::Tuple(_) | Value::Array(_)));
    if let (true, true, Some(l), Some(h)) = (array_like(&low), array_like(&high), &low, &high) {
        let (l, h) = (to_array(l, None)?, to_array(h, None)?);
        crate::eval::arrays::broadcast_pair(&h, &l)?;
    }
    let mut p = Params::new(vec![(low, 0.0), (high, 1.0)], size)?;
    let range = p.push_difference(1, 0);
    if !p.all(range, f64::is_finite) {
        return Err(overflow("high - low range exceeds valid bounds"));
    }
    let n = count(&p.shape)?;
    let mut i = 0;
    let vals = draws(&mut args, n, |g| {
        let v = p.at(0, i) + p.at(range, i) * g.next_double();
        i += 1;
        Scalar::Float(v)
    })?;
    result(vals, DType::F64, p.shape)
}

fn integers(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let (low, high) = (
        arg(&args, &mut kw, 1, "low"),
        arg(&args, &mut kw, 2, "high"),
    );
    let size = size_of(arg(&args, &mut kw, 3, "size"))?;
    let endpoint = take_kw(&mut kw, "endpoint").is_some_and(|v| v.truthy());
    let (low, high) = super::nprandom::int_bounds("integers", low, high, &mut kw)?;
    no_more_kw("integers", &kw)?;
    let top = if endpoint { high } else { high.wrapping_sub(1) };
    if (endpoint && low > high) || (!endpoint && low >= high) {
        return Err(value_error(if endpoint {
            "low > high"
        } else {
            "low >= high"
        }));
    }
    let rng = (top as i128 - low as i128) as u64;
    let n = count(&size)?;
    let vals = draws(&mut args, n, |g| {
        Scalar::Int((low as i128 + g.bounded(rng) as i128) as i64)
    })?;
    result(vals, DType::I64, size)
}

fn gauss(g: &mut Pcg64) -> f64 {
    // Two views of one generator, taken in turn by the ziggurat.
    let g = std::cell::RefCell::new(g);
    super::ziggurat::standard_normal(&mut || g.borrow_mut().next_u64(), &mut || {
        g.borrow_mut().next_double()
    })
}

/// `rng.normal(loc=0.0, scale=1.0, size=None)`.
fn normal(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let loc = arg(&args, &mut kw, 1, "loc");
    let scale = arg(&args, &mut kw, 2, "scale");
    let size = size_of(arg(&args, &mut kw, 3, "size"))?;
    no_more_kw("normal", &kw)?;
    let p = Params::new(vec![(loc, 0.0), (scale, 1.0)], size)?;
    if !p.all(1, |s| s >= 0.0) {
        return Err(value_error("scale < 0"));
    }
    let n = count(&p.shape)?;
    let mut i = 0;
    let vals = draws(&mut args, n, |g| {
        let v = p.at(0, i) + p.at(1, i) * gauss(g);
        i += 1;
        Scalar::Float(v)
    })?;
    result(vals, DType::F64, p.shape)
}

/// `rng.standard_normal(size=None)`.
fn standard_normal(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let size = size_of(arg(&args, &mut kw, 1, "size"))?;
    no_more_kw("standard_normal", &kw)?;
    let n = count(&size)?;
    let vals = draws(&mut args, n, |g| Scalar::Float(gauss(g)))?;
    result(vals, DType::F64, size)
}

/// `rng.choice(a, size=None, replace=True, p=None)` with replacement:
/// indices drawn as `integers(0, len(a))` draws them, or, with `p`, by
/// searching the normalised cumulative `p` for `random()` draws — NumPy's
/// two ways, so a seeded generator picks the same items.
fn choice(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let a = arg(&args, &mut kw, 1, "a")
        .ok_or_else(|| type_error("choice() missing required argument 'a' (pos 1)"))?;
    let size = size_of(arg(&args, &mut kw, 2, "size"))?;
    let replace = arg(&args, &mut kw, 3, "replace").is_none_or(|v| v.truthy());
    let p = arg(&args, &mut kw, 4, "p").filter(|v| !matches!(v, Value::None));
    let _ = arg(&args, &mut kw, 5, "axis").filter(|v| !matches!(v, Value::Int(0)));
    let shuffle = arg(&args, &mut kw, 6, "shuffle").is_none_or(|v| v.truthy());
    no_more_kw("choice", &kw)?;
    if !replace && p.is_some() {
        return Err(new_exc(
            "NotImplementedError",
            "arr's Generator.choice(replace=False) takes no p= yet",
        ));
    }
    let pool = match &a {
        Value::Int(_) => None,
        other => Some(crate::eval::arrays::to_array(other, None)?),
    };
    let n = match (&a, &pool) {
        (Value::Int(n), _) => *n,
        (_, Some(arr)) if arr.ndim() == 1 => arr.shape[0] as i64,
        (_, Some(_)) => {
            return Err(new_exc(
                "NotImplementedError",
                "arr's Generator.choice picks from a 1-D array only",
            ));
        }
        _ => 0,
    };
    let want = count(&size)?;
    if n <= 0 && want > 0 {
        return Err(value_error(if pool.is_some() {
            "a cannot be empty unless no samples are taken"
        } else {
            "a must be a positive integer unless no samples are taken"
        }));
    }
    let idx: Vec<i64> = match p {
        None if !replace => {
            if want as i64 > n {
                return Err(value_error(
                    "Cannot take a larger sample than population when replace is False",
                ));
            }
            draws(&mut args, 1, |g| distinct_picks(g, n, want as i64, shuffle))?
                .pop()
                .unwrap_or_default()
        }
        None => draws(&mut args, want, |g| g.bounded((n - 1) as u64) as i64)?,
        Some(p) => {
            let p: Vec<f64> = crate::eval::arrays::to_array(&p, None)?
                .values()
                .iter()
                .map(|s| s.as_f64())
                .collect();
            if p.len() as i64 != n {
                return Err(value_error("a and p must have same size"));
            }
            if p.iter().any(|x| *x < 0.0) {
                return Err(value_error("probabilities are not non-negative"));
            }
            let mut cdf = Vec::with_capacity(p.len());
            let mut acc = 0.0;
            for x in &p {
                acc += x;
                cdf.push(acc);
            }
            if (acc - 1.0).abs() > f64::EPSILON.sqrt() {
                return Err(value_error(
                    "Probabilities do not sum to 1. See Notes section of docstring for more information.",
                ));
            }
            cdf.iter_mut().for_each(|c| *c /= acc);
            draws(&mut args, want, |g| {
                let u = g.next_double();
                cdf.partition_point(|c| *c <= u) as i64
            })?
        }
    };
    match pool {
        None => result(idx.into_iter().map(Scalar::Int).collect(), DType::I64, size),
        Some(arr) => {
            let items = arr.values();
            let picked: Vec<Scalar> = idx
                .iter()
                .map(|&i| items.get(i as usize).copied().unwrap_or(Scalar::Int(0)))
                .collect();
            match size {
                None => Ok(crate::eval::arrays::np_scalar(
                    picked.first().copied().unwrap_or(Scalar::Int(0)),
                    arr.dtype,
                )),
                Some(shape) => Ok(Value::Array(Arc::new(from_scalars(
                    &picked, arr.dtype, &shape,
                )?))),
            }
        }
    }
}

/// `size` distinct indices below `pop`, drawn as NumPy's `choice` draws
/// them without replacement: a tail shuffle of `0..pop` for a large
/// sample of a large population, else Floyd's algorithm over an
/// open-addressed set, then (with `shuffle`) a shuffle of the picks.
fn distinct_picks(g: &mut Pcg64, pop: i64, size: i64, shuffle: bool) -> Vec<i64> {
    // Swaps data[i] with a draw below it, i from n - 1 down to `first`.
    let shuffle_tail = |g: &mut Pcg64, data: &mut [i64], first: usize| {
        for i in (first..data.len()).rev() {
            let j = g.bounded(i as u64) as usize;
            data.swap(i, j);
        }
    };
    let cutoff = if shuffle { 50 } else { 20 };
    if pop > 10000 && size > pop / cutoff {
        let mut idx: Vec<i64> = (0..pop).collect();
        shuffle_tail(g, &mut idx, (pop - size).max(1) as usize);
        return idx.split_off((pop - size) as usize);
    }
    let want = (1.2 * size as f64) as u64;
    let mask = if want == 0 {
        0
    } else {
        u64::MAX >> want.leading_zeros()
    };
    let mut set = vec![u64::MAX; mask as usize + 1];
    let mut idx = Vec::with_capacity(size as usize);
    for j in (pop - size) as u64..pop as u64 {
        let val = g.bounded(j);
        let mut loc = (val & mask) as usize;
        while set[loc] != u64::MAX && set[loc] != val {
            loc = (loc + 1) & mask as usize;
        }
        if set[loc] == u64::MAX {
            set[loc] = val;
            idx.push(val as i64);
        } else {
            let mut loc = (j & mask) as usize;
            while set[loc] != u64::MAX {
                loc = (loc + 1) & mask as usize;
            }
            set[loc] = j;
            idx.push(j as i64);
        }
    }
    if shuffle {
        shuffle_tail(g, &mut idx, 1);
    }
    idx
}

/// The order Fisher-Yates leaves `0..n` in, drawing as NumPy's
/// `_shuffle_raw` does (`i` from the end, `j = random_interval(i)`).
fn shuffled_order(args: &mut Vec<Value>, n: usize) -> Res<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    let swaps = draws(args, 1, |g| {
        (1..n)
            .rev()
            .map(|i| (i, g.interval(i as u64) as usize))
            .collect::<Vec<_>>()
    })?;
    for (i, j) in swaps.into_iter().flatten() {
        order.swap(i, j);
    }
    Ok(order)
}

/// `a`'s rows (along axis 0) taken in `order`.
fn rows_in_order(a: &crate::array::Array, order: &[usize]) -> Res<crate::array::Array> {
    let vals = a.values();
    let row = vals.len().checked_div(a.shape[0]).unwrap_or(0);
    let picked: Vec<Scalar> = order
        .iter()
        .flat_map(|&r| vals[r * row..(r + 1) * row].iter().copied())
        .collect();
    from_scalars(&picked, a.dtype, &a.shape)
}

/// `rng.shuffle(x)`: a list or an array (along its first axis) in place.
fn shuffle(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let x = arg(&args, &mut kw, 1, "x")
        .ok_or_else(|| type_error("shuffle() missing required argument 'x' (pos 1)"))?;
    take_kw(&mut kw, "axis")
        .filter(|a| !matches!(a, Value::Int(0)))
        .map_or(Ok(()), |_| {
            Err(new_exc(
                "NotImplementedError",
                "arr's Generator.shuffle shuffles along axis 0 only",
            ))
        })?;
    no_more_kw("shuffle", &kw)?;
    match &x {
        Value::List(l) => {
            let n = l.lock().len();
            let order = shuffled_order(&mut args, n)?;
            let mut l = l.lock();
            let old = l.clone();
            for (k, &from) in order.iter().enumerate() {
                if let (Some(slot), Some(v)) = (l.get_mut(k), old.get(from)) {
                    *slot = v.clone();
                }
            }
        }
        Value::Array(a) | Value::MemView(a, _) if a.ndim() >= 1 => {
            let order = shuffled_order(&mut args, a.shape[0])?;
            let new = rows_in_order(a, &order)?;
            crate::eval::memview::copy_into(a, &new)?;
        }
        other => {
            return Err(type_error(format!(
                "arr's Generator.shuffle takes a list or an array, not '{}'",
                other.type_name()
            )));
        }
    }
    Ok(Value::None)
}

/// `rng.permutation(x)`: `arange(x)` shuffled, or a shuffled copy of an
/// array's rows.
fn permutation(_: &mut Frame, mut args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let x = arg(&args, &mut kw, 1, "x")
        .ok_or_else(|| type_error("permutation() missing required argument 'x' (pos 1)"))?;
    no_more_kw("permutation", &kw)?;
    let a = match &x {
        Value::Int(n) => {
            let vals: Vec<Scalar> = (0..(*n).max(0)).map(Scalar::Int).collect();
            let len = vals.len();
            from_scalars(&vals, DType::I64, &[len])?
        }
        other => crate::eval::arrays::to_array(other, None)?.as_ref().clone(),
    };
    if a.ndim() == 0 {
        return Err(new_exc(
            "IndexError",
            "x must be an integer or at least 1-dimensional",
        ));
    }
    let order = shuffled_order(&mut args, a.shape[0])?;
    Ok(Value::Array(Arc::new(rows_in_order(&a, &order)?)))
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.random.Generator.shuffle",
        "rng.shuffle(x): x (a list, or an array along axis 0) shuffled in place",
        shuffle
    ),
    b!(
        "numpy.random.Generator.permutation",
        "rng.permutation(x): arange(x) shuffled, or a shuffled copy of x",
        permutation
    ),
    b!(
        "numpy.random.Generator.choice",
        "rng.choice(a, size=None, replace=True, p=None): items drawn from a",
        choice
    ),
    b!(
        "numpy.random.default_rng",
        "np.random.default_rng(seed=None): a PCG64 Generator",
        default_rng
    ),
    b!(
        "numpy.random.Generator.random",
        "rng.random(size=None): floats in [0, 1)",
        random
    ),
    b!(
        "numpy.random.Generator.integers",
        "rng.integers(low, high=None, size=None, endpoint=False)",
        integers
    ),
    b!(
        "numpy.random.Generator.uniform",
        "rng.uniform(low=0.0, high=1.0, size=None)",
        uniform
    ),
    b!(
        "numpy.random.Generator.normal",
        "rng.normal(loc=0.0, scale=1.0, size=None): normal deviates",
        normal
    ),
    b!(
        "numpy.random.Generator.standard_normal",
        "rng.standard_normal(size=None): standard normal deviates",
        standard_normal
    ),
];
