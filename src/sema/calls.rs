//! Calls: arguments, calls of Python values, of C function pointers, and
//! the calls Cython treats specially (builtins on C values, libc, casts,
//! `cython.*`).

use super::coerce::{assignable, convert, literal_c_type};
use super::expr::h;
use super::hir::*;
use super::typeofs::typeof_name;
use super::types::{CInt, Ty};
use super::{Imported, Sema};
use crate::builtins;
use crate::source::Span;
use crate::syntax::ast::{self, Arg, Expr, ExprKind};
use std::sync::Arc;

impl Sema<'_> {
    pub(super) fn args(&mut self, args: &[Arg]) -> Vec<HArg> {
        args.iter()
            .map(|a| match a {
                Arg::Pos(e) => HArg::Pos(self.object(e)),
                Arg::Star(e) => HArg::Star(self.object(e)),
                Arg::Kw(k, e) => HArg::Kw(Arc::from(k.name.as_str()), self.object(e)),
                Arg::StarStar(e) => HArg::StarStar(self.object(e)),
            })
            .collect()
    }

    pub(super) fn call(&mut self, callee: &Expr, args: &[Arg], span: Span) -> HExpr {
        if let ExprKind::Attr(base, a) = &callee.kind
            && let Some(named) = self.user_attr_expr(base, a, callee.span)
        {
            return self.call(&named, args, span);
        }
        if let ExprKind::Name(n) = &callee.kind
            && let Some(def) = self.structs.get(n).cloned()
            && !self.ctx_has_var(n)
        {
            return self.make_struct(def, args, span);
        }
        if let Some(e) = self.cpp_construct(callee, args, span) {
            return e;
        }
        let positional: Option<Vec<&Expr>> = args
            .iter()
            .map(|a| if let Arg::Pos(e) = a { Some(e) } else { None })
            .collect();
        // Statically known callees.
        let path = match &callee.kind {
            ExprKind::Name(n) if !self.ctx_has_var(n) => match self.imports.get(n) {
                Some(Imported::Member(p)) => Some(p.clone()),
                Some(Imported::Module(_) | Imported::User(_)) => None,
                None if builtins::lookup(n).is_some() && !self.globals.contains_key(n) => {
                    Some(n.clone())
                }
                None => None,
            },
            ExprKind::Attr(base, a) => self.module_of(base).map(|m| format!("{m}.{}", a.name)),
            _ => None,
        };
        if let Some(path) = &path {
            self.check_c_builtin_keywords(path, args);
            // A str literal passed to a C library function is a C string
            // (`atoi("42")`, `strlen("abc")`), as Cython makes it.
            if path.starts_with("libc.") && args.iter().any(|a| c_string_literal(a).is_some()) {
                let args: Vec<Arg> = args
                    .iter()
                    .map(|a| c_string_literal(a).unwrap_or_else(|| a.clone()))
                    .collect();
                return self.call(callee, &args, span);
            }
        }
        if let (Some(path), Some(pos)) = (&path, &positional)
            && let Some(e) = self.special_call(path, pos, span)
        {
            return e;
        }
        if let ExprKind::Name(n) = &callee.kind
            && let Some(e) = self.fused_static_call(n, args, span)
        {
            return e;
        }
        if let ExprKind::Subscript(base, index) = &callee.kind
            && let Some(id) = self.fused_index(base, index)
            && let Some(e) = self.direct_call(id, args, span)
        {
            return e;
        }
        if let ExprKind::Name(n) = &callee.kind
            && let Some(&id) = self.direct.get(n)
            && !self.ctx_has_var(n)
            && let Some(e) = self.direct_call(id, args, span)
        {
            return e;
        }
        // `s.fn(x)`, `p.fn(x)`, `ops[i].fn(x)`: a function pointer held in
        // a struct field.
        if let ExprKind::Attr(..) | ExprKind::Subscript(..) = &callee.kind
            && matches!(self.chain_ty(callee), Some(Ty::FuncPtr(_)))
        {
            let f = self.expr(callee);
            if let Ty::FuncPtr(sig) = &f.ty {
                let sig = sig.clone();
                return self.call_through_pointer(f, &sig, args, span);
            }
        }
        if let ExprKind::Attr(base, a) = &callee.kind
            && self.module_of(base).is_none()
        {
            if let Some(e) = self.static_method_call(base, &a.name, args, span) {
                return e;
            }
            if let Some(e) = self.virtual_call(base, &a.name, args, span) {
                return e;
            }
            let b = self.expr(base);
            if matches!(b.ty, Ty::Cpp(_)) {
                return self.cpp_method(b, base, &a.name, args, span);
            }
            if b.ty.is_complex() && a.name == "conjugate" && args.is_empty() {
                return self.complex_call("conjugate", b, span);
            }
            let result_ty = match b.ty {
                Ty::Memview(t) => self.mv_method_type(t, &a.name),
                _ => self.method_return_type(base, &a.name),
            };
            let result_ty = result_ty.or_else(|| {
                self.class_attr(base, &a.name)
                    .is_none()
                    .then(|| self.method_c_type(&b, &a.name))?
            });
            if matches!(b.ty, Ty::Memview(_)) && a.name == "transpose" {
                let module = self.src.module_name().to_string();
                self.extension(
                    "AttributeError",
                    format!("'{module}._memoryviewslice' object has no attribute 'transpose'"),
                    a.span,
                    "transpose(axes) on a typed memoryview",
                );
            }
            // On a statically known cdef class instance the call is
            // C-level: it reaches cdef methods.
            let name = match self.class_attr(base, &a.name) {
                Some(_) => Self::internal_name(&a.name),
                None => Arc::from(a.name.as_str()),
            };
            let b = convert(b, &Ty::Object);
            let hargs = self.args(args);
            let call = h(
                HKind::CallMethod(Box::new(b), name, hargs),
                Ty::Object,
                span,
            );
            return match result_ty {
                Some(rt) => convert(call, &rt),
                None => call,
            };
        }
        // `super()` inside a method: the class and `self`.
        if let (ExprKind::Name(n), true) = (&callee.kind, args.is_empty())
            && n == "super"
            && !self.is_shadowed("super")
        {
            let class_var = self.stack.last().and_then(|c| c.class_var.clone());
            // The method's first parameter, whatever its name (`cls` in
            // `__new__`, where `self` may be a local assigned later).
            let self_var = self.stack.last().and_then(|c| {
                let first = c.first_param.as_ref().and_then(|n| c.vars.get(n));
                first
                    .or_else(|| c.vars.get("self"))
                    .or_else(|| c.vars.get("cls"))
                    .cloned()
            });
            if let (Some(cv), Some(sv)) = (class_var, self_var) {
                let cls = self.load_var(cv, span);
                let me = self.load_var(sv, span);
                let id = builtins::lookup("super").unwrap_or(0);
                let f = h(HKind::Builtin(id), Ty::Object, span);
                return h(
                    HKind::Call(Box::new(f), vec![HArg::Pos(cls), HArg::Pos(me)]),
                    Ty::Object,
                    span,
                );
            }
        }
        let f = self.expr(callee);
        if let Ty::FuncPtr(sig) = &f.ty {
            let sig = sig.clone();
            return self.call_through_pointer(f, &sig, args, span);
        }
        if let Err(m) = assignable(&f.ty, &Ty::Object) {
            self.error("TypeError", m, callee.span);
        }
        let f = convert(f, &Ty::Object);
        let hargs = self.args(args);
        h(HKind::Call(Box::new(f), hargs), Ty::Object, span)
    }

    /// `f(x)` through a C function pointer: arguments converted to the
    /// parameter types, the result to the return type.
    fn call_through_pointer(
        &mut self,
        f: HExpr,
        sig: &(Vec<Ty>, Ty),
        args: &[Arg],
        span: Span,
    ) -> HExpr {
        let (params, ret) = sig;
        if args.len() != params.len() || !args.iter().all(|a| matches!(a, Arg::Pos(_))) {
            self.error(
                "TypeError",
                format!(
                    "Call with wrong number of arguments (expected {}, got {})",
                    params.len(),
                    args.len()
                ),
                span,
            );
            return h(HKind::NoneLit, Ty::Object, span);
        }
        let mut hargs = Vec::with_capacity(args.len());
        for (a, t) in args.iter().zip(params) {
            let Arg::Pos(e) = a else { continue };
            let x = self.expr_into(e, t);
            if let Err(m) = assignable(&x.ty, t) {
                self.error("TypeError", m, e.span);
            }
            hargs.push(HArg::Pos(convert(convert(x, t), &Ty::Object)));
        }
        let f = convert(f, &Ty::Object);
        let call = h(HKind::Call(Box::new(f), hargs), Ty::Object, span);
        if *ret == Ty::Void {
            call
        } else {
            convert(call, ret)
        }
    }

    /// Calls typed at compile time: C math, `typeof`, `abs/min/max` on C
    /// values.
    fn special_call(&mut self, path: &str, pos: &[&Expr], span: Span) -> Option<HExpr> {
        if path.starts_with("libcpp.") {
            return self.cpp_special(path, pos, span);
        }
        if let Some(name) = path.strip_prefix("libc.complex.") {
            return self.libc_complex_call(name, pos, span);
        }
        let short = path.strip_prefix("libc.math.").unwrap_or(path);
        let is_cmath = path.starts_with("libc.math.");
        if is_cmath && builtins::C_MATH_1.contains(&short) {
            let [a] = pos else {
                self.error(
                    "TypeError",
                    format!(
                        "Call with wrong number of arguments (expected 1, got {})",
                        pos.len()
                    ),
                    span,
                );
                return Some(h(HKind::Float(0.0), Ty::Double, span));
            };
            let a = self.expr(a);
            let a = convert(a, &Ty::Double);
            let name = builtins::C_MATH_1
                .iter()
                .find(|n| **n == short)
                .copied()
                .unwrap_or("sqrt");
            return Some(h(HKind::CBuiltin(name, vec![a]), Ty::Double, span));
        }
        // Cython declares these `bint f(long double)`,
        if is_cmath
            && let Some(name) = builtins::C_MATH_PREDICATES
                .iter()
                .copied()
                .find(|n| *n == short)
            && let [a] = pos
        {
            let a = self.expr(a);
            let a = convert(a, &Ty::Double);
            // except `int isinf(long double)`: -1, 0 or 1.
            let ty = if name == "isinf" {
                Ty::Int(CInt::Int)
            } else {
                Ty::Bint
            };
            return Some(h(HKind::CBuiltin(name, vec![a]), ty, span));
        }
        if is_cmath && builtins::C_MATH_2.contains(&short) {
            let [a, b] = pos else {
                self.error(
                    "TypeError",
                    format!(
                        "Call with wrong number of arguments (expected 2, got {})",
                        pos.len()
                    ),
                    span,
                );
                return Some(h(HKind::Float(0.0), Ty::Double, span));
            };
            let (a, b) = (self.expr(a), self.expr(b));
            let (a, b) = (convert(a, &Ty::Double), convert(b, &Ty::Double));
            let name = builtins::C_MATH_2
                .iter()
                .find(|n| **n == short)
                .copied()
                .unwrap_or("pow");
            return Some(h(HKind::CBuiltin(name, vec![a, b]), Ty::Double, span));
        }
        let line = self.src.line_of(span.start as usize) as i64;
        let with_line = |s: &mut Self, name: &str, args: &[&Expr], ty: Ty| -> Option<HExpr> {
            // Pointers reach these builtins as pointers: a `char *` is
            // passed as `void *`, not converted to bytes.
            let mut xs: Vec<HExpr> = args
                .iter()
                .map(|e| {
                    let x = s.expr(e);
                    // Wrapped, not retyped: `<char*>b` is itself a
                    // conversion of the bytes, which must still run.
                    if matches!(x.ty, Ty::Ptr(Some(d)) if d.is_char())
                        || matches!(x.ty, Ty::CArray(..))
                    {
                        return h(HKind::Convert(Box::new(x)), Ty::Ptr(None), e.span);
                    }
                    x
                })
                .collect();
            xs.push(h(HKind::Int(line), Ty::Object, span));
            s.generic_builtin(name, xs, span).map(|mut e| {
                e.ty = ty;
                e
            })
        };
        match path {
            "libc.stdlib.malloc" | "cpython.mem.PyMem_Malloc" | "cpython.mem.PyMem_RawMalloc"
                if pos.len() == 1 =>
            {
                return with_line(self, "__malloc__", pos, Ty::Ptr(None));
            }
            "libc.stdlib.calloc" if pos.len() == 2 => {
                return with_line(self, "__calloc__", pos, Ty::Ptr(None));
            }
            "libc.stdlib.realloc" | "cpython.mem.PyMem_Realloc" if pos.len() == 2 => {
                let p = self.expr(pos[0]);
                let ty = p.ty.clone();
                return with_line(
                    self,
                    "__realloc__",
                    pos,
                    if matches!(ty, Ty::Ptr(_)) {
                        ty
                    } else {
                        Ty::Ptr(None)
                    },
                );
            }
            "libc.stdlib.free" | "cpython.mem.PyMem_Free" | "cpython.mem.PyMem_RawFree"
                if pos.len() == 1 =>
            {
                return with_line(self, "__free__", pos, Ty::Object);
            }
            // The `char *` is read as a pointer, not converted to bytes.
            "array.extend_buffer" | "cpython.array.extend_buffer" if pos.len() == 3 => {
                return with_line(self, "array.extend_buffer", pos, Ty::Object);
            }
            "libc.string.memcpy" | "libc.string.memmove" if pos.len() == 3 => {
                return with_line(self, "__memcpy__", pos, Ty::Object);
            }
            // `cimport numpy; numpy.import_array()` initialises NumPy's C
            // API for a compiled module: arr has nothing to set up.
            "numpy.import_array" | "numpy.import_umath" | "numpy.import_ufunc"
                if pos.is_empty() =>
            {
                return Some(h(HKind::NoneLit, Ty::Object, span));
            }
            "libc.stdlib.qsort" if pos.len() == 4 => {
                return with_line(self, "__qsort__", pos, Ty::Object);
            }
            "libc.string.memset" if pos.len() == 3 => {
                return with_line(self, "__memset__", pos, Ty::Object);
            }
            // The destination is written through as a pointer (converted
            // to bytes it would be a copy).
            "libc.string.strcpy" | "libc.string.strcat" | "libc.string.strncpy"
                if pos.len() >= 2 =>
            {
                return with_line(self, path, pos, Ty::Ptr(Some(crate::array::DType::I8)));
            }
            // A pointer into the string searched (or NULL), or a new one.
            "libc.string.strchr"
            | "libc.string.strrchr"
            | "libc.string.strstr"
            | "libc.string.strpbrk"
            | "libc.string.strncat"
            | "libc.stdlib.getenv" => {
                return with_line(self, path, pos, Ty::Ptr(Some(crate::array::DType::I8)));
            }
            "libc.string.memchr" => return with_line(self, path, pos, Ty::Ptr(None)),
            // A `void*` into the array's buffer.
            "numpy.PyArray_DATA" if pos.len() == 1 => {
                return with_line(self, path, pos, Ty::Ptr(None));
            }
            // The pointer itself, not the bytes up to its first NUL.
            "cpython.bytes.PyBytes_FromStringAndSize" if pos.len() == 2 => {
                return with_line(self, path, pos, Ty::Object);
            }
            // C's `int` result, made from the object the builtin gives.
            "libc.stdio.sprintf" | "libc.stdio.snprintf" if pos.len() >= 2 => {
                let n = with_line(self, path, pos, Ty::Object)?;
                return Some(convert(n, &Ty::Int(CInt::Int)));
            }
            // Its operands (C arrays too) reach it as pointers.
            "libc.string.memcmp" if pos.len() == 3 => {
                let n = with_line(self, path, pos, Ty::Object)?;
                return Some(convert(n, &Ty::Int(CInt::Int)));
            }
            // strtol's `long` (its `endptr` written through as a pointer),
            // strspn's `size_t` (so that `p + strspn(p, set)` is pointer
            // arithmetic): the builtin's number converted to C's type.
            _ if let Some(ty) = libc_number_result(path) => {
                let n = with_line(self, path, pos, Ty::Object)?;
                return Some(convert(n, &ty));
            }
            _ => {}
        }
        match path {
            // Pure Python mode's `cython.sizeof(cython.double)` or
            // `cython.sizeof(x)`: `sizeof` of that type.
            "cython.sizeof" if pos.len() == 1 => {
                let t = match &pos[0].kind {
                    // (`cython.p_int` is a pointer type, named so.)
                    ExprKind::Attr(_, t)
                        if self.module_of(pos[0]).is_some()
                            && !t.name.starts_with("p_")
                            && !t.name.starts_with("pp_") =>
                    {
                        ast::TypeExpr {
                            kind: ast::TypeKind::Named(t.name.clone()),
                            span: pos[0].span,
                        }
                    }
                    // A bare name reads as in `sizeof(int)`: C's `int`, not
                    // the annotation meaning of a Python int.
                    ExprKind::Name(n) => ast::TypeExpr {
                        kind: ast::TypeKind::Named(n.clone()),
                        span: pos[0].span,
                    },
                    _ => crate::syntax::purepy::declared_type(pos[0])?,
                };
                let e = Expr {
                    kind: ExprKind::Sizeof(Box::new(t)),
                    span,
                };
                Some(self.expr(&e))
            }
            // `cython.cast(T, x)` is `<T>x`.
            "cython.cast" if pos.len() == 2 => {
                let checked = false;
                let e = Expr {
                    kind: ExprKind::Cast {
                        ty: Box::new(crate::syntax::purepy::declared_type(pos[0])?),
                        checked,
                        expr: Box::new(pos[1].clone()),
                    },
                    span,
                };
                Some(self.expr(&e))
            }
            "cython.address" if pos.len() == 1 => Some(self.address_of(pos[0], span)),
            // C++'s operators as Cython spells them for C: `*p` is `p[0]`,
            // `++x` is `(x := x + 1)` and `x++` that minus one (pointer
            // arithmetic when `x` is a pointer).
            "cython.operator.dereference" if pos.len() == 1 => {
                let zero = Expr {
                    kind: ExprKind::Int(0),
                    span,
                };
                let e = Expr {
                    kind: ExprKind::Subscript(Box::new(pos[0].clone()), Box::new(zero)),
                    span,
                };
                Some(self.expr(&e))
            }
            "cython.operator.preincrement"
            | "cython.operator.predecrement"
            | "cython.operator.postincrement"
            | "cython.operator.postdecrement"
                if pos.len() == 1 =>
            {
                let ExprKind::Name(n) = &pos[0].kind else {
                    self.unsupported("incrementing anything but a variable", pos[0].span);
                    return Some(h(HKind::NoneLit, Ty::Object, span));
                };
                let up = path.ends_with("increment");
                let (step, undo) = if up {
                    (ast::BinOp::Add, ast::BinOp::Sub)
                } else {
                    (ast::BinOp::Sub, ast::BinOp::Add)
                };
                let one = || Expr {
                    kind: ExprKind::Int(1),
                    span,
                };
                let bin = |op, a: Expr, b: Expr| Expr {
                    kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
                    span,
                };
                let ident = ast::Ident {
                    name: n.clone(),
                    span: pos[0].span,
                };
                let new = bin(step, pos[0].clone(), one());
                let mut e = Expr {
                    kind: ExprKind::Walrus(ident, Box::new(new)),
                    span,
                };
                if path.contains(".post") {
                    e = bin(undo, e, one());
                }
                Some(self.expr(&e))
            }
            "cython.typeof" | "typeof" if pos.len() == 1 => {
                let x = self.expr(pos[0]);
                let inferred = match &x.kind {
                    HKind::Load(v) if matches!(v.place, Place::Local(_) | Place::Cell(_)) => {
                        self.ctx().py_inferred.get(v.name.as_ref()).cloned()
                    }
                    _ => self.is_py_int(&x).then(|| "int object".to_string()),
                };
                let inferred = inferred.or_else(|| {
                    let c_int = x.ty.is_c_int() || matches!(x.kind, HKind::Int(_));
                    let d = self.enum_of(pos[0]).filter(|_| c_int)?;
                    Some(d.name.to_string())
                });
                let inferred = inferred.or_else(|| self.typedef_typeof(&x));
                let inferred = inferred.or_else(|| self.declared_attr_typeof(&x));
                let inferred = inferred.or_else(|| self.known_py_type(&x));
                let inferred = inferred.or_else(|| match &x.kind {
                    HKind::Load(_) | HKind::Subscript(..) if x.ty == Ty::Object => {
                        self.sequence_py_type(&x)
                    }
                    // `Py_hash_t`, a `Py_ssize_t` to arr.
                    HKind::Convert(c) if matches!(&c.kind, HKind::Call(f, _)
                        if matches!(f.kind, HKind::Builtin(id) if builtins::name_of(id) == "hash")) =>
                    {
                        Some("Py_hash_t".to_string())
                    }
                    // A C function's result has its declared return type,
                    // even where arr inlined the body.
                    _ if matches!(pos[0].kind, ExprKind::Call(..)) && x.ty.is_c() => {
                        Some(x.ty.name())
                    }
                    _ => None,
                });
                let name = inferred.unwrap_or_else(|| typeof_name(&x));
                Some(h(
                    HKind::TypeName(Arc::from(name.as_str())),
                    Ty::Object,
                    span,
                ))
            }
            // C's `abs`/`labs` take and give a C integer.
            "libc.stdlib.abs" | "libc.stdlib.labs" | "libc.stdlib.llabs" if pos.len() == 1 => {
                let to = match path {
                    "libc.stdlib.llabs" => CInt::LongLong,
                    "libc.stdlib.labs" => CInt::Long,
                    _ => CInt::Int,
                };
                let x = self.expr(pos[0]);
                let x = convert(x, &Ty::Int(to));
                Some(h(HKind::CBuiltin("abs", vec![x]), Ty::Int(to), span))
            }
            // A C int from glibc's generator, typed so that a loop of
            // draws runs at C level.
            "libc.stdlib.rand" if pos.is_empty() => Some(h(
                HKind::CBuiltin("rand", Vec::new()),
                Ty::Int(CInt::Int),
                span,
            )),
            "abs" if pos.len() == 1 => {
                let x = self.expr(pos[0]);
                if x.ty.is_complex() || super::complex::has_soft_pow(&x) {
                    let z = super::complex::soften(x);
                    return Some(self.complex_call("abs", z, span));
                }
                // A literal is a C long or double to Cython.
                let x = match literal_c_type(&x) {
                    Some(t) if x.ty == Ty::Object && t != Ty::Bint => {
                        convert(x, &super::cbuiltins::long_literal(t))
                    }
                    _ => x,
                };
                // Cython has no C `abs` of a bint: it takes the bool.
                if !x.ty.is_c() || x.ty == Ty::Bint {
                    return self.generic_builtin("abs", vec![x], span);
                }
                let t = if x.ty.is_c_float() {
                    x.ty.clone()
                } else {
                    x.ty.promoted()
                };
                let x = convert(x, &t);
                Some(h(HKind::CBuiltin("abs", vec![x]), t, span))
            }
            "len" | "hash" | "ord" | "float" | "isinstance" | "issubclass" | "hasattr"
            | "callable" => self.c_result_builtin(path, pos, span),
            "divmod" if pos.len() == 2 => {
                let xs: Vec<HExpr> = pos.iter().map(|e| self.expr(e)).collect();
                self.c_divmod(xs, span)
            }
            "min" | "max" if pos.len() >= 2 => {
                let xs: Vec<HExpr> = pos.iter().map(|e| self.expr(e)).collect();
                // Cython inlines `b if b > a else a`, typed as the spanning
                // C type when every argument is C (`max(1, 1.0)` is 1.0);
                // a bool literal spans only as an object.
                let all_c = xs
                    .iter()
                    .all(|x| x.ty.is_c() || literal_c_type(x).is_some())
                    && !xs.iter().any(|x| matches!(x.kind, HKind::Bool(_)));
                if !all_c {
                    return self.generic_builtin(path, xs, span);
                }
                let t = xs
                    .iter()
                    .map(|x| super::cbuiltins::own_c_type(x).unwrap_or(Ty::Double))
                    .reduce(|a, b| Ty::arith(&a, &b).unwrap_or(Ty::Double))
                    .unwrap_or(Ty::Double);
                let xs = xs.into_iter().map(|x| convert(x, &t)).collect();
                let name = if path == "min" { "min" } else { "max" };
                Some(h(HKind::CBuiltin(name, xs), t, span))
            }
            _ => None,
        }
    }
}

/// A positional ASCII str literal argument as the bytes literal a C
/// `char *` parameter takes it as (None: any other argument).
fn c_string_literal(a: &Arg) -> Option<Arg> {
    let Arg::Pos(e) = a else { return None };
    match &e.kind {
        ExprKind::Str(s) if s.is_ascii() => Some(Arg::Pos(Expr {
            kind: ExprKind::Bytes(s.as_bytes().to_vec()),
            span: e.span,
        })),
        _ => None,
    }
}

/// The C type of a `libc` function's number result that arr's builtin
/// gives as an object.
fn libc_number_result(path: &str) -> Option<Ty> {
    Some(match path {
        "libc.time.time" | "libc.time.clock" => Ty::Int(CInt::Long),
        "libc.time.difftime" => Ty::Double,
        "libc.stdlib.strtol" => Ty::Int(CInt::Long),
        "libc.stdlib.strtoll" => Ty::Int(CInt::LongLong),
        "libc.stdlib.strtoul" => Ty::Int(CInt::ULong),
        "libc.stdlib.strtoull" => Ty::Int(CInt::ULongLong),
        "libc.stdlib.strtod" => Ty::Double,
        "libc.stdlib.strtof" => Ty::Float,
        "libc.string.strspn" | "libc.string.strcspn" => Ty::Int(CInt::SizeT),
        _ => return None,
    })
}
