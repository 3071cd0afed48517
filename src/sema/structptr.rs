//! Pointers to C structs (`Particle* ps = <Particle*> malloc(n *
//! sizeof(Particle))`): `ps[i]`, `ps[i].x`, `ps.x`, stores through them.
//! A field access becomes an element access through a pointer to the
//! field, so loads and stores share the checked scalar-pointer paths.

use super::Sema;
use super::coerce::convert;
use super::hir::*;
use super::types::{CInt, StructDef, Ty, pointee, pointer_to, struct_layout};
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind};
use std::sync::Arc;

fn h(kind: HKind, ty: Ty, span: Span) -> HExpr {
    HExpr { kind, ty, span }
}

fn zero(span: Span) -> HExpr {
    h(HKind::Int(0), Ty::Int(CInt::SsizeT), span)
}

impl Sema<'_> {
    /// The pointer type to a struct, or why arr cannot lay it out.
    pub(super) fn struct_ptr_type(&mut self, def: &Arc<StructDef>, span: Span) -> Ty {
        // A struct still being declared (`Node* next` inside `Node`) is
        // laid out when its fields are known.
        if !def.is_complete() || struct_layout(def).is_some() {
            Ty::StructPtr(def.clone())
        } else {
            self.unsupported("pointers to structs with non-scalar fields", span);
            Ty::Object
        }
    }

    /// The address of field `name` of struct `idx` behind `p`, and the
    /// field's declared type; None (reported) when there is no such field.
    pub(super) fn field_address(
        &mut self,
        p: HExpr,
        idx: HExpr,
        name: &str,
        name_span: Span,
        span: Span,
    ) -> Option<(HExpr, Ty)> {
        let Ty::StructPtr(def) = &p.ty else {
            return None;
        };
        let def = def.clone();
        let layout = struct_layout(&def)?;
        let Some(k) = def.fields().iter().position(|(n, _)| n.as_ref() == name) else {
            let msg = format!("Object of type '{}' has no attribute '{name}'", def.name);
            self.error("AttributeError", msg, name_span);
            return None;
        };
        let (off, dtype) = layout.fields[k];
        let field_ty = def.fields()[k].1.clone();
        let idx = convert(idx, &Ty::Int(CInt::SsizeT));
        // A nested struct's address is a pointer to it, inside this one;
        // an array field's is the array in place.
        let addr_ty = match &field_ty {
            Ty::Struct(inner) => Ty::StructPtr(inner.clone()),
            t @ (Ty::CArray(..) | Ty::CArrayNd(..)) => t.clone(),
            t => pointer_to(t).unwrap_or(Ty::Ptr(Some(dtype))),
        };
        let addr = h(
            HKind::PtrField(Box::new(p), Box::new(idx), layout.size, off),
            addr_ty,
            span,
        );
        Some((addr, field_ty))
    }

    /// `p[idx].name` (or `p.name` with `idx` 0) as a value.
    pub(super) fn struct_ptr_field(
        &mut self,
        p: HExpr,
        idx: HExpr,
        name: &str,
        name_span: Span,
        span: Span,
    ) -> HExpr {
        let Some((addr, ty)) = self.field_address(p, idx, name, name_span, span) else {
            return h(HKind::NoneLit, Ty::Object, span);
        };
        if let Ty::Struct(_) = ty {
            return self.struct_ptr_load(addr, zero(span), span);
        }
        if let Ty::CArray(..) | Ty::CArrayNd(..) = ty {
            return addr;
        }
        let Some(elem) = pointee(&addr.ty) else {
            return h(HKind::NoneLit, Ty::Object, span);
        };
        let x = h(
            HKind::PtrIndex(Box::new(addr), Box::new(zero(span))),
            elem,
            span,
        );
        convert(x, &ty)
    }

    /// `p[idx].name = v` (or `p.name = v`) as a store target.
    pub(super) fn struct_ptr_field_target(
        &mut self,
        p: HExpr,
        idx: HExpr,
        name: &str,
        name_span: Span,
        span: Span,
    ) -> HTarget {
        match self.field_address(p, idx, name, name_span, span) {
            Some((addr, Ty::Struct(_))) => HTarget::StructPtrIndex(addr, zero(span), span),
            Some((addr, _)) => HTarget::PtrIndex(addr, zero(span), span),
            None => HTarget::Var(self.hidden_var("_", Ty::Object), span),
        }
    }

    /// `p[idx]`: the whole struct, copied out field by field.
    pub(super) fn struct_ptr_load(&mut self, p: HExpr, idx: HExpr, span: Span) -> HExpr {
        let Ty::StructPtr(def) = &p.ty else {
            return h(HKind::NoneLit, Ty::Object, span);
        };
        let def = def.clone();
        // An array field is copied out as a list, as a struct value holds it.
        let fields = def
            .fields()
            .iter()
            .map(|(n, _)| {
                let f = self.struct_ptr_field(p.clone(), idx.clone(), n, span, span);
                match f.ty {
                    Ty::CArray(..) | Ty::CArrayNd(..) => convert(f, &Ty::Object),
                    _ => f,
                }
            })
            .collect();
        h(
            HKind::MakeStruct(def.clone(), fields),
            Ty::Struct(def),
            span,
        )
    }

    /// For `base.name` where `base` is `p[i]` or `p` with `p` a struct
    /// pointer: the field, read or written in place.
    pub(super) fn struct_ptr_member(&mut self, base: &Expr) -> Option<(HExpr, HExpr)> {
        match &base.kind {
            // `p[i].pos` of a struct field inside a struct in memory: the
            // nested struct, in place.
            ExprKind::Attr(outer, field)
                if matches!(self.chain_ty(base), Some(Ty::Struct(_)))
                    && self.in_memory_struct(outer) =>
            {
                let (p, i) = self.struct_ptr_member(outer)?;
                let (addr, _) = self.field_address(p, i, &field.name, field.span, base.span)?;
                Some((addr, zero(base.span)))
            }
            ExprKind::Subscript(p, i) if !matches!(i.kind, ExprKind::Slice(..)) => {
                if !self.is_struct_ptr(p) {
                    return None;
                }
                let p = self.expr(p);
                let i = self.expr(i);
                Some((p, i))
            }
            _ if self.is_struct_ptr(base) => {
                // A struct variable living in memory is its storage here,
                // not its value.
                let p = match &base.kind {
                    ExprKind::Name(n) => match self.resident_struct_named(n) {
                        Some(var) => Self::storage(var, base.span),
                        None => self.expr(base),
                    },
                    _ => self.expr(base),
                };
                Some((p, zero(base.span)))
            }
            _ => None,
        }
    }

    /// Is `e` a struct-pointer variable, or a cdef class attribute of that
    /// type (`self.ps`)? (Decided without resolving `e`, so nothing is
    /// reported twice.)
    /// Is `e` a struct living in memory, which `struct_ptr_member` finds
    /// in place: `p[i]`, `*p` spelled `p`, or a struct field of one?
    fn in_memory_struct(&mut self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Subscript(p, i) if !matches!(i.kind, ExprKind::Slice(..)) => {
                self.is_struct_ptr(p)
            }
            ExprKind::Attr(outer, _) if matches!(self.chain_ty(e), Some(Ty::Struct(_))) => {
                self.in_memory_struct(outer)
            }
            _ => self.is_struct_ptr(e),
        }
    }

    fn is_struct_ptr(&mut self, e: &Expr) -> bool {
        matches!(self.chain_ty(e), Some(Ty::StructPtr(_)))
    }

    /// The type of a name, or of a chain of fields and elements from one
    /// (`p.next.next`, `ops[0].next`, `rows[i]`, `self.ps`), read from the
    /// declarations alone; None for any other expression.
    pub(super) fn chain_ty(&mut self, e: &Expr) -> Option<Ty> {
        match &e.kind {
            ExprKind::Name(n) => {
                let var = self.named_var(n)?;
                // A pointer living in memory (its address taken) reads as
                // the pointer.
                Some(self.resident_ptr(&var).unwrap_or(var.ty))
            }
            ExprKind::Attr(b, a) => {
                if let Some(t) = self.class_attr(b, &a.name) {
                    return t;
                }
                match self.chain_ty(b)? {
                    Ty::Cpp(c) => match (&*c, a.name.as_str()) {
                        (super::types::CppTy::Pair(x, _), "first") => Some(x.clone()),
                        (super::types::CppTy::Pair(_, y), "second") => Some(y.clone()),
                        _ => None,
                    },
                    Ty::StructPtr(def) | Ty::Struct(def) => def
                        .fields()
                        .iter()
                        .find(|(n, _)| n.as_ref() == a.name)
                        .map(|(_, t)| t.clone()),
                    _ => None,
                }
            }
            ExprKind::Subscript(b, i) if !matches!(i.kind, ExprKind::Slice(..)) => {
                match self.chain_ty(b)? {
                    Ty::StructPtr(def) => Some(Ty::Struct(def)),
                    Ty::Cpp(c) => match &*c {
                        super::types::CppTy::Vector(t) => Some(t.clone()),
                        super::types::CppTy::Map { val, .. } => Some(val.clone()),
                        super::types::CppTy::String => Some(Ty::Int(CInt::Char)),
                        _ => None,
                    },
                    t => pointee(&t),
                }
            }
            _ => None,
        }
    }

    /// `p[i] = s` for a struct pointer `p`: the target, or None when the
    /// target is something else.
    pub(super) fn struct_ptr_store(&mut self, target: &Expr) -> Option<HTarget> {
        let ExprKind::Subscript(p, i) = &target.kind else {
            return None;
        };
        if matches!(i.kind, ExprKind::Slice(..)) || !self.is_struct_ptr(p) {
            return None;
        }
        let p = self.expr(p);
        let i = self.expr(i);
        let i = convert(i, &Ty::Int(CInt::SsizeT));
        Some(HTarget::StructPtrIndex(p, i, target.span))
    }
}

impl Sema<'_> {
    /// The number of elements of `name` when it is an array of structs or
    /// pointers declared in this function or, for a global, in the module.
    pub(super) fn held_array_len(&self, name: &str) -> Option<usize> {
        let ctx = self.stack.last()?;
        if let Some(n) = ctx.held_arrays.get(name) {
            return Some(*n);
        }
        if ctx.vars.contains_key(name) && !ctx.is_module {
            return None;
        }
        self.stack.first()?.held_arrays.get(name).copied()
    }

    /// `x` (resolved from `e`) where a Python object is wanted: the name
    /// of an array of structs becomes the list of its elements, and a C
    /// array of numbers the list Cython copies out of it (so `len(a)` and
    /// `isinstance(a, list)` see a list); anything else is left as it is.
    pub(super) fn whole_array_object(&mut self, e: &Expr, x: HExpr) -> HExpr {
        if let (ExprKind::Name(n), Ty::StructPtr(_)) = (&e.kind, &x.ty)
            && let Some(len) = self.held_array_len(n)
        {
            return self.struct_array_list(x, len, e.span);
        }
        match x.ty {
            Ty::CArray(d, _)
                if !d.is_char() && matches!(x.kind, HKind::Load(_) | HKind::Convert(_)) =>
            {
                super::cslice::whole_carray(x, d)
            }
            _ => x,
        }
    }

    /// An array of `n` structs (`p`, a variable's load) as a Python object:
    /// the list of its elements, each converted to a dict, as Cython
    /// converts a C array whose size it knows.
    pub(super) fn struct_array_list(&mut self, p: HExpr, n: usize, span: Span) -> HExpr {
        let index = |k: i64| h(HKind::Int(k), Ty::Int(CInt::SsizeT), span);
        self.struct_elements(p, [index(0), index(n as i64), index(1)], true, span)
    }

    /// The list of the structs `p[start:stop:step]` (C `Py_ssize_t`
    /// bounds): dicts when `as_dicts`, or else the struct values themselves
    /// (what a comprehension binds its struct-typed variable to).
    pub(super) fn struct_elements(
        &mut self,
        p: HExpr,
        bounds: [HExpr; 3],
        as_dicts: bool,
        span: Span,
    ) -> HExpr {
        let k = self.hidden_var("__struct_index", Ty::Object);
        let index = convert(
            h(HKind::Load(k.clone()), Ty::Object, span),
            &Ty::Int(CInt::SsizeT),
        );
        let element = self.struct_ptr_load(p, index, span);
        let element = if as_dicts {
            convert(element, &Ty::Object)
        } else {
            element
        };
        let bounds = bounds
            .into_iter()
            .map(|b| convert(b, &Ty::Object))
            .collect();
        let Some(range) = self.generic_builtin("range", bounds, span) else {
            return h(HKind::NoneLit, Ty::Object, span);
        };
        h(
            HKind::Comp {
                kind: CompKind::List,
                elt: Box::new(element),
                value: None,
                gens: vec![HCompFor {
                    target: HTarget::Var(k, span),
                    iter: range,
                    conds: Vec::new(),
                }],
            },
            Ty::Object,
            span,
        )
    }
}
