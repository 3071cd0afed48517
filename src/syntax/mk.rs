//! Building syntax at one span, for the rewrites that turn a construct
//! into the statements it means (`@dataclass`, `match`): every node they
//! make points at the code the user wrote.

use super::ast::*;
use crate::source::Span;

pub(super) struct Mk(pub(super) Span);

impl Mk {
    pub(super) fn e(&self, kind: ExprKind) -> Expr {
        Expr { kind, span: self.0 }
    }
    pub(super) fn s(&self, kind: StmtKind) -> Stmt {
        Stmt { kind, span: self.0 }
    }
    pub(super) fn id(&self, n: &str) -> Ident {
        Ident {
            name: n.to_string(),
            span: self.0,
        }
    }
    pub(super) fn name(&self, n: &str) -> Expr {
        self.e(ExprKind::Name(n.to_string()))
    }
    pub(super) fn attr(&self, base: Expr, a: &str) -> Expr {
        self.e(ExprKind::Attr(Box::new(base), self.id(a)))
    }
    pub(super) fn call(&self, f: Expr, args: Vec<Expr>) -> Expr {
        self.e(ExprKind::Call(
            Box::new(f),
            args.into_iter().map(Arg::Pos).collect(),
        ))
    }
    pub(super) fn and(&self, a: Expr, b: Expr) -> Expr {
        self.e(ExprKind::And(Box::new(a), Box::new(b)))
    }
    pub(super) fn cmp(&self, a: Expr, op: CmpOp, b: Expr) -> Expr {
        self.e(ExprKind::Compare(Box::new(a), vec![(op, b)]))
    }
    /// `target = (names…)`: a tuple of strings assigned to a name.
    pub(super) fn names_tuple<'n>(
        &self,
        target: &str,
        names: impl Iterator<Item = &'n str>,
    ) -> Stmt {
        let items = names
            .map(|n| self.e(ExprKind::Str(n.to_string())))
            .collect();
        self.s(StmtKind::Assign(
            vec![self.name(target)],
            self.e(ExprKind::Tuple(items)),
        ))
    }
}
