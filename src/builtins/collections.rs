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
];

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
    }));
    if let Some(src) = args.first() {
        count_into(f, &d, src, BinOp::Add)?;
    }
    count_kw(&d, kw, BinOp::Add)?;
    Ok(Value::Dict(d))
}

/// Adds (or subtracts) the counts of a mapping, or one per item of an
/// iterable.
fn count_into(f: &mut Frame, d: &DictRef, src: &Value, op: BinOp) -> Res<()> {
    let pairs: Vec<(Value, Value)> = match src {
        Value::Dict(m) => {
            let pairs: Vec<(Value, Value)> = m.lock().values().cloned().collect();
            return count_pairs(d, pairs, op);
        }
        other => collect(other, f)?
            .into_iter()
            .map(|x| (x, Value::Int(1)))
            .collect(),
    };
    for (k, n) in pairs {
        bump(d, k, &n, op)?;
    }
    Ok(())
}

fn count_kw(d: &DictRef, kw: Kwargs, op: BinOp) -> Res<()> {
    let pairs = kw.into_iter().map(|(k, n)| (Value::Str(k), n)).collect();
    count_pairs(d, pairs, op)
}

/// A mapping's counts: added to a Counter that has some, or (as Python's
/// `update` does) copied as they are into an empty one.
fn count_pairs(d: &DictRef, pairs: Vec<(Value, Value)>, op: BinOp) -> Res<()> {
    let copy = op == BinOp::Add && d.lock().is_empty();
    for (k, n) in pairs {
        if copy {
            let key = k
                .key()
                .ok_or_else(|| type_error(format!("unhashable type: '{}'", k.type_name())))?;
            d.lock().insert(key, (k, n));
        } else {
            bump(d, k, &n, op)?;
        }
    }
    Ok(())
}

fn bump(d: &DictRef, k: Value, n: &Value, op: BinOp) -> Res<()> {
    let key = k
        .key()
        .ok_or_else(|| type_error(format!("unhashable type: '{}'", k.type_name())))?;
    let old = d.lock().get(&key).map_or(Value::Int(0), |(_, v)| v.clone());
    let new = ops::binary(op, &old, n)?;
    d.lock().insert(key, (k, new));
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
            if let Some(key) = k.key() {
                d.lock()
                    .entry(key)
                    .or_insert_with(|| (k.clone(), v.clone()));
            }
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
                count_kw(d, std::mem::take(kw), op)?;
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
            let key = args[0]
                .key()
                .ok_or_else(|| type_error(format!("unhashable type: '{}'", args[0].type_name())))?;
            let mut g = d.lock();
            let Some(i) = g.get_index_of(&key) else {
                return Err(key_error(&args[0]));
            };
            let to = if last { g.len() - 1 } else { 0 };
            g.move_index(i, to);
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
            let item = if last {
                g.pop()
            } else {
                g.shift_remove_index(0)
            };
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
    Ok(Value::Iter(Arc::new(Mutex::new(
        crate::eval::value::Iter::eager(out, "itertools.chain"),
    ))))
}

/// `c1 + c2`, `c1 - c2` of Counters: counts added or subtracted, keeping
/// the positive ones; `None` when either side is not a Counter.
pub fn counter_arith(op: BinOp, x: &DictRef, y: &DictRef) -> Option<Res<Value>> {
    if !matches!(op, BinOp::Add | BinOp::Sub) {
        return None;
    }
    let (a, b) = (x.lock().clone(), y.lock().clone());
    if !matches!(a.flavor, Flavor::Counter) || !matches!(b.flavor, Flavor::Counter) {
        return None;
    }
    let run = || -> Res<Value> {
        let out: DictRef = Arc::new(Mutex::new(Dict {
            map: Default::default(),
            flavor: Flavor::Counter,
        }));
        for (k, n) in a.values() {
            let other = b.get(&k.key().unwrap_or(crate::eval::value::Key::None));
            let n = match other {
                Some((_, m)) => ops::binary(op, n, m)?,
                None => n.clone(),
            };
            if ops::cmp(&n, &Value::Int(0), ">")? == Ordering::Greater {
                bump(&out, k.clone(), &n, BinOp::Add)?;
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
                bump(&out, k.clone(), &n, BinOp::Add)?;
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

/// `namedtuple(name, fields)`: a class whose instances hold the fields as
/// attributes and behave as the tuple of them (indexing, iteration,
/// unpacking, comparison); its methods are the builtins below, bound to
/// the instance like a Python class's functions.
fn namedtuple(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("namedtuple", &args, 1, 2)?;
    let Value::Str(name) = &args[0] else {
        return Err(type_error("namedtuple() argument 'typename' must be str"));
    };
    let spec = args
        .get(1)
        .cloned()
        .or_else(|| take_kw(&mut kw, "field_names"));
    let defaults = take_kw(&mut kw, "defaults");
    let fields: Vec<Value> = match spec {
        Some(Value::Str(s)) => s
            .replace(',', " ")
            .split_whitespace()
            .map(Value::text)
            .collect(),
        Some(other) => collect(&other, f)?,
        None => {
            return Err(type_error(
                "namedtuple() missing required argument 'field_names'",
            ));
        }
    };
    for fld in &fields {
        let ok = matches!(fld, Value::Str(s) if s.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && s.chars().all(|c| c.is_alphanumeric() || c == '_') && !s.starts_with('_'));
        if !ok {
            return Err(value_error(format!(
                "Type names and field names must be valid identifiers: {}",
                fld.repr()
            )));
        }
    }
    for (i, fld) in fields.iter().enumerate() {
        if fields[..i].iter().any(|g| ops::eq(g, fld)) {
            return Err(value_error(format!(
                "Encountered duplicate field name: {}",
                fld.repr()
            )));
        }
    }
    let defaults = match defaults {
        Some(v) if !matches!(v, Value::None) => collect(&v, f)?,
        _ => Vec::new(),
    };
    if defaults.len() > fields.len() {
        return Err(type_error("Got more default values than field names"));
    }
    let class = crate::eval::value::Class::new(name, Vec::new(), false);
    *class.module.lock() = f.rt.module.clone();
    {
        let mut attrs = class.attrs.lock();
        attrs.insert(Arc::from("_fields"), Value::tuple(fields));
        attrs.insert(Arc::from("_field_defaults_"), Value::tuple(defaults));
        for m in NT_METHODS {
            if let Some(id) = super::lookup(&format!("collections.namedtuple.{m}")) {
                attrs.insert(Arc::from(*m), super::value_of(id));
            }
        }
    }
    Ok(Value::Class(Arc::new(class)))
}

const NT_METHODS: &[&str] = &[
    "__init__",
    "__repr__",
    "__getitem__",
    "__iter__",
    "__len__",
    "__eq__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "_asdict",
    "_replace",
];

pub const NT_TABLE: &[Builtin] = &[
    b!(
        "collections.namedtuple",
        "namedtuple(name, fields): a tuple class with named fields",
        namedtuple
    ),
    b!(
        "collections.namedtuple.__init__",
        "fields from arguments",
        nt_init
    ),
    b!(
        "collections.namedtuple.__repr__",
        "Name(field=value, ...)",
        nt_repr
    ),
    b!(
        "collections.namedtuple.__getitem__",
        "a field by position",
        nt_getitem
    ),
    b!(
        "collections.namedtuple.__iter__",
        "the fields in order",
        nt_iter
    ),
    b!(
        "collections.namedtuple.__len__",
        "the number of fields",
        nt_len
    ),
    b!(
        "collections.namedtuple.__eq__",
        "equal as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Eq)
    ),
    b!(
        "collections.namedtuple.__lt__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Lt)
    ),
    b!(
        "collections.namedtuple.__le__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Le)
    ),
    b!(
        "collections.namedtuple.__gt__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Gt)
    ),
    b!(
        "collections.namedtuple.__ge__",
        "ordered as tuples",
        |f, a, _| nt_cmp(f, a, crate::syntax::ast::CmpOp::Ge)
    ),
    b!(
        "collections.namedtuple._asdict",
        "a dict of the fields",
        nt_asdict
    ),
    b!(
        "collections.namedtuple._replace",
        "a copy with some fields replaced",
        nt_replace
    ),
];

/// The instance and its class's field names.
fn nt_parts(args: &[Value]) -> Res<(Arc<crate::eval::value::Instance>, Vec<Arc<str>>)> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("namedtuple method called without an instance"));
    };
    let names = match i.class.lookup("_fields") {
        Some(Value::Tuple(t)) => t
            .iter()
            .filter_map(|v| match v {
                Value::Str(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok((i.clone(), names))
}

fn nt_values(args: &[Value]) -> Res<Vec<Value>> {
    let (i, names) = nt_parts(args)?;
    Ok(names
        .iter()
        .map(|n| i.get_attr(n).unwrap_or(Value::None))
        .collect())
}

fn nt_init(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    let cname = i.class.name.clone();
    let defaults = match i.class.lookup("_field_defaults_") {
        Some(Value::Tuple(t)) => t.to_vec(),
        _ => Vec::new(),
    };
    let given = &args[1..];
    if given.len() > names.len() {
        return Err(type_error(format!(
            "{cname}.__new__() takes {} positional arguments but {} were given",
            names.len() + 1,
            given.len() + 1
        )));
    }
    let mut vals: Vec<Option<Value>> = given.iter().cloned().map(Some).collect();
    vals.resize(names.len(), None);
    for (k, v) in kw {
        match names.iter().position(|n| *n == k) {
            Some(p) if vals[p].is_none() => vals[p] = Some(v),
            Some(_) => {
                return Err(type_error(format!(
                    "{cname}.__new__() got multiple values for argument '{k}'"
                )));
            }
            None => {
                return Err(type_error(format!(
                    "{cname}.__new__() got an unexpected keyword argument '{k}'"
                )));
            }
        }
    }
    let first_default = names.len() - defaults.len();
    let mut missing = Vec::new();
    for (p, v) in vals.iter_mut().enumerate() {
        if v.is_none() && p >= first_default {
            *v = Some(defaults[p - first_default].clone());
        }
        if v.is_none() {
            missing.push(format!("'{}'", names[p]));
        }
    }
    if !missing.is_empty() {
        let list = match missing.len() {
            1 => missing[0].clone(),
            n => format!("{} and {}", missing[..n - 1].join(", "), missing[n - 1]),
        };
        return Err(type_error(format!(
            "{cname}.__new__() missing {} required positional argument{}: {list}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    for (n, v) in names.iter().zip(vals) {
        i.set_attr(n, v.unwrap_or(Value::None));
    }
    Ok(Value::None)
}

fn nt_repr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    let mut parts = Vec::new();
    for n in &names {
        let v = i.get_attr(n).unwrap_or(Value::None);
        parts.push(format!("{n}={}", crate::eval::attrs::repr_of(f, &v)?));
    }
    Ok(Value::text(&format!(
        "{}({})",
        i.class.name,
        parts.join(", ")
    )))
}

fn nt_getitem(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__getitem__", &args, 2, 2)?;
    ops::getitem(&Value::tuple(nt_values(&args)?), &args[1]).map_err(|e| {
        if e.class_name() == "IndexError" {
            index_error("tuple index out of range")
        } else {
            e
        }
    })
}

fn nt_iter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(Value::Iter(Arc::new(Mutex::new(
        crate::eval::value::Iter::eager(nt_values(&args)?, "tuple_iterator"),
    ))))
}

fn nt_len(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(Value::Int(nt_values(&args)?.len() as i64))
}

fn nt_cmp(f: &mut Frame, args: Vec<Value>, op: crate::syntax::ast::CmpOp) -> Res<Value> {
    arity("comparison", &args, 2, 2)?;
    let me = Value::tuple(nt_values(&args)?);
    let other = match &args[1] {
        Value::Tuple(_) => args[1].clone(),
        Value::Instance(i) if i.class.lookup("_fields").is_some() => {
            Value::tuple(nt_values(&args[1..])?)
        }
        _ => {
            let id = super::lookup("NotImplemented");
            return Ok(id.map_or(Value::Bool(false), super::value_of));
        }
    };
    crate::eval::attrs::compare(f, op, &me, &other).map(Value::Bool)
}

fn nt_asdict(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    Ok(super::dict_from_pairs(
        names
            .iter()
            .map(|n| (Value::Str(n.clone()), i.get_attr(n).unwrap_or(Value::None)))
            .collect(),
    ))
}

fn nt_replace(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let (i, names) = nt_parts(&args)?;
    for (k, _) in &kw {
        if !names.contains(k) {
            return Err(value_error(format!(
                "Got unexpected field names: [{}]",
                Value::Str(k.clone()).repr()
            )));
        }
    }
    let vals: Vec<Value> = names
        .iter()
        .map(|n| {
            kw.iter()
                .find(|(k, _)| k == n)
                .map_or_else(|| i.get_attr(n).unwrap_or(Value::None), |(_, v)| v.clone())
        })
        .collect();
    crate::eval::call::instantiate(&i.class, vals, Vec::new(), f)
}
