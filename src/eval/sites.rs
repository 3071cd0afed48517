//! Inline caches for attribute access and method calls (`self.total += v`,
//! `acc.add(i)`).
//!
//! Cython compiles these on a typed cdef class variable to a struct field
//! access and a vtable call. The general path looks the name up again on
//! every access: the instance's attribute map, the class's declared
//! fields, its hidden names, a property or `__setattr__`, the method
//! resolution order. A site remembers what it found for the first class
//! it meets, and answers instances of exactly that class without looking
//! again. Another class, or anything the cache cannot vouch for, takes
//! the general path, so a site only ever changes how fast an access is,
//! never what it does.
//!
//! What a site learned from a class's dict (a method, the absence of a
//! property) holds until a program changes some class at run time
//! (`Cls.f = g`, `del Cls.f`), which `class_changed` records; an
//! extension type's dict cannot change.

use super::attr_hooks;
use super::attrs;
use super::call::{Function, Kwargs, call_function};
use super::exc::Res;
use super::frame::Frame;
use super::ops;
use super::value::{Class, Instance, Value};
use crate::sema::types::Ty;
use crate::syntax::ast::BinOp;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// How many times a program has changed a class's dict at run time.
static CLASS_EPOCH: AtomicU64 = AtomicU64::new(0);

/// Records that a class's dict changed: what sites learned from classes
/// is no longer trusted.
pub fn class_changed() {
    CLASS_EPOCH.fetch_add(1, Ordering::Release);
}

pub fn epoch() -> u64 {
    CLASS_EPOCH.load(Ordering::Acquire)
}

/// Where an attribute of one class's instances sits in their attribute
/// map, and its declared C type (`Object` for any other). A cdef class
/// instance's map is filled with the class's fields, bases first, when
/// it is allocated, and a Python class's instances usually gain their
/// attributes in one order, so the position is usually the same in every
/// instance (it is checked each time: the name at that position is the
/// only proof taken).
struct FieldSlot {
    class: Arc<Class>,
    index: usize,
    /// The name as the instance's map holds it (a cdef class's own
    /// string, so the check is usually a pointer comparison).
    key: Arc<str>,
    ty: Ty,
    /// The type test of a field declared with a Python type.
    check: Option<(crate::sema::hir::FieldCheck, Arc<Class>)>,
    epoch: u64,
    /// `index` is the field's place among the instance's bits
    /// (`cfields`), not in its map.
    bits: bool,
}

/// One `obj.attr` site, read or written.
pub struct FieldSite {
    /// The name as the evaluator was given it (marked when C-level).
    full: Arc<str>,
    plain: Arc<str>,
    /// C-level (`self.x` in a cdef class's methods, `x.attr` on a typed
    /// variable): no `__setattr__`, no Python-level visibility.
    c_level: bool,
    slot: OnceLock<FieldSlot>,
}

impl FieldSite {
    pub fn new(name: &Arc<str>) -> FieldSite {
        let internal = name.strip_prefix(crate::sema::hir::INTERNAL);
        FieldSite {
            full: name.clone(),
            plain: Arc::from(internal.unwrap_or(name)),
            c_level: internal.is_some(),
            slot: OnceLock::new(),
        }
    }

    pub fn name(&self) -> &Arc<str> {
        &self.full
    }

    /// Is `k` the field's name? The map's keys are shared with the class,
    /// so the pointers usually match; an equal name is as good.
    fn same_key(&self, k: &Arc<str>) -> bool {
        self.slot
            .get()
            .is_some_and(|s| Arc::ptr_eq(k, &s.key) || **k == *self.plain)
    }

    /// The field's position in `inst`, when this site knows its class.
    fn index_in(&self, inst: &Instance) -> Option<(usize, &Ty)> {
        let s = self.slot.get()?;
        (Arc::ptr_eq(&inst.class, &s.class) && (self.c_level || s.epoch == epoch()))
            .then_some((s.index, &s.ty))
    }

    /// Is the field this site learned held as bits?
    fn in_bits(&self) -> bool {
        self.slot.get().is_some_and(|s| s.bits)
    }

    /// `target.attr` when this site knows where it is (None otherwise).
    pub fn peek(&self, target: &Value) -> Option<Value> {
        let Value::Instance(inst) = target else {
            return None;
        };
        let (i, ty) = self.index_in(inst)?;
        if self.in_bits() {
            return Some(super::cfields::read(inst, i, ty));
        }
        let map = inst.attrs.lock();
        let (k, v) = map.get_index(i)?;
        if !self.same_key(k) {
            return None;
        }
        // Python code sees a struct held by an object as a dict; a view
        // not initialized is `getattr`'s error.
        Some(match v {
            Value::Undef => return None,
            Value::Struct(_) if !self.c_level => super::value::struct_as_dict(v.clone()),
            v => v.clone(),
        })
    }

    /// The field's bits and type, when `target`'s class holds it as bits
    /// and this site knows the class: a C-typed read needs no value made.
    pub fn peek_bits(&self, target: &Value) -> Option<(u64, &Ty)> {
        let Value::Instance(inst) = target else {
            return None;
        };
        let (i, ty) = self.index_in(inst)?;
        if !self.in_bits() {
            return None;
        }
        Some((inst.cvals.get(i)?.load(Ordering::Relaxed), ty))
    }

    /// Stores C bits of type `ty` in the field, when this site knows
    /// `target`'s class holds it as bits of exactly that type (false:
    /// nothing stored, the general store is needed).
    pub fn poke_bits(&self, target: &Value, bits: u64, ty: &Ty) -> bool {
        let Value::Instance(inst) = target else {
            return false;
        };
        let Some((i, field_ty)) = self.index_in(inst) else {
            return false;
        };
        let same = match (field_ty, ty) {
            (Ty::Int(a), Ty::Int(b)) => a == b,
            (Ty::Double, Ty::Double) | (Ty::Float, Ty::Float) => true,
            _ => false,
        };
        if !self.in_bits() || !same {
            return false;
        }
        match inst.cvals.get(i) {
            Some(a) => {
                a.store(bits, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }

    /// `target.attr`, as `attrs::getattr` reads it.
    pub fn load(&self, f: &mut Frame, target: &Value) -> Res<Value> {
        if let Some(v) = self.peek(target) {
            return Ok(v);
        }
        let v = attrs::getattr(f, target, &self.full)?;
        self.learn(target);
        Ok(v)
    }

    /// `target.attr = v` when this site knows where it is; otherwise the
    /// value back (converted to the field's type if it was).
    pub fn poke(&self, target: &Value, v: Value) -> Result<Res<()>, Value> {
        let Value::Instance(inst) = target else {
            return Err(v);
        };
        let Some((i, ty)) = self.index_in(inst) else {
            return Err(v);
        };
        // A field held as bits is a C number (never a checked Python
        // type): converted to its C type once, as it is stored.
        if self.in_bits() {
            return Ok(super::cfields::write(inst, i, ty, &v));
        }
        let checked = match self.slot.get().and_then(|s| s.check.as_ref()) {
            Some((check, owner)) => super::typetest::field(v, check, owner),
            None => attrs::typed_field_value(v, ty),
        };
        let v = match checked {
            Ok(v) => v,
            Err(e) => return Ok(Err(e)),
        };
        let mut map = inst.attrs.lock();
        match map.get_index_mut(i) {
            Some((k, slot)) if self.same_key(k) => {
                let old = std::mem::replace(slot, v);
                drop(map);
                drop(old);
                Ok(Ok(()))
            }
            // A Python-level store of an attribute the instance does not
            // hold there (`self.x = x` in `__init__`): nothing of the class
            // governs it (what `learn` checked still holds), so it goes in
            // the instance's dict as `setattr` would put it.
            _ if !self.c_level
                && let Some(s) = self.slot.get() =>
            {
                let old = map.insert(s.key.clone(), v);
                inst.class.saw_attrs(map.len());
                drop(map);
                drop(old);
                Ok(Ok(()))
            }
            _ => Err(v),
        }
    }

    /// `target.attr = v`, as `attrs::set_attribute` stores it.
    pub fn store(&self, f: &mut Frame, target: &Value, v: Value) -> Res<()> {
        let v = match self.poke(target, v) {
            Ok(done) => return done,
            Err(v) => v,
        };
        attrs::set_attribute(f, target, &self.full, v)?;
        self.learn(target);
        Ok(())
    }

    /// Does `target.attr op= r` read the field after the right side?
    /// Cython's does for a field that holds an object (`cdef list xs`):
    /// the object is used in place, where a C number field is first
    /// converted to an object (in a temporary made before the right
    /// side runs).
    pub fn reads_after(&self, target: &Value) -> bool {
        let Value::Instance(inst) = target else {
            return false;
        };
        if !self.c_level {
            return false;
        }
        let declared = match self.index_in(inst) {
            Some((_, ty)) => Some(ty.clone()),
            None => inst.class.field_type(&self.plain),
        };
        declared.is_some_and(|t| !(t.is_c() || t.is_complex()))
    }

    /// `target.attr op= r` for a field of a C number type and a number
    /// `r`: read, computed and written under one lock, since nothing in
    /// between can run Python code. None when the site cannot answer.
    pub fn update(&self, target: &Value, op: BinOp, r: &Value) -> Option<Res<()>> {
        let Value::Instance(inst) = target else {
            return None;
        };
        let (i, ty) = self.index_in(inst)?;
        let number = |v: &Value| matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_));
        let plain_number = matches!(ty, Ty::Int(_) | Ty::Float | Ty::Double | Ty::Bint);
        if !(plain_number || *ty == Ty::Object) || !number(r) {
            return None;
        }
        if self.in_bits() {
            // A C double's `+=`, `-=`, `*=` by a float, done on the bits.
            if let (Ty::Double, Value::Float(x), BinOp::Add | BinOp::Sub | BinOp::Mul) = (ty, r, op)
                && let Some(cell) = inst.cvals.get(i)
            {
                let cur = f64::from_bits(cell.load(Ordering::Relaxed));
                let new = match op {
                    BinOp::Add => cur + x,
                    BinOp::Sub => cur - x,
                    _ => cur * x,
                };
                cell.store(new.to_bits(), Ordering::Relaxed);
                return Some(Ok(()));
            }
            // Nothing between the read and the write runs Python code.
            let old = super::cfields::read(inst, i, ty);
            // `write` converts to the field's type, with its errors.
            return Some(
                ops::inplace(op, &old, r).and_then(|v| super::cfields::write(inst, i, ty, &v)),
            );
        }
        let mut map = inst.attrs.lock();
        let (k, slot) = map.get_index_mut(i)?;
        if !self.same_key(k) || !number(slot) {
            return None;
        }
        let new = ops::inplace(op, slot, r).and_then(|v| attrs::typed_field_value(v, ty));
        Some(new.map(|v| *slot = v))
    }

    /// Records where the attribute sits in `target`'s class, when the
    /// general path would answer from the map alone: at C level, a
    /// declared field of a class of ours that no property shadows; at
    /// Python level, an attribute of a plain Python class's instance
    /// that no property, `__setattr__` or `__slots__` governs.
    fn learn(&self, target: &Value) {
        if self.slot.get().is_some() {
            return;
        }
        // Read first: a class changed while this looks is not trusted.
        let seen = epoch();
        let Value::Instance(inst) = target else {
            return;
        };
        let class = &inst.class;
        if class.builtin || attrs::is_property(class, &self.plain) {
            return;
        }
        let mut check = None;
        let ty = if self.c_level {
            check = class.field_check(&self.plain);
            match class.field_type(&self.plain) {
                Some(ty) if class.c_level => ty,
                _ => return,
            }
        } else {
            // A name `__slots__` lists is stored as any attribute is;
            // another is set_attribute's error, every time.
            let unlisted = class
                .slot_names()
                .is_some_and(|names| !names.iter().any(|n| **n == *self.plain));
            if class.c_level || unlisted || class.has_hook(attr_hooks::SETATTR) {
                return;
            }
            Ty::Object
        };
        if let Some((index, _)) = super::cfields::slot(class, &self.plain) {
            let _ = self.slot.set(FieldSlot {
                class: class.clone(),
                index,
                key: self.plain.clone(),
                ty,
                check,
                epoch: seen,
                bits: true,
            });
            return;
        }
        let map = inst.attrs.lock();
        let Some((index, key, _)) = map.get_full(&*self.plain) else {
            return;
        };
        let key = key.clone();
        drop(map);
        let _ = self.slot.set(FieldSlot {
            class: class.clone(),
            index,
            key,
            ty,
            check,
            epoch: seen,
            bits: false,
        });
    }
}

/// The function one class's instances call by a site's name.
struct MethodTarget {
    class: Arc<Class>,
    func: Arc<Function>,
    epoch: u64,
}

/// One `obj.method(…)` site.
pub struct MethodSite {
    full: Arc<str>,
    plain: Arc<str>,
    c_level: bool,
    target: OnceLock<MethodTarget>,
}

impl MethodSite {
    pub fn new(name: &Arc<str>) -> MethodSite {
        let internal = name.strip_prefix(crate::sema::hir::INTERNAL);
        MethodSite {
            full: name.clone(),
            plain: Arc::from(internal.unwrap_or(name)),
            c_level: internal.is_some(),
            target: OnceLock::new(),
        }
    }

    pub fn name(&self) -> &Arc<str> {
        &self.full
    }

    /// The method this site found for `recv`'s class, unless the class
    /// has changed since or the instance holds an attribute of that name
    /// (an extension type's instances hold none).
    pub fn cached(&self, recv: &Value) -> Option<&Arc<Function>> {
        let Value::Instance(inst) = recv else {
            return None;
        };
        let t = self.target.get()?;
        let valid = Arc::ptr_eq(&inst.class, &t.class)
            && (t.class.cdef || (t.epoch == epoch() && inst.get_attr(&self.plain).is_none()));
        valid.then_some(&t.func)
    }

    /// `recv.method(*args)`, as `attrs::call_method` calls it.
    pub fn call(&self, recv: &Value, args: Vec<Value>, kw: Kwargs, f: &mut Frame) -> Res<Value> {
        if let Some(func) = self.cached(recv) {
            let func = func.clone();
            if kw.is_empty()
                && let Some(slots) = super::entry::plain_slots(&func, args.len() + 1)
            {
                let mut args = args.into_iter();
                return super::entry::call_positional(&func, slots, f, false, |i, _| {
                    Ok(match i {
                        0 => recv.clone(),
                        _ => args.next().unwrap_or(Value::None),
                    })
                });
            }
            let mut full = Vec::with_capacity(args.len() + 1);
            full.push(recv.clone());
            full.extend(args);
            return call_function(&func, full, kw, f);
        }
        self.learn(recv);
        attrs::call_method(recv, &self.full, args, kw, f)
    }

    /// Records the function a class's instances call by this name, when
    /// it is a plain function of the class (not a static or class method,
    /// nor an attribute of the instance). At Python level a cdef class's
    /// private names are refused instead, so the site leaves them alone.
    fn learn(&self, recv: &Value) {
        if self.target.get().is_some() {
            return;
        }
        // Read first: a class changed while this looks is not trusted.
        let seen = epoch();
        let Value::Instance(inst) = recv else {
            return;
        };
        let class = &inst.class;
        if class.builtin
            || (!self.c_level && class.hidden(&self.plain).is_some())
            || inst.get_attr(&self.plain).is_some()
        {
            return;
        }
        let own = if self.c_level {
            class.lookup_cdef(&self.plain)
        } else {
            None
        };
        if let Some(Value::Func(func)) = own.or_else(|| class.lookup(&self.plain)) {
            let _ = self.target.set(MethodTarget {
                class: class.clone(),
                func,
                epoch: seen,
            });
        }
    }
}
