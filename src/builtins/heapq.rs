//! `heapq`: a binary min-heap kept in a Python list, with CPython's exact
//! sift order (the list's layout after each call is observable when it is
//! printed), ordering by `<` as the language does, special methods
//! included.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::attrs;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::CmpOp;
use parking_lot::Mutex;
use std::sync::Arc;

type List = Arc<Mutex<crate::eval::value::ListItems>>;

fn heap_arg(name: &str, args: &[Value]) -> Res<List> {
    match args.first() {
        Some(Value::List(l)) => Ok(l.clone()),
        other => {
            // CPython numbers the argument only when there are several.
            let which = if matches!(name, "heappop" | "heapify") {
                "argument"
            } else {
                "argument 1"
            };
            let got = match other {
                None | Some(Value::None) => "None".to_string(),
                Some(v) => v.type_name(),
            };
            Err(type_error(format!(
                "{name}() {which} must be list, not {got}"
            )))
        }
    }
}

/// The list is locked only to read or write one slot: `<` may run user
/// code that looks at the heap.
fn get(h: &List, i: usize) -> Res<Value> {
    h.lock()
        .get(i)
        .cloned()
        .ok_or_else(|| index_error("list changed size during iteration"))
}

fn set(h: &List, i: usize, v: Value) -> Res<()> {
    match h.lock().get_mut(i) {
        Some(slot) => {
            *slot = v;
            Ok(())
        }
        None => Err(index_error("list changed size during iteration")),
    }
}

fn lt(f: &mut Frame, a: &Value, b: &Value) -> Res<bool> {
    attrs::compare(f, CmpOp::Lt, a, b)
}

/// Moves the item at `pos` up towards `start` while it is smaller than
/// its parent (CPython's `_siftdown`).
fn sift_down(f: &mut Frame, h: &List, start: usize, mut pos: usize) -> Res<()> {
    let item = get(h, pos)?;
    while pos > start {
        let parent_pos = (pos - 1) >> 1;
        let parent = get(h, parent_pos)?;
        if !lt(f, &item, &parent)? {
            break;
        }
        set(h, pos, parent)?;
        pos = parent_pos;
    }
    set(h, pos, item)
}

/// Moves the smaller child up until a leaf, then the item back down into
/// place (CPython's `_siftup`: fewer comparisons than stopping early).
fn sift_up(f: &mut Frame, h: &List, mut pos: usize) -> Res<()> {
    let end = h.lock().len();
    let start = pos;
    let item = get(h, pos)?;
    let mut child = 2 * pos + 1;
    while child < end {
        let right = child + 1;
        if right < end && !lt(f, &get(h, child)?, &get(h, right)?)? {
            child = right;
        }
        set(h, pos, get(h, child)?)?;
        pos = child;
        child = 2 * pos + 1;
    }
    set(h, pos, item)?;
    sift_down(f, h, start, pos)
}

fn heappush(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("heappush", &args, 2, 2)?;
    let h = heap_arg("heappush", &args)?;
    let n = {
        let mut l = h.lock();
        l.push(args[1].clone());
        l.len()
    };
    sift_down(f, &h, 0, n - 1)?;
    Ok(Value::None)
}

fn heappop(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("heappop", &args, 1, 1)?;
    let h = heap_arg("heappop", &args)?;
    let Some(last) = h.lock().pop() else {
        return Err(index_error("index out of range"));
    };
    if h.lock().is_empty() {
        return Ok(last);
    }
    let top = get(&h, 0)?;
    set(&h, 0, last)?;
    sift_up(f, &h, 0)?;
    Ok(top)
}

fn heapreplace(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("heapreplace", &args, 2, 2)?;
    let h = heap_arg("heapreplace", &args)?;
    let Some(top) = h.lock().first().cloned() else {
        return Err(index_error("index out of range"));
    };
    set(&h, 0, args[1].clone())?;
    sift_up(f, &h, 0)?;
    Ok(top)
}

fn heappushpop(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("heappushpop", &args, 2, 2)?;
    let h = heap_arg("heappushpop", &args)?;
    let item = args[1].clone();
    let Some(top) = h.lock().first().cloned() else {
        return Ok(item);
    };
    if !lt(f, &top, &item)? {
        return Ok(item);
    }
    set(&h, 0, item)?;
    sift_up(f, &h, 0)?;
    Ok(top)
}

fn heapify(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("heapify", &args, 1, 1)?;
    let h = heap_arg("heapify", &args)?;
    let n = h.lock().len();
    for i in (0..n / 2).rev() {
        sift_up(f, &h, i)?;
    }
    Ok(Value::None)
}

/// `nsmallest`/`nlargest`: documented as `sorted(iterable, key=key,
/// reverse=...)[:n]`, which is what they return.
fn extremes(
    f: &mut Frame,
    args: Vec<Value>,
    mut kw: Kwargs,
    name: &str,
    largest: bool,
) -> Res<Value> {
    arity(name, &args, 2, 3)?;
    let n = super::index_arg(&args[0])?.max(0) as usize;
    let key = args.get(2).cloned().or_else(|| take_kw(&mut kw, "key"));
    no_more_kw(name, &kw)?;
    let mut items = crate::eval::iter::collect(&args[1], f)?;
    let mut sort_kw: Kwargs = Vec::new();
    if let Some(k) = key {
        sort_kw.push((Arc::from("key"), k));
    }
    if largest {
        sort_kw.push((Arc::from("reverse"), Value::Bool(true)));
    }
    super::ordering::sort_with(f, &mut items, &mut sort_kw, name)?;
    items.truncate(n);
    Ok(Value::list(items))
}

pub(super) const TABLE: &[Builtin] = &[
    b!("heapq.heappush", "heapq.heappush(heap, item)", heappush),
    b!(
        "heapq.heappop",
        "heapq.heappop(heap): the smallest item, removed",
        heappop
    ),
    b!(
        "heapq.heapreplace",
        "heapq.heapreplace(heap, item): pop, then push",
        heapreplace
    ),
    b!(
        "heapq.heappushpop",
        "heapq.heappushpop(heap, item): push, then pop",
        heappushpop
    ),
    b!(
        "heapq.heapify",
        "heapq.heapify(list): into heap order, in place",
        heapify
    ),
    b!(
        "heapq.nsmallest",
        "heapq.nsmallest(n, iterable, key=None)",
        |f, a, k| extremes(f, a, k, "nsmallest", false)
    ),
    b!(
        "heapq.nlargest",
        "heapq.nlargest(n, iterable, key=None)",
        |f, a, k| extremes(f, a, k, "nlargest", true)
    ),
];
