//! Conditions of `if` and `while`: a comparison of two C integer slots or
//! constants is tested inside the statement's own closure, with no call;
//! any other condition is one call. (A `while x != 1` loop otherwise paid
//! a call for its test on every iteration, as much as its body's work.)

use super::{Compiler, I};
use crate::eval::exc::Res;
use crate::eval::frame::Frame;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::syntax::ast::CmpOp;

/// A comparison operand read in place.
#[derive(Clone, Copy)]
pub(super) enum Src {
    Slot(usize),
    Const(i64),
}

impl Src {
    #[inline(always)]
    fn get(self, f: &Frame) -> i64 {
        match self {
            Src::Slot(s) => f.c[s] as i64,
            Src::Const(c) => c,
        }
    }
}

pub(super) enum Cond {
    Cmp(CmpOp, Src, Src),
    Any(I),
}

impl Cond {
    #[inline(always)]
    pub(super) fn test(&self, f: &mut Frame) -> Res<bool> {
        match self {
            Cond::Cmp(op, a, b) => {
                let (x, y) = (a.get(f), b.get(f));
                Ok(match op {
                    CmpOp::Lt => x < y,
                    CmpOp::Le => x <= y,
                    CmpOp::Gt => x > y,
                    CmpOp::Ge => x >= y,
                    CmpOp::Eq => x == y,
                    _ => x != y,
                })
            }
            Cond::Any(c) => Ok(c(f)? != 0),
        }
    }
}

impl Compiler<'_> {
    /// `e` (of C integer or bint type) as a condition.
    pub(super) fn cond(&mut self, e: &HExpr) -> Cond {
        if let HKind::Compare(head, pairs) = &e.kind
            && let [(op, second)] = pairs.as_slice()
            && matches!(head.ty, Ty::Int(k) if !k.is_u64())
            && !matches!(op, CmpOp::In | CmpOp::NotIn | CmpOp::Is | CmpOp::IsNot)
            && let (Some(a), Some(b)) = (src(head), src(second))
        {
            return Cond::Cmp(*op, a, b);
        }
        Cond::Any(self.int(e))
    }
}

/// A signed C integer local or an integer constant (through widening
/// conversions, which keep the value).
fn src(e: &HExpr) -> Option<Src> {
    match &e.kind {
        HKind::Int(i) => Some(Src::Const(*i)),
        HKind::Load(Var {
            place: Place::Local(s),
            ty: Ty::Int(k),
            ..
        }) if !k.is_u64() => Some(Src::Slot(*s as usize)),
        HKind::Convert(x) => match (&x.ty, &e.ty) {
            (Ty::Int(from), Ty::Int(to))
                if to.bits() >= from.bits() && from.signed() && to.signed() =>
            {
                src(x)
            }
            _ => None,
        },
        _ => None,
    }
}
