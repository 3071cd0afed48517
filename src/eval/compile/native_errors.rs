//! The exception a kernel's error site stands for (see `native_run`):
//! the interpreter's message for each check a kernel makes, the
//! pointer access redone to give its error, and a `raise` evaluated
//! as the closures evaluate it (`native_raise`).

use super::native::{ArgSrc, SiteKind};
use super::native_run::{Raise, Region, instance_field, variable};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::hir::Place;

impl Region {
    /// The exception of error site `site`; `scratch` holds the cells a
    /// raise in a called function left its values in.
    pub(super) fn error(&self, f: &mut Frame, site: u32, detail: i64, scratch: &[u64]) -> Box<Exc> {
        let Some((kind, span)) = self.sites.get(site as usize) else {
            return new_exc(
                "SystemError",
                "internal error: a native kernel's unknown error site",
            );
        };
        let e = match kind {
            SiteKind::ZeroDivInt => zero_div("integer division or modulo by zero"),
            SiteKind::DivOverflow => overflow("value too large to perform division"),
            SiteKind::FloatZero(m) => zero_div(*m),
            SiteKind::Bounds(ax) => {
                index_error(format!("Out of bounds on buffer access (axis {ax})"))
            }
            SiteKind::Outside => index_error("buffer access outside the buffer"),
            SiteKind::SubviewBounds(ax) => index_error(format!("Index out of bounds (axis {ax})")),
            SiteKind::Pointer { arg, dtype, field } => {
                self.pointer_error(f, *arg, *dtype, *field, detail)
            }
            SiteKind::StepZero => value_error("range() arg 3 must not be zero"),
            SiteKind::Assert => new_exc_args("AssertionError", vec![]),
            SiteKind::ComplexPow => type_error(crate::eval::complex::SOFT_TO_DOUBLE),
            SiteKind::Recursion => recursion_error("maximum recursion depth exceeded"),
            SiteKind::PtrOffsetOverflow => new_exc("OverflowError", "pointer offset overflows"),
            SiteKind::Overflow(m) => new_exc("OverflowError", m.to_string()),
            SiteKind::VecIndex(arg) => {
                let n = match self.args.get(*arg) {
                    Some(ArgSrc::Vector(Place::Local(s), _)) => f.v.get(*s as usize),
                    Some(ArgSrc::Vector(Place::Global(s), _)) => f.g.get(*s as usize),
                    _ => None,
                }
                .map_or(0, |v| match v {
                    Value::CVec(c) => c.data.lock().len(),
                    _ => 0,
                });
                crate::builtins::cppstl::out_of_range(detail as u64, n)
            }
            SiteKind::VecMemory => memory_error("vector::push_back: more memory than there is"),
            SiteKind::ItemIndex(arg) => {
                let held = match self.args.get(*arg) {
                    Some(ArgSrc::Items(p, ..)) => variable(f, *p),
                    _ => None,
                };
                index_error(match held {
                    Some(Value::Tuple(_)) => "tuple index out of range",
                    Some(Value::Str(_)) => "string index out of range",
                    _ => "list index out of range",
                })
            }
            SiteKind::NoneAttr(name) => {
                attr_error(format!("'NoneType' object has no attribute '{name}'"))
            }
            SiteKind::Raise(i) => match self.raises.get(*i) {
                Some(r) => self.raised(f, r, scratch),
                None => new_exc("SystemError", "internal error: a kernel's unknown raise"),
            },
        };
        e.at(*span)
    }

    /// The exception raise site `r` makes, its expression evaluated as the
    /// closures evaluate it: on the frame, or on a frame of the callee's
    /// with the C slots it reads filled from `scratch`.
    fn raised(&self, f: &mut Frame, r: &Raise, scratch: &[u64]) -> Box<Exc> {
        let v = match &r.callee {
            None => (r.x)(f),
            Some(c) => {
                let mut g = f.child_over(c.n_c, Frame::object_slots(c.n_v));
                for &(slot, j) in &c.slots {
                    if let (Some(x), Some(&bits)) = (g.c.get_mut(slot as usize), scratch.get(j)) {
                        *x = bits;
                    }
                }
                (r.x)(&mut g)
            }
        };
        let v = match v {
            Ok(v) => v,
            Err(e) => return e,
        };
        if r.assert {
            return new_exc_args("AssertionError", vec![v]);
        }
        match super::stmt::to_exception(v, f) {
            Ok(e) => {
                // A callee's frame handles nothing (as its closures run).
                if let (Value::Instance(i), None) = (&e.value, &r.callee) {
                    super::stmt::note_context(i, f);
                }
                e
            }
            Err(e) => e,
        }
    }

    /// The interpreter's error for element `i` of pointer argument `arg`.
    fn pointer_error(
        &self,
        f: &Frame,
        arg: usize,
        d: crate::array::DType,
        field: bool,
        i: i64,
    ) -> Box<Exc> {
        let v = match self.args.get(arg) {
            Some(ArgSrc::Ptr(p)) => variable(f, *p).cloned(),
            Some(ArgSrc::FieldPtr(p, name)) => instance_field(f, *p, name),
            _ => None,
        };
        let r = v
            .ok_or_else(|| new_exc("SystemError", "pointer"))
            .and_then(|v| crate::eval::memory::ptr_of(&v).map(|p| (*p).clone()))
            .and_then(|p| {
                if field {
                    let bytes = i.saturating_mul(d.itemsize() as i64);
                    crate::eval::memory::load_bytes(&p, d, bytes)
                } else {
                    crate::eval::memory::load(&p, d, i)
                }
            });
        match r {
            Err(e) => e,
            Ok(_) => new_exc(
                "SystemError",
                "internal error: a native kernel refused a pointer access the interpreter allows",
            ),
        }
    }
}
