//! Operands an operator's closure reads inline instead of calling: a
//! constant, a C frame slot, an element of a 1-D/2-D typed view held in a
//! frame slot, or one `+ - *` of two of those. Kernel statements such as
//! `acc += A[i, k] * B[k, j]` or `r[x, y] = tmp + c` then cost one closure
//! call each; a `match` on a leaf is a perfectly predicted branch, an
//! indirect call per operand is not free.

use super::Compiler;
use crate::array::DType;
use crate::array::buffer::from_bits;
use crate::eval::call::Eany;
use crate::eval::exc::{Res, index_error};
use crate::eval::frame::Frame;
use crate::eval::memview::local_element_view;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::BinOp;

/// An index read from a C slot or a constant.
#[derive(Clone, Copy)]
pub(super) enum Ix {
    Local(usize),
    Const(i64),
    /// A slot plus a constant: `i + 1`, `i - 1`.
    Off(usize, i64),
    /// The sum of two slots: `x + i`.
    Sum(usize, usize),
}

impl Ix {
    #[inline(always)]
    pub(super) fn get(self, f: &Frame) -> i64 {
        match self {
            Ix::Local(s) => f.c[s] as i64,
            Ix::Const(c) => c,
            Ix::Off(s, c) => (f.c[s] as i64).wrapping_add(c),
            Ix::Sum(a, b) => (f.c[a] as i64).wrapping_add(f.c[b] as i64),
        }
    }

    /// The slots the index reads.
    pub(super) fn slots(self) -> impl Iterator<Item = usize> {
        let (a, b) = match self {
            Ix::Local(s) | Ix::Off(s, _) => (Some(s), None),
            Ix::Sum(a, b) => (Some(a), Some(b)),
            Ix::Const(_) => (None, None),
        };
        a.into_iter().chain(b)
    }

    /// The index as `coef * v + rest` for the value `v` of slot `var`:
    /// `(coef, rest)`, with the other slots read from `f`.
    #[inline(always)]
    pub(super) fn split(self, f: &Frame, var: usize) -> (i64, i64) {
        let read = |s: usize| if s == var { (1, 0) } else { (0, f.c[s] as i64) };
        match self {
            Ix::Const(c) => (0, c),
            Ix::Local(s) => read(s),
            Ix::Off(s, c) => {
                let (k, r) = read(s);
                (k, r.wrapping_add(c))
            }
            Ix::Sum(a, b) => {
                let ((k, r), (l, q)) = (read(a), read(b));
                (k + l, r.wrapping_add(q))
            }
        }
    }
}

pub(super) struct MvAt {
    pub(super) view: usize,
    /// The view's name, for the error when it is unbound.
    pub(super) name: std::sync::Arc<str>,
    pub(super) idx: [Ix; 2],
    pub(super) nd: usize,
    pub(super) dtype: DType,
    pub(super) wrap: bool,
    pub(super) span: Span,
}

#[cold]
fn out_of_bounds(axis: usize, span: Span) -> Box<crate::eval::exc::Exc> {
    index_error(format!("Out of bounds on buffer access (axis {axis})")).at(span)
}

impl MvAt {
    /// The buffer and byte offset of the element, bounds-checked as Cython
    /// does (negative indices wrap unless `wraparound(False)`).
    #[inline(always)]
    pub(super) fn locate<'f>(&self, f: &'f Frame) -> Res<(&'f crate::array::Array, usize)> {
        let a = local_element_view(&f.v[self.view], self.nd, &self.name)
            .map_err(|e| e.at(self.span))?;
        // Unrolled for the one or two axes an `MvAt` has; `get` keeps a
        // view of another rank (never stored in a typed slot) an error.
        let (Some(&n0), Some(&s0)) = (a.shape.first(), a.strides.first()) else {
            return Err(out_of_bounds(0, self.span));
        };
        // Axis 1 first: Cython reports the last axis out of bounds.
        let mut off = a.offset as isize;
        if self.nd == 2 {
            let (Some(&n1), Some(&s1)) = (a.shape.get(1), a.strides.get(1)) else {
                return Err(out_of_bounds(1, self.span));
            };
            off += self.axis(f, 1, n1)? * s1;
        }
        off += self.axis(f, 0, n0)? * s0;
        Ok((a, off as usize))
    }

    /// Index `k`, wrapped and bounds-checked against an axis of length `n`.
    #[inline(always)]
    fn axis(&self, f: &Frame, k: usize, n: usize) -> Res<isize> {
        let i = self.idx[k].get(f);
        let n = n as i64;
        let j = if self.wrap && i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(out_of_bounds(k, self.span));
        }
        Ok(j as isize)
    }

    #[inline(always)]
    fn bits(&self, f: &Frame) -> Res<u64> {
        let (a, off) = self.locate(f)?;
        self.load(a, off)
    }

    #[inline(always)]
    fn load(&self, a: &crate::array::Array, off: usize) -> Res<u64> {
        match a.buf.load_bits(off, self.dtype.itemsize()) {
            Some(b) => Ok(b),
            None => Err(index_error("buffer access outside the buffer").at(self.span)),
        }
    }

    #[inline(always)]
    fn decode_f64(&self, b: u64) -> f64 {
        match self.dtype {
            DType::F64 => f64::from_bits(b),
            DType::F32 => f32::from_bits(b as u32) as f64,
            d => from_bits(d, b).as_f64(),
        }
    }

    #[inline(always)]
    fn decode_i64(&self, b: u64) -> i64 {
        match self.dtype {
            DType::I32 => b as u32 as i32 as i64,
            DType::I64 | DType::U64 => b as i64,
            d => from_bits(d, b).as_i64(),
        }
    }

    #[inline(always)]
    fn f64(&self, f: &Frame) -> Res<f64> {
        Ok(self.decode_f64(self.bits(f)?))
    }

    #[inline(always)]
    fn i64(&self, f: &Frame) -> Res<i64> {
        Ok(self.decode_i64(self.bits(f)?))
    }
}

/// A C value an operand reader yields: `i64` bits of any integer type, or
/// `f64` for float and double.
pub(super) trait CVal: Copy + Send + Sync + 'static {
    fn from_slot(bits: u64) -> Self;
    fn from_mv(m: &MvAt, f: &Frame) -> Res<Self>;
    /// `a op b`, wrapped to `k` for integers.
    fn arith(op: TermOp, k: Wrap, a: Self, b: Self) -> Self;
}

/// C's two-argument `min`/`max` as Cython writes them: the second operand
/// wins only when strictly smaller (larger).
#[inline(always)]
fn min_max<T: PartialOrd + Copy>(max: bool, a: T, b: T) -> T {
    if if max { b > a } else { b < a } {
        b
    } else {
        a
    }
}

impl CVal for i64 {
    #[inline(always)]
    fn from_slot(bits: u64) -> i64 {
        bits as i64
    }
    #[inline(always)]
    fn from_mv(m: &MvAt, f: &Frame) -> Res<i64> {
        m.i64(f)
    }
    #[inline(always)]
    fn arith(op: TermOp, k: Wrap, a: i64, b: i64) -> i64 {
        let r = match op {
            TermOp::Add => a.wrapping_add(b),
            TermOp::Sub => a.wrapping_sub(b),
            TermOp::Mul => a.wrapping_mul(b),
            TermOp::Min => min_max(false, a, b),
            TermOp::Max => min_max(true, a, b),
        };
        k.apply(r)
    }
}

impl CVal for f64 {
    #[inline(always)]
    fn from_slot(bits: u64) -> f64 {
        f64::from_bits(bits)
    }
    #[inline(always)]
    fn from_mv(m: &MvAt, f: &Frame) -> Res<f64> {
        m.f64(f)
    }
    #[inline(always)]
    fn arith(op: TermOp, _: Wrap, a: f64, b: f64) -> f64 {
        match op {
            TermOp::Add => a + b,
            TermOp::Sub => a - b,
            TermOp::Mul => a * b,
            TermOp::Min => min_max(false, a, b),
            TermOp::Max => min_max(true, a, b),
        }
    }
}

/// An operand, as the operator's compiler sees it.
pub(super) enum Opnd<T: CVal> {
    Local(usize),
    Const(T),
    Mv(MvAt),
    /// `+ - *` of two leaves (never `Dyn` or `Term`).
    Term(Box<Term<T>>),
    Dyn(Eany<T>),
}

/// Wrapping to a C integer type as two shifts: `CInt::wrap` is a `match`
/// that compiles to a jump table, too dear once per operator.
#[derive(Clone, Copy)]
pub(super) struct Wrap {
    sh: u32,
    signed: bool,
}

impl Wrap {
    pub(super) fn of(k: CInt) -> Wrap {
        Wrap {
            sh: 64 - k.bits(),
            signed: k.signed(),
        }
    }

    #[inline(always)]
    pub(super) fn apply(self, r: i64) -> i64 {
        if self.sh == 0 {
            r
        } else if self.signed {
            (r << self.sh) >> self.sh
        } else {
            (((r as u64) << self.sh) >> self.sh) as i64
        }
    }
}

/// The operators a term applies: C's `+ - *` and the two-argument
/// `min`/`max` builtins (the clip idiom `min(max(x, lo), hi)`).
#[derive(Clone, Copy)]
pub(super) enum TermOp {
    Add,
    Sub,
    Mul,
    Min,
    Max,
}

impl TermOp {
    fn of(op: BinOp) -> TermOp {
        match op {
            BinOp::Add => TermOp::Add,
            BinOp::Sub => TermOp::Sub,
            _ => TermOp::Mul,
        }
    }

    fn of_builtin(name: &str) -> Option<TermOp> {
        match name {
            "min" | "fmin" => Some(TermOp::Min),
            "max" | "fmax" => Some(TermOp::Max),
            _ => None,
        }
    }
}

/// `a op b` read inline: `tmp * a + a2[x, y] * b` is one closure.
pub(super) struct Term<T: CVal> {
    op: TermOp,
    k: Wrap,
    a: Opnd<T>,
    b: Opnd<T>,
}

impl<T: CVal> Opnd<T> {
    /// A leaf's value; branches, not a jump table, pick the kind.
    #[inline(always)]
    fn leaf(&self, f: &Frame) -> Res<T> {
        if let Opnd::Local(s) = self {
            Ok(T::from_slot(f.c[*s]))
        } else if let Opnd::Const(c) = self {
            Ok(*c)
        } else if let Opnd::Mv(m) = self {
            T::from_mv(m, f)
        } else {
            Err(crate::eval::exc::new_exc(
                "SystemError",
                "internal error: term operand",
            ))
        }
    }

    fn is_leaf(&self) -> bool {
        matches!(self, Opnd::Local(_) | Opnd::Const(_) | Opnd::Mv(_))
    }
}

impl<T: CVal> Term<T> {
    #[inline(always)]
    fn eval(&self, f: &Frame) -> Res<T> {
        Ok(T::arith(self.op, self.k, self.a.leaf(f)?, self.b.leaf(f)?))
    }
}

/// `a op b` of two leaves as one operand.
fn term<T: CVal>(op: TermOp, k: CInt, a: Opnd<T>, b: Opnd<T>) -> Opnd<T> {
    let k = Wrap::of(k);
    if a.is_leaf() && b.is_leaf() {
        Opnd::Term(Box::new(Term { op, k, a, b }))
    } else {
        // `leafy` promised leaves; keep the value right regardless.
        let (a, b) = (a.boxed(), b.boxed());
        Opnd::Dyn(Box::new(move |f| Ok(T::arith(op, k, a(f)?, b(f)?))))
    }
}

type Frm<'a, 'g> = &'a mut Frame<'g>;

/// Readers with a distinct type per kind, so that each operator closure is
/// monomorphized over its operands' readers and inlines them.
pub(super) fn local<T: CVal>(
    s: usize,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    #[inline(always)]
    move |f| Ok(T::from_slot(f.c[s]))
}

pub(super) fn konst<T: CVal>(
    c: T,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    #[inline(always)]
    move |_| Ok(c)
}

pub(super) fn term_reader<T: CVal>(
    t: Box<Term<T>>,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    #[inline(always)]
    move |f| t.eval(f)
}

pub(super) fn element<T: CVal>(
    m: MvAt,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    #[inline(always)]
    move |f| T::from_mv(&m, f)
}

/// Binds readers for two operands and evaluates `$body` with them: the
/// common pairs get a monomorphized closure, the rest box their readers.
macro_rules! with_readers {
    ($a:expr, $b:expr, |$x:ident, $y:ident| -> $t:ty { $body:expr }) => {{
        with_readers!($a, $b, |$x, $y| {
            let r: $t = $body;
            r
        })
    }};
    (@bind $p:expr, $q:expr, $x:ident, $y:ident, $body:expr) => {{
        let ($x, $y) = ($p, $q);
        $body
    }};
    ($a:expr, $b:expr, |$x:ident, $y:ident| $body:expr) => {{
        use $crate::eval::compile::leaf::{Opnd as O, element, konst, local, term_reader};
        match ($a, $b) {
            (O::Local(p), O::Local(q)) => with_readers!(@bind local(p), local(q), $x, $y, $body),
            (O::Local(p), O::Const(q)) => with_readers!(@bind local(p), konst(q), $x, $y, $body),
            (O::Const(p), O::Local(q)) => with_readers!(@bind konst(p), local(q), $x, $y, $body),
            (O::Local(p), O::Dyn(q)) => with_readers!(@bind local(p), q, $x, $y, $body),
            (O::Dyn(p), O::Local(q)) => with_readers!(@bind p, local(q), $x, $y, $body),
            (O::Const(p), O::Dyn(q)) => with_readers!(@bind konst(p), q, $x, $y, $body),
            (O::Dyn(p), O::Const(q)) => with_readers!(@bind p, konst(q), $x, $y, $body),
            (O::Local(p), O::Mv(q)) => with_readers!(@bind local(p), element(q), $x, $y, $body),
            (O::Mv(p), O::Local(q)) => with_readers!(@bind element(p), local(q), $x, $y, $body),
            (O::Mv(p), O::Mv(q)) => with_readers!(@bind element(p), element(q), $x, $y, $body),
            (O::Mv(p), O::Const(q)) => with_readers!(@bind element(p), konst(q), $x, $y, $body),
            (O::Const(p), O::Mv(q)) => with_readers!(@bind konst(p), element(q), $x, $y, $body),
            (O::Mv(p), O::Dyn(q)) => with_readers!(@bind element(p), q, $x, $y, $body),
            (O::Dyn(p), O::Mv(q)) => with_readers!(@bind p, element(q), $x, $y, $body),
            (O::Term(p), O::Term(q)) => with_readers!(@bind term_reader(p), term_reader(q), $x, $y, $body),
            (O::Local(p), O::Term(q)) => with_readers!(@bind local(p), term_reader(q), $x, $y, $body),
            (O::Term(p), O::Local(q)) => with_readers!(@bind term_reader(p), local(q), $x, $y, $body),
            (O::Term(p), O::Const(q)) => with_readers!(@bind term_reader(p), konst(q), $x, $y, $body),
            (O::Const(p), O::Term(q)) => with_readers!(@bind konst(p), term_reader(q), $x, $y, $body),
            (p, q) => with_readers!(@bind p.boxed(), q.boxed(), $x, $y, $body),
        }
    }};
}
pub(crate) use with_readers;

/// Binds a reader for one operand and evaluates `$body` with it.
macro_rules! with_reader {
    ($a:expr, |$x:ident| -> $t:ty { $body:expr }) => {{
        with_reader!($a, |$x| {
            let r: $t = $body;
            r
        })
    }};
    (@bind $p:expr, $x:ident, $body:expr) => {{
        let $x = $p;
        $body
    }};
    ($a:expr, |$x:ident| $body:expr) => {{
        use $crate::eval::compile::leaf::{Opnd as O, element, konst, local, term_reader};
        match $a {
            O::Local(p) => with_reader!(@bind local(p), $x, $body),
            O::Const(p) => with_reader!(@bind konst(p), $x, $body),
            O::Mv(p) => with_reader!(@bind element(p), $x, $body),
            O::Term(p) => with_reader!(@bind term_reader(p), $x, $body),
            O::Dyn(p) => with_reader!(@bind p, $x, $body),
        }
    }};
}
pub(crate) use with_reader;

impl<T: CVal> Opnd<T> {
    pub(super) fn boxed(self) -> Eany<T> {
        match self {
            Opnd::Local(s) => Box::new(local(s)),
            Opnd::Const(c) => Box::new(konst(c)),
            Opnd::Mv(m) => Box::new(element(m)),
            Opnd::Term(t) => Box::new(term_reader(t)),
            Opnd::Dyn(x) => x,
        }
    }
}

impl Compiler<'_> {
    /// An index expression readable inline: a constant, or a C integer
    /// slot (through a widening conversion, which leaves its value as is).
    pub(super) fn ix(&self, e: &HExpr) -> Option<Ix> {
        match &e.kind {
            HKind::Int(i) => Some(Ix::Const(*i)),
            HKind::Load(Var {
                place: Place::Local(s),
                ty: Ty::Int(_),
                ..
            }) => Some(Ix::Local(*s as usize)),
            HKind::Convert(inner) => match (&inner.ty, &e.ty) {
                (Ty::Int(from), Ty::Int(to))
                    if to.bits() == 64 && to.signed() && (from.bits() < 64 || from.signed()) =>
                {
                    self.ix(inner)
                }
                _ => None,
            },
            // Stencil indices `x + i`, `i - 1`: C signed arithmetic, whose
            // overflow is undefined, so computing them in 64 bits agrees
            // with every defined result.
            HKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) if matches!(e.ty, Ty::Int(k) if k.signed() && k.bits() >= 32) =>
            {
                let add = *op == BinOp::Add;
                match (self.ix(a)?, self.ix(b)?) {
                    (Ix::Const(c), Ix::Const(d)) => Some(Ix::Const(if add {
                        c.checked_add(d)?
                    } else {
                        c.checked_sub(d)?
                    })),
                    (Ix::Local(p), Ix::Local(q)) if add => Some(Ix::Sum(p, q)),
                    (Ix::Local(p), Ix::Const(c)) => {
                        Some(Ix::Off(p, if add { c } else { c.checked_neg()? }))
                    }
                    (Ix::Const(c), Ix::Local(p)) if add => Some(Ix::Off(p, c)),
                    (Ix::Off(p, c), Ix::Const(d)) => Some(Ix::Off(
                        p,
                        if add {
                            c.checked_add(d)?
                        } else {
                            c.checked_sub(d)?
                        },
                    )),
                    (Ix::Const(d), Ix::Off(p, c)) if add => Some(Ix::Off(p, c.checked_add(d)?)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `base[idx]` as an inline element access when the view is a local
    /// of at most two dimensions and every index is inline.
    pub(super) fn mv_at(&self, base: &HExpr, idx: &[HExpr], span: Span) -> Option<MvAt> {
        let (
            HKind::Load(Var {
                place: Place::Local(s),
                name,
                ..
            }),
            Ty::Memview(t),
        ) = (&base.kind, &base.ty)
        else {
            return None;
        };
        if idx.is_empty() || idx.len() > 2 || idx.len() != t.ndim as usize {
            return None;
        }
        let mut ix = [Ix::Const(0); 2];
        for (k, e) in idx.iter().enumerate() {
            ix[k] = self.ix(e)?;
        }
        Some(MvAt {
            view: *s as usize,
            name: name.clone(),
            idx: ix,
            nd: idx.len(),
            dtype: t.dtype,
            wrap: self.dir.wraparound,
            span,
        })
    }

    /// Will `e` compile to a leaf operand? Decided without compiling, so
    /// that nested operators are compiled once (not once per level).
    fn leafy(&self, e: &HExpr) -> bool {
        match &e.kind {
            HKind::Int(_) => e.ty.is_c_int(),
            HKind::Float(_) => e.ty == Ty::Double,
            HKind::Load(Var {
                place: Place::Local(_),
                ty,
                ..
            }) => ty.is_c_int() || *ty == Ty::Double,
            HKind::MvIndex(base, idx) => {
                let exact = match (&e.ty, &base.ty) {
                    (Ty::Double, Ty::Memview(t)) => t.dtype.is_float(),
                    (Ty::Int(_), Ty::Memview(t)) => !t.dtype.is_float() && t.dtype != DType::Bool,
                    _ => false,
                };
                exact && self.mv_at(base, idx, e.span).is_some()
            }
            _ => false,
        }
    }

    pub(super) fn flt_operand(&mut self, e: &HExpr) -> Opnd<f64> {
        match &e.kind {
            HKind::Float(x) => Opnd::Const(*x),
            HKind::Load(Var {
                place: Place::Local(s),
                ty: Ty::Double | Ty::Float,
                ..
            }) => Opnd::Local(*s as usize),
            HKind::MvIndex(base, idx) => {
                let exact = matches!((&e.ty, &base.ty),
                    (Ty::Double, Ty::Memview(t)) if t.dtype.is_float())
                    || matches!((&e.ty, &base.ty),
                    (Ty::Float, Ty::Memview(t)) if t.dtype == DType::F32);
                match self.mv_at(base, idx, e.span) {
                    Some(m) if exact => Opnd::Mv(m),
                    _ => Opnd::Dyn(self.flt(e)),
                }
            }
            HKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b)
                if e.ty == Ty::Double && self.leafy(a) && self.leafy(b) =>
            {
                let (x, y) = (self.flt_operand(a), self.flt_operand(b));
                term(TermOp::of(*op), CInt::Long, x, y)
            }
            HKind::CBuiltin(name, args)
                if e.ty == Ty::Double
                    && args.len() == 2
                    && TermOp::of_builtin(name).is_some()
                    && args.iter().all(|a| self.leafy(a)) =>
            {
                let op = TermOp::of_builtin(name).unwrap_or(TermOp::Min);
                let (x, y) = (self.flt_operand(&args[0]), self.flt_operand(&args[1]));
                term(op, CInt::Long, x, y)
            }
            _ => Opnd::Dyn(self.flt(e)),
        }
    }

    pub(super) fn int_operand(&mut self, e: &HExpr) -> Opnd<i64> {
        match &e.kind {
            HKind::Int(i) => Opnd::Const(*i),
            HKind::Load(Var {
                place: Place::Local(s),
                ..
            }) => Opnd::Local(*s as usize),
            HKind::MvIndex(base, idx) => {
                let exact = matches!(&base.ty, Ty::Memview(t)
                    if !t.dtype.is_float() && t.dtype != DType::Bool);
                match self.mv_at(base, idx, e.span) {
                    Some(m) if exact && e.ty.is_c_int() => Opnd::Mv(m),
                    _ => Opnd::Dyn(self.int(e)),
                }
            }
            HKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b)
                if !self.dir.overflowcheck && self.leafy(a) && self.leafy(b) =>
            {
                let Ty::Int(k) = e.ty else {
                    return Opnd::Dyn(self.int(e));
                };
                let (x, y) = (self.int_operand(a), self.int_operand(b));
                term(TermOp::of(*op), k, x, y)
            }
            HKind::CBuiltin(name @ ("min" | "max"), args)
                if args.len() == 2
                    && matches!(e.ty, Ty::Int(k) if !k.is_u64())
                    && args.iter().all(|a| self.leafy(a)) =>
            {
                let op = TermOp::of_builtin(name).unwrap_or(TermOp::Min);
                let (x, y) = (self.int_operand(&args[0]), self.int_operand(&args[1]));
                term(op, CInt::Long, x, y)
            }
            _ => Opnd::Dyn(self.int(e)),
        }
    }
}
