//! Direct calls of functions known at compile time: arguments matched
//! to typed parameters, struct construction, and the inlining of small
//! cdef functions.

use super::Sema;
use super::coerce::convert;
use super::expr::h;
use super::hir::*;
use super::types::Ty;
use crate::builtins;
use crate::source::Span;
use crate::syntax::ast::{self, Arg, BinOp, Expr};
use std::sync::Arc;

impl Sema<'_> {
    pub(super) fn generic_builtin(
        &mut self,
        name: &str,
        xs: Vec<HExpr>,
        span: Span,
    ) -> Option<HExpr> {
        let id = builtins::lookup(name)?;
        let f = h(HKind::Builtin(id), Ty::Object, span);
        let args = xs
            .into_iter()
            .map(|x| HArg::Pos(convert(x, &Ty::Object)))
            .collect();
        Some(h(HKind::Call(Box::new(f), args), Ty::Object, span))
    }

    /// A call of a module-level function known at compile time, with its
    /// arguments matched to typed parameters. `None` falls back to a
    /// dynamic call (Python's run-time argument errors then apply).
    pub(super) fn direct_call(&mut self, id: FuncId, args: &[Arg], span: Span) -> Option<HExpr> {
        self.direct_call_as(id, args, span, false)
    }

    /// `direct_call`; for a method's `virtual` call (`CallVirtual`), one
    /// that does not fit goes the general way, whose messages count
    /// arguments as Python does, and the body is never inlined (the
    /// receiver's class decides which body runs).
    pub(super) fn direct_call_as(
        &mut self,
        id: FuncId,
        args: &[Arg],
        span: Span,
        virtual_call: bool,
    ) -> Option<HExpr> {
        let f = &self.funcs[id];
        let kind = f.kind;
        let params: Vec<(Arc<str>, Ty, ParamKind)> = f
            .params
            .iter()
            .map(|p| (p.name.clone(), p.var.ty.clone(), p.kind))
            .collect();
        let ret = f.ret.clone();
        let name = f.name.clone();
        if params
            .iter()
            .any(|p| matches!(p.2, ParamKind::Star | ParamKind::StarStar))
        {
            return None;
        }
        let mut slots: Vec<Option<&Expr>> = vec![None; params.len()];
        let mut n_pos = 0;
        for a in args {
            match a {
                Arg::Pos(e) => {
                    if n_pos >= params.len() || params[n_pos].2 != ParamKind::Positional {
                        if self.c_call_checks_arity(id) && !virtual_call {
                            return Some(self.wrong_arg_count(id, args.len(), ret, span));
                        }
                        return None;
                    }
                    slots[n_pos] = Some(e);
                    n_pos += 1;
                }
                Arg::Kw(k, e) => {
                    let Some(i) = params.iter().position(|p| p.0.as_ref() == k.name) else {
                        if kind != ast::FuncKind::Def {
                            let msg =
                                format!("C function got unexpected keyword argument '{}'", k.name);
                            let d = self.error("TypeError", msg, k.span);
                            d.label = Some(format!("`{name}` has no parameter of that name"));
                            return Some(h(HKind::NoneLit, ret, span));
                        }
                        return None;
                    };
                    if slots[i].is_some() {
                        return None;
                    }
                    slots[i] = Some(e);
                }
                _ => return None,
            }
        }
        // A C call passes its arguments by position: a keyword may not
        // leave an optional parameter before it unfilled.
        if kind == ast::FuncKind::Cdef
            && let Some(last) = slots.iter().rposition(Option::is_some)
            && let Some(gap) = slots[..last].iter().position(Option::is_none)
        {
            let d = self.error(
                "TypeError",
                format!("C function call is missing argument '{}'", params[gap].0),
                span,
            );
            d.help = Some(format!(
                "a cdef function's arguments are passed by position: give `{}` too, \
                 or pass the later ones by position",
                params[gap].0
            ));
        }
        let mut hargs = Vec::with_capacity(params.len());
        for (i, slot) in slots.iter().enumerate() {
            let ty = params[i].1.clone();
            match slot {
                Some(e) => {
                    let x = if kind == ast::FuncKind::Def {
                        self.expr(e)
                    } else {
                        self.expr_into(e, &ty)
                    };
                    let x = if ty == Ty::Object {
                        self.whole_array_object(e, x)
                    } else {
                        x
                    };
                    // A def function's arguments are Python objects: a
                    // tuple literal is checked against a ctuple when called.
                    let checked = if kind == ast::FuncKind::Def {
                        super::coerce::assignable(&x.ty, &ty)
                    } else {
                        super::coerce::assignable_expr(&x, &ty)
                    };
                    if let Err(m) = checked {
                        self.error("TypeError", m, e.span);
                    }
                    // An int constant reaches a def function as an object,
                    // converted (and range-checked) by the callee, not
                    // truncated as a C literal; a str or bytes literal is
                    // no C char there.
                    if kind == ast::FuncKind::Def
                        && ty.is_c_int()
                        && x.ty == Ty::Object
                        && matches!(
                            x.kind,
                            HKind::Int(_) | HKind::BigInt(_) | HKind::Str(_) | HKind::Bytes(_)
                        )
                    {
                        let xs = x.span;
                        hargs.push(h(HKind::Convert(Box::new(x)), ty, xs));
                        continue;
                    }
                    // A def function's `bint` takes the truth of the
                    // object, 0 or 1 (a C call keeps an int's value).
                    if kind == ast::FuncKind::Def && ty == Ty::Bint {
                        if let HKind::Int(i) = x.kind {
                            hargs.push(h(HKind::Int((i != 0) as i64), ty, x.span));
                            continue;
                        }
                        if x.ty.is_c_int() {
                            hargs.push(convert(convert(x, &Ty::Object), &ty));
                            continue;
                        }
                    }
                    // A container passed to a C++ reference is itself.
                    if matches!(ty, Ty::Cpp(_)) && x.ty == ty && self.ref_params.contains(&(id, i))
                    {
                        hargs.push(x);
                        continue;
                    }
                    hargs.push(convert(x, &ty));
                }
                None => {
                    // Missing: a literal default can be inlined; anything
                    // else goes through a dynamic call.
                    let default = self.funcs[id].params.get(i).and_then(|p| p.default.clone());
                    let default = match default {
                        Some(d) if literal_default(&d) => d,
                        Some(_) => return None,
                        None if self.c_call_checks_arity(id) && !virtual_call => {
                            return Some(self.wrong_arg_count(id, args.len(), ret, span));
                        }
                        None => return None,
                    };
                    hargs.push(convert(default, &ty));
                }
            }
        }
        let _ = name;
        if !virtual_call && let Some(inlined) = self.try_inline(id, &hargs, span) {
            return Some(inlined);
        }
        Some(h(HKind::CallDirect(id, hargs), ret, span))
    }

    /// `Point(1, 2)` / `Point(x=1, y=2)`: a struct from positional or
    /// keyword fields, missing fields at zero.
    pub(super) fn make_struct(
        &mut self,
        def: Arc<super::types::StructDef>,
        args: &[Arg],
        span: Span,
    ) -> HExpr {
        if def.union {
            self.unsupported(
                "constructing a union by a call (assign its field instead)",
                span,
            );
            return self.struct_default(def, span);
        }
        let mut slots: Vec<Option<HExpr>> = vec![None; def.fields().len()];
        let mut pos = 0;
        for a in args {
            match a {
                Arg::Pos(e) if pos < slots.len() => {
                    let v = self.expr(e);
                    slots[pos] = Some(v);
                    pos += 1;
                }
                Arg::Kw(k, e) => {
                    match def.fields().iter().position(|(n, _)| n.as_ref() == k.name) {
                        Some(i) => {
                            let v = self.expr(e);
                            slots[i] = Some(v);
                        }
                        None => {
                            self.error(
                                "TypeError",
                                format!(
                                    "'{}' is an invalid keyword argument for {}",
                                    k.name, def.name
                                ),
                                k.span,
                            );
                        }
                    }
                }
                _ => {
                    self.error(
                        "TypeError",
                        format!("Too many arguments for struct {}", def.name),
                        span,
                    );
                }
            }
        }
        let default = self.struct_default(def.clone(), span);
        let HKind::MakeStruct(_, zeros) = default.kind else {
            return default;
        };
        let fields = slots
            .into_iter()
            .zip(zeros)
            .zip(def.fields().iter())
            .map(|((v, z), (_, t))| match v {
                Some(v) => {
                    let v = self.pow_into(v, t);
                    if let Err(m) = super::coerce::assignable(&v.ty, t) {
                        self.error("TypeError", m, v.span);
                    }
                    convert(v, t)
                }
                None => z,
            })
            .collect();
        let ty = Ty::Struct(def.clone());
        h(HKind::MakeStruct(def, fields), ty, span)
    }

    /// Inlines a call of a small cdef function — its body one `return`
    /// of an expression over its C parameters — as C compilers inline
    /// Cython's helpers, so the call costs no frame. A cheap argument free
    /// of side effects replaces its parameter; any other is stored into a
    /// C local of the caller first (all of them, in order, when one has
    /// side effects), as the call would have evaluated it.
    fn try_inline(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Option<HExpr> {
        let f = &self.funcs[id];
        if f.kind == ast::FuncKind::Def
            || !f.cell_slots.is_empty()
            || !f.free.is_empty()
            // The body runs under the caller's directives once inlined; it
            // can only do arithmetic (see count_param_uses), so only the
            // arithmetic directives must agree.
            || f.directives.cdivision != self.directives.cdivision
            || f.directives.overflowcheck != self.directives.overflowcheck
        {
            return None;
        }
        let [
            HStmt {
                kind: SKind::Return(Some(body)),
                ..
            },
        ] = f.body.as_slice()
        else {
            return None;
        };
        if !f
            .params
            .iter()
            .all(|p| p.var.ty.is_c() && matches!(p.var.place, Place::Local(_)))
        {
            return None;
        }
        if f.n_v > 0 || f.n_c as usize != f.params.len() {
            return None;
        }
        // A noexcept function prints and swallows its exceptions: inlined,
        // they would propagate, so only a body that cannot raise inlines.
        if f.except == ExceptKind::NoExcept && (f.directives.overflowcheck || !cannot_raise(body)) {
            return None;
        }
        let mut uses = vec![0usize; f.params.len()];
        if !count_param_uses(body, &f.params, &mut uses) {
            return None;
        }
        let bind_all = !args.iter().all(is_pure);
        let bind: Vec<bool> = args
            .iter()
            .zip(&uses)
            .map(|(a, n)| bind_all || (*n > 1 && !is_trivial(a)))
            .collect();
        if bind.iter().any(|b| *b) && !body.ty.is_c() {
            return None;
        }
        let (body, params) = (body.clone(), f.params.clone());
        let mut binds = Vec::new();
        let mut vals = Vec::with_capacity(args.len());
        for ((a, p), b) in args.iter().zip(&params).zip(bind) {
            if !b {
                vals.push(a.clone());
                continue;
            }
            let v = self.hidden_var(&format!("__inlined_{}", p.name), p.var.ty.clone());
            vals.push(HExpr {
                kind: HKind::Load(v.clone()),
                ty: v.ty.clone(),
                span: a.span,
            });
            binds.push((v, convert(a.clone(), &p.var.ty)));
        }
        let mut e = substitute(&body, &params, &vals);
        e.span = span;
        self.inlined.push((span, id));
        if binds.is_empty() {
            return Some(e);
        }
        let ty = e.ty.clone();
        Some(HExpr {
            kind: HKind::Let(binds, Box::new(e)),
            ty,
            span,
        })
    }
}

fn param_index(params: &[HParam], place: Place) -> Option<usize> {
    params.iter().position(|p| p.var.place == place)
}

/// Counts parameter loads; `false` when the body does anything inlining
/// cannot preserve (other locals, calls that need a frame of their own are
/// fine, walrus stores are not).
fn count_param_uses(e: &HExpr, params: &[HParam], uses: &mut [usize]) -> bool {
    match &e.kind {
        HKind::Load(v) => match v.place {
            Place::Local(_) => match param_index(params, v.place) {
                Some(i) => {
                    uses[i] += 1;
                    true
                }
                None => false,
            },
            Place::Global(_) => true,
            Place::Cell(_) => false,
        },
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Convert(x) | HKind::Unary(_, x) => count_param_uses(x, params, uses),
        HKind::Binary(_, a, b) | HKind::And(a, b) | HKind::Or(a, b) => {
            count_param_uses(a, params, uses) && count_param_uses(b, params, uses)
        }
        HKind::IfExp(c, a, b) => {
            count_param_uses(c, params, uses)
                && count_param_uses(a, params, uses)
                && count_param_uses(b, params, uses)
        }
        HKind::Compare(a, rest) => {
            count_param_uses(a, params, uses)
                && rest.iter().all(|(_, x)| count_param_uses(x, params, uses))
        }
        HKind::CBuiltin(_, xs) | HKind::CallDirect(_, xs) => {
            xs.iter().all(|x| count_param_uses(x, params, uses))
        }
        _ => false,
    }
}

/// Can evaluating `e` not raise? C arithmetic without division, C
/// comparisons and conditionals, `min`/`max` and libc math qualify.
fn cannot_raise(e: &HExpr) -> bool {
    if !e.ty.is_c() {
        return false;
    }
    match &e.kind {
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Load(v) => matches!(v.place, Place::Local(_) | Place::Global(_)),
        HKind::Convert(x) | HKind::Unary(_, x) => cannot_raise(x),
        HKind::Binary(op, a, b) => {
            matches!(
                op,
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor
            ) && cannot_raise(a)
                && cannot_raise(b)
        }
        HKind::And(a, b) | HKind::Or(a, b) => cannot_raise(a) && cannot_raise(b),
        HKind::IfExp(c, a, b) => cannot_raise(c) && cannot_raise(a) && cannot_raise(b),
        HKind::Compare(a, rest) => {
            cannot_raise(a) && rest.iter().all(|(_, x)| x.ty.is_c() && cannot_raise(x))
        }
        HKind::CBuiltin(name, xs) => {
            (matches!(*name, "min" | "max")
                || builtins::C_MATH_1.contains(name)
                || builtins::C_MATH_2.contains(name))
                && xs.iter().all(cannot_raise)
        }
        _ => false,
    }
}

fn is_trivial(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Load(_) | HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Convert(x) => is_trivial(x),
        _ => false,
    }
}

/// No side effects (so evaluating it later, or not at all, is invisible).
pub(crate) fn is_pure(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Load(_)
        | HKind::Int(_)
        | HKind::Float(_)
        | HKind::Bool(_)
        | HKind::Str(_)
        | HKind::NoneLit => true,
        HKind::Convert(x) | HKind::Unary(_, x) => is_pure(x) && e.ty.is_c() && x.ty.is_c(),
        HKind::Binary(op, a, b) => {
            e.ty.is_c()
                && !matches!(op, BinOp::FloorDiv | BinOp::Mod | BinOp::Div)
                && is_pure(a)
                && is_pure(b)
        }
        HKind::MvIndex(b, idx) => is_pure(b) && idx.iter().all(is_pure),
        _ => false,
    }
}

fn substitute(e: &HExpr, params: &[HParam], args: &[HExpr]) -> HExpr {
    let kind = match &e.kind {
        HKind::Load(v) => match param_index(params, v.place) {
            Some(i) if matches!(v.place, Place::Local(_)) => {
                return coerce_to(args[i].clone(), &e.ty);
            }
            _ => e.kind.clone(),
        },
        HKind::Convert(x) => HKind::Convert(Box::new(substitute(x, params, args))),
        HKind::Unary(op, x) => HKind::Unary(*op, Box::new(substitute(x, params, args))),
        HKind::Binary(op, a, b) => HKind::Binary(
            *op,
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::And(a, b) => HKind::And(
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::Or(a, b) => HKind::Or(
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::IfExp(c, a, b) => HKind::IfExp(
            Box::new(substitute(c, params, args)),
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::Compare(a, rest) => HKind::Compare(
            Box::new(substitute(a, params, args)),
            rest.iter()
                .map(|(op, x)| (*op, substitute(x, params, args)))
                .collect(),
        ),
        HKind::CBuiltin(n, xs) => {
            HKind::CBuiltin(n, xs.iter().map(|x| substitute(x, params, args)).collect())
        }
        HKind::CallDirect(id, xs) => HKind::CallDirect(
            *id,
            xs.iter().map(|x| substitute(x, params, args)).collect(),
        ),
        other => other.clone(),
    };
    HExpr {
        kind,
        ty: e.ty.clone(),
        span: e.span,
    }
}

/// An argument (already of the parameter's type) standing where the
/// parameter was loaded.
pub(super) fn coerce_to(a: HExpr, ty: &Ty) -> HExpr {
    convert(a, ty)
}

/// A parameter default a direct call can put in place itself: a literal.
pub(super) fn literal_default(d: &HExpr) -> bool {
    matches!(
        d.kind,
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) | HKind::Str(_) | HKind::NoneLit
    )
}
