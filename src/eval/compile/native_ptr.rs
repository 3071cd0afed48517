//! Walking pointers in a kernel: `p += 1`, `inc(p)`, `while p < end`,
//! `p[0]`, `deref(p)`, `end - p`, as Cython users step a `double *`
//! through a block. A pointer local the region only ever steps
//! (`p = p ± k`) stays the kernel argument it was as the kernel started,
//! plus a variable counting the elements it has moved (its delta): an
//! access `p[i]` is element `delta + i` of the argument, so the bounds,
//! use-after-free and lifetime checks are the argument's own. Each exit
//! writes the pointer back, moved by its delta.
//!
//! A comparison or difference of two pointers compares their element
//! positions in their block, read as the kernel starts (the offset over
//! the element size, plus the delta): a run where the two are not in one
//! block, or an offset is not a whole number of elements, is left to the
//! closures, which give C's answer or arr's error.

use super::native::{Lowering, VarSrc};
use super::native_walk;
use crate::array::native as k;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::syntax::ast::CmpOp;
use std::collections::HashSet;

type Lo<T> = Option<T>;

impl Lowering<'_> {
    /// The delta variable of walking pointer `v` (None: not one).
    pub(super) fn walker_delta(&mut self, v: &Var) -> Lo<u32> {
        if !self.is_walker(v) {
            return None;
        }
        if let Some(&i) = self.scope.walk_ix.get(&v.place) {
            return Some(i);
        }
        let Ty::Ptr(Some(d)) = v.ty else {
            return None;
        };
        let var = Var {
            place: v.place,
            ty: Ty::Int(CInt::SsizeT),
            name: v.name.clone(),
        };
        let i = self
            .scope
            .push_var(var, Some(VarSrc::PtrWalk(v.place, d.itemsize())))?;
        self.scope.walk_ix.insert(v.place, i);
        Some(i)
    }

    /// Whether `v` is one of the region's walking pointers (a C local's
    /// place may be an object local's too: the type tells them apart).
    pub(super) fn is_walker(&self, v: &Var) -> bool {
        element_size(&v.ty).is_some() && self.scope.walkers.contains(&v.place)
    }

    /// `p[i]`'s index into the pointer's argument: `i`, or `delta + i`
    /// for a walking pointer.
    pub(super) fn walked_index(&mut self, base: &HExpr, i: k::Expr) -> Lo<k::Expr> {
        match &base.kind {
            HKind::Load(v) if self.is_walker(v) => {
                let d = self.walker_delta(v)?;
                Some(add(k::Expr::Var(d), i))
            }
            _ => Some(i),
        }
    }

    /// `p = p ± k` (also `p += k`) of a walking pointer: its delta moves.
    pub(super) fn step_pointer(&mut self, p: &Var, value: &HExpr) -> Lo<k::Stmt> {
        let HKind::PtrAdd(base, by) = &value.kind else {
            return None;
        };
        let HKind::Load(q) = &base.kind else {
            return None;
        };
        if q.place != p.place || !by.ty.is_c_int() && !matches!(by.kind, HKind::Int(_)) {
            return None;
        }
        let d = self.walker_delta(p)?;
        let by = self.int(by)?;
        Some(k::Stmt::Set(d, add(k::Expr::Var(d), by)))
    }

    /// `inc(p)`, `dec(p)` and their post forms as statements (sema's
    /// `(p := p + 1)`, minus one for the post forms, whose value is
    /// unused).
    pub(super) fn step_statement(&mut self, e: &HExpr) -> Lo<k::Stmt> {
        let walrus = match &e.kind {
            HKind::PtrAdd(inner, _) => inner,
            _ => e,
        };
        let HKind::Walrus(p, value) = &walrus.kind else {
            return None;
        };
        self.step_pointer(p, value)
    }

    /// `__ptrdiff__(a, b, size)` (`a - b`, and sema's form of `a < b`) of
    /// pointers into one block: how many elements apart they are.
    pub(super) fn pointer_distance(&mut self, args: &[HExpr]) -> Lo<k::Expr> {
        let [a, b, size] = args else {
            return None;
        };
        let (x, y, w) = self.positions(a, b)?;
        if !matches!(size.kind, HKind::Int(s) if s == w as i64) {
            return None;
        }
        Some(k::Expr::Bin(k::Bin::Sub, Box::new(x), Box::new(y)))
    }

    /// `p == q`, `p != q` of pointers into one block.
    pub(super) fn pointer_equality(
        &mut self,
        head: &HExpr,
        pairs: &[(CmpOp, HExpr)],
    ) -> Lo<k::Expr> {
        let [(op @ (CmpOp::Eq | CmpOp::Ne), other)] = pairs else {
            return None;
        };
        let (x, y, _) = self.positions(head, other)?;
        let c = if *op == CmpOp::Eq {
            k::Cmp::Eq
        } else {
            k::Cmp::Ne
        };
        Some(k::Expr::Cmp(c, Box::new(x), Box::new(y)))
    }

    /// The element positions of two pointer terms into one block, and
    /// their (equal) element size.
    fn positions(&mut self, a: &HExpr, b: &HExpr) -> Lo<(k::Expr, k::Expr, usize)> {
        let (p, dp) = pointer_term(a)?;
        let (q, dq) = pointer_term(b)?;
        let w = element_size(&p.ty)?;
        if element_size(&q.ty)? != w {
            return None;
        }
        let x = self.position(p, q, dp)?;
        let y = self.position(q, p, dq)?;
        Some((x, y, w))
    }

    /// Element position of pointer `p` moved by `by` elements: where it
    /// started (which must be in `other`'s block), its delta, `by`.
    fn position(&mut self, p: &Var, other: &Var, by: Option<&HExpr>) -> Lo<k::Expr> {
        if self.scope.in_callee() || matches!(p.place, Place::Cell(_)) {
            return None;
        }
        let w = element_size(&p.ty)?;
        let src = VarSrc::PtrElem(p.place, w, other.place);
        let start = self.source_var(src, Ty::Int(CInt::SsizeT))?;
        let mut x = k::Expr::Var(start);
        if let Some(d) = self.walker_delta(p) {
            x = add(x, k::Expr::Var(d));
        }
        if let Some(by) = by {
            x = add(x, self.int(by)?);
        }
        Some(x)
    }
}

/// A pointer variable, or one moved by a C integer (`p + k`).
fn pointer_term(e: &HExpr) -> Lo<(&Var, Option<&HExpr>)> {
    match &e.kind {
        HKind::Load(v) => Some((v, None)),
        HKind::PtrAdd(base, by) => match &base.kind {
            HKind::Load(v) => Some((v, Some(&**by))),
            _ => None,
        },
        _ => None,
    }
}

/// The element size of a pointer to numbers.
fn element_size(ty: &Ty) -> Lo<usize> {
    match ty {
        Ty::Ptr(Some(d)) if d.itemsize() > 0 => Some(d.itemsize()),
        _ => None,
    }
}

fn add(a: k::Expr, b: k::Expr) -> k::Expr {
    k::Expr::Bin(k::Bin::Add, Box::new(a), Box::new(b))
}

/// The pointer locals statements only ever step (`p = p ± k`, `p += k`,
/// `inc(p)`): the region's walking pointers.
pub(super) fn walking_pointers(body: &[HStmt]) -> HashSet<Place> {
    let mut stepped = HashSet::new();
    let mut other = HashSet::new();
    let mut note = |p: &Var, value: Option<&HExpr>| {
        if element_size(&p.ty).is_none() {
            return;
        }
        let steps = value.is_some_and(|v| {
            matches!(&v.kind, HKind::PtrAdd(b, _)
                if matches!(&b.kind, HKind::Load(q) if q.place == p.place))
        });
        if steps && !matches!(p.place, Place::Cell(_)) {
            stepped.insert(p.place);
        } else {
            other.insert(p.place);
        }
    };
    native_walk::walk_statements(body, &mut |s| match &s.kind {
        SKind::Assign(ts, value) => {
            for t in ts {
                native_walk::target_vars(t, &mut |p| note(p, (ts.len() == 1).then_some(value)));
            }
        }
        SKind::AugAssign(t, _, _) => native_walk::target_vars(t, &mut |p| note(p, None)),
        SKind::ForIter { target, .. } => native_walk::target_vars(target, &mut |p| note(p, None)),
        SKind::ForRange { var, .. } => note(var, None),
        _ => {}
    });
    native_walk::visit_all(body, &mut |e| match &e.kind {
        HKind::Walrus(p, value) => note(p, Some(value)),
        HKind::Let(binds, _) => binds.iter().for_each(|(p, _)| note(p, None)),
        _ => {}
    });
    stepped.retain(|p| !other.contains(p));
    stepped
}
