//! Scope pre-pass: which names each function binds, which it declares
//! `global`, and which of its locals nested functions capture (those live in
//! cells). Python decides all of this per function before running, and so
//! must we, since a name assigned anywhere in a function is local throughout.

use crate::source::Span;
use crate::syntax::ast::*;
use std::collections::{HashMap, HashSet};

/// What one function (or lambda) binds and shares.
#[derive(Debug, Default, Clone)]
pub struct FnScope {
    /// Names bound in the function, in first-binding order (parameters
    /// first).
    pub locals: Vec<String>,
    pub local_set: HashSet<String>,
    pub globals: HashSet<String>,
    pub nonlocals: HashSet<String>,
    /// Locals that nested functions read or write: stored in cells.
    pub cells: HashSet<String>,
    /// Names this function gets from an enclosing function's cells.
    pub free: Vec<String>,
    /// Names whose address `&x` takes in this function's own body.
    pub addressed: HashSet<String>,
    /// A comprehension's variables rather than a function's: they live in
    /// the enclosing function's frame, and only a lambda inside the
    /// comprehension captures them (then they are cells).
    pub comp: bool,
}

impl FnScope {
    fn bind(&mut self, name: &str) {
        if !self.globals.contains(name)
            && !self.nonlocals.contains(name)
            && self.local_set.insert(name.to_string())
        {
            self.locals.push(name.to_string());
        }
    }
}

/// Scopes of every function in a module, keyed by the function's span
/// (the map derefs to that), and the variables whose address `&x` takes
/// anywhere in the module: those live in memory rather than in a slot.
#[derive(Debug, Default)]
pub struct Scopes {
    map: HashMap<Span, FnScope>,
    pub addressed: HashSet<String>,
    /// Each lambda's number in the module, by its span: Cython names its
    /// functions `lambda`, `lambda1`, `lambda2`… in the order it declares
    /// them (source order, an enclosing lambda before those in its body).
    pub lambdas: HashMap<Span, usize>,
}

impl Scopes {
    /// The name Cython gives the lambda at `span` (its `__name__`, and
    /// the name its argument errors use).
    pub fn lambda_name(&self, span: Span) -> String {
        match self.lambdas.get(&span) {
            Some(0) | None => "lambda".to_string(),
            Some(n) => format!("lambda{n}"),
        }
    }
}

impl std::ops::Deref for Scopes {
    type Target = HashMap<Span, FnScope>;
    fn deref(&self) -> &Self::Target {
        &self.map
    }
}

impl std::ops::DerefMut for Scopes {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.map
    }
}

/// Analyses a module.
pub fn analyze(module: &[Stmt]) -> Scopes {
    let mut scopes = Scopes::default();
    let mut stack: Vec<(Span, FnScope)> = Vec::new();
    for s in module {
        visit_stmt(s, &mut stack, &mut scopes);
    }
    scopes
}

fn params_scope(p: &Params) -> FnScope {
    let mut sc = FnScope::default();
    for q in p
        .positional
        .iter()
        .chain(&p.star)
        .chain(&p.kwonly)
        .chain(&p.starstar)
    {
        sc.bind(&q.name.name);
    }
    sc
}

/// Pre-collects a function body's bindings (so that uses before the binding
/// still count as local).
fn collect_bindings(body: &[Stmt], sc: &mut FnScope) {
    for s in body {
        match &s.kind {
            StmtKind::Global(names) => names.iter().for_each(|n| {
                sc.globals.insert(n.name.clone());
            }),
            StmtKind::Nonlocal(names) => names.iter().for_each(|n| {
                sc.nonlocals.insert(n.name.clone());
            }),
            _ => {}
        }
    }
    for s in body {
        bind_stmt(s, sc);
    }
}

fn bind_target(e: &Expr, sc: &mut FnScope) {
    match &e.kind {
        ExprKind::Name(n) => sc.bind(n),
        ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().for_each(|x| bind_target(x, sc)),
        ExprKind::Starred(x) => bind_target(x, sc),
        _ => {}
    }
}

fn bind_stmt(s: &Stmt, sc: &mut FnScope) {
    match &s.kind {
        StmtKind::Assign(ts, _) => ts.iter().for_each(|t| bind_target(t, sc)),
        StmtKind::AugAssign(t, _, _) | StmtKind::AnnAssign(t, _, _) => bind_target(t, sc),
        StmtKind::CDecl { decls, .. } => decls.iter().for_each(|d| sc.bind(&d.name.name)),
        StmtKind::CDefBlock(b) => b.iter().for_each(|x| bind_stmt(x, sc)),
        StmtKind::Func(f) => sc.bind(&f.name.name),
        StmtKind::Class { name, .. } => sc.bind(&name.name),
        // A cpdef enum's Python class is bound to its name.
        StmtKind::Enum {
            name: Some(n),
            cpdef: true,
            ..
        } => sc.bind(&n.name),
        StmtKind::For(t, _, b, o) => {
            bind_target(t, sc);
            b.iter().chain(o).for_each(|x| bind_stmt(x, sc));
        }
        StmtKind::If(_, b, o) | StmtKind::While(_, b, o) => {
            b.iter().chain(o).for_each(|x| bind_stmt(x, sc))
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            body.iter()
                .chain(orelse)
                .chain(finalbody)
                .for_each(|x| bind_stmt(x, sc));
            for h in handlers {
                if let Some(n) = &h.name {
                    sc.bind(&n.name);
                }
                h.body.iter().for_each(|x| bind_stmt(x, sc));
            }
        }
        StmtKind::With(items, b) => {
            items
                .iter()
                .filter_map(|(_, t)| t.as_ref())
                .for_each(|t| bind_target(t, sc));
            b.iter().for_each(|x| bind_stmt(x, sc));
        }
        StmtKind::Del(ts) => ts.iter().for_each(|t| bind_target(t, sc)),
        StmtKind::Import(names, _) => {
            for n in names {
                let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                sc.bind(&bound.name);
            }
        }
        StmtKind::FromImport { names, .. } => {
            for n in names {
                let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                if bound.name != "*" {
                    sc.bind(&bound.name);
                }
            }
        }
        StmtKind::CompileIf(branches, o) => {
            branches
                .iter()
                .flat_map(|(_, b)| b)
                .chain(o)
                .for_each(|x| bind_stmt(x, sc));
        }
        _ => {}
    }
    // Walrus targets bind in the enclosing function too.
    walrus_in_stmt(s, sc);
}

fn walrus_in_stmt(s: &Stmt, sc: &mut FnScope) {
    let mut exprs: Vec<&Expr> = Vec::new();
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => exprs.push(e),
        StmtKind::Assign(_, e) => exprs.push(e),
        StmtKind::If(c, _, _) | StmtKind::While(c, _, _) => exprs.push(c),
        _ => {}
    }
    for e in exprs {
        walk_expr(e, &mut |x| {
            if let ExprKind::Walrus(n, _) = &x.kind {
                sc.bind(&n.name);
            }
        });
    }
}

/// Calls `f` on every expression inside `e` that belongs to the same
/// function (lambda bodies are not entered).
pub fn walk_expr<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    f(e);
    for_each_child(e, &mut |x| walk_expr(x, f));
}

/// Calls `go` on each expression directly inside `e` (lambda bodies are
/// not entered: they belong to another function).
pub fn for_each_child<'a>(e: &'a Expr, mut go: &mut dyn FnMut(&'a Expr)) {
    match &e.kind {
        ExprKind::Tuple(xs) | ExprKind::List(xs) | ExprKind::Set(xs) => xs.iter().for_each(go),
        ExprKind::Dict(kvs) => kvs.iter().for_each(|(k, v)| {
            go(k);
            go(v);
        }),
        ExprKind::ListComp(a, g) | ExprKind::SetComp(a, g) | ExprKind::GenExp(a, g) => {
            go(a);
            for c in g {
                go(&c.target);
                go(&c.iter);
                c.conds.iter().for_each(&mut go);
            }
        }
        ExprKind::DictComp(k, v, g) => {
            go(k);
            go(v);
            for c in g {
                go(&c.target);
                go(&c.iter);
                c.conds.iter().for_each(&mut go);
            }
        }
        ExprKind::Unary(_, a)
        | ExprKind::Starred(a)
        | ExprKind::AddrOf(a)
        | ExprKind::Attr(a, _) => go(a),
        ExprKind::Cast { expr, .. } => go(expr),
        ExprKind::Walrus(_, a) | ExprKind::Yield(Some(a), _) => go(a),
        ExprKind::Binary(_, a, b)
        | ExprKind::And(a, b)
        | ExprKind::Or(a, b)
        | ExprKind::Subscript(a, b) => {
            go(a);
            go(b);
        }
        ExprKind::Compare(a, rest) => {
            go(a);
            rest.iter().for_each(|(_, x)| go(x));
        }
        ExprKind::IfExp { cond, then, orelse } => {
            go(cond);
            go(then);
            go(orelse);
        }
        ExprKind::Call(c, args) => {
            go(c);
            for a in args {
                match a {
                    Arg::Pos(x) | Arg::Star(x) | Arg::Kw(_, x) | Arg::StarStar(x) => go(x),
                }
            }
        }
        ExprKind::Slice(a, b, c) => [a, b, c].into_iter().flatten().for_each(|x| go(x)),
        ExprKind::FString(parts) => walk_fparts(parts, &mut go),
        ExprKind::Lambda(p, _) => {
            for q in p.positional.iter().chain(&p.kwonly) {
                if let Some(d) = &q.default {
                    go(d);
                }
            }
        }
        _ => {}
    }
}

fn walk_fparts<'a>(parts: &'a [FPart], go: &mut dyn FnMut(&'a Expr)) {
    for p in parts {
        if let FPart::Field { expr, spec, .. } = p {
            go(expr);
            walk_fparts(spec, go);
        }
    }
}

/// A use of `name` inside the function on top of the stack: if an enclosing
/// function binds it, it becomes a cell there and free in every function
/// between.
fn use_name(name: &str, stack: &mut [(Span, FnScope)]) {
    let Some(top) = stack.len().checked_sub(1) else {
        return;
    };
    let sc = &stack[top].1;
    if sc.local_set.contains(name) && !sc.nonlocals.contains(name) || sc.globals.contains(name) {
        return;
    }
    for depth in (0..top).rev() {
        let outer = &stack[depth].1;
        if outer.globals.contains(name) {
            return;
        }
        if outer.local_set.contains(name) && !outer.nonlocals.contains(name) {
            stack[depth].1.cells.insert(name.to_string());
            // A comprehension between is its function's frame, not one of
            // its own.
            for (_, mid) in stack[depth + 1..].iter_mut().filter(|(_, m)| !m.comp) {
                if !mid.free.iter().any(|f| f == name) {
                    mid.free.push(name.to_string());
                }
            }
            return;
        }
    }
}

/// `&n` seen: by the module, and by the function it stands in.
fn note_addressed(n: &str, stack: &mut [(Span, FnScope)], scopes: &mut Scopes) {
    scopes.addressed.insert(n.to_string());
    if let Some((_, sc)) = stack.last_mut() {
        sc.addressed.insert(n.to_string());
    }
}

fn visit_expr(e: &Expr, stack: &mut Vec<(Span, FnScope)>, scopes: &mut Scopes) {
    walk_expr(e, &mut |x| match &x.kind {
        ExprKind::Name(n) => use_name(n, stack),
        ExprKind::Walrus(n, _) => use_name(&n.name, stack),
        ExprKind::AddrOf(inner) => {
            // `&x`, and `&s.f.g` of a field of a struct variable `s`: the
            // variable then lives in memory.
            let mut root = inner.as_ref();
            while let ExprKind::Attr(b, _) = &root.kind {
                root = b;
            }
            if let ExprKind::Name(n) = &root.kind {
                note_addressed(n, stack, scopes);
            }
        }
        // Pure Python mode's `cython.address(x)`.
        ExprKind::Call(callee, args)
            if crate::sema::dotted_name(callee).as_deref() == Some("cython.address") =>
        {
            if let [
                Arg::Pos(Expr {
                    kind: ExprKind::Name(n),
                    ..
                }),
            ] = args.as_slice()
            {
                note_addressed(n, stack, scopes);
            }
        }
        _ => {}
    });
    // Lambdas are functions of their own. One inside a comprehension sees
    // the comprehension's variables, which stand on the stack between it
    // and its function while its body is visited.
    let mut lambdas = Vec::new();
    collect_lambdas(e, &mut Vec::new(), &mut lambdas);
    for (span, p, body, comps) in lambdas {
        let n = scopes.lambdas.len();
        scopes.lambdas.entry(span).or_insert(n);
        let below = stack.len();
        for (at, names) in &comps {
            let mut sc = FnScope {
                comp: true,
                ..FnScope::default()
            };
            names.iter().for_each(|n| sc.bind(n));
            stack.push((*at, sc));
        }
        stack.push((span, params_scope(p)));
        visit_expr(body, stack, scopes);
        if let Some((span, sc)) = stack.pop() {
            scopes.insert(span, sc);
        }
        // What the lambdas of one comprehension capture adds up.
        while stack.len() > below {
            if let Some((at, sc)) = stack.pop() {
                let kept = scopes.map.entry(at).or_insert_with(|| FnScope {
                    comp: true,
                    ..FnScope::default()
                });
                kept.cells.extend(sc.cells);
            }
        }
    }
}

/// A lambda met in an expression: its span, parameters, body, and the
/// comprehensions around it (span and variables, outermost first).
type LambdaAt<'a> = (Span, &'a Params, &'a Expr, Vec<(Span, Vec<String>)>);

/// The lambdas directly in `e` (not inside another lambda's body), each
/// with the comprehensions enclosing it in `e`.
fn collect_lambdas<'a>(
    e: &'a Expr,
    comps: &mut Vec<(Span, Vec<String>)>,
    out: &mut Vec<LambdaAt<'a>>,
) {
    let gens = match &e.kind {
        ExprKind::Lambda(p, body) => {
            out.push((e.span, p.as_ref(), body.as_ref(), comps.clone()));
            // Its defaults belong to the enclosing function.
            for_each_child(e, &mut |x| collect_lambdas(x, comps, out));
            return;
        }
        ExprKind::ListComp(_, g)
        | ExprKind::SetComp(_, g)
        | ExprKind::GenExp(_, g)
        | ExprKind::DictComp(_, _, g) => g,
        _ => {
            for_each_child(e, &mut |x| collect_lambdas(x, comps, out));
            return;
        }
    };
    let mut names = HashSet::new();
    for g in gens {
        super::infer::bound_names(&g.target, &mut names);
    }
    let mut names: Vec<String> = names.into_iter().collect();
    names.sort();
    comps.push((e.span, names));
    for_each_child(e, &mut |x| collect_lambdas(x, comps, out));
    comps.pop();
}

fn visit_target(e: &Expr, stack: &mut Vec<(Span, FnScope)>, scopes: &mut Scopes) {
    visit_expr(e, stack, scopes);
}

fn visit_body(b: &[Stmt], stack: &mut Vec<(Span, FnScope)>, scopes: &mut Scopes) {
    for s in b {
        visit_stmt(s, stack, scopes);
    }
}

fn visit_stmt(s: &Stmt, stack: &mut Vec<(Span, FnScope)>, scopes: &mut Scopes) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => visit_expr(e, stack, scopes),
        StmtKind::Assign(ts, v) => {
            ts.iter().for_each(|t| visit_target(t, stack, scopes));
            visit_expr(v, stack, scopes);
        }
        StmtKind::AugAssign(t, _, v) => {
            visit_target(t, stack, scopes);
            visit_expr(v, stack, scopes);
        }
        StmtKind::AnnAssign(t, _, v) => {
            visit_target(t, stack, scopes);
            if let Some(v) = v {
                visit_expr(v, stack, scopes);
            }
        }
        StmtKind::CDecl { decls, .. } => {
            for d in decls {
                use_name(&d.name.name, stack);
                if let Some(v) = &d.value {
                    visit_expr(v, stack, scopes);
                }
            }
        }
        StmtKind::CDefBlock(b) => visit_body(b, stack, scopes),
        StmtKind::Func(f) => {
            use_name(&f.name.name, stack);
            for q in f.params.positional.iter().chain(&f.params.kwonly) {
                if let Some(d) = &q.default {
                    visit_expr(d, stack, scopes);
                }
            }
            f.decorators
                .iter()
                .for_each(|d| visit_expr(d, stack, scopes));
            let mut sc = params_scope(&f.params);
            collect_bindings(&f.body, &mut sc);
            stack.push((f.span, sc));
            visit_body(&f.body, stack, scopes);
            if let Some((span, sc)) = stack.pop() {
                scopes.insert(span, sc);
            }
        }
        StmtKind::Class {
            name, bases, body, ..
        } => {
            use_name(&name.name, stack);
            bases.iter().for_each(|b| visit_expr(b, stack, scopes));
            // Methods see module globals, not the class body's names.
            let saved = std::mem::take(stack);
            visit_body(body, &mut Vec::new(), scopes);
            *stack = saved;
        }
        StmtKind::If(c, b, o) | StmtKind::While(c, b, o) => {
            visit_expr(c, stack, scopes);
            visit_body(b, stack, scopes);
            visit_body(o, stack, scopes);
        }
        StmtKind::For(t, it, b, o) => {
            visit_target(t, stack, scopes);
            visit_expr(it, stack, scopes);
            visit_body(b, stack, scopes);
            visit_body(o, stack, scopes);
        }
        StmtKind::Raise(a, b) => [a, b]
            .into_iter()
            .flatten()
            .for_each(|x| visit_expr(x, stack, scopes)),
        StmtKind::Assert(a, b) => {
            visit_expr(a, stack, scopes);
            if let Some(b) = b {
                visit_expr(b, stack, scopes);
            }
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            visit_body(body, stack, scopes);
            for h in handlers {
                if let Some(t) = &h.types {
                    visit_expr(t, stack, scopes);
                }
                if let Some(n) = &h.name {
                    use_name(&n.name, stack);
                }
                visit_body(&h.body, stack, scopes);
            }
            visit_body(orelse, stack, scopes);
            visit_body(finalbody, stack, scopes);
        }
        StmtKind::With(items, b) => {
            for (e, t) in items {
                visit_expr(e, stack, scopes);
                if let Some(t) = t {
                    visit_target(t, stack, scopes);
                }
            }
            visit_body(b, stack, scopes);
        }
        StmtKind::Del(ts) => ts.iter().for_each(|t| visit_target(t, stack, scopes)),
        StmtKind::CompileIf(branches, o) => {
            for (_, b) in branches {
                visit_body(b, stack, scopes);
            }
            visit_body(o, stack, scopes);
        }
        _ => {}
    }
}

/// The module's own bindings (its globals).
pub fn module_bindings(module: &[Stmt]) -> FnScope {
    let mut sc = FnScope::default();
    collect_bindings(module, &mut sc);
    sc
}
