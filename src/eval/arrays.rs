//! NumPy arrays as Python values: indexing, attributes, methods,
//! broadcasting arithmetic and reductions, with NumPy's messages.

use super::exc::*;
use super::value::Value;
use crate::array::{Array, ArrayError, DType, Scalar, Sub};
use crate::syntax::ast::{BinOp, CmpOp};
use std::sync::Arc;

pub fn array_err(e: ArrayError) -> Box<Exc> {
    match e {
        ArrayError::Index(m) => index_error(m),
        ArrayError::OutOfBounds { index, axis, size } => index_error(format!(
            "index {index} is out of bounds for axis {axis} with size {size}"
        )),
        ArrayError::Value(m) => value_error(m),
        ArrayError::Type(m) => type_error(m),
        ArrayError::Memory => memory_error("Unable to allocate the array"),
    }
}

/// An element of type `d` as Python gives it: a uint64 past i64's range
/// is the big int it is, not the negative number its bits read as.
pub fn element_value(d: crate::array::DType, s: Scalar) -> Value {
    match (d, s) {
        (crate::array::DType::U64, Scalar::Int(i)) if i < 0 => {
            super::bigint::norm(num_bigint::BigInt::from(i as u64))
        }
        _ => scalar_value(s),
    }
}

pub fn scalar_value(s: Scalar) -> Value {
    match s {
        Scalar::Int(i) => Value::Int(i),
        Scalar::Float(x) => Value::Float(x),
        Scalar::Bool(b) => Value::Bool(b),
        Scalar::Complex(re, im) => Value::Complex(re, im),
    }
}

pub fn value_scalar(v: &Value) -> Res<Scalar> {
    match v {
        Value::NpScalar(s, _) => Ok(*s),
        Value::Int(i) => Ok(Scalar::Int(*i)),
        Value::Float(x) => Ok(Scalar::Float(*x)),
        Value::Bool(b) => Ok(Scalar::Bool(*b)),
        Value::Complex(re, im) => Ok(Scalar::Complex(*re, *im)),
        Value::Array(a) if a.size() == 1 => {
            Ok(a.offsets().next().map_or(Scalar::Int(0), |o| a.load(o)))
        }
        other => Err(type_error(format!(
            "float() argument must be a string or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

/// The dtype NumPy gives a Python scalar on its own.
fn scalar_dtype(v: &Value) -> Option<DType> {
    match v {
        Value::NpScalar(_, d) => Some(*d),
        Value::Int(_) => Some(DType::I64),
        Value::Float(_) => Some(DType::F64),
        Value::Bool(_) => Some(DType::Bool),
        Value::Complex(..) => Some(DType::C128),
        _ => None,
    }
}

/// A `dtype=` argument: a dtype, a builtin type, or a name.
pub fn parse_dtype(v: &Value) -> Res<DType> {
    match v {
        Value::DType(d) | Value::ScalarType(d) => Ok(*d),
        Value::Str(s) => {
            DType::parse(s).ok_or_else(|| type_error(format!("data type '{s}' not understood")))
        }
        Value::Builtin(id) => match crate::builtins::name_of(*id) {
            "float" => Ok(DType::F64),
            "int" => Ok(DType::I64),
            "bool" => Ok(DType::Bool),
            "complex" => Ok(DType::C128),
            other => Err(type_error(format!("data type '{other}' not understood"))),
        },
        other => Err(type_error(format!(
            "Cannot interpret '{}' as a data type",
            other.repr()
        ))),
    }
}

/// Converts an index value into subscript parts.
pub fn subs_of(idx: &Value) -> Res<Vec<Sub>> {
    let one = |v: &Value| -> Res<Sub> {
        Ok(match v {
            Value::Int(i) => Sub::Index(*i),
            Value::Bool(b) => Sub::Index(*b as i64),
            // `a[np.argmax(a)]`: a NumPy integer is an index (its
            // `__index__`).
            Value::NpScalar(Scalar::Int(i), d) if d.is_int() => Sub::Index(*i),
            Value::None => Sub::NewAxis,
            Value::Ellipsis => Sub::Ellipsis,
            Value::Slice(s) => {
                let part = |x: &Value| -> Res<Option<i64>> {
                    match x {
                        Value::None => Ok(None),
                        x if let Some(i) = super::ops::int_like(x) => Ok(Some(i)),
                        _ => Err(type_error(
                            "slice indices must be integers or None or have an __index__ method",
                        )),
                    }
                };
                Sub::Slice(part(&s.0)?, part(&s.1)?, part(&s.2)?)
            }
            other => {
                return Err(index_error(format!(
                    "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices (got {})",
                    other.type_name()
                )));
            }
        })
    };
    match idx {
        Value::Tuple(t) => t.iter().map(one).collect(),
        other => Ok(vec![one(other)?]),
    }
}

/// A NumPy scalar of an array's dtype.
/// `np.float64(x)`, `np.int32(x)`…: `x` as a NumPy scalar of that type; a
/// string is read as Python's `float()` or `int()` reads it.
pub fn scalar_of_dtype(d: DType, v: Option<&Value>) -> Res<Value> {
    let s = match v {
        None => Scalar::Int(0),
        Some(Value::Str(t)) if d.is_float() || d.is_complex() => Scalar::Float(
            super::format::float_from_text(t)
                .ok_or_else(|| value_error(format!("could not convert string to float: '{t}'")))?,
        ),
        Some(Value::Str(t)) if d.is_int() => {
            Scalar::Int(t.trim().parse::<i64>().map_err(|_| {
                value_error(format!("invalid literal for int() with base 10: '{t}'"))
            })?)
        }
        // An int past 64 bits: a uint64 up to 2**64 - 1, a float rounded,
        // else NumPy's OverflowError.
        Some(Value::BigInt(b)) if d == DType::U64 && u64::try_from(b.as_ref()).is_ok() => {
            Scalar::Int(u64::try_from(b.as_ref()).unwrap_or(0) as i64)
        }
        Some(Value::BigInt(b)) if d.is_float() || d.is_complex() => {
            Scalar::Float(super::bigint::to_f64(b)?)
        }
        Some(Value::BigInt(_)) => {
            return Err(new_exc(
                "OverflowError",
                "Python int too large to convert to C long",
            ));
        }
        // A sequence or an array is converted whole, as `astype` would
        // (`np.float32([1, 2])` is an array); a 0-d one gives a scalar.
        Some(v @ (Value::List(_) | Value::Tuple(_) | Value::Array(_) | Value::MemView(..))) => {
            let a = to_array(v, None)?;
            let a = copy_of(&a, d, false)?;
            if a.ndim() > 0 {
                return Ok(Value::Array(Arc::new(a)));
            }
            a.load(a.offset)
        }
        Some(v) => {
            // `np.int8(300)` raises; `np.int8(np.int64(300))` wraps.
            if !matches!(v, Value::NpScalar(..)) {
                super::npint::check_element(v, d)?;
            }
            value_scalar(v)?
        }
    };
    Ok(np_scalar(s, d))
}

pub fn np_scalar(s: Scalar, d: DType) -> Value {
    Value::NpScalar(d.wrap(s), d)
}

pub fn getitem(a: &Arc<Array>, idx: &Value) -> Res<Value> {
    getitem_as(a, idx, true)
}

/// Indexing; `numpy` gives NumPy scalars for elements (an ndarray), plain
/// Python numbers otherwise (a Cython memoryview object).
pub fn getitem_as(a: &Arc<Array>, idx: &Value, numpy: bool) -> Res<Value> {
    match idx {
        // An integer or boolean array, or a list (which NumPy reads as
        // one), is advanced indexing with one part.
        Value::Array(x) if x.ndim() > 0 => {
            return super::advindex::get(a, std::slice::from_ref(idx));
        }
        Value::Array(x) => return fancy_get(a, x),
        Value::List(_) => return super::advindex::get(a, std::slice::from_ref(idx)),
        Value::Tuple(parts) if super::advindex::applies(parts) => {
            return super::advindex::get(a, parts);
        }
        _ => {}
    }
    let subs = subs_of(idx)?;
    let located = Array::subscript(a, &subs).map_err(|e| match e {
        // A Cython memoryview object words it as Cython's typed access.
        ArrayError::OutOfBounds { axis, .. } if !numpy => {
            index_error(format!("Index out of bounds (axis {axis})"))
        }
        e => array_err(e),
    })?;
    match located {
        Ok(off) if numpy => Ok(np_scalar(a.load(off), a.dtype)),
        Ok(off) => Ok(element_value(a.dtype, a.load(off))),
        Err(view) => Ok(wrap(view, !numpy)),
    }
}

/// Indexing by a 0-d integer or boolean array (an index array of any
/// other shape is advanced indexing): a copy, taking rows of `a`.
fn fancy_get(a: &Arc<Array>, index: &Array) -> Res<Value> {
    let idx = index.values();
    let rows: Vec<usize> = if index.dtype == DType::Bool {
        if index.shape != a.shape {
            return Err(index_error("boolean index did not match indexed array"));
        }
        idx.iter()
            .enumerate()
            .filter(|(_, m)| m.truthy())
            .map(|(i, _)| i)
            .collect()
    } else {
        let n = a.shape.first().copied().unwrap_or(0) as i64;
        idx.iter()
            .map(|v| {
                let i = v.as_i64();
                let j = if i < 0 { i + n } else { i };
                if j < 0 || j >= n {
                    Err(index_error(format!(
                        "index {i} is out of bounds for axis 0 with size {n}"
                    )))
                } else {
                    Ok(j as usize)
                }
            })
            .collect::<Res<_>>()?
    };
    let mut vals = Vec::new();
    for r in &rows {
        match Array::subscript(a, &[Sub::Index(*r as i64)]).map_err(array_err)? {
            Ok(off) => vals.push(a.load(off)),
            Err(view) => vals.extend(view.values()),
        }
    }
    // An integer index's own shape leads (a mask's picks are one axis).
    let mut shape = if index.dtype == DType::Bool {
        vec![rows.len()]
    } else {
        index.shape.clone()
    };
    shape.extend_from_slice(a.shape.get(1..).unwrap_or(&[]));
    Ok(Value::Array(Arc::new(from_scalars(
        &vals, a.dtype, &shape,
    )?)))
}

/// An empty vector with room for `n` items, or MemoryError: a size taken
/// from the program (`np.linspace(0, 1, 10**12)`) must not abort arr.
/// Elements below which a copy stays on the calling thread.
const PARALLEL_COPY_MIN: usize = 1 << 18;

/// Whether a copy of `a` asked for in memory order `order` (`None` for
/// the function's `default`) is laid out in Fortran order, as NumPy
/// decides: 'A' follows a Fortran-contiguous source, and 'K' the order of
/// the source's strides.
pub fn copy_is_fortran(order: Option<&Value>, default: char, a: &Array) -> Res<bool> {
    let o = match order {
        None | Some(Value::None) => default,
        Some(Value::Str(o)) if matches!(o.as_ref(), "C" | "F" | "A" | "K") => {
            o.chars().next().unwrap_or(default)
        }
        Some(other) => {
            return Err(value_error(format!(
                "order must be one of 'C', 'F', 'A', or 'K' (got {})",
                other.repr()
            )));
        }
    };
    let fortran_source = a.ndim() > 1 && !a.is_c_contig();
    Ok(match o {
        'F' => true,
        'A' => fortran_source && a.is_f_contig(),
        'K' => {
            // Axes of one element or none do not order memory.
            let strides: Vec<usize> = (0..a.ndim())
                .filter(|&k| a.shape[k] > 1)
                .map(|k| a.strides[k].unsigned_abs())
                .collect();
            fortran_source && strides.windows(2).all(|w| w[0] <= w[1])
        }
        _ => false,
    })
}

/// A new contiguous copy of `a` as `dtype`, on the pool when large.
pub fn copy_of(a: &Array, dtype: DType, fortran: bool) -> Res<Array> {
    super::parallel::split(a.size(), PARALLEL_COPY_MIN, |par| {
        a.copy_as(dtype, fortran, par)
    })
    .map_err(array_err)
}

/// `dst[...] = src` (same shape), on the pool when large.
pub fn assign(dst: &Array, src: &Array) -> Res<()> {
    super::parallel::split(dst.size(), PARALLEL_COPY_MIN, |par| {
        dst.assign_from(src, par)
    })
    .map_err(array_err)
}

/// The element count of `dims` (checked: a product past `usize` is a
/// MemoryError) and an empty vector with room for that many.
pub fn vec_for_dims<T>(dims: &[usize]) -> Res<(usize, Vec<T>)> {
    let n = dims
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| memory_error("Unable to allocate the array"))?;
    Ok((n, vec_for(n)?))
}

pub fn vec_for<T>(n: usize) -> Res<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|_| memory_error("Unable to allocate the array"))?;
    Ok(v)
}

pub fn from_scalars(vals: &[Scalar], dtype: DType, shape: &[usize]) -> Res<Array> {
    let out = Array::zeros(dtype, shape, false).map_err(array_err)?;
    if crate::array::flat::fill_from(&out, vals) {
        return Ok(out);
    }
    for (off, v) in out.offsets().zip(vals) {
        out.store(off, dtype.wrap(*v));
    }
    Ok(out)
}

pub fn setitem(a: &Arc<Array>, idx: &Value, v: Value) -> Res<()> {
    if a.readonly.get() {
        return Err(value_error("assignment destination is read-only"));
    }
    if let Value::Array(mask) = idx {
        if super::maskset::applies(a, mask) {
            return super::maskset::assign(a, idx, &v);
        }
        if mask.dtype != DType::Bool && mask.ndim() == 1 {
            return set_rows(a, mask, &v);
        }
        if mask.dtype == DType::Bool
            && let Some(k) = (0..mask.ndim().min(a.ndim())).find(|&k| mask.shape[k] != a.shape[k])
        {
            return Err(index_error(format!(
                "boolean index did not match indexed array along axis {k}; size of axis is {} \
                 but size of corresponding boolean axis is {}",
                a.shape[k], mask.shape[k]
            )));
        }
        return Err(index_error(format!(
            "too many indices for array: array is {}-dimensional, but {} were indexed",
            a.ndim(),
            mask.ndim()
        )));
    }
    if let Value::List(_) = idx {
        return setitem(a, &Value::Array(Arc::new(from_nested(idx, None)?)), v);
    }
    if let Value::Tuple(parts) = idx
        && super::advindex::applies(parts)
    {
        return super::advindex::set(a, parts, &v);
    }
    let subs = subs_of(idx)?;
    match Array::subscript(a, &subs).map_err(array_err)? {
        Ok(off) => {
            let s = element_scalar(a.dtype, &v)?;
            a.store(off, a.dtype.wrap(s));
            Ok(())
        }
        Err(view) => assign_into(&view, &v),
    }
}

/// A Python number stored into an element of `dtype`: a complex into a
/// real type is refused, as NumPy converts it with the element type's
/// own constructor.
fn element_scalar(dtype: DType, v: &Value) -> Res<Scalar> {
    match v {
        Value::Complex(..) if dtype.is_float() => Err(type_error(
            "float() argument must be a string or a real number, not 'complex'",
        )),
        Value::Complex(..) if dtype.is_int() => Err(type_error(
            "int() argument must be a string, a bytes-like object or a real number, not 'complex'",
        )),
        v => value_scalar(v),
    }
}

/// `a[[i, j, …]] = v`: rows picked by an integer array, each set to `v`
/// or to the matching row of `v`.
fn set_rows(a: &Arc<Array>, index: &Array, v: &Value) -> Res<()> {
    let rows = index.values();
    let src = match v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::NpScalar(..) => None,
        other => Some(to_array(other, None)?),
    };
    let per_row = matches!(&src, Some(s) if s.ndim() == a.ndim() && s.ndim() > 0);
    if let Some(s) = src.as_ref().filter(|_| per_row)
        && s.shape[0] != rows.len()
    {
        return Err(value_error(format!(
            "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape ({},)",
            crate::array::view::shape_msg(&s.shape),
            rows.len()
        )));
    }
    for (k, r) in rows.iter().enumerate() {
        let item = match &src {
            Some(s) if per_row => getitem(s, &Value::Int(k as i64))?,
            _ => v.clone(),
        };
        setitem(a, &Value::Int(r.as_i64()), item)?;
    }
    Ok(())
}

/// `view[...] = v`: a scalar fills, an array (or nested list) is broadcast.
pub fn assign_into(view: &Array, v: &Value) -> Res<()> {
    match v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) => {
            view.fill(value_scalar(v)?);
            Ok(())
        }
        Value::Complex(..) => {
            view.fill(element_scalar(view.dtype, v)?);
            Ok(())
        }
        _ => {
            let src = to_array(v, None)?;
            let b = broadcast_to(&src, &view.shape).map_err(|_| {
                value_error(format!(
                    "could not broadcast input array from shape {} into shape {}",
                    crate::array::view::shape_msg(&src.shape),
                    crate::array::view::shape_msg(&view.shape)
                ))
            })?;
            assign(view, &b)
        }
    }
}

/// Any value as an array (no copy for arrays and memoryviews).
pub fn to_array(v: &Value, dtype: Option<DType>) -> Res<Arc<Array>> {
    match v {
        Value::Array(a) | Value::MemView(a, _) => match dtype {
            Some(d) if d != a.dtype => Ok(Arc::new(copy_of(a, d, false)?)),
            _ => Ok(a.clone()),
        },
        // An `array.array` or a bytearray shares its buffer, as NumPy's buffer
        // protocol does.
        _ if let Some(a) = crate::builtins::buffer_storage(v) => match dtype {
            Some(d) if d != a.dtype => Ok(Arc::new(copy_of(&a, d, false)?)),
            _ => Ok(a),
        },
        _ => Ok(Arc::new(from_nested(v, dtype)?)),
    }
}

/// `np.array(nested lists)`.
pub fn from_nested(v: &Value, dtype: Option<DType>) -> Res<Array> {
    let mut shape = Vec::new();
    let mut probe = v.clone();
    loop {
        match &probe {
            // A range is a sequence to NumPy as a list is.
            Value::List(_) | Value::Tuple(_) | Value::Range(_) => {
                let items = super::ops::iterate_to_vec(&probe)?;
                shape.push(items.len());
                match items.into_iter().next() {
                    Some(first) => probe = first,
                    None => break,
                }
            }
            Value::Array(a) => {
                shape.extend_from_slice(&a.shape);
                break;
            }
            _ => break,
        }
    }
    let mut flat = Vec::new();
    let mut kind: Option<DType> = None;
    if let Some(d) = dtype {
        // `np.array([300], dtype=np.int8)` raises as `np.int8(300)` does.
        super::npint::check_nested(v, d)?;
    }
    flatten(v, 0, &shape, &mut flat, &mut kind)?;
    let dt = dtype.or(kind).unwrap_or(DType::F64);
    from_scalars(&flat, dt, &shape)
}

fn flatten(
    v: &Value,
    depth: usize,
    shape: &[usize],
    out: &mut Vec<Scalar>,
    kind: &mut Option<DType>,
) -> Res<()> {
    let seen = |k: &mut Option<DType>, d: DType| {
        *k = Some(match *k {
            None => d,
            Some(p) => DType::promote(p, d),
        })
    };
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Range(_) => {
            let items = super::ops::iterate_to_vec(v)?;
            if depth >= shape.len() || items.len() != shape[depth] {
                return Err(value_error(
                    "setting an array element with a sequence. The requested array has an inhomogeneous shape",
                ));
            }
            for x in &items {
                flatten(x, depth + 1, shape, out, kind)?;
            }
            Ok(())
        }
        Value::Array(a) => {
            seen(kind, a.dtype);
            out.extend(a.values());
            Ok(())
        }
        // 2**63 to 2**64 - 1: a uint64, held as its bit pattern.
        Value::BigInt(b) if depth == shape.len() && u64::try_from(b.as_ref()).is_ok() => {
            seen(kind, DType::U64);
            out.push(Scalar::Int(u64::try_from(b.as_ref()).unwrap_or(0) as i64));
            Ok(())
        }
        other => {
            if depth != shape.len() {
                return Err(value_error(
                    "setting an array element with a sequence. The requested array has an inhomogeneous shape",
                ));
            }
            let d = scalar_dtype(other).ok_or_else(|| {
                type_error(format!(
                    "arr arrays hold numbers and bools, not '{}'",
                    other.type_name()
                ))
            })?;
            seen(kind, d);
            out.push(value_scalar(other)?);
            Ok(())
        }
    }
}

/// A read view of `a` with the given (broadcast-compatible) shape.
pub fn broadcast_to(a: &Array, shape: &[usize]) -> Result<Array, ArrayError> {
    if a.ndim() > shape.len() {
        return Err(ArrayError::Value("cannot broadcast".into()));
    }
    let pad = shape.len() - a.ndim();
    let mut strides = vec![0isize; shape.len()];
    for k in 0..a.ndim() {
        let (n, m) = (a.shape[k], shape[pad + k]);
        strides[pad + k] = if n == m {
            a.strides[k]
        } else if n == 1 {
            0
        } else {
            return Err(ArrayError::Value("cannot broadcast".into()));
        };
    }
    let mut out = a.clone();
    out.shape = shape.to_vec();
    out.strides = strides;
    Ok(out)
}

/// The common shape of several operands as NumPy's multi-iterator finds
/// it, or its ValueError naming the operand that fixed an axis's length
/// and the first that disagrees with it.
pub fn broadcast_shapes(shapes: &[&[usize]]) -> Res<Vec<usize>> {
    let nd = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1; nd];
    for (axis, dim) in out.iter_mut().enumerate() {
        let mut fixed_by = 0;
        for (j, s) in shapes.iter().enumerate() {
            let Some(k) = (axis + s.len()).checked_sub(nd) else {
                continue;
            };
            let len = s[k];
            if len == 1 {
                continue;
            }
            if *dim == 1 {
                *dim = len;
                fixed_by = j;
            } else if *dim != len {
                return Err(value_error(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  \
                     Mismatch is between arg {fixed_by} with shape {} and arg {j} with shape {}.",
                    crate::array::view::shape_str(shapes[fixed_by]),
                    crate::array::view::shape_str(s)
                )));
            }
        }
    }
    Ok(out)
}

pub fn broadcast_shape(a: &[usize], b: &[usize]) -> Option<Vec<usize>> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for k in 0..n {
        let x = if k + a.len() >= n {
            a[k + a.len() - n]
        } else {
            1
        };
        let y = if k + b.len() >= n {
            b[k + b.len() - n]
        } else {
            1
        };
        out[k] = if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
    }
    Some(out)
}

/// NEP 50: a Python scalar is "weak" and takes the array's kind.
pub fn result_dtype(a: &Value, ad: DType, b: &Value, bd: DType) -> DType {
    let weak = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..)
        )
    };
    match (weak(a), weak(b)) {
        (false, true) => weak_with(ad, bd),
        (true, false) => weak_with(bd, ad),
        _ => DType::promote(ad, bd),
    }
}

fn weak_with(arr: DType, scalar: DType) -> DType {
    match (arr, scalar) {
        (DType::Bool, s) => s,
        (a, DType::C128) if a.is_float() => a.complex_of(),
        (a, DType::C128) if !a.is_complex() => DType::C128,
        (a, DType::F64) if !a.is_float() && !a.is_complex() => DType::F64,
        (a, _) => a,
    }
}

fn operand(v: &Value) -> Res<Option<(Arc<Array>, DType)>> {
    Ok(match v {
        Value::Array(a) | Value::MemView(a, _) => Some((a.clone(), a.dtype)),
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..) => {
            let arr = Arc::new(from_nested(v, None)?);
            let d = arr.dtype;
            Some((arr, d))
        }
        Value::List(_) | Value::Tuple(_) => {
            let arr = Arc::new(from_nested(v, None)?);
            let d = arr.dtype;
            Some((arr, d))
        }
        // A NumPy scalar keeps its dtype (NumPy 2: it is not a weak
        // Python scalar): a 0-d array of it.
        Value::NpScalar(x, d) => {
            let arr = Array::zeros(*d, &[], false).map_err(array_err)?;
            if let Some(o) = arr.offsets().next() {
                arr.store(o, d.wrap(*x));
            }
            Some((Arc::new(arr), *d))
        }
        _ => None,
    })
}

/// `x op y` of two elements, computed as NumPy computes it in `dt`.
pub fn elementwise(op: BinOp, x: Scalar, y: Scalar, dt: DType) -> Res<Scalar> {
    if dt.is_complex() {
        return super::carrays::elementwise(op, x, y, dt);
    }
    if dt.is_float() || op == BinOp::Div {
        let (p, q) = (x.as_f64(), y.as_f64());
        let r = match op {
            BinOp::Add => p + q,
            BinOp::Sub => p - q,
            BinOp::Mul => p * q,
            BinOp::Div => p / q,
            BinOp::FloorDiv => (p / q).floor(),
            BinOp::Mod => {
                if q == 0.0 {
                    f64::NAN
                } else {
                    super::ops::float_mod(p, q)
                }
            }
            BinOp::Pow => p.powf(q),
            _ => {
                return Err(type_error(format!(
                    "ufunc '{}' not supported for the input types",
                    ufunc_name(op)
                )));
            }
        };
        return Ok(Scalar::Float(r));
    }
    let (p, q) = (x.as_i64(), y.as_i64());
    let r = match op {
        BinOp::Add => p.wrapping_add(q),
        BinOp::Sub => p.wrapping_sub(q),
        BinOp::Mul => p.wrapping_mul(q),
        BinOp::FloorDiv => {
            if q == 0 {
                0
            } else {
                super::ops::floor_div(p, q)
            }
        }
        BinOp::Mod => {
            if q == 0 {
                0
            } else {
                super::ops::floor_mod(p, q)
            }
        }
        BinOp::Pow => {
            if q < 0 {
                return Err(value_error(
                    "Integers to negative integer powers are not allowed.",
                ));
            }
            let mut r: i64 = 1;
            for _ in 0..q.min(64) {
                r = r.wrapping_mul(p);
            }
            r
        }
        BinOp::BitAnd => p & q,
        BinOp::BitOr => p | q,
        BinOp::BitXor => p ^ q,
        BinOp::Shl => p.wrapping_shl(q as u32),
        BinOp::Shr => p.wrapping_shr(q as u32),
        BinOp::Div | BinOp::MatMul => 0,
    };
    Ok(if dt == DType::Bool {
        Scalar::Bool(r != 0)
    } else {
        Scalar::Int(r)
    })
}

fn ufunc_name(op: BinOp) -> &'static str {
    match op {
        BinOp::BitAnd => "bitwise_and",
        BinOp::BitOr => "bitwise_or",
        BinOp::BitXor => "bitwise_xor",
        BinOp::Shl => "left_shift",
        BinOp::Shr => "right_shift",
        _ => "operation",
    }
}

pub fn broadcast_pair(x: &Array, y: &Array) -> Res<(Vec<usize>, Array, Array)> {
    let shape = broadcast_shape(&x.shape, &y.shape).ok_or_else(|| {
        value_error(format!(
            "operands could not be broadcast together with shapes {} {} ",
            crate::array::view::shape_msg(&x.shape),
            crate::array::view::shape_msg(&y.shape)
        ))
    })?;
    let bx = broadcast_to(x, &shape).map_err(array_err)?;
    let by = broadcast_to(y, &shape).map_err(array_err)?;
    Ok((shape, bx, by))
}

/// `a op b` where at least one side is an array; `None` when neither is.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Res<Option<Value>> {
    if !matches!(a, Value::Array(_)) && !matches!(b, Value::Array(_)) {
        return Ok(None);
    }
    // A Python int past 64 bits meets the array as NumPy converts it.
    if let Value::Array(x) = a
        && let Some(big) = super::npint::weak_big(b, x.dtype)?
    {
        return binary(op, a, &big);
    }
    if let Value::Array(y) = b
        && let Some(big) = super::npint::weak_big(a, y.dtype)?
    {
        return binary(op, &big, b);
    }
    let (Some((x, xd)), Some((y, yd))) = (operand(a)?, operand(b)?) else {
        return Ok(None);
    };
    let mut dt = result_dtype(a, xd, b, yd);
    if op != BinOp::Div && op != BinOp::MatMul {
        super::npint::check_weak(a, dt)?;
        super::npint::check_weak(b, dt)?;
    }
    if op == BinOp::MatMul {
        return super::matprod::matmul(&x, &y).map(Some);
    }
    // A float array to the power of a scalar 2, 0.5 or -1 is NumPy's
    // square, square root or reciprocal (its `fast_scalar_power`), which
    // pow() can miss by a bit (x * x and pow(x, 2) differ for one double
    // in a thousand).
    if op == BinOp::Pow
        && dt.is_float()
        && x.dtype == dt
        && y.ndim() == 0
        && matches!(a, Value::Array(_))
    {
        let e = y.load(y.offset).as_f64();
        if e == 2.0 {
            return binary(BinOp::Mul, a, a);
        }
        if e == 0.5 {
            return unary_map(a, "sqrt", f64::sqrt).map(Some);
        }
        if e == -1.0 {
            return binary(BinOp::Div, &Value::Float(1.0), a);
        }
    }
    if dt.is_complex()
        && !matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Pow
        )
    {
        return Err(super::carrays::unsupported_op(op));
    }
    if op == BinOp::Div && !dt.is_float() && !dt.is_complex() {
        dt = DType::F64;
    }
    if matches!(
        op,
        BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr
    ) && dt.is_float()
    {
        return Err(type_error(format!(
            "ufunc '{}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''",
            ufunc_name(op)
        )));
    }
    let (shape, bx, by) = broadcast_pair(&x, &y)?;
    if let Some(out) = super::kernels::binary(op, &bx, &by, dt, &shape) {
        return Ok(Some(Value::Array(Arc::new(out))));
    }
    // Element by element into the result: no per-element memory besides it.
    let out = Array::zeros(dt, &shape, false).map_err(array_err)?;
    for ((p, q), o) in bx.offsets().zip(by.offsets()).zip(out.offsets()) {
        let v = elementwise(op, bx.load(p), by.load(q), dt)?;
        out.store(o, dt.wrap(v));
    }
    Ok(Some(Value::Array(Arc::new(out))))
}

/// Elementwise comparison giving a bool array.
pub fn compare(op: CmpOp, a: &Value, b: &Value) -> Res<Option<Value>> {
    if !matches!(a, Value::Array(_)) && !matches!(b, Value::Array(_)) {
        return Ok(None);
    }
    if !matches!(
        op,
        CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge | CmpOp::Eq | CmpOp::Ne
    ) {
        return Ok(None);
    }
    let (Some((x, _)), Some((y, _))) = (operand(a)?, operand(b)?) else {
        return Ok(None);
    };
    let (shape, bx, by) = broadcast_pair(&x, &y)?;
    if let Some(out) = super::kernels::compare(op, &bx, &by, &shape) {
        return Ok(Some(Value::Array(Arc::new(out))));
    }
    let float = x.dtype.is_float() || y.dtype.is_float();
    let complex = x.dtype.is_complex() || y.dtype.is_complex();
    let out = Array::zeros(DType::Bool, &shape, false).map_err(array_err)?;
    for ((p, q), at) in bx.offsets().zip(by.offsets()).zip(out.offsets()) {
        let (p, q) = (bx.load(p), by.load(q));
        let v = {
            // NumPy orders complex numbers by real part, then imaginary.
            let o = if complex {
                let ((a, b), (c, d)) = (p.as_complex(), q.as_complex());
                match a.partial_cmp(&c) {
                    Some(std::cmp::Ordering::Equal) => b.partial_cmp(&d),
                    o => o,
                }
            } else if float {
                p.as_f64().partial_cmp(&q.as_f64())
            } else {
                Some(p.as_i64().cmp(&q.as_i64()))
            };
            Scalar::Bool(match (op, o) {
                (CmpOp::Ne, None) => true,
                (_, None) => false,
                (CmpOp::Lt, Some(o)) => o.is_lt(),
                (CmpOp::Le, Some(o)) => o.is_le(),
                (CmpOp::Gt, Some(o)) => o.is_gt(),
                (CmpOp::Ge, Some(o)) => o.is_ge(),
                (CmpOp::Eq, Some(o)) => o.is_eq(),
                (_, Some(o)) => o.is_ne(),
            })
        };
        out.store(at, v);
    }
    Ok(Some(Value::Array(Arc::new(out))))
}

/// The axes sorted by stride, largest first: read in C order through
/// this transpose, a view visits its elements as they lie in memory
/// (NumPy's order 'K', which keeps reversed axes reversed).
pub fn memory_order(a: &Array) -> Vec<usize> {
    let mut axes: Vec<usize> = (0..a.ndim()).collect();
    axes.sort_by_key(|&k| std::cmp::Reverse(a.strides[k].unsigned_abs()));
    axes
}

/// Which reduction.
#[derive(Clone, Copy, PartialEq)]
pub enum Reduce {
    Sum,
    Prod,
    Min,
    Max,
    Mean,
    /// Standard deviation and variance with `ddof` delta degrees of
    /// freedom.
    Std(u32),
    Var(u32),
    ArgMin,
    ArgMax,
}

fn reduce_values(r: Reduce, vals: &[Scalar], dt: DType) -> Res<Scalar> {
    // (`dt` is the result's: int64 for argmin of complex elements.)
    if dt.is_complex()
        || vals
            .first()
            .is_some_and(|v| matches!(v, Scalar::Complex(..)))
    {
        return super::carrays::reduce_values(r, vals, dt);
    }
    let name = match r {
        Reduce::Min | Reduce::ArgMin => "minimum",
        _ => "maximum",
    };
    match r {
        Reduce::Sum | Reduce::Prod => {
            if dt.is_float() {
                let x = match (r, dt) {
                    (Reduce::Sum, DType::F32) => super::kernels::pairwise32(&floats(vals)),
                    (Reduce::Sum, _) => pairwise_sum(vals),
                    _ => vals.iter().map(|v| v.as_f64()).product(),
                };
                Ok(Scalar::Float(if dt == DType::F32 {
                    x as f32 as f64
                } else {
                    x
                }))
            } else {
                let x = vals
                    .iter()
                    .fold(if r == Reduce::Sum { 0i64 } else { 1 }, |acc, v| {
                        if r == Reduce::Sum {
                            acc.wrapping_add(v.as_i64())
                        } else {
                            acc.wrapping_mul(v.as_i64())
                        }
                    });
                Ok(Scalar::Int(x))
            }
        }
        Reduce::Mean | Reduce::Std(_) | Reduce::Var(_) if dt == DType::F32 => {
            Ok(Scalar::Float(moments32(r, &floats(vals))))
        }
        Reduce::Mean | Reduce::Std(_) | Reduce::Var(_) => {
            if vals.is_empty() {
                return Ok(Scalar::Float(f64::NAN));
            }
            let n = vals.len() as f64;
            let mean = pairwise_sum(vals) / n;
            if r == Reduce::Mean {
                return Ok(Scalar::Float(mean));
            }
            let dev: Vec<Scalar> = vals
                .iter()
                .map(|v| Scalar::Float((v.as_f64() - mean).powi(2)))
                .collect();
            let ddof = match r {
                Reduce::Std(d) | Reduce::Var(d) => d as f64,
                _ => 0.0,
            };
            // NumPy divides by `n - ddof`, at least 0 (giving inf or nan).
            let var = pairwise_sum(&dev) / (n - ddof).max(0.0);
            Ok(Scalar::Float(if matches!(r, Reduce::Var(_)) {
                var
            } else {
                var.sqrt()
            }))
        }
        Reduce::Min | Reduce::Max | Reduce::ArgMin | Reduce::ArgMax => {
            if vals.is_empty() {
                return Err(value_error(format!(
                    "zero-size array to reduction operation {name} which has no identity"
                )));
            }
            let want_min = matches!(r, Reduce::Min | Reduce::ArgMin);
            // `dt` is the result's dtype (int64 for argmin/argmax); the
            // comparison follows the elements' own kind.
            let float = dt.is_float() || vals.iter().any(|v| matches!(v, Scalar::Float(_)));
            let mut best = 0usize;
            // The value: NumPy's `min`/`max` take the later of equals
            // (0.0 from [-0.0, 0.0]), its `argmin`/`argmax` the earlier.
            let mut value = vals[0];
            for (i, v) in vals.iter().enumerate() {
                if float && !value.as_f64().is_nan() && v.as_f64() == value.as_f64() {
                    value = *v;
                }
                let b = vals[best];
                let better = if float {
                    let (x, y) = (v.as_f64(), b.as_f64());
                    if y.is_nan() {
                        false
                    } else if x.is_nan() {
                        true
                    } else if want_min {
                        x < y
                    } else {
                        x > y
                    }
                } else if want_min {
                    v.as_i64() < b.as_i64()
                } else {
                    v.as_i64() > b.as_i64()
                };
                if better {
                    best = i;
                    value = *v;
                }
            }
            Ok(match r {
                Reduce::ArgMin | Reduce::ArgMax => Scalar::Int(best as i64),
                _ => value,
            })
        }
    }
}

/// NumPy's pairwise summation (blocks of 8, unrolled by 128), which its
/// float sums follow bit for bit.
/// A whole-array sum, product or mean read element by element, without
/// the per-element `Scalar`s of `reduce_values` (same order, same result).
fn reduce_streaming(a: &Array, r: Reduce, dt: DType) -> Option<Scalar> {
    if dt.is_complex() || dt == DType::F32 {
        return None;
    }
    match r {
        Reduce::Sum | Reduce::Prod if !dt.is_float() => {
            let sum = r == Reduce::Sum;
            let x = a.offsets().fold(i64::from(!sum), |acc, o| {
                let v = a.load(o).as_i64();
                if sum {
                    acc.wrapping_add(v)
                } else {
                    acc.wrapping_mul(v)
                }
            });
            Some(Scalar::Int(x))
        }
        Reduce::Sum | Reduce::Mean if a.size() > 0 => {
            if let Some(x) = super::kernels::sum_f64(a) {
                return Some(Scalar::Float(match r {
                    Reduce::Mean => x / a.size() as f64,
                    _ => x,
                }));
            }
            let xs: Vec<f64> = a.offsets().map(|o| a.load(o).as_f64()).collect();
            let x = pairwise(&xs);
            Some(Scalar::Float(match (r, dt) {
                (Reduce::Mean, _) => x / xs.len() as f64,
                (_, DType::F32) => x as f32 as f64,
                _ => x,
            }))
        }
        _ => None,
    }
}

/// A whole-array min, max, argmin, argmax, var or std of a float64 or
/// int64 array that walks flat, by `kernels` (the same result as
/// `reduce_values`, without a `Scalar` per element).
fn reduce_flat(a: &Array, r: Reduce) -> Option<Scalar> {
    use super::kernels::{extreme_fast, variance};
    match r {
        Reduce::Min | Reduce::Max => extreme_fast(a, r == Reduce::Min, true).map(|(_, v)| v),
        Reduce::ArgMin | Reduce::ArgMax => {
            extreme_fast(a, r == Reduce::ArgMin, false).map(|(k, _)| Scalar::Int(k as i64))
        }
        Reduce::Var(d) => variance(a, d as f64).map(Scalar::Float),
        Reduce::Std(d) => variance(a, d as f64).map(|v| Scalar::Float(v.sqrt())),
        _ => None,
    }
}

fn floats(vals: &[Scalar]) -> Vec<f64> {
    vals.iter().map(|v| v.as_f64()).collect()
}

/// A float32 array's mean, var or std as NumPy computes them: every sum
/// pairwise in float32, every step rounded to float32.
fn moments32(r: Reduce, xs: &[f64]) -> f64 {
    moments_by(r, xs, DType::F32, super::kernels::pairwise32)
}

/// The sum, mean, var or std of the elements along an axis NumPy adds in
/// order (not its inner loop): the first element, then each next one,
/// rounded to the dtype after every step.
fn moments_in_order(r: Reduce, xs: &[f64], d: DType) -> f64 {
    fn seq64(xs: &[f64]) -> f64 {
        xs.iter()
            .skip(1)
            .fold(xs.first().copied().unwrap_or(0.0), |s, &x| s + x)
    }
    fn seq32(xs: &[f64]) -> f64 {
        let first = xs.first().copied().unwrap_or(0.0);
        xs.iter().skip(1).fold(first, |s, &x| (s + x) as f32 as f64)
    }
    let sum: fn(&[f64]) -> f64 = if d == DType::F32 { seq32 } else { seq64 };
    if r == Reduce::Sum {
        return sum(xs);
    }
    moments_by(r, xs, d, sum)
}

/// Mean, var or std with the given summation, each step rounded to `d`.
fn moments_by(r: Reduce, xs: &[f64], d: DType, sum: fn(&[f64]) -> f64) -> f64 {
    let r32 = |x: f64| if d == DType::F32 { x as f32 as f64 } else { x };
    let n = r32(xs.len() as f64);
    let mean = r32(sum(xs) / n);
    let ddof = match r {
        Reduce::Std(d) | Reduce::Var(d) => d as f64,
        _ => return mean,
    };
    let sq: Vec<f64> = xs
        .iter()
        .map(|&x| {
            let d = r32(x - mean);
            r32(d * d)
        })
        .collect();
    let count = r32((xs.len() as f64 - ddof).max(0.0));
    let var = r32(sum(&sq) / count);
    if matches!(r, Reduce::Var(_)) {
        var
    } else {
        r32(var.sqrt())
    }
}

pub fn pairwise_sum(vals: &[Scalar]) -> f64 {
    let xs: Vec<f64> = vals.iter().map(|v| v.as_f64()).collect();
    pairwise(&xs)
}

/// NumPy's pairwise sum of `a` (kernels.rs has the algorithm).
fn pairwise(a: &[f64]) -> f64 {
    super::kernels::pairwise_at(0, a.len(), &|k| a[k])
}

/// A reduction over all elements (`axis=None`) or one axis.
pub fn reduce(a: &Arc<Array>, r: Reduce, axis: Option<i64>) -> Res<Value> {
    let dt = match (r, a.dtype) {
        (Reduce::Sum | Reduce::Prod, DType::Bool) => DType::I64,
        (Reduce::Sum | Reduce::Prod, d) if d.is_int() && d.is_signed() => DType::I64,
        (Reduce::Sum | Reduce::Prod, d) if d.is_int() => DType::U64,
        (Reduce::Mean, d) if d.is_complex() => d,
        // NumPy keeps a float32 array's mean, var and std in float32.
        (Reduce::Mean | Reduce::Std(_) | Reduce::Var(_), DType::F32) => DType::F32,
        (Reduce::Mean | Reduce::Std(_) | Reduce::Var(_), _) => DType::F64,
        (Reduce::ArgMin | Reduce::ArgMax, _) => DType::I64,
        (_, d) => d,
    };
    let Some(axis) = axis else {
        if let Some(v) = reduce_flat(a, r) {
            return Ok(np_scalar(v, dt));
        }
        if let Some(v) = reduce_streaming(a, r, dt) {
            return Ok(np_scalar(v, dt));
        }
        let vals = a.values();
        let v = reduce_values(
            r,
            &vals,
            if matches!(r, Reduce::Mean | Reduce::Std(_) | Reduce::Var(_)) {
                a.dtype
            } else {
                dt
            },
        )?;
        return Ok(np_scalar(v, dt));
    };
    let ax = axis_at(axis, a.ndim())?;
    // NumPy sums along the axis with the smallest stride pairwise (its
    // inner loop); along any other axis it adds row after row, in order.
    let inner = (0..a.ndim())
        .filter(|&k| k != ax && a.shape[k] > 1)
        .all(|k| a.strides[ax].unsigned_abs() <= a.strides[k].unsigned_abs());
    if let Some(out) = super::axis_kernels::reduce_lines(a, r, ax, inner) {
        let rest: Vec<usize> = (0..a.ndim())
            .filter(|&k| k != ax)
            .map(|k| a.shape[k])
            .collect();
        return super::reduce_axes::scalar_or_array(out, dt, &rest);
    }
    // The reduced axis moved last, then each line reduced.
    let lines = super::reduce_axes::lines_along(a, axis)?;
    let (vals, out_shape) = (lines.values, lines.rest);
    let n = a.shape[ax].max(1);
    let mut out = Vec::new();
    if a.shape[ax] == 0 {
        let count: usize = out_shape.iter().product();
        for _ in 0..count {
            out.push(reduce_values(r, &[], dt)?);
        }
    } else {
        let moment = matches!(
            r,
            Reduce::Sum | Reduce::Mean | Reduce::Std(_) | Reduce::Var(_)
        );
        for chunk in vals.chunks(n) {
            if !inner && moment && a.dtype.is_float() {
                out.push(Scalar::Float(moments_in_order(r, &floats(chunk), a.dtype)));
                continue;
            }
            out.push(reduce_values(
                r,
                chunk,
                if matches!(r, Reduce::Mean | Reduce::Std(_) | Reduce::Var(_)) {
                    a.dtype
                } else {
                    dt
                },
            )?);
        }
    }
    // Reducing a 1-D array's only axis gives a NumPy scalar, as NumPy's.
    super::reduce_axes::scalar_or_array(out, dt, &out_shape)
}

/// `a.tolist()`.
pub fn tolist(a: &Array) -> Value {
    fn rec(a: &Array, idx: &mut Vec<usize>) -> Value {
        if idx.len() == a.ndim() {
            return element_value(a.dtype, a.load(a.offset_of(idx)));
        }
        let n = a.shape[idx.len()];
        let mut items = Vec::with_capacity(n);
        for i in 0..n {
            idx.push(i);
            items.push(rec(a, idx));
            idx.pop();
        }
        Value::list(items)
    }
    rec(a, &mut Vec::new())
}

/// Iterating an array: its rows (or elements of a 1-D array).
pub fn rows(a: &Arc<Array>, numpy: bool) -> Res<Vec<Value>> {
    if a.ndim() == 0 {
        return Err(type_error("iteration over a 0-d array"));
    }
    (0..a.shape[0] as i64)
        .map(|i| getitem_as(a, &Value::Int(i), numpy))
        .collect()
}

/// An elementwise math function over an array or a number.
pub fn unary_map(v: &Value, name: &str, g: fn(f64) -> f64) -> Res<Value> {
    if let Some(r) = super::carrays::unary(v, name) {
        return r;
    }
    // NumPy 2 rounds integers and bools to themselves, keeping the type.
    if matches!(name, "floor" | "ceil" | "trunc") {
        let exact = |d: DType| !d.is_float() && !d.is_complex();
        match v {
            Value::Array(a) | Value::MemView(a, _) if exact(a.dtype) => {
                return Ok(Value::Array(Arc::new(copy_of(a, a.dtype, false)?)));
            }
            Value::NpScalar(_, d) if exact(*d) => return Ok(v.clone()),
            Value::Int(i) => return Ok(np_scalar(Scalar::Int(*i), DType::I64)),
            Value::Bool(b) => return Ok(np_scalar(Scalar::Bool(*b), DType::Bool)),
            _ => {}
        }
    }
    match v {
        Value::Array(a) | Value::MemView(a, _) => {
            if let Some(out) = super::kernels::unary_f64(a, g) {
                return Ok(Value::Array(Arc::new(out)));
            }
            let dt = unary_float_dtype(a.dtype);
            let out: Vec<Scalar> = a
                .values()
                .into_iter()
                .map(|s| Scalar::Float(g(s.as_f64())))
                .collect();
            Ok(Value::Array(Arc::new(from_scalars(&out, dt, &a.shape)?)))
        }
        Value::List(_) | Value::Tuple(_) => {
            unary_map(&Value::Array(Arc::new(from_nested(v, None)?)), name, g)
        }
        // A number gives a NumPy scalar: float32 for a float32, else float64.
        other => {
            let x = super::ops::to_f64(other).map_err(|_| {
                type_error(format!("ufunc '{name}' not supported for the input types"))
            })?;
            Ok(match other {
                Value::NpScalar(_, d) if unary_float_dtype(*d) == DType::F32 => {
                    np_scalar(Scalar::Float(g(x) as f32 as f64), DType::F32)
                }
                _ => np_scalar(Scalar::Float(g(x)), DType::F64),
            })
        }
    }
}

/// The type NumPy computes a ufunc of these operands in (NEP 50): the
/// promotion of the arrays' and NumPy scalars' types, where a Python
/// float beside integers makes it float64 and Python ints change
/// nothing; int64 (float64 with a Python float) when all are Python
/// numbers.
pub fn operands_dtype(args: &[Value]) -> DType {
    let mut strong: Option<DType> = None;
    let mut weak_float = false;
    for v in args {
        let d = match v {
            Value::Array(a) | Value::MemView(a, _) => a.dtype,
            Value::NpScalar(_, d) => *d,
            Value::List(_) | Value::Tuple(_) => match to_array(v, None) {
                Ok(a) => a.dtype,
                Err(_) => continue,
            },
            Value::Float(_) => {
                weak_float = true;
                continue;
            }
            _ => continue,
        };
        strong = Some(strong.map_or(d, |s| DType::promote(s, d)));
    }
    match strong {
        Some(d) if weak_float && !d.is_float() && !d.is_complex() => DType::F64,
        Some(d) => d,
        None if weak_float => DType::F64,
        None => DType::I64,
    }
}

/// The float type a unary float ufunc (`sqrt`, `exp`, …) gives for an
/// input type: NumPy's smallest float holding it exactly — float32 for
/// float32 and 16-bit integers. (NumPy gives float16 for 8-bit integers
/// and bools; arr has no float16 and gives float64.)
pub fn unary_float_dtype(d: DType) -> DType {
    match d {
        DType::F32 | DType::I16 | DType::U16 => DType::F32,
        _ => DType::F64,
    }
}

fn int_tuple<T: Copy + Into<i64>>(xs: &[T]) -> Value {
    Value::tuple(xs.iter().map(|x| Value::Int((*x).into())).collect())
}

/// `np.cumsum` (`product` false) or `np.cumprod`: running sums or products
/// of the flattened array (`axis` None), or along `axis` keeping the shape;
/// in int64 for integers and bools, the float type for floats.
pub fn cumulate(a: &Array, axis: Option<i64>, product: bool) -> Res<Value> {
    let mut vals = a.values();
    let dt = match a.dtype {
        DType::F32 | DType::F64 | DType::C64 | DType::C128 => a.dtype,
        DType::U64 => DType::U64,
        _ => DType::I64,
    };
    let (shape, stride, len) = match axis {
        None => (vec![vals.len()], 1, vals.len()),
        Some(ax) => {
            let nd = a.ndim() as i64;
            let k = if ax < 0 { ax + nd } else { ax };
            if k < 0 || k >= nd {
                return Err(crate::eval::exc::axis_error(ax, nd));
            }
            let k = k as usize;
            // In C order, the element before along `axis` is `stride` back.
            let stride: usize = a.shape[k + 1..].iter().product();
            (a.shape.clone(), stride, a.shape[k] * stride)
        }
    };
    for i in 0..vals.len() {
        let first = len == 0 || i % len < stride;
        let prev = if first { None } else { Some(vals[i - stride]) };
        if dt.is_complex() {
            let op = if product { BinOp::Mul } else { BinOp::Add };
            if let Some(p) = prev {
                vals[i] = super::carrays::elementwise(op, p, vals[i], dt)?;
            }
            continue;
        }
        vals[i] = match (dt.is_float(), prev) {
            (true, Some(p)) if product => Scalar::Float(p.as_f64() * vals[i].as_f64()),
            (true, Some(p)) => Scalar::Float(p.as_f64() + vals[i].as_f64()),
            (true, None) => Scalar::Float(vals[i].as_f64()),
            (false, Some(p)) if product => Scalar::Int(p.as_i64().wrapping_mul(vals[i].as_i64())),
            (false, Some(p)) => Scalar::Int(p.as_i64().wrapping_add(vals[i].as_i64())),
            (false, None) => Scalar::Int(vals[i].as_i64()),
        };
    }
    Ok(Value::Array(Arc::new(from_scalars(&vals, dt, &shape)?)))
}

/// An attribute of an array; `None` when it has no such attribute.
pub fn attr(a: &Arc<Array>, name: &str, memview: bool) -> Option<Res<Value>> {
    Some(Ok(match name {
        "shape" => int_tuple(&a.shape.iter().map(|n| *n as i64).collect::<Vec<_>>()),
        "strides" => int_tuple(&a.strides.iter().map(|n| *n as i64).collect::<Vec<_>>()),
        "ndim" => Value::Int(a.ndim() as i64),
        "size" => Value::Int(a.size() as i64),
        "itemsize" => Value::Int(a.itemsize() as i64),
        "nbytes" => Value::Int((a.size() * a.itemsize()) as i64),
        "dtype" if !memview => Value::DType(a.dtype),
        "T" => match Array::transpose(a, None) {
            Ok(t) => wrap(t, memview),
            Err(e) => return Some(Err(array_err(e))),
        },
        "base" => match &a.base {
            Some(b) => Value::Array(b.clone()),
            // A typed memoryview of a whole array: that array object.
            None if memview => Value::Array(a.clone()),
            None => Value::None,
        },
        "real" | "imag" if a.dtype.is_complex() => match Array::complex_part(a, name == "imag") {
            Some(p) => wrap(p, memview),
            None => return None,
        },
        "real" => Value::Array(a.clone()),
        // NumPy's flatiter, as what it is used for: the elements in C
        // order (iterating, list(), indexing).
        "flat" if !memview => match Array::reshape(a, &[a.size()]) {
            Ok(r) => Value::Array(Arc::new(r)),
            Err(e) => return Some(Err(array_err(e))),
        },
        "flags" => crate::builtins::flags_of(a),
        _ => return None,
    }))
}

fn wrap(a: Array, memview: bool) -> Value {
    let a = Arc::new(a);
    if memview {
        Value::MemView(a, Arc::from(""))
    } else {
        Value::Array(a)
    }
}

/// The keywords of a reduction besides `axis`: `ddof` for `std`/`var`;
/// any other is refused rather than ignored (a result computed without it
/// would be wrong).
pub fn reduce_kwargs(name: &str, r: Reduce, kw: &mut super::call::Kwargs) -> Res<Reduce> {
    let r = match (r, crate::builtins::take_kw(kw, "ddof")) {
        (Reduce::Std(_) | Reduce::Var(_), Some(v)) => {
            let d = match v {
                Value::Int(d) if (0..=u32::MAX as i64).contains(&d) => d as u32,
                Value::Int(_) => 0,
                other => {
                    return Err(type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        other.type_name()
                    )));
                }
            };
            if matches!(r, Reduce::Std(_)) {
                Reduce::Std(d)
            } else {
                Reduce::Var(d)
            }
        }
        (_, Some(_)) => {
            return Err(type_error(format!(
                "{name}() got an unexpected keyword argument 'ddof'"
            )));
        }
        (r, None) => r,
    };
    if let Some((k, _)) = kw.first() {
        return Err(
            if ["keepdims", "dtype", "out", "where", "initial"].contains(&k.as_ref()) {
                new_exc(
                    "NotImplementedError",
                    format!("arr does not support `{name}(…, {k}=…)` yet"),
                )
            } else {
                type_error(format!("{name}() got an unexpected keyword argument '{k}'"))
            },
        );
    }
    Ok(r)
}

/// A reduction's result `r` with the reduced axes kept as length 1
/// (`keepdims=True`).
pub fn keep_dims(a: &Array, axis: Option<i64>, keep: bool, r: Value) -> Res<Value> {
    if !keep {
        return Ok(r);
    }
    let nd = a.ndim() as i64;
    let mut shape = a.shape.to_vec();
    match axis {
        Some(k) => {
            let k = if k < 0 { k + nd } else { k };
            if let Some(s) = usize::try_from(k).ok().and_then(|k| shape.get_mut(k)) {
                *s = 1;
            }
        }
        None => shape.iter_mut().for_each(|s| *s = 1),
    }
    let out = match &r {
        Value::Array(res) => Array::reshape(res, &shape).map_err(array_err)?,
        Value::NpScalar(s, d) => from_scalars(&[*s], *d, &shape)?,
        Value::Float(x) => from_scalars(&[Scalar::Float(*x)], DType::F64, &shape)?,
        Value::Int(i) => from_scalars(&[Scalar::Int(*i)], DType::I64, &shape)?,
        _ => return Ok(r),
    };
    Ok(Value::Array(Arc::new(out)))
}

/// The `axis` argument: a keyword, or the first of `args`.
pub fn axis_arg(args: &[Value], kw: &mut super::call::Kwargs) -> Res<Option<i64>> {
    let v = crate::builtins::take_kw(kw, "axis").or_else(|| args.first().cloned());
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(i)),
        Some(other) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

pub fn shape_arg(args: &[Value]) -> Res<Vec<usize>> {
    let items: Vec<Value> = match args {
        [Value::Tuple(t)] => t.to_vec(),
        [Value::List(l)] => l.lock().to_vec(),
        other => other.to_vec(),
    };
    items
        .iter()
        .map(|v| match v {
            Value::Int(i) if *i >= 0 => Ok(*i as usize),
            Value::Int(_) => Err(value_error("negative dimensions are not allowed")),
            other => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))),
        })
        .collect()
}

/// `a.name(args)`.
pub fn method(
    a: &Arc<Array>,
    name: &str,
    args: Vec<Value>,
    mut kw: super::call::Kwargs,
    memview: bool,
) -> Res<Value> {
    let red = |r: Reduce, args: &[Value], kw: &mut super::call::Kwargs| -> Res<Value> {
        // `dtype=` of a sum, product, mean or spread: the elements are
        // taken in that type, and an integer result is of it.
        let accumulating = matches!(
            r,
            Reduce::Sum | Reduce::Prod | Reduce::Mean | Reduce::Std(_) | Reduce::Var(_)
        );
        if accumulating
            && let Some(d) = crate::builtins::take_kw(kw, "dtype")
            && !matches!(d, Value::None)
        {
            let d = parse_dtype(&d)?;
            let src = Arc::new(copy_of(a, d, false)?);
            let r = method(&src, name, args.to_vec(), std::mem::take(kw), memview)?;
            return Ok(match r {
                Value::NpScalar(s, rd) if rd != d && !d.is_float() && !d.is_complex() => {
                    np_scalar(s, d)
                }
                Value::Array(x) if x.dtype != d && !d.is_float() && !d.is_complex() => {
                    Value::Array(Arc::new(copy_of(&x, d, false)?))
                }
                r => r,
            });
        }
        if let Some(opts) = super::reduce_opts::take(a, r, kw)? {
            let whole = args.is_empty() && !kw.iter().any(|(k, _)| k.as_ref() == "axis");
            if whole && let Some(v) = opts.empty_result() {
                return Ok(v);
            }
            let res = method(
                &opts.source,
                name,
                args.to_vec(),
                std::mem::take(kw),
                memview,
            )?;
            return opts.finish(res);
        }
        if let Some(axes) = super::reduce_axes::several_axes(args, kw) {
            crate::builtins::take_kw(kw, "axis");
            let keep = crate::builtins::take_kw(kw, "keepdims").is_some_and(|v| v.truthy());
            let r = reduce_kwargs(name, r, kw)?;
            return super::reduce_axes::reduce_over(a, r, &axes, keep, name);
        }
        let axis = axis_arg(args, kw)?;
        let keep = crate::builtins::take_kw(kw, "keepdims").is_some_and(|v| v.truthy());
        let r = reduce_kwargs(name, r, kw)?;
        keep_dims(a, axis, keep, reduce(a, r, axis)?)
    };
    match name {
        // `a.setflags(write=False)`: this array object refuses writes from
        // now on (views made later inherit it); NumPy lets it be writable
        // again unless its memory is shared read-only.
        "setflags" if !memview => {
            let write = args
                .first()
                .cloned()
                .or_else(|| crate::builtins::take_kw(&mut kw, "write"));
            for k in ["align", "uic"] {
                crate::builtins::take_kw(&mut kw, k);
            }
            crate::builtins::no_more_kw(name, &kw)?;
            match write {
                None | Some(Value::None) => {}
                Some(w) if !w.truthy() => a.readonly.set(true),
                Some(_) => {
                    let shared = a.base.as_ref().is_some_and(|b| b.readonly.get())
                        || a.buf.mapped_bytes().is_some();
                    if a.readonly.get() && shared {
                        return Err(value_error(
                            "cannot set WRITEABLE flag to True of this array",
                        ));
                    }
                    a.readonly.set(false);
                }
            }
            Ok(Value::None)
        }
        "copy" => {
            let order = args
                .first()
                .cloned()
                .or_else(|| crate::builtins::take_kw(&mut kw, "order"));
            crate::builtins::no_more_kw(name, &kw)?;
            let fortran = !memview && copy_is_fortran(order.as_ref(), 'C', a)?;
            let c = copy_of(a, a.dtype, fortran)?;
            Ok(if memview {
                Value::MemView(Arc::new(c), Arc::from(""))
            } else {
                Value::Array(Arc::new(c))
            })
        }
        "copy_fortran" if memview => Ok(Value::MemView(
            Arc::new(copy_of(a, a.dtype, true)?),
            Arc::from(""),
        )),
        "conj" | "conjugate" if !memview => {
            crate::builtins::arity(name, &args, 0, 0)?;
            match super::carrays::unary(&Value::Array(a.clone()), "conj") {
                Some(r) => r,
                None => Ok(Value::Array(Arc::new(copy_of(a, a.dtype, false)?))),
            }
        }
        "is_c_contig" => Ok(Value::Bool(a.is_c_contig())),
        "is_f_contig" => Ok(Value::Bool(a.is_f_contig())),
        "sum" => red(Reduce::Sum, &args, &mut kw),
        "prod" => red(Reduce::Prod, &args, &mut kw),
        "min" => red(Reduce::Min, &args, &mut kw),
        "max" => red(Reduce::Max, &args, &mut kw),
        "mean" => red(Reduce::Mean, &args, &mut kw),
        "std" => red(Reduce::Std(0), &args, &mut kw),
        "var" => red(Reduce::Var(0), &args, &mut kw),
        "cumsum" | "cumprod" => {
            let axis = axis_arg(&args, &mut kw)?;
            let dtype = match crate::builtins::take_kw(&mut kw, "dtype") {
                None | Some(Value::None) => None,
                Some(d) => Some(parse_dtype(&d)?),
            };
            crate::builtins::no_more_kw(name, &kw)?;
            let Some(d) = dtype else {
                return cumulate(a, axis, name == "cumprod");
            };
            // Accumulated in the type asked for, as NumPy's `dtype=`.
            let r = cumulate(&copy_of(a, d, false)?, axis, name == "cumprod")?;
            match r {
                Value::Array(r) if r.dtype != d => {
                    Ok(Value::Array(Arc::new(copy_of(&r, d, false)?)))
                }
                r => Ok(r),
            }
        }
        "argmin" => red(Reduce::ArgMin, &args, &mut kw),
        "argmax" => red(Reduce::ArgMax, &args, &mut kw),
        "any" | "all" if !memview => super::reduce_axes::any_all(a, name == "all", &args, &mut kw),
        "tolist" => Ok(tolist(a)),
        "round" => round(&Value::Array(a.clone()), decimals_arg(&args, 0, &mut kw)?),
        "fill" => {
            crate::builtins::no_more_kw(name, &kw)?;
            let v = args
                .first()
                .ok_or_else(|| type_error("fill() takes exactly one argument (0 given)"))?;
            if !memview {
                super::npint::check_element(v, a.dtype)?;
            }
            a.fill(value_scalar(v)?);
            Ok(Value::None)
        }
        "view" => {
            let d = match args.first() {
                Some(d) => parse_dtype(d)?,
                None => a.dtype,
            };
            Ok(Value::Array(Arc::new(
                Array::view_as(a, d).map_err(array_err)?,
            )))
        }
        "astype" => {
            let order = args
                .get(1)
                .cloned()
                .or_else(|| crate::builtins::take_kw(&mut kw, "order"));
            for k in ["copy", "casting"] {
                let _ = crate::builtins::take_kw(&mut kw, k);
            }
            crate::builtins::no_more_kw(name, &kw)?;
            let d = parse_dtype(
                args.first()
                    .ok_or_else(|| type_error("astype() missing required argument 'dtype'"))?,
            )?;
            let fortran = copy_is_fortran(order.as_ref(), 'K', a)?;
            Ok(Value::Array(Arc::new(copy_of(a, d, fortran)?)))
        }
        "reshape" => {
            let fortran = match crate::builtins::take_kw(&mut kw, "order") {
                None => false,
                Some(Value::Str(o)) if matches!(o.as_ref(), "C" | "A") => false,
                Some(Value::Str(o)) if o.as_ref() == "F" => true,
                Some(other) => {
                    return Err(value_error(format!(
                        "order must be one of 'C', 'F', 'A', or 'K' (got {})",
                        other.repr()
                    )));
                }
            };
            let _ = crate::builtins::take_kw(&mut kw, "copy");
            crate::builtins::no_more_kw(name, &kw)?;
            let wanted = shape_with_neg(&args)?;
            let shape = match resolve_minus_one(&wanted, a.size()) {
                Some(s) => s,
                None => shape_arg(&args)?,
            };
            if !fortran {
                return Ok(Value::Array(Arc::new(
                    Array::reshape(a, &shape).map_err(array_err)?,
                )));
            }
            // Read and filled in Fortran order: the reversed-axes view,
            // reshaped to the reversed shape, with its axes reversed back.
            let t = Arc::new(Array::transpose(a, None).map_err(array_err)?);
            let rev: Vec<usize> = shape.iter().rev().copied().collect();
            let r = Arc::new(Array::reshape(&t, &rev).map_err(array_err)?);
            Ok(Value::Array(Arc::new(
                Array::transpose(&r, None).map_err(array_err)?,
            )))
        }
        "ravel" | "flatten" => {
            let n = a.size();
            let order = match args
                .first()
                .cloned()
                .or_else(|| crate::builtins::take_kw(&mut kw, "order"))
            {
                None | Some(Value::None) => 'C',
                Some(Value::Str(o)) if matches!(o.as_ref(), "C" | "F" | "A" | "K") => {
                    o.chars().next().unwrap_or('C')
                }
                Some(other) => {
                    let shown = other.repr();
                    return Err(value_error(format!(
                        "order must be one of 'C', 'F', 'A', or 'K' (got {shown})"
                    )));
                }
            };
            crate::builtins::no_more_kw(name, &kw)?;
            // The elements in the order asked for, as the axes of a view
            // read in C order: F reverses them; A does when the array is
            // Fortran- and not C-contiguous; K sorts them by stride, the
            // memory order.
            let nd = a.ndim();
            let reversed: Vec<usize> = (0..nd).rev().collect();
            let perm: Option<Vec<usize>> = match order {
                'F' => Some(reversed),
                'A' if a.is_f_contig() && !a.is_c_contig() => Some(reversed),
                'K' => Some(memory_order(a)),
                _ => None,
            }
            .filter(|p| p.iter().enumerate().any(|(i, &k)| i != k));
            let src = match &perm {
                Some(p) => Arc::new(Array::transpose(a, Some(p)).map_err(array_err)?),
                None => a.clone(),
            };
            // ravel is a view only when the elements lie contiguously in
            // that order (NumPy's rule, narrower than reshape's); else,
            // like flatten, a copy.
            if name == "flatten" || !src.is_c_contig() {
                let mut c = copy_of(&src, a.dtype, false)?;
                c.shape = vec![n];
                c.strides = vec![a.itemsize() as isize];
                return Ok(Value::Array(Arc::new(c)));
            }
            Ok(Value::Array(Arc::new(
                Array::reshape(&src, &[n]).map_err(array_err)?,
            )))
        }
        "transpose" => {
            let axes = if args.is_empty() {
                None
            } else {
                Some(shape_arg(&args)?)
            };
            let t = Array::transpose(a, axes.as_deref()).map_err(array_err)?;
            Ok(wrap(t, memview))
        }
        "swapaxes" if !memview => match &args[..] {
            [i, j] => Ok(Value::Array(Arc::new(crate::builtins::npmore::swapped(
                a, i, j,
            )?))),
            _ => Err(type_error(format!(
                "swapaxes() takes exactly 2 arguments ({} given)",
                args.len()
            ))),
        },
        "dot" => {
            let other = to_array(
                args.first()
                    .ok_or_else(|| type_error("dot() missing argument"))?,
                None,
            )?;
            super::matprod::dot(a, &other)
        }
        _ => Err(attr_error(format!(
            "'{}' object has no attribute '{name}'",
            if memview {
                "_memoryviewslice"
            } else {
                "numpy.ndarray"
            }
        ))),
    }
}

fn shape_with_neg(args: &[Value]) -> Res<Vec<i64>> {
    let items: Vec<Value> = match args {
        [Value::Tuple(t)] => t.to_vec(),
        [Value::List(l)] => l.lock().to_vec(),
        other => other.to_vec(),
    };
    items
        .iter()
        .map(|v| match v {
            Value::Int(i) => Ok(*i),
            other => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))),
        })
        .collect()
}

/// A shape with one `-1` filled in from the total size.
pub fn resolve_minus_one(shape: &[i64], total: usize) -> Option<Vec<usize>> {
    let known: i64 = shape.iter().filter(|&&n| n >= 0).product();
    let unknown = shape.iter().filter(|&&n| n < 0).count();
    if unknown != 1 || known == 0 {
        return None;
    }
    Some(
        shape
            .iter()
            .map(|&n| {
                if n < 0 {
                    total / known as usize
                } else {
                    n as usize
                }
            })
            .collect(),
    )
}

/// NumPy's `round(x, decimals)`: scale by a power of ten, round half to
/// even, scale back — so `np.round(2.675, 2)` is 2.67 like NumPy, where
/// Python's correctly rounded `round` differs on other inputs.
fn round_f64(x: f64, decimals: i64) -> f64 {
    let f = 10f64.powi(decimals.unsigned_abs().min(400) as i32);
    if decimals >= 0 {
        (x * f).round_ties_even() / f
    } else {
        (x / f).round_ties_even() * f
    }
}

fn round_i64(x: i64, decimals: i64) -> i64 {
    if decimals >= 0 {
        return x;
    }
    let f = 10f64.powi(decimals.unsigned_abs().min(400) as i32);
    ((x as f64 / f).round_ties_even() * f) as i64
}

/// `np.round(a, decimals)` / `a.round(decimals)`: the dtype is kept.
pub fn round(v: &Value, decimals: i64) -> Res<Value> {
    let one = |s: Scalar| match s {
        Scalar::Float(x) => Scalar::Float(round_f64(x, decimals)),
        Scalar::Int(i) => Scalar::Int(round_i64(i, decimals)),
        Scalar::Complex(re, im) => {
            Scalar::Complex(round_f64(re, decimals), round_f64(im, decimals))
        }
        other => other,
    };
    match v {
        Value::Array(a) | Value::MemView(a, _) => {
            let out: Vec<Scalar> = a.values().into_iter().map(one).collect();
            Ok(Value::Array(Arc::new(from_scalars(
                &out, a.dtype, &a.shape,
            )?)))
        }
        Value::NpScalar(s, d) => Ok(np_scalar(one(*s), *d)),
        Value::Int(i) => Ok(np_scalar(Scalar::Int(round_i64(*i, decimals)), DType::I64)),
        Value::Bool(_) => Err(type_error("ufunc 'rint' not supported for the input types")),
        Value::Complex(re, im) => Ok(np_scalar(one(Scalar::Complex(*re, *im)), DType::C128)),
        Value::List(_) | Value::Tuple(_) => {
            round(&Value::Array(Arc::new(from_nested(v, None)?)), decimals)
        }
        other => Ok(np_scalar(
            Scalar::Float(round_f64(super::ops::to_f64(other)?, decimals)),
            DType::F64,
        )),
    }
}

/// The `decimals` argument of `round`: positional at `pos` or by keyword.
pub fn decimals_arg(args: &[Value], pos: usize, kw: &mut super::call::Kwargs) -> Res<i64> {
    let v = match args.get(pos) {
        Some(v) => Some(v.clone()),
        None => crate::builtins::take_kw(kw, "decimals"),
    };
    match v {
        None => Ok(0),
        Some(Value::Int(i)) => Ok(i),
        Some(Value::NpScalar(s, d)) if !d.is_float() => Ok(s.as_i64()),
        Some(other) => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}
