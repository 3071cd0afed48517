//! Expressions: name resolution, static typing of operators under Cython's
//! C rules, calls (direct calls of known functions, C math), literals,
//! comprehensions and lambdas.

use super::coerce::{OpTypes, assignable, binary_types, convert, literal_c_type};
use super::hir::*;
use super::powrule::{pow_is_soft, widens_int_pow};
use super::types::{CInt, Ty};
use super::{FnBody, Imported, Sema};
use crate::builtins;
use crate::source::Span;
use crate::syntax::ast::{self, Arg, BinOp, CmpOp, Expr, ExprKind, FPart, UnOp};
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
    fn warn_main_guard(&mut self, first: &Expr, rest: &[(CmpOp, Expr)], span: Span) {
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
                let name = self.attr_name(&attr.name);
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

    /// Types `a op b`: C arithmetic when both sides are C (literals adopt
    /// the other side's C type), Python arithmetic otherwise.
    pub fn binary(&mut self, op: BinOp, a: HExpr, b: HExpr, span: Span) -> HExpr {
        let (a, b) = if matches!(a.ty, Ty::Cpp(_)) || matches!(b.ty, Ty::Cpp(_)) {
            match self.cpp_binary(op, a, b, span) {
                Ok(e) => return e,
                Err(ab) => *ab,
            }
        } else {
            (a, b)
        };
        // A C array in pointer arithmetic is a pointer to its first element.
        let (a, b) = if matches!(op, BinOp::Add | BinOp::Sub) {
            let pointerish = |e: &HExpr| {
                e.ty.is_pointer()
                    || e.ty.is_c_int()
                    || matches!(e.ty, Ty::CArray(..))
                    || matches!(e.kind, HKind::Int(_))
            };
            let arrays = matches!(a.ty, Ty::CArray(..)) || matches!(b.ty, Ty::CArray(..));
            if arrays && pointerish(&a) && pointerish(&b) {
                (array_decay(a), array_decay(b))
            } else {
                (a, b)
            }
        } else {
            (a, b)
        };
        // Pointer arithmetic moves by whole elements.
        if let (Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_), BinOp::Add | BinOp::Sub) =
            (&a.ty, op)
            && (b.ty.is_c_int() || matches!(b.kind, HKind::Int(_)))
        {
            let ty = a.ty.clone();
            let k = signed_offset(b, op, span);
            return h(HKind::PtrAdd(Box::new(a), Box::new(k)), ty, span);
        }
        if let (Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_), BinOp::Add) = (&b.ty, op)
            && (a.ty.is_c_int() || matches!(a.kind, HKind::Int(_)))
        {
            let ty = b.ty.clone();
            let k = convert(a, &Ty::Int(CInt::SsizeT));
            return h(HKind::PtrAdd(Box::new(b), Box::new(k)), ty, span);
        }
        // `q - p` of two pointers of one type: how many elements apart.
        if op == BinOp::Sub && same_pointer_types(&a, &b) {
            return pointer_distance(a, b, span);
        }
        let is_ptr = |t: &Ty| t.is_pointer();
        let ptr = is_ptr(&a.ty) || is_ptr(&b.ty);
        if ptr || matches!(a.ty, Ty::Memview(_)) || matches!(b.ty, Ty::Memview(_)) {
            // The help is about views; a pointer operand takes precedence.
            let view = !ptr;
            self.error(
                "TypeError",
                format!(
                    "Invalid operand types for '{}' ({}; {})",
                    op.symbol(),
                    a.ty.name(),
                    b.ty.name()
                ),
                span,
            )
            .help = view.then(|| {
                "typed memoryviews have no arithmetic; use np.asarray(view) for NumPy's".into()
            });
            return h(HKind::NoneLit, Ty::Object, span);
        }
        if let Some(folded) = super::constfold::fold_int_binary(op, &a, &b, span) {
            return folded;
        }
        let (a, b) = match self.complex_binary(op, a, b, span) {
            Ok(z) => return z,
            Err(ab) => *ab,
        };
        // Cython types numeric literals as C long/double, so arithmetic on
        // two literals is C arithmetic (`1 / 0` raises "float division").
        let both_literals = literal_c_type(&a).is_some()
            && literal_c_type(&b).is_some()
            && !matches!(a.kind, HKind::Bool(_))
            && !matches!(b.kind, HKind::Bool(_))
            && op != BinOp::Shl
            && (op != BinOp::Pow || c_literal_pow(&a, &b));
        let lit_ty =
            |x: &HExpr| literal_c_type(x).map_or(Ty::Object, super::cbuiltins::long_literal);
        // Cython types an int literal `long`; arr lets it adopt a narrower
        // C operand's type (the same wrapped result), except where
        // overflowcheck makes the width observable: `x + 1` of an int
        // overflows only as a long there.
        let wide = self.directives.overflowcheck;
        let adopt = |x: &HExpr| {
            if wide {
                lit_ty(x)
            } else {
                literal_c_type(x).unwrap_or(Ty::Object)
            }
        };
        let a_ty = if both_literals {
            lit_ty(&a)
        } else if a.ty == Ty::Object && b.ty.is_c() {
            adopt(&a)
        } else {
            a.ty.clone()
        };
        let b_ty = if both_literals {
            lit_ty(&b)
        } else if b.ty == Ty::Object && a.ty.is_c() {
            adopt(&b)
        } else {
            b.ty.clone()
        };
        // Cython computes arithmetic of a variable it inferred to be a
        // Python int with a C float, and true division of one, in C double
        // (`result_type_of_builtin_operation`).
        let num = |s: &mut Self, x: &HExpr, t: &Ty| {
            if s.is_py_int(x) {
                Some(Ty::Object)
            } else {
                Some(literal_c_type(x).unwrap_or_else(|| t.clone())).filter(Ty::is_c)
            }
        };
        let (a_ty, b_ty) = match (num(self, &a, &a_ty), num(self, &b, &b_ty)) {
            (Some(x), Some(y)) if int_object_to_double(op, &x, &y) => {
                (promote_object(x), promote_object(y))
            }
            _ => (a_ty, b_ty),
        };
        let rhs_lit = match b.kind {
            HKind::Int(i) => Some(i),
            _ => None,
        };
        // Under cdivision, `/` of two C integers is C's truncating integer
        // division (Cython's true division only applies without it).
        let op = match Ty::arith(&a_ty, &b_ty) {
            Some(t) if op == BinOp::Div && self.directives.cdivision && t.is_c_int() => {
                BinOp::FloorDiv
            }
            _ => op,
        };
        let soft = op == BinOp::Pow && pow_is_soft(&self.directives, &a, &b, &a_ty, &b_ty);
        if op == BinOp::Pow && widens_int_pow(&self.directives, &a, &a_ty, &b, &b_ty) {
            self.widened_pows.insert(span);
        }
        let cpow = self.directives.cpow == Some(true);
        match binary_types(op, &a_ty, &b_ty, rhs_lit, cpow) {
            // Cython computes a C ** whose base may be negative and whose
            // exponent may be fractional through complex pow.
            OpTypes::C { result, .. } if soft && result.is_c_float() => {
                let (a, b) = (convert(a, &Ty::Double), convert(b, &Ty::Double));
                h(HKind::CBuiltin("cpow", vec![a, b]), Ty::Double, span)
            }
            // A C float meeting an integer literal: Cython types the result
            // float but writes the literal as a double constant (`x * 3.0`),
            // so C computes it in double. The value stays a double (a
            // `+` node of type float, which does not round) until it is
            // stored or converted, and makes arithmetic on it double too.
            OpTypes::C {
                result: Ty::Float, ..
            } if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div)
                && (double_valued(&a) || double_valued(&b))
                && !both_literals =>
            {
                let (a, b) = (convert(a, &Ty::Double), convert(b, &Ty::Double));
                let wide = h(
                    HKind::Binary(op, Box::new(a), Box::new(b)),
                    Ty::Double,
                    span,
                );
                h(
                    HKind::Unary(crate::syntax::ast::UnOp::Pos, Box::new(wide)),
                    Ty::Float,
                    span,
                )
            }
            OpTypes::C { operand, result } => {
                let (a, b) = if matches!(op, BinOp::Shl | BinOp::Shr) {
                    let bt = b_ty.promoted();
                    (convert(a, &operand), convert(b, &bt))
                } else if op == BinOp::Pow && operand.is_c_int() {
                    (convert(a, &operand), convert(b, &Ty::Int(CInt::Long)))
                } else {
                    (convert(a, &operand), convert(b, &operand))
                };
                h(HKind::Binary(op, Box::new(a), Box::new(b)), result, span)
            }
            OpTypes::Invalid => {
                self.error(
                    "TypeError",
                    format!(
                        "Invalid operand types for '{}' ({}; {})",
                        op.symbol(),
                        a_ty,
                        b_ty
                    ),
                    span,
                );
                h(HKind::NoneLit, Ty::Object, span)
            }
            OpTypes::Object => {
                let (a, b) = (convert(a, &Ty::Object), convert(b, &Ty::Object));
                h(
                    HKind::Binary(op, Box::new(a), Box::new(b)),
                    Ty::Object,
                    span,
                )
            }
        }
    }

    fn compare(&mut self, first: &Expr, rest: &[(CmpOp, Expr)], span: Span) -> HExpr {
        if let Some(b) = self.fused_is(first, rest) {
            return h(HKind::Bool(b), Ty::Bint, span);
        }
        self.warn_main_guard(first, rest, span);
        let mut operands = vec![self.expr(first)];
        for (_, e) in rest {
            let x = self.expr(e);
            operands.push(x);
        }
        let ops: Vec<CmpOp> = rest.iter().map(|(op, _)| *op).collect();
        if let Some(c) = self.complex_compare(&mut operands, &ops, span) {
            return c;
        }
        // Cython has no `in` for C++ containers.
        if let Some(k) = ops
            .iter()
            .position(|op| matches!(op, CmpOp::In | CmpOp::NotIn))
            && matches!(operands[k + 1].ty, Ty::Cpp(_))
        {
            let msg = format!(
                "Invalid types for '{}' ({}, {})",
                if ops[k] == CmpOp::In { "in" } else { "not_in" },
                literal_c_type(&operands[k])
                    .unwrap_or_else(|| operands[k].ty.clone())
                    .name(),
                operands[k + 1].ty.name()
            );
            self.error("TypeError", msg, span).help = Some(
                "convert it to a Python object first (`x in list(v)`), or search it with a loop or `count()`".into(),
            );
            return h(HKind::Bool(false), Ty::Bint, span);
        }
        if let ([a, b], [op @ (CmpOp::Eq | CmpOp::Ne)]) = (operands.as_slice(), ops.as_slice())
            && matches!(&a.ty, Ty::Cpp(c) if c.is_iter())
            && a.ty == b.ty
        {
            let (a, b) = (a.clone(), b.clone());
            return self.cpp_iter_eq(a, b, *op == CmpOp::Ne, span);
        }
        if let Some(b) = super::constfold::fold_compare(&operands, &ops) {
            return h(HKind::Bool(b), Ty::Bint, span);
        }
        ucs4_as_code_points(&mut operands, &ops);
        char_literals_as_codes(&mut operands, &ops);
        pointers_as_distance(&mut operands, &ops);
        if let Some(c) = pointer_identity(&operands, &ops, span) {
            return c;
        }
        let identity = rest
            .iter()
            .all(|(op, _)| matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn));
        let all_c = operands
            .iter()
            .all(|o| o.ty.is_c() || literal_c_type(o).is_some())
            && operands.iter().any(|o| o.ty.is_c())
            && !rest
                .iter()
                .any(|(op, _)| matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn));
        if all_c {
            // Each pair compared in its common C type.
            let types: Vec<Ty> = operands
                .iter()
                .map(|o| {
                    if o.ty.is_c() {
                        o.ty.clone()
                    } else {
                        literal_c_type(o).unwrap_or(Ty::Object)
                    }
                })
                .collect();
            let common = types
                .iter()
                .skip(1)
                .try_fold(types[0].clone(), |acc, t| Ty::arith(&acc, t))
                .unwrap_or(Ty::Double);
            let mut it = operands.into_iter().map(|o| convert(o, &common));
            let Some(head) = it.next() else {
                return h(HKind::Bool(false), Ty::Bint, span);
            };
            let pairs = rest.iter().map(|(op, _)| *op).zip(it).collect();
            return h(HKind::Compare(Box::new(head), pairs), Ty::Bint, span);
        }
        let string_eq = self.string_equality(&operands, &ops);
        let sources = std::iter::once(first).chain(rest.iter().map(|(_, e)| e));
        // A C array met by Python objects (`3 in a`, `a == [1, 2]`) is the
        // list Cython copies out; met by a pointer, it is an address.
        let addresses = operands
            .iter()
            .filter(|o| matches!(o.ty, Ty::Ptr(_) | Ty::CArray(..)))
            .count();
        let objects: Vec<HExpr> = operands
            .into_iter()
            .zip(sources)
            .map(|(o, e)| {
                let o = if addresses == 1 {
                    self.whole_array_object(e, o)
                } else {
                    o
                };
                self.as_object(o, e)
            })
            .collect();
        let mut it = objects.into_iter();
        let Some(head) = it.next() else {
            return h(HKind::Bool(false), Ty::Bint, span);
        };
        let pairs = rest.iter().map(|(op, _)| *op).zip(it).collect();
        let ty = if identity || string_eq {
            Ty::Bint
        } else {
            Ty::Object
        };
        h(HKind::Compare(Box::new(head), pairs), ty, span)
    }

    /// `a == b` or `a != b` of two objects of builtin types Cython knows,
    /// one of them `str` or `bytes`: Cython compares them in C and gives
    /// a `bint`.
    fn string_equality(&self, operands: &[HExpr], ops: &[CmpOp]) -> bool {
        let ([a, b], [CmpOp::Eq | CmpOp::Ne]) = (operands, ops) else {
            return false;
        };
        let known = |o: &HExpr| {
            if o.ty != Ty::Object {
                return None;
            }
            self.sequence_py_type(o).or_else(|| builtin_py_type(o))
        };
        let (Some(ta), Some(tb)) = (known(a), known(b)) else {
            return false;
        };
        [ta, tb]
            .iter()
            .any(|t| t == "str object" || t == "bytes object")
    }

    fn comprehension(
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
                    true => self.comp_outer_var(&n),
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

    fn args(&mut self, args: &[Arg]) -> Vec<HArg> {
        args.iter()
            .map(|a| match a {
                Arg::Pos(e) => HArg::Pos(self.object(e)),
                Arg::Star(e) => HArg::Star(self.object(e)),
                Arg::Kw(k, e) => HArg::Kw(Arc::from(k.name.as_str()), self.object(e)),
                Arg::StarStar(e) => HArg::StarStar(self.object(e)),
            })
            .collect()
    }

    fn call(&mut self, callee: &Expr, args: &[Arg], span: Span) -> HExpr {
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

    pub(super) fn generic_builtin(
        &mut self,
        name: &str,
        xs: Vec<HExpr>,
        span: Span,
    ) -> Option<HExpr> {
        let id = builtins::lookup(name)?;
        let f = h(HKind::Builtin(id), Ty::Object, span);
        let args = xs
            .into_iter()
            .map(|x| HArg::Pos(convert(x, &Ty::Object)))
            .collect();
        Some(h(HKind::Call(Box::new(f), args), Ty::Object, span))
    }

    /// A call of a module-level function known at compile time, with its
    /// arguments matched to typed parameters. `None` falls back to a
    /// dynamic call (Python's run-time argument errors then apply).
    pub(super) fn direct_call(&mut self, id: FuncId, args: &[Arg], span: Span) -> Option<HExpr> {
        self.direct_call_as(id, args, span, false)
    }

    /// `direct_call`; for a method's `virtual` call (`CallVirtual`), one
    /// that does not fit goes the general way, whose messages count
    /// arguments as Python does, and the body is never inlined (the
    /// receiver's class decides which body runs).
    pub(super) fn direct_call_as(
        &mut self,
        id: FuncId,
        args: &[Arg],
        span: Span,
        virtual_call: bool,
    ) -> Option<HExpr> {
        let f = &self.funcs[id];
        let kind = f.kind;
        let params: Vec<(Arc<str>, Ty, ParamKind)> = f
            .params
            .iter()
            .map(|p| (p.name.clone(), p.var.ty.clone(), p.kind))
            .collect();
        let ret = f.ret.clone();
        let name = f.name.clone();
        if params
            .iter()
            .any(|p| matches!(p.2, ParamKind::Star | ParamKind::StarStar))
        {
            return None;
        }
        let mut slots: Vec<Option<&Expr>> = vec![None; params.len()];
        let mut n_pos = 0;
        for a in args {
            match a {
                Arg::Pos(e) => {
                    if n_pos >= params.len() || params[n_pos].2 != ParamKind::Positional {
                        if self.c_call_checks_arity(id) && !virtual_call {
                            return Some(self.wrong_arg_count(id, args.len(), ret, span));
                        }
                        return None;
                    }
                    slots[n_pos] = Some(e);
                    n_pos += 1;
                }
                Arg::Kw(k, e) => {
                    let Some(i) = params.iter().position(|p| p.0.as_ref() == k.name) else {
                        if kind != ast::FuncKind::Def {
                            let msg =
                                format!("C function got unexpected keyword argument '{}'", k.name);
                            let d = self.error("TypeError", msg, k.span);
                            d.label = Some(format!("`{name}` has no parameter of that name"));
                            return Some(h(HKind::NoneLit, ret, span));
                        }
                        return None;
                    };
                    if slots[i].is_some() {
                        return None;
                    }
                    slots[i] = Some(e);
                }
                _ => return None,
            }
        }
        // A C call passes its arguments by position: a keyword may not
        // leave an optional parameter before it unfilled.
        if kind == ast::FuncKind::Cdef
            && let Some(last) = slots.iter().rposition(Option::is_some)
            && let Some(gap) = slots[..last].iter().position(Option::is_none)
        {
            let d = self.error(
                "TypeError",
                format!("C function call is missing argument '{}'", params[gap].0),
                span,
            );
            d.help = Some(format!(
                "a cdef function's arguments are passed by position: give `{}` too, \
                 or pass the later ones by position",
                params[gap].0
            ));
        }
        let mut hargs = Vec::with_capacity(params.len());
        for (i, slot) in slots.iter().enumerate() {
            let ty = params[i].1.clone();
            match slot {
                Some(e) => {
                    let x = if kind == ast::FuncKind::Def {
                        self.expr(e)
                    } else {
                        self.expr_into(e, &ty)
                    };
                    let x = if ty == Ty::Object {
                        self.whole_array_object(e, x)
                    } else {
                        x
                    };
                    // A def function's arguments are Python objects: a
                    // tuple literal is checked against a ctuple when called.
                    let checked = if kind == ast::FuncKind::Def {
                        super::coerce::assignable(&x.ty, &ty)
                    } else {
                        super::coerce::assignable_expr(&x, &ty)
                    };
                    if let Err(m) = checked {
                        self.error("TypeError", m, e.span);
                    }
                    // An int constant reaches a def function as an object,
                    // converted (and range-checked) by the callee, not
                    // truncated as a C literal; a str or bytes literal is
                    // no C char there.
                    if kind == ast::FuncKind::Def
                        && ty.is_c_int()
                        && x.ty == Ty::Object
                        && matches!(
                            x.kind,
                            HKind::Int(_) | HKind::BigInt(_) | HKind::Str(_) | HKind::Bytes(_)
                        )
                    {
                        let xs = x.span;
                        hargs.push(h(HKind::Convert(Box::new(x)), ty, xs));
                        continue;
                    }
                    // A def function's `bint` takes the truth of the
                    // object, 0 or 1 (a C call keeps an int's value).
                    if kind == ast::FuncKind::Def && ty == Ty::Bint {
                        if let HKind::Int(i) = x.kind {
                            hargs.push(h(HKind::Int((i != 0) as i64), ty, x.span));
                            continue;
                        }
                        if x.ty.is_c_int() {
                            hargs.push(convert(convert(x, &Ty::Object), &ty));
                            continue;
                        }
                    }
                    // A container passed to a C++ reference is itself.
                    if matches!(ty, Ty::Cpp(_)) && x.ty == ty && self.ref_params.contains(&(id, i))
                    {
                        hargs.push(x);
                        continue;
                    }
                    hargs.push(convert(x, &ty));
                }
                None => {
                    // Missing: a literal default can be inlined; anything
                    // else goes through a dynamic call.
                    let default = self.funcs[id].params.get(i).and_then(|p| p.default.clone());
                    let default = match default {
                        Some(d) if literal_default(&d) => d,
                        Some(_) => return None,
                        None if self.c_call_checks_arity(id) && !virtual_call => {
                            return Some(self.wrong_arg_count(id, args.len(), ret, span));
                        }
                        None => return None,
                    };
                    hargs.push(convert(default, &ty));
                }
            }
        }
        let _ = name;
        if !virtual_call && let Some(inlined) = self.try_inline(id, &hargs, span) {
            return Some(inlined);
        }
        Some(h(HKind::CallDirect(id, hargs), ret, span))
    }
}

impl Sema<'_> {
    /// `Point(1, 2)` / `Point(x=1, y=2)`: a struct from positional or
    /// keyword fields, missing fields at zero.
    fn make_struct(
        &mut self,
        def: Arc<super::types::StructDef>,
        args: &[Arg],
        span: Span,
    ) -> HExpr {
        if def.union {
            self.unsupported(
                "constructing a union by a call (assign its field instead)",
                span,
            );
            return self.struct_default(def, span);
        }
        let mut slots: Vec<Option<HExpr>> = vec![None; def.fields().len()];
        let mut pos = 0;
        for a in args {
            match a {
                Arg::Pos(e) if pos < slots.len() => {
                    let v = self.expr(e);
                    slots[pos] = Some(v);
                    pos += 1;
                }
                Arg::Kw(k, e) => {
                    match def.fields().iter().position(|(n, _)| n.as_ref() == k.name) {
                        Some(i) => {
                            let v = self.expr(e);
                            slots[i] = Some(v);
                        }
                        None => {
                            self.error(
                                "TypeError",
                                format!(
                                    "'{}' is an invalid keyword argument for {}",
                                    k.name, def.name
                                ),
                                k.span,
                            );
                        }
                    }
                }
                _ => {
                    self.error(
                        "TypeError",
                        format!("Too many arguments for struct {}", def.name),
                        span,
                    );
                }
            }
        }
        let default = self.struct_default(def.clone(), span);
        let HKind::MakeStruct(_, zeros) = default.kind else {
            return default;
        };
        let fields = slots
            .into_iter()
            .zip(zeros)
            .zip(def.fields().iter())
            .map(|((v, z), (_, t))| match v {
                Some(v) => {
                    let v = self.pow_into(v, t);
                    if let Err(m) = super::coerce::assignable(&v.ty, t) {
                        self.error("TypeError", m, v.span);
                    }
                    convert(v, t)
                }
                None => z,
            })
            .collect();
        let ty = Ty::Struct(def.clone());
        h(HKind::MakeStruct(def, fields), ty, span)
    }

    /// Inlines a call of a small cdef function — its body one `return`
    /// of an expression over its C parameters — as C compilers inline
    /// Cython's helpers, so the call costs no frame. A cheap argument free
    /// of side effects replaces its parameter; any other is stored into a
    /// C local of the caller first (all of them, in order, when one has
    /// side effects), as the call would have evaluated it.
    fn try_inline(&mut self, id: FuncId, args: &[HExpr], span: Span) -> Option<HExpr> {
        let f = &self.funcs[id];
        if f.kind == ast::FuncKind::Def
            || !f.cell_slots.is_empty()
            || !f.free.is_empty()
            // The body runs under the caller's directives once inlined; it
            // can only do arithmetic (see count_param_uses), so only the
            // arithmetic directives must agree.
            || f.directives.cdivision != self.directives.cdivision
            || f.directives.overflowcheck != self.directives.overflowcheck
        {
            return None;
        }
        let [
            HStmt {
                kind: SKind::Return(Some(body)),
                ..
            },
        ] = f.body.as_slice()
        else {
            return None;
        };
        if !f
            .params
            .iter()
            .all(|p| p.var.ty.is_c() && matches!(p.var.place, Place::Local(_)))
        {
            return None;
        }
        if f.n_v > 0 || f.n_c as usize != f.params.len() {
            return None;
        }
        // A noexcept function prints and swallows its exceptions: inlined,
        // they would propagate, so only a body that cannot raise inlines.
        if f.except == ExceptKind::NoExcept && (f.directives.overflowcheck || !cannot_raise(body)) {
            return None;
        }
        let mut uses = vec![0usize; f.params.len()];
        if !count_param_uses(body, &f.params, &mut uses) {
            return None;
        }
        let bind_all = !args.iter().all(is_pure);
        let bind: Vec<bool> = args
            .iter()
            .zip(&uses)
            .map(|(a, n)| bind_all || (*n > 1 && !is_trivial(a)))
            .collect();
        if bind.iter().any(|b| *b) && !body.ty.is_c() {
            return None;
        }
        let (body, params) = (body.clone(), f.params.clone());
        let mut binds = Vec::new();
        let mut vals = Vec::with_capacity(args.len());
        for ((a, p), b) in args.iter().zip(&params).zip(bind) {
            if !b {
                vals.push(a.clone());
                continue;
            }
            let v = self.hidden_var(&format!("__inlined_{}", p.name), p.var.ty.clone());
            vals.push(HExpr {
                kind: HKind::Load(v.clone()),
                ty: v.ty.clone(),
                span: a.span,
            });
            binds.push((v, convert(a.clone(), &p.var.ty)));
        }
        let mut e = substitute(&body, &params, &vals);
        e.span = span;
        self.inlined.push((span, id));
        if binds.is_empty() {
            return Some(e);
        }
        let ty = e.ty.clone();
        Some(HExpr {
            kind: HKind::Let(binds, Box::new(e)),
            ty,
            span,
        })
    }
}

fn param_index(params: &[HParam], place: Place) -> Option<usize> {
    params.iter().position(|p| p.var.place == place)
}

/// Counts parameter loads; `false` when the body does anything inlining
/// cannot preserve (other locals, calls that need a frame of their own are
/// fine, walrus stores are not).
fn count_param_uses(e: &HExpr, params: &[HParam], uses: &mut [usize]) -> bool {
    match &e.kind {
        HKind::Load(v) => match v.place {
            Place::Local(_) => match param_index(params, v.place) {
                Some(i) => {
                    uses[i] += 1;
                    true
                }
                None => false,
            },
            Place::Global(_) => true,
            Place::Cell(_) => false,
        },
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Convert(x) | HKind::Unary(_, x) => count_param_uses(x, params, uses),
        HKind::Binary(_, a, b) | HKind::And(a, b) | HKind::Or(a, b) => {
            count_param_uses(a, params, uses) && count_param_uses(b, params, uses)
        }
        HKind::IfExp(c, a, b) => {
            count_param_uses(c, params, uses)
                && count_param_uses(a, params, uses)
                && count_param_uses(b, params, uses)
        }
        HKind::Compare(a, rest) => {
            count_param_uses(a, params, uses)
                && rest.iter().all(|(_, x)| count_param_uses(x, params, uses))
        }
        HKind::CBuiltin(_, xs) | HKind::CallDirect(_, xs) => {
            xs.iter().all(|x| count_param_uses(x, params, uses))
        }
        _ => false,
    }
}

/// Can evaluating `e` not raise? C arithmetic without division, C
/// comparisons and conditionals, `min`/`max` and libc math qualify.
fn cannot_raise(e: &HExpr) -> bool {
    if !e.ty.is_c() {
        return false;
    }
    match &e.kind {
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Load(v) => matches!(v.place, Place::Local(_) | Place::Global(_)),
        HKind::Convert(x) | HKind::Unary(_, x) => cannot_raise(x),
        HKind::Binary(op, a, b) => {
            matches!(
                op,
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor
            ) && cannot_raise(a)
                && cannot_raise(b)
        }
        HKind::And(a, b) | HKind::Or(a, b) => cannot_raise(a) && cannot_raise(b),
        HKind::IfExp(c, a, b) => cannot_raise(c) && cannot_raise(a) && cannot_raise(b),
        HKind::Compare(a, rest) => {
            cannot_raise(a) && rest.iter().all(|(_, x)| x.ty.is_c() && cannot_raise(x))
        }
        HKind::CBuiltin(name, xs) => {
            (matches!(*name, "min" | "max")
                || builtins::C_MATH_1.contains(name)
                || builtins::C_MATH_2.contains(name))
                && xs.iter().all(cannot_raise)
        }
        _ => false,
    }
}

fn is_trivial(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Load(_) | HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) => true,
        HKind::Convert(x) => is_trivial(x),
        _ => false,
    }
}

/// No side effects (so evaluating it later, or not at all, is invisible).
pub(crate) fn is_pure(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Load(_)
        | HKind::Int(_)
        | HKind::Float(_)
        | HKind::Bool(_)
        | HKind::Str(_)
        | HKind::NoneLit => true,
        HKind::Convert(x) | HKind::Unary(_, x) => is_pure(x) && e.ty.is_c() && x.ty.is_c(),
        HKind::Binary(op, a, b) => {
            e.ty.is_c()
                && !matches!(op, BinOp::FloorDiv | BinOp::Mod | BinOp::Div)
                && is_pure(a)
                && is_pure(b)
        }
        HKind::MvIndex(b, idx) => is_pure(b) && idx.iter().all(is_pure),
        _ => false,
    }
}

fn substitute(e: &HExpr, params: &[HParam], args: &[HExpr]) -> HExpr {
    let kind = match &e.kind {
        HKind::Load(v) => match param_index(params, v.place) {
            Some(i) if matches!(v.place, Place::Local(_)) => {
                return coerce_to(args[i].clone(), &e.ty);
            }
            _ => e.kind.clone(),
        },
        HKind::Convert(x) => HKind::Convert(Box::new(substitute(x, params, args))),
        HKind::Unary(op, x) => HKind::Unary(*op, Box::new(substitute(x, params, args))),
        HKind::Binary(op, a, b) => HKind::Binary(
            *op,
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::And(a, b) => HKind::And(
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::Or(a, b) => HKind::Or(
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::IfExp(c, a, b) => HKind::IfExp(
            Box::new(substitute(c, params, args)),
            Box::new(substitute(a, params, args)),
            Box::new(substitute(b, params, args)),
        ),
        HKind::Compare(a, rest) => HKind::Compare(
            Box::new(substitute(a, params, args)),
            rest.iter()
                .map(|(op, x)| (*op, substitute(x, params, args)))
                .collect(),
        ),
        HKind::CBuiltin(n, xs) => {
            HKind::CBuiltin(n, xs.iter().map(|x| substitute(x, params, args)).collect())
        }
        HKind::CallDirect(id, xs) => HKind::CallDirect(
            *id,
            xs.iter().map(|x| substitute(x, params, args)).collect(),
        ),
        other => other.clone(),
    };
    HExpr {
        kind,
        ty: e.ty.clone(),
        span: e.span,
    }
}

/// An argument (already of the parameter's type) standing where the
/// parameter was loaded.
fn coerce_to(a: HExpr, ty: &Ty) -> HExpr {
    convert(a, ty)
}

/// The type `cython.typeof` reports: as the static type, except that
/// Cython types integer literals as `long` (C arithmetic still uses `int`
/// for them, which is why this is a separate computation).
/// What `cython.typeof` prints: a literal of a builtin Python type is
/// that type's object (`list object`), a tuple of C values a ctuple.
/// The builtin type `typeof_name` knows `x` to have ("str object"), if
/// any.
pub(super) fn builtin_py_type(x: &HExpr) -> Option<String> {
    Some(typeof_name(x)).filter(|n| n.ends_with(" object") && n != "Python object")
}

/// `x` before its conversion to an object, if it was converted.
pub(super) fn unboxed(x: &HExpr) -> &HExpr {
    match &x.kind {
        HKind::Convert(e) if x.ty == Ty::Object => e,
        _ => x,
    }
}

pub(super) fn typeof_name(x: &HExpr) -> String {
    let unboxed = |x: &HExpr| unboxed(x).clone();
    let inner = unboxed(x);
    match &inner.kind {
        HKind::Int(i) if x.ty == Ty::Object && i32::try_from(*i).is_err() => "int object".into(),
        HKind::List(_) => "list object".into(),
        HKind::Dict(_) => "dict object".into(),
        HKind::Set(_) => "set object".into(),
        HKind::Str(_) => "str object".into(),
        HKind::Bytes(_) => "bytes object".into(),
        HKind::Call(f, _)
            if let HKind::Builtin(id) = f.kind
                && let Some(t) = builtin_result_typeof(builtins::name_of(id)) =>
        {
            t.into()
        }
        // Two branches of one known builtin type keep it.
        HKind::IfExp(_, a, b) if x.ty == Ty::Object => {
            let (ta, tb) = (typeof_name(a), typeof_name(b));
            if ta == tb {
                ta
            } else {
                cython_typeof(x).name()
            }
        }
        HKind::Tuple(_) => match ctuple_type(&inner) {
            Some(t) => t.name(),
            None => "tuple object".into(),
        },
        _ => cython_typeof(x).name(),
    }
}

/// The Python type Cython knows a builtin's result to have.
fn builtin_result_typeof(name: &str) -> Option<&'static str> {
    Some(match name {
        "complex" => "complex object",
        "int" => "int object",
        "bool" => "bool object",
        "str" | "repr" | "chr" | "hex" | "oct" | "bin" | "format" | "ascii" => "str object",
        "list" | "sorted" => "list object",
        "tuple" => "tuple object",
        "dict" => "dict object",
        "set" => "set object",
        "frozenset" => "frozenset object",
        "bytes" => "bytes object",
        "bytearray" => "bytearray object",
        "range" => "range object",
        "slice" => "slice object",
        "type" => "type object",
        _ => return None,
    })
}

/// The ctuple Cython types a tuple display of C values as (nested ones
/// too: `(1, (2, 3))` is a `(long, (long, long))`); `None` for a tuple
/// with any object item, or none at all.
fn ctuple_type(x: &HExpr) -> Option<Ty> {
    let HKind::Tuple(items) = &unboxed(x).kind else {
        return None;
    };
    let tys: Vec<Ty> = items
        .iter()
        .map(|i| {
            let t = cython_typeof(unboxed(i));
            (t.is_c() || matches!(t, Ty::Ctuple(_))).then_some(t)
        })
        .collect::<Option<_>>()?;
    (!tys.is_empty()).then_some(Ty::Ctuple(tys))
}

pub(super) fn cython_typeof(x: &HExpr) -> Ty {
    match &x.kind {
        // (A `size_t` constant is a `sizeof`, a `char` or `unsigned`
        // one a cast or suffix folded into the literal: `c'a'`, `3ULL`.)
        HKind::Int(_)
            if x.ty == Ty::Object
                || matches!(x.ty, Ty::Int(CInt::Int | CInt::Long | CInt::LongLong)) =>
        {
            Ty::Int(CInt::Long)
        }
        HKind::Float(_) if x.ty == Ty::Object => Ty::Double,
        HKind::Bool(_) if x.ty == Ty::Object => Ty::Bint,
        HKind::Tuple(_) => ctuple_type(x).unwrap_or(Ty::Object),
        HKind::CBuiltin("cpow", _) => Ty::SoftComplex,
        HKind::Binary(op, a, b) if x.ty.is_c() => {
            // An integer power's exponent was made a long: its own type
            // decides whether the power widens.
            let b = match &b.kind {
                HKind::Convert(inner) if *op == BinOp::Pow && inner.ty.is_c_int() => inner,
                _ => b,
            };
            let (ta, tb) = (cython_typeof(a), cython_typeof(b));
            if ta == Ty::SoftComplex || tb == Ty::SoftComplex {
                return Ty::SoftComplex;
            }
            let lit = if let HKind::Int(i) = b.kind {
                Some(i)
            } else {
                None
            };
            match binary_types(*op, &ta, &tb, lit, false) {
                // C shifts in the left operand's type; Cython types the
                // result as both operands' widest.
                OpTypes::C { result, .. } if matches!(op, BinOp::Shl | BinOp::Shr) => {
                    Ty::arith(&ta, &tb).unwrap_or(result)
                }
                OpTypes::C { result, .. } => result,
                _ => x.ty.clone(),
            }
        }
        HKind::Convert(inner)
            if inner.ty.is_c() && x.ty.is_c() && matches!(inner.kind, HKind::Binary(..)) =>
        {
            let t = cython_typeof(inner);
            if Ty::arith(&t, &x.ty) == Some(t.clone()) {
                t
            } else {
                x.ty.clone()
            }
        }
        _ => x.ty.clone(),
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

/// Is `e` an integer literal, or a float-typed value C computes in
/// double (see `Sema::binary`)?
fn double_valued(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Int(_) => true,
        HKind::Unary(crate::syntax::ast::UnOp::Pos, x) => e.ty == Ty::Float && x.ty == Ty::Double,
        _ => false,
    }
}

/// Whether `a op b` is computed in C double when at least one side is a
/// Python int (`Ty::Object` here) and the other a Python int or a C number:
/// with a C float on the other side, or as true division of integers.
fn int_object_to_double(op: BinOp, a: &Ty, b: &Ty) -> bool {
    let arith = matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod
    );
    let one_py_int = *a == Ty::Object || *b == Ty::Object;
    let other_float = a.is_c_float() || b.is_c_float();
    arith && one_py_int && (other_float || op == BinOp::Div)
}

/// The Python-int side of such an operation becomes a C double.
fn promote_object(t: Ty) -> Ty {
    if t == Ty::Object { Ty::Double } else { t }
}

/// `p + k` / `p - k` of a pointer or an iterator: the offset as a
/// `Py_ssize_t`, negated for `-`.
pub(super) fn signed_offset(k: HExpr, op: BinOp, span: Span) -> HExpr {
    let k = convert(k, &Ty::Int(CInt::SsizeT));
    if op != BinOp::Sub {
        return k;
    }
    h(
        HKind::Unary(crate::syntax::ast::UnOp::Neg, Box::new(k)),
        Ty::Int(CInt::SsizeT),
        span,
    )
}

/// `q > p` of two pointers of one type: C orders them by address, which
/// within a block is the sign of `q - p` (`__ptrdiff__`, which refuses
/// pointers into different blocks).
fn pointers_as_distance(operands: &mut Vec<HExpr>, ops: &[CmpOp]) {
    let ([a, b], [CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge]) = (&operands[..], ops) else {
        return;
    };
    if !same_pointer_types(a, b) {
        return;
    }
    let span = a.span;
    let diff = pointer_distance(a.clone(), b.clone(), span);
    *operands = vec![diff, h(HKind::Int(0), Ty::Int(CInt::SsizeT), span)];
}

/// `p == q` (also `is`, `!=`, `is not`) of two pointers compares
/// addresses, as C does; a `char *` is not converted to bytes first.
fn pointer_identity(operands: &[HExpr], ops: &[CmpOp], span: Span) -> Option<HExpr> {
    let ([a, b], [op @ (CmpOp::Eq | CmpOp::Ne | CmpOp::Is | CmpOp::IsNot)]) = (operands, ops)
    else {
        return None;
    };
    if !(a.ty.is_address() && b.ty.is_address()) {
        return None;
    }
    let op = match op {
        CmpOp::Is => CmpOp::Eq,
        CmpOp::IsNot => CmpOp::Ne,
        other => *other,
    };
    let pair = vec![(op, b.clone())];
    Some(h(HKind::Compare(Box::new(a.clone()), pair), Ty::Bint, span))
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

/// A one-dimensional C array as the pointer to its first element.
fn array_decay(e: HExpr) -> HExpr {
    match e.ty {
        Ty::CArray(d, _) => {
            let span = e.span;
            h(HKind::Convert(Box::new(e)), Ty::Ptr(Some(d)), span)
        }
        _ => e,
    }
}

/// Whether `a` and `b` are pointers of one type (which subtract and
/// order).
fn same_pointer_types(a: &HExpr, b: &HExpr) -> bool {
    a.ty == b.ty && matches!(a.ty, Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_))
}

/// `a - b` of two pointers of one type, in elements.
fn pointer_distance(a: HExpr, b: HExpr, span: Span) -> HExpr {
    let size = h(
        HKind::Int(super::sizeof::pointee_size(&a.ty)),
        Ty::Int(CInt::SsizeT),
        span,
    );
    h(
        HKind::CBuiltin("__ptrdiff__", vec![a, b, size]),
        Ty::Int(CInt::SsizeT),
        span,
    )
}

/// Whether every operator of a comparison chain compares values (none is
/// `is` or `in`).
fn compares_values(ops: &[CmpOp]) -> bool {
    !ops.iter()
        .any(|op| matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn))
}

/// `c == 'B'` or `p[i] == b'a'` with `c`, `p[i]` C integers: Cython makes
/// the one-character literal a C char, so the comparison is of codes.
fn char_literals_as_codes(operands: &mut [HExpr], ops: &[CmpOp]) {
    if !operands.iter().any(|o| o.ty.is_c_int()) || !compares_values(ops) {
        return;
    }
    for o in operands.iter_mut() {
        let code = match &o.kind {
            HKind::Str(s) if s.len() == 1 => s.as_bytes()[0],
            HKind::Bytes(b) if b.len() == 1 => b[0],
            _ => continue,
        };
        if o.ty == Ty::Object {
            // A C char constant: `b'\xff'` is -1, as gcc's signed char.
            *o = h(
                HKind::Int(i64::from(code as i8)),
                Ty::Int(CInt::Char),
                o.span,
            );
        }
    }
}

/// A comparison of `Py_UCS4` values with each other, with C integers or
/// with one-character literals is C's, on code points (`c == 65`,
/// `'a' <= c <= 'z'`); anything else compares the str it converts to.
fn ucs4_as_code_points(operands: &mut [HExpr], ops: &[CmpOp]) {
    if !operands.iter().any(|o| o.ty == Ty::Ucs4) || !compares_values(ops) {
        return;
    }
    let code = |o: &HExpr| match &o.kind {
        HKind::Str(s) if o.ty == Ty::Object && s.chars().count() == 1 => s.chars().next(),
        _ => None,
    };
    let c_like = |o: &HExpr| {
        o.ty == Ty::Ucs4
            || o.ty.is_c_int()
            || literal_c_type(o).is_some_and(|t| t.is_c_int())
            || code(o).is_some()
    };
    if !operands.iter().all(c_like) {
        return;
    }
    let code_point = Ty::Int(CInt::UInt);
    for o in operands.iter_mut() {
        if let Some(c) = code(o) {
            *o = h(HKind::Int(c as i64), code_point.clone(), o.span);
        } else if o.ty == Ty::Ucs4 {
            *o = convert(o.clone(), &code_point);
        }
    }
}

/// A parameter default a direct call can put in place itself: a literal.
pub(super) fn literal_default(d: &HExpr) -> bool {
    matches!(
        d.kind,
        HKind::Int(_) | HKind::Float(_) | HKind::Bool(_) | HKind::Str(_) | HKind::NoneLit
    )
}

/// Whether `a ** b` of two number literals is C's `pow` in Cython (a
/// double): a float on either side, or a negative int exponent. An int
/// to a non-negative int folds (`constfold`) or, too big to fold, stays a
/// Python int.
fn c_literal_pow(a: &HExpr, b: &HExpr) -> bool {
    let int = |x: &HExpr| literal_c_type(x).is_some_and(|t| t.is_c_int());
    let negative = match &b.kind {
        HKind::Int(i) => *i < 0,
        HKind::BigInt(i) => i.sign() == num_bigint::Sign::Minus,
        _ => false,
    };
    !(int(a) && int(b)) || negative
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
