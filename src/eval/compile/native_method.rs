//! Calls of cdef/cpdef methods inside a kernel (`f.evaluate(x)` where `f`
//! is a typed cdef class variable): the vtable call Cython compiles,
//! lowered to a choice among the program's methods of that name and
//! signature. Which one the receiver's class resolves the name to is
//! worked out as the kernel starts (nothing a kernel runs can rebind a
//! variable holding an object, or change an extension type); a class that
//! resolves it to anything else (a Python subclass's override, a
//! method that does not lower) leaves the loop to the closures.
//!
//! A method is lowered once, as a function taking what it needs of `self`
//! before its own parameters: the C number fields its body reads (their
//! values), those it or a method it calls on `self` assigns (the index of
//! the run's cell holding the field: every function of the kernel reads
//! and writes it there, and the run writes it back to the instance), and
//! for each method it calls on `self`, which candidate the receiver
//! resolves that name to, with what those candidates need in turn. Each
//! call passes its receiver's.

use super::native::{Lowering, Scope, VarSrc, renumber};
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use crate::syntax::ast::FuncKind;
use std::sync::Arc;

type Lo<T> = Option<T>;

/// A method lowered into the kernel program: its function and what it
/// takes first from its receiver.
#[derive(Clone)]
pub(super) struct Method {
    func: u32,
    needs: Vec<Need>,
}

/// One thing a lowered method takes from its receiver.
#[derive(Clone, PartialEq)]
pub(super) enum Need {
    /// A C number field, of this type (0 when the receiver has none: a
    /// candidate its class does not choose).
    Field(Arc<str>, Ty),
    /// A C number field of this type the method (or one it calls on
    /// `self`) assigns: the index of the cell holding it.
    Cell(Arc<str>, Ty),
    /// Which of these methods the receiver's class resolves the name to,
    /// for a call `self.name(…)` in the body.
    Dispatch(Arc<str>, Vec<FuncId>),
}

impl Lowering<'_> {
    /// `recv.name(args)` (`args[0]` the receiver) of method `id`, in the
    /// kernel's own body: the call and its result's kind.
    pub(super) fn virtual_call(
        &mut self,
        id: FuncId,
        name: &Arc<str>,
        args: &[HExpr],
        span: Span,
    ) -> Lo<(k::Expr, Kind)> {
        let recv = receiver(args.first()?)?;
        if matches!(recv.place, Place::Cell(_)) {
            return None;
        }
        // A receiver that is a row of a table of instances (`native_rows`).
        let row = self.handle_of(args.first()?);
        let plain: Arc<str> = Arc::from(name.strip_prefix(INTERNAL).unwrap_or(name));
        // In a lowered method, only a call on its own `self`, whose
        // candidate the caller passes in.
        let own = if self.scope.in_callee() {
            Some(self.scope.self_dispatch(recv.place, &plain)?)
        } else {
            None
        };
        let f = self.prog.funcs.get(id)?;
        let ret = match &f.ret {
            Ty::Void => Kind::I,
            t => Self::kind_of(t)?,
        };
        // Views passed to view parameters: the kernel arguments they
        // bind (the candidates' parameters are the method's).
        let binds = self.view_binds(args.get(1..)?, f.params.get(1..)?)?;
        let mut lowered = Vec::new();
        for c in slot_fillers(self.prog, id) {
            // Then the receiver's view attributes the candidate reads
            // (a row has none).
            let binds = match row {
                Some(_) => {
                    let f = self.prog.funcs.get(c)?;
                    let me = f.params.first()?.var.place;
                    if !self_views(&f.body, me).is_empty() {
                        continue;
                    }
                    binds.clone()
                }
                None => match self.receiver_views(recv, c, &binds) {
                    Some(b) => b,
                    None => continue,
                },
            };
            if let Some(m) = self.method(c, &binds) {
                lowered.push((c, m));
            }
        }
        if lowered.is_empty() {
            return None;
        }
        let recursion = self.recursion_site(span);
        let mut xs = Vec::with_capacity(args.len() - 1);
        for (a, p) in args.iter().zip(&f.params).skip(1) {
            if matches!(p.var.ty, Ty::Memview(_)) {
                continue;
            }
            if a.ty != p.var.ty {
                return None;
            }
            xs.push(self.any(a)?);
        }
        let ids: Vec<FuncId> = lowered.iter().map(|(c, _)| *c).collect();
        let which = match (own, row) {
            // The caller chose among the same candidates.
            (Some(v), _) if self.scope_dispatch_ids(&plain) == Some(ids.clone()) => v,
            (Some(_), _) => return None,
            (None, Some(h)) => self.row_dispatch(h, &plain, ids)?,
            (None, None) => self.source_var(VarSrc::Dispatch(recv.place, plain, ids), Ty::Bint)?,
        };
        self.scope.can_raise = true;
        // The last candidate is the one left when no other matched.
        let mut call = None;
        let mut row_cells = Vec::new();
        for (i, (c, m)) in lowered.iter().enumerate().rev() {
            let mut full = Vec::with_capacity(m.needs.len() + xs.len());
            for need in &m.needs {
                full.push(match row {
                    Some(h) => self.row_need(h, need, span, &mut row_cells)?,
                    None => self.receiver_need(recv.place, need)?,
                });
            }
            full.extend(xs.iter().cloned());
            let n = u32::try_from(self.calls.len()).ok()?;
            let callee = &self.prog.funcs[*c];
            let noexcept = callee.except == ExceptKind::NoExcept;
            self.calls.push((callee.qualname.clone(), span));
            let this = self.call_expr(m.func, full, (n, recursion), (noexcept, Vec::new()), ret);
            call = Some(match call {
                None => this,
                Some(rest) => k::Expr::If(
                    Box::new(k::Expr::Cmp(
                        k::Cmp::Eq,
                        Box::new(k::Expr::Var(which)),
                        Box::new(k::Expr::I(i as i64)),
                    )),
                    Box::new(this),
                    Box::new(rest),
                ),
            });
        }
        let call = call?;
        let Some(h) = row else {
            return Some((call, ret));
        };
        // The row's fields the methods take in cells, around the call.
        row_cells.sort_by_key(|(c, _, _)| *c);
        row_cells.dedup_by_key(|(c, _, _)| *c);
        let (mut around, after) = self.row_cells(h, &row_cells, span)?;
        let r = self.temp(ret);
        around.push(k::Stmt::Set(r, call));
        around.extend(after);
        Some((k::Expr::Seq(around, Box::new(k::Expr::Var(r))), ret))
    }

    /// `need` of a receiver that is row variable `h`: a field's value read
    /// from the row, a field's cell (noted in `cells` for the copies
    /// around the call), the candidate its class resolves a name to.
    fn row_need(
        &mut self,
        h: super::native_rows::Handle,
        need: &Need,
        span: Span,
        cells: &mut Vec<(u32, Arc<str>, Ty)>,
    ) -> Lo<k::Expr> {
        match need {
            Need::Field(name, ty) => self.row_value(h, name, ty, span),
            Need::Cell(name, ty) => {
                let c = self.row_cell(h, name, ty)?;
                cells.push((c, name.clone(), ty.clone()));
                Some(k::Expr::I(i64::from(c)))
            }
            Need::Dispatch(name, ids) => self.row_dispatch(h, name, ids.clone()).map(k::Expr::Var),
        }
    }

    /// `need` of the receiver at `recv`, as a call passes it: read from
    /// the frame's instance as the kernel starts (a field's cell: its
    /// index), or, in a lowered method (whose receiver is its `self`),
    /// from the parameter it arrived in.
    fn receiver_need(&mut self, recv: Place, need: &Need) -> Lo<k::Expr> {
        if self.scope.in_callee() {
            return match need {
                Need::Field(name, ty) => self.scope.self_field_read(name, ty),
                Need::Cell(name, ty) => {
                    let (i, t) = self.scope.self_cell(name)?;
                    (t == *ty).then_some(k::Expr::Var(i))
                }
                Need::Dispatch(name, _) => self.scope.self_dispatch(recv, name).map(k::Expr::Var),
            };
        }
        match need {
            Need::Field(name, ty) => {
                let src = VarSrc::OptField(recv, name.clone(), ty.clone());
                self.source_var(src, ty.clone()).map(k::Expr::Var)
            }
            Need::Cell(name, ty) => {
                let c = self.cell(recv, name, ty)?;
                Some(k::Expr::I(i64::from(c)))
            }
            Need::Dispatch(name, ids) => {
                let src = VarSrc::Dispatch(recv, name.clone(), ids.clone());
                self.source_var(src, Ty::Bint).map(k::Expr::Var)
            }
        }
    }

    /// `binds` followed by the kernel arguments of the receiver's typed
    /// view attributes method `c` reads (in a lowered method, only its
    /// own `self`'s, which its caller bound).
    fn receiver_views(&mut self, recv: &Var, c: FuncId, binds: &[u32]) -> Lo<Vec<u32>> {
        let f = self.prog.funcs.get(c)?;
        let me = f.params.first()?.var.place;
        let mut all = binds.to_vec();
        for (name, ty) in self_views(&f.body, me) {
            let attr = HExpr {
                kind: HKind::Attr(
                    Box::new(HExpr {
                        kind: HKind::Load(recv.clone()),
                        ty: recv.ty.clone(),
                        span: f.span,
                    }),
                    Arc::from(format!("{INTERNAL}{name}")),
                ),
                ty,
                span: f.span,
            };
            all.push(self.arg(&attr)?.0);
        }
        Some(all)
    }

    /// The candidates the method being lowered was told to choose among
    /// for `self.name(…)`.
    fn scope_dispatch_ids(&self, name: &str) -> Option<Vec<FuncId>> {
        self.needs_of_callee.iter().find_map(|n| match n {
            Need::Dispatch(m, ids) if **m == *name => Some(ids.clone()),
            _ => None,
        })
    }

    /// Method `id` with its view parameters bound to kernel arguments
    /// `binds`, lowered on first use (None: it does not lower).
    fn method(&mut self, id: FuncId, binds: &[u32]) -> Lo<Method> {
        let key = (id, binds.to_vec());
        if let Some(known) = self.methods.get(&key) {
            return known.clone();
        }
        self.methods.insert(key.clone(), None);
        let m = self.lower_method(id, binds);
        self.methods.insert(key, m.clone());
        m
    }

    fn lower_method(&mut self, id: FuncId, binds: &[u32]) -> Lo<Method> {
        let f = self.prog.funcs.get(id)?;
        let (me, params) = f.params.split_first()?;
        let plain = matches!(f.kind, FuncKind::Cdef | FuncKind::Cpdef)
            && f.counts_without_self
            && f.cell_slots.is_empty()
            && f.free.is_empty()
            && !super::resumable::has_yield(&f.body)
            && matches!(me.var.place, Place::Local(_))
            && params.iter().all(|p| {
                p.kind == ParamKind::Positional
                    && matches!(p.var.place, Place::Local(_))
                    && (Self::kind_of(&p.var.ty).is_some() || matches!(p.var.ty, Ty::Memview(_)))
            });
        let views = params
            .iter()
            .filter(|p| matches!(p.var.ty, Ty::Memview(_)))
            .count();
        let own_views = self_views(&f.body, me.var.place);
        // A view parameter or attribute needs its argument: a method
        // called on `self` from a method (whose needs are worked out
        // before its views are bound) is lowered only without views.
        if !plain || views + own_views.len() != binds.len() {
            return None;
        }
        let needs = self.needs(&f.body, me.var.place)?;
        let ix = u32::try_from(self.funcs.len()).ok()?;
        self.funcs.push(None);
        let mut scope = Scope::callee(f);
        scope.bind_self(me.var.place, &needs);
        scope.bind_views(params, binds);
        for ((name, _), &arg) in own_views.iter().zip(&binds[views..]) {
            scope.self_views.insert(name.clone(), arg);
        }
        let outer = std::mem::replace(&mut self.scope, scope);
        let outer_needs = std::mem::replace(&mut self.needs_of_callee, needs.clone());
        let dir = std::mem::replace(&mut self.dir, f.directives);
        let lowered = (|| {
            for p in params {
                if !matches!(p.var.ty, Ty::Memview(_)) {
                    self.var(&p.var)?;
                }
            }
            let mut out = Vec::new();
            for s in &f.body {
                self.stmt(s, &mut out)?;
            }
            Some(out)
        })();
        let scope = std::mem::replace(&mut self.scope, outer);
        self.needs_of_callee = outer_needs;
        self.dir = dir;
        let lowered = lowered.and_then(|mut body| {
            renumber(&mut body, scope.vars.len() as u32);
            let mut vars: Vec<Kind> = Vec::with_capacity(scope.vars.len());
            for v in &scope.vars {
                vars.push(Self::kind_of(&v.ty)?);
            }
            vars.extend(&scope.temps);
            Some(k::Func {
                vars,
                params: needs.len() + params.len() - views,
                ret: Self::kind_of(&f.ret),
                body,
            })
        });
        let Some(func) = lowered else {
            // Other candidates may still lower: nothing of this one stays
            // in the program (a function left unlowered would refuse it).
            self.forget_from(ix);
            return None;
        };
        *self.funcs.get_mut(ix as usize)? = Some(func);
        Some(Method { func: ix, needs })
    }

    /// What a method body (its `self` at `me`) needs of its receiver: the
    /// fields it reads or assigns, then for each method it calls on
    /// `self` the choice among that name's candidates (lowered first,
    /// here) and what they need. None when two needs clash (a field of
    /// one name and two types).
    fn needs(&mut self, body: &[HStmt], me: Place) -> Lo<Vec<Need>> {
        let mut out: Vec<Need> = Vec::new();
        for (n, t) in self_fields(body, me) {
            add_need(&mut out, Need::Field(n, t))?;
        }
        for (n, t) in self_field_writes(body, me) {
            add_need(&mut out, Need::Cell(n, t))?;
        }
        let mut calls: Vec<(FuncId, Arc<str>)> = Vec::new();
        super::native::visit_all(body, &mut |e| {
            if let HKind::CallVirtual(id, name, args) = &e.kind
                && args
                    .first()
                    .and_then(receiver)
                    .is_some_and(|v| v.place == me)
            {
                let plain: Arc<str> = Arc::from(name.strip_prefix(INTERNAL).unwrap_or(name));
                if !calls.iter().any(|(_, n)| *n == plain) {
                    calls.push((*id, plain));
                }
            }
        });
        for (id, name) in calls {
            let mut ids = Vec::new();
            for c in slot_fillers(self.prog, id) {
                if let Some(m) = self.method(c, &[]) {
                    ids.push(c);
                    for n in m.needs {
                        add_need(&mut out, n)?;
                    }
                }
            }
            if !ids.is_empty() {
                add_need(&mut out, Need::Dispatch(name, ids))?;
            }
        }
        Some(out)
    }

    /// Drops the functions from number `ix` on, lowered while trying a
    /// method that did not lower.
    fn forget_from(&mut self, ix: u32) {
        self.funcs.truncate(ix as usize);
        self.func_ix.retain(|_, f| f.is_none_or(|f| f < ix));
        self.methods
            .retain(|_, m| m.as_ref().is_none_or(|m| m.func < ix));
    }
}

/// The variable a method call's receiver is.
fn receiver(e: &HExpr) -> Option<&Var> {
    match &e.kind {
        HKind::Load(v) => Some(v),
        HKind::Convert(x) => receiver(x),
        _ => None,
    }
}

/// Method `id`, then every other cdef/cpdef method of the program that
/// can fill its vtable slot in a subclass.
pub(super) fn slot_fillers(prog: &Program, id: FuncId) -> Vec<FuncId> {
    let f = &prog.funcs[id];
    std::iter::once(id)
        .chain((0..prog.funcs.len()).filter(|&j| j != id && same_slot(f, &prog.funcs[j])))
        .collect()
}

/// Whether `g` is a cdef/cpdef method that can fill the vtable slot of
/// method `f`: the same name, parameter types and result (Cython refuses
/// an override whose signature differs).
fn same_slot(f: &HFunc, g: &HFunc) -> bool {
    g.name == f.name
        && matches!(g.kind, FuncKind::Cdef | FuncKind::Cpdef)
        && g.counts_without_self
        && g.ret == f.ret
        && g.params.len() == f.params.len()
        && g.params
            .iter()
            .zip(&f.params)
            .skip(1)
            .all(|(a, b)| a.var.ty == b.var.ty)
}

/// The C number fields of `self` (the variable at `me`) a method body
/// reads, each once, in the order met.
fn self_fields(body: &[HStmt], me: Place) -> Vec<(Arc<str>, Ty)> {
    let mut out: Vec<(Arc<str>, Ty)> = Vec::new();
    super::native::visit_all(body, &mut |e| {
        if let HKind::Convert(inner) = &e.kind
            && let Some(name) = self_field_name(inner, me)
            && Lowering::kind_of(&e.ty).is_some()
            && !out.iter().any(|(n, _)| *n == name)
        {
            out.push((name, e.ty.clone()));
        }
    });
    out
}

/// The typed view attributes of `self` (the variable at `me`) a method
/// body reads, each once, in the order met.
fn self_views(body: &[HStmt], me: Place) -> Vec<(Arc<str>, Ty)> {
    let mut out: Vec<(Arc<str>, Ty)> = Vec::new();
    super::native::visit_all(body, &mut |e| {
        if let HKind::Attr(obj, name) = &e.kind
            && let Ty::Memview(_) = e.ty
            && let HKind::Load(o) = &obj.kind
            && o.place == me
            && let Some(plain) = name.strip_prefix(INTERNAL)
            && !out.iter().any(|(n, _)| **n == *plain)
        {
            out.push((Arc::from(plain), e.ty.clone()));
        }
    });
    out
}

/// The C number fields of `self` (the variable at `me`) a method body
/// assigns, with the type of the value each is given, each once.
fn self_field_writes(body: &[HStmt], me: Place) -> Vec<(Arc<str>, Ty)> {
    fn walk(body: &[HStmt], me: Place, out: &mut Vec<(Arc<str>, Ty)>) {
        for s in body {
            // (`self.x += e` binds `e` around the conversion.)
            let stored = |v: &HExpr| match &v.kind {
                HKind::Let(_, body) => body.clone(),
                _ => Box::new(v.clone()),
            };
            if let SKind::Assign(ts, value) = &s.kind
                && let [HTarget::Attr(obj, name, span)] = &ts[..]
                && let HKind::Convert(inner) = &stored(value).kind
                && Lowering::kind_of(&inner.ty).is_some()
            {
                let load = HExpr {
                    kind: HKind::Attr(Box::new(obj.clone()), name.clone()),
                    ty: Ty::Object,
                    span: *span,
                };
                if let Some(n) = self_field_name(&load, me)
                    && !out.iter().any(|(m, _)| *m == n)
                {
                    out.push((n, inner.ty.clone()));
                }
            }
            for b in s.blocks() {
                walk(b, me, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(body, me, &mut out);
    out
}

/// `name` when `e` is a C-level read `self.name` of the variable at `me`.
pub(super) fn self_field_name(e: &HExpr, me: Place) -> Option<Arc<str>> {
    let HKind::Attr(obj, name) = &e.kind else {
        return None;
    };
    let HKind::Load(o) = &obj.kind else {
        return None;
    };
    if o.place != me || e.ty != Ty::Object {
        return None;
    }
    Some(Arc::from(name.strip_prefix(INTERNAL)?))
}

/// Adds `n` to `needs` unless there (a field read and assigned is taken
/// as its cell); None when it clashes with one of the same name.
fn add_need(needs: &mut Vec<Need>, n: Need) -> Option<()> {
    let name = |x: &Need| match x {
        Need::Field(n, _) | Need::Cell(n, _) => (0, n.clone()),
        Need::Dispatch(n, _) => (1, n.clone()),
    };
    let Some(old) = needs.iter_mut().find(|x| name(x) == name(&n)) else {
        needs.push(n);
        return Some(());
    };
    match (&*old, &n) {
        (a, b) if a == b => Some(()),
        (Need::Field(_, t), Need::Cell(_, u)) if t == u => {
            *old = n;
            Some(())
        }
        (Need::Cell(_, t), Need::Field(_, u)) if t == u => Some(()),
        _ => None,
    }
}
