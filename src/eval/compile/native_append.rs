//! `lst.append(x)` in a kernel, `lst` an object variable holding a list
//! and `x` a C number: a push onto the kernel's copy of the list's items
//! (`ArgSrc::Items`), which the run appends to the list as Python
//! numbers when it ends (`Region::run`), however it ends. The items the
//! kernel reads — `for p in lst`, `lst[i]` — are that copy, appended
//! items included, as the list would give them. Refused (the closures
//! run the loop) where the copy could disagree with the list: the list
//! read as two C types, its `len()` read (a kernel takes it once, as it
//! starts), or an append inside a loop over the same list.

use super::native::Lowering;
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;

impl Lowering<'_> {
    /// `lst.append(x)` as a statement: None when `e` is not one,
    /// `Some(None)` when it is one the kernel cannot take.
    pub(super) fn append_stmt(&mut self, e: &HExpr, span: Span) -> Option<Option<k::Stmt>> {
        let HKind::CallMethod(recv, name, args) = &e.kind else {
            return None;
        };
        let (HKind::Load(v), [HArg::Pos(x)]) = (&recv.kind, &args[..]) else {
            return None;
        };
        if name.as_ref() != "append" || recv.ty != Ty::Object {
            return None;
        }
        Some((|| {
            let x = match &x.kind {
                HKind::Convert(inner) if x.ty == Ty::Object && inner.ty.is_c() => inner,
                _ => return None,
            };
            // Nor to a list an untyped loop variable walks (its loop
            // would not see the items appended).
            if self.scope.in_callee()
                || matches!(v.place, Place::Cell(_))
                || self.scope.aliases.iter().any(|a| a.1 == v.place)
            {
                return None;
            }
            let value = match Self::kind_of(&x.ty)? {
                Kind::I => self.int(x)?,
                Kind::F => self.flt(x)?,
            };
            let (buf, _) = self.items_arg(v.place, &x.ty)?;
            if self.iterating.contains(&buf) {
                return None;
            }
            if !self.appended.contains(&buf) {
                self.appended.push(buf);
            }
            let site = self.site(super::native::SiteKind::VecMemory, span);
            Some(k::Stmt::VecPush { buf, value, site })
        })())
    }

    /// The item arguments appended to, with their element types; None
    /// when a list appended to is also read another way (another item
    /// type, or its length taken as the run starts).
    pub(super) fn appends(&self) -> Option<Vec<(usize, Ty)>> {
        let mut out = Vec::new();
        for &buf in &self.appended {
            let Some(super::native::ArgSrc::Items(place, ty, _)) = self.args().get(buf as usize)
            else {
                return None;
            };
            let other_items = self.args().iter().enumerate().any(|(j, a)| {
                j != buf as usize && matches!(a, super::native::ArgSrc::Items(p, ..) if p == place)
            });
            let len_read = self
                .scope
                .parts
                .iter()
                .any(|p| matches!(p, Some(super::native::VarSrc::Len(q)) if q == place));
            if other_items || len_read {
                return None;
            }
            out.push((buf as usize, ty.clone()));
        }
        Some(out)
    }
}
