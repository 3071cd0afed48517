//! `for x in obj:` run by closures (a loop the native kernel does not
//! take). A list, the most common sequence of untyped code, is walked by
//! index in the loop itself: each step locks it for one read, so the body
//! sees every change it makes (an append lengthens the loop, a removal
//! shortens it, as CPython's list iterator does), with no iterator object
//! and no dispatch on the iterator's kind. A str is walked by character;
//! anything else through `ValueIter`.

use super::Compiler;
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::ValueIter;
use crate::eval::value::{Value, set_slot};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
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

impl Compiler<'_> {
    pub(super) fn for_iter(
        &mut self,
        target: &HTarget,
        iter: &HExpr,
        body: &[HStmt],
        orelse: &[HStmt],
        span: Span,
    ) -> Es {
        let it = self.obj(iter);
        // An untyped local takes each item as it is; any other target
        // goes through its store (a conversion, an unpacking, a cell).
        let local = match target {
            HTarget::Var(
                Var {
                    place: Place::Local(s),
                    ty: Ty::Object,
                    ..
                },
                _,
            ) => Some(*s as usize),
            _ => None,
        };
        let store = self.store_target(target);
        let b: Box<[Es]> = body.iter().map(|s| self.stmt(s)).collect();
        let o = self.block(orelse);
        // Cython's loop over a typed view words None its own way.
        let over_view = matches!(&iter.kind, HKind::Convert(x) if matches!(x.ty, Ty::Memview(_)));
        Box::new(move |f| {
            let src = it(f)?;
            let mut k: u32 = 0;
            match &src {
                Value::None if over_view => {
                    return Err(type_error("'NoneType' is not iterable").at(span));
                }
                Value::List(l) => {
                    let mut i = 0;
                    loop {
                        let x = match l.lock().get(i) {
                            Some(x) => x.clone(),
                            None => break,
                        };
                        i += 1;
                        tick(&mut k, f, span)?;
                        match local {
                            Some(s) => set_slot(&mut f.v[s], x),
                            None => store(f, x)?,
                        }
                        if let Next::Leave(r) = pass(&b, f)? {
                            return Ok(r);
                        }
                    }
                }
                // A str's characters are walked in place: the loop over
                // a text is as cheap as CPython's.
                Value::Str(text) => {
                    for c in text.chars() {
                        tick(&mut k, f, span)?;
                        store(f, Value::char_str(c))?;
                        if let Next::Leave(r) = pass(&b, f)? {
                            return Ok(r);
                        }
                    }
                }
                _ => {
                    let mut iter = ValueIter::new(&src, f).map_err(|e| e.at(span))?;
                    while let Some(x) = iter.next(f).map_err(|e| e.at(span))? {
                        tick(&mut k, f, span)?;
                        store(f, x)?;
                        if let Next::Leave(r) = pass(&b, f)? {
                            return Ok(r);
                        }
                    }
                }
            }
            o(f)
        })
    }
}
