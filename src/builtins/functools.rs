//! `functools`: `reduce`, `partial`, and the memoising decorators `cache`
//! and `lru_cache`. A partial or a cached function is a builtin method of
//! a tuple holding its state (see `call`), so calling it goes through the
//! ordinary call path.

use super::{Builtin, arity, take_kw};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::ValueIter;
use crate::eval::value::{Dict, Value};
use parking_lot::Mutex;
use std::sync::Arc;

pub const TABLE: &[Builtin] = &[
    b!(
        "functools.reduce",
        "reduce(function, iterable[, initial]): fold from the left",
        reduce
    ),
    b!(
        "functools.partial",
        "partial(func, *args, **kwargs): func with arguments fixed",
        partial
    ),
    b!(
        "functools.cache",
        "cache(func): func remembering each result by its arguments",
        cache
    ),
    b!(
        "functools.cmp_to_key",
        "cmp_to_key(mycmp): a key function ordering by an old-style comparison",
        cmp_to_key
    ),
    b!(
        "functools.update_wrapper",
        "update_wrapper(wrapper, wrapped): wrapper, given wrapped's name, qualified name, doc, module and attributes, and __wrapped__",
        update_wrapper
    ),
    b!(
        "functools.wraps",
        "wraps(wrapped): a decorator applying update_wrapper(wrapper, wrapped)",
        wraps
    ),
    b!(
        "functools.cached_property",
        "cached_property(func): a property computed once per instance, then kept in its dict",
        cached_property
    ),
    b!(
        "functools.lru_cache",
        "lru_cache(maxsize=128): a decorator remembering the latest results",
        lru_cache
    ),
];

const PARTIAL: &str = "__partial__";
const CACHED: &str = "__cached__";
const DECORATOR: &str = "__lru_cache__";
/// A cached function's `cache_info()` and `cache_clear()`.
const CACHE_INFO: &str = "__cache_info__";
const CACHE_CLEAR: &str = "__cache_clear__";
/// `cmp_to_key(f)`, and the key it makes of an item (`K`), which
/// `sorted`, `list.sort`, `min` and `max` compare by calling `f`.
const CMP_KEY: &str = "__cmp_to_key__";
const CMP_ITEM: &str = "__cmp_key_item__";

fn cmp_to_key(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("cmp_to_key", &args, 1, 1)?;
    Ok(method_of(args, CMP_KEY))
}

/// For two keys made by one `cmp_to_key` function: that function and
/// the two items.
pub fn cmp_key_pair<'a>(a: &'a Value, b: &'a Value) -> Option<(&'a Value, &'a Value, &'a Value)> {
    let item = |v: &'a Value| match v {
        Value::BoundBuiltin(m) if &*m.1 == CMP_ITEM => match &m.0 {
            Value::Tuple(t) if t.len() == 2 => Some((&t[0], &t[1])),
            _ => None,
        },
        _ => None,
    };
    let ((f, x), (_, y)) = (item(a)?, item(b)?);
    Some((f, x, y))
}

/// Is `v` a function `cache`/`lru_cache` or `contextlib.contextmanager`
/// made? Like a function, and unlike a partial, it becomes a bound method
/// when read from an instance (CPython's wrapper is a descriptor, or a
/// function).
pub fn binds_like_function(v: &Value) -> bool {
    matches!(v, Value::BoundBuiltin(m) if matches!(&*m.1, CACHED | super::contextlib::FACTORY))
}

fn method_of(state: Vec<Value>, name: &str) -> Value {
    Value::BoundBuiltin(Arc::new((Value::tuple(state), Arc::from(name))))
}

/// What `update_wrapper` copies from the wrapped function, as CPython's
/// `WRAPPER_ASSIGNMENTS` (a name the wrapped one lacks is skipped).
const WRAPPER_ASSIGNMENTS: &[&str] = &["__module__", "__name__", "__qualname__", "__doc__"];

fn update_wrapper(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let mut args = args.into_iter();
    let wrapper = args
        .next()
        .ok_or_else(|| type_error("update_wrapper() missing required argument: 'wrapper'"))?;
    let wrapped = match args.next() {
        Some(w) => w,
        None => kw
            .into_iter()
            .find(|(k, _)| &**k == "wrapped")
            .map(|(_, v)| v)
            .ok_or_else(|| type_error("update_wrapper() missing required argument: 'wrapped'"))?,
    };
    for name in WRAPPER_ASSIGNMENTS {
        if let Ok(v) = crate::eval::attrs::getattr(f, &wrapped, name) {
            crate::eval::attrs::setattr(&wrapper, name, v)?;
        }
    }
    // `wrapper.__dict__.update(wrapped.__dict__)`.
    if let Value::Func(from) = &wrapped {
        let copied: Vec<(Arc<str>, Value)> = from
            .attrs
            .lock()
            .iter()
            .filter(|(k, _)| !WRAPPER_ASSIGNMENTS.contains(&&***k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in copied {
            crate::eval::attrs::setattr(&wrapper, &k, v)?;
        }
    }
    crate::eval::attrs::setattr(&wrapper, "__wrapped__", wrapped)?;
    Ok(wrapper)
}

/// `wraps(wrapped)` is `partial(update_wrapper, wrapped=wrapped)`.
fn wraps(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("wraps", &args, 1, 1)?;
    let id = super::lookup("functools.update_wrapper")
        .ok_or_else(|| type_error("functools.update_wrapper is missing"))?;
    let wrapped = args.into_iter().next().unwrap_or(Value::None);
    let mut fixed: Kwargs = vec![(Arc::from("wrapped"), wrapped)];
    fixed.extend(kw);
    partial(f, vec![Value::Builtin(id)], fixed)
}

fn reduce(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("reduce", &args, 2, 3)?;
    let mut it = ValueIter::new(&args[1], f)?;
    let mut acc = match args.get(2) {
        Some(v) => v.clone(),
        None => match it.next(f)? {
            Some(v) => v,
            None => {
                return Err(type_error(
                    "reduce() of empty iterable with no initial value",
                ));
            }
        },
    };
    while let Some(x) = it.next(f)? {
        acc = call_value(&args[0], vec![acc, x], Vec::new(), f)?;
    }
    Ok(acc)
}

fn cached_property(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("cached_property", &args, 1, 1)?;
    let inst =
        crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("cached_property"));
    let doc = crate::eval::attrs::getattr(f, &args[0], "__doc__").unwrap_or(Value::None);
    inst.set_attr("__doc__", doc);
    inst.set_attr("attrname", Value::None);
    inst.set_attr("__func__", args[0].clone());
    inst.set_attr("func", args[0].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

/// Keyword arguments kept as a value: a tuple of `(name, value)` pairs.
pub(super) fn pairs_of(kw: Kwargs) -> Value {
    Value::tuple(
        kw.into_iter()
            .map(|(k, v)| Value::tuple(vec![Value::Str(k), v]))
            .collect(),
    )
}

/// The keyword arguments `pairs_of` kept.
pub(super) fn kwargs_of(pairs: &Value) -> Kwargs {
    let Value::Tuple(t) = pairs else {
        return Vec::new();
    };
    t.iter()
        .filter_map(|p| match p {
            Value::Tuple(kv) => match &kv[..] {
                [Value::Str(k), v] => Some((k.clone(), v.clone())),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

fn partial(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let mut args = args.into_iter();
    let Some(func) = args.next() else {
        return Err(type_error("type 'partial' takes at least one argument"));
    };
    let mut fixed: Vec<Value> = args.collect();
    let mut kwargs: Vec<Value> = Vec::new();
    // A partial of a partial is flattened, as CPython's constructor does:
    // the inner one's arguments come first, its keywords are overridden.
    let func = match &func {
        Value::BoundBuiltin(m) if &*m.1 == PARTIAL => match &m.0 {
            Value::Tuple(state) if let [inner, Value::Tuple(a), Value::Tuple(k)] = &state[..] => {
                fixed.splice(0..0, a.iter().cloned());
                kwargs.extend(k.iter().cloned());
                inner.clone()
            }
            _ => func,
        },
        _ => func,
    };
    // A keyword given again keeps its place, as a dict update does.
    for (k, v) in kw {
        let same = |p: &Value| matches!(p, Value::Tuple(kv) if matches!(kv.first(), Some(Value::Str(n)) if *n == k));
        let pair = Value::tuple(vec![Value::Str(k.clone()), v]);
        match kwargs.iter().position(same) {
            Some(i) => kwargs[i] = pair,
            None => kwargs.push(pair),
        }
    }
    Ok(method_of(
        vec![func, Value::tuple(fixed), Value::tuple(kwargs)],
        PARTIAL,
    ))
}

/// A function remembering at most `maxsize` results (`None`: every one).
/// Its state: the function, the memo (oldest use first), the bound, and
/// the hit and miss counts `cache_info()` reports.
fn cached(func: Value, maxsize: Value) -> Value {
    method_of(
        vec![
            func,
            Value::Dict(Arc::new(Mutex::new(Dict::default()))),
            maxsize,
            Value::list(vec![Value::Int(0), Value::Int(0)]),
        ],
        CACHED,
    )
}

fn cache(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("cache", &args, 1, 1)?;
    Ok(cached(args[0].clone(), Value::None))
}

fn lru_cache(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("lru_cache", &args, 0, 2)?;
    let maxsize = take_kw(&mut kw, "maxsize");
    take_kw(&mut kw, "typed");
    // A negative bound caches nothing, as 0 does.
    let bound = |v: Value| match v {
        Value::Int(n) => Value::Int(n.max(0)),
        other => other,
    };
    match args.first() {
        // `@lru_cache` without arguments: the function itself.
        Some(v @ (Value::Func(_) | Value::Method(_) | Value::BoundBuiltin(_))) => {
            Ok(cached(v.clone(), Value::Int(128)))
        }
        Some(v @ (Value::Int(_) | Value::None)) => Ok(method_of(vec![bound(v.clone())], DECORATOR)),
        None => Ok(method_of(
            vec![bound(maxsize.unwrap_or(Value::Int(128)))],
            DECORATOR,
        )),
        Some(_) => Err(type_error(
            "Expected first argument to be an integer, a callable, or None",
        )),
    }
}

/// A cached function's attributes: `cache_info`, `cache_clear` (methods
/// sharing its state) and `__wrapped__`; a partial's `func`, `args` and
/// `keywords`.
pub fn cached_attr(recv: &Value, name: &str) -> Option<Value> {
    let Value::BoundBuiltin(m) = recv else {
        return None;
    };
    let Value::Tuple(state) = &m.0 else {
        return None;
    };
    if &*m.1 == PARTIAL {
        return match (name, &state[..]) {
            ("func", [func, _, _]) => Some(func.clone()),
            ("args", [_, fixed, _]) => Some(fixed.clone()),
            ("keywords", [_, _, pairs]) => Some(super::dict_from_pairs(
                kwargs_of(pairs)
                    .into_iter()
                    .map(|(k, v)| (Value::Str(k), v))
                    .collect(),
            )),
            _ => None,
        };
    }
    if &*m.1 != CACHED {
        return None;
    }
    match name {
        "cache_info" => Some(method_of(state.to_vec(), CACHE_INFO)),
        "cache_clear" => Some(method_of(state.to_vec(), CACHE_CLEAR)),
        "__wrapped__" => state.first().cloned(),
        _ => None,
    }
}

/// The `CacheInfo(hits=…, misses=…, maxsize=…, currsize=…)` named tuple.
fn cache_info(f: &mut Frame, stats: &Value, maxsize: &Value, size: usize) -> Res<Value> {
    let class = super::namedtuple::namedtuple(
        f,
        vec![
            Value::text("CacheInfo"),
            Value::text("hits misses maxsize currsize"),
        ],
        Vec::new(),
    )?;
    let mut fields = match stats {
        Value::List(l) => l.lock().to_vec(),
        _ => Vec::new(),
    };
    fields.push(maxsize.clone());
    fields.push(Value::Int(size as i64));
    call_value(&class, fields, Vec::new(), f)
}

/// Adds one to the hit (0) or miss (1) count.
fn count(stats: &Value, which: usize) {
    if let Value::List(l) = stats
        && let Some(Value::Int(n)) = l.lock().get_mut(which)
    {
        *n += 1;
    }
}

/// Is `name` one of the methods a partial, a cached function or the
/// `lru_cache(…)` decorator is made of?
pub fn is_native(name: &str) -> bool {
    matches!(
        name,
        PARTIAL | CACHED | DECORATOR | CMP_KEY | CACHE_INFO | CACHE_CLEAR
    )
}

/// Calls a partial, a cached function or the `lru_cache(…)` decorator;
/// `None` for any other receiver and name.
pub fn call(
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kw: Kwargs,
    f: &mut Frame,
) -> Option<Res<Value>> {
    let Value::Tuple(state) = recv else {
        return None;
    };
    Some(match (name, &state[..]) {
        (PARTIAL, [func, fixed, fixed_kw]) => {
            let mut all = match fixed {
                Value::Tuple(t) => t.to_vec(),
                _ => Vec::new(),
            };
            all.extend(args);
            let mut kws = kwargs_of(fixed_kw);
            for (k, v) in kw {
                kws.retain(|(n, _)| *n != k);
                kws.push((k, v));
            }
            call_value(func, all, kws, f)
        }
        (CACHED, [func, Value::Dict(memo), maxsize, stats]) => {
            let mut key_items = args.clone();
            for (k, v) in &kw {
                key_items.push(Value::Str(k.clone()));
                key_items.push(v.clone());
            }
            let key = Value::tuple(key_items);
            let Some(k) = key.key() else {
                return Some(Err(type_error(format!(
                    "unhashable type: '{}'",
                    args.iter()
                        .find(|a| a.key().is_none())
                        .map_or("list".into(), |a| a.type_name())
                ))));
            };
            let bound = match maxsize {
                Value::Int(n) => Some(*n as usize),
                _ => None,
            };
            {
                let mut m = memo.lock();
                // A hit becomes the most recently used entry.
                if let Some(i) = m.get_index_of(&k) {
                    count(stats, 0);
                    m.move_to_end(i);
                    if let Some((_, (_, v))) = m.last() {
                        return Some(Ok(v.clone()));
                    }
                }
            }
            count(stats, 1);
            let r = call_value(func, args, kw, f);
            if let Ok(v) = &r
                && bound != Some(0)
            {
                let mut m = memo.lock();
                m.insert(k, (key, v.clone()));
                if let Some(b) = bound {
                    while m.len() > b {
                        m.pop_front();
                    }
                }
            }
            r
        }
        (CACHE_INFO, [_, Value::Dict(memo), maxsize, stats]) => {
            let size = memo.lock().len();
            cache_info(f, stats, maxsize, size)
        }
        (CACHE_CLEAR, [_, Value::Dict(memo), _, stats]) => {
            memo.lock().clear();
            if let Value::List(l) = stats {
                **l.lock() = vec![Value::Int(0), Value::Int(0)];
            }
            Ok(Value::None)
        }
        (CMP_KEY, [func]) => match <[Value; 1]>::try_from(args) {
            Ok([x]) => Ok(method_of(vec![func.clone(), x], CMP_ITEM)),
            Err(_) => Err(type_error("K() takes exactly one argument")),
        },
        (DECORATOR, [maxsize]) => match <[Value; 1]>::try_from(args) {
            Ok([func]) => Ok(cached(func, maxsize.clone())),
            Err(_) => Err(type_error("lru_cache() decorator takes one function")),
        },
        _ => return None,
    })
}
