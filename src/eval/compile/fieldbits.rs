//! C-typed reads of a cdef class's number fields (`self.x` in `self.x *
//! dt`): the bits the instance holds (`eval::cfields`) become the C value
//! with no Python object made and converted back.

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
    Bits(u64, Ty),
    Value(Value),
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
                return Ok(Read::Bits(bits, ty.clone()));
            }
            let target = o(f)?;
            if let Some((bits, ty)) = site.peek_bits(&target) {
                return Ok(Read::Bits(bits, ty.clone()));
            }
            site.load(f, &target)
                .map(Read::Value)
                .map_err(|e| e.at(span))
        }))
    }
}

/// The read as a C double.
pub(super) fn as_f64(r: Read) -> Res<f64> {
    match r {
        Read::Bits(b, Ty::Float | Ty::Double) => Ok(f64::from_bits(b)),
        Read::Bits(b, Ty::Int(k)) if k.is_u64() => Ok(b as f64),
        Read::Bits(b, Ty::Int(_) | Ty::Bint) => Ok(b as i64 as f64),
        Read::Bits(b, ty) => ops::to_f64(&crate::eval::call::c_bits_to_value(b, &ty)?),
        Read::Value(v) => ops::to_f64(&v),
    }
}

/// The read as a C integer of kind `k`: a field of that kind is its bits
/// (kept sign- or zero-extended, as a C slot is).
pub(super) fn as_cint(r: Read, k: CInt) -> Res<i64> {
    match r {
        Read::Bits(b, Ty::Int(j)) if j == k => Ok(b as i64),
        Read::Bits(b, ty) => ops::to_cint(&crate::eval::call::c_bits_to_value(b, &ty)?, k),
        Read::Value(v) => ops::to_cint(&v, k),
    }
}
