//! C data in statements: struct defaults and values, C arrays filled
//! from sequences, and paths through struct fields.

use super::Sema;
use super::coerce::convert;
use super::hir::*;
use super::types::{Ty, field_at};
use crate::source::Span;
use crate::syntax::ast::{Expr, ExprKind};
use std::sync::Arc;

impl Sema<'_> {
    pub fn structs_has(&self, name: &str) -> bool {
        self.structs.contains_key(name)
    }

    /// A struct with every field at C zero (or None).
    pub fn struct_default(
        &mut self,
        def: std::sync::Arc<super::types::StructDef>,
        span: Span,
    ) -> HExpr {
        let fields = def
            .fields()
            .iter()
            .map(|(_, t)| {
                let zero = HExpr {
                    kind: HKind::Int(0),
                    ty: Ty::Object,
                    span,
                };
                if t.is_c() {
                    convert(zero, t)
                } else if let Ty::Struct(inner) = t {
                    self.struct_default(inner.clone(), span)
                } else if t.is_pointer()
                    && let Some(mut null) = self.generic_builtin("__null__", Vec::new(), span)
                {
                    null.ty = t.clone();
                    null
                } else {
                    HExpr {
                        kind: HKind::NoneLit,
                        ty: Ty::Object,
                        span,
                    }
                }
            })
            .collect();
        let ty = Ty::Struct(def.clone());
        HExpr {
            kind: HKind::MakeStruct(def, fields),
            ty,
            span,
        }
    }

    /// The storage of an array of structs: a fresh, untracked, zeroed
    /// block of `nbytes`, as a pointer of type `ty`.
    pub(super) fn struct_array_value(&mut self, ty: Ty, nbytes: usize, span: Span) -> HExpr {
        let mut e = self.carray_value(crate::array::DType::U8, nbytes, span);
        if let HKind::Call(_, args) = &mut e.kind
            && let Some(HArg::Pos(name)) = args.get_mut(2)
        {
            name.kind = HKind::Str(Arc::from("void"));
        }
        e.ty = ty;
        e
    }

    /// `a = value` for a C array `a`: the value's items are copied into the
    /// array (all converted first, and exactly as many as it holds).
    pub(super) fn carray_assign(
        &mut self,
        var: Var,
        value: &Expr,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        let dst = HExpr {
            kind: HKind::Load(var.clone()),
            ty: var.ty.clone(),
            span,
        };
        self.carray_fill(dst, value, span, out);
    }

    /// Stores the items of `value` into the C array (or row of one) `dst`,
    /// checking every extent.
    pub(super) fn carray_fill(
        &mut self,
        dst: HExpr,
        value: &Expr,
        span: Span,
        out: &mut Vec<HStmt>,
    ) {
        self.into_carray = super::cslice::is_slice(value);
        let src = self.object(value);
        self.into_carray = false;
        let (d, dims): (_, Vec<usize>) = match &dst.ty {
            Ty::CArray(d, n) => (*d, vec![*n]),
            Ty::CArrayNd(d, dims) => (*d, dims.to_vec()),
            _ => return,
        };
        // Cython counts a literal's items while compiling.
        let literal_len = match &value.kind {
            ExprKind::List(items) | ExprKind::Tuple(items)
                if !items.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))) =>
            {
                Some(items.len())
            }
            ExprKind::Bytes(b) => Some(b.len()),
            _ => None,
        };
        if let Some(n) = literal_len
            && n != dims[0]
        {
            self.error(
                "SyntaxError",
                format!(
                    "Assignment to slice of wrong length, expected {}, got {n}",
                    dims[0],
                ),
                span,
            );
            return;
        }
        let shape = HExpr {
            kind: HKind::Str(Arc::from(
                dims.iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            )),
            ty: Ty::Object,
            span,
        };
        let dtype = HExpr {
            kind: HKind::Str(Arc::from(d.name())),
            ty: Ty::Object,
            span,
        };
        // The destination is passed as the pointer it is.
        let mut dst = dst;
        dst.ty = Ty::Ptr(None);
        let args = vec![dst, src, dtype, shape];
        if let Some(call) = self.generic_builtin("__carray_assign__", args, span) {
            out.push(HStmt {
                kind: SKind::Expr(call),
                span,
            });
        }
    }

    /// The storage of a C array: a fresh, untracked block.
    pub fn carray_value(&mut self, d: crate::array::DType, n: usize, span: Span) -> HExpr {
        let args = vec![
            HExpr {
                kind: HKind::Int((n * d.itemsize()) as i64),
                ty: Ty::Object,
                span,
            },
            HExpr {
                kind: HKind::Int(n as i64),
                ty: Ty::Object,
                span,
            },
            HExpr {
                kind: HKind::Str(Arc::from(d.name())),
                ty: Ty::Object,
                span,
            },
        ];
        let id = crate::builtins::lookup("__carray__").unwrap_or(0);
        let callee = HExpr {
            kind: HKind::Builtin(id),
            ty: Ty::Object,
            span,
        };
        HExpr {
            kind: HKind::Call(Box::new(callee), args.into_iter().map(HArg::Pos).collect()),
            ty: Ty::CArray(d, n),
            span,
        }
    }
}

impl Sema<'_> {
    /// For `obj.s.a.b` where `s` is a struct attribute of a cdef class
    /// instance `obj`: `obj`, `s`, the field numbers of `.a.b`, and the
    /// type they reach.
    pub(super) fn attr_struct_path<'e>(
        &mut self,
        e: &'e Expr,
    ) -> Option<(&'e Expr, String, Vec<usize>, Ty)> {
        let ExprKind::Attr(base, a) = &e.kind else {
            return None;
        };
        if let Some(Some(t @ Ty::Struct(_))) = self.class_attr(base, &a.name) {
            return Some((base, a.name.clone(), Vec::new(), t));
        }
        let (obj, attr, mut path, ty) = self.attr_struct_path(base)?;
        let ty = field_step(&ty, &a.name, &mut path)?;
        Some((obj, attr, path, ty))
    }

    /// For `s.a.b…` rooted at a struct variable `s`: the variable, the
    /// field numbers along the way and the type at the end. `None` (with
    /// nothing reported) when the chain is anything else.
    pub(super) fn struct_field_path(&mut self, e: &Expr) -> Option<(Var, Vec<usize>, Ty)> {
        match &e.kind {
            ExprKind::Name(n) => {
                let var = self.named_var(n)?;
                let ty = var.ty.clone();
                matches!(ty, Ty::Struct(_)).then_some((var, Vec::new(), ty))
            }
            ExprKind::Attr(base, a) => {
                let (var, mut path, ty) = self.struct_field_path(base)?;
                let ty = field_step(&ty, &a.name, &mut path)?;
                Some((var, path, ty))
            }
            _ => None,
        }
    }
}

/// The field at `path` (field numbers, outermost first) of the struct
/// `whole`, read field by field.
pub(super) fn field_path_load(whole: HExpr, path: &[usize], span: Span) -> HExpr {
    let struct_ty = whole.ty.clone();
    let mut load = whole;
    for (n, k) in path.iter().enumerate() {
        load = HExpr {
            kind: HKind::StructField(Box::new(load), *k),
            ty: field_at(&struct_ty, &path[..=n]),
            span,
        };
    }
    load
}

/// One step down a field path: the number of field `name` of struct type
/// `ty` pushed onto `path`, and the field's type; None when `ty` is no
/// struct or has no such field.
fn field_step(ty: &Ty, name: &str, path: &mut Vec<usize>) -> Option<Ty> {
    let Ty::Struct(def) = ty else { return None };
    let k = def.fields().iter().position(|(n, _)| n.as_ref() == name)?;
    path.push(k);
    Some(def.fields()[k].1.clone())
}

/// What a union can hold in arr: C numbers, and C arrays of them and
/// structs (a union holding those lives in memory, where every member
/// reads its own bytes at offset 0).
pub(super) fn union_member_ok(t: &Ty) -> bool {
    match t {
        Ty::CArray(..) | Ty::CArrayNd(..) => true,
        Ty::Struct(def) => super::types::struct_layout(def).is_some(),
        // Held as the 8-byte address `eval::address` encodes.
        t if t.is_address() => true,
        t => t.is_c(),
    }
}
