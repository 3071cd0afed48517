//! Cython refuses a `cdef` declaration of a name its scope has already
//! used: `for e in r: ...` followed by `cdef Edge e`. Its declaration pass
//! walks each function (and the module) in source order, remembering every
//! name it meets, and a declarator whose name it has met is an error. Names
//! inside nested functions and comprehensions belong to scopes of their own
//! and are not remembered; a nested function's decorators and defaults,
//! and a lambda's defaults, are.

use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::ast::*;
use std::collections::HashMap;

/// A declaration that comes after a use: the declarator and the first use.
pub struct LateDecl {
    pub name: String,
    pub decl: Span,
    pub first_use: Span,
    /// Where the name was first bound (assigned, a loop or `except … as`
    /// target, imported), when it was: Cython counts that as a declaration
    /// and also reports the name "redeclared".
    pub bound: Option<Span>,
}

/// Every late declaration in the module and in each function inside it.
pub fn late_declarations(module: &[Stmt]) -> Vec<LateDecl> {
    let mut out = Vec::new();
    check_scope(module, &mut out);
    out
}

fn check_scope(body: &[Stmt], out: &mut Vec<LateDecl>) {
    let mut seen = Seen::default();
    let mut nested = Vec::new();
    visit_body(body, &mut seen, &mut nested, out);
    for f in nested {
        check_scope(&f.body, out);
    }
}

/// The names a scope has met so far, with where each was first used and
/// where (if anywhere) it was first bound.
#[derive(Default)]
struct Seen {
    used: HashMap<String, Span>,
    bound: HashMap<String, Span>,
}

fn see(name: &str, span: Span, seen: &mut Seen) {
    seen.used.entry(name.to_string()).or_insert(span);
}

/// A name bound here (and so also used).
fn bind(name: &str, span: Span, seen: &mut Seen) {
    see(name, span, seen);
    seen.bound.entry(name.to_string()).or_insert(span);
}

/// The names an assignment target binds: plain names, unpacked or starred.
fn bind_target(t: &Expr, seen: &mut Seen) {
    match &t.kind {
        ExprKind::Name(n) => bind(n, t.span, seen),
        ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().for_each(|x| bind_target(x, seen)),
        ExprKind::Starred(x) => bind_target(x, seen),
        _ => {}
    }
}

fn visit_expr(e: &Expr, seen: &mut Seen) {
    match &e.kind {
        ExprKind::Name(n) => see(n, e.span, seen),
        ExprKind::Walrus(n, _) => bind(&n.name, n.span, seen),
        // A comprehension's names live in its own scope.
        ExprKind::ListComp(..)
        | ExprKind::SetComp(..)
        | ExprKind::GenExp(..)
        | ExprKind::DictComp(..) => return,
        _ => {}
    }
    super::scope::for_each_child(e, &mut |x| visit_expr(x, seen));
}

fn visit_body<'a>(
    body: &'a [Stmt],
    seen: &mut Seen,
    nested: &mut Vec<&'a FuncDef>,
    out: &mut Vec<LateDecl>,
) {
    for s in body {
        visit_stmt(s, seen, nested, out);
    }
}

fn visit_stmt<'a>(
    s: &'a Stmt,
    seen: &mut Seen,
    nested: &mut Vec<&'a FuncDef>,
    out: &mut Vec<LateDecl>,
) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => visit_expr(e, seen),
        StmtKind::Assign(ts, v) => {
            ts.iter().for_each(|t| bind_target(t, seen));
            ts.iter().for_each(|t| visit_expr(t, seen));
            visit_expr(v, seen);
        }
        StmtKind::AugAssign(t, _, v) => {
            visit_expr(t, seen);
            visit_expr(v, seen);
        }
        StmtKind::AnnAssign(t, _, v) => {
            visit_expr(t, seen);
            if let Some(v) = v {
                visit_expr(v, seen);
            }
        }
        StmtKind::CDecl { decls, .. } => {
            for d in decls {
                if let Some(first) = seen.used.get(&d.name.name) {
                    out.push(LateDecl {
                        name: d.name.name.clone(),
                        decl: d.name.span,
                        first_use: *first,
                        bound: seen.bound.get(&d.name.name).copied(),
                    });
                }
                if let Some(v) = &d.value {
                    visit_expr(v, seen);
                }
            }
        }
        StmtKind::CDefBlock(b) => visit_body(b, seen, nested, out),
        StmtKind::Func(f) => {
            f.decorators.iter().for_each(|d| visit_expr(d, seen));
            for q in f.params.positional.iter().chain(&f.params.kwonly) {
                if let Some(d) = &q.default {
                    visit_expr(d, seen);
                }
            }
            nested.push(f);
        }
        StmtKind::Class {
            name, bases, body, ..
        } => {
            bases.iter().for_each(|b| visit_expr(b, seen));
            see(&name.name, name.span, seen);
            // Methods are functions of their own; the class body's
            // attribute declarations belong to the class.
            for m in body {
                if let StmtKind::Func(f) = &m.kind {
                    nested.push(f);
                }
            }
        }
        StmtKind::If(c, b, o) | StmtKind::While(c, b, o) => {
            visit_expr(c, seen);
            visit_body(b, seen, nested, out);
            visit_body(o, seen, nested, out);
        }
        StmtKind::For(t, it, b, o) => {
            bind_target(t, seen);
            visit_expr(t, seen);
            visit_expr(it, seen);
            visit_body(b, seen, nested, out);
            visit_body(o, seen, nested, out);
        }
        StmtKind::Raise(a, b) => [a, b]
            .into_iter()
            .flatten()
            .for_each(|x| visit_expr(x, seen)),
        StmtKind::Assert(a, b) => {
            visit_expr(a, seen);
            if let Some(b) = b {
                visit_expr(b, seen);
            }
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            visit_body(body, seen, nested, out);
            for h in handlers {
                if let Some(t) = &h.types {
                    visit_expr(t, seen);
                }
                if let Some(n) = &h.name {
                    bind(&n.name, n.span, seen);
                }
                visit_body(&h.body, seen, nested, out);
            }
            visit_body(orelse, seen, nested, out);
            visit_body(finalbody, seen, nested, out);
        }
        StmtKind::With(items, b) => {
            for (ctx, target) in items {
                visit_expr(ctx, seen);
                if let Some(t) = target {
                    bind_target(t, seen);
                    visit_expr(t, seen);
                }
            }
            visit_body(b, seen, nested, out);
        }
        StmtKind::Del(xs) => xs.iter().for_each(|x| visit_expr(x, seen)),
        StmtKind::Import(names, false) => {
            for n in names {
                let bound = n.alias.as_ref().or(n.path.first());
                if let Some(b) = bound {
                    bind(&b.name, b.span, seen);
                }
            }
        }
        StmtKind::FromImport {
            names,
            cimport: false,
            ..
        } => {
            for n in names {
                if let Some(b) = n.alias.as_ref().or(n.path.last()) {
                    bind(&b.name, b.span, seen);
                }
            }
        }
        _ => {}
    }
}

/// Cython reports a cdef name "redeclared" before "declared after it is
/// used" at the same declarator; sema finds the second first (before the
/// declarations are collected), so the first is moved up to it.
pub fn redeclared_first(diags: &mut Vec<Diagnostic>) {
    let mut k = 0;
    while k < diags.len() {
        let late = &diags[k];
        let found = if late.message.ends_with("declared after it is used") {
            let span = late.span;
            diags[k + 1..]
                .iter()
                .position(|d| d.span == span && d.message.ends_with("' redeclared "))
        } else {
            None
        };
        if let Some(j) = found {
            let d = diags.remove(k + 1 + j);
            diags.insert(k, d);
            k += 1;
        }
        k += 1;
    }
}
