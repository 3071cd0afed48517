//! `yield` statements: where Cython allows them, and their HIR.

use super::Sema;
use super::coerce::convert;
use super::hir::{HTarget, SKind};
use super::types::Ty;
use crate::source::Span;
use crate::syntax::ast::Expr;

impl Sema<'_> {
    /// `targets = yield value` / `yield from value`: a suspension point of
    /// the generator whose body this is.
    pub(super) fn yield_stmt(
        &mut self,
        value: Option<&Expr>,
        from: bool,
        targets: Vec<HTarget>,
        span: Span,
    ) -> Option<SKind> {
        let ctx = self.ctx();
        if !ctx.generator_ok || ctx.parallel_depth > 0 {
            // Cython's message for `yield` in a cdef function, a parallel
            // section or at module level.
            self.error("SyntaxError", "'yield' not supported here", span);
            return None;
        }
        if from && value.is_none() {
            self.error(
                "SyntaxError",
                "invalid syntax: `yield from` needs an iterable",
                span,
            );
            return None;
        }
        let value = value.map(|v| {
            let h = self.expr(v);
            convert(h, &Ty::Object)
        });
        Some(SKind::Yield {
            value,
            from,
            targets,
        })
    }
}
