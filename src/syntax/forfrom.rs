//! Cython's legacy integer loop, `for i from 0 <= i < n by 2:`, read as
//! the `range` loop it counts like. It is a C `for`: once the loop ends
//! without `break`, the variable holds the first value that failed the
//! test (`n` after `0 <= i < n`), or the start when the loop never ran;
//! an `else:` assignment of `start + len(range(…)) * step` gives it that.

use super::ast::*;
use crate::source::Span;

/// The loop `for var from cond [by step]: body else: orelse`, or what is
/// wrong with its condition.
pub fn desugar(
    var: Ident,
    cond: Expr,
    step: Option<Expr>,
    body: Vec<Stmt>,
    orelse: Vec<Stmt>,
) -> Result<StmtKind, (Span, String)> {
    let bad = |span: Span| {
        (
            span,
            format!(
                "expected a bounds test on '{}', like `0 <= {0} < n`",
                var.name
            ),
        )
    };
    let ExprKind::Compare(lo, rest) = &cond.kind else {
        return Err(bad(cond.span));
    };
    let [(op1, mid), (op2, hi)] = rest.as_slice() else {
        return Err(bad(cond.span));
    };
    if !matches!(&mid.kind, ExprKind::Name(n) if *n == var.name) {
        return Err(bad(mid.span));
    }
    use CmpOp::*;
    let up = match (op1, op2) {
        (Lt | Le, Lt | Le) => true,
        (Gt | Ge, Gt | Ge) => false,
        _ => {
            return Err((
                cond.span,
                "both tests of a for-from loop must go the same way: `<`/`<=` or `>`/`>=`"
                    .to_string(),
            ));
        }
    };
    let span = cond.span;
    let one = || Expr {
        kind: ExprKind::Int(1),
        span,
    };
    let shifted = |e: &Expr, strict: bool, op: BinOp| {
        if strict {
            Expr {
                kind: ExprKind::Binary(op, Box::new(e.clone()), Box::new(one())),
                span: e.span,
            }
        } else {
            e.clone()
        }
    };
    // Ascending: `lo < i` starts at lo + 1, `i <= hi` stops after hi;
    // descending mirrors it.
    let (start, stop) = if up {
        (
            shifted(lo, *op1 == Lt, BinOp::Add),
            shifted(hi, *op2 == Le, BinOp::Add),
        )
    } else {
        (
            shifted(lo, *op1 == Gt, BinOp::Sub),
            shifted(hi, *op2 == Ge, BinOp::Sub),
        )
    };
    let by = step.unwrap_or_else(one);
    let step = if up {
        by
    } else {
        Expr {
            span: by.span,
            kind: ExprKind::Unary(UnOp::Neg, Box::new(by)),
        }
    };
    let name = |n: &str, span: Span| Expr {
        kind: ExprKind::Name(n.to_string()),
        span,
    };
    let call = |f: &str, args: Vec<Expr>| Expr {
        kind: ExprKind::Call(
            Box::new(name(f, span)),
            args.into_iter().map(Arg::Pos).collect(),
        ),
        span,
    };
    let range = call("range", vec![start.clone(), stop, step.clone()]);
    let count = call("len", vec![range.clone()]);
    let after = Expr {
        kind: ExprKind::Binary(
            BinOp::Add,
            Box::new(start),
            Box::new(Expr {
                kind: ExprKind::Binary(BinOp::Mul, Box::new(count), Box::new(step)),
                span,
            }),
        ),
        span,
    };
    let mut tail = vec![Stmt {
        kind: StmtKind::Assign(vec![name(&var.name, var.span)], after),
        span,
    }];
    tail.extend(orelse);
    Ok(StmtKind::For(name(&var.name, var.span), range, body, tail))
}
