//! What a region's HIR reads, writes and holds, for deciding how (and
//! whether) `native.rs` lowers it: which variables statements assign,
//! every expression of a block, whether a body loops or calls.

use crate::sema::hir::*;

/// Whether `range(start, …, step)` counts up from a non-negative
/// constant.
pub(super) fn counts_up(start: &HExpr, step: &HExpr) -> bool {
    let konst = |e: &HExpr| match &e.kind {
        HKind::Int(i) => Some(*i),
        HKind::Convert(x) => match x.kind {
            HKind::Int(i) => Some(i),
            _ => None,
        },
        _ => None,
    };
    matches!((konst(start), konst(step)), (Some(a), Some(s)) if a >= 0 && s > 0)
}

/// Whether statements assign variable `v` (a loop over it included).
pub(super) fn assigns(body: &[HStmt], v: &Var) -> bool {
    fn target(t: &HTarget, v: &Var) -> bool {
        let mut found = false;
        target_vars(t, &mut |x| found |= x.place == v.place);
        found
    }
    fn expr(e: &HExpr, v: &Var) -> bool {
        match &e.kind {
            HKind::Walrus(x, _) if x.place == v.place => true,
            HKind::Let(binds, _) if binds.iter().any(|(x, _)| x.place == v.place) => true,
            // A callee's variables are its own.
            _ => false,
        }
    }
    // Walrus and inlined calls can hide inside any expression: look at
    // the whole statement's text of expressions conservatively.
    fn any_expr(s: &HStmt, v: &Var) -> bool {
        let mut found = false;
        visit_exprs(s, &mut |e| found |= expr(e, v));
        found
    }
    body.iter().any(|s| {
        any_expr(s, v)
            || match &s.kind {
                SKind::Assign(ts, _) => ts.iter().any(|t| target(t, v)),
                SKind::AugAssign(t, _, _) => target(t, v),
                SKind::ForRange { var, .. } if var.place == v.place => true,
                SKind::ForIter { target: t, .. } if target(t, v) => true,
                _ => s.blocks().into_iter().any(|b| assigns(b, v)),
            }
    })
}

/// Calls `f` on every variable an assignment target binds, through
/// unpacking (not an element or attribute it stores into).
pub(super) fn target_vars(t: &HTarget, f: &mut dyn FnMut(&Var)) {
    match t {
        HTarget::Var(v, _) => f(v),
        HTarget::Unpack(ts, _, _) => ts.iter().for_each(|t| target_vars(t, f)),
        _ => {}
    }
}

/// Calls `f` on every statement, and on those of the blocks nested in it.
pub(super) fn walk_statements(body: &[HStmt], f: &mut dyn FnMut(&HStmt)) {
    for s in body {
        f(s);
        for b in s.blocks() {
            walk_statements(b, f);
        }
    }
}

/// Whether a loop with this body may stop before its last iteration: a
/// `break` of its own (not of a loop nested in it) or a `return`.
pub(super) fn exits_early(body: &[HStmt]) -> bool {
    fn walk(body: &[HStmt], nested: bool) -> bool {
        body.iter().any(|s| match &s.kind {
            SKind::Break => !nested,
            SKind::Return(_) => true,
            SKind::While(_, b, o) => walk(b, true) || walk(o, nested),
            SKind::ForRange { body, orelse, .. } | SKind::ForIter { body, orelse, .. } => {
                walk(body, true) || walk(orelse, nested)
            }
            _ => s.blocks().into_iter().any(|b| walk(b, nested)),
        })
    }
    walk(body, false)
}

/// Whether statements loop only in full passes: at least one `for`
/// loop, none that may stop early, and no `while`. A kernel that reads a
/// list converts all its items first, which only such loops repay
/// (`for i in range(len(xs)): v = xs[i]; if v > lim: break` read a few
/// items of a long list, and converted all of them on every call).
pub(super) fn full_passes_only(body: &[HStmt]) -> bool {
    let (mut fors, mut other) = (0, 0);
    walk_statements(body, &mut |s| match &s.kind {
        SKind::ForRange { body, .. } | SKind::ForIter { body, .. } => {
            fors += 1;
            other += usize::from(exits_early(body));
        }
        SKind::While(..) => other += 1,
        _ => {}
    });
    fors > 0 && other == 0
}

/// Calls `f` on every expression of statements and of the blocks nested
/// in them (as `visit_exprs` sees each statement's).
pub(super) fn visit_all(body: &[HStmt], f: &mut dyn FnMut(&HExpr)) {
    for s in body {
        visit_exprs(s, f);
        for b in s.blocks() {
            visit_all(b, f);
        }
    }
}

/// Calls `f` on every expression of a statement (not of nested blocks),
/// subexpressions included.
fn visit_exprs(s: &HStmt, f: &mut dyn FnMut(&HExpr)) {
    fn walk(e: &HExpr, f: &mut dyn FnMut(&HExpr)) {
        f(e);
        match &e.kind {
            HKind::Convert(x) | HKind::Unary(_, x) | HKind::Walrus(_, x) => walk(x, f),
            HKind::Binary(_, a, b) | HKind::And(a, b) | HKind::Or(a, b) => {
                walk(a, f);
                walk(b, f);
            }
            HKind::Compare(a, rest) => {
                walk(a, f);
                rest.iter().for_each(|(_, x)| walk(x, f));
            }
            HKind::IfExp(c, a, b) => {
                walk(c, f);
                walk(a, f);
                walk(b, f);
            }
            HKind::Let(binds, body) => {
                binds.iter().for_each(|(_, x)| walk(x, f));
                walk(body, f);
            }
            HKind::CBuiltin(_, xs) | HKind::CallDirect(_, xs) | HKind::CallVirtual(_, _, xs) => {
                xs.iter().for_each(|x| walk(x, f))
            }
            HKind::MvIndex(b, xs) => {
                walk(b, f);
                xs.iter().for_each(|x| walk(x, f));
            }
            HKind::PtrIndex(a, b) | HKind::PtrAdd(a, b) => {
                walk(a, f);
                walk(b, f);
            }
            _ => {}
        }
    }
    match &s.kind {
        SKind::Expr(e) | SKind::Return(Some(e)) => walk(e, f),
        SKind::Assign(ts, e) => {
            walk(e, f);
            for t in ts {
                if let HTarget::MvIndex(_, xs, _) = t {
                    xs.iter().for_each(|x| walk(x, f));
                }
                if let HTarget::PtrIndex(_, x, _) = t {
                    walk(x, f);
                }
            }
        }
        SKind::If(c, _, _) | SKind::While(c, _, _) => walk(c, f),
        SKind::ForRange {
            start, stop, step, ..
        } => {
            walk(start, f);
            walk(stop, f);
            walk(step, f);
        }
        _ => {}
    }
}

/// Whether statements contain a loop or a call of a known function. A
/// method call does not count: a kernel would find which method each
/// receiver's class resolves it to on every entry, which costs a
/// straight-line body more than its closures' cached call.
pub(super) fn loops_or_calls(body: &[HStmt]) -> bool {
    fn expr(e: &HExpr) -> bool {
        match &e.kind {
            HKind::CallDirect(..) => true,
            HKind::Convert(x) | HKind::Unary(_, x) => expr(x),
            HKind::Binary(_, a, b) | HKind::And(a, b) | HKind::Or(a, b) => expr(a) || expr(b),
            HKind::Compare(a, rest) => expr(a) || rest.iter().any(|(_, x)| expr(x)),
            HKind::IfExp(c, a, b) => expr(c) || expr(a) || expr(b),
            HKind::Let(binds, body) => binds.iter().any(|(_, x)| expr(x)) || expr(body),
            HKind::CBuiltin(_, args) => args.iter().any(expr),
            _ => false,
        }
    }
    body.iter().any(|s| match &s.kind {
        SKind::While(..) | SKind::ForRange { .. } | SKind::ForIter { .. } => true,
        SKind::Expr(e) | SKind::Return(Some(e)) => expr(e),
        SKind::Assign(_, e) => expr(e),
        SKind::If(c, a, b) => expr(c) || loops_or_calls(a) || loops_or_calls(b),
        SKind::Block(_, b) => loops_or_calls(b),
        _ => false,
    })
}
