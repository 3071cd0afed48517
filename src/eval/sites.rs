//! Inline caches for C-level attribute access and method calls
//! (`self.total += v`, `acc.add(i)` on a typed cdef class variable).
//!
//! Cython compiles these to a struct field access and a vtable call. The
//! general path looks the name up again on every access: the instance's
//! attribute map, the class's declared fields, its hidden names, a
//! property of that name, the method resolution order. A site remembers
//! what it found for the first class it meets, and answers instances of
//! exactly that class without looking again. Another class, or anything
//! the cache cannot vouch for, takes the general path, so a site only
//! ever changes how fast an access is, never what it does.

use super::attrs;
use super::call::{Function, Kwargs, call_function};
use super::exc::Res;
use super::frame::Frame;
use super::ops;
use super::value::{Class, Instance, Value};
use crate::sema::types::Ty;
use crate::syntax::ast::BinOp;
use std::sync::{Arc, OnceLock};

/// Where a declared field of one class sits in its instances' attribute
/// map, and its C type. An instance's map is filled with the class's
/// fields, bases first, when it is allocated, so the position is the
/// same in every instance of the class (it is still checked: a field
/// named at that position is the only proof taken).
struct FieldSlot {
    class: Arc<Class>,
    index: usize,
    /// The name as the instance's map holds it (the class's own string,
    /// so the check is a pointer comparison).
    key: Arc<str>,
    ty: Ty,
}

/// One `obj.attr` site that reads or writes at C level.
pub struct FieldSite {
    /// The name as the evaluator was given it (marked C-level).
    full: Arc<str>,
    plain: Arc<str>,
    slot: OnceLock<FieldSlot>,
}

impl FieldSite {
    /// A site for `name`; None unless the access is C-level (only those
    /// skip `__getattr__`, `__setattr__` and Python-level visibility).
    pub fn new(name: &Arc<str>) -> Option<FieldSite> {
        let plain = name.strip_prefix(crate::sema::hir::INTERNAL)?;
        Some(FieldSite {
            full: name.clone(),
            plain: Arc::from(plain),
            slot: OnceLock::new(),
        })
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
        Arc::ptr_eq(&inst.class, &s.class).then_some((s.index, &s.ty))
    }

    /// `target.attr` when this site knows where it is (None otherwise).
    pub fn peek(&self, target: &Value) -> Option<Value> {
        let Value::Instance(inst) = target else {
            return None;
        };
        let (i, _) = self.index_in(inst)?;
        let map = inst.attrs.lock();
        let (k, v) = map.get_index(i)?;
        self.same_key(k).then(|| v.clone())
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
        let v = match attrs::typed_field_value(v, ty) {
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
        if !matches!(ty, Ty::Int(_) | Ty::Float | Ty::Double | Ty::Bint) || !number(r) {
            return None;
        }
        let mut map = inst.attrs.lock();
        let (k, slot) = map.get_index_mut(i)?;
        if !self.same_key(k) || !number(slot) {
            return None;
        }
        let new = ops::inplace(op, slot, r).and_then(|v| attrs::typed_field_value(v, ty));
        Some(new.map(|v| *slot = v))
    }

    /// Records where the field sits in `target`'s class, if it is a
    /// declared field of a class of ours that no property shadows (the
    /// accesses the general path answers from the map alone).
    fn learn(&self, target: &Value) {
        if self.slot.get().is_some() {
            return;
        }
        let Value::Instance(inst) = target else {
            return;
        };
        let class = &inst.class;
        if class.builtin || !class.c_level || attrs::is_property(class, &self.plain) {
            return;
        }
        let Some(ty) = class.field_type(&self.plain) else {
            return;
        };
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
        });
    }
}

/// One `obj.method(…)` site called at C level.
pub struct MethodSite {
    full: Arc<str>,
    plain: Arc<str>,
    target: OnceLock<(Arc<Class>, Arc<Function>)>,
}

impl MethodSite {
    pub fn new(name: &Arc<str>) -> Option<MethodSite> {
        let plain = name.strip_prefix(crate::sema::hir::INTERNAL)?;
        Some(MethodSite {
            full: name.clone(),
            plain: Arc::from(plain),
            target: OnceLock::new(),
        })
    }

    pub fn name(&self) -> &Arc<str> {
        &self.full
    }

    /// The method this site found for `recv`'s class.
    pub fn cached(&self, recv: &Value) -> Option<&Arc<Function>> {
        let Value::Instance(inst) = recv else {
            return None;
        };
        let (class, func) = self.target.get()?;
        Arc::ptr_eq(&inst.class, class).then_some(func)
    }

    /// `recv.method(*args)`, as `attrs::call_method` calls it.
    pub fn call(&self, recv: &Value, args: Vec<Value>, kw: Kwargs, f: &mut Frame) -> Res<Value> {
        if let Some(func) = self.cached(recv) {
            let func = func.clone();
            let mut full = Vec::with_capacity(args.len() + 1);
            full.push(recv.clone());
            full.extend(args);
            return call_function(&func, full, kw, f);
        }
        self.learn(recv);
        attrs::call_method(recv, &self.full, args, kw, f)
    }

    /// Records the function a cdef class's instances call by this name.
    /// Only an extension type qualifies: its methods cannot be replaced
    /// and its instances have no `__dict__` to shadow them.
    fn learn(&self, recv: &Value) {
        if self.target.get().is_some() {
            return;
        }
        let Value::Instance(inst) = recv else { return };
        let class = &inst.class;
        if class.builtin || !class.cdef || inst.get_attr(&self.plain).is_some() {
            return;
        }
        let found = class
            .lookup_cdef(&self.plain)
            .or_else(|| class.lookup(&self.plain));
        if let Some(Value::Func(func)) = found {
            let _ = self.target.set((class.clone(), func));
        }
    }
}
