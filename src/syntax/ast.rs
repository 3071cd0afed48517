//! The abstract syntax tree: plain data, a byte span on every node.

use crate::source::Span;

/// An identifier with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    MatMul,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::MatMul => "@",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Pos,
    Invert,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Is,
    IsNot,
    In,
    NotIn,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        }
    }
}

/// One argument at a call site.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Pos(Expr),
    Star(Expr),
    Kw(Ident, Expr),
    StarStar(Expr),
}

/// `for target in iter if cond…` inside a comprehension.
#[derive(Debug, Clone, PartialEq)]
pub struct CompFor {
    pub target: Expr,
    pub iter: Expr,
    pub conds: Vec<Expr>,
}

/// A piece of an f-string.
#[derive(Debug, Clone, PartialEq)]
pub enum FPart {
    Lit(String),
    Field {
        expr: Expr,
        conv: Option<char>,
        spec: Vec<FPart>,
        debug_text: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    Name(String),
    Int(u128),
    Float(f64),
    /// An imaginary literal: its imaginary part.
    Imag(f64),
    Str(String),
    Bytes(Vec<u8>),
    FString(Vec<FPart>),
    Bool(bool),
    NoneLit,
    Ellipsis,
    Tuple(Vec<Expr>),
    List(Vec<Expr>),
    Set(Vec<Expr>),
    /// Key-value pairs; a `Starred` key is a `**mapping` unpacked in
    /// place (its value is unused).
    Dict(Vec<(Expr, Expr)>),
    ListComp(Box<Expr>, Vec<CompFor>),
    SetComp(Box<Expr>, Vec<CompFor>),
    GenExp(Box<Expr>, Vec<CompFor>),
    DictComp(Box<Expr>, Box<Expr>, Vec<CompFor>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    IfExp {
        cond: Box<Expr>,
        then: Box<Expr>,
        orelse: Box<Expr>,
    },
    Lambda(Box<Params>, Box<Expr>),
    Call(Box<Expr>, Vec<Arg>),
    Attr(Box<Expr>, Ident),
    /// `value[index]`; a tuple index is a `Tuple`, slices are `Slice`.
    Subscript(Box<Expr>, Box<Expr>),
    Slice(Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    Starred(Box<Expr>),
    /// `<T>x`, or `<T?>x` when `checked`.
    Cast {
        ty: Box<TypeExpr>,
        checked: bool,
        expr: Box<Expr>,
    },
    AddrOf(Box<Expr>),
    Sizeof(Box<TypeExpr>),
    /// `sizeof(e)` of an expression that does not read as a type
    /// (`sizeof(ps[i].x)`): the size of its static type, unevaluated.
    SizeofExpr(Box<Expr>),
    /// `name := value`.
    Walrus(Ident, Box<Expr>),
    /// `yield x` / `yield from x` (`true`): a generator's suspension
    /// point, written as a statement or as an assignment's value.
    Yield(Option<Box<Expr>>, bool),
}

/// A C or Python type as written in a declaration.
#[derive(Debug, Clone, PartialEq)]
pub struct TypeExpr {
    pub kind: TypeKind,
    pub span: Span,
}

/// One axis of a memoryview type: `:`, `::1`, `::contiguous`, …
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    /// `::1`: this axis is the contiguous one.
    pub contiguous: bool,
    /// `:n` in a cast `<double[:n, :m]> p`: the extent of this axis.
    pub stop: Option<Box<Expr>>,
    /// Text after `::` when it is not `1` (kept for diagnostics).
    pub spec: Option<String>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TypeKind {
    /// A named type: `int`, `unsigned long long`, `np.float64_t`, `object`,
    /// a struct or ctypedef name.
    Named(String),
    Pointer(Box<TypeExpr>),
    /// `T[:, ::1]`.
    Memoryview {
        elem: Box<TypeExpr>,
        axes: Vec<Axis>,
        is_const: bool,
    },
    /// `T[n]` fixed C array (from a declarator).
    Array(Box<TypeExpr>, Option<Box<Expr>>),
    Ctuple(Vec<TypeExpr>),
    /// NumPy's buffer syntax `np.ndarray[DTYPE_t, ndim=2, mode="c"]`: the
    /// base (`np.ndarray`), the element type and the options.
    Buffer {
        base: Box<TypeExpr>,
        elem: Box<TypeExpr>,
        opts: Vec<(Ident, Expr)>,
    },
    /// `R (*)(A, B)`.
    FuncPtr(Box<TypeExpr>, Vec<TypeExpr>),
    Const(Box<TypeExpr>),
    /// A C++ template instance whose arguments are not all expressions
    /// (`map[int, double]`, `vector[unsigned int]`); a one-argument
    /// `vector[int]` parses as `Array`, and sema tells them apart.
    Template(Box<TypeExpr>, Vec<TypeExpr>),
    /// A member type of a template instance: `vector[int].iterator`.
    Member(Box<TypeExpr>, String),
    /// A C++ reference parameter's type: `vector[int]& v`.
    Ref(Box<TypeExpr>),
}

/// One parameter of a def/cdef/lambda.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub name: Ident,
    pub ty: Option<TypeExpr>,
    pub default: Option<Expr>,
    pub not_none: bool,
    /// Typed by an annotation (`x: list`), which compiled Cython reads as
    /// refusing None unless the default is None.
    pub annotated: bool,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Params {
    pub positional: Vec<Param>,
    pub star: Option<Param>,
    pub kwonly: Vec<Param>,
    pub starstar: Option<Param>,
    /// A bare `*` was written: keyword-only parameters follow it.
    pub bare_star: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FuncKind {
    Def,
    Cdef,
    Cpdef,
}

/// `except -1`, `except? -1`, `except *`, `noexcept`.
#[derive(Debug, Clone, PartialEq)]
pub enum ExceptSpec {
    Default,
    Value(Expr),
    MaybeValue(Expr),
    Star,
    NoExcept,
}

#[derive(Debug, Clone, PartialEq)]
pub struct FuncDef {
    pub kind: FuncKind,
    pub name: Ident,
    pub params: Params,
    pub ret: Option<TypeExpr>,
    pub except: ExceptSpec,
    pub nogil: bool,
    pub inline: bool,
    pub decorators: Vec<Expr>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

/// One name in a `cdef` declaration: `x`, `x = 1`, `a[10]`, `*p`.
#[derive(Debug, Clone, PartialEq)]
pub struct Declarator {
    pub name: Ident,
    pub ty: TypeExpr,
    pub value: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Handler {
    pub types: Option<Expr>,
    pub name: Option<Ident>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ImportName {
    pub path: Vec<Ident>,
    pub alias: Option<Ident>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    Private,
    Public,
    Readonly,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    Expr(Expr),
    Assign(Vec<Expr>, Expr),
    AugAssign(Expr, BinOp, Expr),
    /// `x: T = v` (annotation typing).
    AnnAssign(Expr, Expr, Option<Expr>),
    CDecl {
        vis: Visibility,
        decls: Vec<Declarator>,
    },
    Func(Box<FuncDef>),
    Class {
        name: Ident,
        bases: Vec<Expr>,
        body: Vec<Stmt>,
        decorators: Vec<Expr>,
        cdef: bool,
    },
    Struct {
        name: Ident,
        fields: Vec<Declarator>,
        union: bool,
        packed: bool,
        typedef: bool,
    },
    Enum {
        name: Option<Ident>,
        members: Vec<(Ident, Option<Expr>)>,
        cpdef: bool,
    },
    CTypedef {
        ty: TypeExpr,
        name: Ident,
    },
    Fused {
        name: Ident,
        types: Vec<TypeExpr>,
    },
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    While(Expr, Vec<Stmt>, Vec<Stmt>),
    For(Expr, Expr, Vec<Stmt>, Vec<Stmt>),
    Break,
    Continue,
    Pass,
    Return(Option<Expr>),
    Raise(Option<Expr>, Option<Expr>),
    Assert(Expr, Option<Expr>),
    Try {
        body: Vec<Stmt>,
        handlers: Vec<Handler>,
        orelse: Vec<Stmt>,
        finalbody: Vec<Stmt>,
    },
    With(Vec<(Expr, Option<Expr>)>, Vec<Stmt>),
    Del(Vec<Expr>),
    Global(Vec<Ident>),
    Nonlocal(Vec<Ident>),
    Import(Vec<ImportName>, bool),
    FromImport {
        module: Vec<Ident>,
        names: Vec<ImportName>,
        cimport: bool,
    },
    DefConst(Ident, Expr),
    /// `include "file.pxi"`: the file's statements in its place, which
    /// the loader splices in (sema never sees one).
    Include(String),
    CompileIf(Vec<(Expr, Vec<Stmt>)>, Vec<Stmt>),
    /// `cdef:` block of declarations.
    CDefBlock(Vec<Stmt>),
    /// `cdef extern from "h": …`: accepted and ignored (build-only).
    Extern,
    /// Cython's legacy `property name:` block of `__get__`/`__set__`/
    /// `__del__` methods. Inside a class body the parser rewrites it into
    /// decorated methods; one left elsewhere is an error.
    Property(Ident, Vec<Stmt>),
    /// A statement the parser could not read; its error was reported.
    Error,
}

/// `a.b.c` as the dotted name it spells; None for any other expression.
pub fn dotted_name(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::Name(n) => Some(n.clone()),
        ExprKind::Attr(v, a) => Some(format!("{}.{}", dotted_name(v)?, a.name)),
        _ => None,
    }
}
