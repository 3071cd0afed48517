//! Loops run as native kernels (`array::native`): a `for … in range` or
//! `while` loop whose every statement and operand is C-level — C scalar
//! variables, typed view and pointer elements, C arithmetic and math — is
//! lowered to a kernel program, compiled to machine code the first time
//! the loop runs, and run in place of its closures. The closures stay
//! compiled beside it and run whenever the kernel cannot: a view that is
//! None or of another dtype, a pointer into freed memory, a buffer that is
//! mapped or tracked, or a machine without a code generator.
//!
//! The lowering mirrors the closures' semantics operation by operation
//! (`cexpr.rs`, `mview.rs`): the same wrapping, the same Cython floor
//! division and its errors, the same checks in the same order, the same
//! math functions (`eval::cmath`). An error leaves the kernel at its
//! site with the variables as they were, and is raised from here with the
//! interpreter's message and span.

use super::Compiler;
use crate::array::native::{self as k, Exit, Kernel, Kind};
use crate::eval::call::{Es, Flow};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use std::collections::HashMap;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, OnceLock};

/// Whether kernels are used (`ARR_NATIVE=0` turns them off, to compare
/// with the closures).
fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var("ARR_NATIVE").map_or(true, |v| v != "0"))
}

/// Where a buffer argument comes from.
#[derive(Clone)]
enum ArgSrc {
    /// A typed view variable, of this element type.
    View(Place, crate::array::DType),
    /// A pointer or C array variable.
    Ptr(Place),
}

/// What reaching an error site raises.
#[derive(Clone)]
enum SiteKind {
    ZeroDivInt,
    DivOverflow,
    FloatZero(&'static str),
    Bounds(usize),
    Outside,
    /// The pointer argument and element type: the interpreter's own
    /// access is redone to give its error.
    Pointer(usize, crate::array::DType),
    StepZero,
    Assert,
    ComplexPow,
}

/// How a `return` inside the loop hands its value to the function.
#[derive(Clone, PartialEq)]
enum RetHow {
    /// A C function's result bits.
    C,
    /// An object made from a C value of this type.
    Boxed(Ty),
    None,
}

/// A loop lowered to a kernel program, and what running it needs.
pub(super) struct Lowering {
    pub(super) dir: crate::sema::Directives,
    vars: Vec<Var>,
    var_ix: HashMap<Place, u32>,
    temps: Vec<Kind>,
    args: Vec<ArgSrc>,
    arg_kinds: Vec<k::ArgKind>,
    arg_ix: HashMap<Place, u32>,
    sites: Vec<(SiteKind, Span)>,
    ret: Option<RetHow>,
    loops: usize,
}

type Lo<T> = Option<T>;

impl Lowering {
    fn new(dir: crate::sema::Directives) -> Lowering {
        Lowering {
            dir,
            vars: Vec::new(),
            var_ix: HashMap::new(),
            temps: Vec::new(),
            args: Vec::new(),
            arg_kinds: Vec::new(),
            arg_ix: HashMap::new(),
            sites: Vec::new(),
            ret: None,
            loops: 0,
        }
    }

    pub(super) fn kind_of(t: &Ty) -> Lo<Kind> {
        match t {
            Ty::Int(_) | Ty::Bint => Some(Kind::I),
            Ty::Float | Ty::Double => Some(Kind::F),
            _ => None,
        }
    }

    /// The kernel variable of a C variable.
    pub(super) fn var(&mut self, v: &Var) -> Lo<u32> {
        Self::kind_of(&v.ty)?;
        if matches!(v.place, Place::Cell(_)) {
            return None;
        }
        if let Some(&i) = self.var_ix.get(&v.place) {
            return Some(i);
        }
        let i = u32::try_from(self.vars.len()).ok()?;
        self.vars.push(v.clone());
        self.var_ix.insert(v.place, i);
        Some(i)
    }

    /// A fresh kernel-private variable.
    pub(super) fn temp(&mut self, kind: Kind) -> u32 {
        self.temps.push(kind);
        (1 << 20) + self.temps.len() as u32 - 1
    }

    fn site(&mut self, kind: SiteKind, span: Span) -> u32 {
        self.sites.push((kind, span));
        self.sites.len() as u32 - 1
    }

    /// Sites `site + axis` for each axis and `site + ndim`, as a view
    /// access reaches them.
    pub(super) fn view_sites(&mut self, ndim: usize, span: Span) -> u32 {
        let first = self.sites.len() as u32;
        for ax in 0..ndim {
            self.site(SiteKind::Bounds(ax), span);
        }
        self.site(SiteKind::Outside, span);
        first
    }

    /// The buffer argument a view or pointer variable becomes.
    pub(super) fn arg(&mut self, base: &HExpr) -> Lo<(u32, k::ArgKind)> {
        let HKind::Load(v) = &base.kind else {
            return None;
        };
        if matches!(v.place, Place::Cell(_)) {
            return None;
        }
        let (src, kind) = match &base.ty {
            Ty::Memview(t) => (ArgSrc::View(v.place, t.dtype), k::ArgKind::View(t.ndim)),
            Ty::Ptr(Some(_)) | Ty::CArray(..) => (ArgSrc::Ptr(v.place), k::ArgKind::Pointer),
            _ => return None,
        };
        if let Some(&i) = self.arg_ix.get(&v.place) {
            return (self.arg_kinds[i as usize] == kind).then_some((i, kind));
        }
        let i = self.args.len() as u32;
        self.args.push(src);
        self.arg_kinds.push(kind);
        self.arg_ix.insert(v.place, i);
        Some((i, kind))
    }

    pub(super) fn zero_div(&mut self, span: Span) -> u32 {
        self.site(SiteKind::ZeroDivInt, span)
    }

    pub(super) fn div_overflow(&mut self, span: Span) -> u32 {
        self.site(SiteKind::DivOverflow, span)
    }

    pub(super) fn float_zero(&mut self, msg: &'static str, span: Span) -> u32 {
        self.site(SiteKind::FloatZero(msg), span)
    }

    pub(super) fn complex_pow(&mut self, span: Span) -> u32 {
        self.site(SiteKind::ComplexPow, span)
    }

    pub(super) fn pointer_site(&mut self, arg: u32, d: crate::array::DType, span: Span) -> u32 {
        self.site(SiteKind::Pointer(arg as usize, d), span)
    }

    /// The statements of a block.
    fn block(&mut self, body: &[HStmt]) -> Lo<Vec<k::Stmt>> {
        let mut out = Vec::new();
        for s in body {
            self.stmt(s, &mut out)?;
        }
        Some(out)
    }

    fn stmt(&mut self, s: &HStmt, out: &mut Vec<k::Stmt>) -> Lo<()> {
        match &s.kind {
            SKind::Expr(e) => {
                Self::kind_of(&e.ty)?;
                let x = self.any(e)?;
                out.push(k::Stmt::Eval(x));
            }
            SKind::Assign(targets, value) => self.assign(targets, value, out)?,
            SKind::If(c, b, o) => {
                let c = self.int(c)?;
                let b = self.block(b)?;
                let o = self.block(o)?;
                out.push(k::Stmt::If(c, b, o));
            }
            SKind::While(c, b, o) => {
                let c = self.int(c)?;
                self.loops += 1;
                let b = self.block(b);
                self.loops -= 1;
                let o = self.block(o)?;
                out.push(k::Stmt::While(c, b?, o));
            }
            SKind::ForRange {
                var,
                start,
                stop,
                step,
                body,
                orelse,
                par: None,
            } => {
                if !var.ty.is_c_int() {
                    return None;
                }
                let v = self.var(var)?;
                let (start, stop, step) = (self.int(start)?, self.int(stop)?, self.int(step)?);
                let zero_step = self.site(SiteKind::StepZero, s.span);
                self.loops += 1;
                let body = self.block(body);
                self.loops -= 1;
                let orelse = self.block(orelse)?;
                out.push(k::Stmt::For {
                    var: v,
                    start,
                    stop,
                    step,
                    body: body?,
                    orelse,
                    zero_step,
                });
            }
            SKind::Break if self.loops > 0 => out.push(k::Stmt::Break),
            SKind::Continue if self.loops > 0 => out.push(k::Stmt::Continue),
            SKind::Return(v) => {
                let (how, x) = match v {
                    None => (RetHow::None, None),
                    Some(e) if Self::kind_of(&e.ty).is_some() => (RetHow::C, Some(self.any(e)?)),
                    Some(HExpr {
                        kind: HKind::Convert(inner),
                        ty: Ty::Object,
                        ..
                    }) if Self::kind_of(&inner.ty).is_some() => {
                        (RetHow::Boxed(inner.ty.clone()), Some(self.any(inner)?))
                    }
                    Some(_) => return None,
                };
                // One way of returning per loop: the exit carries bits only.
                if self.ret.as_ref().is_some_and(|r| *r != how) {
                    return None;
                }
                self.ret = Some(how);
                out.push(k::Stmt::Return(x));
            }
            SKind::Assert(t, None) => {
                let t = self.int(t)?;
                let site = self.site(SiteKind::Assert, s.span);
                out.push(k::Stmt::Guard(k::Expr::Un(k::Un::NotI, Box::new(t)), site));
            }
            SKind::Block(d, b) => {
                let saved = self.dir;
                if let Some(d) = d {
                    self.dir = *d;
                }
                let b = self.block(b);
                self.dir = saved;
                out.extend(b?);
            }
            _ => return None,
        }
        Some(())
    }

    fn assign(&mut self, targets: &[HTarget], value: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<()> {
        let [t] = targets else { return None };
        match t {
            HTarget::Var(var, _) if var.ty.is_c() && value.ty == var.ty => {
                let x = self.any(value)?;
                let v = self.var(var)?;
                out.push(k::Stmt::Set(v, x));
            }
            HTarget::MvIndex(base, idx, span) if value.ty.is_c() => {
                let Ty::Memview(t) = &base.ty else {
                    return None;
                };
                if t.is_const {
                    return None;
                }
                let x = self.element_value(value, t.dtype)?;
                let a = self.view_access(base, idx, *span)?;
                out.push(k::Stmt::Store(a, x));
            }
            HTarget::PtrIndex(base, i, span) if value.ty.is_c() => {
                let (Ty::Ptr(Some(d)) | Ty::CArray(d, _)) = base.ty else {
                    return None;
                };
                let x = self.element_value(value, d)?;
                let a = self.ptr_access(base, i, *span)?;
                out.push(k::Stmt::Store(a, x));
            }
            // Object stores (which could also change a view or pointer
            // the kernel holds) stay with the closures.
            _ => return None,
        }
        Some(())
    }

    /// A value stored into an element of type `d`, as the closures
    /// compute it: as a double for a float element, else as an integer.
    fn element_value(&mut self, value: &HExpr, d: crate::array::DType) -> Lo<k::Expr> {
        if d.is_float() {
            self.flt(value)
        } else {
            self.int(value)
        }
    }

    /// A C expression of either kind.
    pub(super) fn any(&mut self, e: &HExpr) -> Lo<k::Expr> {
        match Self::kind_of(&e.ty)? {
            Kind::I => self.int(e),
            Kind::F => self.flt(e),
        }
    }

    /// The finished program, numbering temporaries after the variables.
    fn program(&self, body: Vec<k::Stmt>) -> k::Program {
        let mut body = body;
        let base = self.vars.len() as u32;
        renumber(&mut body, base);
        k::Program {
            vars: self
                .vars
                .iter()
                .filter_map(|v| Self::kind_of(&v.ty))
                .collect(),
            temps: self.temps.clone(),
            args: self.arg_kinds.clone(),
            body,
        }
    }
}

/// Temporaries were numbered from `1 << 20`; they follow the variables.
fn renumber(body: &mut [k::Stmt], base: u32) {
    fn fix(v: &mut u32, base: u32) {
        if *v >= 1 << 20 {
            *v = *v - (1 << 20) + base;
        }
    }
    fn expr(e: &mut k::Expr, base: u32) {
        match e {
            k::Expr::Var(v) => fix(v, base),
            k::Expr::I(_) | k::Expr::F(_) | k::Expr::Dim { .. } => {}
            k::Expr::Un(_, a) | k::Expr::Call1(_, a) => expr(a, base),
            k::Expr::Bin(_, a, b)
            | k::Expr::Cmp(_, a, b)
            | k::Expr::Call2(_, a, b)
            | k::Expr::CallI2(_, a, b) => {
                expr(a, base);
                expr(b, base);
            }
            k::Expr::If(c, a, b) => {
                expr(c, base);
                expr(a, base);
                expr(b, base);
            }
            k::Expr::Load(a) => a.index.iter_mut().for_each(|x| expr(x, base)),
            k::Expr::Seq(s, x) => {
                renumber(s, base);
                expr(x, base);
            }
        }
    }
    for s in body {
        match s {
            k::Stmt::Set(v, e) => {
                fix(v, base);
                expr(e, base);
            }
            k::Stmt::Store(a, e) => {
                a.index.iter_mut().for_each(|x| expr(x, base));
                expr(e, base);
            }
            k::Stmt::If(c, a, b) | k::Stmt::While(c, a, b) => {
                expr(c, base);
                renumber(a, base);
                renumber(b, base);
            }
            k::Stmt::For {
                var,
                start,
                stop,
                step,
                body,
                orelse,
                ..
            } => {
                fix(var, base);
                expr(start, base);
                expr(stop, base);
                expr(step, base);
                renumber(body, base);
                renumber(orelse, base);
            }
            k::Stmt::Return(Some(e)) | k::Stmt::Guard(e, _) | k::Stmt::Eval(e) => expr(e, base),
            k::Stmt::Return(None) | k::Stmt::Break | k::Stmt::Continue => {}
        }
    }
}

/// A lowered loop ready to run.
struct Region {
    prog: k::Program,
    kernel: OnceLock<Option<Kernel>>,
    vars: Vec<Var>,
    args: Vec<ArgSrc>,
    sites: Vec<(SiteKind, Span)>,
    ret: Option<RetHow>,
    span: Span,
}

impl Compiler<'_> {
    /// The loop statement `s` as a kernel with `fallback` beside it, when
    /// every part of it lowers.
    pub(super) fn native_loop(&mut self, s: &HStmt) -> Option<Es> {
        if !enabled() {
            return None;
        }
        let mut lo = Lowering::new(self.dir);
        let mut body = Vec::new();
        lo.stmt(s, &mut body)?;
        let region = Arc::new(Region {
            prog: lo.program(body),
            kernel: OnceLock::new(),
            vars: lo.vars.clone(),
            args: lo.args.clone(),
            sites: lo.sites.clone(),
            ret: lo.ret.clone(),
            span: s.span,
        });
        let fallback = self.stmt_closures(s);
        Some(Box::new(move |f| match region.run(f) {
            Some(r) => r,
            None => fallback(f),
        }))
    }
}

/// Arguments resolved for one run: at most this many are held inline.
const MAX_ARGS: usize = 16;

impl Region {
    /// Runs the kernel; None when the closures must run instead (nothing
    /// has happened yet then).
    fn run(&self, f: &mut Frame) -> Option<Result<Flow, Box<Exc>>> {
        let kernel = self
            .kernel
            .get_or_init(|| Kernel::compile(&self.prog).ok())
            .as_ref()?;
        if self.args.len() > MAX_ARGS {
            return None;
        }
        let mut vals = vec![0u64; self.vars.len()];
        for (x, v) in vals.iter_mut().zip(&self.vars) {
            *x = match v.place {
                Place::Local(s) => *f.c.get(s as usize)?,
                Place::Global(s) => f.gc.get(s as usize)?.load(Relaxed),
                Place::Cell(_) => return None,
            };
        }
        let exit = {
            let mut holders: [Option<&Value>; MAX_ARGS] = [None; MAX_ARGS];
            for (h, a) in holders.iter_mut().zip(&self.args) {
                let (ArgSrc::View(p, _) | ArgSrc::Ptr(p)) = a;
                *h = Some(match *p {
                    Place::Local(s) => f.v.get(s as usize)?,
                    Place::Global(s) => f.g.get(s as usize)?,
                    Place::Cell(_) => return None,
                });
            }
            let mut args: Vec<k::Arg> = Vec::with_capacity(self.args.len());
            for (h, a) in holders.iter().zip(&self.args) {
                args.push(native_arg(h.as_ref()?, a)?);
            }
            kernel.run(&mut vals, &args, &f.rt.interrupt)
        };
        if exit == Exit::Refused {
            return None;
        }
        for (x, v) in vals.iter().zip(&self.vars) {
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
            Exit::Error(site, detail) => Err(self.error(f, site, detail)),
        })
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

    /// The exception of error site `site`.
    fn error(&self, f: &Frame, site: u32, detail: i64) -> Box<Exc> {
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
            SiteKind::Pointer(arg, d) => self.pointer_error(f, *arg, *d, detail),
            SiteKind::StepZero => value_error("range() arg 3 must not be zero"),
            SiteKind::Assert => new_exc_args("AssertionError", vec![]),
            SiteKind::ComplexPow => value_error(super::cexpr::COMPLEX_POW),
        };
        e.at(*span)
    }

    /// The interpreter's error for element `i` of pointer argument `arg`.
    fn pointer_error(&self, f: &Frame, arg: usize, d: crate::array::DType, i: i64) -> Box<Exc> {
        let v = match self.args.get(arg) {
            Some(ArgSrc::Ptr(Place::Local(s))) => f.v.get(*s as usize),
            Some(ArgSrc::Ptr(Place::Global(s))) => f.g.get(*s as usize),
            _ => None,
        };
        let r = v
            .ok_or_else(|| new_exc("SystemError", "pointer"))
            .and_then(|v| crate::eval::memory::ptr_of(v).map(|p| (*p).clone()))
            .and_then(|p| crate::eval::memory::load(&p, d, i));
        match r {
            Err(e) => e,
            Ok(_) => new_exc(
                "SystemError",
                "internal error: a native kernel refused a pointer access the interpreter allows",
            ),
        }
    }
}

/// The kernel argument a variable's value gives; None when the kernel
/// cannot take it (None, an unbound name, another dtype, freed memory).
fn native_arg<'v>(v: &'v Value, a: &ArgSrc) -> Option<k::Arg<'v>> {
    match (v, a) {
        (Value::MemView(arr, _) | Value::Array(arr), ArgSrc::View(_, d)) if arr.dtype == *d => {
            Some(k::Arg {
                buf: &arr.buf,
                offset: isize::try_from(arr.offset).ok()?,
                shape: &arr.shape,
                strides: &arr.strides,
                limit: arr.buf.nbytes(),
                readonly: arr.readonly,
            })
        }
        (Value::Ptr(p), ArgSrc::Ptr(_)) => {
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
