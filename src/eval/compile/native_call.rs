//! Calls of `cdef` functions inside a kernel: the callee is lowered once
//! into a function of the kernel program (recursion included), taking C
//! parameters and returning a C value, as `direct.rs` calls it. A typed
//! view parameter passed a view the kernel holds as an argument is bound
//! to that argument: the callee is lowered once per such binding, and
//! reaches the elements through the kernel's argument table — the
//! depth checked before the arguments are evaluated, an error leaving
//! through the call with the callee's name and the call's span in its
//! traceback. A `noexcept` callee's error does not leave: the call
//! notes it for the run to print as Cython's "Exception ignored" and
//! gives 0, as `direct.rs`'s call does.

use super::native::{Lowering, Scope, renumber};
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::{Contig, MvType, Ty};
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
        // A struct comes back through the scratch cells.
        let ret = match &f.ret {
            Ty::Void | Ty::Struct(_) => Kind::I,
            t @ Ty::Ctuple(_) => {
                super::native_struct::ctuple_items(t)?;
                Kind::I
            }
            t => Self::kind_of(t)?,
        };
        let name = f.qualname.clone();
        let binds = self.view_binds(args, &f.params)?;
        let func = self.callee(id, binds)?;
        // The depth check comes first, as in `direct.rs`.
        let recursion = self.recursion_site(span);
        let mut xs = Vec::with_capacity(args.len());
        for (a, p) in args.iter().zip(f.params.iter()) {
            if matches!(p.var.ty, Ty::Memview(_)) {
                continue;
            }
            if a.ty != p.var.ty {
                return None;
            }
            if let Ty::Struct(_) = a.ty {
                self.struct_args(a, &mut xs)?;
                continue;
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
        let noexcept = f.except == ExceptKind::NoExcept;
        let on_fail = Self::zero_scratch(&f.ret);
        Some((
            self.call_expr(func, xs, (call, recursion), (noexcept, on_fail), ret),
            ret,
        ))
    }

    /// A call of kernel function `func`, its result of kind `ret`; a
    /// `noexcept` callee's error is noted (`note_ignored`), `on_fail` runs
    /// and the call gives 0.
    pub(super) fn call_expr(
        &mut self,
        func: u32,
        args: Vec<k::Expr>,
        (call, recursion): (u32, u32),
        (noexcept, on_fail): (bool, Vec<k::Stmt>),
        ret: Kind,
    ) -> k::Expr {
        self.ignores |= noexcept;
        if !noexcept {
            return k::Expr::Call {
                func,
                args,
                call,
                recursion,
                ignore: None,
            };
        }
        let (site, detail, r) = (self.temp(Kind::I), self.temp(Kind::I), self.temp(ret));
        let noted = k::Expr::CallI2(
            super::native_run::note_ignored,
            Box::new(k::Expr::Bin(
                k::Bin::Or,
                Box::new(k::Expr::Bin(
                    k::Bin::Shl,
                    Box::new(k::Expr::Var(site)),
                    Box::new(k::Expr::I(32)),
                )),
                Box::new(k::Expr::I(i64::from(call))),
            )),
            Box::new(k::Expr::Var(detail)),
        );
        let failed = k::Expr::Cmp(
            k::Cmp::Ne,
            Box::new(k::Expr::Var(site)),
            Box::new(k::Expr::I(0)),
        );
        k::Expr::Seq(
            vec![
                k::Stmt::Set(
                    r,
                    k::Expr::Call {
                        func,
                        args,
                        call,
                        recursion,
                        ignore: Some((site, detail)),
                    },
                ),
                k::Stmt::If(
                    failed,
                    std::iter::once(k::Stmt::Eval(noted))
                        .chain(on_fail)
                        .collect(),
                    Vec::new(),
                ),
            ],
            Box::new(k::Expr::Var(r)),
        )
    }

    /// The kernel arguments the views `args` passes to the view
    /// parameters among `params` are bound to, in order.
    pub(super) fn view_binds(&mut self, args: &[HExpr], params: &[HParam]) -> Lo<Vec<u32>> {
        let mut binds = Vec::new();
        for (a, p) in args.iter().zip(params) {
            if let Ty::Memview(t) = &p.var.ty {
                binds.push(self.bound_view(a, t)?);
            }
        }
        Some(binds)
    }

    /// The kernel argument a view passed to a parameter of type `param`
    /// is: a view the kernel (or, in a callee, the parameter bound to it)
    /// holds, of the parameter's element type and axes, and as
    /// contiguous as the parameter asks.
    fn bound_view(&mut self, a: &HExpr, param: &MvType) -> Lo<u32> {
        let mut view = a;
        while let HKind::Convert(inner) = &view.kind
            && matches!(inner.ty, Ty::Memview(_))
        {
            view = inner;
        }
        let Ty::Memview(t) = &view.ty else {
            return None;
        };
        let fits = t.dtype == param.dtype
            && t.ndim == param.ndim
            && (param.contig == Contig::Strided || param.contig == t.contig)
            && (param.is_const || !t.is_const);
        if !fits {
            return None;
        }
        match self.arg(view)? {
            (i, k::ArgKind::View(n)) if n == t.ndim => Some(i),
            _ => None,
        }
    }

    /// The kernel function of `cdef` function `id` with its view
    /// parameters bound to arguments `binds`, lowered on first use.
    fn callee(&mut self, id: FuncId, binds: Vec<u32>) -> Lo<u32> {
        let key = (id, binds);
        if let Some(&known) = self.func_ix.get(&key) {
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
                        || super::native_struct::leaf_count(&p.var.ty).is_some()
                        || matches!(
                            p.var.ty,
                            Ty::DoubleComplex | Ty::FloatComplex | Ty::Memview(_)
                        ))
            })
            && (!matches!(f.ret, Ty::Struct(_))
                || super::native_struct::leaf_count(&f.ret).is_some())
            && (!matches!(f.ret, Ty::Ctuple(_))
                || super::native_struct::ctuple_items(&f.ret).is_some());
        if !plain {
            self.func_ix.insert(key, None);
            return None;
        }
        let ix = u32::try_from(self.funcs.len()).ok()?;
        self.funcs.push(None);
        self.func_ix.insert(key.clone(), Some(ix));
        let mut scope = Scope::callee(f);
        scope.bind_views(&f.params, &key.1);
        let outer = std::mem::replace(&mut self.scope, scope);
        let dir = std::mem::replace(&mut self.dir, f.directives);
        let lowered = self.callee_body(f);
        let scope = std::mem::replace(&mut self.scope, outer);
        self.dir = dir;
        let Some(mut body) = lowered else {
            self.func_ix.insert(key, None);
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
            .map(|p| match p.var.ty {
                Ty::Memview(_) => 0,
                ref t if t.is_complex() => 2,
                ref t => super::native_struct::leaf_count(t).unwrap_or(1),
            })
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
            if matches!(p.var.ty, Ty::Memview(_)) {
                continue;
            }
            if p.var.ty.is_complex() {
                self.cvar(&p.var)?;
            } else if let Ty::Struct(_) = p.var.ty {
                self.svar(&p.var)?;
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
