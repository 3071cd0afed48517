//! A libc math function used as a value (`integrate(sin, 0, pi, n)` with a
//! `double (*)(double)` parameter): C takes the function's address; arr
//! makes a `cdef` function of one or two doubles whose body is the C call,
//! once per program, and passes that.

use super::Sema;
use super::hir::*;
use super::types::Ty;
use crate::builtins;
use crate::source::Span;
use crate::syntax::ast::FuncKind;
use std::sync::Arc;

impl Sema<'_> {
    /// The function standing for `libc.math.<name>`; None when it is not
    /// a function of doubles arr has.
    pub(super) fn libc_function(&mut self, name: &str, span: Span) -> Option<FuncId> {
        let (cname, arity) = if let Some(n) = builtins::C_MATH_1.iter().find(|n| **n == name) {
            (*n, 1)
        } else {
            (*builtins::C_MATH_2.iter().find(|n| **n == name)?, 2)
        };
        let qualname = format!("libc.math.{cname}");
        if let Some(id) = self.funcs.iter().position(|f| *f.qualname == *qualname) {
            return Some(id);
        }
        let params: Vec<HParam> = ["x", "y"][..arity]
            .iter()
            .enumerate()
            .map(|(i, p)| HParam {
                name: Arc::from(*p),
                var: Var {
                    place: Place::Local(i as u32),
                    ty: Ty::Double,
                    name: Arc::from(*p),
                },
                kind: ParamKind::Positional,
                default: None,
                not_none: false,
                class_slot: None,
                py_type: None,
            })
            .collect();
        let args = params
            .iter()
            .map(|p| HExpr {
                kind: HKind::Load(p.var.clone()),
                ty: Ty::Double,
                span,
            })
            .collect();
        let call = HExpr {
            kind: HKind::CBuiltin(cname, args),
            ty: Ty::Double,
            span,
        };
        self.funcs.push(HFunc {
            name: Arc::from(cname),
            qualname: Arc::from(qualname.as_str()),
            kind: FuncKind::Cdef,
            params,
            ret: Ty::Double,
            except: ExceptKind::NoExcept,
            n_c: arity as u32,
            n_v: 0,
            cell_slots: Vec::new(),
            free: Vec::new(),
            body: vec![HStmt {
                kind: SKind::Return(Some(call)),
                span,
            }],
            span,
            is_lambda: false,
            is_method: false,
            counts_without_self: false,
            directives: self.directives,
            module: None,
            nogil: false,
            doc: None,
            ret_check: None,
        });
        Some(self.funcs.len() - 1)
    }
}
