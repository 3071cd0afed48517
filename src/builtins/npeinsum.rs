//! `np.einsum(subscripts, *operands)`: Einstein summation over labelled
//! axes, explicit (`'ij,jk->ik'`) or implicit (`'ij,jk'`: the labels used
//! once, in alphabetical order). Each output element sums, over every
//! value of the labels not in the output, the product of the operands'
//! elements those labels pick.

use super::{Builtin, no_more_kw};
use crate::array::view::next_index;
use crate::array::{DType, Scalar};
use crate::eval::arrays::{from_scalars, np_scalar, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The operands' labels and the output's, from the subscripts string.
fn parse(spec: &str, n_ops: usize) -> Res<(Vec<Vec<char>>, Vec<char>)> {
    let spec: String = spec.chars().filter(|c| !c.is_whitespace()).collect();
    if spec.contains('.') {
        return Err(not_implemented(
            "arr does not support '...' in np.einsum subscripts yet",
        ));
    }
    let (ins, out) = match spec.split_once("->") {
        Some((i, o)) => (i.to_string(), Some(o.to_string())),
        None => (spec.clone(), None),
    };
    let inputs: Vec<Vec<char>> = ins.split(',').map(|s| s.chars().collect()).collect();
    if inputs.len() != n_ops {
        return Err(value_error(
            "more operands provided to einstein sum function than specified in the subscripts string",
        ));
    }
    for c in inputs.iter().flatten() {
        if !c.is_ascii_alphabetic() {
            return Err(value_error(format!(
                "invalid subscript '{c}' in einstein sum subscripts string, subscripts must be letters"
            )));
        }
    }
    let output: Vec<char> = match out {
        Some(o) => {
            let o: Vec<char> = o.chars().collect();
            for (k, c) in o.iter().enumerate() {
                if o[..k].contains(c) {
                    return Err(value_error(format!(
                        "einstein sum subscripts string includes output subscript '{c}' multiple times"
                    )));
                }
                if !inputs.iter().flatten().any(|x| x == c) {
                    return Err(value_error(format!(
                        "einstein sum subscripts string included output subscript '{c}' which never appeared in an input"
                    )));
                }
            }
            o
        }
        None => {
            let mut once: Vec<char> = inputs
                .iter()
                .flatten()
                .copied()
                .filter(|c| inputs.iter().flatten().filter(|x| *x == c).count() == 1)
                .collect();
            once.sort_unstable();
            once
        }
    };
    Ok((inputs, output))
}

fn einsum(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    no_more_kw("einsum", &kw)?;
    let Some((Value::Str(spec), operands)) = args.split_first() else {
        return Err(type_error(
            "einsum(): the first argument must be the subscripts string",
        ));
    };
    let arrays = operands
        .iter()
        .map(|v| to_array(v, None))
        .collect::<Res<Vec<_>>>()?;
    let (inputs, output) = parse(spec, arrays.len())?;
    // Every label's extent, checked to agree between operands.
    let mut labels: Vec<(char, usize)> = Vec::new();
    for (k, (a, subs)) in arrays.iter().zip(&inputs).enumerate() {
        if subs.len() > a.ndim() {
            return Err(value_error(format!(
                "einstein sum subscripts string contains too many subscripts for operand {k}"
            )));
        }
        if subs.len() < a.ndim() {
            return Err(value_error(
                "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.",
            ));
        }
        for (c, &n) in subs.iter().zip(&a.shape) {
            match labels.iter().find(|(l, _)| l == c) {
                Some(&(_, m)) if m != n && m != 1 && n != 1 => {
                    return Err(value_error(format!(
                        "operands could not be broadcast together with remapped shapes [original->remapped]: dimension for subscript '{c}' is {m} and {n}"
                    )));
                }
                Some(_) => {}
                None => labels.push((*c, n)),
            }
        }
    }
    let extent = |c: char| labels.iter().find(|(l, _)| *l == c).map_or(1, |(_, n)| *n);
    let summed: Vec<char> = labels
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| !output.contains(c))
        .collect();
    let order: Vec<char> = output.iter().chain(&summed).copied().collect();
    let dims: Vec<usize> = order.iter().map(|&c| extent(c)).collect();
    let dt = arrays
        .iter()
        .map(|a| a.dtype)
        .reduce(DType::promote)
        .unwrap_or(DType::F64);
    // Where each operand's axes find their label in `order`.
    let picks: Vec<Vec<usize>> = inputs
        .iter()
        .map(|subs| {
            subs.iter()
                .map(|c| order.iter().position(|o| o == c).unwrap_or(0))
                .collect()
        })
        .collect();
    let n_out: usize = dims[..output.len()].iter().product();
    let n_sum: usize = dims[output.len()..].iter().product();
    let mut out = Vec::with_capacity(n_out);
    let mut idx = vec![0usize; order.len()];
    let mut at = Vec::with_capacity(8);
    for _ in 0..n_out {
        let mut acc = dt.wrap(Scalar::Int(0));
        for _ in 0..n_sum {
            let mut prod = dt.wrap(Scalar::Int(1));
            for (a, p) in arrays.iter().zip(&picks) {
                at.clear();
                // A length-1 axis broadcasts against its label's extent.
                at.extend(
                    p.iter()
                        .zip(&a.shape)
                        .map(|(&k, &n)| if n == 1 { 0 } else { idx[k] }),
                );
                prod = arith(prod, a.load(a.offset_of(&at)), dt, true);
            }
            acc = arith(acc, prod, dt, false);
            next_index(&mut idx[output.len()..], &dims[output.len()..]);
        }
        out.push(acc);
        next_index(&mut idx[..output.len()], &dims[..output.len()]);
    }
    let shape: Vec<usize> = dims[..output.len()].to_vec();
    if shape.is_empty() {
        return Ok(np_scalar(
            out.first().copied().unwrap_or(Scalar::Int(0)),
            dt,
        ));
    }
    Ok(Value::Array(Arc::new(from_scalars(&out, dt, &shape)?)))
}

/// `x * y` (`mul`) or `x + y` in the result type, rounded to it after
/// each operation as NumPy's loops are (a bool sum is `or`, its product
/// `and`).
fn arith(x: Scalar, y: Scalar, dt: DType, mul: bool) -> Scalar {
    match dt {
        DType::Bool => Scalar::Bool(if mul {
            x.truthy() && y.truthy()
        } else {
            x.truthy() || y.truthy()
        }),
        d if d.is_complex() => {
            let ((a, b), (c, e)) = (x.as_complex(), y.as_complex());
            let z = if mul {
                Scalar::Complex(a * c - b * e, a * e + b * c)
            } else {
                Scalar::Complex(a + c, b + e)
            };
            d.wrap(z)
        }
        d if d.is_float() => {
            let (a, b) = (x.as_f64(), y.as_f64());
            d.wrap(Scalar::Float(if mul { a * b } else { a + b }))
        }
        d => {
            let (a, b) = (x.as_i64(), y.as_i64());
            d.wrap(Scalar::Int(if mul {
                a.wrapping_mul(b)
            } else {
                a.wrapping_add(b)
            }))
        }
    }
}

pub const TABLE: &[Builtin] = &[b!(
    "numpy.einsum",
    "np.einsum(subscripts, *operands): Einstein summation (no '...')",
    einsum
)];
