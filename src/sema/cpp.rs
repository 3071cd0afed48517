//! `libcpp` in sema: the C++ standard-library types Cython programs
//! cimport (`vector`, `map`, `unordered_map`, `set`, `unordered_set`,
//! `pair`, `string`, their iterators, `bool`, `std::sort`), resolved to
//! `Ty::Cpp`, and their methods, indexing, loops and operators lowered to
//! the internal builtins of `builtins::cppstl`.

use super::coerce::convert;
use super::expr::h;
use super::hir::{HArg, HExpr, HKind, HStmt, HTarget, SKind};
use super::types::{CInt, CppTy, SeqKind, Ty};
use super::{Imported, Sema};
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr, ExprKind, TypeExpr, TypeKind};
use std::sync::Arc;

/// Every `libcpp` name arr has: its module and name.
const LIBCPP: &[(&str, &str)] = &[
    ("libcpp", "bool"),
    ("libcpp.vector", "vector"),
    ("libcpp.map", "map"),
    ("libcpp.unordered_map", "unordered_map"),
    ("libcpp.set", "set"),
    ("libcpp.unordered_set", "unordered_set"),
    ("libcpp.pair", "pair"),
    ("libcpp.utility", "pair"),
    ("libcpp.string", "string"),
    ("libcpp.algorithm", "sort"),
    ("libcpp.algorithm", "reverse"),
    ("libcpp.deque", "deque"),
    ("libcpp.list", "list"),
    ("libcpp.queue", "queue"),
    ("libcpp.queue", "priority_queue"),
    ("libcpp.stack", "stack"),
];

/// The `libcpp` modules, for the import check.
pub const LIBCPP_MODULES: &[&str] = &[
    "libcpp",
    "libcpp.vector",
    "libcpp.map",
    "libcpp.unordered_map",
    "libcpp.set",
    "libcpp.unordered_set",
    "libcpp.pair",
    "libcpp.utility",
    "libcpp.string",
    "libcpp.algorithm",
    "libcpp.deque",
    "libcpp.list",
    "libcpp.queue",
    "libcpp.stack",
];

pub fn libcpp_has(module: &str, name: &str) -> bool {
    LIBCPP.contains(&(module, name))
}

/// A copy of a container where C++ copies one: an expression naming a
/// container that lives elsewhere (a variable, an attribute, an element)
/// becomes a new one. Fresh values (conversions, calls) are kept.
pub fn copied(e: HExpr) -> HExpr {
    let Ty::Cpp(c) = &e.ty else {
        return e;
    };
    if c.is_iter()
        || matches!(
            e.kind,
            HKind::Convert(_) | HKind::CallDirect(..) | HKind::CallVirtual(..) | HKind::NoneLit
        )
        || matches!(&e.kind, HKind::Call(f, _) if !is_element_read(f))
    {
        return e;
    }
    let ty = e.ty.clone();
    let span = e.span;
    let id = crate::builtins::lookup("__cpp_copy__").unwrap_or(0);
    let f = h(HKind::Builtin(id), Ty::Object, span);
    h(HKind::Call(Box::new(f), vec![HArg::Pos(held(e))]), ty, span)
}

/// Is this callee one of the element reads (`v[i]`, `m[k]`, `deref`),
/// which give a container held inside another?
fn is_element_read(f: &HExpr) -> bool {
    let HKind::Builtin(id) = f.kind else {
        return false;
    };
    [
        "__cpp_index__",
        "__cpp_map_get__",
        "__cpp_map_at__",
        "__cpp_at__",
        "__cpp_deref__",
        "__cpp_end_item__",
    ]
    .iter()
    .any(|n| crate::builtins::lookup(n) == Some(id))
}

/// A container as the object arr holds it in (no conversion, no copy):
/// what the builtins of `cppstl` take.
pub(super) fn held(e: HExpr) -> HExpr {
    if !matches!(e.ty, Ty::Cpp(_)) {
        return convert(e, &Ty::Object);
    }
    let span = e.span;
    h(HKind::Let(Vec::new(), Box::new(e)), Ty::Object, span)
}

/// The container expression `held` wrapped (`e` itself when it is not
/// such a wrapping).
pub fn held_inner(e: &HExpr) -> &HExpr {
    match &e.kind {
        HKind::Let(binds, body) if binds.is_empty() => body,
        _ => e,
    }
}

pub(super) fn cpp(c: CppTy) -> Ty {
    Ty::Cpp(Arc::new(c))
}

/// A type expression written as an expression (`vector[int]` parses as a
/// C array whose size is the expression `int`).
fn expr_as_type(e: &Expr) -> Option<Vec<TypeExpr>> {
    let one = |kind| TypeExpr { kind, span: e.span };
    Some(match &e.kind {
        ExprKind::Name(n) => vec![one(TypeKind::Named(n.clone()))],
        ExprKind::Attr(..) => vec![one(TypeKind::Named(crate::syntax::ast::dotted_name(e)?))],
        ExprKind::Subscript(base, index) => {
            let base = expr_as_type(base)?.pop()?;
            let args = expr_as_type(index)?;
            vec![one(TypeKind::Template(Box::new(base), args))]
        }
        ExprKind::Tuple(items) => items
            .iter()
            .map(|i| expr_as_type(i).and_then(|mut v| v.pop()))
            .collect::<Option<Vec<_>>>()?,
        _ => return None,
    })
}

impl Sema<'_> {
    /// The `libcpp` name `n` stands for here, if it was cimported.
    fn libcpp_name(&self, n: &str) -> Option<&'static str> {
        if self.ctx_has_var(n) {
            return None;
        }
        let Some(Imported::Member(path)) = self.imports.get(n) else {
            return None;
        };
        LIBCPP
            .iter()
            .find(|(m, name)| path.strip_prefix(m).and_then(|r| r.strip_prefix('.')) == Some(name))
            .map(|(_, name)| *name)
    }

    fn template_name(&self, t: &TypeExpr) -> Option<&'static str> {
        match &t.kind {
            TypeKind::Named(n) => self.libcpp_name(n),
            _ => None,
        }
    }

    /// The type a `libcpp` type expression denotes; `None` when it is not
    /// one.
    pub(super) fn cpp_resolve(&mut self, t: &TypeExpr) -> Option<Ty> {
        match &t.kind {
            // `string.iterator`: a member type of a template-less type.
            TypeKind::Named(n) if n.contains('.') && self.libcpp_name(n).is_none() => {
                let (base, member) = n.rsplit_once('.')?;
                self.libcpp_name(base)?;
                let inner = TypeExpr {
                    kind: TypeKind::Named(base.to_string()),
                    span: t.span,
                };
                let member = TypeExpr {
                    kind: TypeKind::Member(Box::new(inner), member.to_string()),
                    span: t.span,
                };
                self.cpp_resolve(&member)
            }
            TypeKind::Named(n) => match self.libcpp_name(n)? {
                "bool" => Some(Ty::Bint),
                "string" => Some(cpp(CppTy::String)),
                other => {
                    let msg = format!("'{other}' is a template: give its types, as `{other}[int]`");
                    self.error("SyntaxError", msg, t.span);
                    Some(Ty::Object)
                }
            },
            TypeKind::Array(base, Some(dim)) => {
                let name = self.template_name(base)?;
                let Some(args) = expr_as_type(dim) else {
                    self.error(
                        "SyntaxError",
                        "Expected a type as a template argument",
                        dim.span,
                    );
                    return Some(Ty::Object);
                };
                Some(self.cpp_instance(name, &args, t.span))
            }
            TypeKind::Template(base, args) => {
                let Some(name) = self.template_name(base) else {
                    self.error("SyntaxError", "Array dimension not integer", t.span);
                    return Some(Ty::Object);
                };
                Some(self.cpp_instance(name, args, t.span))
            }
            TypeKind::Member(inner, m) => {
                let it = self.resolve_type(inner);
                match (&it, m.as_str()) {
                    (Ty::Cpp(c), "iterator" | "const_iterator") if c.iterates() => {
                        Some(cpp(CppTy::Iter(c.clone())))
                    }
                    (Ty::Cpp(c), "reverse_iterator" | "const_reverse_iterator") if c.iterates() => {
                        Some(cpp(CppTy::RevIter(c.clone())))
                    }
                    _ => {
                        let msg = format!("'{}' has no member type '{m}'", it.name());
                        self.error("SyntaxError", msg, t.span);
                        Some(Ty::Object)
                    }
                }
            }
            _ => None,
        }
    }

    /// `name[args]`: checks the count and the element types.
    fn cpp_instance(&mut self, name: &str, args: &[TypeExpr], span: Span) -> Ty {
        let tys: Vec<Ty> = args.iter().map(|a| self.resolve_type(a)).collect();
        let want = match name {
            "map" | "unordered_map" | "pair" => 2,
            "vector" | "set" | "unordered_set" | "deque" | "list" | "queue" | "stack"
            | "priority_queue" => 1,
            _ => {
                self.error(
                    "SyntaxError",
                    format!("'{name}' is not a type identifier"),
                    span,
                );
                return Ty::Object;
            }
        };
        if tys.len() != want {
            let msg = format!(
                "Wrong number of template arguments: expected {want}, got {}",
                tys.len()
            );
            self.error("SyntaxError", msg, span);
            return Ty::Object;
        }
        for (t, a) in tys.iter().zip(args) {
            let ok = t.is_c()
                || matches!(t, Ty::FloatComplex | Ty::DoubleComplex | Ty::Struct(_))
                || matches!(t, Ty::Cpp(c) if name == "pair" || !c.is_iter());
            if !ok {
                self.unsupported(
                    &format!("C++ containers of '{}' (arr holds C numbers, structs and containers in them)", t.name()),
                    a.span,
                );
                return Ty::Object;
            }
        }
        let mut tys = tys.into_iter();
        let mut next = || tys.next().unwrap_or(Ty::Object);
        cpp(match name {
            "vector" => CppTy::Vector(next()),
            "set" | "unordered_set" => CppTy::Set {
                elem: next(),
                ordered: name == "set",
            },
            "pair" => CppTy::Pair(next(), next()),
            "deque" => CppTy::Seq(SeqKind::Deque, next()),
            "list" => CppTy::Seq(SeqKind::List, next()),
            "queue" => CppTy::Seq(SeqKind::Queue, next()),
            "stack" => CppTy::Seq(SeqKind::Stack, next()),
            "priority_queue" => CppTy::Seq(SeqKind::PriorityQueue, next()),
            _ => CppTy::Map {
                key: next(),
                val: next(),
                ordered: name == "map",
            },
        })
    }

    /// The value a container of this type starts as (and what `m[k]`
    /// inserts, `resize` fills with): empty, or zero.
    pub(super) fn cpp_default(&mut self, t: &Ty, span: Span) -> HExpr {
        let zero = h(HKind::Int(0), Ty::Object, span);
        match t {
            Ty::Cpp(c) => {
                let empty = match &**c {
                    CppTy::Vector(_) => h(HKind::List(Vec::new()), Ty::Object, span),
                    CppTy::Map { .. } => h(HKind::Dict(Vec::new()), Ty::Object, span),
                    CppTy::Set { .. } => h(HKind::List(Vec::new()), Ty::Object, span),
                    CppTy::String => h(HKind::Bytes(Arc::from(&b""[..])), Ty::Object, span),
                    CppTy::Pair(a, b) => {
                        let (a, b) = (a.clone(), b.clone());
                        let items = vec![self.cpp_default(&a, span), self.cpp_default(&b, span)];
                        let items = items.into_iter().map(held).collect();
                        h(HKind::Tuple(items), Ty::Object, span)
                    }
                    CppTy::Seq(..) => return self.cpp_op("__cpp_new_seq__", vec![], t, span),
                    CppTy::Iter(_) | CppTy::RevIter(_) => {
                        return h(HKind::NoneLit, t.clone(), span);
                    }
                };
                convert(empty, t)
            }
            Ty::Struct(def) => self.struct_default(def.clone(), span),
            Ty::FloatComplex | Ty::DoubleComplex => h(HKind::Complex(0.0, 0.0), t.clone(), span),
            t => convert(zero, t),
        }
    }

    /// A call of one of `cppstl`'s builtins, its result of type `ty`.
    pub(super) fn cpp_op(&mut self, name: &str, args: Vec<HExpr>, ty: &Ty, span: Span) -> HExpr {
        let Some(id) = crate::builtins::lookup(name) else {
            return h(HKind::NoneLit, Ty::Object, span);
        };
        let f = h(HKind::Builtin(id), Ty::Object, span);
        let args = args.into_iter().map(|a| HArg::Pos(held(a))).collect();
        let call = h(HKind::Call(Box::new(f), args), Ty::Object, span);
        match ty {
            Ty::Cpp(_) => HExpr {
                ty: ty.clone(),
                ..call
            },
            Ty::Object => call,
            t => convert(call, t),
        }
    }

    /// An argument converted to a C++ parameter's type, with Cython's
    /// message when it cannot be.
    pub(super) fn cpp_arg(&mut self, e: &Expr, t: &Ty) -> HExpr {
        let x = self.expr_into(e, t);
        if let Err(m) = super::coerce::assignable_expr(&x, t) {
            self.error("TypeError", m, e.span);
        }
        convert(x, t)
    }

    pub(super) fn flag(ordered: bool, span: Span) -> HExpr {
        h(HKind::Bool(ordered), Ty::Object, span)
    }

    /// `p.first`, `p.second` of a pair.
    pub(super) fn cpp_attr(&mut self, recv: HExpr, name: &str, span: Span) -> Option<HExpr> {
        let Ty::Cpp(c) = &recv.ty else {
            return None;
        };
        let CppTy::Pair(a, b) = &**c else {
            return None;
        };
        let (k, t) = match name {
            "first" => (0, a.clone()),
            "second" => (1, b.clone()),
            _ => return None,
        };
        let i = h(HKind::Int(k), Ty::Object, span);
        let item = h(
            HKind::Subscript(Box::new(held(recv)), Box::new(i)),
            Ty::Object,
            span,
        );
        Some(match t {
            Ty::Cpp(_) => HExpr { ty: t, ..item },
            Ty::Object => item,
            t => convert(item, &t),
        })
    }

    /// `v[i]`, `m[k]`, `s[i]` of a container; `it[0]` of an iterator is
    /// `dereference(it)` (as `cython.operator.dereference` is lowered).
    pub(super) fn cpp_subscript(&mut self, recv: HExpr, index: &Expr, span: Span) -> HExpr {
        let Ty::Cpp(c) = recv.ty.clone() else {
            return recv;
        };
        match &*c {
            CppTy::Iter(of) | CppTy::RevIter(of) if matches!(index.kind, ExprKind::Int(0)) => {
                let item = of.item().unwrap_or(Ty::Object);
                self.cpp_op("__cpp_deref__", vec![recv], &item, span)
            }
            CppTy::Vector(t) if t.is_c() => {
                let i = self.cpp_arg(index, &Ty::Int(CInt::SizeT));
                h(
                    HKind::CppIndex(Box::new(held(recv)), Box::new(i)),
                    t.clone(),
                    span,
                )
            }
            CppTy::Vector(t) | CppTy::Seq(SeqKind::Deque, t) => {
                let i = self.cpp_arg(index, &Ty::Int(CInt::SizeT));
                self.cpp_op("__cpp_index__", vec![recv, i], t, span)
            }
            CppTy::String => {
                let i = self.cpp_arg(index, &Ty::Int(CInt::SizeT));
                self.cpp_op("__cpp_index__", vec![recv, i], &Ty::Int(CInt::Char), span)
            }
            CppTy::Map { key, val, .. } => {
                let (key, val) = (key.clone(), val.clone());
                let k = self.cpp_arg(index, &key);
                let d = self.cpp_default(&val, span);
                self.cpp_op("__cpp_map_get__", vec![recv, k, d], &val, span)
            }
            _ => {
                let msg = format!("Attempting to index non-array type '{}'", c.name());
                self.error("TypeError", msg, span);
                h(HKind::NoneLit, Ty::Object, span)
            }
        }
    }

    /// `v[i] = x` or `m[k] = x`: the call that stores it, when `base` is a
    /// container.
    pub(super) fn cpp_store(&mut self, base: &Expr, index: &Expr, value: &Expr) -> Option<HExpr> {
        self.cpp_store_with(base, index, value.span, &mut |s, t| s.cpp_arg(value, t))
    }

    /// As `cpp_store`, the value made (already of the element's type, or
    /// converted to it) by `value`.
    fn cpp_store_with(
        &mut self,
        base: &Expr,
        index: &Expr,
        span: Span,
        value: &mut dyn FnMut(&mut Self, &Ty) -> HExpr,
    ) -> Option<HExpr> {
        if !matches!(self.chain_ty(base), Some(Ty::Cpp(_))) {
            return None;
        }
        let recv = self.expr(base);
        let Ty::Cpp(c) = recv.ty.clone() else {
            return None;
        };
        Some(match &*c {
            CppTy::Vector(t) | CppTy::Seq(SeqKind::Deque, t) => {
                let i = self.cpp_arg(index, &Ty::Int(CInt::SizeT));
                let x = value(self, t);
                self.cpp_op("__cpp_setindex__", vec![recv, i, x], &Ty::Void, span)
            }
            CppTy::Map { key, val, .. } => {
                let (key, val) = (key.clone(), val.clone());
                let k = self.cpp_arg(index, &key);
                let x = value(self, &val);
                self.cpp_op("__cpp_map_set__", vec![recv, k, x], &Ty::Void, span)
            }
            _ => {
                let msg = format!(
                    "Assignment to an element of '{}' is not supported",
                    c.name()
                );
                self.unsupported(&msg, span);
                h(HKind::NoneLit, Ty::Object, span)
            }
        })
    }

    /// `p.first = x` (or `.second`) of a pair held in a variable, an
    /// attribute or a container's element: a pair with that field replaced
    /// is stored back (arr's pairs are immutable tuples).
    pub(super) fn cpp_pair_store(
        &mut self,
        target: &Expr,
        value: &Expr,
        span: Span,
    ) -> Option<HStmt> {
        let ExprKind::Attr(base, field) = &target.kind else {
            return None;
        };
        let Some(Ty::Cpp(c)) = self.chain_ty(base) else {
            return None;
        };
        let CppTy::Pair(x, y) = &*c else {
            return None;
        };
        let (k, t) = match field.name.as_str() {
            "first" => (0, x.clone()),
            "second" => (1, y.clone()),
            _ => return None,
        };
        let pair_ty = Ty::Cpp(c.clone());
        let item = self.cpp_arg(value, &t);
        let old = self.expr(base);
        let at = h(HKind::Int(k), Ty::Object, span);
        let new = self.cpp_op("__cpp_pair_with__", vec![old, at, item], &pair_ty, span);
        let kind = match &base.kind {
            ExprKind::Subscript(container, index) => {
                let mut new = Some(new);
                let mut take = |_: &mut Self, _: &Ty| {
                    new.take()
                        .unwrap_or_else(|| h(HKind::NoneLit, Ty::Object, span))
                };
                SKind::Expr(self.cpp_store_with(container, index, span, &mut take)?)
            }
            _ => SKind::Assign(vec![self.target(base)], new),
        };
        Some(HStmt { kind, span })
    }

    /// What a `for` loop or a comprehension over `it` iterates: an object,
    /// or a C++ container's items in C++'s order (not copied).
    pub(super) fn iterable(&mut self, it: &Expr) -> HExpr {
        let maybe_cpp =
            matches!(self.chain_ty(it), Some(Ty::Cpp(_))) || matches!(it.kind, ExprKind::Call(..));
        if !maybe_cpp {
            self.iterating = super::cslice::is_slice(it);
            let e = self.object(it);
            self.iterating = false;
            return e;
        }
        let e = self.expr(it);
        if matches!(e.ty, Ty::Cpp(_)) {
            return self.cpp_items(e);
        }
        let e = self.whole_array_object(it, e);
        if let Err(m) = super::coerce::assignable(&e.ty, &Ty::Object) {
            self.error("TypeError", m, it.span);
        }
        self.as_object(e, it)
    }

    /// `for x in v` over a vector of C numbers into a C variable: a
    /// counted loop reading `v[k]`, as C++ walks it with an iterator (and
    /// as fast as a loop over a typed view's elements).
    pub(super) fn cpp_for(
        &mut self,
        t: &Expr,
        it: &Expr,
        (body, orelse): (&[crate::syntax::ast::Stmt], &[crate::syntax::ast::Stmt]),
        span: Span,
        out: &mut Vec<HStmt>,
    ) -> bool {
        let ExprKind::Name(_) = &t.kind else {
            return false;
        };
        if self.ctx().is_module
            || !matches!(self.chain_ty(it), Some(Ty::Cpp(c)) if matches!(&*c, CppTy::Vector(e) if e.is_c()))
        {
            return false;
        }
        let target = self.target(t);
        let HTarget::Var(var, tspan) = target else {
            return false;
        };
        if !var.ty.is_c() {
            return false;
        }
        let v = self.expr(it);
        let Ty::Cpp(c) = &v.ty else {
            return false;
        };
        let CppTy::Vector(elem) = &**c else {
            return false;
        };
        let elem = elem.clone();
        if let Err(m) = super::coerce::assignable(&elem, &var.ty) {
            self.error("TypeError", m, t.span);
        }
        let k = self.hidden_var("_k", Ty::Int(CInt::SizeT));
        let load = |x: &super::hir::Var| h(HKind::Load(x.clone()), x.ty.clone(), span);
        // A local vector is read where it is (a native kernel then takes
        // it as an argument); any other is held in a hidden variable.
        let vector = match &v.kind {
            HKind::Load(x) if matches!(x.place, super::hir::Place::Local(_)) => v.clone(),
            _ => {
                let held_var = self.hidden_var("_vector", Ty::Object);
                out.push(HStmt {
                    kind: SKind::Assign(vec![HTarget::Var(held_var.clone(), span)], held(v)),
                    span,
                });
                load(&held_var)
            }
        };
        let stop = self.cpp_op(
            "__cpp_size__",
            vec![vector.clone()],
            &Ty::Int(CInt::SizeT),
            span,
        );
        let item = h(
            HKind::CppIndex(Box::new(held(vector)), Box::new(load(&k))),
            elem,
            span,
        );
        let mut b = vec![HStmt {
            kind: SKind::Assign(
                vec![HTarget::Var(var.clone(), tspan)],
                convert(item, &var.ty),
            ),
            span,
        }];
        self.ctx().loop_depth += 1;
        b.extend(self.nested_block(body));
        self.ctx().loop_depth -= 1;
        let o = self.nested_block(orelse);
        let int = |i| h(HKind::Int(i), Ty::Int(CInt::SizeT), span);
        out.push(HStmt {
            kind: SKind::ForRange {
                var: k,
                start: int(0),
                stop,
                step: int(1),
                body: b,
                orelse: o,
                par: None,
            },
            span,
        });
        true
    }

    /// The pair type a loop over this C++ container binds (a map's
    /// items, or a vector's or set's pairs), when it binds pairs.
    pub(super) fn cpp_pair_item(&mut self, it: &Expr) -> Option<Ty> {
        let Some(Ty::Cpp(c)) = self.chain_ty(it) else {
            return None;
        };
        let item = c.item()?;
        matches!(&item, Ty::Cpp(p) if matches!(**p, CppTy::Pair(..))).then_some(item)
    }

    fn cpp_items(&mut self, e: HExpr) -> HExpr {
        let Ty::Cpp(c) = &e.ty else {
            return e;
        };
        if !c.iterates() {
            let msg = format!("missing begin() on {}", c.name());
            let help = match &**c {
                CppTy::Seq(k, _) => format!(
                    "a {} has no iterators: take its {}() and pop() it until it is empty()",
                    k.name(),
                    if *k == SeqKind::Queue { "front" } else { "top" }
                ),
                _ => "only containers with iterators can be looped over".into(),
            };
            self.error("TypeError", msg, e.span).help = Some(help);
            return h(HKind::List(Vec::new()), Ty::Object, e.span);
        }
        let ordered = match &**c {
            CppTy::Map { ordered, .. } | CppTy::Set { ordered, .. } => *ordered,
            _ => true,
        };
        let span = e.span;
        self.cpp_op(
            "__cpp_iter__",
            vec![e, Self::flag(ordered, span)],
            &Ty::Object,
            span,
        )
    }

    /// `vector[int](n)`, `pair[int, double](a, b)`: a constructor call.
    pub(super) fn cpp_construct(
        &mut self,
        callee: &Expr,
        args: &[Arg],
        span: Span,
    ) -> Option<HExpr> {
        let ExprKind::Subscript(base, index) = &callee.kind else {
            return None;
        };
        let ExprKind::Name(n) = &base.kind else {
            return None;
        };
        self.libcpp_name(n)?;
        let texpr = TypeExpr {
            kind: TypeKind::Template(
                Box::new(TypeExpr {
                    kind: TypeKind::Named(n.clone()),
                    span: base.span,
                }),
                expr_as_type(index)?,
            ),
            span: callee.span,
        };
        let ty = self.resolve_type(&texpr);
        let Ty::Cpp(c) = &ty else {
            return Some(h(HKind::NoneLit, Ty::Object, span));
        };
        let pos: Vec<&Expr> = args
            .iter()
            .filter_map(|a| if let Arg::Pos(e) = a { Some(e) } else { None })
            .collect();
        let c = c.clone();
        Some(match (&*c, pos.as_slice()) {
            (_, []) => self.cpp_default(&ty, span),
            (CppTy::Pair(a, b), [x, y]) => {
                let (a, b) = (a.clone(), b.clone());
                let items = vec![self.cpp_arg(x, &a), self.cpp_arg(y, &b)];
                let items = items.into_iter().map(held).collect();
                HExpr {
                    ty: ty.clone(),
                    ..h(HKind::Tuple(items), Ty::Object, span)
                }
            }
            (CppTy::Vector(t) | CppTy::Seq(SeqKind::Deque | SeqKind::List, t), [n, rest @ ..])
                if rest.len() <= 1 && !matches!(self.chain_ty(n), Some(Ty::Cpp(_))) =>
            {
                let t = t.clone();
                let count = self.cpp_arg(n, &Ty::Int(CInt::SizeT));
                let fill = match rest.first() {
                    Some(x) => self.cpp_arg(x, &t),
                    None => self.cpp_default(&t, span),
                };
                let empty = self.cpp_default(&ty, span);
                self.cpp_op("__cpp_filled__", vec![count, fill, empty], &ty, span)
            }
            (_, [x]) => self.cpp_arg(x, &ty),
            _ => {
                self.error(
                    "TypeError",
                    format!("no constructor of '{}' takes these arguments", c.name()),
                    span,
                );
                h(HKind::NoneLit, Ty::Object, span)
            }
        })
    }

    /// `dereference(it)`, `preincrement(it)` and the rest on an iterator;
    /// `sort`/`reverse` from `<algorithm>`.
    pub(super) fn cpp_special(&mut self, path: &str, pos: &[&Expr], span: Span) -> Option<HExpr> {
        match path {
            "libcpp.algorithm.sort" if pos.len() == 3 => {
                let args = vec![self.expr(pos[0]), self.expr(pos[1]), self.expr(pos[2])];
                Some(self.cpp_op("__cpp_sort_by__", args, &Ty::Void, span))
            }
            "libcpp.algorithm.sort" | "libcpp.algorithm.reverse" => {
                if pos.len() != 2 {
                    self.unsupported(
                        "std::sort other than (first, last[, comp]) or std::reverse other than (first, last)",
                        span,
                    );
                    return Some(h(HKind::NoneLit, Ty::Object, span));
                }
                let first = self.expr(pos[0]);
                let last = self.expr(pos[1]);
                let op = if path.ends_with("sort") {
                    "__cpp_sort__"
                } else {
                    "__cpp_reverse__"
                };
                Some(self.cpp_op(op, vec![first, last], &Ty::Void, span))
            }
            _ => None,
        }
    }

    /// `it + k`, `it - k`, `it - other`, `a + b` of strings: `None` when
    /// neither side is a C++ value.
    pub(super) fn cpp_binary(
        &mut self,
        op: crate::syntax::ast::BinOp,
        a: HExpr,
        b: HExpr,
        span: Span,
    ) -> Result<HExpr, Box<(HExpr, HExpr)>> {
        use crate::syntax::ast::BinOp;
        let ((Ty::Cpp(c), _) | (_, Ty::Cpp(c))) = (&a.ty, &b.ty) else {
            return Err(Box::new((a, b)));
        };
        let c = c.clone();
        match (&*c, op) {
            (c, BinOp::Sub) if c.is_iter() && a.ty == b.ty => Ok(self.cpp_op(
                "__cpp_iter_diff__",
                vec![a, b],
                &Ty::Int(CInt::SsizeT),
                span,
            )),
            (c, BinOp::Add | BinOp::Sub)
                if c.is_iter() && matches!(a.ty, Ty::Cpp(_)) && b.ty != a.ty =>
            {
                let ty = a.ty.clone();
                let k = super::binops::signed_offset(b, op, span);
                Ok(self.cpp_op("__cpp_advance__", vec![a, k], &ty, span))
            }
            (CppTy::String, BinOp::Add) => {
                let s = cpp(CppTy::String);
                let a = if a.ty == s { a } else { convert(a, &s) };
                let b = if b.ty == s { b } else { convert(b, &s) };
                Ok(self.cpp_op("__cpp_str_append__", vec![a, b], &s, span))
            }
            _ => Err(Box::new((a, b))),
        }
    }

    /// `it == other`, `it != other`.
    pub(super) fn cpp_iter_eq(&mut self, a: HExpr, b: HExpr, negate: bool, span: Span) -> HExpr {
        let eq = self.cpp_op("__cpp_iter_eq__", vec![a, b], &Ty::Bint, span);
        if negate {
            h(
                HKind::Unary(crate::syntax::ast::UnOp::Not, Box::new(eq)),
                Ty::Bint,
                span,
            )
        } else {
            eq
        }
    }
}
