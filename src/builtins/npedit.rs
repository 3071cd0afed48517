//! NumPy functions that insert, delete or gather by index arrays:
//! `insert`, `delete`, `trim_zeros`, `take_along_axis`,
//! `put_along_axis`, and the index makers `diag_indices`,
//! `triu_indices`, `tril_indices`; with `kron`, `inner`, `ediff1d`,
//! `geomspace`, `array_equiv`, `gcd`, `lcm` and `nanmedian`.

use super::npshape::array_of;
use super::npshape::int_of;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{
    array_err, broadcast_to, elementwise, from_scalars, to_array, value_scalar,
};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::BinOp;
use std::sync::Arc;

fn ints_array(vals: impl IntoIterator<Item = i64>) -> Res<Value> {
    let v: Vec<Scalar> = vals.into_iter().map(Scalar::Int).collect();
    array_of(&v, DType::I64, &[v.len()])
}

/// `a` with `axis` moved first, as `(rows, row_len, rest_shape)`: each row
/// is one index along the axis, its elements in C order.
fn rows_along(a: &Arc<Array>, axis: usize) -> Res<(Vec<Vec<Scalar>>, Vec<usize>)> {
    let mut perm: Vec<usize> = vec![axis];
    perm.extend((0..a.ndim()).filter(|&k| k != axis));
    let t = Array::transpose(a, Some(&perm)).map_err(array_err)?;
    let rest: Vec<usize> = t.shape[1..].to_vec();
    let len: usize = rest.iter().product();
    let vals = t.values();
    let rows = (0..a.shape[axis])
        .map(|r| vals[r * len..(r + 1) * len].to_vec())
        .collect();
    Ok((rows, rest))
}

/// Rows (see `rows_along`) put back as an array with them along `axis`.
fn from_rows(rows: &[Vec<Scalar>], rest: &[usize], axis: usize, dtype: DType) -> Res<Value> {
    let flat: Vec<Scalar> = rows.iter().flatten().copied().collect();
    let mut shape = vec![rows.len()];
    shape.extend(rest);
    let t = Arc::new(from_scalars(&flat, dtype, &shape)?);
    let mut perm: Vec<usize> = (1..=axis).collect();
    perm.insert(axis, 0);
    perm.truncate(axis + 1);
    perm.extend(axis + 1..shape.len());
    let back = Array::transpose(&t, Some(&perm)).map_err(array_err)?;
    Ok(Value::Array(Arc::new(crate::eval::arrays::copy_of(
        &back, dtype, false,
    )?)))
}

/// The array an `axis=None` call works on (flattened) and the axis.
fn target(v: &Value, axis: Option<Value>) -> Res<(Arc<Array>, usize)> {
    let a = to_array(v, None)?;
    match axis {
        None | Some(Value::None) => {
            let n = a.size();
            let flat = from_scalars(&a.values(), a.dtype, &[n])?;
            Ok((Arc::new(flat), 0))
        }
        Some(ax) => {
            let k = super::npmore::axis_of(&ax, a.ndim())?;
            Ok((a, k))
        }
    }
}

/// An index into `n` places (counting from the end when negative).
fn place(i: i64, n: usize, axis: usize, size_for_msg: usize) -> Res<usize> {
    let at = if i < 0 { i + n as i64 } else { i };
    if at < 0 || at > n as i64 {
        return Err(index_error(format!(
            "index {i} is out of bounds for axis {axis} with size {size_for_msg}"
        )));
    }
    Ok(at as usize)
}

/// `np.insert(arr, obj, values, axis=None)`: `values` inserted before
/// index `obj` (or before each index of a sequence `obj`).
fn insert(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("insert", &args, 3, 4)?;
    let axis = args.get(3).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("insert", &kw)?;
    let (a, ax) = target(&args[0], axis)?;
    let (rows, rest) = rows_along(&a, ax)?;
    let n = rows.len();
    let row_len: usize = rest.iter().product();
    let vals = to_array(&args[2], Some(a.dtype))?;
    let at: Vec<usize> = match &args[1] {
        Value::Int(_) | Value::NpScalar(..) => {
            let i = int_of(&args[1], "obj")?;
            let p = place(i, n, ax, n)?;
            // One index: the values are one or more whole rows there.
            let new_rows: Vec<Vec<Scalar>> = match vals.ndim() {
                0 => vec![vec![vals.values()[0]; row_len]],
                _ if a.ndim() == 1 => vals.values().into_iter().map(|v| vec![v]).collect(),
                _ => {
                    let mut shape = rest.clone();
                    shape.insert(0, 1);
                    let b = broadcast_to(&vals, &shape).map_err(array_err)?;
                    vec![b.values()]
                }
            };
            let mut out = rows[..p].to_vec();
            out.extend(new_rows);
            out.extend_from_slice(&rows[p..]);
            return from_rows(&out, &rest, ax, a.dtype);
        }
        v => crate::eval::ops::iterate_to_vec(v)?
            .iter()
            .map(|i| place(int_of(i, "obj")?, n, ax, n))
            .collect::<Res<_>>()?,
    };
    // Several indices: one row each, in a stable order of their indices.
    let flat = vals.values();
    if flat.is_empty() {
        return Err(value_error("values must not be empty"));
    }
    let mut order: Vec<usize> = (0..at.len()).collect();
    order.sort_by_key(|&k| at[k]);
    let mut out = Vec::with_capacity(n + at.len());
    let mut next = order.iter().peekable();
    for r in 0..=n {
        while let Some(&&k) = next.peek() {
            if at[k] != r {
                break;
            }
            out.push(vec![flat[k % flat.len()]; row_len]);
            next.next();
        }
        if let Some(row) = rows.get(r) {
            out.push(row.clone());
        }
    }
    from_rows(&out, &rest, ax, a.dtype)
}

/// `np.delete(arr, obj, axis=None)`: the array without the rows at the
/// index, slice or indices `obj`.
fn delete(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("delete", &args, 2, 3)?;
    let axis = args.get(2).cloned().or_else(|| take_kw(&mut kw, "axis"));
    no_more_kw("delete", &kw)?;
    let (a, ax) = target(&args[0], axis)?;
    let (rows, rest) = rows_along(&a, ax)?;
    let n = rows.len();
    let gone: Vec<usize> = match &args[1] {
        Value::Slice(s) => {
            let (start, stop, step) = crate::eval::ops::slice_indices(s, n)?;
            let mut v = Vec::new();
            let mut i = start;
            while (step > 0 && i < stop) || (step < 0 && i > stop) {
                v.push(i as usize);
                i += step;
            }
            v
        }
        v => {
            let items = match v {
                Value::Int(_) | Value::NpScalar(..) => vec![v.clone()],
                other => crate::eval::ops::iterate_to_vec(other)?,
            };
            items
                .iter()
                .map(|i| {
                    let i = int_of(i, "obj")?;
                    let at = if i < 0 { i + n as i64 } else { i };
                    if at < 0 || at >= n as i64 {
                        return Err(index_error(format!(
                            "index {i} is out of bounds for axis {ax} with size {n}"
                        )));
                    }
                    Ok(at as usize)
                })
                .collect::<Res<_>>()?
        }
    };
    let kept: Vec<Vec<Scalar>> = rows
        .into_iter()
        .enumerate()
        .filter(|(k, _)| !gone.contains(k))
        .map(|(_, r)| r)
        .collect();
    from_rows(&kept, &rest, ax, a.dtype)
}

/// `np.trim_zeros(filt, trim='fb')`: leading and/or trailing zeros cut.
fn trim_zeros(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("trim_zeros", &args, 1, 2)?;
    let trim = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "trim")) {
        Some(Value::Str(s)) => s.to_lowercase(),
        None => "fb".into(),
        Some(_) => return Err(type_error("trim must be a string")),
    };
    no_more_kw("trim_zeros", &kw)?;
    let a = to_array(&args[0], None)?;
    let vals = a.values();
    let mut lo = 0;
    let mut hi = vals.len();
    if trim.contains('f') {
        while lo < hi && !vals[lo].truthy() {
            lo += 1;
        }
    }
    if trim.contains('b') {
        while hi > lo && !vals[hi - 1].truthy() {
            hi -= 1;
        }
    }
    array_of(&vals[lo..hi], a.dtype, &[hi - lo])
}

/// `np.take_along_axis(arr, indices, axis)` (and, writing, `np.put_along_axis`):
/// along `axis`, each place reads (or writes) the index `indices` holds
/// there; the other axes broadcast.
fn along_axis(args: &[Value], kw: &mut Kwargs, put: bool) -> Res<Value> {
    let name = if put {
        "put_along_axis"
    } else {
        "take_along_axis"
    };
    let want = if put { 4 } else { 3 };
    let axis = args
        .get(want - 1)
        .cloned()
        .or_else(|| take_kw(kw, "axis"))
        .ok_or_else(|| type_error(format!("{name}() missing required argument 'axis'")))?;
    no_more_kw(name, kw)?;
    let a = match &args[0] {
        Value::Array(a) => a.clone(),
        other => to_array(other, None)?,
    };
    let idx = to_array(&args[1], None)?;
    if idx.dtype.is_float() || idx.dtype.is_complex() {
        return Err(index_error("`indices` must be an integer array"));
    }
    if idx.ndim() != a.ndim() {
        return Err(value_error(
            "`indices` and `arr` must have the same number of dimensions",
        ));
    }
    let ax = super::npmore::axis_of(&axis, a.ndim())?;
    let mut shape = Vec::with_capacity(a.ndim());
    for k in 0..a.ndim() {
        shape.push(match k == ax {
            true => idx.shape[k],
            false if idx.shape[k] == a.shape[k] || a.shape[k] == 1 => idx.shape[k],
            false if idx.shape[k] == 1 => a.shape[k],
            false => {
                return Err(value_error(
                    "shape mismatch: indexing arrays could not be broadcast together",
                ));
            }
        });
    }
    let bidx = broadcast_to(&idx, &shape).map_err(array_err)?.values();
    let len = a.shape[ax] as i64;
    let n: usize = shape.iter().product();
    let mut place = vec![0usize; shape.len()];
    let mut offs = Vec::with_capacity(n);
    for flat in bidx.iter() {
        let i = flat.as_i64();
        let at = if i < 0 { i + len } else { i };
        if at < 0 || at >= len {
            return Err(index_error(format!(
                "index {i} is out of bounds for axis {ax} with size {len}"
            )));
        }
        let full: Vec<usize> = (0..shape.len())
            .map(|k| match k == ax {
                true => at as usize,
                false => place[k].min(a.shape[k] - 1),
            })
            .collect();
        offs.push(a.offset_of(&full));
        crate::array::view::next_index(&mut place, &shape);
    }
    if !put {
        let vals: Vec<Scalar> = offs.iter().map(|&o| a.load(o)).collect();
        return array_of(&vals, a.dtype, &shape);
    }
    if a.readonly.get() {
        return Err(value_error("assignment destination is read-only"));
    }
    let v = broadcast_to(to_array(&args[2], None)?.as_ref(), &shape)
        .map_err(array_err)?
        .values();
    for (o, x) in offs.iter().zip(v) {
        a.store(*o, a.dtype.wrap(x));
    }
    Ok(Value::None)
}

/// `np.triu_indices(n, k=0, m=None)` / `np.tril_indices`: the row and
/// column indices of the upper (lower) triangle, in row order.
fn triangle_indices(args: &[Value], kw: &mut Kwargs, upper: bool) -> Res<Value> {
    let name = if upper {
        "triu_indices"
    } else {
        "tril_indices"
    };
    arity(name, args, 1, 3)?;
    let n = int_of(&args[0], "n")?;
    let k = match args.get(1).cloned().or_else(|| take_kw(kw, "k")) {
        Some(v) => int_of(&v, "k")?,
        None => 0,
    };
    let m = match args.get(2).cloned().or_else(|| take_kw(kw, "m")) {
        None | Some(Value::None) => n,
        Some(v) => int_of(&v, "m")?,
    };
    no_more_kw(name, kw)?;
    let (mut rows, mut cols) = (Vec::new(), Vec::new());
    for i in 0..n.max(0) {
        for j in 0..m.max(0) {
            if (upper && j >= i + k) || (!upper && j <= i + k) {
                rows.push(i);
                cols.push(j);
            }
        }
    }
    Ok(Value::tuple(vec![ints_array(rows)?, ints_array(cols)?]))
}

/// `np.kron(a, b)`: the Kronecker product (of arrays of up to 2-D).
fn kron(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("kron", &args, 2, 2)?;
    super::unsupported_kw("kron", &kw)?;
    let (a, b) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    if a.ndim() > 2 || b.ndim() > 2 {
        return Err(not_implemented("arr's np.kron takes arrays of up to 2-D"));
    }
    let as2 = |x: &Array| match x.ndim() {
        0 => (1, 1),
        1 => (1, x.shape[0]),
        _ => (x.shape[0], x.shape[1]),
    };
    let ((ar, ac), (br, bc)) = (as2(&a), as2(&b));
    let (av, bv) = (a.values(), b.values());
    let dt = DType::promote(a.dtype, b.dtype);
    let (_, mut out) = crate::eval::arrays::vec_for_dims(&[ar, ac, br, bc])?;
    for i in 0..ar * br {
        for j in 0..ac * bc {
            let (x, y) = (av[(i / br) * ac + j / bc], bv[(i % br) * bc + j % bc]);
            out.push(elementwise(BinOp::Mul, x, y, dt)?);
        }
    }
    let shape = match a.ndim().max(b.ndim()) {
        0 => vec![],
        1 => vec![ac * bc],
        _ => vec![ar * br, ac * bc],
    };
    array_of(&out, dt, &shape)
}

/// `np.inner(a, b)`: sums of products over the last axes.
fn inner(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("inner", &args, 2, 2)?;
    super::unsupported_kw("inner", &kw)?;
    let (a, b) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let last = |x: &Array| x.shape.last().copied().unwrap_or(1);
    if a.ndim() > 0 && b.ndim() > 0 && last(&a) != last(&b) {
        return Err(value_error(format!(
            "shapes {} and {} not aligned: {} (dim {}) != {} (dim {})",
            crate::array::view::shape_msg(&a.shape),
            crate::array::view::shape_msg(&b.shape),
            last(&a),
            a.ndim() - 1,
            last(&b),
            b.ndim() - 1
        )));
    }
    if a.ndim() == 0 || b.ndim() == 0 {
        return crate::eval::ops::binary(BinOp::Mul, &Value::Array(a), &Value::Array(b))
            .map(super::npscalar::result);
    }
    let (la, lb) = (a.ndim() - 1, b.ndim() - 1);
    let r = super::npgrids::contract(&a, &b, &[la], &[lb])?;
    Ok(super::npscalar::result(r))
}

/// `np.ediff1d(ary, to_end=None, to_begin=None)`: differences of the
/// flattened array, with the extras before and after.
fn ediff1d(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("ediff1d", &args, 1, 3)?;
    let to_end = args.get(1).cloned().or_else(|| take_kw(&mut kw, "to_end"));
    let to_begin = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "to_begin"));
    no_more_kw("ediff1d", &kw)?;
    let a = to_array(&args[0], None)?;
    let vals = a.values();
    let extra = |v: Option<Value>| -> Res<Vec<Scalar>> {
        match v {
            None | Some(Value::None) => Ok(Vec::new()),
            Some(v) => Ok(to_array(&v, Some(a.dtype))?.values()),
        }
    };
    let mut out = extra(to_begin)?;
    for w in vals.windows(2) {
        out.push(elementwise(BinOp::Sub, w[1], w[0], a.dtype)?);
    }
    out.extend(extra(to_end)?);
    array_of(&out, a.dtype, &[out.len()])
}

/// `np.geomspace(start, stop, num=50, endpoint=True)`: a geometric
/// progression, its ends exactly `start` and `stop` as NumPy sets them.
fn geomspace(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("geomspace", &args, 2, 4)?;
    let num = match args.get(2).cloned().or_else(|| take_kw(&mut kw, "num")) {
        Some(v) => int_of(&v, "num")?,
        None => 50,
    };
    let endpoint = args
        .get(3)
        .cloned()
        .or_else(|| take_kw(&mut kw, "endpoint"))
        .is_none_or(|v| v.truthy());
    no_more_kw("geomspace", &kw)?;
    let (start, stop) = (
        value_scalar(&args[0])?.as_f64(),
        value_scalar(&args[1])?.as_f64(),
    );
    if start == 0.0 || stop == 0.0 {
        return Err(value_error("Geometric sequence cannot include zero"));
    }
    // Both negative: the positive sequence negated.
    let sign = if start < 0.0 && stop < 0.0 { -1.0 } else { 1.0 };
    if start * sign < 0.0 || stop * sign < 0.0 {
        return Err(not_implemented("arr's np.geomspace takes ends of one sign"));
    }
    let (ls, le) = ((start * sign).log10(), (stop * sign).log10());
    let mut kws: Kwargs = vec![(Arc::from("endpoint"), Value::Bool(endpoint))];
    kws.push((Arc::from("base"), Value::Float(10.0)));
    let r = super::npcompose::np(
        f,
        "logspace",
        vec![Value::Float(ls), Value::Float(le), Value::Int(num)],
        kws,
    )?;
    let a = to_array(&r, Some(DType::F64))?;
    let mut vals: Vec<f64> = a.values().iter().map(|s| s.as_f64() * sign).collect();
    if let Some(first) = vals.first_mut() {
        *first = start;
    }
    if endpoint && vals.len() > 1 {
        let n = vals.len();
        vals[n - 1] = stop;
    }
    let out: Vec<Scalar> = vals.into_iter().map(Scalar::Float).collect();
    array_of(&out, DType::F64, &[out.len()])
}

/// `np.array_equiv(a1, a2)`: same values once broadcast together.
fn array_equiv(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("array_equiv", &args, 2, 2)?;
    super::unsupported_kw("array_equiv", &kw)?;
    let (a, b) = (to_array(&args[0], None)?, to_array(&args[1], None)?);
    let Ok((_, x, y)) = crate::eval::arrays::broadcast_pair(&a, &b) else {
        return Ok(Value::Bool(false));
    };
    let same = x
        .values()
        .iter()
        .zip(y.values())
        .all(|(p, q)| p.as_complex() == q.as_complex());
    Ok(Value::Bool(same))
}

fn gcd_i64(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// `np.gcd(x, y)` / `np.lcm(x, y)`: elementwise on integers.
fn gcd_lcm(args: &[Value], kw: &Kwargs, lcm: bool) -> Res<Value> {
    let name = if lcm { "lcm" } else { "gcd" };
    arity(name, args, 2, 2)?;
    super::unsupported_kw(name, kw)?;
    let xs = super::npscalar::operands(args)?;
    let (a, b) = (to_array(&xs[0], None)?, to_array(&xs[1], None)?);
    if !(a.dtype.is_int() || a.dtype == DType::Bool)
        || !(b.dtype.is_int() || b.dtype == DType::Bool)
    {
        return Err(type_error(format!(
            "ufunc '{name}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''"
        )));
    }
    let dt = crate::eval::arrays::result_dtype(&xs[0], a.dtype, &xs[1], b.dtype);
    let (shape, x, y) = crate::eval::arrays::broadcast_pair(&a, &b)?;
    let out: Vec<Scalar> = x
        .values()
        .iter()
        .zip(y.values())
        .map(|(p, q)| {
            let (p, q) = (p.as_i64(), q.as_i64());
            let g = gcd_i64(p, q);
            Scalar::Int(match (lcm, g) {
                (false, g) => g,
                (true, 0) => 0,
                (true, g) => (p / g).wrapping_mul(q).wrapping_abs(),
            })
        })
        .collect();
    let r = array_of(&out, dt, &shape)?;
    Ok(super::npscalar::result(r))
}

/// `np.nanmedian(a)`: the median of the elements that are not NaN (NaN
/// when there are none).
fn nanmedian(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("nanmedian", &args, 1, 1)?;
    super::unsupported_kw("nanmedian", &kw)?;
    let a = to_array(&args[0], None)?;
    let kept: Vec<Scalar> = a
        .values()
        .into_iter()
        .filter(|v| !v.as_f64().is_nan())
        .collect();
    if kept.is_empty() {
        return Ok(crate::eval::arrays::np_scalar(
            Scalar::Float(f64::NAN),
            DType::F64,
        ));
    }
    let n = kept.len();
    let v = array_of(&kept, a.dtype, &[n])?;
    super::npcompose::np(f, "median", vec![v], Kwargs::default())
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.insert",
        "np.insert(arr, obj, values, axis=None): values inserted before the index",
        insert
    ),
    b!(
        "numpy.delete",
        "np.delete(arr, obj, axis=None): arr without the rows at obj",
        delete
    ),
    b!(
        "numpy.trim_zeros",
        "np.trim_zeros(filt, trim='fb'): leading/trailing zeros cut",
        trim_zeros
    ),
    b!(
        "numpy.take_along_axis",
        "np.take_along_axis(arr, indices, axis): elements at the indices along axis",
        |_, a, mut k| along_axis(&a, &mut k, false)
    ),
    b!(
        "numpy.put_along_axis",
        "np.put_along_axis(arr, indices, values, axis): writes at the indices along axis",
        |_, a, mut k| along_axis(&a, &mut k, true)
    ),
    b!(
        "numpy.diag_indices",
        "np.diag_indices(n, ndim=2): the indices of the main diagonal",
        |_, a, mut k| {
            arity("diag_indices", &a, 1, 2)?;
            let nd = match a.get(1).cloned().or_else(|| take_kw(&mut k, "ndim")) {
                Some(v) => int_of(&v, "ndim")?,
                None => 2,
            };
            no_more_kw("diag_indices", &k)?;
            let n = int_of(&a[0], "n")?.max(0);
            let one = ints_array(0..n)?;
            Ok(Value::tuple(vec![one; nd.max(0) as usize]))
        }
    ),
    b!(
        "numpy.triu_indices",
        "np.triu_indices(n, k=0, m=None): indices of the upper triangle",
        |_, a, mut k| triangle_indices(&a, &mut k, true)
    ),
    b!(
        "numpy.tril_indices",
        "np.tril_indices(n, k=0, m=None): indices of the lower triangle",
        |_, a, mut k| triangle_indices(&a, &mut k, false)
    ),
    b!("numpy.kron", "np.kron(a, b): the Kronecker product", kron),
    b!(
        "numpy.inner",
        "np.inner(a, b): sums of products over the last axes",
        inner
    ),
    b!(
        "numpy.ediff1d",
        "np.ediff1d(ary, to_end=None, to_begin=None): differences of the flattened array",
        ediff1d
    ),
    b!(
        "numpy.geomspace",
        "np.geomspace(start, stop, num=50, endpoint=True): a geometric progression",
        geomspace
    ),
    b!(
        "numpy.array_equiv",
        "np.array_equiv(a1, a2): equal once broadcast together",
        array_equiv
    ),
    b!(
        "numpy.gcd",
        "np.gcd(x, y): greatest common divisor, elementwise",
        |_, a, k| gcd_lcm(&a, &k, false)
    ),
    b!(
        "numpy.lcm",
        "np.lcm(x, y): least common multiple, elementwise",
        |_, a, k| gcd_lcm(&a, &k, true)
    ),
    b!(
        "numpy.nanmedian",
        "np.nanmedian(a): the median ignoring NaNs",
        nanmedian
    ),
];
