//! `@dataclass` (`dataclasses.dataclass`, with `init`/`repr`/`eq`/`order`
//! flags): the class gets the `__init__`, `__repr__`, `__eq__` (and the
//! ordering methods) that Python's `dataclasses` generates from the
//! annotated fields of its body, written here as the methods themselves.
//!
//! A field's default is its class attribute as in Python; a
//! `field(default_factory=f)` default is made by `f()` for each instance
//! (the parameter's default is the `NotImplemented` sentinel, which no
//! field value is); `field(init=False, repr=False, compare=False)` leaves
//! the field out of those methods. `__post_init__` is called last.
//! `__dataclass_fields__` maps each field's name to its `Field` (the
//! annotation's text as its `type`), for `dataclasses.fields`, `replace`
//! and `asdict`.
//! A dataclass deriving from one defined earlier in the file inherits its
//! fields; a frozen one stores them with `object.__setattr__` and refuses
//! any other store or `del`.

use super::ast::*;
use super::mk::Mk;
use crate::source::Span;

/// Rewrites every `@dataclass` class in `stmts` (and in nested bodies).
pub fn desugar(stmts: &mut [Stmt], text: &str, base: usize) {
    desugar_in(stmts, &mut Vec::new(), &Src { text, base });
}

/// The file's text (starting at byte `base` of the file), for the
/// annotations' source, which Cython keeps as a field's `type`.
struct Src<'t> {
    text: &'t str,
    base: usize,
}

impl Src<'_> {
    fn of(&self, span: Span) -> String {
        let (a, b) = (span.start as usize, span.end as usize);
        let piece = self
            .text
            .get(a.saturating_sub(self.base)..b.saturating_sub(self.base));
        piece
            .unwrap_or("")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A dataclass rewritten earlier in the file, which a later one may
/// derive from: its name, all its fields (inherited ones first) and
/// whether it or a base defines `__post_init__`.
struct Known {
    name: String,
    fields: Vec<Field>,
    post_init: bool,
}

fn desugar_in(stmts: &mut [Stmt], known: &mut Vec<Known>, src: &Src) {
    for s in stmts {
        match &mut s.kind {
            StmtKind::Class {
                name,
                bases,
                body,
                decorators,
                cdef,
            } => {
                desugar_in(body, known, src);
                if let Some(k) = decorators.iter().position(is_dataclass) {
                    let flags = Flags::of(&decorators[k]);
                    decorators.remove(k);
                    // Python gathers the bases' fields in reverse MRO order.
                    let inherited: Vec<&Known> = bases
                        .iter()
                        .rev()
                        .filter_map(dotted_name)
                        .filter_map(|b| known.iter().rev().find(|k| k.name == b))
                        .collect();
                    let mut fields: Vec<Field> = Vec::new();
                    for f in inherited.iter().flat_map(|k| &k.fields) {
                        merge(&mut fields, f.clone());
                    }
                    let post_init = inherited.iter().any(|k| k.post_init);
                    let found = if *cdef {
                        cdef_fields(body, flags.frozen, src)
                    } else {
                        class_fields(body, src)
                    };
                    for f in found {
                        merge(&mut fields, f);
                    }
                    let done = rewrite(&name.name, body, flags, fields, post_init, *cdef, s.span);
                    known.push(done);
                }
            }
            StmtKind::Func(f) => desugar_in(&mut f.body, known, src),
            StmtKind::If(_, a, b) | StmtKind::While(_, a, b) | StmtKind::For(_, _, a, b) => {
                desugar_in(a, known, src);
                desugar_in(b, known, src);
            }
            _ => {}
        }
    }
}

/// Adds a field; one redefining an earlier field takes its place, as a
/// subclass's redefinition keeps the base's order in Python.
fn merge(fields: &mut Vec<Field>, f: Field) {
    match fields.iter_mut().find(|g| g.name.name == f.name.name) {
        Some(g) => *g = f,
        None => fields.push(f),
    }
}

fn is_named(e: &Expr, short: &str) -> bool {
    let full = format!("dataclasses.{short}");
    let cy = format!("cython.dataclasses.{short}");
    dotted_name(e).is_some_and(|n| n == short || n == full || n == cy)
}

pub(super) fn is_dataclass(d: &Expr) -> bool {
    match &d.kind {
        ExprKind::Call(callee, _) => is_named(callee, "dataclass"),
        _ => is_named(d, "dataclass"),
    }
}

#[derive(Clone, Copy)]
struct Flags {
    init: bool,
    repr: bool,
    eq: bool,
    order: bool,
    frozen: bool,
}

impl Flags {
    fn of(d: &Expr) -> Flags {
        let mut f = Flags {
            init: true,
            repr: true,
            eq: true,
            order: false,
            frozen: false,
        };
        if let ExprKind::Call(_, args) = &d.kind {
            for a in args {
                if let Arg::Kw(k, v) = a {
                    let on = !matches!(v.kind, ExprKind::Bool(false));
                    match k.name.as_str() {
                        "init" => f.init = on,
                        "repr" => f.repr = on,
                        "eq" => f.eq = on,
                        "order" => f.order = on,
                        "frozen" => f.frozen = on,
                        _ => {}
                    }
                }
            }
        }
        f
    }
}

/// One field: its name, its default (`Default::Value`) or factory, and
/// which generated methods include it.
#[derive(Clone)]
struct Field {
    name: Ident,
    default: Option<Expr>,
    factory: Option<Expr>,
    init: bool,
    repr: bool,
    compare: bool,
    /// An `InitVar`: a parameter of `__init__` handed to `__post_init__`,
    /// never stored.
    init_only: bool,
    /// Named in `__dataclass_fields__` (a private cdef attribute is not,
    /// as Python cannot read it).
    listed: bool,
    /// The annotation's source text (`Field.type`).
    ty: String,
}

impl Field {
    /// A field in every generated method, with this default.
    fn new(name: Ident, default: Option<Expr>) -> Field {
        Field {
            name,
            default,
            factory: None,
            init: true,
            repr: true,
            compare: true,
            init_only: false,
            listed: true,
            ty: String::new(),
        }
    }
}

/// The fields declared in a class body, in order; a `field(...)` default
/// is replaced by its `default=` (or removed, for a factory).
fn class_fields(body: &mut Vec<Stmt>, src: &Src) -> Vec<Field> {
    let mut out = Vec::new();
    let mut keep = Vec::with_capacity(body.len());
    for mut s in std::mem::take(body) {
        let StmtKind::AnnAssign(target, ann, value) = &mut s.kind else {
            keep.push(s);
            continue;
        };
        let ExprKind::Name(n) = &target.kind else {
            keep.push(s);
            continue;
        };
        if is_class_var(ann) {
            keep.push(s);
            continue;
        }
        let name = Ident {
            name: n.clone(),
            span: target.span,
        };
        let mut f = Field::new(name, value.clone());
        f.init_only = is_init_var(ann);
        f.ty = src.of(ann.span);
        if field_call(&mut f) {
            *value = f.default.clone();
        }
        let init_only = f.init_only;
        out.push(f);
        if !init_only {
            keep.push(s);
        }
    }
    *body = keep;
    out
}

/// Reads a `field(...)` default into `f`'s options; false when the
/// default is a plain value.
fn field_call(f: &mut Field) -> bool {
    let Some(Expr {
        kind: ExprKind::Call(callee, args),
        ..
    }) = f.default.clone()
    else {
        return false;
    };
    if !is_named(&callee, "field") {
        return false;
    }
    f.default = None;
    for a in &args {
        if let Arg::Kw(k, v) = a {
            let on = !matches!(v.kind, ExprKind::Bool(false));
            match k.name.as_str() {
                "default" => f.default = Some(v.clone()),
                "default_factory" => f.factory = Some(v.clone()),
                "init" => f.init = on,
                "repr" => f.repr = on,
                "compare" => f.compare = on,
                _ => {}
            }
        }
    }
    true
}

/// Whether an annotation is `typing`'s or `dataclasses`' `wrapper`
/// (`InitVar[T]`, `typing.ClassVar[list]`, or bare).
fn annotation_is(ann: &Expr, wrapper: &str) -> bool {
    let head = match &ann.kind {
        ExprKind::Subscript(b, _) => dotted_name(b),
        _ => dotted_name(ann),
    };
    head.is_some_and(|d| d.rsplit('.').next() == Some(wrapper))
}

fn is_init_var(ann: &Expr) -> bool {
    annotation_is(ann, "InitVar")
}

fn is_class_var(ann: &Expr) -> bool {
    annotation_is(ann, "ClassVar")
}

/// The fields of a `@cython.dataclasses.dataclass cdef class`: each
/// annotated name becomes a public C attribute (readonly when frozen) of
/// the annotation's type, each `cdef` attribute is a field of its own
/// visibility, whose default is a later `name = value` of the body.
fn cdef_fields(body: &mut Vec<Stmt>, frozen: bool, src: &Src) -> Vec<Field> {
    let mut out: Vec<Field> = Vec::new();
    let mut keep = Vec::with_capacity(body.len());
    for mut s in std::mem::take(body) {
        match &mut s.kind {
            StmtKind::AnnAssign(target, ann, value) if matches!(target.kind, ExprKind::Name(_)) => {
                let ExprKind::Name(n) = &target.kind else {
                    continue;
                };
                if is_class_var(ann) {
                    if let Some(v) = value.take() {
                        s.kind = StmtKind::Assign(vec![target.clone()], v);
                        keep.push(s);
                    }
                    continue;
                }
                let name = Ident {
                    name: n.clone(),
                    span: target.span,
                };
                let mut f = Field::new(name.clone(), value.take());
                field_call(&mut f);
                f.init_only = is_init_var(ann);
                f.ty = src.of(ann.span);
                if !f.init_only {
                    let ty = super::purepy::annotation_type(ann).unwrap_or(TypeExpr {
                        kind: TypeKind::Named("object".into()),
                        span: ann.span,
                    });
                    s.kind = StmtKind::CDecl {
                        vis: if frozen {
                            Visibility::Readonly
                        } else {
                            Visibility::Public
                        },
                        decls: vec![Declarator {
                            name,
                            ty,
                            value: None,
                        }],
                    };
                    keep.push(s);
                }
                out.push(f);
            }
            StmtKind::CDecl { vis, decls } => {
                for d in decls.iter() {
                    let mut f = Field::new(d.name.clone(), None);
                    f.listed = *vis != Visibility::Private;
                    f.ty = src.of(d.ty.span);
                    out.push(f);
                }
                keep.push(s);
            }
            // `c = "hello"` after `cdef str c`: that field's default.
            StmtKind::Assign(targets, v)
                if matches!(targets.as_slice(), [Expr { kind: ExprKind::Name(n), .. }]
                    if out.iter().any(|f| f.name.name == *n)) =>
            {
                if let [
                    Expr {
                        kind: ExprKind::Name(n),
                        ..
                    },
                ] = targets.as_slice()
                    && let Some(f) = out.iter_mut().find(|f| f.name.name == *n)
                {
                    f.default = Some(v.clone());
                    field_call(f);
                }
            }
            _ => keep.push(s),
        }
    }
    *body = keep;
    out
}

impl Mk {
    /// `__dataclass_fields__ = {name: Field, …}`: each field's `Field`
    /// (its default evaluated again, as `__init__`'s is).
    fn fields_table<'f>(&self, fs: impl Iterator<Item = &'f Field>) -> Stmt {
        let missing = || self.call(self.name("__dataclass_missing__"), Vec::new());
        let text = |t: &str| self.e(ExprKind::Str(t.to_string()));
        let flag = |b: bool| self.e(ExprKind::Bool(b));
        let entries = fs
            .map(|f| {
                let args = vec![
                    text(&f.name.name),
                    text(&f.ty),
                    f.default.clone().unwrap_or_else(missing),
                    f.factory.clone().unwrap_or_else(missing),
                    flag(f.init),
                    flag(f.repr),
                    flag(f.compare),
                ];
                let field = self.call(self.name("__dataclass_field__"), args);
                (text(&f.name.name), field)
            })
            .collect();
        self.s(StmtKind::Assign(
            vec![self.name("__dataclass_fields__")],
            self.e(ExprKind::Dict(entries)),
        ))
    }

    fn param(&self, n: &str, default: Option<Expr>) -> Param {
        Param {
            name: self.id(n),
            ty: None,
            default,
            not_none: false,
            annotated: false,
            span: self.0,
        }
    }
    /// A method; `k` tells generated methods apart (functions are keyed
    /// by their span, so each gets its own: the class's first `k + 1`
    /// bytes, where no other function starts).
    fn method(&self, k: usize, name: &str, params: Vec<Param>, body: Vec<Stmt>) -> Stmt {
        let start = self.0.start as usize;
        let span = Span::new(start, (start + k + 1).min(self.0.end as usize));
        self.s(StmtKind::Func(Box::new(FuncDef {
            kind: FuncKind::Def,
            name: self.id(name),
            params: Params {
                positional: params,
                ..Params::default()
            },
            ret: None,
            except: ExceptSpec::Default,
            nogil: false,
            inline: false,
            decorators: Vec::new(),
            body,
            span,
        })))
    }
    fn ret(&self, e: Expr) -> Stmt {
        self.s(StmtKind::Return(Some(e)))
    }
    /// `(who.a, who.b, …)`.
    fn tuple_of(&self, who: &Expr, fs: &[&Field]) -> Expr {
        self.e(ExprKind::Tuple(
            fs.iter()
                .map(|f| self.attr(who.clone(), &f.name.name))
                .collect(),
        ))
    }
}

/// Adds the generated methods to a dataclass's body; `fs` holds the
/// fields it inherits.
fn rewrite(
    class: &str,
    body: &mut Vec<Stmt>,
    flags: Flags,
    fs: Vec<Field>,
    inherited_post_init: bool,
    cdef: bool,
    span: Span,
) -> Known {
    let m = Mk(span);
    let defines = |body: &[Stmt], n: &str| {
        body.iter()
            .any(|s| matches!(&s.kind, StmtKind::Func(f) if f.name.name == n))
    };
    let post_init = inherited_post_init || defines(body, "__post_init__");
    let mut added = Vec::new();
    // `__dataclass_fields__`: the field names, for `asdict`/`astuple`;
    // `__match_args__`: the `__init__` fields, for class patterns.
    let named = |keep: fn(&Field) -> bool| {
        fs.iter()
            .filter(move |f| keep(f) && !f.init_only)
            .map(|f| f.name.name.as_str())
    };
    added.push(m.fields_table(fs.iter().filter(|f| f.listed && !f.init_only)));
    added.push(m.names_tuple("__match_args__", named(|f| f.init)));
    if flags.init && !defines(body, "__init__") {
        let mut params = vec![m.param("self", None)];
        let mut stmts = Vec::new();
        for f in &fs {
            if f.init_only {
                params.push(m.param(&f.name.name, f.default.clone()));
                continue;
            }
            let value = match (&f.factory, f.init) {
                (Some(factory), true) => {
                    params.push(m.param(&f.name.name, Some(m.name("NotImplemented"))));
                    m.e(ExprKind::IfExp {
                        cond: Box::new(m.e(ExprKind::Compare(
                            Box::new(m.name(&f.name.name)),
                            vec![(CmpOp::Is, m.name("NotImplemented"))],
                        ))),
                        then: Box::new(m.call(factory.clone(), Vec::new())),
                        orelse: Box::new(m.name(&f.name.name)),
                    })
                }
                (None, true) => {
                    params.push(m.param(&f.name.name, f.default.clone()));
                    m.name(&f.name.name)
                }
                (Some(factory), false) => m.call(factory.clone(), Vec::new()),
                (None, false) => match &f.default {
                    Some(d) => d.clone(),
                    None => continue,
                },
            };
            // A frozen instance's own `__setattr__` refuses every store
            // (a cdef class's fields are readonly instead).
            let store = if flags.frozen && !cdef {
                let setattr = m.attr(m.name("object"), "__setattr__");
                let key = m.e(ExprKind::Str(f.name.name.clone()));
                m.s(StmtKind::Expr(
                    m.call(setattr, vec![m.name("self"), key, value]),
                ))
            } else {
                m.s(StmtKind::Assign(
                    vec![m.attr(m.name("self"), &f.name.name)],
                    value,
                ))
            };
            stmts.push(store);
        }
        if post_init {
            let init_vars = fs
                .iter()
                .filter(|f| f.init_only)
                .map(|f| m.name(&f.name.name))
                .collect();
            let post = m.call(m.attr(m.name("self"), "__post_init__"), init_vars);
            stmts.push(m.s(StmtKind::Expr(post)));
        }
        if stmts.is_empty() {
            stmts.push(m.s(StmtKind::Pass));
        }
        added.push(m.method(added.len(), "__init__", params, stmts));
    }
    if flags.repr && !defines(body, "__repr__") {
        let mut parts = vec![FPart::Lit(format!("{class}("))];
        for (k, f) in fs.iter().filter(|f| f.repr && !f.init_only).enumerate() {
            let sep = if k == 0 { "" } else { ", " };
            parts.push(FPart::Lit(format!("{sep}{}=", f.name.name)));
            parts.push(FPart::Field {
                expr: m.attr(m.name("self"), &f.name.name),
                conv: Some('r'),
                spec: Vec::new(),
                debug_text: None,
            });
        }
        parts.push(FPart::Lit(")".into()));
        let body = vec![m.ret(m.e(ExprKind::FString(parts)))];
        added.push(m.method(added.len(), "__repr__", vec![m.param("self", None)], body));
    }
    let compared: Vec<&Field> = fs.iter().filter(|f| f.compare && !f.init_only).collect();
    // `type(other) is type(self)`: only the same class compares.
    let same_class = || {
        m.e(ExprKind::Compare(
            Box::new(m.call(m.name("type"), vec![m.name("other")])),
            vec![(CmpOp::Is, m.call(m.name("type"), vec![m.name("self")]))],
        ))
    };
    // An extension type's other instance is read at C level, as Cython's
    // generated comparison does: its private fields are not Python-visible.
    let other = if cdef {
        m.e(ExprKind::Cast {
            ty: Box::new(TypeExpr {
                kind: TypeKind::Named(class.to_string()),
                span,
            }),
            checked: false,
            expr: Box::new(m.name("other")),
        })
    } else {
        m.name("other")
    };
    let mut compare = |name: &str, op: CmpOp| {
        let test = m.e(ExprKind::Compare(
            Box::new(m.tuple_of(&m.name("self"), &compared)),
            vec![(op, m.tuple_of(&other, &compared))],
        ));
        let body = vec![
            m.s(StmtKind::If(same_class(), vec![m.ret(test)], Vec::new())),
            m.ret(m.name("NotImplemented")),
        ];
        added.push(m.method(
            added.len(),
            name,
            vec![m.param("self", None), m.param("other", None)],
            body,
        ));
    };
    if flags.eq && !defines(body, "__eq__") {
        compare("__eq__", CmpOp::Eq);
    }
    if flags.order {
        compare("__lt__", CmpOp::Lt);
        compare("__le__", CmpOp::Le);
        compare("__gt__", CmpOp::Gt);
        compare("__ge__", CmpOp::Ge);
    }
    if flags.frozen && !cdef {
        // `__dataclass_frozen__(name, deleting)` raises Python's
        // FrozenInstanceError.
        for (hook, deleting) in [("__setattr__", false), ("__delattr__", true)] {
            let mut params = vec![m.param("self", None), m.param("name", None)];
            if !deleting {
                params.push(m.param("value", None));
            }
            let raise = m.call(
                m.name("__dataclass_frozen__"),
                vec![m.name("name"), m.e(ExprKind::Bool(deleting))],
            );
            let body = vec![m.s(StmtKind::Expr(raise))];
            added.push(m.method(added.len(), hook, params, body));
        }
    }
    // A frozen eq dataclass hashes its compared fields; one that is not
    // frozen is unhashable, as in Python.
    if flags.eq && flags.frozen && !defines(body, "__hash__") {
        let h = m.call(m.name("hash"), vec![m.tuple_of(&m.name("self"), &compared)]);
        added.push(m.method(
            added.len(),
            "__hash__",
            vec![m.param("self", None)],
            vec![m.ret(h)],
        ));
    } else if flags.eq && !defines(body, "__hash__") {
        added.push(m.s(StmtKind::Assign(
            vec![m.name("__hash__")],
            m.e(ExprKind::NoneLit),
        )));
    }
    body.extend(added);
    Known {
        name: class.to_string(),
        fields: fs,
        post_init,
    }
}
