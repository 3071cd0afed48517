//! `for x in obj:` run by closures (a loop the native kernel does not
//! take). A list, the most common sequence of untyped code, is walked by
//! index in the loop itself: each step locks it for one read, so the body
//! sees every change it makes (an append lengthens the loop, a removal
//! shortens it, as CPython's list iterator does), with no iterator object
//! and no dispatch on the iterator's kind. A str is walked by character;
//! anything else through `ValueIter`.
//!
//! `for i, x in enumerate(xs[, start])` is Cython's loop, not Python's:
//! Cython counts beside the walk of `xs` (the item stored, then the
//! count, then `count + 1` computed in the count's type), so no
//! enumerate object and no pair is made, and a start need not be an int.
//! `for a, b in zip(xs, ys)` likewise stores each step's items without
//! the tuple Python would make and unpack.

use super::{Compiler, V};
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::ValueIter;
use crate::eval::value::{Value, set_slot};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use crate::syntax::ast::BinOp;
use std::sync::atomic::Ordering::Relaxed;

/// Steps between polls of the interrupt flag.
const POLL_EVERY: u32 = 1024;

/// What one pass of the body asks of the loop.
enum Next {
    Go,
    Leave(Flow),
}

/// Runs the body's statements once.
#[inline(always)]
fn pass(body: &[Es], f: &mut Frame) -> Res<Next> {
    for s in body {
        match s(f)? {
            Flow::Normal => {}
            Flow::Continue => return Ok(Next::Go),
            Flow::Break => return Ok(Next::Leave(Flow::Normal)),
            r @ (Flow::Return | Flow::Yield) => return Ok(Next::Leave(r)),
        }
    }
    Ok(Next::Go)
}

/// Counts a step and polls the interrupt flag every `POLL_EVERY` of them.
#[inline(always)]
fn tick(k: &mut u32, f: &Frame, span: Span) -> Res<()> {
    *k = k.wrapping_add(1);
    if k.is_multiple_of(POLL_EVERY) && f.rt.interrupt.load(Relaxed) {
        return Err(new_exc("KeyboardInterrupt", "").at(span));
    }
    Ok(())
}

/// Walks `src`, handing each item to `put` and then running `body`:
/// the flow that left the loop, or `None` when the items ran out.
#[inline(always)]
fn walk(
    src: &Value,
    f: &mut Frame,
    span: Span,
    body: &[Es],
    mut put: impl FnMut(&mut Frame, Value) -> Res<()>,
) -> Res<Option<Flow>> {
    let mut k: u32 = 0;
    match src {
        Value::List(l) => {
            let mut i = 0;
            loop {
                let x = match l.lock().get(i) {
                    Some(x) => x.clone(),
                    None => break,
                };
                i += 1;
                tick(&mut k, f, span)?;
                put(f, x)?;
                if let Next::Leave(r) = pass(body, f)? {
                    return Ok(Some(r));
                }
            }
        }
        // A str's characters are walked in place: the loop over a text
        // is as cheap as CPython's.
        Value::Str(text) => {
            for c in text.chars() {
                tick(&mut k, f, span)?;
                put(f, Value::char_str(c))?;
                if let Next::Leave(r) = pass(body, f)? {
                    return Ok(Some(r));
                }
            }
        }
        _ => {
            let mut iter = ValueIter::new(src, f).map_err(|e| e.at(span))?;
            while let Some(x) = iter.next(f).map_err(|e| e.at(span))? {
                tick(&mut k, f, span)?;
                put(f, x)?;
                if let Next::Leave(r) = pass(body, f)? {
                    return Ok(Some(r));
                }
            }
        }
    }
    Ok(None)
}

/// The slot of a target that is an untyped local, which takes an item
/// as it is; any other target goes through its store (a conversion, an
/// unpacking, a cell).
fn untyped_local(target: &HTarget) -> Option<usize> {
    match target {
        HTarget::Var(
            Var {
                place: Place::Local(s),
                ty: Ty::Object,
                ..
            },
            _,
        ) => Some(*s as usize),
        _ => None,
    }
}

/// Stores `items` into the targets, in order, emptying `items`.
#[inline(always)]
fn put_all(
    f: &mut Frame,
    targets: &[(Option<usize>, super::store::Store)],
    items: &mut Vec<Value>,
) -> Res<()> {
    for ((local, store), x) in targets.iter().zip(items.drain(..)) {
        match local {
            Some(s) => set_slot(&mut f.v[*s], x),
            None => store(f, x)?,
        }
    }
    Ok(())
}

impl Compiler<'_> {
    pub(super) fn for_iter(
        &mut self,
        target: &HTarget,
        iter: &HExpr,
        body: &[HStmt],
        orelse: &[HStmt],
        span: Span,
    ) -> Es {
        if let Some(es) = self.for_enumerate(target, iter, body, orelse, span) {
            return es;
        }
        if let Some(es) = self.for_zip(target, iter, body, orelse, span) {
            return es;
        }
        let it = self.obj(iter);
        // An untyped local takes each item as it is; any other target
        // goes through its store (a conversion, an unpacking, a cell).
        let local = untyped_local(target);
        let store = self.store_target(target);
        let b: Box<[Es]> = body.iter().map(|s| self.stmt(s)).collect();
        let o = self.block(orelse);
        // Cython's loop over a typed view words None its own way.
        let over_view = matches!(&iter.kind, HKind::Convert(x) if matches!(x.ty, Ty::Memview(_)));
        Box::new(move |f| {
            let src = it(f)?;
            if over_view && matches!(src, Value::None) {
                return Err(type_error("'NoneType' is not iterable").at(span));
            }
            let left = match local {
                Some(s) => walk(&src, f, span, &b, |f, x| {
                    set_slot(&mut f.v[s], x);
                    Ok(())
                })?,
                None => walk(&src, f, span, &b, &store)?,
            };
            match left {
                Some(r) => Ok(r),
                None => o(f),
            }
        })
    }

    /// `for a, b in enumerate(xs[, start])` as Cython compiles it.
    fn for_enumerate(
        &mut self,
        target: &HTarget,
        iter: &HExpr,
        body: &[HStmt],
        orelse: &[HStmt],
        span: Span,
    ) -> Option<Es> {
        let (xs, start, count_t, item_t) = enumerate_loop(target, iter)?;
        let xs = self.obj(xs);
        let start = start.map(|s| self.obj(s));
        let (store_count, store_item) = (self.store_target(count_t), self.store_target(item_t));
        let b: Box<[Es]> = body.iter().map(|s| self.stmt(s)).collect();
        let o = self.block(orelse);
        Some(Box::new(move |f| {
            let src = xs(f)?;
            let mut count = match &start {
                Some(s) => s(f)?,
                None => Value::Int(0),
            };
            let left = walk(&src, f, span, &b, |f, x| {
                store_item(f, x)?;
                let next = count_after(f, &count).map_err(|e| e.at(span))?;
                store_count(f, std::mem::replace(&mut count, next))
            })?;
            match left {
                Some(r) => Ok(r),
                None => o(f),
            }
        }))
    }
}

impl Compiler<'_> {
    /// `for a, b in zip(xs, ys)` (as many targets as arguments): each
    /// step takes the next item of every argument in turn, as zip does,
    /// and stores them into the targets without a tuple between.
    fn for_zip(
        &mut self,
        target: &HTarget,
        iter: &HExpr,
        body: &[HStmt],
        orelse: &[HStmt],
        span: Span,
    ) -> Option<Es> {
        let (args, parts) = zip_loop(target, iter)?;
        let sources: Vec<V> = args.into_iter().map(|x| self.obj(x)).collect();
        // An untyped local takes its item as it is (see `for_iter`).
        let stores: Vec<_> = parts
            .iter()
            .map(|t| (untyped_local(t), self.store_target(t)))
            .collect();
        let b: Box<[Es]> = body.iter().map(|s| self.stmt(s)).collect();
        let o = self.block(orelse);
        let call_span = iter.span;
        Some(Box::new(move |f| {
            let mut values = Vec::with_capacity(sources.len());
            for s in &sources {
                values.push(s(f)?);
            }
            let mut items = Vec::with_capacity(values.len());
            let mut k: u32 = 0;
            // Lists (the common case) are read by index, as `walk` reads
            // one: no iterator dispatch per item.
            if values.iter().all(|v| matches!(v, Value::List(_))) {
                let mut i = 0;
                'rows: loop {
                    items.clear();
                    for v in &values {
                        let Value::List(l) = v else { break 'rows };
                        match l.lock().get(i) {
                            Some(x) => items.push(x.clone()),
                            None => break 'rows,
                        }
                    }
                    i += 1;
                    tick(&mut k, f, span)?;
                    put_all(f, &stores, &mut items)?;
                    if let Next::Leave(r) = pass(&b, f)? {
                        return Ok(r);
                    }
                }
                return o(f);
            }
            let mut its = Vec::with_capacity(values.len());
            for v in &values {
                its.push(ValueIter::new(v, f).map_err(|e| e.at(call_span))?);
            }
            drop(values);
            'steps: loop {
                items.clear();
                for it in its.iter_mut() {
                    match it.next(f).map_err(|e| e.at(span))? {
                        Some(x) => items.push(x),
                        None => break 'steps,
                    }
                }
                tick(&mut k, f, span)?;
                put_all(f, &stores, &mut items)?;
                if let Next::Leave(r) = pass(&b, f)? {
                    return Ok(r);
                }
            }
            o(f)
        }))
    }
}

/// The arguments and targets of a loop `for a, b in zip(xs, ys)` with
/// as many targets as positional arguments.
pub(super) fn zip_loop<'h>(
    target: &'h HTarget,
    iter: &'h HExpr,
) -> Option<(Vec<&'h HExpr>, &'h [HTarget])> {
    let HTarget::Unpack(parts, None, _) = target else {
        return None;
    };
    let HKind::Call(callee, args) = &iter.kind else {
        return None;
    };
    let HKind::Builtin(id) = callee.kind else {
        return None;
    };
    // `for () in zip():` has no list to end it: the general zip ends at once.
    if crate::builtins::name_of(id) != "zip" || args.len() != parts.len() || args.is_empty() {
        return None;
    }
    let args = args
        .iter()
        .map(|a| match a {
            HArg::Pos(x) => Some(x),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((args, parts))
}

/// The parts of a loop `for a, b in enumerate(xs[, start])` that Cython
/// compiles as a count beside `xs` (`xs`, the start, `a`'s and `b`'s
/// targets): when `a` is an object or a C integer; Cython leaves any
/// other count to the enumerate object, whose pairs are then unpacked.
pub(super) fn enumerate_loop<'h>(
    target: &'h HTarget,
    iter: &'h HExpr,
) -> Option<(&'h HExpr, Option<&'h HExpr>, &'h HTarget, &'h HTarget)> {
    let HTarget::Unpack(parts, None, _) = target else {
        return None;
    };
    let [count_t, item_t] = parts.as_slice() else {
        return None;
    };
    let count_ty = match count_t {
        HTarget::Var(v, _) => v.ty.clone(),
        HTarget::Attr(..) | HTarget::Index(..) => Ty::Object,
        _ => return None,
    };
    if !(count_ty == Ty::Object || count_ty.is_c_int()) {
        return None;
    }
    let HKind::Call(callee, args) = &iter.kind else {
        return None;
    };
    let HKind::Builtin(id) = callee.kind else {
        return None;
    };
    if crate::builtins::name_of(id) != "enumerate" {
        return None;
    }
    match args.as_slice() {
        [HArg::Pos(xs)] => Some((xs, None, count_t, item_t)),
        [HArg::Pos(xs), HArg::Pos(start)] => Some((xs, Some(start), count_t, item_t)),
        _ => None,
    }
}

/// `count + 1` of Cython's enumerate loop.
pub(super) fn count_after(f: &mut Frame, count: &Value) -> Res<Value> {
    match count {
        Value::Int(n) if *n < i64::MAX => Ok(Value::Int(n + 1)),
        c => crate::eval::attrs::binary(f, BinOp::Add, c, &Value::Int(1)),
    }
}
