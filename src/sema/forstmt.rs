//! `for` statements: counted `range`/`prange` loops, loops over C arrays,
//! slices and C++ containers, and loops over any Python iterable.

use super::Sema;
use super::coerce::convert;
use super::hir::*;
use super::types::Ty;
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind, Stmt};

impl Sema<'_> {
    pub(super) fn for_stmt(
        &mut self,
        t: &Expr,
        it: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        // Whether the range loop below noted what it assigns.
        let mut counted = false;
        // `for i in range(…)` over a plain name is a counted loop.
        if let (ExprKind::Name(_), ExprKind::Call(callee, args)) = (&t.kind, &it.kind) {
            let is_range = matches!(&callee.kind, ExprKind::Name(n) if n == "range" && !self.is_shadowed("range"));
            let is_prange = self.is_prange(callee);
            let args: Vec<ast::Arg> = if is_prange {
                args.iter()
                    .filter(|a| matches!(a, ast::Arg::Pos(_)))
                    .cloned()
                    .collect()
            } else {
                args.clone()
            };
            let is_range = is_range || is_prange;
            let args = &args;
            let positional: Vec<&Expr> = args
                .iter()
                .filter_map(|a| {
                    if let ast::Arg::Pos(e) = a {
                        Some(e)
                    } else {
                        None
                    }
                })
                .collect();
            if is_range && positional.len() == args.len() && (1..=3).contains(&positional.len()) {
                let target = self.target(t);
                if let HTarget::Var(var, _) = &target
                    && self.watching(&var.name)
                {
                    self.note_range(var, &positional);
                    counted = true;
                }
                // A loop variable that lives in memory (`&i` is taken)
                // takes the general path below, storing each value.
                if let HTarget::Var(var, _) = target
                    && (var.ty.is_c_int() || var.ty == Ty::Object)
                {
                    let loop_ty = if var.ty.is_c() {
                        var.ty.clone()
                    } else {
                        Ty::Object
                    };
                    let conv = |s: &mut Self, e: &Expr, which: &str| {
                        let mut h = s.expr(e);
                        let literal = matches!(h.kind, HKind::Int(_) | HKind::Bool(_));
                        if is_prange && h.ty == Ty::Object && !literal {
                            // OpenMP's loop bounds are C values, read
                            // without the GIL.
                            let d = s.error(
                                "SyntaxError",
                                format!("{which} argument must be numeric"),
                                e.span,
                            );
                            d.label = Some("a Python object".into());
                            d.help = Some(
                                "a prange's bounds are read as C integers by threads that do \
                                 not hold the GIL: type the parameter (`Py_ssize_t n`), or copy \
                                 the value into a C variable before the loop \
                                 (`cdef Py_ssize_t n = obj`)"
                                    .into(),
                            );
                        }
                        if h.ty.is_c_float() {
                            s.error(
                                "TypeError",
                                "'float' object cannot be interpreted as an integer",
                                e.span,
                            );
                        }
                        // Cython converts an object bound of a C loop
                        // through `__index__` to a `Py_ssize_t`.
                        if h.ty == Ty::Object
                            && loop_ty.is_c()
                            && !literal
                            && let Some(b) =
                                s.generic_builtin("__range_bound__", vec![h.clone()], e.span)
                        {
                            h = b;
                        }
                        convert(h, &loop_ty)
                    };
                    let one = |sp: Span| HExpr {
                        kind: HKind::Int(1),
                        ty: Ty::Object,
                        span: sp,
                    };
                    let zero = |sp: Span| HExpr {
                        kind: HKind::Int(0),
                        ty: Ty::Object,
                        span: sp,
                    };
                    let (start, stop, step) = match positional.as_slice() {
                        [stop] => (
                            convert(zero(stop.span), &loop_ty),
                            conv(self, stop, "stop"),
                            convert(one(stop.span), &loop_ty),
                        ),
                        [a, b] => (
                            conv(self, a, "start"),
                            conv(self, b, "stop"),
                            convert(one(b.span), &loop_ty),
                        ),
                        [a, b, c] => (
                            conv(self, a, "start"),
                            conv(self, b, "stop"),
                            conv(self, c, "step"),
                        ),
                        _ => return,
                    };
                    self.ctx().loop_depth += 1;
                    self.ctx().parallel_depth += is_prange as u32;
                    let b = self.nested_block(body);
                    self.ctx().parallel_depth -= is_prange as u32;
                    self.ctx().loop_depth -= 1;
                    let o = self.nested_block(orelse);
                    let par = if is_prange {
                        Some(Box::new(self.prange_info(&var, it, body)))
                    } else {
                        None
                    };
                    out.push(HStmt {
                        kind: SKind::ForRange {
                            var,
                            start,
                            stop,
                            step,
                            body: b,
                            orelse: o,
                            par,
                        },
                        span,
                    });
                    return;
                }
            }
        }
        if !counted {
            self.note_loop_target(t, it);
        }
        if self.for_c_slice(t, it, (body, orelse), span, out) {
            return;
        }
        if self.cpp_for(t, it, (body, orelse), span, out) {
            return;
        }
        let mut target = self.target(t);
        let walks_text = self.walks_text(it, &item_ty(&target));
        let iter = match self.literal_sequence_iter(it) {
            Some(iter) => iter,
            None => self.iterable(it),
        };
        if let Some(direct) = walks_text
            && let Some(check) = self.text_none_check_stmt(&iter, direct)
        {
            out.push(check);
        }
        // A variable declared as a builtin or extension type takes each
        // item through Cython's type check: the loop binds a hidden
        // variable, and the body first stores it as `v = item` stores.
        let mut checked = self.checked_loop_target(&mut target);
        checked.extend(self.bytes_char_target(&mut target, it));
        self.ctx().loop_depth += 1;
        let mut b = self.nested_block(body);
        self.ctx().loop_depth -= 1;
        b.splice(0..0, checked);
        let o = self.nested_block(orelse);
        out.push(HStmt {
            kind: SKind::ForIter {
                target,
                iter,
                body: b,
                orelse: o,
            },
            span,
        });
    }
}

/// The type of the variable a loop's item goes to: the target itself, or
/// the second of two (`for i, c in enumerate(s)`).
fn item_ty(target: &HTarget) -> Ty {
    match target {
        HTarget::Var(v, _) => v.ty.clone(),
        HTarget::Unpack(xs, None, _) => match xs.as_slice() {
            [_, HTarget::Var(v, _)] => v.ty.clone(),
            _ => Ty::Object,
        },
        _ => Ty::Object,
    }
}
