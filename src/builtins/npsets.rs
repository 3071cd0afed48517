//! NumPy's set routines on flattened arrays: `isin`, `intersect1d`,
//! `union1d`, `setdiff1d` and `setxor1d`. Each result is sorted and
//! distinct, as NumPy's (it sorts, then drops repeats); NaNs sort last.

use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::to_array;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::cmp::Ordering;

/// A flattened operand: its elements and dtype.
fn flat(v: &Value) -> Res<(Vec<Scalar>, DType)> {
    let a = to_array(v, None)?;
    Ok((a.values(), a.dtype))
}

/// NumPy's sort order (NaN last), exact between integers.
fn cmp(x: &Scalar, y: &Scalar) -> Ordering {
    match (x, y) {
        (Scalar::Int(a), Scalar::Int(b)) => a.cmp(b),
        _ => super::npsort::order(x, y, true),
    }
}

fn same(x: &Scalar, y: &Scalar) -> bool {
    cmp(x, y) == Ordering::Equal
}

/// The distinct values in order, each with the index of its first
/// occurrence.
fn distinct(vals: &[Scalar]) -> Vec<(Scalar, usize)> {
    let mut idx: Vec<usize> = (0..vals.len()).collect();
    // Stable: the first of equal values is its first occurrence.
    idx.sort_by(|&i, &j| cmp(&vals[i], &vals[j]));
    let mut out: Vec<(Scalar, usize)> = Vec::new();
    for i in idx {
        if out.last().is_none_or(|(u, _)| !same(u, &vals[i])) {
            out.push((vals[i], i));
        }
    }
    out
}

/// Whether the sorted distinct `set` holds `x`.
fn holds(set: &[(Scalar, usize)], x: &Scalar) -> bool {
    set.binary_search_by(|(u, _)| cmp(u, x)).is_ok()
}

fn vector(vals: Vec<Scalar>, dtype: DType) -> Res<Value> {
    super::npshape::array_of(&vals, dtype, &[vals.len()])
}

fn flag(f: &mut Frame, kw: &mut Kwargs, name: &str) -> Res<bool> {
    match take_kw(kw, name) {
        Some(v) => crate::eval::attrs::truth(f, &v),
        None => Ok(false),
    }
}

/// `np.isin(element, test_elements, invert=False)`: whether each element
/// is among the test elements, in `element`'s shape.
fn isin(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("isin", &args, 2, 2)?;
    let invert = flag(f, &mut kw, "invert")?;
    let _ = take_kw(&mut kw, "assume_unique");
    no_more_kw("isin", &kw)?;
    let a = to_array(&args[0], None)?;
    let set = distinct(&flat(&args[1])?.0);
    let out: Vec<Scalar> = a
        .values()
        .iter()
        .map(|x| Scalar::Bool(holds(&set, x) != invert))
        .collect();
    super::npshape::array_of(&out, DType::Bool, &a.shape)
}

/// `np.intersect1d(ar1, ar2, assume_unique=False, return_indices=False)`.
fn intersect1d(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("intersect1d", &args, 2, 2)?;
    let _ = take_kw(&mut kw, "assume_unique");
    let indices = flag(f, &mut kw, "return_indices")?;
    no_more_kw("intersect1d", &kw)?;
    let ((xs, xd), (ys, yd)) = (flat(&args[0])?, flat(&args[1])?);
    let (a, b) = (distinct(&xs), distinct(&ys));
    let mut common = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match cmp(&a[i].0, &b[j].0) {
            Ordering::Less => i += 1,
            Ordering::Greater => j += 1,
            Ordering::Equal => {
                common.push((a[i].0, a[i].1, b[j].1));
                i += 1;
                j += 1;
            }
        }
    }
    let values = vector(common.iter().map(|c| c.0).collect(), DType::promote(xd, yd))?;
    if !indices {
        return Ok(values);
    }
    let at = |k: fn(&(Scalar, usize, usize)) -> usize| {
        vector(
            common.iter().map(|c| Scalar::Int(k(c) as i64)).collect(),
            DType::I64,
        )
    };
    Ok(Value::tuple(vec![values, at(|c| c.1)?, at(|c| c.2)?]))
}

/// `np.union1d(ar1, ar2)`: the distinct values of both.
fn union1d(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("union1d", &args, 2, 2)?;
    super::unsupported_kw("union1d", &kw)?;
    let ((mut xs, xd), (ys, yd)) = (flat(&args[0])?, flat(&args[1])?);
    xs.extend(ys);
    let vals = distinct(&xs).into_iter().map(|(v, _)| v).collect();
    vector(vals, DType::promote(xd, yd))
}

/// `np.setdiff1d(ar1, ar2, assume_unique=False)`: the distinct values of
/// `ar1` not in `ar2`.
fn setdiff1d(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("setdiff1d", &args, 2, 2)?;
    let _ = take_kw(&mut kw, "assume_unique");
    no_more_kw("setdiff1d", &kw)?;
    let ((xs, xd), (ys, _)) = (flat(&args[0])?, flat(&args[1])?);
    let other = distinct(&ys);
    let vals = distinct(&xs)
        .into_iter()
        .filter(|(v, _)| !holds(&other, v))
        .map(|(v, _)| v)
        .collect();
    vector(vals, xd)
}

/// `np.setxor1d(ar1, ar2, assume_unique=False)`: the distinct values in
/// exactly one of the two.
fn setxor1d(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("setxor1d", &args, 2, 2)?;
    let _ = take_kw(&mut kw, "assume_unique");
    no_more_kw("setxor1d", &kw)?;
    let ((xs, xd), (ys, yd)) = (flat(&args[0])?, flat(&args[1])?);
    let (a, b) = (distinct(&xs), distinct(&ys));
    let mut vals: Vec<Scalar> = a
        .iter()
        .filter(|(v, _)| !holds(&b, v))
        .chain(b.iter().filter(|(v, _)| !holds(&a, v)))
        .map(|(v, _)| *v)
        .collect();
    vals.sort_by(cmp);
    vector(vals, DType::promote(xd, yd))
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.isin",
        "np.isin(element, test_elements, invert=False): membership, elementwise",
        isin
    ),
    b!(
        "numpy.intersect1d",
        "np.intersect1d(ar1, ar2, return_indices=False): the sorted common values",
        intersect1d
    ),
    b!(
        "numpy.union1d",
        "np.union1d(ar1, ar2): the sorted distinct values of both",
        union1d
    ),
    b!(
        "numpy.setdiff1d",
        "np.setdiff1d(ar1, ar2): the sorted values of ar1 not in ar2",
        setdiff1d
    ),
    b!(
        "numpy.setxor1d",
        "np.setxor1d(ar1, ar2): the sorted values in only one of the two",
        setxor1d
    ),
];
