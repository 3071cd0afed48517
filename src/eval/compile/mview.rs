//! Typed memoryview element access: `m[i, j]` reads and writes straight
//! from the strided buffer, with no boxing, allocation or dispatch on type
//! (the element type is known statically).

use super::leaf::with_reader;
use super::{Compiler, I, V, internal_error};
use crate::array::buffer::{from_bits, to_bits};
use crate::array::{DType, Scalar};
use crate::eval::call::{Ei, Es, Flow};
use crate::eval::exc::value_error;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::memview::{dims, element_view, local_element_view, offset, view_of};
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;

/// Where the view comes from: a frame slot is read in place.
enum Base {
    /// A local's slot, and its name for the error when it is unbound.
    Local(usize, std::sync::Arc<str>),
    Dyn(V),
}

/// Up to 8 index values, evaluated before the view is borrowed.
type Idx = ([i64; 8], usize);

fn eval_idx(idx: &[I], f: &mut Frame) -> Res<Idx> {
    let mut out = [0i64; 8];
    for (k, x) in idx.iter().enumerate() {
        out[k] = x(f)?;
    }
    Ok((out, idx.len()))
}

/// Bytes from a struct pointer to field `off` of struct `k` of `size`
/// bytes each.
fn field_bytes(k: i64, size: i64, off: i64, span: Span) -> crate::eval::exc::Res<i64> {
    k.checked_mul(size)
        .and_then(|b| b.checked_add(off))
        .ok_or_else(|| {
            crate::eval::exc::new_exc("OverflowError", "pointer offset overflows").at(span)
        })
}

impl Compiler<'_> {
    fn mv_base(&mut self, base: &HExpr) -> Base {
        match &base.kind {
            HKind::Load(Var {
                place: Place::Local(s),
                name,
                ..
            }) => Base::Local(*s as usize, name.clone()),
            _ => Base::Dyn(self.obj(&crate::sema::coerce::convert(base.clone(), &Ty::Object))),
        }
    }

    /// `base[idx…]` decoded by `decode`, with the view read in place from
    /// its frame slot and 1-D/2-D index operands read inline: the common
    /// kernel access `a[i, j]` costs one closure call.
    fn mv_read<R, D>(
        &mut self,
        base: &HExpr,
        idx: &[HExpr],
        span: Span,
        decode: D,
    ) -> crate::eval::call::Eany<R>
    where
        R: 'static,
        D: Fn(u64) -> R + Copy + Send + Sync + 'static,
    {
        let width = match &base.ty {
            Ty::Memview(t) => t.dtype.itemsize(),
            _ => return internal_error("memoryview element of a non-view"),
        };
        let wrap = self.dir.wraparound;
        let b = self.mv_base(base);
        let ops: Vec<Op> = idx.iter().map(|e| self.idx_operand(e)).collect();
        macro_rules! one {
            ($s:expr, $name:expr, $i0:expr) => {
                Box::new(move |f| {
                    let i = $i0(&mut *f)?;
                    let a = local_element_view(&f.v[$s], 1, &$name).map_err(|e| e.at(span))?;
                    let n = a.shape[0] as i64;
                    let j = if wrap && i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        return Err(index_error("Out of bounds on buffer access (axis 0)").at(span));
                    }
                    let off = (a.offset as isize + j as isize * a.strides[0]) as usize;
                    match a.buf.load_bits(off, width) {
                        Some(bits) => Ok(decode(bits)),
                        None => Err(index_error("buffer access outside the buffer").at(span)),
                    }
                })
            };
        }
        macro_rules! two {
            ($s:expr, $name:expr, $i0:expr, $i1:expr) => {
                Box::new(move |f| {
                    let i = $i0(&mut *f)?;
                    let k = $i1(&mut *f)?;
                    let a = local_element_view(&f.v[$s], 2, &$name).map_err(|e| e.at(span))?;
                    let (n0, n1) = (a.shape[0] as i64, a.shape[1] as i64);
                    // Axis 1 first: Cython reports the last axis out of
                    // bounds.
                    let j1 = if wrap && k < 0 { k + n1 } else { k };
                    if j1 < 0 || j1 >= n1 {
                        return Err(index_error("Out of bounds on buffer access (axis 1)").at(span));
                    }
                    let j0 = if wrap && i < 0 { i + n0 } else { i };
                    if j0 < 0 || j0 >= n0 {
                        return Err(index_error("Out of bounds on buffer access (axis 0)").at(span));
                    }
                    let off = (a.offset as isize
                        + j0 as isize * a.strides[0]
                        + j1 as isize * a.strides[1]) as usize;
                    match a.buf.load_bits(off, width) {
                        Some(bits) => Ok(decode(bits)),
                        None => Err(index_error("buffer access outside the buffer").at(span)),
                    }
                })
            };
        }
        let slot = |f: &mut Frame, s: usize| -> Res<i64> { Ok(f.c[s] as i64) };
        match (b, ops.len()) {
            (Base::Local(s, name), 1) => match ops.into_iter().next() {
                Some(Op::Local(x)) => one!(s, name, move |f: &mut Frame| slot(f, x)),
                Some(Op::Dyn(x)) => one!(s, name, x),
                None => internal_error("index"),
            },
            (Base::Local(s, name), 2) => {
                let mut it = ops.into_iter();
                match (it.next(), it.next()) {
                    (Some(Op::Local(x)), Some(Op::Local(y))) => {
                        two!(
                            s,
                            name,
                            move |f: &mut Frame| slot(f, x),
                            move |f: &mut Frame| { slot(f, y) }
                        )
                    }
                    (Some(Op::Local(x)), Some(Op::Dyn(y))) => {
                        two!(s, name, move |f: &mut Frame| slot(f, x), y)
                    }
                    (Some(Op::Dyn(x)), Some(Op::Local(y))) => {
                        two!(s, name, x, move |f: &mut Frame| slot(f, y))
                    }
                    (Some(Op::Dyn(x)), Some(Op::Dyn(y))) => two!(s, name, x, y),
                    _ => internal_error("index"),
                }
            }
            (b, _) => {
                let ix: Vec<I> = ops.into_iter().map(Op::boxed).collect();
                Box::new(move |f| {
                    let held;
                    let (vals, n) = eval_idx(&ix, f)?;
                    let a = match &b {
                        Base::Local(s, name) => local_element_view(&f.v[*s], n, name),
                        Base::Dyn(x) => {
                            held = x(f)?;
                            element_view(&held, n)
                        }
                    }
                    .map_err(|e| e.at(span))?;
                    let off = offset(a, &vals[..n], wrap).map_err(|e| e.at(span))?;
                    match a.buf.load_bits(off, width) {
                        Some(bits) => Ok(decode(bits)),
                        None => Err(index_error("buffer access outside the buffer").at(span)),
                    }
                })
            }
        }
    }

    fn idx_operand(&mut self, e: &HExpr) -> Op {
        match &e.kind {
            HKind::Load(Var {
                place: Place::Local(s),
                ty,
                ..
            }) if ty.is_c_int() => Op::Local(*s as usize),
            _ => Op::Dyn(self.int(e)),
        }
    }

    /// `m[i…]` of an integer element type.
    pub(super) fn mv_load_int(&mut self, base: &HExpr, idx: &[HExpr], span: Span) -> I {
        let dtype = match &base.ty {
            Ty::Memview(t) => t.dtype,
            _ => return internal_error("view"),
        };
        match dtype {
            DType::I32 => self.mv_read(base, idx, span, |b| b as u32 as i32 as i64),
            DType::I64 | DType::U64 => self.mv_read(base, idx, span, |b| b as i64),
            _ => self.mv_read(base, idx, span, move |b| from_bits(dtype, b).as_i64()),
        }
    }

    /// `m[i…]` of a floating element type.
    pub(super) fn mv_load_flt(&mut self, base: &HExpr, idx: &[HExpr], span: Span) -> super::F {
        let dtype = match &base.ty {
            Ty::Memview(t) => t.dtype,
            _ => return internal_error("view"),
        };
        if dtype == DType::F64 {
            return self.mv_read(base, idx, span, f64::from_bits);
        }
        self.mv_read(base, idx, span, move |b| from_bits(dtype, b).as_f64())
    }

    /// `m.shape[k]` (and strides, suboffsets) as Py_ssize_t.
    pub(super) fn mv_dim(&mut self, base: &HExpr, which: &'static str, k: &HExpr, span: Span) -> I {
        let b = self.mv_base(base);
        let k = self.int(k);
        Box::new(move |f| {
            let i = k(f)?;
            if !(0..8).contains(&i) {
                return Err(index_error(format!(
                    "index {i} is out of bounds for a memoryview's {which} (8 entries)"
                ))
                .at(span));
            }
            let v = match &b {
                Base::Local(s, name) => match &f.v[*s] {
                    Value::Undef => return Err(unbound_local_named(name).at(span)),
                    v => v.clone(),
                },
                Base::Dyn(x) => x(f)?,
            };
            if matches!(v, Value::None) {
                return Ok(0);
            }
            let a = view_of(&v).map_err(|e| e.at(span))?;
            Ok(dims(a, which)[i as usize])
        })
    }

    /// `m.shape` as a Python list (Cython's 8-entry C array).
    pub(super) fn mv_dims(&mut self, base: &HExpr, which: &'static str, span: Span) -> V {
        let b = self.obj(&crate::sema::coerce::convert(base.clone(), &Ty::Object));
        Box::new(move |f| {
            let v = b(f)?;
            let a = view_of(&v).map_err(|e| e.at(span))?;
            Ok(Value::list(
                dims(a, which).into_iter().map(Value::Int).collect(),
            ))
        })
    }

    /// `m[i…] = value` with `value` already of the element type.
    pub(super) fn mv_store(
        &mut self,
        base: &HExpr,
        idx: &[HExpr],
        value: &HExpr,
        span: Span,
    ) -> Es {
        let (dtype, readonly) = match &base.ty {
            Ty::Memview(t) => (t.dtype, t.is_const),
            _ => return internal_error("view"),
        };
        if readonly {
            return Box::new(move |_| Err(type_error("Assignment to const view").at(span)));
        }
        let width = dtype.itemsize();
        if let Some(m) = self.mv_at(base, idx, span) {
            return self.mv_store_at(m, value, dtype);
        }
        let wrap = self.dir.wraparound;
        let bits: Ei = if dtype.is_float() {
            let x = self.flt(value);
            if dtype == DType::F64 {
                Box::new(move |f| Ok(x(f)?.to_bits() as i64))
            } else {
                Box::new(move |f| Ok(to_bits(dtype, Scalar::Float(x(f)?)) as i64))
            }
        } else {
            let x = self.int(value);
            Box::new(move |f| Ok(to_bits(dtype, Scalar::Int(x(f)?)) as i64))
        };
        let b = self.mv_base(base);
        let ix: Vec<I> = idx.iter().map(|e| self.int(e)).collect();
        let store = move |a: &crate::array::Array, vals: &[i64], v: i64| -> Res<Flow> {
            let off = offset(a, vals, wrap).map_err(|e| e.at(span))?;
            if !a.buf.store_bits(off, width, v as u64) {
                return Err(index_error("buffer access outside the buffer").at(span));
            }
            Ok(Flow::Normal)
        };
        match b {
            Base::Local(s, name) => Box::new(move |f| {
                let v = bits(f)?;
                let (vals, n) = eval_idx(&ix, f)?;
                let a = local_element_view(&f.v[s], n, &name).map_err(|e| e.at(span))?;
                store(a, &vals[..n], v)
            }),
            Base::Dyn(bv) => Box::new(move |f| {
                let target = bv(f)?;
                let v = bits(f)?;
                let (vals, n) = eval_idx(&ix, f)?;
                let a = element_view(&target, n).map_err(|e| e.at(span))?;
                store(a, &vals[..n], v)
            }),
        }
    }

    /// `m[i, j] = value` on a local view with inline indices: the value's
    /// operand, the address and the store in one closure.
    fn mv_store_at(&mut self, m: super::leaf::MvAt, value: &HExpr, dtype: DType) -> Es {
        let width = dtype.itemsize();
        let span = m.span;
        macro_rules! store {
            ($x:ident, $enc:expr) => {
                Box::new(move |f| {
                    let v = $x(&mut *f)?;
                    let (a, off) = m.locate(f)?;
                    if !a.buf.store_bits(off, width, $enc(v)) {
                        return Err(index_error("buffer access outside the buffer").at(span));
                    }
                    Ok(Flow::Normal)
                })
            };
        }
        if dtype == DType::F64 {
            let v = self.flt_operand(value);
            with_reader!(v, |x| store!(x, f64::to_bits))
        } else if dtype.is_float() {
            let v = self.flt_operand(value);
            with_reader!(v, |x| store!(x, |v: f64| to_bits(dtype, Scalar::Float(v))))
        } else if dtype == DType::Bool {
            let v = self.int_operand(value);
            with_reader!(v, |x| store!(x, |v: i64| (v != 0) as u64))
        } else {
            // `store_bits` keeps the low `width` bytes: C's conversion to a
            // narrower integer.
            let v = self.int_operand(value);
            with_reader!(v, |x| store!(x, |v: i64| v as u64))
        }
    }

    /// Acquisition: a Python object coerced to a typed view.
    pub(super) fn mv_acquire(
        &mut self,
        inner: &HExpr,
        t: crate::sema::types::MvType,
        span: Span,
    ) -> V {
        let x = self.obj(inner);
        Box::new(move |f| crate::eval::memview::acquire(&x(f)?, &t).map_err(|e| e.at(span)))
    }
}

/// A pointer operand: a local read in place, with no reference count
/// traffic (the clone and drop of the pointer showed in loop profiles),
/// and the general read for anything else and for a local not holding a
/// pointer (whose error it gives).
struct PtrSrc {
    local: Option<usize>,
    any: V,
}

impl PtrSrc {
    #[inline]
    fn with<R>(
        &self,
        f: &mut Frame,
        span: Span,
        go: impl FnOnce(&crate::eval::memory::Ptr) -> Res<R>,
    ) -> Res<R> {
        if let Some(s) = self.local
            && let Value::Ptr(p) = &f.v[s]
        {
            return go(p).map_err(|e| e.at(span));
        }
        let pv = (self.any)(f)?;
        let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
        go(ptr).map_err(|e| e.at(span))
    }
}

impl Compiler<'_> {
    fn ptr_src(&mut self, base: &HExpr) -> PtrSrc {
        let local = match &base.kind {
            HKind::Load(Var {
                place: Place::Local(s),
                ..
            }) => Some(*s as usize),
            _ => None,
        };
        PtrSrc {
            local,
            // The pointer itself: converting a `char *` to an object
            // would make bytes of what it points to.
            any: self.obj(base),
        }
    }
}

/// An index operand: a C integer slot read inline, or a call.
enum Op {
    Local(usize),
    Dyn(I),
}

impl Op {
    fn boxed(self) -> I {
        match self {
            Op::Local(s) => Box::new(move |f| Ok(f.c[s] as i64)),
            Op::Dyn(x) => x,
        }
    }
}

impl Compiler<'_> {
    /// `p[i]` through a typed pointer, as the element's bits widened to
    /// `Scalar`.
    fn ptr_scalar(
        &mut self,
        base: &HExpr,
        i: &HExpr,
        span: Span,
    ) -> crate::eval::call::Eany<Scalar> {
        let (Ty::Ptr(Some(dtype)) | Ty::CArray(dtype, _)) = base.ty else {
            return internal_error("pointer element of a non-pointer");
        };
        if let Some(place) = self.field_place(base, i) {
            return Box::new(move |f| {
                let (pv, bytes) = place(f)?;
                let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
                crate::eval::memory::load_bytes(ptr, dtype, bytes).map_err(|e| e.at(span))
            });
        }
        let p = self.ptr_src(base);
        let i = self.int(i);
        Box::new(move |f| {
            let k = i(f)?;
            p.with(f, span, |ptr| crate::eval::memory::load(ptr, dtype, k))
        })
    }

    /// `p[i]` of a pointer to pointers: the address stored there, as the
    /// pointer (or function pointer) of type `ty` it stands for.
    pub(super) fn ptr_address(&mut self, base: &HExpr, i: &HExpr, ty: &Ty, span: Span) -> V {
        use crate::eval::{address, memory};
        let ty = ty.clone();
        if let Some(place) = self.field_place(base, i) {
            return Box::new(move |f| {
                let (pv, bytes) = place(f)?;
                let load = |pv: &Value| {
                    let bits = memory::address_at(memory::ptr_of(pv)?, bytes)?;
                    address::decode_as(bits, &ty)
                };
                load(&pv).map_err(|e| e.at(span))
            });
        }
        let p = self.ptr_src(base);
        let i = self.int(i);
        Box::new(move |f| {
            let k = i(f)?;
            p.with(f, span, |ptr| {
                let bits = memory::address_at(ptr, k.saturating_mul(8))?;
                address::decode_as(bits, &ty)
            })
        })
    }

    /// `p[i] = v` for a pointer to pointers: `v`'s address stored there.
    pub(super) fn ptr_address_store(
        &mut self,
        base: &HExpr,
        i: &HExpr,
        span: Span,
    ) -> super::store::Store {
        use crate::eval::{address, memory};
        if let Some(place) = self.field_place(base, i) {
            return Box::new(move |f, v| {
                let (pv, bytes) = place(f)?;
                let store = |pv: &Value| {
                    let bits = address::encode_value(&v)?;
                    memory::store_address_at(memory::ptr_of(pv)?, bytes, bits)
                };
                store(&pv).map_err(|e| e.at(span))
            });
        }
        let p = self.ptr_src(base);
        let i = self.int(i);
        Box::new(move |f, v| {
            let k = i(f)?;
            p.with(f, span, |ptr| {
                let bits = address::encode_value(&v)?;
                memory::store_address_at(ptr, k.saturating_mul(8), bits)
            })
        })
    }

    pub(super) fn ptr_load_int(&mut self, base: &HExpr, i: &HExpr, span: Span) -> I {
        if let Ty::Ptr(Some(d)) | Ty::CArray(d, _) = base.ty
            && d.is_int()
            && let Some(bits) = self.ptr_element(base, i, span)
        {
            return Box::new(move |f| Ok(from_bits(d, bits(f)? as u64).as_i64()));
        }
        let x = self.ptr_scalar(base, i, span);
        Box::new(move |f| Ok(x(f)?.as_i64()))
    }

    pub(super) fn ptr_load_flt(&mut self, base: &HExpr, i: &HExpr, span: Span) -> super::F {
        if let Ty::Ptr(Some(DType::F64)) | Ty::CArray(DType::F64, _) = base.ty
            && let Some(bits) = self.ptr_element(base, i, span)
        {
            return Box::new(move |f| Ok(f64::from_bits(bits(f)? as u64)));
        }
        let x = self.ptr_scalar(base, i, span);
        Box::new(move |f| Ok(x(f)?.as_f64()))
    }

    /// `p[i]`'s bits for a pointer in a local and an index in a C slot or
    /// constant: no closure for either, and no `Scalar` in between.
    fn ptr_element(&mut self, base: &HExpr, i: &HExpr, span: Span) -> Option<Ei> {
        let (Ty::Ptr(Some(dtype)) | Ty::CArray(dtype, _)) = base.ty else {
            return None;
        };
        if !matches!(
            base.kind,
            HKind::Load(Var {
                place: Place::Local(_),
                ..
            })
        ) {
            return None;
        }
        let ix = self.ix(i)?;
        let p = self.ptr_src(base);
        let w = dtype.itemsize();
        Some(Box::new(move |f| {
            let k = ix.get(f);
            p.with(f, span, |ptr| crate::eval::memory::element_bits(ptr, w, k))
                .map(|b| b as i64)
        }))
    }

    /// For `p[i].f` (a `PtrField` indexed by 0): the struct pointer and
    /// the field's byte offset from it, with no pointer made in between.
    pub(super) fn field_place(
        &mut self,
        base: &HExpr,
        i: &HExpr,
    ) -> Option<crate::eval::call::Eany<(Value, i64)>> {
        let (HKind::PtrField(p, j, size, off), HKind::Int(0)) = (&base.kind, &i.kind) else {
            return None;
        };
        let span = base.span;
        let p = self.obj(&crate::sema::coerce::convert((**p).clone(), &Ty::Object));
        let j = self.int(j);
        let (size, off) = (*size as i64, *off as i64);
        Some(Box::new(move |f| {
            let bytes = field_bytes(j(f)?, size, off, span)?;
            Ok((p(f)?, bytes))
        }))
    }

    /// `p[i] = v` with `v` of the element type.
    pub(super) fn ptr_store(&mut self, base: &HExpr, i: &HExpr, value: &HExpr, span: Span) -> Es {
        let (Ty::Ptr(Some(dtype)) | Ty::CArray(dtype, _)) = base.ty else {
            return internal_error("pointer store");
        };
        let scalar = |c: &mut Self| -> crate::eval::call::Eany<Scalar> {
            if dtype.is_float() {
                let x = c.flt(value);
                Box::new(move |f| Ok(Scalar::Float(x(f)?)))
            } else {
                let x = c.int(value);
                Box::new(move |f| Ok(Scalar::Int(x(f)?)))
            }
        };
        if let Some(place) = self.field_place(base, i) {
            let v = scalar(self);
            return Box::new(move |f| {
                let val = v(f)?;
                let (pv, bytes) = place(f)?;
                let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
                crate::eval::memory::store_bytes(ptr, dtype, bytes, val).map_err(|e| e.at(span))?;
                Ok(Flow::Normal)
            });
        }
        let p = self.ptr_src(base);
        let i = self.int(i);
        if let Some(s) = p.local
            && dtype != DType::Bool
        {
            return self.local_ptr_store(s, p, dtype, i, value, span);
        }
        let v = scalar(self);
        Box::new(move |f| {
            let val = v(f)?;
            let k = i(f)?;
            p.with(f, span, |ptr| {
                crate::eval::memory::store(ptr, dtype, k, val)
            })?;
            Ok(Flow::Normal)
        })
    }

    /// `p[i] = value` through a pointer local: the element stored
    /// straight from its unboxed value when the pointer is live and the
    /// element inside its block, the general store (and its error)
    /// otherwise. Boxing the value and dispatching on the dtype per store
    /// cost several times the store (a scratch buffer filled in a loop).
    fn local_ptr_store(
        &mut self,
        s: usize,
        p: PtrSrc,
        dtype: DType,
        i: Ei,
        value: &HExpr,
        span: Span,
    ) -> Es {
        let w = dtype.itemsize();
        let fast = move |f: &Frame, k: i64, bits: u64| -> bool {
            let Value::Ptr(ptr) = &f.v[s] else {
                return false;
            };
            let Some(b) = &ptr.block else { return false };
            if b.freed_at().is_some() {
                return false;
            }
            let at = k
                .checked_mul(w as i64)
                .and_then(|o| o.checked_add(ptr.offset as i64));
            match at {
                Some(at) if at >= 0 && at as u64 + w as u64 <= b.nbytes as u64 => {
                    b.buf.store_bits(at as usize, w, bits)
                }
                _ => false,
            }
        };
        let slow = move |f: &mut Frame, k: i64, x: Scalar| {
            p.with(f, span, |ptr| crate::eval::memory::store(ptr, dtype, k, x))
                .map(|()| Flow::Normal)
        };
        macro_rules! store {
            ($x:expr, $bits:expr, $scalar:expr) => {{
                let x = $x;
                Box::new(move |f| {
                    let val = x(f)?;
                    let k = i(f)?;
                    if fast(f, k, $bits(val)) {
                        Ok(Flow::Normal)
                    } else {
                        slow(f, k, $scalar(val))
                    }
                })
            }};
        }
        match dtype {
            DType::F64 => store!(self.flt(value), f64::to_bits, Scalar::Float),
            DType::F32 => store!(
                self.flt(value),
                |v: f64| (v as f32).to_bits() as u64,
                Scalar::Float
            ),
            // The low bytes of the two's complement: C's conversion.
            _ => store!(self.int(value), |v: i64| v as u64, Scalar::Int),
        }
    }

    /// `p + k`.
    /// `p + k`. The pointer is read as itself (see `ptr_src`): a `char *`
    /// converted to an object would be bytes.
    pub(super) fn ptr_add(&mut self, base: &HExpr, k: &HExpr, span: Span) -> V {
        let size = match &base.ty {
            Ty::Ptr(Some(d)) | Ty::CArray(d, _) => d.itemsize(),
            Ty::StructPtr(def) => crate::sema::types::struct_layout(def).map_or(1, |l| l.size),
            Ty::PtrPtr(_) => 8,
            _ => 1,
        };
        let p = self.obj(base);
        let k = self.int(k);
        Box::new(move |f| {
            let n = k(f)?;
            let pv = p(f)?;
            let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
            Ok(crate::eval::memory::offset_by(ptr, n, size))
        })
    }

    /// The address of a field of struct `i` through a struct pointer:
    /// `i * size + off` bytes past the pointer.
    pub(super) fn ptr_field(
        &mut self,
        base: &HExpr,
        i: &HExpr,
        size: usize,
        off: usize,
        span: Span,
    ) -> V {
        let p = self.obj(base);
        let i = self.int(i);
        let (size, off) = (size as i64, off as i64);
        Box::new(move |f| {
            let k = i(f)?;
            let pv = p(f)?;
            let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
            let bytes = field_bytes(k, size, off, span)?;
            Ok(crate::eval::memory::offset_by(ptr, bytes, 1))
        })
    }

    /// `&v[i, j]`.
    pub(super) fn mv_addr(&mut self, base: &HExpr, idx: &[HExpr], span: Span) -> V {
        let v = self.obj(&crate::sema::coerce::convert(base.clone(), &Ty::Object));
        let ix: Vec<I> = idx.iter().map(|i| self.int(i)).collect();
        let wrap = self.dir.wraparound;
        Box::new(move |f| {
            let (k, n) = eval_idx(&ix, f)?;
            let vv = v(f)?;
            let a = crate::eval::memview::element_view(&vv, n).map_err(|e| e.at(span))?;
            let off = crate::eval::memview::offset(a, &k[..n], wrap).map_err(|e| e.at(span))?;
            Ok(crate::eval::memory::into_buffer(&a.buf, off))
        })
    }

    /// `<T[:n, :m]> p`.
    pub(super) fn ptr_view(&mut self, base: &HExpr, dims: &[HExpr], ty: &Ty, span: Span) -> V {
        let Ty::Memview(t) = ty else {
            return internal_error("pointer view");
        };
        let dtype = t.dtype;
        let name: std::sync::Arc<str> = std::sync::Arc::from(t.name().as_str());
        let p = self.obj(base);
        let ds: Vec<I> = dims.iter().map(|d| self.int(d)).collect();
        Box::new(move |f| {
            let mut shape = Vec::with_capacity(ds.len());
            for d in &ds {
                let n = d(f)?;
                if n < 0 {
                    return Err(value_error("negative extent in a memoryview cast").at(span));
                }
                shape.push(n as usize);
            }
            let pv = p(f)?;
            let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
            let a = crate::eval::memory::view_over(ptr, dtype, &shape).map_err(|e| e.at(span))?;
            Ok(Value::MemView(std::sync::Arc::new(a), name.clone()))
        })
    }
}
