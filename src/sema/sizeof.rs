//! `sizeof(T)` and `sizeof(x)`: the size the C compiler gives a type, or
//! an expression's static type (never evaluated).

use super::Sema;
use super::expr::h;
use super::hir::*;
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind, Ident, TypeExpr, TypeKind};

/// The size of what a pointer of type `p` points at (1 for `void *`).
pub(super) fn pointee_size(p: &Ty) -> i64 {
    let t = match p {
        Ty::StructPtr(def) => Ty::Struct(def.clone()),
        Ty::Ptr(None) => return 1,
        p => super::types::pointee(p).unwrap_or(Ty::Void),
    };
    c_size_align(&t).map_or(1, |(n, _)| n.max(1))
}

/// A C type's size and alignment, as the C compiler lays it out; None for
/// `void`.
fn c_size_align(t: &Ty) -> Option<(i64, i64)> {
    Some(match t {
        Ty::Void => return None,
        Ty::Int(c) => {
            let n = i64::from(c.bits() / 8);
            (n, n)
        }
        Ty::Float | Ty::Bint => (4, 4),
        Ty::FloatComplex => (8, 4),
        Ty::DoubleComplex | Ty::SoftComplex => (16, 8),
        Ty::CArray(d, n) => ((d.itemsize() * n) as i64, d.itemsize() as i64),
        Ty::CArrayNd(d, dims) => (
            (d.itemsize() * dims.iter().product::<usize>()) as i64,
            d.itemsize() as i64,
        ),
        Ty::Struct(def) => c_record(def.fields().iter().map(|(_, t)| t), def.union, def.packed),
        Ty::Ctuple(ts) => c_record(ts.iter(), false, false),
        // Doubles, pointers, object references, memoryview structs aside.
        _ => (8, 8),
    })
}

/// The size and alignment of a struct (or union, or ctuple) of `fields`:
/// each field aligned to its own alignment, the whole to the largest.
fn c_record<'a>(fields: impl Iterator<Item = &'a Ty>, union: bool, packed: bool) -> (i64, i64) {
    let (mut size, mut align) = (0i64, 1i64);
    for t in fields {
        let (n, a) = c_size_align(t).unwrap_or((0, 1));
        let a = if packed { 1 } else { a.max(1) };
        size = if union {
            size.max(n)
        } else {
            (size + a - 1) / a * a + n
        };
        align = align.max(a);
    }
    ((size + align - 1) / align * align, align)
}

/// `t` read back as the expression it also spells (`ps[0]`, `p.x`), when
/// it names no type.
fn type_as_expr(t: &TypeExpr) -> Option<Expr> {
    let kind = match &t.kind {
        TypeKind::Named(n) => {
            let mut parts = n.split('.');
            let first = parts.next()?;
            let mut e = Expr {
                kind: ExprKind::Name(first.to_string()),
                span: t.span,
            };
            for p in parts {
                e = Expr {
                    kind: ExprKind::Attr(
                        Box::new(e),
                        Ident {
                            name: p.to_string(),
                            span: t.span,
                        },
                    ),
                    span: t.span,
                };
            }
            return Some(e);
        }
        TypeKind::Array(inner, Some(index)) => {
            ExprKind::Subscript(Box::new(type_as_expr(inner)?), index.clone())
        }
        _ => return None,
    };
    Some(Expr { kind, span: t.span })
}

impl Sema<'_> {
    /// `sizeof(t)`: of the type `t` names, or of the variable (or element,
    /// or field) it spells.
    pub(super) fn sizeof_type(&mut self, t: &TypeExpr, span: Span) -> HExpr {
        let root = |t: &TypeExpr| -> Option<String> {
            let mut t = t;
            while let TypeKind::Array(inner, _) = &t.kind {
                t = inner;
            }
            match &t.kind {
                TypeKind::Named(n) => Some(n.split('.').next().unwrap_or(n).to_string()),
                _ => None,
            }
        };
        // A variable's name (or an expression on one) shadows nothing a
        // type could be: Cython reads `sizeof(x)` as `x`'s type's size.
        let names_value = root(t).is_some_and(|n| {
            super::types::scalar_named(&n).is_none()
                && (self.ctx().vars.contains_key(&n) || self.globals.contains_key(&n))
        });
        if names_value && let Some(e) = type_as_expr(t) {
            return self.sizeof_expr(&e, span);
        }
        let ty = self.resolve_type(t);
        self.sized(&ty, None, span)
    }

    /// `sizeof(e)`: the size of `e`'s static type; a whole array of structs
    /// (or of pointers) is all of its elements.
    pub(super) fn sizeof_expr(&mut self, e: &Expr, span: Span) -> HExpr {
        let x = self.expr(e);
        let count = match (&e.kind, &x.ty) {
            (ExprKind::Name(n), Ty::StructPtr(_) | Ty::PtrPtr(_)) => self.held_array_len(n),
            _ => None,
        };
        self.sized(&x.ty, count, span)
    }

    /// The `size_t` constant for the size of `ty` (times `count`, an
    /// array's elements, when given).
    fn sized(&mut self, ty: &Ty, count: Option<usize>, span: Span) -> HExpr {
        let size = match (ty, count) {
            (Ty::StructPtr(def), Some(n)) => {
                c_size_align(&Ty::Struct(def.clone())).map(|(s, _)| s * n as i64)
            }
            (Ty::PtrPtr(_), Some(n)) => Some(8 * n as i64),
            (t, _) => c_size_align(t).map(|(s, _)| s),
        };
        let size = size.unwrap_or_else(|| {
            self.error(
                "TypeError",
                "Cannot take sizeof incomplete type 'void'",
                span,
            );
            0
        });
        h(HKind::Int(size), Ty::Int(CInt::SizeT), span)
    }
}
