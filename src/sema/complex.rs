//! C complex types in expressions: which operators Cython allows on a
//! `double complex` / `float complex`, the type each result has, and the
//! parts (`z.real`, `abs(z)`) that are C reals.

use super::Sema;
use super::coerce::{convert, literal_c_type};
use super::expr::h;
use super::hir::*;
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};

/// A literal number, or a float complex that C holds in double (see
/// `complex_binary`).
fn double_valued(e: &HExpr) -> bool {
    literal_c_type(e).is_some()
        || matches!(&e.kind, HKind::Unary(UnOp::Pos, x) if x.ty == Ty::DoubleComplex)
}

/// The real type of a complex type's parts.
pub fn part_type(t: &Ty) -> Ty {
    if *t == Ty::FloatComplex {
        Ty::Float
    } else {
        Ty::Double
    }
}

/// Does a C double expression hold a `**` that Cython computes as a soft
/// complex (see `soften`)?
pub fn has_soft_pow(e: &HExpr) -> bool {
    match &e.kind {
        HKind::CBuiltin("cpow", _) => true,
        HKind::Binary(_, a, b) if e.ty == Ty::Double => has_soft_pow(a) || has_soft_pow(b),
        HKind::Unary(_, a) if e.ty == Ty::Double => has_soft_pow(a),
        _ => false,
    }
}

/// A double expression with a `p ** q` in it, as Cython computes it where
/// it becomes an object: in soft complex, so a negative base gives a
/// complex (C contexts keep the double form, which refuses one).
pub fn soften(e: HExpr) -> HExpr {
    if !has_soft_pow(&e) {
        return e;
    }
    let span = e.span;
    let kind = match e.kind {
        HKind::CBuiltin("cpow", args) => {
            let mut it = args.into_iter();
            let (Some(p), Some(q)) = (it.next(), it.next()) else {
                return h(HKind::NoneLit, Ty::Object, span);
            };
            HKind::Binary(
                BinOp::Pow,
                Box::new(convert(p, &Ty::DoubleComplex)),
                Box::new(convert(q, &Ty::DoubleComplex)),
            )
        }
        HKind::Binary(op, a, b) => HKind::Binary(
            op,
            Box::new(convert(soften(*a), &Ty::DoubleComplex)),
            Box::new(convert(soften(*b), &Ty::DoubleComplex)),
        ),
        HKind::Unary(op, a) => HKind::Unary(op, Box::new(convert(soften(*a), &Ty::DoubleComplex))),
        other => return h(other, e.ty, span),
    };
    h(kind, Ty::SoftComplex, span)
}

impl Sema<'_> {
    /// The C type an operand has beside a C complex: its own C type, a
    /// literal's, `long` for a variable Cython inferred to be a Python
    /// int; `object` for anything else (Python arithmetic then).
    fn complex_operand_type(&mut self, x: &HExpr) -> Ty {
        if x.ty.is_complex() || x.ty.is_c() {
            return x.ty.clone();
        }
        if let Some(t) = literal_c_type(x) {
            return t;
        }
        if self.is_py_int(x) {
            return Ty::Int(CInt::Long);
        }
        Ty::Object
    }

    /// `a op b` where either side is a C complex and the other a C
    /// number or complex: C complex arithmetic, or Cython's refusal.
    /// Gives the operands back when the operation is Python's instead.
    pub(super) fn complex_binary(
        &mut self,
        op: BinOp,
        a: HExpr,
        b: HExpr,
        span: Span,
    ) -> Result<HExpr, Box<(HExpr, HExpr)>> {
        if !a.ty.is_complex() && !b.ty.is_complex() {
            return Err(Box::new((a, b)));
        }
        let (ta, tb) = (self.complex_operand_type(&a), self.complex_operand_type(&b));
        let Some(t) = Ty::complex_arith(&ta, &tb) else {
            return Err(Box::new((a, b)));
        };
        let refuse = |s: &mut Self, msg: String| {
            s.error("TypeError", msg, span);
            h(HKind::NoneLit, Ty::Object, span)
        };
        Ok(match op {
            BinOp::Pow if !matches!(tb, Ty::Int(_) | Ty::Bint) => {
                // A power with an exponent not of an integer type is
                // Cython's soft complex.
                let (a, b) = (convert(a, &t), convert(b, &t));
                h(
                    HKind::Binary(op, Box::new(a), Box::new(b)),
                    Ty::SoftComplex,
                    span,
                )
            }
            // A float complex meeting a number literal: Cython writes the
            // literal as a double, so C computes in double complex; the
            // value stays double until it is stored (see `convert`).
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div
                if t == Ty::FloatComplex && (double_valued(&a) || double_valued(&b)) =>
            {
                let (a, b) = (
                    convert(a, &Ty::DoubleComplex),
                    convert(b, &Ty::DoubleComplex),
                );
                let wide = h(
                    HKind::Binary(op, Box::new(a), Box::new(b)),
                    Ty::DoubleComplex,
                    span,
                );
                h(
                    HKind::Unary(UnOp::Pos, Box::new(wide)),
                    Ty::FloatComplex,
                    span,
                )
            }
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Pow => {
                let (a, b) = (convert(a, &t), convert(b, &t));
                h(HKind::Binary(op, Box::new(a), Box::new(b)), t, span)
            }
            BinOp::Mod => refuse(
                self,
                format!("mod operator not supported for type '{}'", t.name()),
            ),
            BinOp::FloorDiv => refuse(
                self,
                format!("binary operator // not supported for {}", t.name()),
            ),
            _ => refuse(
                self,
                format!(
                    "Invalid operand types for '{}' ({}; {})",
                    op.symbol(),
                    ta.name(),
                    tb.name()
                ),
            ),
        })
    }

    /// `-z`, `+z`, `~z` of a C complex.
    pub(super) fn complex_unary(&mut self, op: UnOp, x: HExpr, span: Span) -> HExpr {
        if op == UnOp::Invert {
            self.error(
                "TypeError",
                format!("Invalid operand type for '~' ({})", x.ty),
                span,
            );
            return h(HKind::NoneLit, Ty::Object, span);
        }
        if op == UnOp::Not {
            return self.complex_truth(x);
        }
        let t = x.ty.clone();
        h(HKind::Unary(op, Box::new(x)), t, span)
    }

    /// A C complex where a truth value is needed: Cython refuses it.
    pub(super) fn complex_truth(&mut self, x: HExpr) -> HExpr {
        let span = x.span;
        self.error(
            "TypeError",
            format!("Type '{}' not acceptable as a boolean", x.ty.name()),
            span,
        )
        .help = Some("test it against zero instead: `z != 0`".into());
        h(HKind::Bool(false), Ty::Bint, span)
    }

    /// A comparison chain with a C complex among C numbers: `==` and
    /// `!=` compare both parts; ordering is refused. None when an operand
    /// is a Python object (Python compares then).
    pub(super) fn complex_compare(
        &mut self,
        operands: &mut Vec<HExpr>,
        ops: &[CmpOp],
        span: Span,
    ) -> Option<HExpr> {
        if !operands.iter().any(|o| o.ty.is_complex()) {
            return None;
        }
        let mut types = Vec::with_capacity(operands.len());
        for o in operands.iter() {
            let t = self.complex_operand_type(o);
            if t == Ty::Object {
                return None;
            }
            types.push(t);
        }
        if let Some(op) = ops.iter().find(|op| !matches!(op, CmpOp::Eq | CmpOp::Ne)) {
            if matches!(op, CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge) {
                self.error("TypeError", "complex types are unordered", span)
                    .help =
                    Some("compare magnitudes (`abs(z)`) or parts (`z.real`) instead".into());
                return Some(h(HKind::Bool(false), Ty::Bint, span));
            }
            return None;
        }
        // The widest complex type holds every operand exactly.
        let common = types
            .iter()
            .try_fold(Ty::FloatComplex, |acc, t| Ty::complex_arith(&acc, t))
            .unwrap_or(Ty::DoubleComplex);
        let mut it = std::mem::take(operands)
            .into_iter()
            .map(|o| convert(convert(o, &common), &Ty::Object));
        let head = it.next()?;
        let pairs = ops.iter().copied().zip(it).collect();
        Some(h(HKind::Compare(Box::new(head), pairs), Ty::Bint, span))
    }

    /// `z.real` and `z.imag` of a C complex: C reals of its part type.
    pub(super) fn complex_part(&mut self, z: HExpr, name: &str, span: Span) -> HExpr {
        let part = part_type(&z.ty);
        let f = if name == "real" { "creal" } else { "cimag" };
        h(HKind::CBuiltin(f, vec![z]), part, span)
    }

    /// `abs(z)` (C's `cabs`) and `z.conjugate()` of a C complex.
    pub(super) fn complex_call(&mut self, what: &str, z: HExpr, span: Span) -> HExpr {
        let ty = z.ty.clone();
        if what == "abs" {
            return h(HKind::CBuiltin("cabs", vec![z]), part_type(&ty), span);
        }
        // C's `conj`, which keeps a real part of -0.0 (a round trip
        // through a Python complex would not).
        if matches!(ty, Ty::FloatComplex | Ty::DoubleComplex) {
            return h(HKind::CBuiltin("conj", vec![z]), ty, span);
        }
        let obj = convert(z, &Ty::Object);
        let call = h(
            HKind::CallMethod(Box::new(obj), "conjugate".into(), Vec::new()),
            Ty::Object,
            span,
        );
        convert(call, &ty)
    }

    /// `z.real = v` / `z.imag = v` on a C complex variable: the variable
    /// assigned a complex with that part replaced (Cython writes the
    /// part in place). None for other targets.
    pub(super) fn complex_part_store(
        &mut self,
        target: &crate::syntax::ast::Expr,
        value: &crate::syntax::ast::Expr,
    ) -> Option<SKind> {
        use crate::syntax::ast::ExprKind;
        let ExprKind::Attr(base, attr) = &target.kind else {
            return None;
        };
        let part = attr.name.as_str();
        if !matches!(base.kind, ExprKind::Name(_)) || !matches!(part, "real" | "imag") {
            return None;
        }
        // Decided without reporting anything twice: the target is resolved
        // again by the caller when it is not a complex's part.
        if !self.static_type_of(base).is_complex() {
            return None;
        }
        let z = self.expr(base);
        let HKind::Load(var) = &z.kind else {
            return None;
        };
        let (var, span) = (var.clone(), target.span);
        let ty = part_type(&var.ty);
        let new = convert(self.expr(value), &ty);
        let other = self.complex_part(z, if part == "real" { "imag" } else { "real" }, span);
        let (re, im) = if part == "real" {
            (new, other)
        } else {
            (other, new)
        };
        let complex = crate::builtins::lookup("complex")?;
        let call = h(
            HKind::Call(
                Box::new(h(HKind::Builtin(complex), Ty::Object, span)),
                vec![
                    HArg::Pos(convert(re, &Ty::Object)),
                    HArg::Pos(convert(im, &Ty::Object)),
                ],
            ),
            Ty::Object,
            span,
        );
        let vty = var.ty.clone();
        Some(SKind::Assign(
            vec![HTarget::Var(var, span)],
            convert(call, &vty),
        ))
    }

    /// A call of a `libc.complex` function: C's complex math on a double
    /// complex (`creal`, `cimag`, `cabs`, `carg` give doubles; `conj`,
    /// `cexp`, `clog`, `csqrt`, `cpow`, the trigonometric and hyperbolic
    /// functions and `cproj` complex values). None for names outside the
    /// module; the inverse functions are refused.
    pub(super) fn libc_complex_call(
        &mut self,
        name: &str,
        pos: &[&crate::syntax::ast::Expr],
        span: Span,
    ) -> Option<HExpr> {
        let arity = if name == "cpow" { 2 } else { 1 };
        let known = matches!(
            name,
            "creal"
                | "cimag"
                | "cabs"
                | "carg"
                | "conj"
                | "cexp"
                | "clog"
                | "clog10"
                | "csqrt"
                | "cpow"
                | "csin"
                | "ccos"
                | "ctan"
                | "csinh"
                | "ccosh"
                | "ctanh"
                | "cproj"
        );
        if !known {
            if LIBC_COMPLEX.contains(&name) {
                self.unsupported(&format!("libc.complex's `{name}`"), span);
                return Some(h(HKind::Complex(0.0, 0.0), Ty::DoubleComplex, span));
            }
            return None;
        }
        if pos.len() != arity {
            self.error(
                "TypeError",
                format!(
                    "Call with wrong number of arguments (expected {arity}, got {})",
                    pos.len()
                ),
                span,
            );
            return Some(h(HKind::Complex(0.0, 0.0), Ty::DoubleComplex, span));
        }
        let mut args = Vec::with_capacity(arity);
        for e in pos {
            let x = self.expr(e);
            if let Err(m) = super::coerce::assignable(&x.ty, &Ty::DoubleComplex) {
                self.error("TypeError", m, e.span);
            }
            args.push(convert(x, &Ty::DoubleComplex));
        }
        if name == "cpow" {
            let mut it = args.into_iter();
            let (Some(a), Some(b)) = (it.next(), it.next()) else {
                return None;
            };
            let kind = HKind::Binary(BinOp::Pow, Box::new(a), Box::new(b));
            return Some(h(kind, Ty::DoubleComplex, span));
        }
        let real = matches!(name, "creal" | "cimag" | "cabs" | "carg");
        let name: &'static str = match name {
            "creal" => "creal",
            "cimag" => "cimag",
            "cabs" => "cabs",
            "carg" => "carg",
            "conj" => "conj",
            "cexp" => "cexp",
            "clog" => "clog",
            "clog10" => "clog10",
            "csin" => "csin",
            "ccos" => "ccos",
            "ctan" => "ctan",
            "csinh" => "csinh",
            "ccosh" => "ccosh",
            "ctanh" => "ctanh",
            "cproj" => "cproj",
            _ => "csqrt",
        };
        let ty = if real { Ty::Double } else { Ty::DoubleComplex };
        Some(h(HKind::CBuiltin(name, args), ty, span))
    }
}

/// Every function Cython's `libc/complex.pxd` declares.
pub const LIBC_COMPLEX: &[&str] = &[
    "cacos", "casin", "catan", "ccos", "csin", "ctan", "cacosh", "casinh", "catanh", "ccosh",
    "csinh", "ctanh", "cexp", "clog", "clog10", "cpow", "csqrt", "cabs", "carg", "conj", "cproj",
    "cimag", "creal",
];
