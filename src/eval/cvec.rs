//! A C++ `vector` of C numbers (`vector[int]`, `vector[double]`, …): its
//! elements as the bits of their C type, the form the frame's C slots
//! hold (`call::to_c_bits`), in one growable buffer. Native kernels read,
//! write and grow it in place (`array::native`, an `ArgKind::Vector`), so
//! a loop over a vector runs at the speed of one over a C array; the
//! interpreter converts an element to an object only when it is read as
//! one.

use super::exc::Res;
use super::value::Value;
use crate::sema::types::Ty;
use parking_lot::Mutex;
use std::cmp::Ordering;
use std::sync::Arc;

#[derive(Debug)]
pub struct CVec {
    /// The element type: a C integer type, `bint`, `float` or `double`.
    pub elem: Ty,
    pub data: Mutex<Vec<u64>>,
}

impl CVec {
    /// Whether a vector of `t` is held as a `CVec`.
    pub fn holds(t: &Ty) -> bool {
        matches!(t, Ty::Int(_) | Ty::Bint | Ty::Float | Ty::Double)
    }

    pub fn new_value(elem: Ty, data: Vec<u64>) -> Value {
        Value::CVec(Arc::new(CVec {
            elem,
            data: Mutex::new(data),
        }))
    }

    /// The object an element's bits stand for.
    pub fn value(&self, bits: u64) -> Value {
        super::call::c_bits_to_value(bits, &self.elem).unwrap_or(Value::Int(bits as i64))
    }

    /// An object converted to an element's bits (what Cython's converter
    /// raises when it cannot be).
    pub fn bits(&self, v: &Value) -> Res<u64> {
        super::call::to_c_bits(v, &self.elem)
    }

    /// C++'s `<` of two elements, as an ordering (NaN compares equal).
    pub fn order(&self, a: u64, b: u64) -> Ordering {
        match &self.elem {
            Ty::Float | Ty::Double => f64::from_bits(a)
                .partial_cmp(&f64::from_bits(b))
                .unwrap_or(Ordering::Equal),
            Ty::Int(k) if !k.signed() => a.cmp(&b),
            _ => (a as i64).cmp(&(b as i64)),
        }
    }

    /// A copy with its own buffer.
    pub fn copied(&self) -> Value {
        CVec::new_value(self.elem.clone(), self.data.lock().clone())
    }
}
