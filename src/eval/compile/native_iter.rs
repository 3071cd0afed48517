//! `for x in view` in a kernel: a loop over the elements of a 1-D typed
//! view into a C variable, as Cython compiles it — an index loop over
//! the view as it was when the loop started, the variable set to each
//! element (converted to its type) before the body runs. `for x in lst`
//! over a list or tuple variable is the same loop over a copy of its
//! items converted to the variable's type as the kernel starts (a run
//! where one does not convert is left to the closures, which raise at
//! that item).

use super::native::Lowering;
use crate::array::DType;
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::{Ty, elem_ty};
use crate::source::Span;
use crate::syntax::ast::{BinOp, CmpOp};

type Lo<T> = Option<T>;

impl Lowering<'_> {
    /// `for target in iter: body else: orelse`, when `iter` is a 1-D
    /// typed view and `target` a C variable its elements convert to
    /// exactly.
    pub(super) fn for_view(
        &mut self,
        (target, iter): (&HTarget, &HExpr),
        (body, orelse): (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        if let HTarget::Unpack(items, None, _) = target {
            return self.for_pairs(items, iter, (body, orelse), span, out);
        }
        let HTarget::Var(x, _) = target else {
            return None;
        };
        let view = unconverted(iter);
        if let HKind::Load(seq) = &view.kind
            && view.ty == Ty::Object
        {
            if x.ty == Ty::Object {
                return self.item_alias_loop(x, seq, (body, orelse), span, out);
            }
            let (buf, dtype) = self.items_arg(seq.place, &x.ty)?;
            return self.element_loop(x, (buf, dtype), (body, orelse), span, out);
        }
        let i = self.temp(Kind::I);
        let (load, dim) = self.element_of(view, &x.ty, i, span)?;
        let first = vec![self.set(x, load)?];
        self.index_loop((i, dim, first), (body, orelse), span, out)
    }

    /// `for i, x in enumerate(view[, start])` and `for x, y in zip(v, w)`
    /// over 1-D typed views, into C variables: an index loop (to the
    /// shorter view for `zip`), the variables set from the index and the
    /// elements before the body runs, as the iteration would set them.
    fn for_pairs(
        &mut self,
        items: &[HTarget],
        iter: &HExpr,
        (body, orelse): (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let [HTarget::Var(a, _), HTarget::Var(b, _)] = items else {
            return None;
        };
        let HKind::Call(f, args) = &iter.kind else {
            return None;
        };
        let HKind::Builtin(id) = f.kind else {
            return None;
        };
        let i = self.temp(Kind::I);
        let (first, stop) = match (crate::builtins::name_of(id), &args[..]) {
            ("enumerate", [HArg::Pos(v)] | [HArg::Pos(v), HArg::Pos(_)]) => {
                if !a.ty.is_c_int() {
                    return None;
                }
                let start = match args.get(1) {
                    Some(HArg::Pos(s)) if unconverted(s).ty.is_c_int() => {
                        self.int(unconverted(s))?
                    }
                    Some(_) => return None,
                    _ => k::Expr::I(0),
                };
                let (load, dim) = self.element_of(v, &b.ty, i, span)?;
                // The start is evaluated once, before the loop.
                let base = self.temp(Kind::I);
                out.push(k::Stmt::Set(base, start));
                let count = k::Expr::Bin(
                    k::Bin::Add,
                    Box::new(k::Expr::Var(base)),
                    Box::new(k::Expr::Var(i)),
                );
                (vec![self.set(a, count)?, self.set(b, load)?], dim)
            }
            ("zip", [HArg::Pos(v), HArg::Pos(w)]) => {
                let (x, n) = self.element_of(v, &a.ty, i, span)?;
                let (y, m) = self.element_of(w, &b.ty, i, span)?;
                let shorter = k::Expr::If(
                    Box::new(k::Expr::Cmp(
                        k::Cmp::LtS,
                        Box::new(n.clone()),
                        Box::new(m.clone()),
                    )),
                    Box::new(n),
                    Box::new(m),
                );
                (vec![self.set(a, x)?, self.set(b, y)?], shorter)
            }
            _ => return None,
        };
        self.index_loop((i, stop, first), (body, orelse), span, out)
    }

    /// Element `i` of 1-D typed view `v` (as an iteration argument, an
    /// object), converted exactly to `ty`, and the view's extent.
    fn element_of(&mut self, v: &HExpr, ty: &Ty, i: u32, span: Span) -> Lo<(k::Expr, k::Expr)> {
        let view = unconverted(v);
        let Ty::Memview(t) = &view.ty else {
            return None;
        };
        if t.ndim != 1 {
            return None;
        }
        let convert = element_to(t.dtype, ty)?;
        let (buf, fixed, _) = self.view_ref(view)?;
        let site = self.sub_view_sites(fixed.len(), 1, span);
        let value = element_load((buf, t.dtype, convert), &fixed, i, site);
        let dim = k::Expr::Dim {
            buf,
            stride: false,
            axis: fixed.len() as u8,
        };
        Some((value, dim))
    }

    /// The loop over the kernel's copy of a list's or tuple's items
    /// (argument `buf`, of type `dtype`) into `x`.
    fn element_loop(
        &mut self,
        x: &Var,
        (buf, dtype): (u32, DType),
        (body, orelse): (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let i = self.temp(Kind::I);
        let site = self.site(super::native::SiteKind::VecIndex(buf as usize), span);
        let first = vec![self.set(x, element_load((buf, dtype, None), &[], i, site))?];
        // The loop's end is the length as it starts: its body (not its
        // `else`) may not append to the list it walks.
        let stop = k::Expr::VecLen(buf);
        self.index_loop_walking((i, stop, first), (body, orelse), span, out, Some(buf))
    }

    /// `for x in xs` into an untyped local `x` over the list or tuple an
    /// object variable holds: an index loop to its length as the kernel
    /// starts, the body reading `x` as the item at the index wherever it
    /// takes it as a C value (`item_read_as`), and the item the loop
    /// reached stored in `x` as the kernel leaves (`VarSrc::ItemOf`). A
    /// body using `x` as an object is refused as any object code is.
    fn item_alias_loop(
        &mut self,
        x: &Var,
        seq: &Var,
        (body, orelse): (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let Place::Local(slot) = x.place else {
            return None;
        };
        if self.scope.in_callee()
            || matches!(seq.place, Place::Cell(_))
            || self.scope.aliases.iter().any(|a| a.0 == x.place)
        {
            return None;
        }
        let len = self.source_var(
            super::native::VarSrc::Len(seq.place),
            Ty::Int(crate::sema::types::CInt::Long),
        )?;
        let bound_var = Var {
            place: x.place,
            ty: Ty::Int(crate::sema::types::CInt::Long),
            name: x.name.clone(),
        };
        let bound = self.scope.push_var(
            bound_var,
            Some(super::native::VarSrc::ItemOf(slot, seq.place)),
        )?;
        let i = self.temp(Kind::I);
        let first = vec![k::Stmt::Set(bound, k::Expr::Var(i))];
        self.scope.aliases.push((x.place, seq.place, i));
        let done = self.index_loop((i, k::Expr::Var(len), first), (body, orelse), span, out);
        self.scope.aliases.pop();
        done
    }

    /// `for i in range(stop)`: `first` (which sets the loop's variables
    /// from `i`), then `body` lowered; `orelse` after a loop not broken.
    pub(super) fn index_loop(
        &mut self,
        head: (u32, k::Expr, Vec<k::Stmt>),
        blocks: (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        self.index_loop_walking(head, blocks, span, out, None)
    }

    /// `index_loop`, over the items of argument `walks` when given: its
    /// body is lowered with that argument marked as walked.
    fn index_loop_walking(
        &mut self,
        (i, stop, first): (u32, k::Expr, Vec<k::Stmt>),
        (body, orelse): (&[HStmt], &[HStmt]),
        span: Span,
        out: &mut Vec<k::Stmt>,
        walks: Option<u32>,
    ) -> Lo<()> {
        let zero_step = self.site(super::native::SiteKind::StepZero, span);
        self.iterating.extend(walks);
        self.scope.loops += 1;
        let lowered = self.block(body);
        self.scope.loops -= 1;
        if walks.is_some() {
            self.iterating.pop();
        }
        let orelse = self.block(orelse)?;
        out.push(k::Stmt::For {
            var: i,
            start: k::Expr::I(0),
            stop,
            step: k::Expr::I(1),
            body: first.into_iter().chain(lowered?).collect(),
            orelse,
            zero_step,
        });
        Some(())
    }
}

impl Lowering<'_> {
    /// The code point variable of a `Py_UCS4` local.
    pub(super) fn uvar(&mut self, v: &Var) -> Lo<u32> {
        let (Place::Local(slot), Ty::Ucs4) = (v.place, &v.ty) else {
            return None;
        };
        if let Some(&i) = self.scope.uvar_ix.get(&slot) {
            return Some(i);
        }
        let var = Var {
            place: v.place,
            ty: Ty::Int(crate::sema::types::CInt::UInt),
            name: v.name.clone(),
        };
        let i = self
            .scope
            .push_var(var, Some(super::native::VarSrc::Char(slot)))?;
        self.scope.uvar_ix.insert(slot, i);
        Some(i)
    }

    /// A `Py_UCS4` expression's code point: a local, a one-character
    /// literal, or a character of a str variable (`s[i]`). Only these,
    /// so a kernel's code points are always characters.
    pub(super) fn ucs4(&mut self, e: &HExpr) -> Lo<k::Expr> {
        if e.ty != Ty::Ucs4 {
            return None;
        }
        match &e.kind {
            HKind::Load(v) => Some(k::Expr::Var(self.uvar(v)?)),
            HKind::Convert(inner) => match &inner.kind {
                HKind::Str(s) if s.chars().count() == 1 => {
                    Some(k::Expr::I(i64::from(u32::from(s.chars().next()?))))
                }
                HKind::Subscript(..) => self.item_read(inner, &Ty::Ucs4),
                _ => None,
            },
            _ => None,
        }
    }

    /// `c in 'aeiou'` (or `not in`) of a `Py_UCS4`: its code point
    /// compared with each of the literal's.
    pub(super) fn char_in(&mut self, head: &HExpr, pairs: &[(CmpOp, HExpr)]) -> Lo<k::Expr> {
        let [(op @ (CmpOp::In | CmpOp::NotIn), rhs)] = pairs else {
            return None;
        };
        let (HKind::Convert(c), HKind::Str(s)) = (&head.kind, &rhs.kind) else {
            return None;
        };
        if rhs.ty != Ty::Object || s.chars().count() > 64 {
            return None;
        }
        let code = self.ucs4(c)?;
        let t = self.temp(Kind::I);
        let mut any = k::Expr::I(0);
        for ch in s.chars() {
            let eq = k::Expr::Cmp(
                k::Cmp::Eq,
                Box::new(k::Expr::Var(t)),
                Box::new(k::Expr::I(i64::from(u32::from(ch)))),
            );
            any = k::Expr::Bin(k::Bin::Or, Box::new(any), Box::new(eq));
        }
        if *op == CmpOp::NotIn {
            any = k::Expr::Bin(k::Bin::Xor, Box::new(any), Box::new(k::Expr::I(1)));
        }
        Some(k::Expr::Seq(vec![k::Stmt::Set(t, code)], Box::new(any)))
    }

    /// `len(xs)` of an object variable: a variable read as the kernel
    /// starts, when it holds a list, tuple, str or bytes.
    pub(super) fn len_read(&mut self, e: &HExpr, ty: &Ty) -> Lo<k::Expr> {
        let HKind::Call(f, args) = &e.kind else {
            return None;
        };
        let (HKind::Builtin(id), [HArg::Pos(seq)]) = (&f.kind, &args[..]) else {
            return None;
        };
        let HKind::Load(v) = &seq.kind else {
            return None;
        };
        if crate::builtins::name_of(*id) != "len"
            || seq.ty != Ty::Object
            || *ty != Ty::Int(crate::sema::types::CInt::SsizeT)
            || self.scope.in_callee()
            || matches!(v.place, Place::Cell(_))
        {
            return None;
        }
        let src = super::native::VarSrc::Len(v.place);
        self.source_var(src, ty.clone()).map(k::Expr::Var)
    }

    /// A `range()` bound of a C loop (`__range_bound__(n)`, `n ± k`)
    /// where `n` is an object variable: the variable read as the kernel
    /// starts.
    pub(super) fn bound_read(&mut self, e: &HExpr, ty: &Ty) -> Lo<k::Expr> {
        let HKind::Call(f, args) = &e.kind else {
            return None;
        };
        let (HKind::Builtin(id), [HArg::Pos(arg)]) = (&f.kind, &args[..]) else {
            return None;
        };
        if crate::builtins::name_of(*id) != "__range_bound__" || !ty.is_c_int() {
            return None;
        }
        let constant = |e: &HExpr| match &unconverted(e).kind {
            HKind::Int(k) => Some(*k),
            _ => None,
        };
        let (v, offset) = match &unconverted(arg).kind {
            HKind::Load(v) => (v, 0),
            HKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                let HKind::Load(v) = &unconverted(a).kind else {
                    return None;
                };
                let k = constant(b)?;
                (
                    v,
                    if *op == BinOp::Add {
                        k
                    } else {
                        k.checked_neg()?
                    },
                )
            }
            _ => return None,
        };
        if v.ty != Ty::Object || self.scope.in_callee() || matches!(v.place, Place::Cell(_)) {
            return None;
        }
        let src = super::native::VarSrc::Bound(v.place, offset, ty.clone());
        self.source_var(src, ty.clone()).map(k::Expr::Var)
    }

    /// `xs[i]` read as C type `ty`, `xs` an object variable holding a
    /// list or tuple and `i` a C integer: the item of the kernel's copy
    /// of its items (Python's negative index counting from the end, and
    /// its IndexError past either end).
    pub(super) fn item_read(&mut self, e: &HExpr, ty: &Ty) -> Lo<k::Expr> {
        self.item_read_as(e, ty, super::native_items::Conv::C)
    }

    /// `item_read`, the items converted as `conv` says.
    pub(super) fn item_read_as(
        &mut self,
        e: &HExpr,
        ty: &Ty,
        conv: super::native_items::Conv,
    ) -> Lo<k::Expr> {
        // The item an untyped loop variable is bound to (an object slot:
        // a C variable's place is another numbering).
        if let HKind::Load(x) = &e.kind
            && x.ty == Ty::Object
            && let Some(&(_, seq, i)) = self.scope.aliases.iter().rev().find(|a| a.0 == x.place)
        {
            let (buf, dtype) = self.items_arg_as(seq, ty, conv)?;
            let site = self.site(super::native::SiteKind::VecIndex(buf as usize), e.span);
            return Some(element_load((buf, dtype, None), &[], i, site));
        }
        let HKind::Subscript(seq, idx) = &e.kind else {
            return None;
        };
        let HKind::Load(v) = &seq.kind else {
            return None;
        };
        let i = match &idx.kind {
            HKind::Convert(i) => i,
            _ => idx,
        };
        let exact = matches!(i.ty, Ty::Int(c) if c.signed() || c.bits() < 64);
        if seq.ty != Ty::Object || !exact {
            return None;
        }
        let (buf, dtype) = self.items_arg_as(v.place, ty, conv)?;
        let t = self.temp(Kind::I);
        let x = self.int(i)?;
        let var = || Box::new(k::Expr::Var(t));
        let index = k::Expr::Seq(
            vec![k::Stmt::Set(t, x)],
            Box::new(k::Expr::If(
                Box::new(k::Expr::Cmp(k::Cmp::LtS, var(), Box::new(k::Expr::I(0)))),
                Box::new(k::Expr::Bin(
                    k::Bin::Add,
                    var(),
                    Box::new(k::Expr::VecLen(buf)),
                )),
                var(),
            )),
        );
        let site = self.site(super::native::SiteKind::ItemIndex(buf as usize), e.span);
        Some(k::Expr::Load(k::Access {
            buf,
            dtype,
            index: vec![index],
            wrap: vec![false],
            site,
            imag: false,
        }))
    }
}

/// How an element of type `d` becomes a C value of type `ty` exactly:
/// no conversion (its own type), or an integer made a double. None when
/// the loop stays with the closures.
fn element_to(d: DType, ty: &Ty) -> Option<Option<k::Un>> {
    if elem_ty(d) == *ty {
        return Some(None);
    }
    if *ty != Ty::Double {
        return None;
    }
    match d {
        DType::F32 => Some(None),
        DType::U64 => Some(Some(k::Un::UToF)),
        DType::I8 | DType::U8 | DType::I16 | DType::U16 | DType::I32 | DType::U32 | DType::I64 => {
            Some(Some(k::Un::IToF))
        }
        _ => None,
    }
}

/// Element `i` (a kernel variable) of argument `buf`, of type `dtype`,
/// converted by `convert`.
fn element_load(
    (buf, dtype, convert): (u32, DType, Option<k::Un>),
    fixed: &[u32],
    i: u32,
    site: k::Site,
) -> k::Expr {
    // A sub-view's fixed leading indices (kernel variables) come first.
    let index = fixed.iter().chain([&i]).map(|&x| k::Expr::Var(x)).collect();
    let load = k::Expr::Load(k::Access {
        buf,
        dtype,
        index,
        wrap: vec![false; fixed.len() + 1],
        site,
        imag: false,
    });
    match convert {
        Some(op) => k::Expr::Un(op, Box::new(load)),
        None => load,
    }
}

/// An iteration argument before its conversion to an object.
fn unconverted(mut e: &HExpr) -> &HExpr {
    while let HKind::Convert(inner) = &e.kind {
        e = inner;
    }
    e
}
