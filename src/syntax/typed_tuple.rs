//! `class P(NamedTuple): x: int; y: int = 0` (typing's class syntax):
//! the class derives from the `collections.namedtuple` of its annotated
//! fields (their defaults as its `defaults`), and keeps its methods and
//! other attributes, as `typing.NamedTuple` builds it.

use super::ast::*;
use super::mk::Mk;

/// Rewrites `s` when it is a `NamedTuple` class.
pub(super) fn rewrite_class(s: &mut Stmt) {
    let span = s.span;
    let StmtKind::Class {
        name,
        bases,
        body,
        cdef: false,
        ..
    } = &mut s.kind
    else {
        return;
    };
    let [base] = bases.as_slice() else {
        return;
    };
    if !dotted_name(base).is_some_and(|n| n == "NamedTuple" || n == "typing.NamedTuple") {
        return;
    }
    let m = Mk(base.span);
    let mut fields = Vec::new();
    let mut defaults = Vec::new();
    // A field without a default after one with: Python's TypeError.
    let mut misplaced: Option<(String, String)> = None;
    let mut last_default: Option<String> = None;
    body.retain(|st| match &st.kind {
        StmtKind::AnnAssign(t, _, value) => {
            let ExprKind::Name(n) = &t.kind else {
                return true;
            };
            fields.push(m.e(ExprKind::Str(n.clone())));
            match value {
                Some(v) => {
                    defaults.push(v.clone());
                    last_default = Some(n.clone());
                }
                None => {
                    if let (None, Some(d)) = (&misplaced, &last_default) {
                        misplaced = Some((n.clone(), d.clone()));
                    }
                }
            }
            false
        }
        _ => true,
    });
    if let Some((field, after)) = misplaced {
        let refuse = m.call(
            m.name("__namedtuple_misplaced__"),
            vec![m.e(ExprKind::Str(field)), m.e(ExprKind::Str(after))],
        );
        bases[0] = refuse;
        return;
    }
    if body.is_empty() {
        body.push(Stmt {
            kind: StmtKind::Pass,
            span,
        });
    }
    let mut args = vec![
        Arg::Pos(m.e(ExprKind::Str(name.name.clone()))),
        Arg::Pos(m.e(ExprKind::List(fields))),
    ];
    if !defaults.is_empty() {
        args.push(Arg::Kw(m.id("defaults"), m.e(ExprKind::Tuple(defaults))));
    }
    bases[0] = m.e(ExprKind::Call(Box::new(m.name("__namedtuple__")), args));
}
