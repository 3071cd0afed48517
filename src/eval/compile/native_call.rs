//! Calls of `cdef` functions inside a kernel: the callee is lowered once
//! into a function of the kernel program (recursion included), taking C
//! parameters and returning a C value, as `direct.rs` calls it. A typed
//! view parameter passed a view the kernel holds as an argument is bound
//! to that argument: the callee is lowered once per such binding, and
//! reaches the elements through the kernel's argument table. A sub-view
//! `m[i]` / `m[i, :]` of such a view binds the parameter to `m` with its
//! leading axes fixed: the caller checks the indices where the argument
//! stands (the interpreter's IndexError), and passes them after the
//! callee's own parameters; a row handed to a `cdef` function per
//! iteration then costs no view object and no second kernel — the
//! depth checked before the arguments are evaluated, an error leaving
//! through the call with the callee's name and the call's span in its
//! traceback. A `noexcept` callee's error does not leave: the call
//! notes it for the run to print as Cython's "Exception ignored" and
//! gives 0, as `direct.rs`'s call does.

use super::mvslice;
use super::native::{Lowering, Scope, SiteKind, renumber};
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::{Contig, MvType, Ty};
use crate::source::Span;
use crate::syntax::ast::FuncKind;

type Lo<T> = Option<T>;

/// A view argument: its kernel argument, the leading indices fixed by a
/// sub-view passed (none for a whole view), and the subscript's span.
type SubView = (u32, Vec<k::Expr>, Span);

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
        let views = self.sub_view_binds(args, &f.params)?;
        let binds = views
            .iter()
            .map(|(arg, at, _)| (*arg, at.len() as u8))
            .collect();
        let func = self.callee(id, binds)?;
        // The depth check comes first, as in `direct.rs`.
        let recursion = self.recursion_site(span);
        let mut xs = Vec::with_capacity(args.len());
        // A sub-view's indices are evaluated and checked where its
        // argument stands, before the arguments after it (the statements
        // wait in `pending` for the next argument's expression), and are
        // passed after the function's own parameters.
        let mut pending: Vec<k::Stmt> = Vec::new();
        let mut fixed: Vec<u32> = Vec::new();
        let mut views = views.iter();
        for (a, p) in args.iter().zip(f.params.iter()) {
            if matches!(p.var.ty, Ty::Memview(_)) {
                let (buf, at, at_span) = views.next()?;
                self.sub_view_indices(*buf, at, *at_span, &mut pending, &mut fixed)?;
                continue;
            }
            let before = xs.len();
            self.push_arg(a, p, &mut xs)?;
            if !pending.is_empty()
                && let Some(x) = xs.get_mut(before)
            {
                let first = std::mem::replace(x, k::Expr::I(0));
                *x = k::Expr::Seq(std::mem::take(&mut pending), Box::new(first));
            }
        }
        let mut fixed = fixed.into_iter().map(k::Expr::Var);
        if let Some(first) = fixed.next() {
            xs.push(k::Expr::Seq(pending, Box::new(first)));
            xs.extend(fixed);
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

    /// The expressions passing C argument `a` to parameter `p`: a
    /// struct's leaves, a complex's two parts, or its value.
    fn push_arg(&mut self, a: &HExpr, p: &HParam, xs: &mut Vec<k::Expr>) -> Lo<()> {
        if a.ty != p.var.ty {
            return None;
        }
        if let Ty::Struct(_) = a.ty {
            return self.struct_args(a, xs);
        }
        if a.ty.is_complex() {
            let mut first = Vec::new();
            let (re, im) = self.cplx(a, &mut first)?;
            xs.push(if first.is_empty() {
                re
            } else {
                k::Expr::Seq(first, Box::new(re))
            });
            xs.push(im);
            return Some(());
        }
        Self::kind_of(&p.var.ty)?;
        xs.push(self.any(a)?);
        Some(())
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

    /// The kernel argument each view parameter among `params` is bound
    /// to, with the leading indices (lowered) of a sub-view `m[i]` /
    /// `m[i, :]` passed to it: `m` a view the kernel holds, the sub-view
    /// of the parameter's element type and axes, and as contiguous as the
    /// parameter asks whatever the indices.
    fn sub_view_binds(&mut self, args: &[HExpr], params: &[HParam]) -> Lo<Vec<SubView>> {
        let mut binds = Vec::new();
        for (a, p) in args.iter().zip(params) {
            let Ty::Memview(t) = &p.var.ty else {
                continue;
            };
            if let Some(i) = self.bound_view(a, t) {
                binds.push((i, Vec::new(), a.span));
                continue;
            }
            if let Some(bind) = self.local_view_arg(a, t) {
                binds.push(bind);
                continue;
            }
            binds.push(self.sub_view(a, t)?);
        }
        Some(binds)
    }

    /// `m[i, j, :, :]` passed to a view parameter of type `param`: `m`'s
    /// kernel argument, the lowered integer indices, and where the
    /// subscript stands (where its IndexError points).
    pub(super) fn sub_view(&mut self, a: &HExpr, param: &MvType) -> Lo<SubView> {
        let mut e = a;
        while let HKind::Convert(inner) = &e.kind {
            e = inner;
        }
        let HKind::Subscript(obj, idx) = &e.kind else {
            return None;
        };
        if !mvslice::is_subview(obj, idx) {
            return None;
        }
        let base = mvslice::unconverted(obj);
        let Ty::Memview(t) = &base.ty else {
            return None;
        };
        let items = mvslice::index_items(idx);
        // Integers on the leading axes, then only `:`.
        let ints = items.iter().take_while(|x| !mvslice::full_slice(x)).count();
        if !items[ints..].iter().all(mvslice::full_slice) {
            return None;
        }
        // The rest of `m`'s axes: contiguous as `m` is on its last one.
        let fits = t.dtype == param.dtype
            && usize::from(t.ndim) == ints + usize::from(param.ndim)
            && (param.contig == Contig::Strided
                || (param.contig == Contig::C && t.contig == Contig::C))
            && (param.is_const || !t.is_const);
        if !fits || ints == 0 {
            return None;
        }
        let buf = match self.arg(base)? {
            (i, k::ArgKind::View(n)) if n == t.ndim => i,
            _ => return None,
        };
        let at = items[..ints]
            .iter()
            .map(|x| self.int(mvslice::unconverted(x)))
            .collect::<Lo<Vec<_>>>()?;
        Some((buf, at, e.span))
    }

    /// The statements evaluating a sub-view's indices into new variables
    /// (pushed onto `fixed`), then counting a negative one from the end
    /// (unless `wraparound` is off) and refusing one outside its axis
    /// with the interpreter's IndexError.
    pub(super) fn sub_view_indices(
        &mut self,
        buf: u32,
        at: &[k::Expr],
        span: Span,
        out: &mut Vec<k::Stmt>,
        fixed: &mut Vec<u32>,
    ) -> Lo<()> {
        let vars: Vec<u32> = at.iter().map(|_| self.temp(Kind::I)).collect();
        for (&t, x) in vars.iter().zip(at) {
            out.push(k::Stmt::Set(t, x.clone()));
        }
        for (axis, &t) in vars.iter().enumerate() {
            let dim = k::Expr::Dim {
                buf,
                stride: false,
                axis: u8::try_from(axis).ok()?,
            };
            if self.dir.wraparound {
                let negative = k::Expr::Cmp(
                    k::Cmp::LtS,
                    Box::new(k::Expr::Var(t)),
                    Box::new(k::Expr::I(0)),
                );
                let wrapped = k::Expr::Bin(
                    k::Bin::Add,
                    Box::new(k::Expr::Var(t)),
                    Box::new(dim.clone()),
                );
                out.push(k::Stmt::Set(
                    t,
                    k::Expr::If(
                        Box::new(negative),
                        Box::new(wrapped),
                        Box::new(k::Expr::Var(t)),
                    ),
                ));
            }
            let site = self.site(SiteKind::SubviewBounds(axis), span);
            let outside = k::Expr::Cmp(k::Cmp::GeU, Box::new(k::Expr::Var(t)), Box::new(dim));
            out.push(k::Stmt::Guard(outside, site));
        }
        fixed.extend(vars);
        Some(())
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
        let (view, t) = passed_view(a, param)?;
        match self.arg(view)? {
            (i, k::ArgKind::View(n)) if n == t.ndim => Some(i),
            _ => None,
        }
    }

    /// The kernel function of `cdef` function `id` with its view
    /// parameters bound to arguments `binds`, lowered on first use.
    fn callee(&mut self, id: FuncId, binds: Vec<(u32, u8)>) -> Lo<u32> {
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
        let args: Vec<u32> = key.1.iter().map(|&(arg, _)| arg).collect();
        scope.bind_views(&f.params, &args);
        let outer = std::mem::replace(&mut self.scope, scope);
        let dir = std::mem::replace(&mut self.dir, f.directives);
        let lowered = self.callee_body(f, &key.1);
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
        let fixed: usize = key.1.iter().map(|&(_, n)| usize::from(n)).sum();
        let params = f
            .params
            .iter()
            .map(|p| match p.var.ty {
                Ty::Memview(_) => 0,
                ref t if t.is_complex() => 2,
                ref t => super::native_struct::leaf_count(t).unwrap_or(1),
            })
            .sum::<usize>()
            + fixed;
        *slot = Some(k::Func {
            vars,
            params,
            ret: Self::kind_of(&f.ret),
            body,
        });
        Some(ix)
    }

    /// The parameters (the first variables) and the body of a callee.
    fn callee_body(&mut self, f: &HFunc, binds: &[(u32, u8)]) -> Lo<Vec<k::Stmt>> {
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
        self.scope.fix_sub_views(&f.params, binds)?;
        let mut out = Vec::new();
        for s in &f.body {
            self.stmt(s, &mut out)?;
        }
        Some(out)
    }
}

/// The typed view an argument passed to a view parameter of type `param`
/// is (under sema's conversions between view types), with its type, when
/// it has the parameter's element type and axes, is as contiguous as the
/// parameter asks, and is writable if the parameter is.
pub(super) fn passed_view<'e>(a: &'e HExpr, param: &MvType) -> Option<(&'e HExpr, &'e MvType)> {
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
    fits.then_some((view, t))
}
