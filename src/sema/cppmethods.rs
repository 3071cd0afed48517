//! The methods of `libcpp` containers (`v.push_back(x)`, `m.find(k)`,
//! `s.insert(x)`, …), lowered to `builtins::cppstl`'s operations with
//! their arguments converted to the element types.

use super::Sema;
use super::coerce::convert;
use super::cpp::{cpp, held};
use super::expr::h;
use super::hir::{HExpr, HKind};
use super::types::{CInt, CppTy, SeqKind, Ty};
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr};
use std::sync::Arc;

impl Sema<'_> {
    /// `recv.name(args)` on a container or iterator.
    pub(super) fn cpp_method(
        &mut self,
        recv: HExpr,
        base: &Expr,
        name: &str,
        args: &[Arg],
        span: Span,
    ) -> HExpr {
        let Ty::Cpp(c) = recv.ty.clone() else {
            return recv;
        };
        let pos: Vec<&Expr> = args
            .iter()
            .filter_map(|a| if let Arg::Pos(e) = a { Some(e) } else { None })
            .collect();
        if pos.len() != args.len() {
            self.error("TypeError", "C++ methods take no keyword arguments", span);
            return h(HKind::NoneLit, Ty::Object, span);
        }
        let size_t = Ty::Int(CInt::SizeT);
        let ordered = match &*c {
            CppTy::Map { ordered, .. } | CppTy::Set { ordered, .. } => *ordered,
            _ => true,
        };
        let iter_ty = cpp(CppTy::Iter(c.clone()));
        let n = pos.len();
        let result = match (&*c, name, n) {
            (CppTy::Iter(_) | CppTy::RevIter(_) | CppTy::Pair(..), _, _) => None,
            (CppTy::Seq(k, t), _, _) if k.adapter() => {
                self.adapter_method(recv, *k, t.clone(), name, &pos, span)
            }
            (_, "size" | "length", 0) => {
                Some(self.cpp_op("__cpp_size__", vec![recv], &size_t, span))
            }
            (_, "empty", 0) => Some(self.cpp_op("__cpp_empty__", vec![recv], &Ty::Bint, span)),
            (CppTy::String, "push_back" | "append", 1) => {
                let x = match self.expr(pos[0]) {
                    x if matches!(x.ty, Ty::Cpp(_)) => x,
                    x if x.ty.is_c_int() => x,
                    x => convert(x, &cpp(CppTy::String)),
                };
                let joined = self.cpp_op("__cpp_str_append__", vec![recv, x], &recv_ty(&c), span);
                return self.cpp_store_back(base, joined, span);
            }
            (CppTy::String, "c_str" | "data", 0) => {
                Some(convert(held(recv), &Ty::Ptr(Some(crate::array::DType::I8))))
            }
            // `s.decode(…)`: Cython converts the string to bytes first.
            (CppTy::String, "decode", _) => {
                let bytes = convert(held(recv), &Ty::Object);
                let args = pos
                    .iter()
                    .map(|e| {
                        let x = self.expr(e);
                        super::hir::HArg::Pos(convert(x, &Ty::Object))
                    })
                    .collect();
                let call = HKind::CallMethod(Box::new(bytes), "decode".into(), args);
                Some(h(call, Ty::Object, span))
            }
            (CppTy::String, name, _)
                if let Some(&(_, edits)) = crate::builtins::cppstring::METHODS
                    .iter()
                    .find(|(m, _)| *m == name) =>
            {
                let ty = match name {
                    "substr" => recv_ty(&c),
                    "find" | "rfind" => size_t.clone(),
                    "at" | "front" | "back" => Ty::Int(CInt::Char),
                    _ => recv_ty(&c),
                };
                let mut args = vec![recv, h(HKind::Str(Arc::from(name)), Ty::Object, span)];
                for e in &pos {
                    let x = self.expr(e);
                    args.push(if x.ty.is_c_int() || matches!(x.ty, Ty::Cpp(_)) {
                        x
                    } else if matches!(x.kind, HKind::Int(_)) {
                        convert(x, &size_t)
                    } else {
                        convert(x, &cpp(CppTy::String))
                    });
                }
                let result = self.cpp_op("__cpp_str_op__", args, &ty, span);
                if edits {
                    return self.cpp_store_back(base, result, span);
                }
                Some(result)
            }
            (CppTy::String, name, _) if !matches!(name, "begin" | "end" | "rbegin" | "rend") => {
                None
            }
            (_, "clear", 0) => Some(self.cpp_op("__cpp_clear__", vec![recv], &Ty::Void, span)),
            (
                CppTy::Map { ordered: false, .. } | CppTy::Set { ordered: false, .. },
                "bucket_count",
                0,
            ) => Some(self.cpp_op("__cpp_bucket_count__", vec![recv], &size_t, span)),
            (_, "begin", 0) => Some(self.cpp_op(
                "__cpp_begin__",
                vec![recv, Self::flag(ordered, span)],
                &iter_ty,
                span,
            )),
            (_, "end", 0) => Some(self.cpp_op(
                "__cpp_end__",
                vec![recv, Self::flag(ordered, span)],
                &iter_ty,
                span,
            )),
            (_, "rbegin" | "rend", 0) => {
                let op = if name == "rbegin" {
                    "__cpp_begin__"
                } else {
                    "__cpp_end__"
                };
                let rev = cpp(CppTy::RevIter(c.clone()));
                let args = vec![recv, Self::flag(ordered, span), Self::flag(true, span)];
                Some(self.cpp_op(op, args, &rev, span))
            }
            (_, "swap", 1) => Some(self.cpp_swap(recv, pos[0], span)),
            (CppTy::Vector(t), _, _) => self.vector_method(recv, t.clone(), name, &pos, span),
            (CppTy::Seq(k, t), _, _) => self.seq_method(recv, *k, t.clone(), name, &pos, span),
            (CppTy::Map { key, val, .. }, _, _) => {
                let (k, v) = (key.clone(), val.clone());
                self.map_method(recv, (k, v, ordered), name, &pos, span)
            }
            (CppTy::Set { elem, .. }, _, _) => {
                let e = elem.clone();
                self.set_method(recv, e, ordered, name, &pos, span)
            }
            (CppTy::String, _, _) => None,
        };
        result.unwrap_or_else(|| {
            let msg = format!("Object of type '{}' has no attribute '{name}'", c.name());
            self.error("AttributeError", msg, span);
            h(HKind::NoneLit, Ty::Object, span)
        })
    }

    fn vector_method(
        &mut self,
        recv: HExpr,
        t: Ty,
        name: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        let size_t = Ty::Int(CInt::SizeT);
        let iter_ty = iter_of(&recv);
        Some(match (name, pos.len()) {
            ("push_back" | "emplace_back", 1) => {
                let x = self.cpp_arg(pos[0], &t);
                self.cpp_op("__cpp_push__", vec![recv, x], &Ty::Void, span)
            }
            ("pop_back", 0) => self.cpp_op("__cpp_pop__", vec![recv], &Ty::Void, span),
            ("reserve", 1) => {
                // Capacity is not observable in arr: the size is checked.
                let n = self.cpp_arg(pos[0], &size_t);
                self.cpp_op("__cpp_reserve__", vec![recv, n], &Ty::Void, span)
            }
            ("shrink_to_fit", 0) => self.cpp_op("__cpp_reserve__", vec![recv], &Ty::Void, span),
            ("resize", 1 | 2) => {
                let n = self.cpp_arg(pos[0], &size_t);
                let fill = match pos.get(1) {
                    Some(x) => self.cpp_arg(x, &t),
                    None => self.cpp_default(&t, span),
                };
                self.cpp_op("__cpp_resize__", vec![recv, n, fill], &Ty::Void, span)
            }
            ("front" | "back", 0) => {
                let back = h(HKind::Bool(name == "back"), Ty::Object, span);
                self.cpp_op("__cpp_end_item__", vec![recv, back], &t, span)
            }
            ("at", 1) => {
                let i = self.cpp_arg(pos[0], &size_t);
                self.cpp_op("__cpp_at__", vec![recv, i], &t, span)
            }
            ("insert", 2) => {
                let it = self.cpp_arg(pos[0], &iter_ty);
                let x = self.cpp_arg(pos[1], &t);
                self.cpp_op("__cpp_insert__", vec![recv, it, x], &iter_ty, span)
            }
            ("erase", 1 | 2) => {
                let mut args = vec![recv];
                for p in pos {
                    args.push(self.cpp_arg(p, &iter_ty));
                }
                self.cpp_op("__cpp_erase__", args, &iter_ty, span)
            }
            _ => return None,
        })
    }

    /// `a.swap(b)`: `b` must be a container of the same type.
    fn cpp_swap(&mut self, recv: HExpr, other: &Expr, span: Span) -> HExpr {
        let x = self.expr(other);
        if x.ty != recv.ty {
            let msg = format!(
                "Cannot assign type '{}' to '{}'",
                x.ty.name(),
                recv.ty.name()
            );
            self.error("TypeError", msg, other.span);
        }
        self.cpp_op("__cpp_swap__", vec![recv, x], &Ty::Void, span)
    }

    /// The methods of a `deque` or a `list` beyond a vector's.
    fn seq_method(
        &mut self,
        recv: HExpr,
        kind: SeqKind,
        t: Ty,
        name: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        let text = |s: &str| h(HKind::Str(Arc::from(s)), Ty::Object, span);
        Some(match (kind, name, pos.len()) {
            (_, "push_front", 1) => {
                let x = self.cpp_arg(pos[0], &t);
                self.cpp_op("__cpp_push_front__", vec![recv, x], &Ty::Void, span)
            }
            (_, "pop_front", 0) => self.cpp_op("__cpp_pop_front__", vec![recv], &Ty::Void, span),
            (SeqKind::List, "sort" | "reverse" | "unique", 0) => {
                let args = vec![recv, text(name)];
                self.cpp_op("__cpp_list_sort__", args, &Ty::Void, span)
            }
            (SeqKind::List, "remove", 1) => {
                let x = self.cpp_arg(pos[0], &t);
                self.cpp_op("__cpp_list_remove__", vec![recv, x], &Ty::Void, span)
            }
            // A vector's `reserve()`, `at()` and `[]` are its own.
            (_, "reserve" | "at", _) => return None,
            (SeqKind::List, "shrink_to_fit", _) => return None,
            _ => return self.vector_method(recv, t, name, pos, span),
        })
    }

    /// `queue`, `stack` and `priority_queue`: push, pop and their ends.
    fn adapter_method(
        &mut self,
        recv: HExpr,
        kind: SeqKind,
        t: Ty,
        name: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        let size_t = Ty::Int(CInt::SizeT);
        let text = |s: &str| h(HKind::Str(Arc::from(s)), Ty::Object, span);
        Some(match (kind, name, pos.len()) {
            (_, "size", 0) => self.cpp_op("__cpp_size__", vec![recv], &size_t, span),
            (_, "empty", 0) => self.cpp_op("__cpp_empty__", vec![recv], &Ty::Bint, span),
            (SeqKind::PriorityQueue, "push", 1) => {
                let x = self.cpp_arg(pos[0], &t);
                self.cpp_op("__cpp_pq_push__", vec![recv, x], &Ty::Void, span)
            }
            (_, "push", 1) => {
                let x = self.cpp_arg(pos[0], &t);
                self.cpp_op("__cpp_push__", vec![recv, x], &Ty::Void, span)
            }
            (SeqKind::PriorityQueue, "pop", 0) => {
                self.cpp_op("__cpp_pq_pop__", vec![recv], &Ty::Void, span)
            }
            (SeqKind::Queue, "pop", 0) => self.cpp_op(
                "__cpp_pop_front__",
                vec![recv, text("pop")],
                &Ty::Void,
                span,
            ),
            (SeqKind::Stack, "pop", 0) => self.cpp_op("__cpp_pop__", vec![recv], &Ty::Void, span),
            (SeqKind::Queue, "front" | "back", 0) => {
                let back = h(HKind::Bool(name == "back"), Ty::Object, span);
                self.cpp_op("__cpp_end_item__", vec![recv, back], &t, span)
            }
            (SeqKind::Stack | SeqKind::PriorityQueue, "top", 0) => {
                // A stack's top is its back; a priority queue's is its
                // heap's first slot.
                let back = h(HKind::Bool(kind == SeqKind::Stack), Ty::Object, span);
                self.cpp_op("__cpp_end_item__", vec![recv, back, text("top")], &t, span)
            }
            (_, "swap", 1) => self.cpp_swap(recv, pos[0], span),
            _ => return None,
        })
    }

    fn map_method(
        &mut self,
        recv: HExpr,
        (key, val, ordered): (Ty, Ty, bool),
        name: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        Some(match (name, pos.len()) {
            ("at", 1) => {
                let k = self.cpp_arg(pos[0], &key);
                let which = if ordered {
                    "map::at"
                } else {
                    "unordered_map::at"
                };
                let msg = h(HKind::Str(Arc::from(which)), Ty::Object, span);
                self.cpp_op("__cpp_map_at__", vec![recv, k, msg], &val, span)
            }
            ("insert", 1) => {
                let pair = cpp(CppTy::Pair(key, val));
                let p = self.cpp_arg(pos[0], &pair);
                let result = cpp(CppTy::Pair(iter_of(&recv), Ty::Bint));
                self.cpp_op("__cpp_insert__", vec![recv, p], &result, span)
            }
            _ => return self.keyed_method(recv, &key, ordered, name, pos, span),
        })
    }

    fn set_method(
        &mut self,
        recv: HExpr,
        elem: Ty,
        ordered: bool,
        name: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        if (name, pos.len()) == ("insert", 1) {
            let x = self.cpp_arg(pos[0], &elem);
            let result = cpp(CppTy::Pair(iter_of(&recv), Ty::Bint));
            return Some(self.cpp_op("__cpp_insert__", vec![recv, x], &result, span));
        }
        self.keyed_method(recv, &elem, ordered, name, pos, span)
    }

    /// The methods maps and sets share, by key: `count`, `find`, `erase`
    /// (of a key, or of an iterator).
    fn keyed_method(
        &mut self,
        recv: HExpr,
        key: &Ty,
        ordered: bool,
        name: &str,
        pos: &[&Expr],
        span: Span,
    ) -> Option<HExpr> {
        let iter_ty = iter_of(&recv);
        let size_t = Ty::Int(CInt::SizeT);
        Some(match (name, pos.len()) {
            ("count", 1) => {
                let k = self.cpp_arg(pos[0], key);
                self.cpp_op("__cpp_count__", vec![recv, k], &size_t, span)
            }
            ("find", 1) => {
                let k = self.cpp_arg(pos[0], key);
                let flag = Self::flag(ordered, span);
                self.cpp_op("__cpp_find__", vec![recv, k, flag], &iter_ty, span)
            }
            ("erase", 1) => {
                let x = self.expr(pos[0]);
                if x.ty == iter_ty {
                    self.cpp_op("__cpp_erase__", vec![recv, x], &iter_ty, span)
                } else {
                    let k = self.cpp_arg(pos[0], key);
                    self.cpp_op("__cpp_erase__", vec![recv, k], &size_t, span)
                }
            }
            _ => return None,
        })
    }

    /// A string method's result stored back into the string it was
    /// called on (arr's strings are immutable bytes).
    fn cpp_store_back(&mut self, base: &Expr, value: HExpr, span: Span) -> HExpr {
        let target = self.target(base);
        match target {
            super::hir::HTarget::Var(var, _) => {
                let ty = value.ty.clone();
                h(HKind::Walrus(var, Box::new(value)), ty, span)
            }
            _ => {
                self.unsupported("appending to a string that is not a variable", span);
                h(HKind::NoneLit, Ty::Object, span)
            }
        }
    }
}

/// The type of a container itself (for results that replace it).
fn recv_ty(c: &Arc<CppTy>) -> Ty {
    Ty::Cpp(c.clone())
}

/// The iterator type of the container `recv`.
fn iter_of(recv: &HExpr) -> Ty {
    match &recv.ty {
        Ty::Cpp(c) => cpp(CppTy::Iter(c.clone())),
        _ => Ty::Object,
    }
}
