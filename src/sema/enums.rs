//! C enums. Members are C int constants; a named enum is a type of its
//! own to Cython (an int does not assign to it without a cast), and a
//! `cpdef enum` is also a Python class, an `IntEnum`, bound to its name:
//! a value of the enum type becomes that class's member when it turns into
//! a Python object (`repr(Mode.FAST)` is `<Mode.FAST: 1>`).

use super::Sema;
use super::consts::Const;
use super::expr::h;
use super::hir::{HArg, HExpr, HKind, HStmt, HTarget, SKind};
use super::types::{CInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind, Ident, Stmt, TypeKind};
use std::sync::Arc;

/// A named enum: its members in order, and whether it is `cpdef`.
#[derive(Debug, Clone)]
pub struct EnumDef {
    pub name: Arc<str>,
    pub cpdef: bool,
    pub members: Vec<(Arc<str>, i64)>,
}

impl Sema<'_> {
    /// Registers a named enum before the module's statements are resolved,
    /// so that declarations anywhere know its name as a type.
    pub(super) fn predeclare_enum(&mut self, name: &Ident, cpdef: bool) {
        self.typedefs.insert(name.name.clone(), Ty::Int(CInt::Int));
        self.enums.entry(name.name.clone()).or_insert_with(|| {
            Arc::new(EnumDef {
                name: Arc::from(name.name.as_str()),
                cpdef,
                members: Vec::new(),
            })
        });
    }

    /// `[cpdef] enum Name: members`: each member a C int constant numbered
    /// on from the last explicit value, also reachable as `Name.member`;
    /// a cpdef enum's class is bound to its name here.
    pub(super) fn enum_stmt(
        &mut self,
        name: Option<&Ident>,
        members: &[(Ident, Option<Expr>)],
        cpdef: bool,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        let mut next = 0i64;
        let mut numbered = Vec::with_capacity(members.len());
        for (m, v) in members {
            if let Some(v) = v {
                match self.const_eval(v) {
                    Some(Const::Int(i)) => next = i,
                    Some(_) => {
                        self.error("TypeError", "enum values must be integers", v.span);
                    }
                    None => {}
                }
            }
            self.define_const(&m.name, Const::Int(next));
            if let Some(n) = name {
                self.define_const(&format!("{}.{}", n.name, m.name), Const::Int(next));
            }
            numbered.push((Arc::from(m.name.as_str()), next));
            next = next.wrapping_add(1);
        }
        let Some(n) = name else { return };
        self.predeclare_enum(n, cpdef);
        let def = Arc::new(EnumDef {
            name: Arc::from(n.name.as_str()),
            cpdef,
            members: numbered,
        });
        self.enums.insert(n.name.clone(), def.clone());
        if !cpdef || !self.ctx().is_module {
            return;
        }
        let text = |s: &str| h(HKind::Str(Arc::from(s)), Ty::Object, span);
        let pairs = def
            .members
            .iter()
            .map(|(m, v)| {
                h(
                    HKind::Tuple(vec![text(m), h(HKind::Int(*v), Ty::Object, span)]),
                    Ty::Object,
                    span,
                )
            })
            .collect();
        let module = match &self.module {
            Some(m) => text(m),
            None => h(HKind::NoneLit, Ty::Object, span),
        };
        let args = vec![
            text(&n.name),
            module,
            h(HKind::Tuple(pairs), Ty::Object, span),
        ];
        let Some(class) = self.generic_builtin("__cpdef_enum__", args, span) else {
            return;
        };
        let var = self.lookup_store(&n.name, n.span);
        out.push(HStmt {
            kind: SKind::Assign(vec![HTarget::Var(var, n.span)], class),
            span,
        });
    }

    /// The named enum an expression has as its static type, when it has
    /// one: a member (`FAST`, `Mode.FAST`), a variable or parameter
    /// declared with the enum's name, a call of a function declared to
    /// return it, a cast to it.
    pub(super) fn enum_of(&self, e: &Expr) -> Option<Arc<EnumDef>> {
        match &e.kind {
            ExprKind::Name(n) => {
                if let Some(t) = self.declared_type_name(n) {
                    return self.enums.get(&t).cloned();
                }
                if self.ctx_has_var(n) || self.globals.contains_key(n) {
                    return None;
                }
                self.enum_with_member(n)
            }
            // `cd.GREEN` of a cimported module.
            ExprKind::Attr(base, m) if self.module_of(base).is_some() => {
                self.enum_with_member(&m.name)
            }
            ExprKind::Attr(base, m) if let Some(class) = self.instance_class(base) => {
                let t = self.attr_enums.get(&format!("{class}.{}", m.name))?;
                self.enums.get(t).cloned()
            }
            ExprKind::Attr(base, m) => match &base.kind {
                ExprKind::Name(n) if !self.ctx_has_var(n) => self
                    .enums
                    .get(n)
                    .filter(|d| d.members.iter().any(|(x, _)| x.as_ref() == m.name))
                    .cloned(),
                _ => None,
            },
            ExprKind::Call(f, _) => match &f.kind {
                ExprKind::Name(n) if !self.ctx_has_var(n) => {
                    self.enums.get(self.ret_names.get(n)?).cloned()
                }
                _ => None,
            },
            ExprKind::Cast { ty, .. } => match &ty.kind {
                TypeKind::Named(n) => self.enums.get(n).cloned(),
                _ => None,
            },
            _ => None,
        }
    }

    /// The cdef class a name statically holds an instance of: `self` in
    /// a method, or a variable declared with the class.
    fn instance_class(&self, base: &Expr) -> Option<String> {
        let ExprKind::Name(n) = &base.kind else {
            return None;
        };
        let ctx = self.stack.last()?;
        if let (Some((param, _)), Some(class)) = (&ctx.self_fields, &ctx.class_var)
            && param.as_ref() == n
        {
            return Some(class.name.to_string());
        }
        self.declared_type_name(n)
    }

    /// A cdef class's attributes declared as an enum: recorded for
    /// `enum_of`, and, for cpdef enums, paired with the enum's class.
    pub(super) fn class_enum_fields(
        &mut self,
        class: &str,
        body: &[Stmt],
        span: Span,
    ) -> Vec<(Arc<str>, HExpr)> {
        let mut out = Vec::new();
        for d in super::selfattr::class_decls(body) {
            let TypeKind::Named(t) = &d.ty.kind else {
                continue;
            };
            let Some(def) = self.enums.get(t).cloned() else {
                continue;
            };
            self.attr_enums
                .insert(format!("{class}.{}", d.name.name), t.clone());
            if let Some(g) = self.globals.get(t).cloned().filter(|_| def.cpdef) {
                let load = super::Var {
                    place: super::hir::Place::Global(g.slot),
                    ty: g.ty,
                    name: def.name.clone(),
                };
                out.push((Arc::from(d.name.name.as_str()), self.load_var(load, span)));
            }
        }
        out
    }

    fn enum_with_member(&self, name: &str) -> Option<Arc<EnumDef>> {
        self.enums
            .values()
            .find(|d| d.members.iter().any(|(m, _)| m.as_ref() == name))
            .cloned()
    }

    /// The type name a variable was declared with (`cdef Mode m`, a
    /// parameter `Mode x`), in this function or, for a global, the module.
    fn declared_type_name(&self, n: &str) -> Option<String> {
        let ctx = self.stack.last()?;
        if let Some(t) = ctx.class_typed.get(n) {
            return Some(t.clone());
        }
        if ctx.vars.contains_key(n) && !ctx.is_module {
            return None;
        }
        self.stack.first()?.class_typed.get(n).cloned()
    }

    /// The extension type a variable was declared as (`cdef K k`, a
    /// parameter `K k`); not one whose type arr inferred from its values.
    pub(super) fn declared_cdef_class(&self, n: &str) -> Option<String> {
        if self.stack.last()?.py_inferred.contains_key(n) {
            return None;
        }
        self.declared_type_name(n)
            .filter(|c| self.class_fields.contains_key(c))
    }

    /// What `cython.typeof` names for a variable declared with a Python
    /// type: `list object`, `ndarray`, or the extension type's name.
    pub(super) fn declared_py_typeof(&self, var: &super::Var) -> Option<String> {
        let name = var.name.as_ref();
        let checked = match var.place {
            super::hir::Place::Global(s) => self
                .global_py_types
                .get(name)
                .filter(|_| self.globals.get(name).map(|g| g.slot) == Some(s))
                .copied(),
            _ => self.stack.last()?.py_types.get(name).copied(),
        };
        match checked {
            Some("numpy.ndarray") => Some("ndarray".into()),
            Some(t) => Some(format!("{t} object")),
            None => self.declared_cdef_class(name),
        }
    }

    /// `x` (resolved from `e`) as a Python object: a value of a cpdef
    /// enum's type becomes the class's member, as Cython converts it.
    pub(super) fn as_object(&mut self, x: HExpr, e: &Expr) -> HExpr {
        if (x.ty.is_c_int() || matches!(x.kind, HKind::Int(_)))
            && let Some(def) = self.enum_of(e)
            && def.cpdef
            && let Some(g) = self.globals.get(def.name.as_ref()).cloned()
        {
            let span = x.span;
            let class = self.load_var(
                super::Var {
                    place: super::hir::Place::Global(g.slot),
                    ty: g.ty,
                    name: def.name.clone(),
                },
                span,
            );
            let arg = super::coerce::convert(x, &Ty::Object);
            return h(
                HKind::Call(Box::new(class), vec![HArg::Pos(arg)]),
                Ty::Object,
                span,
            );
        }
        super::coerce::convert(x, &Ty::Object)
    }

    /// `Mode.FAST.name`: a value of an enum type is a C int, with no
    /// attributes until it is a Python object.
    pub(super) fn enum_attr_error(&mut self, base: &Expr, attr: &Ident) -> bool {
        let Some(d) = self.enum_of(base) else {
            return false;
        };
        self.error(
            "AttributeError",
            format!(
                "Object of type '{}' has no attribute '{}'",
                d.name, attr.name
            ),
            attr.span,
        )
        .help = d.cpdef.then(|| {
            let text = self.src.text.get(base.span.range()).unwrap_or("value");
            format!(
                "the member of the Python class `{0}` has it: `{0}({text}).{1}`",
                d.name, attr.name
            )
        });
        true
    }

    /// Cython's error for a value assigned to a variable of enum type that
    /// is not of that enum (an int needs a cast: `<Mode>k`).
    pub(super) fn check_enum_assign(&mut self, target: &str, h: &HExpr, v: &Expr) {
        if let Some(t) = self.declared_type_name(target) {
            self.check_enum_value(&t, h, v);
        }
    }

    /// The same check for a value stored as the enum `t` (a variable's or
    /// a cdef class attribute's type).
    pub(super) fn check_enum_value(&mut self, t: &str, h: &HExpr, v: &Expr) {
        if !self.enums.contains_key(t) {
            return;
        }
        // An object converts at run time; a C value or a number written
        // in the source must be of this enum (a constant folded from
        // elsewhere is given the benefit of the doubt).
        let literal = matches!(v.kind, ExprKind::Int(_) | ExprKind::Float(_))
            || matches!(&v.kind, ExprKind::Unary(_, x) if matches!(x.kind, ExprKind::Int(_) | ExprKind::Float(_)));
        let ty = match super::coerce::literal_c_type(h) {
            // Cython types an int literal `long`.
            Some(lit) if literal && lit.is_c_int() => Ty::Int(CInt::Long),
            Some(lit) if literal => lit,
            _ if h.ty.is_c() && !matches!(h.kind, HKind::Int(_)) => h.ty.clone(),
            _ => return,
        };
        let from = match self.enum_of(v) {
            Some(d) if *d.name == *t => return,
            Some(d) => d.name.to_string(),
            None => ty.to_string(),
        };
        self.error(
            "TypeError",
            format!("Cannot assign type '{from}' to '{t}'"),
            v.span,
        )
        .help = Some(format!("cast it to the enum: `<{t}>value`"));
    }
}
