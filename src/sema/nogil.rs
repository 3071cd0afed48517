//! Cython's rules for code running without the GIL: the body of a
//! `nogil` function, a `with nogil:` block, a `prange(…, nogil=True)`
//! body. There only C values may be used; each use of a Python object
//! is a compile error with Cython's message (several for one place, as
//! Cython gives them). `with gil:` inside lifts the rule again, and so
//! do the statements Cython 3 runs by taking the GIL itself: `raise`
//! and `assert`.

use super::Sema;
use super::hir::*;
use super::types::Ty;
use crate::source::Span;

const CALL: &str = "Calling gil-requiring function not allowed without gil";
const COERCE: &str = "Coercion from Python not allowed without the GIL";
const INDEX: &str = "Indexing Python object not allowed without gil";
const ATTR: &str = "Accessing Python attribute not allowed without gil";
const ASSIGN: &str = "Assignment of Python object not allowed without gil";
const OPERATION: &str = "Operation not allowed without gil";
const TRUTH: &str = "Truth-testing Python object not allowed without gil";
const ITERATE: &str = "Iterating over Python object not allowed without gil";
const TRY_EXCEPT: &str = "Try-except statement not allowed without gil";
const FORMAT: &str = "String formatting not allowed without gil";
const TUPLE: &str = "Constructing Python tuple not allowed without gil";
const DISCARD: &str = "Discarding owned Python object not allowed without gil";

/// The first line of the definition at `span` (where Cython points).
fn header_span(src: &crate::source::Source, span: Span) -> Span {
    let start = span.start as usize;
    let line = src.text.get(start..).unwrap_or("");
    let len = line.find('\n').unwrap_or(line.len());
    Span::new(
        start,
        start + len.min((span.end as usize).saturating_sub(start)),
    )
}

/// Python builtins that always work on objects (`len`, `abs`, `min`
/// and the conversions have C forms Cython uses on C operands).
const PY_BUILTINS: &[&str] = &[
    "print",
    "input",
    "open",
    "repr",
    "str",
    "format",
    "list",
    "dict",
    "set",
    "frozenset",
    "tuple",
    "sorted",
    "reversed",
    "enumerate",
    "zip",
    "map",
    "filter",
    "type",
    "getattr",
    "setattr",
    "hasattr",
    "delattr",
    "iter",
    "next",
    "sum",
    "any",
    "all",
    "id",
    "hash",
    "vars",
    "dir",
    "globals",
    "locals",
    "exec",
    "eval",
    "bytearray",
    "object",
];

/// A variable holding a Python object, read: what every check below
/// starts from. arr's tree also routes some C-level operations through
/// objects (a struct field store, a typed attribute of `self`), so only
/// uses that are Python-level however arr holds them are reported.
fn py_var(e: &HExpr) -> bool {
    matches!(&e.kind, HKind::Load(v) if py_object(v))
}

/// A variable of the program holding a Python object (sema's hidden
/// variables, `__loop_item` and the like, are not the program's).
fn py_object(v: &Var) -> bool {
    v.ty == Ty::Object && !v.name.starts_with("__")
}

struct Checker<'a> {
    funcs: &'a [HFunc],
    inlined: &'a [(Span, FuncId)],
    found: Vec<(&'static str, Span)>,
}

impl Checker<'_> {
    fn block(&mut self, b: &[HStmt], nogil: bool) {
        for s in b {
            self.stmt(s, nogil);
        }
    }

    fn stmt(&mut self, s: &HStmt, nogil: bool) {
        match &s.kind {
            SKind::Block(d, b) => {
                let nogil = d.and_then(|d| d.gil_block).unwrap_or(nogil);
                self.block(b, nogil);
                return;
            }
            SKind::ForRange { par, .. } if par.as_ref().is_some_and(|p| p.nogil) => {
                self.stmt_nogil(s);
                for b in s.blocks() {
                    self.block(b, true);
                }
                return;
            }
            // Cython 3 takes the GIL to raise (an assert raises).
            SKind::Raise(..) | SKind::Assert(..) => return,
            _ => {}
        }
        if nogil {
            self.stmt_nogil(s);
        }
        for b in s.blocks() {
            self.block(b, nogil);
        }
    }

    /// What statement `s` itself does without the GIL (its nested blocks
    /// are checked by the caller).
    fn stmt_nogil(&mut self, s: &HStmt) {
        match &s.kind {
            SKind::Expr(e) => {
                // The call's result, a Python object, is released here:
                // Cython's first complaint about `print(x)` without the GIL.
                if e.ty == Ty::Object && self.gil_call(e) {
                    self.found.push((DISCARD, e.span));
                }
                self.expr(e)
            }
            SKind::Assign(targets, value) => {
                for t in targets {
                    self.target(t);
                }
                self.expr(value);
            }
            SKind::AugAssign(t, _, value) => {
                match t {
                    HTarget::Var(v, _) if v.ty == Ty::Object => self.found.push((CALL, s.span)),
                    _ => self.target(t),
                }
                self.expr(value);
            }
            SKind::If(c, ..) | SKind::While(c, ..) => self.condition(c),
            SKind::ForRange {
                start, stop, step, ..
            } => {
                for e in [start, stop, step] {
                    self.expr(e);
                }
            }
            SKind::ForIter { target, iter, .. } => {
                if py_var(iter) {
                    self.found.push((ITERATE, iter.span));
                }
                if !matches!(target, HTarget::Var(..)) {
                    self.target(target);
                }
                self.expr(iter);
            }
            SKind::Return(Some(e)) => self.expr(e),
            SKind::Try { handlers, .. } if !handlers.is_empty() => {
                self.found.push((TRY_EXCEPT, s.span));
            }
            _ => {}
        }
    }

    /// `if c:` / `while c:`: an object tested for truth.
    fn condition(&mut self, c: &HExpr) {
        match &c.kind {
            HKind::Convert(inner) if py_var(inner) => self.found.push((TRUTH, inner.span)),
            _ => self.expr(c),
        }
    }

    /// The expressions a store target evaluates, and a store into an
    /// object variable or item.
    fn target(&mut self, t: &HTarget) {
        match t {
            HTarget::Var(v, span) if py_object(v) => {
                self.found.push((ASSIGN, *span));
            }
            HTarget::Attr(o, name, span) => {
                if py_var(o) && !name.starts_with(INTERNAL) {
                    self.found.push((ATTR, *span));
                }
                self.expr(o);
            }
            HTarget::Index(o, i, _) => {
                if py_var(o) {
                    self.found.push((INDEX, o.span));
                }
                self.expr(o);
                self.expr(i);
            }
            HTarget::Unpack(ts, ..) => {
                for t in ts {
                    self.target(t);
                }
            }
            HTarget::MvIndex(o, ix, _) => {
                self.expr(o);
                ix.iter().for_each(|e| self.expr(e));
            }
            HTarget::PtrIndex(a, b, _) | HTarget::StructPtrIndex(a, b, _) => {
                self.expr(a);
                self.expr(b);
            }
            HTarget::AttrStructField(o, _, v, ..) => {
                self.expr(o);
                self.expr(v);
            }
            HTarget::Var(..) | HTarget::StructField(..) => {}
        }
    }

    fn expr(&mut self, e: &HExpr) {
        use HKind::*;
        let what = match &e.kind {
            // A C++ container is made from a display (a list or dict).
            Convert(inner)
                if e.ty != Ty::Object && matches!(inner.kind, List(_) | Dict(_) | Set(_)) =>
            {
                inner.children().into_iter().for_each(|c| self.expr(c));
                return;
            }
            // (Cython compiles a view taken of an object, and crashes.)
            Convert(inner) if py_var(inner) && !matches!(e.ty, Ty::Object | Ty::Memview(_)) => {
                Some(COERCE)
            }
            Unary(_, x) if py_var(x) => Some(OPERATION),
            Binary(_, a, b) if py_var(a) || py_var(b) => Some(OPERATION),
            Compare(a, rest) if py_var(a) || rest.iter().any(|(_, b)| py_var(b)) => Some(CALL),
            Call(..) | CallDirect(..) | CallVirtual(..) | CallMethod(..) if self.gil_call(e) => {
                Some(CALL)
            }
            Attr(o, name) if py_var(o) && !name.starts_with(INTERNAL) => Some(ATTR),
            Subscript(o, _) if py_var(o) => Some(INDEX),
            // A C++ container is made as a list or a dict in arr.
            _ if e.ty != Ty::Object => None,
            List(_) => Some("Constructing Python list not allowed without gil"),
            Dict(_) => Some("Constructing Python dict not allowed without gil"),
            Set(_) => Some("Constructing Python set not allowed without gil"),
            Comp { .. } | MakeFunc(_) => Some(OPERATION),
            FString(_) => Some(FORMAT),
            _ => None,
        };
        if let Some(what) = what {
            self.found.push((what, e.span));
        }
        let inlined = self.inlined.iter().filter(|(at, _)| *at == e.span);
        if inlined.into_iter().any(|(_, id)| !self.nogil_callee(*id)) {
            self.found.push((CALL, e.span));
        }
        for c in e.children() {
            self.expr(c);
        }
    }

    /// Is `f(args)` a call of Python code: an object variable, or a
    /// builtin working on objects?
    fn python_call(&self, f: &HExpr, args: &[HArg]) -> bool {
        match &f.kind {
            HKind::Builtin(b) => {
                let name = crate::builtins::name_of(*b);
                PY_BUILTINS.contains(&name)
                    || (name == "len" && matches!(args, [HArg::Pos(a)] if py_var(a)))
            }
            _ => py_var(f),
        }
    }

    /// Whether `e` is a call that needs the GIL: of a Python object or
    /// builtin, of a method of an object, or of a function not `nogil`.
    fn gil_call(&self, e: &HExpr) -> bool {
        match &e.kind {
            HKind::Call(f, args) => self.python_call(f, args),
            HKind::CallMethod(o, ..) => o.ty == Ty::Object,
            HKind::CallDirect(id, _) | HKind::CallVirtual(id, ..) => !self.nogil_callee(*id),
            _ => false,
        }
    }

    fn nogil_callee(&self, id: FuncId) -> bool {
        self.funcs.get(id).is_none_or(|f| f.nogil)
    }
}

impl Sema<'_> {
    /// Reports each use of a Python object where the GIL is not held,
    /// in the module body (its `with nogil:` blocks) and every function.
    pub(super) fn check_nogil(&mut self, module: &[HStmt]) {
        let mut c = Checker {
            funcs: &self.funcs,
            inlined: &self.inlined,
            found: Vec::new(),
        };
        c.block(module, false);
        let mut cpdef_methods = Vec::new();
        for f in self.funcs.iter() {
            // A cpdef method looks for a Python subclass's override first,
            // which needs the GIL: Cython refuses one declared nogil.
            if f.nogil && f.kind == crate::syntax::ast::FuncKind::Cpdef && f.counts_without_self {
                let at = header_span(self.src, f.span);
                let first = match f.ret {
                    Ty::Void => DISCARD,
                    _ => COERCE,
                };
                for what in [first, CALL, OPERATION, TUPLE] {
                    c.found.push((what, at));
                }
                cpdef_methods.push(at);
            }
            c.block(&f.body, f.nogil);
        }
        let mut found = c.found;
        found.dedup();
        let mut explained = false;
        for (what, span) in found {
            let d = self.error("SyntaxError", what, span);
            d.label = Some("needs the GIL".into());
            if cpdef_methods.contains(&span) {
                d.help = Some(
                    "a cpdef method first looks for a Python subclass's override, which needs \
                     the GIL: declare it `cdef … nogil`, or drop `nogil`"
                        .into(),
                );
                continue;
            }
            if std::mem::replace(&mut explained, true) {
                continue;
            }
            d.help = Some(
                "this runs without the GIL (in a `nogil` function, a `with nogil:` block or a \
                 `prange(…, nogil=True)` body), where only C values may be used: give the \
                 variables C types, or do this under `with gil:`"
                    .into(),
            );
        }
    }
}
