//! A kernel's variables that stand for cdef class instance fields: a C
//! number field of a frame variable's instance (`self.n`, `acc.total`),
//! read as the kernel starts and, when the kernel's own body assigns it,
//! written back as it leaves (`VarSrc::Field`, `VarSrc::FieldMut`); and
//! the sources a method call through a vtable reads (`VarSrc::Dispatch`,
//! `VarSrc::OptField`, see `native_method`).

use super::native::{Lowering, VarSrc};
use crate::array::native as k;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use std::sync::Arc;

type Lo<T> = Option<T>;

impl Lowering<'_> {
    /// `obj.name = value` in the kernel's own body, `value` a C number
    /// converted to the object the field takes: the field's variable,
    /// written back to the instance as the kernel leaves.
    pub(super) fn assign_field(
        &mut self,
        obj: &HExpr,
        name: &Arc<str>,
        value: &HExpr,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let HKind::Convert(inner) = &value.kind else {
            return None;
        };
        if self.scope.in_callee() || !inner.ty.is_c() {
            return None;
        }
        let load = HExpr {
            kind: HKind::Attr(Box::new(obj.clone()), name.clone()),
            ty: Ty::Object,
            span,
        };
        let i = self.field_var(&load, &inner.ty)?;
        let part = self.scope.parts.get_mut((i - self.scope.inputs) as usize)?;
        if let Some(VarSrc::Field(p, n, t)) = part {
            *part = Some(VarSrc::FieldMut(*p, n.clone(), t.clone()));
        }
        let x = self.any(inner)?;
        out.push(k::Stmt::Set(i, x));
        Some(())
    }

    /// `obj.attr` read at C level as C number type `ty` (a cdef class's
    /// field of that type), when `obj` is a variable of the frame: a
    /// variable the kernel reads the field into as it starts.
    pub(super) fn field_var(&mut self, load: &HExpr, ty: &Ty) -> Lo<u32> {
        // A method's `self` field: the parameter it arrives in.
        if let Some(me) = self.scope.self_place {
            let name = super::native_method::self_field_name(load, me)?;
            let i = *self.scope.self_field_ix.get(&name)?;
            let v = &self.scope.vars[(i - self.scope.inputs) as usize];
            return (v.ty == *ty).then_some(i);
        }
        let key = self.frame_field(load)?;
        Self::kind_of(ty)?;
        if load.ty != Ty::Object {
            return None;
        }
        if let Some(&i) = self.scope.field_ix.get(&key) {
            return (self.scope.vars[(i - self.scope.inputs) as usize].ty == *ty).then_some(i);
        }
        let i = self.scope.inputs + u32::try_from(self.scope.vars.len()).ok()?;
        let (place, name) = key.clone();
        self.scope.vars.push(Var {
            place,
            ty: ty.clone(),
            name: name.clone(),
        });
        self.scope
            .parts
            .push(Some(VarSrc::Field(place, name, ty.clone())));
        self.scope.field_ix.insert(key, i);
        Some(i)
    }

    /// The kernel's variable read from `src` (a `Dispatch` or an
    /// `OptField`) as it starts, of type `ty`.
    pub(super) fn source_var(&mut self, src: VarSrc, ty: Ty) -> Lo<u32> {
        let key = match &src {
            VarSrc::Dispatch(p, name, _) => (0, *p, name.clone()),
            VarSrc::OptField(p, name, _) => (1, *p, name.clone()),
            _ => return None,
        };
        if let Some(&i) = self.scope.source_ix.get(&key) {
            let same = match (&self.scope.parts[(i - self.scope.inputs) as usize], &src) {
                (Some(VarSrc::Dispatch(_, _, a)), VarSrc::Dispatch(_, _, b)) => a == b,
                (Some(VarSrc::OptField(_, _, a)), VarSrc::OptField(_, _, b)) => a == b,
                _ => false,
            };
            return same.then_some(i);
        }
        let i = self.scope.inputs + u32::try_from(self.scope.vars.len()).ok()?;
        self.scope.vars.push(Var {
            place: key.1,
            ty,
            name: key.2.clone(),
        });
        self.scope.parts.push(Some(src));
        self.scope.source_ix.insert(key, i);
        Some(i)
    }

    /// The variable and attribute name of `obj.attr` read at C level, when
    /// `obj` is a variable of the kernel's own frame (not a cell, not a
    /// called function's).
    pub(super) fn frame_field(&self, load: &HExpr) -> Lo<(Place, Arc<str>)> {
        let HKind::Attr(obj, name) = &load.kind else {
            return None;
        };
        let HKind::Load(o) = &obj.kind else {
            return None;
        };
        let plain = name.strip_prefix(INTERNAL)?;
        if matches!(o.place, Place::Cell(_)) || self.scope.in_callee() {
            return None;
        }
        Some((o.place, Arc::from(plain)))
    }
}
