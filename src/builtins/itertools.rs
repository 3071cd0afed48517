//! `itertools`: iterators over other iterators, lazy wherever Python's are
//! (`count`, `cycle`, `repeat`, `chain`, `islice`, … may run forever, or
//! over a generator that does). The combinatoric ones read their input
//! whole, as Python's do, and give their tuples in Python's order.

use super::core::{as_index, make_iter};
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::attrs;
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::{Lazy, Source, ValueIter, collect, lazy_value};
use crate::eval::ops;
use crate::eval::value::Value;
use crate::syntax::ast::{BinOp, CmpOp};

pub const TABLE: &[Builtin] = &[
    b!(
        "itertools.count",
        "count(start=0, step=1): start, start+step, … without end",
        count
    ),
    b!(
        "itertools.repeat",
        "repeat(x[, times]): x again and again",
        repeat
    ),
    b!(
        "itertools.cycle",
        "cycle(iterable): its items, over and over",
        cycle
    ),
    b!(
        "itertools.chain",
        "chain(*iterables): their items one after another",
        chain
    ),
    b!(
        "itertools.chain.from_iterable",
        "chain.from_iterable(iterables): the items of each, one after another",
        from_iterable
    ),
    b!(
        "itertools.islice",
        "islice(iterable, [start,] stop[, step]): a slice of the items",
        islice
    ),
    b!(
        "itertools.takewhile",
        "takewhile(pred, iterable): items while pred holds",
        takewhile
    ),
    b!(
        "itertools.dropwhile",
        "dropwhile(pred, iterable): items from where pred first fails",
        dropwhile
    ),
    b!(
        "itertools.filterfalse",
        "filterfalse(pred, iterable): items for which pred is false",
        filterfalse
    ),
    b!(
        "itertools.accumulate",
        "accumulate(iterable, func=operator.add, *, initial=None): running totals",
        accumulate
    ),
    b!(
        "itertools.starmap",
        "starmap(func, iterable): func(*item) for each item",
        starmap
    ),
    b!(
        "itertools.zip_longest",
        "zip_longest(*iterables, fillvalue=None): zip to the longest",
        zip_longest
    ),
    b!(
        "itertools.pairwise",
        "pairwise(iterable): overlapping pairs of neighbours",
        pairwise
    ),
    b!(
        "itertools.compress",
        "compress(data, selectors): items whose selector is true",
        compress
    ),
    b!(
        "itertools.product",
        "product(*iterables, repeat=1): the cartesian product",
        super::itercomb::product
    ),
    b!(
        "itertools.permutations",
        "permutations(iterable, r=None): orderings of r items",
        super::itercomb::permutations
    ),
    b!(
        "itertools.combinations",
        "combinations(iterable, r): r-item subsets in order",
        super::itercomb::combinations
    ),
    b!(
        "itertools.combinations_with_replacement",
        "combinations_with_replacement(iterable, r): r-item multisets in order",
        super::itercomb::combinations_with_replacement
    ),
    b!(
        "itertools.groupby",
        "groupby(iterable, key=None): runs of items with equal keys",
        groupby
    ),
];

fn native(kind: &'static str, src: impl Source + 'static) -> Value {
    lazy_value(kind, None, Lazy::Native(Box::new(src)))
}

fn truth(f: &mut Frame, func: &Value, x: &Value) -> Res<bool> {
    let r = match func {
        Value::None => x.clone(),
        func => call_value(func, vec![x.clone()], Vec::new(), f)?,
    };
    attrs::truth(f, &r)
}

struct Count {
    n: Value,
    step: Value,
}

impl Source for Count {
    fn next_item(&mut self, _: &mut Frame) -> Res<Option<Value>> {
        let next = ops::binary(BinOp::Add, &self.n, &self.step)?;
        Ok(Some(std::mem::replace(&mut self.n, next)))
    }
}

fn count(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("count", &args, 0, 2)?;
    let mut args = args.into_iter();
    let n = args.next().or_else(|| take_kw(&mut kw, "start"));
    let step = args.next().or_else(|| take_kw(&mut kw, "step"));
    no_more_kw("count", &kw)?;
    let n = n.unwrap_or(Value::Int(0));
    let step = step.unwrap_or(Value::Int(1));
    for v in [&n, &step] {
        if !matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::BigInt(_)
        ) {
            return Err(type_error("a number is required"));
        }
    }
    Ok(native("itertools.count", Count { n, step }))
}

struct Repeat {
    v: Value,
    left: Option<i64>,
}

impl Source for Repeat {
    fn next_item(&mut self, _: &mut Frame) -> Res<Option<Value>> {
        match &mut self.left {
            Some(0) => Ok(None),
            Some(n) => {
                *n -= 1;
                Ok(Some(self.v.clone()))
            }
            None => Ok(Some(self.v.clone())),
        }
    }
}

fn repeat(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("repeat", &args, 1, 2)?;
    let times = args.get(1).cloned().or_else(|| take_kw(&mut kw, "times"));
    let left = match times {
        Some(t) => Some(as_index(&t)?.max(0)),
        None => None,
    };
    Ok(native(
        "itertools.repeat",
        Repeat {
            v: args[0].clone(),
            left,
        },
    ))
}

struct Cycle {
    src: Option<ValueIter>,
    saved: Vec<Value>,
    i: usize,
}

impl Source for Cycle {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        if let Some(src) = &mut self.src {
            if let Some(x) = src.next(f)? {
                self.saved.push(x.clone());
                return Ok(Some(x));
            }
            self.src = None;
        }
        if self.saved.is_empty() {
            return Ok(None);
        }
        let x = self.saved[self.i % self.saved.len()].clone();
        self.i += 1;
        Ok(Some(x))
    }
}

fn cycle(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("cycle", &args, 1, 1)?;
    let src = ValueIter::new(&args[0], f)?;
    Ok(native(
        "itertools.cycle",
        Cycle {
            src: Some(src),
            saved: Vec::new(),
            i: 0,
        },
    ))
}

/// Items of each iterable in turn; each one is started when reached
/// (and the iterables themselves may come from a generator).
struct Chain {
    rest: ValueIter,
    cur: Option<ValueIter>,
}

impl Source for Chain {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        loop {
            if let Some(it) = &mut self.cur
                && let Some(x) = it.next(f)?
            {
                return Ok(Some(x));
            }
            match self.rest.next(f)? {
                Some(v) => self.cur = Some(ValueIter::new(&v, f)?),
                None => return Ok(None),
            }
        }
    }
}

fn chain(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(native(
        "itertools.chain",
        Chain {
            rest: ValueIter::Items(args, 0),
            cur: None,
        },
    ))
}

fn from_iterable(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("from_iterable", &args, 1, 1)?;
    let rest = ValueIter::new(&args[0], f)?;
    Ok(native("itertools.chain", Chain { rest, cur: None }))
}

struct ISlice {
    it: ValueIter,
    /// Index of the next item the source gives.
    pos: i64,
    next: i64,
    stop: Option<i64>,
    step: i64,
}

impl Source for ISlice {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        if self.stop.is_some_and(|s| self.next >= s) {
            return Ok(None);
        }
        loop {
            let Some(x) = self.it.next(f)? else {
                return Ok(None);
            };
            let at = self.pos;
            self.pos += 1;
            if at == self.next {
                self.next = self.next.saturating_add(self.step);
                return Ok(Some(x));
            }
        }
    }
}

fn islice(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("islice", &args, 2, 4)?;
    let bound = |v: &Value, msg: &str| -> Res<Option<i64>> {
        match v {
            Value::None => Ok(None),
            Value::Int(i) if *i >= 0 => Ok(Some(*i)),
            _ => Err(value_error(msg.to_string())),
        }
    };
    const STOP: &str =
        "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    const INDEX: &str = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    let (start, stop, step) = match args.len() {
        2 => (0, bound(&args[1], STOP)?, 1),
        _ => {
            let start = bound(&args[1], INDEX)?.unwrap_or(0);
            let stop = bound(&args[2], INDEX)?;
            let step = match args.get(3) {
                None | Some(Value::None) => 1,
                Some(Value::Int(s)) if *s > 0 => *s,
                Some(_) => {
                    return Err(value_error(
                        "Step for islice() must be a positive integer or None.",
                    ));
                }
            };
            (start, stop, step)
        }
    };
    let it = ValueIter::new(&args[0], f)?;
    Ok(native(
        "itertools.islice",
        ISlice {
            it,
            pos: 0,
            next: start,
            stop,
            step,
        },
    ))
}

/// takewhile / dropwhile / filterfalse: a predicate over an iterator.
struct Pred {
    pred: Value,
    it: ValueIter,
    kind: PredKind,
    /// takewhile: stopped; dropwhile: done dropping.
    flag: bool,
}

#[derive(Clone, Copy)]
enum PredKind {
    TakeWhile,
    DropWhile,
    FilterFalse,
}

impl Source for Pred {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        loop {
            if matches!(self.kind, PredKind::TakeWhile) && self.flag {
                return Ok(None);
            }
            let Some(x) = self.it.next(f)? else {
                return Ok(None);
            };
            match self.kind {
                PredKind::TakeWhile => {
                    if truth(f, &self.pred, &x)? {
                        return Ok(Some(x));
                    }
                    self.flag = true;
                }
                PredKind::DropWhile => {
                    if self.flag || !truth(f, &self.pred, &x)? {
                        self.flag = true;
                        return Ok(Some(x));
                    }
                }
                PredKind::FilterFalse => {
                    if !truth(f, &self.pred, &x)? {
                        return Ok(Some(x));
                    }
                }
            }
        }
    }
}

fn predicate(f: &mut Frame, args: Vec<Value>, name: &'static str, kind: PredKind) -> Res<Value> {
    arity(name, &args, 2, 2)?;
    let it = ValueIter::new(&args[1], f)?;
    let kind_name = match kind {
        PredKind::TakeWhile => "itertools.takewhile",
        PredKind::DropWhile => "itertools.dropwhile",
        PredKind::FilterFalse => "itertools.filterfalse",
    };
    Ok(native(
        kind_name,
        Pred {
            pred: args[0].clone(),
            it,
            kind,
            flag: false,
        },
    ))
}

fn takewhile(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    predicate(f, args, "takewhile", PredKind::TakeWhile)
}

fn dropwhile(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    predicate(f, args, "dropwhile", PredKind::DropWhile)
}

fn filterfalse(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    predicate(f, args, "filterfalse", PredKind::FilterFalse)
}

struct Accumulate {
    it: ValueIter,
    func: Value,
    acc: Option<Value>,
    initial: Option<Value>,
}

impl Source for Accumulate {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        if let Some(first) = self.initial.take() {
            self.acc = Some(first.clone());
            return Ok(Some(first));
        }
        let Some(x) = self.it.next(f)? else {
            return Ok(None);
        };
        let next = match self.acc.take() {
            None => x,
            Some(a) => match &self.func {
                Value::None => attrs::binary(f, BinOp::Add, &a, &x)?,
                func => call_value(func, vec![a, x], Vec::new(), f)?,
            },
        };
        self.acc = Some(next.clone());
        Ok(Some(next))
    }
}

fn accumulate(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("accumulate", &args, 1, 2)?;
    let func = args
        .get(1)
        .cloned()
        .or_else(|| take_kw(&mut kw, "func"))
        .unwrap_or(Value::None);
    let initial = take_kw(&mut kw, "initial").filter(|v| !matches!(v, Value::None));
    no_more_kw("accumulate", &kw)?;
    let it = ValueIter::new(&args[0], f)?;
    Ok(native(
        "itertools.accumulate",
        Accumulate {
            it,
            func,
            acc: None,
            initial,
        },
    ))
}

struct StarMap {
    func: Value,
    it: ValueIter,
}

impl Source for StarMap {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        let Some(x) = self.it.next(f)? else {
            return Ok(None);
        };
        let args = collect(&x, f)?;
        call_value(&self.func, args, Vec::new(), f).map(Some)
    }
}

fn starmap(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("starmap", &args, 2, 2)?;
    let it = ValueIter::new(&args[1], f)?;
    Ok(native(
        "itertools.starmap",
        StarMap {
            func: args[0].clone(),
            it,
        },
    ))
}

struct ZipLongest {
    its: Vec<Option<ValueIter>>,
    fill: Value,
}

impl Source for ZipLongest {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        let mut items = Vec::with_capacity(self.its.len());
        let mut live = false;
        for slot in self.its.iter_mut() {
            let x = match slot {
                Some(it) => match it.next(f)? {
                    Some(x) => {
                        live = true;
                        x
                    }
                    None => {
                        *slot = None;
                        self.fill.clone()
                    }
                },
                None => self.fill.clone(),
            };
            items.push(x);
        }
        Ok(live.then(|| Value::tuple(items)))
    }
}

fn zip_longest(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let fill = take_kw(&mut kw, "fillvalue").unwrap_or(Value::None);
    no_more_kw("zip_longest", &kw)?;
    let its = args
        .iter()
        .map(|a| ValueIter::new(a, f).map(Some))
        .collect::<Res<_>>()?;
    Ok(native("itertools.zip_longest", ZipLongest { its, fill }))
}

struct Pairwise {
    it: ValueIter,
    prev: Option<Value>,
}

impl Source for Pairwise {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        if self.prev.is_none() {
            self.prev = self.it.next(f)?;
            if self.prev.is_none() {
                return Ok(None);
            }
        }
        let Some(x) = self.it.next(f)? else {
            return Ok(None);
        };
        let a = self.prev.replace(x.clone()).unwrap_or(Value::None);
        Ok(Some(Value::tuple(vec![a, x])))
    }
}

fn pairwise(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("pairwise", &args, 1, 1)?;
    let it = ValueIter::new(&args[0], f)?;
    Ok(native("itertools.pairwise", Pairwise { it, prev: None }))
}

struct Compress {
    data: ValueIter,
    sel: ValueIter,
}

impl Source for Compress {
    fn next_item(&mut self, f: &mut Frame) -> Res<Option<Value>> {
        loop {
            let (Some(x), Some(s)) = (self.data.next(f)?, self.sel.next(f)?) else {
                return Ok(None);
            };
            if attrs::truth(f, &s)? {
                return Ok(Some(x));
            }
        }
    }
}

fn compress(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("compress", &args, 2, 2)?;
    let data = ValueIter::new(&args[0], f)?;
    let sel = ValueIter::new(&args[1], f)?;
    Ok(native("itertools.compress", Compress { data, sel }))
}

fn groupby(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("groupby", &args, 1, 2)?;
    let key = args
        .get(1)
        .cloned()
        .or_else(|| take_kw(&mut kw, "key"))
        .unwrap_or(Value::None);
    no_more_kw("groupby", &kw)?;
    let items = collect(&args[0], f)?;
    let mut groups: Vec<(Value, Vec<Value>)> = Vec::new();
    for x in items {
        let k = match &key {
            Value::None => x.clone(),
            func => call_value(func, vec![x.clone()], Vec::new(), f)?,
        };
        let same = match groups.last() {
            Some((last, _)) => attrs::compare(f, CmpOp::Eq, last, &k)?,
            None => false,
        };
        match groups.last_mut() {
            Some((_, g)) if same => g.push(x),
            _ => groups.push((k, vec![x])),
        }
    }
    let out = groups
        .into_iter()
        .map(|(k, g)| Value::tuple(vec![k, make_iter(g, "itertools._grouper")]))
        .collect();
    Ok(make_iter(out, "itertools.groupby"))
}
