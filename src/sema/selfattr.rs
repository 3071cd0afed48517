//! `x.attr` where `x` is statically an instance of a cdef class (`self` in
//! its methods, `cdef Class x`, a typed parameter, `<Class>x`, or inferred
//! from `x = Class(…)`): the access is C-level, as in Cython, so private
//! attributes are visible, and an attribute's declared C type is known
//! while compiling — reads are typed (C arithmetic, no boxing) and writes
//! convert with Cython's compile-time checks; a pointer attribute
//! (`cdef double* data`) can be stored at all only so.

use super::Sema;
use super::coerce::{assignable, convert};
use super::hir::{HExpr, HKind, Place};
use super::types::Ty;
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind, FuncKind, Stmt, StmtKind, TypeExpr, TypeKind};
use std::collections::HashMap;
use std::sync::Arc;

/// Copies the `Base.member` entries of `table` as `Class.member`.
fn inherit(table: &mut HashMap<String, String>, base: &str, class: &str) {
    let prefix = format!("{base}.");
    let inherited: Vec<(String, String)> = table
        .iter()
        .filter_map(|(k, v)| {
            let m = k.strip_prefix(&prefix)?;
            Some((format!("{class}.{m}"), v.clone()))
        })
        .collect();
    table.extend(inherited);
}

impl Sema<'_> {
    /// Records a cdef class's attribute types (its bases' included) and
    /// returns them.
    pub(super) fn class_field_types(
        &mut self,
        name: &str,
        bases: &[Expr],
        own: &[(Arc<str>, Ty)],
    ) -> Arc<HashMap<Arc<str>, Ty>> {
        let mut all = HashMap::new();
        for b in bases {
            if let ExprKind::Name(n) = &b.kind
                && let Some(inherited) = self.class_fields.get(n)
            {
                all.extend(inherited.iter().map(|(k, t)| (k.clone(), t.clone())));
            }
        }
        all.extend(own.iter().cloned());
        let all = Arc::new(all);
        self.class_fields.insert(name.to_string(), all.clone());
        all
    }

    /// Records which of a cdef class's cdef/cpdef methods return an
    /// instance of a cdef class (the bases' records inherited).
    pub(super) fn record_method_classes(&mut self, class: &str, bases: &[Expr], body: &[Stmt]) {
        for b in bases {
            if let ExprKind::Name(n) = &b.kind {
                inherit(&mut self.method_classes, n, class);
                inherit(&mut self.attr_py_types, n, class);
            }
        }
        // Attributes typed as a cdef class (`cdef Node next`): `x.next`
        // is then statically a `Node` too.
        let attr_class = |d: &crate::syntax::ast::Declarator, this: &mut Self| {
            if let TypeKind::Named(c) = &d.ty.kind
                && (c == class || this.class_fields.contains_key(c))
            {
                let key = format!("{class}.{}", d.name.name);
                this.method_classes.insert(key, c.clone());
            } else if let TypeKind::Named(t) = &d.ty.kind
                && let Some(b) = super::checked_py_type(t)
            {
                let key = format!("{class}.{}", d.name.name);
                // Cython names a declared ndarray "ndarray".
                let name = match b {
                    "numpy.ndarray" => "ndarray".to_string(),
                    b => format!("{b} object"),
                };
                this.attr_py_types.insert(key, name);
            }
        };
        for d in class_decls(body) {
            attr_class(d, self);
        }
        for s in body {
            if let StmtKind::Func(f) = &s.kind
                && f.kind != FuncKind::Def
                && let Some(TypeExpr {
                    kind: TypeKind::Named(ret),
                    ..
                }) = &f.ret
                && (ret == class
                    || self.class_fields.contains_key(ret)
                    || super::types::scalar_named(ret).is_some())
            {
                let key = format!("{class}.{}", f.name.name);
                self.method_classes.insert(key, ret.clone());
            }
        }
    }

    /// The type test each attribute declared with a Python type gets on
    /// every store (see `FieldCheck`).
    pub(super) fn class_field_checks(
        &self,
        class: &str,
        body: &[Stmt],
    ) -> Vec<(Arc<str>, super::hir::FieldCheck)> {
        use super::hir::FieldCheck;
        class_decls(body)
            .into_iter()
            .filter_map(|d| {
                let TypeKind::Named(t) = &d.ty.kind else {
                    return None;
                };
                let check = if let Some(b) = super::checked_py_type(t) {
                    FieldCheck::Builtin(b)
                } else if t == class || self.class_names.contains(t) {
                    FieldCheck::Class(Arc::from(t.as_str()))
                } else {
                    return None;
                };
                Some((Arc::from(d.name.name.as_str()), check))
            })
            .collect()
    }

    /// The cdef class `base` statically is an instance of, for a call
    /// of a method declared to return one (`self.first()`), of the class
    /// itself (`Node(1)`), or of a cdef function declared to return one.
    fn returned_class(&mut self, base: &Expr) -> Option<String> {
        let ExprKind::Call(callee, _) = &base.kind else {
            return None;
        };
        if let ExprKind::Name(f) = &callee.kind {
            let ctx = self.ctx();
            if !ctx.is_module && matches!(ctx.vars.get(f).map(|v| v.place), Some(Place::Local(_))) {
                return None;
            }
            if self.class_fields.contains_key(f) {
                return Some(f.clone());
            }
            return self
                .direct
                .get(f)
                .and_then(|&id| self.class_returned_by(id));
        }
        let ExprKind::Attr(recv, m) = &callee.kind else {
            return None;
        };
        let class = self.static_class(recv)?;
        self.method_classes
            .get(&format!("{class}.{}", m.name))
            .filter(|c| self.class_fields.contains_key(c.as_str()))
            .cloned()
    }

    /// The cdef class a module-level cdef/cpdef function is declared to
    /// return (`cdef Node make(...)`).
    pub(super) fn class_returned_by(&self, id: super::hir::FuncId) -> Option<String> {
        let f = &self.funcs[id];
        if f.kind == FuncKind::Def || f.is_method {
            return None;
        }
        self.ret_names
            .get(f.name.as_ref())
            .filter(|c| self.class_fields.contains_key(c.as_str()))
            .cloned()
    }

    /// The C type a cdef/cpdef method of a statically known cdef class
    /// instance is declared to return (`v.at(t)` of `cpdef double at`):
    /// the call's value is converted to it, as Cython's C-level call gives.
    pub(super) fn method_return_type(&mut self, base: &Expr, method: &str) -> Option<Ty> {
        let class = self.static_class(base)?;
        let ret = self.method_classes.get(&format!("{class}.{method}"))?;
        super::types::scalar_named(ret).filter(|t| t.is_c() || t.is_complex())
    }

    /// `static_class` for a resolved receiver: a variable known to hold
    /// an instance (`self`, `cdef Node n`), or such an instance's
    /// attribute declared with a cdef class type.
    pub(super) fn resolved_static_class(&self, base: &HExpr) -> Option<String> {
        match &base.kind {
            HKind::Load(v) => {
                let ctx = self.stack.last()?;
                let own = matches!(v.place, Place::Local(_) | Place::Cell(_));
                if !own && !ctx.is_module {
                    return None;
                }
                if let (Some((param, _)), Some(class)) = (&ctx.self_fields, &ctx.class_var)
                    && *param == v.name
                {
                    return Some(class.name.to_string());
                }
                ctx.class_typed.get(v.name.as_ref()).cloned()
            }
            // A C-level read of an attribute (not a method).
            HKind::Attr(recv, a) => {
                let a = a.strip_prefix(super::hir::INTERNAL)?;
                let class = self.resolved_static_class(recv)?;
                self.method_classes
                    .get(&format!("{class}.{a}"))
                    .filter(|c| self.class_fields.contains_key(c.as_str()))
                    .cloned()
            }
            _ => None,
        }
    }

    /// The builtin Python type ("str object") the attribute read `x` was
    /// declared with, when `x` reads one of a cdef class instance.
    pub(super) fn declared_attr_py_type(&self, x: &HExpr) -> Option<String> {
        let HKind::Attr(recv, a) = &x.kind else {
            return None;
        };
        let a = a.strip_prefix(super::hir::INTERNAL)?;
        let class = self.resolved_static_class(recv)?;
        self.attr_py_types.get(&format!("{class}.{a}")).cloned()
    }

    /// What `cython.typeof` names for such an attribute read: its
    /// builtin Python type, or the cdef class it is declared to hold.
    pub(super) fn declared_attr_typeof(&self, x: &HExpr) -> Option<String> {
        if !matches!(x.kind, HKind::Attr(..)) {
            return None;
        }
        self.declared_attr_py_type(x)
            .or_else(|| self.resolved_static_class(x))
    }

    /// The name of the cdef class `base` statically holds an instance of:
    /// the `self` of a method, a local declared with the class's type or
    /// inferred from a call of it, `<Class>x`, or a method call declared
    /// to return the class.
    pub(super) fn static_class(&mut self, base: &Expr) -> Option<String> {
        match &base.kind {
            ExprKind::Cast { ty, .. } => match &ty.kind {
                TypeKind::Named(class) if self.class_fields.contains_key(class) => {
                    Some(class.clone())
                }
                _ => None,
            },
            ExprKind::Call(..) => self.returned_class(base),
            // `n.next` of a `cdef Node next` attribute.
            ExprKind::Attr(recv, a) => {
                let class = self.static_class(recv)?;
                self.method_classes
                    .get(&format!("{class}.{}", a.name))
                    .filter(|c| self.class_fields.contains_key(c.as_str()))
                    .cloned()
            }
            ExprKind::Name(n) => {
                let ctx = self.ctx();
                if !ctx.is_module
                    && !matches!(ctx.vars.get(n)?.place, Place::Local(_) | Place::Cell(_))
                {
                    return None;
                }
                if let (Some((param, _)), Some(class)) = (&ctx.self_fields, &ctx.class_var)
                    && param.as_ref() == n
                {
                    return Some(class.name.to_string());
                }
                ctx.class_typed.get(n).cloned()
            }
            _ => None,
        }
    }

    /// The attributes of the cdef class `base` statically holds an
    /// instance of (see `static_class`).
    fn class_fields_of(&mut self, base: &Expr) -> Option<Arc<HashMap<Arc<str>, Ty>>> {
        let class = self.static_class(base)?;
        self.class_fields.get(&class).cloned()
    }

    /// For `base.attr` on a statically known cdef class instance: the
    /// attribute's type when arr reads and writes it typed (C scalars,
    /// pointers, typed memoryviews: `self.data[i, j]` is a typed element
    /// access, `self.data.shape` Cython's 8-entry array), `Some(None)` for any other attribute (still reached at
    /// C level, so private ones are visible), `None` when `base` is not
    /// known to be such an instance.
    pub(super) fn class_attr(&mut self, base: &Expr, attr: &str) -> Option<Option<Ty>> {
        let fields = self.class_fields_of(base)?;
        Some(
            fields
                .get(attr)
                .filter(|t| {
                    t.is_c()
                        || t.is_complex()
                        || t.is_address()
                        || matches!(
                            t,
                            Ty::CArray(..)
                                | Ty::CArrayNd(..)
                                | Ty::Struct(_)
                                | Ty::Cpp(_)
                                | Ty::Memview(_)
                        )
                })
                .cloned(),
        )
    }

    /// The C-level name of an attribute (see `hir::INTERNAL`).
    pub(super) fn internal_name(attr: &str) -> Arc<str> {
        Arc::from(format!("{}{attr}", super::hir::INTERNAL).as_str())
    }

    /// Reads `base.attr` at C level, as its declared type when it has one.
    pub(super) fn class_attr_load(
        &mut self,
        base: &Expr,
        attr: &str,
        ty: Option<Ty>,
        span: Span,
    ) -> HExpr {
        let b = self.object(base);
        let load = HExpr {
            kind: HKind::Attr(Box::new(b), Self::internal_name(attr)),
            ty: Ty::Object,
            span,
        };
        match ty {
            // The attribute holds the container itself, or a view already
            // acquired as its declared type (or None).
            Some(t @ (Ty::Cpp(_) | Ty::Memview(_))) => HExpr { ty: t, ..load },
            Some(t) => convert(load, &t),
            None => load,
        }
    }

    /// `x.f op= v` on a cdef class's C number field with a C right side:
    /// C arithmetic, as Cython compiles it (`x->f = x->f op v`), so an int
    /// field wraps as C does. Cython evaluates a right side that needs a
    /// temporary (a call) before it reads the field, so a call that
    /// changes the field is seen. False when the statement is not such.
    pub(super) fn class_field_aug_assign(
        &mut self,
        t: &Expr,
        op: crate::syntax::ast::BinOp,
        v: &Expr,
        span: Span,
        out: &mut Vec<super::hir::HStmt>,
    ) -> bool {
        let ExprKind::Attr(base, attr) = &t.kind else {
            return false;
        };
        // The receiver is read twice (for the load and the store).
        if !matches!(base.kind, ExprKind::Name(_)) || self.enum_of(t).is_some() {
            return false;
        }
        let Some(Some(ty)) = self.class_attr(base, &attr.name) else {
            return false;
        };
        let number = |t: &Ty| matches!(t, Ty::Int(_) | Ty::Float | Ty::Double | Ty::Bint);
        if !(number(&ty) || ty.is_complex()) {
            return false;
        }
        let rhs_ty = self.static_type_of(v);
        if !(number(&rhs_ty) || rhs_ty.is_complex() || number_literal(v)) {
            return false;
        }
        // A number or a variable changes nothing when it is read; anything
        // else is read first into a temporary, which a C complex cannot
        // be (such a statement stays an object-level one).
        let simple = number_literal(v) || matches!(v.kind, ExprKind::Name(_));
        if !simple && (ty.is_complex() || rhs_ty.is_complex()) {
            return false;
        }
        let rhs = self.expr(v);
        let mut binds = Vec::new();
        let rhs = if simple || super::directcall::is_pure(&rhs) {
            rhs
        } else {
            let tmp = self.hidden_var("__aug_rhs", rhs.ty.clone());
            let load = HExpr {
                kind: HKind::Load(tmp.clone()),
                ty: tmp.ty.clone(),
                span: rhs.span,
            };
            binds.push((tmp, rhs));
            load
        };
        let load = self.class_attr_load(base, &attr.name, Some(ty.clone()), t.span);
        let result = self.binary(op, load, rhs, span);
        if let Err(m) = assignable(&result.ty, &ty) {
            self.error("TypeError", m, span);
        }
        let mut value = convert(convert(result, &ty), &Ty::Object);
        if !binds.is_empty() {
            value = HExpr {
                kind: HKind::Let(binds, Box::new(value)),
                ty: Ty::Object,
                span,
            };
        }
        let target = self.target(t);
        out.push(super::hir::HStmt {
            kind: super::hir::SKind::Assign(vec![target], value),
            span,
        });
        true
    }

    /// Which locals hold instances of a cdef class by declaration: typed
    /// parameters and `cdef Class x`.
    pub(super) fn declared_class_locals(
        &self,
        params: &crate::syntax::ast::Params,
        body: &[crate::syntax::ast::Stmt],
    ) -> HashMap<String, String> {
        use crate::syntax::ast::{StmtKind, TypeKind};
        let mut out = HashMap::new();
        let mut note = |name: &str, ty: Option<&crate::syntax::ast::TypeExpr>| {
            if let Some(TypeKind::Named(c)) = ty.map(|t| &t.kind)
                && (self.class_fields.contains_key(c) || self.enums.contains_key(c))
            {
                out.insert(name.to_string(), c.clone());
            }
        };
        for (p, _) in super::all_params(params) {
            note(&p.name.name, p.ty.as_ref());
        }
        super::prange::each_stmt(body, &mut |s| {
            if let StmtKind::CDecl { decls, .. } = &s.kind {
                for d in decls {
                    note(&d.name.name, Some(&d.ty));
                }
            }
        });
        out
    }

    /// The value stored by `x.attr = v` for a typed attribute: checked
    /// against the declared type as Cython checks it, converted, then held
    /// as the object the instance keeps.
    pub(super) fn class_attr_value(&mut self, v: &Expr, ty: &Ty, enum_name: Option<&str>) -> HExpr {
        let h = self.expr_into(v, ty);
        if let Some(t) = enum_name {
            self.check_enum_value(t, &h, v);
        }
        if let Err(m) = assignable(&h.ty, ty) {
            self.error("TypeError", m, v.span);
        }
        // A struct attribute holds the struct itself, not a dict of it.
        // So does a C++ container (a copy of the value).
        if let Ty::Struct(_) | Ty::Cpp(_) = ty {
            return convert(h, ty);
        }
        convert(convert(h, ty), &Ty::Object)
    }
}

/// A number written out (`1`, `-0.5`, `2 - 1j`): Cython gives it a C type
/// where it meets a C operand.
fn number_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imag(_) | ExprKind::Bool(_) => true,
        ExprKind::Unary(_, x) => number_literal(x),
        ExprKind::Binary(_, a, b) => number_literal(a) && number_literal(b),
        _ => false,
    }
}

/// The attribute declarations of a cdef class's body (`cdef int n`, and
/// those inside a `cdef:` block).
pub(super) fn class_decls(body: &[Stmt]) -> Vec<&crate::syntax::ast::Declarator> {
    let mut out = Vec::new();
    for s in body {
        match &s.kind {
            StmtKind::CDecl { decls, .. } => out.extend(decls),
            StmtKind::CDefBlock(b) => {
                for x in b {
                    if let StmtKind::CDecl { decls, .. } = &x.kind {
                        out.extend(decls);
                    }
                }
            }
            _ => {}
        }
    }
    out
}
