//! Conditions of `if` and `while`: a comparison of two inline indices (C
//! integer slots, constants, `x + i`, `i - 1`; see `Compiler::ix`) is
//! tested inside the statement's own closure, with no call;
//! any other condition is one call. (A `while x != 1` loop otherwise paid
//! a call for its test on every iteration, as much as its body's work.)

use super::leaf::Ix;
use super::{Compiler, I};
use crate::eval::exc::Res;
use crate::eval::frame::Frame;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::syntax::ast::CmpOp;

pub(super) enum Cond {
    Cmp(CmpOp, Ix, Ix),
    Any(I),
}

impl Cond {
    #[inline(always)]
    pub(super) fn test(&self, f: &mut Frame) -> Res<bool> {
        match self {
            // `cond` builds no `in`/`is` comparison, so `cmp` answers.
            Cond::Cmp(op, a, b) => {
                Ok(crate::eval::attrs::ordered(*op, &a.get(f), &b.get(f)).unwrap_or(false))
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
            && let (Some(a), Some(b)) = (self.ix(head), self.ix(second))
        {
            return Cond::Cmp(*op, a, b);
        }
        Cond::Any(self.int(e))
    }
}
