//! Assignment statements: plain, augmented and unpacking, to typed and
//! untyped targets (variables, attributes, elements, struct fields, views).

use super::Sema;
use super::cdata::field_path_load;
use super::coerce::{assignable, convert};
use super::hir::*;
use super::types::{Ty, field_at};
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind};
use std::sync::Arc;

impl Sema<'_> {
    pub(super) fn assign(
        &mut self,
        targets: &[Expr],
        value: &Expr,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        // `s.pos = [...]` for an array field of a struct in memory: the
        // array is filled in place.
        if let [
            t @ Expr {
                kind: ExprKind::Attr(base, field),
                ..
            },
        ] = targets
            && matches!(self.chain_ty(t), Some(Ty::CArray(..) | Ty::CArrayNd(..)))
            && let Some((p, i)) = self.struct_ptr_member(base)
        {
            if let Some((dst, _)) = self.field_address(p, i, &field.name, field.span, span) {
                self.carray_fill(dst, value, span, out);
            }
            return;
        }
        // `self.w = [...]` for an array field of a cdef class: the array
        // is filled in place, as for a variable.
        if let [
            Expr {
                kind: ExprKind::Attr(base, field),
                ..
            },
        ] = targets
            && let Some(Some(ty @ (Ty::CArray(..) | Ty::CArrayNd(..)))) =
                self.class_attr(base, &field.name)
        {
            let dst = self.class_attr_load(base, &field.name, Some(ty), span);
            self.carray_fill(dst, value, span, out);
            return;
        }
        // `a[i:j] = [...]` for a C array: that part of it is filled.
        if let [
            Expr {
                kind: ExprKind::Subscript(base, index),
                ..
            },
        ] = targets
            && let ExprKind::Slice(lo, hi, step) = &index.kind
        {
            let b = self.expr(base);
            if matches!(b.ty, Ty::CArray(..) | Ty::CArrayNd(..)) {
                match super::cslice::carray_slice(b, lo, hi, step, span) {
                    Some(dst) => self.carray_fill(dst, value, span, out),
                    None => self.unsupported(
                        "assigning to a slice of a C array other than `a[i:j]` with numbers as bounds",
                        index.span,
                    ),
                }
                return;
            }
        }
        // `a[i] = [...]` for a C array of arrays: the row is filled.
        if let [
            Expr {
                kind: ExprKind::Subscript(base, index),
                ..
            },
        ] = targets
            && !matches!(index.kind, ExprKind::Slice(..))
        {
            let b = self.expr(base);
            if let Ty::CArrayNd(d, dims) = &b.ty {
                let i = self.expr(index);
                let row = super::cslice::carray_row(b.clone(), *d, dims.clone(), i, span);
                self.carray_fill(row, value, span, out);
                return;
            }
        }
        if let [t] = targets
            && let Some(kind) = self.complex_part_store(t, value)
        {
            out.push(HStmt { kind, span });
            return;
        }
        if let [t] = targets
            && let Some(store) = self.cpp_pair_store(t, value, span)
        {
            out.push(store);
            return;
        }
        if let [
            Expr {
                kind: ExprKind::Subscript(base, index),
                ..
            },
        ] = targets
            && let Some(store) = self.cpp_store(base, index, value)
        {
            out.push(HStmt {
                kind: SKind::Expr(store),
                span,
            });
            return;
        }
        let ts: Vec<HTarget> = targets.iter().map(|t| self.target(t)).collect();
        if let ExprKind::Yield(v, from) = &value.kind {
            if let Some(kind) = self.yield_stmt(v.as_deref(), *from, ts, span) {
                out.push(HStmt { kind, span });
            }
            return;
        }
        if self.c_unpack(&ts, value, span, out) || self.c_chain(&ts, value, span, out) {
            return;
        }
        // Cython checks unpacking of a literal sequence while compiling.
        if let (
            ExprKind::Tuple(vals) | ExprKind::List(vals),
            [HTarget::Unpack(items, None, tspan)],
        ) = (&value.kind, ts.as_slice())
        {
            let (n, m) = (items.len(), vals.len());
            if !vals.iter().any(|v| matches!(v.kind, ExprKind::Starred(_))) && n != m {
                let msg = if m > n {
                    format!("too many values to unpack (expected {n}, got {m})")
                } else {
                    format!(
                        "need more than {m} value{} to unpack",
                        if m == 1 { "" } else { "s" }
                    )
                };
                self.error("ValueError", msg, *tspan);
            }
        }
        if let [HTarget::Var(var, tspan)] = ts.as_slice()
            && matches!(var.ty, Ty::Memview(_))
            && self.ctx().parallel_depth > 0
        {
            self.extension(
                "CompileError",
                "Memoryview slices can only be shared in parallel sections",
                *tspan,
                "a thread-private memoryview assigned in a parallel section",
            );
        }
        if let [HTarget::Var(var, _)] = ts.as_slice()
            && matches!(var.ty, Ty::CArray(..) | Ty::CArrayNd(..))
        {
            self.carray_assign(var.clone(), value, span, out);
            return;
        }
        let v = match ts.as_slice() {
            [HTarget::Var(var, _)] => {
                let var = var.clone();
                self.value_for(&var, value)
            }
            [HTarget::AttrStructField(_, _, current, path, _)] => {
                let t = field_at(&current.ty, path);
                let h = self.expr_into(value, &t);
                if let Err(m) = assignable(&h.ty, &t) {
                    self.error("TypeError", m, value.span);
                }
                convert(convert(h, &t), &Ty::Object)
            }
            [HTarget::StructField(var, path, _)] => {
                let t = field_at(&var.ty, path);
                let h = self.expr_into(value, &t);
                if let Err(m) = assignable(&h.ty, &t) {
                    self.error("TypeError", m, value.span);
                }
                convert(convert(h, &t), &Ty::Object)
            }
            [HTarget::StructPtrIndex(base, _, _)] => {
                let t = match &base.ty {
                    Ty::StructPtr(d) => Ty::Struct(d.clone()),
                    _ => Ty::Object,
                };
                let h = self.expr(value);
                if let Err(m) = assignable(&h.ty, &t) {
                    self.error("TypeError", m, value.span);
                }
                // Stored field by field: kept a struct, not made a dict.
                convert(h, &t)
            }
            // An element of a typed view or pointer takes the element's C type.
            [HTarget::MvIndex(base, _, _)] | [HTarget::PtrIndex(base, _, _)] => {
                let elem = match &base.ty {
                    Ty::Memview(m) => m.elem(),
                    t => super::types::pointee(t).unwrap_or(Ty::Object),
                };
                let h = self.expr_into(value, &elem);
                if let Err(m) = super::coerce::assignable_expr(&h, &elem) {
                    self.error("TypeError", m, value.span);
                }
                convert(h, &elem)
            }
            [HTarget::Attr(..)]
                if let [
                    Expr {
                        kind: ExprKind::Attr(base, a),
                        ..
                    },
                ] = targets
                    && let Some(Some(ty)) = self.class_attr(base, &a.name) =>
            {
                let enum_name = self.enum_of(&targets[0]).map(|d| d.name.to_string());
                self.class_attr_value(value, &ty, enum_name.as_deref())
            }
            // `m[a:b] = x` on a typed view: Cython copies another typed
            // view into the slice, and otherwise converts `x` to the element
            // type and fills the slice with it (an ndarray of more than 0
            // dimensions is then a TypeError, as in compiled Cython).
            [HTarget::Index(..)]
                if let [
                    Expr {
                        kind: ExprKind::Subscript(base, _),
                        ..
                    },
                ] = targets
                    && let Ty::Memview(m) = self.static_type_of(base) =>
            {
                let h = self.expr_into(value, &m.elem());
                if matches!(h.ty, Ty::Memview(_)) {
                    convert(h, &Ty::Object)
                } else {
                    let elem = m.elem();
                    if let Err(msg) = super::coerce::assignable_expr(&h, &elem) {
                        self.error("TypeError", msg, value.span).help = Some(format!(
                            "a slice of a typed memoryview is assigned either one '{}' (stored in every element) or another typed memoryview (copied element by element)",
                            elem.name()
                        ));
                    }
                    convert(convert(h, &elem), &Ty::Object)
                }
            }
            [HTarget::Unpack(items, None, _)] if is_tuple_literal(value, items.len()) => {
                // `a, b = b, a`: each element converted to its target's type
                // would need temporaries; the compiler evaluates all first.
                let v = self.expr(value);
                convert(v, &Ty::Object)
            }
            _ => self.object(value),
        };
        out.push(HStmt {
            kind: SKind::Assign(ts, v),
            span,
        });
    }

    pub(super) fn aug_assign(
        &mut self,
        t: &Expr,
        op: ast::BinOp,
        v: &Expr,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        // `m[k] += 1` of a C++ container: read (inserting the default),
        // combined, stored.
        if let ExprKind::Subscript(base, _) | ExprKind::Attr(base, _) = &t.kind
            && matches!(self.chain_ty(base), Some(Ty::Cpp(_)))
        {
            let combined = Expr {
                kind: ExprKind::Binary(op, Box::new(t.clone()), Box::new(v.clone())),
                span,
            };
            self.assign(std::slice::from_ref(t), &combined, span, out);
            return;
        }
        // `z.imag += x` on a C complex: the part read, combined, stored.
        if let ExprKind::Attr(..) = &t.kind {
            let combined = Expr {
                kind: ExprKind::Binary(op, Box::new(t.clone()), Box::new(v.clone())),
                span,
            };
            if let Some(kind) = self.complex_part_store(t, &combined) {
                out.push(HStmt { kind, span });
                return;
            }
        }
        if let ExprKind::Name(_) = &t.kind {
            let target = self.target(t);
            if let HTarget::Var(var, tspan) = &target {
                let load = self.load_var(var.clone(), *tspan);
                let rhs = self.expr(v);
                let result = self.binary(op, load, rhs, span);
                if self.watching(&var.name) {
                    let py = self.is_py_int(&result).then(|| "int object".to_string());
                    self.note_assigned(var, super::probe::value_type(&result), true, py);
                }
                // A captured C variable: its C type, boxed into its cell.
                let cell_ty = self.cell_c_type(var);
                let ty = cell_ty.clone().unwrap_or_else(|| var.ty.clone());
                if let Err(m) = assignable(&result.ty, &ty) {
                    self.error("TypeError", m, span);
                }
                // An object right side of a C number: Python's in-place
                // operator on the boxed value (its errors say `+=`), the
                // result converted back, as Cython compiles it.
                if cell_ty.is_none()
                    && matches!(ty, Ty::Int(_) | Ty::Double | Ty::Float)
                    && result.ty == Ty::Object
                    && let HKind::Binary(_, _, r) = &result.kind
                    && r.ty == Ty::Object
                {
                    out.push(HStmt {
                        kind: SKind::AugAssign(target.clone(), op, (**r).clone()),
                        span,
                    });
                    return;
                }
                // A C complex too: `z /= w` is C's complex division, not
                // Python's (which rounds differently and raises otherwise).
                // A pointer steps by whole elements: `p += 2`.
                if ty.is_c() || ty.is_complex() || ty.is_pointer() {
                    let mut value = convert(result, &ty);
                    if cell_ty.is_some() {
                        value = convert(value, &Ty::Object);
                    }
                    out.push(HStmt {
                        kind: SKind::Assign(vec![target.clone()], value),
                        span,
                    });
                    return;
                }
                let rhs = self.object(v);
                out.push(HStmt {
                    kind: SKind::AugAssign(target, op, rhs),
                    span,
                });
                return;
            }
        }
        if self.class_field_aug_assign(t, op, v, span, out) {
            return;
        }
        let target = self.target(t);
        // `s.f += x`, `p[i] += x`, `m[i, j] += x`: C arithmetic on the
        // element's type, then a store (only a view's element is checked
        // for assignability, as before).
        let typed_element = match &target {
            HTarget::AttrStructField(_, _, current, path, tspan) => Some((
                field_path_load(current.clone(), path, *tspan),
                field_at(&current.ty, path),
                false,
            )),
            HTarget::StructField(var, path, tspan) => {
                let whole = HExpr {
                    kind: HKind::Load(var.clone()),
                    ty: var.ty.clone(),
                    span: *tspan,
                };
                Some((
                    field_path_load(whole, path, *tspan),
                    field_at(&var.ty, path),
                    false,
                ))
            }
            HTarget::PtrIndex(base, idx, tspan) => {
                let elem = super::types::pointee(&base.ty).unwrap_or(Ty::Object);
                let load = HExpr {
                    kind: HKind::PtrIndex(Box::new(base.clone()), Box::new(idx.clone())),
                    ty: elem.clone(),
                    span: *tspan,
                };
                Some((load, elem, false))
            }
            HTarget::MvIndex(base, idx, tspan) => {
                let elem = match &base.ty {
                    Ty::Memview(m) => m.elem(),
                    _ => Ty::Object,
                };
                let load = HExpr {
                    kind: HKind::MvIndex(Box::new(base.clone()), idx.clone()),
                    ty: elem.clone(),
                    span: *tspan,
                };
                Some((load, elem, true))
            }
            _ => None,
        };
        if let Some((load, elem, checked)) = typed_element {
            let view_element = matches!(target, HTarget::MvIndex(..));
            let op = if view_element {
                match self.view_inplace_op(op, &elem, span) {
                    Some(op) => op,
                    None => return,
                }
            } else {
                op
            };
            // Cython writes `m[i] op= x` as C's `*p op= x`: no zero check.
            let saved = self.directives;
            if view_element {
                self.directives.cdivision = true;
            }
            let rhs = self.expr(v);
            // ... and a complex `x` first converted to the element's type
            // (Cython's complex operators take operands of one type): a
            // float complex element is multiplied in float complex. A real
            // element computes as C's `op=` does, in the wider type.
            let rhs = if view_element && elem.is_complex() {
                convert(rhs, &elem)
            } else {
                rhs
            };
            let result = self.binary(op, load, rhs, span);
            self.directives = saved;
            if checked && let Err(m) = assignable(&result.ty, &elem) {
                self.error("TypeError", m, span);
            }
            let value = convert(result, &elem);
            let assign = HStmt {
                kind: SKind::Assign(vec![target], value),
                span,
            };
            if view_element && !saved.cdivision {
                let mut c = saved;
                c.cdivision = true;
                out.push(HStmt {
                    kind: SKind::Block(Some(c), vec![assign]),
                    span,
                });
            } else {
                out.push(assign);
            }
            return;
        }
        let rhs = self.object(v);
        out.push(HStmt {
            kind: SKind::AugAssign(target, op, rhs),
            span,
        });
    }

    /// The C operator Cython compiles `m[i] op= x` on a typed view's
    /// element to (`*p op= x`): `//=` of a C float is C's `/=`; an integer
    /// element takes no Python division, `**=` no element at all (Cython's
    /// compile errors), `%=` of a float none either (C has no such `%`).
    /// None after an error.
    fn view_inplace_op(&mut self, op: ast::BinOp, elem: &Ty, span: Span) -> Option<ast::BinOp> {
        use ast::BinOp::*;
        let float = !elem.is_c_int() && *elem != Ty::Bint;
        let msg = match op {
            Pow => "No C inplace power operator",
            FloorDiv | Mod | Div if !float && !self.directives.cdivision => {
                "In-place non-c divide operators not allowed on int buffers."
            }
            Mod if float => {
                self.error(
                    "TypeError",
                    format!("Invalid operand types for '%=' ({})", elem.name()),
                    span,
                )
                .help = Some(
                    "Cython writes `%=` on a view element as C's `%=`, which C has only for integers; use `m[i] = m[i] % x`".into(),
                );
                return None;
            }
            FloorDiv if float => return Some(Div),
            _ => return Some(op),
        };
        self.error("SyntaxError", msg, span).help = Some(match op {
            Pow => "write `m[i] = m[i] ** x`".into(),
            _ => "write `m[i] = m[i] // x` (Python's division), or use cdivision(True) for C's"
                .into(),
        });
        None
    }

    /// Whether the variable `n` this code sees was declared a pointer to
    /// const.
    fn points_to_const_var(&self, n: &str) -> bool {
        let here = self
            .stack
            .last()
            .is_some_and(|f| f.const_pointees.contains(n));
        let shadowed = self
            .stack
            .last()
            .is_some_and(|f| !f.is_module && f.vars.contains_key(n));
        here || (!shadowed
            && self
                .stack
                .first()
                .is_some_and(|m| m.const_pointees.contains(n)))
    }

    pub fn target(&mut self, e: &Expr) -> HTarget {
        if let ExprKind::Attr(base, a) = &e.kind
            && let Some(named) = self.user_attr_expr(base, a, e.span)
        {
            return self.target(&named);
        }
        if let Some(t) = self.struct_ptr_store(e) {
            return t;
        }
        if let ExprKind::Attr(base, a) = &e.kind
            && let Some((p, i)) = self.struct_ptr_member(base)
        {
            return self.struct_ptr_field_target(p, i, &a.name, a.span, e.span);
        }
        match &e.kind {
            ExprKind::Name(n) => {
                if self.get_const(n).is_some() {
                    self.error(
                        "SyntaxError",
                        format!("Assignment to non-lvalue '{n}'"),
                        e.span,
                    );
                }
                let v = self.lookup_store(n, e.span);
                let consts = match v.place {
                    Place::Global(_) => self.stack.first().map(|m| &m.consts),
                    _ => self.stack.last().map(|f| &f.consts),
                };
                if consts.is_some_and(|c| c.contains(n)) {
                    self.error("SyntaxError", format!("Assignment to const '{n}'"), e.span)
                        .help = Some(
                        "a const C variable keeps the value it was declared with; drop the const to assign it later"
                            .into(),
                    );
                }
                if self.is_resident(&v) {
                    return self.resident_target(v, e.span);
                }
                HTarget::Var(v, e.span)
            }
            ExprKind::Attr(inner, a)
                if let Some((obj, attr, mut path, Ty::Struct(def))) =
                    self.attr_struct_path(inner) =>
            {
                let Some(k) = def.fields().iter().position(|(n, _)| n.as_ref() == a.name) else {
                    let msg = format!(
                        "Object of type '{}' has no attribute '{}'",
                        def.name, a.name
                    );
                    self.error("AttributeError", msg, a.span);
                    return HTarget::Var(self.hidden_var("_", Ty::Object), e.span);
                };
                path.push(k);
                let ty = self.class_attr(obj, &attr).flatten().unwrap_or(Ty::Object);
                let current = self.class_attr_load(obj, &attr, Some(ty), e.span);
                let o = self.object(obj);
                HTarget::AttrStructField(o, Self::internal_name(&attr), current, path, e.span)
            }
            ExprKind::Attr(inner, a)
                if let Some((var, mut path, Ty::Struct(def))) = self.struct_field_path(inner) =>
            {
                match def.fields().iter().position(|(n, _)| n.as_ref() == a.name) {
                    Some(k) => {
                        path.push(k);
                        HTarget::StructField(var, path, e.span)
                    }
                    // Cython stores into the dict the struct converts to,
                    // which fails when it runs.
                    None => {
                        let dict = convert(self.expr(inner), &Ty::Object);
                        HTarget::Attr(dict, Arc::from(a.name.as_str()), e.span)
                    }
                }
            }
            ExprKind::Attr(base, a) if matches!(&base.kind, ExprKind::Name(_)) => {
                let b = self.expr(base);
                let v = convert(b, &Ty::Object);
                HTarget::Attr(v, self.attr_name(base, &a.name), e.span)
            }
            ExprKind::Attr(v, a) => {
                let name = self.attr_name(v, &a.name);
                let v = self.object(v);
                HTarget::Attr(v, name, e.span)
            }
            ExprKind::Subscript(v, i) => {
                let through_const =
                    matches!(&v.kind, ExprKind::Name(n) if self.points_to_const_var(n));
                let v = self.expr(v);
                if let Ty::Ptr(Some(_)) | Ty::CArray(..) | Ty::PtrPtr(_) = v.ty
                    && !matches!(i.kind, ExprKind::Slice(..))
                {
                    if through_const {
                        self.error("SyntaxError", "Assignment to const dereference", e.span)
                            .help = Some(
                            "the pointer is declared to point to const: declare it `T *` to write through it"
                                .into(),
                        );
                    }
                    let idx = self.c_index(i, e.span);
                    let (v, idx) = super::cslice::element_at(v, idx);
                    return HTarget::PtrIndex(v, idx, e.span);
                }
                if let Ty::Memview(t) = v.ty
                    && let HExpr {
                        kind: HKind::MvIndex(base, idx),
                        ..
                    } = self.mv_subscript(v.clone(), t, i, e.span)
                {
                    return HTarget::MvIndex(*base, idx, e.span);
                }
                if let Some(HExpr {
                    kind: HKind::MvIndex(base, idx),
                    ..
                }) = self.buffer_element(&v, i, e.span)
                {
                    return HTarget::MvIndex(*base, idx, e.span);
                }
                let v = convert(v, &Ty::Object);
                let i = self.object(i);
                HTarget::Index(v, i, e.span)
            }
            ExprKind::Tuple(xs) | ExprKind::List(xs) => {
                let mut star = None;
                let mut ts = Vec::new();
                for (k, x) in xs.iter().enumerate() {
                    if let ExprKind::Starred(inner) = &x.kind {
                        if star.is_some() {
                            self.error(
                                "SyntaxError",
                                "multiple starred expressions in assignment",
                                x.span,
                            );
                        }
                        star = Some(k);
                        ts.push(self.target(inner));
                    } else {
                        ts.push(self.target(x));
                    }
                }
                HTarget::Unpack(ts, star, e.span)
            }
            ExprKind::Starred(_) => {
                self.error(
                    "SyntaxError",
                    "starred assignment target must be in a list or tuple",
                    e.span,
                );
                HTarget::Unpack(Vec::new(), None, e.span)
            }
            other => {
                let what = match other {
                    ExprKind::Call(..) => "function call",
                    ExprKind::Int(_)
                    | ExprKind::Float(_)
                    | ExprKind::Str(_)
                    | ExprKind::Bool(_)
                    | ExprKind::NoneLit => "literal",
                    ExprKind::Binary(..) | ExprKind::Unary(..) => "expression",
                    ExprKind::Compare(..) => "comparison",
                    _ => "expression",
                };
                self.error(
                    "SyntaxError",
                    format!("cannot assign to {what} here. Maybe you meant '==' instead of '='?"),
                    e.span,
                );
                HTarget::Unpack(Vec::new(), None, e.span)
            }
        }
    }
}

fn is_tuple_literal(e: &Expr, n: usize) -> bool {
    matches!(&e.kind, ExprKind::Tuple(xs) if xs.len() == n && !xs.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))))
}
