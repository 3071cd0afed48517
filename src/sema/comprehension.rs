//! List, set and dict comprehensions and generator expressions: their
//! variables, private to them, typed as Cython types them.

use super::Sema;
use super::expr::h;
use super::hir::*;
use super::types::Ty;
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind};

impl Sema<'_> {
    pub(super) fn comprehension(
        &mut self,
        kind: CompKind,
        elt: &Expr,
        value: Option<&Expr>,
        gens: &[ast::CompFor],
        span: Span,
    ) -> HExpr {
        // Comprehension variables are private to it: hidden slots shadow
        // any outer binding while its parts are resolved.
        let mut saved: Vec<(String, Option<Var>)> = Vec::new();
        let mut hgens = Vec::new();
        for g in gens {
            // Over an array of structs the variable is the struct, as
            // Cython infers it.
            let (iter, ty) = match self.comp_struct_source(&g.target, &g.iter) {
                Some((def, iter)) => (iter, Ty::Struct(def)),
                None => match self.literal_sequence_iter(&g.iter) {
                    Some(iter) => (iter, Ty::Object),
                    // Over a C++ map the variable is the pair (Cython
                    // infers it), so `kv.first` reads the key.
                    None if matches!(g.target.kind, ExprKind::Name(_)) => {
                        let ty = self.cpp_pair_item(&g.iter).unwrap_or(Ty::Object);
                        (self.iterable(&g.iter), ty)
                    }
                    None => (self.iterable(&g.iter), Ty::Object),
                },
            };
            let mut names = Vec::new();
            collect_names(&g.target, &mut names);
            let single = matches!(g.target.kind, ExprKind::Name(_));
            // Walking a text variable directly, Cython infers a C
            // character for the comprehension's variable.
            let item = match single && matches!(g.iter.kind, ExprKind::Name(_)) {
                true => Ty::Int(super::types::CInt::UChar),
                false => self.comp_item_ty(&g.target),
            };
            let walks_text = self.walks_text(&g.iter, &item);
            let iter = match walks_text {
                Some(direct) => self.text_none_checked(iter, direct),
                None => iter,
            };
            let mut checks = Vec::new();
            for n in names {
                // Cython checks each item a list, set or dict
                // comprehension binds to a name declared as a builtin or
                // extension type (see `itemcheck`).
                let outer = match ty == Ty::Object && kind != CompKind::Gen {
                    true => self.named_var(&n),
                    false => None,
                };
                // A name the enclosing function declared a C number keeps
                // that type in the comprehension (still its own variable),
                // as in Cython. Not in a generator expression, which runs
                // later, in its own frame.
                let declared = match self.ctx().is_module {
                    true => self.lookup_ty(&n),
                    false => self.ctx().vars.get(&n).map(|v| v.ty.clone()),
                }
                .filter(|t| matches!(t, Ty::Int(_) | Ty::Double | Ty::Float | Ty::Bint));
                let ty = match declared {
                    Some(t) if single && ty == Ty::Object && kind != CompKind::Gen => t,
                    _ => ty.clone(),
                };
                // One a lambda in the comprehension captures is a cell.
                let captured = self
                    .scopes
                    .get(&span)
                    .is_some_and(|sc| sc.comp && sc.cells.contains(&n));
                let var = match captured {
                    true => self.hidden_cell(&n),
                    false => self.hidden_var(&n, ty),
                };
                if let Some(outer) = outer
                    && let Some(check) = self.comp_item_check(&outer, &var, g.target.span)
                {
                    checks.push(check);
                }
                let old = self.ctx().vars.insert(n.clone(), var);
                saved.push((n, old));
            }
            let target = self.target(&g.target);
            let iter = match &target {
                HTarget::Var(v, _) => self.bytes_char_items(iter, &g.iter, &v.ty),
                _ => iter,
            };
            let conds = checks
                .into_iter()
                .chain(g.conds.iter().map(|c| self.cond(c)))
                .collect();
            hgens.push(HCompFor {
                target,
                iter,
                conds,
            });
        }
        let e = self.object(elt);
        let v = value.map(|v| Box::new(self.object(v)));
        for (n, old) in saved.into_iter().rev() {
            match old {
                Some(v) => {
                    self.ctx().vars.insert(n, v);
                }
                None => {
                    self.ctx().vars.remove(&n);
                }
            }
        }
        h(
            HKind::Comp {
                kind,
                elt: Box::new(e),
                value: v,
                gens: hgens,
            },
            Ty::Object,
            span,
        )
    }
}

fn collect_names(e: &Expr, out: &mut Vec<String>) {
    match &e.kind {
        ExprKind::Name(n) => out.push(n.clone()),
        ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().for_each(|x| collect_names(x, out)),
        ExprKind::Starred(x) => collect_names(x, out),
        _ => {}
    }
}
