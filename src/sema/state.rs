//! What sema keeps from one REPL input to the next: the module's globals,
//! functions, types and imports. A script is one input with an empty state.

use super::hir::{FuncId, HFunc, SKind};
use super::types::{StructDef, Ty};
use super::{Global, Imported, consts::Const, fused::FusedFn};
use crate::source::{Source, Span};
use crate::syntax::ast::{Stmt, StmtKind};
use indexmap::IndexMap;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Module-level knowledge that outlives one input.
#[derive(Debug, Clone, Default)]
pub struct SemaState {
    pub globals: IndexMap<String, Global>,
    pub(super) n_gc: u32,
    pub(super) n_gv: u32,
    pub(super) consts: HashMap<String, Const>,
    /// Every function resolved so far; a `FuncId` indexes it. The program
    /// of an input carries them out (`Program::funcs`) and the session
    /// gives them back with `restore_funcs`.
    pub(super) funcs: Vec<HFunc>,
    pub(super) imports: HashMap<String, Imported>,
    pub(super) direct: HashMap<String, FuncId>,
    pub(super) rebound: HashSet<String>,
    pub(super) typedefs: HashMap<String, Ty>,
    pub(super) class_names: HashSet<String>,
    pub(super) global_py_types: HashMap<String, &'static str>,
    pub(super) fused_defs: HashMap<String, Vec<Ty>>,
    pub(super) fused_funcs: HashMap<String, FusedFn>,
    pub(super) structs: HashMap<String, Arc<StructDef>>,
    pub(super) enums: HashMap<String, Arc<super::enums::EnumDef>>,
    pub(super) ret_names: HashMap<String, String>,
    pub(super) global_typedef_names: HashMap<String, String>,
    pub(super) attr_enums: HashMap<String, String>,
    pub(super) resident: HashSet<String>,
    /// Set for an interactive session (see `Interactive`).
    pub(super) interactive: Option<Interactive>,
}

/// How an interactive session differs from a script: expression statements
/// at the top level echo their value into `_`, a name nothing defines is a
/// run-time `NameError` (it may be defined by a later input), `def`
/// functions are always called through their global (they may be
/// redefined), and a `cdef` with a new type redeclares a global.
#[derive(Debug, Clone, Copy)]
pub(super) struct Interactive {
    /// The object slot of `_`.
    pub last_slot: u32,
    /// Echo nothing for the input's last statement (it ended with `;`).
    pub quiet_last: bool,
    /// The statement `quiet_last` silences.
    pub quiet_span: Option<crate::source::Span>,
    /// Values are kept in `_` but not shown (`:layout` evaluating).
    pub silent: bool,
}

impl SemaState {
    /// The state of an interactive session: `_` exists from the start.
    pub fn interactive() -> SemaState {
        let mut s = SemaState::default();
        let slot = s.n_gv;
        s.n_gv += 1;
        s.globals.insert(
            "_".to_string(),
            Global {
                ty: Ty::Object,
                slot,
                declared: false,
            },
        );
        s.interactive = Some(Interactive {
            last_slot: slot,
            quiet_last: false,
            quiet_span: None,
            silent: false,
        });
        s
    }

    /// Tells the next input whether its last statement's value is shown.
    pub fn set_quiet_last(&mut self, quiet: bool) {
        if let Some(i) = &mut self.interactive {
            i.quiet_last = quiet;
        }
    }

    /// Makes the next inputs keep values in `_` without showing them.
    pub fn set_silent(&mut self, silent: bool) {
        if let Some(i) = &mut self.interactive {
            i.silent = silent;
        }
    }

    /// Gives back the functions an input's program carried out.
    pub fn restore_funcs(&mut self, funcs: Vec<HFunc>) {
        self.funcs = funcs;
    }

    /// Names the session has defined, for completion and `:vars`.
    pub fn names(&self) -> impl Iterator<Item = (&str, &Ty)> {
        self.globals.iter().map(|(n, g)| (n.as_str(), &g.ty))
    }

    /// Names bound by imports (`np`, `sqrt`…), for completion.
    pub fn imported(&self) -> impl Iterator<Item = (&str, String)> {
        self.imports.iter().map(|(n, i)| {
            let path = match i {
                Imported::Module(m) | Imported::Member(m) | Imported::User(m) => m.clone(),
            };
            (n.as_str(), path)
        })
    }
}

impl<'s> super::Sema<'s> {
    /// A resolver continuing `st`, for a module whose statements are given.
    pub(super) fn from_state(src: &'s Source, st: SemaState, module: &[Stmt]) -> Self {
        let mut class_names = st.class_names;
        class_names.extend(module.iter().filter_map(|s| match &s.kind {
            StmtKind::Class { name, .. } => Some(name.name.clone()),
            _ => None,
        }));
        super::Sema {
            src,
            diags: Vec::new(),
            warnings: Vec::new(),
            extensions: Vec::new(),
            inlined: Vec::new(),
            scopes: Default::default(),
            globals: st.globals,
            n_gc: st.n_gc,
            n_gv: st.n_gv,
            consts: st.consts,
            funcs: st.funcs,
            stack: Vec::new(),
            imports: st.imports,
            direct: st.direct,
            rebound: st.rebound,
            directives: Default::default(),
            typedefs: st.typedefs,
            module_directives: Default::default(),
            global_py_types: st.global_py_types,
            class_names,
            structs: st.structs,
            enums: st.enums,
            ret_names: st.ret_names,
            attr_enums: st.attr_enums,
            resident: st.resident,
            local_resident: HashSet::new(),
            probing: false,
            iterating: false,
            into_carray: false,
            first_pass: false,
            first_pass_hit: false,
            class_fields: HashMap::new(),
            class_methods: HashMap::new(),
            static_methods: HashMap::new(),
            method_classes: HashMap::new(),
            attr_py_types: HashMap::new(),
            ref_params: Default::default(),
            global_typedef_names: st.global_typedef_names,
            c_only: HashMap::new(),
            method_fields: None,
            fused_defs: st.fused_defs,
            fused_subst: HashMap::new(),
            fused_funcs: st.fused_funcs,
            qual: Vec::new(),
            interactive: st.interactive,
            modules: HashMap::new(),
            module: None,
            bound_keys: HashSet::new(),
            import_copies: Vec::new(),
            widened_pows: HashSet::new(),
        }
    }

    /// What the resolver knows that a later input needs.
    pub(super) fn into_state(self) -> SemaState {
        SemaState {
            globals: self.globals,
            n_gc: self.n_gc,
            n_gv: self.n_gv,
            consts: self.consts,
            funcs: self.funcs,
            imports: self.imports,
            direct: self.direct,
            rebound: self.rebound,
            typedefs: self.typedefs,
            class_names: self.class_names,
            global_py_types: self.global_py_types,
            fused_defs: self.fused_defs,
            fused_funcs: self.fused_funcs,
            structs: self.structs,
            enums: self.enums,
            ret_names: self.ret_names,
            global_typedef_names: self.global_typedef_names,
            attr_enums: self.attr_enums,
            resident: self.resident,
            interactive: self.interactive,
        }
    }

    /// An expression statement: in a session, one at the top level of the
    /// input shows its value.
    pub(super) fn expr_stmt(&mut self, e: &crate::syntax::ast::Expr, span: Span) -> SKind {
        let x = self.expr(e);
        let echo = self.interactive.filter(|i| {
            let ctx = self.stack.last();
            ctx.is_some_and(|c| c.is_module && c.block_depth == 0) && i.quiet_span != Some(span)
        });
        match echo {
            Some(i)
                if x.ty != Ty::Void && super::coerce::assignable(&x.ty, &Ty::Object).is_ok() =>
            {
                SKind::Display(self.as_object(x, e), i.last_slot, !i.silent)
            }
            _ => SKind::Expr(x),
        }
    }

    /// In a session, a name nothing defines yet is a global that a later
    /// input may bind: reading it first is a run-time `NameError`.
    pub(super) fn late_global(&mut self, name: &str) -> Option<Global> {
        self.interactive?;
        Some(self.add_global(name, Ty::Object, false))
    }
}

/// The static type of an expression in a session, spelled as
/// `cython.typeof` spells it; or what is wrong with the expression.
pub fn static_type(
    src: &Source,
    e: &crate::syntax::ast::Expr,
    state: &SemaState,
) -> Result<String, Vec<crate::diag::Diagnostic>> {
    let mut st = state.clone();
    st.interactive = None;
    let mut s = super::Sema::from_state(src, st, &[]);
    s.stack.push(super::FnCtx::module());
    let x = s.expr(e);
    if s.diags.is_empty() {
        Ok(super::typeofs::typeof_name(&x))
    } else {
        Err(s.diags)
    }
}
