//! Binary operators and comparisons typed under Cython's C rules:
//! arithmetic, powers, pointer arithmetic and distances, and comparison
//! chains of C values, characters, pointers and objects.

use super::Sema;
use super::coerce::{OpTypes, binary_types, convert, literal_c_type};
use super::expr::{double_valued, h};
use super::hir::*;
use super::powrule::{pow_is_soft, widens_int_pow};
use super::typeofs::builtin_py_type;
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{BinOp, CmpOp, Expr};

impl Sema<'_> {
    /// Types `a op b`: C arithmetic when both sides are C (literals adopt
    /// the other side's C type), Python arithmetic otherwise.
    pub fn binary(&mut self, op: BinOp, a: HExpr, b: HExpr, span: Span) -> HExpr {
        let (a, b) = if matches!(a.ty, Ty::Cpp(_)) || matches!(b.ty, Ty::Cpp(_)) {
            match self.cpp_binary(op, a, b, span) {
                Ok(e) => return e,
                Err(ab) => *ab,
            }
        } else {
            (a, b)
        };
        // A C array in pointer arithmetic is a pointer to its first element.
        let (a, b) = if matches!(op, BinOp::Add | BinOp::Sub) {
            let pointerish = |e: &HExpr| {
                e.ty.is_pointer()
                    || e.ty.is_c_int()
                    || matches!(e.ty, Ty::CArray(..))
                    || matches!(e.kind, HKind::Int(_))
            };
            let arrays = matches!(a.ty, Ty::CArray(..)) || matches!(b.ty, Ty::CArray(..));
            if arrays && pointerish(&a) && pointerish(&b) {
                (array_decay(a), array_decay(b))
            } else {
                (a, b)
            }
        } else {
            (a, b)
        };
        // Pointer arithmetic moves by whole elements.
        if let (Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_), BinOp::Add | BinOp::Sub) =
            (&a.ty, op)
            && (b.ty.is_c_int() || matches!(b.kind, HKind::Int(_)))
        {
            let ty = a.ty.clone();
            let k = signed_offset(b, op, span);
            return h(HKind::PtrAdd(Box::new(a), Box::new(k)), ty, span);
        }
        if let (Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_), BinOp::Add) = (&b.ty, op)
            && (a.ty.is_c_int() || matches!(a.kind, HKind::Int(_)))
        {
            let ty = b.ty.clone();
            let k = convert(a, &Ty::Int(CInt::SsizeT));
            return h(HKind::PtrAdd(Box::new(b), Box::new(k)), ty, span);
        }
        // `q - p` of two pointers of one type: how many elements apart.
        if op == BinOp::Sub && same_pointer_types(&a, &b) {
            return pointer_distance(a, b, span);
        }
        let is_ptr = |t: &Ty| t.is_pointer();
        let ptr = is_ptr(&a.ty) || is_ptr(&b.ty);
        if ptr || matches!(a.ty, Ty::Memview(_)) || matches!(b.ty, Ty::Memview(_)) {
            // The help is about views; a pointer operand takes precedence.
            let view = !ptr;
            self.error(
                "TypeError",
                format!(
                    "Invalid operand types for '{}' ({}; {})",
                    op.symbol(),
                    a.ty.name(),
                    b.ty.name()
                ),
                span,
            )
            .help = view.then(|| {
                "typed memoryviews have no arithmetic; use np.asarray(view) for NumPy's".into()
            });
            return h(HKind::NoneLit, Ty::Object, span);
        }
        if let Some(folded) = super::constfold::fold_int_binary(op, &a, &b, span) {
            return folded;
        }
        let (a, b) = match self.complex_binary(op, a, b, span) {
            Ok(z) => return z,
            Err(ab) => *ab,
        };
        // Cython types numeric literals as C long/double, so arithmetic on
        // two literals is C arithmetic (`1 / 0` raises "float division").
        let both_literals = literal_c_type(&a).is_some()
            && literal_c_type(&b).is_some()
            && !matches!(a.kind, HKind::Bool(_))
            && !matches!(b.kind, HKind::Bool(_))
            && op != BinOp::Shl
            && (op != BinOp::Pow || c_literal_pow(&a, &b));
        let lit_ty =
            |x: &HExpr| literal_c_type(x).map_or(Ty::Object, super::cbuiltins::long_literal);
        // Cython types an int literal `long`; arr lets it adopt a narrower
        // C operand's type (the same wrapped result), except where
        // overflowcheck makes the width observable: `x + 1` of an int
        // overflows only as a long there.
        let wide = self.directives.overflowcheck;
        let adopt = |x: &HExpr| {
            if wide {
                lit_ty(x)
            } else {
                literal_c_type(x).unwrap_or(Ty::Object)
            }
        };
        let a_ty = if both_literals {
            lit_ty(&a)
        } else if a.ty == Ty::Object && b.ty.is_c() {
            adopt(&a)
        } else {
            a.ty.clone()
        };
        let b_ty = if both_literals {
            lit_ty(&b)
        } else if b.ty == Ty::Object && a.ty.is_c() {
            adopt(&b)
        } else {
            b.ty.clone()
        };
        // Cython computes arithmetic of a variable it inferred to be a
        // Python int with a C float, and true division of one, in C double
        // (`result_type_of_builtin_operation`).
        let num = |s: &mut Self, x: &HExpr, t: &Ty| {
            if s.is_py_int(x) {
                Some(Ty::Object)
            } else {
                Some(literal_c_type(x).unwrap_or_else(|| t.clone())).filter(Ty::is_c)
            }
        };
        let (a_ty, b_ty) = match (num(self, &a, &a_ty), num(self, &b, &b_ty)) {
            (Some(x), Some(y)) if int_object_to_double(op, &x, &y) => {
                (promote_object(x), promote_object(y))
            }
            _ => (a_ty, b_ty),
        };
        let rhs_lit = match b.kind {
            HKind::Int(i) => Some(i),
            _ => None,
        };
        // Under cdivision, `/` of two C integers is C's truncating integer
        // division (Cython's true division only applies without it).
        let op = match Ty::arith(&a_ty, &b_ty) {
            Some(t) if op == BinOp::Div && self.directives.cdivision && t.is_c_int() => {
                BinOp::FloorDiv
            }
            _ => op,
        };
        let soft = op == BinOp::Pow && pow_is_soft(&self.directives, &a, &b, &a_ty, &b_ty);
        if op == BinOp::Pow && widens_int_pow(&self.directives, &a, &a_ty, &b, &b_ty) {
            self.widened_pows.insert(span);
        }
        let cpow = self.directives.cpow == Some(true);
        match binary_types(op, &a_ty, &b_ty, rhs_lit, cpow) {
            // Cython computes a C ** whose base may be negative and whose
            // exponent may be fractional through complex pow.
            OpTypes::C { result, .. } if soft && result.is_c_float() => {
                let (a, b) = (convert(a, &Ty::Double), convert(b, &Ty::Double));
                h(HKind::CBuiltin("cpow", vec![a, b]), Ty::Double, span)
            }
            // A C float meeting an integer literal: Cython types the result
            // float but writes the literal as a double constant (`x * 3.0`),
            // so C computes it in double. The value stays a double (a
            // `+` node of type float, which does not round) until it is
            // stored or converted, and makes arithmetic on it double too.
            OpTypes::C {
                result: Ty::Float, ..
            } if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div)
                && (double_valued(&a) || double_valued(&b))
                && !both_literals =>
            {
                let (a, b) = (convert(a, &Ty::Double), convert(b, &Ty::Double));
                let wide = h(
                    HKind::Binary(op, Box::new(a), Box::new(b)),
                    Ty::Double,
                    span,
                );
                h(
                    HKind::Unary(crate::syntax::ast::UnOp::Pos, Box::new(wide)),
                    Ty::Float,
                    span,
                )
            }
            OpTypes::C { operand, result } => {
                let (a, b) = if matches!(op, BinOp::Shl | BinOp::Shr) {
                    let bt = b_ty.promoted();
                    (convert(a, &operand), convert(b, &bt))
                } else if op == BinOp::Pow && operand.is_c_int() {
                    (convert(a, &operand), convert(b, &Ty::Int(CInt::Long)))
                } else {
                    (convert(a, &operand), convert(b, &operand))
                };
                h(HKind::Binary(op, Box::new(a), Box::new(b)), result, span)
            }
            OpTypes::Invalid => {
                self.error(
                    "TypeError",
                    format!(
                        "Invalid operand types for '{}' ({}; {})",
                        op.symbol(),
                        a_ty,
                        b_ty
                    ),
                    span,
                );
                h(HKind::NoneLit, Ty::Object, span)
            }
            OpTypes::Object => {
                let (a, b) = (convert(a, &Ty::Object), convert(b, &Ty::Object));
                h(
                    HKind::Binary(op, Box::new(a), Box::new(b)),
                    Ty::Object,
                    span,
                )
            }
        }
    }

    pub(super) fn compare(&mut self, first: &Expr, rest: &[(CmpOp, Expr)], span: Span) -> HExpr {
        if let Some(b) = self.fused_is(first, rest) {
            return h(HKind::Bool(b), Ty::Bint, span);
        }
        self.warn_main_guard(first, rest, span);
        let mut operands = vec![self.expr(first)];
        for (_, e) in rest {
            let x = self.expr(e);
            operands.push(x);
        }
        let ops: Vec<CmpOp> = rest.iter().map(|(op, _)| *op).collect();
        if let Some(c) = self.complex_compare(&mut operands, &ops, span) {
            return c;
        }
        // Cython has no `in` for C++ containers.
        if let Some(k) = ops
            .iter()
            .position(|op| matches!(op, CmpOp::In | CmpOp::NotIn))
            && matches!(operands[k + 1].ty, Ty::Cpp(_))
        {
            let msg = format!(
                "Invalid types for '{}' ({}, {})",
                if ops[k] == CmpOp::In { "in" } else { "not_in" },
                literal_c_type(&operands[k])
                    .unwrap_or_else(|| operands[k].ty.clone())
                    .name(),
                operands[k + 1].ty.name()
            );
            self.error("TypeError", msg, span).help = Some(
                "convert it to a Python object first (`x in list(v)`), or search it with a loop or `count()`".into(),
            );
            return h(HKind::Bool(false), Ty::Bint, span);
        }
        if let ([a, b], [op @ (CmpOp::Eq | CmpOp::Ne)]) = (operands.as_slice(), ops.as_slice())
            && matches!(&a.ty, Ty::Cpp(c) if c.is_iter())
            && a.ty == b.ty
        {
            let (a, b) = (a.clone(), b.clone());
            return self.cpp_iter_eq(a, b, *op == CmpOp::Ne, span);
        }
        if let Some(b) = super::constfold::fold_compare(&operands, &ops) {
            return h(HKind::Bool(b), Ty::Bint, span);
        }
        ucs4_as_code_points(&mut operands, &ops);
        char_literals_as_codes(&mut operands, &ops);
        pointers_as_distance(&mut operands, &ops);
        if let Some(c) = pointer_identity(&operands, &ops, span) {
            return c;
        }
        let identity = rest
            .iter()
            .all(|(op, _)| matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn));
        let all_c = operands
            .iter()
            .all(|o| o.ty.is_c() || literal_c_type(o).is_some())
            && operands.iter().any(|o| o.ty.is_c())
            && !rest
                .iter()
                .any(|(op, _)| matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn));
        if all_c {
            // Each pair compared in its common C type.
            let types: Vec<Ty> = operands
                .iter()
                .map(|o| {
                    if o.ty.is_c() {
                        o.ty.clone()
                    } else {
                        literal_c_type(o).unwrap_or(Ty::Object)
                    }
                })
                .collect();
            let common = types
                .iter()
                .skip(1)
                .try_fold(types[0].clone(), |acc, t| Ty::arith(&acc, t))
                .unwrap_or(Ty::Double);
            let mut it = operands.into_iter().map(|o| convert(o, &common));
            let Some(head) = it.next() else {
                return h(HKind::Bool(false), Ty::Bint, span);
            };
            let pairs = rest.iter().map(|(op, _)| *op).zip(it).collect();
            return h(HKind::Compare(Box::new(head), pairs), Ty::Bint, span);
        }
        let string_eq = self.string_equality(&operands, &ops);
        let sources = std::iter::once(first).chain(rest.iter().map(|(_, e)| e));
        // A C array met by Python objects (`3 in a`, `a == [1, 2]`) is the
        // list Cython copies out; met by a pointer, it is an address.
        let addresses = operands
            .iter()
            .filter(|o| matches!(o.ty, Ty::Ptr(_) | Ty::CArray(..)))
            .count();
        let objects: Vec<HExpr> = operands
            .into_iter()
            .zip(sources)
            .map(|(o, e)| {
                let o = if addresses == 1 {
                    self.whole_array_object(e, o)
                } else {
                    o
                };
                self.as_object(o, e)
            })
            .collect();
        let mut it = objects.into_iter();
        let Some(head) = it.next() else {
            return h(HKind::Bool(false), Ty::Bint, span);
        };
        let pairs = rest.iter().map(|(op, _)| *op).zip(it).collect();
        let ty = if identity || string_eq {
            Ty::Bint
        } else {
            Ty::Object
        };
        h(HKind::Compare(Box::new(head), pairs), ty, span)
    }

    /// `a == b` or `a != b` of two objects of builtin types Cython knows,
    /// one of them `str` or `bytes`: Cython compares them in C and gives
    /// a `bint`.
    fn string_equality(&self, operands: &[HExpr], ops: &[CmpOp]) -> bool {
        let ([a, b], [CmpOp::Eq | CmpOp::Ne]) = (operands, ops) else {
            return false;
        };
        let known = |o: &HExpr| {
            if o.ty != Ty::Object {
                return None;
            }
            self.sequence_py_type(o).or_else(|| builtin_py_type(o))
        };
        let (Some(ta), Some(tb)) = (known(a), known(b)) else {
            return false;
        };
        [ta, tb]
            .iter()
            .any(|t| t == "str object" || t == "bytes object")
    }
}

/// Whether `a op b` is computed in C double when at least one side is a
/// Python int (`Ty::Object` here) and the other a Python int or a C number:
/// with a C float on the other side, or as true division of integers.
fn int_object_to_double(op: BinOp, a: &Ty, b: &Ty) -> bool {
    let arith = matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod
    );
    let one_py_int = *a == Ty::Object || *b == Ty::Object;
    let other_float = a.is_c_float() || b.is_c_float();
    arith && one_py_int && (other_float || op == BinOp::Div)
}

/// The Python-int side of such an operation becomes a C double.
fn promote_object(t: Ty) -> Ty {
    if t == Ty::Object { Ty::Double } else { t }
}

/// `p + k` / `p - k` of a pointer or an iterator: the offset as a
/// `Py_ssize_t`, negated for `-`.
pub(super) fn signed_offset(k: HExpr, op: BinOp, span: Span) -> HExpr {
    let k = convert(k, &Ty::Int(CInt::SsizeT));
    if op != BinOp::Sub {
        return k;
    }
    h(
        HKind::Unary(crate::syntax::ast::UnOp::Neg, Box::new(k)),
        Ty::Int(CInt::SsizeT),
        span,
    )
}

/// `q > p` of two pointers of one type: C orders them by address, which
/// within a block is the sign of `q - p` (`__ptrdiff__`, which refuses
/// pointers into different blocks).
fn pointers_as_distance(operands: &mut Vec<HExpr>, ops: &[CmpOp]) {
    let ([a, b], [CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge]) = (&operands[..], ops) else {
        return;
    };
    if !same_pointer_types(a, b) {
        return;
    }
    let span = a.span;
    let diff = pointer_distance(a.clone(), b.clone(), span);
    *operands = vec![diff, h(HKind::Int(0), Ty::Int(CInt::SsizeT), span)];
}

/// `p == q` (also `is`, `!=`, `is not`) of two pointers compares
/// addresses, as C does; a `char *` is not converted to bytes first.
fn pointer_identity(operands: &[HExpr], ops: &[CmpOp], span: Span) -> Option<HExpr> {
    let ([a, b], [op @ (CmpOp::Eq | CmpOp::Ne | CmpOp::Is | CmpOp::IsNot)]) = (operands, ops)
    else {
        return None;
    };
    if !(a.ty.is_address() && b.ty.is_address()) {
        return None;
    }
    let op = match op {
        CmpOp::Is => CmpOp::Eq,
        CmpOp::IsNot => CmpOp::Ne,
        other => *other,
    };
    let pair = vec![(op, b.clone())];
    Some(h(HKind::Compare(Box::new(a.clone()), pair), Ty::Bint, span))
}

/// A one-dimensional C array as the pointer to its first element.
fn array_decay(e: HExpr) -> HExpr {
    match e.ty {
        Ty::CArray(d, _) => {
            let span = e.span;
            h(HKind::Convert(Box::new(e)), Ty::Ptr(Some(d)), span)
        }
        _ => e,
    }
}

/// Whether `a` and `b` are pointers of one type (which subtract and
/// order).
fn same_pointer_types(a: &HExpr, b: &HExpr) -> bool {
    a.ty == b.ty && matches!(a.ty, Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_))
}

/// `a - b` of two pointers of one type, in elements.
fn pointer_distance(a: HExpr, b: HExpr, span: Span) -> HExpr {
    let size = h(
        HKind::Int(super::sizeof::pointee_size(&a.ty)),
        Ty::Int(CInt::SsizeT),
        span,
    );
    h(
        HKind::CBuiltin("__ptrdiff__", vec![a, b, size]),
        Ty::Int(CInt::SsizeT),
        span,
    )
}

/// Whether every operator of a comparison chain compares values (none is
/// `is` or `in`).
fn compares_values(ops: &[CmpOp]) -> bool {
    !ops.iter()
        .any(|op| matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn))
}

/// `c == 'B'` or `p[i] == b'a'` with `c`, `p[i]` C integers: Cython makes
/// the one-character literal a C char, so the comparison is of codes.
fn char_literals_as_codes(operands: &mut [HExpr], ops: &[CmpOp]) {
    if !operands.iter().any(|o| o.ty.is_c_int()) || !compares_values(ops) {
        return;
    }
    for o in operands.iter_mut() {
        let code = match &o.kind {
            HKind::Str(s) if s.len() == 1 => s.as_bytes()[0],
            HKind::Bytes(b) if b.len() == 1 => b[0],
            _ => continue,
        };
        if o.ty == Ty::Object {
            // A C char constant: `b'\xff'` is -1, as gcc's signed char.
            *o = h(
                HKind::Int(i64::from(code as i8)),
                Ty::Int(CInt::Char),
                o.span,
            );
        }
    }
}

/// A comparison of `Py_UCS4` values with each other, with C integers or
/// with one-character literals is C's, on code points (`c == 65`,
/// `'a' <= c <= 'z'`); anything else compares the str it converts to.
fn ucs4_as_code_points(operands: &mut [HExpr], ops: &[CmpOp]) {
    if !operands.iter().any(|o| o.ty == Ty::Ucs4) || !compares_values(ops) {
        return;
    }
    let code = |o: &HExpr| match &o.kind {
        HKind::Str(s) if o.ty == Ty::Object && s.chars().count() == 1 => s.chars().next(),
        _ => None,
    };
    let c_like = |o: &HExpr| {
        o.ty == Ty::Ucs4
            || o.ty.is_c_int()
            || literal_c_type(o).is_some_and(|t| t.is_c_int())
            || code(o).is_some()
    };
    if !operands.iter().all(c_like) {
        return;
    }
    let code_point = Ty::Int(CInt::UInt);
    for o in operands.iter_mut() {
        if let Some(c) = code(o) {
            *o = h(HKind::Int(c as i64), code_point.clone(), o.span);
        } else if o.ty == Ty::Ucs4 {
            *o = convert(o.clone(), &code_point);
        }
    }
}

/// Whether `a ** b` of two number literals is C's `pow` in Cython (a
/// double): a float on either side, or a negative int exponent. An int
/// to a non-negative int folds (`constfold`) or, too big to fold, stays a
/// Python int.
fn c_literal_pow(a: &HExpr, b: &HExpr) -> bool {
    let int = |x: &HExpr| literal_c_type(x).is_some_and(|t| t.is_c_int());
    let negative = match &b.kind {
        HKind::Int(i) => *i < 0,
        HKind::BigInt(i) => i.sign() == num_bigint::Sign::Minus,
        _ => false,
    };
    !(int(a) && int(b)) || negative
}
