//! Counted reduction loops: `for i in range(…): acc op= expr` where `expr`
//! cannot see or change `acc`. The accumulator then lives in a machine
//! register for the whole loop instead of a frame slot — a store and a
//! reload per iteration put the slot's store-forwarding latency on the
//! loop-carried chain, which cost more than the addition itself — and a
//! 1-D view element indexed by the loop variable is read without a call.

use super::Compiler;
use super::leaf::MvAt;
use crate::array::DType;
use crate::array::buffer::Buffer;
use crate::eval::call::{Eany, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::parallel::Runner;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::BinOp;
use std::sync::atomic::Ordering::Relaxed;

/// Can evaluating `e` neither read slot `acc` nor write any variable, nor
/// call anything that might? (Math builtins are pure.)
fn pure(e: &HExpr, acc: u32) -> bool {
    match &e.kind {
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Load(v) => match v.place {
            Place::Local(s) => s != acc || !v.ty.is_c(),
            _ => false,
        },
        HKind::Convert(x) | HKind::Unary(_, x) => e.ty.is_c() && x.ty.is_c() && pure(x, acc),
        HKind::Binary(_, a, b) | HKind::And(a, b) | HKind::Or(a, b) => {
            e.ty.is_c() && pure(a, acc) && pure(b, acc)
        }
        HKind::IfExp(c, a, b) => e.ty.is_c() && pure(c, acc) && pure(a, acc) && pure(b, acc),
        // An inlined cdef function: its hidden parameters are not the
        // accumulator.
        HKind::Let(binds, body) => {
            e.ty.is_c()
                && binds
                    .iter()
                    .all(|(v, x)| v.place != Place::Local(acc) && x.ty.is_c() && pure(x, acc))
                && pure(body, acc)
        }
        HKind::Compare(h, rest) => {
            h.ty.is_c() && pure(h, acc) && rest.iter().all(|(_, x)| pure(x, acc))
        }
        HKind::CBuiltin(_, args) => args.iter().all(|a| a.ty.is_c() && pure(a, acc)),
        HKind::MvIndex(base, idx) => {
            matches!(
                base.kind,
                HKind::Load(Var {
                    place: Place::Local(_),
                    ..
                })
            ) && idx.iter().all(|i| pure(i, acc))
        }
        HKind::PtrIndex(base, i) => {
            matches!(
                (&base.kind, &base.ty),
                (
                    HKind::Load(Var {
                        place: Place::Local(_),
                        ..
                    }),
                    Ty::Ptr(Some(_)) | Ty::CArray(..)
                )
            ) && pure(i, acc)
        }
        _ => false,
    }
}

/// The accumulator's combining step.
#[derive(Clone, Copy)]
pub(super) enum Step {
    F(BinOp),
    I(BinOp, CInt),
}

impl Step {
    /// The operator as `Acc::op`'s code, and the C type that wraps it.
    fn code(self) -> (u8, CInt) {
        let (op, k) = match self {
            Step::F(op) => (op, CInt::Long),
            Step::I(op, k) => (op, k),
        };
        let c = match op {
            BinOp::Add => 0,
            BinOp::Sub => 1,
            BinOp::Mul => 2,
            BinOp::BitAnd => 3,
            BinOp::BitOr => 4,
            _ => 5,
        };
        (c, k)
    }

    #[inline(always)]
    fn f(self, a: f64, x: f64) -> f64 {
        match self {
            Step::F(BinOp::Add) => a + x,
            Step::F(BinOp::Sub) => a - x,
            _ => a * x,
        }
    }

    #[inline(always)]
    fn i(self, a: i64, x: i64) -> i64 {
        let Step::I(op, k) = self else { return a };
        k.wrap(match op {
            BinOp::Add => a.wrapping_add(x),
            BinOp::Sub => a.wrapping_sub(x),
            BinOp::Mul => a.wrapping_mul(x),
            BinOp::BitAnd => a & x,
            BinOp::BitOr => a | x,
            _ => a ^ x,
        })
    }
}

impl Compiler<'_> {
    /// The fused loop for `for var in range(…): acc = acc op rhs`, or
    /// `None` when the body is not of that shape.
    pub(super) fn reduction_runner(
        &mut self,
        var: &Var,
        body: &[HStmt],
        span: Span,
    ) -> Option<Runner> {
        let (Place::Local(islot), true) = (var.place, var.ty.is_c_int()) else {
            return None;
        };
        let [
            HStmt {
                kind: SKind::Assign(targets, value),
                ..
            },
        ] = body
        else {
            return None;
        };
        let [HTarget::Var(acc, _)] = targets.as_slice() else {
            return None;
        };
        let (Place::Local(aslot), HKind::Binary(op, lhs, rhs)) = (acc.place, &value.kind) else {
            return None;
        };
        let HKind::Load(Var {
            place: Place::Local(l),
            ..
        }) = lhs.kind
        else {
            return None;
        };
        if l != aslot || aslot == islot || value.ty != acc.ty || !pure(rhs, aslot) {
            return None;
        }
        let step = match (&acc.ty, op) {
            (Ty::Double, BinOp::Add | BinOp::Sub | BinOp::Mul) => Step::F(*op),
            (
                Ty::Int(k),
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor,
            ) if !self.dir.overflowcheck => Step::I(*op, *k),
            _ => return None,
        };
        let (islot, aslot) = (islot as usize, aslot as usize);
        let shape = self.affine_shape(rhs, islot);
        let tree = match shape {
            Some(_) => None,
            None => self.body_tree(rhs, islot),
        };
        let ctx = Loop {
            span,
            islot,
            aslot,
            step,
        };
        Some(match step {
            Step::F(_) => {
                let x = self.flt_operand(rhs).boxed();
                fused::<f64>(ctx, shape, tree, x)
            }
            Step::I(..) => {
                let x = self.int_operand(rhs).boxed();
                fused::<i64>(ctx, shape, tree, x)
            }
        })
    }

    /// `rhs` as an affine body, when it is one leaf or `+ - *` of two
    /// leaves, each a constant, a C local, the loop variable, or a view
    /// element whose indices are the loop variable, locals or constants.
    fn affine_shape(&self, rhs: &HExpr, islot: usize) -> Option<Shape> {
        let float = rhs.ty == Ty::Double;
        // `sin(i * 0.001)`: a one-argument math function of an affine body.
        if let (HKind::CBuiltin(name, args), true) = (&rhs.kind, float)
            && let [arg] = args.as_slice()
            && arg.ty == Ty::Double
            && let Some(g) = super::cexpr::math1(name)
        {
            return match self.affine_shape(arg, islot)? {
                Shape::Math(..) => None,
                inner => Some(Shape::Math(g, Box::new(inner))),
            };
        }
        if !float && !rhs.ty.is_c_int() {
            return None;
        }
        if let HKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) = &rhs.kind {
            let k = match &rhs.ty {
                Ty::Int(k) => Some(*k),
                _ => None,
            };
            return Some(Shape::Bin(
                *op,
                k,
                self.affine_leaf(a, islot, float)?,
                self.affine_leaf(b, islot, float)?,
            ));
        }
        Some(Shape::Leaf(self.affine_leaf(rhs, islot, float)?))
    }

    pub(super) fn affine_leaf(&self, e: &HExpr, islot: usize, float: bool) -> Option<ALeaf> {
        let is_loop_var = |x: &HExpr| matches!(x.kind, HKind::Load(Var { place: Place::Local(s), .. }) if s as usize == islot);
        match (&e.kind, float) {
            (HKind::Float(x), true) => Some(ALeaf::Const(x.to_bits())),
            (HKind::Int(i), false) => Some(ALeaf::Const(*i as u64)),
            (
                HKind::Load(Var {
                    place: Place::Local(s),
                    ty,
                    ..
                }),
                _,
            ) => {
                let s = *s as usize;
                match (float, ty) {
                    (false, Ty::Int(_)) if s == islot => Some(ALeaf::Index),
                    (false, Ty::Int(_)) | (true, Ty::Double | Ty::Float) => Some(ALeaf::Local(s)),
                    _ => None,
                }
            }
            // `s += i` with `int i` and `long s`: a signed loop variable
            // widened keeps its value.
            (HKind::Convert(x), false)
                if is_loop_var(x)
                    && matches!((&x.ty, &e.ty), (Ty::Int(a), Ty::Int(b))
                        if a.signed() && b.bits() >= a.bits()) =>
            {
                Some(ALeaf::Index)
            }
            // Not an unsigned 64-bit variable: its bits are not its value.
            (HKind::Convert(x), true)
                if is_loop_var(x) && matches!(x.ty, Ty::Int(k) if !k.is_u64()) =>
            {
                Some(ALeaf::IndexF)
            }
            (HKind::MvIndex(base, idx), _) => {
                let Ty::Memview(t) = &base.ty else {
                    return None;
                };
                exact_leaf(t.dtype, float, &e.ty)?;
                Some(ALeaf::Mv(self.mv_at(base, idx, e.span)?))
            }
            (HKind::PtrIndex(base, i), _) => {
                let (
                    HKind::Load(Var {
                        place: Place::Local(slot),
                        ..
                    }),
                    Ty::Ptr(Some(dtype)) | Ty::CArray(dtype, _),
                ) = (&base.kind, &base.ty)
                else {
                    return None;
                };
                exact_leaf(*dtype, float, &e.ty)?;
                Some(ALeaf::Ptr {
                    slot: *slot as usize,
                    idx: self.ix(i)?,
                    dtype: *dtype,
                })
            }
            _ => None,
        }
    }
}

/// Is an element of `dtype` read as the leaf's value type (double when
/// `float`) with no conversion but widening?
fn exact_leaf(dtype: DType, float: bool, ty: &Ty) -> Option<()> {
    let exact = if float {
        dtype.is_float() && *ty == Ty::Double
    } else {
        !dtype.is_float() && dtype != DType::Bool
    };
    exact.then_some(())
}

/// An affine body: what one iteration adds into the accumulator.
enum Shape {
    Leaf(ALeaf),
    /// The C integer type wraps integer results.
    Bin(BinOp, Option<CInt>, ALeaf, ALeaf),
    /// A math function of a leaf or a `Bin` (never of another `Math`).
    Math(extern "C" fn(f64) -> f64, Box<Shape>),
}

pub(super) enum ALeaf {
    /// Bits of the constant, in the accumulator's representation.
    Const(u64),
    /// A local not written by the loop: read once, on entry.
    Local(usize),
    /// The loop variable.
    Index,
    /// The loop variable converted to double.
    IndexF,
    Mv(MvAt),
    /// `p[i]` through a typed pointer (or C array) in local `slot`.
    Ptr {
        slot: usize,
        idx: super::leaf::Ix,
        dtype: DType,
    },
}

impl ALeaf {
    /// The C locals a view or pointer leaf's indices read.
    pub(super) fn index_slots(&self) -> impl Iterator<Item = usize> + '_ {
        let idx: &[super::leaf::Ix] = match self {
            ALeaf::Mv(m) => &m.idx[..m.nd],
            ALeaf::Ptr { idx, .. } => std::slice::from_ref(idx),
            _ => &[],
        };
        idx.iter().flat_map(|i| i.slots())
    }
}

/// What every form of the loop needs.
pub(super) struct Loop {
    pub(super) span: Span,
    pub(super) islot: usize,
    pub(super) aslot: usize,
    pub(super) step: Step,
}

/// A value an accumulator holds, as its frame slot's bits.
pub(super) trait Acc: Copy + Send + Sync + 'static {
    fn load(bits: u64) -> Self;
    fn decode(d: crate::array::DType, bits: u64) -> Self;
    fn index(i: i64) -> Self;
    fn bits(self) -> u64;
    fn step(self, s: Step, x: Self) -> Self;
    /// `self OP x` with the operator fixed at compile time (see `Step::code`).
    fn op<const OP: u8>(self, x: Self, k: CInt) -> Self;
}

impl Acc for f64 {
    fn load(bits: u64) -> f64 {
        f64::from_bits(bits)
    }
    #[inline(always)]
    fn decode(d: crate::array::DType, bits: u64) -> f64 {
        // An `if`, not a `match`: the common dtype must not go through a
        // jump table on every element.
        if d == crate::array::DType::F64 {
            f64::from_bits(bits)
        } else {
            crate::array::buffer::from_bits(d, bits).as_f64()
        }
    }
    fn index(i: i64) -> f64 {
        i as f64
    }
    fn bits(self) -> u64 {
        self.to_bits()
    }
    #[inline(always)]
    fn step(self, s: Step, x: f64) -> f64 {
        s.f(self, x)
    }
    #[inline(always)]
    fn op<const OP: u8>(self, x: f64, _: CInt) -> f64 {
        match OP {
            0 => self + x,
            1 => self - x,
            _ => self * x,
        }
    }
}

impl Acc for i64 {
    fn load(bits: u64) -> i64 {
        bits as i64
    }
    #[inline(always)]
    fn decode(d: crate::array::DType, bits: u64) -> i64 {
        if d == crate::array::DType::I64 {
            bits as i64
        } else if d == crate::array::DType::I32 {
            bits as u32 as i32 as i64
        } else {
            crate::array::buffer::from_bits(d, bits).as_i64()
        }
    }
    fn index(i: i64) -> i64 {
        i
    }
    fn bits(self) -> u64 {
        self as u64
    }
    #[inline(always)]
    fn step(self, s: Step, x: i64) -> i64 {
        s.i(self, x)
    }
    #[inline(always)]
    fn op<const OP: u8>(self, x: i64, k: CInt) -> i64 {
        let r = match OP {
            0 => self.wrapping_add(x),
            1 => self.wrapping_sub(x),
            2 => self.wrapping_mul(x),
            3 => self & x,
            4 => self | x,
            _ => self ^ x,
        };
        if k.bits() == 64 { r } else { k.wrap(r) }
    }
}

fn fused<T: super::rtree::TreeValue>(
    ctx: Loop,
    shape: Option<Shape>,
    tree: Option<super::rtree::Tree>,
    rhs: Eany<T>,
) -> Runner {
    Box::new(move |f, a, st, n| {
        if n <= 0 {
            return Ok(Flow::Normal);
        }
        if let Some(shape) = &shape
            && let Some(r) = affine::<T>(f, &ctx, shape, a, st, n)
        {
            return r;
        }
        if let Some(tree) = &tree
            && let Some(r) = super::rtree::tree_loop::<T>(f, &ctx, tree, a, st, n)
        {
            return r;
        }
        general(f, &ctx, &rhs, a, st, n)
    })
}

/// The loop with the accumulator in a register and `rhs` called per
/// iteration (it reads the loop variable from its slot).
fn general<T: Acc>(f: &mut Frame, ctx: &Loop, rhs: &Eany<T>, a: i64, st: i64, n: i64) -> Res<Flow> {
    let mut acc = T::load(f.c[ctx.aslot]);
    let mut i = a;
    for k in 0..n {
        f.c[ctx.islot] = i as u64;
        if k & 1023 == 0 && f.rt.interrupt.load(Relaxed) {
            f.c[ctx.aslot] = acc.bits();
            return Err(new_exc("KeyboardInterrupt", "").at(ctx.span));
        }
        match rhs(f) {
            Ok(x) => acc = acc.step(ctx.step, x),
            Err(e) => {
                f.c[ctx.aslot] = acc.bits();
                return Err(e);
            }
        }
        i = i.wrapping_add(st);
    }
    f.c[ctx.aslot] = acc.bits();
    Ok(Flow::Normal)
}

/// A leaf resolved on loop entry.
pub(super) enum RLeaf<'f, T> {
    Const(T),
    Index,
    /// Element at byte `off + i * step` of `buf`.
    Mv {
        buf: &'f crate::array::buffer::Buffer,
        off: isize,
        step: isize,
        dtype: crate::array::DType,
    },
}

impl<T: Acc> RLeaf<'_, T> {
    #[inline(always)]
    fn get(&self, i: i64) -> Option<T> {
        match self {
            RLeaf::Const(c) => Some(*c),
            RLeaf::Index => Some(T::index(i)),
            RLeaf::Mv {
                buf,
                off,
                step,
                dtype,
            } => {
                let at = off.wrapping_add((i as isize).wrapping_mul(*step)) as usize;
                // A constant width lets the load compile to one move; a
                // width read at run time went through a jump per element.
                let bits = if dtype.itemsize() == 8 {
                    buf.load_bits(at, 8)?
                } else {
                    buf.load_bits(at, dtype.itemsize())?
                };
                Some(T::decode(*dtype, bits))
            }
        }
    }
}

/// Resolves a leaf for loop values `lo..=hi`, or `None` when an index
/// might leave its axis (the general loop then raises at the right
/// iteration) or a view is not there.
pub(super) fn resolve<'f, T: Acc>(
    f: &'f Frame,
    leaf: &ALeaf,
    islot: usize,
    lo: i64,
    hi: i64,
) -> Option<RLeaf<'f, T>> {
    match leaf {
        ALeaf::Const(b) => Some(RLeaf::Const(T::load(*b))),
        ALeaf::Local(s) => Some(RLeaf::Const(T::load(f.c[*s]))),
        ALeaf::Index | ALeaf::IndexF => Some(RLeaf::Index),
        ALeaf::Ptr { slot, idx, dtype } => {
            let crate::eval::value::Value::Ptr(p) = &f.v[*slot] else {
                return None;
            };
            let b = p.block.as_ref()?;
            // A freed block, or an element outside it: the general loop
            // raises at the iteration that makes the access.
            if b.freed_at().is_some() {
                return None;
            }
            let w = dtype.itemsize() as i128;
            let (coef, rest) = idx.split(f, islot);
            let (coef, rest) = (coef as i128, rest as i128);
            // Elements `coef * i + rest` for `i` in `lo..=hi`, `coef >= 0`.
            let (first, last) = (coef * lo as i128 + rest, coef * hi as i128 + rest);
            let base = p.offset as i128;
            if base + first * w < 0 || base + last * w + w > b.nbytes as i128 {
                return None;
            }
            let off = base + rest * w;
            let step = (coef * w) as isize;
            Some(RLeaf::Mv {
                buf: &b.buf,
                off: off as isize,
                step,
                dtype: *dtype,
            })
        }
        ALeaf::Mv(m) => {
            let a = crate::eval::memview::view_of(&f.v[m.view]).ok()?;
            let mut off = a.offset as isize;
            let mut step = 0isize;
            for k in 0..m.nd {
                let n = *a.shape.get(k)? as i64;
                let (coef, rest) = m.idx[k].split(f, islot);
                if coef == 0 {
                    let j = if m.wrap && rest < 0 { rest + n } else { rest };
                    if j < 0 || j >= n {
                        return None;
                    }
                    off += j as isize * a.strides[k];
                } else {
                    // Every index `coef * i + rest` must be in the axis
                    // (a negative one would wrap per element: the
                    // general loop does that).
                    let (first, last) = (
                        coef as i128 * lo as i128 + rest as i128,
                        coef as i128 * hi as i128 + rest as i128,
                    );
                    if first < 0 || last >= n as i128 {
                        return None;
                    }
                    step += coef as isize * a.strides[k];
                    off += rest as isize * a.strides[k];
                }
            }
            Some(RLeaf::Mv {
                buf: &a.buf,
                off,
                step,
                dtype: m.dtype,
            })
        }
    }
}

/// The smallest and largest value of the loop variable over `n >= 1`
/// iterations `a, a + st, …`.
pub(super) fn extent(a: i64, st: i64, n: i64) -> (i64, i64) {
    let last = (a as i128 + (n as i128 - 1) * st as i128) as i64;
    (a.min(last), a.max(last))
}

/// A view leaf of 8-byte float or signed integer elements: its buffer,
/// offset, step and dtype.
fn wide<'f, T>(l: &RLeaf<'f, T>) -> Option<(&'f Buffer, isize, isize, DType)> {
    match l {
        RLeaf::Mv {
            buf,
            off,
            step,
            dtype: d @ (DType::F64 | DType::I64),
        } => Some((*buf, *off, *step, *d)),
        _ => None,
    }
}

/// Expands `$e` once per operator code, with `$OP` that code as a constant.
macro_rules! by_op {
    ($code:expr, $OP:ident => $e:expr) => {
        match $code {
            0 => {
                const $OP: u8 = 0;
                $e
            }
            1 => {
                const $OP: u8 = 1;
                $e
            }
            2 => {
                const $OP: u8 = 2;
                $e
            }
            3 => {
                const $OP: u8 = 3;
                $e
            }
            4 => {
                const $OP: u8 = 4;
                $e
            }
            _ => {
                const $OP: u8 = 5;
                $e
            }
        }
    };
}

/// How a loop ended: the accumulator, the loop variable's last value, and
/// the exception that stopped it, if any.
type Ended<T> = (T, i64, Option<Box<Exc>>);

/// The loop over resolved leaves: no call, no slot traffic, and no
/// dispatch on the operator per iteration.
fn affine<T: Acc>(
    f: &mut Frame,
    ctx: &Loop,
    shape: &Shape,
    a: i64,
    st: i64,
    n: i64,
) -> Option<Res<Flow>> {
    let (lo, hi) = extent(a, st, n);
    let (out, k) = ctx.step.code();
    let fr: &Frame = f;
    let acc = T::load(fr.c[ctx.aslot]);
    let stop = &fr.rt.interrupt;
    if let Shape::Math(g, inner) = shape {
        return affine_math(f, ctx, *g, inner, a, st, n, lo, hi);
    }
    let (acc, i, err) = match shape {
        Shape::Leaf(l) => {
            let l = resolve::<T>(fr, l, ctx.islot, lo, hi)?;
            match wide(&l) {
                Some((b, o, s, DType::F64)) => by_op!(out, OUT => run::<T, OUT, _>(
                    stop, ctx.span, acc, k, a, st, n,
                    |i| Some(T::decode(DType::F64, b.load_bits(
                        o.wrapping_add((i as isize).wrapping_mul(s)) as usize, 8)?)),
                )),
                _ => {
                    by_op!(out, OUT => run::<T, OUT, _>(stop, ctx.span, acc, k, a, st, n, |i| l.get(i)))
                }
            }
        }
        Shape::Bin(op, kk, l1, l2) => {
            let l1 = resolve::<T>(fr, l1, ctx.islot, lo, hi)?;
            let l2 = resolve::<T>(fr, l2, ctx.islot, lo, hi)?;
            let (inner, kk) = match kk {
                Some(kk) => Step::I(*op, *kk),
                None => Step::F(*op),
            }
            .code();
            // Two 8-byte elements (`A[i, k] * B[k, j]`): read with the
            // width and type fixed, no match on the leaf kind per element.
            if let (Some((b1, o1, s1, d1)), Some((b2, o2, s2, d2))) = (wide(&l1), wide(&l2))
                && d1 == d2
            {
                let get = move |b: &Buffer, o: isize, s: isize, i: i64| {
                    let at = o.wrapping_add((i as isize).wrapping_mul(s)) as usize;
                    b.load_bits(at, 8)
                };
                if d1 == DType::F64 {
                    by_op!(out, OUT => by_op!(inner, IN => run::<T, OUT, _>(
                        stop, ctx.span, acc, k, a, st, n,
                        |i| Some(T::decode(DType::F64, get(b1, o1, s1, i)?)
                            .op::<IN>(T::decode(DType::F64, get(b2, o2, s2, i)?), kk)),
                    )))
                } else {
                    by_op!(out, OUT => by_op!(inner, IN => run::<T, OUT, _>(
                        stop, ctx.span, acc, k, a, st, n,
                        |i| Some(T::decode(DType::I64, get(b1, o1, s1, i)?)
                            .op::<IN>(T::decode(DType::I64, get(b2, o2, s2, i)?), kk)),
                    )))
                }
            } else {
                by_op!(out, OUT => by_op!(inner, IN => run::<T, OUT, _>(
                    stop, ctx.span, acc, k, a, st, n,
                    |i| Some(l1.get(i)?.op::<IN>(l2.get(i)?, kk)),
                )))
            }
        }
        Shape::Math(..) => return None,
    };
    let r = match err {
        Some(e) => Err(e),
        None => Ok(Flow::Normal),
    };
    Some(finish(f, ctx, acc, i, r))
}

/// `acc op= g(body)` for a double accumulator.
#[allow(clippy::too_many_arguments)]
fn affine_math(
    f: &mut Frame,
    ctx: &Loop,
    g: extern "C" fn(f64) -> f64,
    inner: &Shape,
    a: i64,
    st: i64,
    n: i64,
    lo: i64,
    hi: i64,
) -> Option<Res<Flow>> {
    let (out, k) = ctx.step.code();
    let fr: &Frame = f;
    let acc = f64::load(fr.c[ctx.aslot]);
    let stop = &fr.rt.interrupt;
    let (acc, i, err) = match inner {
        Shape::Leaf(l) => {
            let l = resolve::<f64>(fr, l, ctx.islot, lo, hi)?;
            by_op!(out, OUT => run::<f64, OUT, _>(stop, ctx.span, acc, k, a, st, n, |i| Some(g(l.get(i)?))))
        }
        Shape::Bin(op, _, l1, l2) => {
            let l1 = resolve::<f64>(fr, l1, ctx.islot, lo, hi)?;
            let l2 = resolve::<f64>(fr, l2, ctx.islot, lo, hi)?;
            let (inner, kk) = Step::F(*op).code();
            by_op!(out, OUT => by_op!(inner, IN => run::<f64, OUT, _>(
                stop, ctx.span, acc, k, a, st, n,
                |i| Some(g(l1.get(i)?.op::<IN>(l2.get(i)?, kk))),
            )))
        }
        Shape::Math(..) => return None,
    };
    let r = match err {
        Some(e) => Err(e),
        None => Ok(Flow::Normal),
    };
    f.c[ctx.aslot] = acc.bits();
    f.c[ctx.islot] = i as u64;
    Some(r)
}

/// Its own function per instantiation, so that the accumulator stays in a
/// register (inlined into `affine`, it was spilled to the stack).
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn run<T: Acc, const OUT: u8, G: Fn(i64) -> Option<T>>(
    stop: &std::sync::atomic::AtomicBool,
    span: Span,
    mut acc: T,
    k: CInt,
    a: i64,
    st: i64,
    n: i64,
    get: G,
) -> Ended<T> {
    let mut i = a;
    for c in 0..n {
        if c & 1023 == 0 && stop.load(Relaxed) {
            return (acc, i, Some(new_exc("KeyboardInterrupt", "").at(span)));
        }
        let Some(x) = get(i) else {
            let e = index_error("buffer access outside the buffer").at(span);
            return (acc, i, Some(e));
        };
        acc = acc.op::<OUT>(x, k);
        i = i.wrapping_add(st);
    }
    (acc, i.wrapping_sub(st), None)
}

fn finish<T: Acc>(f: &mut Frame, ctx: &Loop, acc: T, i: i64, r: Res<Flow>) -> Res<Flow> {
    f.c[ctx.aslot] = acc.bits();
    f.c[ctx.islot] = i as u64;
    r
}
