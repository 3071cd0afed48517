//! Statements: assignment to typed and untyped targets, control flow,
//! declarations, imports and classes.

use super::coerce::{assignable, convert};
use super::consts::Const;
use super::hir::*;
use super::types::{Ty, field_at};
use super::{Imported, Sema, dotted_name};
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
                    self.unsupported(
                        "union members that are pointers or Python objects",
                        d.name.span,
                    );
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
            StmtKind::Import(names, _) => {
                for n in names {
                    let path = n
                        .path
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                        .join(".");
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
            names.extend(extern_names(line));
        }
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

    fn assign(&mut self, targets: &[Expr], value: &Expr, span: Span, out: &mut Vec<HStmt>) {
        // `s.pos = [...]` for an array field of a struct in memory: the
        // array is filled in place.
        if let [
            t @ Expr {
                kind: ExprKind::Attr(base, field),
                ..
            },
        ] = targets
            && matches!(self.chain_ty(t), Some(Ty::CArray(..) | Ty::CArrayNd(..)))
            && let Some((p, i)) = self.struct_ptr_member(base)
        {
            if let Some((dst, _)) = self.field_address(p, i, &field.name, field.span, span) {
                self.carray_fill(dst, value, span, out);
            }
            return;
        }
        // `self.w = [...]` for an array field of a cdef class: the array
        // is filled in place, as for a variable.
        if let [
            Expr {
                kind: ExprKind::Attr(base, field),
                ..
            },
        ] = targets
            && let Some(Some(ty @ (Ty::CArray(..) | Ty::CArrayNd(..)))) =
                self.class_attr(base, &field.name)
        {
            let dst = self.class_attr_load(base, &field.name, Some(ty), span);
            self.carray_fill(dst, value, span, out);
            return;
        }
        // `a[i:j] = [...]` for a C array: that part of it is filled.
        if let [
            Expr {
                kind: ExprKind::Subscript(base, index),
                ..
            },
        ] = targets
            && let ExprKind::Slice(lo, hi, step) = &index.kind
        {
            let b = self.expr(base);
            if matches!(b.ty, Ty::CArray(..) | Ty::CArrayNd(..)) {
                match super::cslice::carray_slice(b, lo, hi, step, span) {
                    Some(dst) => self.carray_fill(dst, value, span, out),
                    None => self.unsupported(
                        "assigning to a slice of a C array other than `a[i:j]` with numbers as bounds",
                        index.span,
                    ),
                }
                return;
            }
        }
        // `a[i] = [...]` for a C array of arrays: the row is filled.
        if let [
            Expr {
                kind: ExprKind::Subscript(base, index),
                ..
            },
        ] = targets
            && !matches!(index.kind, ExprKind::Slice(..))
        {
            let b = self.expr(base);
            if let Ty::CArrayNd(d, dims) = &b.ty {
                let i = self.expr(index);
                let row = super::cslice::carray_row(b.clone(), *d, dims.clone(), i, span);
                self.carray_fill(row, value, span, out);
                return;
            }
        }
        if let [t] = targets
            && let Some(kind) = self.complex_part_store(t, value)
        {
            out.push(HStmt { kind, span });
            return;
        }
        if let [t] = targets
            && let Some(store) = self.cpp_pair_store(t, value, span)
        {
            out.push(store);
            return;
        }
        if let [
            Expr {
                kind: ExprKind::Subscript(base, index),
                ..
            },
        ] = targets
            && let Some(store) = self.cpp_store(base, index, value)
        {
            out.push(HStmt {
                kind: SKind::Expr(store),
                span,
            });
            return;
        }
        let ts: Vec<HTarget> = targets.iter().map(|t| self.target(t)).collect();
        if let ExprKind::Yield(v, from) = &value.kind {
            if let Some(kind) = self.yield_stmt(v.as_deref(), *from, ts, span) {
                out.push(HStmt { kind, span });
            }
            return;
        }
        if self.c_unpack(&ts, value, span, out) || self.c_chain(&ts, value, span, out) {
            return;
        }
        // Cython checks unpacking of a literal sequence while compiling.
        if let (
            ExprKind::Tuple(vals) | ExprKind::List(vals),
            [HTarget::Unpack(items, None, tspan)],
        ) = (&value.kind, ts.as_slice())
        {
            let (n, m) = (items.len(), vals.len());
            if !vals.iter().any(|v| matches!(v.kind, ExprKind::Starred(_))) && n != m {
                let msg = if m > n {
                    format!("too many values to unpack (expected {n}, got {m})")
                } else {
                    format!(
                        "need more than {m} value{} to unpack",
                        if m == 1 { "" } else { "s" }
                    )
                };
                self.error("ValueError", msg, *tspan);
            }
        }
        if let [HTarget::Var(var, tspan)] = ts.as_slice()
            && matches!(var.ty, Ty::Memview(_))
            && self.ctx().parallel_depth > 0
        {
            self.extension(
                "CompileError",
                "Memoryview slices can only be shared in parallel sections",
                *tspan,
                "a thread-private memoryview assigned in a parallel section",
            );
        }
        if let [HTarget::Var(var, _)] = ts.as_slice()
            && matches!(var.ty, Ty::CArray(..) | Ty::CArrayNd(..))
        {
            self.carray_assign(var.clone(), value, span, out);
            return;
        }
        let v = match ts.as_slice() {
            [HTarget::Var(var, _)] => {
                let var = var.clone();
                self.value_for(&var, value)
            }
            [HTarget::AttrStructField(_, _, current, path, _)] => {
                let t = field_at(&current.ty, path);
                let h = self.expr_into(value, &t);
                if let Err(m) = assignable(&h.ty, &t) {
                    self.error("TypeError", m, value.span);
                }
                convert(convert(h, &t), &Ty::Object)
            }
            [HTarget::StructField(var, path, _)] => {
                let t = field_at(&var.ty, path);
                let h = self.expr_into(value, &t);
                if let Err(m) = assignable(&h.ty, &t) {
                    self.error("TypeError", m, value.span);
                }
                convert(convert(h, &t), &Ty::Object)
            }
            [HTarget::StructPtrIndex(base, _, _)] => {
                let t = match &base.ty {
                    Ty::StructPtr(d) => Ty::Struct(d.clone()),
                    _ => Ty::Object,
                };
                let h = self.expr(value);
                if let Err(m) = assignable(&h.ty, &t) {
                    self.error("TypeError", m, value.span);
                }
                // Stored field by field: kept a struct, not made a dict.
                convert(h, &t)
            }
            // An element of a typed view or pointer takes the element's C type.
            [HTarget::MvIndex(base, _, _)] | [HTarget::PtrIndex(base, _, _)] => {
                let elem = match &base.ty {
                    Ty::Memview(m) => m.elem(),
                    t => super::types::pointee(t).unwrap_or(Ty::Object),
                };
                let h = self.expr_into(value, &elem);
                if let Err(m) = super::coerce::assignable_expr(&h, &elem) {
                    self.error("TypeError", m, value.span);
                }
                convert(h, &elem)
            }
            [HTarget::Attr(..)]
                if let [
                    Expr {
                        kind: ExprKind::Attr(base, a),
                        ..
                    },
                ] = targets
                    && let Some(Some(ty)) = self.class_attr(base, &a.name) =>
            {
                let enum_name = self.enum_of(&targets[0]).map(|d| d.name.to_string());
                self.class_attr_value(value, &ty, enum_name.as_deref())
            }
            // `m[a:b] = x` on a typed view: Cython copies another typed
            // view into the slice, and otherwise converts `x` to the element
            // type and fills the slice with it (an ndarray of more than 0
            // dimensions is then a TypeError, as in compiled Cython).
            [HTarget::Index(..)]
                if let [
                    Expr {
                        kind: ExprKind::Subscript(base, _),
                        ..
                    },
                ] = targets
                    && let Ty::Memview(m) = self.static_type_of(base) =>
            {
                let h = self.expr_into(value, &m.elem());
                if matches!(h.ty, Ty::Memview(_)) {
                    convert(h, &Ty::Object)
                } else {
                    let elem = m.elem();
                    if let Err(msg) = super::coerce::assignable_expr(&h, &elem) {
                        self.error("TypeError", msg, value.span).help = Some(format!(
                            "a slice of a typed memoryview is assigned either one '{}' (stored in every element) or another typed memoryview (copied element by element)",
                            elem.name()
                        ));
                    }
                    convert(convert(h, &elem), &Ty::Object)
                }
            }
            [HTarget::Unpack(items, None, _)] if is_tuple_literal(value, items.len()) => {
                // `a, b = b, a`: each element converted to its target's type
                // would need temporaries; the compiler evaluates all first.
                let v = self.expr(value);
                convert(v, &Ty::Object)
            }
            _ => self.object(value),
        };
        out.push(HStmt {
            kind: SKind::Assign(ts, v),
            span,
        });
    }

    fn aug_assign(&mut self, t: &Expr, op: ast::BinOp, v: &Expr, span: Span, out: &mut Vec<HStmt>) {
        // `m[k] += 1` of a C++ container: read (inserting the default),
        // combined, stored.
        if let ExprKind::Subscript(base, _) | ExprKind::Attr(base, _) = &t.kind
            && matches!(self.chain_ty(base), Some(Ty::Cpp(_)))
        {
            let combined = Expr {
                kind: ExprKind::Binary(op, Box::new(t.clone()), Box::new(v.clone())),
                span,
            };
            self.assign(std::slice::from_ref(t), &combined, span, out);
            return;
        }
        // `z.imag += x` on a C complex: the part read, combined, stored.
        if let ExprKind::Attr(..) = &t.kind {
            let combined = Expr {
                kind: ExprKind::Binary(op, Box::new(t.clone()), Box::new(v.clone())),
                span,
            };
            if let Some(kind) = self.complex_part_store(t, &combined) {
                out.push(HStmt { kind, span });
                return;
            }
        }
        if let ExprKind::Name(_) = &t.kind {
            let target = self.target(t);
            if let HTarget::Var(var, tspan) = &target {
                let load = self.load_var(var.clone(), *tspan);
                let rhs = self.expr(v);
                let result = self.binary(op, load, rhs, span);
                if self.watching(&var.name) {
                    let py = self.is_py_int(&result).then(|| "int object".to_string());
                    self.note_assigned(var, super::probe::value_type(&result), true, py);
                }
                // A captured C variable: its C type, boxed into its cell.
                let cell_ty = self.cell_c_type(var);
                let ty = cell_ty.clone().unwrap_or_else(|| var.ty.clone());
                if let Err(m) = assignable(&result.ty, &ty) {
                    self.error("TypeError", m, span);
                }
                // An object right side of a C number: Python's in-place
                // operator on the boxed value (its errors say `+=`), the
                // result converted back, as Cython compiles it.
                if cell_ty.is_none()
                    && matches!(ty, Ty::Int(_) | Ty::Double | Ty::Float)
                    && result.ty == Ty::Object
                    && let HKind::Binary(_, _, r) = &result.kind
                    && r.ty == Ty::Object
                {
                    out.push(HStmt {
                        kind: SKind::AugAssign(target.clone(), op, (**r).clone()),
                        span,
                    });
                    return;
                }
                // A C complex too: `z /= w` is C's complex division, not
                // Python's (which rounds differently and raises otherwise).
                // A pointer steps by whole elements: `p += 2`.
                if ty.is_c() || ty.is_complex() || ty.is_pointer() {
                    let mut value = convert(result, &ty);
                    if cell_ty.is_some() {
                        value = convert(value, &Ty::Object);
                    }
                    out.push(HStmt {
                        kind: SKind::Assign(vec![target.clone()], value),
                        span,
                    });
                    return;
                }
                let rhs = self.object(v);
                out.push(HStmt {
                    kind: SKind::AugAssign(target, op, rhs),
                    span,
                });
                return;
            }
        }
        if self.class_field_aug_assign(t, op, v, span, out) {
            return;
        }
        let target = self.target(t);
        // `s.f += x`, `p[i] += x`, `m[i, j] += x`: C arithmetic on the
        // element's type, then a store (only a view's element is checked
        // for assignability, as before).
        let typed_element = match &target {
            HTarget::AttrStructField(_, _, current, path, tspan) => Some((
                field_path_load(current.clone(), path, *tspan),
                field_at(&current.ty, path),
                false,
            )),
            HTarget::StructField(var, path, tspan) => {
                let whole = HExpr {
                    kind: HKind::Load(var.clone()),
                    ty: var.ty.clone(),
                    span: *tspan,
                };
                Some((
                    field_path_load(whole, path, *tspan),
                    field_at(&var.ty, path),
                    false,
                ))
            }
            HTarget::PtrIndex(base, idx, tspan) => {
                let elem = super::types::pointee(&base.ty).unwrap_or(Ty::Object);
                let load = HExpr {
                    kind: HKind::PtrIndex(Box::new(base.clone()), Box::new(idx.clone())),
                    ty: elem.clone(),
                    span: *tspan,
                };
                Some((load, elem, false))
            }
            HTarget::MvIndex(base, idx, tspan) => {
                let elem = match &base.ty {
                    Ty::Memview(m) => m.elem(),
                    _ => Ty::Object,
                };
                let load = HExpr {
                    kind: HKind::MvIndex(Box::new(base.clone()), idx.clone()),
                    ty: elem.clone(),
                    span: *tspan,
                };
                Some((load, elem, true))
            }
            _ => None,
        };
        if let Some((load, elem, checked)) = typed_element {
            let view_element = matches!(target, HTarget::MvIndex(..));
            let op = if view_element {
                match self.view_inplace_op(op, &elem, span) {
                    Some(op) => op,
                    None => return,
                }
            } else {
                op
            };
            // Cython writes `m[i] op= x` as C's `*p op= x`: no zero check.
            let saved = self.directives;
            if view_element {
                self.directives.cdivision = true;
            }
            let rhs = self.expr(v);
            // ... and a complex `x` first converted to the element's type
            // (Cython's complex operators take operands of one type): a
            // float complex element is multiplied in float complex. A real
            // element computes as C's `op=` does, in the wider type.
            let rhs = if view_element && elem.is_complex() {
                convert(rhs, &elem)
            } else {
                rhs
            };
            let result = self.binary(op, load, rhs, span);
            self.directives = saved;
            if checked && let Err(m) = assignable(&result.ty, &elem) {
                self.error("TypeError", m, span);
            }
            let value = convert(result, &elem);
            let assign = HStmt {
                kind: SKind::Assign(vec![target], value),
                span,
            };
            if view_element && !saved.cdivision {
                let mut c = saved;
                c.cdivision = true;
                out.push(HStmt {
                    kind: SKind::Block(Some(c), vec![assign]),
                    span,
                });
            } else {
                out.push(assign);
            }
            return;
        }
        let rhs = self.object(v);
        out.push(HStmt {
            kind: SKind::AugAssign(target, op, rhs),
            span,
        });
    }

    /// The C operator Cython compiles `m[i] op= x` on a typed view's
    /// element to (`*p op= x`): `//=` of a C float is C's `/=`; an integer
    /// element takes no Python division, `**=` no element at all (Cython's
    /// compile errors), `%=` of a float none either (C has no such `%`).
    /// None after an error.
    fn view_inplace_op(&mut self, op: ast::BinOp, elem: &Ty, span: Span) -> Option<ast::BinOp> {
        use ast::BinOp::*;
        let float = !elem.is_c_int() && *elem != Ty::Bint;
        let msg = match op {
            Pow => "No C inplace power operator",
            FloorDiv | Mod | Div if !float && !self.directives.cdivision => {
                "In-place non-c divide operators not allowed on int buffers."
            }
            Mod if float => {
                self.error(
                    "TypeError",
                    format!("Invalid operand types for '%=' ({})", elem.name()),
                    span,
                )
                .help = Some(
                    "Cython writes `%=` on a view element as C's `%=`, which C has only for integers; use `m[i] = m[i] % x`".into(),
                );
                return None;
            }
            FloorDiv if float => return Some(Div),
            _ => return Some(op),
        };
        self.error("SyntaxError", msg, span).help = Some(match op {
            Pow => "write `m[i] = m[i] ** x`".into(),
            _ => "write `m[i] = m[i] // x` (Python's division), or use cdivision(True) for C's"
                .into(),
        });
        None
    }

    pub fn target(&mut self, e: &Expr) -> HTarget {
        if let ExprKind::Attr(base, a) = &e.kind
            && let Some(named) = self.user_attr_expr(base, a, e.span)
        {
            return self.target(&named);
        }
        if let Some(t) = self.struct_ptr_store(e) {
            return t;
        }
        if let ExprKind::Attr(base, a) = &e.kind
            && let Some((p, i)) = self.struct_ptr_member(base)
        {
            return self.struct_ptr_field_target(p, i, &a.name, a.span, e.span);
        }
        match &e.kind {
            ExprKind::Name(n) => {
                if self.get_const(n).is_some() {
                    self.error(
                        "SyntaxError",
                        format!("Assignment to non-lvalue '{n}'"),
                        e.span,
                    );
                }
                let v = self.lookup_store(n, e.span);
                let consts = match v.place {
                    Place::Global(_) => self.stack.first().map(|m| &m.consts),
                    _ => self.stack.last().map(|f| &f.consts),
                };
                if consts.is_some_and(|c| c.contains(n)) {
                    self.error("SyntaxError", format!("Assignment to const '{n}'"), e.span)
                        .help = Some(
                        "a const C variable keeps the value it was declared with; drop the const to assign it later"
                            .into(),
                    );
                }
                if self.is_resident(&v) {
                    return self.resident_target(v, e.span);
                }
                HTarget::Var(v, e.span)
            }
            ExprKind::Attr(inner, a)
                if let Some((obj, attr, mut path, Ty::Struct(def))) =
                    self.attr_struct_path(inner) =>
            {
                let Some(k) = def.fields().iter().position(|(n, _)| n.as_ref() == a.name) else {
                    let msg = format!(
                        "Object of type '{}' has no attribute '{}'",
                        def.name, a.name
                    );
                    self.error("AttributeError", msg, a.span);
                    return HTarget::Var(self.hidden_var("_", Ty::Object), e.span);
                };
                path.push(k);
                let ty = self.class_attr(obj, &attr).flatten().unwrap_or(Ty::Object);
                let current = self.class_attr_load(obj, &attr, Some(ty), e.span);
                let o = self.object(obj);
                HTarget::AttrStructField(o, Self::internal_name(&attr), current, path, e.span)
            }
            ExprKind::Attr(inner, a)
                if let Some((var, mut path, Ty::Struct(def))) = self.struct_field_path(inner) =>
            {
                match def.fields().iter().position(|(n, _)| n.as_ref() == a.name) {
                    Some(k) => {
                        path.push(k);
                        HTarget::StructField(var, path, e.span)
                    }
                    // Cython stores into the dict the struct converts to,
                    // which fails when it runs.
                    None => {
                        let dict = convert(self.expr(inner), &Ty::Object);
                        HTarget::Attr(dict, Arc::from(a.name.as_str()), e.span)
                    }
                }
            }
            ExprKind::Attr(base, a) if matches!(&base.kind, ExprKind::Name(_)) => {
                let b = self.expr(base);
                let v = convert(b, &Ty::Object);
                let name = if self.class_attr(base, &a.name).is_some() {
                    Self::internal_name(&a.name)
                } else {
                    self.attr_name(&a.name)
                };
                HTarget::Attr(v, name, e.span)
            }
            ExprKind::Attr(v, a) => {
                let v = self.object(v);
                HTarget::Attr(v, self.attr_name(&a.name), e.span)
            }
            ExprKind::Subscript(v, i) => {
                let v = self.expr(v);
                if let Ty::Ptr(Some(_)) | Ty::CArray(..) | Ty::PtrPtr(_) = v.ty
                    && !matches!(i.kind, ExprKind::Slice(..))
                {
                    let idx = self.c_index(i, e.span);
                    let (v, idx) = super::cslice::element_at(v, idx);
                    return HTarget::PtrIndex(v, idx, e.span);
                }
                if let Ty::Memview(t) = v.ty
                    && let HExpr {
                        kind: HKind::MvIndex(base, idx),
                        ..
                    } = self.mv_subscript(v.clone(), t, i, e.span)
                {
                    return HTarget::MvIndex(*base, idx, e.span);
                }
                if let Some(HExpr {
                    kind: HKind::MvIndex(base, idx),
                    ..
                }) = self.buffer_element(&v, i, e.span)
                {
                    return HTarget::MvIndex(*base, idx, e.span);
                }
                let v = convert(v, &Ty::Object);
                let i = self.object(i);
                HTarget::Index(v, i, e.span)
            }
            ExprKind::Tuple(xs) | ExprKind::List(xs) => {
                let mut star = None;
                let mut ts = Vec::new();
                for (k, x) in xs.iter().enumerate() {
                    if let ExprKind::Starred(inner) = &x.kind {
                        if star.is_some() {
                            self.error(
                                "SyntaxError",
                                "multiple starred expressions in assignment",
                                x.span,
                            );
                        }
                        star = Some(k);
                        ts.push(self.target(inner));
                    } else {
                        ts.push(self.target(x));
                    }
                }
                HTarget::Unpack(ts, star, e.span)
            }
            ExprKind::Starred(_) => {
                self.error(
                    "SyntaxError",
                    "starred assignment target must be in a list or tuple",
                    e.span,
                );
                HTarget::Unpack(Vec::new(), None, e.span)
            }
            other => {
                let what = match other {
                    ExprKind::Call(..) => "function call",
                    ExprKind::Int(_)
                    | ExprKind::Float(_)
                    | ExprKind::Str(_)
                    | ExprKind::Bool(_)
                    | ExprKind::NoneLit => "literal",
                    ExprKind::Binary(..) | ExprKind::Unary(..) => "expression",
                    ExprKind::Compare(..) => "comparison",
                    _ => "expression",
                };
                self.error(
                    "SyntaxError",
                    format!("cannot assign to {what} here. Maybe you meant '==' instead of '='?"),
                    e.span,
                );
                HTarget::Unpack(Vec::new(), None, e.span)
            }
        }
    }

    fn for_stmt(
        &mut self,
        t: &Expr,
        it: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        // Whether the range loop below noted what it assigns.
        let mut counted = false;
        // `for i in range(…)` over a plain name is a counted loop.
        if let (ExprKind::Name(_), ExprKind::Call(callee, args)) = (&t.kind, &it.kind) {
            let is_range = matches!(&callee.kind, ExprKind::Name(n) if n == "range" && !self.is_shadowed("range"));
            let is_prange = self.is_prange(callee);
            let args: Vec<ast::Arg> = if is_prange {
                args.iter()
                    .filter(|a| matches!(a, ast::Arg::Pos(_)))
                    .cloned()
                    .collect()
            } else {
                args.clone()
            };
            let is_range = is_range || is_prange;
            let args = &args;
            let positional: Vec<&Expr> = args
                .iter()
                .filter_map(|a| {
                    if let ast::Arg::Pos(e) = a {
                        Some(e)
                    } else {
                        None
                    }
                })
                .collect();
            if is_range && positional.len() == args.len() && (1..=3).contains(&positional.len()) {
                let target = self.target(t);
                if let HTarget::Var(var, _) = &target
                    && self.watching(&var.name)
                {
                    self.note_range(var, &positional);
                    counted = true;
                }
                // A loop variable that lives in memory (`&i` is taken)
                // takes the general path below, storing each value.
                if let HTarget::Var(var, _) = target
                    && (var.ty.is_c_int() || var.ty == Ty::Object)
                {
                    let loop_ty = if var.ty.is_c() {
                        var.ty.clone()
                    } else {
                        Ty::Object
                    };
                    let conv = |s: &mut Self, e: &Expr, which: &str| {
                        let mut h = s.expr(e);
                        let literal = matches!(h.kind, HKind::Int(_) | HKind::Bool(_));
                        if is_prange && h.ty == Ty::Object && !literal {
                            // OpenMP's loop bounds are C values, read
                            // without the GIL.
                            let d = s.error(
                                "SyntaxError",
                                format!("{which} argument must be numeric"),
                                e.span,
                            );
                            d.label = Some("a Python object".into());
                            d.help = Some(
                                "a prange's bounds are read as C integers by threads that do \
                                 not hold the GIL: type the parameter (`Py_ssize_t n`), or copy \
                                 the value into a C variable before the loop \
                                 (`cdef Py_ssize_t n = obj`)"
                                    .into(),
                            );
                        }
                        if h.ty.is_c_float() {
                            s.error(
                                "TypeError",
                                "'float' object cannot be interpreted as an integer",
                                e.span,
                            );
                        }
                        // Cython converts an object bound of a C loop
                        // through `__index__` to a `Py_ssize_t`.
                        if h.ty == Ty::Object
                            && loop_ty.is_c()
                            && !literal
                            && let Some(b) =
                                s.generic_builtin("__range_bound__", vec![h.clone()], e.span)
                        {
                            h = b;
                        }
                        convert(h, &loop_ty)
                    };
                    let one = |sp: Span| HExpr {
                        kind: HKind::Int(1),
                        ty: Ty::Object,
                        span: sp,
                    };
                    let zero = |sp: Span| HExpr {
                        kind: HKind::Int(0),
                        ty: Ty::Object,
                        span: sp,
                    };
                    let (start, stop, step) = match positional.as_slice() {
                        [stop] => (
                            convert(zero(stop.span), &loop_ty),
                            conv(self, stop, "stop"),
                            convert(one(stop.span), &loop_ty),
                        ),
                        [a, b] => (
                            conv(self, a, "start"),
                            conv(self, b, "stop"),
                            convert(one(b.span), &loop_ty),
                        ),
                        [a, b, c] => (
                            conv(self, a, "start"),
                            conv(self, b, "stop"),
                            conv(self, c, "step"),
                        ),
                        _ => return,
                    };
                    self.ctx().loop_depth += 1;
                    self.ctx().parallel_depth += is_prange as u32;
                    let b = self.nested_block(body);
                    self.ctx().parallel_depth -= is_prange as u32;
                    self.ctx().loop_depth -= 1;
                    let o = self.nested_block(orelse);
                    let par = if is_prange {
                        Some(Box::new(self.prange_info(&var, it, body)))
                    } else {
                        None
                    };
                    out.push(HStmt {
                        kind: SKind::ForRange {
                            var,
                            start,
                            stop,
                            step,
                            body: b,
                            orelse: o,
                            par,
                        },
                        span,
                    });
                    return;
                }
            }
        }
        if !counted {
            self.note_loop_target(t, it);
        }
        if self.for_c_slice(t, it, (body, orelse), span, out) {
            return;
        }
        if self.cpp_for(t, it, (body, orelse), span, out) {
            return;
        }
        let mut target = self.target(t);
        let walks_text = self.walks_text(it, &item_ty(&target));
        let mut iter = match self.literal_sequence_iter(it) {
            Some(iter) => iter,
            None => self.iterable(it),
        };
        if let Some(direct) = walks_text {
            iter = self.text_none_checked(iter, direct);
        }
        // A variable declared as a builtin or extension type takes each
        // item through Cython's type check: the loop binds a hidden
        // variable, and the body first stores it as `v = item` stores.
        let checked = self.checked_loop_target(&mut target);
        self.ctx().loop_depth += 1;
        let mut b = self.nested_block(body);
        self.ctx().loop_depth -= 1;
        b.splice(0..0, checked);
        let o = self.nested_block(orelse);
        out.push(HStmt {
            kind: SKind::ForIter {
                target,
                iter,
                body: b,
                orelse: o,
            },
            span,
        });
    }

    /// Is a builtin name rebound by the program?
    pub fn is_shadowed(&self, name: &str) -> bool {
        self.stack.iter().any(|c| c.vars.contains_key(name)) || self.globals.contains_key(name)
    }

    fn with_stmt(
        &mut self,
        items: &[(Expr, Option<Expr>)],
        body: &[Stmt],
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        // Python context managers: `with a as x, b:` is `with a as x:` around
        // `with b:`.
        if let Some(((e, target), rest)) = items.split_first()
            && self.is_python_manager(e)
        {
            let mgr = self.object(e);
            let target = target.as_ref().map(|t| self.target(t));
            let mut inner = Vec::new();
            if rest.is_empty() {
                inner = self.nested_block(body);
            } else {
                self.with_stmt(rest, body, span, &mut inner);
            }
            out.push(HStmt {
                kind: SKind::With {
                    mgr,
                    target,
                    body: inner,
                },
                span,
            });
            return;
        }
        let saved = self.directives;
        self.directives.gil_block = None;
        let mut parallel = None;
        for (e, target) in items {
            let name = match &e.kind {
                ExprKind::Call(c, _) => dotted_name(c),
                _ => dotted_name(e),
            };
            match (name.as_deref(), &e.kind) {
                (Some(g @ ("nogil" | "gil" | "cython.nogil" | "cython.gil")), _)
                    if target.is_none() =>
                {
                    self.directives.gil_block = Some(g.ends_with("nogil"));
                }
                (Some(n), ExprKind::Call(_, args)) if n.starts_with("cython.") => {
                    let on = matches!(
                        args.first(),
                        Some(ast::Arg::Pos(Expr {
                            kind: ExprKind::Bool(true),
                            ..
                        }))
                    );
                    if !self.set_directive(&n["cython.".len()..], on) {
                        self.unsupported(&format!("`with {n}(…)`"), e.span);
                    }
                }
                (Some(n), _) if self.is_parallel_call(n) => parallel = Some(e),
                _ => self.unsupported(
                    "context managers other than nogil, gil and directives",
                    e.span,
                ),
            }
        }
        let changed = self.directives;
        let in_parallel = parallel.is_some() as u32;
        self.ctx().parallel_depth += in_parallel;
        let b = self.nested_block(body);
        self.ctx().parallel_depth -= in_parallel;
        self.directives = saved;
        if let Some(call) = parallel {
            let block = self.parallel_block(call, body, b, span);
            out.push(HStmt {
                kind: SKind::Block(Some(changed), vec![block]),
                span,
            });
            return;
        }
        out.push(HStmt {
            kind: SKind::Block(Some(changed), b),
            span,
        });
    }

    /// Whether a `with` item is a Python context manager rather than
    /// `nogil`, `gil`, a `cython.` directive or a parallel block.
    fn is_python_manager(&self, e: &Expr) -> bool {
        let name = match &e.kind {
            ExprKind::Call(c, _) => dotted_name(c),
            _ => dotted_name(e),
        };
        match name.as_deref() {
            Some("nogil" | "gil") => false,
            Some(n) => !n.starts_with("cython.") && !self.is_parallel_call(n),
            None => true,
        }
    }

    fn class_def(
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
        let saved_in_cdef = self.in_cdef_class;
        self.in_cdef_class = cdef;
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
        self.in_cdef_class = saved_in_cdef;
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
}

impl Sema<'_> {
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
    fn class_decorators(&mut self, name: &str, decorators: &[ast::Expr], out: &mut Vec<HStmt>) {
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

    /// An attribute name as the evaluator sees it: inside a cdef class's
    /// methods, access is C-level and marked so (see `hir::INTERNAL`).
    pub fn attr_name(&self, name: &str) -> Arc<str> {
        if self.in_cdef_class {
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
        if vis != ast::Visibility::Public {
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

    pub fn structs_has(&self, name: &str) -> bool {
        self.structs.contains_key(name)
    }

    /// A struct with every field at C zero (or None).
    pub fn struct_default(
        &mut self,
        def: std::sync::Arc<super::types::StructDef>,
        span: Span,
    ) -> HExpr {
        let fields = def
            .fields()
            .iter()
            .map(|(_, t)| {
                let zero = HExpr {
                    kind: HKind::Int(0),
                    ty: Ty::Object,
                    span,
                };
                if t.is_c() {
                    convert(zero, t)
                } else if let Ty::Struct(inner) = t {
                    self.struct_default(inner.clone(), span)
                } else if t.is_pointer()
                    && let Some(mut null) = self.generic_builtin("__null__", Vec::new(), span)
                {
                    null.ty = t.clone();
                    null
                } else {
                    HExpr {
                        kind: HKind::NoneLit,
                        ty: Ty::Object,
                        span,
                    }
                }
            })
            .collect();
        let ty = Ty::Struct(def.clone());
        HExpr {
            kind: HKind::MakeStruct(def, fields),
            ty,
            span,
        }
    }

    /// The storage of an array of structs: a fresh, untracked, zeroed
    /// block of `nbytes`, as a pointer of type `ty`.
    pub(super) fn struct_array_value(&mut self, ty: Ty, nbytes: usize, span: Span) -> HExpr {
        let mut e = self.carray_value(crate::array::DType::U8, nbytes, span);
        if let HKind::Call(_, args) = &mut e.kind
            && let Some(HArg::Pos(name)) = args.get_mut(2)
        {
            name.kind = HKind::Str(Arc::from("void"));
        }
        e.ty = ty;
        e
    }

    /// `a = value` for a C array `a`: the value's items are copied into the
    /// array (all converted first, and exactly as many as it holds).
    fn carray_assign(&mut self, var: Var, value: &Expr, span: Span, out: &mut Vec<HStmt>) {
        let dst = HExpr {
            kind: HKind::Load(var.clone()),
            ty: var.ty.clone(),
            span,
        };
        self.carray_fill(dst, value, span, out);
    }

    /// Stores the items of `value` into the C array (or row of one) `dst`,
    /// checking every extent.
    fn carray_fill(&mut self, dst: HExpr, value: &Expr, span: Span, out: &mut Vec<HStmt>) {
        self.into_carray = super::cslice::is_slice(value);
        let src = self.object(value);
        self.into_carray = false;
        let (d, dims): (_, Vec<usize>) = match &dst.ty {
            Ty::CArray(d, n) => (*d, vec![*n]),
            Ty::CArrayNd(d, dims) => (*d, dims.to_vec()),
            _ => return,
        };
        // Cython counts a literal's items while compiling.
        let literal_len = match &value.kind {
            ExprKind::List(items) | ExprKind::Tuple(items)
                if !items.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))) =>
            {
                Some(items.len())
            }
            ExprKind::Bytes(b) => Some(b.len()),
            _ => None,
        };
        if let Some(n) = literal_len
            && n != dims[0]
        {
            self.error(
                "SyntaxError",
                format!(
                    "Assignment to slice of wrong length, expected {}, got {n}",
                    dims[0],
                ),
                span,
            );
            return;
        }
        let shape = HExpr {
            kind: HKind::Str(Arc::from(
                dims.iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            )),
            ty: Ty::Object,
            span,
        };
        let dtype = HExpr {
            kind: HKind::Str(Arc::from(d.name())),
            ty: Ty::Object,
            span,
        };
        // The destination is passed as the pointer it is.
        let mut dst = dst;
        dst.ty = Ty::Ptr(None);
        let args = vec![dst, src, dtype, shape];
        if let Some(call) = self.generic_builtin("__carray_assign__", args, span) {
            out.push(HStmt {
                kind: SKind::Expr(call),
                span,
            });
        }
    }

    /// The storage of a C array: a fresh, untracked block.
    pub fn carray_value(&mut self, d: crate::array::DType, n: usize, span: Span) -> HExpr {
        let args = vec![
            HExpr {
                kind: HKind::Int((n * d.itemsize()) as i64),
                ty: Ty::Object,
                span,
            },
            HExpr {
                kind: HKind::Int(n as i64),
                ty: Ty::Object,
                span,
            },
            HExpr {
                kind: HKind::Str(Arc::from(d.name())),
                ty: Ty::Object,
                span,
            },
        ];
        let id = crate::builtins::lookup("__carray__").unwrap_or(0);
        let callee = HExpr {
            kind: HKind::Builtin(id),
            ty: Ty::Object,
            span,
        };
        HExpr {
            kind: HKind::Call(Box::new(callee), args.into_iter().map(HArg::Pos).collect()),
            ty: Ty::CArray(d, n),
            span,
        }
    }
}

fn is_tuple_literal(e: &Expr, n: usize) -> bool {
    matches!(&e.kind, ExprKind::Tuple(xs) if xs.len() == n && !xs.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))))
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

impl Sema<'_> {
    /// For `obj.s.a.b` where `s` is a struct attribute of a cdef class
    /// instance `obj`: `obj`, `s`, the field numbers of `.a.b`, and the
    /// type they reach.
    fn attr_struct_path<'e>(&mut self, e: &'e Expr) -> Option<(&'e Expr, String, Vec<usize>, Ty)> {
        let ExprKind::Attr(base, a) = &e.kind else {
            return None;
        };
        if let Some(Some(t @ Ty::Struct(_))) = self.class_attr(base, &a.name) {
            return Some((base, a.name.clone(), Vec::new(), t));
        }
        let (obj, attr, mut path, ty) = self.attr_struct_path(base)?;
        let ty = field_step(&ty, &a.name, &mut path)?;
        Some((obj, attr, path, ty))
    }

    /// For `s.a.b…` rooted at a struct variable `s`: the variable, the
    /// field numbers along the way and the type at the end. `None` (with
    /// nothing reported) when the chain is anything else.
    pub(super) fn struct_field_path(&mut self, e: &Expr) -> Option<(Var, Vec<usize>, Ty)> {
        match &e.kind {
            ExprKind::Name(n) => {
                let var = self.named_var(n)?;
                let ty = var.ty.clone();
                matches!(ty, Ty::Struct(_)).then_some((var, Vec::new(), ty))
            }
            ExprKind::Attr(base, a) => {
                let (var, mut path, ty) = self.struct_field_path(base)?;
                let ty = field_step(&ty, &a.name, &mut path)?;
                Some((var, path, ty))
            }
            _ => None,
        }
    }
}

/// The field at `path` (field numbers, outermost first) of the struct
/// `whole`, read field by field.
fn field_path_load(whole: HExpr, path: &[usize], span: Span) -> HExpr {
    let struct_ty = whole.ty.clone();
    let mut load = whole;
    for (n, k) in path.iter().enumerate() {
        load = HExpr {
            kind: HKind::StructField(Box::new(load), *k),
            ty: field_at(&struct_ty, &path[..=n]),
            span,
        };
    }
    load
}

/// One step down a field path: the number of field `name` of struct type
/// `ty` pushed onto `path`, and the field's type; None when `ty` is no
/// struct or has no such field.
fn field_step(ty: &Ty, name: &str, path: &mut Vec<usize>) -> Option<Ty> {
    let Ty::Struct(def) = ty else { return None };
    let k = def.fields().iter().position(|(n, _)| n.as_ref() == name)?;
    path.push(k);
    Some(def.fields()[k].1.clone())
}

/// What a union can hold in arr: C numbers, and C arrays of them and
/// structs (a union holding those lives in memory, where every member
/// reads its own bytes at offset 0).
pub(super) fn union_member_ok(t: &Ty) -> bool {
    match t {
        Ty::CArray(..) | Ty::CArrayNd(..) => true,
        Ty::Struct(def) => super::types::struct_layout(def).is_some(),
        t => t.is_c(),
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

/// The type of the variable a loop's item goes to: the target itself, or
/// the second of two (`for i, c in enumerate(s)`).
fn item_ty(target: &HTarget) -> Ty {
    match target {
        HTarget::Var(v, _) => v.ty.clone(),
        HTarget::Unpack(xs, None, _) => match xs.as_slice() {
            [_, HTarget::Var(v, _)] => v.ty.clone(),
            _ => Ty::Object,
        },
        _ => Ty::Object,
    }
}
