//! Which arrays see the same memory — `np.shares_memory` (exactly: some
//! element of one overlaps some element of the other) and
//! `np.may_share_memory` (their byte ranges overlap) — and `np.require`,
//! which copies an array only when it lacks a layout or property asked
//! for.

use super::{Builtin, arity, take_kw};
use crate::array::Array;
use crate::eval::arrays::{copy_of, parse_dtype, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

fn pair(name: &str, args: &[Value], kw: &mut Kwargs) -> Res<(Arc<Array>, Arc<Array>)> {
    arity(name, args, 2, 3)?;
    take_kw(kw, "max_work");
    super::unsupported_kw(name, kw)?;
    Ok((to_array(&args[0], None)?, to_array(&args[1], None)?))
}

fn ranges_meet(a: &Array, b: &Array) -> bool {
    if !Arc::ptr_eq(&a.buf, &b.buf) || a.size() == 0 || b.size() == 0 {
        return false;
    }
    let ((alo, ahi), (blo, bhi)) = (a.extents(), b.extents());
    alo < bhi && blo < ahi
}

/// The sorted half-open byte ranges of a view's elements.
fn element_ranges(a: &Array) -> Vec<(usize, usize)> {
    let size = a.itemsize();
    let mut r: Vec<(usize, usize)> = a.offsets().map(|o| (o, o + size)).collect();
    r.sort_unstable();
    r
}

fn elements_meet(a: &Array, b: &Array) -> bool {
    if !ranges_meet(a, b) {
        return false;
    }
    let (ra, rb) = (element_ranges(a), element_ranges(b));
    let (mut i, mut j) = (0, 0);
    while i < ra.len() && j < rb.len() {
        let ((s1, e1), (s2, e2)) = (ra[i], rb[j]);
        if s1 < e2 && s2 < e1 {
            return true;
        }
        if e1 <= e2 {
            i += 1;
        } else {
            j += 1;
        }
    }
    false
}

fn shares_memory(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let (a, b) = pair("shares_memory", &args, &mut kw)?;
    Ok(Value::Bool(elements_meet(&a, &b)))
}

fn may_share_memory(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let (a, b) = pair("may_share_memory", &args, &mut kw)?;
    Ok(Value::Bool(ranges_meet(&a, &b)))
}

/// What `np.require`'s requirements ask for.
#[derive(Default)]
struct Wants {
    c: bool,
    f: bool,
    own: bool,
    write: bool,
}

fn wants(v: Option<Value>) -> Res<Wants> {
    let mut w = Wants::default();
    let names: Vec<Value> = match v {
        None | Some(Value::None) => Vec::new(),
        Some(Value::Str(s)) => vec![Value::Str(s)],
        Some(Value::List(l)) => l.lock().to_vec(),
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(other) => {
            return Err(type_error(format!(
                "requirements must be a string or a sequence of strings, not {}",
                other.type_name()
            )));
        }
    };
    for n in names {
        let Value::Str(s) = &n else {
            return Err(type_error("requirements must be strings"));
        };
        match s.to_ascii_uppercase().as_str() {
            "C" | "C_CONTIGUOUS" | "CONTIGUOUS" => w.c = true,
            "F" | "F_CONTIGUOUS" | "FORTRAN" => w.f = true,
            "O" | "OWNDATA" => w.own = true,
            "W" | "WRITEABLE" => w.write = true,
            "A" | "ALIGNED" | "E" | "ENSUREARRAY" => {}
            _ => return Err(key_error(&n)),
        }
    }
    if w.c && w.f {
        return Err(value_error("Cannot specify both C and Fortran contiguous."));
    }
    Ok(w)
}

/// `np.require(a, dtype=None, requirements=None)`: `a` itself when it
/// already has the dtype and every requirement, else a copy that does.
fn require(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("require", &args, 1, 3)?;
    let mut args = args.into_iter();
    let a = args.next().unwrap_or(Value::None);
    let dtype = args.next().or_else(|| take_kw(&mut kw, "dtype"));
    let reqs = args.next().or_else(|| take_kw(&mut kw, "requirements"));
    take_kw(&mut kw, "like");
    super::unsupported_kw("require", &kw)?;
    let dtype = match dtype {
        None | Some(Value::None) => None,
        Some(d) => Some(parse_dtype(&d)?),
    };
    let w = wants(reqs)?;
    let arr = to_array(&a, None)?;
    let fresh = !matches!(a, Value::Array(_));
    let needs_copy = dtype.is_some_and(|d| d != arr.dtype)
        || (w.c && !arr.is_c_contig())
        || (w.f && !arr.is_f_contig())
        || (w.own && arr.base.is_some() && !fresh)
        || (w.write && arr.readonly.get());
    if !needs_copy {
        return Ok(match a {
            Value::Array(_) => a,
            _ => Value::Array(arr),
        });
    }
    let fortran = w.f || (!w.c && arr.is_f_contig() && !arr.is_c_contig());
    let copy = copy_of(&arr, dtype.unwrap_or(arr.dtype), fortran)?;
    Ok(Value::Array(Arc::new(copy)))
}

pub const TABLE: &[Builtin] = &[
    b!(
        "numpy.shares_memory",
        "np.shares_memory(a, b): whether some element of a and some element of b overlap in memory",
        shares_memory
    ),
    b!(
        "numpy.may_share_memory",
        "np.may_share_memory(a, b): whether the memory ranges of a and b overlap",
        may_share_memory
    ),
    b!(
        "numpy.require",
        "np.require(a, dtype=None, requirements=None): a, or a copy with the dtype and the flags asked for ('C', 'F', 'O', 'W', 'A', 'E')",
        require
    ),
];
