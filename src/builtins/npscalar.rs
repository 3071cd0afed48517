//! What a NumPy ufunc makes of Python numbers and gives back for a 0-d
//! result: `np.add(7, 2)` is `np.int64(9)` and `np.maximum(3, 4)` is
//! `np.int64(4)`, NumPy scalars, never a plain int or a 0-d array.
//!
//! A Python number beside an array stays a Python number: NumPy reads it
//! as a "weak" scalar that takes the array's type (an int8 array plus 1
//! stays int8), so only operands that are all Python numbers become
//! NumPy scalars here.

use crate::array::{DType, Scalar};
use crate::eval::arrays::{np_scalar, to_array};
use crate::eval::exc::Res;
use crate::eval::value::Value;

/// The ufunc's operands: lists and tuples become arrays; when every
/// operand is a Python number, each becomes the NumPy scalar NumPy makes
/// of it (int64, float64 or bool).
pub(super) fn operands(args: &[Value]) -> Res<Vec<Value>> {
    let all_python = args
        .iter()
        .all(|v| matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_)));
    args.iter()
        .map(|v| {
            Ok(match v {
                Value::List(_) | Value::Tuple(_) => Value::Array(to_array(v, None)?),
                Value::Int(i) if all_python => np_scalar(Scalar::Int(*i), DType::I64),
                Value::Float(x) if all_python => np_scalar(Scalar::Float(*x), DType::F64),
                Value::Bool(b) if all_python => np_scalar(Scalar::Bool(*b), DType::Bool),
                v => v.clone(),
            })
        })
        .collect()
}

/// A ufunc's result: a 0-d array is its one element as a NumPy scalar.
pub(super) fn result(v: Value) -> Value {
    match &v {
        Value::Array(a) if a.ndim() == 0 => match a.offsets().next() {
            Some(o) => np_scalar(a.load(o), a.dtype),
            None => v,
        },
        _ => v,
    }
}
