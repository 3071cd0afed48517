//! A cdef class's C number fields (`int`, `double`, `bint` …), held by
//! each instance as bits in atomics beside its attribute map, as
//! Cython's object struct holds them beside its dict.
//!
//! Reading or writing one is then a plain load or store: through the map
//! each access took and released its lock, which was most of the time of
//! a method doing arithmetic on `self`'s fields. The atomics keep a
//! `prange` whose threads update the same instance free of a data race
//! (an update may be lost, as in C, but nothing is undefined).

use super::exc::Res;
use super::value::{Class, Instance, Value};
use crate::sema::types::Ty;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Is a field of type `ty` held as bits?
fn held_as_bits(ty: &Ty) -> bool {
    matches!(ty, Ty::Int(_) | Ty::Float | Ty::Double | Ty::Bint)
}

/// The class's fields held as bits, its bases' first, in declaration
/// order; an instance's `cvals[i]` holds field `i`.
pub fn layout(c: &Class) -> &[(Arc<str>, Ty)] {
    c.c_layout.get_or_init(|| {
        if !c.c_level {
            return Vec::new();
        }
        c.all_fields()
            .into_iter()
            // An enum-typed field's Python-level read gives the member,
            // worked out from the value in the map.
            .filter(|(n, t)| held_as_bits(t) && c.enum_field(n).is_none())
            .collect()
    })
}

/// Where field `name` is held as bits, with its type.
pub fn slot<'c>(c: &'c Class, name: &str) -> Option<(usize, &'c Ty)> {
    if !c.c_level {
        return None;
    }
    layout(c)
        .iter()
        .position(|(n, _)| &**n == name)
        .map(|i| (i, &layout(c)[i].1))
}

/// A new instance's fields: C zero, as Cython's are.
pub fn zeroed(c: &Class) -> Box<[AtomicU64]> {
    layout(c).iter().map(|_| AtomicU64::new(0)).collect()
}

/// Field `i` as a value.
pub fn read(inst: &Instance, i: usize, ty: &Ty) -> Value {
    let bits = inst.cvals.get(i).map_or(0, |a| a.load(Relaxed));
    super::call::c_bits_to_value(bits, ty).unwrap_or(Value::None)
}

/// Field `i` set from `v`, converted to its C type (Cython's errors).
pub fn write(inst: &Instance, i: usize, ty: &Ty, v: &Value) -> Res<()> {
    let bits = super::call::to_c_bits(v, ty)?;
    if let Some(a) = inst.cvals.get(i) {
        a.store(bits, Relaxed);
    }
    Ok(())
}

/// A copy of every field's bits (`copy.copy`, a dying instance handed on).
pub fn copied(from: &[AtomicU64]) -> Box<[AtomicU64]> {
    from.iter()
        .map(|a| AtomicU64::new(a.load(Relaxed)))
        .collect()
}
