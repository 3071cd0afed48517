//! Direct calls of functions known at compile time: arguments go straight
//! into the callee's typed slots, C results come back unboxed.

use super::{Compiler, F, I, V};
use crate::eval::call::{ArgCheck, Code, Ei, Ev, finish_call, report_ignored, traced};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::sites::MethodSite;
use crate::eval::value::Class;
use crate::eval::value::Value;
use crate::sema::coerce::convert;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use parking_lot::Mutex;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, OnceLock};

enum Arg {
    I(I, usize),
    F(F, usize),
    V(V, Place),
}

/// C arguments held on the stack while the others are evaluated; more
/// spill to a vector.
const HELD_C: usize = 8;

/// Everything needed to enter a known function.
struct Entry {
    cell: super::CodeCell,
    args: Vec<Arg>,
    cell_slots: Vec<u32>,
    name: Arc<str>,
    span: Span,
    /// A method's `self`, which a `CallVirtual` evaluates before the
    /// other arguments and passes to `enter`: its place in the callee.
    recv: Option<Place>,
}

impl Entry {
    /// Evaluates the arguments in the caller's frame, then builds the
    /// callee's frame with them in place.
    fn enter<R>(
        &self,
        f: &mut Frame<'_>,
        recv: Option<Value>,
        run: impl FnOnce(&Arc<Code>, &mut Frame) -> Res<R>,
    ) -> Res<R> {
        let Some(code) = self.cell.get() else {
            return Err(name_error("function called before it was compiled").at(self.span));
        };
        if f.depth >= f.rt.recursion_limit {
            return Err(recursion_error("maximum recursion depth exceeded").at(self.span));
        }
        if f.rt.interrupt.load(Relaxed) {
            return Err(new_exc("KeyboardInterrupt", "").at(self.span));
        }
        // The arguments go straight into the callee's slots, taken before
        // they are evaluated (an argument's own calls take others). C
        // arguments wait on the stack until the frame is made in place.
        let mut v = Frame::object_slots(code.n_v);
        for &s in &self.cell_slots {
            v[s as usize] = Value::Cell(Arc::new(Mutex::new(Value::Undef)));
        }
        if let (Some(place), Some(r)) = (self.recv, recv) {
            put(&mut v, place, r);
        }
        let mut held = [(0usize, 0u64); HELD_C];
        let mut n_held = 0;
        let mut more: Vec<(usize, u64)> = Vec::new();
        let mut hold = |s: usize, bits: u64| {
            if n_held < HELD_C {
                held[n_held] = (s, bits);
                n_held += 1;
            } else {
                more.push((s, bits));
            }
        };
        for a in &self.args {
            match a {
                Arg::I(x, s) => hold(*s, x(f)? as u64),
                Arg::F(x, s) => hold(*s, x(f)?.to_bits()),
                Arg::V(x, place) => {
                    let val = x(f)?;
                    put(&mut v, *place, val);
                }
            }
        }
        let mut fr = f.child_over(code.n_c, v);
        for &(s, bits) in held[..n_held].iter().chain(&more) {
            fr.c[s] = bits;
        }
        run(code, &mut fr)
    }
}

/// Puts an argument in its parameter's place among the callee's slots.
fn put(v: &mut [Value], place: Place, val: Value) {
    match place {
        Place::Cell(s) => {
            if let Value::Cell(cell) = &v[s as usize] {
                *cell.lock() = val;
            }
        }
        Place::Local(s) | Place::Global(s) => crate::eval::value::set_slot(&mut v[s as usize], val),
    }
}

impl Compiler<'_> {
    fn entry(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Entry {
        self.entry_from(id, args, span, false)
    }

    /// The entry of a call; with `method`, `args[0]` is the receiver,
    /// evaluated by the caller and given to `Entry::enter`.
    fn entry_from(&mut self, id: FuncId, args: &[HExpr], span: Span, method: bool) -> Entry {
        let func = &self.prog.funcs[id];
        let c_level = func.kind != crate::syntax::ast::FuncKind::Def;
        let params: Vec<HParam> = func.params.clone();
        let name = func.qualname.clone();
        let cell_slots = func.cell_slots.clone();
        let first = usize::from(method).min(params.len());
        let recv = method
            .then(|| params.first().map(|p| p.var.place))
            .flatten();
        let args = args
            .iter()
            .skip(first)
            .zip(&params[first..])
            .map(|(a, p)| match (&p.var.ty, p.var.place) {
                (Ty::Int(_) | Ty::Bint, Place::Local(s)) => Arg::I(self.int(a), s as usize),
                (Ty::Float | Ty::Double, Place::Local(s)) => Arg::F(self.flt(a), s as usize),
                _ => {
                    // A struct travels as a struct value, not as the dict
                    // it would become as an object.
                    let x = match (&p.var.ty, &a.kind) {
                        // A `char *` stays a pointer too: as an object it
                        // would be the bytes up to its NUL.
                        (Ty::Struct(_) | Ty::Ptr(_) | Ty::Cpp(_), _) => self.obj(a),
                        // Acquired here; what is not an array gets the
                        // check below, whose message names the parameter.
                        (Ty::Buffer(t, elem), HKind::Convert(inner)) if inner.ty == Ty::Object => {
                            let (x, t, elem) = (self.obj(inner), *t, elem.clone());
                            Box::new(move |f: &mut crate::eval::frame::Frame| {
                                crate::eval::memview::ndarray_arg(x(f)?, &t, &elem)
                            })
                        }
                        _ => self.obj(&convert(a.clone(), &Ty::Object)),
                    };
                    let pname = p.name.clone();
                    let check = ArgCheck {
                        not_none: p.not_none,
                        class_slot: p.class_slot,
                        py_type: p.py_type,
                        c_level,
                    };
                    if !check.any() {
                        return Arg::V(x, p.var.place);
                    }
                    // Checked before the callee starts, as Cython's argument
                    // unpacking does.
                    Arg::V(
                        Box::new(move |f| {
                            let v = x(f)?;
                            check.apply(f, &pname, &v)?;
                            check.coerce(f, v)
                        }),
                        p.var.place,
                    )
                }
            })
            .collect();
        Entry {
            cell: self.codes[id].clone(),
            args,
            cell_slots,
            name,
            span,
            recv,
        }
    }

    /// A direct call of a function with a C return type: its result bits.
    pub(super) fn direct_call_c(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Ei {
        let entry = self.entry(id, args, span);
        Box::new(move |f| {
            entry.enter(f, None, |code, fr| match (code.body)(fr) {
                Ok(_) => Ok(fr.ret_c as i64),
                Err(e) if code.noexcept => {
                    report_ignored(code, &e, fr);
                    Ok(0)
                }
                Err(e) => Err(traced(e, &entry.name, entry.span)),
            })
        })
    }

    /// A direct call of a function returning an object.
    pub(super) fn direct_call_v(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Ev {
        let entry = self.entry(id, args, span);
        Box::new(move |f| {
            entry.enter(f, None, |code, fr| {
                if code.generator {
                    return Ok(crate::eval::generator::start(code.clone(), fr));
                }
                finish_call(code, fr).map_err(|e| traced(e, &entry.name, entry.span))
            })
        })
    }
}

/// One `CallVirtual` site: the methods it enters directly (the one the
/// receiver's static type names, then cdef overrides of it), and the
/// general method call for a receiver whose class resolves the name to
/// something else (a Python override, or no method at all).
struct Virtual {
    entries: Vec<Entry>,
    plain: Arc<str>,
    /// An extension type found to resolve the name to one of the
    /// entries: its dict cannot change, so its instances need no lookup
    /// again.
    known: OnceLock<(Arc<Class>, usize)>,
    site: MethodSite,
    /// The arguments after the receiver, as objects, for the general call.
    others: Vec<V>,
}

impl Virtual {
    /// The entry of the method `recv`'s class resolves the name to (as
    /// `attrs::call_method` resolves a C-level name), when it is one of
    /// the site's.
    fn direct(&self, recv: &Value) -> Option<&Entry> {
        let Value::Instance(inst) = recv else {
            return None;
        };
        if let Some((c, i)) = self.known.get()
            && Arc::ptr_eq(c, &inst.class)
        {
            return self.entries.get(*i);
        }
        let code = c_level_method(recv, &self.plain)?;
        let i = self
            .entries
            .iter()
            .position(|e| e.cell.get().is_some_and(|c| Arc::ptr_eq(&code, c)))?;
        if inst.class.cdef {
            let _ = self.known.set((inst.class.clone(), i));
        }
        self.entries.get(i)
    }

    /// The general call, its arguments boxed from their C types as
    /// Cython's vtable slot boxes them for an override.
    fn general(&self, f: &mut Frame, recv: Value) -> Res<Value> {
        let mut pos = Vec::with_capacity(self.others.len());
        for x in &self.others {
            pos.push(x(f)?);
        }
        self.site
            .call(&recv, pos, Vec::new(), f)
            .map_err(|e| traced(e, self.site.name(), self.entries[0].span))
    }
}

impl Compiler<'_> {
    fn virtual_site(&mut self, id: FuncId, name: &Arc<str>, args: &[HExpr], span: Span) -> Virtual {
        // The method, then the cdef overrides a subclass may put in its
        // vtable slot (Cython's signature rules make their parameters the
        // method's), each entered directly.
        let entries = super::native_method::slot_fillers(self.prog, id)
            .into_iter()
            .map(|j| self.entry_from(j, args, span, true))
            .collect();
        let others = args
            .iter()
            .skip(1)
            .map(|a| self.obj(&convert(a.clone(), &Ty::Object)))
            .collect();
        let plain = name
            .strip_prefix(crate::sema::hir::INTERNAL)
            .unwrap_or(name);
        Virtual {
            entries,
            plain: Arc::from(plain),
            known: OnceLock::new(),
            site: MethodSite::new(name),
            others,
        }
    }

    /// A `CallVirtual` of a method with a C return type: its result bits.
    pub(super) fn virtual_call_c(
        &mut self,
        id: FuncId,
        name: &Arc<str>,
        args: &[HExpr],
        ret: &Ty,
        span: Span,
    ) -> Ei {
        let recv = self.obj(&convert(args[0].clone(), &Ty::Object));
        let site = self.virtual_site(id, name, args, span);
        let ret = ret.clone();
        Box::new(move |f| {
            let r = recv(f)?;
            let Some(entry) = site.direct(&r) else {
                let v = site.general(f, r)?;
                if ret == Ty::Void {
                    return Ok(0);
                }
                return crate::eval::call::to_c_bits(&v, &ret)
                    .map(|b| b as i64)
                    .map_err(|e| e.at(span));
            };
            entry.enter(f, Some(r), |code, fr| match (code.body)(fr) {
                Ok(_) => Ok(fr.ret_c as i64),
                Err(e) if code.noexcept => {
                    report_ignored(code, &e, fr);
                    Ok(0)
                }
                Err(e) => Err(traced(e, &entry.name, entry.span)),
            })
        })
    }

    /// A `CallVirtual` of a method returning an object.
    pub(super) fn virtual_call_v(
        &mut self,
        id: FuncId,
        name: &Arc<str>,
        args: &[HExpr],
        span: Span,
    ) -> Ev {
        let recv = self.obj(&convert(args[0].clone(), &Ty::Object));
        let site = self.virtual_site(id, name, args, span);
        Box::new(move |f| {
            let r = recv(f)?;
            let Some(entry) = site.direct(&r) else {
                return site.general(f, r);
            };
            entry.enter(f, Some(r), |code, fr| {
                if code.generator {
                    return Ok(crate::eval::generator::start(code.clone(), fr));
                }
                finish_call(code, fr).map_err(|e| traced(e, &entry.name, entry.span))
            })
        })
    }
}

/// The code of the method the class of instance `recv` resolves the
/// C-level name `name` to, as `attrs::call_method` resolves it, when that
/// is a plain function (None for an instance attribute of that name, a
/// builtin class, a fused or closure function, or no method).
pub(super) fn c_level_method(recv: &Value, name: &str) -> Option<Arc<Code>> {
    let Value::Instance(inst) = recv else {
        return None;
    };
    let class = &inst.class;
    if class.builtin || inst.get_attr(name).is_some() {
        return None;
    }
    match class.lookup_cdef(name).or_else(|| class.lookup(name))? {
        Value::Func(func) if func.fused.is_none() && func.closure.is_empty() => {
            Some(func.code.clone())
        }
        _ => None,
    }
}
