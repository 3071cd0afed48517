//! Iteration over any iterable value, one item at a time. Lists are read by
//! index under a short lock per item, so a loop that appends to the list it
//! walks sees the new items, as in Python. Generators, objects with
//! `__iter__`/`__next__` (or `__getitem__`), and `enumerate`/`zip`/`map`/
//! `filter` over them compute each item when it is asked for, with the
//! asking frame: their code may print, read globals, or never end.

use super::attrs;
use super::call::call_value;
use super::dictview::{DictView, ViewKind};
use super::exc::*;
use super::frame::Frame;
use super::generator::GenState;
use super::value::{Iter, Value, range_len};
use parking_lot::Mutex;
use std::sync::Arc;

pub enum ValueIter {
    List(Arc<Mutex<crate::eval::value::ListItems>>, usize),
    Items(Vec<Value>, usize),
    Range {
        next: i64,
        step: i64,
        left: i64,
    },
    Shared(Arc<Mutex<Iter>>),
    /// A dict (or one of its views) read at each step: the position, and
    /// the dict's size when the loop began, which must not change.
    Dict(DictView, usize, usize),
    /// A set, in its order when the loop began (its size checked each step).
    Set(SetSteps),
    /// A str's characters from this byte offset: made one at a time (the
    /// ASCII ones shared), so `for c in s` allocates nothing per step.
    Chars(Arc<str>, usize),
}

/// What one step of a lazy source gave.
pub enum Step {
    Yield(Value),
    /// Exhausted; a generator's `return` value (else None).
    Return(Value),
}

/// A source of items computed on demand.
pub enum Lazy {
    Gen(Box<GenState>),
    /// An iterator object's bound `__next__`.
    Next(Value),
    /// A sequence without `__iter__`: its bound `__getitem__` and the
    /// next index.
    GetItem(Value, i64),
    Enumerate(ValueIter, Value),
    Zip(Vec<ValueIter>),
    Map(Value, Vec<ValueIter>),
    Filter(Value, ValueIter),
    /// An iterator a builtin module implements (`itertools.count`, …).
    Native(Box<dyn Source>),
}

/// A lazy iterator implemented in Rust: the next item, `None` at the end.
pub trait Source: Send {
    fn next_item(&mut self, fr: &mut Frame) -> Res<Option<Value>>;
}

impl std::fmt::Debug for Lazy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Lazy::Gen(_) => "generator",
            Lazy::Next(_) | Lazy::GetItem(..) => "iterator",
            Lazy::Enumerate(..) => "enumerate",
            Lazy::Zip(_) => "zip",
            Lazy::Map(..) => "map",
            Lazy::Filter(..) => "filter",
            Lazy::Native(_) => "iterator",
        })
    }
}

fn is_exc(e: &Exc, name: &str) -> bool {
    exc_class(name).is_some_and(|c| e.is(&c))
}

impl Lazy {
    fn step(&mut self, fr: &mut Frame, sent: Value, throw: Option<Box<Exc>>) -> Res<Step> {
        if let Lazy::Gen(g) = self {
            return g.resume(fr, sent, throw);
        }
        if let Some(e) = throw {
            return Err(e);
        }
        Ok(match self {
            Lazy::Gen(_) => Step::Return(Value::None),
            Lazy::Next(m) => match call_value(m, Vec::new(), Vec::new(), fr) {
                Ok(v) => Step::Yield(v),
                Err(e) if is_exc(&e, "StopIteration") => Step::Return(Value::None),
                Err(e) => return Err(e),
            },
            Lazy::GetItem(m, i) => match call_value(m, vec![Value::Int(*i)], Vec::new(), fr) {
                Ok(v) => {
                    *i += 1;
                    Step::Yield(v)
                }
                Err(e) if is_exc(&e, "IndexError") || is_exc(&e, "StopIteration") => {
                    Step::Return(Value::None)
                }
                Err(e) => return Err(e),
            },
            Lazy::Enumerate(inner, n) => match inner.next(fr)? {
                Some(x) => {
                    let k = n.clone();
                    *n = super::ops::binary(crate::syntax::ast::BinOp::Add, &k, &Value::Int(1))?;
                    Step::Yield(Value::tuple(vec![k, x]))
                }
                None => Step::Return(Value::None),
            },
            Lazy::Zip(its) => match next_all(its, fr)? {
                Some(items) => Step::Yield(Value::tuple(items)),
                None => Step::Return(Value::None),
            },
            Lazy::Map(func, its) => match next_all(its, fr)? {
                Some(items) => Step::Yield(call_value(func, items, Vec::new(), fr)?),
                None => Step::Return(Value::None),
            },
            Lazy::Native(src) => match src.next_item(fr)? {
                Some(v) => Step::Yield(v),
                None => Step::Return(Value::None),
            },
            Lazy::Filter(func, it) => loop {
                let Some(x) = it.next(fr)? else {
                    break Step::Return(Value::None);
                };
                let keep = match &*func {
                    Value::None => attrs::truth(fr, &x)?,
                    func => {
                        let r = call_value(func, vec![x.clone()], Vec::new(), fr)?;
                        attrs::truth(fr, &r)?
                    }
                };
                if keep {
                    break Step::Yield(x);
                }
            },
        })
    }
}

/// The next item of each iterator, or `None` when any is exhausted.
fn next_all(its: &mut [ValueIter], fr: &mut Frame) -> Res<Option<Vec<Value>>> {
    // zip() of nothing is empty: no iterable is there to run out.
    if its.is_empty() {
        return Ok(None);
    }
    let mut items = Vec::with_capacity(its.len());
    for it in its.iter_mut() {
        match it.next(fr)? {
            Some(x) => items.push(x),
            None => return Ok(None),
        }
    }
    Ok(Some(items))
}

/// A lazy iterator value.
pub fn lazy_value(kind: &'static str, name: Option<Arc<str>>, src: Lazy) -> Value {
    let mut it = Iter::eager(Vec::new(), kind);
    it.lazy = Some(Box::new(src));
    it.name = name;
    Value::Iter(Arc::new(Mutex::new(it)))
}

/// Is `v` an iterator whose items are computed on demand (or an object
/// that iterates through its own methods)? Those must be walked with a
/// frame, one item at a time.
pub fn is_lazy(v: &Value) -> bool {
    match v {
        Value::Iter(it) => {
            let it = it.lock();
            it.lazy.is_some() || it.running
        }
        Value::Instance(i) => !i.class.builtin,
        _ => false,
    }
}

/// Runs one step of a shared iterator's source: `sent` and `throw` reach a
/// generator (`send`, `throw`); `None` once it is exhausted.
pub fn step_shared(
    it: &Arc<Mutex<Iter>>,
    fr: &mut Frame,
    sent: Value,
    throw: Option<Box<Exc>>,
) -> Res<Step> {
    let mut src = {
        let mut g = it.lock();
        if g.pos < g.items.len() {
            let v = g.items[g.pos].clone();
            g.pos += 1;
            return Ok(Step::Yield(v));
        }
        if g.running {
            return Err(value_error("generator already executing"));
        }
        match g.lazy.take() {
            Some(src) => {
                g.running = true;
                src
            }
            None => {
                return match throw {
                    Some(e) => Err(e),
                    None => Ok(Step::Return(Value::None)),
                };
            }
        }
    };
    let r = src.step(fr, sent, throw);
    let mut g = it.lock();
    g.running = false;
    if let Ok(Step::Yield(_)) = &r {
        g.lazy = Some(src);
    }
    r
}

impl ValueIter {
    /// Starts iterating `v`, as Python's `iter(v)` does (an object's
    /// `__iter__` runs now).
    pub fn new(v: &Value, fr: &mut Frame) -> Res<ValueIter> {
        Ok(match v {
            Value::List(l) => ValueIter::List(l.clone(), 0),
            Value::Range(r) => ValueIter::Range {
                next: r.0,
                step: r.2,
                left: range_len(r.0, r.1, r.2),
            },
            Value::Iter(it) => ValueIter::Shared(it.clone()),
            Value::Tuple(t) => ValueIter::Items(t.to_vec(), 0),
            Value::Dict(d) => ValueIter::dict(d.clone(), ViewKind::Keys),
            Value::DictView(v) => ValueIter::dict(v.dict.clone(), v.kind),
            Value::Str(s) => ValueIter::Chars(s.clone(), 0),
            Value::Set(d) => ValueIter::Set(SetSteps::new(d)),
            Value::Instance(i) if !i.class.builtin => match iter_value(v, fr)? {
                Value::Iter(it) => ValueIter::Shared(it),
                obj => match lazy_value("iterator", None, Lazy::Next(next_method(&obj, fr)?)) {
                    Value::Iter(it) => ValueIter::Shared(it),
                    _ => return Err(type_error("internal error: iterator")),
                },
            },
            other => ValueIter::Items(super::ops::iterate_to_vec(other)?, 0),
        })
    }

    fn dict(dict: Arc<Mutex<crate::eval::value::Dict>>, kind: ViewKind) -> ValueIter {
        let len = dict.lock().len();
        ValueIter::Dict(DictView { dict, kind }, 0, len)
    }

    /// The next item, `None` when exhausted.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self, fr: &mut Frame) -> Res<Option<Value>> {
        Ok(match self {
            ValueIter::List(l, i) => {
                let v = l.lock().get(*i).cloned();
                *i += 1;
                v
            }
            ValueIter::Items(items, i) => {
                let v = items.get(*i).cloned();
                *i += 1;
                v
            }
            ValueIter::Range { next, step, left } => {
                if *left <= 0 {
                    return Ok(None);
                }
                let v = *next;
                *left -= 1;
                *next = next.wrapping_add(*step);
                Some(Value::Int(v))
            }
            ValueIter::Shared(it) => match step_shared(it, fr, Value::None, None)? {
                Step::Yield(v) => Some(v),
                Step::Return(_) => None,
            },
            ValueIter::Dict(view, i, len) => {
                let d = view.dict.lock();
                if d.len() != *len {
                    return Err(runtime_error(match d.flavor {
                        crate::eval::value::Flavor::Ordered => {
                            "OrderedDict mutated during iteration"
                        }
                        _ => "dictionary changed size during iteration",
                    }));
                }
                // `i` is the slot after the last one given: holes are
                // skipped, and an entry added since is reached at the end.
                d.next_from(*i).map(|(at, _, (k, v))| {
                    *i = at + 1;
                    view.item(k, v)
                })
            }
            ValueIter::Set(steps) => steps.step()?,
            ValueIter::Chars(s, at) => {
                let c = s.get(*at..).and_then(|rest| rest.chars().next());
                if let Some(c) = c {
                    *at += c.len_utf8();
                }
                c.map(Value::char_str)
            }
        })
    }

    /// One step with a value sent or an exception thrown in (`yield from`
    /// passes them on to a generator; other iterators take no value).
    pub fn step(&mut self, fr: &mut Frame, sent: Value, throw: Option<Box<Exc>>) -> Res<Step> {
        if let ValueIter::Shared(it) = self {
            return step_shared(it, fr, sent, throw);
        }
        if let Some(e) = throw {
            return Err(e);
        }
        Ok(match self.next(fr)? {
            Some(v) => Step::Yield(v),
            None => Step::Return(Value::None),
        })
    }
}

/// An iterator object's bound `__next__`, or Python's TypeError.
fn next_method(obj: &Value, fr: &mut Frame) -> Res<Value> {
    let has_next = matches!(obj, Value::Instance(i) if i.class.lookup("__next__").is_some());
    if !has_next {
        return Err(type_error(format!(
            "iter() returned non-iterator of type '{}'",
            obj.type_name()
        )));
    }
    attrs::getattr(fr, obj, "__next__")
}

/// Python's `iter(v)`: an object's `__iter__` result (checked to be an
/// iterator), a sequence protocol iterator over `__getitem__`, or an
/// iterator over a builtin container's items.
pub fn iter_value(v: &Value, fr: &mut Frame) -> Res<Value> {
    match v {
        Value::Iter(_) => Ok(v.clone()),
        Value::Instance(i) if !i.class.builtin => {
            if i.class.lookup("__iter__").is_some() {
                let m = attrs::getattr(fr, v, "__iter__")?;
                let r = call_value(&m, Vec::new(), Vec::new(), fr)?;
                if !matches!(r, Value::Iter(_)) {
                    next_method(&r, fr)?;
                }
                Ok(r)
            } else if i.class.lookup("__getitem__").is_some() {
                let m = attrs::getattr(fr, v, "__getitem__")?;
                Ok(lazy_value("iterator", None, Lazy::GetItem(m, 0)))
            } else {
                Err(type_error(format!(
                    "'{}' object is not iterable",
                    v.type_name()
                )))
            }
        }
        Value::Set(d) => Ok(lazy_value(
            "set_iterator",
            None,
            Lazy::Native(Box::new(SetSteps::new(d))),
        )),
        // Walks the dict as it is at each step, so that `next(it)` after
        // the dict changed size raises as CPython's does.
        Value::Dict(_) | Value::DictView(_) => Ok(lazy_value(
            iter_kind(v),
            None,
            Lazy::Native(Box::new(DictSteps(ValueIter::new(v, fr)?))),
        )),
        other => Ok(Value::Iter(Arc::new(Mutex::new(Iter::eager(
            super::ops::iterate_to_vec(other)?,
            iter_kind(other),
        ))))),
    }
}

/// A set's elements in its iteration order when iterating began, and its
/// size then: as CPython's set iterator, a step after the size changed
/// raises.
pub struct SetSteps {
    set: Arc<Mutex<crate::eval::value::Dict>>,
    order: Vec<Value>,
    at: usize,
    len: usize,
}

impl SetSteps {
    fn new(set: &Arc<Mutex<crate::eval::value::Dict>>) -> SetSteps {
        let (order, len) = {
            let d = set.lock();
            (super::setorder::set_order(&d), d.len())
        };
        SetSteps {
            set: set.clone(),
            order,
            at: 0,
            len,
        }
    }

    fn step(&mut self) -> Res<Option<Value>> {
        if self.set.lock().len() != self.len {
            return Err(runtime_error("Set changed size during iteration"));
        }
        let v = self.order.get(self.at).cloned();
        self.at += 1;
        Ok(v)
    }
}

impl Source for SetSteps {
    fn next_item(&mut self, _: &mut Frame) -> Res<Option<Value>> {
        self.step()
    }
}

/// `iter(d)` for a dict or one of its views.
struct DictSteps(ValueIter);

impl Source for DictSteps {
    fn next_item(&mut self, fr: &mut Frame) -> Res<Option<Value>> {
        self.0.next(fr)
    }
}

/// The type name of `iter(x)` for a builtin container.
fn iter_kind(v: &Value) -> &'static str {
    match v {
        Value::List(_) => "list_iterator",
        Value::Tuple(_) => "tuple_iterator",
        Value::Str(_) => "str_ascii_iterator",
        Value::Range(_) => "range_iterator",
        Value::Dict(_) => "dict_keyiterator",
        Value::DictView(v) => v.iter_kind(false),
        Value::Set(_) => "set_iterator",
        _ => "iterator",
    }
}

/// Every item of an iterable, computed with `fr` where the value computes
/// its items itself (a generator, an object's `__next__`).
pub fn collect(v: &Value, fr: &mut Frame) -> Res<Vec<Value>> {
    if !is_lazy(v) {
        return super::ops::iterate_to_vec(v);
    }
    if let Some(out) = zip_of_lists(v) {
        return Ok(out);
    }
    let mut it = ValueIter::new(v, fr)?;
    let mut out = Vec::new();
    while let Some(x) = it.next(fr)? {
        out.push(x);
    }
    Ok(out)
}

/// All the tuples of a zip over lists that nothing has stepped since it
/// was made (`list(zip(xs, ys))`, `dict(zip(ks, vs))`), made in one pass
/// over the lists. Zipping lists runs no user code, so no list can change
/// between steps, and the zip is left exhausted as stepping would leave
/// it (its shortest list's iterator stays exhausted).
fn zip_of_lists(v: &Value) -> Option<Vec<Value>> {
    let Value::Iter(it) = v else {
        return None;
    };
    let mut g = it.lock();
    if g.running || g.pos < g.items.len() {
        return None;
    }
    let Some(Lazy::Zip(its)) = g.lazy.as_deref() else {
        return None;
    };
    let mut lists = Vec::with_capacity(its.len());
    for x in its {
        let ValueIter::List(l, from) = x else {
            return None;
        };
        lists.push((l.clone(), *from));
    }
    g.lazy = None;
    drop(g);
    // Each distinct list locked once (a list zipped with itself is one
    // lock), its guard shared by every position it fills.
    let mut distinct: Vec<&Arc<Mutex<crate::eval::value::ListItems>>> = Vec::new();
    let mut slot_of = Vec::with_capacity(lists.len());
    for (l, _) in &lists {
        match distinct.iter().position(|d| Arc::ptr_eq(d, l)) {
            Some(j) => slot_of.push(j),
            None => {
                slot_of.push(distinct.len());
                distinct.push(l);
            }
        }
    }
    let guards: Vec<_> = distinct.iter().map(|l| l.lock()).collect();
    let n = lists
        .iter()
        .zip(&slot_of)
        .map(|((_, from), &j)| guards[j].len().saturating_sub(*from))
        .min()
        .unwrap_or(0);
    Some(
        (0..n)
            .map(|k| {
                let row = lists.iter().zip(&slot_of);
                Value::tuple(
                    row.map(|((_, from), &j)| guards[j][from + k].clone())
                        .collect(),
                )
            })
            .collect(),
    )
}
