//! Constant folding of integer literals, as Cython's `ConstantFolding`
//! transform does it: arithmetic on two int literals is computed at
//! compile time with Python's exact integers. The result is an ordinary
//! literal (one a C operand's type adopts) when both operands were and it
//! fits in 32 bits; otherwise it is a Python int constant. That is why
//! `100000 * 100000 * 100000 * 100000` is exact, `2 ** 31 - 1` is a Python
//! object, and `cdef int x = 2 ** 40` stores C's truncation of the literal.

use super::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use crate::syntax::ast::{BinOp, CmpOp};
use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};
use std::sync::Arc;

/// The largest exponent or shift folded; larger ones are left to run time
/// (where they raise or take memory as Python's would).
const MAX_BITS: u32 = 4096;

/// An integer literal's value, and whether Cython holds it as a Python
/// int (outside 32 bits, or folded from one).
fn int_const(e: &HExpr) -> Option<(BigInt, bool)> {
    if e.ty != Ty::Object {
        return None;
    }
    match &e.kind {
        HKind::Int(i) => Some((BigInt::from(*i), i32::try_from(*i).is_err())),
        HKind::BigInt(b) => Some(((**b).clone(), true)),
        _ => None,
    }
}

/// `a op b` of Python ints where Cython folds it: not `/` (a float), nor
/// where it would fail (a zero divisor, a negative exponent or shift).
/// `//` and `%` floor as Python's do, `cdivision` or not: Cython folds
/// them with Python's operators.
fn fold(op: BinOp, a: &BigInt, b: &BigInt) -> Option<BigInt> {
    let small = |x: &BigInt| x.to_u32().filter(|n| *n <= MAX_BITS);
    Some(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::FloorDiv | BinOp::Mod if b.is_zero() => return None,
        BinOp::FloorDiv | BinOp::Mod => {
            let (mut q, mut r) = (a / b, a % b);
            if !r.is_zero() && r.is_negative() != b.is_negative() {
                q -= 1;
                r += b;
            }
            if op == BinOp::FloorDiv { q } else { r }
        }
        BinOp::Pow => {
            let e = small(b)?;
            if a.bits().saturating_mul(u64::from(e)) > u64::from(MAX_BITS) * 4 {
                return None;
            }
            a.pow(e)
        }
        BinOp::Shl => a << small(b)?,
        BinOp::Shr if b.is_negative() => return None,
        BinOp::Shr => match b.to_u32() {
            Some(n) => a >> n,
            None if a.is_negative() => BigInt::from(-1),
            None => BigInt::zero(),
        },
        BinOp::BitAnd => a & b,
        BinOp::BitOr => a | b,
        BinOp::BitXor => a ^ b,
        _ => return None,
    })
}

/// The folded `a op b` of two int literals, or None when Cython would not
/// fold it.
pub fn fold_int_binary(op: BinOp, a: &HExpr, b: &HExpr, span: Span) -> Option<HExpr> {
    let ((x, x_py), (y, y_py)) = (int_const(a)?, int_const(b)?);
    let r = fold(op, &x, &y)?;
    let kind = match r.to_i32() {
        Some(v) if !x_py && !y_py => HKind::Int(i64::from(v)),
        _ => HKind::BigInt(Arc::new(r)),
    };
    Some(HExpr {
        kind,
        ty: Ty::Object,
        span,
    })
}

/// A comparison chain of number literals (`-2 != -11`, `0 < 1.5`) as the
/// bool Cython folds it to: a C constant, which a C condition takes as
/// it is. Compared as Python compares: an int and a float exactly.
pub fn fold_compare(operands: &[HExpr], ops: &[CmpOp]) -> Option<bool> {
    #[derive(Clone, Copy)]
    enum Num {
        I(i64),
        F(f64),
    }
    let num = |e: &HExpr| match e.kind {
        _ if e.ty != Ty::Object => None,
        HKind::Int(i) => Some(Num::I(i)),
        HKind::Float(x) => Some(Num::F(x)),
        _ => None,
    };
    // None: not folded; Some(None): unordered (a NaN).
    let order = |a: Num, b: Num| match (a, b) {
        (Num::I(x), Num::I(y)) => Some(Some(x.cmp(&y))),
        (Num::F(x), Num::F(y)) => Some(x.partial_cmp(&y)),
        // Exact only where the int is a float: Python compares exactly.
        (Num::I(x), Num::F(y)) if x.unsigned_abs() < 1 << 53 => Some((x as f64).partial_cmp(&y)),
        (Num::F(x), Num::I(y)) if y.unsigned_abs() < 1 << 53 => Some(x.partial_cmp(&(y as f64))),
        _ => None,
    };
    let nums: Vec<Num> = operands.iter().map(num).collect::<Option<_>>()?;
    let mut all = true;
    for (k, op) in ops.iter().enumerate() {
        let (a, b) = (*nums.get(k)?, *nums.get(k + 1)?);
        // NaN compares unequal to everything, and false for ordering.
        let o = order(a, b)?;
        use std::cmp::Ordering::*;
        let holds = match (op, o) {
            (CmpOp::Eq, o) => o == Some(Equal),
            (CmpOp::Ne, o) => o != Some(Equal),
            (CmpOp::Lt, o) => o == Some(Less),
            (CmpOp::Le, o) => matches!(o, Some(Less | Equal)),
            (CmpOp::Gt, o) => o == Some(Greater),
            (CmpOp::Ge, o) => matches!(o, Some(Greater | Equal)),
            _ => return None,
        };
        all &= holds;
    }
    Some(all)
}
