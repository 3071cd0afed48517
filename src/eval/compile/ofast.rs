//! Python arithmetic and comparisons on small ints and floats without the
//! general dispatch: an operator of untyped code whose operands are both
//! `int` (fitting 64 bits) or `float` computes inline, reading a local
//! operand in place instead of cloning it. Anything else — instances with
//! dunders, arrays, big ints, bools, an unbound local, an overflow, a zero
//! divisor — takes the general path, which gives Python's result or error.
//! (Untyped counters and sums are the bulk of a script's object work; the
//! general path's three layers of dispatch cost more than CPython's.)

use super::{Compiler, I, V};
use crate::eval::exc::Res;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use crate::syntax::ast::CmpOp;
use std::sync::Arc;

/// An object operand: a local read in place (its compiled load is the
/// fallback that raises when it is unbound), a constant, or a closure.
pub(super) enum Src {
    Local(usize, V),
    Global(usize, V),
    Const(Value),
    Dyn(V),
}

impl Src {
    /// The operand's value without evaluating anything (`None` for `Dyn`).
    #[inline(always)]
    fn peek<'f>(&'f self, f: &'f Frame) -> Option<&'f Value> {
        match self {
            Src::Local(s, _) => f.v.get(*s),
            Src::Global(s, _) => f.g.get(*s),
            Src::Const(c) => Some(c),
            Src::Dyn(_) => None,
        }
    }

    fn eval(&self, f: &mut Frame) -> Res<Value> {
        match self {
            Src::Local(_, load) | Src::Global(_, load) | Src::Dyn(load) => load(f),
            Src::Const(c) => Ok(c.clone()),
        }
    }

    fn is_dyn(&self) -> bool {
        matches!(self, Src::Dyn(_))
    }
}

impl Compiler<'_> {
    /// Whether `head op x` is one comparison of two objects that the quick
    /// path may answer (not `is`, or a chain).
    pub(super) fn quick_compare_of(&self, head: &HExpr, pairs: &[(CmpOp, HExpr)]) -> bool {
        matches!(pairs, [(op, x)] if head.ty == Ty::Object && x.ty == Ty::Object
            && !matches!(op, CmpOp::Is | CmpOp::IsNot))
    }

    /// `head op x` (see `quick_compare_of`) as a truth value: an `if` or
    /// `while` test with no `bool` object made.
    pub(super) fn quick_test(&mut self, head: &HExpr, pairs: &[(CmpOp, HExpr)], span: Span) -> I {
        let op = pairs[0].0;
        let (a, b) = (self.src(head), self.src(&pairs[0].1));
        let quick =
            move |x: &Value, y: &Value| crate::eval::attrs::plain_compare(op, x, y).map(i64::from);
        let general = general_compare(op, span);
        pair(a, b, quick, move |f, x, y| {
            let r = general(f, x, y)?;
            Ok(crate::eval::attrs::truth(f, &r).map_err(|e| e.at(span))? as i64)
        })
    }

    /// `lst.append(x)`, `d.get(k[, default])` and `s.add(x)` on a list, dict or set receiver
    /// without building an argument vector or looking the method up by
    /// name (other receivers take the general method call).
    pub(super) fn quick_method(
        &mut self,
        obj: &HExpr,
        name: &Arc<str>,
        args: &[HArg],
        span: Span,
    ) -> Option<V> {
        let pos: Vec<&HExpr> = args
            .iter()
            .map(|a| match a {
                HArg::Pos(x) => Some(x),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let which = match (name.as_ref(), pos.len()) {
            ("append", 1) => QuickMethod::Append,
            ("get", 1 | 2) => QuickMethod::Get,
            ("add", 1) => QuickMethod::SetAdd,
            _ => return None,
        };
        let recv = self.obj(obj);
        let mut xs: Vec<V> = pos.iter().map(|x| self.obj(x)).collect();
        // Another receiver's method of that name (a class's `add`).
        let site = crate::eval::sites::MethodSite::new(name);
        // No argument vector is allocated for either call.
        match which {
            // `xs.append(x)`.
            QuickMethod::Append => {
                let x = xs.pop()?;
                Some(Box::new(move |f| {
                    let r = recv(f)?;
                    let v = x(f)?;
                    if let Value::List(l) = &r {
                        l.lock().push(v);
                        return Ok(Value::None);
                    }
                    site.call(&r, vec![v], Vec::new(), f)
                        .map_err(|e| crate::eval::call::traced(e, site.name(), span))
                }))
            }
            // `s.add(x)` of a key hashed without running code.
            QuickMethod::SetAdd => {
                let x = xs.pop()?;
                Some(Box::new(move |f| {
                    let r = recv(f)?;
                    let v = x(f)?;
                    if let Value::Set(d) = &r
                        && !crate::eval::hashing::needs_frame(&v)
                        && let Some(k) = v.key()
                    {
                        let mut d = d.lock();
                        if !d.is_frozen() {
                            crate::eval::settable::add(&mut d, k, v);
                            return Ok(Value::None);
                        }
                    }
                    site.call(&r, vec![v], Vec::new(), f)
                        .map_err(|e| crate::eval::call::traced(e, site.name(), span))
                }))
            }
            // `d.get(k)` / `d.get(k, default)`: the key looked up as it is.
            QuickMethod::Get => {
                let default = if xs.len() == 2 { xs.pop() } else { None };
                let key = xs.pop()?;
                Some(Box::new(move |f| {
                    let r = recv(f)?;
                    let k = key(f)?;
                    let dv = match &default {
                        Some(d) => Some(d(f)?),
                        None => None,
                    };
                    if let (Value::Dict(d), Value::Str(s)) = (&r, &k) {
                        let found = d
                            .lock()
                            .get(&crate::eval::value::StrProbe(s))
                            .map(|(_, v)| v.clone());
                        return Ok(found.or(dv).unwrap_or(Value::None));
                    }
                    if let Value::Dict(d) = &r
                        && !crate::eval::hashing::needs_frame(&k)
                        && let Some(hk) = k.key()
                    {
                        if let Some((_, v)) = d.lock().get(&hk) {
                            return Ok(v.clone());
                        }
                        return Ok(dv.unwrap_or(Value::None));
                    }
                    let args = std::iter::once(k).chain(dv).collect();
                    site.call(&r, args, Vec::new(), f)
                        .map_err(|e| crate::eval::call::traced(e, site.name(), span))
                }))
            }
        }
    }

    pub(super) fn src(&mut self, e: &HExpr) -> Src {
        match &e.kind {
            HKind::Load(Var {
                place: Place::Local(s),
                ty: Ty::Object,
                ..
            }) => Src::Local(*s as usize, self.obj(e)),
            HKind::Load(Var {
                place: Place::Global(s),
                ty: Ty::Object,
                ..
            }) => Src::Global(*s as usize, self.obj(e)),
            HKind::Int(i) if e.ty == Ty::Object => Src::Const(Value::Int(*i)),
            HKind::Float(x) if e.ty == Ty::Object => Src::Const(Value::Float(*x)),
            HKind::Str(x) if e.ty == Ty::Object => Src::Const(Value::Str(x.clone())),
            _ => Src::Dyn(self.obj(e)),
        }
    }
}

/// A closure computing `quick(a, b)`, or `general(a, b)` when the quick
/// path does not apply. Operands are evaluated left to right, once; a
/// local or constant operand is read in place.
pub(super) fn pair<R, Q, G>(a: Src, b: Src, quick: Q, general: G) -> crate::eval::call::Eany<R>
where
    R: 'static,
    Q: Fn(&Value, &Value) -> Option<R> + Send + Sync + 'static,
    G: Fn(&mut Frame, &Value, &Value) -> Res<R> + Send + Sync + 'static,
{
    if !a.is_dyn() && !b.is_dyn() {
        return Box::new(move |f| {
            if let (Some(x), Some(y)) = (a.peek(f), b.peek(f))
                && let Some(v) = quick(x, y)
            {
                return Ok(v);
            }
            let x = a.eval(f)?;
            let y = b.eval(f)?;
            general(f, &x, &y)
        });
    }
    if a.is_dyn() && !b.is_dyn() {
        return Box::new(move |f| {
            let x = a.eval(f)?;
            if let Some(y) = b.peek(f)
                && let Some(v) = quick(&x, y)
            {
                return Ok(v);
            }
            let y = b.eval(f)?;
            general(f, &x, &y)
        });
    }
    Box::new(move |f| {
        let x = a.eval(f)?;
        let y = b.eval(f)?;
        match quick(&x, &y) {
            Some(v) => Ok(v),
            None => general(f, &x, &y),
        }
    })
}

#[derive(Clone, Copy)]
enum QuickMethod {
    Append,
    Get,
    SetAdd,
}

/// A comparison of two objects by Python's rules (elementwise when an
/// array is involved).
pub(super) fn general_compare(
    op: CmpOp,
    span: Span,
) -> impl Fn(&mut Frame, &Value, &Value) -> Res<Value> + Send + Sync + Copy + 'static {
    move |f, x, y| {
        if (matches!(x, Value::Array(_)) || matches!(y, Value::Array(_)))
            && let Some(v) = crate::eval::arrays::compare(op, x, y).map_err(|e| e.at(span))?
        {
            return Ok(v);
        }
        let r = crate::eval::attrs::compare(f, op, x, y).map_err(|e| e.at(span))?;
        Ok(compare_result(op, x, y, r))
    }
}

/// The value of `x op y`: a NumPy bool when a NumPy scalar is compared
/// with a number (as NumPy's scalar comparisons give), else a Python bool.
pub(super) fn compare_result(op: CmpOp, x: &Value, y: &Value, r: bool) -> Value {
    let numeric = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..)
        )
    };
    let ordering = !matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn);
    if ordering
        && (matches!(x, Value::NpScalar(..)) || matches!(y, Value::NpScalar(..)))
        && numeric(x)
        && numeric(y)
    {
        crate::eval::arrays::np_scalar(crate::array::Scalar::Bool(r), crate::array::DType::Bool)
    } else {
        Value::Bool(r)
    }
}
