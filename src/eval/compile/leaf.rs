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
use crate::eval::memview::view_of;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;

/// An index read from a C slot or a constant.
#[derive(Clone, Copy)]
pub(super) enum Ix {
    Local(usize),
    Const(i64),
}

impl Ix {
    #[inline(always)]
    fn get(self, f: &Frame) -> i64 {
        match self {
            Ix::Local(s) => f.c[s] as i64,
            Ix::Const(c) => c,
        }
    }
}

/// `m[i]` or `m[i, j]` on a typed view held in frame slot `view`.
pub(super) struct MvAt {
    pub(super) view: usize,
    pub(super) idx: [Ix; 2],
    pub(super) nd: usize,
    pub(super) dtype: DType,
    pub(super) wrap: bool,
    span: Span,
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
        let a = view_of(&f.v[self.view]).map_err(|e| e.at(self.span))?;
        let mut off = a.offset as isize;
        for k in 0..self.nd {
            let i = self.idx[k].get(f);
            let n = a.shape.get(k).copied().unwrap_or(0) as i64;
            let j = if self.wrap && i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(out_of_bounds(k, self.span));
            }
            off += j as isize * a.strides[k];
        }
        Ok((a, off as usize))
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
}

/// An operand, as the operator's compiler sees it.
pub(super) enum Opnd<T: CVal> {
    Local(usize),
    Const(T),
    Mv(MvAt),
    Dyn(Eany<T>),
}

type Frm<'a, 'g> = &'a mut Frame<'g>;

/// Readers with a distinct type per kind, so that each operator closure is
/// monomorphized over its operands' readers and inlines them.
pub(super) fn local<T: CVal>(
    s: usize,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    move |f| Ok(T::from_slot(f.c[s]))
}

pub(super) fn konst<T: CVal>(
    c: T,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    move |_| Ok(c)
}

pub(super) fn element<T: CVal>(
    m: MvAt,
) -> impl for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static {
    move |f| T::from_mv(&m, f)
}

/// Binds readers for two operands and evaluates `$body` with them: the
/// common pairs get a monomorphized closure, the rest box their readers.
macro_rules! with_readers {
    ($a:expr, $b:expr, |$x:ident, $y:ident| $body:expr) => {{
        use $crate::eval::compile::leaf::{Opnd as O, element, konst, local};
        match ($a, $b) {
            (O::Local(p), O::Local(q)) => {
                let ($x, $y) = (local(p), local(q));
                $body
            }
            (O::Local(p), O::Const(q)) => {
                let ($x, $y) = (local(p), konst(q));
                $body
            }
            (O::Const(p), O::Local(q)) => {
                let ($x, $y) = (konst(p), local(q));
                $body
            }
            (O::Local(p), O::Dyn(q)) => {
                let ($x, $y) = (local(p), q);
                $body
            }
            (O::Dyn(p), O::Local(q)) => {
                let ($x, $y) = (p, local(q));
                $body
            }
            (O::Const(p), O::Dyn(q)) => {
                let ($x, $y) = (konst(p), q);
                $body
            }
            (O::Dyn(p), O::Const(q)) => {
                let ($x, $y) = (p, konst(q));
                $body
            }
            (O::Local(p), O::Mv(q)) => {
                let ($x, $y) = (local(p), element(q));
                $body
            }
            (O::Mv(p), O::Local(q)) => {
                let ($x, $y) = (element(p), local(q));
                $body
            }
            (O::Mv(p), O::Mv(q)) => {
                let ($x, $y) = (element(p), element(q));
                $body
            }
            (O::Mv(p), O::Const(q)) => {
                let ($x, $y) = (element(p), konst(q));
                $body
            }
            (O::Const(p), O::Mv(q)) => {
                let ($x, $y) = (konst(p), element(q));
                $body
            }
            (O::Mv(p), O::Dyn(q)) => {
                let ($x, $y) = (element(p), q);
                $body
            }
            (O::Dyn(p), O::Mv(q)) => {
                let ($x, $y) = (p, element(q));
                $body
            }
            (p, q) => {
                let ($x, $y) = (p.boxed(), q.boxed());
                $body
            }
        }
    }};
}
pub(crate) use with_readers;

impl<T: CVal> Opnd<T> {
    pub(super) fn boxed(self) -> Eany<T> {
        match self {
            Opnd::Local(s) => Box::new(local(s)),
            Opnd::Const(c) => Box::new(konst(c)),
            Opnd::Mv(m) => Box::new(element(m)),
            Opnd::Dyn(x) => x,
        }
    }
}

impl Compiler<'_> {
    /// An index expression readable inline: a constant, or a C integer
    /// slot (through a widening conversion, which leaves its value as is).
    fn ix(&self, e: &HExpr) -> Option<Ix> {
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
            _ => None,
        }
    }

    /// `base[idx]` as an inline element access when the view is a local
    /// of at most two dimensions and every index is inline.
    pub(super) fn mv_at(&self, base: &HExpr, idx: &[HExpr], span: Span) -> Option<MvAt> {
        let (
            HKind::Load(Var {
                place: Place::Local(s),
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
            idx: ix,
            nd: idx.len(),
            dtype: t.dtype,
            wrap: self.dir.wraparound,
            span,
        })
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
            _ => Opnd::Dyn(self.int(e)),
        }
    }
}
