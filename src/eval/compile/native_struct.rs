//! C structs in kernels (see `native.rs`). A struct of C numbers —
//! nested structs flattened; unions, and structs with a field of any
//! other type, refused — is held as one kernel variable per number field:
//! a local's are read from the struct its object slot holds as the
//! kernel starts and written back as it leaves (`VarSrc::Leaf`). A struct
//! is passed to a called function as its fields, one parameter each, and
//! returned through the run's scratch cells: the callee stores each field
//! into one just before it returns, and the caller copies them out
//! straight after the call, before anything can call again.

use super::native::{Lowering, VarSrc};
use crate::array::native::{self as k, Kind};
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::{StructDef, Ty};
use std::sync::Arc;

type Lo<T> = Option<T>;

/// A scratch cell's index as lowered; `Lowering::program` numbers them
/// after the field cells.
pub(super) const SCRATCH: i64 = 1 << 40;

/// A struct's number fields in order, nested structs flattened: each
/// with its path of field numbers and its type. None for a union, or a
/// struct with a field of any other type.
pub(super) fn leaves(def: &StructDef) -> Lo<Vec<(Vec<usize>, Ty)>> {
    fn walk(def: &StructDef, path: &mut Vec<usize>, out: &mut Vec<(Vec<usize>, Ty)>) -> Lo<()> {
        if def.union || path.len() > 8 {
            return None;
        }
        for (k, (_, t)) in def.fields().iter().enumerate() {
            path.push(k);
            match t {
                Ty::Struct(inner) => walk(inner, path, out)?,
                t => {
                    Lowering::kind_of(t)?;
                    out.push((path.clone(), t.clone()));
                }
            }
            path.pop();
        }
        Some(())
    }
    let mut out = Vec::new();
    walk(def, &mut Vec::new(), &mut out)?;
    (!out.is_empty()).then_some(out)
}

/// The leaves (by number) of the field at `path`: a nested struct's are
/// consecutive.
fn leaf_range(all: &[(Vec<usize>, Ty)], path: &[usize]) -> Lo<std::ops::Range<usize>> {
    let start = all.iter().position(|(p, _)| p.starts_with(path))?;
    let n = all[start..]
        .iter()
        .take_while(|(p, _)| p.starts_with(path))
        .count();
    Some(start..start + n)
}

/// The number of leaves of a struct type (None: not held as leaves).
pub(super) fn leaf_count(t: &Ty) -> Lo<usize> {
    match t {
        Ty::Struct(def) => Some(leaves(def)?.len()),
        _ => None,
    }
}

/// The item types of a ctuple a kernel function returns through the
/// scratch cells: C numbers, each one cell.
pub(super) fn ctuple_items(t: &Ty) -> Lo<&[Ty]> {
    match t {
        Ty::Ctuple(ts) if !ts.is_empty() && ts.iter().all(|t| Lowering::kind_of(t).is_some()) => {
            Some(ts)
        }
        _ => None,
    }
}

/// The scratch cell of a returned struct's leaf `j`.
fn scratch(j: usize) -> k::Expr {
    k::Expr::I(SCRATCH + j as i64)
}

impl Lowering<'_> {
    /// The variables of a struct local, one per leaf.
    pub(super) fn svar(&mut self, v: &Var) -> Lo<Vec<u32>> {
        let (Place::Local(slot), Ty::Struct(def)) = (v.place, &v.ty) else {
            return None;
        };
        if let Some(vs) = self.scope.svar_ix.get(&slot) {
            return Some(vs.clone());
        }
        let mut vs = Vec::new();
        for (path, ty) in leaves(def)? {
            let var = Var {
                place: v.place,
                ty: ty.clone(),
                name: v.name.clone(),
            };
            let src = VarSrc::Leaf(slot, def.clone(), path, ty);
            vs.push(self.scope.push_var(var, Some(src))?);
        }
        self.scope.svar_ix.insert(slot, vs.clone());
        Some(vs)
    }

    /// A struct expression's leaves, each a variable or a constant (so it
    /// may be read more than once); its statements go into `out`.
    pub(super) fn sfields(&mut self, e: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<Vec<k::Expr>> {
        let Ty::Struct(_) = &e.ty else {
            return None;
        };
        match &e.kind {
            HKind::Load(v) if v.ty == e.ty => {
                Some(self.svar(v)?.into_iter().map(k::Expr::Var).collect())
            }
            HKind::MakeStruct(def, fields) => {
                let mut xs = Vec::new();
                for (x, (_, t)) in fields.iter().zip(def.fields()) {
                    if x.ty != *t && !is_object_zero(x) {
                        return None;
                    }
                    if let Ty::Struct(_) = t {
                        xs.extend(self.sfields(x, out)?);
                        continue;
                    }
                    let kind = Self::kind_of(t)?;
                    if is_object_zero(x) {
                        xs.push(zero(kind));
                        continue;
                    }
                    let value = self.any(x)?;
                    let tmp = self.temp(kind);
                    out.push(k::Stmt::Set(tmp, value));
                    xs.push(k::Expr::Var(tmp));
                }
                (fields.len() == def.fields().len()).then_some(xs)
            }
            HKind::StructField(inner, f) => {
                let Ty::Struct(def) = &inner.ty else {
                    return None;
                };
                let r = leaf_range(&leaves(def)?, &[*f])?;
                let xs = self.sfields(inner, out)?;
                Some(xs.get(r)?.to_vec())
            }
            HKind::CallDirect(id, args) => {
                let (call, _) = self.call(*id, args, e.span)?;
                out.push(k::Stmt::Eval(call));
                self.returned_leaves(&e.ty, out)
            }
            _ => None,
        }
    }

    /// The leaves of a struct of type `t` a call just returned, copied
    /// out of the scratch cells.
    fn returned_leaves(&mut self, t: &Ty, out: &mut Vec<k::Stmt>) -> Lo<Vec<k::Expr>> {
        let Ty::Struct(def) = t else {
            return None;
        };
        let all = leaves(def)?;
        self.scratch = self.scratch.max(all.len());
        let mut xs = Vec::with_capacity(all.len());
        for (j, (_, t)) in all.iter().enumerate() {
            let kind = Self::kind_of(t)?;
            let tmp = self.temp(kind);
            out.push(k::Stmt::Set(tmp, k::Expr::Cell(Box::new(scratch(j)), kind)));
            xs.push(k::Expr::Var(tmp));
        }
        Some(xs)
    }

    /// `return s` in a called function returning a struct: its leaves
    /// into the scratch cells, then the return.
    pub(super) fn return_struct(&mut self, e: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<()> {
        let xs = self.sfields(e, out)?;
        self.scratch = self.scratch.max(xs.len());
        for (j, x) in xs.into_iter().enumerate() {
            out.push(k::Stmt::SetCell(scratch(j), x));
        }
        out.push(k::Stmt::Return(None));
        Some(())
    }

    /// `return a, b` in a called function returning a ctuple: each item
    /// into its scratch cell, then the return; `return g(…)` of a callee
    /// returning the same ctuple leaves g's items where they are.
    pub(super) fn return_ctuple(&mut self, e: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<()> {
        let ts = ctuple_items(&e.ty)?;
        match &e.kind {
            HKind::CallDirect(id, args) => {
                let (call, _) = self.call(*id, args, e.span)?;
                out.push(k::Stmt::Eval(call));
            }
            // `return (a, b) if a < b else (b, a)`: each branch returns
            // its tuple as the ctuple.
            HKind::Convert(inner) if let HKind::IfExp(c, a, b) = &inner.kind => {
                let c = self.int(c)?;
                let as_ctuple = |x: &HExpr| HExpr {
                    kind: HKind::Convert(Box::new(x.clone())),
                    ty: e.ty.clone(),
                    span: x.span,
                };
                let (mut then, mut other) = (Vec::new(), Vec::new());
                self.return_ctuple(&as_ctuple(a), &mut then)?;
                self.return_ctuple(&as_ctuple(b), &mut other)?;
                out.push(k::Stmt::If(c, then, other));
                return Some(());
            }
            HKind::Convert(inner) => {
                let HKind::Tuple(items) = &inner.kind else {
                    return None;
                };
                if items.len() != ts.len() {
                    return None;
                }
                // Every item is computed before the first is stored: an
                // item may call a function returning through the cells.
                let mut xs = Vec::with_capacity(items.len());
                for (item, t) in items.iter().zip(ts) {
                    let kind = Self::kind_of(t)?;
                    let x = self.ctuple_item(item, t)?;
                    let tmp = self.temp(kind);
                    out.push(k::Stmt::Set(tmp, x));
                    xs.push(k::Expr::Var(tmp));
                }
                self.scratch = self.scratch.max(xs.len());
                for (j, x) in xs.into_iter().enumerate() {
                    out.push(k::Stmt::SetCell(scratch(j), x));
                }
            }
            _ => return None,
        }
        out.push(k::Stmt::Return(None));
        Some(())
    }

    /// An item of a ctuple being built, of item type `t`: a C value C
    /// converts to `t` as the closures' object conversion does (the same
    /// type, a wider integer of the same signedness, a number to a float
    /// type, an integer literal in range); None for others.
    fn ctuple_item(&mut self, item: &HExpr, t: &Ty) -> Lo<k::Expr> {
        let x = match &item.kind {
            HKind::Convert(x) if item.ty == Ty::Object => x.as_ref(),
            _ => item,
        };
        if x.ty == *t {
            return self.any(x);
        }
        let exact = match (&x.kind, &x.ty, t) {
            (HKind::Int(i), _, Ty::Int(k)) => {
                let (lo, hi) = k.range();
                (lo..=hi).contains(&i128::from(*i))
            }
            (HKind::Int(i), _, Ty::Double) => i.unsigned_abs() < 1 << 53,
            (HKind::Float(_), _, Ty::Double | Ty::Float) => true,
            (_, Ty::Int(a), Ty::Int(b)) => a.signed() == b.signed() && b.bits() >= a.bits(),
            (_, Ty::Float | Ty::Double, Ty::Float | Ty::Double) => true,
            _ => false,
        };
        if !exact {
            return None;
        }
        let converted = crate::sema::coerce::convert(x.clone(), t);
        self.any(&converted)
    }

    /// `a, b = f(…)` of C variables of the ctuple's item types, `f` a
    /// function returning a ctuple: the call, then the items out of the
    /// scratch cells (all read before the first store).
    pub(super) fn unpack_ctuple(
        &mut self,
        items: &[HTarget],
        value: &HExpr,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let call = match &value.kind {
            HKind::Convert(inner) if value.ty == Ty::Object => inner.as_ref(),
            _ => value,
        };
        let HKind::CallDirect(id, args) = &call.kind else {
            return None;
        };
        let ts = ctuple_items(&call.ty)?;
        if items.len() != ts.len() {
            return None;
        }
        let mut vars = Vec::with_capacity(items.len());
        for (item, t) in items.iter().zip(ts) {
            match item {
                HTarget::Var(v, _) if v.ty == *t => vars.push(v),
                _ => return None,
            }
        }
        let (c, _) = self.call(*id, args, call.span)?;
        out.push(k::Stmt::Eval(c));
        self.scratch = self.scratch.max(ts.len());
        let mut tmps = Vec::with_capacity(ts.len());
        for (j, t) in ts.iter().enumerate() {
            let kind = Self::kind_of(t)?;
            let tmp = self.temp(kind);
            out.push(k::Stmt::Set(tmp, k::Expr::Cell(Box::new(scratch(j)), kind)));
            tmps.push(tmp);
        }
        for (v, tmp) in vars.into_iter().zip(tmps) {
            let st = self.set(v, k::Expr::Var(tmp))?;
            out.push(st);
        }
        Some(())
    }

    /// What a `noexcept` callee returning `t` gives when its error is
    /// ignored: a struct (or ctuple) of zeros, as the closures give.
    pub(super) fn zero_scratch(t: &Ty) -> Vec<k::Stmt> {
        let Some(n) = leaf_count(t).or_else(|| ctuple_items(t).map(<[Ty]>::len)) else {
            return Vec::new();
        };
        (0..n)
            .map(|j| k::Stmt::SetCell(scratch(j), k::Expr::I(0)))
            .collect()
    }

    /// A struct argument's leaves, for a call's parameters: the
    /// statements computing them ride on the first.
    pub(super) fn struct_args(&mut self, a: &HExpr, xs: &mut Vec<k::Expr>) -> Lo<()> {
        let mut first = Vec::new();
        let leaves = self.sfields(a, &mut first)?;
        let mut leaves = leaves.into_iter();
        let head = leaves.next()?;
        xs.push(if first.is_empty() {
            head
        } else {
            k::Expr::Seq(first, Box::new(head))
        });
        xs.extend(leaves);
        Some(())
    }

    /// `v = s` for a struct local.
    pub(super) fn set_struct(&mut self, v: &Var, value: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<()> {
        let xs = self.sfields(value, out)?;
        let vs = self.svar(v)?;
        if xs.len() != vs.len() {
            return None;
        }
        // A leaf of another struct variable, or a temporary: never one
        // of `v`'s own but the same one (`p = p`), so no order matters.
        for (t, x) in vs.into_iter().zip(xs) {
            out.push(k::Stmt::Set(t, x));
        }
        Some(())
    }

    /// `v.a.b = x` for a struct local (sema converts `x` to the field's
    /// type, then for `=` to an object).
    pub(super) fn set_struct_field(
        &mut self,
        v: &Var,
        path: &[usize],
        value: &HExpr,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let inner = match &value.kind {
            HKind::Convert(inner) if value.ty == Ty::Object => inner,
            _ => value,
        };
        let Ty::Struct(def) = &v.ty else {
            return None;
        };
        let all = leaves(def)?;
        let r = leaf_range(&all, path)?;
        let targets = self.svar(v)?.get(r.clone())?.to_vec();
        if let Ty::Struct(_) = inner.ty {
            let xs = self.sfields(inner, out)?;
            if xs.len() != targets.len() {
                return None;
            }
            for (t, x) in targets.into_iter().zip(xs) {
                out.push(k::Stmt::Set(t, x));
            }
            return Some(());
        }
        let ([t], Some((_, ty))) = (targets.as_slice(), all.get(r.start)) else {
            return None;
        };
        if inner.ty != *ty {
            return None;
        }
        let x = self.any(inner)?;
        out.push(k::Stmt::Set(*t, x));
        Some(())
    }

    /// `p[i] = s` through a struct pointer: each field stored where
    /// `p[i].f` is (a struct of number fields, no nested one, and an
    /// index with no call, since it is evaluated once per field).
    pub(super) fn store_struct_at(
        &mut self,
        base: &HExpr,
        i: &HExpr,
        value: &HExpr,
        span: crate::source::Span,
        out: &mut Vec<k::Stmt>,
    ) -> Lo<()> {
        let Ty::StructPtr(def) = &base.ty else {
            return None;
        };
        let layout = crate::sema::types::struct_layout(def)?;
        let all = leaves(def)?;
        if all.iter().any(|(p, _)| p.len() != 1) || !plain_index(i) {
            return None;
        }
        let inner = match &value.kind {
            HKind::Convert(inner) => inner,
            _ => value,
        };
        if inner.ty != Ty::Struct(def.clone()) {
            return None;
        }
        let xs = self.sfields(inner, out)?;
        let ssize = Ty::Int(crate::sema::types::CInt::SsizeT);
        let at = |kind| HExpr {
            kind,
            ty: ssize.clone(),
            span,
        };
        for (x, &(off, dtype)) in xs.into_iter().zip(&layout.fields) {
            let addr = HExpr {
                kind: HKind::PtrField(
                    Box::new(base.clone()),
                    Box::new(crate::sema::coerce::convert(i.clone(), &ssize)),
                    layout.size,
                    off,
                ),
                ty: Ty::Ptr(Some(dtype)),
                span,
            };
            let a = self.ptr_access(&addr, &at(HKind::Int(0)), span)?;
            out.push(k::Stmt::Store(a, x));
        }
        Some(())
    }

    /// `s.f` of a C number field of a struct expression.
    pub(super) fn struct_field(&mut self, e: &HExpr) -> Lo<k::Expr> {
        let HKind::StructField(inner, f) = &e.kind else {
            return None;
        };
        let Ty::Struct(def) = &inner.ty else {
            return None;
        };
        let r = leaf_range(&leaves(def)?, &[*f])?;
        if r.len() != 1 {
            return None;
        }
        let mut pre = Vec::new();
        let x = self.sfields(inner, &mut pre)?.get(r.start)?.clone();
        Some(if pre.is_empty() {
            x
        } else {
            k::Expr::Seq(pre, Box::new(x))
        })
    }

    /// The scratch cells numbered after the `fields` field cells, in the
    /// kernel's body and its functions'.
    pub(super) fn place_scratch(body: &mut [k::Stmt], fields: usize) {
        let fix = |i: &mut k::Expr| {
            if let k::Expr::I(n) = i
                && *n >= SCRATCH
            {
                *n = *n - SCRATCH + fields as i64;
            }
        };
        k::rewrite(
            body,
            &mut |s| {
                if let k::Stmt::SetCell(i, _) = s {
                    fix(i);
                }
            },
            &mut |e| {
                if let k::Expr::Cell(i, _) = e {
                    fix(i);
                }
            },
        );
    }
}

/// An index made of variables, literals and arithmetic: the same each
/// time it is evaluated, with no effect.
fn plain_index(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Load(_) | HKind::Int(_) => true,
        HKind::Convert(x) | HKind::Unary(_, x) => plain_index(x),
        HKind::Binary(_, a, b) => plain_index(a) && plain_index(b),
        _ => false,
    }
}

/// sema's zero of a struct field (`struct_default`): the object 0
/// converted to the field's type.
fn is_object_zero(x: &HExpr) -> bool {
    matches!(&x.kind, HKind::Convert(inner)
        if inner.ty == Ty::Object && matches!(inner.kind, HKind::Int(0)))
}

fn zero(kind: Kind) -> k::Expr {
    match kind {
        Kind::I => k::Expr::I(0),
        Kind::F => k::Expr::F(0.0),
    }
}

/// The bits of the number field at `path` of struct value `v`.
pub(super) fn leaf_bits(v: &Value, path: &[usize], ty: &Ty) -> Lo<u64> {
    let mut v = v;
    for &f in path {
        let Value::Struct(s) = v else {
            return None;
        };
        v = s.1.get(f)?;
    }
    crate::eval::call::to_c_bits(v, ty).ok()
}

/// Leaf bits `x` stored back into the struct an object slot holds (a
/// zero struct first when it holds none yet: a local the kernel
/// assigned first); an unchanged field is left as it is.
pub(super) fn store_leaf(slot: &mut Value, def: &Arc<StructDef>, path: &[usize], ty: &Ty, x: u64) {
    if !matches!(slot, Value::Struct(_)) {
        *slot = crate::eval::value::zero_struct(def);
    }
    if leaf_bits(slot, path, ty) == Some(x) {
        return;
    }
    let Ok(new) = crate::eval::call::c_bits_to_value(x, ty) else {
        return;
    };
    let mut v = slot;
    for &f in path {
        let Value::Struct(s) = v else {
            return;
        };
        let Some(field) = Arc::make_mut(s).1.get_mut(f) else {
            return;
        };
        v = field;
    }
    *v = new;
}
