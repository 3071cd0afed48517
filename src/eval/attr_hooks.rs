//! A Python class's attribute hooks: `__getattr__` (called when the
//! ordinary lookup finds nothing), `__setattr__` and `__delattr__`
//! (called for every store and `del` from Python code). `object.__setattr__`
//! and `object.__delattr__` are the ordinary store and delete, which a
//! hook calls to do the real work.

use super::call::call_value;
use super::exc::Res;
use super::frame::Frame;
use super::value::Value;

pub const GETATTR: u8 = 1;
pub const SETATTR: u8 = 2;
pub const DELATTR: u8 = 4;

/// Each hook's name and bit.
pub const NAMES: &[(&str, u8)] = &[
    ("__getattr__", GETATTR),
    ("__setattr__", SETATTR),
    ("__delattr__", DELATTR),
];

/// The hook `bit` of an instance's class, when it defines one.
fn hook(v: &Value, bit: u8) -> Option<Value> {
    let Value::Instance(i) = v else {
        return None;
    };
    if !i.class.has_hook(bit) {
        return None;
    }
    let name = NAMES.iter().find(|(_, b)| *b == bit)?.0;
    i.class.lookup(name)
}

/// `type(v).__getattr__(v, name)`, for a name the ordinary lookup missed.
pub fn get_missing(f: &mut Frame, v: &Value, name: &str) -> Option<Res<Value>> {
    let h = hook(v, GETATTR)?;
    Some(call_value(
        &h,
        vec![v.clone(), Value::text(name)],
        Vec::new(),
        f,
    ))
}

/// `type(v).__setattr__(v, name, x)`; `None` when the class has no hook.
pub fn set(f: &mut Frame, v: &Value, name: &str, x: Value) -> Option<Res<()>> {
    let h = hook(v, SETATTR)?;
    Some(call_value(&h, vec![v.clone(), Value::text(name), x], Vec::new(), f).map(|_| ()))
}

/// `type(v).__delattr__(v, name)`; `None` when the class has no hook.
pub fn delete(f: &mut Frame, v: &Value, name: &str) -> Option<Res<()>> {
    let h = hook(v, DELATTR)?;
    Some(call_value(&h, vec![v.clone(), Value::text(name)], Vec::new(), f).map(|_| ()))
}
