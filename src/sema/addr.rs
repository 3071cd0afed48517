//! `&x`: a C scalar variable whose address the module takes anywhere lives
//! in a tracked one-element block instead of a frame slot (typed as a C
//! array of one), so a pointer to it can be passed, stored and written
//! through, and it still reads and writes like a plain variable. A struct
//! variable lives the same way, typed as a pointer to its one-element
//! storage (as an array of structs is).

use super::Sema;
use super::coerce::{assignable, convert};
use super::hir::*;
use super::types::{CInt, Ty, dtype_of, elem_ty, struct_layout};
use crate::array::DType;
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind};

fn h(kind: HKind, ty: Ty, span: Span) -> HExpr {
    HExpr { kind, ty, span }
}

fn first(span: Span) -> HExpr {
    h(HKind::Int(0), Ty::Int(CInt::SsizeT), span)
}

/// The type a C variable is stored as when it lives in memory: a struct
/// as a pointer to its one-element storage, a pointer as one stored
/// address, a scalar as a C array of one (`None`: it cannot).
fn resident_type(ty: &Ty) -> Option<Ty> {
    if let Ty::Struct(def) = ty
        && struct_layout(def).is_some()
    {
        return Some(Ty::StructPtr(def.clone()));
    }
    // A pointer whose address is taken (`push(&head, v)`) lives as one
    // stored address.
    if ty.is_address() {
        return Some(Ty::PtrPtr(std::sync::Arc::new(ty.clone())));
    }
    dtype_of(ty).map(|d| Ty::CArray(d, 1))
}

impl Sema<'_> {
    /// The type a `cdef` variable is stored as: its own, unless its
    /// address is taken and it is a C scalar or struct.
    /// (`module`: a module-level variable; else a local of the function
    /// whose declarations are being collected.)
    pub(super) fn residence(&mut self, name: &str, ty: Ty, module: bool) -> Ty {
        // A struct with an array field always lives in memory: its array
        // is indexed and written in place, as C does.
        let holds_array = matches!(&ty, Ty::Struct(def) if def.fields().iter().any(|(_, t)| matches!(t, Ty::CArray(..) | Ty::CArrayNd(..))));
        if !self.scopes.addressed.contains(name) && !holds_array {
            return ty;
        }
        match resident_type(&ty) {
            Some(r) => {
                self.mark_resident(name, module);
                r
            }
            None => ty,
        }
    }

    /// The parameters of the function being resolved whose address its
    /// body takes (`bump(&x)` of a parameter `double x`), moved into
    /// storage as a declared variable is: each gets a fresh local of its
    /// storage type under its name, filled from the argument's own slot by
    /// the statements returned, which start the body.
    pub(super) fn resident_params(
        &mut self,
        params: &[HParam],
        addressed: &std::collections::HashSet<String>,
        span: Span,
    ) -> Vec<HStmt> {
        let mut moved = Vec::new();
        for p in params {
            let Place::Local(_) = p.var.place else {
                continue;
            };
            if !addressed.contains(p.name.as_ref()) {
                continue;
            }
            let Some(ty) = resident_type(&p.var.ty) else {
                continue;
            };
            let ctx = self.ctx();
            let slot = ctx.new_slot(&ty);
            let var = Var {
                place: Place::Local(slot),
                ty,
                name: p.name.clone(),
            };
            ctx.vars.insert(p.name.to_string(), var.clone());
            ctx.resident.insert(p.name.to_string());
            moved.push((var, p.var.clone()));
        }
        let mut out = Vec::new();
        for (var, arg) in moved {
            let ty = arg.ty.clone();
            let value = h(HKind::Load(arg), ty, span);
            self.fill_resident(var, Some((value, span)), span, &mut out);
        }
        out
    }

    fn mark_resident(&mut self, name: &str, module: bool) {
        if module {
            self.resident.insert(name.to_string());
        } else {
            self.local_resident.insert(name.to_string());
        }
    }

    /// Was `var` declared to live in memory — by its own scope: a
    /// parameter or an inferred local of the same name as one elsewhere
    /// whose address is taken does not.
    fn lives_in_memory(&self, var: &Var) -> bool {
        let name = var.name.as_ref();
        match var.place {
            Place::Global(_) => self.resident.contains(name),
            Place::Local(_) => self.stack.last().is_some_and(|c| c.resident.contains(name)),
            Place::Cell(_) => self
                .stack
                .iter()
                .rev()
                .find(|c| c.vars.contains_key(name))
                .is_some_and(|c| c.resident.contains(name)),
        }
    }

    /// The pointer type of a pointer variable that lives in memory.
    pub(super) fn resident_ptr(&self, var: &Var) -> Option<Ty> {
        match &var.ty {
            Ty::PtrPtr(inner) if self.lives_in_memory(var) => Some(inner.as_ref().clone()),
            _ => None,
        }
    }

    /// Whether `var` is a struct variable that lives in memory (its type
    /// the pointer to its storage).
    pub(super) fn resident_struct(&self, var: &Var) -> bool {
        matches!(var.ty, Ty::StructPtr(_)) && self.lives_in_memory(var)
    }

    /// The variable `n` names (a local, else a global), when it is a
    /// struct living in memory.
    pub(super) fn resident_struct_named(&self, n: &str) -> Option<Var> {
        let var = self.named_var(n)?;
        self.resident_struct(&var).then_some(var)
    }

    /// The variable `n` names: the current function's local, else a
    /// global (nothing reported when it is neither).
    pub(super) fn named_var(&self, n: &str) -> Option<Var> {
        if let Some(v) = self.stack.last().and_then(|c| c.vars.get(n)) {
            return Some(v.clone());
        }
        let g = self.globals.get(n)?;
        Some(Var {
            place: Place::Global(g.slot),
            ty: g.ty.clone(),
            name: std::sync::Arc::from(n),
        })
    }

    /// Reading a struct variable that lives in memory: its fields.
    pub(super) fn resident_struct_load(&mut self, var: Var, span: Span) -> HExpr {
        self.struct_ptr_load(Self::storage(var, span), first(span), span)
    }

    /// The element type of a variable that lives in memory.
    pub(super) fn resident_dtype(&self, var: &Var) -> Option<DType> {
        match var.ty {
            Ty::CArray(d, 1) if self.lives_in_memory(var) => Some(d),
            _ => None,
        }
    }

    /// The storage of a variable that lives in memory (a pointer to it).
    pub(super) fn storage(var: Var, span: Span) -> HExpr {
        let ty = var.ty.clone();
        h(HKind::Load(var), ty, span)
    }

    /// Reading a scalar or pointer variable that lives in memory: the
    /// one element of its storage, of type `ty`.
    pub(super) fn resident_load(&mut self, var: Var, ty: Ty, span: Span) -> HExpr {
        let cell = Self::storage(var, span);
        h(
            HKind::PtrIndex(Box::new(cell), Box::new(first(span))),
            ty,
            span,
        )
    }

    /// Whether `var` (a scalar or a struct) lives in memory.
    pub(super) fn is_resident(&self, var: &Var) -> bool {
        self.resident_dtype(var).is_some()
            || self.resident_struct(var)
            || self.resident_ptr(var).is_some()
    }

    /// Writing a variable that lives in memory (a scalar or a struct).
    pub(super) fn resident_target(&mut self, var: Var, span: Span) -> HTarget {
        let storage = Self::storage(var, span);
        if let Ty::StructPtr(_) = storage.ty {
            HTarget::StructPtrIndex(storage, first(span), span)
        } else {
            HTarget::PtrIndex(storage, first(span), span)
        }
    }

    /// `cdef T x [= v]` for a variable that lives in memory (a scalar or
    /// a struct): its zeroed storage is made where the declaration runs,
    /// then given the value.
    pub(super) fn declare_resident(
        &mut self,
        var: Var,
        value: Option<&Expr>,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        let value = value.map(|v| (self.expr(v), v.span));
        self.fill_resident(var, value, span, out);
    }

    /// The storage of a variable that lives in memory, made zeroed, then
    /// given `value` (resolved, with its span) if there is one.
    fn fill_resident(
        &mut self,
        var: Var,
        value: Option<(HExpr, Span)>,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        let (block, elem) = match &var.ty {
            Ty::CArray(d, n) => (self.carray_value(*d, *n, span), elem_ty(*d)),
            Ty::StructPtr(def) => {
                let size = struct_layout(def).map_or(0, |l| l.size);
                let block = self.struct_array_value(var.ty.clone(), size, span);
                (block, Ty::Struct(def.clone()))
            }
            Ty::PtrPtr(inner) => {
                let inner = inner.as_ref().clone();
                (self.struct_array_value(var.ty.clone(), 8, span), inner)
            }
            _ => return,
        };
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(var.clone(), span)], block),
            span,
        });
        if let Some((x, at)) = value {
            if let Err(m) = assignable(&x.ty, &elem) {
                self.error("TypeError", m, at);
            }
            let target = self.resident_target(var, span);
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
                if self.resident_struct(&var) || self.resident_ptr(&var).is_some() {
                    return Self::storage(var, span);
                }
            }
        }
        // `&ps[i]` of an array of structs (or behind a struct pointer):
        // `ps + i`.
        if let ExprKind::Subscript(..) = &inner.kind
            && let Some((p, i)) = self.struct_ptr_member(inner)
        {
            let ty = p.ty.clone();
            let i = convert(i, &Ty::Int(CInt::SsizeT));
            return h(HKind::PtrAdd(Box::new(p), Box::new(i)), ty, span);
        }
        // `&p.x`, `&ps[i].pos`: a field of a struct in memory.
        if let ExprKind::Attr(base, field) = &inner.kind
            && let Some((p, i)) = self.struct_ptr_member(base)
        {
            return match self.field_address(p, i, &field.name, field.span, span) {
                Some((addr, _)) => addr,
                None => h(HKind::NoneLit, Ty::Object, span),
            };
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
                HKind::PtrIndex(base, i) => match base.ty {
                    Ty::Ptr(Some(d)) | Ty::CArray(d, _) => {
                        return h(HKind::PtrAdd(base, i), Ty::Ptr(Some(d)), span);
                    }
                    Ty::PtrPtr(_) => {
                        let ty = base.ty.clone();
                        return h(HKind::PtrAdd(base, i), ty, span);
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        // `&x` of a Python object variable: Cython's refusal.
        if let ExprKind::Name(n) = &inner.kind {
            let x = self.expr(inner);
            if x.ty == Ty::Object && matches!(x.kind, HKind::Load(_)) {
                self.error(
                    "SyntaxError",
                    format!("Cannot take address of Python variable '{n}'"),
                    span,
                )
                .help = Some(format!(
                    "only a C variable has an address; declare it with a C type (`cdef T {n}`) to take one"
                ));
                return h(HKind::NoneLit, Ty::Object, span);
            }
        }
        self.unsupported("taking the address of this expression", span);
        h(HKind::NoneLit, Ty::Object, span)
    }
}
