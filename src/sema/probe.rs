//! Inferring the types of a function's undeclared locals by resolving its
//! body with assumed types and watching what each candidate is assigned,
//! until the assumptions reproduce themselves (Cython's fixpoint; the
//! syntactic rules are in `infer.rs`). A probing resolution leaves no
//! trace: what it reported, declared or added is rolled back.

use super::fused::FusedFn;
use super::hir::{HExpr, HKind, Place, Var};
use super::infer::{self, Inferred, Seen};
use super::scope::FnScope;
use super::types::{CInt, Ty};
use super::{Directives, FuncId, Global, Imported, Owner, Sema};
use crate::source::Span;
use crate::syntax::ast::{Expr, Stmt};
use indexmap::IndexMap;
use std::collections::{HashMap, HashSet};

/// Resolutions of a body before the types settle; a cycle that never does
/// leaves the unsettled names Python objects.
const MAX_ROUNDS: usize = 6;

/// What a resolution may change outside the function being resolved.
struct Snapshot {
    diags: usize,
    warnings: usize,
    extensions: usize,
    funcs: usize,
    globals: IndexMap<String, Global>,
    n_gc: u32,
    n_gv: u32,
    imports: HashMap<String, Imported>,
    direct: HashMap<String, FuncId>,
    rebound: HashSet<String>,
    typedefs: HashMap<String, Ty>,
    class_names: HashSet<String>,
    global_py_types: HashMap<String, &'static str>,
    fused_funcs: HashMap<String, FusedFn>,
    resident: HashSet<String>,
    directives: Directives,
}

impl Sema<'_> {
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            diags: self.diags.len(),
            warnings: self.warnings.len(),
            extensions: self.extensions.len(),
            funcs: self.funcs.len(),
            globals: self.globals.clone(),
            n_gc: self.n_gc,
            n_gv: self.n_gv,
            imports: self.imports.clone(),
            direct: self.direct.clone(),
            rebound: self.rebound.clone(),
            typedefs: self.typedefs.clone(),
            class_names: self.class_names.clone(),
            global_py_types: self.global_py_types.clone(),
            fused_funcs: self.fused_funcs.clone(),
            resident: self.resident.clone(),
            directives: self.directives,
        }
    }

    fn restore(&mut self, s: Snapshot) {
        self.diags.truncate(s.diags);
        self.warnings.truncate(s.warnings);
        self.extensions.truncate(s.extensions);
        self.funcs.truncate(s.funcs);
        self.globals = s.globals;
        self.n_gc = s.n_gc;
        self.n_gv = s.n_gv;
        self.imports = s.imports;
        self.direct = s.direct;
        self.rebound = s.rebound;
        self.typedefs = s.typedefs;
        self.class_names = s.class_names;
        self.global_py_types = s.global_py_types;
        self.fused_funcs = s.fused_funcs;
        self.resident = s.resident;
        self.directives = s.directives;
    }

    /// The C types Cython would infer for the undeclared locals of a
    /// function body (`types` holds the declared ones).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn infer_locals(
        &mut self,
        id: FuncId,
        sc: &FnScope,
        types: &HashMap<String, Ty>,
        body: &[Stmt],
        span: Span,
        owner: &Owner,
    ) -> HashMap<String, Inferred> {
        let mode = self.directives.infer_types;
        if self.probing || mode == Some(false) {
            return HashMap::new();
        }
        let names: HashSet<String> = infer::candidates(body)
            .into_iter()
            .filter(|n| {
                sc.local_set.contains(n)
                    && !types.contains_key(n)
                    && !self.scopes.addressed.contains(n)
                    // Cython infers a captured variable's type too, unless
                    // a nested function assigns it (`nonlocal`).
                    && (!sc.cells.contains(n) || !self.nested_assign(span, n))
            })
            .collect();
        if names.is_empty() {
            return HashMap::new();
        }
        let overflow = infer::might_overflow(body);
        let unbound = infer::maybe_unbound(body, &names);
        let deleted = infer::deleted(body);
        let mut assumed: HashMap<String, Inferred> = HashMap::new();
        let mut quirk = false;
        let mut ever_assumed: HashSet<String> = HashSet::new();
        for round in 0..MAX_ROUNDS {
            // Rounds 0 and 1 stand for Cython's first pass (what does not
            // depend on the variable itself, then the partial inference
            // of what does); the later ones for its re-inference.
            self.first_pass = round < 2;
            self.first_pass_hit = false;
            let seen = self.probe(id, sc, types, &assumed, &names, body, span, owner);
            self.first_pass = false;
            quirk |= self.first_pass_hit;
            let mut next = HashMap::new();
            for (name, all) in seen {
                // First, as Cython's partial inference does, only what does
                // not depend on the variable itself — also later, while the
                // variable's type waits on another's (`cur = block` then
                // `cur = cur + 1`, `block` inferred in round 0) and so has
                // none yet.
                let used: Vec<Seen> = if round == 0 || !ever_assumed.contains(&name) {
                    all.into_iter().filter(|s| !s.self_ref).collect()
                } else {
                    all
                };
                let ty = infer::spanning(&used, overflow.contains(&name), mode == Some(true));
                let kept = match &ty {
                    Inferred::C(t) => {
                        !(t.is_c() && (unbound.contains(&name) || deleted.contains(&name)))
                    }
                    Inferred::Py(_) => true,
                    Inferred::Object => false,
                };
                if kept {
                    next.insert(name, ty);
                }
            }
            ever_assumed.extend(next.keys().cloned());
            if next == assumed && !(quirk && round < 2) {
                return assumed;
            }
            if round + 1 == MAX_ROUNDS {
                assumed.retain(|n, t| next.get(n) == Some(t));
                return assumed;
            }
            assumed = next;
        }
        assumed
    }

    /// Does a function nested in the one at `span` declare `name`
    /// `nonlocal` (and so may assign it)?
    fn nested_assign(&self, span: Span, name: &str) -> bool {
        self.scopes.iter().any(|(at, s)| {
            *at != span
                && at.start >= span.start
                && at.end <= span.end
                && s.nonlocals.contains(name)
        })
    }

    /// Resolves `body` once with `assumed` types, returning what each of
    /// `names` was assigned, and undoes everything else it did.
    #[allow(clippy::too_many_arguments)]
    fn probe(
        &mut self,
        id: FuncId,
        sc: &FnScope,
        types: &HashMap<String, Ty>,
        assumed: &HashMap<String, Inferred>,
        names: &HashSet<String>,
        body: &[Stmt],
        span: Span,
        owner: &Owner,
    ) -> HashMap<String, Vec<Seen>> {
        let snap = self.snapshot();
        self.probing = true;
        let mut all = types.clone();
        all.extend(assumed.iter().filter_map(|(n, t)| match t {
            Inferred::C(t) => Some((n.clone(), t.clone())),
            _ => None,
        }));
        let mut ctx = self.fn_ctx(id, sc, &all, span, owner);
        ctx.py_inferred = assumed
            .iter()
            .filter_map(|(n, t)| match t {
                Inferred::Py(p) => Some((n.clone(), p.clone())),
                _ => None,
            })
            .collect();
        ctx.seen = Some(names.iter().map(|n| (n.clone(), Vec::new())).collect());
        // `str s` is a str inside, as the body will see it.
        for p in &self.funcs[id].params {
            if let Some(t) = p.py_type {
                ctx.py_types.insert(p.name.to_string(), t);
            }
        }
        // `p = &x` infers `int *` only if `x` lives in memory, as it will.
        ctx.resident = self.local_resident.clone();
        self.stack.push(ctx);
        let params = self.funcs[id].params.clone();
        self.resident_params(&params, &sc.addressed, span);
        self.block(body);
        let ctx = self.stack.pop();
        self.probing = false;
        self.restore(snap);
        ctx.and_then(|c| c.seen).unwrap_or_default()
    }

    /// Records, while probing, a value assigned to the local `var`.
    pub(super) fn note_assigned(
        &mut self,
        var: &Var,
        ty: Option<Ty>,
        self_ref: bool,
        py: Option<String>,
    ) {
        let ctx = self.ctx();
        let own = ctx.vars.get(var.name.as_ref()).map(|v| v.place) == Some(var.place)
            && matches!(var.place, Place::Local(_) | Place::Cell(_));
        if let (true, Some(seen)) = (own, ctx.seen.as_mut())
            && let Some(list) = seen.get_mut(var.name.as_ref())
        {
            list.push(Seen { ty, self_ref, py });
        }
    }

    /// Is a candidate being watched (so its assignments are worth noting)?
    pub(super) fn watching(&mut self, name: &str) -> bool {
        self.ctx()
            .seen
            .as_ref()
            .is_some_and(|s| s.contains_key(name))
    }

    /// Records the values `for var in range(bounds…)` assigns: the type
    /// spanning the bounds (literals are `long`).
    /// Over a local Cython inferred to be a Python int (and C ints), the
    /// variable is one too.
    pub(super) fn note_range(&mut self, var: &Var, bounds: &[&Expr]) {
        let mut ty: Option<Ty> = None;
        let (mut py_ints, mut ints) = (0, 0);
        for b in bounds {
            let h = self.expr(b);
            if matches!(h.kind, HKind::Load(_)) && self.is_py_int(&h) {
                py_ints += 1;
            } else if h.ty.is_c_int() || matches!(h.kind, HKind::Int(i) if i32::try_from(i).is_ok())
            {
                ints += 1;
            }
            let t = value_type(&h).unwrap_or(Ty::Object);
            ty = Some(match ty {
                None => t,
                Some(prev) if prev == t => t,
                Some(prev) => Ty::arith(&prev, &t).unwrap_or(Ty::Object),
            });
        }
        let py = (py_ints > 0 && py_ints + ints == bounds.len()).then(|| "int object".to_string());
        self.note_assigned(var, ty, false, py);
    }

    /// Records an assignment `var = value` while probing.
    pub(super) fn note_value(&mut self, var: &Var, value: &HExpr, src: &Expr) {
        if self.watching(&var.name) {
            let self_ref = infer::mentions(src, &var.name);
            let py = self.class_called(value);
            let py = py.or_else(|| self.is_py_int(value).then(|| "int object".to_string()));
            let py = py.or_else(|| self.tuple_local_type(value));
            let py = py.or_else(|| super::typeofs::builtin_py_type(value));
            let py = py.or_else(|| self.local_py_type(value));
            // `o = <P>x`, `o = self`, `o = self.next`: Cython infers any
            // specific Python type, an extension type included.
            let py = py.or_else(|| self.static_class(src));
            self.note_assigned(var, value_type(value), self_ref, py);
        }
    }
}

impl Sema<'_> {
    /// `Class(…)` for a cdef class of the module: the class's name.
    fn class_called(&self, value: &HExpr) -> Option<String> {
        // A cdef function declared to return a cdef class.
        if let HKind::CallDirect(id, _) | HKind::CallVirtual(id, _, _) = &value.kind {
            return self.class_returned_by(*id);
        }
        let HKind::Call(callee, _) = &value.kind else {
            return None;
        };
        let HKind::Load(v) = &callee.kind else {
            return None;
        };
        let name = v.name.as_ref();
        let global = self.globals.get(name)?;
        (matches!(v.place, Place::Global(s) if s == global.slot)
            && self.class_fields.contains_key(name))
        .then(|| name.to_string())
    }
}

/// The type Cython gives an assigned value: literals have C types
/// (`long`, `double`, `bint`), `None` none at all, comparisons none that
/// Cython can use.
pub(super) fn value_type(h: &HExpr) -> Option<Ty> {
    // Cython does not infer through comparisons: their type is unknown to
    // it until later, and the variable stays an object.
    if let HKind::Compare(..) = h.kind {
        return Some(Ty::Object);
    }
    // Arithmetic with an int literal is typed by the literal's `long`,
    // though arr computes it in the other operand's narrower type (the
    // value C gives is the same).
    if h.ty.is_c_int() && matches!(h.kind, HKind::Binary(..)) {
        return Some(super::typeofs::cython_typeof(h));
    }
    if h.ty != Ty::Object {
        return Some(h.ty.clone());
    }
    Some(match h.kind {
        HKind::NoneLit => return None,
        HKind::Int(_) => Ty::Int(CInt::Long),
        HKind::Float(_) => Ty::Double,
        HKind::Bool(_) => Ty::Bint,
        _ => Ty::Object,
    })
}
