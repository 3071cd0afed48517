//! C-typed reads and writes of a cdef class's number fields (`self.x` in
//! `self.x * dt`, `self.n += k`): the bits the instance holds
//! (`eval::cfields`) become the C value, and a C value of the field's own
//! type becomes its bits, with no Python object made and converted back.

use super::Compiler;
use super::oexpr::local_slot;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::sites::FieldSite;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};

/// A read of one field site: its C bits and type, or the value the
/// general path gave (another class, a property, a field held as an
/// object).
pub(super) enum Read {
    Bits(u64, Held),
    Value(Value),
}

/// The C type of a field held as bits (see `cfields::held_as_bits`),
/// copied with each read where a `Ty` would be cloned and compared.
#[derive(Clone, Copy)]
pub(super) enum Held {
    Int(CInt),
    Real,
    Other,
}

impl Held {
    fn of(ty: &Ty) -> Held {
        match ty {
            Ty::Int(k) => Held::Int(*k),
            Ty::Float | Ty::Double => Held::Real,
            _ => Held::Other,
        }
    }
}

pub(super) type Reader = Box<dyn Fn(&mut Frame) -> Res<Read> + Send + Sync>;

impl Compiler<'_> {
    /// A reader of `inner` when it is a C-level attribute read.
    pub(super) fn field_reader(&mut self, inner: &HExpr) -> Option<Reader> {
        let HKind::Attr(obj, name) = &inner.kind else {
            return None;
        };
        if !name.starts_with(INTERNAL) {
            return None;
        }
        let span = inner.span;
        let site = FieldSite::new(name);
        let local = local_slot(obj);
        let o = self.obj(obj);
        Some(Box::new(move |f| {
            // A local receiver (`self`) is read where it is.
            if let Some(s) = local
                && let Some((bits, ty)) = site.peek_bits(&f.v[s])
            {
                return Ok(Read::Bits(bits, Held::of(ty)));
            }
            let target = o(f)?;
            if let Some((bits, ty)) = site.peek_bits(&target) {
                return Ok(Read::Bits(bits, Held::of(ty)));
            }
            site.load(f, &target)
                .map(Read::Value)
                .map_err(|e| e.at(span))
        }))
    }
}

impl Compiler<'_> {
    /// `obj.attr = value` for a C-level attribute and a C number `value`
    /// (of an integer or floating type): its bits go straight into a
    /// field held as bits of that type; anything else is stored as the
    /// value made an object. The value is evaluated before the receiver,
    /// as for any assignment.
    pub(super) fn field_store_bits(
        &mut self,
        obj: &HExpr,
        name: &std::sync::Arc<str>,
        value: &HExpr,
        span: crate::source::Span,
    ) -> Option<crate::eval::call::Es> {
        if !name.starts_with(INTERNAL) {
            return None;
        }
        let ty = value.ty.clone();
        // The value's bits, as an integer.
        let bits: super::I = match ty {
            Ty::Int(_) => self.int(value),
            Ty::Float | Ty::Double => {
                let x = self.flt(value);
                Box::new(move |f| x(f).map(|v| v.to_bits() as i64))
            }
            _ => return None,
        };
        let site = FieldSite::new(name);
        let local = local_slot(obj);
        let o = self.obj(obj);
        Some(Box::new(move |f| {
            let b = bits(f)? as u64;
            if let Some(s) = local
                && site.poke_bits(&f.v[s], b, &ty)
            {
                return Ok(crate::eval::call::Flow::Normal);
            }
            let target = o(f)?;
            if site.poke_bits(&target, b, &ty) {
                return Ok(crate::eval::call::Flow::Normal);
            }
            let v = crate::eval::call::c_bits_to_value(b, &ty).map_err(|e| e.at(span))?;
            site.store(f, &target, v).map_err(|e| e.at(span))?;
            Ok(crate::eval::call::Flow::Normal)
        }))
    }
}

/// The read as a C double.
pub(super) fn as_f64(r: Read) -> Res<f64> {
    match r {
        Read::Bits(b, Held::Real) => Ok(f64::from_bits(b)),
        Read::Bits(b, Held::Int(k)) if k.is_u64() => Ok(b as f64),
        // A bint's bits are its C int.
        Read::Bits(b, Held::Int(_) | Held::Other) => Ok(b as i64 as f64),
        Read::Value(v) => ops::to_f64(&v),
    }
}

/// The read as a C integer of kind `k`: a field of that kind is its bits
/// (kept sign- or zero-extended, as a C slot is).
pub(super) fn as_cint(r: Read, k: CInt) -> Res<i64> {
    match r {
        Read::Bits(b, Held::Int(j)) if j == k => Ok(b as i64),
        Read::Bits(b, Held::Int(j)) => {
            ops::to_cint(&crate::eval::call::c_bits_to_value(b, &Ty::Int(j))?, k)
        }
        Read::Bits(b, Held::Real) => ops::to_cint(&Value::Float(f64::from_bits(b)), k),
        Read::Bits(b, Held::Other) => ops::to_cint(&Value::Int(b as i64), k),
        Read::Value(v) => ops::to_cint(&v, k),
    }
}
