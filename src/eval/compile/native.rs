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

use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

pub(super) use super::native_scope::{Scope, VarSrc};
pub(super) use super::native_walk::{assigns, counts_up, loops_or_calls, visit_all};

/// Whether kernels are used (`ARR_NATIVE=0` turns them off, to compare
/// with the closures).
pub(super) fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var("ARR_NATIVE").map_or(true, |v| v != "0"))
}

/// With `ARR_NATIVE_LOG=1`, each loop or body that could be a kernel is
/// reported on stderr by its span (byte offsets into the source) and
/// whether it lowered: the way to find the loop that keeps a program in
/// the closures.
pub(super) fn log_region(span: Span, lowered: bool) {
    static ON: OnceLock<bool> = OnceLock::new();
    if *ON.get_or_init(|| std::env::var_os("ARR_NATIVE_LOG").is_some_and(|v| v != "0")) {
        let what = if lowered { "kernel" } else { "closures" };
        eprintln!("arr-native: {}..{}: {what}", span.start, span.end);
    }
}

/// Where a buffer argument comes from.
#[derive(Clone)]
pub(super) enum ArgSrc {
    /// A typed view variable, of this element type.
    View(Place, crate::array::DType),
    /// A pointer or C array variable.
    Ptr(Place),
    /// A C++ vector of C numbers of this element type.
    Vector(Place, Ty),
    /// The items of the list or tuple an object variable holds, each
    /// converted to this C type as the kernel starts: a copy, read as a
    /// vector (nothing a kernel runs can change a list).
    Items(Place, Ty, super::native_items::Conv),
    /// A typed view attribute (`self.data`) of the cdef class instance a
    /// variable holds, of this element type: read once as the kernel
    /// starts. Nothing a kernel runs can rebind an attribute (that is
    /// object code), so the view stays the attribute's for the run.
    Field(Place, Arc<str>, crate::array::DType),
    /// A pointer attribute (`cdef double* data`) of such an instance,
    /// read as the kernel starts as `Field` is.
    FieldPtr(Place, Arc<str>),
    /// The rows of table `Lowering::rows[i]` (`native_rows`).
    Rows(usize),
}

/// What an argument is found by: a variable, or an attribute of one.
#[derive(Clone, PartialEq, Eq, Hash)]
enum ArgKey {
    Var(Place),
    Field(Place, Arc<str>),
    /// A sequence's items, as C values of the type named.
    Items(Place, String),
    Rows(usize),
}

/// What reaching an error site raises.
#[derive(Clone)]
pub(super) enum SiteKind {
    ZeroDivInt,
    DivOverflow,
    FloatZero(&'static str),
    Bounds(usize),
    Outside,
    /// `m[i]` with `i` outside axis `axis` of `m`, made to pass to a
    /// called function (`native_call`).
    SubviewBounds(usize),
    /// The pointer argument and element type: the interpreter's own
    /// access is redone to give its error. A struct field's access
    /// (`field`) is redone as the interpreter reaches one, by byte offset.
    Pointer {
        arg: usize,
        dtype: crate::array::DType,
        field: bool,
    },
    StepZero,
    Assert,
    ComplexPow,
    Recursion,
    /// A struct element's byte offset overflows (`p[j].f` with a huge j).
    PtrOffsetOverflow,
    /// An OverflowError with this message (a C accumulator's result past
    /// its type, `native_mixed`).
    Overflow(Arc<str>),
    /// `v[i]` past the end of vector argument `arg` (the index in the
    /// detail).
    VecIndex(usize),
    /// A vector's push could not have its memory.
    VecMemory,
    /// `xs[i]` past either end of sequence argument `arg`.
    ItemIndex(usize),
    /// A `raise` or a failed assert with a message: `Lowering::raises`'s
    /// entry (`native_raise`).
    Raise(usize),
    /// A field of a row variable holding None (`native_rows`).
    NoneAttr(Arc<str>),
}

/// How a `return` inside the loop hands its value to the function.
#[derive(Clone, PartialEq)]
pub(super) enum RetHow {
    /// A C function's result bits.
    C,
    /// An object made from a C value of this type.
    Boxed(Ty),
    None,
}

/// A called function lowered with its view parameters bound: the
/// function, and per view parameter its kernel argument and how many of
/// its leading axes the caller fixes (`native_call`).
pub(super) type CalleeKey = (FuncId, Vec<(u32, u8)>);

/// A loop (or a function body) lowered to a kernel program, and what
/// running it needs.
pub(super) struct Lowering<'p> {
    pub(super) prog: &'p Program,
    pub(super) dir: crate::sema::Directives,
    pub(super) scope: Scope,
    args: Vec<ArgSrc>,
    arg_kinds: Vec<k::ArgKind>,
    /// Per argument: the axis of a view declared contiguous.
    arg_unit: Vec<Option<u8>>,
    arg_ix: HashMap<ArgKey, u32>,
    sites: Vec<(SiteKind, Span)>,
    /// Called functions, lowered (None while being lowered).
    pub(super) funcs: Vec<Option<k::Func>>,
    /// Each function's number in `funcs` (None: it cannot be lowered),
    /// by the function and the kernel arguments its view parameters are
    /// bound to.
    pub(super) func_ix: HashMap<CalleeKey, Option<u32>>,
    /// Each call's callee name and span, for tracebacks.
    pub(super) calls: Vec<(Arc<str>, Span)>,
    /// Methods lowered for calls through a vtable (None: it cannot be),
    /// by the method and the kernel arguments its view parameters are
    /// bound to.
    pub(super) methods: HashMap<(FuncId, Vec<u32>), Option<super::native_method::Method>>,
    /// What the method being lowered takes from its receiver.
    pub(super) needs_of_callee: Vec<super::native_method::Need>,
    /// Scratch cells a returned struct passes through (`native_struct`).
    pub(super) scratch: usize,
    /// The raises the kernel may leave through (`SiteKind::Raise`).
    pub(super) raises: Vec<super::native_raise::RaiseSite>,
    /// Whether a `noexcept` call may ignore an error.
    pub(super) ignores: bool,
    /// Tables of instance fields, and the variables holding their rows
    /// (`native_rows`).
    pub(super) rows: Vec<super::native_rows::RowTable>,
    pub(super) handles: HashMap<Place, super::native_rows::Handle>,
    /// Per cell a method called on a row takes a field in: its call
    /// site's owner variable, the cell and the field's name; and each
    /// owner variable with its table.
    pub(super) row_cell_of: Vec<(u32, u32, Arc<str>)>,
    pub(super) row_owners: Vec<(u32, usize)>,
    /// Item arguments a `lst.append(x)` pushes onto (`native_append`).
    pub(super) appended: Vec<u32>,
    /// Item arguments the loops being lowered walk.
    pub(super) iterating: Vec<u32>,
}

type Lo<T> = Option<T>;

impl<'p> Lowering<'p> {
    pub(super) fn new(prog: &'p Program, dir: crate::sema::Directives) -> Lowering<'p> {
        Lowering {
            prog,
            dir,
            scope: Scope::default(),
            args: Vec::new(),
            arg_kinds: Vec::new(),
            arg_unit: Vec::new(),
            arg_ix: HashMap::new(),
            sites: Vec::new(),
            funcs: Vec::new(),
            func_ix: HashMap::new(),
            calls: Vec::new(),
            methods: HashMap::new(),
            needs_of_callee: Vec::new(),
            scratch: 0,
            raises: Vec::new(),
            ignores: false,
            rows: Vec::new(),
            handles: HashMap::new(),
            row_cell_of: Vec::new(),
            row_owners: Vec::new(),
            appended: Vec::new(),
            iterating: Vec::new(),
        }
    }

    pub(super) fn kind_of(t: &Ty) -> Lo<Kind> {
        match t {
            Ty::Int(_) | Ty::Bint => Some(Kind::I),
            Ty::Float | Ty::Double => Some(Kind::F),
            _ => None,
        }
    }

    pub(super) fn args(&self) -> &[ArgSrc] {
        &self.args
    }

    pub(super) fn sites(&self) -> &[(SiteKind, Span)] {
        &self.sites
    }

    /// The kernel variable of a C local (globals are read and written
    /// where they are: `load` and `set`).
    pub(super) fn var(&mut self, v: &Var) -> Lo<u32> {
        Self::kind_of(&v.ty)?;
        if !matches!(v.place, Place::Local(_)) {
            return None;
        }
        if let Some(&i) = self.scope.var_ix.get(&v.place) {
            return Some(i);
        }
        let i = self.scope.push_var(v.clone(), None)?;
        self.scope.var_ix.insert(v.place, i);
        Some(i)
    }

    /// The value of a C variable.
    pub(super) fn load(&mut self, v: &Var) -> Lo<k::Expr> {
        match v.place {
            Place::Global(g) => Some(k::Expr::Global(g, Self::kind_of(&v.ty)?)),
            _ => Some(k::Expr::Var(self.var(v)?)),
        }
    }

    /// `v = x` for a C variable (a `Py_UCS4` one: `x` a code point).
    pub(super) fn set(&mut self, v: &Var, x: k::Expr) -> Lo<k::Stmt> {
        if v.ty == Ty::Ucs4 {
            return Some(k::Stmt::Set(self.uvar(v)?, x));
        }
        match v.place {
            Place::Global(g) => {
                Self::kind_of(&v.ty)?;
                Some(k::Stmt::SetGlobal(g, x))
            }
            _ => Some(k::Stmt::Set(self.var(v)?, x)),
        }
    }

    /// A fresh variable private to the function being lowered.
    pub(super) fn temp(&mut self, kind: Kind) -> u32 {
        self.scope.temps.push(kind);
        (1 << 20) + self.scope.temps.len() as u32 - 1
    }

    pub(super) fn site(&mut self, kind: SiteKind, span: Span) -> u32 {
        self.scope.can_raise = true;
        self.sites.push((kind, span));
        self.sites.len() as u32 - 1
    }

    pub(super) fn recursion_site(&mut self, span: Span) -> u32 {
        self.site(SiteKind::Recursion, span)
    }

    /// The kernel argument a typed view is read through, with the kernel
    /// variables holding the leading indices of the sub-view a called
    /// function's parameter is bound to (none for a whole view), and the
    /// view's own number of axes.
    pub(super) fn view_ref(&mut self, base: &HExpr) -> Lo<(u32, Vec<u32>, u8)> {
        let Ty::Memview(t) = &base.ty else {
            return None;
        };
        if let HKind::Load(v) = &base.kind
            && let Some(local) = self.local_view(v.place)
        {
            let (buf, at) = local?;
            return Some((buf, at, t.ndim));
        }
        if let HKind::Load(v) = &base.kind
            && self.scope.in_callee()
            && let Some(at) = self.scope.prefix.get(&v.place)
        {
            let buf = *self.scope.bound.get(&v.place)?;
            let full = usize::from(t.ndim) + at.len();
            return match self.arg_kinds.get(buf as usize)? {
                k::ArgKind::View(n) if usize::from(*n) == full => Some((buf, at.clone(), t.ndim)),
                _ => None,
            };
        }
        match self.arg(base)? {
            (buf, k::ArgKind::View(n)) if n == t.ndim => Some((buf, Vec::new(), n)),
            _ => None,
        }
    }

    /// Sites `site + axis` for each axis and `site + ndim`, as a view
    /// access reaches them, for an access through a view fixing `fixed`
    /// leading axes of its argument: those first (checked by the caller,
    /// never reached), then the view's own `ndim` axes, numbered as the
    /// view numbers them.
    pub(super) fn sub_view_sites(&mut self, fixed: usize, ndim: usize, span: Span) -> u32 {
        let first = self.sites.len() as u32;
        for _ in 0..fixed {
            self.site(SiteKind::Bounds(0), span);
        }
        for ax in 0..ndim {
            self.site(SiteKind::Bounds(ax), span);
        }
        self.site(SiteKind::Outside, span);
        first
    }

    /// The buffer argument a view or pointer variable becomes (in a
    /// called function, only a view parameter bound to one).
    pub(super) fn arg(&mut self, base: &HExpr) -> Lo<(u32, k::ArgKind)> {
        if self.scope.callee.is_some() {
            let i = match &base.kind {
                // A sub-view is reached only through `view_ref`.
                HKind::Load(v) if self.scope.prefix.contains_key(&v.place) => return None,
                HKind::Load(v) => *self.scope.bound.get(&v.place)?,
                HKind::Attr(obj, name) if matches!(base.ty, Ty::Memview(_)) => {
                    let HKind::Load(o) = &obj.kind else {
                        return None;
                    };
                    if self.scope.self_place != Some(o.place) {
                        return None;
                    }
                    *self.scope.self_views.get(name.strip_prefix(INTERNAL)?)?
                }
                _ => return None,
            };
            return Some((i, *self.arg_kinds.get(i as usize)?));
        }
        let v = match &base.kind {
            // A local view is reached only through `view_ref`.
            HKind::Load(v) if self.scope.local_views.contains_key(&v.place) => return None,
            HKind::Load(v) => v,
            // `obj.attr` of a pointer attribute, read at C level.
            HKind::Convert(inner)
                if inner.ty == Ty::Object
                    && matches!(base.ty, Ty::Ptr(Some(_)) | Ty::StructPtr(_)) =>
            {
                let (place, name) = self.frame_field(inner)?;
                let key = ArgKey::Field(place, name.clone());
                return self.add_arg(
                    key,
                    ArgSrc::FieldPtr(place, name),
                    k::ArgKind::Pointer,
                    &base.ty,
                );
            }
            // `obj.attr` of a typed view attribute, read at C level.
            HKind::Attr(..) if let Ty::Memview(t) = &base.ty => {
                let (place, name) = self.frame_field(base)?;
                let key = ArgKey::Field(place, name.clone());
                let src = ArgSrc::Field(place, name, t.dtype);
                return self.add_arg(key, src, k::ArgKind::View(t.ndim), &base.ty);
            }
            _ => return None,
        };
        if matches!(v.place, Place::Cell(_)) {
            return None;
        }
        let (src, kind) = match &base.ty {
            Ty::Memview(t) => (ArgSrc::View(v.place, t.dtype), k::ArgKind::View(t.ndim)),
            // A struct pointer (or array of structs) is reached field by
            // field (`ptr_access`).
            Ty::Ptr(Some(_)) | Ty::CArray(..) | Ty::StructPtr(_) => {
                (ArgSrc::Ptr(v.place), k::ArgKind::Pointer)
            }
            Ty::Cpp(c)
                if c.seq_elem().is_some_and(crate::eval::cvec::CVec::holds)
                    && matches!(**c, crate::sema::types::CppTy::Vector(_)) =>
            {
                (
                    ArgSrc::Vector(v.place, c.seq_elem()?.clone()),
                    k::ArgKind::Vector,
                )
            }
            _ => return None,
        };
        self.add_arg(ArgKey::Var(v.place), src, kind, &base.ty)
    }

    /// The vector argument of table `table`'s rows.
    pub(super) fn rows_arg(&mut self, table: usize) -> Lo<u32> {
        let key = ArgKey::Rows(table);
        let (i, _) = self.add_arg(key, ArgSrc::Rows(table), k::ArgKind::Vector, &Ty::Object)?;
        Some(i)
    }

    /// Whether an argument is read from the variable at `place` (its
    /// value or an attribute of it).
    pub(super) fn uses_arg_of(&self, place: Place) -> bool {
        self.arg_ix.keys().any(|k| match k {
            ArgKey::Var(p) | ArgKey::Field(p, _) | ArgKey::Items(p, _) => *p == place,
            ArgKey::Rows(_) => false,
        })
    }

    /// The vector argument of the items of the sequence the object
    /// variable at `place` holds, as C values of type `ty`, and the
    /// element type it is read as (the bits of an integer or a double).
    pub(super) fn items_arg(&mut self, place: Place, ty: &Ty) -> Lo<(u32, crate::array::DType)> {
        self.items_arg_as(place, ty, super::native_items::Conv::C)
    }

    /// `items_arg`, the items converted as `conv` says.
    pub(super) fn items_arg_as(
        &mut self,
        place: Place,
        ty: &Ty,
        conv: super::native_items::Conv,
    ) -> Lo<(u32, crate::array::DType)> {
        if self.scope.callee.is_some() || matches!(place, Place::Cell(_)) {
            return None;
        }
        let dtype = match ty {
            Ty::Ucs4 => crate::array::DType::I64,
            _ => match Self::kind_of(ty)? {
                Kind::I => crate::array::DType::I64,
                Kind::F => crate::array::DType::F64,
            },
        };
        let key = ArgKey::Items(place, format!("{} {conv:?}", ty.name()));
        let src = ArgSrc::Items(place, ty.clone(), conv);
        let (i, _) = self.add_arg(key, src, k::ArgKind::Vector, ty)?;
        Some((i, dtype))
    }

    /// Argument `key` (new: of `src`, `kind`, declared `ty`); None when
    /// it is already an argument of another kind.
    fn add_arg(
        &mut self,
        key: ArgKey,
        src: ArgSrc,
        kind: k::ArgKind,
        ty: &Ty,
    ) -> Lo<(u32, k::ArgKind)> {
        if let Some(&i) = self.arg_ix.get(&key) {
            return (self.arg_kinds[i as usize] == kind).then_some((i, kind));
        }
        let i = self.args.len() as u32;
        self.args.push(src);
        self.arg_kinds.push(kind);
        self.arg_unit.push(match ty {
            Ty::Memview(t) => match t.contig {
                crate::sema::types::Contig::C => Some(t.ndim.saturating_sub(1)),
                crate::sema::types::Contig::F => Some(0),
                crate::sema::types::Contig::Strided => None,
            },
            _ => None,
        });
        self.arg_ix.insert(key, i);
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

    pub(super) fn pointer_site(
        &mut self,
        arg: u32,
        dtype: crate::array::DType,
        field: bool,
        span: Span,
    ) -> u32 {
        let arg = arg as usize;
        self.site(SiteKind::Pointer { arg, dtype, field }, span)
    }

    /// The statements of a block.
    pub(super) fn block(&mut self, body: &[HStmt]) -> Lo<Vec<k::Stmt>> {
        self.nested_block(body)
    }

    pub(super) fn stmt(&mut self, s: &HStmt, out: &mut Vec<k::Stmt>) -> Lo<()> {
        match &s.kind {
            // A call of a void function, for its effect.
            SKind::Expr(
                e @ HExpr {
                    kind: HKind::CallDirect(..),
                    ty: Ty::Void,
                    ..
                },
            ) => {
                let HKind::CallDirect(id, args) = &e.kind else {
                    return None;
                };
                let (x, _) = self.call(*id, args, e.span)?;
                out.push(k::Stmt::Eval(x));
            }
            // A void method call, for its effect.
            SKind::Expr(
                e @ HExpr {
                    kind: HKind::CallVirtual(..),
                    ty: Ty::Void,
                    ..
                },
            ) => {
                let HKind::CallVirtual(id, name, args) = &e.kind else {
                    return None;
                };
                let (x, _) = self.virtual_call(*id, name, args, e.span)?;
                out.push(k::Stmt::Eval(x));
            }
            SKind::Expr(e) if let Some(st) = self.vec_stmt(e, s.span) => out.push(st?),
            SKind::Expr(e) if let Some(st) = self.append_stmt(e, s.span) => out.push(st?),
            SKind::Expr(e) if e.ty.is_pointer() => out.push(self.step_statement(e)?),
            SKind::Expr(e) => {
                Self::kind_of(&e.ty)?;
                let x = self.any(e)?;
                out.push(k::Stmt::Eval(x));
            }
            SKind::Assign(targets, value) => self.assign(targets, value, out)?,
            SKind::AugAssign(HTarget::Var(v, _), op, rhs) => {
                self.aug_item(v, *op, rhs, s.span, out)?
            }
            SKind::If(c, b, o) => {
                let c = self.int(c)?;
                let b = self.block(b)?;
                let o = self.block(o)?;
                out.push(k::Stmt::If(c, b, o));
            }
            SKind::While(c, b, o) => {
                let c = self.int(c)?;
                self.scope.can_raise = true;
                self.scope.loops += 1;
                let b = self.block(b);
                self.scope.loops -= 1;
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
                // A global index is a kernel variable set into the global
                // at the start of each iteration.
                let (v, into_global) = match var.place {
                    Place::Global(_) => {
                        let t = self.temp(Kind::I);
                        (t, Some(self.set(var, k::Expr::Var(t))?))
                    }
                    _ => (self.var(var)?, None),
                };
                let up = counts_up(start, step) && !assigns(body, var);
                let (start, stop, step) = (self.int(start)?, self.int(stop)?, self.int(step)?);
                let zero_step = self.site(SiteKind::StepZero, s.span);
                self.scope.loops += 1;
                if up {
                    self.scope.nonneg.push(var.place);
                }
                let body = self.block(body);
                if up {
                    self.scope.nonneg.pop();
                }
                self.scope.loops -= 1;
                let orelse = self.block(orelse)?;
                let body = into_global.into_iter().chain(body?).collect();
                out.push(k::Stmt::For {
                    var: v,
                    start,
                    stop,
                    step,
                    body,
                    orelse,
                    zero_step,
                });
            }
            SKind::ForIter {
                target,
                iter,
                body,
                orelse,
            } => match self.row_loop((target, iter), (body, orelse), s.span, out) {
                Some(done) => done?,
                None => self.for_view((target, iter), (body, orelse), s.span, out)?,
            },
            SKind::Break if self.scope.loops == 1 && self.scope.broke.is_some() => {
                if let Some(flag) = self.scope.broke {
                    out.push(k::Stmt::Set(flag, k::Expr::I(1)));
                }
                out.push(k::Stmt::Break);
            }
            SKind::Break if self.scope.loops > 0 => out.push(k::Stmt::Break),
            SKind::Continue if self.scope.loops > 0 => out.push(k::Stmt::Continue),
            SKind::Return(Some(e)) if matches!(&self.scope.callee, Some(t @ Ty::Struct(_)) if e.ty == *t) =>
            {
                self.return_struct(e, out)?;
            }
            SKind::Return(Some(e)) if matches!(&self.scope.callee, Some(t @ Ty::Ctuple(_)) if e.ty == *t) =>
            {
                self.return_ctuple(e, out)?;
            }
            SKind::Return(v) if self.scope.callee.is_some() => {
                let x = match (v, &self.scope.callee) {
                    (None, _) => None,
                    (Some(e), Some(t)) if e.ty == *t => Some(self.any(e)?),
                    _ => return None,
                };
                out.push(k::Stmt::Return(x));
            }
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
                    // `return False`, `return 0`, `return None` from a
                    // function returning an object.
                    Some(HExpr {
                        kind: HKind::Bool(b),
                        ty: Ty::Object,
                        ..
                    }) => (RetHow::Boxed(Ty::Bint), Some(k::Expr::I(i64::from(*b)))),
                    Some(HExpr {
                        kind: HKind::Int(i),
                        ty: Ty::Object,
                        ..
                    }) => (
                        RetHow::Boxed(Ty::Int(crate::sema::types::CInt::LongLong)),
                        Some(k::Expr::I(*i)),
                    ),
                    Some(HExpr {
                        kind: HKind::NoneLit,
                        ..
                    }) => (RetHow::None, None),
                    Some(_) => return None,
                };
                // One way of returning per loop: the exit carries bits only.
                if self.scope.ret.as_ref().is_some_and(|r| *r != how) {
                    return None;
                }
                self.scope.ret = Some(how);
                out.push(k::Stmt::Return(x));
            }
            SKind::Assert(t, None) => {
                let t = self.int(t)?;
                let site = self.site(SiteKind::Assert, s.span);
                out.push(k::Stmt::Guard(k::Expr::Un(k::Un::NotI, Box::new(t)), site));
            }
            SKind::Assert(t, Some(m)) => self.assert_with(t, m, s.span, out)?,
            SKind::Raise(Some(e), None) => self.raise(e, s.span, out)?,
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
        if let HTarget::Var(var, span) = t
            && let Some(done) = self.row_assign(var, value, *span, out)
        {
            return done;
        }
        match t {
            HTarget::Var(var, _) if let Ty::Memview(mt) = &var.ty => {
                self.assign_local_view(var, mt, value, out)?
            }
            HTarget::Var(var, _) if self.is_walker(var) => {
                out.push(self.step_pointer(var, value)?);
            }
            HTarget::Var(var, _) if var.ty.is_c() && value.ty == var.ty => {
                let x = self.any(value)?;
                out.push(self.set(var, x)?);
            }
            HTarget::Var(var, _) if var.ty.is_complex() && value.ty == var.ty => {
                self.set_complex(var, value, out)?;
            }
            HTarget::Var(var, _) if var.ty == Ty::Ucs4 && value.ty == var.ty => {
                let x = self.ucs4(value)?;
                out.push(self.set(var, x)?);
            }
            HTarget::Var(var, _) if matches!(var.ty, Ty::Struct(_)) && value.ty == var.ty => {
                self.set_struct(var, value, out)?;
            }
            HTarget::Unpack(items, None, _) => self.unpack_ctuple(items, value, out)?,
            HTarget::StructField(var, path, _) => self.set_struct_field(var, path, value, out)?,
            HTarget::StructPtrIndex(base, i, span) => {
                self.store_struct_at(base, i, value, *span, out)?
            }
            // `self.x += e` binds `e` first (sema's augmented assignment).
            HTarget::Attr(obj, name, span) if let HKind::Let(binds, body) = &value.kind => {
                out.extend(self.lets(binds)?);
                self.assign_field(obj, name, body, *span, out)?
            }
            HTarget::Attr(obj, name, span) => self.assign_field(obj, name, value, *span, out)?,
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
            HTarget::MvIndex(_, _, span) | HTarget::PtrIndex(_, _, span)
                if value.ty.is_complex() =>
            {
                let (re, im) = self.cplx(value, out)?;
                let a = match t {
                    HTarget::MvIndex(base, idx, _) => match &base.ty {
                        Ty::Memview(m) if !m.is_const => self.view_access(base, idx, *span)?,
                        _ => return None,
                    },
                    HTarget::PtrIndex(base, i, _) => self.ptr_access(base, i, *span)?,
                    _ => return None,
                };
                let (re_at, im_at) = super::native_cplx::part_accesses(a)?;
                out.push(k::Stmt::Store(re_at, re));
                out.push(k::Stmt::Store(im_at, im));
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
    pub(super) fn program(&mut self, body: Vec<k::Stmt>) -> Lo<k::Program> {
        let mut body = body;
        let base = self.scope.inputs + self.scope.vars.len() as u32;
        renumber(&mut body, base);
        let fields = self.scope.cells.len();
        Self::place_scratch(&mut body, fields);
        for f in self.funcs.iter_mut().flatten() {
            Self::place_scratch(&mut f.body, fields);
        }
        let inputs = (0..self.scope.inputs).map(|_| Kind::I);
        Some(k::Program {
            vars: inputs
                .chain(self.scope.vars.iter().filter_map(|v| Self::kind_of(&v.ty)))
                .collect(),
            temps: self.scope.temps.clone(),
            args: self.arg_kinds.clone(),
            unit: self.arg_unit.clone(),
            body,
            funcs: std::mem::take(&mut self.funcs)
                .into_iter()
                .collect::<Lo<Vec<_>>>()?,
            cells: fields + self.scratch,
        })
    }
}

/// Temporaries were numbered from `1 << 20`; they follow the variables.
pub(super) fn renumber(body: &mut [k::Stmt], base: u32) {
    let fix = move |v: &mut u32| {
        if *v >= 1 << 20 {
            *v = *v - (1 << 20) + base;
        }
    };
    k::rewrite(
        body,
        &mut |s| {
            if let k::Stmt::Set(v, _) | k::Stmt::For { var: v, .. } = s {
                fix(v);
            }
        },
        &mut |e| match e {
            k::Expr::Var(v) => fix(v),
            k::Expr::Call {
                ignore: Some((site, detail)),
                ..
            } => {
                fix(site);
                fix(detail);
            }
            _ => {}
        },
    );
}
