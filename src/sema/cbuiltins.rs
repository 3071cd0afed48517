//! Builtins that Cython compiles to direct C calls (its `Builtin.py`
//! table) rather than Python calls: a C function has no keyword
//! parameters, so Cython refuses a keyword argument to one while
//! compiling, where CPython would raise a TypeError only when the call
//! runs.

use super::Sema;
use super::coerce::{convert, literal_c_type};
use super::hir::{HExpr, HKind};
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr};

/// The builtins Cython maps to C functions, as measured with Cython 3.
const C_BUILTINS: &[&str] = &[
    "abs",
    "ascii",
    "bin",
    "callable",
    "chr",
    "delattr",
    "dir",
    "divmod",
    "format",
    "getattr",
    "hasattr",
    "hash",
    "hex",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "next",
    "oct",
    "ord",
    "pow",
    "repr",
    "setattr",
];

impl Sema<'_> {
    /// Refuses the first keyword argument of a call to a builtin that
    /// Cython calls in C. `path` is the builtin the callee names, if any.
    pub(super) fn check_c_builtin_keywords(&mut self, path: &str, args: &[Arg]) {
        if !C_BUILTINS.contains(&path) {
            return;
        }
        let Some(Arg::Kw(k, _)) = args.iter().find(|a| matches!(a, Arg::Kw(..))) else {
            return;
        };
        let msg = format!("C function got unexpected keyword argument '{}'", k.name);
        let d = self.error("SyntaxError", msg, k.span);
        d.help = Some(format!(
            "Cython compiles `{path}()` to a direct C call, whose arguments are positional \
             only: no keyword argument is accepted"
        ));
    }
}

impl Sema<'_> {
    /// `divmod` of two C numbers: Cython computes it in C, in the operands'
    /// usual arithmetic type (a `float` widened to `double`), with
    /// Python's floor semantics, and gives a ctuple. Its zero check says
    /// "division by zero", unlike Python's `int.__divmod__`. Anything
    /// else is Python's `divmod`.
    pub(super) fn c_divmod(&mut self, xs: Vec<HExpr>, span: Span) -> Option<HExpr> {
        let c_type = |x: &HExpr| own_c_type(x).filter(|t| t.is_c_int() || t.is_c_float());
        let t = match (c_type(&xs[0]), c_type(&xs[1])) {
            (Some(a), Some(b)) => Ty::arith(&a, &b)?,
            _ => return self.generic_builtin("divmod", xs, span),
        };
        let t = if t == Ty::Float { Ty::Double } else { t };
        let xs = xs.into_iter().map(|x| convert(x, &t)).collect();
        let mut call = self.generic_builtin("__c_divmod__", xs, span)?;
        call.ty = Ty::Ctuple(vec![t.clone(), t]);
        Some(call)
    }
}

/// Cython types an int literal as a C `long` where it meets a C operand.
pub(super) fn long_literal(t: Ty) -> Ty {
    match t {
        Ty::Int(_) => Ty::Int(CInt::Long),
        t => t,
    }
}

/// The C type Cython gives `x` where it meets a C operand: its own, or a
/// literal's (an int literal a `long`); None for other objects.
pub(super) fn own_c_type(x: &HExpr) -> Option<Ty> {
    if x.ty.is_c() {
        Some(x.ty.clone())
    } else {
        literal_c_type(x).map(long_literal)
    }
}

impl Sema<'_> {
    /// Builtins whose result Cython types as a C value (its `Builtin.py`
    /// signatures): `len` gives a `Py_ssize_t`, `ord` a `long`, `hash` a
    /// `Py_hash_t`, `float` a `double`, the predicates a `bint`. The call
    /// itself is Python's; only its result is converted, so a local
    /// assigned from one is inferred as that C type, as in Cython.
    pub(super) fn c_result_builtin(
        &mut self,
        path: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        let ty = match (path, pos.len()) {
            ("len", 1) | ("hash", 1) => Ty::Int(CInt::SsizeT),
            ("ord", 1) => Ty::Int(CInt::Long),
            ("float", 1) => Ty::Double,
            ("isinstance" | "issubclass" | "hasattr", 2) | ("callable", 1) => Ty::Bint,
            _ => return None,
        };
        let mut xs = Vec::new();
        for e in pos {
            let x = self.expr(e);
            // A C number is already what `float()` or `ord()` would give;
            // `ord()` of a C char is the char read as `unsigned char`.
            let char_ord = matches!(x.ty, Ty::Int(CInt::Char | CInt::SChar | CInt::UChar));
            match path {
                "float" if x.ty.is_c_int() || x.ty.is_c_float() => {
                    return Some(convert(x, &ty));
                }
                "ord" if char_ord => return Some(convert(x, &Ty::Int(CInt::UChar))),
                "ord" if x.ty == Ty::Ucs4 => return Some(convert(x, &ty)),
                // Of a one-character literal, a constant (Cython folds it),
                // which keeps a loop comparing against it C-level.
                "ord" if let Some(code) = one_char_code(&x) => {
                    return Some(HExpr {
                        kind: HKind::Int(code),
                        ty,
                        span,
                    });
                }
                // A typed view's length is its first extent, as Cython
                // reads it (0 for None).
                "len" if matches!(x.ty, Ty::Memview(_)) => {
                    let zero = HExpr {
                        kind: HKind::Int(0),
                        ty: ty.clone(),
                        span,
                    };
                    let dim = HKind::MvDim(Box::new(x), "shape", Box::new(zero));
                    return Some(HExpr {
                        kind: dim,
                        ty,
                        span,
                    });
                }
                _ => xs.push(self.object_of(e, x)),
            }
        }
        let call = self.generic_builtin(path, xs, span)?;
        Some(convert(call, &ty))
    }
}

/// The type of `a if c else b` (Cython's `independent_spanning_type`): an
/// int literal is a `long` and a float literal a `double`; two C numbers
/// span to the wider without C's integer promotion (`char`/`unsigned
/// char` is `unsigned char`); a `bint` spans only with a `bint`. Where
/// the result becomes an object, each branch is converted on its own
/// (see `coerce::convert`), so `i if x else 2.5` is still an int there.
pub(super) fn conditional_type(a: &HExpr, b: &HExpr) -> Ty {
    let own = |x: &HExpr| own_c_type(x).unwrap_or(Ty::Object);
    if a.ty == b.ty && a.ty != Ty::Object {
        return a.ty.clone();
    }
    let (ta, tb) = (own(a), own(b));
    if ta == tb {
        return ta;
    }
    let number = |t: &Ty| t.is_c_int() || t.is_c_float();
    if !number(&ta) || !number(&tb) {
        return if a.ty.is_c() && b.ty.is_c() {
            Ty::arith(&a.ty, &b.ty).unwrap_or(Ty::Object)
        } else {
            Ty::Object
        };
    }
    match (ta, tb) {
        (Ty::Double, _) | (_, Ty::Double) => Ty::Double,
        (Ty::Float, _) | (_, Ty::Float) => Ty::Float,
        (Ty::Int(x), Ty::Int(y)) => Ty::Int(if x.rank() != y.rank() {
            if x.rank() > y.rank() { x } else { y }
        } else if !x.signed() {
            x
        } else {
            y
        }),
        _ => Ty::Object,
    }
}

/// A branch of `a if c else b` converted to the conditional's type `ty`.
/// A literal first takes its own C type, and a branch whose type differs
/// stays visible inside its conversion, so that `coerce::convert` can give
/// it to an object context as it was.
pub(super) fn conditional_branch(x: HExpr, ty: &Ty) -> HExpr {
    if !ty.is_c() || x.ty.is_c() {
        return convert(x, ty);
    }
    let Some(own) = own_c_type(&x) else {
        return convert(x, ty);
    };
    let x = convert(x, &own);
    if x.ty == *ty {
        return x;
    }
    let span = x.span;
    HExpr {
        kind: HKind::Convert(Box::new(x)),
        ty: ty.clone(),
        span,
    }
}

/// The code of a one-character str literal or one-byte bytes literal.
fn one_char_code(x: &HExpr) -> Option<i64> {
    match &x.kind {
        HKind::Str(s) => {
            let mut cs = s.chars();
            let c = cs.next()?;
            cs.next().is_none().then_some(i64::from(u32::from(c)))
        }
        HKind::Bytes(b) => match b[..] {
            [c] => Some(i64::from(c)),
            _ => None,
        },
        _ => None,
    }
}
