//! `collections`: `defaultdict`, `Counter` and `OrderedDict` are dicts with
//! a flavour (`value::Flavor`): every dict operation works on them, and
//! what differs — a missing key, their own methods, `repr`, Counter
//! arithmetic — is here.

use super::{Builtin, arity, take_kw};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::collect;
use crate::eval::ops;
use crate::eval::value::{Deque, Dict, Flavor, Value};
use crate::syntax::ast::BinOp;
use parking_lot::Mutex;
use std::cmp::Ordering;
use std::sync::Arc;

pub const TABLE: &[Builtin] = &[
    b!(
        "collections.defaultdict",
        "defaultdict(factory, ...): a dict giving factory() for a missing key",
        defaultdict
    ),
    b!(
        "collections.Counter",
        "Counter(iterable=None, **counts): counts of items",
        counter
    ),
    b!(
        "collections.OrderedDict",
        "OrderedDict(...): a dict that can reorder its keys",
        ordered
    ),
    b!(
        "collections.deque",
        "deque(iterable=(), maxlen=None): a double-ended queue",
        deque
    ),
    b!(
        "collections.OrderedDict.fromkeys",
        "OrderedDict.fromkeys(keys, value=None): an OrderedDict of those keys",
        ordered_fromkeys
    ),
    b!(
        "collections.defaultdict.fromkeys",
        "defaultdict.fromkeys(keys, value=None): a defaultdict (no factory) of those keys",
        defaultdict_fromkeys
    ),
    b!(
        "collections.Counter.fromkeys",
        "Counter.fromkeys: undefined, as in Python (use Counter(iterable))",
        counter_fromkeys
    ),
];

/// `Kind.fromkeys(...)` called on the class: an empty one's `fromkeys`.
fn class_fromkeys(empty: Value, f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    match &empty {
        Value::Dict(d) => method(d, "fromkeys", &args, &mut kw, f)
            .unwrap_or_else(|| crate::eval::call::dict_fromkeys(args, kw, f)),
        _ => Err(type_error("fromkeys() needs a dict")),
    }
}

fn ordered_fromkeys(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    class_fromkeys(ordered(f, Vec::new(), Kwargs::new())?, f, args, kw)
}

fn defaultdict_fromkeys(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    class_fromkeys(defaultdict(f, Vec::new(), Kwargs::new())?, f, args, kw)
}

fn counter_fromkeys(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    class_fromkeys(counter(f, Vec::new(), Kwargs::new())?, f, args, kw)
}

type DictRef = Arc<Mutex<Dict>>;

fn flavored(v: Value, flavor: Flavor) -> Value {
    if let Value::Dict(d) = &v {
        d.lock().flavor = flavor;
    }
    v
}

fn defaultdict(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let mut args = args.into_iter();
    let factory = args.next().unwrap_or(Value::None);
    let callable = matches!(
        factory,
        Value::None
            | Value::Func(_)
            | Value::Builtin(_)
            | Value::BoundBuiltin(_)
            | Value::Method(_)
            | Value::Class(_)
            | Value::DType(_)
            | Value::ScalarType(_)
    );
    if !callable {
        return Err(type_error("first argument must be callable or None"));
    }
    let d = super::core::dict(f, args.collect(), kw)?;
    Ok(flavored(d, Flavor::Default(factory)))
}

fn ordered(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let d = super::core::dict(f, args, kw)?;
    Ok(flavored(d, Flavor::Ordered))
}

fn counter(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("Counter", &args, 0, 1)?;
    let d: DictRef = Arc::new(Mutex::new(Dict {
        map: Default::default(),
        flavor: Flavor::Counter,
        table: None,
    }));
    if let Some(src) = args.first() {
        count_into(f, &d, src, BinOp::Add)?;
    }
    count_kw(f, &d, kw, BinOp::Add)?;
    Ok(Value::Dict(d))
}

/// Adds (or subtracts) the counts of a mapping, or one per item of an
/// iterable.
fn count_into(f: &mut Frame, d: &DictRef, src: &Value, op: BinOp) -> Res<()> {
    let pairs: Vec<(Value, Value)> = match src {
        Value::Dict(m) => {
            let pairs: Vec<(Value, Value)> = m.lock().values().cloned().collect();
            return count_pairs(f, d, pairs, op);
        }
        other => collect(other, f)?
            .into_iter()
            .map(|x| (x, Value::Int(1)))
            .collect(),
    };
    for (k, n) in pairs {
        bump(f, d, k, &n, op)?;
    }
    Ok(())
}

fn count_kw(f: &mut Frame, d: &DictRef, kw: Kwargs, op: BinOp) -> Res<()> {
    let pairs = kw.into_iter().map(|(k, n)| (Value::Str(k), n)).collect();
    count_pairs(f, d, pairs, op)
}

/// A mapping's counts: added to a Counter that has some, or (as Python's
/// `update` does) copied as they are into an empty one.
fn count_pairs(f: &mut Frame, d: &DictRef, pairs: Vec<(Value, Value)>, op: BinOp) -> Res<()> {
    let copy = op == BinOp::Add && d.lock().is_empty();
    for (k, n) in pairs {
        if copy {
            let key = crate::eval::hashing::shared_key(f, d, &k)?;
            d.lock().insert(key, (k, n));
        } else {
            bump(f, d, k, &n, op)?;
        }
    }
    Ok(())
}

fn bump(f: &mut Frame, d: &DictRef, k: Value, n: &Value, op: BinOp) -> Res<()> {
    let key = crate::eval::hashing::shared_key(f, d, &k)?;
    let old = d.lock().get(&key).map_or(Value::Int(0), |(_, v)| v.clone());
    let new = ops::binary(op, &old, n)?;
    // A key it already has keeps its first object, as in Python.
    d.lock().entry(key).or_insert((k, Value::None)).1 = new;
    Ok(())
}

/// `d[k]` for a key a flavoured dict lacks: a Counter's 0, a
/// defaultdict's new value (stored), else the KeyError `e`.
pub fn missing(f: &mut Frame, d: &DictRef, k: &Value, e: Box<Exc>) -> Res<Value> {
    let flavor = d.lock().flavor.clone();
    match flavor {
        Flavor::Counter => Ok(Value::Int(0)),
        Flavor::Default(factory) if !matches!(factory, Value::None) => {
            let v = call_value(&factory, Vec::new(), Vec::new(), f)?;
            let key = crate::eval::hashing::shared_key(f, d, k)?;
            d.lock()
                .entry(key)
                .or_insert_with(|| (k.clone(), v.clone()));
            Ok(v)
        }
        _ => Err(e),
    }
}

/// Methods a flavoured dict has beyond a dict's.
pub fn has_method(d: &DictRef, name: &str) -> bool {
    match d.lock().flavor {
        Flavor::Counter => matches!(name, "most_common" | "elements" | "subtract" | "total"),
        Flavor::Ordered => matches!(name, "move_to_end"),
        _ => false,
    }
}

/// A flavoured dict's own methods (and those whose meaning differs from
/// a dict's); `None` to use the dict's.
pub fn method(
    d: &DictRef,
    name: &str,
    args: &[Value],
    kw: &mut Kwargs,
    f: &mut Frame,
) -> Option<Res<Value>> {
    let flavor = d.lock().flavor.clone();
    let r = match (&flavor, name) {
        (Flavor::Plain, _) => return None,
        (_, "copy") => {
            arity("copy", args, 0, 0).map(|_| Value::Dict(Arc::new(Mutex::new(d.lock().clone()))))
        }
        (Flavor::Counter, "fromkeys") => Err(new_exc(
            "NotImplementedError",
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.",
        )),
        // A subclass's `fromkeys` makes one of its own kind; a defaultdict
        // made so has no factory.
        (_, "fromkeys") => crate::eval::call::dict_fromkeys(args.to_vec(), std::mem::take(kw), f)
            .inspect(|v| {
                if let Value::Dict(r) = v {
                    r.lock().flavor = match flavor {
                        Flavor::Default(_) => Flavor::Default(Value::None),
                        other => other.clone(),
                    };
                }
            }),
        (Flavor::Counter, "most_common") => most_common(d, args),
        (Flavor::Counter, "elements") => elements(d),
        (Flavor::Counter, "total") => {
            let counts: Vec<Value> = d.lock().values().map(|(_, v)| v.clone()).collect();
            counts
                .iter()
                .try_fold(Value::Int(0), |acc, n| ops::binary(BinOp::Add, &acc, n))
        }
        (Flavor::Counter, "update" | "subtract") => {
            let op = if name == "update" {
                BinOp::Add
            } else {
                BinOp::Sub
            };
            (|| {
                arity(name, args, 0, 1)?;
                if let Some(src) = args.first() {
                    count_into(f, d, src, op)?;
                }
                count_kw(f, d, std::mem::take(kw), op)?;
                Ok(Value::None)
            })()
        }
        (Flavor::Ordered, "move_to_end") => (|| {
            arity("move_to_end", args, 1, 2)?;
            let last = args
                .get(1)
                .cloned()
                .or_else(|| take_kw(kw, "last"))
                .is_none_or(|v| v.truthy());
            let key = crate::eval::hashing::hash_key(&args[0])?;
            let mut g = d.lock();
            let Some(i) = g.get_index_of(&key) else {
                return Err(key_error(&args[0]));
            };
            if last {
                g.move_to_end(i);
            } else {
                g.move_to_front(i);
            }
            Ok(Value::None)
        })(),
        (Flavor::Ordered, "popitem") => (|| {
            arity("popitem", args, 0, 1)?;
            let last = args
                .first()
                .cloned()
                .or_else(|| take_kw(kw, "last"))
                .is_none_or(|v| v.truthy());
            let mut g = d.lock();
            let item = if last { g.pop() } else { g.pop_front() };
            match item {
                Some((_, (k, v))) => Ok(Value::tuple(vec![k, v])),
                None => Err(key_error(&Value::text("dictionary is empty"))),
            }
        })(),
        _ => return None,
    };
    Some(r)
}

/// Entries by count, largest first; equal counts keep insertion order.
fn by_count(d: &DictRef) -> Res<Vec<(Value, Value)>> {
    let mut items: Vec<(Value, Value)> = d.lock().values().cloned().collect();
    let mut err = None;
    items.sort_by(|a, b| match ops::cmp(&b.1, &a.1, "<") {
        Ok(o) => o,
        Err(e) => {
            err.get_or_insert(e);
            Ordering::Equal
        }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(items),
    }
}

fn most_common(d: &DictRef, args: &[Value]) -> Res<Value> {
    arity("most_common", args, 0, 1)?;
    let mut items = by_count(d)?;
    if let Some(Value::Int(n)) = args.first() {
        items.truncate((*n).max(0) as usize);
    }
    Ok(Value::list(
        items
            .into_iter()
            .map(|(k, v)| Value::tuple(vec![k, v]))
            .collect(),
    ))
}

fn elements(d: &DictRef) -> Res<Value> {
    let items: Vec<(Value, Value)> = d.lock().values().cloned().collect();
    let mut out = Vec::new();
    for (k, n) in items {
        let n = match n {
            Value::Int(n) => n,
            other => {
                return Err(type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                )));
            }
        };
        if out.len() as i64 + n.max(0) > 1 << 26 {
            return Err(memory_error(""));
        }
        for _ in 0..n.max(0) {
            out.push(k.clone());
        }
    }
    Ok(super::core::make_iter(out, "itertools.chain"))
}

/// `c1 + c2`, `c1 - c2` of Counters: counts added or subtracted, keeping
/// the positive ones; `None` when either side is not a Counter.
pub fn counter_arith(op: BinOp, x: &DictRef, y: &DictRef) -> Option<Res<Value>> {
    if !matches!(op, BinOp::Add | BinOp::Sub) {
        return None;
    }
    // One lock at a time: both sides may be the same object.
    let a = x.lock().clone();
    let b = y.lock().clone();
    if !matches!(a.flavor, Flavor::Counter) || !matches!(b.flavor, Flavor::Counter) {
        return None;
    }
    let run = || -> Res<Value> {
        let out: DictRef = Arc::new(Mutex::new(Dict {
            map: Default::default(),
            flavor: Flavor::Counter,
            table: None,
        }));
        for (key, (k, n)) in a.iter() {
            let n = match b.get(key) {
                Some((_, m)) => ops::binary(op, n, m)?,
                None => n.clone(),
            };
            if ops::cmp(&n, &Value::Int(0), ">")? == Ordering::Greater {
                out.lock().insert(key.clone(), (k.clone(), n));
            }
        }
        for (key, (k, m)) in b.iter() {
            if a.contains_key(key) {
                continue;
            }
            let n = if op == BinOp::Add {
                m.clone()
            } else {
                ops::binary(BinOp::Sub, &Value::Int(0), m)?
            };
            if ops::cmp(&n, &Value::Int(0), ">")? == Ordering::Greater {
                out.lock().insert(key.clone(), (k.clone(), n));
            }
        }
        Ok(Value::Dict(out))
    };
    Some(run())
}

fn deque(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("deque", &args, 0, 2)?;
    let maxlen = args.get(1).cloned().or_else(|| take_kw(&mut kw, "maxlen"));
    let maxlen = match maxlen {
        None | Some(Value::None) => None,
        Some(Value::Int(n)) if n >= 0 => Some(n as usize),
        Some(Value::Int(_)) => return Err(value_error("maxlen must be non-negative")),
        Some(other) => {
            return Err(type_error(format!(
                "an integer is required (got type {})",
                other.type_name()
            )));
        }
    };
    let mut d = Deque {
        items: Default::default(),
        maxlen,
    };
    if let Some(src) = args.first() {
        for x in collect(src, f)? {
            push(&mut d, x, true);
        }
    }
    Ok(Value::Deque(Arc::new(Mutex::new(d))))
}

/// Adds at the right (`back`) or left end, dropping from the other end
/// past `maxlen`.
fn push(d: &mut Deque, x: Value, back: bool) {
    if d.maxlen == Some(0) {
        return;
    }
    if back {
        d.items.push_back(x);
    } else {
        d.items.push_front(x);
    }
    if d.maxlen.is_some_and(|m| d.items.len() > m) {
        if back {
            d.items.pop_front();
        } else {
            d.items.pop_back();
        }
    }
}

const DEQUE_METHODS: &[&str] = &[
    "append",
    "appendleft",
    "pop",
    "popleft",
    "extend",
    "extendleft",
    "rotate",
    "clear",
    "copy",
    "count",
    "index",
    "remove",
    "reverse",
    "insert",
];

pub fn deque_has_method(name: &str) -> bool {
    DEQUE_METHODS.contains(&name)
}

pub fn deque_method(
    d: &Arc<Mutex<Deque>>,
    name: &str,
    args: Vec<Value>,
    f: &mut Frame,
) -> Res<Value> {
    let one = |n: usize| arity(name, &args, n, n);
    match name {
        "append" | "appendleft" => {
            one(1)?;
            push(&mut d.lock(), args[0].clone(), name == "append");
            Ok(Value::None)
        }
        "pop" | "popleft" => {
            one(0)?;
            let mut g = d.lock();
            let x = if name == "pop" {
                g.items.pop_back()
            } else {
                g.items.pop_front()
            };
            x.ok_or_else(|| index_error("pop from an empty deque"))
        }
        "extend" | "extendleft" => {
            one(1)?;
            let items = collect(&args[0], f)?;
            let mut g = d.lock();
            for x in items {
                push(&mut g, x, name == "extend");
            }
            Ok(Value::None)
        }
        "rotate" => {
            arity(name, &args, 0, 1)?;
            let n = match args.first() {
                None => 1,
                Some(Value::Int(n)) => *n,
                Some(other) => {
                    return Err(type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        other.type_name()
                    )));
                }
            };
            let mut g = d.lock();
            let len = g.items.len() as i64;
            if len > 0 {
                let k = n.rem_euclid(len) as usize;
                g.items.rotate_right(k);
            }
            Ok(Value::None)
        }
        "clear" => {
            one(0)?;
            d.lock().items.clear();
            Ok(Value::None)
        }
        "copy" => {
            one(0)?;
            Ok(Value::Deque(Arc::new(Mutex::new(d.lock().clone()))))
        }
        "reverse" => {
            one(0)?;
            d.lock().items.make_contiguous().reverse();
            Ok(Value::None)
        }
        "count" | "index" | "remove" => {
            arity(name, &args, 1, if name == "index" { 3 } else { 1 })?;
            let items: Vec<Value> = d.lock().items.iter().cloned().collect();
            let mut hits = Vec::new();
            for (i, x) in items.iter().enumerate() {
                if x.is(&args[0])
                    || crate::eval::attrs::compare(f, crate::syntax::ast::CmpOp::Eq, x, &args[0])?
                {
                    hits.push(i);
                    if name != "count" {
                        break;
                    }
                }
            }
            match (name, hits.first()) {
                ("count", _) => Ok(Value::Int(hits.len() as i64)),
                ("index", Some(&i)) => Ok(Value::Int(i as i64)),
                ("index", None) => Err(value_error(format!("{} is not in deque", args[0].repr()))),
                (_, Some(&i)) => {
                    d.lock().items.remove(i);
                    Ok(Value::None)
                }
                _ => Err(value_error(format!("{} is not in deque", args[0].repr()))),
            }
        }
        "insert" => {
            one(2)?;
            let Value::Int(i) = args[0] else {
                return Err(type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    args[0].type_name()
                )));
            };
            let mut g = d.lock();
            if g.maxlen.is_some_and(|m| g.items.len() >= m) {
                return Err(index_error("deque already at its maximum size"));
            }
            let len = g.items.len() as i64;
            let at = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
            g.items.insert(at, args[1].clone());
            Ok(Value::None)
        }
        _ => Err(attr_error(format!(
            "'collections.deque' object has no attribute '{name}'"
        ))),
    }
}
