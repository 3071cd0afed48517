//! `sum(e for x in xs)`, `any(…)`, `all(…)` of a generator expression run
//! as one loop: the items are combined as they are made, never stored
//! (a generator expression otherwise runs to a list first), and `any` and
//! `all` stop at the first item that decides them, as Python's do.

use super::{Compiler, V};
use crate::eval::attrs;
use crate::eval::exc::*;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::syntax::ast::BinOp;

#[derive(Clone, Copy)]
enum Reduce {
    Sum,
    Any,
    All,
}

/// The loop stopped early: `any`/`all` found their answer.
struct Decided;

impl Compiler<'_> {
    /// The fused loop for a call of builtin `id` with these arguments, when
    /// it is one of the reductions over a single generator expression.
    pub(super) fn gen_reduce(&mut self, id: usize, args: &[HArg]) -> Option<V> {
        let how = match crate::builtins::name_of(id) {
            "sum" => Reduce::Sum,
            "any" => Reduce::Any,
            "all" => Reduce::All,
            _ => return None,
        };
        let [
            HArg::Pos(HExpr {
                kind:
                    HKind::Comp {
                        kind: CompKind::Gen,
                        elt,
                        gens,
                        ..
                    },
                ..
            }),
        ] = args
        else {
            return None;
        };
        let e = self.obj(elt);
        let loops = self.comp_loops(gens);
        Some(Box::new(move |f| {
            let mut acc = match how {
                Reduce::Sum => Value::Int(0),
                Reduce::Any => Value::Bool(false),
                Reduce::All => Value::Bool(true),
            };
            let mut decided = None;
            let r = super::genloop::run_gens(&loops, 0, f, &mut |f| {
                let x = e(f)?;
                match how {
                    Reduce::Sum => {
                        acc = match crate::eval::ops::quick_arith(BinOp::Add, &acc, &x) {
                            Some(v) => v,
                            None => attrs::binary(f, BinOp::Add, &acc, &x)?,
                        };
                    }
                    Reduce::Any | Reduce::All => {
                        let t = attrs::truth(f, &x)?;
                        if t == matches!(how, Reduce::Any) {
                            acc = Value::Bool(t);
                            decided = Some(Decided);
                            return Err(new_exc("StopIteration", ""));
                        }
                    }
                }
                Ok(())
            });
            match (r, decided) {
                (_, Some(Decided)) => Ok(acc),
                (Ok(()), None) => Ok(acc),
                (Err(e), None) => Err(e),
            }
        }))
    }
}
