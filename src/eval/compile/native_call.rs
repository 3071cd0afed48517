//! Calls of `cdef` functions inside a kernel: the callee is lowered once
//! into a function of the kernel program (recursion included), taking C
//! parameters and returning a C value, as `direct.rs` calls it — the
//! depth checked before the arguments are evaluated, an error leaving
//! through the call with the callee's name and the call's span in its
//! traceback.

use super::native::{Lowering, Scope, renumber};
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use crate::syntax::ast::FuncKind;

type Lo<T> = Option<T>;

impl Lowering<'_> {
    /// `f(args)` of a known function: the call and its result's kind (`I`
    /// for a function returning nothing).
    pub(super) fn call(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Lo<(k::Expr, Kind)> {
        let f = self.prog.funcs.get(id)?;
        if f.params.len() != args.len() {
            return None;
        }
        let ret = match &f.ret {
            Ty::Void => Kind::I,
            t => Self::kind_of(t)?,
        };
        let name = f.qualname.clone();
        let func = self.callee(id)?;
        // The depth check comes first, as in `direct.rs`.
        let recursion = self.recursion_site(span);
        let mut xs = Vec::with_capacity(args.len());
        for (a, p) in args.iter().zip(f.params.iter()) {
            if a.ty != p.var.ty {
                return None;
            }
            // A C complex is passed as its two parts.
            if a.ty.is_complex() {
                let mut first = Vec::new();
                let (re, im) = self.cplx(a, &mut first)?;
                xs.push(if first.is_empty() {
                    re
                } else {
                    k::Expr::Seq(first, Box::new(re))
                });
                xs.push(im);
                continue;
            }
            Self::kind_of(&p.var.ty)?;
            xs.push(self.any(a)?);
        }
        self.scope.can_raise = true;
        let call = u32::try_from(self.calls.len()).ok()?;
        self.calls.push((name, span));
        Some((
            k::Expr::Call {
                func,
                args: xs,
                call,
                recursion,
            },
            ret,
        ))
    }

    /// The kernel function of `cdef` function `id`, lowered on first use.
    fn callee(&mut self, id: FuncId) -> Lo<u32> {
        if let Some(&known) = self.func_ix.get(&id) {
            return known;
        }
        let f = self.prog.funcs.get(id)?;
        let plain = matches!(f.kind, FuncKind::Cdef | FuncKind::Cpdef)
            && f.cell_slots.is_empty()
            && f.free.is_empty()
            && !super::resumable::has_yield(&f.body)
            && f.params.iter().all(|p| {
                p.kind == ParamKind::Positional
                    && matches!(p.var.place, Place::Local(_))
                    && (Self::kind_of(&p.var.ty).is_some()
                        || matches!(p.var.ty, Ty::DoubleComplex | Ty::FloatComplex))
            });
        if !plain {
            self.func_ix.insert(id, None);
            return None;
        }
        let ix = u32::try_from(self.funcs.len()).ok()?;
        self.funcs.push(None);
        self.func_ix.insert(id, Some(ix));
        let outer = std::mem::replace(&mut self.scope, Scope::callee(f.ret.clone()));
        let dir = std::mem::replace(&mut self.dir, f.directives);
        let lowered = self.callee_body(f);
        let scope = std::mem::replace(&mut self.scope, outer);
        self.dir = dir;
        // A `noexcept` function that could raise would print the error
        // and return 0 (`direct.rs`): only the closures do that.
        let ok = lowered.filter(|_| f.except != ExceptKind::NoExcept || !scope.can_raise);
        let Some(mut body) = ok else {
            self.func_ix.insert(id, None);
            return None;
        };
        renumber(&mut body, scope.vars.len() as u32);
        let mut vars: Vec<Kind> = scope
            .vars
            .iter()
            .filter_map(|v| Self::kind_of(&v.ty))
            .collect();
        vars.extend(&scope.temps);
        let slot = self.funcs.get_mut(ix as usize)?;
        let params = f
            .params
            .iter()
            .map(|p| if p.var.ty.is_complex() { 2 } else { 1 })
            .sum();
        *slot = Some(k::Func {
            vars,
            params,
            ret: Self::kind_of(&f.ret),
            body,
        });
        Some(ix)
    }

    /// The parameters (the first variables) and the body of a callee.
    fn callee_body(&mut self, f: &HFunc) -> Lo<Vec<k::Stmt>> {
        for p in &f.params {
            if p.var.ty.is_complex() {
                self.cvar(&p.var)?;
            } else {
                self.var(&p.var)?;
            }
        }
        let mut out = Vec::new();
        for s in &f.body {
            self.stmt(s, &mut out)?;
        }
        Some(out)
    }
}
