//! Modules of the script's folder (`crate::loader`): each is resolved in a
//! namespace of its own — its globals, functions, types and imports — into
//! the same program, so a cimported `cdef` function is called directly with
//! its C signature. Its top-level code becomes an init function that runs
//! once, at the first import that reaches it (cimports at the start of the
//! importing module, as Cython imports them while initialising it).

use super::consts::Const;
use super::fused::FusedFn;
use super::hir::*;
use super::scope::Scopes;
use super::state::Interactive;
use super::types::{StructDef, Ty};
use super::{Directives, Global, Imported, Sema};
use crate::loader::UserModule;
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind, FuncKind, Ident, ImportName, Stmt, StmtKind};
use indexmap::IndexMap;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Everything sema keys by a module-level name: swapped in while a module
/// is resolved, kept afterwards for the names other modules import.
#[derive(Default)]
pub(super) struct Namespace {
    globals: IndexMap<String, Global>,
    consts: HashMap<String, Const>,
    imports: HashMap<String, Imported>,
    direct: HashMap<String, FuncId>,
    rebound: HashSet<String>,
    typedefs: HashMap<String, Ty>,
    class_names: HashSet<String>,
    global_py_types: HashMap<String, &'static str>,
    fused_defs: HashMap<String, Vec<Ty>>,
    fused_funcs: HashMap<String, FusedFn>,
    structs: HashMap<String, Arc<StructDef>>,
    resident: HashSet<String>,
    class_fields: HashMap<String, Arc<HashMap<Arc<str>, Ty>>>,
    scopes: Scopes,
    directives: Directives,
    module_directives: Directives,
    interactive: Option<Interactive>,
    module: Option<Arc<str>>,
}

/// A module of the folder, by how far sema has got with it.
pub(super) enum UserState {
    Pending(Box<UserModule>),
    /// Being resolved: importing it again is a cycle.
    Busy,
    Done(Box<Resolved>),
}

pub(super) struct Resolved {
    ns: Namespace,
    /// The function running its top-level code (for a `.pxd` alone: what
    /// its declarations set up, such as enum members).
    init: Option<FuncId>,
    pxd_only: bool,
}

impl Sema<'_> {
    fn swap_namespace(&mut self, ns: &mut Namespace) {
        use std::mem::swap;
        swap(&mut self.globals, &mut ns.globals);
        swap(&mut self.consts, &mut ns.consts);
        swap(&mut self.imports, &mut ns.imports);
        swap(&mut self.direct, &mut ns.direct);
        swap(&mut self.rebound, &mut ns.rebound);
        swap(&mut self.typedefs, &mut ns.typedefs);
        swap(&mut self.class_names, &mut ns.class_names);
        swap(&mut self.global_py_types, &mut ns.global_py_types);
        swap(&mut self.fused_defs, &mut ns.fused_defs);
        swap(&mut self.fused_funcs, &mut ns.fused_funcs);
        swap(&mut self.structs, &mut ns.structs);
        swap(&mut self.resident, &mut ns.resident);
        swap(&mut self.class_fields, &mut ns.class_fields);
        swap(&mut self.scopes, &mut ns.scopes);
        swap(&mut self.directives, &mut ns.directives);
        swap(&mut self.module_directives, &mut ns.module_directives);
        swap(&mut self.interactive, &mut ns.interactive);
        swap(&mut self.module, &mut ns.module);
    }

    /// The folder module an import names (its path has one part and the
    /// loader found it).
    pub(super) fn user_module_of(&self, path: &[Ident]) -> Option<String> {
        match path {
            [one] if self.modules.contains_key(&one.name) => Some(one.name.clone()),
            _ => None,
        }
    }

    /// Resolves module `name` unless done already: false when the folder
    /// has no such module.
    fn ensure_module(&mut self, name: &str, span: Span) -> bool {
        let m = match self.modules.get_mut(name) {
            None => return false,
            Some(UserState::Done(_)) => return true,
            Some(UserState::Busy) => {
                self.error(
                    "ImportError",
                    format!("cannot import module '{name}': it imports itself through a cycle"),
                    span,
                )
                .label = Some("arr resolves a folder's modules in import order".into());
                return true;
            }
            Some(state) => match std::mem::replace(state, UserState::Busy) {
                UserState::Pending(m) => m,
                _ => return true,
            },
        };
        let mut ns = Namespace {
            scopes: super::scope::analyze(&m.stmts),
            class_names: m
                .stmts
                .iter()
                .filter_map(|s| match &s.kind {
                    StmtKind::Class { name, .. } => Some(name.name.clone()),
                    _ => None,
                })
                .collect(),
            module: Some(Arc::from(name)),
            ..Namespace::default()
        };
        self.swap_namespace(&mut ns);
        // The module is resolved as a script is: at the bottom of its own
        // stack of functions.
        let outer = std::mem::take(&mut self.stack);
        let src = self.src;
        self.read_directives_of(src.text.get(m.header.0..m.header.1).unwrap_or(""));
        self.module_directives = self.directives;
        self.declare_fused_types(&m.stmts);
        let body = self.module(&m.stmts);
        let ctx = self.stack.pop();
        let (n_c, n_v) = ctx.map_or((0, 0), |c| (c.n_c, c.n_v));
        let init = Some(self.init_function(name, body, n_c, n_v, span));
        self.stack = outer;
        self.swap_namespace(&mut ns);
        self.modules.insert(
            name.to_string(),
            UserState::Done(Box::new(Resolved {
                ns,
                init,
                pxd_only: m.pxd_only,
            })),
        );
        true
    }

    /// The function that runs a module's top-level code the first time it
    /// is called: a C global flag records that it ran.
    fn init_function(
        &mut self,
        name: &str,
        body: Vec<HStmt>,
        n_c: u32,
        n_v: u32,
        span: Span,
    ) -> FuncId {
        let flag = self.add_global(&format!("<{name} initialised>"), Ty::Bint, true);
        let flag = Var {
            place: Place::Global(flag.slot),
            ty: Ty::Bint,
            name: Arc::from("initialised"),
        };
        let at = |kind| HStmt { kind, span };
        let load = HExpr {
            kind: HKind::Load(flag.clone()),
            ty: Ty::Bint,
            span,
        };
        let yes = HExpr {
            kind: HKind::Bool(true),
            ty: Ty::Bint,
            span,
        };
        let mut stmts = vec![
            at(SKind::If(load, vec![at(SKind::Return(None))], Vec::new())),
            at(SKind::Assign(vec![HTarget::Var(flag, span)], yes)),
        ];
        stmts.extend(body);
        self.funcs.push(HFunc {
            name: Arc::from(name),
            qualname: Arc::from(format!("<module {name}>")),
            kind: FuncKind::Cdef,
            params: Vec::new(),
            ret: Ty::Void,
            except: ExceptKind::Propagate,
            n_c,
            n_v,
            cell_slots: Vec::new(),
            free: Vec::new(),
            body: stmts,
            span,
            is_lambda: false,
            is_method: false,
            counts_without_self: false,
            directives: self.module_directives,
            module: Some(Arc::from(name)),
            nogil: false,
            doc: None,
            ret_check: None,
        });
        self.funcs.len() - 1
    }

    /// Before a module's declarations: resolves the folder modules its
    /// top-level imports name and binds what they import (declarations may
    /// use the imported types). Returns the init calls its cimports make
    /// when the module starts.
    pub(super) fn import_folder_modules(&mut self, stmts: &[Stmt]) -> Vec<HStmt> {
        let mut starts = Vec::new();
        for s in stmts {
            match &s.kind {
                StmtKind::Import(names, cimport) => {
                    for n in names {
                        let Some(m) = self.user_module_of(&n.path) else {
                            continue;
                        };
                        if !self.ensure_module(&m, n.path[0].span) {
                            continue;
                        }
                        let bound = n.alias.as_ref().unwrap_or(&n.path[0]);
                        self.imports
                            .insert(bound.name.clone(), Imported::User(m.clone()));
                        self.check_importable(&m, *cimport, n.path[0].span);
                        if *cimport {
                            starts.extend(self.init_call(&m, s.span));
                        }
                    }
                }
                StmtKind::FromImport {
                    module,
                    names,
                    cimport,
                } => {
                    let Some(m) = self.user_module_of(module) else {
                        continue;
                    };
                    if !self.ensure_module(&m, module[0].span) {
                        continue;
                    }
                    self.check_importable(&m, *cimport, module[0].span);
                    for n in names {
                        self.bind_imported(&m, n, *cimport, s.span);
                    }
                    if *cimport {
                        starts.extend(self.init_call(&m, s.span));
                    }
                }
                _ => {}
            }
        }
        starts
    }

    /// A `.pxd` alone is only for cimport, as in Python.
    fn check_importable(&mut self, m: &str, cimport: bool, span: Span) {
        if !cimport && matches!(self.modules.get(m), Some(UserState::Done(r)) if r.pxd_only) {
            self.error(
                "ModuleNotFoundError",
                format!("No module named '{m}'"),
                span,
            )
            .label = Some(format!(
                "only {m}.pxd is here: it can be cimported, not imported"
            ));
        }
    }

    fn bind_imported(&mut self, m: &str, n: &ImportName, cimport: bool, stmt: Span) {
        let name = &n.path[0];
        if name.name == "*" {
            self.unsupported("`import *`", name.span);
            return;
        }
        let bound = n.alias.as_ref().unwrap_or(name);
        if self.bind_from(m, &name.name, &bound.name) {
            // Bound here already: no global of the script's own.
            self.bound_keys.insert(bound.name.clone());
            if !cimport {
                self.copy_on_import(&bound.name, stmt);
            }
        } else if cimport {
            // Cython then looks for a submodule `m.name`, and names it.
            self.error(
                "SyntaxError",
                format!("'{m}/{}.pxd' not found", name.name),
                name.span,
            )
            .label = Some(format!("'{m}' declares no '{}'", name.name));
        } else {
            self.error(
                "ImportError",
                format!("cannot import name '{}' from '{m}'", name.name),
                name.span,
            );
        }
    }

    /// `from m import x` of a variable: Python binds a name of its own to
    /// the value `m.x` has when the import runs (a function or class keeps
    /// the module's slot: it is not rebound, and calls stay direct).
    fn copy_on_import(&mut self, bound: &str, stmt: Span) {
        let Some(theirs) = self.globals.get(bound).cloned() else {
            return;
        };
        if self.direct.contains_key(bound) || self.class_names.contains(bound) {
            return;
        }
        let mine = self.add_global(bound, theirs.ty.clone(), theirs.declared);
        let var = |g: &Global| Var {
            place: Place::Global(g.slot),
            ty: g.ty.clone(),
            name: Arc::from(bound),
        };
        self.import_copies.push((stmt, var(&mine), var(&theirs)));
    }

    /// Binds `bound` here to what `attr` names in module `m`: a global (the
    /// same slot), a function called directly, a type, a constant. False
    /// when `m` has no such name.
    fn bind_from(&mut self, m: &str, attr: &str, bound: &str) -> bool {
        let Some(UserState::Done(r)) = self.modules.get(m) else {
            return false;
        };
        let ns = &r.ns;
        let mut found = false;
        if let Some(g) = ns.globals.get(attr) {
            self.globals.insert(bound.to_string(), g.clone());
            found = true;
        }
        if ns.class_names.contains(attr) {
            self.class_names.insert(bound.to_string());
            found = true;
        }
        found |= copy_entry(&ns.structs, &mut self.structs, attr, bound);
        found |= copy_entry(&ns.typedefs, &mut self.typedefs, attr, bound);
        found |= copy_entry(&ns.fused_defs, &mut self.fused_defs, attr, bound);
        found |= copy_entry(&ns.fused_funcs, &mut self.fused_funcs, attr, bound);
        found |= copy_entry(&ns.consts, &mut self.consts, attr, bound);
        // What a name found above also is: a function called directly, a
        // global of a Python builtin type, a class's typed attributes.
        copy_entry(&ns.direct, &mut self.direct, attr, bound);
        copy_entry(&ns.global_py_types, &mut self.global_py_types, attr, bound);
        copy_entry(&ns.class_fields, &mut self.class_fields, attr, bound);
        found
    }

    /// The call that runs module `m`'s top-level code if it has not run.
    fn init_call(&self, m: &str, span: Span) -> Option<HStmt> {
        let Some(UserState::Done(r)) = self.modules.get(m) else {
            return None;
        };
        let id = r.init?;
        Some(HStmt {
            kind: SKind::Expr(HExpr {
                kind: HKind::CallDirect(id, Vec::new()),
                ty: Ty::Void,
                span,
            }),
            span,
        })
    }

    /// An `import`/`from … import` statement naming a folder module: its
    /// names were bound before the declarations; here the module runs.
    /// Returns false when the statement names no folder module.
    pub(super) fn folder_import_stmt(&mut self, s: &Stmt, out: &mut Vec<HStmt>) -> bool {
        let (modules, cimport): (Vec<&[Ident]>, bool) = match &s.kind {
            StmtKind::Import(names, c) => (names.iter().map(|n| &n.path[..]).collect(), *c),
            StmtKind::FromImport {
                module, cimport, ..
            } => (vec![&module[..]], *cimport),
            _ => return false,
        };
        let mine: Vec<String> = modules
            .iter()
            .filter_map(|p| self.user_module_of(p))
            .collect();
        if mine.is_empty() {
            return false;
        }
        if !self.ctx().is_module || self.ctx().block_depth > 0 {
            self.unsupported(
                "importing a module of the script's folder inside a block or function",
                s.span,
            );
            return true;
        }
        if mine.len() < modules.len() {
            self.unsupported(
                "one `import` of both a folder module and another module",
                s.span,
            );
            return true;
        }
        if !cimport {
            for m in &mine {
                out.extend(self.init_call(m, s.span));
            }
        }
        for (at, to, from) in &self.import_copies {
            if *at != s.span {
                continue;
            }
            let value = HExpr {
                kind: HKind::Load(from.clone()),
                ty: from.ty.clone(),
                span: s.span,
            };
            out.push(HStmt {
                kind: SKind::Assign(vec![HTarget::Var(to.clone(), s.span)], value),
                span: s.span,
            });
        }
        true
    }

    /// `m.attr` where `m` names a folder module: the name `m.attr` bound
    /// to what `attr` is there (an error when it has none).
    pub(super) fn user_attr(&mut self, base: &Expr, attr: &Ident) -> Option<String> {
        let ExprKind::Name(n) = &base.kind else {
            return None;
        };
        if self.ctx_has_var(n) {
            return None;
        }
        let Some(Imported::User(m)) = self.imports.get(n).cloned() else {
            return None;
        };
        let key = format!("{n}.{}", attr.name);
        if !self.bound_keys.contains(&key) {
            if !self.bind_from(&m, &attr.name, &key) {
                self.error(
                    "AttributeError",
                    format!("module '{m}' has no attribute '{}'", attr.name),
                    attr.span,
                );
                return None;
            }
            self.bound_keys.insert(key.clone());
        }
        Some(key)
    }

    /// `m.attr` as an expression of its own.
    pub(super) fn user_attr_expr(&mut self, base: &Expr, attr: &Ident, span: Span) -> Option<Expr> {
        let key = self.user_attr(base, attr)?;
        Some(Expr {
            kind: ExprKind::Name(key),
            span,
        })
    }

    /// `m.Point` in a declaration: the type's name bound here.
    pub(super) fn user_type_name(&mut self, dotted: &str, span: Span) -> Option<String> {
        let (m, attr) = dotted.split_once('.')?;
        if !matches!(self.imports.get(m), Some(Imported::User(_))) {
            return None;
        }
        let base = Expr {
            kind: ExprKind::Name(m.to_string()),
            span,
        };
        let attr = Ident {
            name: attr.to_string(),
            span,
        };
        self.user_attr(&base, &attr)
    }
}

/// Copies `from[attr]` to `to[bound]`: whether there was one.
fn copy_entry<T: Clone>(
    from: &HashMap<String, T>,
    to: &mut HashMap<String, T>,
    attr: &str,
    bound: &str,
) -> bool {
    match from.get(attr) {
        Some(v) => {
            to.insert(bound.to_string(), v.clone());
            true
        }
        None => false,
    }
}

/// What the loader found, for sema.
pub(super) fn pending(modules: HashMap<String, UserModule>) -> HashMap<String, UserState> {
    modules
        .into_iter()
        .map(|(k, m)| (k, UserState::Pending(Box::new(m))))
        .collect()
}
