//! Slices and rows of C arrays and pointers. `for x in p[a:b]` over a C
//! array or typed pointer: Cython compiles it to a C loop over the
//! elements, so arr lowers it to a counted loop that reads `p[k]`, instead
//! of building a list of the slice on every entry (which made the
//! tutorial's primes kernel slower than CPython). `p[a:b]` elsewhere is
//! the list Cython makes; `a[i]` of a C array of arrays is a row.

use super::Sema;
use super::coerce::convert;
use super::expr::h;
use super::hir::*;
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::BinOp;
use crate::syntax::ast::{Expr, ExprKind, Stmt};
use std::sync::Arc;

impl Sema<'_> {
    /// `p[a:b:c]` of a typed pointer: a list of its elements as Python
    /// values (C pointers have no length, so Cython requires the stop).
    pub(super) fn ptr_slice(
        &mut self,
        p: HExpr,
        d: crate::array::DType,
        parts: [&Option<Box<Expr>>; 3],
        span: Span,
    ) -> HExpr {
        if parts[1].is_none() {
            self.error(
                "TypeError",
                format!("Slicing is not currently supported for '{}'.", p.ty.name()),
                span,
            );
            return h(HKind::NoneLit, Ty::Object, span);
        }
        let mut args = vec![p, h(HKind::Str(d.name().into()), Ty::Object, span)];
        for x in parts {
            args.push(match x {
                Some(x) => {
                    let v = self.expr(x);
                    convert(v, &Ty::Int(CInt::SsizeT))
                }
                None => h(HKind::NoneLit, Ty::Object, span),
            });
        }
        self.generic_builtin("__ptr_slice__", args, span)
            .unwrap_or_else(|| h(HKind::NoneLit, Ty::Object, span))
    }

    /// The declared type of a variable in scope, without creating one.
    fn lookup_ty(&mut self, name: &str) -> Option<Ty> {
        if let Some(v) = self.ctx().vars.get(name) {
            return Some(v.ty.clone());
        }
        self.globals.get(name).map(|g| g.ty.clone())
    }

    /// The counted loop for `for t in base[lo:hi:step]`, pushed to `out`;
    /// false (nothing pushed) when the loop is not of that form: the
    /// target must be a C number variable and the base a name of a C
    /// array, or of a typed pointer the body does not rebind (Cython reads
    /// the pointer once).
    pub(super) fn for_c_slice(
        &mut self,
        t: &Expr,
        it: &Expr,
        (body, orelse): (&[Stmt], &[Stmt]),
        span: Span,
        out: &mut Vec<HStmt>,
    ) -> bool {
        let (ExprKind::Name(_), ExprKind::Subscript(base, index)) = (&t.kind, &it.kind) else {
            return false;
        };
        let (ExprKind::Name(name), ExprKind::Slice(lo, hi, step)) = (&base.kind, &index.kind)
        else {
            return false;
        };
        let Some(ty) = self.lookup_ty(name) else {
            return false;
        };
        let dtype = match ty {
            Ty::CArray(d, _) => d,
            Ty::Ptr(Some(d)) if !super::prange::assigns(body, name) => d,
            _ => return false,
        };
        if hi.is_none() {
            let d = self.error(
                "SyntaxError",
                "C array iteration requires known end index",
                it.span,
            );
            d.help = Some(
                "Cython compiles this loop to C over the elements between the bounds, and \
                 needs the end written out even for a C array of known size: write `p[:n]`"
                    .into(),
            );
            return true;
        }
        let HTarget::Var(var, vspan) = self.target(t) else {
            return false;
        };
        if !(var.ty.is_c_int() || var.ty.is_c_float()) {
            return false;
        }
        let index_ty = Ty::Int(CInt::SsizeT);
        let bound = |s: &mut Self, e: &Option<Box<Expr>>, default: i64, at: Span| match e {
            Some(e) => {
                let h = s.expr(e);
                if !h.ty.is_c_int() && !matches!(h.kind, HKind::Int(_)) {
                    s.error(
                        "TypeError",
                        "C array and pointer slices take integer bounds",
                        e.span,
                    );
                }
                convert(h, &index_ty)
            }
            None => HExpr {
                kind: HKind::Int(default),
                ty: index_ty.clone(),
                span: at,
            },
        };
        let start = bound(self, lo, 0, index.span);
        let stop = bound(self, hi, 0, index.span);
        let step = bound(self, step, 1, index.span);
        let k = self.hidden_var("__slice_index", index_ty.clone());
        let array = self.expr(base);
        let element = HExpr {
            kind: HKind::PtrIndex(
                Box::new(array),
                Box::new(HExpr {
                    kind: HKind::Load(k.clone()),
                    ty: index_ty,
                    span: it.span,
                }),
            ),
            ty: super::types::elem_ty(dtype),
            span: it.span,
        };
        if let Err(m) = super::coerce::assignable(&element.ty, &var.ty) {
            self.error("TypeError", m, it.span);
        }
        let read = HStmt {
            kind: SKind::Assign(
                vec![HTarget::Var(var.clone(), vspan)],
                convert(element, &var.ty),
            ),
            span: t.span,
        };
        self.ctx().loop_depth += 1;
        let mut b = vec![read];
        b.extend(self.nested_block(body));
        self.ctx().loop_depth -= 1;
        let o = self.nested_block(orelse);
        out.push(HStmt {
            kind: SKind::ForRange {
                var: k,
                start,
                stop,
                step,
                body: b,
                orelse: o,
                par: None,
            },
            span,
        });
        true
    }
}

/// The pointer and index that reach element `i` of `base`: for a row of
/// a C array of arrays (`PtrAdd(a, off)` typed as the row) the whole
/// block and `off + i`, so that `a[r][i]` is one element access with no
/// pointer made for the row; otherwise `base` and `i` themselves.
pub(super) fn element_at(base: HExpr, i: HExpr) -> (HExpr, HExpr) {
    match base {
        HExpr {
            kind: HKind::PtrAdd(block, off),
            ty: Ty::CArray(..),
            span,
        } => {
            let at = h(
                HKind::Binary(BinOp::Add, off, Box::new(i)),
                Ty::Int(CInt::SsizeT),
                span,
            );
            (*block, at)
        }
        other => (other, i),
    }
}

/// `a[i]` of a C array of arrays: the row at `i`, a pointer into `a`'s
/// block typed as the row's array type (indexing it again reaches the
/// element in one step: see the `PtrAdd` case of subscripts).
pub(super) fn carray_row(
    a: HExpr,
    d: crate::array::DType,
    dims: Arc<[usize]>,
    i: HExpr,
    span: Span,
) -> HExpr {
    let row: usize = dims[1..].iter().product();
    let i = convert(i, &Ty::Int(CInt::SsizeT));
    let off = h(
        HKind::Binary(
            BinOp::Mul,
            Box::new(i),
            Box::new(h(HKind::Int(row as i64), Ty::Int(CInt::SsizeT), span)),
        ),
        Ty::Int(CInt::SsizeT),
        span,
    );
    let ty = match &dims[1..] {
        [m] => Ty::CArray(d, *m),
        rest => Ty::CArrayNd(d, Arc::from(rest)),
    };
    // The array is held as a pointer to its block: retyped, a local is
    // still read in place by the element access.
    let mut ptr = a;
    ptr.ty = Ty::Ptr(Some(d));
    h(HKind::PtrAdd(Box::new(ptr), Box::new(off)), ty, span)
}

/// `a[i:j]` of a C array as an assignment target: the part of the array
/// the slice covers, itself typed a C array (its first extent the slice's
/// length). `None` unless the bounds are written as numbers (or left
/// out) and the step is 1, which is what Cython compiles.
pub(super) fn carray_slice(
    a: HExpr,
    lo: &Option<Box<Expr>>,
    hi: &Option<Box<Expr>>,
    step: &Option<Box<Expr>>,
    span: Span,
) -> Option<HExpr> {
    let (d, dims): (crate::array::DType, Vec<usize>) = match &a.ty {
        Ty::CArray(d, n) => (*d, vec![*n]),
        Ty::CArrayNd(d, dims) => (*d, dims.to_vec()),
        _ => return None,
    };
    let number = |e: &Option<Box<Expr>>| -> Option<Option<i64>> {
        let Some(x) = e else { return Some(None) };
        match &x.kind {
            ExprKind::Int(i) => Some(Some(i64::try_from(*i).ok()?)),
            ExprKind::Unary(crate::syntax::ast::UnOp::Neg, y) => match y.kind {
                ExprKind::Int(i) => Some(Some(-i64::try_from(i).ok()?)),
                _ => None,
            },
            ExprKind::NoneLit => Some(None),
            _ => None,
        }
    };
    if !matches!(number(step)?, None | Some(1)) {
        return None;
    }
    let (start, count, _) =
        crate::array::view::py_slice(number(lo)?, number(hi)?, None, dims[0]).ok()?;
    let row: usize = dims[1..].iter().product();
    let off = h(HKind::Int(start * row as i64), Ty::Int(CInt::SsizeT), span);
    let ty = match &dims[1..] {
        [] => Ty::CArray(d, count),
        rest => {
            let mut all = vec![count];
            all.extend_from_slice(rest);
            Ty::CArrayNd(d, Arc::from(all))
        }
    };
    let mut ptr = a;
    ptr.ty = Ty::Ptr(Some(d));
    Some(h(HKind::PtrAdd(Box::new(ptr), Box::new(off)), ty, span))
}
