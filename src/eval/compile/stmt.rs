//! Statements: assignment, loops (counted `range` loops on unboxed
//! counters), exceptions, classes.

use super::store::Store;
use super::{Compiler, V};
use crate::eval::attrs;
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::sites::FieldSite;
use crate::eval::value::{Class, Value, range_len};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use std::sync::Arc;
use std::sync::atomic::Ordering::Relaxed;

#[inline(always)]
fn poll(f: &Frame) -> Res<()> {
    if f.rt.interrupt.load(Relaxed) {
        return Err(new_exc("KeyboardInterrupt", ""));
    }
    Ok(())
}

/// Does the raised exception match an `except` clause's classes?
pub(super) fn matches(types: &Value, e: &Exc) -> Res<bool> {
    match types {
        Value::Class(c) => Ok(e.is(c)),
        Value::Tuple(t) => {
            for x in t.iter() {
                if matches(x, e)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(type_error(
            "catching classes that do not inherit from BaseException is not allowed",
        )),
    }
}

/// Python's implicit chaining: a raised exception's `__context__` is the
/// one being handled (unless it is that one).
pub(super) fn note_context(i: &Arc<crate::eval::value::Instance>, f: &Frame) {
    if let Some(h) = f.handling.last()
        && !matches!(h, Value::Instance(j) if Arc::ptr_eq(i, j))
    {
        i.set_attr("__context__", h.clone());
    }
}

/// The exception a `raise` statement raises.
pub(super) fn to_exception(v: Value, f: &mut Frame) -> Res<Box<Exc>> {
    match &v {
        Value::Class(c) if c.is_exception() => {
            let inst = crate::eval::construct::instantiate(c, Vec::new(), Vec::new(), f)?;
            Ok(exc_from_value(inst))
        }
        Value::Instance(i) if i.class.is_exception() => Ok(exc_from_value(v)),
        // Cython's `__Pyx_Raise` message (CPython's differs).
        _ => Err(type_error(
            "raise: exception class must be a subclass of BaseException",
        )),
    }
}

impl Compiler<'_> {
    pub(super) fn stmt(&mut self, s: &HStmt) -> Es {
        if matches!(
            s.kind,
            SKind::While(..) | SKind::ForRange { par: None, .. } | SKind::ForIter { .. }
        ) && let Some(es) = self.native_loop(s)
        {
            return es;
        }
        self.stmt_closures(s)
    }

    /// A statement as closures (a loop also when it runs as a kernel: the
    /// closures run whenever the kernel cannot).
    pub(super) fn stmt_closures(&mut self, s: &HStmt) -> Es {
        let span = s.span;
        match &s.kind {
            SKind::Expr(e) => self.effect(e),
            SKind::Display(e, slot, show) => {
                let e = self.obj(e);
                let (slot, show) = (*slot as usize, *show);
                Box::new(move |f| {
                    let v = e(f)?;
                    if !show {
                        f.g[slot] = v;
                    } else if let Some(text) = crate::eval::echo::echo_text(f, &v)? {
                        f.rt.write(&text);
                        f.rt.write("\n");
                        f.g[slot] = v;
                    }
                    Ok(Flow::Normal)
                })
            }
            SKind::Assign(targets, value) => self.assign(targets, value),
            SKind::AugAssign(t, op, v) => self.aug_assign(t, *op, v),
            SKind::If(c, b, o) => {
                let c = self.cond(c);
                let b = self.block(b);
                if o.is_empty() {
                    Box::new(move |f| if c.test(f)? { b(f) } else { Ok(Flow::Normal) })
                } else {
                    let o = self.block(o);
                    Box::new(move |f| if c.test(f)? { b(f) } else { o(f) })
                }
            }
            SKind::While(c, b, o) => {
                let c = self.cond(c);
                // The loop calls the body's statements itself: no call
                // for a block around them.
                let b: Box<[Es]> = b.iter().map(|s| self.stmt(s)).collect();
                let o = self.block(o);
                Box::new(move |f| {
                    let mut k: u32 = 0;
                    'next: loop {
                        k = k.wrapping_add(1);
                        if k & 1023 == 0 {
                            poll(f).map_err(|e| e.at(span))?;
                        }
                        if !c.test(f)? {
                            return o(f);
                        }
                        for s in b.iter() {
                            match s(f)? {
                                Flow::Normal => {}
                                Flow::Continue => continue 'next,
                                Flow::Break => return Ok(Flow::Normal),
                                r @ (Flow::Return | Flow::Yield) => return Ok(r),
                            }
                        }
                    }
                })
            }
            SKind::ForRange {
                var,
                start,
                stop,
                step,
                body,
                orelse,
                par,
            } => match par {
                Some(p) => self.prange(var, (start, stop, step), body, orelse, p, span),
                None => self.for_range(var, start, stop, step, body, orelse, span),
            },
            SKind::ParallelBlock { num_threads, body } => {
                self.parallel_block(num_threads.as_ref(), body, span)
            }
            SKind::ForIter {
                target,
                iter,
                body,
                orelse,
            } => self.for_iter(target, iter, body, orelse, span),
            SKind::Break => Box::new(|_| Ok(Flow::Break)),
            SKind::Continue => Box::new(|_| Ok(Flow::Continue)),
            SKind::Return(v) => match v {
                None => Box::new(|f| {
                    f.ret = Value::None;
                    f.ret_c = 0;
                    Ok(Flow::Return)
                }),
                Some(e) => match &e.ty {
                    Ty::Int(_) | Ty::Bint => {
                        let x = self.int(e);
                        Box::new(move |f| {
                            f.ret_c = x(f)? as u64;
                            Ok(Flow::Return)
                        })
                    }
                    Ty::Float | Ty::Double => {
                        let x = self.flt(e);
                        Box::new(move |f| {
                            f.ret_c = x(f)?.to_bits();
                            Ok(Flow::Return)
                        })
                    }
                    _ => {
                        let x = self.obj(e);
                        Box::new(move |f| {
                            f.ret = x(f)?;
                            Ok(Flow::Return)
                        })
                    }
                },
            },
            SKind::Raise(e, cause) => {
                match e {
                    None => Box::new(move |f| match f.handling.last() {
                        Some(v) => Err(exc_from_value(v.clone()).at(span)),
                        None => Err(runtime_error("No active exception to reraise").at(span)),
                    }),
                    Some(e) => {
                        let x = self.obj(e);
                        let cause = cause.as_ref().map(|c| self.obj(c));
                        Box::new(move |f| {
                            let v = x(f)?;
                            let exc = to_exception(v, f).map_err(|e| e.at(span))?;
                            if let Value::Instance(i) = &exc.value {
                                // Python's chaining: the exception being
                                // handled, and the one `from` names.
                                note_context(i, f);
                                if let Some(c) = &cause {
                                    let c = match c(f)? {
                                    Value::None => Value::None,
                                    c => to_exception(c, f)
                                        .map_err(|_| {
                                            type_error("exception causes must derive from BaseException")
                                        })
                                        .map_err(|e| e.at(span))?
                                        .value,
                                };
                                    i.set_attr("__cause__", c);
                                    i.set_attr("__suppress_context__", Value::Bool(true));
                                }
                            }
                            Err(exc.at(span))
                        })
                    }
                }
            }
            SKind::Assert(t, m) => {
                let t = self.int(t);
                let m = m.as_ref().map(|m| self.obj(m));
                Box::new(move |f| {
                    if t(f)? != 0 {
                        return Ok(Flow::Normal);
                    }
                    let msg = match &m {
                        Some(m) => m(f)?,
                        None => return Err(new_exc_args("AssertionError", vec![]).at(span)),
                    };
                    Err(new_exc_args("AssertionError", vec![msg]).at(span))
                })
            }
            SKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => self.try_stmt(body, handlers, orelse, finalbody),
            SKind::With { mgr, target, body } => self.with_stmt(mgr, target.as_ref(), body, span),
            SKind::Del(targets) => {
                let dels: Vec<Es> = targets.iter().map(|t| self.del(t)).collect();
                Box::new(move |f| {
                    for d in &dels {
                        d(f)?;
                    }
                    Ok(Flow::Normal)
                })
            }
            // Only generator bodies hold `yield`s (see `resumable.rs`).
            SKind::Yield { .. } => super::internal_error("yield outside a generator"),
            SKind::Block(d, b) => {
                let saved = self.dir;
                if let Some(d) = d {
                    self.dir = *d;
                }
                let b = self.block(b);
                self.dir = saved;
                b
            }
            SKind::Class {
                var,
                name,
                bases,
                body,
                fields,
                hidden,
                storage,
                cdef,
                module,
                enums,
                checks,
            } => {
                let checks = checks.clone();
                let enums: Vec<(Arc<str>, V)> = enums
                    .iter()
                    .map(|(n, e)| (n.clone(), self.obj(e)))
                    .collect();
                let storage = storage.clone();
                let cdef = *cdef;
                let module = module.clone();
                let fields = fields.clone();
                let hidden = hidden.clone();
                let bases: Vec<V> = bases.iter().map(|b| self.obj(b)).collect();
                let members: Vec<(Arc<str>, V)> =
                    body.iter().map(|(n, e)| (n.clone(), self.obj(e))).collect();
                let store = self.store_var_value(var, span);
                let name = name.clone();
                Box::new(move |f| {
                    let mut bs = Vec::new();
                    let mut builtin_base = None;
                    for b in &bases {
                        match b(f)? {
                            Value::Class(c) => bs.push(c),
                            // Every class derives from object already.
                            Value::Builtin(id) if crate::builtins::name_of(id) == "object" => {}
                            Value::Builtin(id)
                                if !cdef
                                    && builtin_base.is_none()
                                    && let Some(t) = crate::eval::builtin_base::DERIVABLE
                                        .iter()
                                        .find(|t| **t == crate::builtins::name_of(id)) =>
                            {
                                builtin_base = Some(*t);
                            }
                            // Python refuses these as bases.
                            Value::Builtin(id)
                                if matches!(
                                    crate::builtins::name_of(id),
                                    "bool" | "range" | "slice"
                                ) =>
                            {
                                return Err(type_error(format!(
                                    "type '{}' is not an acceptable base type",
                                    crate::builtins::name_of(id)
                                ))
                                .at(span));
                            }
                            Value::Builtin(id) if crate::builtins::is_class(id) => {
                                return Err(crate::eval::exc::new_exc(
                                    "NotImplementedError",
                                    format!(
                                        "a class deriving from the builtin type '{}' is not supported yet",
                                        crate::builtins::name_of(id)
                                    ),
                                )
                                .at(span));
                            }
                            other => {
                                return Err(type_error(format!(
                                    "bases must be types, not {}",
                                    other.type_name()
                                ))
                                .at(span));
                            }
                        }
                    }
                    let mut cls = Class::new(&name, bs, false);
                    cls.builtin_base = builtin_base;
                    cls.cdef = cdef;
                    cls.dealloc = members.iter().any(|(n, _)| n.as_ref() == "__dealloc__")
                        || cls.bases.iter().any(|b| b.dealloc);
                    *cls.module.lock() = module.clone().unwrap_or_else(|| f.rt.module.clone());
                    *cls.fields.lock() = fields.clone();
                    *cls.hidden.lock() = hidden.clone();
                    cls.c_level = !fields.is_empty()
                        || !hidden.is_empty()
                        || !storage.is_empty()
                        || !enums.is_empty()
                        || cls.bases.iter().any(|b| b.c_level);
                    *cls.storage.lock() = storage.clone();
                    *cls.field_checks.lock() = checks.clone();
                    for (n, e) in &enums {
                        if let Value::Class(c) = e(f)? {
                            cls.enum_fields.lock().push((n.clone(), c));
                        }
                    }
                    for (n, m) in &members {
                        let v = m(f)?;
                        crate::eval::attrs::set_name(&v, n);
                        cls.attrs.lock().insert(n.clone(), v);
                    }
                    crate::builtins::settle_abstract(&cls);
                    let cls = Arc::new(cls);
                    crate::builtins::enummod::settle(f, &cls).map_err(|e| e.at(span))?;
                    store(f, Value::Class(cls))?;
                    Ok(Flow::Normal)
                })
            }
        }
    }

    fn assign(&mut self, targets: &[HTarget], value: &HExpr) -> Es {
        if let [HTarget::PtrIndex(base, i, span)] = targets
            && value.ty.is_c()
        {
            return self.ptr_store(base, i, value, *span);
        }
        if let [HTarget::MvIndex(base, idx, span)] = targets
            && value.ty.is_c()
        {
            return self.mv_store(base, idx, value, *span);
        }
        if let [HTarget::Var(var, _)] = targets
            && var.ty.is_c()
            && value.ty == var.ty
        {
            return self.store_c(var, value);
        }
        if let [HTarget::Attr(obj, name, span)] = targets
            && let HKind::Convert(inner) = &value.kind
            && value.ty == Ty::Object
            && let Some(store) = self.field_store_bits(obj, name, inner, *span)
        {
            return store;
        }
        if let [HTarget::Unpack(items, None, _)] = targets
            && let Some(parts) = tuple_parts(value, items.len())
        {
            return self.unpack_literal(items, parts);
        }
        let v = self.obj(value);
        let mut stores: Vec<Store> = targets.iter().map(|t| self.store_target(t)).collect();
        if stores.len() == 1 {
            let s = stores.pop().unwrap_or_else(|| Box::new(|_, _| Ok(())));
            return Box::new(move |f| {
                let x = v(f)?;
                s(f, x)?;
                Ok(Flow::Normal)
            });
        }
        Box::new(move |f| {
            let x = v(f)?;
            for s in &stores {
                s(f, x.clone())?;
            }
            Ok(Flow::Normal)
        })
    }

    /// `a, b = b, a + b`: every part evaluated first, then stored left to
    /// right, as Python does, without making the tuple.
    fn unpack_literal(&mut self, items: &[HTarget], parts: &[HExpr]) -> Es {
        let mut vals: Vec<_> = parts.iter().map(|p| self.obj(p)).collect();
        let mut stores: Vec<Store> = items.iter().map(|t| self.store_target(t)).collect();
        if vals.len() == 2
            && let (Some(v1), Some(v0), Some(s1), Some(s0)) =
                (vals.pop(), vals.pop(), stores.pop(), stores.pop())
        {
            return Box::new(move |f| {
                let (x0, x1) = (v0(f)?, v1(f)?);
                s0(f, x0)?;
                s1(f, x1)?;
                Ok(Flow::Normal)
            });
        }
        Box::new(move |f| {
            let mut xs = Vec::with_capacity(vals.len());
            for v in &vals {
                xs.push(v(f)?);
            }
            for (s, x) in stores.iter().zip(xs) {
                s(f, x)?;
            }
            Ok(Flow::Normal)
        })
    }

    fn aug_assign(&mut self, t: &HTarget, op: crate::syntax::ast::BinOp, v: &HExpr) -> Es {
        let rhs = self.obj(v);
        match t {
            HTarget::Var(var, span) if matches!(var.place, Place::Local(_)) && !var.ty.is_c() => {
                let span = *span;
                let Place::Local(slot) = var.place else {
                    return super::internal_error("slot");
                };
                let slot = slot as usize;
                let name = var.name.clone();
                // `s += i` with both in frame slots: add small ints without
                // cloning either value.
                if let HKind::Load(Var {
                    place: Place::Local(r),
                    ty: Ty::Object,
                    ..
                }) = &v.kind
                {
                    let r = *r as usize;
                    if matches!(
                        op,
                        crate::syntax::ast::BinOp::Add
                            | crate::syntax::ast::BinOp::Sub
                            | crate::syntax::ast::BinOp::Mul
                    ) {
                        return Box::new(move |f| {
                            if let Some(x) = crate::eval::ops::quick_arith(op, &f.v[slot], &f.v[r])
                            {
                                crate::eval::value::set_slot(&mut f.v[slot], x);
                                return Ok(Flow::Normal);
                            }
                            let cur = f.v[slot].clone();
                            let rv = f.v[r].clone();
                            if matches!(cur, Value::Undef) {
                                return Err(unbound_local_named(&name).at(span));
                            }
                            if matches!(rv, Value::Undef) {
                                return Err(unbound_local(
                                    "local variable referenced before assignment",
                                )
                                .at(span));
                            }
                            let new = attrs::inplace(f, op, &cur, &rv).map_err(|e| e.at(span))?;
                            f.v[slot] = new;
                            Ok(Flow::Normal)
                        });
                    }
                }
                Box::new(move |f| {
                    let r = rhs(f)?;
                    // Small-int and float arithmetic in place, the common
                    // case of untyped counters and sums.
                    if let Some(v) = crate::eval::ops::quick_arith(op, &f.v[slot], &r) {
                        crate::eval::value::set_slot(&mut f.v[slot], v);
                        return Ok(Flow::Normal);
                    }
                    let cur = match &f.v[slot] {
                        Value::Undef => {
                            return Err(unbound_local_named(&name).at(span));
                        }
                        v => v.clone(),
                    };
                    let new = attrs::inplace(f, op, &cur, &r).map_err(|e| e.at(span))?;
                    f.v[slot] = new;
                    Ok(Flow::Normal)
                })
            }
            HTarget::Var(var, span)
                if let Some(quick) = self.float_aug_assign(var, op, v, *span) =>
            {
                quick
            }
            HTarget::Var(var, span) => {
                let span = *span;
                let load = self.obj(&HExpr {
                    kind: HKind::Load(var.clone()),
                    ty: var.ty.clone(),
                    span,
                });
                let store = self.store_var_value(var, span);
                Box::new(move |f| {
                    let cur = load(f)?;
                    let r = rhs(f)?;
                    let new = attrs::inplace(f, op, &cur, &r).map_err(|e| e.at(span))?;
                    store(f, new)?;
                    Ok(Flow::Normal)
                })
            }
            HTarget::Attr(obj, name, span) => {
                let site = FieldSite::new(name);
                let span = *span;
                let o = self.obj(obj);
                let pure_rhs = crate::sema::is_pure(v);
                let local = super::oexpr::local_slot(obj);
                // `cur op r` stored back: an in-place operator may run code.
                let combine =
                    move |f: &mut Frame, site: &FieldSite, target: &Value, cur: Value, r: Value| {
                        let new = attrs::inplace(f, op, &cur, &r).map_err(|e| e.at(span))?;
                        site.store(f, target, new).map_err(|e| e.at(span))?;
                        Ok(Flow::Normal)
                    };
                Box::new(move |f| {
                    // Cython reads an object field after the right side
                    // (a C number field, converted to an object, before);
                    // when the right side runs no code the order cannot
                    // be seen, and the field is read and written under one
                    // lock. A local receiver (`self`) is used in place.
                    if pure_rhs && let Some(s) = local {
                        let r = rhs(f)?;
                        if let Some(done) = site.update(&f.v[s], op, &r) {
                            return done.map(|_| Flow::Normal).map_err(|e| e.at(span));
                        }
                        let target = o(f)?;
                        let cur = site.load(f, &target).map_err(|e| e.at(span))?;
                        return combine(f, &site, &target, cur, r);
                    }
                    let target = o(f)?;
                    if pure_rhs || site.reads_after(&target) {
                        let r = rhs(f)?;
                        if let Some(done) = site.update(&target, op, &r) {
                            return done.map(|_| Flow::Normal).map_err(|e| e.at(span));
                        }
                        let cur = site.load(f, &target).map_err(|e| e.at(span))?;
                        return combine(f, &site, &target, cur, r);
                    }
                    let cur = site.load(f, &target).map_err(|e| e.at(span))?;
                    let r = rhs(f)?;
                    combine(f, &site, &target, cur, r)
                })
            }
            HTarget::Index(obj, idx, span) => {
                let span = *span;
                let (o, i) = (self.obj(obj), self.obj(idx));
                Box::new(move |f| {
                    let target = o(f)?;
                    let k = i(f)?;
                    // `xs[i] += v` on a list: the item read and written in
                    // place when the sum is a small number's; the index is
                    // placed again for the store, as `setitem` would,
                    // since the right side may have resized the list.
                    let item = match (&target, &k) {
                        // The guard goes at the end of this statement.
                        (Value::List(l), Value::Int(ix)) => {
                            let items = l.lock();
                            let at = crate::eval::ops::norm_index(*ix, items.len(), "list");
                            at.ok().and_then(|j| items.get(j).cloned())
                        }
                        _ => None,
                    };
                    if let (Value::List(l), Value::Int(ix), Some(cur)) = (&target, &k, item) {
                        let r = rhs(f)?;
                        if let Some(new) = crate::eval::ops::quick_arith(op, &cur, &r) {
                            let mut items = l.lock();
                            let at = crate::eval::ops::norm_index(*ix, items.len(), "list");
                            if let Some(slot) = at.ok().and_then(|j| items.get_mut(j)) {
                                *slot = new;
                                return Ok(Flow::Normal);
                            }
                        }
                        let new = attrs::inplace(f, op, &cur, &r).map_err(|e| e.at(span))?;
                        attrs::setitem(f, &target, &k, new).map_err(|e| e.at(span))?;
                        return Ok(Flow::Normal);
                    }
                    let cur = attrs::getitem(f, &target, &k).map_err(|e| e.at(span))?;
                    let r = rhs(f)?;
                    let new = attrs::inplace(f, op, &cur, &r).map_err(|e| e.at(span))?;
                    attrs::setitem(f, &target, &k, new).map_err(|e| e.at(span))?;
                    Ok(Flow::Normal)
                })
            }
            HTarget::Unpack(_, _, span)
            | HTarget::MvIndex(_, _, span)
            | HTarget::PtrIndex(_, _, span)
            | HTarget::StructPtrIndex(_, _, span)
            | HTarget::StructField(_, _, span)
            | HTarget::AttrStructField(_, _, _, _, span) => {
                let span = *span;
                Box::new(move |_| {
                    Err(
                        new_exc("SyntaxError", "illegal expression for augmented assignment")
                            .at(span),
                    )
                })
            }
        }
    }

    /// The bounds of `range(start, stop, step)` in the index's type.
    pub(super) fn range_bounds(
        &mut self,
        var: &Var,
        start: &HExpr,
        stop: &HExpr,
        step: &HExpr,
        span: crate::source::Span,
    ) -> crate::eval::call::Eany<(i64, i64, i64)> {
        if var.ty.is_c() {
            let (a, z, st) = (self.int(start), self.int(stop), self.int(step));
            Box::new(move |f| Ok((a(f)?, z(f)?, st(f)?)))
        } else {
            let (a, z, st) = (self.obj(start), self.obj(stop), self.obj(step));
            let int_of = move |v: Value| -> Res<i64> {
                match v {
                    Value::Int(i) => Ok(i),
                    Value::Bool(b) => Ok(b as i64),
                    other => Err(type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        other.type_name()
                    ))),
                }
            };
            Box::new(move |f| {
                let a = int_of(a(f)?).map_err(|e| e.at(span))?;
                let z = int_of(z(f)?).map_err(|e| e.at(span))?;
                let s = int_of(st(f)?).map_err(|e| e.at(span))?;
                Ok((a, z, s))
            })
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn for_range(
        &mut self,
        var: &Var,
        start: &HExpr,
        stop: &HExpr,
        step: &HExpr,
        body: &[HStmt],
        orelse: &[HStmt],
        span: crate::source::Span,
    ) -> Es {
        let bounds = self.range_bounds(var, start, stop, step, span);
        if let Some(run) = self.loop_runner(var, body, orelse.is_empty(), span) {
            return self.counted_loop(bounds, run, orelse, span);
        }
        // The body's statements are called by the loop itself: one
        // indirect call per statement, none for a block around them.
        let b: Box<[Es]> = body.iter().map(|s| self.stmt(s)).collect();
        let o = self.block(orelse);
        macro_rules! counted {
            ($set:expr) => {
                Box::new(move |f| {
                    let (a, z, st) = bounds(f)?;
                    if st == 0 {
                        return Err(value_error("range() arg 3 must not be zero").at(span));
                    }
                    let n = range_len(a, z, st);
                    let mut i = a;
                    for k in 0..n {
                        // Polling every iteration would cost as much as a
                        // simple body; 1024 keeps Ctrl-C well under 100 ms.
                        if k & 1023 == 0 {
                            poll(f).map_err(|e| e.at(span))?;
                        }
                        $set(f, i);
                        for s in b.iter() {
                            match s(f)? {
                                Flow::Normal => {}
                                Flow::Continue => break,
                                Flow::Break => return Ok(Flow::Normal),
                                r @ (Flow::Return | Flow::Yield) => return Ok(r),
                            }
                        }
                        i = i.wrapping_add(st);
                    }
                    o(f)
                })
            };
        }
        // A C index in a frame or global slot took the runner above.
        match (var.place, var.ty.is_c()) {
            (Place::Local(_) | Place::Global(_), true) => super::internal_error("counted loop"),
            (Place::Local(s), false) => {
                let s = s as usize;
                counted!(|f: &mut Frame, i: i64| f.v[s] = Value::Int(i))
            }
            (Place::Global(s), false) => {
                let s = s as usize;
                counted!(|f: &mut Frame, i: i64| {
                    if s < f.g.len() {
                        f.g[s] = Value::Int(i)
                    }
                })
            }
            (Place::Cell(s), _) => {
                let s = s as usize;
                counted!(|f: &mut Frame, i: i64| {
                    if let Value::Cell(c) = &f.v[s] {
                        *c.lock() = Value::Int(i);
                    }
                })
            }
        }
    }

    fn try_stmt(
        &mut self,
        body: &[HStmt],
        handlers: &[HHandler],
        orelse: &[HStmt],
        finalbody: &[HStmt],
    ) -> Es {
        let b = self.block(body);
        let o = self.block(orelse);
        let has_finally = !finalbody.is_empty();
        let fin = self.block(finalbody);
        struct H {
            types: Option<V>,
            name: Option<(Store, Var)>,
            body: Es,
        }
        let hs: Vec<H> = handlers
            .iter()
            .map(|h| H {
                types: h.types.as_ref().map(|t| self.obj(t)),
                name: h.name.as_ref().map(|v| {
                    (
                        self.store_var_value(
                            v,
                            h.body.first().map_or_else(Default::default, |s| s.span),
                        ),
                        v.clone(),
                    )
                }),
                body: self.block(&h.body),
            })
            .collect();
        Box::new(move |f| {
            let r = match b(f) {
                Ok(Flow::Normal) => o(f),
                Ok(flow) => Ok(flow),
                Err(e) => {
                    let mut outcome = Err(e);
                    if let Err(e) = &outcome {
                        let e = e.clone();
                        for h in &hs {
                            let hit = match &h.types {
                                None => true,
                                Some(t) => {
                                    let tv = t(f)?;
                                    matches(&tv, &e)?
                                }
                            };
                            if hit {
                                if let Some((store, _)) = &h.name {
                                    store(f, e.value.clone())?;
                                }
                                f.handling.push(e.value.clone());
                                let r = (h.body)(f);
                                f.handling.pop();
                                if let Some((_, var)) = &h.name {
                                    // Python unbinds the name after the block.
                                    if let Place::Local(s) = var.place
                                        && !var.ty.is_c()
                                    {
                                        f.v[s as usize] = Value::Undef;
                                    }
                                }
                                outcome = r;
                                break;
                            }
                        }
                    }
                    outcome
                }
            };
            if has_finally {
                let fr = fin(f)?;
                if fr != Flow::Normal {
                    return Ok(fr);
                }
            }
            r
        })
    }

    fn del(&mut self, t: &HTarget) -> Es {
        match t {
            HTarget::Var(var, span) => {
                let span = *span;
                let name = var.name.clone();
                match (var.place, var.ty.is_c()) {
                    (Place::Local(s), false) => {
                        let s = s as usize;
                        Box::new(move |f| {
                            if matches!(f.v[s], Value::Undef) {
                                return Err(unbound_local_named(&name).at(span));
                            }
                            f.v[s] = Value::Undef;
                            Ok(Flow::Normal)
                        })
                    }
                    (Place::Global(s), false) => {
                        let s = s as usize;
                        Box::new(move |f| {
                            match f.g.get_mut(s) {
                                Some(v) if !matches!(v, Value::Undef) => *v = Value::Undef,
                                _ => {
                                    return Err(name_error(format!(
                                        "name '{name}' is not defined"
                                    ))
                                    .at(span));
                                }
                            }
                            Ok(Flow::Normal)
                        })
                    }
                    _ => Box::new(move |_| {
                        Err(
                            new_exc("SyntaxError", format!("cannot delete C variable '{name}'"))
                                .at(span),
                        )
                    }),
                }
            }
            HTarget::Attr(obj, name, span) => {
                let span = *span;
                let o = self.obj(obj);
                let name = name.clone();
                Box::new(move |f| {
                    let target = o(f)?;
                    attrs::delete_attribute(f, &target, &name).map_err(|e| e.at(span))?;
                    Ok(Flow::Normal)
                })
            }
            HTarget::Index(obj, idx, span) => {
                let span = *span;
                let (o, i) = (self.obj(obj), self.obj(idx));
                Box::new(move |f| {
                    let target = o(f)?;
                    let k = i(f)?;
                    attrs::delitem(f, &target, &k).map_err(|e| e.at(span))?;
                    Ok(Flow::Normal)
                })
            }
            HTarget::MvIndex(_, _, span)
            | HTarget::PtrIndex(_, _, span)
            | HTarget::StructPtrIndex(_, _, span)
            | HTarget::StructField(_, _, span)
            | HTarget::AttrStructField(_, _, _, _, span) => {
                let span = *span;
                Box::new(move |_| {
                    Err(new_exc(
                        "SyntaxError",
                        "cannot delete an element of a typed memoryview",
                    )
                    .at(span))
                })
            }
            HTarget::Unpack(items, _, _) => {
                let dels: Vec<Es> = items.iter().map(|t| self.del(t)).collect();
                Box::new(move |f| {
                    for d in &dels {
                        d(f)?;
                    }
                    Ok(Flow::Normal)
                })
            }
        }
    }
}

/// The parts of a tuple display of `n` parts (boxed as a whole or not),
/// none of them `*starred` (which would unpack into several).
fn tuple_parts(value: &HExpr, n: usize) -> Option<&[HExpr]> {
    let inner = match &value.kind {
        HKind::Convert(inner) => inner,
        _ => value,
    };
    match &inner.kind {
        HKind::Tuple(parts)
            if parts.len() == n && !parts.iter().any(|p| matches!(p.kind, HKind::Starred(_))) =>
        {
            Some(parts)
        }
        _ => None,
    }
}
