//! Cython's compile-time refusal of a C call (a cdef or cpdef function
//! called by name) with too few or too many arguments, worded as Cython
//! words it: "expected at least 1" / "expected at most 2" when the
//! function has defaults, "expected 2" when it has none.

use super::Sema;
use super::hir::{FuncId, HExpr, HKind};
use super::types::Ty;
use crate::source::Span;
use crate::syntax::ast::FuncKind;

impl Sema<'_> {
    /// Whether a wrong argument count to function `id` is refused while
    /// compiling (a C call) rather than raised when the call runs.
    pub(super) fn c_call_checks_arity(&self, id: FuncId) -> bool {
        matches!(self.funcs[id].kind, FuncKind::Cdef | FuncKind::Cpdef)
    }

    /// Reports the wrong count of `got` arguments and stands in for the
    /// call.
    pub(super) fn wrong_arg_count(&mut self, id: FuncId, got: usize, ret: Ty, span: Span) -> HExpr {
        let positional: Vec<bool> = self.funcs[id]
            .params
            .iter()
            .filter(|p| p.kind == super::hir::ParamKind::Positional)
            .map(|p| p.default.is_some())
            .collect();
        let max = positional.len();
        let min = positional.iter().filter(|d| !**d).count();
        let expected = match (got < min, min < max) {
            (true, true) => format!("at least {min}"),
            (false, true) => format!("at most {max}"),
            (true, false) => min.to_string(),
            (false, false) => max.to_string(),
        };
        self.error(
            "TypeError",
            format!("Call with wrong number of arguments (expected {expected}, got {got})"),
            span,
        );
        HExpr {
            kind: HKind::NoneLit,
            ty: ret,
            span,
        }
    }
}
