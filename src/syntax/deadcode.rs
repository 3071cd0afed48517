//! Cython's constant folding of `if`/`elif`/`while` on a literal
//! condition: `if False:` (`if 0:`, `if None:`, `elif 0:`, `while False:`)
//! loses its body, and `if True:` its `elif`s and `else`, before any name
//! is looked up or any type inferred. A name misspelt in a dead branch is
//! then no compile error, and an assignment there types nothing:
//! `y = 3` followed by a dead `y = "s"` leaves `y` a C long.
//!
//! A function is a generator by any `yield` it contains, dead or not
//! (`if False: yield` is the idiom for an empty generator), so a dropped
//! branch that held one leaves a bare `if False: yield` in its place,
//! which sema keeps.
//!
//! A conditional expression on a literal (`a if False else b`) is folded
//! in sema, where it is lowered.

use super::ast::*;
use crate::source::Span;

/// Drops the dead branches of `stmts`, in every nested body.
pub fn prune(stmts: &mut Vec<Stmt>) {
    let old = std::mem::take(stmts);
    for mut s in old {
        match std::mem::replace(&mut s.kind, StmtKind::Pass) {
            StmtKind::If(c, b, o) if let Some(taken) = literal_truth(&c) => {
                let (mut kept, dropped) = if taken { (b, o) } else { (o, b) };
                prune(&mut kept);
                stmts.extend(kept);
                if dropped.iter().any(yields) {
                    stmts.push(dead_yield(s.span));
                }
            }
            // `while False:` runs its `else` once.
            StmtKind::While(c, b, mut o) if literal_truth(&c) == Some(false) => {
                prune(&mut o);
                stmts.extend(o);
                if b.iter().any(yields) {
                    stmts.push(dead_yield(s.span));
                }
            }
            mut kind => {
                nested(&mut kind);
                s.kind = kind;
                stmts.push(s);
            }
        }
    }
}

/// Prunes the bodies a statement holds.
fn nested(kind: &mut StmtKind) {
    match kind {
        StmtKind::Func(f) => prune_body(&mut f.body),
        StmtKind::Class { body, .. } | StmtKind::CDefBlock(body) | StmtKind::Property(_, body) => {
            prune_body(body)
        }
        StmtKind::If(_, b, o) | StmtKind::While(_, b, o) | StmtKind::For(_, _, b, o) => {
            prune_body(b);
            prune(o);
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            prune_body(body);
            for h in handlers {
                prune_body(&mut h.body);
            }
            prune(orelse);
            prune(finalbody);
        }
        StmtKind::With(_, b) => prune_body(b),
        StmtKind::CompileIf(branches, o) => {
            for (_, b) in branches {
                prune_body(b);
            }
            prune(o);
        }
        _ => {}
    }
}

/// Prunes a body Python requires to hold a statement: one left empty
/// holds `pass`.
fn prune_body(body: &mut Vec<Stmt>) {
    let span = body.first().map(|s| s.span);
    prune(body);
    if let (true, Some(span)) = (body.is_empty(), span) {
        body.push(Stmt {
            kind: StmtKind::Pass,
            span,
        });
    }
}

/// The truth of a condition Cython folds: a literal, or `not`/`-` of one.
pub fn literal_truth(e: &Expr) -> Option<bool> {
    match &e.kind {
        ExprKind::Bool(b) => Some(*b),
        ExprKind::Int(i) => Some(*i != 0),
        ExprKind::Float(f) => Some(*f != 0.0),
        ExprKind::NoneLit => Some(false),
        ExprKind::Unary(UnOp::Not, a) => literal_truth(a).map(|t| !t),
        ExprKind::Unary(UnOp::Neg | UnOp::Pos, a)
            if matches!(a.kind, ExprKind::Int(_) | ExprKind::Float(_)) =>
        {
            literal_truth(a)
        }
        _ => None,
    }
}

/// Whether a statement yields in the function it belongs to (a nested
/// function or class is another scope).
fn yields(s: &Stmt) -> bool {
    let is_yield = |e: &Expr| matches!(e.kind, ExprKind::Yield(..));
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Assign(_, e) | StmtKind::AugAssign(_, _, e) => is_yield(e),
        StmtKind::If(_, b, o) | StmtKind::While(_, b, o) | StmtKind::For(_, _, b, o) => {
            b.iter().chain(o).any(yields)
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
        } => {
            body.iter().chain(orelse).chain(finalbody).any(yields)
                || handlers.iter().any(|h| h.body.iter().any(yields))
        }
        StmtKind::With(_, b) => b.iter().any(yields),
        _ => false,
    }
}

/// `if False: yield`, which keeps a function a generator.
fn dead_yield(span: Span) -> Stmt {
    let expr = |kind| Expr { kind, span };
    let stmt = |kind| Stmt { kind, span };
    stmt(StmtKind::If(
        expr(ExprKind::Bool(false)),
        vec![stmt(StmtKind::Expr(expr(ExprKind::Yield(None, false))))],
        Vec::new(),
    ))
}
