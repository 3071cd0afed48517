//! `np.pad(array, pad_width, mode='constant', constant_values=0)` with the
//! modes `constant`, `edge`, `wrap`, `reflect` and `symmetric`.
//!
//! Each output element is found from its index: inside the original it is
//! the original's element; in a pad it is the constant or, for the other
//! modes, the element the mode maps the index to. NumPy pads one axis
//! after another, each over the full extent of the others, so a corner
//! of a constant pad takes the last padded axis's value; so here.

use super::{Builtin, arity, take_kw};
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, to_array, value_scalar};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Constant,
    Edge,
    Wrap,
    Reflect,
    Symmetric,
}

/// Each mode's name, as `mode=` takes it.
const MODES: [(&str, Mode); 5] = [
    ("constant", Mode::Constant),
    ("edge", Mode::Edge),
    ("wrap", Mode::Wrap),
    ("reflect", Mode::Reflect),
    ("symmetric", Mode::Symmetric),
];

/// A `(nd, 2)` argument as NumPy broadcasts it (`n`, `(n,)`, `(b, a)`,
/// `((b, a),)`, `((b0, a0), (b1, a1), …)`), each item read by `item`.
fn per_axis<T: Copy>(
    v: &Value,
    nd: usize,
    what: &str,
    item: &dyn Fn(&Value) -> Res<T>,
) -> Res<Vec<(T, T)>> {
    let bad = || value_error(format!("unable to broadcast {what} to shape ({nd}, 2)"));
    let seq = |v: &Value| -> Option<Vec<Value>> {
        match v {
            Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
                crate::eval::ops::iterate_to_vec(v).ok()
            }
            _ => None,
        }
    };
    let pair = |xs: &[Value]| -> Res<(T, T)> {
        match xs {
            [x] => Ok((item(x)?, item(x)?)),
            [b, a] => Ok((item(b)?, item(a)?)),
            _ => Err(bad()),
        }
    };
    let Some(outer) = seq(v) else {
        let x = item(v)?;
        return Ok(vec![(x, x); nd]);
    };
    let rows: Vec<Option<Vec<Value>>> = outer.iter().map(seq).collect();
    if rows.iter().all(Option::is_none) {
        let p = pair(&outer)?;
        return Ok(vec![p; nd]);
    }
    let rows: Vec<Vec<Value>> = rows.into_iter().collect::<Option<_>>().ok_or_else(bad)?;
    match rows.len() {
        1 => Ok(vec![pair(&rows[0])?; nd]),
        n if n == nd => rows.iter().map(|r| pair(r)).collect(),
        _ => Err(bad()),
    }
}

/// The source index along an axis of length `n` for output position `i`
/// (`before` pad elements first), or None for a constant pad.
fn source(i: i64, before: i64, n: i64, mode: Mode) -> Option<i64> {
    let k = i - before;
    if (0..n).contains(&k) {
        return Some(k);
    }
    Some(match mode {
        Mode::Constant => return None,
        Mode::Edge => k.clamp(0, n - 1),
        Mode::Wrap => k.rem_euclid(n),
        Mode::Reflect if n == 1 => 0,
        Mode::Reflect => {
            let p = 2 * (n - 1);
            let m = k.rem_euclid(p);
            if m < n { m } else { p - m }
        }
        Mode::Symmetric => {
            let p = 2 * n;
            let m = k.rem_euclid(p);
            if m < n { m } else { p - 1 - m }
        }
    })
}

fn pad(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("pad", &args, 2, 3)?;
    let a = to_array(&args[0], None)?;
    let mode = match args.get(2).cloned().or_else(|| take_kw(&mut kw, "mode")) {
        None => Mode::Constant,
        Some(Value::Str(s)) => match MODES.iter().find(|(n, _)| *n == s.as_ref()) {
            Some(&(_, m)) => m,
            None => {
                return Err(not_implemented(format!(
                    "arr does not support np.pad's mode '{s}' yet"
                )));
            }
        },
        Some(other) => {
            return Err(type_error(format!(
                "mode must be a string, not '{}'",
                other.type_name()
            )));
        }
    };
    let constants = take_kw(&mut kw, "constant_values");
    if let Some((k, _)) = kw.first() {
        return Err(type_error(format!(
            "pad() got an unexpected keyword argument '{k}'"
        )));
    }
    if constants.is_some() && mode != Mode::Constant {
        let name = MODES
            .iter()
            .find(|(_, m)| *m == mode)
            .map_or("", |(n, _)| *n);
        return Err(value_error(format!(
            "unsupported keyword arguments for mode '{name}': {{'constant_values'}}"
        )));
    }
    let nd = a.ndim();
    let width = per_axis(&args[1], nd, "pad_width", &|v| {
        let w = crate::eval::ops::to_cint(v, crate::sema::types::CInt::Long)?;
        if w < 0 {
            return Err(value_error("index can't contain negative values"));
        }
        Ok(w)
    })?;
    let consts = match &constants {
        Some(c) => per_axis(c, nd, "constant_values", &value_scalar)?,
        None => vec![(Scalar::Int(0), Scalar::Int(0)); nd],
    };
    let shape: Vec<usize> = a
        .shape
        .iter()
        .zip(&width)
        .map(|(&n, &(b, e))| n + b as usize + e as usize)
        .collect();
    if a.size() == 0 && mode != Mode::Constant && shape != a.shape {
        return Err(value_error(
            "can't extend empty axis 0 using modes other than 'constant' or 'empty'",
        ));
    }
    let total: usize = shape.iter().product();
    let mut out = Vec::with_capacity(total);
    let mut idx = vec![0usize; nd];
    let mut src = vec![0usize; nd];
    for _ in 0..total {
        let mut constant = None;
        for ax in 0..nd {
            let (b, _) = width[ax];
            match source(idx[ax] as i64, b, a.shape[ax] as i64, mode) {
                Some(s) => src[ax] = s as usize,
                None => {
                    let (lo, hi) = consts[ax];
                    constant = Some(if (idx[ax] as i64) < b { lo } else { hi });
                }
            }
        }
        out.push(match constant {
            Some(c) => c,
            None => a.load(a.offset_of(&src)),
        });
        crate::array::view::next_index(&mut idx, &shape);
    }
    let dt: DType = a.dtype;
    Ok(Value::Array(Arc::new(from_scalars(&out, dt, &shape)?)))
}

pub const TABLE: &[Builtin] = &[b!(
    "numpy.pad",
    "np.pad(array, pad_width, mode='constant', constant_values=0): modes constant, edge, wrap, reflect, symmetric",
    pad
)];
