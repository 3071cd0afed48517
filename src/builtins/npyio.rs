//! `np.save` / `np.load` in NumPy's .npy format, through ndarray-npy (the
//! header and descriptors) and memmap2 (`mmap_mode='r'`). A save writes a
//! temporary file beside the target and renames it, so a failed save never
//! leaves a half-written file.

use super::fileio::os_error;
use super::{Builtin, no_more_kw, take_kw};
use crate::array::buffer::Buffer;
use crate::array::view::{c_strides, f_strides};
use crate::array::{Array, DType, Scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::{Res, new_exc, type_error, value_error};
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};
use ndarray_npy::{ViewNpyError, ViewNpyExt, WriteNpyExt};
use std::sync::Arc;

pub static TABLE: &[Builtin] = &[
    Builtin {
        name: "numpy.save",
        doc: "np.save(file, arr): write arr to file in .npy format ('.npy' added when missing)",
        run: save,
    },
    Builtin {
        name: "numpy.load",
        doc: "np.load(file, mmap_mode=None): read a .npy file; mmap_mode='r' maps it read-only instead",
        run: load,
    },
];

/// What a .npy file holds: element type, shape, order, where data starts.
struct Layout {
    dtype: DType,
    shape: Vec<usize>,
    fortran: bool,
    data_offset: usize,
}

/// Reads the header by viewing `bytes` as each element type in turn
/// until one matches the file's descriptor.
fn probe(bytes: &[u8]) -> Result<Layout, String> {
    macro_rules! try_as {
        ($t:ty, $d:expr) => {
            match ArrayViewD::<$t>::view_npy(bytes) {
                Ok(v) => {
                    // The data lies inside `bytes`, after the header.
                    let data_offset = (v.as_ptr() as usize)
                        .checked_sub(bytes.as_ptr() as usize)
                        .filter(|&o| o <= bytes.len())
                        .ok_or("its data does not follow its header")?;
                    return Ok(Layout {
                        dtype: $d,
                        shape: v.shape().to_vec(),
                        fortran: v.ndim() > 1 && !v.is_standard_layout(),
                        data_offset,
                    });
                }
                Err(ViewNpyError::WrongDescriptor(_)) => {}
                Err(e) => return Err(e.to_string()),
            }
        };
    }
    try_as!(f64, DType::F64);
    try_as!(f32, DType::F32);
    try_as!(i64, DType::I64);
    try_as!(i32, DType::I32);
    try_as!(i16, DType::I16);
    try_as!(i8, DType::I8);
    try_as!(u64, DType::U64);
    try_as!(u32, DType::U32);
    try_as!(u16, DType::U16);
    try_as!(u8, DType::U8);
    try_as!(bool, DType::Bool);
    Err(
        "its element type is not one arr has (bool, int8–int64, uint8–uint64, float32, float64)"
            .into(),
    )
}

fn path_arg(v: &Value, what: &str) -> Res<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        other => Err(type_error(format!(
            "{what}: expected a file name (str), got '{}'",
            other.type_name()
        ))),
    }
}

fn corrupt(path: &str, why: &str) -> Box<crate::eval::exc::Exc> {
    let why = if why.contains("failed to fill whole buffer") {
        "the file ends inside its header"
    } else {
        why
    };
    value_error(format!("'{path}' is not a .npy file arr can read: {why}"))
}

fn load(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let mmap = take_kw(&mut kw, "mmap_mode");
    let _ = take_kw(&mut kw, "allow_pickle");
    no_more_kw("load", &kw)?;
    let [file] = args.as_slice() else {
        return Err(type_error(format!(
            "load() takes 1 positional argument ({} given)",
            args.len()
        )));
    };
    let path = path_arg(file, "np.load")?;
    let mapped = match &mmap {
        None | Some(Value::None) => false,
        Some(Value::Str(m)) if m.as_ref() == "r" => true,
        Some(Value::Str(m)) if ["r+", "w+", "c"].contains(&m.as_ref()) => {
            return Err(value_error(format!(
                "mmap_mode '{m}': arr maps .npy files read-only; use mmap_mode='r'"
            )));
        }
        Some(other) => {
            return Err(value_error(format!(
                "mode must be one of ['r', 'c', 'r+', 'w+'] (got {})",
                other.repr()
            )));
        }
    };
    let (buf, layout) = if mapped {
        let f = std::fs::File::open(&path).map_err(|e| os_error(&e, &path))?;
        let buf = Buffer::map_file(&f).map_err(|e| os_error(&e, &path))?;
        let layout =
            probe(buf.mapped_bytes().unwrap_or_default()).map_err(|why| corrupt(&path, &why))?;
        (buf, layout)
    } else {
        let bytes = std::fs::read(&path).map_err(|e| os_error(&e, &path))?;
        let layout = probe(&bytes).map_err(|why| corrupt(&path, &why))?;
        let data = &bytes[layout.data_offset..];
        let buf = Buffer::from_bytes(data).ok_or_else(|| {
            new_exc(
                "MemoryError",
                format!("cannot allocate {} bytes", data.len()),
            )
        })?;
        let layout = Layout {
            data_offset: 0,
            ..layout
        };
        (buf, layout)
    };
    let item = layout.dtype.itemsize();
    let strides = if layout.fortran {
        f_strides(&layout.shape, item)
    } else {
        c_strides(&layout.shape, item)
    };
    Ok(Value::Array(Arc::new(Array {
        buf: Arc::new(buf),
        dtype: layout.dtype,
        offset: layout.data_offset,
        shape: layout.shape,
        strides,
        base: None,
        readonly: crate::array::view::ReadOnly::new(mapped),
    })))
}

/// The elements of `a` as `T`s, in C order or (for `fortran`) F order.
fn elements<T>(a: &Array, fortran: bool, conv: impl Fn(Scalar) -> T) -> Vec<T> {
    let vals = if fortran {
        let t = Array {
            shape: a.shape.iter().rev().copied().collect(),
            strides: a.strides.iter().rev().copied().collect(),
            ..a.clone()
        };
        t.values()
    } else {
        a.values()
    };
    vals.into_iter().map(conv).collect()
}

/// The .npy bytes of `a` (Fortran order when `a` is F- but not
/// C-contiguous, as NumPy writes it).
fn npy_bytes(a: &Array) -> Result<Vec<u8>, String> {
    let fortran = a.ndim() > 1 && a.is_f_contig() && !a.is_c_contig();
    let shape = IxDyn(&a.shape);
    let mut out = Vec::new();
    macro_rules! write_as {
        ($t:ty, $conv:expr) => {{
            let vals = elements::<$t>(a, fortran, $conv);
            let arr =
                ArrayD::from_shape_vec(shape.set_f(fortran), vals).map_err(|e| e.to_string())?;
            arr.write_npy(&mut out).map_err(|e| e.to_string())?;
        }};
    }
    let int = |s: Scalar| match s {
        Scalar::Int(i) => i,
        Scalar::Float(x) => x as i64,
        Scalar::Bool(b) => b as i64,
        Scalar::Complex(re, _) => re as i64,
    };
    match a.dtype {
        DType::F64 => write_as!(f64, |s: Scalar| s.as_f64()),
        DType::F32 => write_as!(f32, |s: Scalar| s.as_f64() as f32),
        DType::I64 => write_as!(i64, int),
        DType::I32 => write_as!(i32, |s| int(s) as i32),
        DType::I16 => write_as!(i16, |s| int(s) as i16),
        DType::I8 => write_as!(i8, |s| int(s) as i8),
        DType::U64 => write_as!(u64, |s| int(s) as u64),
        DType::U32 => write_as!(u32, |s| int(s) as u32),
        DType::U16 => write_as!(u16, |s| int(s) as u16),
        DType::U8 => write_as!(u8, |s| int(s) as u8),
        DType::Bool => write_as!(bool, |s| int(s) != 0),
        DType::C64 | DType::C128 => {
            return Err(format!(
                "saving {} arrays to .npy is not supported yet",
                a.dtype
            ));
        }
    }
    Ok(out)
}

fn save(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let _ = take_kw(&mut kw, "allow_pickle");
    no_more_kw("save", &kw)?;
    let [file, arr] = args.as_slice() else {
        return Err(type_error(format!(
            "save() takes 2 positional arguments ({} given)",
            args.len()
        )));
    };
    let mut path = path_arg(file, "np.save")?;
    if !path.ends_with(".npy") {
        path.push_str(".npy");
    }
    let a = match arr {
        Value::Array(a) | Value::MemView(a, _) => a.clone(),
        other => {
            return Err(type_error(format!(
                "np.save: arr saves arrays, not '{}'",
                other.type_name()
            )));
        }
    };
    let bytes = npy_bytes(&a).map_err(|e| value_error(format!("cannot save the array: {e}")))?;
    // Written beside the target and renamed over it: the file is either
    // the old one or the whole new one, whatever goes wrong.
    let tmp = format!("{path}.tmp-{}", std::process::id());
    let written = std::fs::write(&tmp, &bytes).and_then(|()| std::fs::rename(&tmp, &path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(os_error(&e, &path));
    }
    Ok(Value::None)
}
