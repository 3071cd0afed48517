//! The `for … in … if …` clauses of comprehensions and generator
//! expressions, run one inside the next. A clause over
//! `enumerate(xs[, start])` is Cython's counted loop and one over
//! `zip(xs, ys)` stores its items without a tuple, as the `for`
//! statement does (`foriter.rs`).

use super::store::Store;
use super::{Compiler, V};
use crate::eval::call::Ei;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::ValueIter;
use crate::eval::value::Value;
use crate::sema::hir::*;
use std::sync::atomic::Ordering::Relaxed;

/// One clause of a comprehension.
pub(super) struct GenLoop {
    source: Source,
    conds: Vec<Ei>,
}

/// Where a clause's items come from and where they go.
enum Source {
    /// `for t in xs`: each item stored into `t`.
    Plain(V, Store),
    /// `for a, b in enumerate(xs[, start])`: `xs`, the start, `b`'s store
    /// and `a`'s.
    Enumerate(V, Option<V>, Store, Store),
    /// `for a, b in zip(xs, ys)`: the arguments and the targets' stores.
    Zip(Vec<V>, Vec<Store>),
}

impl Compiler<'_> {
    /// The `for … in … if …` clauses of a comprehension.
    pub(super) fn comp_loops(&mut self, gens: &[HCompFor]) -> Vec<GenLoop> {
        gens.iter()
            .map(|g| {
                let source = self.clause_source(&g.target, &g.iter);
                let conds = g.conds.iter().map(|c| self.int(c)).collect();
                GenLoop { source, conds }
            })
            .collect()
    }

    fn clause_source(&mut self, target: &HTarget, iter: &HExpr) -> Source {
        if let Some((xs, start, count_t, item_t)) = super::foriter::enumerate_loop(target, iter) {
            let xs = self.obj(xs);
            let start = start.map(|s| self.obj(s));
            let item = self.store_target(item_t);
            return Source::Enumerate(xs, start, item, self.store_target(count_t));
        }
        if let Some((args, parts)) = super::foriter::zip_loop(target, iter) {
            let sources = args.into_iter().map(|x| self.obj(x)).collect();
            let stores = parts.iter().map(|t| self.store_target(t)).collect();
            return Source::Zip(sources, stores);
        }
        Source::Plain(self.obj(iter), self.store_target(target))
    }
}

/// Runs clause `depth` and the ones inside it, `body` at the innermost.
pub(super) fn run_gens(
    loops: &[GenLoop],
    depth: usize,
    f: &mut Frame,
    body: &mut dyn FnMut(&mut Frame) -> Res<()>,
) -> Res<()> {
    let Some(g) = loops.get(depth) else {
        return body(f);
    };
    // Each item stored, the conditions tested, the inner clauses run.
    let mut step = |f: &mut Frame| -> Res<()> {
        for c in &g.conds {
            if c(f)? == 0 {
                return Ok(());
            }
        }
        run_gens(loops, depth + 1, f, body)
    };
    match &g.source {
        Source::Plain(xs, store) => {
            let src = xs(f)?;
            let mut iter = ValueIter::new(&src, f)?;
            while let Some(x) = iter.next(f)? {
                poll(f)?;
                store(f, x)?;
                step(f)?;
            }
        }
        Source::Enumerate(xs, start, store_item, store_count) => {
            let src = xs(f)?;
            let mut count = match start {
                Some(s) => s(f)?,
                None => Value::Int(0),
            };
            let mut iter = ValueIter::new(&src, f)?;
            while let Some(x) = iter.next(f)? {
                poll(f)?;
                store_item(f, x)?;
                let next = super::foriter::count_after(f, &count)?;
                store_count(f, std::mem::replace(&mut count, next))?;
                step(f)?;
            }
        }
        Source::Zip(sources, stores) => {
            let mut values = Vec::with_capacity(sources.len());
            for s in sources {
                values.push(s(f)?);
            }
            let mut its = Vec::with_capacity(values.len());
            for v in &values {
                its.push(ValueIter::new(v, f)?);
            }
            drop(values);
            let mut items = Vec::with_capacity(its.len());
            'steps: loop {
                items.clear();
                for it in its.iter_mut() {
                    match it.next(f)? {
                        Some(x) => items.push(x),
                        None => break 'steps,
                    }
                }
                poll(f)?;
                for (store, x) in stores.iter().zip(items.drain(..)) {
                    store(f, x)?;
                }
                step(f)?;
            }
        }
    }
    Ok(())
}

/// Ctrl-C between items.
#[inline(always)]
fn poll(f: &Frame) -> Res<()> {
    if f.rt.interrupt.load(Relaxed) {
        return Err(new_exc("KeyboardInterrupt", ""));
    }
    Ok(())
}
