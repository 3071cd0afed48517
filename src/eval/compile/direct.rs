//! Direct calls of functions known at compile time: arguments go straight
//! into the callee's typed slots, C results come back unboxed.

use super::{Compiler, F, I, V};
use crate::eval::call::{ArgCheck, Code, Ei, Ev, finish_call, report_ignored, traced};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::coerce::convert;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use parking_lot::Mutex;
use std::sync::Arc;
use std::sync::atomic::Ordering::Relaxed;

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
}

impl Entry {
    /// Evaluates the arguments in the caller's frame, then builds the
    /// callee's frame with them in place.
    fn enter<R>(
        &self,
        f: &mut Frame<'_>,
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
                Arg::V(x, Place::Cell(s)) => {
                    let val = x(f)?;
                    if let Value::Cell(cell) = &v[*s as usize] {
                        *cell.lock() = val;
                    }
                }
                Arg::V(x, Place::Local(s) | Place::Global(s)) => v[*s as usize] = x(f)?,
            }
        }
        let mut fr = f.child_over(code.n_c, v);
        for &(s, bits) in held[..n_held].iter().chain(&more) {
            fr.c[s] = bits;
        }
        run(code, &mut fr)
    }
}

impl Compiler<'_> {
    fn entry(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Entry {
        let func = &self.prog.funcs[id];
        let c_level = func.kind != crate::syntax::ast::FuncKind::Def;
        let params: Vec<HParam> = func.params.clone();
        let name = func.qualname.clone();
        let cell_slots = func.cell_slots.clone();
        let args = args
            .iter()
            .zip(&params)
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
                            Ok(v)
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
        }
    }

    /// A direct call of a function with a C return type: its result bits.
    pub(super) fn direct_call_c(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Ei {
        let entry = self.entry(id, args, span);
        Box::new(move |f| {
            entry.enter(f, |code, fr| match (code.body)(fr) {
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
            entry.enter(f, |code, fr| {
                if code.generator {
                    return Ok(crate::eval::generator::start(code.clone(), fr));
                }
                finish_call(code, fr).map_err(|e| traced(e, &entry.name, entry.span))
            })
        })
    }
}
