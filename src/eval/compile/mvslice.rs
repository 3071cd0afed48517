//! `m[i, :]` of a typed memoryview: the sub-view built straight from the
//! integer indices (a row passed to a cdef function on each iteration
//! went through an index tuple, its parsing and a generic subscript, ten
//! times what it costs here). A negative index counts from the end unless
//! `wraparound` is off; one out of range is Cython's IndexError. Anything
//! that is not a bound memoryview is handed to the generic subscript with
//! the same index values.

use super::{Compiler, I, V};
use crate::array::Array;
use crate::eval::attrs;
use crate::eval::exc::index_error;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::source::Span;
use std::sync::Arc;

/// One position of the index: an integer (dropping the axis) or `:`.
enum Part {
    At(I),
    All,
}

/// Whether `m[idx]` is a typed memoryview indexed by C integers (of a
/// type whose every value is an `i64`) and full slices `:`, leaving a
/// view.
pub(super) fn is_subview(obj: &HExpr, idx: &HExpr) -> bool {
    let Ty::Memview(t) = &unconverted(obj).ty else {
        return false;
    };
    let items = index_items(idx);
    let ints = items.iter().filter(|x| int_index(x)).count();
    let all = items.iter().filter(|x| full_slice(x)).count();
    ints + all == items.len() && items.len() <= (t.ndim as usize).min(8) && ints < t.ndim as usize
}

/// The positions of an index: a tuple's items, or the one index.
pub(super) fn index_items(idx: &HExpr) -> &[HExpr] {
    match &idx.kind {
        HKind::Tuple(xs) => xs.as_slice(),
        _ => std::slice::from_ref(idx),
    }
}

/// What sema converted to an object for the generic subscript.
pub(super) fn unconverted(x: &HExpr) -> &HExpr {
    match &x.kind {
        HKind::Convert(inner) => inner,
        _ => x,
    }
}

fn int_index(x: &HExpr) -> bool {
    matches!(&unconverted(x).ty, Ty::Int(c) if !matches!(c, CInt::ULong | CInt::ULongLong | CInt::SizeT))
}

pub(super) fn full_slice(x: &HExpr) -> bool {
    matches!(&x.kind, HKind::Slice(None, None, None))
}

impl Compiler<'_> {
    /// `m[idx]` when `is_subview(obj, idx)`.
    pub(super) fn mv_subview(&mut self, obj: &HExpr, idx: &HExpr, span: Span) -> V {
        let items = index_items(idx);
        let tuple = matches!(idx.kind, HKind::Tuple(_));
        let parts: Vec<Part> = items
            .iter()
            .map(|x| {
                if full_slice(x) {
                    Part::All
                } else {
                    Part::At(self.int(unconverted(x)))
                }
            })
            .collect();
        let o = self.obj(obj);
        let wrap = self.dir.wraparound;
        let empty: Arc<str> = Arc::from("");
        Box::new(move |f: &mut Frame| {
            let v = o(f)?;
            let mut at = [0i64; 8];
            for (k, p) in parts.iter().enumerate() {
                if let Part::At(i) = p {
                    at[k] = i(f)?;
                }
            }
            if let Value::MemView(a, _) = &v {
                let view = direct(a, &parts, &at, wrap).map_err(|axis| {
                    index_error(format!("Index out of bounds (axis {axis})")).at(span)
                })?;
                return Ok(Value::MemView(Arc::new(view), empty.clone()));
            }
            // The generic subscript, given what the index expression
            // would have evaluated to.
            let values: Vec<Value> = parts
                .iter()
                .zip(at)
                .map(|(p, i)| match p {
                    Part::At(_) => Value::Int(i),
                    Part::All => Value::Slice(Arc::new((Value::None, Value::None, Value::None))),
                })
                .collect();
            let k = match values.len() {
                1 if !tuple => values.into_iter().next().unwrap_or(Value::None),
                _ => Value::tuple(values),
            };
            attrs::getitem(f, &v, &k).map_err(|e| e.at(span))
        })
    }
}

/// `m[at[0], at[1], …]` of a bound memoryview, its leading axes fixed
/// (None for anything else, or an index out of range).
pub(super) fn leading_subview(m: &Value, at: &[i64]) -> Option<Value> {
    let Value::MemView(a, _) = m else {
        return None;
    };
    if at.len() > a.ndim() {
        return None;
    }
    let mut offset = a.offset as isize;
    for ((&i, &n), &s) in at.iter().zip(&a.shape).zip(&a.strides) {
        if i < 0 || i as u64 >= n as u64 {
            return None;
        }
        offset += i as isize * s;
    }
    let k = at.len();
    let view = Array::sub_view(
        a,
        offset.max(0) as usize,
        a.shape[k..].to_vec(),
        a.strides[k..].to_vec(),
    );
    Some(Value::MemView(Arc::new(view), Arc::from("")))
}

/// The sub-view, or the axis whose index is out of range.
fn direct(a: &Arc<Array>, parts: &[Part], at: &[i64; 8], wrap: bool) -> Result<Array, usize> {
    let mut offset = a.offset as isize;
    let mut shape = Vec::with_capacity(a.ndim());
    let mut strides = Vec::with_capacity(a.ndim());
    for (k, (&n, &s)) in a.shape.iter().zip(&a.strides).enumerate() {
        match parts.get(k) {
            Some(Part::At(_)) => {
                let i = at[k];
                let i = if wrap && i < 0 { i + n as i64 } else { i };
                if i < 0 || i as u64 >= n as u64 {
                    return Err(k);
                }
                // In range, so the offset is one of the view's own.
                offset += i as isize * s;
            }
            _ => {
                shape.push(n);
                strides.push(s);
            }
        }
    }
    Ok(Array::sub_view(a, offset.max(0) as usize, shape, strides))
}
