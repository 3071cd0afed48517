//! `with mgr as target: body` for a Python context manager (Cython's
//! order of lookups and calls): `__enter__`'s
//! result bound to the target, `__exit__` called however the body ends —
//! with the exception's type, value and `None` for a traceback when it
//! raised, the exception swallowed when `__exit__` returns a true value.

use super::Compiler;
use crate::eval::attrs;
use crate::eval::call::{Es, Flow, call_value};
use crate::eval::exc::*;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::source::Span;

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
            // Looked up as compiled Cython does, `__exit__` first, each
            // missing one an AttributeError naming it.
            let exit =
                attrs::getattr(f, &mv, "__exit__").map_err(|_| attr_error("__exit__").at(span))?;
            let enter = attrs::getattr(f, &mv, "__enter__")
                .map_err(|_| attr_error("__enter__").at(span))?;
            let v = call_value(&enter, Vec::new(), Vec::new(), f).map_err(|e| e.at(span))?;
            if let Some(s) = &store {
                s(f, v)?;
            }
            match b(f) {
                Ok(flow) => {
                    let none = || Value::None;
                    call_value(&exit, vec![none(), none(), none()], Vec::new(), f)
                        .map_err(|e| e.at(span))?;
                    Ok(flow)
                }
                Err(e) => {
                    let exc = e.value.clone();
                    let ty = match &exc {
                        Value::Instance(i) => Value::Class(i.class.clone()),
                        _ => Value::None,
                    };
                    let r = call_value(&exit, vec![ty, exc, Value::None], Vec::new(), f)
                        .map_err(|e| e.at(span))?;
                    if attrs::truth(f, &r).map_err(|e| e.at(span))? {
                        Ok(Flow::Normal)
                    } else {
                        Err(e)
                    }
                }
            }
        })
    }
}
