//! The fused reduction loop for bodies that are not one operator of two
//! leaves: `acc = acc + (A[ii, k] + A[jj, k]) * (i - j)`. The body becomes
//! a small tree of C operators over leaves; on loop entry the leaves are
//! resolved (views to buffer, offset and stride; loop-invariant locals to
//! constants, with invariant subtrees folded) into a flat array the loop
//! walks per iteration, with no call through a closure and no frame slot
//! traffic.

use super::Compiler;
use super::reduce::{ALeaf, Acc, Loop};
use crate::array::DType;
use crate::array::buffer::Buffer;
use crate::eval::call::Flow;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::syntax::ast::BinOp;
use std::sync::atomic::Ordering::Relaxed;

/// Nodes a tree may have (the resolved form lives on the stack).
pub(super) const MAX_NODES: usize = 16;

/// A loop body as C operators over leaves, flattened children first with
/// the root last. Resolving it on loop entry is one pass over an array:
/// the recursive walk over boxed nodes it replaced cost more than a short
/// loop's arithmetic.
pub(super) struct Tree {
    pub(super) nodes: Vec<TNode>,
    /// The entry-time work, fixed when the tree is built (`None`: too
    /// many nodes to resolve).
    pub(super) plan: Option<super::rplan::Plan>,
}

/// A node of a `Tree`; children are indices of earlier nodes.
pub(super) enum TNode {
    /// A leaf, read as a double when `float`.
    Leaf(ALeaf, bool),
    /// `+ - *` on a C integer type (wrapping to it).
    Int(BinOp, CInt, u8, u8),
    /// `+ - *` on doubles.
    Flt(BinOp, u8, u8),
    /// An integer converted to a narrower integer type.
    Wrap(CInt, u8),
    /// A signed integer (of at most 63 value bits) converted to double.
    ToF(u8),
    /// A one-argument math function.
    Math(extern "C" fn(f64) -> f64, u8),
    /// A value an earlier statement of a vectorised body computed for the
    /// same iteration (temporary `k`).
    Temp(u8),
    /// `max` (true) or `min` of two values of one type (double if `float`).
    MinMax(bool, bool, u8, u8),
}

/// The body's C locals that are per-iteration temporaries: those written
/// so far (slot, temporary number) and all it assigns.
#[derive(Default, Clone)]
pub(super) struct TempMap {
    pub(super) written: Vec<(usize, u8)>,
    pub(super) assigned: Vec<usize>,
    /// The hidden locals of enclosing `Let`s (an inlined cdef function's
    /// parameters) and the nodes computing their values.
    lets: Vec<(usize, u8)>,
}

/// Per-iteration temporaries of a block: lane bits per temporary.
pub(super) type Temps = [[u64; BLOCK]];

impl Tree {
    pub(super) fn size(&self) -> usize {
        self.nodes.len()
    }

    /// A tree of one leaf.
    pub(super) fn leaf(l: ALeaf, float: bool) -> Tree {
        Tree::new(vec![TNode::Leaf(l, float)])
    }

    fn new(nodes: Vec<TNode>) -> Tree {
        let plan = super::rplan::Plan::new(&nodes);
        Tree { nodes, plan }
    }
}

impl Compiler<'_> {
    /// `rhs` as a tree, when every node is one the loop can walk.
    pub(super) fn body_tree(&self, rhs: &HExpr, islot: usize) -> Option<Tree> {
        let t = self.tree_of(rhs, islot, &TempMap::default())?;
        (t.size() <= MAX_NODES).then_some(t)
    }

    pub(super) fn tree_of(&self, e: &HExpr, islot: usize, tm: &TempMap) -> Option<Tree> {
        let mut nodes = Vec::new();
        self.push_tree(e, islot, tm, &mut nodes)?;
        // Child indices are bytes.
        (nodes.len() <= u8::MAX as usize).then(|| Tree::new(nodes))
    }

    /// Pushes `e`'s nodes, children first; its root's index.
    fn push_tree(&self, e: &HExpr, islot: usize, tm: &TempMap, out: &mut Vec<TNode>) -> Option<u8> {
        match &e.kind {
            // A bound parameter is the node computing its value: nodes
            // are pure, so a second use may evaluate it again.
            HKind::Load(Var {
                place: Place::Local(s),
                ..
            }) => {
                if let Some(&(_, at)) = tm.lets.iter().rev().find(|l| l.0 == *s as usize) {
                    return Some(at);
                }
            }
            HKind::Let(binds, body) => {
                let mut inner = tm.clone();
                for (v, x) in binds {
                    let Place::Local(s) = v.place else {
                        return None;
                    };
                    let c_value =
                        matches!(v.ty, Ty::Double) || matches!(v.ty, Ty::Int(k) if !k.is_u64());
                    (c_value && x.ty == v.ty).then_some(())?;
                    let at = self.push_tree(x, islot, &inner, out)?;
                    inner.lets.push((s as usize, at));
                }
                return self.push_tree(body, islot, &inner, out);
            }
            _ => {}
        }
        let node = self.tree_node(e, islot, tm, out)?;
        out.push(node);
        u8::try_from(out.len() - 1).ok()
    }

    fn tree_node(
        &self,
        e: &HExpr,
        islot: usize,
        tm: &TempMap,
        out: &mut Vec<TNode>,
    ) -> Option<TNode> {
        macro_rules! sub {
            ($x:expr) => {
                self.push_tree($x, islot, tm, out)
            };
        }
        if let HKind::Load(Var {
            place: Place::Local(s),
            ..
        }) = &e.kind
        {
            let s = *s as usize;
            if let Some(&(_, k)) = tm.written.iter().find(|t| t.0 == s) {
                return Some(TNode::Temp(k));
            }
            // Assigned later in the body: its value here is the previous
            // iteration's, which a block of iterations does not have.
            if tm.assigned.contains(&s) {
                return None;
            }
        }
        match (&e.kind, &e.ty) {
            (HKind::CBuiltin(name @ ("min" | "max"), args), Ty::Double | Ty::Int(_)) if !matches!(e.ty, Ty::Int(k) if k.is_u64()) =>
            {
                let float = e.ty == Ty::Double;
                let (first, rest) = args.split_first()?;
                let mut t = sub!(first)?;
                for (n, x) in rest.iter().enumerate() {
                    (x.ty == e.ty).then_some(())?;
                    let node = TNode::MinMax(*name == "max", float, t, sub!(x)?);
                    if n + 1 == rest.len() {
                        return Some(node);
                    }
                    out.push(node);
                    t = u8::try_from(out.len() - 1).ok()?;
                }
                // One argument: the node is that argument's.
                out.pop()
            }
            (HKind::CBuiltin(name, args), Ty::Double) => {
                let [arg] = args.as_slice() else { return None };
                let g = super::cexpr::math1(name)?;
                (arg.ty == Ty::Double).then_some(())?;
                Some(TNode::Math(g, sub!(arg)?))
            }
            // `pow(x, 2.0)`, which is `x * x` (see `flt_binary`).
            (HKind::Binary(BinOp::Pow, a, b), Ty::Double)
                if a.ty == Ty::Double && super::cexpr::float_const(b) == Some(2.0) =>
            {
                let x = sub!(a)?;
                Some(TNode::Flt(BinOp::Mul, x, x))
            }
            (HKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b), Ty::Double)
                if a.ty == Ty::Double && b.ty == Ty::Double =>
            {
                Some(TNode::Flt(*op, sub!(a)?, sub!(b)?))
            }
            (HKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b), Ty::Int(k))
                if !self.dir.overflowcheck && a.ty == e.ty && b.ty == e.ty =>
            {
                let (a, b) = (sub!(a)?, sub!(b)?);
                Some(TNode::Int(
                    *op,
                    super::rplan::int_kind(out, *op, *k, a, b),
                    a,
                    b,
                ))
            }
            (HKind::Convert(x), Ty::Double) => match &x.ty {
                Ty::Int(k) if !k.is_u64() => Some(TNode::ToF(sub!(x)?)),
                _ => None,
            },
            (HKind::Convert(x), Ty::Int(to)) => match &x.ty {
                // A conversion that keeps every value (a widening, or any
                // to 64 bits, whose lanes already hold the value's bits)
                // needs no node.
                Ty::Int(from) if to.bits() == 64 || contains(to.range(), from.range()) => {
                    sub!(x)?;
                    out.pop()
                }
                Ty::Int(_) => Some(TNode::Wrap(*to, sub!(x)?)),
                _ => None,
            },
            (_, Ty::Double | Ty::Int(_)) => {
                let float = e.ty == Ty::Double;
                let leaf = self.affine_leaf(e, islot, float)?;
                // An index the body assigns is read once, on entry, by the
                // resolved leaf: each iteration would see a stale value.
                (!leaf.index_slots().any(|s| tm.assigned.contains(&s))).then_some(())?;
                Some(TNode::Leaf(leaf, float))
            }
            _ => None,
        }
    }
}

fn contains((lo, hi): (i128, i128), (a, b): (i128, i128)) -> bool {
    lo <= a && b <= hi
}

/// A resolved node; children are indices into the same array.
#[derive(Clone, Copy)]
pub(super) enum RNode<'f> {
    I(i64),
    F(f64),
    Index,
    IndexF,
    Mv {
        buf: &'f Buffer,
        off: isize,
        step: isize,
        dtype: DType,
    },
    Int(BinOp, CInt, u8, u8),
    Flt(BinOp, u8, u8),
    Wrap(CInt, u8),
    ToF(u8),
    Math(extern "C" fn(f64) -> f64, u8),
    Temp(u8),
    IMinMax(bool, u8, u8),
    FMinMax(bool, u8, u8),
}

impl RNode<'_> {
    /// The node with its children's indices moved up by `by` (its tree
    /// appended after `by` other nodes).
    pub(super) fn shifted(self, by: u8) -> Self {
        let m = |c: u8| c.wrapping_add(by);
        match self {
            RNode::Int(op, k, a, b) => RNode::Int(op, k, m(a), m(b)),
            RNode::Flt(op, a, b) => RNode::Flt(op, m(a), m(b)),
            RNode::Wrap(k, a) => RNode::Wrap(k, m(a)),
            RNode::ToF(a) => RNode::ToF(m(a)),
            RNode::Math(g, a) => RNode::Math(g, m(a)),
            RNode::IMinMax(x, a, b) => RNode::IMinMax(x, m(a), m(b)),
            RNode::FMinMax(x, a, b) => RNode::FMinMax(x, m(a), m(b)),
            leaf => leaf,
        }
    }
}

/// The tree resolved for one run of the loop.
pub(super) struct Resolved<'f, const N: usize> {
    pub(super) nodes: [RNode<'f>; N],
    pub(super) len: usize,
}

impl<'f, const N: usize> Resolved<'f, N> {
    pub(super) fn new() -> Self {
        Resolved {
            nodes: [RNode::I(0); N],
            len: 0,
        }
    }

    pub(super) fn node(&self, at: u8) -> RNode<'f> {
        self.nodes[at as usize]
    }

    fn is_leaf(&self, at: u8) -> bool {
        matches!(
            self.node(at),
            RNode::I(_) | RNode::F(_) | RNode::Mv { .. } | RNode::Index | RNode::IndexF
        )
    }

    /// The integer node `at` for iterations `i0, i0 + st, …` (one per
    /// element of `out`). Each node is dispatched once per block, not
    /// once per iteration: the per-node indirect jump, mispredicted when
    /// taken per iteration, cost more than the arithmetic.
    pub(super) fn int(&self, tp: &Temps, at: u8, i0: i64, st: i64, out: &mut [i64]) -> Option<()> {
        match self.node(at) {
            RNode::I(c) => out.fill(c),
            RNode::Index => {
                let mut i = i0;
                for o in out.iter_mut() {
                    *o = i;
                    i = i.wrapping_add(st);
                }
            }
            RNode::Mv {
                buf,
                off,
                step,
                dtype,
            } => load(buf, off, step, dtype, i0, st, out)?,
            RNode::Int(op, k, a, b) => {
                // A commutative operator takes its leaf operand second, so
                // that it is combined in place without a temporary.
                let (a, b) = match op {
                    BinOp::Add | BinOp::Mul if self.is_leaf(a) && !self.is_leaf(b) => (b, a),
                    _ => (a, b),
                };
                self.int(tp, a, i0, st, out)?;
                // The operator is matched once, outside the lanes, so that
                // each lane loop is straight arithmetic the compiler can
                // vectorise.
                match op {
                    BinOp::Add => self.combine(tp, b, i0, st, out, i64::wrapping_add)?,
                    BinOp::Sub => self.combine(tp, b, i0, st, out, i64::wrapping_sub)?,
                    _ => self.combine(tp, b, i0, st, out, i64::wrapping_mul)?,
                }
                wrap_lanes(k, out);
            }
            RNode::Wrap(k, a) => {
                self.int(tp, a, i0, st, out)?;
                wrap_lanes(k, out);
            }
            RNode::Temp(k) => {
                let lanes = tp.get(k as usize)?;
                out.iter_mut().zip(lanes).for_each(|(o, b)| *o = *b as i64);
            }
            RNode::IMinMax(is_max, a, b) => {
                self.int(tp, a, i0, st, out)?;
                let mut t = [0i64; BLOCK];
                let t = &mut t[..out.len()];
                self.int(tp, b, i0, st, t)?;
                // Cython's min/max: the first argument wins ties.
                min_max(is_max, out, t);
            }
            _ => return None,
        }
        Some(())
    }

    /// As `int`, for a double node.
    pub(super) fn flt(&self, tp: &Temps, at: u8, i0: i64, st: i64, out: &mut [f64]) -> Option<()> {
        match self.node(at) {
            RNode::F(c) => out.fill(c),
            RNode::IndexF => {
                let mut i = i0;
                for o in out.iter_mut() {
                    *o = i as f64;
                    i = i.wrapping_add(st);
                }
            }
            RNode::Mv {
                buf,
                off,
                step,
                dtype,
            } => load(buf, off, step, dtype, i0, st, out)?,
            RNode::Flt(op, a, b) => {
                let (a, b) = match op {
                    BinOp::Add | BinOp::Mul if self.is_leaf(a) && !self.is_leaf(b) => (b, a),
                    _ => (a, b),
                };
                self.flt(tp, a, i0, st, out)?;
                match op {
                    BinOp::Add => self.combine(tp, b, i0, st, out, |x, y| x + y)?,
                    BinOp::Sub => self.combine(tp, b, i0, st, out, |x, y| x - y)?,
                    _ => self.combine(tp, b, i0, st, out, |x, y| x * y)?,
                }
            }
            RNode::ToF(a) => match self.node(a) {
                RNode::Mv {
                    buf,
                    off,
                    step,
                    dtype,
                } => load(buf, off, step, dtype, i0, st, out)?,
                _ => {
                    let mut t = [0i64; BLOCK];
                    let t = &mut t[..out.len()];
                    self.int(tp, a, i0, st, t)?;
                    out.iter_mut().zip(t).for_each(|(o, x)| *o = *x as f64);
                }
            },
            RNode::Math(g, a) => {
                self.flt(tp, a, i0, st, out)?;
                out.iter_mut().for_each(|o| *o = g(*o));
            }
            RNode::Temp(k) => {
                let lanes = tp.get(k as usize)?;
                out.iter_mut()
                    .zip(lanes)
                    .for_each(|(o, b)| *o = f64::from_bits(*b));
            }
            RNode::FMinMax(is_max, a, b) => {
                self.flt(tp, a, i0, st, out)?;
                let mut t = [0f64; BLOCK];
                let t = &mut t[..out.len()];
                self.flt(tp, b, i0, st, t)?;
                min_max(is_max, out, t);
            }
            _ => return None,
        }
        Some(())
    }

    /// Combines each lane of `out` with node `b`'s lane by `g`: a
    /// constant or a view element directly, anything else through a
    /// temporary.
    #[inline(always)]
    fn combine<T: TreeValue>(
        &self,
        tp: &Temps,
        b: u8,
        i0: i64,
        st: i64,
        out: &mut [T],
        g: impl Fn(T, T) -> T + Copy,
    ) -> Option<()> {
        let node = self.node(b);
        if let RNode::Mv {
            buf,
            off,
            step,
            dtype,
        } = node
        {
            return each_elem(buf, off, step, dtype, i0, st, out.len(), |k, y: T| {
                out[k] = g(out[k], y)
            });
        }
        if let Some(c) = T::constant(node) {
            out.iter_mut().for_each(|o| *o = g(*o, c));
            return Some(());
        }
        let mut t = [T::default(); BLOCK];
        let t = &mut t[..out.len()];
        T::eval(self, tp, b, i0, st, t)?;
        out.iter_mut()
            .zip(t.iter())
            .for_each(|(o, y)| *o = g(*o, *y));
        Some(())
    }
}

/// Iterations evaluated per dispatch of a node.
pub(super) const BLOCK: usize = 16;

/// Calls `each(k, x)` for the elements `off + i * step` of `buf`,
/// `i = i0 + k * st`, `k < n`, read as `dtype`. The dtype is matched once,
/// so the element loop has no dispatch (a per-element width and dtype
/// dispatch cost more than the loop's arithmetic).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn each_elem<T: TreeValue>(
    buf: &Buffer,
    off: isize,
    step: isize,
    dtype: DType,
    i0: i64,
    st: i64,
    n: usize,
    mut each: impl FnMut(usize, T),
) -> Option<()> {
    let at = off.wrapping_add((i0 as isize).wrapping_mul(step));
    let d = (st as isize).wrapping_mul(step);
    macro_rules! go {
        ($w:expr, $conv:expr) => {{
            if !buf.load_run::<$w>(at, d, n, |k, bits| each(k, $conv(bits))) {
                return None;
            }
        }};
    }
    match dtype {
        DType::Bool => go!(1, |b: u64| T::of_i64((b != 0) as i64)),
        DType::I8 => go!(1, |b: u64| T::of_i64(b as u8 as i8 as i64)),
        DType::U8 => go!(1, |b: u64| T::of_i64(b as u8 as i64)),
        DType::I16 => go!(2, |b: u64| T::of_i64(b as u16 as i16 as i64)),
        DType::U16 => go!(2, |b: u64| T::of_i64(b as u16 as i64)),
        DType::I32 => go!(4, |b: u64| T::of_i64(b as u32 as i32 as i64)),
        DType::U32 => go!(4, |b: u64| T::of_i64(b as u32 as i64)),
        DType::I64 | DType::U64 => go!(8, |b: u64| T::of_i64(b as i64)),
        DType::F32 => go!(4, |b: u64| T::of_f64(f32::from_bits(b as u32) as f64)),
        DType::F64 => go!(8, |b: u64| T::of_f64(f64::from_bits(b))),
        // Complex elements are not tree values: the loop runs element by
        // element instead.
        DType::C64 | DType::C128 => return None,
    }
    Some(())
}

#[allow(clippy::too_many_arguments)]
fn load<T: TreeValue>(
    buf: &Buffer,
    off: isize,
    step: isize,
    dtype: DType,
    i0: i64,
    st: i64,
    out: &mut [T],
) -> Option<()> {
    each_elem(buf, off, step, dtype, i0, st, out.len(), |k, x| out[k] = x)
}

/// Cython's `max` (`is_max`) or `min` of each lane and `t`'s: the first
/// argument wins ties (and a NaN in it stays).
fn min_max<T: PartialOrd + Copy>(is_max: bool, out: &mut [T], t: &[T]) {
    for (o, y) in out.iter_mut().zip(t) {
        let take = if is_max { *y > *o } else { *y < *o };
        if take {
            *o = *y;
        }
    }
}

/// Each lane converted to `k` as C converts (a no-op for 64 bits); `k`
/// is matched once for all lanes.
fn wrap_lanes(k: CInt, out: &mut [i64]) {
    macro_rules! to {
        ($t:ty) => {
            out.iter_mut().for_each(|o| *o = *o as $t as i64)
        };
    }
    match k {
        CInt::Char | CInt::SChar => to!(i8),
        CInt::UChar => to!(u8),
        CInt::Short => to!(i16),
        CInt::UShort => to!(u16),
        CInt::Int => to!(i32),
        CInt::UInt => to!(u32),
        _ => {}
    }
}

#[inline(always)]
pub(super) fn int_op(op: BinOp, k: CInt, x: i64, y: i64) -> i64 {
    k.wrap(match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        _ => x.wrapping_mul(y),
    })
}

#[inline(always)]
pub(super) fn flt_op(op: BinOp, x: f64, y: f64) -> f64 {
    match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        _ => x * y,
    }
}

/// A value the tree's root gives the accumulator.
pub(super) trait TreeValue: Acc + Default {
    /// Node `at`'s lanes, with temporaries `tp`.
    fn eval<const N: usize>(
        r: &Resolved<N>,
        tp: &Temps,
        at: u8,
        i0: i64,
        st: i64,
        out: &mut [Self],
    ) -> Option<()>;
    /// The node's value when it is a constant of this type.
    fn constant(n: RNode) -> Option<Self>;
    fn of_i64(x: i64) -> Self;
    /// A float element (only float leaves of double trees are read so).
    fn of_f64(x: f64) -> Self;
}

impl TreeValue for f64 {
    #[inline(always)]
    fn of_i64(x: i64) -> f64 {
        x as f64
    }
    #[inline(always)]
    fn of_f64(x: f64) -> f64 {
        x
    }
    fn eval<const N: usize>(
        r: &Resolved<N>,
        tp: &Temps,
        at: u8,
        i0: i64,
        st: i64,
        out: &mut [f64],
    ) -> Option<()> {
        r.flt(tp, at, i0, st, out)
    }
    fn constant(n: RNode) -> Option<f64> {
        match n {
            RNode::F(c) => Some(c),
            _ => None,
        }
    }
}

impl TreeValue for i64 {
    #[inline(always)]
    fn of_i64(x: i64) -> i64 {
        x
    }
    #[inline(always)]
    fn of_f64(x: f64) -> i64 {
        x as i64
    }
    fn eval<const N: usize>(
        r: &Resolved<N>,
        tp: &Temps,
        at: u8,
        i0: i64,
        st: i64,
        out: &mut [i64],
    ) -> Option<()> {
        r.int(tp, at, i0, st, out)
    }
    fn constant(n: RNode) -> Option<i64> {
        match n {
            RNode::I(c) => Some(c),
            _ => None,
        }
    }
}

/// The loop over the resolved tree, or `None` when a leaf cannot be
/// resolved for the whole range (the general loop then runs it).
pub(super) fn tree_loop<T: TreeValue>(
    f: &mut Frame,
    ctx: &Loop,
    tree: &Tree,
    a: i64,
    st: i64,
    n: i64,
) -> Option<Res<Flow>> {
    let (lo, hi) = super::reduce::extent(a, st, n);
    let fr: &Frame = f;
    let mut r = Resolved::<MAX_NODES>::new();
    let root = r.extend(fr, tree, ctx.islot, lo, hi)?;
    let mut acc = T::load(fr.c[ctx.aslot]);
    let stop = &fr.rt.interrupt;
    let mut vals = [T::default(); BLOCK];
    let mut i = a;
    let mut err = None;
    let mut done = 0i64;
    while done < n {
        if done & 1023 == 0 && stop.load(Relaxed) {
            err = Some(new_exc("KeyboardInterrupt", "").at(ctx.span));
            break;
        }
        let len = (n - done).min(BLOCK as i64) as usize;
        let out = &mut vals[..len];
        if T::eval(&r, &[], root, i, st, out).is_none() {
            err = Some(index_error("buffer access outside the buffer").at(ctx.span));
            break;
        }
        for x in out.iter() {
            acc = acc.step(ctx.step, *x);
        }
        i = i.wrapping_add((len as i64).wrapping_mul(st));
        done += len as i64;
    }
    let i = if err.is_none() { i.wrapping_sub(st) } else { i };
    f.c[ctx.aslot] = acc.bits();
    f.c[ctx.islot] = i as u64;
    Some(match err {
        Some(e) => Err(e),
        None => Ok(Flow::Normal),
    })
}
