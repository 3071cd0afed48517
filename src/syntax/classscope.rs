//! A class body as the scope Python runs it in: `N = 4` then
//! `AREA = N * N` reads the class's own `N`, while `x = x + 1` reads the
//! `x` outside (the class's is not bound yet).
//!
//! arr evaluates a class's attribute values in the scope around the
//! class. So each class attribute that a later class-level expression
//! reads is computed first, before the class statement, into a hidden
//! variable of that scope; the attribute takes that variable's value, and
//! the later reads become reads of it. Class-level expressions are the
//! attribute values, method decorators and parameter defaults, a lambda's
//! defaults (not its body) and a comprehension's first iterable (not the
//! rest): what Python evaluates in the class namespace. Method bodies
//! never see class attributes by bare name, in Python as here.

use super::ast::*;
use std::collections::HashMap;

/// Rewrites every class in `stmts` (and in nested function and block
/// bodies) whose body reads its own attributes by name.
pub fn rewrite(stmts: &mut Vec<Stmt>) {
    let mut i = 0;
    while i < stmts.len() {
        nested_bodies(&mut stmts[i]);
        super::typed_tuple::rewrite_class(&mut stmts[i]);
        let at = stmts[i].span.start;
        let hoisted = match &mut stmts[i].kind {
            StmtKind::Class { body, .. } => class_body(body, at),
            _ => Vec::new(),
        };
        let n = hoisted.len();
        stmts.splice(i..i, hoisted);
        i += n + 1;
    }
}

/// Rewrites the statement lists inside `s` that are not a class body
/// (a class nested in a class keeps arr's reading of its attributes).
fn nested_bodies(s: &mut Stmt) {
    match &mut s.kind {
        StmtKind::Func(f) => rewrite(&mut f.body),
        StmtKind::If(_, a, b) | StmtKind::While(_, a, b) | StmtKind::For(_, _, a, b) => {
            rewrite(a);
            rewrite(b);
        }
        StmtKind::With(_, body) => rewrite(body),
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            rewrite(body);
            handlers.iter_mut().for_each(|h| rewrite(&mut h.body));
            rewrite(orelse);
            rewrite(finalbody);
        }
        _ => {}
    }
}

/// The name an attribute assigned by a class-level statement binds, and
/// its value.
fn binding(s: &mut Stmt) -> Option<(&str, &mut Expr)> {
    match &mut s.kind {
        StmtKind::Assign(targets, v) if targets.len() == 1 => match &targets[0].kind {
            ExprKind::Name(n) => Some((n.as_str(), v)),
            _ => None,
        },
        StmtKind::AnnAssign(t, _, Some(v)) => match &t.kind {
            ExprKind::Name(n) => Some((n.as_str(), v)),
            _ => None,
        },
        _ => None,
    }
}

/// Rewrites one class body; returns the statements that compute its
/// hoisted attributes, to run before the class statement.
fn class_body(body: &mut [Stmt], at: u32) -> Vec<Stmt> {
    // What each statement's class-level expressions read.
    let reads: Vec<Vec<String>> = body
        .iter_mut()
        .map(|s| {
            let mut names = Vec::new();
            class_level_exprs(s, &mut |e| {
                rename(e, &HashMap::new(), &mut |n| names.push(n.to_string()))
            });
            names
        })
        .collect();
    let read_after = |i: usize, n: &str| reads[i + 1..].iter().flatten().any(|r| r == n);
    let reads_own = body.iter_mut().enumerate().any(|(i, s)| {
        let bound = binding(s).map(|(n, _)| n.to_string());
        bound.is_some_and(|n| read_after(i, &n))
    });
    if !reads_own {
        return Vec::new();
    }
    let mut hidden: HashMap<String, String> = HashMap::new();
    let mut hoisted = Vec::new();
    for (i, s) in body.iter_mut().enumerate() {
        class_level_exprs(s, &mut |e| rename(e, &hidden, &mut |_| {}));
        if let StmtKind::Func(f) = &s.kind {
            // A method rebinding the name: later reads find the method,
            // as arr already reads it.
            hidden.remove(&f.name.name);
            continue;
        }
        let span = s.span;
        let Some((n, v)) = binding(s) else {
            continue;
        };
        let n = n.to_string();
        if !read_after(i, &n) {
            hidden.remove(&n);
            continue;
        }
        let var = format!("__class{at}_{n}");
        let value = std::mem::replace(
            v,
            Expr {
                kind: ExprKind::Name(var.clone()),
                span: v.span,
            },
        );
        let target = Expr {
            kind: ExprKind::Name(var.clone()),
            span,
        };
        hoisted.push(Stmt {
            kind: StmtKind::Assign(vec![target], value),
            span,
        });
        hidden.insert(n, var);
    }
    hoisted
}

/// Calls `f` on each expression of `s` that Python evaluates in the
/// class namespace (see the module comment).
fn class_level_exprs(s: &mut Stmt, f: &mut dyn FnMut(&mut Expr)) {
    match &mut s.kind {
        StmtKind::Assign(_, v) => f(v),
        StmtKind::AnnAssign(_, _, Some(v)) => f(v),
        StmtKind::Func(def) => {
            def.decorators.iter_mut().for_each(&mut *f);
            params_defaults(&mut def.params, f);
        }
        StmtKind::Class { bases, .. } => bases.iter_mut().for_each(f),
        _ => {}
    }
}

fn params_defaults(p: &mut Params, f: &mut dyn FnMut(&mut Expr)) {
    let all = p
        .positional
        .iter_mut()
        .chain(p.kwonly.iter_mut())
        .chain(p.star.iter_mut())
        .chain(p.starstar.iter_mut());
    for param in all {
        if let Some(d) = &mut param.default {
            f(d);
        }
    }
}

/// Renames each class-level read of a name in `hidden` to its hidden
/// variable, reporting every class-level read to `seen`.
fn rename(e: &mut Expr, hidden: &HashMap<String, String>, seen: &mut dyn FnMut(&str)) {
    let mut go = |x: &mut Expr| rename(x, hidden, seen);
    match &mut e.kind {
        ExprKind::Name(n) => {
            seen(n);
            if let Some(h) = hidden.get(n.as_str()) {
                *n = h.clone();
            }
        }
        ExprKind::Tuple(xs) | ExprKind::List(xs) | ExprKind::Set(xs) => xs.iter_mut().for_each(go),
        ExprKind::Dict(kvs) => kvs.iter_mut().for_each(|(k, v)| {
            go(k);
            go(v);
        }),
        // A comprehension is a function of its own; only its first
        // iterable is evaluated in the class.
        ExprKind::ListComp(_, g)
        | ExprKind::SetComp(_, g)
        | ExprKind::GenExp(_, g)
        | ExprKind::DictComp(_, _, g) => {
            if let Some(first) = g.first_mut() {
                go(&mut first.iter);
            }
        }
        ExprKind::Lambda(params, _) => params_defaults(params, &mut go),
        ExprKind::FString(parts) => fstring(parts, &mut go),
        ExprKind::Unary(_, a)
        | ExprKind::Starred(a)
        | ExprKind::AddrOf(a)
        | ExprKind::Attr(a, _)
        | ExprKind::SizeofExpr(a)
        | ExprKind::Walrus(_, a)
        | ExprKind::Yield(Some(a), _) => go(a),
        ExprKind::Cast { expr, .. } => go(expr),
        ExprKind::Binary(_, a, b)
        | ExprKind::And(a, b)
        | ExprKind::Or(a, b)
        | ExprKind::Subscript(a, b) => {
            go(a);
            go(b);
        }
        ExprKind::Compare(a, rest) => {
            go(a);
            rest.iter_mut().for_each(|(_, x)| go(x));
        }
        ExprKind::IfExp { cond, then, orelse } => {
            go(cond);
            go(then);
            go(orelse);
        }
        ExprKind::Call(callee, args) => {
            go(callee);
            for a in args {
                match a {
                    Arg::Pos(x) | Arg::Star(x) | Arg::Kw(_, x) | Arg::StarStar(x) => go(x),
                }
            }
        }
        ExprKind::Slice(a, b, c) => {
            for x in [a, b, c].into_iter().flatten() {
                go(x);
            }
        }
        _ => {}
    }
}

fn fstring(parts: &mut [FPart], go: &mut dyn FnMut(&mut Expr)) {
    for p in parts {
        if let FPart::Field { expr, spec, .. } = p {
            go(expr);
            fstring(spec, go);
        }
    }
}
