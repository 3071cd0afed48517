//! `with` statements: Python context managers, and Cython's `nogil`/`gil`
//! and parallel blocks.

use super::hir::*;
use super::{Sema, dotted_name};
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind, Stmt};

impl Sema<'_> {
    pub(super) fn with_stmt(
        &mut self,
        items: &[(Expr, Option<Expr>)],
        body: &[Stmt],
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        // Python context managers: `with a as x, b:` is `with a as x:` around
        // `with b:`.
        if let Some(((e, target), rest)) = items.split_first()
            && self.is_python_manager(e)
        {
            let mgr = self.object(e);
            let target = target.as_ref().map(|t| self.target(t));
            let mut inner = Vec::new();
            if rest.is_empty() {
                inner = self.nested_block(body);
            } else {
                self.with_stmt(rest, body, span, &mut inner);
            }
            out.push(HStmt {
                kind: SKind::With {
                    mgr,
                    target,
                    body: inner,
                },
                span,
            });
            return;
        }
        let saved = self.directives;
        self.directives.gil_block = None;
        let mut parallel = None;
        for (e, target) in items {
            let name = match &e.kind {
                ExprKind::Call(c, _) => dotted_name(c),
                _ => dotted_name(e),
            };
            match (name.as_deref(), &e.kind) {
                (Some(g @ ("nogil" | "gil" | "cython.nogil" | "cython.gil")), _)
                    if target.is_none() =>
                {
                    self.directives.gil_block = Some(g.ends_with("nogil"));
                }
                (Some(n), ExprKind::Call(_, args)) if n.starts_with("cython.") => {
                    let on = matches!(
                        args.first(),
                        Some(ast::Arg::Pos(Expr {
                            kind: ExprKind::Bool(true),
                            ..
                        }))
                    );
                    if !self.set_directive(&n["cython.".len()..], on) {
                        self.unsupported(&format!("`with {n}(…)`"), e.span);
                    }
                }
                (Some(n), _) if self.is_parallel_call(n) => parallel = Some(e),
                _ => self.unsupported(
                    "context managers other than nogil, gil and directives",
                    e.span,
                ),
            }
        }
        let changed = self.directives;
        let in_parallel = parallel.is_some() as u32;
        self.ctx().parallel_depth += in_parallel;
        let b = self.nested_block(body);
        self.ctx().parallel_depth -= in_parallel;
        self.directives = saved;
        if let Some(call) = parallel {
            let block = self.parallel_block(call, body, b, span);
            out.push(HStmt {
                kind: SKind::Block(Some(changed), vec![block]),
                span,
            });
            return;
        }
        out.push(HStmt {
            kind: SKind::Block(Some(changed), b),
            span,
        });
    }

    /// Whether a `with` item is a Python context manager rather than
    /// `nogil`, `gil`, a `cython.` directive or a parallel block.
    fn is_python_manager(&self, e: &Expr) -> bool {
        let name = match &e.kind {
            ExprKind::Call(c, _) => dotted_name(c),
            _ => dotted_name(e),
        };
        match name.as_deref() {
            Some("nogil" | "gil") => false,
            Some(n) => !n.starts_with("cython.") && !self.is_parallel_call(n),
            None => true,
        }
    }
}
