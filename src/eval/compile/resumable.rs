//! Generator bodies in resumable form (see `eval/generator.rs`): every
//! statement with a `yield` inside records where it stopped when the
//! `yield` unwinds through it, and on the next step takes that record back
//! instead of starting over. Statements without a `yield` compile as
//! anywhere else.

use super::store::Store;
use super::{Compiler, V};
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::generator::{GenRun, Pending, Resume, TryAt};
use crate::eval::iter::{Step, ValueIter};
use crate::eval::value::{Value, range_len};
use crate::sema::hir::*;
use crate::source::Span;
use std::sync::atomic::Ordering::Relaxed;

/// Does this statement list hold a `yield` (outside nested functions)?
pub(super) fn has_yield(b: &[HStmt]) -> bool {
    b.iter().any(stmt_has_yield)
}

fn stmt_has_yield(s: &HStmt) -> bool {
    matches!(s.kind, SKind::Yield { .. }) || s.blocks().into_iter().any(has_yield)
}

fn run<'a>(f: &'a mut Frame) -> Res<&'a mut GenRun> {
    f.generator
        .as_deref_mut()
        .ok_or_else(|| new_exc("SystemError", "internal error: yield outside a generator"))
}

fn resuming(f: &Frame) -> bool {
    f.generator.as_ref().is_some_and(|g| g.resuming)
}

fn pop(f: &mut Frame) -> Res<Resume> {
    run(f)?
        .stack
        .pop()
        .ok_or_else(|| new_exc("SystemError", "internal error: generator resume state lost"))
}

/// Records where a statement stopped, and passes the suspension on.
fn suspend(f: &mut Frame, at: Resume) -> Res<Flow> {
    run(f)?.stack.push(at);
    Ok(Flow::Yield)
}

/// What a resumed statement recorded (the value `$pat` binds), `None` on
/// a fresh run; any other record means the body and its stack disagree.
macro_rules! resumed {
    ($f:expr, $pat:pat => $v:expr) => {
        if resuming($f) {
            match pop($f)? {
                $pat => Some($v),
                _ => return Err(lost()),
            }
        } else {
            None
        }
    };
}

fn lost() -> Box<Exc> {
    new_exc(
        "SystemError",
        "internal error: generator resumed at the wrong statement",
    )
}

fn poll(f: &Frame, span: Span) -> Res<()> {
    if f.rt.interrupt.load(Relaxed) {
        return Err(new_exc("KeyboardInterrupt", "").at(span));
    }
    Ok(())
}

/// Takes back what `send`/`throw` passed to the `yield` being resumed.
fn arrive(f: &mut Frame, span: Span) -> Res<(Value, Option<Box<Exc>>)> {
    let g = run(f)?;
    g.resuming = false;
    let sent = std::mem::replace(&mut g.sent, Value::None);
    Ok((sent, g.throw.take().map(|e| e.at(span))))
}

struct Handler {
    types: Option<V>,
    name: Option<(Store, Var)>,
    body: Es,
}

/// A `try` statement with a `yield` in one of its parts.
struct TryGen {
    body: Es,
    handlers: Vec<Handler>,
    orelse: Es,
    finalbody: Option<Es>,
}

impl TryGen {
    fn run(&self, f: &mut Frame) -> Res<Flow> {
        let at = resumed!(f, Resume::Try(at) => at).unwrap_or(TryAt::Body);
        let outcome = match at {
            TryAt::Body => match (self.body)(f) {
                Ok(Flow::Yield) => return suspend(f, Resume::Try(TryAt::Body)),
                Ok(Flow::Normal) => self.orelse(f),
                Ok(flow) => Ok(flow),
                Err(e) => self.handle(f, e),
            },
            TryAt::Else => self.orelse(f),
            TryAt::Handler(k) => self.in_handler(f, k),
            TryAt::Finally(p) => return self.finally(f, p),
        };
        match outcome {
            Ok(Flow::Yield) => Ok(Flow::Yield),
            r => self.finally(f, Pending::of(r)),
        }
    }

    fn orelse(&self, f: &mut Frame) -> Res<Flow> {
        match (self.orelse)(f) {
            Ok(Flow::Yield) => suspend(f, Resume::Try(TryAt::Else)),
            r => r,
        }
    }

    fn handle(&self, f: &mut Frame, e: Box<Exc>) -> Res<Flow> {
        for (k, h) in self.handlers.iter().enumerate() {
            let hit = match &h.types {
                None => true,
                Some(t) => {
                    let tv = t(f)?;
                    super::stmt::matches(&tv, &e)?
                }
            };
            if hit {
                if let Some((store, _)) = &h.name {
                    store(f, e.value.clone())?;
                }
                f.handling.push(e.value.clone());
                return self.in_handler(f, k);
            }
        }
        Err(e)
    }

    fn in_handler(&self, f: &mut Frame, k: usize) -> Res<Flow> {
        let h = &self.handlers[k];
        let r = (h.body)(f);
        if let Ok(Flow::Yield) = r {
            return suspend(f, Resume::Try(TryAt::Handler(k)));
        }
        f.handling.pop();
        if let Some((_, var)) = &h.name
            && let Place::Local(s) = var.place
            && !var.ty.is_c()
        {
            // Python unbinds the name after the block.
            f.v[s as usize] = Value::Undef;
        }
        r
    }

    fn finally(&self, f: &mut Frame, p: Pending) -> Res<Flow> {
        let Some(fin) = &self.finalbody else {
            return p.resolve();
        };
        match fin(f) {
            Ok(Flow::Yield) => suspend(f, Resume::Try(TryAt::Finally(p))),
            Ok(Flow::Normal) => p.resolve(),
            r => r,
        }
    }
}

impl Compiler<'_> {
    /// A statement list of a generator body.
    pub(super) fn gen_block(&mut self, b: &[HStmt]) -> Es {
        if !has_yield(b) {
            return self.block(b);
        }
        let parts: Box<[Es]> = b.iter().map(|s| self.gen_stmt(s)).collect();
        Box::new(move |f| {
            let start = resumed!(f, Resume::Block(i) => i).unwrap_or(0);
            for (i, p) in parts.iter().enumerate().skip(start) {
                match p(f)? {
                    Flow::Normal => {}
                    Flow::Yield => return suspend(f, Resume::Block(i)),
                    other => return Ok(other),
                }
            }
            Ok(Flow::Normal)
        })
    }

    fn gen_stmt(&mut self, s: &HStmt) -> Es {
        if !stmt_has_yield(s) {
            return self.stmt(s);
        }
        let span = s.span;
        match &s.kind {
            SKind::Yield {
                value,
                from,
                targets,
            } => {
                let v = value.as_ref().map(|e| self.obj(e));
                let stores: Vec<Store> = targets.iter().map(|t| self.store_target(t)).collect();
                if *from {
                    return self.yield_from(v, stores, span);
                }
                Box::new(move |f| {
                    if resuming(f) {
                        let (sent, throw) = arrive(f, span)?;
                        if let Some(e) = throw {
                            return Err(e);
                        }
                        for s in &stores {
                            s(f, sent.clone())?;
                        }
                        return Ok(Flow::Normal);
                    }
                    let x = match &v {
                        Some(v) => v(f)?,
                        None => Value::None,
                    };
                    run(f)?.out = x;
                    Ok(Flow::Yield)
                })
            }
            SKind::If(c, b, o) => {
                let c = self.cond(c);
                let (b, o) = (self.gen_block(b), self.gen_block(o));
                Box::new(move |f| {
                    let branch = match resumed!(f, Resume::If(x) => x) {
                        Some(x) => x,
                        None => c.test(f)?,
                    };
                    match if branch { b(f)? } else { o(f)? } {
                        Flow::Yield => suspend(f, Resume::If(branch)),
                        r => Ok(r),
                    }
                })
            }
            SKind::While(c, b, o) => {
                let c = self.cond(c);
                let (b, o) = (self.gen_block(b), self.gen_block(o));
                Box::new(move |f| {
                    let mut in_body = false;
                    if resuming(f) {
                        match pop(f)? {
                            Resume::While { in_else: true } => return else_part(f, &o, true),
                            Resume::While { in_else: false } => in_body = true,
                            _ => return Err(lost()),
                        }
                    }
                    loop {
                        if !in_body {
                            poll(f, span)?;
                            if !c.test(f)? {
                                return else_part(f, &o, true);
                            }
                        }
                        in_body = false;
                        match b(f)? {
                            Flow::Normal | Flow::Continue => {}
                            Flow::Break => return Ok(Flow::Normal),
                            Flow::Return => return Ok(Flow::Return),
                            Flow::Yield => {
                                return suspend(f, Resume::While { in_else: false });
                            }
                        }
                    }
                })
            }
            SKind::ForIter {
                target,
                iter,
                body,
                orelse,
            } => {
                // Cython's `for a, b in enumerate(xs)`: a count beside `xs`.
                let (it, store, count) = match super::foriter::enumerate_loop(target, iter) {
                    Some((xs, start, count_t, item_t)) => {
                        let start = start.map(|s| self.obj(s));
                        let count = Some((start, self.store_target(count_t)));
                        (self.obj(xs), self.store_target(item_t), count)
                    }
                    None => (self.obj(iter), self.store_target(target), None),
                };
                let (b, o) = (self.gen_block(body), self.gen_block(orelse));
                Box::new(move |f| {
                    let (mut iter, mut counted, mut in_body) = if resuming(f) {
                        match pop(f)? {
                            Resume::For { in_else: true, .. } => return else_part(f, &o, false),
                            Resume::For { iter, count, .. } => (iter, count, true),
                            _ => return Err(lost()),
                        }
                    } else {
                        let src = it(f)?;
                        let counted = match &count {
                            Some((Some(start), _)) => Some(start(f)?),
                            Some((None, _)) => Some(Value::Int(0)),
                            None => None,
                        };
                        let iter = ValueIter::new(&src, f).map_err(|e| e.at(span))?;
                        (iter, counted, false)
                    };
                    loop {
                        if !in_body {
                            poll(f, span)?;
                            let Some(x) = iter.next(f).map_err(|e| e.at(span))? else {
                                return else_part(f, &o, false);
                            };
                            store(f, x)?;
                            if let (Some(c), Some((_, store_count))) = (counted.as_mut(), &count) {
                                let next =
                                    super::foriter::count_after(f, c).map_err(|e| e.at(span))?;
                                store_count(f, std::mem::replace(c, next))?;
                            }
                        }
                        in_body = false;
                        match b(f)? {
                            Flow::Normal | Flow::Continue => {}
                            Flow::Break => return Ok(Flow::Normal),
                            Flow::Return => return Ok(Flow::Return),
                            Flow::Yield => {
                                return suspend(
                                    f,
                                    Resume::For {
                                        iter,
                                        count: counted,
                                        in_else: false,
                                    },
                                );
                            }
                        }
                    }
                })
            }
            SKind::ForRange {
                var,
                start,
                stop,
                step,
                body,
                orelse,
                ..
            } => {
                let bounds = self.range_bounds(var, start, stop, step, span);
                let store = self.store_var_value(var, span);
                let (b, o) = (self.gen_block(body), self.gen_block(orelse));
                Box::new(move |f| {
                    let (mut next, mut left, step, mut in_body) = if resuming(f) {
                        match pop(f)? {
                            Resume::Range { in_else: true, .. } => return range_else(f, &o),
                            Resume::Range {
                                next, left, step, ..
                            } => (next, left, step, true),
                            _ => return Err(lost()),
                        }
                    } else {
                        let (a, z, st) = bounds(f)?;
                        if st == 0 {
                            return Err(value_error("range() arg 3 must not be zero").at(span));
                        }
                        (a, range_len(a, z, st), st, false)
                    };
                    loop {
                        if !in_body {
                            poll(f, span)?;
                            if left <= 0 {
                                return range_else(f, &o);
                            }
                            store(f, Value::Int(next))?;
                            left -= 1;
                            next = next.wrapping_add(step);
                        }
                        in_body = false;
                        match b(f)? {
                            Flow::Normal | Flow::Continue => {}
                            Flow::Break => return Ok(Flow::Normal),
                            Flow::Return => return Ok(Flow::Return),
                            Flow::Yield => {
                                let at = Resume::Range {
                                    next,
                                    left,
                                    step,
                                    in_else: false,
                                };
                                return suspend(f, at);
                            }
                        }
                    }
                })
            }
            SKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                let t = TryGen {
                    body: self.gen_block(body),
                    handlers: handlers
                        .iter()
                        .map(|h| Handler {
                            types: h.types.as_ref().map(|t| self.obj(t)),
                            name: h.name.as_ref().map(|v| {
                                let at = h.body.first().map_or(span, |s| s.span);
                                (self.store_var_value(v, at), v.clone())
                            }),
                            body: self.gen_block(&h.body),
                        })
                        .collect(),
                    orelse: self.gen_block(orelse),
                    finalbody: (!finalbody.is_empty()).then(|| self.gen_block(finalbody)),
                };
                Box::new(move |f| t.run(f))
            }
            SKind::With { mgr, target, body } => {
                let m = self.obj(mgr);
                let store = target.as_ref().map(|t| self.store_target(t));
                let b = self.gen_block(body);
                Box::new(move |f| {
                    let exit = if let Some(exit) = resumed!(f, Resume::With(exit) => exit) {
                        exit
                    } else {
                        let mv = m(f)?;
                        let (exit, v) = super::with::enter(f, &mv, span)?;
                        if let Some(s) = &store {
                            s(f, v)?;
                        }
                        exit
                    };
                    match b(f) {
                        Ok(Flow::Yield) => suspend(f, Resume::With(exit)),
                        r => super::with::leave(f, &exit, r, span),
                    }
                })
            }
            SKind::Block(d, b) => {
                let saved = self.dir;
                if let Some(d) = d {
                    self.dir = *d;
                }
                let b = self.gen_block(b);
                self.dir = saved;
                b
            }
            // Sema refuses `yield` in parallel sections.
            _ => super::internal_error("yield in this statement"),
        }
    }

    /// `targets = yield from value`: each item of the iterator is yielded
    /// in turn (sent values and thrown exceptions passed on to a
    /// generator); the targets receive its return value.
    fn yield_from(&mut self, v: Option<V>, stores: Vec<Store>, span: Span) -> Es {
        let Some(v) = v else {
            return super::internal_error("yield from without a value");
        };
        Box::new(move |f| {
            let (mut it, sent, throw) = if resuming(f) {
                let Resume::From(it) = pop(f)? else {
                    return Err(lost());
                };
                let (sent, throw) = arrive(f, span)?;
                (it, sent, throw)
            } else {
                let src = v(f)?;
                let it = ValueIter::new(&src, f).map_err(|e| e.at(span))?;
                (it, Value::None, None)
            };
            match it.step(f, sent, throw).map_err(|e| e.at(span))? {
                Step::Yield(x) => {
                    run(f)?.out = x;
                    suspend(f, Resume::From(it))
                }
                Step::Return(r) => {
                    for s in &stores {
                        s(f, r.clone())?;
                    }
                    Ok(Flow::Normal)
                }
            }
        })
    }
}

/// A loop's `else` block (run or resumed), recording a suspension in it.
fn else_part(f: &mut Frame, o: &Es, is_while: bool) -> Res<Flow> {
    match o(f)? {
        Flow::Yield if is_while => suspend(f, Resume::While { in_else: true }),
        Flow::Yield => suspend(
            f,
            Resume::For {
                iter: ValueIter::Items(Vec::new(), 0),
                count: None,
                in_else: true,
            },
        ),
        r => Ok(r),
    }
}

fn range_else(f: &mut Frame, o: &Es) -> Res<Flow> {
    match o(f)? {
        Flow::Yield => suspend(
            f,
            Resume::Range {
                next: 0,
                left: 0,
                step: 0,
                in_else: true,
            },
        ),
        r => Ok(r),
    }
}
