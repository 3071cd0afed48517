//! The type Cython infers for an undeclared `for` loop variable from what
//! the loop iterates: the element type of a C array, a slice of one or of
//! a typed pointer, a one-dimensional memoryview, a bytes object (`unsigned
//! char`), or a literal tuple or list whose items share one C type. Over
//! anything else the variable is a Python object. The value is one
//! assignment among the variable's others (`infer.rs` spans them), so
//! `for p in points: p.x` reads a struct's field as compiled Cython does.

use super::Sema;
use super::coerce::convert;
use super::expr::h;
use super::hir::{HExpr, HKind};
use super::types::{CInt, Ty, elem_ty};
use crate::syntax::ast::{Expr, ExprKind, UnOp};

impl Sema<'_> {
    /// While probing, records the value `for t in it` assigns to `t` when
    /// `t` is an undeclared local being inferred.
    pub(super) fn note_loop_target(&mut self, t: &Expr, it: &Expr) {
        let ExprKind::Name(n) = &t.kind else {
            return;
        };
        if !self.watching(n) {
            return;
        }
        let Some(var) = self.ctx().vars.get(n).cloned() else {
            return;
        };
        let ty = self.loop_element_ty(it);
        let self_ref = super::infer::mentions(it, n);
        // `for w in words` over a `list[str object]` makes `w` a str.
        let py = match &it.kind {
            ExprKind::Name(name) if ty == Ty::Object => self
                .ctx()
                .py_inferred
                .get(name.as_str())
                .and_then(|t| super::methodtypes::item_py_type(t, None)),
            // A literal's characters are strs (Cython makes no Py_UCS4
            // loop over one).
            ExprKind::Str(_) => Some("str object".to_string()),
            _ => None,
        };
        self.note_assigned(&var, Some(ty), self_ref, py);
    }

    /// The type of what iterating `it` yields, as Cython types it.
    fn loop_element_ty(&mut self, it: &Expr) -> Ty {
        match &it.kind {
            ExprKind::Name(name) => self.named_element_ty(name),
            ExprKind::Subscript(base, index) => match (&base.kind, &index.kind) {
                (ExprKind::Name(name), ExprKind::Slice(..)) => match self.lookup_ty(name) {
                    Some(Ty::CArray(d, _) | Ty::Ptr(Some(d))) => elem_ty(d),
                    Some(Ty::StructPtr(def)) => Ty::Struct(def),
                    _ => Ty::Object,
                },
                // `for e in adj[u]`: a container's element, a container
                // of pairs.
                _ => match self.chain_ty(it) {
                    Some(Ty::Cpp(c)) => container_item(&c),
                    _ => Ty::Object,
                },
            },
            ExprKind::Bytes(_) => Ty::Int(CInt::UChar),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let mut tys = items.iter().map(literal_ty);
                match tys.next() {
                    Some(Some(first)) if tys.all(|t| t.as_ref() == Some(&first)) => first,
                    _ => Ty::Object,
                }
            }
            _ => Ty::Object,
        }
    }

    /// The element type of the variable `name` iterated whole.
    fn named_element_ty(&mut self, name: &str) -> Ty {
        match self.lookup_ty(name) {
            Some(Ty::CArray(d, _)) => elem_ty(d),
            Some(Ty::StructPtr(def)) if self.held_array_len(name).is_some() => Ty::Struct(def),
            Some(Ty::Memview(mv)) if mv.ndim == 1 => elem_ty(mv.dtype),
            // A C++ map's items are pairs (`kv.first`, `kv.second`).
            Some(Ty::Cpp(c)) => container_item(&c),
            Some(Ty::Object) if self.declared_py_type(name) == Some("bytes") => {
                Ty::Int(CInt::UChar)
            }
            Some(Ty::Object) if self.declared_py_type(name) == Some("str") => Ty::Ucs4,
            // A local inferred to be a str (`t = "abc"`).
            Some(Ty::Object)
                if self.ctx().py_inferred.get(name).map(String::as_str) == Some("str object") =>
            {
                Ty::Ucs4
            }
            _ => Ty::Object,
        }
    }

    /// A literal tuple or list a loop iterates, when every item is a C
    /// number: Cython lays the items out as a C array of the type spanning
    /// them, so `for t in (1, 2.5)` yields 1.0 and `(True, 2)` yields 1.
    /// `None` (nothing resolved) for any other iterable.
    pub(super) fn literal_sequence_iter(&mut self, it: &Expr) -> Option<HExpr> {
        let (ExprKind::Tuple(items) | ExprKind::List(items)) = &it.kind else {
            return None;
        };
        let mut span_ty: Option<Ty> = None;
        for item in items {
            let ty = match literal_ty(item) {
                Some(t) => t,
                None => match &item.kind {
                    ExprKind::Name(n) => self
                        .lookup_ty(n)
                        .filter(|t| t.is_c_int() || t.is_c_float() || *t == Ty::Bint)?,
                    _ => return None,
                },
            };
            span_ty = Some(match span_ty {
                None => ty,
                Some(prev) if prev == ty => ty,
                Some(prev) => Ty::arith(&prev, &ty)?,
            });
        }
        let span_ty = span_ty?;
        let xs = items
            .iter()
            .map(|e| {
                let x = self.expr(e);
                convert(convert(x, &span_ty), &Ty::Object)
            })
            .collect();
        let kind = match &it.kind {
            ExprKind::List(_) => HKind::List(xs),
            _ => HKind::Tuple(xs),
        };
        Some(h(kind, Ty::Object, it.span))
    }

    /// The builtin type a name was declared with (`cdef bytes b`).
    fn declared_py_type(&mut self, name: &str) -> Option<&'static str> {
        if let Some(t) = self.ctx().py_types.get(name) {
            return Some(t);
        }
        if self.ctx().vars.contains_key(name) && !self.ctx().is_module {
            return None;
        }
        self.global_py_types.get(name).copied()
    }
}

/// The C type of a literal item of a tuple or list display (`None` when
/// it is not a literal number or bool).
fn literal_ty(e: &Expr) -> Option<Ty> {
    match &e.kind {
        ExprKind::Int(v) if *v <= i64::MAX as u128 => Some(Ty::Int(CInt::Long)),
        ExprKind::Unary(UnOp::Neg | UnOp::Pos, x) if matches!(x.kind, ExprKind::Int(v) if v <= i64::MAX as u128) => {
            Some(Ty::Int(CInt::Long))
        }
        ExprKind::Float(_) => Some(Ty::Double),
        ExprKind::Unary(UnOp::Neg | UnOp::Pos, x) if matches!(x.kind, ExprKind::Float(_)) => {
            Some(Ty::Double)
        }
        ExprKind::Bool(_) => Some(Ty::Bint),
        _ => None,
    }
}

/// What a loop over a C++ container binds when Cython types it: an item
/// that is itself a C++ value (a map's pair, a row of a vector of
/// vectors); an object otherwise.
fn container_item(c: &super::types::CppTy) -> Ty {
    match c.item() {
        Some(t @ Ty::Cpp(_)) => t,
        _ => Ty::Object,
    }
}
