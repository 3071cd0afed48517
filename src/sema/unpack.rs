//! `a, b = b, a + b` on C targets (variables, view and pointer elements,
//! struct fields): Cython compiles it to C temporaries, each value
//! converted to its target's type as a plain assignment converts it (C
//! wrapping from a C value, the checked conversion from an object), all
//! of them before the first store. So does arr: one hidden local per
//! target, then the stores, which keeps the statement C-level (and in a
//! typed loop, in its kernel) instead of a Python tuple unpacked.
//! `a = b = x` is one hidden local, then a store into each target from
//! left to right, converted to its type.

use super::Sema;
use super::coerce::{assignable_expr, convert};
use super::hir::{HExpr, HKind, HStmt, HTarget, Place, SKind, Var};
use super::types::{Ty, field_at};
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind};

impl Sema<'_> {
    /// `targets = value` as C temporaries and stores when `targets` is one
    /// unpacking of C targets and `value` a tuple of as many values (no
    /// starred one); false (nothing done) otherwise.
    pub(super) fn c_unpack(
        &mut self,
        ts: &[HTarget],
        value: &Expr,
        span: Span,
        out: &mut Vec<HStmt>,
    ) -> bool {
        let ([HTarget::Unpack(items, None, _)], ExprKind::Tuple(vals)) = (ts, &value.kind) else {
            return false;
        };
        if self.ctx().is_module
            || items.len() != vals.len()
            || vals.iter().any(|v| matches!(v.kind, ExprKind::Starred(_)))
        {
            return false;
        }
        let Some(types) = items.iter().map(c_target_type).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let mut temps = Vec::with_capacity(items.len());
        for (v, ty) in vals.iter().zip(&types) {
            let h = self.expr_into(v, ty);
            if let Err(m) = assignable_expr(&h, ty) {
                self.error("TypeError", m, v.span);
            }
            let tmp = self.hidden_var("__unpacked", ty.clone());
            out.push(HStmt {
                kind: SKind::Assign(vec![HTarget::Var(tmp.clone(), v.span)], convert(h, ty)),
                span,
            });
            temps.push(tmp);
        }
        for (item, tmp) in items.iter().zip(temps) {
            let store = self.store_from(item, &tmp, &tmp.ty, span);
            out.push(store);
        }
        true
    }

    /// `t1 = t2 = … = value` as one C temporary and a store into each,
    /// when every target is a C target; false (nothing done) otherwise.
    pub(super) fn c_chain(
        &mut self,
        ts: &[HTarget],
        value: &Expr,
        span: Span,
        out: &mut Vec<HStmt>,
    ) -> bool {
        if ts.len() < 2 || self.ctx().is_module {
            return false;
        }
        let Some(types) = ts.iter().map(c_target_type).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let h = self.expr(value);
        // A number literal is a C one, as in Cython (`c = k = 1000` wraps
        // into a char).
        let ty = match (&h.kind, &h.ty) {
            (HKind::Int(_), Ty::Object) => Ty::Int(super::types::CInt::Long),
            (HKind::Float(_), Ty::Object) => Ty::Double,
            // Anything else: refused below as a plain assignment is.
            (_, t) => t.clone(),
        };
        let tmp = self.hidden_var("__chained", ty.clone());
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(tmp.clone(), value.span)], convert(h, &ty)),
            span,
        });
        for (t, ty) in ts.iter().zip(types) {
            let store = self.store_from(t, &tmp, &ty, value.span);
            out.push(store);
        }
        true
    }

    /// `target = tmp` (a hidden local), converted to the target's type
    /// `ty` as a plain assignment converts.
    fn store_from(&mut self, target: &HTarget, tmp: &Var, ty: &Ty, span: Span) -> HStmt {
        let load = HExpr {
            kind: HKind::Load(tmp.clone()),
            ty: tmp.ty.clone(),
            span,
        };
        if let Err(m) = assignable_expr(&load, ty) {
            self.error("TypeError", m, span);
        }
        let mut v = convert(load, ty);
        // A struct field is stored from an object, as `s.f = x` is.
        if let HTarget::StructField(..) = target {
            v = convert(v, &Ty::Object);
        }
        HStmt {
            kind: SKind::Assign(vec![target.clone()], v),
            span,
        }
    }
}

/// The C type a target of an unpacking stores (None: not a C target).
fn c_target_type(t: &HTarget) -> Option<Ty> {
    let c = |ty: &Ty| ty.is_c() || ty.is_complex() || matches!(ty, Ty::Struct(_));
    let ty = match t {
        HTarget::Var(v, _) if !matches!(v.place, Place::Cell(_)) => v.ty.clone(),
        HTarget::MvIndex(base, _, _) => match &base.ty {
            Ty::Memview(m) => m.elem(),
            _ => return None,
        },
        HTarget::PtrIndex(base, _, _) if !matches!(base.ty, Ty::PtrPtr(_)) => {
            super::types::pointee(&base.ty)?
        }
        HTarget::StructField(v, path, _) if !matches!(v.place, Place::Cell(_)) => {
            field_at(&v.ty, path)
        }
        _ => return None,
    };
    c(&ty).then_some(ty)
}
