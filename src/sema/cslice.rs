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
    /// `p[a:b:c]` of a typed pointer iterated: a list of its elements as
    /// Python values (C pointers have no length, so Cython requires the
    /// stop).
    pub(super) fn ptr_slice(
        &mut self,
        p: HExpr,
        d: crate::array::DType,
        parts: [&Option<Box<Expr>>; 3],
        span: Span,
    ) -> HExpr {
        let iterated = std::mem::take(&mut self.iterating);
        if std::mem::take(&mut self.into_carray) {
            self.error(
                "TypeError",
                format!("Slicing is not currently supported for '{}'.", p.ty.name()),
                span,
            )
            .help = Some("copy the elements with a loop, or with `memcpy`".into());
            return h(HKind::NoneLit, Ty::Object, span);
        }
        // Anywhere but as what a loop iterates, Cython has no Python
        // value for the slice of a pointer to numbers.
        if !iterated {
            self.error(
                "TypeError",
                format!("Cannot convert '{}' to Python object", p.ty.name()),
                span,
            )
            .help = Some(format!(
                "iterate over it (`for x in p[a:b]`, `[x for x in p[a:b]]`), or view the elements as a typed memoryview (`<{}[:n]> p`)",
                super::types::elem_ty(d).name()
            ));
            return h(HKind::NoneLit, Ty::Object, span);
        }
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
            args.push(self.slice_bound(x, span));
        }
        self.generic_builtin("__ptr_slice__", args, span)
            .unwrap_or_else(|| h(HKind::NoneLit, Ty::Object, span))
    }

    /// `cs[a:b]` of a `char*` or char array: the bytes from `a` to `b`, or
    /// with no stop to the next NUL, as Cython converts the slice.
    pub(super) fn char_slice(
        &mut self,
        p: HExpr,
        [lo, hi]: [&Option<Box<Expr>>; 2],
        span: Span,
    ) -> HExpr {
        // Passed as an untyped pointer: a `char*` argument would become
        // the bytes up to its NUL.
        let mut p = p;
        p.ty = Ty::Ptr(None);
        let args = vec![p, self.slice_bound(lo, span), self.slice_bound(hi, span)];
        self.generic_builtin("__char_slice__", args, span)
            .unwrap_or_else(|| h(HKind::NoneLit, Ty::Object, span))
    }

    /// One bound of a pointer slice: a `Py_ssize_t`, or None when left out.
    fn slice_bound(&mut self, x: &Option<Box<Expr>>, span: Span) -> HExpr {
        match x {
            Some(x) => {
                let v = self.expr(x);
                convert(v, &Ty::Int(CInt::SsizeT))
            }
            None => h(HKind::NoneLit, Ty::Object, span),
        }
    }

    /// The declared type of a variable in scope, without creating one.
    pub(super) fn lookup_ty(&mut self, name: &str) -> Option<Ty> {
        if let Some(v) = self.ctx().vars.get(name) {
            return Some(v.ty.clone());
        }
        self.globals.get(name).map(|g| g.ty.clone())
    }

    /// The number of elements of the C array named by `e`, when `e` names
    /// one whose length is known (a `T[n]`, or an array of structs).
    pub(super) fn whole_length(&mut self, e: &Expr) -> Option<i64> {
        let ExprKind::Name(name) = &e.kind else {
            return None;
        };
        match self.lookup_ty(name)? {
            Ty::CArray(_, n) => i64::try_from(n).ok(),
            Ty::StructPtr(_) => self
                .held_array_len(name)
                .and_then(|n| i64::try_from(n).ok()),
            _ => None,
        }
    }

    /// `it` as a loop over a C array's elements: `name[lo:hi:step]`, or the
    /// name of an array of known length alone.
    fn c_loop<'e>(&mut self, it: &'e Expr) -> Option<CLoop<'e>> {
        let (base, index_span, bounds) = match &it.kind {
            ExprKind::Subscript(base, index) => match &index.kind {
                ExprKind::Slice(lo, hi, step) => (
                    &**base,
                    index.span,
                    [Bound::of(lo), Bound::of(hi), Bound::of(step)],
                ),
                _ => return None,
            },
            ExprKind::Name(_) => {
                let n = self.whole_length(it)?;
                let whole = [Bound::Fixed(0), Bound::Fixed(n), Bound::Fixed(1)];
                (it, it.span, whole)
            }
            _ => return None,
        };
        let ExprKind::Name(name) = &base.kind else {
            return None;
        };
        Some(CLoop {
            base,
            name,
            index_span,
            bounds,
        })
    }

    /// Cython's refusal of `p[a:]` as a loop's iterable.
    fn open_end(&mut self, span: Span) {
        let d = self.error(
            "SyntaxError",
            "C array iteration requires known end index",
            span,
        );
        d.help = Some(
            "Cython compiles this loop to C over the elements between the bounds, and needs \
             the end written out even for a C array of known size: write `p[:n]`"
                .into(),
        );
    }

    /// One bound of a loop over a C array's elements, as a `Py_ssize_t`.
    fn loop_bound(&mut self, b: Bound, default: i64, at: Span) -> HExpr {
        let index_ty = Ty::Int(CInt::SsizeT);
        match b {
            Bound::Given(e) => {
                let x = self.expr(e);
                if !x.ty.is_c_int() && !matches!(x.kind, HKind::Int(_)) {
                    self.error(
                        "TypeError",
                        "C array and pointer slices take integer bounds",
                        e.span,
                    );
                }
                convert(x, &index_ty)
            }
            Bound::Fixed(n) => h(HKind::Int(n), index_ty, at),
            Bound::Open => h(HKind::Int(default), index_ty, at),
        }
    }

    /// A comprehension's `for t in it` over an array of structs
    /// (`ps`, `ps[a:b]`): the struct type its variable takes, as Cython
    /// infers it, and the list of the struct values to bind it to.
    pub(super) fn comp_struct_source(
        &mut self,
        t: &Expr,
        it: &Expr,
    ) -> Option<(Arc<super::types::StructDef>, HExpr)> {
        let ExprKind::Name(_) = &t.kind else {
            return None;
        };
        // At module level Cython infers nothing: the variable is a Python
        // object, the struct converted to a dict.
        if self.ctx().is_module {
            return None;
        }
        let CLoop {
            base,
            name,
            index_span,
            bounds: [lo, hi, step],
        } = self.c_loop(it)?;
        let Some(Ty::StructPtr(def)) = self.lookup_ty(name) else {
            return None;
        };
        if matches!(hi, Bound::Open) {
            self.open_end(it.span);
        }
        let bounds = [
            self.loop_bound(lo, 0, index_span),
            self.loop_bound(hi, 0, index_span),
            self.loop_bound(step, 1, index_span),
        ];
        let p = self.expr(base);
        Some((def, self.struct_elements(p, bounds, false, it.span)))
    }

    /// The counted loop for `for t in base[lo:hi:step]`, pushed to `out`;
    /// false (nothing pushed) when the loop is not of that form: the
    /// target must be a C number variable (or, over structs, a struct or
    /// object one) and the base a name of a C array, or of a typed pointer
    /// the body does not rebind (Cython reads the pointer once). The name
    /// of a C array alone (`for p in ps`) is its whole length.
    pub(super) fn for_c_slice(
        &mut self,
        t: &Expr,
        it: &Expr,
        (body, orelse): (&[Stmt], &[Stmt]),
        span: Span,
        out: &mut Vec<HStmt>,
    ) -> bool {
        let ExprKind::Name(_) = &t.kind else {
            return false;
        };
        let Some(CLoop {
            base,
            name,
            index_span,
            bounds: [lo, hi, step],
        }) = self.c_loop(it)
        else {
            return false;
        };
        let Some(ty) = self.lookup_ty(name) else {
            return false;
        };
        // The element type, or the struct of an array of (pointer to)
        // structs.
        let (dtype, record) = match ty {
            Ty::CArray(d, _) => (d, None),
            Ty::Ptr(Some(d)) if !super::prange::assigns(body, name) => (d, None),
            Ty::StructPtr(def) if !super::prange::assigns(body, name) => {
                (crate::array::DType::U8, Some(def))
            }
            _ => return false,
        };
        if matches!(hi, Bound::Open) {
            self.open_end(it.span);
            return true;
        }
        let HTarget::Var(var, vspan) = self.target(t) else {
            return false;
        };
        let fits = match &record {
            None => var.ty.is_c_int() || var.ty.is_c_float(),
            Some(def) => var.ty == Ty::Object || var.ty == Ty::Struct(def.clone()),
        };
        if !fits {
            return false;
        }
        let index_ty = Ty::Int(CInt::SsizeT);
        let start = self.loop_bound(lo, 0, index_span);
        let stop = self.loop_bound(hi, 0, index_span);
        let step = self.loop_bound(step, 1, index_span);
        let k = self.hidden_var("__slice_index", index_ty.clone());
        let array = self.expr(base);
        let at = HExpr {
            kind: HKind::Load(k.clone()),
            ty: index_ty,
            span: it.span,
        };
        let element = match record {
            Some(_) => self.struct_ptr_load(array, at, it.span),
            None => HExpr {
                kind: HKind::PtrIndex(Box::new(array), Box::new(at)),
                ty: super::types::elem_ty(dtype),
                span: it.span,
            },
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

/// A loop over the elements of the C array or pointer `name` (`base`).
struct CLoop<'e> {
    base: &'e Expr,
    name: &'e str,
    index_span: Span,
    bounds: [Bound<'e>; 3],
}

/// One bound of a loop over a C array's elements.
#[derive(Clone, Copy)]
enum Bound<'e> {
    /// Written in the slice.
    Given(&'e Expr),
    /// Known from the array's length (or the start and step of a whole
    /// array).
    Fixed(i64),
    /// Left out of the slice.
    Open,
}

impl<'e> Bound<'e> {
    fn of(e: &'e Option<Box<Expr>>) -> Self {
        e.as_deref().map_or(Bound::Open, Bound::Given)
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

/// A one-dimensional C array `a` as the block it starts, typed as the
/// array: the form whose conversion to an object copies the elements
/// out (see `carray_row`, whose rows are the same form).
pub(super) fn whole_carray(a: HExpr, d: crate::array::DType) -> HExpr {
    let (ty, span) = (a.ty.clone(), a.span);
    let mut ptr = a;
    // A local is still read in place once retyped (see `carray_row`).
    if matches!(ptr.kind, HKind::Load(_)) {
        ptr.ty = Ty::Ptr(Some(d));
    }
    let zero = h(HKind::Int(0), Ty::Int(CInt::SsizeT), span);
    h(HKind::PtrAdd(Box::new(ptr), Box::new(zero)), ty, span)
}

/// Is `e` a slice `x[a:b]` (of whatever `x` is)?
pub(super) fn is_slice(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Subscript(_, i) if matches!(i.kind, ExprKind::Slice(..)))
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
