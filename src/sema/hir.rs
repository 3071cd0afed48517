//! The resolved, typed tree that sema produces and the evaluator compiles.
//! Every name is a slot, a global id or a builtin id; every expression has a
//! static type; conversions between types are explicit `Convert` nodes.

use super::types::Ty;
use crate::source::Span;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};
use std::sync::Arc;

/// Prefix of an attribute name accessed from inside a cdef class's own
/// methods (C-level access that sees private attributes).
pub const INTERNAL: char = '\u{1}';

/// Where a variable lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// A slot of the current frame (C slots and object slots are numbered
    /// separately; the variable's type says which array).
    Local(u32),
    /// A module-level variable.
    Global(u32),
    /// A frame slot holding a cell shared with nested functions.
    Cell(u32),
}

/// A variable reference: where it is, its type, and its name for messages.
#[derive(Debug, Clone, PartialEq)]
pub struct Var {
    pub place: Place,
    pub ty: Ty,
    pub name: Arc<str>,
}

/// Index of a function in `Program::funcs`.
pub type FuncId = usize;

#[derive(Debug, Clone)]
pub struct HExpr {
    pub kind: HKind,
    pub ty: Ty,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum HArg {
    Pos(HExpr),
    Star(HExpr),
    Kw(Arc<str>, HExpr),
    StarStar(HExpr),
}

#[derive(Debug, Clone)]
pub struct HCompFor {
    pub target: HTarget,
    pub iter: HExpr,
    pub conds: Vec<HExpr>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompKind {
    List,
    Set,
    Gen,
    Dict,
}

#[derive(Debug, Clone)]
pub enum HFPart {
    Lit(Arc<str>),
    Field {
        expr: HExpr,
        conv: Option<char>,
        spec: Vec<HFPart>,
    },
}

#[derive(Debug, Clone)]
pub enum HKind {
    Int(i64),
    /// An int literal beyond 64 bits (a Python int object).
    BigInt(Arc<num_bigint::BigInt>),
    Float(f64),
    /// A complex constant (an imaginary literal, or a number converted
    /// to a C complex at compile time).
    Complex(f64, f64),
    Bool(bool),
    Str(Arc<str>),
    Bytes(Arc<[u8]>),
    NoneLit,
    Ellipsis,
    Load(Var),
    Builtin(usize),
    /// Converts the inner value from its type to this node's type.
    Convert(Box<HExpr>),
    Unary(UnOp, Box<HExpr>),
    /// For C types both operands already have the operation's type, except
    /// `**` and shifts whose right side keeps its own.
    Binary(BinOp, Box<HExpr>, Box<HExpr>),
    /// A comparison chain; for C operands each pair was converted to a
    /// common type.
    Compare(Box<HExpr>, Vec<(CmpOp, HExpr)>),
    And(Box<HExpr>, Box<HExpr>),
    Or(Box<HExpr>, Box<HExpr>),
    IfExp(Box<HExpr>, Box<HExpr>, Box<HExpr>),
    Call(Box<HExpr>, Vec<HArg>),
    /// A direct call of a cdef/cpdef/def function known at compile time,
    /// arguments already matched to parameters and converted.
    CallDirect(FuncId, Vec<HExpr>),
    /// `obj.m(args)` of a cdef/cpdef method on a statically typed cdef
    /// class instance: the receiver first among the arguments, all
    /// matched to the method's parameters and converted as for
    /// `CallDirect`; the name is the C-level one. The method is entered
    /// directly when the receiver's class resolves the name to it, as
    /// Cython's vtable call does; a subclass's override, or a receiver of
    /// another kind, takes the general method call.
    CallVirtual(FuncId, Arc<str>, Vec<HExpr>),
    /// `obj.name(args)` without building a bound method.
    CallMethod(Box<HExpr>, Arc<str>, Vec<HArg>),
    Attr(Box<HExpr>, Arc<str>),
    Subscript(Box<HExpr>, Box<HExpr>),
    Slice(Option<Box<HExpr>>, Option<Box<HExpr>>, Option<Box<HExpr>>),
    Tuple(Vec<HExpr>),
    List(Vec<HExpr>),
    Set(Vec<HExpr>),
    /// Key-value pairs; a `Starred` key is a `**mapping` unpacked in
    /// place (its value is unused).
    Dict(Vec<(HExpr, HExpr)>),
    Starred(Box<HExpr>),
    Comp {
        kind: CompKind,
        elt: Box<HExpr>,
        value: Option<Box<HExpr>>,
        gens: Vec<HCompFor>,
    },
    /// Makes a function object (a `def` or lambda) capturing cells.
    MakeFunc(FuncId),
    /// Makes the dispatcher of a fused function's specialisations.
    MakeFused(Arc<FusedInfo>),
    FString(Vec<HFPart>),
    Walrus(Var, Box<HExpr>),
    /// Raises exception class `.0` with message `.1` when evaluated: a
    /// module member that is missing (Python's AttributeError at run
    /// time) or that arr cannot run yet.
    Fail(&'static str, Arc<str>),
    /// The values stored into C locals in order, then the body's value:
    /// an inlined call's arguments bound to its parameters.
    Let(Vec<(Var, HExpr)>, Box<HExpr>),
    /// `typeof(x)`: the static type's Cython spelling.
    TypeName(Arc<str>),
    /// A C-level builtin on C operands (`sqrt`, `fabs`, `abs`, `min`,
    /// `max`, …), computed in this node's type.
    CBuiltin(&'static str, Vec<HExpr>),
    /// A module object (`import math`).
    Module(Arc<str>),
    /// Element `i` (a `size_t`) of a C++ vector of C numbers (the vector
    /// as held, see `sema::cpp`): the node's type is the element type.
    CppIndex(Box<HExpr>, Box<HExpr>),
    /// An element of a typed memoryview: every axis indexed by an integer
    /// (converted to Py_ssize_t). The node's type is the element type.
    MvIndex(Box<HExpr>, Vec<HExpr>),
    /// `m.shape[k]` / `m.strides[k]` / `m.suboffsets[k]` of a typed view,
    /// as Py_ssize_t.
    MvDim(Box<HExpr>, &'static str, Box<HExpr>),
    /// A struct value from its fields (already converted, in order).
    MakeStruct(std::sync::Arc<super::types::StructDef>, Vec<HExpr>),
    /// Field `k` of a struct value.
    StructField(Box<HExpr>, usize),
    /// `p[i]` of a typed pointer: an element of the pointed-to type.
    PtrIndex(Box<HExpr>, Box<HExpr>),
    /// `p + k` (elements, not bytes).
    PtrAdd(Box<HExpr>, Box<HExpr>),
    /// `&v[i, j]`: a pointer to an element of a typed view's buffer.
    MvAddr(Box<HExpr>, Vec<HExpr>),
    /// The address of a field of element `i` behind a struct pointer:
    /// `i * size + offset` bytes on; typed as a pointer to the field.
    PtrField(Box<HExpr>, Box<HExpr>, usize, usize),
    /// `<T[:n, :m]> p`: a C-contiguous view over a block.
    PtrView(Box<HExpr>, Vec<HExpr>),
    /// `m.shape` etc. of a typed view as a Python object: Cython's
    /// 8-element C array, converted to a list.
    MvDims(Box<HExpr>, &'static str),
}

/// A fused function: its specialisations, the parameter that decides each
/// fused type, and the members each specialisation was made with.
#[derive(Debug, Clone)]
pub struct FusedInfo {
    pub ids: Vec<FuncId>,
    pub keys: Vec<usize>,
    pub members: Vec<Vec<Ty>>,
}

/// The left side of an assignment.
#[derive(Debug, Clone)]
pub enum HTarget {
    Var(Var, Span),
    Attr(HExpr, Arc<str>, Span),
    Index(HExpr, HExpr, Span),
    /// Tuple/list unpacking; `star` is the index of a `*rest` target.
    Unpack(Vec<HTarget>, Option<usize>, Span),
    /// An element of a typed memoryview; the value has the element type.
    MvIndex(HExpr, Vec<HExpr>, Span),
    /// `p[i] = v` through a typed pointer.
    PtrIndex(HExpr, HExpr, Span),
    /// `p[i] = s` through a struct pointer: every field stored.
    StructPtrIndex(HExpr, HExpr, Span),
    /// `s.f = v` (or `s.a.b = v`) on a struct variable: the field at
    /// this path of field numbers.
    StructField(Var, Vec<usize>, Span),
    /// `self.b.hi.x = v` on a struct attribute of a cdef class instance:
    /// the instance, the attribute's name, its current value (typed as
    /// its struct), and the path of field numbers within it.
    AttrStructField(HExpr, Arc<str>, HExpr, Vec<usize>, Span),
}

#[derive(Debug, Clone)]
pub struct HHandler {
    /// Exception classes to match; `None` catches everything.
    pub types: Option<HExpr>,
    pub name: Option<Var>,
    pub body: Vec<HStmt>,
}

#[derive(Debug, Clone)]
pub struct HStmt {
    pub kind: SKind,
    pub span: Span,
}

impl HExpr {
    /// The expressions nested directly in this one, in evaluation order
    /// as written (a comprehension's parts, an f-string's fields).
    pub fn children(&self) -> Vec<&HExpr> {
        use HKind::*;
        fn args(a: &[HArg]) -> Vec<&HExpr> {
            a.iter()
                .map(|a| match a {
                    HArg::Pos(e) | HArg::Star(e) | HArg::Kw(_, e) | HArg::StarStar(e) => e,
                })
                .collect()
        }
        match &self.kind {
            Int(_) | BigInt(_) | Float(_) | Complex(..) | Bool(_) | Str(_) | Bytes(_) | NoneLit
            | Ellipsis | Load(_) | Builtin(_) | MakeFunc(_) | MakeFused(_) | Fail(..)
            | TypeName(_) | Module(_) => Vec::new(),
            Convert(x)
            | Unary(_, x)
            | Attr(x, _)
            | Starred(x)
            | Walrus(_, x)
            | StructField(x, _)
            | MvDims(x, _) => vec![x],
            Binary(_, a, b)
            | And(a, b)
            | Or(a, b)
            | Subscript(a, b)
            | CppIndex(a, b)
            | PtrIndex(a, b)
            | PtrAdd(a, b) => vec![a, b],
            MvDim(a, _, b) => vec![a, b],
            PtrField(a, b, ..) => vec![a, b],
            Compare(a, rest) => std::iter::once(&**a)
                .chain(rest.iter().map(|(_, e)| e))
                .collect(),
            IfExp(a, b, c) => vec![a, b, c],
            Call(f, a) => std::iter::once(&**f).chain(args(a)).collect(),
            CallMethod(o, _, a) => std::iter::once(&**o).chain(args(a)).collect(),
            CallDirect(_, a)
            | CallVirtual(_, _, a)
            | CBuiltin(_, a)
            | Tuple(a)
            | List(a)
            | Set(a)
            | MakeStruct(_, a) => a.iter().collect(),
            MvIndex(x, ix) | MvAddr(x, ix) | PtrView(x, ix) => {
                std::iter::once(&**x).chain(ix.iter()).collect()
            }
            Slice(a, b, c) => [a, b, c].into_iter().flatten().map(|e| &**e).collect(),
            Dict(kv) => kv.iter().flat_map(|(k, v)| [k, v]).collect(),
            Comp {
                elt, value, gens, ..
            } => {
                let mut out: Vec<&HExpr> = Vec::new();
                for g in gens {
                    out.push(&g.iter);
                    out.extend(g.conds.iter());
                }
                out.push(elt);
                out.extend(value.iter().map(|v| &**v));
                out
            }
            FString(parts) => {
                fn fields<'a>(parts: &'a [HFPart], out: &mut Vec<&'a HExpr>) {
                    for p in parts {
                        if let HFPart::Field { expr, spec, .. } = p {
                            out.push(expr);
                            fields(spec, out);
                        }
                    }
                }
                let mut out = Vec::new();
                fields(parts, &mut out);
                out
            }
            Let(binds, body) => binds
                .iter()
                .map(|(_, e)| e)
                .chain(std::iter::once(&**body))
                .collect(),
        }
    }
}

impl HStmt {
    /// The blocks of statements nested directly in this one (bodies,
    /// `else`s, handlers, `finally`).
    pub fn blocks(&self) -> Vec<&[HStmt]> {
        match &self.kind {
            SKind::If(_, a, b) | SKind::While(_, a, b) => vec![a, b],
            SKind::ForRange { body, orelse, .. } | SKind::ForIter { body, orelse, .. } => {
                vec![body, orelse]
            }
            SKind::Block(_, b)
            | SKind::ParallelBlock { body: b, .. }
            | SKind::With { body: b, .. } => {
                vec![b]
            }
            SKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                let mut out: Vec<&[HStmt]> = vec![body];
                out.extend(handlers.iter().map(|h| h.body.as_slice()));
                out.push(orelse);
                out.push(finalbody);
                out
            }
            _ => Vec::new(),
        }
    }
}

#[derive(Debug, Clone)]
pub enum SKind {
    Expr(HExpr),
    /// A REPL's top-level expression statement: shows the value (unless
    /// None, or `false`: a command evaluating silently) and keeps it in
    /// the global object slot of `_`.
    Display(HExpr, u32, bool),
    Assign(Vec<HTarget>, HExpr),
    /// `target op= value` on an object target (C targets are desugared).
    AugAssign(HTarget, BinOp, HExpr),
    If(HExpr, Vec<HStmt>, Vec<HStmt>),
    While(HExpr, Vec<HStmt>, Vec<HStmt>),
    /// `for v in range(start, stop, step)`, all operands of `v`'s integer
    /// type (or objects); `step` is known non-zero when `step_const` holds.
    ForRange {
        var: Var,
        start: HExpr,
        stop: HExpr,
        step: HExpr,
        body: Vec<HStmt>,
        orelse: Vec<HStmt>,
        /// Set for `prange`: how the iterations share variables.
        par: Option<Box<Parallel>>,
    },
    /// `with parallel(num_threads=…):` — the body runs once on each
    /// thread of a team, each on its own copy of every variable.
    ParallelBlock {
        num_threads: Option<HExpr>,
        body: Vec<HStmt>,
    },
    ForIter {
        target: HTarget,
        iter: HExpr,
        body: Vec<HStmt>,
        orelse: Vec<HStmt>,
    },
    Break,
    Continue,
    Return(Option<HExpr>),
    Raise(Option<HExpr>, Option<HExpr>),
    Assert(HExpr, Option<HExpr>),
    Try {
        body: Vec<HStmt>,
        handlers: Vec<HHandler>,
        orelse: Vec<HStmt>,
        finalbody: Vec<HStmt>,
    },
    Del(Vec<HTarget>),
    /// `with mgr as target: body` for a Python context manager.
    With {
        mgr: HExpr,
        target: Option<HTarget>,
        body: Vec<HStmt>,
    },
    /// `targets = yield value` / `yield from value` in a generator: the
    /// sent value (or the delegated generator's return value) is stored
    /// in `targets`.
    Yield {
        value: Option<HExpr>,
        from: bool,
        targets: Vec<HTarget>,
    },
    /// Runs a block, under changed directives when given.
    Block(Option<super::Directives>, Vec<HStmt>),
    /// Makes a class object and stores it.
    Class {
        var: Var,
        name: Arc<str>,
        bases: Vec<HExpr>,
        body: Vec<(Arc<str>, HExpr)>,
        /// Typed attributes of a cdef class.
        fields: Vec<(Arc<str>, Ty)>,
        /// Attributes not declared `public`: name, and whether `readonly`.
        hidden: Vec<(Arc<str>, bool)>,
        /// Array attributes typed as a pointer to their elements (`cdef
        /// P ps[4]`, `cdef double* rows[2]`): the bytes of zeroed storage
        /// each instance gets.
        storage: Vec<(Arc<str>, usize)>,
        /// A `cdef class` (an extension type, named `module.Name`).
        cdef: bool,
        /// The folder module defining it (None: the script).
        module: Option<Arc<str>>,
        /// Attributes of a cpdef enum's type, with its class: Python-level
        /// reads see the member.
        enums: Vec<(Arc<str>, HExpr)>,
        /// Attributes declared with a Python type (`cdef public list xs`,
        /// `cdef Node next`): what every store into them must hold.
        checks: Vec<(Arc<str>, FieldCheck)>,
    },
}

/// The type test Cython makes on a store into an attribute declared with
/// a Python type: None, or exactly the builtin type, or an instance of
/// the extension type (or of a subclass).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldCheck {
    /// `list`, `dict`, …, `numpy.ndarray`.
    Builtin(&'static str),
    /// A cdef class of the module, by name (it may be defined later).
    Class(Arc<str>),
}

/// How a parameter is passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    Positional,
    KwOnly,
    Star,
    StarStar,
}

#[derive(Debug, Clone)]
pub struct HParam {
    pub name: Arc<str>,
    pub var: Var,
    pub kind: ParamKind,
    /// Evaluated when the function is defined (Python's rule).
    pub default: Option<HExpr>,
    pub not_none: bool,
    /// The global slot of the extension type a parameter is declared as
    /// (`Point other`): arguments must be instances of it, or None.
    pub class_slot: Option<u32>,
    /// The builtin Python type a parameter is declared as (`list xs`,
    /// `np.ndarray a`): arguments must be exactly of it, or None.
    pub py_type: Option<&'static str>,
}

/// What a cdef function's `except` clause promises.
#[derive(Debug, Clone, PartialEq)]
pub enum ExceptKind {
    Propagate,
    NoExcept,
}

#[derive(Debug, Clone)]
pub struct HFunc {
    pub name: Arc<str>,
    /// `module.f` or `Class.f`: what tracebacks and `repr` show.
    pub qualname: Arc<str>,
    pub kind: crate::syntax::ast::FuncKind,
    pub params: Vec<HParam>,
    pub ret: Ty,
    pub except: ExceptKind,
    /// Frame layout: how many C slots and object slots.
    pub n_c: u32,
    pub n_v: u32,
    /// Object slots that hold cells created on entry.
    pub cell_slots: Vec<u32>,
    /// For each captured cell of the enclosing function: its slot there and
    /// the slot here.
    pub free: Vec<(Place, u32)>,
    pub body: Vec<HStmt>,
    pub span: Span,
    pub is_lambda: bool,
    /// Methods of Python classes receive `self` and report arity Python's
    /// way.
    pub is_method: bool,
    /// A method of a cdef class taking `self`: Cython's argument-count
    /// errors leave `self` out of the counts.
    pub counts_without_self: bool,
    pub directives: super::Directives,
    /// Declared `nogil` (or `@cython.nogil`): callable, and its body
    /// checked, without the GIL.
    pub nogil: bool,
    /// The folder module defining it (None: the script).
    pub module: Option<Arc<str>>,
    /// The docstring: a string literal as the body's first statement.
    pub doc: Option<Arc<str>>,
    /// A declared Python return type (`cdef list f()`, `def f() -> list`,
    /// `-> int`): the type returned values are checked against (None
    /// passes; numbers convert for `int`), as compiled Cython checks them.
    pub ret_check: Option<&'static str>,
}

/// A whole module after sema.
#[derive(Debug, Clone)]
pub struct Program {
    pub funcs: Vec<HFunc>,
    pub body: Vec<HStmt>,
    /// Module-level frame layout (the module body runs in its own frame).
    pub n_c: u32,
    pub n_v: u32,
    /// Every global: name and type. C globals and object globals are
    /// numbered separately.
    pub globals: Vec<(Arc<str>, Ty, u32)>,
    pub n_gc: u32,
    pub n_gv: u32,
    pub module_name: Arc<str>,
    pub directives: super::Directives,
    /// Uses of arr extensions, as Cython would report them.
    pub extensions: Vec<crate::diag::Diagnostic>,
}

/// How a `prange` loop's iterations are dealt to threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schedule {
    Static,
    Dynamic,
    Guided,
}

/// What sema decided about a `prange` loop (Cython's rules: a variable
/// assigned in the body is lastprivate, one only updated in place is a
/// reduction).
#[derive(Debug, Clone)]
pub struct Parallel {
    /// Combined after the loop with their operator.
    pub reductions: Vec<(Var, BinOp)>,
    /// Each thread's own; the thread that ran the sequentially last
    /// iteration leaves its values.
    pub privates: Vec<Var>,
    pub schedule: Schedule,
    pub chunksize: Option<HExpr>,
    pub num_threads: Option<HExpr>,
    pub use_threads_if: Option<HExpr>,
    /// `nogil=True`: the body runs without the GIL.
    pub nogil: bool,
    /// False when a variable the loop writes cannot be given to each
    /// thread (a closure cell, a variable whose address is taken): the
    /// loop then runs its iterations in order on one thread.
    pub threads_ok: bool,
}
