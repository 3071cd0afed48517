//! What calling a class does: `__new__`, the `__cinit__`s, `__init__`,
//! and the fields a new instance starts with.

use super::call::{Function, Kwargs, call_value};
use super::exc::*;
use super::frame::Frame;
use super::value::{Class, Instance, Value};
use crate::sema::types::Ty;
use std::sync::Arc;

/// The `__init__` a call of `c` may run on a new instance directly, when
/// nothing else happens around it: no `__new__` of a Python class's own,
/// no `__cinit__`, no builtin base or exception arguments to set up, not
/// abstract, not an enum. A call site with positional arguments then
/// passes them (after `self`) straight into `__init__`'s slots. Worked out
/// once per class, and again after a program changes any class.
pub fn direct_init(c: &Class) -> Option<Arc<Function>> {
    let now = super::sites::epoch();
    if let Some((at, init)) = &*c.ctor.lock()
        && *at == now
    {
        return init.clone();
    }
    let init = work_out_direct_init(c);
    *c.ctor.lock() = Some((now, init.clone()));
    init
}

fn work_out_direct_init(c: &Class) -> Option<Arc<Function>> {
    if c.builtin
        || c.enumeration.get().is_some()
        || c.is_exception()
        || super::builtin_base::base_of(c).is_some()
        || crate::builtins::check_instantiable(c).is_err()
        || (!c.cdef && matches!(c.lookup("__new__"), Some(Value::Func(_))))
    {
        return None;
    }
    let mut cinits = Vec::new();
    collect_cinits(c, &mut cinits);
    match c.lookup("__init__") {
        Some(Value::Func(init)) if cinits.is_empty() => Some(init),
        _ => None,
    }
}

/// `__init__`'s result, which must be None.
pub fn init_returned(r: Value) -> Res<()> {
    match r {
        Value::None => Ok(()),
        r => Err(type_error(format!(
            "__init__() should return None, not '{}'",
            r.type_name()
        ))),
    }
}

/// `C(args)`: a new instance, initialised by `__init__`.
pub fn instantiate(c: &Arc<Class>, args: Vec<Value>, kwargs: Kwargs, fr: &mut Frame) -> Res<Value> {
    crate::builtins::check_instantiable(c)?;
    // A Python class's own `__new__` makes the object; `__init__` runs
    // only when it returns an instance of the class, as in Python.
    if !c.cdef
        && let Some(new @ Value::Func(_)) = c.lookup("__new__")
    {
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(Value::Class(c.clone()));
        full.extend(args.iter().cloned());
        let obj = call_value(&new, full, kwargs.clone(), fr)?;
        if let Value::Instance(i) = &obj
            && i.class.is_subclass_of(c)
        {
            match c.lookup("__init__") {
                Some(init) => run_init(&init, &obj, args, kwargs, fr)?,
                // BaseException.__init__ makes the call's arguments `args`.
                None if c.is_exception() => super::exc::init_exc_attrs(i, &args),
                None => {}
            }
        }
        return Ok(obj);
    }
    let (me, has_cinit) = new_object(c, &args, &kwargs, fr)?;
    if has_cinit && c.lookup("__init__").is_none() {
        return Ok(me);
    }
    match c.lookup("__init__") {
        Some(init) => run_init(&init, &me, args, kwargs, fr)?,
        None if !c.is_exception() && (!args.is_empty() || !kwargs.is_empty()) => {
            return Err(type_error(format!("{}() takes no arguments", c.name)));
        }
        None => {}
    }
    Ok(me)
}

/// A new instance of `c` before `__init__`: allocated, then every cdef
/// class's own `__cinit__` run, the base's before the subclass's, each
/// with the same arguments. Also says whether any `__cinit__` ran. This
/// is what an extension type's `C.__new__(C, *args)` does.
pub fn new_object(
    c: &Arc<Class>,
    args: &[Value],
    kwargs: &Kwargs,
    fr: &mut Frame,
) -> Res<(Value, bool)> {
    let me = Value::Instance(allocate(c, args, kwargs, fr)?);
    let mut cinits: Vec<Arc<Function>> = Vec::new();
    collect_cinits(c, &mut cinits);
    for func in &cinits {
        let cinit = Value::Func(func.clone());
        // `__cinit__(self)` ignores the constructor's arguments, as
        // Cython's does.
        if func.code.params.len() == 1 {
            call_value(&cinit, vec![me.clone()], Vec::new(), fr)?;
            continue;
        }
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(me.clone());
        full.extend(args.iter().cloned());
        call_value(&cinit, full, kwargs.clone(), fr)?;
    }
    Ok((me, !cinits.is_empty()))
}

/// `init(me, *args, **kwargs)`, which must return None.
fn run_init(init: &Value, me: &Value, args: Vec<Value>, kwargs: Kwargs, fr: &mut Frame) -> Res<()> {
    let mut full = Vec::with_capacity(args.len() + 1);
    full.push(me.clone());
    full.extend(args);
    init_returned(call_value(init, full, kwargs, fr)?)
}

/// `object.__new__(c, *args)`: a new instance of `c` with what it holds
/// before any `__cinit__` or `__init__` runs (an exception's args, a cdef
/// class's typed fields, a builtin-derived class's value).
pub fn allocate(
    c: &Arc<Class>,
    args: &[Value],
    kwargs: &Kwargs,
    fr: &mut Frame,
) -> Res<Arc<Instance>> {
    let inst = Arc::new(Instance::new(c.clone()));
    if c.is_exception() {
        super::exc::init_exc_attrs(&inst, args);
    }
    if let Some(base) = super::builtin_base::base_of(c) {
        super::builtin_base::start_instance(base, &inst, args, kwargs, fr)?;
    }
    if c.c_level {
        // Most classes' fields start as numbers, None or NULL: a copy of
        // one map, not a map built field by field.
        let template = c.template.get_or_init(|| shared_defaults(c));
        if let Some(t) = template {
            let mut attrs = inst.attrs.lock();
            if attrs.is_empty() {
                *attrs = t.clone();
                drop(attrs);
                return Ok(inst);
            }
        }
        for (name, ty) in c.all_fields() {
            if super::cfields::slot(c, &name).is_none() {
                let v = super::attrs::field_default(&ty)?;
                inst.init_attr(name, v);
            }
        }
        for (name, nbytes) in c.all_storage() {
            inst.set_attr(&name, super::memory::raw_block(nbytes)?);
        }
    }
    Ok(inst)
}

/// A cdef class's fields with their initial values, when no instance
/// needs storage of its own for one (see `Class::template`).
fn shared_defaults(c: &Class) -> Option<super::value::AttrMap> {
    if !c.all_storage().is_empty() {
        return None;
    }
    let mut map = super::value::AttrMap::default();
    for (name, ty) in c.all_fields() {
        if matches!(
            ty,
            Ty::CArray(..) | Ty::CArrayNd(..) | Ty::Struct(_) | Ty::Cpp(_)
        ) {
            return None;
        }
        // Fields held as bits start at zero beside the map.
        if super::cfields::slot(c, &name).is_none() {
            map.insert(name, super::attrs::field_default(&ty).ok()?);
        }
    }
    Some(map)
}

/// The `__cinit__` methods cdef classes define along `c`'s bases, a
/// base's before its subclass's (each once). Walked on every construction,
/// so without building the method resolution order.
fn collect_cinits(c: &Class, out: &mut Vec<Arc<Function>>) {
    for b in &c.bases {
        collect_cinits(b, out);
    }
    if c.cdef
        && let Some(Value::Func(f)) = c.attrs.lock().get("__cinit__")
        && !out.iter().any(|g| Arc::ptr_eq(g, f))
    {
        out.push(f.clone());
    }
}
