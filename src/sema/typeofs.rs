//! What `cython.typeof` names for an expression.

use super::coerce::{OpTypes, binary_types};
use super::hir::*;
use super::types::{CInt, Ty};
use crate::builtins;
use crate::syntax::ast::BinOp;

/// The builtin type `typeof_name` knows `x` to have ("str object"), if
/// any.
pub(super) fn builtin_py_type(x: &HExpr) -> Option<String> {
    Some(typeof_name(x)).filter(|n| n.ends_with(" object") && n != "Python object")
}

/// `x` before its conversion to an object, if it was converted.
pub(super) fn unboxed(x: &HExpr) -> &HExpr {
    match &x.kind {
        HKind::Convert(e) if x.ty == Ty::Object => e,
        _ => x,
    }
}

/// What `cython.typeof` prints: a literal of a builtin Python type is
/// that type's object (`list object`), a tuple of C values a ctuple.
pub(super) fn typeof_name(x: &HExpr) -> String {
    let unboxed = |x: &HExpr| unboxed(x).clone();
    let inner = unboxed(x);
    match &inner.kind {
        HKind::Int(i) if x.ty == Ty::Object && i32::try_from(*i).is_err() => "int object".into(),
        HKind::List(_) => "list object".into(),
        HKind::Dict(_) => "dict object".into(),
        HKind::Set(_) => "set object".into(),
        HKind::Str(_) => "str object".into(),
        HKind::Bytes(_) => "bytes object".into(),
        HKind::Call(f, _)
            if let HKind::Builtin(id) = f.kind
                && let Some(t) = builtin_result_typeof(builtins::name_of(id)) =>
        {
            t.into()
        }
        // Two branches of one known builtin type keep it.
        HKind::IfExp(_, a, b) if x.ty == Ty::Object => {
            let (ta, tb) = (typeof_name(a), typeof_name(b));
            if ta == tb {
                ta
            } else {
                cython_typeof(x).name()
            }
        }
        HKind::Tuple(_) => match ctuple_type(&inner) {
            Some(t) => t.name(),
            None => "tuple object".into(),
        },
        _ => cython_typeof(x).name(),
    }
}

/// The Python type Cython knows a builtin's result to have.
fn builtin_result_typeof(name: &str) -> Option<&'static str> {
    Some(match name {
        "complex" => "complex object",
        "int" => "int object",
        "bool" => "bool object",
        "str" | "repr" | "chr" | "hex" | "oct" | "bin" | "format" | "ascii" => "str object",
        "list" | "sorted" => "list object",
        "tuple" => "tuple object",
        "dict" => "dict object",
        "set" => "set object",
        "frozenset" => "frozenset object",
        "bytes" => "bytes object",
        "bytearray" => "bytearray object",
        "range" => "range object",
        "slice" => "slice object",
        "type" => "type object",
        _ => return None,
    })
}

/// The ctuple Cython types a tuple display of C values as (nested ones
/// too: `(1, (2, 3))` is a `(long, (long, long))`); `None` for a tuple
/// with any object item, or none at all.
fn ctuple_type(x: &HExpr) -> Option<Ty> {
    let HKind::Tuple(items) = &unboxed(x).kind else {
        return None;
    };
    let tys: Vec<Ty> = items
        .iter()
        .map(|i| {
            let t = cython_typeof(unboxed(i));
            (t.is_c() || matches!(t, Ty::Ctuple(_))).then_some(t)
        })
        .collect::<Option<_>>()?;
    (!tys.is_empty()).then_some(Ty::Ctuple(tys))
}

/// The type `cython.typeof` reports: as the static type, except that
/// Cython types integer literals as `long` (C arithmetic still uses `int`
/// for them, which is why this is a separate computation).
pub(super) fn cython_typeof(x: &HExpr) -> Ty {
    match &x.kind {
        // (A `size_t` constant is a `sizeof`, a `char` or `unsigned`
        // one a cast or suffix folded into the literal: `c'a'`, `3ULL`.)
        HKind::Int(_)
            if x.ty == Ty::Object
                || matches!(x.ty, Ty::Int(CInt::Int | CInt::Long | CInt::LongLong)) =>
        {
            Ty::Int(CInt::Long)
        }
        HKind::Float(_) if x.ty == Ty::Object => Ty::Double,
        HKind::Bool(_) if x.ty == Ty::Object => Ty::Bint,
        HKind::Tuple(_) => ctuple_type(x).unwrap_or(Ty::Object),
        HKind::CBuiltin("cpow", _) => Ty::SoftComplex,
        HKind::Binary(op, a, b) if x.ty.is_c() => {
            // An integer power's exponent was made a long: its own type
            // decides whether the power widens.
            let b = match &b.kind {
                HKind::Convert(inner) if *op == BinOp::Pow && inner.ty.is_c_int() => inner,
                _ => b,
            };
            let (ta, tb) = (cython_typeof(a), cython_typeof(b));
            if ta == Ty::SoftComplex || tb == Ty::SoftComplex {
                return Ty::SoftComplex;
            }
            let lit = if let HKind::Int(i) = b.kind {
                Some(i)
            } else {
                None
            };
            match binary_types(*op, &ta, &tb, lit, false) {
                // C shifts in the left operand's type; Cython types the
                // result as both operands' widest.
                OpTypes::C { result, .. } if matches!(op, BinOp::Shl | BinOp::Shr) => {
                    Ty::arith(&ta, &tb).unwrap_or(result)
                }
                OpTypes::C { result, .. } => result,
                _ => x.ty.clone(),
            }
        }
        HKind::Convert(inner)
            if inner.ty.is_c() && x.ty.is_c() && matches!(inner.kind, HKind::Binary(..)) =>
        {
            let t = cython_typeof(inner);
            if Ty::arith(&t, &x.ty) == Some(t.clone()) {
                t
            } else {
                x.ty.clone()
            }
        }
        _ => x.ty.clone(),
    }
}
