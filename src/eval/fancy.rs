//! Indexing with several integer arrays at once (`a[rows, cols]`,
//! `a[rows, 0]`,
//! `d[idx, idx] = 7`, `a[[0, 1], [1, 2]]`): NumPy's advanced indexing when
//! the arrays stand among slices. The index arrays (and integers among
//! them) broadcast to one shape B; the result has the sliced axes before
//! them, then B, then the sliced axes after — or B first when slices
//! stand between the advanced parts.

use super::arrays::{array_err, assign_into, copy_of, from_nested, from_scalars, value_scalar};
use super::exc::*;
use super::value::Value;
use crate::array::{Array, DType, Scalar, Sub};
use std::sync::Arc;

/// The index, read: the subscript of every part (advanced ones filled in
/// per entry), where the advanced parts stand, and each entry's indices.
struct Picks {
    subs: Vec<Sub>,
    advanced: Vec<usize>,
    /// Broadcast shape of the index arrays.
    shape: Vec<usize>,
    /// For each entry of that shape (C order): one index per advanced part.
    entries: Vec<Vec<i64>>,
    /// The advanced parts stand next to each other: the broadcast axes
    /// take their place in the result; else they come first, as NumPy
    /// puts them.
    together: bool,
}

/// Reads `parts` as an advanced index with at least two integer arrays
/// standing together; None when the index is of another form.
fn picks(parts: &[Value]) -> Res<Option<Picks>> {
    let is_array = |v: &Value| match v {
        Value::List(_) => true,
        Value::Array(x) => x.dtype != DType::Bool,
        _ => false,
    };
    let n_arrays = parts.iter().filter(|v| is_array(v)).count();
    let advanced: Vec<usize> = (0..parts.len())
        .filter(|&i| is_array(&parts[i]) || matches!(parts[i], Value::Int(_)))
        .collect();
    // An array with another array or an integer (`a[rows, 0]`).
    if n_arrays == 0 || advanced.len() < 2 {
        return Ok(None);
    }
    let together = advanced.windows(2).all(|w| w[1] == w[0] + 1);
    let others_sliced = (0..parts.len())
        .filter(|i| !advanced.contains(i))
        .all(|i| matches!(parts[i], Value::Slice(_)));
    if !others_sliced {
        return Ok(None);
    }
    let mut arrays = Vec::with_capacity(advanced.len());
    for &i in &advanced {
        let a = match &parts[i] {
            Value::Array(x) => x.as_ref().clone(),
            Value::Int(k) => from_scalars(&[Scalar::Int(*k)], DType::I64, &[])?,
            list => from_nested(list, None)?,
        };
        if a.dtype.is_float() || a.dtype == DType::Bool {
            return Ok(None);
        }
        arrays.push(a);
    }
    let shape = broadcast(&arrays)?;
    let count: usize = shape.iter().product();
    let values: Vec<Vec<Scalar>> = arrays.iter().map(|a| a.values()).collect();
    let mut entries = Vec::with_capacity(count);
    let mut at = vec![0usize; shape.len()];
    for _ in 0..count {
        let row = arrays
            .iter()
            .zip(&values)
            .map(|(a, vals)| vals[flat_index(&a.shape, &shape, &at)].as_i64())
            .collect();
        entries.push(row);
        crate::array::view::next_index(&mut at, &shape);
    }
    let subs = super::arrays::subs_of(&Value::tuple(
        parts
            .iter()
            .enumerate()
            .map(|(i, v)| {
                if advanced.contains(&i) {
                    Value::Int(0)
                } else {
                    v.clone()
                }
            })
            .collect(),
    ))?;
    if subs.len() != parts.len() {
        return Ok(None);
    }
    Ok(Some(Picks {
        subs,
        advanced,
        shape,
        entries,
        together,
    }))
}

/// NumPy's broadcast of the index arrays' shapes.
fn broadcast(arrays: &[Array]) -> Res<Vec<usize>> {
    let nd = arrays.iter().map(|a| a.ndim()).max().unwrap_or(0);
    let mut shape = vec![1usize; nd];
    for a in arrays {
        for (k, &n) in a.shape.iter().enumerate() {
            let s = &mut shape[nd - a.ndim() + k];
            if *s == 1 {
                *s = n;
            } else if n != 1 && n != *s {
                let shapes: Vec<String> = arrays
                    .iter()
                    .map(|a| match a.shape.as_slice() {
                        [n] => format!("({n},)"),
                        s => format!(
                            "({})",
                            s.iter()
                                .map(|n| n.to_string())
                                .collect::<Vec<_>>()
                                .join(",")
                        ),
                    })
                    .collect();
                return Err(index_error(format!(
                    "shape mismatch: indexing arrays could not be broadcast together with shapes {} ",
                    shapes.join(" ")
                )));
            }
        }
    }
    Ok(shape)
}

/// The C-order position in an array of `own` shape of the broadcast index
/// `at` (of `full` shape).
fn flat_index(own: &[usize], full: &[usize], at: &[usize]) -> usize {
    let skip = full.len() - own.len();
    own.iter().enumerate().fold(0, |acc, (k, &n)| {
        let i = if n == 1 { 0 } else { at[skip + k] };
        acc * n + i
    })
}

/// Where entry `e` lands in `a`: one element or a view of the sliced axes.
fn locate(a: &Arc<Array>, p: &Picks, e: &[i64]) -> Res<Result<usize, Array>> {
    let mut subs = p.subs.clone();
    for (&pos, &i) in p.advanced.iter().zip(e) {
        subs[pos] = Sub::Index(i);
    }
    Array::subscript(a, &subs).map_err(array_err)
}

/// `a[parts]` when it is a multi-array index; None otherwise.
pub fn get(a: &Arc<Array>, parts: &[Value]) -> Res<Option<Value>> {
    let Some(p) = picks(parts)? else {
        return Ok(None);
    };
    let mut vals = Vec::new();
    let mut item: Vec<usize> = Vec::new();
    for e in &p.entries {
        match locate(a, &p, e)? {
            Ok(off) => vals.push(a.load(off)),
            Err(view) => {
                item = view.shape.clone();
                vals.extend(view.values());
            }
        }
    }
    // Sliced axes before the advanced ones come first in the result
    // (unless the advanced ones are apart).
    let before = if p.together { p.advanced[0] } else { 0 };
    let mut shape = p.shape.clone();
    shape.extend(&item);
    let out = from_scalars(&vals, a.dtype, &shape)?;
    if before == 0 || item.is_empty() {
        return Ok(Some(Value::Array(Arc::new(out))));
    }
    let nb = p.shape.len();
    let order: Vec<usize> = (nb..nb + before)
        .chain(0..nb)
        .chain(nb + before..shape.len())
        .collect();
    let moved = Array::transpose(&Arc::new(out), Some(&order)).map_err(array_err)?;
    Ok(Some(Value::Array(Arc::new(copy_of(
        &moved,
        moved.dtype,
        false,
    )?))))
}

/// `a[parts] = v` when it is a multi-array index: false otherwise. A
/// value with one row per entry gives each its row; any other value is
/// broadcast to every entry.
pub fn set(a: &Arc<Array>, parts: &[Value], v: &Value) -> Res<bool> {
    let Some(p) = picks(parts)? else {
        return Ok(false);
    };
    let rows: Option<Vec<Value>> = match v {
        Value::Array(x) if x.ndim() >= p.shape.len() && x.shape[..p.shape.len()] == p.shape => {
            let n: usize = p.shape.iter().product();
            let mut flat_shape = vec![n];
            flat_shape.extend_from_slice(&x.shape[p.shape.len()..]);
            let flat = copy_of(x, x.dtype, false)?;
            let flat = Arc::new(Array::reshape(&Arc::new(flat), &flat_shape).map_err(array_err)?);
            let rows = (0..n)
                .map(|i| super::arrays::getitem(&flat, &Value::Int(i as i64)))
                .collect::<Res<_>>()?;
            Some(rows)
        }
        _ => None,
    };
    for (k, e) in p.entries.iter().enumerate() {
        let value = rows.as_ref().map_or(v, |r| &r[k]);
        match locate(a, &p, e)? {
            Ok(off) => a.store(off, a.dtype.wrap(value_scalar(value)?)),
            Err(view) => assign_into(&view, value)?,
        }
    }
    Ok(true)
}
