//! `prange` and `parallel()`: which variables a parallel body shares,
//! privatises or reduces (Cython's MarkParallelAssignments rules), the
//! compile errors Cython gives for them, and the loop's keyword arguments.

use super::coerce::convert;
use super::hir::*;
use super::scope::walk_expr;
use super::types::{CInt, Ty};
use super::{Sema, dotted_name};
use crate::source::Span;
use crate::syntax::ast::{self, Arg, BinOp, Expr, ExprKind, Stmt, StmtKind};
use std::collections::HashMap;
use std::sync::Arc;

/// The operators Cython turns into OpenMP reductions; any other in-place
/// operator leaves its variable private (each thread starts from the value
/// before the loop).
fn reduces(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor
    )
}

/// The names a parallel body assigns, in order of first assignment, each
/// with the in-place operator of its last assignment (the last one wins,
/// as in Cython).
#[derive(Default)]
struct Assignments {
    order: Vec<String>,
    last: HashMap<String, (Span, Option<BinOp>)>,
    /// "Reduction operator … is inconsistent …" errors, with their place.
    errors: Vec<(String, Span)>,
}

impl Assignments {
    fn mark(&mut self, name: &str, span: Span, op: Option<BinOp>) {
        match self.last.get(name) {
            Some((_, Some(prev))) if op.is_some_and(|o| o != *prev) => {
                let msg = format!(
                    "Reduction operator '{}' is inconsistent with previous reduction operator '{}'",
                    op.map_or("", BinOp::symbol),
                    prev.symbol()
                );
                self.errors.push((msg, span));
            }
            Some(_) => {}
            None => self.order.push(name.to_string()),
        }
        self.last.insert(name.to_string(), (span, op));
    }

    fn target(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Name(n) => self.mark(n, e.span, None),
            ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().for_each(|x| self.target(x)),
            ExprKind::Starred(x) => self.target(x),
            _ => {}
        }
    }

    fn walrus(&mut self, e: &Expr) {
        walk_expr(e, &mut |x| {
            if let ExprKind::Walrus(n, _) = &x.kind {
                self.mark(&n.name, n.span, None);
            }
        });
    }

    /// Marks what `body` assigns; `enter(for_stmt)` says whether to look
    /// into a nested loop (a parallel block leaves a prange's to it).
    fn body(&mut self, body: &[Stmt], enter: &dyn Fn(&Stmt) -> bool) {
        for s in body {
            self.stmt(s, enter);
        }
    }

    fn stmt(&mut self, s: &Stmt, enter: &dyn Fn(&Stmt) -> bool) {
        for e in stmt_exprs(s) {
            self.walrus(e);
        }
        match &s.kind {
            StmtKind::Assign(ts, _) => ts.iter().for_each(|t| self.target(t)),
            StmtKind::AugAssign(t, op, _) => match &t.kind {
                ExprKind::Name(n) => self.mark(n, t.span, Some(*op)),
                _ => self.target(t),
            },
            StmtKind::AnnAssign(t, _, Some(_)) => self.target(t),
            StmtKind::CDecl { decls, .. } => decls
                .iter()
                .for_each(|d| self.mark(&d.name.name, d.name.span, None)),
            StmtKind::For(t, _, b, o) => {
                if enter(s) {
                    self.target(t);
                    self.body(b, enter);
                }
                self.body(o, enter);
            }
            StmtKind::If(_, b, o) | StmtKind::While(_, b, o) => {
                self.body(b, enter);
                self.body(o, enter);
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                self.body(body, enter);
                for h in handlers {
                    if let Some(n) = &h.name {
                        self.mark(&n.name, n.span, None);
                    }
                    self.body(&h.body, enter);
                }
                self.body(orelse, enter);
                self.body(finalbody, enter);
            }
            StmtKind::With(items, b) => {
                items
                    .iter()
                    .filter_map(|(_, t)| t.as_ref())
                    .for_each(|t| self.target(t));
                self.body(b, enter);
            }
            StmtKind::CDefBlock(b) => self.body(b, enter),
            StmtKind::CompileIf(branches, o) => {
                branches.iter().for_each(|(_, b)| self.body(b, enter));
                self.body(o, enter);
            }
            _ => {}
        }
    }
}

/// Does `body` (nested loops included) assign `name`?
pub(super) fn assigns(body: &[Stmt], name: &str) -> bool {
    let mut a = Assignments::default();
    a.body(body, &|_| true);
    a.last.contains_key(name)
}

/// The expressions a statement evaluates itself (not those of nested
/// statements), assignment targets included: a name inside a subscript
/// target is read.
pub(super) fn stmt_exprs(s: &Stmt) -> Vec<&Expr> {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => vec![e],
        StmtKind::Assign(ts, v) => ts.iter().chain(std::iter::once(v)).collect(),
        StmtKind::AugAssign(t, _, v) => vec![t, v],
        StmtKind::AnnAssign(t, _, v) => std::iter::once(t).chain(v).collect(),
        StmtKind::CDecl { decls, .. } => decls.iter().filter_map(|d| d.value.as_ref()).collect(),
        StmtKind::If(c, _, _) | StmtKind::While(c, _, _) => vec![c],
        StmtKind::For(t, it, _, _) => vec![t, it],
        StmtKind::Raise(a, b) => a.iter().chain(b).collect(),
        StmtKind::Assert(a, b) => std::iter::once(a).chain(b).collect(),
        StmtKind::With(items, _) => items
            .iter()
            .flat_map(|(e, t)| std::iter::once(e).chain(t))
            .collect(),
        StmtKind::Del(ts) => ts.iter().collect(),
        _ => Vec::new(),
    }
}

/// Every statement of `body`, nested ones included (not those of nested
/// functions or classes).
pub(super) fn each_stmt<'a>(body: &'a [Stmt], f: &mut dyn FnMut(&'a Stmt)) {
    for s in body {
        f(s);
        match &s.kind {
            StmtKind::For(_, _, b, o) | StmtKind::If(_, b, o) | StmtKind::While(_, b, o) => {
                each_stmt(b, f);
                each_stmt(o, f);
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                each_stmt(body, f);
                handlers.iter().for_each(|h| each_stmt(&h.body, f));
                each_stmt(orelse, f);
                each_stmt(finalbody, f);
            }
            StmtKind::With(_, b) | StmtKind::CDefBlock(b) => each_stmt(b, f),
            StmtKind::CompileIf(branches, o) => {
                branches.iter().for_each(|(_, b)| each_stmt(b, f));
                each_stmt(o, f);
            }
            _ => {}
        }
    }
}

/// Where `body` reads one of `names` (the implicit read of `x op= …` on a
/// bare name does not count).
fn reads_of(body: &[Stmt], names: &[&str]) -> Vec<Span> {
    let mut found = Vec::new();
    each_stmt(body, &mut |s| {
        let mut look = |e: &Expr| {
            walk_expr(e, &mut |x| {
                if let ExprKind::Name(n) = &x.kind
                    && names.contains(&n.as_str())
                {
                    found.push(x.span);
                }
            })
        };
        match &s.kind {
            // Bare-name targets are stores, not reads.
            StmtKind::Assign(ts, v) => {
                ts.iter().filter(|t| !is_name_target(t)).for_each(&mut look);
                look(v);
            }
            StmtKind::AugAssign(t, _, v) => {
                if !matches!(t.kind, ExprKind::Name(_)) {
                    look(t);
                }
                look(v);
            }
            StmtKind::For(t, it, _, _) => {
                if !is_name_target(t) {
                    look(t);
                }
                look(it);
            }
            _ => stmt_exprs(s).into_iter().for_each(look),
        }
    });
    found.sort_by_key(|s| s.start);
    found
}

fn is_name_target(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().all(is_name_target),
        ExprKind::Starred(x) => is_name_target(x),
        _ => false,
    }
}

impl Sema<'_> {
    /// Is `callee` `prange` (imported from cython.parallel)?
    pub(super) fn is_prange(&self, callee: &Expr) -> bool {
        match &callee.kind {
            ExprKind::Name(n) => {
                matches!(self.imports.get(n), Some(super::Imported::Member(p)) if p == "cython.parallel.prange")
            }
            _ => dotted_name(callee).is_some_and(|d| d.ends_with("parallel.prange")),
        }
    }

    /// Does the dotted name of a `with` item denote `parallel`?
    pub(super) fn is_parallel_call(&self, dotted: &str) -> bool {
        dotted.ends_with("parallel.parallel")
            || matches!(self.imports.get(dotted), Some(super::Imported::Member(p)) if p == "cython.parallel.parallel")
    }

    /// A `for` statement over `prange(…)`?
    fn is_prange_loop(&self, s: &Stmt) -> bool {
        matches!(&s.kind, StmtKind::For(_, it, _, _)
            if matches!(&it.kind, ExprKind::Call(c, _) if self.is_prange(c)))
    }

    /// The variable a name assigned in a parallel body denotes.
    fn assigned_var(&mut self, name: &str) -> Option<Var> {
        if let Some(v) = self.ctx().vars.get(name) {
            return Some(v.clone());
        }
        self.globals.get(name).map(|g| Var {
            place: Place::Global(g.slot),
            ty: g.ty.clone(),
            name: Arc::from(name),
        })
    }

    /// Can each thread have its own copy of `var`?
    fn privatisable(&self, var: &Var) -> bool {
        !matches!(var.place, Place::Cell(_))
            && self.resident_dtype(var).is_none()
            && self.resident_ptr(var).is_none()
    }

    /// Sema's decisions for `for index in prange(…, **kw): body` (the
    /// body already lowered).
    pub(super) fn prange_info(&mut self, index: &Var, call: &Expr, body: &[Stmt]) -> Parallel {
        let args = match &call.kind {
            ExprKind::Call(_, a) => a.as_slice(),
            _ => &[],
        };
        let mut marks = Assignments::default();
        marks.body(body, &|_| true);
        for (msg, span) in std::mem::take(&mut marks.errors) {
            self.error("SyntaxError", msg, span).help = Some(
                "OpenMP combines a reduction variable's per-thread results with one operator; \
                 update it with one in-place operator throughout the loop"
                    .into(),
            );
        }
        let mut reductions = Vec::new();
        let mut privates = Vec::new();
        let mut threads_ok = self.privatisable(index);
        let mut reduced_names = Vec::new();
        for name in &marks.order {
            let Some(&(_, op)) = marks.last.get(name) else {
                continue;
            };
            let Some(var) = self.assigned_var(name) else {
                continue;
            };
            if var.name == index.name {
                continue;
            }
            threads_ok &= self.privatisable(&var);
            match op {
                Some(op) if reduces(op) => {
                    // Only C numbers combine; a Python object keeps the
                    // loop in order.
                    threads_ok &= matches!(var.ty, Ty::Int(_) | Ty::Bint | Ty::Float | Ty::Double);
                    reduced_names.push(name.clone());
                    reductions.push((var, op));
                }
                _ => privates.push(var),
            }
        }
        let names: Vec<&str> = reduced_names.iter().map(String::as_str).collect();
        if let Some(span) = reads_of(body, &names).first() {
            let d = self.error(
                "SyntaxError",
                "Cannot read reduction variable in loop body",
                *span,
            );
            d.label = Some("read here".into());
            d.help = Some(
                "a variable updated with an in-place operator (`+=`, `*=`, …) in prange is a \
                 reduction: each thread accumulates its own partial result and they are combined \
                 after the loop, so inside the loop it holds no meaningful total. Read it after \
                 the loop, or write `x = x + …` to make it an ordinary private variable"
                    .into(),
            );
        }
        let mut par = Parallel {
            reductions,
            privates,
            schedule: Schedule::Static,
            chunksize: None,
            num_threads: None,
            use_threads_if: None,
            nogil: false,
            threads_ok,
        };
        self.prange_keywords(args, call.span, &mut par);
        par
    }

    fn prange_keywords(&mut self, args: &[Arg], call: Span, par: &mut Parallel) {
        let count = Ty::Int(CInt::SsizeT);
        let mut schedule_given = false;
        let mut runtime = false;
        let mut chunk_span = None;
        for a in args {
            let Arg::Kw(k, e) = a else { continue };
            match k.name.as_str() {
                "nogil" => par.nogil = matches!(e.kind, ExprKind::Bool(true)),
                "schedule" => {
                    schedule_given = true;
                    par.schedule = match &e.kind {
                        ExprKind::Str(s) if s == "static" => Schedule::Static,
                        ExprKind::Str(s) if s == "dynamic" => Schedule::Dynamic,
                        ExprKind::Str(s) if s == "guided" => Schedule::Guided,
                        // OpenMP's run-time choice: arr's default.
                        ExprKind::Str(s) if s == "runtime" => {
                            runtime = true;
                            Schedule::Static
                        }
                        ExprKind::Str(s) => {
                            self.error(
                                "SyntaxError",
                                format!("Invalid schedule argument to prange: {s}"),
                                call,
                            );
                            Schedule::Static
                        }
                        _ => {
                            self.error("SyntaxError", "Invalid schedule argument to prange", call);
                            Schedule::Static
                        }
                    };
                }
                "chunksize" => {
                    chunk_span = Some(e.span);
                    if let ExprKind::Unary(ast::UnOp::Neg, x) = &e.kind
                        && matches!(x.kind, ExprKind::Int(v) if v > 0)
                    {
                        self.error("SyntaxError", "Chunksize must not be negative", e.span);
                    }
                    let h = self.expr(e);
                    par.chunksize = Some(convert(h, &count));
                }
                "num_threads" => {
                    let h = self.expr(e);
                    par.num_threads = Some(convert(h, &count));
                }
                "use_threads_if" => {
                    let h = self.expr(e);
                    par.use_threads_if = Some(convert(h, &Ty::Bint));
                }
                other => {
                    self.error(
                        "SyntaxError",
                        format!("Invalid keyword argument: {other}"),
                        call,
                    );
                }
            }
        }
        if let Some(span) = chunk_span {
            if !schedule_given {
                self.error("SyntaxError", "Must provide schedule with chunksize", span);
            } else if runtime {
                self.error(
                    "SyntaxError",
                    "Chunksize not valid for the schedule runtime",
                    span,
                );
            }
        }
    }

    /// `with nogil, parallel(num_threads=k): body` (the body lowered to
    /// `hbody`).
    pub(super) fn parallel_block(
        &mut self,
        call: &Expr,
        body: &[Stmt],
        hbody: Vec<HStmt>,
        span: Span,
    ) -> HStmt {
        let mut num_threads = None;
        if !matches!(call.kind, ExprKind::Call(..)) {
            self.error(
                "SyntaxError",
                "The parallel directive must be called",
                call.span,
            );
        }
        if let ExprKind::Call(_, args) = &call.kind {
            for a in args {
                match a {
                    Arg::Kw(k, e) if k.name == "num_threads" => {
                        let h = self.expr(e);
                        num_threads = Some(convert(h, &Ty::Int(CInt::SsizeT)));
                    }
                    Arg::Kw(k, _) if k.name == "use_threads_if" => {
                        self.unsupported("`parallel(use_threads_if=…)`", k.span);
                    }
                    Arg::Kw(k, _) => {
                        self.error(
                            "SyntaxError",
                            format!("Invalid keyword argument: {}", k.name),
                            k.span,
                        );
                    }
                    _ => {
                        self.error(
                            "SyntaxError",
                            "cython.parallel.parallel() does not take positional arguments",
                            call.span,
                        );
                    }
                }
            }
        }
        let mut marks = Assignments::default();
        let enter = |s: &Stmt| !self.is_prange_loop(s);
        marks.body(body, &enter);
        let mut ok = true;
        for name in &marks.order {
            if let Some((span, Some(op))) = marks.last.get(name)
                && reduces(*op)
            {
                self.error(
                    "SyntaxError",
                    "Reductions not allowed for parallel blocks",
                    *span,
                );
            }
            if let Some(var) = self.assigned_var(name) {
                ok &= self.privatisable(&var);
            }
        }
        if !ok {
            // Shared cells cannot be made private: one thread runs the block.
            num_threads = Some(HExpr {
                kind: HKind::Int(1),
                ty: Ty::Int(CInt::SsizeT),
                span,
            });
        }
        HStmt {
            kind: SKind::ParallelBlock {
                num_threads,
                body: hbody,
            },
            span,
        }
    }
}
