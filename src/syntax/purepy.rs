//! Cython's pure Python mode (`@cython.cfunc`, `@cython.cclass`,
//! `x: cython.int[:, ::1]`, `cython.struct(…)`, `from cython.cimports…`)
//! rewritten into the Cython syntax it stands for, so that the rest of arr
//! sees one language. Cython gives both spellings the same meaning; doing
//! the rewrite on the tree keeps every span where the user wrote it.

use super::ast::*;
use crate::source::Span;

/// Rewrites the pure-Python-mode forms in a module's statements.
pub fn desugar(stmts: &mut [Stmt]) {
    declare_annotated(stmts, true);
    nested(stmts);
}

fn function_body(stmts: &mut [Stmt]) {
    declare_annotated(stmts, false);
    nested(stmts);
}

fn nested(stmts: &mut [Stmt]) {
    for s in stmts {
        stmt(s, false);
    }
}

/// `x: cython.int = 5` among a module's or function's own statements is
/// `cdef int x = 5`, and `cython.declare(x=cython.int)` is `cdef int x`
/// (in a nested block, where `cdef` is not allowed, an annotation types
/// the variable where sema meets it).
/// At module level an annotation types nothing: compiled Cython 3.3
/// leaves `x: cython.int = 5` a Python object (`cython.typeof(x)` is
/// "Python object", `x = 2**40` fits), in a `.pyx` and a `.py` alike;
/// only `cython.declare` makes a C global there.
fn declare_annotated(stmts: &mut [Stmt], module: bool) {
    for s in stmts {
        // `cython.declare(i=cython.int, total=cython.long)`.
        if let StmtKind::Expr(Expr {
            kind: ExprKind::Call(callee, args),
            ..
        }) = &s.kind
            && is_cython(callee, &["declare"])
            && !args.is_empty()
        {
            let decls: Option<Vec<Declarator>> = args
                .iter()
                .map(|a| match a {
                    Arg::Kw(name, t) => Some(Declarator {
                        name: name.clone(),
                        ty: declared_type(t)?,
                        value: None,
                    }),
                    _ => None,
                })
                .collect();
            if let Some(decls) = decls {
                s.kind = StmtKind::CDecl {
                    vis: Visibility::Private,
                    decls,
                };
            }
            continue;
        }
        // `x = cython.declare(T)` / `x = cython.declare(T, v)`: a C
        // variable at module level too.
        if let StmtKind::Assign(targets, value) = &s.kind
            && let [
                target @ Expr {
                    kind: ExprKind::Name(n),
                    ..
                },
            ] = targets.as_slice()
            && let ExprKind::Call(callee, args) = &value.kind
            && is_cython(callee, &["declare"])
            && let Some((ty, init)) = match args.as_slice() {
                [Arg::Pos(t)] => declared_type(t).map(|t| (t, None)),
                [Arg::Pos(t), Arg::Pos(v)] => declared_type(t).map(|t| (t, Some(v.clone()))),
                _ => None,
            }
        {
            s.kind = one_cdecl(n, target.span, ty, init);
            continue;
        }
        let StmtKind::AnnAssign(target, ann, value) = &s.kind else {
            continue;
        };
        let (ExprKind::Name(n), Some(ty)) = (&target.kind, annotation_type(ann)) else {
            continue;
        };
        if module {
            continue;
        }
        // `x: T = cython.declare(T, v)` declares `x` once, with `v`.
        let value = match value {
            Some(Expr {
                kind: ExprKind::Call(callee, args),
                ..
            }) if is_cython(callee, &["declare"]) => match args.as_slice() {
                [Arg::Pos(_), Arg::Pos(v)] => Some(v.clone()),
                _ => None,
            },
            v => v.clone(),
        };
        s.kind = one_cdecl(n, target.span, ty, value);
    }
}

/// `cdef T name [= value]`.
fn one_cdecl(name: &str, span: Span, ty: TypeExpr, value: Option<Expr>) -> StmtKind {
    StmtKind::CDecl {
        vis: Visibility::Private,
        decls: vec![Declarator {
            name: Ident {
                name: name.to_string(),
                span,
            },
            ty,
            value,
        }],
    }
}

fn stmt(s: &mut Stmt, in_cclass: bool) {
    match &mut s.kind {
        StmtKind::Func(f) => {
            function(f);
            function_body(&mut f.body);
        }
        StmtKind::Class {
            body,
            decorators,
            cdef,
            ..
        } => {
            let before = decorators.len();
            decorators.retain(|d| !is_cython(d, &["cclass", "final"]) && !is_freelist(d));
            if decorators.len() != before {
                *cdef = true;
            }
            // A cdef dataclass's annotated names are its (public) fields,
            // declared by the dataclass rewrite.
            let dataclass = decorators.iter().any(super::dataclass::is_dataclass);
            for s in body.iter_mut() {
                if *cdef && !dataclass {
                    class_member(s);
                }
                stmt(s, *cdef);
            }
        }
        StmtKind::If(_, a, b) | StmtKind::While(_, a, b) | StmtKind::For(_, _, a, b) => {
            nested(a);
            nested(b);
        }
        StmtKind::With(_, body) | StmtKind::CDefBlock(body) => nested(body),
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            nested(body);
            handlers.iter_mut().for_each(|h| nested(&mut h.body));
            nested(orelse);
            nested(finalbody);
        }
        StmtKind::FromImport {
            module, cimport, ..
        } if module.len() > 2 && module[0].name == "cython" && module[1].name == "cimports" => {
            module.drain(..2);
            *cimport = true;
        }
        StmtKind::Assign(targets, value) if !in_cclass => {
            if let [
                t @ Expr {
                    kind: ExprKind::Name(_),
                    ..
                },
            ] = targets.as_slice()
                && let Some(kind) = type_definition(t, value)
            {
                s.kind = kind;
            }
        }
        _ => {}
    }
}

/// `Grail = cython.struct(age=cython.int)`, `cython.union(…)`,
/// `Real = cython.typedef(cython.double)`: the declaration they stand for.
fn type_definition(target: &Expr, value: &Expr) -> Option<StmtKind> {
    let ExprKind::Name(n) = &target.kind else {
        return None;
    };
    let name = Ident {
        name: n.clone(),
        span: target.span,
    };
    let ExprKind::Call(callee, args) = &value.kind else {
        return None;
    };
    if is_cython(callee, &["typedef"]) {
        let [Arg::Pos(t)] = args.as_slice() else {
            return None;
        };
        return Some(StmtKind::CTypedef {
            ty: declared_type(t)?,
            name,
        });
    }
    let union = is_cython(callee, &["union"]);
    if !union && !is_cython(callee, &["struct"]) {
        return None;
    }
    let mut fields = Vec::new();
    for a in args {
        let Arg::Kw(field, t) = a else { return None };
        fields.push(Declarator {
            name: field.clone(),
            ty: declared_type(t)?,
            value: None,
        });
    }
    Some(StmtKind::Struct {
        name,
        fields,
        union,
        packed: false,
        typedef: true,
    })
}

/// In a `@cython.cclass` body, `x: cython.int` declares a private C
/// attribute and `x = cython.declare(T, visibility='public')` one of the
/// given visibility.
fn class_member(s: &mut Stmt) {
    let (target, ty, vis, annotated) = match &s.kind {
        StmtKind::AnnAssign(t, ann, None) => (t, ann, Visibility::Private, true),
        StmtKind::Assign(targets, value) => {
            let [t] = targets.as_slice() else { return };
            let ExprKind::Call(callee, args) = &value.kind else {
                return;
            };
            if !is_cython(callee, &["declare"]) {
                return;
            }
            let mut ty = None;
            let mut vis = Visibility::Private;
            for a in args {
                match a {
                    Arg::Pos(t) if ty.is_none() => ty = Some(t),
                    Arg::Kw(
                        k,
                        Expr {
                            kind: ExprKind::Str(v),
                            ..
                        },
                    ) if k.name == "visibility" => {
                        vis = match v.as_str() {
                            "public" => Visibility::Public,
                            "readonly" => Visibility::Readonly,
                            _ => Visibility::Private,
                        }
                    }
                    _ => return,
                }
            }
            let Some(ty) = ty else { return };
            (t, ty, vis, false)
        }
        _ => return,
    };
    let ExprKind::Name(n) = &target.kind else {
        return;
    };
    let ty = if annotated {
        annotation_type(ty)
    } else {
        declared_type(ty)
    };
    let Some(ty) = ty else {
        return;
    };
    let name = Ident {
        name: n.clone(),
        span: target.span,
    };
    s.kind = StmtKind::CDecl {
        vis,
        decls: vec![Declarator {
            name,
            ty,
            value: None,
        }],
    };
}

/// A def's Cython decorators as the function's own fields:
/// `@cython.cfunc` → cdef, `@cython.ccall` → cpdef, `@cython.inline`,
/// `@cython.nogil`, `@cython.returns(T)`, `@cython.locals(x=T)`,
/// `@cython.exceptval(…)`.
fn function(f: &mut FuncDef) {
    let mut locals = Vec::new();
    let mut keep = Vec::new();
    for d in std::mem::take(&mut f.decorators) {
        let (head, args) = match &d.kind {
            ExprKind::Call(callee, args) => (callee.as_ref(), Some(args)),
            _ => (&d, None),
        };
        let Some(short) = cython_attr(head) else {
            keep.push(d);
            continue;
        };
        match (short, args) {
            ("cfunc", None) => f.kind = FuncKind::Cdef,
            ("ccall", None) => f.kind = FuncKind::Cpdef,
            ("inline", None) => f.inline = true,
            ("nogil", None) => f.nogil = true,
            ("returns", Some(args)) => match args.as_slice() {
                [Arg::Pos(t)] if declared_type(t).is_some() => f.ret = declared_type(t),
                _ => keep.push(d),
            },
            ("locals", Some(args)) => {
                for a in args {
                    if let Arg::Kw(name, t) = a
                        && let Some(ty) = declared_type(t)
                    {
                        locals.push((name.clone(), ty));
                    }
                }
            }
            ("exceptval", Some(args)) => match exceptval(args) {
                Some(spec) => f.except = spec,
                None => keep.push(d),
            },
            _ => keep.push(d),
        }
    }
    f.decorators = keep;
    let mut decls = Vec::new();
    for (name, ty) in locals {
        let param = f
            .params
            .positional
            .iter_mut()
            .chain(f.params.kwonly.iter_mut())
            .find(|p| p.name.name == name.name);
        match param {
            Some(p) => p.ty = Some(ty),
            None => decls.push(Declarator {
                name,
                ty,
                value: None,
            }),
        }
    }
    if !decls.is_empty() {
        let span = f.span;
        f.body.insert(
            0,
            Stmt {
                kind: StmtKind::CDecl {
                    vis: Visibility::Private,
                    decls,
                },
                span,
            },
        );
    }
}

/// `@cython.exceptval(-1)` is `except -1`, with `check=True` `except? -1`;
/// `exceptval(check=True)` is `except *` and `check=False` `noexcept`.
fn exceptval(args: &[Arg]) -> Option<ExceptSpec> {
    let mut value = None;
    let mut check = None;
    for a in args {
        match a {
            Arg::Pos(v) if value.is_none() => value = Some(v.clone()),
            Arg::Kw(
                k,
                Expr {
                    kind: ExprKind::Bool(b),
                    ..
                },
            ) if k.name == "check" => check = Some(*b),
            _ => return None,
        }
    }
    Some(match (value, check) {
        (Some(v), Some(true)) => ExceptSpec::MaybeValue(v),
        (Some(v), _) => ExceptSpec::Value(v),
        (None, Some(false)) => ExceptSpec::NoExcept,
        (None, _) => ExceptSpec::Star,
    })
}

/// `cython.NAME` (or `NAME` from a call's callee): `NAME`.
fn cython_attr(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Attr(base, a) if matches!(&base.kind, ExprKind::Name(n) if n == "cython") => {
            Some(a.name.as_str())
        }
        _ => None,
    }
}

/// Is `e` `cython.NAME` or a call of it, for one of `names`?
pub fn is_cython(e: &Expr, names: &[&str]) -> bool {
    let head = match &e.kind {
        ExprKind::Call(callee, _) => callee.as_ref(),
        _ => e,
    };
    cython_attr(head).is_some_and(|n| names.contains(&n))
}

fn is_freelist(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Call(callee, _) if cython_attr(callee) == Some("freelist"))
}

/// Turns a Python annotation into a type: `cython.int`, `double`,
/// `cython.double[:, ::1]` (a memoryview), `cython.int[10]` (a C array),
/// `cython.p_int` / `cython.pointer(cython.int)` (pointers).
/// A type written as an annotation, as compiled Cython 3.3 reads it:
/// only Python names and `cython.*` types count there, so a bare C type
/// name (`double`, `long`, `Py_ssize_t`, also as `double[:]`) is unknown
/// and the variable stays an object, while `bool` is `bint` and `complex`
/// is `double complex`. Typedefs (`real`, `int64_t`), `cython.double` and
/// string annotations (`"double"`, read as C) keep their C meaning.
pub fn annotation_type(e: &Expr) -> Option<TypeExpr> {
    const C_NAMES: &[&str] = &[
        "char",
        "short",
        "long",
        "double",
        "bint",
        "size_t",
        "Py_ssize_t",
        "Py_hash_t",
        "Py_UCS4",
        "Py_UNICODE",
        "unsigned",
        "signed",
        "void",
    ];
    let head = match &e.kind {
        ExprKind::Subscript(base, _) => &base.kind,
        k => k,
    };
    if let ExprKind::Name(n) = head {
        if C_NAMES.contains(&n.as_str()) {
            return Some(named("object", e.span));
        }
        if let ExprKind::Name(_) = &e.kind {
            match n.as_str() {
                "bool" => return Some(named("bint", e.span)),
                "int" => return Some(named("int object", e.span)),
                "complex" => return Some(named("double complex", e.span)),
                _ => {}
            }
        }
    }
    declared_type(e)
}

/// A type named in `cython.declare`, `cython.locals`, `cython.struct`,
/// `cython.returns` or `cython.cast`: as an annotation, except that bare
/// C names keep their C meaning.
pub fn declared_type(e: &Expr) -> Option<TypeExpr> {
    let span = e.span;
    let kind = match &e.kind {
        ExprKind::Str(s) => TypeKind::Named(s.clone()),
        ExprKind::Name(_) | ExprKind::Attr(..) => {
            let n = dotted_name(e)?;
            // `cython.p_int`, `cython.pp_double`: pointers by name.
            let stars_base = n.strip_prefix("cython.pp_").map(|b| (2, b));
            if let Some((stars, base)) =
                stars_base.or_else(|| n.strip_prefix("cython.p_").map(|b| (1, b)))
            {
                let mut t = named(&format!("cython.{base}"), span);
                for _ in 0..stars {
                    t = pointer(t, span);
                }
                return Some(t);
            }
            // Python's own types as annotations: Cython reads `float` as a
            // C double and `int` as a Python int (not C's `int`).
            match n.as_str() {
                "float" => TypeKind::Named("double".into()),
                "int" | "complex" => TypeKind::Named("object".into()),
                _ if let Some(t) = typing_type(&n, None) => TypeKind::Named(t.into()),
                _ => TypeKind::Named(n),
            }
        }
        ExprKind::Call(callee, args) if cython_attr(callee) == Some("pointer") => {
            let [Arg::Pos(t)] = args.as_slice() else {
                return None;
            };
            return Some(pointer(declared_type(t)?, span));
        }
        ExprKind::Subscript(base, index) => {
            if cython_attr(base) == Some("pointer") {
                return Some(pointer(declared_type(index)?, span));
            }
            if let Some(t) = dotted_name(base).and_then(|n| typing_type(&n, Some(index))) {
                return Some(named(t, span));
            }
            let elem = declared_type(base)?;
            let items: Vec<&Expr> = match &index.kind {
                ExprKind::Tuple(xs) => xs.iter().collect(),
                _ => vec![index.as_ref()],
            };
            if items.iter().all(|x| matches!(x.kind, ExprKind::Slice(..))) {
                let axes = items.iter().map(|x| axis(x)).collect::<Option<Vec<_>>>()?;
                TypeKind::Memoryview {
                    elem: Box::new(elem),
                    axes,
                    is_const: false,
                }
            } else if let [n] = items.as_slice() {
                TypeKind::Array(Box::new(elem), Some(Box::new((*n).clone())))
            } else {
                return None;
            }
        }
        _ => return None,
    };
    Some(TypeExpr { kind, span })
}

/// The Python type a `typing` annotation (or a subscripted builtin,
/// `list[int]`) stands for, as compiled Cython reads it: `List[…]` is an
/// exact `list` (checked on entry), `Optional[list]` a list or None, and
/// the rest (`Any`, `Union[…]`, `Callable[…]`, …) any object. `index` is
/// the subscript, when there is one.
fn typing_type(name: &str, index: Option<&Expr>) -> Option<&'static str> {
    let bare = name.strip_prefix("typing.").unwrap_or(name);
    let builtin = |n: &str| -> Option<&'static str> {
        Some(match n {
            "List" | "list" => "list",
            "Dict" | "dict" => "dict",
            "Tuple" | "tuple" => "tuple",
            "Set" | "set" => "set",
            "FrozenSet" | "frozenset" => "frozenset",
            _ => return None,
        })
    };
    // A bare `list` is the builtin type; only `List` or a subscript is
    // typing's.
    if (index.is_some() || bare != name || bare.starts_with(char::is_uppercase))
        && let Some(t) = builtin(bare)
    {
        return Some(t);
    }
    let generic = [
        "Any",
        "Optional",
        "Union",
        "Sequence",
        "Iterable",
        "Iterator",
        "Mapping",
        "MutableMapping",
        "Callable",
        "Type",
        "Generator",
        "ClassVar",
        "Deque",
        "DefaultDict",
        "Counter",
        "Hashable",
        "Collection",
        "Container",
        "Reversible",
        "AbstractSet",
    ];
    if !generic.contains(&bare) {
        return None;
    }
    if bare == "Optional"
        && let Some(inner) = index.and_then(dotted_name)
        && let Some(t) = builtin(inner.strip_prefix("typing.").unwrap_or(&inner))
    {
        return Some(t);
    }
    Some("object")
}

/// One memoryview axis written as a slice: `:` or `::1`.
fn axis(x: &Expr) -> Option<Axis> {
    let ExprKind::Slice(None, None, step) = &x.kind else {
        return None;
    };
    let spec = match step.as_deref() {
        None => None,
        Some(Expr {
            kind: ExprKind::Int(1),
            ..
        }) => Some("1".to_string()),
        Some(_) => return None,
    };
    Some(Axis {
        contiguous: spec.is_some(),
        spec,
        stop: None,
        span: x.span,
    })
}

fn named(n: &str, span: Span) -> TypeExpr {
    TypeExpr {
        kind: TypeKind::Named(n.to_string()),
        span,
    }
}

fn pointer(t: TypeExpr, span: Span) -> TypeExpr {
    TypeExpr {
        kind: TypeKind::Pointer(Box::new(t)),
        span,
    }
}
