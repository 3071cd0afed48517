//! C++ vectors of C numbers in native kernels: `v[i]` reads and writes
//! its element in place, `v.size()` and `v.empty()` read its length and
//! `v.push_back(x)` grows it (`array::native`'s `ArgKind::Vector`), with
//! the interpreter's checks and errors (`cppvec.rs`, `builtins::cppstl`).

use super::native::{Lowering, SiteKind};
use crate::array::DType;
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;

type Lo<T> = Option<T>;

/// `e` with the conversion to an object that `held` wraps a C value in
/// (what a `cppstl` builtin's argument is) taken off.
fn c_value(e: &HExpr) -> &HExpr {
    match &e.kind {
        HKind::Convert(inner) if e.ty == Ty::Object && inner.ty.is_c() => inner,
        _ => e,
    }
}

/// The builtin a call expression calls, and its arguments.
fn builtin_call(e: &HExpr) -> Option<(&'static str, &[HArg])> {
    let HKind::Call(f, args) = &e.kind else {
        return None;
    };
    let HKind::Builtin(id) = f.kind else {
        return None;
    };
    Some((crate::builtins::name_of(id), args))
}

fn positional(args: &[HArg]) -> Option<Vec<&HExpr>> {
    args.iter()
        .map(|a| match a {
            HArg::Pos(e) => Some(e),
            _ => None,
        })
        .collect()
}

impl Lowering<'_> {
    /// The vector argument a held vector variable (`Let([], Load(v))`)
    /// is, and its element type.
    fn vector_arg(&mut self, e: &HExpr) -> Lo<(u32, Ty)> {
        let inner = crate::sema::cpp::held_inner(e);
        let Ty::Cpp(c) = &inner.ty else {
            return None;
        };
        let elem = c.seq_elem()?.clone();
        let (buf, kind) = self.arg(inner)?;
        (kind == k::ArgKind::Vector).then_some((buf, elem))
    }

    /// `v[i]` of a vector of C numbers.
    pub(super) fn vec_access(&mut self, v: &HExpr, i: &HExpr, span: Span) -> Lo<k::Access> {
        let (buf, elem) = self.vector_arg(v)?;
        let index = self.int(c_value(i))?;
        let site = self.site(SiteKind::VecIndex(buf as usize), span);
        Some(k::Access {
            buf,
            dtype: if elem.is_c_float() {
                DType::F64
            } else {
                DType::I64
            },
            index: vec![index],
            wrap: vec![false],
            site,
            imag: false,
        })
    }

    /// `v.size()` or `v.empty()` (as the object the builtin returns,
    /// converted to `to`).
    pub(super) fn vec_query(&mut self, call: &HExpr, to: &Ty) -> Option<Lo<k::Expr>> {
        let (name, args) = builtin_call(call)?;
        if !matches!(name, "__cpp_size__" | "__cpp_empty__") || !to.is_c_int() && *to != Ty::Bint {
            return None;
        }
        Some((|| {
            let [v] = positional(args)?[..] else {
                return None;
            };
            let (buf, _) = self.vector_arg(v)?;
            let len = k::Expr::VecLen(buf);
            Some(match name {
                "__cpp_size__" => len,
                _ => k::Expr::Cmp(k::Cmp::Eq, Box::new(len), Box::new(k::Expr::I(0))),
            })
        })())
    }

    /// `v.push_back(x)` or `v[i] = x` as a statement.
    pub(super) fn vec_stmt(&mut self, e: &HExpr, span: Span) -> Option<Lo<k::Stmt>> {
        // The call, converted to `void` as sema types it.
        let call = match &e.kind {
            HKind::Convert(inner) if e.ty == Ty::Void => inner,
            _ => e,
        };
        let (name, args) = builtin_call(call)?;
        if !matches!(name, "__cpp_push__" | "__cpp_setindex__") {
            return None;
        }
        Some((|| {
            let args = positional(args)?;
            let (buf, elem) = self.vector_arg(args.first()?)?;
            let value = |lo: &mut Self, x: &HExpr| match Self::kind_of(&elem)? {
                Kind::I => lo.int(c_value(x)),
                Kind::F => lo.flt(c_value(x)),
            };
            Some(match args[..] {
                [_, x] => {
                    let value = value(self, x)?;
                    let site = self.site(SiteKind::VecMemory, span);
                    k::Stmt::VecPush { buf, value, site }
                }
                [v, i, x] => {
                    let x = value(self, x)?;
                    k::Stmt::Store(self.vec_access(v, i, span)?, x)
                }
                _ => return None,
            })
        })())
    }
}
