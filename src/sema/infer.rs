//! Cython's type inference of undeclared locals, in its default "safe"
//! mode: a variable bound only by plain assignments (`x = e`, `x op= e`)
//! and counted `range` loops takes the type spanning everything assigned to
//! it, when that type can stand in for a Python object without changing
//! what the program does — C doubles and floats, bint, pointers, structs,
//! memoryview slices, and C integers that no arithmetic touches (which
//! therefore cannot overflow). Anything else stays a Python object.
//!
//! Cython resolves the assignments in dependency order; arr gets the same
//! fixpoint by resolving the function body a few times with the types
//! assumed so far (see `Sema::infer_locals`), and this module holds the
//! syntactic half: which names qualify, which may overflow, and how the
//! assigned types span.

use super::prange::{each_stmt, stmt_exprs};
use super::scope::{for_each_child, walk_expr};
use super::types::Ty;
use crate::syntax::ast::{BinOp, Expr, ExprKind, Stmt, StmtKind, UnOp};
use std::collections::HashSet;

/// One assignment to a candidate, as its resolution saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    /// The assigned value's type; `None` for the literal `None`.
    pub ty: Option<Ty>,
    /// The value reads the variable itself (`x = x + 1`, `x += 1`): its
    /// type depends on the one being inferred.
    pub self_ref: bool,
    /// A Python object of a builtin type Cython knows (`"list object"`).
    pub py: Option<String>,
}

/// What a candidate is inferred to be: a C type, or a Python object that
/// Cython knows the builtin type of (only `cython.typeof` shows it).
#[derive(Debug, Clone, PartialEq)]
pub enum Inferred {
    C(Ty),
    Py(String),
    Object,
}

/// Names of `body` whose every binding is a plain one-target assignment,
/// an augmented assignment or a counted `range`/`prange` loop.
pub fn candidates(body: &[Stmt]) -> HashSet<String> {
    let mut plain = HashSet::new();
    let mut other = HashSet::new();
    each_stmt(body, &mut |s| match &s.kind {
        // `x = cython.declare(T, v)` declares.
        StmtKind::Assign(ts, v) if is_declare(v) => {
            ts.iter().for_each(|t| bound_names(t, &mut other));
        }
        StmtKind::Assign(ts, _) => match ts.as_slice() {
            [
                Expr {
                    kind: ExprKind::Name(n),
                    ..
                },
            ] => {
                plain.insert(n.clone());
            }
            _ => ts.iter().for_each(|t| bound_names(t, &mut other)),
        },
        StmtKind::AugAssign(t, _, _) => {
            if let ExprKind::Name(n) = &t.kind {
                plain.insert(n.clone());
            }
        }
        // A loop binds its variable to what it iterates (`loopvar.rs`).
        StmtKind::For(t, _, _, _) => match &t.kind {
            ExprKind::Name(n) => {
                plain.insert(n.clone());
            }
            _ => bound_names(t, &mut other),
        },
        StmtKind::AnnAssign(t, _, _) => bound_names(t, &mut other),
        StmtKind::With(items, _) => items
            .iter()
            .filter_map(|(_, t)| t.as_ref())
            .for_each(|t| bound_names(t, &mut other)),
        StmtKind::Try { handlers, .. } => {
            for h in handlers {
                if let Some(n) = &h.name {
                    other.insert(n.name.clone());
                }
            }
        }
        // `del x` unbinds without binding: the name stays a candidate,
        // though only for a Python object type (see `deleted`).
        StmtKind::Import(names, _) | StmtKind::FromImport { names, .. } => {
            for n in names {
                let bound = n.alias.as_ref().or(n.path.first());
                if let Some(b) = bound {
                    other.insert(b.name.clone());
                }
                if let Some(last) = n.path.last() {
                    other.insert(last.name.clone());
                }
            }
        }
        StmtKind::Func(f) => {
            other.insert(f.name.name.clone());
        }
        StmtKind::Class { name, .. } => {
            other.insert(name.name.clone());
        }
        StmtKind::CDecl { decls, .. } => decls.iter().for_each(|d| {
            other.insert(d.name.name.clone());
        }),
        _ => {}
    });
    // Walrus targets bind too (a comprehension's variables are its own).
    each_stmt(body, &mut |s| {
        for e in stmt_exprs(s) {
            walk_expr(e, &mut |x| {
                if let ExprKind::Walrus(n, _) = &x.kind {
                    other.insert(n.name.clone());
                }
            });
        }
    });
    plain.retain(|n| !other.contains(n));
    plain
}

/// Names of `body` that a `del` statement unbinds. Cython still infers
/// an extension type or a builtin Python type for one (`g = G()` ...
/// `del g`), but not a C type, which cannot be deleted.
pub fn deleted(body: &[Stmt]) -> HashSet<String> {
    let mut out = HashSet::new();
    each_stmt(body, &mut |s| {
        if let StmtKind::Del(ts) = &s.kind {
            ts.iter().for_each(|t| bound_names(t, &mut out));
        }
    });
    out
}

fn is_declare(v: &Expr) -> bool {
    matches!(&v.kind, ExprKind::Call(c, _)
        if matches!(&c.kind, ExprKind::Attr(_, a) if a.name == "declare"))
}

/// The names an assignment target binds (`a, (b, *c)` binds a, b, c).
pub(super) fn bound_names(t: &Expr, out: &mut HashSet<String>) {
    match &t.kind {
        ExprKind::Name(n) => {
            out.insert(n.clone());
        }
        ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().for_each(|x| bound_names(x, out)),
        ExprKind::Starred(x) => bound_names(x, out),
        _ => {}
    }
}

/// Names that may overflow if made C integers, by Cython's rule
/// (`MarkOverflowingArithmetic`): any name inside arithmetic other than
/// `& | ^`, a unary minus, `abs(…)`, an augmented assignment, or assigned
/// an integer literal beyond 32 bits.
pub fn might_overflow(body: &[Stmt]) -> HashSet<String> {
    let mut out = HashSet::new();
    each_stmt(body, &mut |s| {
        if let StmtKind::Assign(ts, v) = &s.kind
            && let ExprKind::Int(i) = v.kind
            && i >= 1 << 31
        {
            ts.iter().for_each(|t| bound_names(t, &mut out));
        }
        let danger = matches!(s.kind, StmtKind::AugAssign(..));
        for e in stmt_exprs(s) {
            mark(e, danger, &mut out);
        }
    });
    out
}

fn mark(e: &Expr, danger: bool, out: &mut HashSet<String>) {
    let inner = match &e.kind {
        ExprKind::Name(n) => {
            if danger {
                out.insert(n.clone());
            }
            return;
        }
        ExprKind::Binary(BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor, ..) => danger,
        ExprKind::Binary(..) | ExprKind::Unary(UnOp::Neg, _) => true,
        ExprKind::Unary(..) => danger,
        ExprKind::Call(f, _) => danger || matches!(&f.kind, ExprKind::Name(n) if n == "abs"),
        ExprKind::Lambda(..) => return,
        // Every other node (indexing, comparison, attribute, …) is safe:
        // what is inside it cannot overflow the variable.
        _ => false,
    };
    for_each_child(e, &mut |c| mark(c, inner, out));
}

/// Does `e` read the name `n`?
pub fn mentions(e: &Expr, n: &str) -> bool {
    let mut found = false;
    walk_expr(e, &mut |x| {
        if let ExprKind::Name(m) | ExprKind::Walrus(crate::syntax::ast::Ident { name: m, .. }, _) =
            &x.kind
        {
            found |= m == n;
        }
    });
    found
}

/// The type a candidate takes from what it was assigned (Cython's
/// `inferred_types` + `safe_spanning_type`, or `aggressive_spanning_type`
/// under `infer_types=True`).
pub fn spanning(seen: &[Seen], overflow: bool, aggressive: bool) -> Inferred {
    let mut types: Vec<Ty> = seen.iter().filter_map(|s| s.ty.clone()).collect();
    // `None` counts only when nothing else is a Python object.
    let none_counts = seen.iter().any(|s| s.ty.is_none()) && !types.iter().any(is_object);
    if none_counts {
        types.push(Ty::Object);
    }
    let Some(first) = types.first() else {
        return Inferred::Object;
    };
    let spanned = types[1..]
        .iter()
        .fold(simply(first), |a, b| find_spanning(&a, &simply(b)));
    if aggressive {
        return match spanned {
            Ty::Object | Ty::Ctuple(_) | Ty::Buffer(..) | Ty::Void => Inferred::Object,
            t => Inferred::C(t),
        };
    }
    match spanned {
        // Py_UCS4 spans every character a str holds.
        Ty::Float | Ty::Double | Ty::Bint | Ty::Ucs4 => Inferred::C(spanned),
        Ty::FloatComplex | Ty::DoubleComplex | Ty::SoftComplex => Inferred::C(spanned),
        Ty::Ptr(_)
        | Ty::StructPtr(_)
        | Ty::FuncPtr(_)
        | Ty::Struct(_)
        | Ty::Memview(_)
        | Ty::Cpp(_) => Inferred::C(spanned),
        Ty::Int(_) if !overflow => Inferred::C(spanned),
        Ty::Int(_) => Inferred::Py("int object".into()),
        Ty::Object if !none_counts => {
            // One builtin type throughout (None aside) is that type.
            // (A C number boxes to its Python type.)
            let py_of = |s: &Seen| match &s.ty {
                Some(Ty::Int(_)) => Some("int object".to_string()),
                Some(Ty::Float | Ty::Double) => Some("float object".to_string()),
                Some(Ty::Bint) => Some("bool object".to_string()),
                _ => s.py.clone(),
            };
            let mut pys = seen.iter().filter(|s| s.ty.is_some()).map(py_of);
            match pys.next() {
                Some(Some(first)) if pys.all(|p| p.as_ref() == Some(&first)) => Inferred::Py(first),
                _ => Inferred::Object,
            }
        }
        _ => Inferred::Object,
    }
}

/// A C array decays to a pointer to its elements.
fn simply(t: &Ty) -> Ty {
    match t {
        Ty::CArray(d, _) | Ty::CArrayNd(d, _) => Ty::Ptr(Some(*d)),
        t => t.clone(),
    }
}

fn is_object(t: &Ty) -> bool {
    matches!(t, Ty::Object | Ty::Buffer(..) | Ty::Ctuple(_))
}

/// Cython's `find_spanning_type`: equal types span themselves, bint with
/// anything else is an object, C numbers widen, and any float is a double.
fn find_spanning(a: &Ty, b: &Ty) -> Ty {
    let t = if a == b {
        a.clone()
    } else if *a == Ty::Bint || *b == Ty::Bint {
        return Ty::Object;
    } else {
        Ty::arith(a, b)
            .or_else(|| Ty::complex_arith(a, b))
            .unwrap_or(Ty::Object)
    };
    match t {
        Ty::Float => Ty::Double,
        t => t,
    }
}

/// Candidates some read of which may come before any assignment (by a
/// structured definite-assignment pass: a branch assigns only what both
/// sides assign, a loop body nothing after the loop). Python raises
/// UnboundLocalError there and Cython reads an uninitialised C variable;
/// arr keeps such a name a Python object so the error stays, except for
/// a `range` loop's variable read after the loop.
pub fn maybe_unbound(body: &[Stmt], cands: &HashSet<String>) -> HashSet<String> {
    let mut flow = Flow {
        cands,
        unbound: HashSet::new(),
    };
    flow.block(body, &mut HashSet::new());
    flow.unbound
}

struct Flow<'c> {
    cands: &'c HashSet<String>,
    unbound: HashSet<String>,
}

impl Flow<'_> {
    fn reads(&mut self, e: &Expr, assigned: &HashSet<String>) {
        walk_expr(e, &mut |x| {
            if let ExprKind::Name(n) = &x.kind
                && self.cands.contains(n)
                && !assigned.contains(n)
            {
                self.unbound.insert(n.clone());
            }
        });
    }

    fn target(&mut self, t: &Expr, assigned: &mut HashSet<String>) {
        match &t.kind {
            ExprKind::Name(n) => {
                assigned.insert(n.clone());
            }
            ExprKind::Tuple(xs) | ExprKind::List(xs) => {
                xs.iter().for_each(|x| self.target(x, assigned));
            }
            ExprKind::Starred(x) => self.target(x, assigned),
            _ => self.reads(t, assigned),
        }
    }

    fn block(&mut self, body: &[Stmt], assigned: &mut HashSet<String>) {
        for s in body {
            self.stmt(s, assigned);
        }
    }

    /// What `body` leaves assigned, starting from `assigned`.
    fn branch(&mut self, body: &[Stmt], assigned: &HashSet<String>) -> HashSet<String> {
        let mut a = assigned.clone();
        self.block(body, &mut a);
        a
    }

    fn stmt(&mut self, s: &Stmt, assigned: &mut HashSet<String>) {
        match &s.kind {
            StmtKind::Assign(ts, v) => {
                self.reads(v, assigned);
                ts.iter().for_each(|t| self.target(t, assigned));
            }
            StmtKind::AugAssign(t, _, v) => {
                self.reads(t, assigned);
                self.reads(v, assigned);
                self.target(t, assigned);
            }
            StmtKind::If(c, b, o) => {
                self.reads(c, assigned);
                let a1 = self.branch(b, assigned);
                let a2 = self.branch(o, assigned);
                *assigned = a1.intersection(&a2).cloned().collect();
            }
            StmtKind::While(c, b, o) => {
                self.reads(c, assigned);
                self.branch(b, assigned);
                self.branch(o, assigned);
            }
            StmtKind::For(t, it, b, o) => {
                self.reads(it, assigned);
                let mut inside = assigned.clone();
                self.target(t, &mut inside);
                self.block(b, &mut inside);
                self.branch(o, assigned);
                // A counted loop's variable counts as bound after it: only
                // an empty range leaves it unset, and keeping it a Python
                // object for that would make every such loop slow (Cython
                // makes it C whatever).
                if is_range_call(it) {
                    self.target(t, assigned);
                }
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                let mut ok = self.branch(body, assigned);
                self.block(orelse, &mut ok);
                for h in handlers {
                    let after = self.branch(&h.body, assigned);
                    ok = ok.intersection(&after).cloned().collect();
                }
                self.branch(finalbody, assigned);
                *assigned = ok;
            }
            StmtKind::With(items, b) => {
                for (e, t) in items {
                    self.reads(e, assigned);
                    if let Some(t) = t {
                        self.target(t, assigned);
                    }
                }
                self.block(b, assigned);
            }
            StmtKind::CDefBlock(b) => self.block(b, assigned),
            StmtKind::CompileIf(branches, o) => {
                let mut all = self.branch(o, assigned);
                for (c, b) in branches {
                    self.reads(c, assigned);
                    let a = self.branch(b, assigned);
                    all = all.intersection(&a).cloned().collect();
                }
                *assigned = all;
            }
            _ => {
                for e in stmt_exprs(s) {
                    self.reads(e, assigned);
                }
            }
        }
    }
}

/// `range(…)` or `prange(…)` (the name as written).
fn is_range_call(it: &Expr) -> bool {
    let ExprKind::Call(f, _) = &it.kind else {
        return false;
    };
    match &f.kind {
        ExprKind::Name(n) => n == "range" || n == "prange",
        ExprKind::Attr(_, a) => a.name == "prange",
        _ => false,
    }
}
