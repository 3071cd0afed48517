//! Cython's checks around loops over typed variables.
//!
//! The type check on variables a loop binds. A variable declared as
//! a builtin type (`cdef str s`) or an extension type (`cdef P p`) takes
//! each item of a `for` loop, or of a list, set or dict comprehension,
//! through the check an assignment makes ("Expected str, got int",
//! "Cannot convert int to m.P"). A generator expression runs in a frame
//! of its own, where the name is an untyped variable: no check.
//!
//! A loop (or comprehension, `enumerate` or `reversed`) over a variable
//! declared as `str`, `bytes` or `bytearray` is compiled by Cython as a
//! walk over that type, whose None check says "'NoneType' is not
//! iterable".

use super::Sema;
use super::coerce::convert;
use super::expr::{h, truth};
use super::hir::*;
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr, ExprKind};
use std::sync::Arc;

impl Sema<'_> {
    /// The builtin that checks an item bound to `var` and what it checks
    /// against, or None when the variable takes any object.
    fn item_check(&mut self, var: &Var, span: Span) -> Option<(&'static str, HExpr)> {
        if var.ty != Ty::Object {
            return None;
        }
        if let Some(t) = self.declared_builtin_type(var) {
            let against = HExpr {
                kind: HKind::Str(Arc::from(t)),
                ty: Ty::Object,
                span,
            };
            return Some(("__expect_type__", against));
        }
        let c = self.declared_cdef_class(&var.name)?;
        let class = self.expr(&Expr {
            kind: ExprKind::Name(c),
            span,
        });
        Some(("__expect_class__", class))
    }

    /// The call of `check` (from `item_check`) on the object in `item`:
    /// the item, once it passed.
    fn checked_item(
        &mut self,
        (f, against): (&'static str, HExpr),
        item: &Var,
        span: Span,
    ) -> Option<HExpr> {
        let load = HExpr {
            kind: HKind::Load(item.clone()),
            ty: Ty::Object,
            span,
        };
        self.generic_builtin(f, vec![load, against], span)
    }

    /// For a `for` loop target that is (or unpacks into) variables
    /// declared as builtin or extension types: every variable of the
    /// target becomes a hidden one, and the returned statements, first in
    /// the body, check the items and then store them all. As in Cython, an
    /// item that fails its check leaves every variable of the target as
    /// it was.
    pub(super) fn checked_loop_target(&mut self, target: &mut HTarget) -> Vec<HStmt> {
        let mut vars = Vec::new();
        loop_vars(target, &mut vars);
        let checks: Vec<Option<(&'static str, HExpr)>> = vars
            .iter()
            .map(|(v, span)| self.item_check(v, *span))
            .collect();
        if checks.iter().all(Option::is_none) {
            return Vec::new();
        }
        let single = vars.len() == 1;
        let mut hidden = Vec::new();
        let mut checked = Vec::new();
        let mut stores = Vec::new();
        for ((v, span), check) in vars.into_iter().zip(checks) {
            let ty = if check.is_some() {
                Ty::Object
            } else {
                v.ty.clone()
            };
            let item = self.hidden_var("__loop_item", ty.clone());
            hidden.push(item.clone());
            if let Some(check) = check {
                let Some(c) = self.checked_item(check, &item, span) else {
                    return Vec::new();
                };
                if single {
                    // One variable: `v = check(item)`, the form the
                    // kernels know (`native_rows::row_loop`).
                    rename_loop_vars(target, &mut std::iter::once(item));
                    return vec![HStmt {
                        kind: SKind::Assign(vec![HTarget::Var(v, span)], c),
                        span,
                    }];
                }
                checked.push(HStmt {
                    kind: SKind::Assign(vec![HTarget::Var(item.clone(), span)], c),
                    span,
                });
            }
            let load = HExpr {
                kind: HKind::Load(item),
                ty,
                span,
            };
            stores.push(HStmt {
                kind: SKind::Assign(vec![HTarget::Var(v, span)], load),
                span,
            });
        }
        let mut next = hidden.into_iter();
        rename_loop_vars(target, &mut next);
        checked.extend(stores);
        checked
    }

    /// For a comprehension variable whose outer namesake `outer` is
    /// declared as a builtin or extension type: a condition, first among
    /// the comprehension's, that checks the item bound to `item` and is
    /// then true. Resolved while `outer` is still the name's binding.
    pub(super) fn comp_item_check(&mut self, outer: &Var, item: &Var, span: Span) -> Option<HExpr> {
        let check = self.item_check(outer, span)?;
        let checked = self.checked_item(check, item, span)?;
        // The check returns the item; `checked or True` holds whatever
        // the item's truth.
        let always = convert(h(HKind::Bool(true), Ty::Bint, span), &Ty::Object);
        let or = h(
            HKind::Or(Box::new(checked), Box::new(always)),
            Ty::Object,
            span,
        );
        Some(truth(or))
    }

    /// Whether the loop or comprehension iterable `it` is a variable
    /// declared `str`, `bytes` or `bytearray` (or `enumerate` or
    /// `reversed` of one) that Cython walks as that type, given the type
    /// of the variable each item goes to. Over bytes Cython does so only
    /// into a C variable; directly, or through `enumerate`/`reversed`,
    /// otherwise it makes the generic Python loop. To be asked before a
    /// comprehension's own variables shadow the names. Some(true) when
    /// `it` is the variable itself, Some(false) when it is the call.
    pub(super) fn walks_text(&mut self, it: &Expr, item: &Ty) -> Option<bool> {
        let (name, direct) = match &it.kind {
            ExprKind::Call(f, args)
                if matches!(&f.kind, ExprKind::Name(n)
                    if (n == "enumerate" || n == "reversed") && !self.is_shadowed(n)) =>
            {
                match args.as_slice() {
                    [Arg::Pos(inner)] => (inner, false),
                    _ => return None,
                }
            }
            _ => (it, true),
        };
        match self.text_type(name)? {
            "bytes" if !item.is_c() => None,
            _ => Some(direct),
        }
    }

    /// The type a comprehension's variable `target` has when it walks
    /// `enumerate`/`reversed` of text: a C number its outer namesake is
    /// declared as, else an object.
    pub(super) fn comp_item_ty(&mut self, target: &Expr) -> Ty {
        let ExprKind::Name(n) = &target.kind else {
            return Ty::Object;
        };
        self.named_var(n)
            .map(|v| v.ty)
            .filter(Ty::is_c)
            .unwrap_or(Ty::Object)
    }

    /// The C type of the items when a loop over `it` walks bytes or a
    /// bytearray the way Cython compiles it, through its buffer: a
    /// variable declared so, or a slice of one. Bytes are walked as
    /// `char` (signed here), a bytearray as `unsigned char`. (A bytes
    /// literal is laid out as unsigned chars.)
    fn walked_byte(&mut self, it: &Expr) -> Option<CInt> {
        let walked = match &it.kind {
            ExprKind::Subscript(base, index) if matches!(index.kind, ExprKind::Slice(..)) => base,
            _ => it,
        };
        match self.text_type(walked)? {
            "bytes" => Some(CInt::Char),
            "bytearray" => Some(CInt::UChar),
            _ => None,
        }
    }

    /// `for c in b` over bytes or a bytearray (see `walked_byte`) into a
    /// C integer: each item is the byte as its C type, cast to the
    /// target's (`cdef char c` and `cdef long c` take -1 for b"\xff",
    /// where the Python int 255 would not fit a `char`). The loop binds a
    /// hidden `unsigned char`; the returned statement, first in the body,
    /// stores it into the target through the byte's type.
    pub(super) fn bytes_char_target(&mut self, target: &mut HTarget, it: &Expr) -> Option<HStmt> {
        let HTarget::Var(v, span) = target else {
            return None;
        };
        if !v.ty.is_c_int() || matches!(v.ty, Ty::Int(CInt::UChar) | Ty::Bint) {
            return None;
        }
        let byte = self.walked_byte(it)?;
        let span = *span;
        let item = self.hidden_var("__loop_item", Ty::Int(CInt::UChar));
        let load = HExpr {
            kind: HKind::Load(item.clone()),
            ty: item.ty.clone(),
            span,
        };
        let value = convert(convert(load, &Ty::Int(byte)), &v.ty);
        let store = std::mem::replace(target, HTarget::Var(item, span));
        Some(HStmt {
            kind: SKind::Assign(vec![store], value),
            span,
        })
    }

    /// The same for a comprehension's variable of C integer type `ty`:
    /// its iterable becomes the items already cast (`__bytes_as_c__`).
    pub(super) fn bytes_char_items(&mut self, iter: HExpr, it: &Expr, ty: &Ty) -> HExpr {
        let Ty::Int(c) = ty else {
            return iter;
        };
        if *c == CInt::UChar {
            return iter;
        }
        let Some(byte) = self.walked_byte(it) else {
            return iter;
        };
        let span = iter.span;
        let args = vec![
            iter.clone(),
            h(HKind::Bool(byte.signed()), Ty::Object, span),
            h(HKind::Int(i64::from(c.bits())), Ty::Object, span),
            h(HKind::Bool(c.signed()), Ty::Object, span),
        ];
        self.generic_builtin("__bytes_as_c__", args, span)
            .unwrap_or(iter)
    }

    /// The builtin text type the variable `it` is declared as.
    fn text_type(&mut self, it: &Expr) -> Option<&'static str> {
        let ExprKind::Name(n) = &it.kind else {
            return None;
        };
        let var = self.named_var(n)?;
        self.declared_builtin_type(&var)
            .filter(|t| matches!(*t, "str" | "bytes" | "bytearray"))
    }

    /// The resolved iterable `e` of a comprehension that walks text (see
    /// `walks_text`), behind Cython's None check: the text itself, or
    /// the one argument of `enumerate`/`reversed`.
    pub(super) fn text_none_checked(&mut self, e: HExpr, direct: bool) -> HExpr {
        let span = e.span;
        if direct {
            return self.none_checked_text(e, span);
        }
        let HExpr { kind, ty, .. } = e;
        let kind = match kind {
            HKind::Call(callee, mut args) if args.len() == 1 => {
                if let Some(HArg::Pos(first)) = args.pop() {
                    let checked = self.none_checked_text(first, span);
                    args.push(HArg::Pos(checked));
                }
                HKind::Call(callee, args)
            }
            kind => kind,
        };
        HExpr { kind, ty, span }
    }

    /// For a `for` loop that walks text: Cython's None check as a
    /// statement before the loop, so the loop itself keeps the plain
    /// variable as its iterable (and stays a kernel where it is one). The
    /// text is a variable: reading it twice reads the same value.
    pub(super) fn text_none_check_stmt(&mut self, iter: &HExpr, direct: bool) -> Option<HStmt> {
        let text = match (&iter.kind, direct) {
            (_, true) => iter.clone(),
            (HKind::Call(_, args), false) => match args.as_slice() {
                [HArg::Pos(first)] => first.clone(),
                _ => return None,
            },
            _ => return None,
        };
        let span = iter.span;
        let check = self.generic_builtin("__iter_text__", vec![text], span)?;
        Some(HStmt {
            kind: SKind::Expr(check),
            span,
        })
    }

    fn none_checked_text(&mut self, e: HExpr, span: Span) -> HExpr {
        match self.generic_builtin("__iter_text__", vec![e.clone()], span) {
            Some(c) => c,
            None => e,
        }
    }
}

/// The variables a loop target binds, in order (through unpacking).
fn loop_vars(target: &HTarget, out: &mut Vec<(Var, Span)>) {
    match target {
        HTarget::Var(v, span) => out.push((v.clone(), *span)),
        HTarget::Unpack(parts, _, _) => parts.iter().for_each(|p| loop_vars(p, out)),
        _ => {}
    }
}

/// Puts the hidden variables of `checked_loop_target` in place of the
/// target's variables, in the order `loop_vars` listed them.
fn rename_loop_vars(target: &mut HTarget, hidden: &mut impl Iterator<Item = Var>) {
    match target {
        HTarget::Var(v, _) => {
            if let Some(h) = hidden.next() {
                *v = h;
            }
        }
        HTarget::Unpack(parts, _, _) => parts.iter_mut().for_each(|p| rename_loop_vars(p, hidden)),
        _ => {}
    }
}
