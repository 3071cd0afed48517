//! `total op= xs[i]` inside a kernel: a C accumulator updated by an item
//! of a list or tuple (`xs` an object variable, `i` a C integer). Cython
//! computes it with Python's operator on the boxed accumulator and the
//! item, then converts the result back (sema's `SKind::AugAssign` on a C
//! variable); the closures do the same (`mixed.rs`). The kernel reads
//! the items converted as `Conv::Arith` (ints, bools and, for a double,
//! floats: any other item leaves the loop to the closures), for which
//! Python's operator is the C one:
//! - a `double` (or `float`) accumulator: `+ - * /` on doubles, an int
//!   item converted to its nearest double first as Python does; a zero
//!   divisor raises Python's ZeroDivisionError;
//! - a signed integer accumulator: `+ - *` on 64-bit integers, where a
//!   result past 64 bits is the OverflowError Cython's conversion of the
//!   big int raises, and one past a narrower type's range that
//!   conversion's "value too large" error. The accumulator is unchanged
//!   when it raises.

use super::native::{Lowering, SiteKind};
use super::native_expr::{bin, bx, cmp, un, var};
use super::native_items::Conv;
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use crate::syntax::ast::BinOp;
use std::sync::Arc;

type Lo<T> = Option<T>;

/// 1 when `a * b` overflows 64 bits.
extern "C" fn mul_overflows(a: i64, b: i64) -> i64 {
    i64::from(a.checked_mul(b).is_none())
}

impl Lowering<'_> {
    /// `var op= rhs` (see the module's note); None when `rhs` is not an
    /// item read or the accumulator's type or the operator is another.
    pub(super) fn aug_item(
        &mut self,
        v: &Var,
        op: BinOp,
        rhs: &HExpr,
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        if !matches!(rhs.kind, HKind::Subscript(..) | HKind::Load(_)) || rhs.ty != Ty::Object {
            return None;
        }
        let load = HExpr {
            kind: HKind::Load(v.clone()),
            ty: v.ty.clone(),
            span,
        };
        match &v.ty {
            Ty::Double | Ty::Float => {
                let fop = match op {
                    BinOp::Add => k::Bin::FAdd,
                    BinOp::Sub => k::Bin::FSub,
                    BinOp::Mul => k::Bin::FMul,
                    BinOp::Div => k::Bin::FDiv,
                    _ => return None,
                };
                let item = self.item_read_as(rhs, &Ty::Double, Conv::Arith)?;
                let cur = self.flt(&load)?;
                let y = self.temp(Kind::F);
                out.push(k::Stmt::Set(y, item));
                if op == BinOp::Div {
                    let zero = self.site(SiteKind::FloatZero("float division by zero"), span);
                    out.push(k::Stmt::Guard(
                        cmp(k::Cmp::FEq, var(y), k::Expr::F(0.0)),
                        zero,
                    ));
                }
                let mut r = bin(fop, cur, var(y));
                if v.ty == Ty::Float {
                    r = un(k::Un::RoundF32, r);
                }
                out.push(self.set(v, r)?);
            }
            Ty::Int(c) if c.signed() => {
                let item = self.item_read_as(rhs, &Ty::Int(*c), Conv::Arith)?;
                let cur = self.int(&load)?;
                let (a, b, r) = (self.temp(Kind::I), self.temp(Kind::I), self.temp(Kind::I));
                out.push(k::Stmt::Set(b, item));
                out.push(k::Stmt::Set(a, cur));
                let (iop, overflowed) = match op {
                    // Signs of both operands alike and unlike the sum's.
                    BinOp::Add => (
                        k::Bin::Add,
                        bin(
                            k::Bin::And,
                            bin(k::Bin::Xor, var(a), var(r)),
                            bin(k::Bin::Xor, var(b), var(r)),
                        ),
                    ),
                    // Signs of the operands unlike, the difference's
                    // unlike the first's.
                    BinOp::Sub => (
                        k::Bin::Sub,
                        bin(
                            k::Bin::And,
                            bin(k::Bin::Xor, var(a), var(b)),
                            bin(k::Bin::Xor, var(a), var(r)),
                        ),
                    ),
                    BinOp::Mul => (
                        k::Bin::Mul,
                        un(
                            k::Un::NegI,
                            k::Expr::CallI2(mul_overflows, bx(var(a)), bx(var(b))),
                        ),
                    ),
                    _ => return None,
                };
                out.push(k::Stmt::Set(r, bin(iop, var(a), var(b))));
                let big: Arc<str> = Arc::from(crate::eval::ops::past_64_bits(*c));
                let past_64 = self.site(SiteKind::Overflow(big), span);
                out.push(k::Stmt::Guard(
                    cmp(k::Cmp::LtS, overflowed, k::Expr::I(0)),
                    past_64,
                ));
                let (lo, hi) = c.range();
                if c.bits() < 64 {
                    let msg: Arc<str> = Arc::from(crate::eval::ops::past_type(*c));
                    let past_type = self.site(SiteKind::Overflow(msg), span);
                    let outside = bin(
                        k::Bin::Or,
                        cmp(k::Cmp::LtS, var(r), k::Expr::I(lo as i64)),
                        cmp(k::Cmp::GtS, var(r), k::Expr::I(hi as i64)),
                    );
                    out.push(k::Stmt::Guard(outside, past_type));
                }
                out.push(self.set(v, var(r))?);
            }
            _ => return None,
        }
        Some(())
    }
}
