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

pub fn assign(a: &Arc<Array>, index: &Value, v: &Value) -> Res<()> {
    // The selection `(count, *rest)` is advanced indexing's; what is
    // particular to a lone mask is NumPy's wording of a mismatch.
    let (offsets, shape) = super::advindex::offsets(a, index)?;
    let (count, rest) = (shape[0], &shape[1..]);
    let vals = match v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..) => {
            vec![value_scalar(v)?; offsets.len()]
        }
        _ => {
            let src = to_array(v, None)?;
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
            broadcast_to(&src, &shape)
                .map_err(|_| {
                    value_error(format!(
                        "shape mismatch: value array of shape {} could not be broadcast to \
                         indexing result of shape {}",
                        shape_msg(&src.shape),
                        shape_msg(&shape)
                    ))
                })?
                .values()
        }
    };
    for (&off, &x) in offsets.iter().zip(&vals) {
        a.store(off, a.dtype.wrap(x));
    }
    Ok(())
}
