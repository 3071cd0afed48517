//! The `copy` module: `copy` (a new container holding the same items, a
//! new instance with the same attributes) and `deepcopy` (the items
//! copied too, each shared or cyclic object once, as Python's memo does).
//! A class's own `__copy__` / `__deepcopy__(memo)` is called instead.

use super::{Builtin, arity};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Deque, Dict, Instance, Value};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::Arc;

pub const TABLE: &[Builtin] = &[
    b!(
        "copy.copy",
        "copy(x): a shallow copy (a new container holding the same items)",
        shallow
    ),
    b!(
        "copy.deepcopy",
        "deepcopy(x): a copy of x and of everything it holds",
        deep
    ),
];

/// How deep `deepcopy` follows containers before giving up, as Python's
/// recursion limit stops its own.
const MAX_DEPTH: usize = 900;

fn shallow(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("copy", &args, 1, 1)?;
    let x = &args[0];
    if let Value::Instance(i) = x
        && let Some(m) = i.class.lookup("__copy__")
    {
        return call_value(&m, vec![x.clone()], Vec::new(), f);
    }
    Ok(match x {
        Value::List(l) => Value::list(l.lock().to_vec()),
        Value::Dict(d) => Value::Dict(Arc::new(Mutex::new(d.lock().clone()))),
        Value::Set(d) if d.lock().is_frozen() => x.clone(),
        Value::Set(d) => {
            let d = d.lock().clone();
            let copy = super::setmethods::copy_of(&d, &d.flavor);
            Value::Set(Arc::new(Mutex::new(copy)))
        }
        Value::Deque(d) => Value::Deque(Arc::new(Mutex::new(d.lock().clone()))),
        Value::Array(_) => crate::eval::attrs::call_method(x, "copy", Vec::new(), Vec::new(), f)?,
        Value::DictView(_) => return Err(cannot_pickle(x)),
        Value::Instance(i) if !i.class.builtin => {
            let attrs = i.attrs.lock().clone();
            let mut copy = Instance::new(i.class.clone());
            *copy.attrs.lock() = attrs;
            copy.cvals = crate::eval::cfields::copied(&i.cvals);
            // A builtin-derived instance's value is copied as the
            // container it is.
            let me = Value::Instance(Arc::new(copy));
            if let Some(v) = crate::eval::builtin_base::inner(x) {
                let fresh = shallow(f, vec![v], Vec::new())?;
                if let Value::Instance(c) = &me {
                    c.set_attr(crate::eval::builtin_base::INNER, fresh);
                }
            }
            me
        }
        other => other.clone(),
    })
}

/// What `copy` raises for a type it has no way to copy: it falls back on
/// pickling, which these types refuse.
fn cannot_pickle(v: &Value) -> Box<crate::eval::exc::Exc> {
    crate::eval::exc::type_error(format!("cannot pickle '{}' object", v.type_name()))
}

fn deep(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("deepcopy", &args, 1, 2)?;
    let mut memo = HashMap::new();
    deep_copy(f, &args[0], &mut memo, 0)
}

/// The identity of a mutable object, for the memo.
fn identity(v: &Value) -> Option<usize> {
    Some(match v {
        Value::List(l) => Arc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) | Value::Set(d) => Arc::as_ptr(d) as *const u8 as usize,
        Value::Deque(d) => Arc::as_ptr(d) as *const u8 as usize,
        Value::Instance(i) => Arc::as_ptr(i) as *const u8 as usize,
        Value::Array(a) => Arc::as_ptr(a) as *const u8 as usize,
        _ => return None,
    })
}

fn deep_copy(
    f: &mut Frame,
    x: &Value,
    memo: &mut HashMap<usize, Value>,
    depth: usize,
) -> Res<Value> {
    if depth > MAX_DEPTH {
        return Err(new_exc(
            "RecursionError",
            "maximum recursion depth exceeded while calling a Python object",
        ));
    }
    let id = identity(x);
    if let Some(done) = id.and_then(|k| memo.get(&k)) {
        return Ok(done.clone());
    }
    let d = depth + 1;
    // The new container is in the memo before its items are copied, so a
    // cycle back to it finds the copy.
    let remember = |memo: &mut HashMap<usize, Value>, v: &Value| {
        if let Some(k) = id {
            memo.insert(k, v.clone());
        }
    };
    Ok(match x {
        Value::List(l) => {
            let out = Value::list(Vec::new());
            remember(memo, &out);
            let items = l.lock().clone();
            let mut copied = Vec::with_capacity(items.len());
            for v in &items {
                copied.push(deep_copy(f, v, memo, d)?);
            }
            if let Value::List(o) = &out {
                **o.lock() = copied;
            }
            out
        }
        Value::Tuple(t) => {
            let mut copied = Vec::with_capacity(t.len());
            for v in t.iter() {
                copied.push(deep_copy(f, v, memo, d)?);
            }
            Value::tuple(copied)
        }
        Value::Dict(m) | Value::Set(m) => {
            let set = matches!(x, Value::Set(_));
            let shared = Arc::new(Mutex::new(Dict {
                map: Default::default(),
                flavor: m.lock().flavor.clone(),
                table: None,
            }));
            let out = if set {
                Value::Set(shared.clone())
            } else {
                Value::Dict(shared.clone())
            };
            remember(memo, &out);
            // A set is rebuilt by adding its elements in iteration order,
            // as CPython's `set(list(s))` reconstruction does.
            let entries: Vec<(Value, Value)> = if set {
                let order = crate::eval::setorder::set_order(&m.lock());
                order.into_iter().map(|v| (v, Value::None)).collect()
            } else {
                m.lock().values().cloned().collect()
            };
            for (k, v) in entries {
                let k = deep_copy(f, &k, memo, d)?;
                let v = deep_copy(f, &v, memo, d)?;
                let key = crate::eval::hashing::key_of(f, &k)?;
                shared.lock().insert(key, (k, v));
            }
            out
        }
        Value::Deque(q) => {
            let src = q.lock().clone();
            let out = Value::Deque(Arc::new(Mutex::new(Deque {
                items: Default::default(),
                maxlen: src.maxlen,
            })));
            remember(memo, &out);
            let mut items = std::collections::VecDeque::with_capacity(src.items.len());
            for v in &src.items {
                items.push_back(deep_copy(f, v, memo, d)?);
            }
            if let Value::Deque(o) = &out {
                o.lock().items = items;
            }
            out
        }
        Value::DictView(_) => return Err(cannot_pickle(x)),
        Value::Array(_) => {
            let out = crate::eval::attrs::call_method(x, "copy", Vec::new(), Vec::new(), f)?;
            remember(memo, &out);
            out
        }
        Value::Instance(i) if !i.class.builtin => {
            if let Some(m) = i.class.lookup("__deepcopy__") {
                let memo_dict = Value::Dict(Arc::new(Mutex::new(Dict::default())));
                let out = call_value(&m, vec![x.clone(), memo_dict], Vec::new(), f)?;
                remember(memo, &out);
                return Ok(out);
            }
            let mut copy = Instance::new(i.class.clone());
            // C numbers are copied as they are.
            copy.cvals = crate::eval::cfields::copied(&i.cvals);
            let copy = Arc::new(copy);
            let out = Value::Instance(copy.clone());
            remember(memo, &out);
            let attrs: Vec<(Arc<str>, Value)> = i
                .attrs
                .lock()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            for (k, v) in attrs {
                let v = deep_copy(f, &v, memo, d)?;
                copy.set_attr(&k, v);
            }
            out
        }
        other => other.clone(),
    })
}
