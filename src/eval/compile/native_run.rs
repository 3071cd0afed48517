//! Running a lowered loop or function body (see `native.rs`): the frame's
//! variables and buffers handed to the kernel, and its exit turned back
//! into the interpreter's flow or exception.

use super::Compiler;
use super::native::{ArgSrc, Lowering, RetHow, SiteKind, VarSrc, enabled};
use super::native_items::Converted;
use crate::array::native::{self as k, Exit, Kernel};
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::parallel::Runner;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::source::Span;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, OnceLock};

/// A lowered loop ready to run.
pub(super) struct Region {
    prog: k::Program,
    kernel: OnceLock<Option<Kernel>>,
    vars: Vec<Var>,
    /// Per variable not in the frame's C slots: where it comes from (a
    /// part of a C complex, a field of an instance).
    parts: Vec<Option<VarSrc>>,
    pub(super) args: Vec<ArgSrc>,
    pub(super) sites: Vec<(SiteKind, Span)>,
    calls: Vec<(Arc<str>, Span)>,
    ret: Option<RetHow>,
    span: Span,
    /// Leading kernel variables passed in by the caller (a runner's).
    inputs: usize,
    /// The module whose functions it calls (for "Exception ignored in").
    module: Arc<str>,
    /// The instance fields the kernel's cells hold (`Scope::cells`).
    cells: Vec<(Place, Arc<str>, crate::sema::types::Ty)>,
    /// Cells after those a returned struct passes through.
    scratch: usize,
    /// The program's functions' code, for `VarSrc::Dispatch` (empty when
    /// the kernel calls no method through a vtable).
    codes: Vec<super::CodeCell>,
    /// Per `SiteKind::Raise`: its expression compiled (`native_raise`).
    pub(super) raises: Vec<Raise>,
    /// The tables of instance fields (`native_rows`).
    rows: Vec<super::native_rows_run::RowInfo>,
    /// The item arguments' C values from the last run.
    items: super::native_items::ItemsCache,
    /// Whether a run may stop before reading all of a sequence's items.
    early: bool,
    /// The item arguments `lst.append(x)` pushes onto, by index, with
    /// the C type of what is pushed (`native_append`).
    appends: Vec<(usize, crate::sema::types::Ty)>,
}

/// A raise site's expression as the closures evaluate it.
pub(super) struct Raise {
    pub(super) x: super::V,
    pub(super) assert: bool,
    pub(super) callee: Option<super::native_raise::CalleeFrame>,
}

impl Compiler<'_> {
    /// The loop statement `s` as a kernel with its closures beside it,
    /// when every part of it lowers.
    pub(super) fn native_loop(&mut self, s: &HStmt) -> Option<Es> {
        let region = self.region(std::slice::from_ref(s), s.span)?;
        let fallback = self.stmt_closures(s);
        Some(Self::with_fallback(region, fallback))
    }

    /// A function's whole body as a kernel with its closures beside it,
    /// when every part of it lowers and it loops or calls (a straight
    /// line of C arithmetic gains nothing from a kernel).
    pub(super) fn native_body(&mut self, f: &HFunc, closures: Es) -> Es {
        if !f.cell_slots.is_empty() || !f.free.is_empty() || !super::native::loops_or_calls(&f.body)
        {
            return closures;
        }
        match self.region(&f.body, f.span) {
            Some(region) => Self::with_fallback(region, closures),
            None => closures,
        }
    }

    fn with_fallback(region: Arc<Region>, fallback: Es) -> Es {
        Box::new(move |f| match region.run(f, &mut []) {
            Some(r) => r,
            None => fallback(f),
        })
    }

    /// A `prange` loop's runner as a kernel with the closures' runner
    /// beside it, when its body lowers: iterations `first, first + step,
    /// …` (`count` of them) run in the kernel's own loop.
    pub(super) fn native_runner(
        &mut self,
        var: &Var,
        body: &[HStmt],
        span: Span,
        closures: Runner,
    ) -> Result<Runner, Runner> {
        if !enabled() || !var.ty.is_c_int() {
            return Err(closures);
        }
        // Inputs: first, stop, step, and the flag a `break` sets.
        let mut lo = Lowering::new(self.prog, self.dir);
        lo.scope.inputs = 4;
        lo.scope.broke = Some(3);
        let lowered = (|| {
            let v = lo.var(var)?;
            let zero_step = lo.site(SiteKind::StepZero, span);
            lo.scope.loops = 1;
            let mut out = Vec::new();
            for s in body {
                lo.stmt(s, &mut out)?;
            }
            Some(vec![k::Stmt::For {
                var: v,
                start: k::Expr::Var(0),
                stop: k::Expr::Var(1),
                step: k::Expr::Var(2),
                body: out,
                orelse: Vec::new(),
                zero_step,
            }])
        })();
        // A prange's C complex variables stay with the closures, which
        // share them out to the threads as they share objects; so do the
        // fields it assigns, which each thread would write back whole.
        // Nor can its threads build an exception a raise makes.
        let refused = !lo.scope.cells.is_empty()
            || !lo.appended.is_empty()
            || !lo.raises.is_empty()
            || lo.scope.parts.iter().any(|p| {
                matches!(
                    p,
                    Some(
                        VarSrc::Part(..)
                            | VarSrc::FieldMut(..)
                            | VarSrc::SubView { .. }
                            | VarSrc::Leaf(..)
                            | VarSrc::Char(_)
                            | VarSrc::ItemOf(..)
                    )
                )
            });
        let region = lowered
            .filter(|_| !refused)
            .and_then(|b| self.finish(lo, b, span, false));
        super::native::log_region(span, region.is_some());
        let Some(region) = region else {
            return Err(closures);
        };
        Ok(Box::new(move |f, first, step, count| {
            // The stop that gives `count` iterations (the closures run
            // what overflows).
            let stop = count.checked_mul(step).and_then(|d| d.checked_add(first));
            let (Some(stop), true) = (stop, step != 0) else {
                return closures(f, first, step, count);
            };
            let mut inputs = [first as u64, stop as u64, step as u64, 0];
            match region.run(f, &mut inputs) {
                Some(Ok(Flow::Normal)) if inputs[3] != 0 => Ok(Flow::Break),
                Some(r) => r,
                None => closures(f, first, step, count),
            }
        }))
    }

    fn region(&mut self, body: &[HStmt], span: Span) -> Option<Arc<Region>> {
        if !enabled() {
            return None;
        }
        let mut lo = Lowering::new(self.prog, self.dir);
        lo.scope.walkers = super::native_ptr::walking_pointers(body);
        let mut out = Vec::new();
        let lowered = body.iter().try_for_each(|s| lo.stmt(s, &mut out));
        // A list's items are converted as the run starts (those appended
        // since the last run only: `native_items`); a loop that may stop
        // early is told so, to give up on a long list that keeps changing.
        let early = !super::native_walk::full_passes_only(body);
        let region = lowered.and_then(|()| self.finish(lo, out, span, early));
        super::native::log_region(span, region.is_some());
        region
    }

    fn finish(
        &mut self,
        mut lo: Lowering,
        mut out: Vec<k::Stmt>,
        span: Span,
        early: bool,
    ) -> Option<Arc<Region>> {
        lo.fields_to_cells(&mut out)?;
        let appends = lo.appends()?;
        // A callee's raise rebuilt after the run from its scratch cells
        // cannot be one a `noexcept` call ignores (see `native_raise`).
        if lo.ignores && lo.raises.iter().any(|r| r.callee.is_some()) {
            return None;
        }
        // A kernel with rows reads no other instance's fields: one may be
        // a row's, whose copy the kernel changes.
        if !lo.rows.is_empty()
            && (lo.scope.parts.iter().any(|p| {
                matches!(
                    p,
                    Some(VarSrc::Field(..) | VarSrc::FieldMut(..) | VarSrc::OptField(..))
                )
            }) || lo
                .scope
                .cells
                .iter()
                .any(|(p, _, _)| !matches!(p, Place::Cell(_)))
                || lo
                    .args()
                    .iter()
                    .any(|a| matches!(a, ArgSrc::Field(..) | ArgSrc::FieldPtr(..))))
        {
            return None;
        }
        let rows = super::native_rows_run::infos(&lo.rows, &lo.row_cell_of, &lo.row_owners)?;
        let raises = lo
            .raises
            .iter()
            .map(|r| Raise {
                x: self.obj(&crate::sema::coerce::convert(
                    r.expr.clone(),
                    &crate::sema::types::Ty::Object,
                )),
                assert: r.assert,
                callee: r.callee.clone(),
            })
            .collect();
        let prog = lo.program(out)?;
        Some(Arc::new(Region {
            prog,
            kernel: OnceLock::new(),
            vars: lo.scope.vars.clone(),
            parts: lo.scope.parts.clone(),
            args: lo.args().to_vec(),
            sites: lo.sites().to_vec(),
            calls: lo.calls.clone(),
            ret: lo.scope.ret().cloned(),
            span,
            inputs: lo.scope.inputs as usize,
            cells: lo.scope.cells.clone(),
            scratch: lo.scratch,
            module: self.module.clone(),
            codes: if lo.methods.is_empty() {
                Vec::new()
            } else {
                self.codes.clone()
            },
            raises,
            rows,
            items: Default::default(),
            early,
            appends,
        }))
    }
}

thread_local! {
    /// Errors of `noexcept` functions a kernel running on this thread
    /// called, in order: (site, call, detail), for the run to report.
    static IGNORED: std::cell::RefCell<Vec<(u32, u32, i64)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// A kernel's note of an error its `noexcept` callee did not pass on
/// (`Lowering::call_expr`): the site plus one in the high half of
/// `site_call`, the call's number in the low half.
pub(super) extern "C" fn note_ignored(site_call: i64, detail: i64) -> i64 {
    let site = (site_call >> 32) as u32;
    let call = site_call as u32;
    // Nothing here may unwind into the kernel: a log already borrowed
    // (which nothing does while a kernel runs) drops the note.
    IGNORED.with(|log| {
        if let Ok(mut log) = log.try_borrow_mut() {
            log.push((site.saturating_sub(1), call, detail));
        }
    });
    0
}

/// Arguments resolved for one run: at most this many are held inline.
const MAX_ARGS: usize = 16;

impl Region {
    /// Runs the kernel; None when the closures must run instead (nothing
    /// has happened yet then).
    /// `inputs` are the leading variables a runner passes in, given
    /// back as the kernel left them.
    fn run(&self, f: &mut Frame, inputs: &mut [u64]) -> Option<Result<Flow, Box<Exc>>> {
        let kernel = self
            .kernel
            .get_or_init(|| Kernel::compile(&self.prog).ok())
            .as_ref()?;
        if self.args.len() > MAX_ARGS || inputs.len() != self.inputs {
            return None;
        }
        let mut tables = super::native_rows_run::gather(f, &self.rows)?;
        // On the stack when few: a small function's kernel runs once per
        // call, and an allocation per call cost more than its loop.
        let n = self.inputs + self.vars.len();
        let mut stack = [0u64; 32];
        let mut heap = Vec::new();
        let vals: &mut [u64] = if n <= stack.len() {
            &mut stack[..n]
        } else {
            heap.resize(n, 0);
            &mut heap
        };
        vals[..self.inputs].copy_from_slice(inputs);
        for ((x, v), part) in vals[self.inputs..]
            .iter_mut()
            .zip(&self.vars)
            .zip(&self.parts)
        {
            match part {
                Some(VarSrc::Part(slot, imag)) => {
                    // An inferred complex not assigned yet is one the region
                    // assigns before reading (sema keeps a local that may be
                    // read unassigned an object).
                    *x = match f.v.get(*slot as usize)? {
                        Value::Complex(re, im) => if *imag { im } else { re }.to_bits(),
                        Value::Undef => 0,
                        _ => return None,
                    };
                    continue;
                }
                Some(VarSrc::Field(p, name, ty) | VarSrc::FieldMut(p, name, ty)) => {
                    *x = crate::eval::call::to_c_bits(&instance_field(f, *p, name)?, ty).ok()?;
                    continue;
                }
                Some(VarSrc::OptField(p, name, ty)) => {
                    // A field the instance has must convert, as `Field`'s.
                    *x = match instance_field(f, *p, name) {
                        Some(v) => crate::eval::call::to_c_bits(&v, ty).ok()?,
                        None => 0,
                    };
                    continue;
                }
                Some(VarSrc::Dispatch(p, name, ids)) => {
                    *x = self.dispatch(variable(f, *p)?, name, ids)? as u64;
                    continue;
                }
                Some(VarSrc::Row(p, t)) => {
                    *x = tables.get(*t)?.row_of(variable(f, *p))?;
                    continue;
                }
                Some(VarSrc::RowStride(t)) => {
                    *x = tables.get(*t)?.width() as u64;
                    continue;
                }
                Some(VarSrc::RowCount(t)) => {
                    *x = tables.get(*t)?.len() as u64;
                    continue;
                }
                Some(VarSrc::RowOwner) => {
                    *x = -1i64 as u64;
                    continue;
                }
                Some(VarSrc::RowDispatch(t, name, ids)) => {
                    // Every row's class is the first's; no rows, no call.
                    *x = match tables.get(*t)?.first() {
                        Some(v) => self.dispatch(&v, name, ids)? as u64,
                        None => 0,
                    };
                    continue;
                }
                Some(VarSrc::Leaf(slot, _, path, ty)) => {
                    // A local not assigned yet is one the region assigns
                    // first, as for `Part`.
                    *x = match f.v.get(*slot as usize)? {
                        Value::Undef => 0,
                        v => super::native_struct::leaf_bits(v, path, ty)?,
                    };
                    continue;
                }
                Some(VarSrc::ItemOf(..)) => {
                    *x = u64::MAX;
                    continue;
                }
                Some(VarSrc::Char(slot)) => {
                    // A declared one not assigned yet holds 0 (or nothing).
                    *x = match f.v.get(*slot as usize)? {
                        Value::Undef | Value::None => 0,
                        Value::Str(s) => super::native_items::one_char(s)?.into(),
                        Value::Int(i) => u32::try_from(*i).ok()?.into(),
                        _ => return None,
                    };
                    continue;
                }
                Some(VarSrc::Bound(p, offset, ty)) => {
                    let n = match variable(f, *p)? {
                        Value::Int(i) => *i,
                        Value::Bool(b) => i64::from(*b),
                        _ => return None,
                    };
                    let n = Value::Int(n.checked_add(*offset)?);
                    *x = crate::eval::call::to_c_bits(&n, ty).ok()?;
                    continue;
                }
                Some(VarSrc::PtrWalk(..) | VarSrc::SubIndex | VarSrc::SubView { .. }) => {
                    *x = 0;
                    continue;
                }
                Some(VarSrc::PtrElem(p, w, q)) => {
                    let (Some(Value::Ptr(a)), Some(Value::Ptr(b))) =
                        (variable(f, *p), variable(f, *q))
                    else {
                        return None;
                    };
                    if !crate::eval::memory::same_block(a, b)
                        || a.offset.rem_euclid(*w as isize) != 0
                    {
                        return None;
                    }
                    *x = (a.offset / *w as isize) as u64;
                    continue;
                }
                Some(VarSrc::Len(p)) => {
                    *x = match variable(f, *p)? {
                        Value::List(l) => l.lock().len() as u64,
                        Value::Tuple(t) => t.len() as u64,
                        Value::Str(s) => s.chars().count() as u64,
                        Value::Bytes(b) => b.len() as u64,
                        _ => return None,
                    };
                    continue;
                }
                None => {}
            }
            *x = match v.place {
                Place::Local(s) => *f.c.get(s as usize)?,
                Place::Global(s) => f.gc.get(s as usize)?.load(Relaxed),
                Place::Cell(_) => return None,
            };
        }
        if self.aliased_field_write(f) {
            return None;
        }
        // Each cell's field as the instance has it (0 when it has none: a
        // method its class does not choose), and whether it has it.
        let mut cells = Vec::with_capacity(self.cells.len());
        for (p, name, ty) in &self.cells {
            cells.push(match instance_field(f, *p, name) {
                Some(v) => crate::eval::call::to_c_bits(&v, ty).ok()?,
                None => 0,
            });
        }
        let before = cells.clone();
        cells.resize(cells.len() + self.scratch, 0);
        // View attributes, read from their instances for the run.
        let mut fields: [Option<Value>; MAX_ARGS] = Default::default();
        for (x, a) in fields.iter_mut().zip(&self.args) {
            match a {
                ArgSrc::Field(p, name, _) | ArgSrc::FieldPtr(p, name) => {
                    *x = Some(instance_field(f, *p, name)?);
                }
                // A table's rows are the run's own vector.
                ArgSrc::Rows(_) => *x = Some(Value::None),
                _ => {}
            }
        }
        let exit = {
            let mut holders: [Option<&Value>; MAX_ARGS] = [None; MAX_ARGS];
            for ((h, a), field) in holders.iter_mut().zip(&self.args).zip(&fields) {
                *h = Some(match a {
                    ArgSrc::View(p, _)
                    | ArgSrc::Ptr(p)
                    | ArgSrc::Vector(p, _)
                    | ArgSrc::Items(p, ..) => variable(f, *p)?,
                    ArgSrc::Field(..) | ArgSrc::FieldPtr(..) | ArgSrc::Rows(_) => field.as_ref()?,
                });
            }
            // Each vector locked for the run: a distinct one, not held
            // elsewhere (a prange's other thread), of the declared type.
            let mut locked = Vec::new();
            for (h, a) in holders.iter().zip(&self.args) {
                if let (Some(Value::CVec(c)), ArgSrc::Vector(_, elem)) = (h, a) {
                    if c.elem != *elem {
                        return None;
                    }
                    locked.push(c.data.try_lock()?);
                }
            }
            // Each sequence's items, converted (one that does not convert
            // leaves the run to the closures, which raise at it).
            // A list appended to is one no other argument holds.
            for (k, _) in &self.appends {
                if !super::native_items::sole_list(*k, &holders, &self.args) {
                    return None;
                }
            }
            let mut copies: [Option<(&Value, Converted)>; MAX_ARGS] = Default::default();
            for (k, (h, a)) in holders.iter().zip(&self.args).enumerate() {
                if let (Some(v), ArgSrc::Items(_, ty, conv)) = (h, a) {
                    copies[k] = Some((*v, self.items.take(k, v, (ty, *conv), self.early)?));
                }
            }
            // How many items a list appended to had is where the run's
            // appends start.
            let mut grown_from = [0usize; MAX_ARGS];
            for (k, _) in &self.appends {
                grown_from[*k] = copies.get(*k)?.as_ref()?.1.0.len();
            }
            let mut copy_bits = copies.iter_mut().flatten().map(|(_, (bits, _))| bits);
            let mut row_bits: Vec<Option<&mut Vec<u64>>> =
                tables.iter_mut().map(|r| Some(&mut r.bits)).collect();
            let mut locked = locked.iter_mut();
            let mut args: Vec<k::ArgRef> = Vec::with_capacity(self.args.len());
            for (h, a) in holders.iter().zip(&self.args) {
                args.push(match a {
                    ArgSrc::Vector(..) => k::ArgRef::Vector(&mut **locked.next()?),
                    ArgSrc::Items(..) => k::ArgRef::Vector(copy_bits.next()?),
                    ArgSrc::Rows(t) => k::ArgRef::Vector(row_bits.get_mut(*t)?.take()?),
                    _ => k::ArgRef::Buf(native_arg(h.as_ref()?, a)?),
                });
            }
            let depth = f.rt.recursion_limit.saturating_sub(f.depth);
            let exit = kernel.run(vals, f.gc, &mut cells, &mut args, &f.rt.interrupt, depth);
            drop(args);
            for (k, ty) in &self.appends {
                if let Some((v, (bits, _))) = &copies[*k] {
                    super::native_items::append_to(v, &bits[grown_from[*k]..], ty);
                }
            }
            for (k, copy) in copies.into_iter().enumerate() {
                if let Some((v, converted)) = copy {
                    self.items.put(k, v, converted);
                }
            }
            exit
        };
        if exit == Exit::Refused {
            return None;
        }
        let scratch = if self.scratch == 0 {
            Vec::new()
        } else {
            cells.split_off(self.cells.len().min(cells.len()))
        };
        let exit = self.walked_back(exit, vals);
        self.report_ignored(f);
        inputs.copy_from_slice(&vals[..self.inputs]);
        super::native_rows_run::scatter(&mut tables, &self.rows, vals, &cells);
        // A cell changed belongs to a field the instance has: only a
        // method its class chooses assigns it.
        for ((x, old), (p, name, ty)) in cells.iter().zip(&before).zip(&self.cells) {
            if x != old
                && let (Some(Value::Instance(inst)), Ok(v)) =
                    (variable(f, *p), crate::eval::call::c_bits_to_value(*x, ty))
            {
                inst.set_attr(name, v);
            }
        }
        for ((x, v), part) in vals[self.inputs..].iter().zip(&self.vars).zip(&self.parts) {
            match part {
                Some(VarSrc::Part(slot, imag)) => {
                    if let Some(v) = f.v.get_mut(*slot as usize) {
                        if let Value::Undef = v {
                            *v = Value::Complex(0.0, 0.0);
                        }
                        if let Value::Complex(re, im) = v {
                            *(if *imag { im } else { re }) = f64::from_bits(*x);
                        }
                    }
                    continue;
                }
                Some(VarSrc::ItemOf(slot, seq)) => {
                    // The sequence is the one the run read: nothing a
                    // kernel runs can rebind a variable holding an object.
                    let item =
                        usize::try_from(*x as i64)
                            .ok()
                            .and_then(|k| match variable(f, *seq)? {
                                Value::List(l) => l.lock().get(k).cloned(),
                                Value::Tuple(t) => t.get(k).cloned(),
                                Value::Str(s) => s.chars().nth(k).map(Value::char_str),
                                _ => None,
                            });
                    if let (Some(item), Some(v)) = (item, f.v.get_mut(*slot as usize)) {
                        *v = item;
                    }
                    continue;
                }
                Some(VarSrc::Char(slot)) => {
                    // Only characters reach the variable (`Lowering::ucs4`).
                    if let (Some(v), Some(c)) = (
                        f.v.get_mut(*slot as usize),
                        u32::try_from(*x).ok().and_then(char::from_u32),
                    ) {
                        *v = Value::char_str(c);
                    }
                    continue;
                }
                Some(VarSrc::Leaf(slot, def, path, ty)) => {
                    if let Some(v) = f.v.get_mut(*slot as usize) {
                        super::native_struct::store_leaf(v, def, path, ty, *x);
                    }
                    continue;
                }
                Some(VarSrc::FieldMut(p, name, ty)) => {
                    // Checked to convert as it was read; a field an
                    // instance has takes its own type's bits.
                    if let (Some(Value::Instance(inst)), Ok(v)) =
                        (variable(f, *p), crate::eval::call::c_bits_to_value(*x, ty))
                    {
                        inst.set_attr(name, v);
                    }
                    continue;
                }
                Some(VarSrc::PtrWalk(place, w)) => {
                    let moved = *x as i64;
                    let slot = match place {
                        Place::Local(s) => f.v.get_mut(*s as usize),
                        Place::Global(s) => f.g.get_mut(*s as usize),
                        Place::Cell(_) => None,
                    };
                    if let Some(slot) = slot
                        && let Value::Ptr(p) = &*slot
                        && moved != 0
                    {
                        *slot = crate::eval::memory::offset_by(p, moved, *w);
                    }
                    continue;
                }
                Some(VarSrc::SubView {
                    view,
                    of,
                    first,
                    fixed,
                }) => {
                    if *x == 0 {
                        continue;
                    }
                    // In range: the kernel checked each index it set.
                    let at = vals.get(*first as usize..*first as usize + usize::from(*fixed));
                    let sub = at.and_then(|at| {
                        let at: Vec<i64> = at.iter().map(|&i| i as i64).collect();
                        super::mvslice::leading_subview(variable(f, *of)?, &at)
                    });
                    if let Some(sub) = sub {
                        let slot = match view {
                            Place::Local(s) => f.v.get_mut(*s as usize),
                            Place::Global(s) => f.g.get_mut(*s as usize),
                            Place::Cell(_) => None,
                        };
                        if let Some(slot) = slot {
                            *slot = sub;
                        }
                    }
                    continue;
                }
                Some(VarSrc::Row(p, t)) => {
                    // A row variable holds its row's instance again.
                    if let (Some(v), Place::Local(s)) =
                        (tables.get(*t).and_then(|r| r.instance(*x)), p)
                        && let Some(slot) = f.v.get_mut(*s as usize)
                    {
                        *slot = v;
                    }
                    continue;
                }
                Some(
                    VarSrc::Field(..)
                    | VarSrc::OptField(..)
                    | VarSrc::Dispatch(..)
                    | VarSrc::Len(_)
                    | VarSrc::Bound(..)
                    | VarSrc::PtrElem(..)
                    | VarSrc::RowStride(_)
                    | VarSrc::RowCount(_)
                    | VarSrc::RowOwner
                    | VarSrc::RowDispatch(..)
                    | VarSrc::SubIndex,
                ) => continue,
                None => {}
            }
            match v.place {
                Place::Local(s) => f.c[s as usize] = *x,
                Place::Global(s) => f.gc[s as usize].store(*x, Relaxed),
                Place::Cell(_) => {}
            }
        }
        Some(match exit {
            Exit::Done | Exit::Refused => Ok(Flow::Normal),
            Exit::Return(bits) => self.returned(f, bits),
            Exit::Interrupted => Err(new_exc("KeyboardInterrupt", "").at(self.span)),
            Exit::Error(site, detail, trace) => {
                let mut e = self.error(f, site, detail, &scratch);
                for c in trace {
                    if let Some((name, span)) = self.calls.get(c as usize) {
                        e = crate::eval::call::traced(e, name, *span);
                    }
                }
                Err(e)
            }
        })
    }

    /// An access error of a walking pointer, its element counted from
    /// where the pointer is as the kernel leaves (written back, moved by
    /// its delta) rather than from where it started.
    fn walked_back(&self, exit: Exit, vals: &[u64]) -> Exit {
        let Exit::Error(site, detail, trace) = exit else {
            return exit;
        };
        let place = match self.sites.get(site as usize) {
            Some((SiteKind::Pointer { arg, .. }, _)) => match self.args.get(*arg) {
                Some(ArgSrc::Ptr(p)) => Some(*p),
                _ => None,
            },
            _ => None,
        };
        let moved = self
            .parts
            .iter()
            .zip(&vals[self.inputs..])
            .find(|(part, _)| matches!(part, Some(VarSrc::PtrWalk(p, _)) if Some(*p) == place))
            .map_or(0, |(_, x)| *x as i64);
        Exit::Error(site, detail.wrapping_sub(moved), trace)
    }

    /// Prints the errors `noexcept` callees ignored during the run, as
    /// their calls in the closures print them.
    fn report_ignored(&self, f: &mut Frame) {
        // Only a call notes an error (`note_ignored`).
        if self.calls.is_empty() {
            return;
        }
        let noted = IGNORED.with(|log| log.try_borrow_mut().map(|mut l| std::mem::take(&mut *l)));
        for (site, call, detail) in noted.unwrap_or_default() {
            let e = self.error(f, site, detail, &[]);
            let name = self.calls.get(call as usize).map_or("?", |c| &*c.0);
            crate::eval::call::print_ignored(f, &self.module, name, &e);
        }
    }

    fn returned(&self, f: &mut Frame, bits: u64) -> Result<Flow, Box<Exc>> {
        match &self.ret {
            Some(RetHow::C) => {
                f.ret_c = bits;
            }
            Some(RetHow::Boxed(t)) => {
                f.ret = crate::eval::call::c_bits_to_value(bits, t).map_err(|e| e.at(self.span))?;
            }
            Some(RetHow::None) | None => {
                f.ret = Value::None;
                f.ret_c = 0;
            }
        }
        Ok(Flow::Return)
    }
}

/// An object variable's value (None for a cell, which no kernel takes).
pub(super) fn variable<'f>(f: &'f Frame, p: Place) -> Option<&'f Value> {
    match p {
        Place::Local(s) => f.v.get(s as usize),
        Place::Global(s) => f.g.get(s as usize),
        Place::Cell(_) => None,
    }
}

impl Region {
    /// Which of methods `ids` the class of the instance at `p` resolves
    /// `name` to, as a C-level call resolves it (`direct.rs`); None for
    /// anything else (not an instance, an override in Python, an
    /// instance attribute of that name).
    /// Whether a field the kernel assigns (in a variable or a cell)
    /// belongs to an instance that another variable's field source reads
    /// too (`a.x += 1` with `b` the same object, `b.x` read): the kernel
    /// holds each source apart, so only the closures see such a write
    /// through the other.
    fn aliased_field_write(&self, f: &Frame) -> bool {
        let source = |part: &Option<VarSrc>| match part {
            Some(
                VarSrc::Field(p, n, _) | VarSrc::FieldMut(p, n, _) | VarSrc::OptField(p, n, _),
            ) => Some((*p, n.clone())),
            _ => None,
        };
        let instance = |p: Place| match variable(f, p) {
            Some(Value::Instance(i)) => Some(Arc::as_ptr(i)),
            _ => None,
        };
        let sources: Vec<(Place, Arc<str>)> = self
            .parts
            .iter()
            .filter_map(source)
            .chain(self.cells.iter().map(|(p, n, _)| (*p, n.clone())))
            .collect();
        let written = self
            .parts
            .iter()
            .filter_map(|part| match part {
                Some(VarSrc::FieldMut(p, n, _)) => Some((*p, n)),
                _ => None,
            })
            .chain(self.cells.iter().map(|(p, n, _)| (*p, n)))
            // A row's cells belong to no variable (`native_rows`).
            .filter(|(p, _)| !matches!(p, Place::Cell(_)));
        for (p, name) in written {
            let Some(me) = instance(p) else {
                return true;
            };
            for (q, other) in &sources {
                if *q != p && other == name && instance(*q) == Some(me) {
                    return true;
                }
            }
        }
        false
    }

    fn dispatch(&self, v: &Value, name: &str, ids: &[FuncId]) -> Option<usize> {
        let code = super::direct::c_level_method(v, name)?;
        ids.iter().position(|&id| {
            self.codes
                .get(id)
                .and_then(|c| c.get())
                .is_some_and(|c| Arc::ptr_eq(c, &code))
        })
    }
}

/// Attribute `name` of the instance variable `p` holds (None when it
/// holds no instance, or one without it: the closures then run, and fail
/// as they should).
pub(super) fn instance_field(f: &Frame, p: Place, name: &str) -> Option<Value> {
    match variable(f, p)? {
        Value::Instance(inst) => inst.get_attr(name),
        _ => None,
    }
}

/// The kernel argument a variable's value gives; None when the kernel
/// cannot take it (None, an unbound name, another dtype, freed memory).
fn native_arg<'v>(v: &'v Value, a: &ArgSrc) -> Option<k::Arg<'v>> {
    match (v, a) {
        (
            Value::MemView(arr, _) | Value::Array(arr),
            ArgSrc::View(_, d) | ArgSrc::Field(_, _, d),
        ) if arr.dtype == *d => Some(k::Arg {
            buf: &arr.buf,
            offset: isize::try_from(arr.offset).ok()?,
            shape: &arr.shape,
            strides: &arr.strides,
            limit: arr.buf.nbytes(),
            readonly: arr.readonly.get(),
        }),
        (Value::Ptr(p), ArgSrc::Ptr(_) | ArgSrc::FieldPtr(..)) => {
            let b = crate::eval::memory::live(p).ok()?;
            Some(k::Arg {
                buf: &b.buf,
                offset: p.offset,
                shape: &[],
                strides: &[],
                limit: b.nbytes,
                readonly: false,
            })
        }
        _ => None,
    }
}
