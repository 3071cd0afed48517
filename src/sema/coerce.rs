//! Conversions between static types, and the result types of operators:
//! where Cython's C rules apply and where Python's object rules do.

use super::hir::{HExpr, HKind};
use super::types::{CInt, Ty};
use crate::syntax::ast::BinOp;

/// Wraps `e` in a conversion to `ty` (no node when the type already fits).
pub fn convert(e: HExpr, ty: &Ty) -> HExpr {
    // A float-typed value C computed in double (see `Sema::binary`) is
    // rounded where it becomes a float.
    let wide = |t: &Ty| match t {
        Ty::Float => Some(Ty::Double),
        Ty::FloatComplex => Some(Ty::DoubleComplex),
        _ => None,
    };
    if let Some(w) = wide(ty)
        && e.ty == *ty
        && matches!(&e.kind, HKind::Unary(crate::syntax::ast::UnOp::Pos, x) if x.ty == w)
    {
        let kind = match e.kind {
            HKind::Unary(_, inner) => HKind::Convert(inner),
            other => other,
        };
        return HExpr {
            kind,
            ty: ty.clone(),
            span: e.span,
        };
    }
    if e.ty == *ty {
        return super::cpp::copied(e);
    }
    if (*ty == Ty::Object || ty.is_complex()) && super::complex::has_soft_pow(&e) {
        return convert(super::complex::soften(e), ty);
    }
    // A conditional typed as its branches' spanning C type becomes an
    // object branch by branch, each as its own type (Cython's
    // `CondExprNode.coerce_to`): `i if x else 2.5` is an int there.
    let e = match e {
        HExpr {
            kind: HKind::IfExp(c, a, b),
            ty: c_ty,
            span,
        } if *ty == Ty::Object && c_ty.is_c() => {
            let own = |x: HExpr| match x.kind {
                HKind::Convert(inner) if inner.ty.is_c() => convert(*inner, ty),
                _ => convert(x, ty),
            };
            return HExpr {
                kind: HKind::IfExp(c, Box::new(own(*a)), Box::new(own(*b))),
                ty: Ty::Object,
                span,
            };
        }
        e => e,
    };
    // Literals convert at compile time.
    match (&e.kind, ty) {
        // `cdef char c = b'A'`: a one-byte literal is its byte.
        (HKind::Bytes(b), Ty::Int(c)) if b.len() == 1 => {
            return HExpr {
                kind: HKind::Int(c.wrap(b[0] as i8 as i64)),
                ty: ty.clone(),
                span: e.span,
            };
        }
        // `cdef const char* s = "text"`: an ASCII str literal is a C
        // string literal.
        (HKind::Str(s), Ty::Ptr(Some(d))) if d.is_char() && s.is_ascii() => {
            let b = HExpr {
                kind: HKind::Bytes(std::sync::Arc::from(s.as_bytes())),
                ty: Ty::Object,
                span: e.span,
            };
            return convert(b, ty);
        }
        (HKind::Str(s), Ty::Int(c)) if s.len() == 1 => {
            return HExpr {
                kind: HKind::Int(c.wrap(i64::from(s.as_bytes()[0]))),
                ty: ty.clone(),
                span: e.span,
            };
        }
        (HKind::Int(i), Ty::Int(c)) => {
            return HExpr {
                kind: HKind::Int(c.wrap(*i)),
                ty: ty.clone(),
                span: e.span,
            };
        }
        (HKind::Int(i), Ty::Double | Ty::Float) => {
            let x = if *ty == Ty::Float {
                *i as f32 as f64
            } else {
                *i as f64
            };
            return HExpr {
                kind: HKind::Float(x),
                ty: ty.clone(),
                span: e.span,
            };
        }
        // A constant Python int becomes a C literal, which C truncates
        // to the target's width (Cython folds `2 ** 40` and writes it so).
        (HKind::BigInt(b), Ty::Int(c)) => {
            let low = b.iter_u64_digits().next().unwrap_or(0);
            let low = if b.sign() == num_bigint::Sign::Minus {
                low.wrapping_neg()
            } else {
                low
            };
            return HExpr {
                kind: HKind::Int(c.wrap(low as i64)),
                ty: ty.clone(),
                span: e.span,
            };
        }
        (HKind::Int(i), Ty::Bint) => {
            return HExpr {
                // A C int: `cdef bint b = 7` holds 7.
                kind: HKind::Int(CInt::Int.wrap(*i)),
                ty: Ty::Bint,
                span: e.span,
            };
        }
        (HKind::Bool(b), Ty::Bint | Ty::Int(_)) => {
            return HExpr {
                kind: HKind::Int(*b as i64),
                ty: ty.clone(),
                span: e.span,
            };
        }
        (HKind::Int(i), Ty::FloatComplex | Ty::DoubleComplex) => {
            let z = crate::eval::complex::from_parts(*i as f64, 0.0);
            return literal_complex(z, ty, e.span);
        }
        (HKind::Float(x), Ty::FloatComplex | Ty::DoubleComplex) => {
            let z = crate::eval::complex::from_parts(*x, 0.0);
            return literal_complex(z, ty, e.span);
        }
        (HKind::Complex(re, im), Ty::FloatComplex | Ty::DoubleComplex) => {
            return literal_complex((*re, *im), ty, e.span);
        }
        (HKind::Float(x), Ty::Double) => {
            return HExpr {
                kind: HKind::Float(*x),
                ty: Ty::Double,
                span: e.span,
            };
        }
        (HKind::Float(x), Ty::Float) => {
            return HExpr {
                kind: HKind::Float(*x as f32 as f64),
                ty: Ty::Float,
                span: e.span,
            };
        }
        _ => {}
    }
    // A view of a C array: C-contiguous over its block.
    let c_array = match &e.ty {
        Ty::CArray(d, n) => Some((*d, vec![*n])),
        Ty::CArrayNd(d, dims) => Some((*d, dims.to_vec())),
        _ => None,
    };
    if let (Some((d, dims)), Ty::Memview(m)) = (c_array, ty) {
        let d = &d;
        let span = e.span;
        let extents = dims
            .iter()
            .map(|n| HExpr {
                kind: HKind::Int(*n as i64),
                ty: Ty::Int(CInt::SsizeT),
                span,
            })
            .collect();
        let own = super::types::MvType {
            dtype: *d,
            ndim: dims.len() as u8,
            contig: super::types::Contig::C,
            is_const: false,
        };
        let ptr = convert(e, &Ty::Ptr(Some(own.dtype)));
        let view = HExpr {
            kind: HKind::PtrView(Box::new(ptr), extents),
            ty: Ty::Memview(own),
            span,
        };
        return if own == *m { view } else { convert(view, ty) };
    }
    let span = e.span;
    HExpr {
        kind: HKind::Convert(Box::new(e)),
        ty: ty.clone(),
        span,
    }
}

/// A complex constant of C complex type `ty`.
fn literal_complex(z: (f64, f64), ty: &Ty, span: crate::source::Span) -> HExpr {
    let (re, im) = if *ty == Ty::FloatComplex {
        crate::eval::complex::to_single(z)
    } else {
        z
    };
    HExpr {
        kind: HKind::Complex(re, im),
        ty: ty.clone(),
        span,
    }
}

/// Is `e` an integer literal (possibly negated) that can adopt a C type?
pub fn int_literal(e: &HExpr) -> Option<i64> {
    match &e.kind {
        HKind::Int(i) if e.ty == Ty::Object => Some(*i),
        _ => None,
    }
}

pub fn float_literal(e: &HExpr) -> Option<f64> {
    match &e.kind {
        HKind::Float(x) if e.ty == Ty::Object => Some(*x),
        _ => None,
    }
}

/// The C type an untyped literal takes beside a C operand: `int` when it
/// fits, else `long`; float literals are `double`.
pub fn literal_c_type(e: &HExpr) -> Option<Ty> {
    if let Some(i) = int_literal(e) {
        // Cython types a literal outside 32 bits as a Python int, whatever
        // it meets (`IntNode.find_suitable_type_for_value`).
        return i32::try_from(i).is_ok().then_some(Ty::Int(CInt::Int));
    }
    if float_literal(e).is_some() {
        return Some(Ty::Double);
    }
    if let HKind::Bool(_) = e.kind
        && e.ty == Ty::Object
    {
        return Some(Ty::Bint);
    }
    None
}

/// The type a binary operation is computed in, and the result type.
pub enum OpTypes {
    /// Both operands converted to `operand`; result of type `result`.
    C { operand: Ty, result: Ty },
    /// Python object arithmetic.
    Object,
    /// A C operation that Cython refuses (e.g. `&` on doubles).
    Invalid,
}

/// Decides how `a op b` is computed. `rhs_literal` is the right operand's
/// value when it is an integer literal (it matters for `**`).
/// `cpow` is the directive's value (on: integer powers stay integers).
pub fn binary_types(op: BinOp, a: &Ty, b: &Ty, rhs_literal: Option<i64>, cpow: bool) -> OpTypes {
    let Some(common) = Ty::arith(a, b) else {
        return OpTypes::Object;
    };
    match op {
        BinOp::Div => {
            let t = if common.is_c_int() {
                Ty::Double
            } else {
                common
            };
            OpTypes::C {
                operand: t.clone(),
                result: t,
            }
        }
        BinOp::Pow => {
            if common.is_c_int() {
                match rhs_literal {
                    // Cython computes these with __Pyx_pow_long.
                    Some(n) if n >= 0 || cpow => {
                        let t = Ty::arith(&common, &Ty::Int(CInt::Long)).unwrap_or(common);
                        OpTypes::C {
                            operand: t.clone(),
                            result: t,
                        }
                    }
                    // An unsigned exponent cannot make the result a
                    // fraction, so the power stays an integer.
                    None if cpow || matches!(b, Ty::Int(k) if !k.signed()) => OpTypes::C {
                        operand: common.clone(),
                        result: common,
                    },
                    _ => OpTypes::C {
                        operand: Ty::Double,
                        result: Ty::Double,
                    },
                }
            } else {
                OpTypes::C {
                    operand: common.clone(),
                    result: common,
                }
            }
        }
        BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => {
            if common.is_c_int() {
                // Shifts keep the promoted left operand's type.
                let t = if matches!(op, BinOp::Shl | BinOp::Shr) {
                    a.promoted()
                } else {
                    common
                };
                OpTypes::C {
                    operand: t.clone(),
                    result: t,
                }
            } else {
                OpTypes::Invalid
            }
        }
        BinOp::MatMul => OpTypes::Invalid,
        _ => OpTypes::C {
            operand: common.clone(),
            result: common,
        },
    }
}

/// Cython's refusal to make a C value other than a character or a
/// string pointer from a str literal.
const UNICODE_COERCION: &str = "Unicode literals do not support coercion to C types other than Py_UCS4/Py_UNICODE (for characters), Py_UNICODE* (for strings) or char*/void* (for auto-encoded strings).";

/// `assignable` for an expression: a tuple literal assigned to a ctuple
/// is also checked item by item at compile time, as Cython does.
const SINGLE_CHAR: &str = "Only single-character string literals can be coerced into ints.";

pub fn assignable_expr(e: &HExpr, to: &Ty) -> Result<(), String> {
    // Only Python objects, memoryviews and C++ values can be None: Cython
    // refuses a literal None for any other C type while compiling.
    if let HKind::NoneLit = e.kind
        && e.ty == Ty::Object
        && !matches!(
            to,
            Ty::Object | Ty::Memview(_) | Ty::Buffer(..) | Ty::Cpp(_) | Ty::Void
        )
    {
        return Err(format!("{NONE_REFUSED}{}", to.name()));
    }
    // A list display has no C number to become (Cython refuses it while
    // compiling; other Python objects fail when converted at run time).
    if let HKind::List(_) = &e.kind
        && matches!(to, Ty::Int(_) | Ty::Double | Ty::Float | Ty::Bint)
    {
        return Err(format!("Cannot coerce list to type '{}'", to.name()));
    }
    // A C number (an int literal is a C long to Cython) has no buffer to
    // view.
    if let Ty::Memview(_) = to {
        let from = match &e.kind {
            HKind::Int(_) | HKind::Bool(_) if e.ty == Ty::Object => Some("long".to_string()),
            HKind::Float(_) if e.ty == Ty::Object => Some("double".to_string()),
            _ if e.ty.is_c() => Some(e.ty.name()),
            _ => None,
        };
        if let Some(from) = from {
            return Err(format!("Cannot convert '{from}' to memoryviewslice"));
        }
    }
    // A float literal is a C double to Cython, which no C integer takes.
    if let (HKind::Float(_), Ty::Int(_) | Ty::Bint | Ty::Ucs4) = (&e.kind, to) {
        return assignable(&Ty::Double, to);
    }
    // `cdef char c = 'A'`: a one-character literal is a C char.
    if let (HKind::Str(s), Ty::Int(_)) = (&e.kind, to) {
        let mut chars = s.chars();
        return match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii() => Ok(()),
            (Some(_), None) => Err(UNICODE_COERCION.into()),
            _ => Err(SINGLE_CHAR.into()),
        };
    }
    if let (HKind::Bytes(b), Ty::Int(_)) = (&e.kind, to)
        && b.len() != 1
    {
        return Err(SINGLE_CHAR.into());
    }
    // Nor is a C float or complex made from one (`cdef double d = "x"`).
    if let (HKind::Str(_), Ty::Double | Ty::Float | Ty::DoubleComplex | Ty::FloatComplex) =
        (&e.kind, to)
    {
        return Err(UNICODE_COERCION.into());
    }
    if let (HKind::Str(s), Ty::Ptr(Some(d))) = (&e.kind, to)
        && d.is_char()
        && !s.is_ascii()
    {
        return Err(UNICODE_COERCION.into());
    }
    if let (HKind::Tuple(items), Ty::Ctuple(ts)) = (&e.kind, to) {
        if items.len() != ts.len() {
            return Err(format!(
                "trying to coerce sequence to ctuple of wrong length, expected {}, got {}",
                ts.len(),
                items.len()
            ));
        }
        for (item, t) in items.iter().zip(ts) {
            let from = match &item.kind {
                HKind::Convert(inner) if item.ty == Ty::Object => inner.ty.clone(),
                HKind::Float(_) => Ty::Double,
                _ => item.ty.clone(),
            };
            assignable(&from, t)?;
        }
        return Ok(());
    }
    assignable(&e.ty, to)
}

/// Can a value of type `from` be assigned to a variable of type `to`
/// without an explicit cast? Returns Cython's message when not.
pub fn assignable(from: &Ty, to: &Ty) -> Result<(), String> {
    match (from, to) {
        (Ty::Double | Ty::Float, Ty::Int(_) | Ty::Bint | Ty::Ucs4) => Err(format!(
            "Cannot assign type '{}' to '{}'",
            from.name(),
            to.name()
        )),
        (Ty::Void, _) => Err("Cannot convert 'void' to Python object".into()),
        // A soft complex converts to a C real, checked at run time.
        (Ty::SoftComplex, Ty::Double | Ty::Float) => Ok(()),
        (Ty::FloatComplex | Ty::DoubleComplex | Ty::SoftComplex, t)
            if t.is_c() || t.is_address() =>
        {
            Err(format!(
                "Cannot assign type '{}' to '{}'",
                from.name(),
                to.name()
            ))
        }
        // Only a pointer to chars has a Python counterpart (bytes).
        (Ty::Ptr(d), Ty::Object) if !d.is_some_and(|d| d.is_char()) => {
            Err(format!("Cannot convert '{}' to Python object", from.name()))
        }
        // A memoryview over a C array of arrays: its element type and
        // number of extents must match.
        (Ty::CArrayNd(d, dims), Ty::Memview(m))
            if m.dtype != *d || m.ndim as usize != dims.len() =>
        {
            Err(format!(
                "Cannot assign type '{}' to '{}'",
                from.name(),
                to.name()
            ))
        }
        (Ty::Memview(a), Ty::Memview(b)) => {
            let layout_ok = a.contig == b.contig || b.contig == super::types::Contig::Strided;
            if a.dtype != b.dtype || a.ndim != b.ndim || !layout_ok || (a.is_const && !b.is_const) {
                Err(format!(
                    "Memoryview '{}' not conformable to memoryview '{}'.",
                    a.name(),
                    b.name()
                ))
            } else {
                Ok(())
            }
        }
        (Ty::FuncPtr(_), Ty::Object) => {
            Err(format!("Cannot convert '{}' to Python object", from.name()))
        }
        (Ty::FuncPtr(a), Ty::FuncPtr(b)) if a != b => Err(format!(
            "Cannot assign type '{}' to '{}'",
            from.name(),
            to.name()
        )),
        (Ty::Struct(def), Ty::Object) if super::types::holds_pointer(def) => {
            Err(format!("Cannot convert '{}' to Python object", from.name()))
        }
        (Ty::PtrPtr(_), Ty::Object) => {
            Err(format!("Cannot convert '{}' to Python object", from.name()))
        }
        (Ty::StructPtr(_), Ty::Object) => {
            Err(format!("Cannot convert '{}' to Python object", from.name()))
        }
        (Ty::StructPtr(a), Ty::StructPtr(b)) if a.name != b.name => Err(format!(
            "Cannot assign type '{}' to '{}'",
            from.name(),
            to.name()
        )),
        (Ty::StructPtr(_), Ty::Ptr(Some(_))) | (Ty::Ptr(Some(_)), Ty::StructPtr(_)) => Err(
            format!("Cannot assign type '{}' to '{}'", from.name(), to.name()),
        ),
        (Ty::Ptr(a), Ty::Ptr(b)) if a != b && a.is_some() && b.is_some() => Err(format!(
            "Cannot assign type '{}' to '{}'",
            from.name(),
            to.name()
        )),
        (Ty::Ptr(_), t) if t.is_c() => Err(format!(
            "Cannot assign type '{}' to '{}'",
            from.name(),
            t.name()
        )),
        (t, Ty::Ptr(_)) if t.is_c() => Err(format!(
            "Cannot assign type '{}' to '{}'",
            t.name(),
            to.name()
        )),
        (Ty::Memview(m), t) if t.is_c() => {
            Err(format!("Cannot convert '{}' to '{}'", m.name(), t.name()))
        }
        (Ty::Cpp(c), Ty::Object) if !c.converts() => {
            Err(format!("Cannot convert '{}' to Python object", from.name()))
        }
        (Ty::Object, Ty::Cpp(c)) if !c.converts() => {
            Err(format!("Cannot convert Python object to '{}'", to.name()))
        }
        (Ty::Cpp(_), Ty::Object) | (Ty::Object, Ty::Cpp(_)) => Ok(()),
        (Ty::Cpp(_), _) | (_, Ty::Cpp(_)) if from != to => Err(format!(
            "Cannot assign type '{}' to '{}'",
            from.name(),
            to.name()
        )),
        (t, Ty::Memview(m)) if t.is_c() => {
            Err(format!("Cannot convert '{}' to memoryviewslice", t.name())
                .replace("memoryviewslice", &m.name()))
        }
        _ => Ok(()),
    }
}

/// The message of the refusal above, by which its cascades are found.
const NONE_REFUSED: &str = "Cannot assign None to ";

/// An expression that failed to compile leaves a None in its place; the
/// refusal of that None where a C value is wanted repeats an error already
/// reported there, so it is dropped.
pub fn drop_none_cascades(diags: &mut Vec<crate::diag::Diagnostic>) {
    let cascades: Vec<usize> = (0..diags.len())
        .filter(|&k| {
            let (d, span) = (&diags[k], diags[k].span);
            d.message.starts_with(NONE_REFUSED)
                && span.is_some_and(|s| {
                    diags.iter().enumerate().any(|(j, o)| {
                        j != k
                            && !o.message.starts_with(NONE_REFUSED)
                            && o.span.is_some_and(|o| o.start <= s.start && s.end <= o.end)
                    })
                })
        })
        .collect();
    for k in cascades.into_iter().rev() {
        diags.remove(k);
    }
}
