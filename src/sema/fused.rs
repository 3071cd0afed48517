//! Fused types (`ctypedef fused number: int; double`, `cython.floating`):
//! a function whose signature uses them is resolved once per combination
//! of member types, as Cython specialises it. Calls with statically known
//! argument types go straight to their specialisation; other calls, and
//! the function as a Python object, dispatch at run time on the arguments
//! the way Cython's fused dispatcher does (see `eval::call::FusedFn`).

use super::Sema;
use super::hir::*;
use super::types::{self, CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{Arg, CmpOp, Expr, ExprKind, FuncDef, Stmt, StmtKind, TypeExpr, TypeKind};
use std::collections::HashMap;
use std::sync::Arc;

/// A fused function's specialisations.
#[derive(Debug, Clone)]
pub struct FusedFn {
    /// Per fused type of the signature (in order of first use): the index
    /// of the first positional parameter of that type, which decides it.
    pub keys: Vec<usize>,
    /// Each specialisation and the member chosen for each fused type.
    pub specs: Vec<(FuncId, Vec<Ty>)>,
    names: Vec<String>,
}

/// Cython's predefined fused types.
fn builtin_members(name: &str) -> Option<Vec<Ty>> {
    let n = name.strip_prefix("cython.").unwrap_or(name);
    let ints = || {
        vec![
            Ty::Int(CInt::Short),
            Ty::Int(CInt::Int),
            Ty::Int(CInt::Long),
        ]
    };
    Some(match n {
        "floating" => vec![Ty::Float, Ty::Double],
        "integral" => ints(),
        "numeric" => {
            let mut v = ints();
            v.extend([Ty::Float, Ty::Double, Ty::FloatComplex, Ty::DoubleComplex]);
            v
        }
        _ => return None,
    })
}

/// The member a value of static type `t` selects among `members`, as
/// Cython picks the specialisation of a C call (`best_match`): the exact C
/// type, else the fewest and smallest conversions — a promotion (`short`
/// to `int`, `float` to `double`), then the nearest integer or floating
/// rank, narrowing and sign changes last, then a conversion between
/// integer and floating types; a buffer selects its element type.
pub fn select(members: &[Ty], t: &Ty) -> Option<Ty> {
    if members.contains(t) {
        return Some(t.clone());
    }
    if let Ty::Memview(mt) = t {
        return members
            .iter()
            .find(|m| types::dtype_of(m) == Some(mt.dtype))
            .cloned();
    }
    let src = NumRank::of(t)?;
    let mut best: Option<([f64; 3], &Ty)> = None;
    for m in members {
        let Some(dst) = NumRank::of(m) else {
            continue;
        };
        let score = conversion_score(src, dst);
        if best.as_ref().is_none_or(|(b, _)| score < *b) {
            best = Some((score, m));
        }
    }
    best.map(|(_, m)| m.clone())
}

/// The member a Python value of static type `t` selects when a `def`
/// fused function is called (Cython's run-time dispatcher): a buffer its
/// element type; a scalar the first member, in Cython's preference order,
/// whose Python type (`int`, `float`, `complex`, `bool`) the value is an
/// instance of.
pub fn select_python(members: &[Ty], t: &Ty) -> Option<Ty> {
    if matches!(t, Ty::Memview(_)) {
        return select(members, t);
    }
    // What `isinstance(arg, T)` holds for, by the value's own type.
    let instance_of = |py: &str| match t {
        Ty::Bint => matches!(py, "bool" | "int"),
        Ty::Int(_) => py == "int",
        Ty::Float | Ty::Double => py == "float",
        Ty::FloatComplex | Ty::DoubleComplex => py == "complex",
        _ => false,
    };
    let mut seen = Vec::new();
    for m in dispatch_order(members) {
        let Some((_, _, py)) = dispatch_rank(&m) else {
            continue;
        };
        if seen.contains(&py) {
            continue;
        }
        seen.push(py);
        if instance_of(py) {
            return Some(m);
        }
    }
    None
}

/// Cython's rank, signedness (0 unsigned, 1 plain, 2 `signed`) and Python
/// type of a C number type, as `PyrexTypes` declares them.
fn dispatch_rank(t: &Ty) -> Option<(f64, u8, &'static str)> {
    // A complex type ranks half above its part's type.
    let (rank, py) = match t {
        Ty::FloatComplex => (5.5, "complex"),
        Ty::DoubleComplex => (6.5, "complex"),
        Ty::Int(_) => (NumRank::of(t)?.rank, "int"),
        Ty::Bint => (NumRank::of(t)?.rank, "bool"),
        _ => (NumRank::of(t)?.rank, "float"),
    };
    let signed = match t {
        Ty::Int(CInt::SChar) => 2,
        Ty::Int(c) if !c.signed() => 0,
        _ => 1,
    };
    Some((rank, signed, py))
}

/// The members in the order Cython's dispatcher tries them: Python's
/// `list.sort` with `CNumericType.__lt__` (higher rank first, signed
/// before unsigned; other pairs unordered, so they keep their order, as
/// the sort leaves them). Python sorts a short list by finding its first
/// run, then inserting the rest by binary search; this does the same, so
/// that unordered pairs end where Cython's do.
fn dispatch_order(members: &[Ty]) -> Vec<Ty> {
    let lt = |a: &Ty, b: &Ty| match (dispatch_rank(a), dispatch_rank(b)) {
        (Some((ra, sa, _)), Some((rb, sb, _))) => ra > rb && sa >= sb,
        (Some(_), None) => true,
        _ => false,
    };
    let mut v = members.to_vec();
    if v.len() < 2 {
        return v;
    }
    // The first run: strictly descending (then reversed) or ascending.
    let mut run = 2;
    if lt(&v[1], &v[0]) {
        while run < v.len() && lt(&v[run], &v[run - 1]) {
            run += 1;
        }
        v[..run].reverse();
    } else {
        while run < v.len() && !lt(&v[run], &v[run - 1]) {
            run += 1;
        }
    }
    for i in run..v.len() {
        let pivot = v[i].clone();
        let (mut l, mut r) = (0, i);
        while l < r {
            let p = l + (r - l) / 2;
            if lt(&pivot, &v[p]) {
                r = p;
            } else {
                l = p + 1;
            }
        }
        v[l..=i].rotate_right(1);
    }
    v
}

/// A C number type as Cython ranks it for overload resolution.
#[derive(Clone, Copy)]
struct NumRank {
    /// Cython's rank: char 0, short 1, int 2, long 3 (`Py_ssize_t` 3.5),
    /// long long 4, float 5, double 6.
    rank: f64,
    unsigned: bool,
    float: bool,
}

impl NumRank {
    fn of(t: &Ty) -> Option<NumRank> {
        let (rank, unsigned, float) = match t {
            Ty::Int(c) => {
                let rank = match c {
                    CInt::SsizeT | CInt::SizeT => 3.5,
                    c => f64::from(c.rank()) - 1.0,
                };
                (rank, !c.signed(), false)
            }
            Ty::Bint => (2.0, false, false),
            Ty::Float => (5.0, false, true),
            Ty::Double => (6.0, false, true),
            _ => return None,
        };
        Some(NumRank {
            rank,
            unsigned,
            float,
        })
    }
}

/// Cython's score of passing a `src` to a `dst` parameter (lower is
/// better; compared in order): conversions across integer and floating,
/// then rank distance, then narrowing and sign change.
fn conversion_score(src: NumRank, dst: NumRank) -> [f64; 3] {
    let is_int = |r: NumRank| !r.float;
    // `is_promotion`: to `int` from a smaller integer, to `double` from
    // a float.
    let promotion = if is_int(dst) && dst.rank == 2.0 && !dst.unsigned {
        is_int(src) && f64::from(u8::from(src.unsigned)) + src.rank < dst.rank
    } else if dst.float && dst.rank == 6.0 {
        src.float && src.rank <= dst.rank
    } else {
        false
    };
    if promotion {
        return [0.0, 1.0, 0.0];
    }
    if is_int(src) == is_int(dst) {
        let (su, du) = (
            f64::from(u8::from(src.unsigned)),
            f64::from(u8::from(dst.unsigned)),
        );
        let distance = (dst.rank + du - (src.rank + su)).abs() + 1.0;
        let narrowing = f64::from(u8::from(dst.rank < src.rank)) * 2.0;
        let sign = f64::from(u8::from(src.unsigned != dst.unsigned));
        return [0.0, distance, narrowing + sign];
    }
    [1.0, 0.0, 0.0]
}

impl Sema<'_> {
    /// Registers the module's `ctypedef fused` declarations with their
    /// member types.
    pub(super) fn declare_fused_types(&mut self, module: &[Stmt]) {
        for s in module {
            if let StmtKind::Fused { name, types } = &s.kind {
                let members = types.iter().map(|t| self.resolve_type(t)).collect();
                self.fused_defs.insert(name.name.clone(), members);
            }
        }
    }

    /// The members of fused type `name`, when it is one.
    pub(super) fn fused_members(&self, name: &str) -> Option<Vec<Ty>> {
        if let Some(m) = self.fused_defs.get(name) {
            return Some(m.clone());
        }
        if self.typedefs.contains_key(name) || self.structs.contains_key(name) {
            return None;
        }
        builtin_members(name)
    }

    /// Fused type names a type expression uses, in order, without repeats.
    fn fused_in(&self, t: &TypeExpr, out: &mut Vec<String>) {
        match &t.kind {
            TypeKind::Named(n) => {
                if self.fused_members(n).is_some() && !out.contains(n) {
                    out.push(n.clone());
                }
            }
            TypeKind::Const(x) | TypeKind::Pointer(x) | TypeKind::Array(x, _) => {
                self.fused_in(x, out)
            }
            TypeKind::Memoryview { elem, .. } | TypeKind::Buffer { elem, .. } => {
                self.fused_in(elem, out)
            }
            TypeKind::Ctuple(xs) => xs.iter().for_each(|x| self.fused_in(x, out)),
            TypeKind::Template(x, xs) => {
                self.fused_in(x, out);
                xs.iter().for_each(|x| self.fused_in(x, out));
            }
            TypeKind::Member(x, _) | TypeKind::Ref(x) => self.fused_in(x, out),
            TypeKind::FuncPtr(..) => {}
        }
    }

    /// Declares every specialisation of a module-level function whose
    /// signature uses fused types; `None` for an ordinary function.
    pub(super) fn predeclare_fused(&mut self, f: &FuncDef) -> Option<FusedFn> {
        let mut names = Vec::new();
        let params = super::all_params(&f.params);
        let mut keys = Vec::new();
        for (k, (p, _)) in params.iter().enumerate() {
            if let Some(t) = &p.ty {
                let before = names.len();
                self.fused_in(t, &mut names);
                keys.extend(std::iter::repeat_n(k, names.len() - before));
            }
        }
        if let Some(t) = &f.ret {
            let before = names.len();
            self.fused_in(t, &mut names);
            // A fused type only in the return type cannot be dispatched.
            keys.extend(std::iter::repeat_n(usize::MAX, names.len() - before));
        }
        if names.is_empty() {
            return None;
        }
        let member_lists: Vec<Vec<Ty>> = names
            .iter()
            .map(|n| self.fused_members(n).unwrap_or_default())
            .collect();
        let mut combos: Vec<Vec<Ty>> = vec![Vec::new()];
        for ms in &member_lists {
            combos = combos
                .into_iter()
                .flat_map(|c| {
                    ms.iter().map(move |m| {
                        let mut c = c.clone();
                        c.push(m.clone());
                        c
                    })
                })
                .collect();
        }
        let mut specs = Vec::new();
        for combo in combos {
            let saved = self.with_subst(&names, &combo);
            let id = self.predeclare(f);
            self.fused_subst = saved;
            specs.push((id, combo));
        }
        Some(FusedFn { keys, specs, names })
    }

    /// Makes `names[k] = combo[k]` the fused substitution; returns the old
    /// one.
    fn with_subst(&mut self, names: &[String], combo: &[Ty]) -> HashMap<String, Ty> {
        let mut m = self.fused_subst.clone();
        for (n, t) in names.iter().zip(combo) {
            m.insert(n.clone(), t.clone());
        }
        std::mem::replace(&mut self.fused_subst, m)
    }

    /// Resolves the bodies of a fused function's specialisations and binds
    /// its name to the dispatcher.
    pub(super) fn fused_def(&mut self, f: &FuncDef, fz: &FusedFn, out: &mut Vec<HStmt>) {
        for (id, combo) in &fz.specs {
            let saved = self.with_subst(&fz.names, combo);
            let saved_dir = self.directives;
            let mut nogil = f.nogil;
            for d in &f.decorators {
                self.decorator(d, &mut nogil);
            }
            self.function(
                *id,
                &f.params,
                super::FnBody::Stmts(&f.body),
                f.span,
                None,
                nogil,
            );
            self.directives = saved_dir;
            self.fused_subst = saved;
        }
        let info = FusedInfo {
            ids: fz.specs.iter().map(|(id, _)| *id).collect(),
            keys: fz.keys.clone(),
            members: fz.specs.iter().map(|(_, c)| c.clone()).collect(),
        };
        let var = self.lookup_store(&f.name.name, f.name.span);
        let value = HExpr {
            kind: HKind::MakeFused(Arc::new(info)),
            ty: Ty::Object,
            span: f.span,
        };
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(var, f.name.span)], value),
            span: f.span,
        });
    }

    /// The fused function `name` refers to here, if any.
    fn fused_fn(&self, name: &str) -> Option<FusedFn> {
        if self.ctx_has_var(name) {
            return None;
        }
        self.fused_funcs.get(name).cloned()
    }

    /// `f(args)` of a fused function whose deciding arguments have static
    /// C types: a direct call of the specialisation they select.
    pub(super) fn fused_static_call(
        &mut self,
        name: &str,
        args: &[Arg],
        span: Span,
    ) -> Option<HExpr> {
        let fz = self.fused_fn(name)?;
        // A cdef/cpdef function is called in C (Cython's `best_match`);
        // a def one through its Python dispatcher.
        let c_call = fz
            .specs
            .first()
            .is_some_and(|(id, _)| self.funcs[*id].kind != crate::syntax::ast::FuncKind::Def);
        let mut chosen = Vec::new();
        for (k, key) in fz.keys.iter().enumerate() {
            let Some(Arg::Pos(e)) = args.get(*key) else {
                return None;
            };
            let t = match literal_c_type(e) {
                Some(t) => t,
                None => self.static_type_of(e),
            };
            let members: Vec<Ty> = fz.specs.iter().map(|(_, c)| c[k].clone()).collect();
            let pick = match c_call {
                true => select(&members, &t),
                false => select_python(&members, &t),
            };
            match pick {
                Some(m) => chosen.push(m),
                // A C call is resolved when Cython compiles it: an argument
                // no specialisation takes (a Python object, a pointer) is
                // refused there, not dispatched at run time.
                None if c_call => {
                    let n = fz.specs.len();
                    let d = self.error(
                        "TypeError",
                        format!("no suitable method found (candidates: {n})"),
                        span,
                    );
                    let names: Vec<String> = members.iter().map(|m| m.to_string()).collect();
                    d.label = Some(format!(
                        "argument {} is `{t}`; `{name}` is specialised for {}",
                        key + 1,
                        names.join(", ")
                    ));
                    d.help = Some(
                        "a cdef or cpdef fused function is specialised where Cython compiles the \
                         call: give the argument a C type (`cdef double[:] v = ...`), or make \
                         the function `def` to choose at run time"
                            .into(),
                    );
                    return None;
                }
                None => return None,
            }
        }
        let id = fz.specs.iter().find(|(_, c)| *c == chosen)?.0;
        self.direct_call(id, args, span)
    }

    /// The type `e` would have, without keeping its diagnostics (the
    /// argument is resolved again by the call).
    pub(super) fn static_type_of(&mut self, e: &Expr) -> Ty {
        let (nd, nw) = (self.diags.len(), self.warnings.len());
        let t = self.expr(e).ty;
        self.diags.truncate(nd);
        self.warnings.truncate(nw);
        t
    }

    /// `f[int]` / `f[int, double]`: the specialisation the types name.
    pub(super) fn fused_index(&mut self, base: &Expr, index: &Expr) -> Option<FuncId> {
        let ExprKind::Name(n) = &base.kind else {
            return None;
        };
        let fz = self.fused_fn(n)?;
        let items: Vec<&Expr> = match &index.kind {
            ExprKind::Tuple(xs) => xs.iter().collect(),
            _ => vec![index],
        };
        let mut chosen = Vec::new();
        for it in &items {
            chosen.push(self.type_named(it)?);
        }
        if chosen.len() != fz.names.len() {
            self.error(
                "TypeError",
                format!(
                    "Expected {} fused types, got {}",
                    fz.names.len(),
                    chosen.len()
                ),
                index.span,
            );
            return None;
        }
        match fz.specs.iter().find(|(_, c)| *c == chosen) {
            Some((id, _)) => Some(*id),
            None => {
                self.error(
                    "TypeError",
                    "Not a valid fused type specialisation",
                    index.span,
                );
                None
            }
        }
    }

    /// The C type an expression names (`int`, `cython.double`, a typedef).
    fn type_named(&mut self, e: &Expr) -> Option<Ty> {
        let name = super::dotted_name(e)?;
        if let Some(t) = self.fused_subst.get(&name) {
            return Some(t.clone());
        }
        if let Some(t) = types::scalar_named(&name) {
            return Some(t);
        }
        self.typedefs.get(&name).cloned()
    }

    /// `T is int` / `T is not double` inside a specialisation: decided now.
    pub(super) fn fused_is(&mut self, first: &Expr, rest: &[(CmpOp, Expr)]) -> Option<bool> {
        let [(op @ (CmpOp::Is | CmpOp::IsNot), right)] = rest else {
            return None;
        };
        let ExprKind::Name(n) = &first.kind else {
            return None;
        };
        let left = self.fused_subst.get(n)?.clone();
        let right = self.type_named(right)?;
        Some((left == right) == (*op == CmpOp::Is))
    }

    /// A condition made only of fused-type tests (`T is int`, with
    /// `not`, `and`, `or`): its value in the specialisation being
    /// resolved. `None` when anything else is in it.
    pub(super) fn fused_condition(&mut self, c: &Expr) -> Option<bool> {
        match &c.kind {
            ExprKind::Compare(first, rest) => self.fused_is(first, rest),
            ExprKind::Unary(crate::syntax::ast::UnOp::Not, x) => Some(!self.fused_condition(x)?),
            ExprKind::And(a, b) => Some(self.fused_condition(a)? && self.fused_condition(b)?),
            ExprKind::Or(a, b) => Some(self.fused_condition(a)? || self.fused_condition(b)?),
            _ => None,
        }
    }

    /// A `FuncDef` at module level that is fused: its specialisations.
    pub(super) fn fused_of_def(&self, f: &FuncDef) -> Option<FusedFn> {
        let fz = self.fused_funcs.get(&f.name.name)?;
        let first = fz.specs.first()?.0;
        (self.funcs[first].span == f.span).then(|| fz.clone())
    }
}

/// The C type Cython gives a number literal, or an arithmetic expression
/// of them (`-1`, `2 * 1.5`, `1 / 2`): `long`, or `double` once a float
/// or a true division is in it; None for anything else.
fn literal_c_type(e: &Expr) -> Option<Ty> {
    use crate::syntax::ast::{BinOp, UnOp};
    match &e.kind {
        ExprKind::Int(v) if *v <= i64::MAX as u128 => Some(Ty::Int(CInt::Long)),
        ExprKind::Float(_) => Some(Ty::Double),
        ExprKind::Unary(UnOp::Neg | UnOp::Pos, x) => literal_c_type(x),
        ExprKind::Unary(UnOp::Invert, x) => literal_c_type(x).filter(|t| *t != Ty::Double),
        ExprKind::Binary(op, a, b) => {
            let (a, b) = (literal_c_type(a)?, literal_c_type(b)?);
            let double = a == Ty::Double || b == Ty::Double;
            match op {
                BinOp::Div => Some(Ty::Double),
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::FloorDiv | BinOp::Mod => {
                    Some(if double { Ty::Double } else { a })
                }
                _ => None,
            }
        }
        _ => None,
    }
}
