//! HIR → closures. Each typed expression becomes a closure returning its
//! unboxed C value (`i64` for every integer type and bint, `f64` for float
//! and double) or a `Value` for objects, chosen once here from the static
//! type, so the running program does no type dispatch, name lookup or
//! allocation for C arithmetic.

mod cexpr;
mod cond;
mod cplx;
mod cppvec;
mod direct;
mod fieldbits;
mod foriter;
mod genloop;
mod genreduce;
mod leaf;
mod mixed;
mod mview;
mod mvslice;
mod native;
mod native_append;
mod native_call;
mod native_cplx;
mod native_cppvec;
mod native_errors;
mod native_expr;
mod native_field;
mod native_items;
mod native_iter;
mod native_localview;
mod native_method;
mod native_mixed;
mod native_ptr;
mod native_raise;
mod native_rows;
mod native_rows_run;
mod native_run;
mod native_scope;
mod native_struct;
mod native_walk;
mod oexpr;
mod ofast;
mod par;
mod reduce;
mod resumable;
mod rplan;
mod rtree;
mod stmt;
mod store;
mod vloop;
mod with;

use super::call::{Code, Ef, Ei, Es, Ev, Flow, ParamSpec, Slot};
use crate::sema::Directives;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use std::sync::{Arc, OnceLock};

/// A compiled function slot, filled once every body is compiled (calls may
/// precede the callee's compilation).
pub type CodeCell = Arc<OnceLock<Arc<Code>>>;

pub struct Compiler<'p> {
    prog: &'p Program,
    codes: Vec<CodeCell>,
    dir: Directives,
    module: Arc<str>,
    /// Compiling the module body (not a function's).
    module_body: bool,
}

/// A compiled program: the module body and every function's code.
pub struct Compiled {
    pub body: Es,
    pub codes: Vec<CodeCell>,
}

/// Compiles a whole program. `codes` are the cells of functions compiled
/// earlier in the same session (the REPL keeps them).
pub fn compile(prog: &Program, mut codes: Vec<CodeCell>) -> Compiled {
    while codes.len() < prog.funcs.len() {
        codes.push(Arc::new(OnceLock::new()));
    }
    let mut c = Compiler {
        prog,
        codes,
        dir: prog.directives,
        module: prog.module_name.clone(),
        module_body: false,
    };
    for (id, f) in prog.funcs.iter().enumerate() {
        if c.codes[id].get().is_some() {
            continue;
        }
        let code = c.function(f);
        let _ = c.codes[id].set(Arc::new(code));
    }
    c.dir = prog.directives;
    c.module_body = true;
    let body = c.block(&prog.body);
    Compiled {
        body,
        codes: c.codes,
    }
}

impl Compiler<'_> {
    fn function(&mut self, f: &HFunc) -> Code {
        let saved = self.dir;
        self.dir = f.directives;
        let saved_module = self.module.clone();
        if let Some(m) = &f.module {
            self.module = m.clone();
        }
        let generator = resumable::has_yield(&f.body);
        let body = if generator {
            self.gen_block(&f.body)
        } else {
            let closures = self.block(&f.body);
            self.native_body(f, closures)
        };
        self.dir = saved;
        let params = f
            .params
            .iter()
            .map(|p| ParamSpec {
                name: p.name.clone(),
                kind: p.kind,
                slot: match p.var.place {
                    Place::Local(s) if p.var.ty.is_c() => Slot::C(s),
                    Place::Local(s) => Slot::V(s),
                    Place::Cell(s) => Slot::Cell(s),
                    Place::Global(s) => Slot::V(s),
                },
                ty: p.var.ty.clone(),
                not_none: p.not_none,
                class_slot: p.class_slot,
                py_type: p.py_type,
                // A cpdef function reached through a Python call checks
                // its arguments as its `def` wrapper does.
                c_level: f.kind == crate::syntax::ast::FuncKind::Cdef,
            })
            .collect::<Vec<_>>();
        Code {
            plain_slots: Code::plain_slots_of(&params),
            name: f.name.clone(),
            qualname: f.qualname.clone(),
            params,
            n_c: f.n_c,
            n_v: f.n_v,
            cell_slots: f.cell_slots.clone(),
            free_slots: f.free.iter().map(|(_, s)| *s).collect(),
            body,
            ret: f.ret.clone(),
            noexcept: f.except == ExceptKind::NoExcept,
            counts_without_self: f.counts_without_self,
            module: std::mem::replace(&mut self.module, saved_module),
            generator,
            doc: f.doc.clone(),
        }
    }

    /// A statement list as one closure.
    fn block(&mut self, b: &[HStmt]) -> Es {
        let mut parts: Vec<Es> = b.iter().map(|s| self.stmt(s)).collect();
        match parts.len() {
            0 => Box::new(|_| Ok(Flow::Normal)),
            1 => parts
                .pop()
                .unwrap_or_else(|| Box::new(|_| Ok(Flow::Normal))),
            2 => {
                let b2 = parts
                    .pop()
                    .unwrap_or_else(|| Box::new(|_| Ok(Flow::Normal)));
                let b1 = parts
                    .pop()
                    .unwrap_or_else(|| Box::new(|_| Ok(Flow::Normal)));
                Box::new(move |f| {
                    let r = b1(f)?;
                    if r != Flow::Normal {
                        return Ok(r);
                    }
                    b2(f)
                })
            }
            _ => {
                let parts = parts.into_boxed_slice();
                Box::new(move |f| {
                    for p in parts.iter() {
                        let r = p(f)?;
                        if r != Flow::Normal {
                            return Ok(r);
                        }
                    }
                    Ok(Flow::Normal)
                })
            }
        }
    }

    /// Any expression, compiled for its effect (its value is dropped).
    fn effect(&mut self, e: &HExpr) -> Es {
        match &e.ty {
            Ty::Int(_) | Ty::Bint => {
                let x = self.int(e);
                Box::new(move |f| x(f).map(|_| Flow::Normal))
            }
            Ty::Float | Ty::Double => {
                let x = self.flt(e);
                Box::new(move |f| x(f).map(|_| Flow::Normal))
            }
            _ => {
                let x = self.obj(e);
                Box::new(move |f| x(f).map(|_| Flow::Normal))
            }
        }
    }
}

/// A closure that reports an internal inconsistency instead of panicking.
pub(crate) fn internal<T: 'static>(what: &str) -> super::call::Eany<T> {
    let msg = format!("internal error: {what}");
    Box::new(move |_| Err(super::exc::new_exc("SystemError", msg.clone())))
}

pub(crate) use internal as internal_error;
pub use store::unpack;

/// Re-exported closure kinds for the submodules.
pub(crate) type I = Ei;
pub(crate) type F = Ef;
pub(crate) type V = Ev;
