//! Builtins that Cython compiles to direct C calls (its `Builtin.py`
//! table) rather than Python calls: a C function has no keyword
//! parameters, so Cython refuses a keyword argument to one while
//! compiling, where CPython would raise a TypeError only when the call
//! runs.

use super::Sema;
use super::coerce::{convert, literal_c_type};
use super::hir::HExpr;
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::Arg;

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
        let c_type = |x: &HExpr| {
            let t = if x.ty.is_c() {
                Some(x.ty.clone())
            } else {
                literal_c_type(x).map(long_literal)
            };
            t.filter(|t| t.is_c_int() || t.is_c_float())
        };
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
