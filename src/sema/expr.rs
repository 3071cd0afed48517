//! Expressions: name resolution, literals, attributes, subscripts, unary
//! operators and lambdas, and the dispatch of every other expression:
//! binary operators and comparisons (`binops.rs`), calls (`calls.rs`,
//! `directcall.rs`), comprehensions (`comprehension.rs`) and what
//! `cython.typeof` names (`typeofs.rs`) have modules of their own.

use super::coerce::{assignable, convert};
use super::hir::*;
use super::types::{CInt, Ty};
use super::{FnBody, Imported, Sema};
use crate::builtins;
use crate::source::Span;
use crate::syntax::ast::{self, BinOp, CmpOp, Expr, ExprKind, FPart, UnOp};
use std::sync::Arc;

pub(super) fn h(kind: HKind, ty: Ty, span: Span) -> HExpr {
    HExpr { kind, ty, span }
}

impl Sema<'_> {
    /// An expression converted to a Python object.
    pub fn object(&mut self, e: &Expr) -> HExpr {
        let x = self.expr(e);
        self.object_of(e, x)
    }

    /// The C type Cython gives an item of a variable declared `bytes`
    /// or `bytearray` (a C int, 0 to 255) or `str` (a `Py_UCS4`) taken at
    /// a C integer index: `<char>b[i]` then wraps as a C cast does.
    fn sequence_item_type(&mut self, base: &HExpr, index: &Expr, i: &HExpr) -> Option<Ty> {
        if base.ty != Ty::Object || matches!(index.kind, ExprKind::Slice(..)) {
            return None;
        }
        let t = match self.sequence_py_type(base)?.as_str() {
            "bytes object" | "bytearray object" => Ty::Int(CInt::Int),
            "str object" => Ty::Ucs4,
            _ => return None,
        };
        (i.ty.is_c_int() || matches!(i.kind, HKind::Int(_))).then_some(t)
    }

    /// The Python type Cython knows `x` to have when it is a variable
    /// declared as a builtin type, or a slice of a `bytes`, `bytearray`,
    /// `str`, `list` or `tuple` one (a slice keeps the sequence's type).
    pub(super) fn sequence_py_type(&self, x: &HExpr) -> Option<String> {
        match &x.kind {
            HKind::Load(v) if x.ty == Ty::Object => self.var_py_type(v),
            HKind::Subscript(base, idx) if matches!(idx.kind, HKind::Slice(..)) => {
                self.sequence_py_type(base).filter(|t| {
                    matches!(
                        t.as_str(),
                        "bytes object"
                            | "bytearray object"
                            | "str object"
                            | "list object"
                            | "tuple object"
                    )
                })
            }
            _ => None,
        }
    }

    /// `e`, already resolved as `x`, as an object.
    pub(super) fn object_of(&mut self, e: &Expr, x: HExpr) -> HExpr {
        let x = self.whole_array_object(e, x);
        if let Err(m) = assignable(&x.ty, &Ty::Object) {
            self.error("TypeError", m, e.span);
        }
        self.as_object(x, e)
    }

    /// A condition: converted to `bint` by truthiness.
    pub fn cond(&mut self, e: &Expr) -> HExpr {
        let x = self.expr(e);
        if x.ty == Ty::Void {
            self.error(
                "TypeError",
                "void value not ignored as it ought to be",
                e.span,
            );
        }
        if x.ty.is_complex() {
            return self.complex_truth(x);
        }
        truth(x)
    }

    pub fn load_var(&mut self, var: Var, span: Span) -> HExpr {
        if let Some(d) = self.resident_dtype(&var) {
            return self.resident_load(var, super::types::elem_ty(d), span);
        }
        if self.resident_struct(&var) {
            return self.resident_struct_load(var, span);
        }
        if let Some(ty) = self.resident_ptr(&var) {
            return self.resident_load(var, ty, span);
        }
        if let Some(t) = self.cell_c_type(&var) {
            return convert(h(HKind::Load(var), Ty::Object, span), &t);
        }
        let ty = var.ty.clone();
        h(HKind::Load(var), ty, span)
    }

    fn name(&mut self, n: &str, span: Span) -> HExpr {
        if n == "NULL" && !self.is_shadowed("NULL") {
            return self
                .generic_builtin("__null__", Vec::new(), span)
                .map(|mut e| {
                    e.ty = Ty::Ptr(None);
                    e
                })
                .unwrap_or_else(|| h(HKind::NoneLit, Ty::Object, span));
        }
        if let Some(v) = self.ctx().vars.get(n).cloned()
            && !(self.ctx().is_module && self.imports.contains_key(n))
        {
            return self.load_var(v, span);
        }
        // cimported names are compile-time bindings.
        if let Some(Imported::Member(path)) = self.imports.get(n).cloned() {
            return self.member(&path, span);
        }
        // Enclosing functions' locals reached without a cell (class bodies).
        if let Some(g) = self.globals.get(n).cloned() {
            let var = Var {
                place: Place::Global(g.slot),
                ty: g.ty,
                name: Arc::from(n),
            };
            return self.load_var(var, span);
        }
        if let Some(c) = self.get_const(n).cloned() {
            return super::stmt::const_to_expr(&c, span);
        }
        if let Some(imp) = self.imports.get(n).cloned() {
            return match imp {
                Imported::Module(m) => h(HKind::Module(Arc::from(m.as_str())), Ty::Object, span),
                Imported::Member(path) => self.member(&path, span),
                Imported::User(_) => {
                    self.unsupported("a module of the script's folder as a value", span);
                    h(HKind::NoneLit, Ty::Object, span)
                }
            };
        }
        if let Some(id) = builtins::lookup(n) {
            return h(HKind::Builtin(id), Ty::Object, span);
        }
        if n == "__name__" {
            return h(
                HKind::Str(Arc::from(self.module_dunder_name())),
                Ty::Object,
                span,
            );
        }
        if n == "Ellipsis" {
            return h(HKind::Ellipsis, Ty::Object, span);
        }
        if let Some(g) = self.late_global(n) {
            let var = Var {
                place: Place::Global(g.slot),
                ty: g.ty,
                name: Arc::from(n),
            };
            return self.load_var(var, span);
        }
        let from = self.c_only.get(n).cloned();
        let d = self.error(
            "NameError",
            format!("undeclared name not builtin: {n}"),
            span,
        );
        match from {
            Some(header) => {
                d.label = Some(format!("declared in `cdef extern from {header}` only"));
                d.help = Some(format!(
                    "arr runs Cython without a C compiler, so what an extern block takes from C \
                     code has no definition here: write `{n}` in Cython (a `cdef inline` \
                     function), or cimport it from a libc module arr has"
                ));
            }
            None => d.label = Some("not defined anywhere in this file".into()),
        }
        h(HKind::NoneLit, Ty::Object, span)
    }

    /// The module's `__name__`: the file's stem, as Cython names the
    /// module it compiles (which is imported, never run as `__main__`);
    /// code typed at the REPL or passed with `-c` is `__main__`.
    fn module_dunder_name(&self) -> String {
        match self.src.name.starts_with('<') {
            true => "__main__".to_string(),
            false => self.src.module_name(),
        }
    }

    /// `if __name__ == "__main__":` in a file: Cython's module is imported,
    /// so the block never runs, and arr says why.
    pub(super) fn warn_main_guard(&mut self, first: &Expr, rest: &[(CmpOp, Expr)], span: Span) {
        let is_name = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if n == "__name__");
        let is_main = |e: &Expr| matches!(&e.kind, ExprKind::Str(s) if s == "__main__");
        let [(CmpOp::Eq, second)] = rest else {
            return;
        };
        let guard = (is_name(first) && is_main(second)) || (is_main(first) && is_name(second));
        let module = self.module_dunder_name();
        if !guard || module == "__main__" || self.probing || self.is_shadowed("__name__") {
            return;
        }
        let mut d = crate::diag::Diagnostic::new(
            "warning",
            format!("`__name__` is '{module}' here, so this block does not run"),
            span,
        );
        d.help = Some(
            "arr runs a file as the module Cython compiles from it, and Cython's module is \
             imported, never run as `__main__`; call the entry point at the top level instead"
                .into(),
        );
        self.warnings.push(d);
    }

    /// `module.member` resolved statically.
    pub(super) fn member(&mut self, path: &str, span: Span) -> HExpr {
        if path == "numpy.newaxis" {
            return h(HKind::NoneLit, Ty::Object, span);
        }
        if path == "dataclasses.MISSING"
            && let Some(e) = self.generic_builtin("__dataclass_missing__", Vec::new(), span)
        {
            return e;
        }
        // The index-trick objects, made when read (`builtins::npindex`).
        if let Some(kind) = path.strip_prefix("numpy.")
            && matches!(kind, "s_" | "index_exp" | "r_" | "c_" | "mgrid" | "ogrid")
            && let Some(e) = self.generic_builtin(
                "__np_index_trick__",
                vec![h(HKind::Str(Arc::from(kind)), Ty::Object, span)],
                span,
            )
        {
            return e;
        }
        // Pure Python mode's spelling of `NULL`.
        if path == "cython.NULL"
            && let Some(mut e) = self.generic_builtin("__null__", Vec::new(), span)
        {
            e.ty = Ty::Ptr(None);
            return e;
        }
        // NumPy's boolean scalars, made when read.
        if let Some(b) = match path {
            "numpy.True_" => Some(true),
            "numpy.False_" => Some(false),
            _ => None,
        } && let Some(e) =
            self.generic_builtin("numpy.bool_", vec![h(HKind::Bool(b), Ty::Bint, span)], span)
        {
            return e;
        }
        // The script's arguments, read when the program runs.
        if path == "sys.argv"
            && let Some(e) = self.generic_builtin("argv", Vec::new(), span)
        {
            return e;
        }
        if path == "sys.version_info"
            && let Some(e) = self.generic_builtin("__sys_version_info__", Vec::new(), span)
        {
            return e;
        }
        // `sys.version_info.major`: a field of that value.
        if let Some(attr) = path.strip_prefix("sys.version_info.") {
            let v = self.member("sys.version_info", span);
            return h(HKind::Attr(Box::new(v), Arc::from(attr)), Ty::Object, span);
        }
        if let Some(s) = builtins::pysys::string_attr(path) {
            return h(HKind::Str(Arc::from(s)), Ty::Object, span);
        }
        // The standard streams: objects whose `write`/`flush` are the
        // builtins named under them.
        if matches!(path, "sys.stdout" | "sys.stderr") || builtins::STDIO_STREAMS.contains(&path) {
            return h(HKind::Module(Arc::from(path)), Ty::Object, span);
        }
        if let Some(c) = builtins::module_constant(path) {
            return c.into_hexpr(span);
        }
        // An attribute of a NumPy scalar type (`np.float64.__name__`) or
        // of a class arr has as a builtin (`np.ndarray.__name__`), read
        // from the type when run.
        if let Some((head, attr)) = path.rsplit_once('.')
            && builtins::lookup(path).is_none()
            && builtins::lookup(head).is_some_and(|id| {
                builtins::is_class(id)
                    || matches!(
                        builtins::value_of(id),
                        crate::eval::value::Value::ScalarType(_)
                    )
            })
        {
            let base = self.member(head, span);
            return h(
                HKind::Attr(Box::new(base), Arc::from(attr)),
                Ty::Object,
                span,
            );
        }
        if let Some(id) = builtins::lookup(path) {
            return h(HKind::Builtin(id), Ty::Object, span);
        }
        // A submodule as a value (`npt = np.testing`).
        if super::stmt::MODULES.contains(&path) {
            return h(HKind::Module(Arc::from(path)), Ty::Object, span);
        }
        // NumPy's exception classes, `abc.ABC`, `enum.Enum` and `os.sep`, read from
        // their module when run.
        if (crate::eval::exc::module_exception(path).is_some()
            || path == "abc.ABC"
            || path == "enum.Enum"
            || path == "enum.IntEnum"
            || path
                .strip_prefix("re.")
                .is_some_and(|n| builtins::module_has("re", n))
            || builtins::module_str_constant(path).is_some())
            && let Some((m, name)) = path.rsplit_once('.')
        {
            let module = h(HKind::Module(Arc::from(m)), Ty::Object, span);
            return h(
                HKind::Attr(Box::new(module), Arc::from(name)),
                Ty::Object,
                span,
            );
        }
        // `integrate(sin, …)`: a libc function as a value is a C function
        // of its own that the call goes through, as C takes its address.
        if let Some(short) = path.strip_prefix("libc.math.")
            && let Some(id) = self.libc_function(short, span)
        {
            return h(HKind::MakeFunc(id), Ty::Object, span);
        }
        // Raised when reached, as Python looks a module's attributes up:
        // the program's output before it still appears, and `except`
        // can catch it.
        let (m, name) = path.rsplit_once('.').unwrap_or(("", path));
        let fail = if builtins::module_has(m, name) {
            HKind::Fail(
                "NotImplementedError",
                Arc::from(format!("arr does not support `{path}` yet")),
            )
        } else {
            HKind::Fail(
                "AttributeError",
                Arc::from(format!("module '{m}' has no attribute '{name}'")),
            )
        };
        h(fail, Ty::Object, span)
    }

    /// The module a name refers to, if it is an unshadowed import.
    pub(super) fn module_of(&self, e: &Expr) -> Option<String> {
        match &e.kind {
            ExprKind::Name(n) if !self.ctx_has_var(n) => match self.imports.get(n) {
                Some(Imported::Module(m)) => Some(m.clone()),
                _ => None,
            },
            // A constant (`string.digits`, `math.pi`) is a value, not a
            // module: its attributes are the value's.
            ExprKind::Attr(base, a) => {
                let path = format!("{}.{}", self.module_of(base)?, a.name);
                if path == "cpython.array" {
                    return Some("array".into());
                }
                let constant = builtins::module_constant(&path).is_some()
                    || builtins::module_str_constant(&path).is_some();
                (!constant).then_some(path)
            }
            _ => None,
        }
    }

    pub(super) fn ctx_has_var(&self, n: &str) -> bool {
        // At module level only a comprehension's own variable (a frame
        // slot) shadows a module function.
        self.stack.last().is_some_and(|c| {
            c.vars.get(n).is_some_and(|v| {
                !c.is_module || matches!(v.place, Place::Local(_) | Place::Cell(_))
            })
        })
    }

    pub fn expr(&mut self, e: &Expr) -> HExpr {
        let span = e.span;
        match &e.kind {
            ExprKind::Name(n) => self.name(n, span),
            ExprKind::Int(i) => match i64::try_from(*i) {
                Ok(v) => h(HKind::Int(v), Ty::Object, span),
                // A Python int, as every literal outside 32 bits is to
                // Cython (see `coerce::literal_c_type`).
                Err(_) => h(
                    HKind::BigInt(Arc::new(num_bigint::BigInt::from(*i))),
                    Ty::Object,
                    span,
                ),
            },
            ExprKind::Float(f) => h(HKind::Float(*f), Ty::Object, span),
            // Cython types an imaginary literal as a C double complex.
            ExprKind::Imag(f) => {
                let (re, im) = crate::eval::complex::from_parts(0.0, *f);
                h(HKind::Complex(re, im), Ty::DoubleComplex, span)
            }
            ExprKind::Str(s) => h(HKind::Str(Arc::from(s.as_str())), Ty::Object, span),
            ExprKind::Bytes(b) => h(HKind::Bytes(Arc::from(b.as_slice())), Ty::Object, span),
            ExprKind::Bool(b) => h(HKind::Bool(*b), Ty::Object, span),
            ExprKind::NoneLit => h(HKind::NoneLit, Ty::Object, span),
            ExprKind::Ellipsis => h(HKind::Ellipsis, Ty::Object, span),
            ExprKind::FString(parts) => {
                let parts = self.fparts(parts);
                h(HKind::FString(parts), Ty::Object, span)
            }
            ExprKind::Tuple(xs) => {
                let xs = xs.iter().map(|x| self.object(x)).collect();
                h(HKind::Tuple(xs), Ty::Object, span)
            }
            ExprKind::List(xs) => {
                let xs = xs.iter().map(|x| self.object(x)).collect();
                h(HKind::List(xs), Ty::Object, span)
            }
            ExprKind::Set(xs) => {
                let xs = xs.iter().map(|x| self.object(x)).collect();
                h(HKind::Set(xs), Ty::Object, span)
            }
            ExprKind::Dict(kvs) => {
                let kvs = kvs
                    .iter()
                    .map(|(k, v)| (self.object(k), self.object(v)))
                    .collect();
                h(HKind::Dict(kvs), Ty::Object, span)
            }
            ExprKind::Starred(x) => {
                let x = self.object(x);
                h(HKind::Starred(Box::new(x)), Ty::Object, span)
            }
            ExprKind::ListComp(elt, gens) => {
                self.comprehension(CompKind::List, elt, None, gens, span)
            }
            ExprKind::SetComp(elt, gens) => {
                self.comprehension(CompKind::Set, elt, None, gens, span)
            }
            ExprKind::GenExp(elt, gens) => self.comprehension(CompKind::Gen, elt, None, gens, span),
            ExprKind::DictComp(k, v, gens) => {
                self.comprehension(CompKind::Dict, k, Some(v), gens, span)
            }
            ExprKind::Unary(op, a) => self.unary(*op, a, span),
            ExprKind::Binary(BinOp::Mod, a, b)
                if let (ExprKind::Str(fmt), ExprKind::Tuple(items)) = (&a.kind, &b.kind)
                    && let Some(parts) = self.cython_percent_fstring(fmt, items) =>
            {
                h(HKind::FString(parts), Ty::Object, span)
            }
            ExprKind::Binary(op, a, b) => {
                let a = self.expr(a);
                let b = self.expr(b);
                self.binary(*op, a, b, span)
            }
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                let is_and = matches!(e.kind, ExprKind::And(..));
                let a = self.expr(a);
                let b = self.expr(b);
                let ty = match (a.ty.is_c() && b.ty.is_c(), Ty::arith(&a.ty, &b.ty)) {
                    (true, _) if a.ty == Ty::Bint && b.ty == Ty::Bint => Ty::Bint,
                    (true, Some(t)) => t,
                    _ => Ty::Object,
                };
                let (a, b) = (convert(a, &ty), convert(b, &ty));
                let kind = if is_and {
                    HKind::And(Box::new(a), Box::new(b))
                } else {
                    HKind::Or(Box::new(a), Box::new(b))
                };
                h(kind, ty, span)
            }
            ExprKind::Compare(first, rest) => self.compare(first, rest, span),
            // Cython folds a literal condition away, and the branch not
            // taken with it (see `syntax::deadcode`).
            ExprKind::IfExp { cond, then, orelse }
                if let Some(t) = crate::syntax::deadcode::literal_truth(cond) =>
            {
                self.expr(if t { then } else { orelse })
            }
            ExprKind::IfExp { cond, then, orelse } => {
                let c = self.cond(cond);
                let a = self.expr(then);
                let b = self.expr(orelse);
                let ty = super::cbuiltins::conditional_type(&a, &b);
                let branch = super::cbuiltins::conditional_branch;
                let (a, b) = (branch(a, &ty), branch(b, &ty));
                h(
                    HKind::IfExp(Box::new(c), Box::new(a), Box::new(b)),
                    ty,
                    span,
                )
            }
            ExprKind::Lambda(params, body) => {
                let id = self.funcs.len();
                self.funcs.push(HFunc {
                    name: Arc::from(self.scopes.lambda_name(span).as_str()),
                    qualname: self.qualified("<lambda>"),
                    kind: ast::FuncKind::Def,
                    params: Vec::new(),
                    ret: Ty::Object,
                    except: ExceptKind::Propagate,
                    n_c: 0,
                    n_v: 0,
                    cell_slots: Vec::new(),
                    free: Vec::new(),
                    body: Vec::new(),
                    span,
                    is_lambda: true,
                    is_method: false,
                    counts_without_self: false,
                    directives: self.directives,
                    module: self.module.clone(),
                    nogil: false,
                    doc: None,
                    ret_check: None,
                });
                let mut ps = Vec::new();
                for (p, kind) in super::all_params(params) {
                    let var = Var {
                        place: Place::Local(0),
                        ty: Ty::Object,
                        name: Arc::from(p.name.name.as_str()),
                    };
                    ps.push(HParam {
                        name: var.name.clone(),
                        var,
                        kind,
                        default: None,
                        not_none: false,
                        class_slot: None,
                        py_type: None,
                    });
                }
                self.funcs[id].params = ps;
                let class_var = self.stack.last().and_then(|c| c.class_var.clone());
                self.function(id, params, FnBody::Expr(body), span, class_var, false);
                h(HKind::MakeFunc(id), Ty::Object, span)
            }
            ExprKind::Call(callee, args) => self.call(callee, args, span),
            ExprKind::Attr(base, attr) => {
                if let Some(named) = self.user_attr_expr(base, attr, span) {
                    return self.expr(&named);
                }
                if self.enum_attr_error(base, attr) {
                    return h(HKind::NoneLit, Ty::Object, span);
                }
                if let ExprKind::Name(n) = &base.kind
                    && !self.ctx_has_var(n)
                    && (!self.globals.contains_key(n) || self.enums.contains_key(n))
                    && let Some(c) = self.get_const(&format!("{n}.{}", attr.name)).cloned()
                {
                    return super::stmt::const_to_expr(&c, span);
                }
                if let Some(m) = self.module_of(base) {
                    return self.member(&format!("{m}.{}", attr.name), span);
                }
                // `a.data.as_ints`: a typed pointer to an array.array's
                // elements.
                if let ExprKind::Attr(arr, data) = &base.kind
                    && data.name == "data"
                    && let Some(d) = crate::builtins::pyarray_data_field(&attr.name)
                {
                    let a = self.object(arr);
                    if let Some(mut e) = self.generic_builtin("__pyarray_data__", vec![a], span) {
                        e.ty = Ty::Ptr(d);
                        return e;
                    }
                }
                if let Some((p, i)) = self.struct_ptr_member(base) {
                    return self.struct_ptr_field(p, i, &attr.name, attr.span, span);
                }
                if let Some(ty) = self.class_attr(base, &attr.name) {
                    return self.class_attr_load(base, &attr.name, ty, span);
                }
                let b = self.expr(base);
                if matches!(b.ty, Ty::Cpp(_))
                    && let Some(e) = self.cpp_attr(b.clone(), &attr.name, span)
                {
                    return e;
                }
                if b.ty.is_complex() && matches!(attr.name.as_str(), "real" | "imag") {
                    return self.complex_part(b, &attr.name, span);
                }
                // A local Cython knows holds a Python complex: its parts
                // are C doubles.
                if let ExprKind::Name(n) = &base.kind
                    && matches!(attr.name.as_str(), "real" | "imag")
                    && self.ctx().py_inferred.get(n).map(String::as_str) == Some("complex object")
                {
                    let part = h(
                        HKind::Attr(Box::new(b), attr.name.as_str().into()),
                        Ty::Object,
                        span,
                    );
                    return convert(part, &Ty::Double);
                }
                if let Ty::Memview(t) = b.ty
                    && let Some(e) = self.mv_attr(b.clone(), t, &attr.name, span)
                {
                    return e;
                }
                if let Ty::StructPtr(_) = b.ty {
                    let zero = h(HKind::Int(0), Ty::Int(CInt::SsizeT), span);
                    return self.struct_ptr_field(b, zero, &attr.name, attr.span, span);
                }
                if let Ty::Struct(def) = &b.ty {
                    return match def
                        .fields()
                        .iter()
                        .position(|(n, _)| n.as_ref() == attr.name)
                    {
                        Some(k) => {
                            // A struct value holds an array field as the
                            // list Cython converts it to.
                            let ty = match &def.fields()[k].1 {
                                Ty::CArray(..) | Ty::CArrayNd(..) => Ty::Object,
                                t => t.clone(),
                            };
                            h(HKind::StructField(Box::new(b), k), ty, span)
                        }
                        // Cython converts the struct to its dict and looks
                        // the name up there, failing when it runs.
                        None => {
                            let b = convert(b, &Ty::Object);
                            let name = Arc::from(attr.name.as_str());
                            h(HKind::Attr(Box::new(b), name), Ty::Object, span)
                        }
                    };
                }
                let b = convert(b, &Ty::Object);
                let name = self.attr_name(base, &attr.name);
                h(HKind::Attr(Box::new(b), name), Ty::Object, span)
            }
            ExprKind::Subscript(base, index) => {
                if let Some(id) = self.fused_index(base, index) {
                    return h(HKind::MakeFunc(id), Ty::Object, span);
                }
                let b = self.expr(base);
                if matches!(b.ty, Ty::Cpp(_)) && !matches!(index.kind, ExprKind::Slice(..)) {
                    return self.cpp_subscript(b, index, span);
                }
                if let (Ty::StructPtr(_) | Ty::PtrPtr(_), ExprKind::Slice(..)) =
                    (&b.ty, &index.kind)
                {
                    // Cython makes no list of a slice of these.
                    let msg = format!("Cannot convert '{}' to Python object", b.ty.name());
                    self.error("TypeError", msg, span);
                    return h(HKind::NoneLit, Ty::Object, span);
                }
                if let (Ty::StructPtr(_), false) =
                    (&b.ty, matches!(index.kind, ExprKind::Slice(..)))
                {
                    let i = self.expr(index);
                    return self.struct_ptr_load(b, i, span);
                }
                if b.ty.is_c_int()
                    || b.ty.is_c_float()
                    || matches!(b.ty, Ty::Bint | Ty::Struct(_) | Ty::FuncPtr(_))
                {
                    let msg = format!("Attempting to index non-array type '{}'", b.ty.name());
                    let is_struct = matches!(b.ty, Ty::Struct(_));
                    let d = self.error("TypeError", msg, span);
                    if is_struct {
                        d.help = Some(
                            "a C struct has fields, not keys: read one as `s.field` (a loop \
                             over an array of structs binds each struct itself)"
                                .into(),
                        );
                    }
                    return h(HKind::NoneLit, Ty::Object, span);
                }
                if let (Ty::PtrPtr(inner), false) =
                    (&b.ty, matches!(index.kind, ExprKind::Slice(..)))
                {
                    let elem_ty = inner.as_ref().clone();
                    let i = self.c_index(index, span);
                    return h(HKind::PtrIndex(Box::new(b), Box::new(i)), elem_ty, span);
                }
                if let Ty::Memview(t) = b.ty {
                    return self.mv_subscript(b, t, index, span);
                }
                if let Some(e) = self.buffer_element(&b, index, span) {
                    return e;
                }
                if let (Ty::CArrayNd(d, dims), false) =
                    (&b.ty, matches!(index.kind, ExprKind::Slice(..)))
                {
                    let i = self.expr(index);
                    return super::cslice::carray_row(b.clone(), *d, dims.clone(), i, span);
                }
                if let (Ty::CArray(d, _), false) =
                    (&b.ty, matches!(index.kind, ExprKind::Slice(..)))
                {
                    let elem_ty = super::types::elem_ty(*d);
                    let i = self.c_index(index, span);
                    let (b, i) = super::cslice::element_at(b, i);
                    return h(HKind::PtrIndex(Box::new(b), Box::new(i)), elem_ty, span);
                }
                // `cs[a:b]` of a `char*` or char array is those bytes
                // (NULs and all; with no stop, up to the next NUL).
                if let (ExprKind::Slice(lo, hi, None), Ty::Ptr(Some(d)) | Ty::CArray(d, _)) =
                    (&index.kind, &b.ty)
                    && d.is_char()
                {
                    return self.char_slice(b, [lo, hi], span);
                }
                // A C array's slice is Cython's pointer slice: only a loop
                // may take it (the object path below lists it then).
                if let (ExprKind::Slice(..), &Ty::CArray(d, _)) = (&index.kind, &b.ty)
                    && !self.iterating
                {
                    let mut p = b;
                    p.ty = Ty::Ptr(Some(d));
                    return self.ptr_slice(p, d, [&None, &None, &None], span);
                }
                // `cs[a:b:c]` of a `char*`: the object path below slices
                // the bytes the pointer converts to.
                let char_slice = matches!(b.ty, Ty::Ptr(Some(d)) if d.is_char())
                    && matches!(index.kind, ExprKind::Slice(..));
                if let (Ty::Ptr(elem), false) = (&b.ty, char_slice) {
                    let elem = *elem;
                    let Some(d) = elem else {
                        self.error("TypeError", "Cannot index a 'void *' pointer", span);
                        return h(HKind::NoneLit, Ty::Object, span);
                    };
                    if let ExprKind::Slice(lo, hi, step) = &index.kind {
                        return self.ptr_slice(b, d, [lo, hi, step], span);
                    }
                    let i = self.c_index(index, span);
                    let elem_ty = super::types::elem_ty(d);
                    return h(HKind::PtrIndex(Box::new(b), Box::new(i)), elem_ty, span);
                }
                // A typed view's `shape` is a C array (`Py_ssize_t *` to
                // Cython): a slice of it has no Python value.
                if let (HKind::MvDims(_, which), ExprKind::Slice(..)) = (&b.kind, &index.kind) {
                    self.error(
                        "TypeError",
                        "Cannot convert 'Py_ssize_t *' to Python object",
                        span,
                    )
                    .help = Some(format!(
                        "a typed memoryview's `{which}` is a C array of 8; take `tuple(m.{which})[:n]` or index it one axis at a time"
                    ));
                    return h(HKind::NoneLit, Ty::Object, span);
                }
                // `m.shape[k]` of a typed view is a C Py_ssize_t.
                if let HKind::MvDims(view, which) = &b.kind {
                    let k = self.expr(index);
                    if k.ty.is_c_int() || matches!(k.kind, HKind::Int(_)) {
                        let k = convert(k, &Ty::Int(CInt::SsizeT));
                        return h(
                            HKind::MvDim(view.clone(), which, Box::new(k)),
                            Ty::Int(CInt::SsizeT),
                            span,
                        );
                    }
                }
                let i = self.expr(index);
                let elem = self.sequence_item_type(&b, index, &i);
                let b = convert(b, &Ty::Object);
                let i = self.object_of(index, i);
                let item = h(HKind::Subscript(Box::new(b), Box::new(i)), Ty::Object, span);
                match elem {
                    Some(t) => convert(item, &t),
                    None => item,
                }
            }
            ExprKind::Slice(a, b, c) => {
                let mut part = |x: &Option<Box<Expr>>| x.as_ref().map(|x| Box::new(self.object(x)));
                let (a, b, c) = (part(a), part(b), part(c));
                h(HKind::Slice(a, b, c), Ty::Object, span)
            }
            ExprKind::Cast { ty, expr, .. } => {
                if let ast::TypeKind::Memoryview { elem, axes, .. } = &ty.kind
                    && axes.iter().all(|a| a.stop.is_some())
                {
                    let x = self.expr(expr);
                    let et = self.resolve_type(elem);
                    if let (Ty::Ptr(_), Some(d)) = (&x.ty, super::types::buffer_dtype_of(&et)) {
                        let dims: Vec<HExpr> = axes
                            .iter()
                            .filter_map(|a| a.stop.as_ref())
                            .map(|e| {
                                let v = self.expr(e);
                                convert(v, &Ty::Int(CInt::SsizeT))
                            })
                            .collect();
                        let mt = super::types::MvType {
                            dtype: d,
                            ndim: dims.len() as u8,
                            contig: super::types::Contig::C,
                            is_const: false,
                        };
                        return h(HKind::PtrView(Box::new(x), dims), Ty::Memview(mt), span);
                    }
                    self.error(
                        "TypeError",
                        "a memoryview with extents can only be made from a pointer",
                        span,
                    );
                    return h(HKind::NoneLit, Ty::Object, span);
                }
                let target = self.resolve_type(ty);
                let x = self.expr(expr);
                if target == Ty::Void {
                    return x;
                }
                // Cython folds `<bint>5` to the literal itself.
                if target == Ty::Bint && matches!(x.kind, HKind::Int(_)) && x.ty == Ty::Object {
                    return x;
                }
                if target == Ty::Bint {
                    return truth(x);
                }
                // A string literal becomes a C number only as one character
                // (`<int>"a"` is 97); Cython refuses any other at compile
                // time.
                if matches!(x.kind, HKind::Str(_) | HKind::Bytes(_))
                    && matches!(
                        target,
                        Ty::Int(_) | Ty::Double | Ty::Float | Ty::DoubleComplex | Ty::FloatComplex
                    )
                    && let Err(m) = super::coerce::assignable_expr(&x, &target)
                {
                    self.error("TypeError", m, expr.span);
                    return x;
                }
                // A float literal is a C double to Cython: `<int>2.7` is
                // C's truncation, not a Python float's conversion.
                if target.is_c_int() && super::coerce::float_literal(&x).is_some() {
                    return convert(convert(x, &Ty::Double), &target);
                }
                convert(x, &target)
            }
            ExprKind::AddrOf(inner) => self.address_of(inner, span),
            ExprKind::Sizeof(t) => self.sizeof_type(t, span),
            ExprKind::SizeofExpr(e) => self.sizeof_expr(e, span),
            ExprKind::Yield(..) => {
                self.unsupported(
                    "`yield` inside an expression (write `yield x` as a statement or `y = yield x`)",
                    span,
                );
                h(HKind::NoneLit, Ty::Object, span)
            }
            ExprKind::Walrus(n, v) => {
                let var = self.lookup_store(&n.name, n.span);
                let value = self.value_for(&var, v);
                let ty = var.ty.clone();
                h(HKind::Walrus(var, Box::new(value)), ty, span)
            }
        }
    }

    fn fparts(&mut self, parts: &[FPart]) -> Vec<HFPart> {
        let mut out = Vec::new();
        for p in parts {
            match p {
                FPart::Lit(s) => out.push(HFPart::Lit(Arc::from(s.as_str()))),
                FPart::Field {
                    expr,
                    conv,
                    spec,
                    debug_text,
                } => {
                    // `{x=}` shows its own text before the value.
                    if let Some(t) = debug_text {
                        out.push(HFPart::Lit(Arc::from(t.as_str())));
                    }
                    let e = self.object(expr);
                    let spec = self.fparts(spec);
                    out.push(HFPart::Field {
                        expr: e,
                        conv: *conv,
                        spec,
                    });
                }
            }
        }
        out
    }

    /// The index of a pointer or C array element (`p[i]`) as a
    /// `Py_ssize_t`: a C integer, or an object converted when read; any
    /// other type is Cython's compile-time error.
    pub(super) fn c_index(&mut self, index: &Expr, span: Span) -> HExpr {
        let i = self.expr(index);
        // A float literal is a C double to Cython.
        let ty = match i.kind {
            HKind::Float(_) => Ty::Double,
            _ => i.ty.clone(),
        };
        let ok = ty.is_c_int() || matches!(ty, Ty::Bint | Ty::Object | Ty::Ucs4);
        if !ok {
            let msg = format!("Invalid index type '{}'", ty.name());
            self.error("TypeError", msg, span).label =
                Some("a pointer or C array is indexed by a C integer".into());
            return h(HKind::Int(0), Ty::Int(CInt::SsizeT), span);
        }
        convert(i, &Ty::Int(CInt::SsizeT))
    }

    fn unary(&mut self, op: UnOp, a: &Expr, span: Span) -> HExpr {
        let x = self.expr(a);
        if x.ty.is_complex() {
            return self.complex_unary(op, x, span);
        }
        if let (HKind::Complex(re, im), UnOp::Neg) = (&x.kind, op) {
            return h(HKind::Complex(-re, -im), x.ty, span);
        }
        match op {
            UnOp::Not => {
                let x = truth(x);
                h(HKind::Unary(UnOp::Not, Box::new(x)), Ty::Bint, span)
            }
            _ => {
                // Negative literals stay literals (they may adopt a C type).
                if x.ty == Ty::Object {
                    match (&x.kind, op) {
                        (HKind::Int(i), UnOp::Neg) if *i != i64::MIN => {
                            return h(HKind::Int(-i), Ty::Object, span);
                        }
                        (HKind::Float(f), UnOp::Neg) => {
                            return h(HKind::Float(-f), Ty::Object, span);
                        }
                        (HKind::Int(i), UnOp::Invert) => {
                            return h(HKind::Int(!i), Ty::Object, span);
                        }
                        (HKind::BigInt(b), UnOp::Neg) => {
                            return h(HKind::BigInt(Arc::new(-&**b)), Ty::Object, span);
                        }
                        (HKind::BigInt(b), UnOp::Invert) => {
                            return h(HKind::BigInt(Arc::new(!&**b)), Ty::Object, span);
                        }
                        (HKind::Int(_) | HKind::Float(_), UnOp::Pos) => return x,
                        _ => {}
                    }
                }
                if x.ty.is_c() {
                    if op == UnOp::Invert && x.ty.is_c_float() {
                        self.error(
                            "TypeError",
                            format!("Invalid operand type for '~' ({})", x.ty),
                            span,
                        );
                    }
                    let t = if x.ty.is_c_int() || x.ty == Ty::Bint {
                        x.ty.promoted()
                    } else {
                        x.ty.clone()
                    };
                    let x = convert(x, &t);
                    return h(HKind::Unary(op, Box::new(x)), t, span);
                }
                h(HKind::Unary(op, Box::new(x)), Ty::Object, span)
            }
        }
    }

    /// An object Cython knows to be a Python int: a local it inferred to
    /// be one (an integer that might overflow a C long), and arithmetic
    /// of one with integers (`result_type_of_builtin_operation`).
    pub(super) fn is_py_int(&mut self, x: &HExpr) -> bool {
        if x.ty != Ty::Object {
            return false;
        }
        let int = |s: &mut Self, y: &HExpr| match &y.kind {
            HKind::Convert(inner) if inner.ty.is_c_int() => true,
            HKind::Int(_) => true,
            _ => s.is_py_int(y),
        };
        // A literal outside 32 bits is a Python int to Cython.
        if let HKind::Int(i) = x.kind {
            return i32::try_from(i).is_err();
        }
        match &x.kind {
            HKind::Load(v) if matches!(v.place, Place::Local(_) | Place::Cell(_)) => {
                self.ctx()
                    .py_inferred
                    .get(v.name.as_ref())
                    .map(String::as_str)
                    == Some("int object")
            }
            HKind::Unary(UnOp::Neg | UnOp::Pos | UnOp::Invert, inner) => self.is_py_int(inner),
            HKind::Binary(op, a, b) if !matches!(op, BinOp::Div | BinOp::Pow | BinOp::MatMul) => {
                let (pa, pb) = (self.is_py_int(a), self.is_py_int(b));
                (pa || pb) && int(self, a) && int(self, b)
            }
            _ => false,
        }
    }
}

/// Is `e` an integer literal, or a float-typed value C computes in
/// double (see `Sema::binary`)?
pub(super) fn double_valued(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Int(_) => true,
        HKind::Unary(crate::syntax::ast::UnOp::Pos, x) => e.ty == Ty::Float && x.ty == Ty::Double,
        _ => false,
    }
}

/// `x` as a truth value: a C integer wider than `int` compared with 0 (as
/// C's `if (x)` tests it: `while b` on a long of 2**40 is true, though
/// assigning it to a `bint`, a C int, keeps only its low bits), anything
/// else converted to `bint`.
pub(super) fn truth(x: HExpr) -> HExpr {
    match x.ty {
        Ty::Int(c) if c.bits() > 32 => {
            let zero = HExpr {
                kind: HKind::Int(0),
                ty: x.ty.clone(),
                span: x.span,
            };
            let span = x.span;
            h(
                HKind::Compare(Box::new(x), vec![(ast::CmpOp::Ne, zero)]),
                Ty::Bint,
                span,
            )
        }
        _ => convert(x, &Ty::Bint),
    }
}
