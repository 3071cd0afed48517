//! sema: AST → HIR. Names become slots, global ids or builtin ids; every
//! expression gets a static type; Cython's compile-time errors are found
//! here, before anything runs.

mod addr;
mod arity;
mod assign;
mod binops;
mod calls;
mod cbuiltins;
mod cdata;
mod classdef;
pub mod coerce;
pub(crate) mod complex;
mod comprehension;
mod constfold;
mod consts;
pub(crate) mod cpp;
mod cppmethods;
mod cslice;
mod declorder;
mod directcall;
pub mod enums;
mod expr;
pub(crate) use directcall::is_pure;
mod forstmt;
mod fused;
mod generator;
pub mod hir;
mod importstar;
mod infer;
mod itemcheck;
mod libcval;
mod loopvar;
mod memview;
mod methodtypes;
mod nogil;
mod pctformat;
mod powrule;
mod prange;
mod probe;
mod richcmp;
pub mod scope;
mod selfattr;
mod sizeof;
pub mod state;
pub(crate) mod stmt;
mod structptr;
mod typedefname;
mod typeofs;
pub mod types;
mod unpack;
mod usermod;
mod vcall;
mod withstmt;

pub use fused::select_python as fused_select;
pub use state::SemaState;

use crate::diag::Diagnostic;
use crate::source::{Source, Span};
use crate::syntax::ast::{self, FuncKind, Stmt, StmtKind, TypeExpr, TypeKind};
use hir::*;
use indexmap::IndexMap;
use scope::{FnScope, Scopes};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use types::Ty;

/// Compiler directives in force (`@cython.cdivision(True)` etc.).
#[derive(Debug, Clone, Copy)]
pub struct Directives {
    pub cdivision: bool,
    pub boundscheck: bool,
    pub wraparound: bool,
    pub overflowcheck: bool,
    pub nonecheck: bool,
    pub initializedcheck: bool,
    /// `infer_types`: None is Cython's default safe inference, Some(true)
    /// its aggressive one, Some(false) none.
    pub infer_types: Option<bool>,
    /// `cpow`: None (unset) lets Cython pick C `pow` where the result is
    /// stored straight into a C number (see `powrule.rs`).
    pub cpow: Option<bool>,
    /// On a `with` block's directives only: `with nogil:` (true) or
    /// `with gil:` (false); None leaves the GIL as it was.
    pub gil_block: Option<bool>,
}

impl Default for Directives {
    fn default() -> Self {
        Directives {
            cdivision: false,
            boundscheck: true,
            wraparound: true,
            overflowcheck: false,
            nonecheck: false,
            initializedcheck: true,
            infer_types: None,
            cpow: None,
            gil_block: None,
        }
    }
}

/// A module-level variable.
#[derive(Debug, Clone)]
pub struct Global {
    pub ty: Ty,
    pub slot: u32,
    /// Declared with `cdef` (its type is fixed).
    pub declared: bool,
}

/// The function whose body is being resolved.
struct FnCtx {
    vars: HashMap<String, Var>,
    n_c: u32,
    n_v: u32,
    ret: Ty,
    /// The Python type returned values are checked against.
    ret_check: Option<&'static str>,
    is_module: bool,
    loop_depth: u32,
    /// Nesting inside prange bodies and parallel blocks.
    parallel_depth: u32,
    /// Nesting inside if/for/while/try/with: `cdef` is refused there.
    block_depth: u32,
    cell_slots: Vec<u32>,
    free: Vec<(Place, u32)>,
    /// The class whose method this is (for `super()`).
    class_var: Option<Var>,
    /// The name of its first parameter (`super()`'s second argument).
    first_param: Option<String>,
    /// Variables declared as a Python builtin type (`cdef list xs`):
    /// what they hold is checked on every assignment, as Cython does.
    py_types: HashMap<String, &'static str>,
    /// While inferring the types of undeclared locals: what each candidate
    /// was assigned (see `probe.rs`).
    seen: Option<HashMap<String, Vec<infer::Seen>>>,
    /// Locals Cython infers as Python objects of a known builtin type
    /// (what `cython.typeof` names them).
    py_inferred: HashMap<String, String>,
    /// Locals whose C type was inferred, not declared.
    c_inferred: HashSet<String>,
    /// In a method of a cdef class: the name of its `self` parameter and
    /// the class's typed attributes, which `self.x` reads and writes typed.
    self_fields: Option<SelfFields>,
    /// Locals declared with a type the module names: name → type. A cdef
    /// class's makes `x.attr` C-level; an enum's decides what the value
    /// becomes as an object.
    class_typed: HashMap<String, String>,
    /// A `def` function's body: `yield` makes it a generator (Cython
    /// refuses it in cdef functions, lambdas and at module level).
    generator_ok: bool,
    /// This function's `cdef` locals that live in memory (their address
    /// is taken): see `addr.rs`.
    resident: HashSet<String>,
    /// Arrays of structs or of pointers declared here (`cdef P ps[4]`),
    /// held as pointers to their storage: name → number of elements, for
    /// `sizeof` and the list of dicts an array of structs converts to.
    held_arrays: HashMap<String, usize>,
    /// C-typed locals captured by nested functions (here or in an
    /// enclosing function): they live in cells as objects, converted to
    /// their C type when read and from it when written, so their
    /// arithmetic stays C's.
    cell_types: HashMap<String, Ty>,
    /// Typedef'd locals' names for `cython.typeof` (see `typedefname`).
    typedef_names: HashMap<String, String>,
    /// Scalars declared `const` here: a later assignment is refused.
    consts: HashSet<String>,
    /// Pointers to const declared here (`const int *p`): `p[i] = x` is
    /// refused.
    const_pointees: HashSet<String>,
}

/// A method's `self` parameter name and its cdef class's attribute types.
pub(super) type SelfFields = (Arc<str>, Arc<HashMap<Arc<str>, Ty>>);

/// What a function body belongs to: the class of a method, and the typed
/// attributes `self` has there.
pub(super) struct Owner {
    pub class_var: Option<Var>,
    pub self_fields: Option<SelfFields>,
    /// Locals declared or inferred to hold a cdef class's instance.
    pub class_typed: HashMap<String, String>,
}

impl FnCtx {
    fn module() -> FnCtx {
        FnCtx {
            vars: HashMap::new(),
            n_c: 0,
            n_v: 0,
            ret: Ty::Object,
            ret_check: None,
            is_module: true,
            loop_depth: 0,
            parallel_depth: 0,
            block_depth: 0,
            cell_slots: Vec::new(),
            free: Vec::new(),
            class_var: None,
            first_param: None,
            py_types: HashMap::new(),
            seen: None,
            py_inferred: HashMap::new(),
            c_inferred: HashSet::new(),
            self_fields: None,
            class_typed: HashMap::new(),
            generator_ok: false,
            resident: HashSet::new(),
            held_arrays: HashMap::new(),
            cell_types: HashMap::new(),
            typedef_names: HashMap::new(),
            consts: HashSet::new(),
            const_pointees: HashSet::new(),
        }
    }

    fn new_slot(&mut self, ty: &Ty) -> u32 {
        if ty.is_c() {
            self.n_c += 1;
            self.n_c - 1
        } else {
            self.n_v += 1;
            self.n_v - 1
        }
    }
}

/// What an imported name stands for.
#[derive(Debug, Clone)]
pub enum Imported {
    /// A module (`math`, `numpy`, `cython`, `libc.math`…).
    Module(String),
    /// A function or constant inside a module (`libc.math.sin`).
    Member(String),
    /// A module of the script's folder (`crate::loader`).
    User(String),
}

pub struct Sema<'s> {
    pub src: &'s Source,
    pub diags: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    /// Each use of an arr extension (what Cython refuses), with Cython's
    /// message: `arr check --cython` lists them.
    pub extensions: Vec<Diagnostic>,
    /// Calls replaced by their callee's body, by the call's span: the
    /// nogil check still asks whether the callee may run without the GIL.
    inlined: Vec<(Span, FuncId)>,
    scopes: Scopes,
    pub globals: IndexMap<String, Global>,
    n_gc: u32,
    n_gv: u32,
    consts: HashMap<String, consts::Const>,
    funcs: Vec<HFunc>,
    stack: Vec<FnCtx>,
    imports: HashMap<String, Imported>,
    /// Module-level functions callable directly: name → id.
    direct: HashMap<String, FuncId>,
    /// Global names some function rebinds with `global`.
    rebound: HashSet<String>,
    pub directives: Directives,
    /// ctypedef aliases.
    typedefs: HashMap<String, Ty>,
    module_directives: Directives,
    /// Classes the module defines (they are types in declarations).
    class_names: HashSet<String>,
    /// Module-level variables declared as a Python builtin type.
    global_py_types: HashMap<String, &'static str>,
    /// Fused types the module defines, with their members.
    fused_defs: HashMap<String, Vec<Ty>>,
    /// Inside a specialisation of a fused function: fused type → member.
    fused_subst: HashMap<String, Ty>,
    /// Module-level fused functions by name.
    fused_funcs: HashMap<String, fused::FusedFn>,
    /// The `__qualname__` prefix of what is defined here: `f.<locals>`
    /// inside function `f`, `K` in class `K`'s body; empty at module level.
    qual: Vec<String>,
    /// `cdef struct` declarations.
    pub(crate) structs: HashMap<String, Arc<types::StructDef>>,
    /// Named enums.
    enums: HashMap<String, Arc<enums::EnumDef>>,
    /// The type name each module-level function is declared to return.
    ret_names: HashMap<String, String>,
    /// `Class.attr` → the enum a cdef class attribute is declared as.
    attr_enums: HashMap<String, String>,
    /// Set in a REPL session.
    interactive: Option<state::Interactive>,
    /// C scalar variables whose address is taken: each lives in a block of
    /// its own (typed as a one-element C array) so `&x` can point at it.
    resident: HashSet<String>,
    /// Locals found to live in memory while a function's declarations are
    /// collected, before its context exists.
    local_resident: HashSet<String>,
    /// Resolving a function body only to learn the types of its locals:
    /// functions nested in it do not infer theirs.
    probing: bool,
    /// The expression being resolved is what a loop or comprehension
    /// iterates, where a pointer slice `p[a:b]` is Cython's C loop and not
    /// a Python object.
    iterating: bool,
    /// The expression being resolved is stored into a C array, where
    /// Cython refuses a pointer slice with its own words.
    into_carray: bool,
    /// While probing, the first pass of Cython's inference is emulated
    /// (see `first_pass_index`); whether it changed a type is recorded.
    first_pass: bool,
    first_pass_hit: bool,
    /// Typed attributes of each cdef class, inherited ones included.
    class_fields: HashMap<String, Arc<HashMap<Arc<str>, Ty>>>,
    /// `Class.method` → the cdef/cpdef method a statically typed
    /// receiver calls (inherited ones included), for `CallVirtual`.
    class_methods: HashMap<String, FuncId>,
    /// `Class.method` → a cdef class's `@staticmethod` cdef method, which
    /// `Class.method(args)` calls at C level (its arguments may be
    /// pointers, which no Python call could pass).
    static_methods: HashMap<String, FuncId>,
    /// `Class.method` → the cdef class its cdef/cpdef method is declared
    /// to return (inherited ones included), so `x.first().total()` is a
    /// C-level call as in Cython.
    method_classes: HashMap<String, String>,
    /// Attributes of cdef classes declared with a builtin Python type
    /// (`Class.attr` → "str object"), for `cython.typeof`.
    attr_py_types: HashMap<String, String>,
    /// Parameters declared as C++ references (`vector[int]& v`), by
    /// function and position: a container argument is passed itself,
    /// not copied.
    ref_params: std::collections::HashSet<(FuncId, usize)>,
    /// Module-level `cdef` variables declared with a typedef: the name
    /// `cython.typeof` gives them.
    global_typedef_names: HashMap<String, String>,
    /// Names an extern block declares from C code arr cannot run (a
    /// header it does not have, or `extern from *`'s verbatim C), with
    /// the header: a use then says why the name is missing.
    c_only: HashMap<String, String>,
    /// Set while a cdef class resolves one of its (non-static) methods.
    method_fields: Option<Arc<HashMap<Arc<str>, Ty>>>,
    /// The script's folder modules (see `usermod.rs`).
    modules: HashMap<String, usermod::UserState>,
    /// The folder module being resolved; None for the script.
    module: Option<Arc<str>>,
    /// `m.attr` names bound for folder modules' attributes.
    bound_keys: HashSet<String>,
    /// `from m import x` of a variable: at that statement, the script's
    /// `x` gets the value of the module's.
    import_copies: Vec<(Span, Var, Var)>,
    /// `**` nodes on C integers widened to double (see `powrule.rs`).
    widened_pows: HashSet<Span>,
}

/// Resolves and type-checks a module. Errors go to `diags`.
pub fn analyze(src: &Source, module: &[Stmt]) -> (Program, Vec<Diagnostic>, Vec<Diagnostic>) {
    analyze_session(src, module, &mut SemaState::default())
}

/// As `analyze`, for a script whose imports name modules of its folder.
pub fn analyze_with_modules(
    src: &Source,
    module: &[Stmt],
    modules: HashMap<String, crate::loader::UserModule>,
) -> (Program, Vec<Diagnostic>, Vec<Diagnostic>) {
    let mut state = SemaState::default();
    analyze_inner(src, module, &mut state, usermod::pending(modules))
}

/// As `analyze`, continuing a session (REPL): what earlier inputs declared
/// is in `state`, and what this one declares is added to it. The program
/// carries every function out in `Program::funcs`.
pub fn analyze_session(
    src: &Source,
    module: &[Stmt],
    state: &mut SemaState,
) -> (Program, Vec<Diagnostic>, Vec<Diagnostic>) {
    analyze_inner(src, module, state, HashMap::new())
}

fn analyze_inner(
    src: &Source,
    module: &[Stmt],
    state: &mut SemaState,
    modules: HashMap<String, usermod::UserState>,
) -> (Program, Vec<Diagnostic>, Vec<Diagnostic>) {
    let mut s = Sema::from_state(src, std::mem::take(state), module);
    s.modules = modules;
    s.scopes = scope::analyze(module);
    s.refuse_late_declarations(module);
    s.read_header_directives();
    s.module_directives = s.directives;
    s.declare_fused_types(module);
    let body = s.module(module);
    s.check_nogil(&body);
    declorder::redeclared_first(&mut s.diags);
    coerce::drop_none_cascades(&mut s.diags);
    let ctx = s.stack.pop();
    let (n_c, n_v) = ctx.map_or((0, 0), |c| (c.n_c, c.n_v));
    let globals = s
        .globals
        .iter()
        .map(|(n, g)| (Arc::from(n.as_str()), g.ty.clone(), g.slot))
        .collect();
    let program = Program {
        funcs: std::mem::take(&mut s.funcs),
        body,
        n_c,
        n_v,
        globals,
        n_gc: s.n_gc,
        n_gv: s.n_gv,
        module_name: Arc::from(src.module_name()),
        directives: s.module_directives,
        extensions: std::mem::take(&mut s.extensions),
    };
    let (diags, warnings) = (
        std::mem::take(&mut s.diags),
        std::mem::take(&mut s.warnings),
    );
    *state = s.into_state();
    (program, diags, warnings)
}

impl<'s> Sema<'s> {
    pub fn error(&mut self, kind: &str, msg: impl Into<String>, span: Span) -> &mut Diagnostic {
        let d = Diagnostic::new(kind, msg, span);
        // A declaration's type is resolved both when its scope is laid out
        // and where it stands: one error is reported once.
        let same = self
            .diags
            .iter()
            .position(|x| x.kind == d.kind && x.message == d.message && x.span == d.span);
        let at = match same {
            Some(i) => i,
            None => {
                self.diags.push(d);
                self.diags.len() - 1
            }
        };
        &mut self.diags[at]
    }

    /// The C type of a captured C variable held in a cell (see
    /// `FnCtx::cell_types`); None for any other variable.
    fn cell_c_type(&mut self, var: &Var) -> Option<Ty> {
        match var.place {
            Place::Cell(_) => self.ctx().cell_types.get(var.name.as_ref()).cloned(),
            _ => None,
        }
    }

    /// Cython's "declared after it is used" refusal, for every scope.
    fn refuse_late_declarations(&mut self, module: &[Stmt]) {
        for late in declorder::late_declarations(module) {
            let name = &late.name;
            // A name already bound is a declaration to Cython: it reports
            // the redeclaration first (its message ends in a space).
            if let Some(bound) = late.bound {
                let d = Diagnostic::new("SyntaxError", format!("'{name}' redeclared "), late.decl)
                    .with_label("declared again here")
                    .with_extra(bound, "Previous declaration is here")
                    .with_help(format!(
                        "assigning '{name}' declared it as a Python object; move the `cdef` above that assignment, or give one of them another name"
                    ));
                self.diags.push(d);
            }
            let d = Diagnostic::new(
                "SyntaxError",
                format!("cdef variable '{name}' declared after it is used"),
                late.decl,
            )
            .with_label("declared here")
            .with_extra(late.first_use, format!("'{name}' is first used here"))
            .with_help(format!(
                "a C variable's type holds for its whole scope: move the `cdef` above the first use of '{name}', or give one of them another name"
            ));
            self.diags.push(d);
        }
    }

    /// A use of an arr extension: `kind: message` is what Cython gives.
    pub fn extension(&mut self, kind: &str, msg: impl Into<String>, span: Span, what: &str) {
        self.extensions.push(
            Diagnostic::new(kind, msg, span)
                .with_label(format!("arr accepts {what}; Cython does not"))
                .with_help("see docs/extensions.md; rewrite this before compiling with Cython"),
        );
    }

    /// A construct whose evaluation belongs to a later stage of arr.
    pub fn unsupported(&mut self, what: &str, span: Span) {
        // One report per line: the first unsupported construct explains it.
        let line = self.src.line_of(span.start as usize);
        if self.diags.iter().any(|d| {
            d.kind == "NotImplementedError"
                && d.span
                    .is_some_and(|s| self.src.line_of(s.start as usize) == line)
        }) {
            return;
        }
        self.diags.push(
            Diagnostic::new(
                "NotImplementedError",
                format!("not supported yet: {what}"),
                span,
            )
            .with_label("arr parses this but cannot run it yet"),
        );
    }

    /// `# cython: cdivision=True, boundscheck=False` header lines.
    fn read_header_directives(&mut self) {
        let src = self.src;
        self.read_directives_of(src.file_text(&src.files[0]));
    }

    /// The `# cython:` header lines at the top of one file's text.
    fn read_directives_of(&mut self, text: &str) {
        for line in text.lines() {
            let t = line.trim();
            if !t.starts_with('#') {
                if t.is_empty() {
                    continue;
                }
                break;
            }
            let Some(rest) = t.trim_start_matches('#').trim().strip_prefix("cython:") else {
                continue;
            };
            for item in rest.split(',') {
                let Some((k, v)) = item.split_once('=') else {
                    continue;
                };
                let on = v.trim() == "True";
                self.set_directive(k.trim(), on);
            }
        }
    }

    pub fn set_directive(&mut self, name: &str, on: bool) -> bool {
        let d = &mut self.directives;
        match name {
            "cdivision" => d.cdivision = on,
            "boundscheck" => d.boundscheck = on,
            "wraparound" => d.wraparound = on,
            "overflowcheck" => d.overflowcheck = on,
            "nonecheck" => d.nonecheck = on,
            "initializedcheck" => d.initializedcheck = on,
            "infer_types" => d.infer_types = Some(on),
            "cpow" => d.cpow = Some(on),
            "language_level"
            | "profile"
            | "linetrace"
            | "embedsignature"
            | "binding"
            | "cdivision_warnings"
            | "always_allow_keywords"
            | "c_string_type"
            | "c_string_encoding"
            | "annotation_typing"
            | "emit_code_comments"
            | "freethreading_compatible" => {}
            _ => return false,
        }
        true
    }

    fn ctx(&mut self) -> &mut FnCtx {
        let last = self.stack.len() - 1;
        &mut self.stack[last]
    }

    fn module(&mut self, module: &[Stmt]) -> Vec<HStmt> {
        let msc = scope::module_bindings(module);
        for sc in self.scopes.values() {
            for g in &sc.globals {
                self.rebound.insert(g.clone());
            }
        }
        self.stack.push(FnCtx::module());
        if let Some(i) = &mut self.interactive {
            i.quiet_span = module.last().filter(|_| i.quiet_last).map(|s| s.span);
        }
        let mut body = self.import_folder_modules(module);
        self.declare_module(module, &msc);
        body.extend(self.block(module));
        body
    }

    /// Gives every module-level name a global slot and its declared type,
    /// and pre-declares module-level functions so that calls may precede
    /// definitions (as C declarations allow for cdef functions).
    fn declare_module(&mut self, module: &[Stmt], msc: &FnScope) {
        let mut declared: HashMap<String, (Ty, Span)> = HashMap::new();
        // `from cython.view cimport array as cvarray` names a type the
        // module's declarations use before the import statement runs.
        for s in module {
            if let StmtKind::FromImport {
                module: m, names, ..
            } = &s.kind
                && m.iter().map(|p| p.name.as_str()).eq(["cython", "view"])
            {
                for n in names.iter().filter(|n| n.path[0].name == "array") {
                    let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                    self.imports.insert(
                        bound.name.clone(),
                        Imported::Member("cython.view.array".into()),
                    );
                }
            }
            // And `from cython cimport view`, for `cdef view.array a`.
            if let StmtKind::FromImport {
                module: m, names, ..
            } = &s.kind
                && m.iter().map(|p| p.name.as_str()).eq(["cython"])
            {
                for n in names.iter().filter(|n| n.path[0].name == "view") {
                    let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                    self.imports
                        .insert(bound.name.clone(), Imported::Module("cython.view".into()));
                }
            }
            // And `from cpython cimport array as carray` / `cimport
            // cpython.array as carray`, for `cdef carray.array a`.
            match &s.kind {
                StmtKind::FromImport {
                    module: m,
                    names,
                    cimport: true,
                } if m.iter().map(|p| p.name.as_str()).eq(["cpython"]) => {
                    for n in names.iter().filter(|n| n.path[0].name == "array") {
                        let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                        self.imports
                            .insert(bound.name.clone(), Imported::Module("array".into()));
                    }
                }
                StmtKind::Import(names, true) => {
                    for n in names.iter().filter(|n| {
                        n.path
                            .iter()
                            .map(|p| p.name.as_str())
                            .eq(["cpython", "array"])
                    }) {
                        if let Some(alias) = &n.alias {
                            self.imports
                                .insert(alias.name.clone(), Imported::Module("array".into()));
                        }
                    }
                }
                _ => {}
            }
            // So are `libcpp`'s types (`cdef vector[int] v` at module level).
            if let StmtKind::FromImport {
                module: m, names, ..
            } = &s.kind
            {
                let path = m
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>()
                    .join(".");
                for n in names
                    .iter()
                    .filter(|n| cpp::libcpp_has(&path, &n.path[0].name))
                {
                    let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                    let full = format!("{path}.{}", n.path[0].name);
                    self.imports
                        .insert(bound.name.clone(), Imported::Member(full));
                }
            }
        }
        self.collect_cdecls(module, &mut declared, true);
        for name in &msc.locals {
            if self.bound_keys.contains(name) {
                continue;
            }
            if let Some(g) = self.globals.get(name) {
                // A session may declare a name again with a new type.
                let retyped = declared.get(name).is_some_and(|(t, _)| *t != g.ty);
                if !(retyped && self.interactive.is_some()) {
                    continue;
                }
            }
            let ty = declared.get(name).map_or(Ty::Object, |(t, _)| t.clone());
            self.add_global(name, ty, declared.contains_key(name));
        }
        let mut counts: HashMap<&str, usize> = HashMap::new();
        count_bindings(module, &mut counts);
        self.preimport_members(module, &counts);
        for s in module {
            if let StmtKind::Func(f) = &s.kind {
                if let Some(fz) = self.predeclare_fused(f) {
                    self.fused_funcs.insert(f.name.name.clone(), fz);
                    continue;
                }
                let id = self.predeclare(f);
                let once = counts.get(f.name.name.as_str()).copied().unwrap_or(0) == 1;
                let late_bound = self.interactive.is_some() || self.rebound.contains(&f.name.name);
                let decorated = f.decorators.iter().any(runtime_decorator);
                if f.kind != FuncKind::Def || (once && !late_bound && !decorated) {
                    self.direct.insert(f.name.name.clone(), id);
                }
            }
        }
    }

    /// `from libc.math cimport acos` below a function that calls `acos`:
    /// Cython resolves cimports when it compiles the module, and Python
    /// looks a global up when the call runs, after the import has bound
    /// it; either way a function above the import sees the name. A member
    /// import is bound at compile time here, so it is known up front,
    /// unless the module binds the name more than once.
    fn preimport_members(&mut self, module: &[Stmt], counts: &HashMap<&str, usize>) {
        for s in module {
            let StmtKind::FromImport {
                module: m, names, ..
            } = &s.kind
            else {
                continue;
            };
            let path = m
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join(".");
            if !stmt::MODULES.contains(&path.as_str()) {
                continue;
            }
            for n in names {
                let name = &n.path[0].name;
                let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                let full = format!("{path}.{name}");
                if name == "*"
                    || counts.get(bound.name.as_str()).copied().unwrap_or(0) > 1
                    || stmt::MODULES.contains(&full.as_str())
                    || !crate::builtins::module_has(&path, name)
                    || self.imports.contains_key(&bound.name)
                {
                    continue;
                }
                self.imports
                    .insert(bound.name.clone(), Imported::Member(full));
            }
        }
    }

    pub fn add_global(&mut self, name: &str, ty: Ty, declared: bool) -> Global {
        let slot = if ty.is_c() {
            self.n_gc += 1;
            self.n_gc - 1
        } else {
            self.n_gv += 1;
            self.n_gv - 1
        };
        let g = Global { ty, slot, declared };
        self.globals.insert(name.to_string(), g.clone());
        g
    }

    /// Types declared with `cdef` in a body (not inside nested functions).
    fn collect_cdecls(
        &mut self,
        body: &[Stmt],
        out: &mut HashMap<String, (Ty, Span)>,
        module: bool,
    ) {
        for s in body {
            match &s.kind {
                StmtKind::CDecl { decls, .. } => {
                    for d in decls {
                        let ty = self.resolve_type(&d.ty);
                        if module {
                            self.note_global_typedef(&d.name.name, &d.ty, &ty);
                        }
                        let ty = self.residence(&d.name.name, ty, module);
                        if let Some((old, first)) = out.get(&d.name.name)
                            && *old != ty
                        {
                            let (first, was) = (*first, old.name());
                            let e = self.error(
                                "SyntaxError",
                                format!("'{}' redeclared ", d.name.name),
                                d.name.span,
                            );
                            if e.label.is_none() {
                                e.label = Some(format!("declared again here, as {}", ty.name()));
                                let prev = format!("Previous declaration is here, as {was}");
                                e.labels.push((first, prev));
                            }
                        }
                        out.insert(d.name.name.clone(), (ty, d.name.span));
                    }
                }
                StmtKind::CDefBlock(b) => self.collect_cdecls(b, out, module),
                StmtKind::Struct {
                    name,
                    fields,
                    union,
                    packed,
                    ..
                } if module => {
                    if *union
                        && fields
                            .iter()
                            .any(|d| !cdata::union_member_ok(&self.resolve_type(&d.ty)))
                    {
                        // Reported where it stands; known as a name
                        // meanwhile, so its uses do not each add an error.
                        self.typedefs.insert(name.name.clone(), Ty::Object);
                    } else {
                        self.declare_struct(name, fields, *union, *packed);
                    }
                }
                StmtKind::Enum {
                    name: Some(n),
                    cpdef,
                    ..
                } if module => self.predeclare_enum(n, *cpdef),
                StmtKind::CTypedef { ty, name } if module => {
                    let t = self.resolve_type(ty);
                    self.typedefs.insert(name.name.clone(), t);
                }
                StmtKind::Extern if module => self.extern_typedefs(s.span),
                // `DEF N = 4` before `cdef int a[N]`: known while the
                // declarations are read (its errors are reported where
                // the statement is run).
                StmtKind::DefConst(name, v) if module => {
                    let (nd, nw) = (self.diags.len(), self.warnings.len());
                    if let Some(c) = self.const_eval(v) {
                        self.define_const(&name.name, c);
                    }
                    self.diags.truncate(nd);
                    self.warnings.truncate(nw);
                }
                StmtKind::If(_, b, o) | StmtKind::While(_, b, o) | StmtKind::For(_, _, b, o)
                    if module =>
                {
                    self.collect_cdecls(b, out, module);
                    self.collect_cdecls(o, out, module);
                }
                _ => {}
            }
        }
    }

    /// The static type a type expression denotes. Types that belong to a
    /// later stage of arr are reported and treated as objects.
    pub fn resolve_type(&mut self, t: &TypeExpr) -> Ty {
        if let Some(ty) = self.cpp_resolve(t) {
            return ty;
        }
        match &t.kind {
            TypeKind::Ref(inner) => self.resolve_type(inner),
            TypeKind::Template(..) | TypeKind::Member(..) => {
                self.error("SyntaxError", "Array dimension not integer", t.span);
                Ty::Object
            }
            TypeKind::Named(n) => {
                if let Some(ty) = self.fused_subst.get(n) {
                    return ty.clone();
                }
                if let Some(ty) = types::scalar_named(n) {
                    return ty;
                }
                if let Some(ty) = self.typedefs.get(n) {
                    return ty.clone();
                }
                if self.class_names.contains(n) {
                    return Ty::Object;
                }
                if let Some(d) = self.structs.get(n) {
                    return Ty::Struct(d.clone());
                }
                // `m.Point` of a folder module: bound here as that name.
                if n.contains('.')
                    && !self.bound_keys.contains(n)
                    && self.user_type_name(n, t.span).is_some()
                {
                    return self.resolve_type(t);
                }
                if self.fused_members(n).is_some() {
                    self.error("TypeError", "Fused types not allowed here", t.span);
                    return Ty::Object;
                }
                match n.as_str() {
                    "object" | "list" | "dict" | "tuple" | "str" | "set" | "bytes" | "unicode"
                    | "frozenset" | "bool" | "bytearray" | "int object" => Ty::Object,
                    _ if memview::is_ndarray_name(n) => Ty::Object,
                    "Py_UCS4" | "Py_UNICODE" => Ty::Ucs4,
                    "void" | "cython.void" => Ty::Void,
                    // `cdef cvarray a = cvarray(…)`: a Python object.
                    _ if matches!(self.imports.get(n), Some(Imported::Member(m)) if m == "cython.view.array") => {
                        Ty::Object
                    }
                    "cython.view.array" => Ty::Object,
                    _ if n.strip_suffix(".array").is_some_and(|v| {
                        matches!(self.imports.get(v), Some(Imported::Module(m)) if m == "cython.view")
                    }) =>
                    {
                        Ty::Object
                    }
                    // `cdef array.array a` (declarations are resolved before
                    // imports run, so by its usual spelling): a Python object.
                    "array.array" | "cpython.array.array" => Ty::Object,
                    _ if n.strip_suffix(".array").is_some_and(|v| {
                        matches!(self.imports.get(v), Some(Imported::Module(m)) if m == "array")
                    }) =>
                    {
                        Ty::Object
                    }
                    _ => {
                        self.error(
                            "SyntaxError",
                            format!("'{n}' is not a type identifier"),
                            t.span,
                        );
                        Ty::Object
                    }
                }
            }
            TypeKind::Const(inner) => self.resolve_type(inner),
            TypeKind::Memoryview {
                elem,
                axes,
                is_const,
            } => self.memview_type(elem, axes, *is_const, t.span),
            // `PyObject*`: a reference to an object, which arr holds as
            // the object itself.
            TypeKind::Pointer(inner) if matches!(&inner.kind, TypeKind::Named(n) if n == "PyObject") => {
                Ty::Object
            }
            TypeKind::Pointer(inner) => {
                let it = self.resolve_type(inner);
                match it {
                    Ty::Void => Ty::Ptr(None),
                    // A `bint` element is held as one byte, 0 or 1: reads
                    // give bint (True/False as objects), as Cython's do.
                    Ty::Bint => Ty::Ptr(Some(crate::array::DType::Bool)),
                    Ty::Struct(ref def) => self.struct_ptr_type(def, t.span),
                    ref s if types::buffer_dtype_of(s).is_some() => {
                        Ty::Ptr(types::buffer_dtype_of(s))
                    }
                    p if p.is_address() => Ty::PtrPtr(Arc::new(p)),
                    _ => {
                        self.unsupported("pointers to this type", t.span);
                        Ty::Object
                    }
                }
            }
            TypeKind::Buffer { base, elem, opts } => self.buffer_type(base, elem, opts, t.span),
            // `np.ndarray[DTYPE_t]`: a 1-D buffer, not a C array.
            TypeKind::Array(inner, Some(size)) if matches!(&inner.kind, TypeKind::Named(n) if memview::is_ndarray_name(n)) =>
            {
                let elem = match dotted_name(size) {
                    Some(n) => TypeExpr {
                        kind: TypeKind::Named(n),
                        span: size.span,
                    },
                    None => {
                        self.error(
                            "SyntaxError",
                            "Expected a type as the buffer's element",
                            size.span,
                        );
                        return Ty::Object;
                    }
                };
                self.buffer_type(inner, &elem, &[], t.span)
            }
            TypeKind::Array(inner, size) => {
                let it = self.resolve_type(inner);
                let n = size.as_ref().and_then(|e| match self.const_eval(e) {
                    Some(consts::Const::Int(n)) if n >= 0 => Some(n as usize),
                    _ => None,
                });
                let elem = match it {
                    Ty::Bint => Some(crate::array::DType::Bool),
                    ref t => types::buffer_dtype_of(t),
                };
                match (elem, n) {
                    (Some(d), Some(n)) => Ty::CArray(d, n),
                    (None, Some(n)) if matches!(it, Ty::CArray(..) | Ty::CArrayNd(..)) => {
                        match it {
                            Ty::CArray(d, m) => Ty::CArrayNd(d, std::sync::Arc::from([n, m])),
                            Ty::CArrayNd(d, dims) => {
                                let all: Vec<usize> =
                                    std::iter::once(n).chain(dims.iter().copied()).collect();
                                Ty::CArrayNd(d, std::sync::Arc::from(all))
                            }
                            other => other,
                        }
                    }
                    // An array of structs is a struct pointer to storage of
                    // its own (see `struct_array_value`): indexing, fields
                    // and passing to `T*` parameters then work as for one.
                    (None, Some(_)) if matches!(&it, Ty::Struct(def) if types::struct_layout(def).is_some()) => {
                        match it {
                            Ty::Struct(def) => Ty::StructPtr(def),
                            other => other,
                        }
                    }
                    // So is an array of pointers, a pointer to its storage.
                    (None, Some(_)) if it.is_address() => Ty::PtrPtr(Arc::new(it)),
                    (_, None) => {
                        self.error("SyntaxError", "Array dimension not integer", t.span);
                        Ty::Object
                    }
                    _ => {
                        self.unsupported("C arrays of this element type", t.span);
                        Ty::Object
                    }
                }
            }
            TypeKind::Ctuple(items) => {
                let ts: Vec<Ty> = items.iter().map(|i| self.resolve_type(i)).collect();
                if ts
                    .iter()
                    .all(|t| t.is_c() || matches!(t, Ty::DoubleComplex | Ty::FloatComplex))
                {
                    Ty::Ctuple(ts)
                } else {
                    self.unsupported("ctuples of non-scalar types", t.span);
                    Ty::Object
                }
            }
            TypeKind::FuncPtr(ret, params) => {
                let ret = self.resolve_type(ret);
                let params = params.iter().map(|p| self.resolve_type(p)).collect();
                Ty::FuncPtr(Arc::new((params, ret)))
            }
        }
    }

    /// Registers a `cdef struct` and its field types.
    pub fn declare_struct(
        &mut self,
        name: &ast::Ident,
        fields: &[ast::Declarator],
        union: bool,
        packed: bool,
    ) {
        // Registered before its fields, which may point to it.
        let def = Arc::new(types::StructDef::declared(name.name.clone(), union, packed));
        let before = self.structs.insert(name.name.clone(), def.clone());
        let fs: Vec<_> = fields
            .iter()
            .map(|d| {
                let mut ty = self.resolve_type(&d.ty);
                if types::contains_struct(&ty, &def) {
                    let msg = "Struct cannot contain itself as a member.";
                    self.error("SyntaxError", msg, d.name.span);
                    ty = Ty::Object;
                }
                (Arc::from(d.name.name.as_str()), ty)
            })
            .collect();
        def.set_fields(fs);
        // A forward declaration (`cdef struct Node` then its body) is the
        // same type: pointers made from it see the fields now set.
        if let Some(old) = before
            && !old.is_complete()
            && old.name == def.name
        {
            let mut fields = def.fields().to_vec();
            for (_, t) in fields.iter_mut() {
                if types::contains_struct(t, &old) {
                    let msg = "Struct cannot contain itself as a member.";
                    self.error("SyntaxError", msg, name.span);
                    *t = Ty::Object;
                }
            }
            old.set_fields(fields);
        }
    }

    /// Gives a module-level function its id and signature before any body
    /// is resolved.
    fn predeclare(&mut self, f: &ast::FuncDef) -> FuncId {
        let ret = match (&f.ret, f.kind) {
            (Some(t), FuncKind::Cdef | FuncKind::Cpdef) => self.resolve_type(t),
            _ => Ty::Object,
        };
        if let Some(ast::TypeExpr {
            kind: ast::TypeKind::Named(t),
            ..
        }) = &f.ret
        {
            self.ret_names.insert(f.name.name.clone(), t.clone());
        }
        let id = self.funcs.len();
        self.funcs.push(HFunc {
            name: Arc::from(f.name.name.as_str()),
            qualname: Arc::from(f.name.name.as_str()),
            kind: f.kind,
            params: Vec::new(),
            ret,
            except: if f.except == ast::ExceptSpec::NoExcept {
                ExceptKind::NoExcept
            } else {
                ExceptKind::Propagate
            },
            n_c: 0,
            n_v: 0,
            cell_slots: Vec::new(),
            free: Vec::new(),
            body: Vec::new(),
            span: f.span,
            is_lambda: false,
            is_method: false,
            counts_without_self: false,
            directives: self.directives,
            module: self.module.clone(),
            nogil: false,
            doc: docstring(&f.body),
            ret_check: match (&f.ret, f.kind) {
                (
                    Some(ast::TypeExpr {
                        kind: ast::TypeKind::Named(n),
                        ..
                    }),
                    FuncKind::Def | FuncKind::Cdef | FuncKind::Cpdef,
                ) => checked_py_type(n),
                _ => None,
            },
        });
        // Parameter types are needed at call sites before the body is read.
        let mut params = Vec::new();
        for (p, kind) in all_params(&f.params) {
            let ty = match &p.ty {
                Some(t) if kind == ParamKind::Positional || kind == ParamKind::KwOnly => {
                    self.resolve_type(t)
                }
                _ => Ty::Object,
            };
            let var = Var {
                place: Place::Local(0),
                ty,
                name: Arc::from(p.name.name.as_str()),
            };
            // Literal defaults are known now, for calls that precede the
            // definition; others are resolved with the body.
            let default = p.default.as_ref().map(|d| {
                literal_default(d).unwrap_or(HExpr {
                    kind: HKind::Ellipsis,
                    ty: Ty::Object,
                    span: d.span,
                })
            });
            let class_slot = match p.ty.as_ref().map(|t| &t.kind) {
                Some(TypeKind::Named(n)) if self.class_names.contains(n) => {
                    self.globals.get(n).map(|g| g.slot)
                }
                _ => None,
            };
            let py_type = match p.ty.as_ref().map(|t| &t.kind) {
                Some(TypeKind::Named(n)) => checked_py_type(n),
                // `np.ndarray[T, ndim=2] a`: an ndarray first, then a buffer.
                Some(TypeKind::Buffer { .. }) => Some("numpy.ndarray"),
                _ => None,
            };
            // A `def` function's arguments always come through Python
            // objects, so its `T&` binds to a converted copy.
            if let Some(TypeKind::Ref(_)) = p.ty.as_ref().map(|t| &t.kind)
                && f.kind != FuncKind::Def
            {
                self.ref_params.insert((id, params.len()));
            }
            let is_view = matches!(var.ty, Ty::Memview(_));
            params.push(HParam {
                name: var.name.clone(),
                var,
                kind,
                default,
                // An annotated Python type refuses None unless None is the
                // default (`Optional[list]` reads as a plain object).
                not_none: p.not_none
                    || (p.annotated
                        && (class_slot.is_some() || py_type.is_some() || is_view)
                        && !p
                            .default
                            .as_ref()
                            .is_some_and(|d| matches!(d.kind, ast::ExprKind::NoneLit))),
                class_slot,
                py_type,
            });
        }
        self.funcs[id].params = params;
        id
    }

    /// Resolves a statement list.
    pub fn block(&mut self, body: &[Stmt]) -> Vec<HStmt> {
        let mut out = Vec::with_capacity(body.len());
        for s in body {
            self.stmt(s, &mut out);
        }
        out
    }

    /// A nested block (if/for/while/try/with body): `cdef` is refused there.
    pub fn nested_block(&mut self, body: &[Stmt]) -> Vec<HStmt> {
        self.ctx().block_depth += 1;
        let b = self.block(body);
        self.ctx().block_depth -= 1;
        b
    }

    /// Resolves a def/cdef/cpdef function or lambda body into `funcs[id]`.
    fn function(
        &mut self,
        id: FuncId,
        params: &ast::Params,
        body: FnBody<'_>,
        span: Span,
        class_var: Option<Var>,
        nogil: bool,
    ) {
        let sc = self.scopes.get(&span).cloned().unwrap_or_default();
        self.qual
            .push(format!("{}.<locals>", self.funcs[id].qualname));
        let mut declared = HashMap::new();
        let outer_resident = std::mem::take(&mut self.local_resident);
        if let FnBody::Stmts(b) = body {
            self.collect_cdecls(b, &mut declared, false);
        }
        let param_types: HashMap<String, Ty> = self.funcs[id]
            .params
            .iter()
            .map(|p| (p.name.to_string(), p.var.ty.clone()))
            .collect();
        let mut types = declared
            .into_iter()
            .map(|(n, (t, _))| (n, t))
            .chain(param_types)
            .collect::<HashMap<_, _>>();
        // The parameter defaults are resolved in the enclosing scope, before
        // the body.
        let mut params_h = self.funcs[id].params.clone();
        for (p, (ap, _)) in params_h.iter_mut().zip(all_params(params)) {
            if let Some(d) = &ap.default {
                let e = self.expr(d);
                p.default = Some(e);
            }
        }
        let self_fields = self.method_fields.take().and_then(|m| {
            let first = self.funcs[id].params.first()?;
            Some((first.name.clone(), m))
        });
        let class_typed = match body {
            FnBody::Stmts(b) => self.declared_class_locals(params, b),
            FnBody::Expr(_) => HashMap::new(),
        };
        let mut owner = Owner {
            class_var,
            self_fields,
            class_typed,
        };
        let mut py_inferred = HashMap::new();
        let mut c_inferred = HashSet::new();
        if let FnBody::Stmts(b) = body {
            for (name, t) in self.infer_locals(id, &sc, &types, b, span, &owner) {
                match t {
                    // A cell holds a C number or a view as an object; any
                    // other C type stays a Python object there.
                    infer::Inferred::C(t) if sc.cells.contains(&name) && !t.cell_holds() => {}
                    infer::Inferred::C(t) => {
                        c_inferred.insert(name.clone());
                        types.insert(name, t);
                    }
                    infer::Inferred::Py(p) => {
                        if self.class_fields.contains_key(&p) {
                            owner.class_typed.insert(name.clone(), p.clone());
                        }
                        py_inferred.insert(name, p);
                    }
                    infer::Inferred::Object => {}
                }
            }
        }
        // (Kept until now: the inference probe reads it.)
        let resident = std::mem::replace(&mut self.local_resident, outer_resident);
        let typedef_names = match body {
            FnBody::Stmts(b) => self.declared_typedef_locals(params, b),
            FnBody::Expr(_) => HashMap::new(),
        };
        let mut ctx = self.fn_ctx(id, &sc, &types, span, &owner);
        ctx.typedef_names = typedef_names;
        ctx.py_inferred = py_inferred;
        ctx.c_inferred = c_inferred;
        ctx.resident = resident;
        // Parameters now have their slots.
        for p in params_h.iter_mut() {
            if let Some(v) = ctx.vars.get(p.name.as_ref()) {
                p.var = v.clone();
            }
            // `str a` is a str inside, as `cdef str a` would be.
            if let Some(t) = p.py_type {
                ctx.py_types.insert(p.name.to_string(), t);
            }
        }
        // `const int a`, `int * const p`: Cython refuses to assign them;
        // `const int *p` refuses `p[i] = x`.
        for (ap, _) in all_params(params) {
            let Some(t) = &ap.ty else { continue };
            if let TypeKind::Const(_) = &t.kind {
                ctx.consts.insert(ap.name.name.clone());
            }
            if points_to_const(t) {
                ctx.const_pointees.insert(ap.name.name.clone());
            }
        }
        self.stack.push(ctx);
        let body_h = match body {
            FnBody::Stmts(b) => {
                let mut h = self.resident_params(&params_h, &sc.addressed, span);
                h.extend(self.block(b));
                h
            }
            FnBody::Expr(e) => {
                let v = self.expr(e);
                let v = coerce::convert(v, &Ty::Object);
                vec![HStmt {
                    span: e.span,
                    kind: SKind::Return(Some(v)),
                }]
            }
        };
        let ctx = self.stack.pop();
        let directives = self.directives;
        let f = &mut self.funcs[id];
        f.directives = directives;
        f.nogil = nogil;
        f.params = params_h;
        f.body = body_h;
        if let Some(ctx) = ctx {
            f.n_c = ctx.n_c;
            f.n_v = ctx.n_v;
            f.cell_slots = ctx.cell_slots;
            f.free = ctx.free;
        }
        self.qual.pop();
    }

    /// The `__qualname__` of `name` defined where resolution now is.
    pub(super) fn qualified(&self, name: &str) -> Arc<str> {
        match self.qual.last() {
            Some(prefix) => Arc::from(format!("{prefix}.{name}").as_str()),
            None => Arc::from(name),
        }
    }

    /// A function's variables with their slots: `types` gives the declared
    /// (or inferred) type of each local; the rest are Python objects.
    fn fn_ctx(
        &mut self,
        id: FuncId,
        sc: &scope::FnScope,
        types: &HashMap<String, Ty>,
        span: Span,
        owner: &Owner,
    ) -> FnCtx {
        let ret = self.funcs[id].ret.clone();
        let mut ctx = FnCtx {
            ret,
            ret_check: self.funcs[id].ret_check,
            is_module: false,
            class_var: owner.class_var.clone(),
            first_param: self.funcs[id].params.first().map(|p| p.name.to_string()),
            self_fields: owner.self_fields.clone(),
            class_typed: owner.class_typed.clone(),
            generator_ok: self.funcs[id].kind == FuncKind::Def && !self.funcs[id].is_lambda,
            ..FnCtx::module()
        };
        for name in &sc.locals {
            let ty = types.get(name).cloned().unwrap_or(Ty::Object);
            let is_cell = sc.cells.contains(name);
            // A captured variable lives in a cell, as an object: only the
            // types an object can stand for may be captured.
            let c_held = ty.is_c()
                || ty.is_complex()
                || ty.is_address()
                || matches!(
                    ty,
                    Ty::CArray(..) | Ty::CArrayNd(..) | Ty::Struct(_) | Ty::Ctuple(_)
                );
            if is_cell && ty.cell_holds() {
                ctx.cell_types.insert(name.clone(), ty.clone());
            } else if is_cell && c_held {
                self.unsupported(
                    &format!(
                        "closures over C-typed variables (`{name}`, declared `{}`, is used by a nested function or lambda)",
                        ty.name()
                    ),
                    span,
                );
            }
            let slot = ctx.new_slot(if is_cell { &Ty::Object } else { &ty });
            let place = if is_cell {
                ctx.cell_slots.push(slot);
                Place::Cell(slot)
            } else {
                Place::Local(slot)
            };
            let ty = if is_cell { Ty::Object } else { ty };
            ctx.vars.insert(
                name.clone(),
                Var {
                    place,
                    ty,
                    name: Arc::from(name.as_str()),
                },
            );
        }
        // Captured cells of enclosing functions.
        for name in &sc.free {
            let outer = self.lookup_enclosing(name);
            let owner_ctx = self.stack.iter().rev().find(|c| c.vars.contains_key(name));
            if let Some(t) = owner_ctx.and_then(|c| c.cell_types.get(name)) {
                ctx.cell_types.insert(name.clone(), t.clone());
            }
            // A captured instance of a cdef class keeps its class inside
            // (`lambda: node.payload` reaches the private attribute).
            if let Some(c) = owner_ctx.and_then(|c| c.class_typed.get(name)) {
                ctx.class_typed.insert(name.clone(), c.clone());
            }
            // So does a method's `self` (`lambda: self.items` too).
            if let Some(c) = owner_ctx.and_then(|c| match (&c.self_fields, &c.class_var) {
                (Some((param, _)), Some(class)) if param.as_ref() == name => Some(class),
                _ => None,
            }) {
                ctx.class_typed.insert(name.clone(), c.name.to_string());
            }
            // So does one declared as a builtin type (`cdef str s`): its
            // stores and loops are checked as in its own function.
            if let Some(t) = owner_ctx.and_then(|c| c.py_types.get(name)) {
                ctx.py_types.insert(name.clone(), t);
            }
            let slot = ctx.new_slot(&Ty::Object);
            if let Some(outer) = outer {
                ctx.free.push((outer, slot));
            }
            ctx.vars.insert(
                name.clone(),
                Var {
                    place: Place::Cell(slot),
                    ty: Ty::Object,
                    name: Arc::from(name.as_str()),
                },
            );
        }
        ctx
    }

    /// Where `name` lives in the nearest enclosing function that has it.
    fn lookup_enclosing(&self, name: &str) -> Option<Place> {
        self.stack
            .iter()
            .rev()
            .find_map(|c| c.vars.get(name).map(|v| v.place))
    }

    /// A def/cdef/cpdef statement.
    fn func_def(&mut self, f: &ast::FuncDef, out: &mut Vec<HStmt>) {
        let at_module = self.stack.len() == 1 && self.ctx().block_depth == 0;
        if at_module && let Some(fz) = self.fused_of_def(f) {
            self.fused_def(f, &fz, out);
            return;
        }
        let id = match (at_module, self.direct.get(&f.name.name).copied()) {
            (true, Some(id)) if self.funcs[id].span == f.span => id,
            _ => self.predeclare(f),
        };
        self.funcs[id].qualname = self.qualified(&f.name.name);
        let saved = self.directives;
        let mut nogil = f.nogil;
        let mut runtime = Vec::new();
        for d in &f.decorators {
            if f.kind == FuncKind::Def && runtime_decorator(d) {
                runtime.push(d);
            } else {
                self.decorator(d, &mut nogil);
            }
        }
        let in_class = self.ctx().class_var.is_some() && !self.ctx().is_module;
        let nested = !self.ctx().is_module || self.ctx().block_depth > 0;
        if f.kind != FuncKind::Def && nested && !in_class {
            self.error("SyntaxError", "cdef statement not allowed here", f.span);
        }
        let class_var = if self.ctx().is_module {
            None
        } else {
            self.ctx().class_var.clone()
        };
        self.function(
            id,
            &f.params,
            FnBody::Stmts(&f.body),
            f.span,
            class_var,
            nogil,
        );
        self.directives = saved;
        let var = self.lookup_store(&f.name.name, f.name.span);
        let value = HExpr {
            kind: HKind::MakeFunc(id),
            ty: Ty::Object,
            span: f.span,
        };
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(var, f.name.span)], value),
            span: f.span,
        });
        // `@dec def f` is `f = dec(f)`, innermost decorator first.
        for d in runtime.into_iter().rev() {
            let name = || ast::Expr {
                kind: ast::ExprKind::Name(f.name.name.clone()),
                span: f.name.span,
            };
            let call = ast::Expr {
                kind: ast::ExprKind::Call(Box::new(d.clone()), vec![ast::Arg::Pos(name())]),
                span: d.span,
            };
            let assign = ast::Stmt {
                kind: ast::StmtKind::Assign(vec![name()], call),
                span: d.span,
            };
            self.stmt(&assign, out);
        }
    }

    /// Applies `@cython.boundscheck(False)`-style decorators; other
    /// decorators are reported.
    fn decorator(&mut self, d: &ast::Expr, nogil: &mut bool) {
        use ast::ExprKind as E;
        let dotted = dotted_name(d);
        match &d.kind {
            E::Call(callee, args) => {
                let name = dotted_name(callee).unwrap_or_default();
                let short = name.strip_prefix("cython.").unwrap_or(&name);
                let on = matches!(
                    args.first(),
                    Some(ast::Arg::Pos(ast::Expr {
                        kind: E::Bool(true),
                        ..
                    }))
                );
                // Pure-Python-mode typing: the function keeps Python
                // semantics for its return value and locals, which give
                // the same results (only C overflow could differ).
                if matches!(short, "returns" | "locals" | "exceptval")
                    && name.starts_with("cython.")
                {
                    return;
                }
                if !(name.starts_with("cython.") && self.set_directive(short, on)) {
                    self.unsupported(&format!("the decorator @{name}(…)"), d.span);
                }
            }
            _ => match dotted.as_deref() {
                Some(
                    "cython.cfunc" | "cython.ccall" | "cython.inline" | "cython.locals"
                    | "cython.final",
                )
                | Some("staticmethod" | "cython.exceptval") => {}
                Some("cython.nogil") => *nogil = true,
                Some(other) => self.unsupported(&format!("the decorator @{other}"), d.span),
                None => self.unsupported("this decorator", d.span),
            },
        }
    }

    /// The variable a store to `name` writes.
    pub fn lookup_store(&mut self, name: &str, span: Span) -> Var {
        if let Some(v) = self.ctx().vars.get(name) {
            return v.clone();
        }
        if let Some(g) = self.globals.get(name) {
            return Var {
                place: Place::Global(g.slot),
                ty: g.ty.clone(),
                name: Arc::from(name),
            };
        }
        // A binding the pre-pass did not see (REPL lines, class bodies):
        // a new global.
        let _ = span;
        let g = self.add_global(name, Ty::Object, false);
        Var {
            place: Place::Global(g.slot),
            ty: g.ty,
            name: Arc::from(name),
        }
    }

    /// A comprehension variable a lambda captures: a cell of the frame,
    /// made afresh each time the comprehension runs (and listed with the
    /// function's cells, which keeps its body out of kernels).
    pub fn hidden_cell(&mut self, name: &str) -> Var {
        let ctx = self.ctx();
        let slot = ctx.new_slot(&Ty::Object);
        ctx.cell_slots.push(slot);
        Var {
            place: Place::Cell(slot),
            ty: Ty::Object,
            name: Arc::from(name),
        }
    }

    /// A temporary slot in the current frame (comprehension variables).
    pub fn hidden_var(&mut self, name: &str, ty: Ty) -> Var {
        let slot = self.ctx().new_slot(&ty);
        Var {
            place: Place::Local(slot),
            ty,
            name: Arc::from(name),
        }
    }
}

/// A Cython decorator (`@cython.boundscheck(False)`, `@cython.nogil`),
/// which `Sema::decorator` applies while the function is resolved.
fn is_cython_decorator(d: &ast::Expr) -> bool {
    let head = match &d.kind {
        ast::ExprKind::Call(callee, _) => callee.as_ref(),
        _ => d,
    };
    dotted_name(head).is_some_and(|n| n.starts_with("cython."))
}

/// A decorator that is a Python callable applied when the `def` runs
/// (`@functools.cache`, a user's decorator), not one of Cython's.
fn runtime_decorator(d: &ast::Expr) -> bool {
    let head = match &d.kind {
        ast::ExprKind::Call(callee, _) => callee.as_ref(),
        _ => d,
    };
    match dotted_name(head) {
        Some(n) => {
            !n.starts_with("cython.")
                && !matches!(n.as_str(), "staticmethod" | "classmethod" | "property")
        }
        None => true,
    }
}

pub enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a ast::Expr),
}

/// `const T *p` (or `const T * const p`): a pointer whose elements may
/// not be assigned through it.
pub fn points_to_const(t: &TypeExpr) -> bool {
    let t = match &t.kind {
        TypeKind::Const(inner) => inner,
        _ => t,
    };
    matches!(&t.kind, TypeKind::Pointer(inner) if matches!(inner.kind, TypeKind::Const(_)))
}

pub fn all_params(p: &ast::Params) -> Vec<(&ast::Param, ParamKind)> {
    let mut v: Vec<_> = p
        .positional
        .iter()
        .map(|q| (q, ParamKind::Positional))
        .collect();
    if let Some(s) = &p.star {
        v.push((s, ParamKind::Star));
    }
    v.extend(p.kwonly.iter().map(|q| (q, ParamKind::KwOnly)));
    if let Some(s) = &p.starstar {
        v.push((s, ParamKind::StarStar));
    }
    v
}

fn literal_default(e: &ast::Expr) -> Option<HExpr> {
    use ast::ExprKind as E;
    let kind = match &e.kind {
        E::Int(i) => HKind::Int(i64::try_from(*i).ok()?),
        E::Float(f) => HKind::Float(*f),
        E::Bool(b) => HKind::Bool(*b),
        E::NoneLit => HKind::NoneLit,
        E::Str(s) => HKind::Str(Arc::from(s.as_str())),
        E::Unary(ast::UnOp::Neg, x) => match &x.kind {
            E::Int(i) => HKind::Int(-i64::try_from(*i).ok()?),
            E::Float(f) => HKind::Float(-f),
            _ => return None,
        },
        _ => return None,
    };
    Some(HExpr {
        kind,
        ty: Ty::Object,
        span: e.span,
    })
}

pub use crate::syntax::ast::dotted_name;

fn count_bindings<'a>(body: &'a [Stmt], counts: &mut HashMap<&'a str, usize>) {
    fn target<'a>(e: &'a ast::Expr, counts: &mut HashMap<&'a str, usize>) {
        match &e.kind {
            ast::ExprKind::Name(n) => *counts.entry(n.as_str()).or_default() += 1,
            ast::ExprKind::Tuple(xs) | ast::ExprKind::List(xs) => {
                xs.iter().for_each(|x| target(x, counts))
            }
            ast::ExprKind::Starred(x) => target(x, counts),
            _ => {}
        }
    }
    for s in body {
        match &s.kind {
            StmtKind::Func(f) => *counts.entry(f.name.name.as_str()).or_default() += 1,
            StmtKind::Class { name, .. } => *counts.entry(name.name.as_str()).or_default() += 1,
            StmtKind::Assign(ts, _) => ts.iter().for_each(|t| target(t, counts)),
            StmtKind::AugAssign(t, _, _) | StmtKind::AnnAssign(t, _, _) => target(t, counts),
            StmtKind::For(t, _, b, o) => {
                target(t, counts);
                count_bindings(b, counts);
                count_bindings(o, counts);
            }
            StmtKind::If(_, b, o) | StmtKind::While(_, b, o) => {
                count_bindings(b, counts);
                count_bindings(o, counts);
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                count_bindings(body, counts);
                count_bindings(orelse, counts);
                count_bindings(finalbody, counts);
                for h in handlers {
                    if let Some(n) = &h.name {
                        *counts.entry(n.name.as_str()).or_default() += 1;
                    }
                    count_bindings(&h.body, counts);
                }
            }
            StmtKind::Del(ts) => ts.iter().for_each(|t| target(t, counts)),
            StmtKind::Import(..) | StmtKind::FromImport { .. } => {
                // Imports bind names too; counted so a later def of the same
                // name is not called directly.
                if let StmtKind::Import(names, _) | StmtKind::FromImport { names, .. } = &s.kind {
                    for n in names {
                        let b = n.alias.as_ref().unwrap_or(&n.path[0]);
                        *counts.entry(b.name.as_str()).or_default() += 1;
                    }
                }
            }
            _ => {}
        }
    }
}

/// The Python type a variable or parameter declared as builtin type `n`
/// must hold (or None), named as Cython's messages name it.
pub fn checked_py_type(n: &str) -> Option<&'static str> {
    const CHECKED: &[&str] = &[
        "list",
        "dict",
        "tuple",
        "str",
        "set",
        "frozenset",
        "bytes",
        "bytearray",
    ];
    if memview::is_ndarray_name(n) {
        return Some("numpy.ndarray");
    }
    match n {
        "unicode" => return Some("str"),
        // An `int` annotation: an exact Python int.
        "int object" => return Some("int"),
        _ => {}
    }
    CHECKED.iter().find(|t| **t == n).copied()
}

/// A body's docstring: the string literal that is its first statement.
pub(crate) fn docstring(body: &[ast::Stmt]) -> Option<Arc<str>> {
    match &body.first()?.kind {
        ast::StmtKind::Expr(ast::Expr {
            kind: ast::ExprKind::Str(s),
            ..
        }) => Some(Arc::from(s.as_str())),
        _ => None,
    }
}
