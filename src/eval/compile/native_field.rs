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
        if let Some(done) = self.row_field_store(obj, name, value, span, out) {
            return done;
        }
        let HKind::Convert(inner) = &value.kind else {
            return None;
        };
        if !inner.ty.is_c() {
            return None;
        }
        let load = HExpr {
            kind: HKind::Attr(Box::new(obj.clone()), name.clone()),
            ty: Ty::Object,
            span,
        };
        if self.scope.in_callee() {
            // A method assigns a field of its own `self` only, in its cell.
            let me = self.scope.self_place?;
            let field = super::native_method::self_field_name(&load, me)?;
            let (i, t) = self.scope.self_cell(&field)?;
            if t != inner.ty {
                return None;
            }
            let x = self.any(inner)?;
            out.push(k::Stmt::SetCell(k::Expr::Var(i), x));
            return Some(());
        }
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
    /// field of that type): in a lowered method, a field of its `self`
    /// (see `Scope::self_field_read`); in the kernel, when `obj` is a
    /// variable of the frame, its `field_var`.
    pub(super) fn field_read(&mut self, load: &HExpr, ty: &Ty) -> Lo<k::Expr> {
        if let Some(x) = self.row_field_read(load, ty) {
            return x;
        }
        if let Some(me) = self.scope.self_place {
            let name = super::native_method::self_field_name(load, me)?;
            return self.scope.self_field_read(&name, ty);
        }
        self.field_var(load, ty).map(k::Expr::Var)
    }

    /// The kernel's variable for `obj.attr` read as C number type `ty`,
    /// `obj` a variable of the frame: read from the instance as the
    /// kernel starts.
    fn field_var(&mut self, load: &HExpr, ty: &Ty) -> Lo<u32> {
        if self.scope.in_callee() {
            return None;
        }
        let key = self.frame_field(load)?;
        Self::kind_of(ty)?;
        if load.ty != Ty::Object {
            return None;
        }
        if let Some(&i) = self.scope.field_ix.get(&key) {
            return (self.scope.vars[(i - self.scope.inputs) as usize].ty == *ty).then_some(i);
        }
        let (place, name) = key.clone();
        let var = Var {
            place,
            ty: ty.clone(),
            name: name.clone(),
        };
        let i = self
            .scope
            .push_var(var, Some(VarSrc::Field(place, name, ty.clone())))?;
        self.scope.field_ix.insert(key, i);
        Some(i)
    }

    /// The kernel's cell for field `name` of type `ty` of the instance the
    /// frame variable at `place` holds (None: one of another type).
    pub(super) fn cell(&mut self, place: Place, name: &Arc<str>, ty: &Ty) -> Lo<u32> {
        let cells = &mut self.scope.cells;
        if let Some(i) = cells.iter().position(|(p, n, _)| *p == place && n == name) {
            return (cells[i].2 == *ty).then_some(u32::try_from(i).ok()?);
        }
        cells.push((place, name.clone(), ty.clone()));
        u32::try_from(cells.len() - 1).ok()
    }

    /// Gives every field the kernel holds in a variable, where that field
    /// also has a cell (a method called assigns it), or where the kernel
    /// assigns it and a method called reads it, that cell instead: one
    /// copy of each field, which every function sees. None when a field's
    /// variable and cell disagree on its type.
    pub(super) fn fields_to_cells(&mut self, body: &mut [k::Stmt]) -> Lo<()> {
        let parts = self.scope.parts.clone();
        for part in &parts {
            if let Some(VarSrc::FieldMut(p, n, t)) = part
                && parts
                    .iter()
                    .any(|r| matches!(r, Some(VarSrc::OptField(q, m, _)) if q == p && m == n))
            {
                self.cell(*p, n, t)?;
            }
        }
        let mut to_cell = std::collections::HashMap::new();
        for (ix, part) in self.scope.parts.iter_mut().enumerate() {
            let Some(
                VarSrc::Field(p, n, t) | VarSrc::FieldMut(p, n, t) | VarSrc::OptField(p, n, t),
            ) = part
            else {
                continue;
            };
            let Some(c) = self
                .scope
                .cells
                .iter()
                .position(|(q, m, _)| q == p && m == n)
            else {
                continue;
            };
            if self.scope.cells[c].2 != *t {
                return None;
            }
            let v = self.scope.inputs + u32::try_from(ix).ok()?;
            to_cell.insert(v, (c as i64, Self::kind_of(t)?));
            // The variable is now only read as the kernel starts; the
            // cell is what is written back.
            if let Some(VarSrc::FieldMut(p, n, t)) = part {
                *part = Some(VarSrc::Field(*p, n.clone(), t.clone()));
            }
        }
        if to_cell.is_empty() {
            return Some(());
        }
        let cell = |c: i64, kind| k::Expr::Cell(Box::new(k::Expr::I(c)), kind);
        k::rewrite(
            body,
            &mut |s| {
                if let k::Stmt::Set(v, e) = s
                    && let Some(&(c, _)) = to_cell.get(v)
                {
                    let e = std::mem::replace(e, k::Expr::I(0));
                    *s = k::Stmt::SetCell(k::Expr::I(c), e);
                }
            },
            &mut |e| {
                if let k::Expr::Var(v) = e
                    && let Some(&(c, kind)) = to_cell.get(v)
                {
                    *e = cell(c, kind);
                }
            },
        );
        Some(())
    }

    /// The kernel's variable read from `src` (a `Dispatch` or an
    /// `OptField`) as it starts, of type `ty`.
    pub(super) fn source_var(&mut self, src: VarSrc, ty: Ty) -> Lo<u32> {
        let key = match &src {
            VarSrc::Dispatch(p, name, _) => (0, *p, name.clone()),
            VarSrc::OptField(p, name, _) => (1, *p, name.clone()),
            VarSrc::Len(p) => (2, *p, Arc::from("len")),
            VarSrc::Bound(p, offset, _) => (3, *p, Arc::from(offset.to_string())),
            VarSrc::PtrElem(p, w, q) => (4, *p, Arc::from(format!("{w} {q:?}"))),
            _ => return None,
        };
        if let Some(&i) = self.scope.source_ix.get(&key) {
            let same = match (&self.scope.parts[(i - self.scope.inputs) as usize], &src) {
                (Some(VarSrc::Dispatch(_, _, a)), VarSrc::Dispatch(_, _, b)) => a == b,
                (Some(VarSrc::OptField(_, _, a)), VarSrc::OptField(_, _, b)) => a == b,
                (Some(VarSrc::Len(_)), VarSrc::Len(_))
                | (Some(VarSrc::PtrElem(..)), VarSrc::PtrElem(..)) => true,
                (Some(VarSrc::Bound(_, _, a)), VarSrc::Bound(_, _, b)) => a == b,
                _ => false,
            };
            return same.then_some(i);
        }
        let var = Var {
            place: key.1,
            ty,
            name: key.2.clone(),
        };
        let i = self.scope.push_var(var, Some(src))?;
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
