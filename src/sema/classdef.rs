//! Class statements: cdef (extension) classes and Python classes, their
//! fields, methods and decorators.

use super::hir::*;
use super::types::Ty;
use super::{Sema, dotted_name};
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind, Stmt, StmtKind, TypeKind};
use std::sync::Arc;

impl Sema<'_> {
    pub(super) fn class_def(
        &mut self,
        name: &ast::Ident,
        bases: &[Expr],
        body: &[Stmt],
        span: Span,
        out: &mut Vec<HStmt>,
        cdef: bool,
    ) {
        let var = self.lookup_store(&name.name, name.span);
        let bases_ast = bases;
        let bases: Vec<HExpr> = bases.iter().map(|b| self.object(b)).collect();
        let mut members = Vec::new();
        let mut abstract_decl: Vec<String> = Vec::new();
        // Typed attributes of a cdef class.
        let mut fields: Vec<(Arc<str>, Ty)> = Vec::new();
        let mut hidden: Vec<(Arc<str>, bool)> = Vec::new();
        let mut storage: Vec<(Arc<str>, usize)> = Vec::new();
        // Known before the methods, whose `self.attr` may be of an enum.
        let enums = if cdef {
            self.class_enum_fields(&name.name, body, span)
        } else {
            Vec::new()
        };
        let class_qual = self.qualified(&name.name).to_string();
        self.qual.push(class_qual);
        // The attributes first: methods read and write them typed.
        for s in body {
            match &s.kind {
                StmtKind::CDecl { decls, vis } if cdef => {
                    for d in decls {
                        self.class_field(d, *vis, &mut fields, &mut hidden, &mut storage);
                        if d.value.is_some() {
                            self.error("SyntaxError", "Cannot assign default value to fields in cdef classes, structs or unions", d.name.span);
                        }
                    }
                }
                StmtKind::CDefBlock(b) if cdef => {
                    for x in b {
                        if let StmtKind::CDecl { decls, vis } = &x.kind {
                            for d in decls {
                                self.class_field(d, *vis, &mut fields, &mut hidden, &mut storage);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let typed_fields = cdef.then(|| self.class_field_types(&name.name, bases_ast, &fields));
        let checks = if cdef {
            self.class_field_checks(&name.name, body)
        } else {
            Vec::new()
        };
        if cdef {
            self.record_method_classes(&name.name, bases_ast, body);
            self.check_richcmp_conflicts(body);
        }
        // Every method is declared before any body is read, so a method
        // calls one defined below it directly too.
        let method_ids: Vec<Option<FuncId>> = body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Func(f) => Some(self.predeclare(f)),
                _ => None,
            })
            .collect();
        if cdef {
            self.record_class_methods(&name.name, bases_ast, body, &method_ids);
        }

        for (s, id) in body.iter().zip(&method_ids) {
            match &s.kind {
                StmtKind::Func(f) => {
                    let Some(id) = *id else { continue };
                    self.funcs[id].qualname = self.qualified(&f.name.name);
                    self.funcs[id].is_method = true;
                    let mut wrapper = None;
                    // `@x.setter` on `def x(self, v)`: the property `x`
                    // defined above, given this function as its setter
                    // (or, for `@x.deleter`, its deleter).
                    let mut setter_of = None;
                    let mut accessor = "__property_setter__";
                    let setter_name = format!("{}.setter", f.name.name);
                    let deleter_name = format!("{}.deleter", f.name.name);
                    // Directive decorators (`@cython.boundscheck(False)`)
                    // hold for this method's body only.
                    let saved_directives = self.directives;
                    let mut nogil = f.nogil;
                    // Other decorators, with their place in the list (the
                    // nearest the function applies first), and the place
                    // of `staticmethod`/`property`/`classmethod`.
                    let mut general: Vec<(usize, &ast::Expr)> = Vec::new();
                    let mut wrapper_at = f.decorators.len();
                    for (at, d) in f.decorators.iter().enumerate() {
                        match dotted_name(d).as_deref() {
                            Some(w @ ("staticmethod" | "property" | "classmethod")) => {
                                wrapper = Some(match w {
                                    "staticmethod" => "staticmethod",
                                    "property" => "property",
                                    _ => "classmethod",
                                });
                                wrapper_at = at;
                            }
                            // Marked for the class's abstract methods (it
                            // has an effect in a class deriving from ABC).
                            Some("abstractmethod" | "abc.abstractmethod") => {
                                abstract_decl.push(f.name.name.clone());
                            }
                            Some(n) if n == setter_name || n == deleter_name => {
                                if n == deleter_name {
                                    accessor = "__property_deleter__";
                                }
                                setter_of = members
                                    .iter()
                                    .rev()
                                    .find(|(k, _): &&(Arc<str>, HExpr)| k.as_ref() == f.name.name)
                                    .map(|(_, e)| e.clone());
                                if setter_of.is_none() {
                                    self.error(
                                        "NameError",
                                        format!("name '{}' is not defined", f.name.name),
                                        d.span,
                                    );
                                }
                            }
                            _ if super::is_cython_decorator(d) => self.decorator(d, &mut nogil),
                            _ if f.kind == ast::FuncKind::Def => general.push((at, d)),
                            _ => self.unsupported("this decorator on a cdef method", d.span),
                        }
                    }
                    self.funcs[id].counts_without_self = cdef && wrapper != Some("staticmethod");
                    if f.kind != ast::FuncKind::Def && !cdef {
                        self.unsupported("cdef methods outside cdef classes", f.name.span);
                    }
                    // A cdef method is reached only at C level: Python
                    // code does not see it, nor can a Python subclass
                    // override it.
                    if cdef && f.kind == ast::FuncKind::Cdef && wrapper != Some("staticmethod") {
                        hidden.push((Arc::from(f.name.name.as_str()), false));
                    }
                    // A property's getter is a method of the class too:
                    // its `self` is typed (only a static or class
                    // method's first parameter is not an instance).
                    if matches!(wrapper, None | Some("property")) {
                        self.method_fields = typed_fields.clone();
                    }
                    self.stack.push(super::FnCtx {
                        is_module: false,
                        class_var: Some(var.clone()),
                        ..super::FnCtx::module()
                    });
                    self.function(
                        id,
                        &f.params,
                        super::FnBody::Stmts(&f.body),
                        f.span,
                        Some(var.clone()),
                        nogil,
                    );
                    self.directives = saved_directives;
                    self.method_fields = None;
                    self.stack.pop();
                    let mut value = HExpr {
                        kind: HKind::MakeFunc(id),
                        ty: Ty::Object,
                        span: f.span,
                    };
                    let (inner, outer): (Vec<_>, Vec<_>) =
                        general.into_iter().partition(|(at, _)| *at > wrapper_at);
                    value = self.decorate(value, &inner, &members);
                    let wrapped = match (setter_of, wrapper) {
                        (Some(prop), _) => {
                            self.generic_builtin(accessor, vec![prop, value.clone()], f.span)
                        }
                        (None, Some(w)) => self.generic_builtin(w, vec![value.clone()], f.span),
                        (None, None) => None,
                    };
                    if let Some(w) = wrapped {
                        value = w;
                    }
                    let value = self.decorate(value, &outer, &members);
                    members.push((Arc::from(f.name.name.as_str()), value));
                }
                StmtKind::Assign(ts, v) if ts.len() == 1 => {
                    if let ExprKind::Name(n) = &ts[0].kind {
                        // `__rmul__ = __mul__`: a name the class body bound
                        // earlier is that member's value.
                        let earlier = match &v.kind {
                            ExprKind::Name(m) => members
                                .iter()
                                .rev()
                                .find(|(k, _): &&(Arc<str>, HExpr)| k.as_ref() == m.as_str())
                                .map(|(_, e)| e.clone()),
                            _ => None,
                        };
                        let v = earlier.unwrap_or_else(|| self.object(v));
                        members.push((Arc::from(n.as_str()), v));
                    } else {
                        self.unsupported("this statement in a class body", s.span);
                    }
                }
                // `q: int = 4` in a Python class: the annotation is only
                // recorded; the value is a class attribute.
                StmtKind::AnnAssign(t, _, v) if !cdef => {
                    if let (ExprKind::Name(n), Some(v)) = (&t.kind, v) {
                        let v = self.object(v);
                        members.push((Arc::from(n.as_str()), v));
                    } else if !matches!(t.kind, ExprKind::Name(_)) {
                        self.unsupported("this statement in a class body", s.span);
                    }
                }
                StmtKind::Pass
                | StmtKind::Expr(Expr {
                    kind: ExprKind::Str(_),
                    ..
                }) => {}
                // `del N` of a helper attribute the body bound earlier.
                StmtKind::Del(targets)
                    if targets.iter().all(|t| matches!(t.kind, ExprKind::Name(_))) =>
                {
                    for t in targets {
                        let ExprKind::Name(n) = &t.kind else { continue };
                        let before = members.len();
                        members.retain(|(k, _)| k.as_ref() != n.as_str());
                        if members.len() == before {
                            self.error("NameError", format!("name '{n}' is not defined"), t.span);
                        }
                    }
                }
                StmtKind::CDecl { .. } | StmtKind::CDefBlock(_) if cdef => {}
                StmtKind::CDecl { .. } => {
                    self.unsupported("cdef attributes outside cdef classes", s.span)
                }
                StmtKind::Property(name, _) => {
                    self.error(
                        "SyntaxError",
                        "Syntax error in simple statement list",
                        name.span,
                    )
                    .help = Some(format!(
                        "a `property {0}:` block is Cython syntax for cdef classes; in a Python \
                         class write `@property def {0}(self):` (and `@{0}.setter`)",
                        name.name
                    ));
                }
                _ => self.unsupported("this statement in a class body", s.span),
            }
        }
        self.qual.pop();
        if !abstract_decl.is_empty() {
            let names = abstract_decl
                .iter()
                .map(|n| HExpr {
                    kind: HKind::Str(Arc::from(n.as_str())),
                    ty: Ty::Object,
                    span,
                })
                .collect();
            let decl = HExpr {
                kind: HKind::Tuple(names),
                ty: Ty::Object,
                span,
            };
            members.push((Arc::from(crate::builtins::ABSTRACT_DECL), decl));
        }
        if let Some(doc) = super::docstring(body) {
            let doc = HExpr {
                kind: HKind::Str(doc),
                ty: Ty::Object,
                span,
            };
            members.insert(0, (Arc::from("__doc__"), doc));
        }
        out.push(HStmt {
            kind: SKind::Class {
                var,
                name: Arc::from(name.name.as_str()),
                bases,
                body: members,
                fields,
                hidden,
                storage,
                cdef,
                module: self.module.clone(),
                enums,
                checks,
            },
            span,
        });
    }

    /// A method's value passed through decorators `d(…)`, the last listed
    /// (nearest the function) first. A decorator named like a member the
    /// class body defined earlier is that member.
    fn decorate(
        &mut self,
        mut value: HExpr,
        decorators: &[(usize, &ast::Expr)],
        members: &[(Arc<str>, HExpr)],
    ) -> HExpr {
        for (_, d) in decorators.iter().rev() {
            let earlier = match &d.kind {
                ast::ExprKind::Name(n) => members
                    .iter()
                    .rev()
                    .find(|(k, _)| k.as_ref() == n.as_str())
                    .map(|(_, e)| e.clone()),
                _ => None,
            };
            let callee = earlier.unwrap_or_else(|| self.object(d));
            let span = d.span;
            value = HExpr {
                kind: HKind::Call(Box::new(callee), vec![HArg::Pos(value)]),
                ty: Ty::Object,
                span,
            };
        }
        value
    }

    /// `@d class C: …` is `C = d(C)` once the class is made, the decorator
    /// nearest the class applied first. Cython's own class directives
    /// (`@cython.final`, `@cython.freelist(n)`, …) change nothing arr
    /// models.
    pub(super) fn class_decorators(
        &mut self,
        name: &str,
        decorators: &[ast::Expr],
        out: &mut Vec<HStmt>,
    ) {
        const DIRECTIVES: &[&str] = &[
            "final",
            "freelist",
            "auto_pickle",
            "no_gc",
            "no_gc_clear",
            "internal",
            "cclass",
            "type_version_tag",
            "collection_type",
        ];
        for d in decorators.iter().rev() {
            if crate::syntax::purepy::is_cython(d, DIRECTIVES) {
                continue;
            }
            let class = ast::Expr {
                kind: ast::ExprKind::Name(name.to_string()),
                span: d.span,
            };
            let call = ast::Expr {
                kind: ast::ExprKind::Call(Box::new(d.clone()), vec![ast::Arg::Pos(class.clone())]),
                span: d.span,
            };
            let assign = ast::Stmt {
                kind: ast::StmtKind::Assign(vec![class], call),
                span: d.span,
            };
            self.stmt(&assign, out);
        }
    }

    /// An attribute name as the evaluator sees it: on a receiver statically
    /// typed as a cdef class (`self`, `cdef Vec v`, `<Vec>o`), access is
    /// C-level and marked so (see `hir::INTERNAL`); on an untyped object it
    /// is a Python lookup that cannot see private attributes, as in Cython,
    /// even inside the class's own methods.
    pub fn attr_name(&mut self, base: &ast::Expr, name: &str) -> Arc<str> {
        if self.static_class(base).is_some() {
            Self::internal_name(name)
        } else {
            Arc::from(name)
        }
    }

    /// One typed attribute of a cdef class, and whether Python code may
    /// not see it (`readonly` or private).
    fn class_field(
        &mut self,
        d: &ast::Declarator,
        vis: ast::Visibility,
        fields: &mut Vec<(Arc<str>, Ty)>,
        hidden: &mut Vec<(Arc<str>, bool)>,
        storage: &mut Vec<(Arc<str>, usize)>,
    ) {
        let name: Arc<str> = Arc::from(d.name.name.as_str());
        // `cdef dict __dict__` gives instances a dict Python code reads and
        // adds attributes to; it is not a private C attribute.
        if vis != ast::Visibility::Public && &*name != "__dict__" {
            hidden.push((name.clone(), vis == ast::Visibility::Readonly));
        }
        let ty = self.resolve_type(&d.ty);
        if let TypeKind::Array(_, Some(size)) = &d.ty.kind
            && !matches!(ty, Ty::Cpp(_))
            && let Some(crate::sema::consts::Const::Int(n)) = self.const_eval(size)
        {
            let elem = match &ty {
                Ty::StructPtr(def) => super::types::struct_layout(def).map(|l| l.size),
                Ty::PtrPtr(_) => Some(8),
                _ => None,
            };
            if let Some(elem) = elem {
                storage.push((name.clone(), (n.max(0) as usize).saturating_mul(elem)));
            }
        }
        fields.push((name, ty));
    }
}
