//! The legacy generator's `shuffle`, `permutation` and `choice` (module
//! functions and `RandomState` methods), drawing as NumPy's `mtrand` does:
//! a Fisher–Yates pass from the last item down, each swap partner by
//! masked rejection (`random_interval`); `choice` with replacement draws
//! `randint(0, n)`, with `p` the searchsorted cumulative sums of uniform
//! draws, and without replacement takes the head of a permutation.

use super::nprandom::{arg, count, size_of, with_state};
use super::{Builtin, arity, no_more_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{from_scalars, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The swaps of a shuffle of `n` items: `(i, j)` for `i` from `n-1` down.
fn swaps(n: usize) -> Vec<(usize, usize)> {
    with_state(|m| {
        (1..n)
            .rev()
            .map(|i| (i, m.bounded(i as u64) as usize))
            .collect()
    })
}

/// Shuffles an array along its first axis, in place.
fn shuffle_array(a: &Array) -> Res<()> {
    if a.readonly.get() {
        return Err(value_error("assignment destination is read-only"));
    }
    let Some(&n) = a.shape.first() else {
        return Err(type_error(
            "shuffle() needs an array of at least one dimension",
        ));
    };
    // The offsets of a row's elements, relative to the row's start.
    let mut idx = vec![0usize; a.ndim()];
    let inner: usize = a.shape[1..].iter().product();
    let mut rel = Vec::with_capacity(inner);
    for _ in 0..inner {
        rel.push(a.offset_of(&idx) as isize - a.offset as isize);
        crate::array::view::next_index(&mut idx[1..], &a.shape[1..]);
    }
    let stride = a.strides[0];
    for (i, j) in swaps(n) {
        let (oi, oj) = (
            (a.offset as isize + stride * i as isize) as usize,
            (a.offset as isize + stride * j as isize) as usize,
        );
        for r in &rel {
            let (pi, pj) = ((oi as isize + r) as usize, (oj as isize + r) as usize);
            let (x, y) = (a.load(pi), a.load(pj));
            a.store(pi, y);
            a.store(pj, x);
        }
    }
    Ok(())
}

/// `np.random.shuffle(x)`: an array along its first axis, or a list.
pub(super) fn shuffle(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("shuffle", &args, 1, 1)?;
    no_more_kw("shuffle", &kw)?;
    match &args[0] {
        Value::Array(a) | Value::MemView(a, _) => shuffle_array(a)?,
        Value::List(l) => {
            let n = l.lock().len();
            for (i, j) in swaps(n) {
                l.lock().swap(i, j);
            }
        }
        other => {
            return Err(type_error(format!(
                "arr's shuffle takes an array or a list, not '{}'",
                other.type_name()
            )));
        }
    }
    Ok(Value::None)
}

/// `np.random.permutation(x)`: `arange(x)` shuffled, or a shuffled copy.
pub(super) fn permutation(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("permutation", &args, 1, 1)?;
    no_more_kw("permutation", &kw)?;
    let arr = match &args[0] {
        Value::Int(n) => {
            let vals: Vec<Scalar> = (0..(*n).max(0)).map(Scalar::Int).collect();
            from_scalars(&vals, DType::I64, &[vals.len()])?
        }
        other => {
            let a = to_array(other, None)?;
            if a.ndim() == 0 {
                return Err(new_exc(
                    "AxisError",
                    "x must be an integer or at least 1-dimensional",
                ));
            }
            crate::eval::arrays::copy_of(&a, a.dtype, false)?
        }
    };
    let arr = Value::Array(Arc::new(arr));
    shuffle(f, vec![arr.clone()], Vec::new())?;
    Ok(arr)
}

/// `np.random.choice(a, size=None, replace=True, p=None)`.
pub(super) fn choice(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("choice", &args, 1, 4)?;
    let a = arg(&args, &mut kw, 0, "a")
        .ok_or_else(|| type_error("choice() missing required argument 'a' (pos 1)"))?;
    let size = size_of(arg(&args, &mut kw, 1, "size"))?;
    let replace = arg(&args, &mut kw, 2, "replace").is_none_or(|v| v.truthy());
    let p = arg(&args, &mut kw, 3, "p").filter(|v| !matches!(v, Value::None));
    no_more_kw("choice", &kw)?;
    let (pool, n) = match &a {
        Value::Int(n) if *n > 0 => (None, *n as usize),
        Value::Int(_) => {
            return Err(value_error(
                "a must be greater than 0 unless no samples are taken",
            ));
        }
        other => {
            let arr = to_array(other, None)?;
            if arr.ndim() != 1 {
                return Err(value_error("a must be 1-dimensional"));
            }
            if arr.size() == 0 {
                return Err(value_error("a cannot be empty unless no samples are taken"));
            }
            let n = arr.size();
            (Some(arr), n)
        }
    };
    let shape = size.clone().unwrap_or_default();
    let k = count(&shape)?;
    let weights = match &p {
        None => None,
        Some(p) => {
            let w: Vec<f64> = to_array(p, Some(DType::F64))?
                .values()
                .iter()
                .map(|s| s.as_f64())
                .collect();
            if w.len() != n {
                return Err(value_error("'a' and 'p' must have same size"));
            }
            if w.iter().any(|x| *x < 0.0) {
                return Err(value_error("probabilities are not non-negative"));
            }
            let total: f64 = w.iter().sum();
            if (total - 1.0).abs() > f64::EPSILON.sqrt() {
                return Err(value_error("probabilities do not sum to 1"));
            }
            Some(w)
        }
    };
    let picks: Vec<usize> = if replace {
        match &weights {
            None => with_state(|m| (0..k).map(|_| m.bounded(n as u64 - 1) as usize).collect()),
            Some(w) => {
                let mut cdf = Vec::with_capacity(n);
                let mut acc = 0.0;
                for x in w {
                    acc += x;
                    cdf.push(acc);
                }
                let last = acc;
                for c in &mut cdf {
                    *c /= last;
                }
                with_state(|m| {
                    (0..k)
                        .map(|_| {
                            let u = m.next_double();
                            cdf.partition_point(|c| *c <= u).min(n - 1)
                        })
                        .collect()
                })
            }
        }
    } else {
        if k > n {
            return Err(value_error(
                "Cannot take a larger sample than population when 'replace=False'",
            ));
        }
        if weights.is_some() {
            return Err(not_implemented(
                "arr does not support `np.random.choice(…, replace=False, p=…)` yet",
            ));
        }
        let perm = permutation(f, vec![Value::Int(n as i64)], Vec::new())?;
        let Value::Array(perm) = perm else {
            return Err(type_error("permutation gave no array"));
        };
        perm.values()
            .iter()
            .take(k)
            .map(|s| s.as_i64() as usize)
            .collect()
    };
    let values: Vec<Scalar> = match &pool {
        None => picks.iter().map(|&i| Scalar::Int(i as i64)).collect(),
        Some(arr) => picks
            .iter()
            .map(|&i| arr.load(arr.offset_of(&[i])))
            .collect(),
    };
    let dtype = pool.as_ref().map_or(DType::I64, |a| a.dtype);
    match size {
        None => {
            let one = values.first().copied().unwrap_or(Scalar::Int(0));
            Ok(Value::NpScalar(one, dtype))
        }
        Some(shape) => Ok(Value::Array(Arc::new(from_scalars(
            &values, dtype, &shape,
        )?))),
    }
}

pub static TABLE: &[Builtin] = &[
    b!(
        "numpy.random.shuffle",
        "np.random.shuffle(x): shuffles an array (along its first axis) or a list in place",
        shuffle
    ),
    b!(
        "numpy.random.permutation",
        "np.random.permutation(x): arange(x) or a copy of x, shuffled",
        permutation
    ),
    b!(
        "numpy.random.choice",
        "np.random.choice(a, size=None, replace=True, p=None): random picks from a",
        choice
    ),
];
