//! The names `cython.typeof` gives variables declared with a `ctypedef`
//! (`DTYPE_t`, `real_t[:, ::1]`, `int64_t`, `float64_t`): arr resolves a
//! typedef to its C type, so the name is kept beside the variable, and an
//! arithmetic result takes it as Cython's `widest_numeric_type` does (of
//! two operands of the result's type, a typedef over a plain type, the
//! right one of two typedefs).

use super::Sema;
use super::hir::{HExpr, HKind, Place};
use super::types::Ty;
use crate::syntax::ast::{Params, Stmt, StmtKind, TypeExpr, TypeKind};
use std::collections::HashMap;

/// The name Cython prints for a variable of type `ty` declared as `te`,
/// when a typedef makes it differ from `ty`'s own name.
fn declared_name(te: &TypeExpr, ty: &Ty) -> Option<String> {
    let typedef = |n: &str| -> Option<String> {
        if n.starts_with("cython.") {
            return None;
        }
        // C's own spellings (`unsigned`, `long int`) print as the type
        // they name, but arr's `double` stands for `long double` too.
        const WORDS: &[&str] = &[
            "signed", "unsigned", "char", "short", "int", "long", "float", "double", "complex",
        ];
        if n.split_whitespace().all(|w| WORDS.contains(&w)) {
            let long_double = n.contains("long") && n.contains("double");
            return long_double.then(|| n.split_whitespace().collect::<Vec<_>>().join(" "));
        }
        let last = n.rsplit('.').next().unwrap_or(n);
        Some(last.to_string())
    };
    match (&te.kind, ty) {
        (TypeKind::Named(n), t) if t.is_c() || t.is_complex() => {
            typedef(n).filter(|last| *last != t.name())
        }
        (TypeKind::Memoryview { elem, .. }, Ty::Memview(m)) => {
            let TypeKind::Named(n) = &elem.kind else {
                return None;
            };
            let elem_ty = super::types::elem_ty(m.dtype);
            let last = typedef(n).filter(|last| *last != elem_ty.name())?;
            let full = ty.name();
            let rest = full.strip_prefix(elem_ty.name().as_str())?;
            Some(format!("{last}{rest}"))
        }
        _ => None,
    }
}

impl Sema<'_> {
    /// Typedef'd names of a function's parameters and `cdef` locals.
    pub(super) fn declared_typedef_locals(
        &mut self,
        params: &Params,
        body: &[Stmt],
    ) -> HashMap<String, String> {
        let mut decls: Vec<(String, TypeExpr)> = Vec::new();
        for (p, _) in super::all_params(params) {
            if let Some(t) = &p.ty {
                decls.push((p.name.name.clone(), t.clone()));
            }
        }
        super::prange::each_stmt(body, &mut |s| {
            if let StmtKind::CDecl { decls: ds, .. } = &s.kind {
                decls.extend(ds.iter().map(|d| (d.name.name.clone(), d.ty.clone())));
            }
        });
        let mut out = HashMap::new();
        for (name, te) in decls {
            let ty = self.resolve_type(&te);
            if let Some(n) = self.typedef_name(&te, &ty) {
                out.insert(name, n);
            }
        }
        out
    }

    /// `declared_name`, except for a fused type (or a memoryview of one):
    /// its specialisation prints as the member, not as the fused name.
    fn typedef_name(&self, te: &TypeExpr, ty: &Ty) -> Option<String> {
        let n = match &te.kind {
            TypeKind::Named(n) => n,
            TypeKind::Memoryview { elem, .. } => match &elem.kind {
                TypeKind::Named(n) => n,
                _ => return None,
            },
            _ => return None,
        };
        if self.fused_subst.contains_key(n) || self.fused_members(n).is_some() {
            return None;
        }
        declared_name(te, ty)
    }

    /// Records a module-level `cdef` declaration's typedef name.
    pub(super) fn note_global_typedef(&mut self, name: &str, te: &TypeExpr, ty: &Ty) {
        if let Some(n) = self.typedef_name(te, ty) {
            self.global_typedef_names.insert(name.to_string(), n);
        }
    }

    /// The typedef name `cython.typeof(x)` gives, when it gives one.
    pub(super) fn typedef_typeof(&mut self, x: &HExpr) -> Option<String> {
        match &x.kind {
            HKind::Load(v) => match v.place {
                Place::Global(_) => self.global_typedef_names.get(v.name.as_ref()).cloned(),
                _ => self.ctx().typedef_names.get(v.name.as_ref()).cloned(),
            },
            HKind::Convert(inner) if inner.ty == x.ty => self.typedef_typeof(inner),
            HKind::Binary(_, a, b) if x.ty.is_c() => {
                let (na, nb) = (self.typedef_typeof(a), self.typedef_typeof(b));
                let (sa, sb) = (a.ty == x.ty, b.ty == x.ty);
                match (sa, sb) {
                    (true, true) => nb.or(na),
                    (true, false) => na,
                    (false, true) => nb,
                    (false, false) => None,
                }
            }
            _ => None,
        }
    }
}
