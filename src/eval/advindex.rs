//! NumPy's advanced indexing by an integer or boolean array (or list), or
//! by a tuple holding at least one: `a[mask]`, `a[[0, 2], 1:3]`,
//! `a[:, mask]`, `a[rows, cols] = v`, `a[..., [1]]`, `a[None, idx]`.
//!
//! The index is first laid out part by part: `...` becomes full slices,
//! a boolean array becomes one integer array per axis it covers (its
//! `nonzero()`), and an integer beside arrays becomes a 0-d array. The
//! integer arrays broadcast to one shape B; every entry of B, with the
//! slices and new axes applied, selects one element or one view. The
//! result has B's axes then the views' axes — or B's axes where the
//! first array stood, when the arrays stand next to each other, as NumPy
//! places them. Reading loads those elements; assigning broadcasts the
//! value against the result's shape and stores it element by element (a
//! repeated index keeps the last value, as in NumPy).

use super::arrays::{
    array_err, broadcast_shape, broadcast_to, from_nested, from_scalars, to_array, value_scalar,
};
use super::exc::*;
use super::value::Value;
use crate::array::view::{next_index, shape_msg};
use crate::array::{Array, DType, Scalar, Sub};
use std::sync::Arc;

/// One part of the laid-out index.
enum Part {
    /// A slice or a new axis: one axis of each selected view.
    Basic(Sub),
    /// An integer array (values along one axis of `a`).
    Advanced(Array),
}

/// Where the index selects: the result's shape and, in its C order, the
/// offset in `a` of each element.
struct Selection {
    shape: Vec<usize>,
    offsets: Vec<usize>,
}

/// Whether `parts` calls for advanced indexing.
pub fn applies(parts: &[Value]) -> bool {
    parts
        .iter()
        .any(|p| matches!(p, Value::List(_)) || matches!(p, Value::Array(x) if x.ndim() > 0))
}

/// The offsets in `a`, in the result's C order, that `a[index]` selects
/// (any index: basic parts alone select a view's elements), with the
/// result's shape.
pub fn offsets(a: &Arc<Array>, index: &Value) -> Res<(Vec<usize>, Vec<usize>)> {
    let parts = match index {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    let sel = select(a, &parts)?;
    Ok((sel.offsets, sel.shape))
}

pub fn get(a: &Arc<Array>, parts: &[Value]) -> Res<Value> {
    if let [Value::Array(mask)] = parts
        && let Some(out) = super::axis_kernels::masked(a, mask)
    {
        return Ok(Value::Array(Arc::new(out)));
    }
    let sel = select(a, parts)?;
    let vals: Vec<Scalar> = sel.offsets.iter().map(|&off| a.load(off)).collect();
    Ok(Value::Array(Arc::new(from_scalars(
        &vals, a.dtype, &sel.shape,
    )?)))
}

pub fn set(a: &Arc<Array>, parts: &[Value], v: &Value) -> Res<()> {
    let sel = select(a, parts)?;
    let vals = match v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..) => {
            vec![value_scalar(v)?; sel.offsets.len()]
        }
        _ => {
            let src = to_array(v, None)?;
            broadcast_to(&src, &sel.shape)
                .map_err(|_| {
                    value_error(format!(
                        "shape mismatch: value array of shape {} could not be broadcast to \
                         indexing result of shape {}",
                        shape_msg(&src.shape),
                        shape_msg(&sel.shape)
                    ))
                })?
                .values()
        }
    };
    for (&off, &x) in sel.offsets.iter().zip(&vals) {
        a.store(off, a.dtype.wrap(x));
    }
    Ok(())
}

/// The index array a list or array part stands for (a boolean one still
/// boolean); an error for a float array.
fn index_array(v: &Value) -> Res<Array> {
    let arr = match v {
        Value::Array(x) => x.as_ref().clone(),
        list => from_nested(list, None)?,
    };
    // `[]` reads as float64, but NumPy takes an empty list as an index.
    if arr.size() == 0 && arr.dtype != DType::Bool {
        return from_scalars(&[], DType::I64, &arr.shape);
    }
    if !arr.dtype.is_int() && arr.dtype != DType::Bool {
        return Err(index_error(
            "arrays used as indices must be of integer (or boolean) type",
        ));
    }
    Ok(arr)
}

fn full_slice() -> Part {
    Part::Basic(Sub::Slice(None, None, None))
}

/// The index laid out: no `...`, one part per axis of `a` (plus new
/// axes), booleans as integer arrays.
fn lay_out(a: &Array, parts: &[Value]) -> Res<Vec<Part>> {
    // Each list or array part read once, as the index array it stands for.
    let arrays: Vec<Option<Array>> = parts
        .iter()
        .map(|p| match p {
            Value::List(_) | Value::Array(_) => index_array(p).map(Some),
            _ => Ok(None),
        })
        .collect::<Res<_>>()?;
    let used: usize = parts
        .iter()
        .zip(&arrays)
        .map(|(p, arr)| match (p, arr) {
            (_, Some(x)) if x.dtype == DType::Bool => x.ndim(),
            (Value::None | Value::Ellipsis, _) => 0,
            _ => 1,
        })
        .sum();
    if parts
        .iter()
        .filter(|p| matches!(p, Value::Ellipsis))
        .count()
        > 1
    {
        return Err(index_error(
            "an index can only have a single ellipsis ('...')",
        ));
    }
    if used > a.ndim() {
        return Err(index_error(format!(
            "too many indices for array: array is {}-dimensional, but {used} were indexed",
            a.ndim()
        )));
    }
    let mut out = Vec::new();
    let mut axis = 0usize;
    for (p, arr) in parts.iter().zip(arrays) {
        if let Some(arr) = arr {
            if arr.dtype == DType::Bool {
                axis = boolean_parts(a, &arr, axis, &mut out)?;
            } else {
                out.push(Part::Advanced(arr));
                axis += 1;
            }
            continue;
        }
        match p {
            Value::Ellipsis => {
                for _ in 0..a.ndim() - used {
                    out.push(full_slice());
                    axis += 1;
                }
            }
            Value::None => out.push(Part::Basic(Sub::NewAxis)),
            Value::Slice(_) => {
                let sub = super::arrays::subs_of(p)?;
                out.extend(sub.into_iter().map(Part::Basic));
                axis += 1;
            }
            other => {
                let Some(i) = super::ops::int_like(other) else {
                    // The basic-index reader words the refusal.
                    super::arrays::subs_of(other)?;
                    return Err(index_error("invalid index"));
                };
                out.push(Part::Advanced(from_scalars(
                    &[Scalar::Int(i)],
                    DType::I64,
                    &[],
                )?));
                axis += 1;
            }
        }
    }
    while axis < a.ndim() {
        out.push(full_slice());
        axis += 1;
    }
    Ok(out)
}

/// A boolean array over axes `axis..` of `a`: one integer array per axis,
/// the coordinates of its True entries. Returns the next axis.
fn boolean_parts(a: &Array, mask: &Array, axis: usize, out: &mut Vec<Part>) -> Res<usize> {
    for (k, &n) in mask.shape.iter().enumerate() {
        let size = a.shape[axis + k];
        if n != size {
            return Err(index_error(format!(
                "boolean index did not match indexed array along axis {}; size of axis is \
                 {size} but size of corresponding boolean axis is {n}",
                axis + k
            )));
        }
    }
    let nd = mask.ndim();
    let mut coords: Vec<Vec<Scalar>> = vec![Vec::new(); nd];
    let mut at = vec![0usize; nd];
    for m in mask.values() {
        if m.truthy() {
            for (c, &i) in coords.iter_mut().zip(&at) {
                c.push(Scalar::Int(i as i64));
            }
        }
        next_index(&mut at, &mask.shape);
    }
    for c in coords {
        let n = c.len();
        out.push(Part::Advanced(from_scalars(&c, DType::I64, &[n])?));
    }
    Ok(axis + nd)
}

/// The C-order position, in an array of shape `own`, of the broadcast
/// index `at` (of shape `full`).
fn broadcast_position(own: &[usize], full: &[usize], at: &[usize]) -> usize {
    let skip = full.len() - own.len();
    own.iter().enumerate().fold(0, |acc, (k, &n)| {
        let i = if n == 1 { 0 } else { at[skip + k] };
        acc * n + i
    })
}

fn select(a: &Arc<Array>, parts: &[Value]) -> Res<Selection> {
    if let [part] = parts
        && let Some(sel) = select_1d(a, part)
    {
        return Ok(sel);
    }
    let laid = lay_out(a, parts)?;
    let advanced: Vec<usize> = (0..laid.len())
        .filter(|&i| matches!(laid[i], Part::Advanced(_)))
        .collect();
    let arrays: Vec<&Array> = advanced
        .iter()
        .filter_map(|&i| match &laid[i] {
            Part::Advanced(x) => Some(x),
            Part::Basic(_) => None,
        })
        .collect();
    let b_shape = broadcast_shapes(&arrays)?;
    let b_count: usize = b_shape.iter().product();
    let values: Vec<Vec<Scalar>> = arrays.iter().map(|x| x.values()).collect();
    let mut subs: Vec<Sub> = laid
        .iter()
        .map(|p| match p {
            Part::Basic(s) => *s,
            Part::Advanced(_) => Sub::Index(0),
        })
        .collect();
    let mut offsets = Vec::new();
    let mut view_shape: Vec<usize> = Vec::new();
    let mut at = vec![0usize; b_shape.len()];
    for _ in 0..b_count {
        for ((&pos, x), vals) in advanced.iter().zip(&arrays).zip(&values) {
            let i = vals[broadcast_position(&x.shape, &b_shape, &at)].as_i64();
            subs[pos] = Sub::Index(i);
        }
        match Array::subscript(a, &subs).map_err(array_err)? {
            Ok(off) => offsets.push(off),
            Err(view) => {
                view_shape = view.shape.clone();
                offsets.extend(view.offsets());
            }
        }
        next_index(&mut at, &b_shape);
    }
    if b_count == 0 {
        // No entry to take the views' shape from: one with index 0 where
        // an axis has room, for the shape alone.
        if let Ok(Err(view)) = Array::subscript(a, &subs) {
            view_shape = view.shape.clone();
        }
    }
    let together = advanced.windows(2).all(|w| w[1] == w[0] + 1);
    // Each basic part before the first array gives one axis.
    let before = match advanced.first() {
        Some(&first) if together => first,
        _ => 0,
    };
    Ok(place_broadcast_axes(
        &b_shape,
        &view_shape,
        before.min(view_shape.len()),
        offsets,
    ))
}

/// `a[mask]` or `a[idx]` on a 1-D array: the offsets straight from the
/// index's values (the general path makes a subscript per element, 40
/// times NumPy's time). None for anything else — another shape, a bad
/// index, an index out of range — which the general path selects or
/// refuses with NumPy's message.
fn select_1d(a: &Array, part: &Value) -> Option<Selection> {
    if a.ndim() != 1 || !matches!(part, Value::Array(_) | Value::List(_)) {
        return None;
    }
    let idx = index_array(part).ok()?;
    if idx.ndim() == 0 {
        return None;
    }
    let (n, at) = (a.shape[0], |k: usize| {
        (a.offset as isize + k as isize * a.strides[0]) as usize
    });
    let vals = idx.values();
    if idx.dtype == DType::Bool {
        if idx.shape != a.shape {
            return None;
        }
        let offsets: Vec<usize> = (0..n).filter(|&k| vals[k].truthy()).map(at).collect();
        return Some(Selection {
            shape: vec![offsets.len()],
            offsets,
        });
    }
    let mut offsets = Vec::with_capacity(vals.len());
    for v in &vals {
        let i = v.as_i64();
        if i < 0 && idx.dtype == DType::U64 {
            // Past 2**63: out of range, not negative.
            return None;
        }
        let k = if i < 0 { i + n as i64 } else { i };
        if k < 0 || k >= n as i64 {
            return None;
        }
        offsets.push(at(k as usize));
    }
    Some(Selection {
        shape: idx.shape.clone(),
        offsets,
    })
}

/// NumPy's broadcast of the index arrays' shapes.
fn broadcast_shapes(arrays: &[&Array]) -> Res<Vec<usize>> {
    arrays
        .iter()
        .try_fold(Vec::new(), |acc, x| broadcast_shape(&acc, &x.shape))
        .ok_or_else(|| {
            let shapes: Vec<String> = arrays
                .iter()
                .map(|x| shape_msg(&x.shape).replace(", ", ","))
                .collect();
            index_error(format!(
                "shape mismatch: indexing arrays could not be broadcast together with \
                 shapes {} ",
                shapes.join(" ")
            ))
        })
}

/// The selection with B's axes moved after the views' first `before`
/// axes: `offsets` are in the order of shape B + V.
fn place_broadcast_axes(b: &[usize], v: &[usize], before: usize, offsets: Vec<usize>) -> Selection {
    let mut shape: Vec<usize> = v[..before].to_vec();
    shape.extend_from_slice(b);
    shape.extend_from_slice(&v[before..]);
    if before == 0 {
        return Selection { shape, offsets };
    }
    let v_count: usize = v.iter().product();
    let mut moved = Vec::with_capacity(offsets.len());
    let mut at = vec![0usize; shape.len()];
    for _ in 0..offsets.len() {
        let flat = |idx: &[usize], dims: &[usize]| {
            idx.iter()
                .zip(dims)
                .fold(0usize, |acc, (&i, &n)| acc * n + i)
        };
        let b_at = &at[before..before + b.len()];
        let mut v_at: Vec<usize> = at[..before].to_vec();
        v_at.extend_from_slice(&at[before + b.len()..]);
        moved.push(offsets[flat(b_at, b) * v_count + flat(&v_at, v)]);
        next_index(&mut at, &shape);
    }
    Selection {
        shape,
        offsets: moved,
    }
}
