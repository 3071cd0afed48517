//! NumPy's floating-point error settings: `np.seterr`, `np.geterr` and
//! the `np.errstate` context manager. arr's array operations never warn
//! (NumPy's RuntimeWarnings go to stderr and change no result), so
//! 'ignore', 'warn' and 'print' are kept and reported as set; 'raise' and
//! 'call', which would change what a program does, are refused by name.

use super::{Builtin, arity};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use parking_lot::Mutex;
use std::sync::{Arc, OnceLock};

/// The four categories, in the order `np.geterr()` lists them.
const KINDS: [&str; 4] = ["divide", "over", "under", "invalid"];

static STATE: Mutex<[&str; 4]> = Mutex::new(["warn", "warn", "ignore", "warn"]);

fn settings() -> Value {
    let now = *STATE.lock();
    super::dict_from_pairs(
        KINDS
            .iter()
            .zip(now)
            .map(|(k, v)| (Value::text(k), Value::text(v)))
            .collect(),
    )
}

fn mode(v: &Value) -> Res<&'static str> {
    let Value::Str(s) = v else {
        return Err(type_error(format!(
            "'{}' object is not a valid error mode",
            v.type_name()
        )));
    };
    match &**s {
        "ignore" => Ok("ignore"),
        "warn" => Ok("warn"),
        "print" => Ok("print"),
        "log" => Ok("log"),
        "raise" | "call" => Err(new_exc(
            "NotImplementedError",
            format!("arr does not support the floating-point error mode '{s}' yet"),
        )),
        other => Err(value_error(format!("invalid error mode '{other}'"))),
    }
}

/// The settings `kw` asks for (`all=` first, then each category),
/// applied to `now`.
fn updated(mut now: [&'static str; 4], kw: &Kwargs) -> Res<[&'static str; 4]> {
    if let Some((_, v)) = kw.iter().find(|(k, _)| &**k == "all") {
        now = [mode(v)?; 4];
    }
    for (k, v) in kw {
        match KINDS.iter().position(|n| **n == **k) {
            Some(i) => now[i] = mode(v)?,
            None if &**k == "all" => {}
            None => {
                return Err(type_error(format!(
                    "seterr() got an unexpected keyword argument '{k}'"
                )));
            }
        }
    }
    Ok(now)
}

/// `np.seterr(**kw)`: the settings as they were.
fn seterr(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("seterr", &args, 0, 0)?;
    let old = settings();
    let new = updated(*STATE.lock(), &kw)?;
    *STATE.lock() = new;
    Ok(old)
}

fn geterr(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("geterr", &args, 0, 0)?;
    Ok(settings())
}

fn class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            super::protocol_class(
                "errstate",
                "numpy",
                "numpy.errstate",
                &["__enter__", "__exit__"],
            )
        })
        .clone()
}

/// Where an `errstate` keeps the settings it will apply and, once
/// entered, those it restores (names no program can spell).
const WANTED: &str = "\u{1}errstate_wanted";
const SAVED: &str = "\u{1}errstate_saved";

fn as_value(s: [&str; 4]) -> Value {
    Value::tuple(s.iter().map(|m| Value::text(m)).collect())
}

fn from_value(v: Option<Value>) -> Option<[&'static str; 4]> {
    let Some(Value::Tuple(t)) = v else {
        return None;
    };
    let mut out = ["ignore"; 4];
    for (slot, m) in out.iter_mut().zip(t.iter()) {
        *slot = mode(m).ok()?;
    }
    Some(out)
}

/// `np.errstate(**kw)`: the settings named, applied (over those found
/// on entry, as NumPy does) while the `with` block runs.
fn errstate(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("errstate", &args, 0, 0)?;
    let inst = Instance::new(class());
    inst.set_attr(WANTED, super::functools::pairs_of(kw));
    Ok(Value::Instance(Arc::new(inst)))
}

/// The attribute `name` of a protocol-class instance (the hidden state
/// `errstate` and `printoptions` keep).
pub(super) fn field(me: &Value, name: &str) -> Option<Value> {
    match me {
        Value::Instance(i) => i.get_attr(name),
        _ => None,
    }
}

fn enter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__enter__", &args, 1, 1)?;
    let kw = super::functools::kwargs_of(&field(&args[0], WANTED).unwrap_or(Value::None));
    let old = *STATE.lock();
    let new = updated(old, &kw)?;
    if let Value::Instance(i) = &args[0] {
        i.set_attr(SAVED, as_value(old));
    }
    *STATE.lock() = new;
    Ok(Value::None)
}

fn exit(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__exit__", &args, 4, 4)?;
    if let Some(old) = from_value(field(&args[0], SAVED)) {
        *STATE.lock() = old;
    }
    Ok(Value::None)
}

pub const TABLE: &[Builtin] = &[
    b!(
        "numpy.seterr",
        "np.seterr(all=None, divide=None, over=None, under=None, invalid=None): sets how floating-point errors are treated; the old settings",
        seterr
    ),
    b!(
        "numpy.geterr",
        "np.geterr(): how floating-point errors are treated",
        geterr
    ),
    b!(
        "numpy.errstate",
        "np.errstate(**kw): a context manager setting how floating-point errors are treated inside the with block",
        errstate
    ),
    b!("numpy.errstate.__enter__", "applies the settings", enter),
    b!("numpy.errstate.__exit__", "restores the settings", exit),
];
