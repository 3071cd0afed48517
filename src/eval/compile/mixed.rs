//! Python operations where Cython's C values meet objects, done without
//! the objects a general evaluation makes:
//! - `total += xs[i]` on a `cdef double total`: Cython adds the boxed
//!   double to the item as objects and converts the sum back. When the
//!   item is a Python float or int, that is the IEEE operation on doubles
//!   (Python converts an int operand to the nearest double first), so it
//!   is done so; any other item takes the general operator.
//!   `total += xs[i]` itself is Python's in-place operator on the boxed
//!   double (sema's `SKind::AugAssign` on a C variable), done likewise.
//! - `xs[i]` with a C integer `i` on a local list or tuple: indexed by the
//!   integer itself, as Cython's `__Pyx_GetItemInt_Fast` does, not by an
//!   int object made for it; `s[i]` of a str as a `Py_UCS4` compared or
//!   computed with (`s[i] == t[j]`) is the code point read in place, with
//!   no one-character string made.

use super::{Compiler, F, V};
use crate::eval::attrs;
use crate::eval::exc::*;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::syntax::ast::BinOp;

/// A Python float or int as the double Python's float arithmetic uses
/// (None: another object, whose own operator decides).
#[inline(always)]
fn float_operand(v: &Value) -> Option<f64> {
    match v {
        Value::Float(y) => Some(*y),
        Value::Int(i) => Some(*i as f64),
        _ => None,
    }
}

/// `x op y` on doubles as Python's floats compute it (None where Python
/// raises: a zero divisor).
#[inline(always)]
fn float_op(op: BinOp, x: f64, y: f64) -> Option<f64> {
    match op {
        BinOp::Add => Some(x + y),
        BinOp::Sub => Some(x - y),
        BinOp::Mul => Some(x * y),
        BinOp::Div if y != 0.0 => Some(x / y),
        _ => None,
    }
}

/// The C double inside a conversion of one to an object.
fn boxed_double(e: &HExpr) -> Option<&HExpr> {
    match &e.kind {
        HKind::Convert(x) if e.ty == Ty::Object && matches!(x.ty, Ty::Double | Ty::Float) => {
            Some(x)
        }
        _ => None,
    }
}

impl Compiler<'_> {
    /// `inner` as a C double, when it is a C double and an object under
    /// `+ - * /` (see the module's note).
    pub(super) fn mixed_float(&mut self, inner: &HExpr) -> Option<F> {
        let HKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div), a, b) =
            &inner.kind
        else {
            return None;
        };
        if inner.ty != Ty::Object {
            return None;
        }
        let (op, span) = (*op, inner.span);
        let general = move |f: &mut crate::eval::frame::Frame, x: &Value, y: &Value| {
            let r = attrs::binary(f, op, x, y).map_err(|e| e.at(span))?;
            crate::eval::ops::to_f64(&r).map_err(|e| e.at(span))
        };
        if let Some(c) = boxed_double(a)
            && b.ty == Ty::Object
        {
            let (x, y) = (self.flt(c), self.obj(b));
            return Some(Box::new(move |f| {
                let x = x(f)?;
                let y = y(f)?;
                match float_operand(&y).and_then(|y| float_op(op, x, y)) {
                    Some(r) => Ok(r),
                    None => general(f, &Value::Float(x), &y),
                }
            }));
        }
        if let Some(c) = boxed_double(b)
            && a.ty == Ty::Object
        {
            let (x, y) = (self.obj(a), self.flt(c));
            return Some(Box::new(move |f| {
                let x = x(f)?;
                let y = y(f)?;
                match float_operand(&x).and_then(|x| float_op(op, x, y)) {
                    Some(r) => Ok(r),
                    None => general(f, &x, &Value::Float(y)),
                }
            }));
        }
        None
    }

    /// `x op= v` of a local C double or float `x` and an object `v` (see
    /// the module's note); None for any other variable.
    pub(super) fn float_aug_assign(
        &mut self,
        var: &Var,
        op: BinOp,
        v: &HExpr,
        span: crate::source::Span,
    ) -> Option<crate::eval::call::Es> {
        let (Place::Local(s), Ty::Double | Ty::Float) = (var.place, &var.ty) else {
            return None;
        };
        let (s, single) = (s as usize, var.ty == Ty::Float);
        let rhs = self.obj(v);
        let ty = var.ty.clone();
        Some(Box::new(move |f| {
            let cur = f64::from_bits(f.c[s]);
            let r = rhs(f)?;
            let new = match float_operand(&r).and_then(|y| float_op(op, cur, y)) {
                Some(z) => z,
                None => {
                    let z =
                        attrs::inplace(f, op, &Value::Float(cur), &r).map_err(|e| e.at(span))?;
                    f64::from_bits(crate::eval::call::to_c_bits(&z, &ty).map_err(|e| e.at(span))?)
                }
            };
            f.c[s] = if single { new as f32 as f64 } else { new }.to_bits();
            Ok(crate::eval::call::Flow::Normal)
        }))
    }

    /// The code point `s[i]` as a C integer, when `inner` is that
    /// `Py_UCS4` of a local `s` and a C integer `i` (None otherwise).
    pub(super) fn code_point_at(&mut self, inner: &HExpr) -> Option<super::I> {
        let HKind::Convert(x) = &inner.kind else {
            return None;
        };
        let HKind::Subscript(obj, idx) = &x.kind else {
            return None;
        };
        let HKind::Load(var) = &obj.kind else {
            return None;
        };
        let (Place::Local(s), HKind::Convert(i)) = (var.place, &idx.kind) else {
            return None;
        };
        if inner.ty != Ty::Ucs4 || x.ty != Ty::Object || !matches!(i.ty, Ty::Int(k) if !k.is_u64())
        {
            return None;
        }
        let (s, span) = (s as usize, inner.span);
        let i = self.int(i);
        let name = var.name.clone();
        Some(Box::new(move |f| {
            let k = i(f)?;
            let v = match &f.v[s] {
                Value::Str(st) if crate::eval::ops::str_is_ascii(st) => {
                    let j = crate::eval::ops::norm_index(k, st.len(), "string")
                        .map_err(|e| e.at(span))?;
                    return Ok(i64::from(st.as_bytes()[j]));
                }
                Value::Undef => return Err(unbound_local_named(&name).at(span)),
                v => v.clone(),
            };
            let item = attrs::getitem(f, &v, &Value::Int(k)).map_err(|e| e.at(span))?;
            let c = crate::eval::ops::to_ucs4(&item).map_err(|e| e.at(span))?;
            Ok(crate::eval::ops::ucs4_ord(&c))
        }))
    }

    /// `xs[i]` of a local `xs` (its slot `s`) with a C integer index
    /// `idx` (see the module's note); None when `idx` is not one.
    pub(super) fn int_subscript(
        &mut self,
        s: usize,
        name: &std::sync::Arc<str>,
        idx: &HExpr,
        span: crate::source::Span,
    ) -> Option<V> {
        let HKind::Convert(i) = &idx.kind else {
            return None;
        };
        if idx.ty != Ty::Object || !matches!(i.ty, Ty::Int(k) if !k.is_u64()) {
            return None;
        }
        let i = self.int(i);
        let name = name.clone();
        Some(Box::new(move |f| {
            let k = i(f)?;
            let got = match &f.v[s] {
                Value::List(l) => {
                    let l = l.lock();
                    crate::eval::ops::norm_index(k, l.len(), "list").map(|j| l[j].clone())
                }
                Value::Tuple(t) => {
                    crate::eval::ops::norm_index(k, t.len(), "tuple").map(|j| t[j].clone())
                }
                Value::Undef => return Err(unbound_local_named(&name).at(span)),
                v => {
                    let v = v.clone();
                    return attrs::getitem(f, &v, &Value::Int(k)).map_err(|e| e.at(span));
                }
            };
            got.map_err(|e| e.at(span))
        }))
    }
}
