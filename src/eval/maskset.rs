//! `a[mask] = v` with a boolean mask over the leading axes of `a`: each
//! True entry selects a sub-array, and `v` broadcasts against the stacked
//! selections `(count, *rest)`, as NumPy assigns.

use super::arrays::{broadcast_to, to_array, value_scalar};
use super::exc::*;
use super::value::Value;
use crate::array::Array;
use crate::array::view::shape_msg;
use std::sync::Arc;

/// Whether `mask` indexes `a` as a boolean mask over its leading axes.
pub fn applies(a: &Array, mask: &Array) -> bool {
    mask.dtype == crate::array::DType::Bool
        && mask.ndim() <= a.ndim()
        && mask.shape[..] == a.shape[..mask.ndim()]
}

pub fn assign(a: &Arc<Array>, mask: &Array, v: &Value) -> Res<()> {
    let rest = &a.shape[mask.ndim()..];
    let inner: usize = rest.iter().product();
    let picks: Vec<bool> = mask.values().iter().map(|m| m.truthy()).collect();
    // The ordinal of each True entry among the True entries.
    let mut rank = Vec::with_capacity(picks.len());
    let mut count = 0usize;
    for &p in &picks {
        rank.push(count);
        count += usize::from(p);
    }
    let vals = match v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..) => {
            vec![value_scalar(v)?; count * inner]
        }
        _ => {
            let src = to_array(v, None)?;
            let mut target = vec![count];
            target.extend_from_slice(rest);
            if rest.is_empty() && src.ndim() > 1 {
                return Err(type_error(format!(
                    "NumPy boolean array indexing assignment requires a 0 or 1-dimensional \
                     input, input has {} dimensions",
                    src.ndim()
                )));
            }
            if rest.is_empty() && src.size() != 1 && src.size() != count {
                return Err(value_error(format!(
                    "NumPy boolean array indexing assignment cannot assign {} input values to \
                     the {count} output values where the mask is true",
                    src.size()
                )));
            }
            broadcast_to(&src, &target)
                .map_err(|_| {
                    value_error(format!(
                        "shape mismatch: value array of shape {} could not be broadcast to \
                         indexing result of shape {}",
                        shape_msg(&src.shape),
                        shape_msg(&target)
                    ))
                })?
                .values()
        }
    };
    if inner == 0 {
        return Ok(());
    }
    for (p, off) in a.offsets().enumerate() {
        let m = p / inner;
        if picks[m] {
            a.store(off, a.dtype.wrap(vals[rank[m] * inner + p % inner]));
        }
    }
    Ok(())
}
