//! Counted loops as runners (a share of iterations run in one frame), and
//! `prange` loops and `parallel()` blocks built on them.

use super::Compiler;
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::parallel::{self, CPlace, LoopPlan, Num, Reduction, Runner, VPlace};
use crate::eval::value::range_len;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::source::Span;
use std::sync::atomic::Ordering::Relaxed;

type Bounds = crate::eval::call::Eany<(i64, i64, i64)>;

fn c_place(var: &Var) -> Option<CPlace> {
    match (var.place, var.ty.is_c()) {
        (Place::Local(s), true) => Some(CPlace::Local(s as usize)),
        (Place::Global(s), true) => Some(CPlace::Global(s as usize)),
        _ => None,
    }
}

fn v_place(var: &Var) -> Option<VPlace> {
    match (var.place, var.ty.is_c()) {
        (Place::Local(s), false) => Some(VPlace::Local(s as usize)),
        (Place::Global(s), false) => Some(VPlace::Global(s as usize)),
        _ => None,
    }
}

impl Compiler<'_> {
    /// The loop over `body` as a runner, when its index is a C integer in
    /// a frame or global slot; a fused reduction loop when `fuse` allows
    /// and the body is one.
    pub(super) fn loop_runner(
        &mut self,
        var: &Var,
        body: &[HStmt],
        fuse: bool,
        span: Span,
    ) -> Option<Runner> {
        let place = c_place(var)?;
        if fuse && let Some(r) = self.reduction_runner(var, body, span) {
            return Some(r);
        }
        let vector = self.vector_body(var, body, span);
        // The body's statements are called by the loop itself: one
        // indirect call per statement, none for a block around them.
        let b: Box<[Es]> = body.iter().map(|s| self.stmt(s)).collect();
        macro_rules! runner {
            ($set:expr) => {
                Box::new(move |f: &mut Frame, a: i64, st: i64, n: i64| {
                    let mut i = a;
                    for k in 0..n {
                        // Polling every iteration would cost as much as a
                        // simple body; 1024 keeps Ctrl-C well under 100 ms.
                        if k & 1023 == 0 && f.rt.interrupt.load(Relaxed) {
                            return Err(new_exc("KeyboardInterrupt", "").at(span));
                        }
                        $set(f, i);
                        for s in b.iter() {
                            match s(f)? {
                                Flow::Normal => {}
                                Flow::Continue => break,
                                Flow::Break => return Ok(Flow::Break),
                                r @ (Flow::Return | Flow::Yield) => return Ok(r),
                            }
                        }
                        i = i.wrapping_add(st);
                    }
                    Ok(Flow::Normal)
                })
            };
        }
        let scalar: Runner = match place {
            CPlace::Local(s) => runner!(|f: &mut Frame, i: i64| f.c[s] = i as u64),
            CPlace::Global(s) => runner!(|f: &mut Frame, i: i64| f.gc[s].store(i as u64, Relaxed)),
        };
        Some(match vector {
            Some(v) => super::vloop::vector_runner(v, scalar),
            None => scalar,
        })
    }

    /// A sequential counted loop: the runner over every iteration, then
    /// `orelse` unless the body broke out.
    pub(super) fn counted_loop(
        &mut self,
        bounds: Bounds,
        run: Runner,
        orelse: &[HStmt],
        span: Span,
    ) -> Es {
        let o = self.block(orelse);
        Box::new(move |f| {
            let (a, z, st) = bounds(f)?;
            if st == 0 {
                return Err(value_error("range() arg 3 must not be zero").at(span));
            }
            match run(f, a, st, range_len(a, z, st))? {
                Flow::Break => Ok(Flow::Normal),
                r @ (Flow::Return | Flow::Yield) => Ok(r),
                _ => o(f),
            }
        })
    }

    /// `for var in prange(start, stop, step, …)`.
    pub(super) fn prange(
        &mut self,
        var: &Var,
        (start, stop, step): (&HExpr, &HExpr, &HExpr),
        body: &[HStmt],
        orelse: &[HStmt],
        par: &Parallel,
        span: Span,
    ) -> Es {
        let Some(plan) = plan_of(var, par) else {
            // Not privatisable: Cython's result of a race-free loop is
            // the sequential one.
            return self.for_range(var, start, stop, step, body, orelse, span);
        };
        let bounds = self.range_bounds(var, start, stop, step, span);
        let Some(run) = self.loop_runner(var, body, orelse.is_empty(), span) else {
            return super::internal_error("prange runner");
        };
        let run = self
            .native_runner(var, body, span, run)
            .unwrap_or_else(|closures| closures);
        let chunk = par.chunksize.as_ref().map(|e| self.int(e));
        let threads = par.num_threads.as_ref().map(|e| self.int(e));
        let use_if = par.use_threads_if.as_ref().map(|e| self.int(e));
        let o = self.block(orelse);
        Box::new(move |f| {
            let (a, z, st) = bounds(f)?;
            if st == 0 {
                return Err(value_error("range() arg 3 must not be zero").at(span));
            }
            let chunk = match &chunk {
                Some(c) => {
                    let c = c(f)?;
                    if c < 0 {
                        return Err(value_error("chunksize must not be negative").at(span));
                    }
                    Some(c.max(1))
                }
                None => None,
            };
            let threads = match &threads {
                Some(t) => match t(f)? {
                    t if t > 0 => t as usize,
                    _ => parallel::max_threads(),
                },
                None => parallel::max_threads(),
            };
            let in_order = match &use_if {
                Some(u) => u(f)? == 0,
                None => false,
            };
            let n = range_len(a, z, st);
            let flow = match f.region {
                // A team member runs its share (use_threads_if belongs to
                // the block that made the team).
                parallel::Region::Team { .. } => {
                    parallel::run_prange(f, &plan, &run, a, st, n, threads, chunk)?
                }
                // Nested prange: in order on this thread.
                parallel::Region::Worker { .. } => run(f, a, st, n)?,
                parallel::Region::Serial if in_order || n < 2 => run(f, a, st, n)?,
                parallel::Region::Serial => {
                    parallel::run_prange(f, &plan, &run, a, st, n, threads, chunk)?
                }
            };
            match flow {
                Flow::Break => Ok(Flow::Normal),
                r @ (Flow::Return | Flow::Yield) => Ok(r),
                _ => o(f),
            }
        })
    }

    /// `with parallel(num_threads=k): body`.
    pub(super) fn parallel_block(
        &mut self,
        num_threads: Option<&HExpr>,
        body: &[HStmt],
        span: Span,
    ) -> Es {
        let threads = num_threads.map(|e| self.int(e));
        let b = self.block(body);
        Box::new(move |f| {
            let n = match &threads {
                Some(t) => match t(f)? {
                    t if t > 0 => t as usize,
                    _ => parallel::max_threads(),
                },
                None => parallel::max_threads(),
            };
            parallel::run_block(f, &b, n).map_err(|e| e.at(span))
        })
    }
}

/// The runtime's view of sema's decisions, or `None` when some variable
/// cannot be given to each thread.
fn plan_of(var: &Var, par: &Parallel) -> Option<LoopPlan> {
    if !par.threads_ok {
        return None;
    }
    let index = c_place(var)?;
    let mut reductions = Vec::new();
    for (v, op) in &par.reductions {
        let num = match &v.ty {
            Ty::Int(k) => Num::Int(*k),
            Ty::Bint => Num::Int(CInt::Int),
            Ty::Float => Num::F32,
            Ty::Double => Num::F64,
            _ => return None,
        };
        reductions.push(Reduction {
            place: c_place(v)?,
            op: *op,
            num,
        });
    }
    let mut c_privates = Vec::new();
    let mut v_privates = Vec::new();
    for v in &par.privates {
        match (c_place(v), v_place(v)) {
            (Some(c), _) => c_privates.push(c),
            (_, Some(o)) => v_privates.push(o),
            _ => return None,
        }
    }
    Some(LoopPlan {
        index,
        reductions,
        c_privates,
        v_privates,
        schedule: par.schedule,
    })
}
