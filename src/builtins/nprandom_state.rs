//! `np.random.RandomState(seed)`: a legacy generator of its own, with the
//! module functions as methods (`rng.rand(3)`, `rng.randint(0, 9, 5)`),
//! drawing exactly what NumPy's `RandomState` draws. Each object's MT19937
//! lives here by number; a method runs the module function with that
//! generator put in place for the calling thread.

use super::nprandom::{self, Mt, OVERRIDE};
use super::{BFn, Builtin};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use parking_lot::Mutex;
use std::sync::{Arc, OnceLock};

static STATES: Mutex<Vec<Option<Mt>>> = Mutex::new(Vec::new());

const METHODS: &[&str] = &[
    "seed",
    "random",
    "random_sample",
    "rand",
    "randn",
    "standard_normal",
    "uniform",
    "normal",
    "randint",
    "shuffle",
    "permutation",
    "choice",
];

/// The `RandomState` class (its methods are builtins bound to the object).
fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            super::builtin_class(
                "RandomState",
                "numpy.random",
                "numpy.random.RandomState",
                METHODS,
            )
        })
        .clone()
}

fn new(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let mt = nprandom::seeded_from(args, kw)?.unwrap_or_else(nprandom::clock_seeded);
    let id = {
        let mut states = STATES.lock();
        states.push(Some(mt));
        states.len() - 1
    };
    let inst = Instance::new(class());
    inst.set_attr("_mt", Value::Int(id as i64));
    Ok(Value::Instance(Arc::new(inst)))
}

/// Which generator a method's receiver owns.
fn own(args: &mut Vec<Value>) -> Res<usize> {
    let id = match args.first() {
        Some(Value::Instance(i)) if Arc::ptr_eq(&i.class, &class()) => i.get_attr("_mt"),
        _ => None,
    };
    match id {
        Some(Value::Int(k)) if k >= 0 => {
            args.remove(0);
            Ok(k as usize)
        }
        _ => Err(type_error("a RandomState method needs a RandomState")),
    }
}

/// Runs the module function `run` with the receiver's generator.
fn with_own(f: &mut Frame, mut args: Vec<Value>, kw: Kwargs, run: BFn) -> Res<Value> {
    let id = own(&mut args)?;
    let mt = STATES.lock().get_mut(id).and_then(Option::take);
    let Some(mt) = mt else {
        return Err(runtime_error(
            "this RandomState is in use by another thread",
        ));
    };
    let saved = OVERRIDE.with(|o| o.borrow_mut().replace(mt));
    let result = run(f, args, kw);
    let mt = OVERRIDE.with(|o| std::mem::replace(&mut *o.borrow_mut(), saved));
    if let Some(slot) = STATES.lock().get_mut(id) {
        *slot = mt;
    }
    result
}

fn seed(_: &mut Frame, mut args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let id = own(&mut args)?;
    let mt = nprandom::seeded_from(args, kw)?.unwrap_or_else(nprandom::clock_seeded);
    if let Some(slot) = STATES.lock().get_mut(id) {
        *slot = Some(mt);
    }
    Ok(Value::None)
}

macro_rules! method {
    ($name:ident, $run:path) => {
        fn $name(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
            with_own(f, args, kw, $run)
        }
    };
}

method!(random, nprandom::random);
method!(rand, nprandom::rand);
method!(randn, nprandom::randn);
method!(standard_normal, nprandom::standard_normal);
method!(uniform, nprandom::uniform);
method!(normal, nprandom::normal);
method!(randint, nprandom::randint);
method!(shuffle, super::nprandom_perm::shuffle);
method!(permutation, super::nprandom_perm::permutation);
method!(choice, super::nprandom_perm::choice);

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.random.RandomState",
        "np.random.RandomState(seed=None): a legacy MT19937 generator of its own",
        new
    ),
    b!("numpy.random.RandomState.seed", "rng.seed(s)", seed),
    b!(
        "numpy.random.RandomState.random",
        "rng.random(size=None)",
        random
    ),
    b!(
        "numpy.random.RandomState.random_sample",
        "rng.random_sample(size=None)",
        random
    ),
    b!("numpy.random.RandomState.rand", "rng.rand(d0, d1, …)", rand),
    b!(
        "numpy.random.RandomState.randn",
        "rng.randn(d0, d1, …)",
        randn
    ),
    b!(
        "numpy.random.RandomState.standard_normal",
        "rng.standard_normal(size=None)",
        standard_normal
    ),
    b!(
        "numpy.random.RandomState.uniform",
        "rng.uniform(low=0, high=1, size=None)",
        uniform
    ),
    b!(
        "numpy.random.RandomState.normal",
        "rng.normal(loc=0, scale=1, size=None)",
        normal
    ),
    b!(
        "numpy.random.RandomState.randint",
        "rng.randint(low, high=None, size=None)",
        randint
    ),
    b!(
        "numpy.random.RandomState.shuffle",
        "rng.shuffle(x)",
        shuffle
    ),
    b!(
        "numpy.random.RandomState.permutation",
        "rng.permutation(x)",
        permutation
    ),
    b!(
        "numpy.random.RandomState.choice",
        "rng.choice(a, size=None, replace=True, p=None)",
        choice
    ),
];
