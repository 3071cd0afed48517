//! Cython's rules for `**` on C numbers (`PowNode` in Cython 3): which
//! operations compute in "soft complex", which widen to double, and how a
//! power stored straight into a C number falls back to C's `pow`.

use super::coerce::{convert, float_literal, int_literal};
use super::hir::{HExpr, HKind};
use super::types::{CInt, Ty};
use super::{Directives, Sema};
use crate::syntax::ast::{BinOp, Expr};

/// Does `a ** b` (operands already C numbers, typed `a_ty`, `b_ty`)
/// compute in soft complex? Cython does so when the base may be negative
/// and the exponent may be fractional, unless `cpow` is on: a literal
/// base of at least 0, an unsigned base, a C integer exponent or a
/// whole-number literal exponent all give a real `pow`.
pub fn pow_is_soft(dir: &Directives, a: &HExpr, b: &HExpr, a_ty: &Ty, b_ty: &Ty) -> bool {
    if dir.cpow == Some(true) {
        return false;
    }
    let base_nonneg = int_literal(a).is_some_and(|i| i >= 0)
        || float_literal(a).is_some_and(|x| x >= 0.0)
        || matches!(a_ty, Ty::Int(k) if !k.signed());
    let exp_whole = b_ty.is_c_int()
        || int_literal(b).is_some()
        || float_literal(b).is_some_and(|x| x.fract() == 0.0);
    !(base_nonneg || exp_whole)
}

/// Is `a ** b` on C integers widened to double because its exponent is a
/// signed C integer variable (Cython's `type_was_inferred`)? Such a power
/// stored straight into a C integer is an integer power instead, unless
/// an operand is a literal (Cython has made that literal a double by then,
/// so `cdef long r = 2 ** n` is refused).
pub fn widens_int_pow(dir: &Directives, a: &HExpr, a_ty: &Ty, b: &HExpr, b_ty: &Ty) -> bool {
    dir.cpow.is_none()
        && a_ty.is_c_int()
        && matches!(b_ty, Ty::Int(k) if k.signed())
        && int_literal(a).is_none()
        && int_literal(b).is_none()
}

impl Sema<'_> {
    /// `v` resolved for storing straight into a C number of type `to`:
    /// an assignment's value, a C function's argument, a returned value.
    pub fn expr_into(&mut self, v: &Expr, to: &Ty) -> HExpr {
        self.into_carray =
            matches!(to, Ty::CArray(..) | Ty::CArrayNd(..)) && super::cslice::is_slice(v);
        let h = self.expr(v);
        self.into_carray = false;
        self.pow_into(h, to)
    }

    /// Cython's `PowNode.coerce_to`: with `cpow` unset, a power whose type
    /// was inferred (soft complex, or an integer power widened to double)
    /// that is coerced directly to a C float or integer is recomputed as
    /// if `cpow` were on: C's `pow`, or an integer power.
    pub fn pow_into(&self, h: HExpr, to: &Ty) -> HExpr {
        if self.directives.cpow.is_some() || !(to.is_c_float() || to.is_c_int()) {
            return h;
        }
        match h.kind {
            HKind::CBuiltin("cpow", args) => HExpr {
                kind: HKind::CBuiltin("pow", args),
                ..h
            },
            HKind::Binary(BinOp::Pow, a, b)
                if h.ty == Ty::Double && to.is_c_int() && self.widened_pows.contains(&h.span) =>
            {
                let (a, b) = (int_operand(*a), int_operand(*b));
                let common = Ty::arith(&a.ty, &b.ty).unwrap_or(Ty::Int(CInt::Long));
                let (a, b) = (convert(a, &common), convert(b, &Ty::Int(CInt::Long)));
                HExpr {
                    kind: HKind::Binary(BinOp::Pow, Box::new(a), Box::new(b)),
                    ty: common,
                    span: h.span,
                }
            }
            kind => HExpr { kind, ..h },
        }
    }
}

/// An operand of a widened integer power, as it was before it became a
/// double.
fn int_operand(e: HExpr) -> HExpr {
    match e.kind {
        HKind::Convert(inner) if inner.ty.is_c_int() => *inner,
        kind => HExpr { kind, ..e },
    }
}
