//! `raise E(…)` and `assert t, msg` inside a kernel. The kernel cannot
//! build a Python object, so it leaves through an error site, and the
//! run builds the exception afterwards by evaluating the statement's
//! expression with the interpreter's closures:
//! - in the kernel's own body, on the function's frame, to which the
//!   run has written every kernel variable back as it left;
//! - in a called function, on a frame of that function's size whose C
//!   slots hold the values the expression reads, which the kernel copied
//!   into scratch cells just before leaving (so the expression may read
//!   only C number variables there, not the callee's objects).
//!
//! The scratch cells are read after the run, so a callee's error that a
//! `noexcept` caller ignores (noted, then built after the run) would see
//! the cells of a later raise: such a kernel is refused (`finish_raises`).

use super::native::{Lowering, SiteKind};
use super::native_struct::SCRATCH;
use crate::array::native as k;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;

type Lo<T> = Option<T>;

/// A raise (or a failed assert's message) a kernel leaves through.
#[derive(Clone)]
pub(super) struct RaiseSite {
    /// The raised exception (class or instance), or an assert's message.
    pub(super) expr: HExpr,
    pub(super) assert: bool,
    /// In a called function: its frame's C and object slot counts, and
    /// each C slot the expression reads with the scratch cell holding it.
    pub(super) callee: Option<CalleeFrame>,
}

#[derive(Clone)]
pub(super) struct CalleeFrame {
    pub(super) n_c: u32,
    pub(super) n_v: u32,
    pub(super) slots: Vec<(u32, usize)>,
}

impl Lowering<'_> {
    /// `raise e` (no cause): the site the kernel leaves through, after
    /// copying what a callee's expression reads into scratch cells.
    pub(super) fn raise(&mut self, e: &HExpr, span: Span, out: &mut Vec<k::Stmt>) -> Lo<()> {
        let site = self.raise_site(e, false, span, out)?;
        out.push(k::Stmt::Guard(k::Expr::I(1), site));
        Some(())
    }

    /// `assert t, msg`: when `t` is false, the message's values are
    /// copied and the kernel leaves through the assert's site.
    pub(super) fn assert_with(
        &mut self,
        t: &HExpr,
        msg: &HExpr,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let t = self.int(t)?;
        let mut failed = Vec::new();
        let site = self.raise_site(msg, true, span, &mut failed)?;
        failed.push(k::Stmt::Guard(k::Expr::I(1), site));
        out.push(k::Stmt::If(
            k::Expr::Un(k::Un::NotI, Box::new(t)),
            failed,
            Vec::new(),
        ));
        Some(())
    }

    fn raise_site(
        &mut self,
        e: &HExpr,
        assert: bool,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<u32> {
        // A prange body's threads cannot build Python objects.
        if self.scope.broke.is_some() {
            return None;
        }
        let callee = match self.scope.frame {
            None => None,
            Some((n_c, n_v)) => {
                let mut read = Vec::new();
                if !reads_only_c(e, &mut read) {
                    return None;
                }
                let mut slots = Vec::new();
                for v in read {
                    let Place::Local(s) = v.place else {
                        continue;
                    };
                    if slots.iter().any(|&(x, _)| x == s) {
                        continue;
                    }
                    let i = self.var(&v)?;
                    // A variable held elsewhere (a field, a part) has no
                    // C slot of the callee's frame to fill.
                    let held = i.checked_sub(self.scope.inputs)? as usize;
                    if self.scope.parts.get(held)?.is_some() {
                        return None;
                    }
                    let j = slots.len();
                    out.push(k::Stmt::SetCell(
                        k::Expr::I(SCRATCH + j as i64),
                        k::Expr::Var(i),
                    ));
                    slots.push((s, j));
                }
                self.scratch = self.scratch.max(slots.len());
                Some(CalleeFrame { n_c, n_v, slots })
            }
        };
        let ix = self.raises.len();
        self.raises.push(RaiseSite {
            expr: e.clone(),
            assert,
            callee,
        });
        Some(self.site(SiteKind::Raise(ix), span))
    }
}

/// Whether `e` reads no local but C number variables (collected in
/// `read`), and binds nothing: what a callee's raise can be rebuilt from.
fn reads_only_c(e: &HExpr, read: &mut Vec<Var>) -> bool {
    let all = |xs: &[HExpr], read: &mut Vec<Var>| xs.iter().all(|x| reads_only_c(x, read));
    match &e.kind {
        HKind::Int(_)
        | HKind::BigInt(_)
        | HKind::Float(_)
        | HKind::Complex(..)
        | HKind::Bool(_)
        | HKind::Str(_)
        | HKind::Bytes(_)
        | HKind::NoneLit
        | HKind::Builtin(_)
        | HKind::TypeName(_)
        | HKind::Module(_)
        | HKind::Fail(..) => true,
        HKind::Load(v) => match v.place {
            Place::Global(_) => true,
            Place::Local(_) if matches!(v.ty, Ty::Int(_) | Ty::Bint | Ty::Float | Ty::Double) => {
                read.push(v.clone());
                true
            }
            _ => false,
        },
        HKind::Convert(x) | HKind::Unary(_, x) | HKind::Attr(x, _) => reads_only_c(x, read),
        HKind::Binary(_, a, b) | HKind::And(a, b) | HKind::Or(a, b) => {
            reads_only_c(a, read) && reads_only_c(b, read)
        }
        HKind::Compare(a, rest) => {
            reads_only_c(a, read) && rest.iter().all(|(_, x)| reads_only_c(x, read))
        }
        HKind::IfExp(c, a, b) => {
            reads_only_c(c, read) && reads_only_c(a, read) && reads_only_c(b, read)
        }
        HKind::Tuple(xs) | HKind::List(xs) | HKind::CBuiltin(_, xs) => all(xs, read),
        HKind::Call(callee, args) => reads_only_c(callee, read) && args_only_c(args, read),
        HKind::CallMethod(recv, _, args) => reads_only_c(recv, read) && args_only_c(args, read),
        HKind::FString(parts) => parts_only_c(parts, read),
        _ => false,
    }
}

fn args_only_c(args: &[HArg], read: &mut Vec<Var>) -> bool {
    args.iter().all(|a| match a {
        HArg::Pos(x) | HArg::Kw(_, x) => reads_only_c(x, read),
        HArg::Star(_) | HArg::StarStar(_) => false,
    })
}

fn parts_only_c(parts: &[HFPart], read: &mut Vec<Var>) -> bool {
    parts.iter().all(|p| match p {
        HFPart::Lit(_) => true,
        HFPart::Field { expr, spec, .. } => reads_only_c(expr, read) && parts_only_c(spec, read),
    })
}
