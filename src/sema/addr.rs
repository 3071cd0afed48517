//! `&x`: a C scalar variable whose address the module takes anywhere lives
//! in a tracked one-element block instead of a frame slot (typed as a C
//! array of one), so a pointer to it can be passed, stored and written
//! through, and it still reads and writes like a plain variable.

use super::Sema;
use super::coerce::{assignable, convert};
use super::hir::*;
use super::types::{CInt, Ty, dtype_of, elem_ty};
use crate::array::DType;
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind};

fn h(kind: HKind, ty: Ty, span: Span) -> HExpr {
    HExpr { kind, ty, span }
}

fn first(span: Span) -> HExpr {
    h(HKind::Int(0), Ty::Int(CInt::SsizeT), span)
}

impl Sema<'_> {
    /// The type a `cdef` variable is stored as: its own, unless its
    /// address is taken and it is a C scalar.
    pub(super) fn residence(&mut self, name: &str, ty: Ty) -> Ty {
        if !self.scopes.addressed.contains(name) {
            return ty;
        }
        match dtype_of(&ty) {
            Some(d) => {
                self.resident.insert(name.to_string());
                Ty::CArray(d, 1)
            }
            None => ty,
        }
    }

    /// The element type of a variable that lives in memory.
    pub(super) fn resident_dtype(&self, var: &Var) -> Option<DType> {
        match var.ty {
            Ty::CArray(d, 1) if self.resident.contains(var.name.as_ref()) => Some(d),
            _ => None,
        }
    }

    fn storage(var: Var, span: Span) -> HExpr {
        let ty = var.ty.clone();
        h(HKind::Load(var), ty, span)
    }

    /// Reading a variable that lives in memory.
    pub(super) fn resident_load(&mut self, var: Var, d: DType, span: Span) -> HExpr {
        let cell = Self::storage(var, span);
        h(
            HKind::PtrIndex(Box::new(cell), Box::new(first(span))),
            elem_ty(d),
            span,
        )
    }

    /// Writing a variable that lives in memory.
    pub(super) fn resident_target(&mut self, var: Var, _d: DType, span: Span) -> HTarget {
        HTarget::PtrIndex(Self::storage(var, span), first(span), span)
    }

    /// `cdef T x [= v]` for a variable that lives in memory: its block is
    /// made where the declaration runs, zeroed, then given the value.
    pub(super) fn declare_resident(
        &mut self,
        var: Var,
        value: Option<&Expr>,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        let Ty::CArray(d, n) = var.ty else {
            return;
        };
        let block = self.carray_value(d, n, span);
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(var.clone(), span)], block),
            span,
        });
        if let Some(v) = value {
            let x = self.expr(v);
            let elem = elem_ty(d);
            if let Err(m) = assignable(&x.ty, &elem) {
                self.error("TypeError", m, v.span);
            }
            let target = self.resident_target(var, d, span);
            out.push(HStmt {
                kind: SKind::Assign(vec![target], convert(x, &elem)),
                span,
            });
        }
    }

    /// `&e`.
    pub(super) fn address_of(&mut self, inner: &Expr, span: Span) -> HExpr {
        if let ExprKind::Name(n) = &inner.kind {
            let known = self.ctx().vars.contains_key(n) || self.globals.contains_key(n);
            if known {
                let var = self.lookup_store(n, inner.span);
                if let Some(d) = self.resident_dtype(&var) {
                    return h(HKind::Load(var), Ty::Ptr(Some(d)), span);
                }
            }
        }
        if let ExprKind::Subscript(..) = &inner.kind {
            let x = self.expr(inner);
            match x.kind {
                // `&v[i, j]`: into the view's buffer, bounds-checked as
                // the element access is.
                HKind::MvIndex(base, idx) => {
                    if let Ty::Memview(t) = &base.ty {
                        let d = t.dtype;
                        return h(HKind::MvAddr(base, idx), Ty::Ptr(Some(d)), span);
                    }
                }
                // `&p[i]` is `p + i`.
                HKind::PtrIndex(base, i) => {
                    if let Ty::Ptr(Some(d)) | Ty::CArray(d, _) = base.ty {
                        return h(HKind::PtrAdd(base, i), Ty::Ptr(Some(d)), span);
                    }
                }
                _ => {}
            }
        }
        self.unsupported("taking the address of this expression", span);
        h(HKind::NoneLit, Ty::Object, span)
    }
}
