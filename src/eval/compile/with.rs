//! `with mgr as target: body` for a Python context manager (Cython's
//! order of lookups and calls): `__enter__`'s
//! result bound to the target, `__exit__` called however the body ends —
//! with the exception's type, value and `None` for a traceback when it
//! raised, the exception swallowed when `__exit__` returns a true value.

use super::Compiler;
use crate::eval::attrs;
use crate::eval::call::{Es, Flow, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::source::Span;

/// Looks up the manager's `__exit__` then `__enter__`, as compiled Cython
/// does (each missing one an AttributeError naming it), and calls
/// `__enter__`: the bound `__exit__` and what `__enter__` returned.
pub(super) fn enter(f: &mut Frame, mgr: &Value, span: Span) -> Res<(Value, Value)> {
    let exit = attrs::getattr(f, mgr, "__exit__").map_err(|_| attr_error("__exit__").at(span))?;
    let enter =
        attrs::getattr(f, mgr, "__enter__").map_err(|_| attr_error("__enter__").at(span))?;
    let v = call_value(&enter, Vec::new(), Vec::new(), f).map_err(|e| e.at(span))?;
    Ok((exit, v))
}

/// Calls `__exit__` for a body that ended with `r`.
pub(super) fn leave(f: &mut Frame, exit: &Value, r: Res<Flow>, span: Span) -> Res<Flow> {
    match r {
        Ok(flow) => {
            let none = || Value::None;
            call_value(exit, vec![none(), none(), none()], Vec::new(), f)
                .map_err(|e| e.at(span))?;
            Ok(flow)
        }
        Err(e) => {
            let exc = e.value.clone();
            let ty = match &exc {
                Value::Instance(i) => Value::Class(i.class.clone()),
                _ => Value::None,
            };
            let r = call_value(exit, vec![ty, exc, Value::None], Vec::new(), f)
                .map_err(|e| e.at(span))?;
            if attrs::truth(f, &r).map_err(|e| e.at(span))? {
                Ok(Flow::Normal)
            } else {
                Err(e)
            }
        }
    }
}

impl Compiler<'_> {
    pub(super) fn with_stmt(
        &mut self,
        mgr: &HExpr,
        target: Option<&HTarget>,
        body: &[HStmt],
        span: Span,
    ) -> Es {
        let m = self.obj(mgr);
        let store = target.map(|t| self.store_target(t));
        let b = self.block(body);
        Box::new(move |f| {
            let mv = m(f)?;
            let (exit, v) = enter(f, &mv, span)?;
            if let Some(s) = &store {
                s(f, v)?;
            }
            let r = b(f);
            leave(f, &exit, r, span)
        })
    }
}
