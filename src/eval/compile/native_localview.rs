//! A typed view local assigned a row of another view inside a kernel
//! (`xj = X[j]`, `r = X[i, :]`): the local becomes that view with its
//! leading axes fixed at the kernel variables the assignment sets, so the
//! loop reading `xj[k]` stays in the kernel (it left for the closures,
//! ~400 ns a row, and took its whole loop nest with it).
//!
//! The local is read only where an assignment surely ran before: from the
//! statement after the first assignment to the end of the block holding
//! it. A read elsewhere, or one lowered before any assignment, leaves the
//! region to the closures. As the kernel leaves, a local it assigned gets
//! the sub-view it last held (`VarSrc::SubView`), so code after the loop
//! sees what Cython would.

use super::native::{ArgSrc, Lowering};
use super::native_scope::VarSrc;
use crate::array::native as k;
use crate::sema::hir::*;
use crate::sema::types::{CInt, MvType, Ty};
use crate::source::Span;

type Lo<T> = Option<T>;

/// A view local the kernel holds as a sub-view of one of its arguments.
pub(super) struct LocalView {
    pub(super) buf: u32,
    /// The variables holding the fixed leading indices.
    pub(super) prefix: Vec<u32>,
    /// The variable set to 1 once the kernel assigns the local.
    pub(super) flag: u32,
    /// The block depth whose end makes the local unreadable again (None:
    /// not assigned on every path to here).
    pub(super) live_until: Option<usize>,
}

impl Lowering<'_> {
    /// `var = m[i, …, :, …]`, or None (the closures) for anything else.
    pub(super) fn assign_local_view(
        &mut self,
        var: &Var,
        t: &MvType,
        value: &HExpr,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        // A called function's or a prange's locals are its own; only the
        // kernel's locals are written back.
        if self.scope.in_callee() || self.scope.inputs != 0 {
            return None;
        }
        let (buf, at, span) = self.sub_view(value, t)?;
        let of = match self.args().get(buf as usize)? {
            ArgSrc::View(p, _) => *p,
            _ => return None,
        };
        // Read as a kernel argument before this assignment was seen.
        if self
            .args()
            .iter()
            .any(|a| matches!(a, ArgSrc::View(p, _) if *p == var.place))
        {
            return None;
        }
        let (prefix, flag) = match self.scope.local_views.get(&var.place) {
            Some(lv) if lv.buf == buf && lv.prefix.len() == at.len() => {
                (lv.prefix.clone(), lv.flag)
            }
            Some(_) => return None,
            None => self.new_local_view(var, buf, of, at.len())?,
        };
        let mut checked = Vec::new();
        self.sub_view_indices(buf, &at, span, out, &mut checked)?;
        for (&p, &c) in prefix.iter().zip(&checked) {
            out.push(k::Stmt::Set(p, k::Expr::Var(c)));
        }
        out.push(k::Stmt::Set(flag, k::Expr::I(1)));
        let depth = self.scope.depth;
        let lv = self.scope.local_views.get_mut(&var.place)?;
        lv.live_until.get_or_insert(depth);
        Some(())
    }

    fn new_local_view(
        &mut self,
        var: &Var,
        buf: u32,
        of: Place,
        fixed: usize,
    ) -> Lo<(Vec<u32>, u32)> {
        let mut prefix = Vec::with_capacity(fixed);
        let index = Var {
            place: var.place,
            ty: Ty::Int(CInt::SsizeT),
            name: var.name.clone(),
        };
        for _ in 0..fixed {
            prefix.push(self.scope.push_var(index.clone(), Some(VarSrc::SubIndex))?);
        }
        let first = *prefix.first()?;
        let src = VarSrc::SubView {
            view: var.place,
            of,
            first,
            fixed: u8::try_from(fixed).ok()?,
        };
        let flag = self.scope.push_var(index, Some(src))?;
        self.scope.local_views.insert(
            var.place,
            LocalView {
                buf,
                prefix: prefix.clone(),
                flag,
                live_until: None,
            },
        );
        Some((prefix, flag))
    }

    /// The view a local holds here: its argument and fixed indices, when
    /// an assignment surely ran (None: not a local view, or not readable).
    pub(super) fn local_view(&self, place: Place) -> Option<Option<(u32, Vec<u32>)>> {
        let lv = self.scope.local_views.get(&place)?;
        Some(lv.live_until.map(|_| (lv.buf, lv.prefix.clone())))
    }

    /// A local view passed to a called function's view parameter of type
    /// `param`: bound as the row it holds (its argument, its fixed
    /// indices), as `m[i]` written there would be.
    pub(super) fn local_view_arg(
        &self,
        a: &HExpr,
        param: &MvType,
    ) -> Option<(u32, Vec<k::Expr>, Span)> {
        let (view, _) = super::native_call::passed_view(a, param)?;
        let HKind::Load(v) = &view.kind else {
            return None;
        };
        let (buf, prefix) = self.local_view(v.place)??;
        Some((buf, prefix.into_iter().map(k::Expr::Var).collect(), a.span))
    }

    /// Lowers a block one level deeper: a local view first assigned in it
    /// is unreadable after it.
    pub(super) fn nested_block(&mut self, body: &[HStmt]) -> Lo<Vec<k::Stmt>> {
        self.scope.depth += 1;
        let mut out = Vec::new();
        let lowered = body.iter().try_for_each(|s| self.stmt(s, &mut out));
        let depth = self.scope.depth;
        for lv in self.scope.local_views.values_mut() {
            if lv.live_until == Some(depth) {
                lv.live_until = None;
            }
        }
        self.scope.depth -= 1;
        lowered.map(|()| out)
    }
}
