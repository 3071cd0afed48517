//! Typed memoryviews at run time: acquiring a buffer with Cython's checks
//! and messages, and element addressing with its bounds rules.

use super::exc::*;
use super::value::Value;
use crate::array::{Array, DType};
use crate::sema::types::{Contig, MvType};
use std::sync::Arc;

/// Cython's name of a NumPy dtype in "Buffer dtype mismatch" messages
/// (read from the buffer's format, where a complex is `Zd`: "complex
/// double", though the expected type is spelled "double complex").
fn got_name(d: DType) -> &'static str {
    match d {
        DType::C128 => "complex double",
        DType::C64 => "complex float",
        d => d.c_name(),
    }
}

/// Coerces a Python object to a typed memoryview (`None` stays `None`),
/// checking dimensions, dtype, contiguity and writability as Cython does.
pub fn acquire(v: &Value, t: &MvType) -> Res<Value> {
    let py_array;
    let bytes_view;
    let (a, from_view) = match v {
        Value::None => return Ok(Value::None),
        // bytes export a read-only buffer of unsigned chars: only a
        // `const` view may take it (Cython asks for a writable one else).
        Value::Bytes(b) => {
            if !t.is_const {
                return Err(super::exc::new_exc(
                    "BufferError",
                    "Object is not writable.",
                ));
            }
            // Copied byte for byte (through scalars it took 16 bytes and
            // a conversion per byte).
            let arr = crate::builtins::bytearray::array_of(b)?;
            arr.readonly.set(true);
            bytes_view = Arc::new(arr);
            (&bytes_view, false)
        }
        // A NumPy scalar exports a read-only 0-d buffer.
        Value::NpScalar(..) if !t.is_const => {
            return Err(super::exc::new_exc(
                "BufferError",
                "scalar buffer is readonly",
            ));
        }
        Value::NpScalar(..) => {
            return Err(value_error(format!(
                "Buffer has wrong number of dimensions (expected {}, got 0)",
                t.ndim
            )));
        }
        Value::Array(a) => (a, false),
        Value::MemView(a, _) => (a, true),
        _ if let Some(a) = {
            py_array = crate::builtins::buffer_storage(v);
            &py_array
        } =>
        {
            (a, false)
        }
        other => {
            return Err(type_error(format!(
                "a bytes-like object is required, not '{}'",
                other.type_name()
            )));
        }
    };
    if a.ndim() != t.ndim as usize {
        return Err(value_error(format!(
            "Buffer has wrong number of dimensions (expected {}, got {})",
            t.ndim,
            a.ndim()
        )));
    }
    if a.dtype != t.dtype {
        return Err(value_error(format!(
            "Buffer dtype mismatch, expected '{}{}' but got '{}'",
            if t.is_const { "const " } else { "" },
            t.dtype.c_name(),
            got_name(a.dtype)
        )));
    }
    let ok = match t.contig {
        Contig::Strided => true,
        Contig::C => a.is_c_contig(),
        Contig::F => a.is_f_contig(),
    };
    if !ok {
        return Err(value_error(if from_view {
            "Buffer and memoryview are not contiguous in the same dimension.".to_string()
        } else if t.contig == Contig::C {
            "ndarray is not C-contiguous".to_string()
        } else {
            "ndarray is not Fortran contiguous".to_string()
        }));
    }
    if a.readonly.get() && !t.is_const {
        return Err(value_error("buffer source array is read-only"));
    }
    let name = type_name(t);
    // A view of a NumPy view (`np.arange(12.0).reshape(3, 4)`) has that
    // view as its `.base`, as Cython's memoryview keeps the object it was
    // acquired from; the array's own base is the buffer's first owner.
    if let (Value::Array(_), Some(_)) = (v, &a.base) {
        let own = Array {
            base: Some(a.clone()),
            ..(**a).clone()
        };
        return Ok(Value::MemView(Arc::new(own), name));
    }
    Ok(Value::MemView(a.clone(), name))
}

/// `t`'s spelling as a memoryview value carries it, made once per type
/// and thread: formatting it on every acquisition was a third of the cost
/// of `r = m[i, :]` in a loop.
pub fn type_name(t: &MvType) -> Arc<str> {
    // A program uses a handful of memoryview types: a short list searched
    // in order costs less than hashing the key.
    thread_local! {
        static NAMES: std::cell::RefCell<Vec<(MvType, Arc<str>)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    NAMES.with(|names| {
        let mut names = names.borrow_mut();
        if let Some((_, n)) = names.iter().find(|(k, _)| k == t) {
            return n.clone();
        }
        let n: Arc<str> = Arc::from(t.name().as_str());
        if names.len() < 64 {
            names.push((*t, n.clone()));
        }
        n
    })
}

/// Coerces an object to an `np.ndarray[T, ndim=N]` variable: the array
/// itself, after Cython's buffer checks (ndim, dtype, `mode`).
pub fn acquire_ndarray(v: &Value, t: &MvType, elem: &str) -> Res<Value> {
    match v {
        Value::None => Ok(Value::None),
        Value::Array(a) => {
            if a.ndim() == t.ndim as usize && a.dtype != t.dtype {
                return Err(value_error(format!(
                    "Buffer dtype mismatch, expected '{elem}' but got '{}'",
                    got_name(a.dtype)
                )));
            }
            acquire(v, t)?;
            Ok(v.clone())
        }
        other => Err(type_error(format!(
            "Cannot convert {} to numpy.ndarray",
            other.type_name()
        ))),
    }
}

/// An argument for an `np.ndarray[…]` parameter: an array is acquired as
/// the buffer; anything else is left for the parameter's `ArgCheck`
/// (`numpy.ndarray`), which refuses it in Cython's words for the call.
pub fn ndarray_arg(v: Value, t: &MvType, elem: &str) -> Res<Value> {
    match v {
        Value::Array(_) | Value::None => acquire_ndarray(&v, t, elem),
        other => Ok(other),
    }
}

/// The byte offset of `m[idx…]`, with negative indices wrapped when
/// `wrap` and Cython's "Out of bounds on buffer access (axis k)". Cython
/// checks every axis and reports the last one out of bounds, so the axes
/// are checked from the last.
#[inline(always)]
pub fn offset(a: &Array, idx: &[i64], wrap: bool) -> Res<usize> {
    let mut off = a.offset as isize;
    for (k, &i) in idx.iter().enumerate().rev() {
        let n = a.shape[k] as i64;
        let j = if wrap && i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(index_error(format!(
                "Out of bounds on buffer access (axis {k})"
            )));
        }
        off += j as isize * a.strides[k];
    }
    Ok(off as usize)
}

/// The view an element access `m[i0, …]` with `nd` indices reads, or
/// Cython's error for `None`: a None view has every extent 0, and Cython
/// reports the last axis out of bounds.
#[inline(always)]
pub fn element_view(v: &Value, nd: usize) -> Res<&Arc<Array>> {
    match v {
        Value::None => Err(none_view(nd)),
        v => view_of(v),
    }
}

#[cold]
fn none_view(nd: usize) -> Box<super::exc::Exc> {
    index_error(format!(
        "Out of bounds on buffer access (axis {})",
        nd.saturating_sub(1)
    ))
}

/// `element_view` of the memoryview local `name`: one never assigned
/// (declared without a value) is Cython's UnboundLocalError.
#[inline(always)]
pub fn local_element_view<'v>(v: &'v Value, nd: usize, name: &str) -> Res<&'v Arc<Array>> {
    match v {
        Value::MemView(a, _) | Value::Array(a) => Ok(a),
        Value::Undef => Err(super::exc::unbound_local_named(name)),
        v => element_view(v, nd),
    }
}

/// The view a memoryview variable holds, or Cython's error for `None`.
#[inline(always)]
pub fn view_of(v: &Value) -> Res<&Arc<Array>> {
    match v {
        Value::MemView(a, _) | Value::Array(a) => Ok(a),
        Value::Undef => Err(unbound_local("local variable referenced before assignment")),
        _ => Err(index_error("Out of bounds on buffer access (axis 0)")),
    }
}

/// `m.shape` / `m.strides` / `m.suboffsets` of a typed view: Cython's
/// 8-element C arrays.
pub fn dims(a: &Array, which: &str) -> Vec<i64> {
    let mut out = vec![0i64; crate::array::view::MAX_NDIM];
    for (k, slot) in out.iter_mut().enumerate().take(a.ndim()) {
        *slot = match which {
            "shape" => a.shape[k] as i64,
            "strides" => a.strides[k] as i64,
            _ => -1,
        };
    }
    out
}

/// Copy-assignment `dst[...] = src` between views: same shape required.
pub fn copy_into(dst: &Array, src: &Array) -> Res<()> {
    if dst.ndim() != src.ndim() {
        return Err(value_error(format!(
            "Buffer has wrong number of dimensions (expected {}, got {})",
            dst.ndim(),
            src.ndim()
        )));
    }
    for k in 0..dst.ndim() {
        if dst.shape[k] != src.shape[k] {
            return Err(value_error(format!(
                "got differing extents in dimension {k} (got {} and {})",
                dst.shape[k], src.shape[k]
            )));
        }
    }
    super::arrays::assign(dst, src)
}
