//! `where=` and `initial=` of NumPy's sum, prod, max and min: `where`
//! keeps only the elements its (broadcast) mask selects — the others are
//! replaced by the reduction's identity, or by `initial` for max and min,
//! which have none — and `initial` joins the reduction as one more
//! element.

use super::arrays::{Reduce, broadcast_to, copy_of, np_scalar, to_array, value_scalar};
use super::exc::*;
use super::value::Value;
use crate::array::{Array, Scalar};
use crate::syntax::ast::BinOp;
use std::sync::Arc;

/// The array to reduce instead of `a` under `where`, and how to fold
/// `initial` into the result. `None` when neither keyword is given.
pub struct Options {
    pub source: Arc<Array>,
    initial: Option<Value>,
    r: Reduce,
}

fn ufunc_name(r: Reduce) -> &'static str {
    match r {
        Reduce::Max => "maximum",
        Reduce::Min => "minimum",
        Reduce::Prod => "multiply",
        _ => "add",
    }
}

pub fn take(a: &Arc<Array>, r: Reduce, kw: &mut super::call::Kwargs) -> Res<Option<Options>> {
    let mask = crate::builtins::take_kw(kw, "where").filter(|v| !matches!(v, Value::None));
    let initial = crate::builtins::take_kw(kw, "initial").filter(|v| !matches!(v, Value::None));
    if mask.is_none() && initial.is_none() {
        return Ok(None);
    }
    if !matches!(r, Reduce::Sum | Reduce::Prod | Reduce::Max | Reduce::Min) {
        return Err(new_exc(
            "NotImplementedError",
            "arr takes `where=` and `initial=` on sum, prod, max and min only",
        ));
    }
    let source = match &mask {
        None => a.clone(),
        Some(m) => {
            let fill = match (r, &initial) {
                (Reduce::Sum, _) => Scalar::Int(0),
                (Reduce::Prod, _) => Scalar::Int(1),
                (_, Some(init)) => value_scalar(init)?,
                (_, None) => {
                    return Err(value_error(format!(
                        "reduction operation '{}' does not have an identity, so to use a \
                         where mask one has to specify 'initial'",
                        ufunc_name(r)
                    )));
                }
            };
            let m = to_array(m, Some(crate::array::DType::Bool))?;
            let m = broadcast_to(&m, &a.shape).map_err(|_| {
                value_error(format!(
                    "operands could not be broadcast together with shapes {} {}",
                    crate::array::view::shape_msg(&a.shape),
                    crate::array::view::shape_msg(&m.shape)
                ))
            })?;
            let out = copy_of(a, a.dtype, false)?;
            for (off, keep) in out.offsets().zip(m.values()) {
                if !keep.truthy() {
                    out.store(off, a.dtype.wrap(fill));
                }
            }
            Arc::new(out)
        }
    };
    Ok(Some(Options { source, initial, r }))
}

impl Options {
    /// The reduction of an empty selection: `initial` alone.
    pub fn empty_result(&self) -> Option<Value> {
        if self.source.size() > 0 {
            return None;
        }
        let init = self.initial.as_ref()?;
        value_scalar(init)
            .ok()
            .map(|s| np_scalar(self.source.dtype.wrap(s), self.source.dtype))
    }

    /// The reduction's result with `initial` folded in.
    pub fn finish(&self, result: Value) -> Res<Value> {
        let Some(init) = &self.initial else {
            return Ok(result);
        };
        match self.r {
            Reduce::Sum => super::ops::binary(BinOp::Add, &result, init),
            Reduce::Prod => super::ops::binary(BinOp::Mul, &result, init),
            _ => extreme(self.r, result, init),
        }
    }
}

/// `np.maximum(result, initial)` / `np.minimum(…)`, NaN propagating.
fn extreme(r: Reduce, result: Value, init: &Value) -> Res<Value> {
    let s = value_scalar(init)?;
    let pick = |x: Scalar| {
        let (a, b) = (x.as_f64(), s.as_f64());
        let take_init = match r {
            Reduce::Max => b > a || b.is_nan(),
            _ => b < a || b.is_nan(),
        };
        if take_init && !a.is_nan() { s } else { x }
    };
    Ok(match result {
        Value::NpScalar(x, d) => np_scalar(d.wrap(pick(x)), d),
        Value::Array(arr) => {
            let out = copy_of(&arr, arr.dtype, false)?;
            for off in out.offsets() {
                out.store(off, arr.dtype.wrap(pick(out.load(off))));
            }
            Value::Array(Arc::new(out))
        }
        other => other,
    })
}
