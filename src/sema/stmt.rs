//! Statements: the dispatch of every statement, with control flow,
//! declarations, imports and extern blocks resolved here. Assignment
//! (`assign.rs`), `for` loops (`forstmt.rs`), `with` (`withstmt.rs`),
//! classes (`classdef.rs`) and C data (`cdata.rs`) have modules of their
//! own.

use super::cdata::union_member_ok;
use super::coerce::convert;
use super::consts::Const;
use super::hir::*;
use super::types::Ty;
use super::{Imported, Sema};
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind, Stmt, StmtKind, TypeKind};
use std::sync::Arc;

/// The `cpython` package's modules whose names `from cpython cimport`
/// offers directly.
const CPYTHON_MODULES: &[&str] = &[
    "ref", "exc", "list", "tuple", "dict", "bytes", "mem", "object",
];

/// Modules a script may import, and what each offers.
pub(crate) const MODULES: &[&str] = &[
    "math",
    "cmath",
    "random",
    "cython",
    "numpy",
    "numpy.random",
    "numpy.linalg",
    "numpy.testing",
    "numpy.lib.stride_tricks",
    "libc.math",
    "libc.complex",
    "libc.stdio",
    "libc.stdlib",
    "libc.string",
    "libc.limits",
    "libc.stdint",
    "libc.float",
    "libc.time",
    "cython.parallel",
    "cython.view",
    "cython.operator",
    "cpython.mem",
    "cpython.object",
    "cpython.exc",
    "cpython.ref",
    "cpython.list",
    "cpython.tuple",
    "cpython.dict",
    "cpython.bytes",
    "libc.stddef",
    "openmp",
    "time",
    "itertools",
    "functools",
    "operator",
    "typing",
    "collections",
    "sys",
    "array",
    "heapq",
    "bisect",
    "statistics",
    "contextlib",
    "abc",
    "enum",
    "dataclasses",
    "copy",
    "os",
    "os.path",
    "string",
    "re",
];

impl Sema<'_> {
    pub fn stmt(&mut self, s: &Stmt, out: &mut Vec<HStmt>) {
        let span = s.span;
        let push = |out: &mut Vec<HStmt>, kind: SKind| out.push(HStmt { kind, span });
        match &s.kind {
            StmtKind::Expr(Expr {
                kind: ExprKind::Yield(v, from),
                ..
            }) => {
                if let Some(kind) = self.yield_stmt(v.as_deref(), *from, Vec::new(), span) {
                    push(out, kind);
                }
            }
            StmtKind::Expr(e) => {
                let kind = self.expr_stmt(e, span);
                push(out, kind);
            }
            // Pure Python mode's `x = cython.declare(cython.int, 5)` (or
            // `x: T = cython.declare(T, v)`): an annotated assignment.
            StmtKind::Assign(targets, value)
                if let [
                    t @ Expr {
                        kind: ExprKind::Name(_),
                        ..
                    },
                ] = targets.as_slice()
                    && let Some((ty, v)) = self.cython_declare(value) =>
            {
                self.ann_assign(t, ty, v, span, out, true);
            }
            StmtKind::AnnAssign(t, _, Some(value))
                if let Some((ty, v)) = self.cython_declare(value) =>
            {
                self.ann_assign(t, ty, v, span, out, true);
            }
            StmtKind::Assign(targets, value) => self.assign(targets, value, span, out),
            StmtKind::AugAssign(t, op, v) => self.aug_assign(t, *op, v, span, out),
            StmtKind::AnnAssign(t, ann, v) => self.ann_assign(t, ann, v.as_ref(), span, out, false),
            StmtKind::CDecl { decls, .. } => {
                if self.ctx().block_depth > 0 {
                    self.error("SyntaxError", "cdef statement not allowed here", span);
                    return;
                }
                for d in decls {
                    // `cdef Class x` at module level: `x.attr` is C-level
                    // in the module's own code (functions declare theirs).
                    if let TypeKind::Named(c) = &d.ty.kind
                        && self.ctx().is_module
                        && (self.class_fields.contains_key(c) || self.enums.contains_key(c))
                    {
                        let c = c.clone();
                        self.ctx().class_typed.insert(d.name.name.clone(), c);
                    }
                    let var = self.lookup_store(&d.name.name, d.name.span);
                    if self.ctx().is_module && matches!(var.ty, Ty::Buffer(..)) {
                        self.error(
                            "SyntaxError",
                            "Buffer types only allowed as function local variables",
                            d.name.span,
                        )
                        .help = Some(
                            "declare it inside a function, or use a typed memoryview (`cdef long[:] a`) here".into(),
                        );
                        continue;
                    }
                    if self.is_resident(&var) {
                        self.declare_resident(var, d.value.as_ref(), span, out);
                        continue;
                    }
                    if let TypeKind::Named(n) = &d.ty.kind
                        && let Some(t) = super::checked_py_type(n)
                    {
                        if self.ctx().is_module {
                            self.global_py_types.insert(d.name.name.clone(), t);
                        } else {
                            self.ctx().py_types.insert(d.name.name.clone(), t);
                        }
                    }
                    // Cython initialises a function's C locals by
                    // assignment, which a const one refuses.
                    let const_kind = match &d.ty.kind {
                        TypeKind::Const(_) => Some(""),
                        TypeKind::Array(elem, _) if matches!(elem.kind, TypeKind::Const(_)) => {
                            Some(" array")
                        }
                        _ => None,
                    };
                    if const_kind == Some("") {
                        self.ctx().consts.insert(d.name.name.clone());
                    }
                    if super::points_to_const(&d.ty) {
                        self.ctx().const_pointees.insert(d.name.name.clone());
                    }
                    // A const array cannot be assigned even at module level.
                    if let Some(what) = const_kind
                        && d.value.is_some()
                        && (!self.ctx().is_module || !what.is_empty())
                    {
                        let tail = if what.is_empty() {
                            ""
                        } else {
                            ". Assign to a pointer variable instead."
                        };
                        let name = &d.name.name;
                        self.error(
                            "SyntaxError",
                            format!("Assignment to const{what} '{name}'{tail}"),
                            span,
                        )
                        .help = Some(if what.is_empty() {
                            "a const C variable with a value is declared at module level; in a function, drop the const".into()
                        } else {
                            "drop the const, or point a `const T *` at a non-const array".into()
                        });
                        continue;
                    }
                    match &d.value {
                        Some(v) if matches!(var.ty, Ty::CArray(..) | Ty::CArrayNd(..)) => {
                            let (dt, n) = match &var.ty {
                                Ty::CArray(d, n) => (Some(*d), *n),
                                Ty::CArrayNd(d, dims) => (Some(*d), dims.iter().product()),
                                _ => (None, 0),
                            };
                            if let Some(dt) = dt {
                                let mut storage = self.carray_value(dt, n, span);
                                storage.ty = var.ty.clone();
                                push(
                                    out,
                                    SKind::Assign(vec![HTarget::Var(var.clone(), span)], storage),
                                );
                                self.carray_assign(var, v, span, out);
                            }
                        }
                        Some(v) => {
                            let value = self.value_for(&var, v);
                            push(
                                out,
                                SKind::Assign(vec![HTarget::Var(var, d.name.span)], value),
                            );
                        }
                        // A C complex starts as zero, as a C double does here.
                        None if var.ty.is_complex() => {
                            let zero = HExpr {
                                kind: HKind::Complex(0.0, 0.0),
                                ty: var.ty.clone(),
                                span,
                            };
                            push(out, SKind::Assign(vec![HTarget::Var(var, span)], zero));
                        }
                        None if matches!(var.ty, Ty::Cpp(_)) => {
                            let ty = var.ty.clone();
                            let value = self.cpp_default(&ty, span);
                            push(out, SKind::Assign(vec![HTarget::Var(var, span)], value));
                        }
                        None if matches!(var.ty, Ty::Struct(_)) => {
                            if let Ty::Struct(def) = &var.ty {
                                let value = self.struct_default(def.clone(), span);
                                push(out, SKind::Assign(vec![HTarget::Var(var, span)], value));
                            }
                        }
                        None if matches!(
                            (&var.ty, &d.ty.kind),
                            (Ty::StructPtr(_), TypeKind::Array(..))
                        ) =>
                        {
                            if let (Ty::StructPtr(def), TypeKind::Array(_, Some(size))) =
                                (&var.ty, &d.ty.kind)
                                && let Some(crate::sema::consts::Const::Int(n)) =
                                    self.const_eval(size)
                                && let Some(l) = super::types::struct_layout(def)
                            {
                                let value = self.struct_array_value(
                                    var.ty.clone(),
                                    (n as usize).saturating_mul(l.size),
                                    span,
                                );
                                self.ctx()
                                    .held_arrays
                                    .insert(d.name.name.clone(), n as usize);
                                push(out, SKind::Assign(vec![HTarget::Var(var, span)], value));
                            }
                        }
                        None if matches!(
                            (&var.ty, &d.ty.kind),
                            (Ty::PtrPtr(_), TypeKind::Array(..))
                        ) =>
                        {
                            if let TypeKind::Array(_, Some(size)) = &d.ty.kind
                                && let Some(crate::sema::consts::Const::Int(n)) =
                                    self.const_eval(size)
                            {
                                let value = self.struct_array_value(
                                    var.ty.clone(),
                                    (n as usize).saturating_mul(8),
                                    span,
                                );
                                self.ctx()
                                    .held_arrays
                                    .insert(d.name.name.clone(), n as usize);
                                push(out, SKind::Assign(vec![HTarget::Var(var, span)], value));
                            }
                        }
                        None if matches!(var.ty, Ty::CArray(..)) => {
                            // A C array owns zeroed storage from its declaration on.
                            if let Ty::CArray(d, n) = var.ty {
                                let value = self.carray_value(d, n, span);
                                push(out, SKind::Assign(vec![HTarget::Var(var, span)], value));
                            }
                        }
                        None if matches!(var.ty, Ty::CArrayNd(..)) => {
                            if let Ty::CArrayNd(d, dims) = &var.ty {
                                let mut value = self.carray_value(*d, dims.iter().product(), span);
                                value.ty = var.ty.clone();
                                push(out, SKind::Assign(vec![HTarget::Var(var, span)], value));
                            }
                        }
                        // A `Py_UCS4` starts as the character 0, as a C
                        // integer starts at zero.
                        None if var.ty == Ty::Ucs4 => {
                            let zero = HExpr {
                                kind: HKind::Int(0),
                                ty: Ty::Object,
                                span: d.name.span,
                            };
                            let zero = convert(zero, &Ty::Ucs4);
                            push(
                                out,
                                SKind::Assign(vec![HTarget::Var(var, d.name.span)], zero),
                            );
                        }
                        // A memoryview starts "not initialized" (its slot
                        // unbound): Cython raises on every read until a
                        // buffer or None is assigned.
                        None if matches!(var.ty, Ty::Memview(_)) => {}
                        // A local of a Python type is unbound until
                        // assigned (UnboundLocalError, as Cython's); a
                        // module variable starts as None.
                        None if !var.ty.is_c() && !self.ctx().is_module => {}
                        None if !var.ty.is_c() => {
                            let none = HExpr {
                                kind: HKind::NoneLit,
                                ty: Ty::Object,
                                span: d.name.span,
                            };
                            push(
                                out,
                                SKind::Assign(vec![HTarget::Var(var, d.name.span)], none),
                            );
                        }
                        None => {
                            // C variables start at zero in every frame.
                            if self.ctx().is_module {
                                let zero = convert(
                                    HExpr {
                                        kind: HKind::Int(0),
                                        ty: Ty::Object,
                                        span: d.name.span,
                                    },
                                    &var.ty,
                                );
                                push(
                                    out,
                                    SKind::Assign(vec![HTarget::Var(var, d.name.span)], zero),
                                );
                            }
                        }
                    }
                }
            }
            StmtKind::CDefBlock(b) => {
                if self.ctx().block_depth > 0 {
                    self.error("SyntaxError", "cdef statement not allowed here", span);
                    return;
                }
                for x in b {
                    self.stmt(x, out);
                }
            }
            StmtKind::Func(f) => self.func_def(f, out),
            StmtKind::Class {
                name,
                bases,
                body,
                decorators,
                cdef,
            } => {
                self.class_def(name, bases, body, span, out, *cdef);
                self.class_decorators(&name.name, decorators, out);
            }
            StmtKind::Struct {
                name,
                fields,
                union,
                packed,
                ..
            } => {
                if self.structs_has(&name.name) {
                } else if *union
                    && let Some(d) = fields
                        .iter()
                        .find(|d| !union_member_ok(&self.resolve_type(&d.ty)))
                {
                    self.unsupported("union members that are Python objects", d.name.span);
                } else {
                    self.declare_struct(name, fields, *union, *packed);
                }
            }
            StmtKind::Enum {
                name,
                members,
                cpdef,
            } => self.enum_stmt(name.as_ref(), members, *cpdef, span, out),
            // Registered before the module is resolved (`declare_fused_types`).
            StmtKind::Fused { .. } => {}
            StmtKind::CTypedef { ty, name } => {
                let t = self.resolve_type(ty);
                self.typedefs.insert(name.name.clone(), t);
            }
            // `if T is int:` in a fused function: Cython compiles only
            // the branch each specialisation takes.
            StmtKind::If(c, b, o) if let Some(taken) = self.fused_condition(c) => {
                let chosen = if taken { b } else { o };
                for x in chosen {
                    self.stmt(x, out);
                }
            }
            StmtKind::If(c, b, o) => {
                let c = self.cond(c);
                let b = self.nested_block(b);
                let o = self.nested_block(o);
                push(out, SKind::If(c, b, o));
            }
            StmtKind::While(c, b, o) => {
                let c = self.cond(c);
                self.ctx().loop_depth += 1;
                let b = self.nested_block(b);
                self.ctx().loop_depth -= 1;
                let o = self.nested_block(o);
                push(out, SKind::While(c, b, o));
            }
            StmtKind::For(t, it, b, o) => self.for_stmt(t, it, b, o, span, out),
            StmtKind::Break | StmtKind::Continue => {
                if self.ctx().loop_depth == 0 {
                    let w = if matches!(s.kind, StmtKind::Break) {
                        "break"
                    } else {
                        "continue"
                    };
                    self.error("SyntaxError", format!("'{w}' outside loop"), span);
                    return;
                }
                push(
                    out,
                    if matches!(s.kind, StmtKind::Break) {
                        SKind::Break
                    } else {
                        SKind::Continue
                    },
                );
            }
            StmtKind::Extern => self.extern_block(span),
            // Cython parses `property name:` only in a class body.
            StmtKind::Property(name, _) => {
                self.error(
                    "SyntaxError",
                    "Syntax error in simple statement list",
                    name.span,
                );
            }
            StmtKind::Pass | StmtKind::Global(_) | StmtKind::Nonlocal(_) | StmtKind::Error => {}
            StmtKind::Return(v) => {
                if self.ctx().is_module {
                    self.error("SyntaxError", "'return' outside function", span);
                    return;
                }
                let ret = self.ctx().ret.clone();
                let v = match v {
                    None => None,
                    Some(_) if ret == Ty::Void => {
                        self.error("SyntaxError", "Return with value in void function", span);
                        None
                    }
                    Some(e) => {
                        let mut h = self.expr_into(e, &ret);
                        if ret == Ty::Object {
                            h = self.whole_array_object(e, h);
                        }
                        if let Err(m) = super::coerce::assignable_expr(&h, &ret) {
                            self.error("TypeError", m, e.span);
                        }
                        Some(if ret == Ty::Object {
                            let h = self.as_object(h, e);
                            match self.ctx().ret_check {
                                Some(t) => {
                                    let name = HExpr {
                                        kind: HKind::Str(Arc::from(t)),
                                        ty: Ty::Object,
                                        span: e.span,
                                    };
                                    self.generic_builtin(
                                        "__expect_type__",
                                        vec![h.clone(), name],
                                        e.span,
                                    )
                                    .unwrap_or(h)
                                }
                                None => h,
                            }
                        } else {
                            convert(h, &ret)
                        })
                    }
                };
                push(out, SKind::Return(v));
            }
            StmtKind::Raise(e, cause) => {
                let e = e.as_ref().map(|x| self.object(x));
                let c = cause.as_ref().map(|x| self.object(x));
                push(out, SKind::Raise(e, c));
            }
            StmtKind::Assert(t, m) => {
                let t = self.cond(t);
                let m = m.as_ref().map(|x| self.object(x));
                push(out, SKind::Assert(t, m));
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                let body = self.nested_block(body);
                let mut hs = Vec::new();
                for h in handlers {
                    let types = h.types.as_ref().map(|t| self.object(t));
                    let name = h.name.as_ref().map(|n| self.lookup_store(&n.name, n.span));
                    let b = self.nested_block(&h.body);
                    hs.push(HHandler {
                        types,
                        name,
                        body: b,
                    });
                }
                let orelse = self.nested_block(orelse);
                let finalbody = self.nested_block(finalbody);
                push(
                    out,
                    SKind::Try {
                        body,
                        handlers: hs,
                        orelse,
                        finalbody,
                    },
                );
            }
            StmtKind::With(items, body) => self.with_stmt(items, body, span, out),
            StmtKind::Del(ts) => {
                let ts = ts.iter().map(|t| self.target(t)).collect();
                push(out, SKind::Del(ts));
            }
            StmtKind::Import(..) | StmtKind::FromImport { .. }
                if self.folder_import_stmt(s, out) => {}
            StmtKind::Import(_, true) | StmtKind::FromImport { cimport: true, .. }
                if !self.ctx().is_module =>
            {
                // Cython resolves cimports when compiling the module.
                self.error("SyntaxError", "cimport only allowed at module level", span);
            }
            StmtKind::Import(names, cimport) => {
                for n in names {
                    let path = n
                        .path
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                        .join(".");
                    // `cimport cpython.array as carray`: Python's array
                    // module, as `from cpython cimport array` gives it;
                    // without an alias `cpython.array` reaches it.
                    if path == "cpython.array" && *cimport {
                        match &n.alias {
                            Some(a) => self.bind_module(&a.name, "array", a.span, out),
                            None => self.bind_module("cpython", "cpython", n.path[0].span, out),
                        }
                        continue;
                    }
                    if !MODULES.contains(&path.as_str()) {
                        self.bad_import(&path, n.path[0].span.to(n.path[n.path.len() - 1].span));
                        continue;
                    }
                    let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                    // `import a.b` binds `a`.
                    let module = if n.alias.is_some() {
                        path.clone()
                    } else {
                        n.path[0].name.clone()
                    };
                    self.bind_module(&bound.name, &module, bound.span, out);
                }
            }
            StmtKind::FromImport {
                module,
                names,
                cimport,
            } => {
                let path = module
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>()
                    .join(".");
                // `from cpython cimport PyObject, Py_INCREF`: the package
                // offers every name of its modules; each is imported from
                // the module that has it.
                if path == "cpython"
                    && let Some(n) = names.iter().find(|n| {
                        !MODULES.contains(&format!("cpython.{}", n.path[0].name).as_str())
                            && n.path[0].name != "array"
                    })
                {
                    let name = &n.path[0].name;
                    let Some(sub) = CPYTHON_MODULES
                        .iter()
                        .find(|m| crate::builtins::module_has(&format!("cpython.{m}"), name))
                    else {
                        self.bad_import(&format!("cpython.{name}"), n.path[0].span);
                        return;
                    };
                    let at = |name: &str| ast::Ident {
                        name: name.to_string(),
                        span: module[0].span,
                    };
                    let split = |names: Vec<ast::ImportName>, module: Vec<ast::Ident>| Stmt {
                        kind: StmtKind::FromImport {
                            module,
                            names,
                            cimport: *cimport,
                        },
                        span,
                    };
                    let (this, rest): (Vec<_>, Vec<_>) =
                        names.iter().cloned().partition(|m| m == n);
                    self.stmt(&split(this, vec![at("cpython"), at(sub)]), out);
                    if !rest.is_empty() {
                        self.stmt(&split(rest, module.clone()), out);
                    }
                    return;
                }
                // A package's modules (`from cython cimport view`, `from
                // libc cimport math`) are bound as modules; `from cpython
                // cimport array` is Python's array module, whose C-level
                // API arr's `array` module also offers.
                let submodule = |name: &str| {
                    let full = format!("{path}.{name}");
                    if full == "cpython.array" {
                        Some("array".to_string())
                    } else {
                        MODULES.contains(&full.as_str()).then_some(full)
                    }
                };
                if matches!(path.as_str(), "cpython" | "libc")
                    || names.iter().all(|n| submodule(&n.path[0].name).is_some())
                {
                    for n in names {
                        // Cython's compiler has this one only as a
                        // `from cython.operator cimport …` module.
                        if path == "cython" && n.path[0].name == "operator" {
                            self.error("CompileError", "cython.operator is not available", n.path[0].span)
                                .help = Some(
                                "cimport what you use from it: `from cython.operator cimport dereference, preincrement`".into(),
                            );
                            continue;
                        }
                        let Some(full) = submodule(&n.path[0].name) else {
                            self.bad_import(&format!("{path}.{}", n.path[0].name), n.path[0].span);
                            continue;
                        };
                        let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                        self.bind_module(&bound.name, &full, bound.span, out);
                    }
                    return;
                }
                if !MODULES.contains(&path.as_str())
                    && !super::cpp::LIBCPP_MODULES.contains(&path.as_str())
                {
                    self.bad_import(&path, module[0].span.to(module[module.len() - 1].span));
                    return;
                }
                for n in names {
                    let name = &n.path[0].name;
                    if name == "*" {
                        self.import_star(&path, n.path[0].span);
                        continue;
                    }
                    let full = format!("{path}.{name}");
                    if !crate::builtins::module_has(&path, name) {
                        self.error(
                            "ImportError",
                            format!("cannot import name '{name}' from '{path}'"),
                            n.path[0].span,
                        );
                        continue;
                    }
                    let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                    // In a function the name is a local the import
                    // stores into, as Python's does.
                    if !self.ctx().is_module {
                        let var = self.lookup_store(&bound.name, bound.span);
                        let value = self.member(&full, bound.span);
                        let value = super::coerce::convert(value, &var.ty);
                        out.push(HStmt {
                            kind: SKind::Assign(vec![HTarget::Var(var, bound.span)], value),
                            span,
                        });
                        continue;
                    }
                    self.imports
                        .insert(bound.name.clone(), Imported::Member(full));
                }
            }
            // The loader splices in those it may; Cython allows no other.
            StmtKind::Include(_) => {
                self.error("SyntaxError", "include statement not allowed here", span);
            }
            StmtKind::DefConst(name, v) => {
                if let Some(c) = self.const_eval(v) {
                    self.define_const(&name.name, c);
                }
            }
            StmtKind::CompileIf(branches, orelse) => {
                if let Some(i) = self.compile_if(branches, span) {
                    let chosen = if i < branches.len() {
                        &branches[i].1
                    } else {
                        orelse
                    };
                    for x in chosen {
                        self.stmt(x, out);
                    }
                }
            }
        }
    }

    /// `cdef extern from "math.h": double log(double)`: a C standard
    /// header's functions that arr has (as `libc.*`) become names, as if
    /// cimported; the rest of an extern block only matters to a C compiler.
    fn extern_block(&mut self, span: Span) {
        let text = &self.src.text[span.start as usize..span.end as usize];
        let header = text
            .split('"')
            .nth(1)
            .unwrap_or("")
            .trim_matches(['<', '>'])
            .to_string();
        let module = match header.as_str() {
            "math.h" => "libc.math",
            "stdlib.h" => "libc.stdlib",
            "string.h" => "libc.string",
            "stdio.h" => "libc.stdio",
            "limits.h" => "libc.limits",
            "float.h" => "libc.float",
            "stdint.h" => "libc.stdint",
            "time.h" => "libc.time",
            // Not a Cython module (it has no `libc.ctype`): only reached
            // through an extern block.
            "ctype.h" => "libc.ctype",
            _ => "",
        };
        let body = text.split_once(':').map_or("", |(_, b)| b);
        let mut names = Vec::new();
        for line in without_verbatim(body).lines() {
            let line = line.split('#').next().unwrap_or("");
            if line.trim_start().starts_with("ctypedef ") {
                continue;
            }
            names.extend(extern_names(line));
        }
        self.extern_typedefs(span);
        if module.is_empty() {
            let from = if header.is_empty() {
                "*".to_string()
            } else {
                format!("\"{header}\"")
            };
            for name in names {
                self.c_only.insert(name, from.clone());
            }
            return;
        }
        for name in names {
            if crate::builtins::module_has(module, &name) {
                self.imports
                    .insert(name.clone(), Imported::Member(format!("{module}.{name}")));
            }
        }
    }

    /// `ctypedef Py_ssize_t Py_intptr_t` in an extern block: the C header
    /// has the typedef, and Cython takes the declaration's word for it, so
    /// the name is the type declared. Only plain named types are read (a
    /// struct or function-pointer typedef there is the C compiler's).
    pub(super) fn extern_typedefs(&mut self, span: Span) {
        let text = &self.src.text[span.start as usize..span.end as usize];
        let body = text.split_once(':').map_or("", |(_, b)| b).to_string();
        for line in without_verbatim(&body).lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            let Some(rest) = line.strip_prefix("ctypedef ") else {
                continue;
            };
            let words: Vec<&str> = rest.split_whitespace().collect();
            let plain = |w: &&str| {
                w.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
            };
            let Some((name, ty)) = words.split_last() else {
                continue;
            };
            if ty.is_empty() || !words.iter().all(plain) || self.typedefs.contains_key(*name) {
                continue;
            }
            let te = ast::TypeExpr {
                kind: TypeKind::Named(ty.join(" ")),
                span,
            };
            let (nd, nw) = (self.diags.len(), self.warnings.len());
            let t = self.resolve_type(&te);
            let failed = self.diags.len() > nd;
            self.diags.truncate(nd);
            self.warnings.truncate(nw);
            if !failed {
                self.typedefs.insert(name.to_string(), t);
            }
        }
    }

    /// `name` bound to `module`, statically and as a variable.
    fn bind_module(&mut self, name: &str, module: &str, span: Span, out: &mut Vec<HStmt>) {
        self.imports
            .insert(name.to_string(), Imported::Module(module.to_string()));
        let var = self.lookup_store(name, span);
        let v = HExpr {
            kind: HKind::Module(Arc::from(module)),
            ty: Ty::Object,
            span,
        };
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(var, span)], v),
            span,
        });
    }

    fn bad_import(&mut self, path: &str, span: Span) {
        let supported = MODULES
            .iter()
            .chain(["cpython.array"].iter())
            .chain(super::cpp::LIBCPP_MODULES)
            .copied()
            .collect::<Vec<_>>()
            .join(", ");
        self.error(
            "ModuleNotFoundError",
            format!("No module named '{path}'"),
            span,
        )
        .help = Some(format!("arr supports: {supported}"));
    }

    /// Changes the declared type of a not-yet-used variable (annotation
    /// typing `x: cython.int`).
    /// `t: ann = v`, or `t = cython.declare(ann, v)` (`declared`). An
    /// annotated local takes the C type; at module level only
    /// `cython.declare` makes a C global, as in compiled Cython (a
    /// module-level annotation leaves a Python object).
    fn ann_assign(
        &mut self,
        t: &Expr,
        ann: &Expr,
        v: Option<&Expr>,
        span: Span,
        out: &mut Vec<HStmt>,
        declared: bool,
    ) {
        let ty = match crate::syntax::parser::annotation_type(ann) {
            Some(te) if declared || !self.ctx().is_module => self.resolve_type(&te),
            _ => Ty::Object,
        };
        if let (ExprKind::Name(n), true) = (&t.kind, ty.is_c()) {
            self.retype(n, ty, t.span);
        }
        if let Some(v) = v {
            self.assign(std::slice::from_ref(t), v, span, out);
        }
    }

    fn retype(&mut self, name: &str, ty: Ty, span: Span) {
        let is_module = self.ctx().is_module;
        if is_module {
            if let Some(g) = self.globals.get(name).cloned()
                && !g.declared
                && g.ty != ty
            {
                self.n_gv -= u32::from(g.slot + 1 == self.n_gv);
                self.add_global(name, ty, true);
            }
        } else if let Some(v) = self.ctx().vars.get(name).cloned()
            && v.ty != ty
            && matches!(v.place, Place::Local(_))
        {
            let slot = self.ctx().new_slot(&ty);
            let var = Var {
                place: Place::Local(slot),
                ty,
                name: v.name.clone(),
            };
            self.ctx().vars.insert(name.to_string(), var);
        }
        let _ = span;
    }

    /// The builtin Python type (`str`, `list`, …) variable `var` is
    /// declared as, whose stores Cython checks; None for any other.
    pub(super) fn declared_builtin_type(&mut self, var: &Var) -> Option<&'static str> {
        if !self.owns(var) {
            return None;
        }
        let name = var.name.as_ref();
        match var.place {
            Place::Global(_) => self.global_py_types.get(name).copied(),
            _ => self.ctx().py_types.get(name).copied(),
        }
    }

    /// Whether `var` is the variable its name binds in the scope being
    /// resolved (not a hidden one sharing the name).
    fn owns(&mut self, var: &Var) -> bool {
        let name = var.name.as_ref();
        match var.place {
            Place::Global(s) => self.globals.get(name).map(|g| g.slot) == Some(s),
            _ => self.ctx().vars.get(name).map(|v| v.place) == Some(var.place),
        }
    }

    /// The value assigned to a typed variable: converted, with Cython's
    /// compile-time check.
    pub fn value_for(&mut self, var: &Var, v: &Expr) -> HExpr {
        let mut h = self.expr(v);
        // A variable whose type was inferred from this value is not a
        // coercion target.
        if !self.ctx().c_inferred.contains(var.name.as_ref()) {
            h = self.pow_into(h, &var.ty);
        }
        // A captured C variable keeps its C type in its cell.
        if let Some(t) = self.cell_c_type(var) {
            if let Err(m) = super::coerce::assignable_expr(&h, &t) {
                self.error("TypeError", m, v.span);
            }
            h = convert(h, &t);
        }
        // Noted before it becomes a list: `lst = ps` infers a pointer.
        self.note_value(var, &h, v);
        if var.ty == Ty::Object {
            h = self.whole_array_object(v, h);
        }
        let name = var.name.as_ref();
        let own = self.owns(var);
        if let Some(t) = self.declared_builtin_type(var)
            && !matches!(h.kind, HKind::NoneLit)
        {
            // A display's type is known while compiling (a constant tuple
            // is not: Cython caches it as a plain object).
            let known = match &h.kind {
                HKind::List(_)
                | HKind::Comp {
                    kind: CompKind::List,
                    ..
                } => Some("list"),
                HKind::Dict(_)
                | HKind::Comp {
                    kind: CompKind::Dict,
                    ..
                } => Some("dict"),
                HKind::Set(_)
                | HKind::Comp {
                    kind: CompKind::Set,
                    ..
                } => Some("set"),
                HKind::Str(_) | HKind::FString(_) => Some("str"),
                HKind::Bytes(_) => Some("bytes"),
                // A variable declared with a builtin type (a `str` one
                // only where bytes are wanted: Cython lets it go else).
                HKind::Load(src) => self
                    .declared_py_typeof(src)
                    .and_then(|d| super::checked_py_type(d.strip_suffix(" object")?))
                    .filter(|d| *d != "str" || t == "bytes"),
                _ => None,
            };
            if let Some(k) = known {
                if k != t {
                    let msg = match (k, t) {
                        ("str", "bytes") => "Cannot convert Unicode string to 'bytes' implicitly, encoding required.".to_string(),
                        ("bytes", "str") => "Cannot convert 'bytes' object to str implicitly, decoding required".to_string(),
                        _ => format!("Cannot assign type '{k} object' to '{t} object'"),
                    };
                    self.error("TypeError", msg, v.span).label =
                        Some(format!("`{}` is declared `{t}`", var.name));
                }
                return convert(h, &var.ty);
            }
            let name = HExpr {
                kind: HKind::Str(Arc::from(t)),
                ty: Ty::Object,
                span: v.span,
            };
            if let Some(c) = self.generic_builtin("__expect_type__", vec![h.clone(), name], v.span)
            {
                return c;
            }
        }
        if var.ty == Ty::Object
            && own
            && !matches!(h.kind, HKind::NoneLit)
            && let Some(c) = self.declared_cdef_class(name)
        {
            let class = self.expr(&Expr {
                kind: ExprKind::Name(c),
                span: v.span,
            });
            if let Some(checked) =
                self.generic_builtin("__expect_class__", vec![h.clone(), class], v.span)
            {
                return checked;
            }
        }
        if let Err(m) = super::coerce::assignable_expr(&h, &var.ty) {
            self.error("TypeError", m, v.span).label =
                Some(format!("`{}` is declared `{}`", var.name, var.ty));
            if let Some(d) = self.diags.last_mut()
                && h.ty.is_c_float()
                && var.ty.is_c_int()
            {
                d.help = Some("use an explicit cast such as `<int>x` to truncate".into());
            }
        }
        if var.ty == Ty::Object {
            return self.as_object(h, v);
        }
        self.check_enum_assign(name, &h, v);
        convert(h, &var.ty)
    }

    /// `cython.declare(T)` or `cython.declare(T, v)`: the type and value.
    fn cython_declare<'e>(&self, value: &'e Expr) -> Option<(&'e Expr, Option<&'e Expr>)> {
        let ExprKind::Call(callee, args) = &value.kind else {
            return None;
        };
        if self.module_of(callee).as_deref() != Some("cython.declare") {
            return None;
        }
        match args.as_slice() {
            [ast::Arg::Pos(ty), ast::Arg::Pos(v)] => Some((ty, Some(v))),
            [ast::Arg::Pos(ty), rest @ ..] if rest.len() <= 1 => Some((ty, None)),
            _ => None,
        }
    }

    /// Is a builtin name rebound by the program?
    pub fn is_shadowed(&self, name: &str) -> bool {
        self.stack.iter().any(|c| c.vars.contains_key(name)) || self.globals.contains_key(name)
    }
}

/// Used by annotation typing.
pub fn const_to_expr(c: &Const, span: Span) -> HExpr {
    let kind = match c {
        Const::Int(i) => HKind::Int(*i),
        Const::Float(f) => HKind::Float(*f),
        Const::Str(s) => HKind::Str(Arc::from(s.as_str())),
        Const::Bool(b) => HKind::Bool(*b),
        Const::None => HKind::NoneLit,
    };
    HExpr {
        kind,
        ty: Ty::Object,
        span,
    }
}

/// An extern block's body without its docstrings (verbatim C code).
fn without_verbatim(body: &str) -> String {
    body.split("\"\"\"").step_by(2).collect::<Vec<_>>().join("")
}

/// The names one line of a `cdef extern from` block declares: a function
/// (the name before `(`), or variables (`double M_PI`, `int a, b`: the
/// last word of each comma-separated part).
fn extern_names(line: &str) -> Vec<String> {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    if let Some((head, _)) = line.split_once('(') {
        return words(head).pop().into_iter().collect();
    }
    let parts: Vec<&str> = line.split(',').collect();
    // One type for all: `int a, b` declares `a` and `b`.
    if words(parts.first().copied().unwrap_or("")).len() < 2 {
        return Vec::new();
    }
    parts.iter().filter_map(|p| words(p).pop()).collect()
}
