//! Typed memoryviews in sema: their types (`double[:, ::1]`), Cython's
//! compile-time rules (layouts are part of the type, no arithmetic), and
//! the typed element access that lets kernels run without boxing.

use super::Sema;
use super::coerce::convert;
use super::hir::*;
use super::types::{CInt, Contig, MvType, Ty};
use crate::source::Span;
use crate::syntax::ast::{self, Axis, Expr, ExprKind, TypeExpr, TypeKind};

/// The names under which `numpy.ndarray` appears in buffer types.
pub fn is_ndarray_name(n: &str) -> bool {
    matches!(
        n,
        "np.ndarray" | "cnp.ndarray" | "numpy.ndarray" | "ndarray"
    ) || n.ends_with(".ndarray")
}

fn h(kind: HKind, ty: Ty, span: Span) -> HExpr {
    HExpr { kind, ty, span }
}

impl Sema<'_> {
    /// `T[:, ::1]` as a type.
    pub fn memview_type(
        &mut self,
        elem: &TypeExpr,
        axes: &[Axis],
        is_const: bool,
        span: Span,
    ) -> Ty {
        let et = self.resolve_type(elem);
        let Some(dtype) = super::types::buffer_dtype_of(&et) else {
            self.error(
                "TypeError",
                format!("Invalid base type for memoryview slice: {}", et.name()),
                elem.span,
            );
            return Ty::Object;
        };
        let n = axes.len();
        if n > crate::array::view::MAX_NDIM {
            self.error(
                "TypeError",
                "More dimensions than the maximum number of buffer dimensions (8).",
                span,
            );
            return Ty::Object;
        }
        let mut contig = Contig::Strided;
        for (k, ax) in axes.iter().enumerate() {
            if ax.stop.is_some() {
                self.unsupported(
                    "memoryview axes with extents (casts from pointers)",
                    ax.span,
                );
            }
            // `view.contiguous` names the specifier through `cython.view`.
            let spec = ax.spec.as_deref().map(|s| match s.rsplit_once('.') {
                Some((m, word)) if self.names_cython_view(m) => word,
                _ => s,
            });
            match spec {
                None => {}
                Some("1" | "contiguous") => {
                    if k == n - 1 && contig == Contig::Strided {
                        contig = Contig::C;
                    } else if k == 0 && n > 1 {
                        contig = Contig::F;
                    } else {
                        let msg = if contig == Contig::F {
                            "Indirect dimension may not follow Fortran contiguous dimension"
                                .to_string()
                        } else {
                            format!("Only dimension {} may be contiguous and direct", n - 1)
                        };
                        self.error("SyntaxError", msg, ax.span);
                    }
                }
                Some("strided" | "direct" | "follow" | "generic" | "indirect" | "full") => {}
                // Cython's two messages: a number that is not 1, or a
                // word that names no axis kind.
                Some(other) if other.parse::<i64>().is_ok() => {
                    self.error(
                        "SyntaxError",
                        "Step must be omitted, 1, or a valid specifier.",
                        ax.span,
                    )
                    .label = Some(format!(
                        "`::{other}`: a typed memoryview's axes are declared, not sliced; `::1` marks the contiguous one"
                    ));
                }
                Some(other) => {
                    self.error("SyntaxError", "Invalid axis specification.", ax.span)
                        .label = Some(format!(
                        "`{other}` is none of 1, contiguous, strided, direct, follow, generic, indirect, full"
                    ));
                }
            }
        }
        // `::1` on the first axis of a 1-D view is C contiguity.
        if n == 1 && axes[0].contiguous {
            contig = Contig::C;
        }
        Ty::Memview(MvType {
            dtype,
            ndim: n as u8,
            contig,
            is_const,
        })
    }

    /// Index expressions of a typed view access, converted to Py_ssize_t,
    /// when every axis gets an integer; `None` otherwise.
    /// `m` is `cython.view` (`cython.view.contiguous`) or a name it was
    /// cimported as (`from cython cimport view`).
    fn names_cython_view(&self, m: &str) -> bool {
        m == "cython.view"
            || matches!(self.imports.get(m), Some(super::Imported::Module(v)) if v == "cython.view")
    }

    fn mv_int_indices(&mut self, t: &MvType, index: &Expr) -> Option<Vec<HExpr>> {
        let parts: Vec<&Expr> = match &index.kind {
            ExprKind::Tuple(xs) => xs.iter().collect(),
            _ => vec![index],
        };
        if parts.len() != t.ndim as usize
            || parts.iter().any(|p| {
                matches!(
                    p.kind,
                    ExprKind::Slice(..) | ExprKind::Ellipsis | ExprKind::NoneLit
                )
            })
        {
            return None;
        }
        let mut out = Vec::new();
        for p in parts {
            let x = self.expr(p);
            if x.ty.is_c_float() {
                self.error("TypeError", "Invalid index type 'double'", p.span);
            }
            if !(x.ty.is_c_int() || x.ty == Ty::Bint || x.ty == Ty::Object) {
                return None;
            }
            out.push(convert(x, &Ty::Int(CInt::SsizeT)));
        }
        Some(out)
    }

    /// `m[...]` on a typed view: a typed element, or a sub-view.
    /// `np.ndarray[T, ndim=N, mode="c"]`.
    pub fn buffer_type(
        &mut self,
        base: &TypeExpr,
        elem: &TypeExpr,
        opts: &[(ast::Ident, Expr)],
        span: Span,
    ) -> Ty {
        if !matches!(&base.kind, TypeKind::Named(n) if is_ndarray_name(n)) {
            self.error(
                "SyntaxError",
                "Buffer types only allowed for numpy.ndarray",
                base.span,
            );
            return Ty::Object;
        }
        let et = self.resolve_type(elem);
        let spelled = match &elem.kind {
            TypeKind::Named(n) => {
                let n = n.rsplit_once('.').map_or(n.as_str(), |(_, last)| last);
                n.to_string()
            }
            _ => et.name(),
        };
        let Some(dtype) = super::types::buffer_dtype_of(&et) else {
            self.unsupported("buffers of this element type", elem.span);
            return Ty::Object;
        };
        let (mut ndim, mut contig) = (1u8, Contig::Strided);
        for (name, value) in opts {
            match name.name.as_str() {
                "ndim" => match self.const_eval(value) {
                    Some(super::consts::Const::Int(n)) if (1..=8).contains(&n) => ndim = n as u8,
                    _ => {
                        self.error(
                            "ValueError",
                            "ndim must be a constant from 1 to 8",
                            value.span,
                        );
                    }
                },
                "mode" => match &value.kind {
                    ExprKind::Str(m) if m == "c" => contig = Contig::C,
                    ExprKind::Str(m) if m == "fortran" => contig = Contig::F,
                    ExprKind::Str(m) if m == "strided" || m == "full" => {}
                    _ => {
                        self.error("ValueError", "Invalid buffer mode", value.span);
                    }
                },
                // Accepted and without effect here.
                "negative_indices" | "cast" => {}
                other => {
                    self.error(
                        "TypeError",
                        format!("\"{other}\" is not a buffer option"),
                        name.span,
                    );
                }
            }
        }
        let _ = span;
        Ty::Buffer(
            MvType {
                dtype,
                ndim,
                contig,
                is_const: false,
            },
            std::sync::Arc::from(spelled.as_str()),
        )
    }

    /// `a[i, j]` on an `np.ndarray[T, ndim=2]` with an integer per axis: a
    /// typed element, read as a memoryview's (the array is the view). Any
    /// other subscript is NumPy's.
    pub fn buffer_element(&mut self, b: &HExpr, index: &Expr, span: Span) -> Option<HExpr> {
        let Ty::Buffer(t, _) = b.ty else {
            return None;
        };
        let idx = self.mv_int_indices(&t, index)?;
        let base = HExpr {
            ty: Ty::Memview(t),
            ..b.clone()
        };
        Some(h(HKind::MvIndex(Box::new(base), idx), t.elem(), span))
    }

    pub fn mv_subscript(&mut self, base: HExpr, t: MvType, index: &Expr, span: Span) -> HExpr {
        let v = self.mv_subscript_typed(base, t, index, span);
        self.first_pass_index(v, index)
    }

    /// Cython's first inference pass types `m[i, j]` a Python object when
    /// an index is itself an undeclared local being inferred (the names in
    /// a tuple index are not among the dependencies it resolves first);
    /// re-inference corrects it later, except for a variable whose own
    /// type depended on it (`s += m[i, j]` keeps `s` an object).
    fn first_pass_index(&mut self, v: HExpr, index: &Expr) -> HExpr {
        let ExprKind::Tuple(parts) = &index.kind else {
            return v;
        };
        let seen = self.stack.last().and_then(|c| c.seen.as_ref());
        let hit = self.first_pass
            && seen.is_some_and(|seen| {
                parts
                    .iter()
                    .any(|p| seen.keys().any(|n| super::infer::mentions(p, n)))
            });
        if !hit {
            return v;
        }
        self.first_pass_hit = true;
        convert(v, &Ty::Object)
    }

    fn mv_subscript_typed(&mut self, base: HExpr, t: MvType, index: &Expr, span: Span) -> HExpr {
        if let Some(extra) = excess_index(&t, index) {
            let name = Ty::Memview(t).name();
            let msg = format!("Too many indices specified for type {name}");
            let d = self.error("IndexError", msg, extra);
            let s = if t.ndim == 1 { "" } else { "s" };
            d.label = Some(format!(
                "one index too many: {name} has {} dimension{s}",
                t.ndim
            ));
            return h(HKind::NoneLit, Ty::Object, span);
        }
        if let Some(idx) = self.mv_int_indices(&t, index) {
            let (base, idx) = merge_row(base, idx);
            return h(HKind::MvIndex(Box::new(base), idx), t.elem(), span);
        }
        // A sub-view: its type follows Cython's rules for the common forms.
        let parts: Vec<&Expr> = match &index.kind {
            ExprKind::Tuple(xs) => xs.iter().collect(),
            _ => vec![index],
        };
        let mut ndim = 0usize;
        let mut ints = 0usize;
        for p in &parts {
            match p.kind {
                ExprKind::Slice(..) | ExprKind::NoneLit => ndim += 1,
                ExprKind::Ellipsis => {}
                _ => ints += 1,
            }
        }
        let has_ellipsis = parts.iter().any(|p| matches!(p.kind, ExprKind::Ellipsis));
        if has_ellipsis || parts.len() < t.ndim as usize {
            ndim += (t.ndim as usize).saturating_sub(
                ints + parts
                    .iter()
                    .filter(|p| matches!(p.kind, ExprKind::Slice(..)))
                    .count(),
            );
        }
        let last_full = match parts.last() {
            Some(Expr {
                kind: ExprKind::Slice(None, None, None),
                ..
            }) => true,
            Some(Expr {
                kind: ExprKind::Ellipsis,
                ..
            }) => true,
            _ => parts.len() < t.ndim as usize,
        };
        let contig = if t.contig == Contig::C && last_full && ndim > 0 {
            Contig::C
        } else {
            Contig::Strided
        };
        let idx = self.object(index);
        let mt = MvType {
            dtype: t.dtype,
            ndim: ndim.max(1) as u8,
            contig,
            is_const: t.is_const,
        };
        if ndim == 0 {
            return h(
                HKind::Subscript(Box::new(convert(base, &Ty::Object)), Box::new(idx)),
                Ty::Object,
                span,
            );
        }
        let obj = h(
            HKind::Subscript(Box::new(convert(base, &Ty::Object)), Box::new(idx)),
            Ty::Object,
            span,
        );
        convert(obj, &Ty::Memview(mt))
    }

    /// Attributes of a typed view with a static type.
    pub fn mv_attr(&mut self, base: HExpr, t: MvType, name: &str, span: Span) -> Option<HExpr> {
        let field = match name {
            "shape" => "shape",
            "strides" => "strides",
            "suboffsets" => "suboffsets",
            "T" => {
                let contig = match (t.contig, t.ndim) {
                    (Contig::C, 2..) => Contig::F,
                    (Contig::F, 2..) => Contig::C,
                    (c, 1) => c,
                    _ => Contig::Strided,
                };
                let obj = h(
                    HKind::Attr(
                        Box::new(convert(base, &Ty::Object)),
                        std::sync::Arc::from("T"),
                    ),
                    Ty::Object,
                    span,
                );
                return Some(convert(obj, &Ty::Memview(MvType { contig, ..t })));
            }
            "ndim" => return Some(h(HKind::Int(t.ndim as i64), Ty::Int(CInt::Int), span)),
            _ => return None,
        };
        Some(h(HKind::MvDims(Box::new(base), field), Ty::Object, span))
    }

    /// `m.copy()`, `m.copy_fortran()` of a typed view.
    pub fn mv_method_type(&self, t: MvType, name: &str) -> Option<Ty> {
        match name {
            "copy" => Some(Ty::Memview(MvType {
                contig: Contig::C,
                is_const: false,
                ..t
            })),
            "copy_fortran" => Some(Ty::Memview(MvType {
                contig: if t.ndim > 1 { Contig::F } else { Contig::C },
                is_const: false,
                ..t
            })),
            _ => None,
        }
    }
}

/// The first index past a view's dimensions (`None` adds an axis and
/// takes none; a subscript with `...` is left to run-time checks).
fn excess_index(t: &MvType, index: &Expr) -> Option<Span> {
    let parts: Vec<&Expr> = match &index.kind {
        ExprKind::Tuple(xs) => xs.iter().collect(),
        _ => vec![index],
    };
    if parts.iter().any(|p| matches!(p.kind, ExprKind::Ellipsis)) {
        return None;
    }
    parts
        .iter()
        .filter(|p| !matches!(p.kind, ExprKind::NoneLit))
        .nth(t.ndim as usize)
        .map(|p| p.span)
}

/// `m[i][j]` as Cython compiles it, `m[i, j]`: one element access whose
/// errors number `m`'s axes ("Out of bounds on buffer access (axis 1)"
/// for a bad `j`), when C integers and full slices made the row (each
/// `:` axis takes the next of the element's indices). `base` as it is
/// otherwise.
fn merge_row(base: HExpr, idx: Vec<HExpr>) -> (HExpr, Vec<HExpr>) {
    let merged = (|| {
        let HKind::Convert(row) = &base.kind else {
            return None;
        };
        let HKind::Subscript(obj, at) = &row.kind else {
            return None;
        };
        let HKind::Convert(m) = &obj.kind else {
            return None;
        };
        let Ty::Memview(mt) = &m.ty else {
            return None;
        };
        let items = match &at.kind {
            HKind::Tuple(xs) => xs.as_slice(),
            _ => std::slice::from_ref(&**at),
        };
        // The row's axes a `:` keeps take the element's indices in
        // order, as do the axes after the row's last index.
        let mut rest = idx.iter().cloned();
        let mut all = Vec::with_capacity(mt.ndim as usize);
        for x in items {
            let ssize = Ty::Int(CInt::SsizeT);
            match &x.kind {
                HKind::Convert(i) if i.ty.is_c_int() || i.ty == Ty::Bint => {
                    all.push(convert((**i).clone(), &ssize));
                }
                HKind::Int(n) => all.push(h(HKind::Int(*n), ssize, x.span)),
                HKind::Slice(None, None, None) => all.push(rest.next()?),
                _ => return None,
            }
        }
        all.extend(rest);
        (all.len() == mt.ndim as usize).then(|| ((**m).clone(), all))
    })();
    merged.unwrap_or((base, idx))
}
