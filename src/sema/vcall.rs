//! `x.m(args)` where `x` is statically an instance of a cdef class and
//! `m` one of its cdef/cpdef methods: Cython calls through the class's
//! vtable, with the arguments converted to the method's C parameter types
//! and its C result returned unboxed. arr matches the call to the
//! method's parameters while compiling (`CallVirtual`) and, when it runs,
//! enters the method directly if the receiver's class still resolves the
//! name to it.

use super::Sema;
use super::hir::{FuncId, HExpr, HKind};
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr, ExprKind, FuncKind, Stmt, StmtKind};

impl Sema<'_> {
    /// Records the cdef/cpdef methods a statically typed instance of
    /// `class` calls: its bases' first, then its own (`ids` holds each
    /// body statement's function, when it is one).
    pub(super) fn record_class_methods(
        &mut self,
        class: &str,
        bases: &[Expr],
        body: &[Stmt],
        ids: &[Option<FuncId>],
    ) {
        for b in bases {
            if let ExprKind::Name(n) = &b.kind {
                inherit(&mut self.class_methods, n, class);
                inherit(&mut self.static_methods, n, class);
            }
        }
        for (s, id) in body.iter().zip(ids) {
            let (StmtKind::Func(f), Some(id)) = (&s.kind, id) else {
                continue;
            };
            let key = format!("{class}.{}", f.name.name);
            // Anything else of that name (a def method, a property, a
            // static method) hides the inherited one.
            self.class_methods.remove(&key);
            self.static_methods.remove(&key);
            let wrapped = f.decorators.iter().any(|d| {
                super::dotted_name(d).is_some_and(|n| {
                    matches!(n.as_str(), "staticmethod" | "classmethod" | "property")
                        || n.ends_with(".setter")
                        || n.ends_with(".deleter")
                })
            });
            let is_static = f
                .decorators
                .iter()
                .any(|d| super::dotted_name(d).as_deref() == Some("staticmethod"));
            if f.kind == FuncKind::Cdef && is_static {
                self.static_methods.insert(key.clone(), *id);
            }
            if f.kind != FuncKind::Def && !wrapped && !super::all_params(&f.params).is_empty() {
                self.class_methods.insert(key, *id);
            }
        }
    }

    /// Whether every default of `id`'s parameters is a literal: one that
    /// is not is evaluated by the general call, so the call is left to it
    /// (checked first, so no argument is analysed twice).
    fn literal_defaults(&self, id: FuncId) -> bool {
        self.funcs[id].params.iter().all(|p| {
            p.default
                .as_ref()
                .is_none_or(super::directcall::literal_default)
        })
    }

    /// `Class.make(args)` of a cdef class's static cdef method: a direct
    /// C call, as Cython makes it (None: the general call).
    pub(super) fn static_method_call(
        &mut self,
        base: &Expr,
        method: &str,
        args: &[Arg],
        span: Span,
    ) -> Option<HExpr> {
        let ExprKind::Name(class) = &base.kind else {
            return None;
        };
        if self.ctx_has_var(class) {
            return None;
        }
        let id = *self.static_methods.get(&format!("{class}.{method}"))?;
        if !self.literal_defaults(id) {
            return None;
        }
        self.direct_call(id, args, span)
    }

    /// `base.method(args)` as a `CallVirtual`, when `base` is statically
    /// a cdef class instance whose class has such a cdef/cpdef method and
    /// the arguments fit its parameters (None: the general call).
    pub(super) fn virtual_call(
        &mut self,
        base: &Expr,
        method: &str,
        args: &[Arg],
        span: Span,
    ) -> Option<HExpr> {
        let class = self.static_class(base)?;
        let id = *self.class_methods.get(&format!("{class}.{method}"))?;
        if !self.literal_defaults(id) {
            return None;
        }
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(Arg::Pos(base.clone()));
        full.extend(args.iter().cloned());
        let call = self.direct_call_as(id, &full, span, true)?;
        let HKind::CallDirect(id, hargs) = call.kind else {
            return None;
        };
        Some(HExpr {
            kind: HKind::CallVirtual(id, Self::internal_name(method), hargs),
            ty: call.ty,
            span: call.span,
        })
    }
}

/// `Base.m` entries of `map` copied as `Class.m`: what a subclass
/// inherits.
fn inherit(map: &mut std::collections::HashMap<String, FuncId>, base: &str, class: &str) {
    let prefix = format!("{base}.");
    let inherited: Vec<(String, FuncId)> = map
        .iter()
        .filter_map(|(k, id)| Some((format!("{class}.{}", k.strip_prefix(&prefix)?), *id)))
        .collect();
    map.extend(inherited);
}
