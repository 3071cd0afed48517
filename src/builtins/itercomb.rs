//! `itertools`' combinatoric iterators: their input read whole, their
//! tuples built in Python's order (the same index algorithms as
//! CPython's), refusing absurd sizes with MemoryError.

use super::core::{as_index, make_iter};
use super::{arity, no_more_kw, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::collect;
use crate::eval::value::Value;

/// Fails with MemoryError rather than building an absurd result.
fn guard(n: u128) -> Res<()> {
    if n > 1 << 26 {
        return Err(memory_error(""));
    }
    Ok(())
}

pub(super) fn product(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let rep = match take_kw(&mut kw, "repeat") {
        Some(v) => as_index(&v)?,
        None => 1,
    };
    no_more_kw("product", &kw)?;
    if rep < 0 {
        return Err(value_error("repeat argument cannot be negative"));
    }
    let mut pools = Vec::new();
    for a in &args {
        pools.push(collect(a, f)?);
    }
    let pools: Vec<Vec<Value>> = (0..rep).flat_map(|_| pools.iter().cloned()).collect();
    guard(pools.iter().map(|p| p.len() as u128).product())?;
    let mut out: Vec<Vec<Value>> = vec![Vec::new()];
    for pool in &pools {
        let mut next = Vec::with_capacity(out.len() * pool.len());
        for prefix in &out {
            for x in pool {
                let mut t = prefix.clone();
                t.push(x.clone());
                next.push(t);
            }
        }
        out = next;
    }
    Ok(make_iter(
        out.into_iter().map(Value::tuple).collect(),
        "itertools.product",
    ))
}

/// The `r` argument of the combinatoric iterators.
fn r_arg(args: &[Value], kw: &mut Kwargs, n: usize, default: bool) -> Res<Option<usize>> {
    let r = args.get(1).cloned().or_else(|| take_kw(kw, "r"));
    match r {
        None | Some(Value::None) if default => Ok(Some(n)),
        None | Some(Value::None) => Err(type_error("missing required argument 'r'")),
        Some(v) => {
            let r = as_index(&v)?;
            if r < 0 {
                return Err(value_error("r must be non-negative"));
            }
            Ok(usize::try_from(r).ok().filter(|&r| r <= n))
        }
    }
}

pub(super) fn permutations(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("permutations", &args, 1, 2)?;
    let pool = collect(&args[0], f)?;
    let n = pool.len();
    let Some(r) = r_arg(&args, &mut kw, n, true)? else {
        return Ok(make_iter(Vec::new(), "itertools.permutations"));
    };
    guard((n - r + 1..=n).map(|k| k as u128).product())?;
    // Python's algorithm: indices and cycles, so the order matches.
    let mut indices: Vec<usize> = (0..n).collect();
    let mut cycles: Vec<usize> = (0..r).map(|i| n - i).collect();
    let mut out = vec![Value::tuple(
        indices[..r].iter().map(|&i| pool[i].clone()).collect(),
    )];
    'outer: loop {
        if n == 0 {
            break;
        }
        for i in (0..r).rev() {
            cycles[i] -= 1;
            if cycles[i] == 0 {
                let moved = indices.remove(i);
                indices.push(moved);
                cycles[i] = n - i;
            } else {
                let j = cycles[i];
                indices.swap(i, n - j);
                out.push(Value::tuple(
                    indices[..r].iter().map(|&k| pool[k].clone()).collect(),
                ));
                continue 'outer;
            }
        }
        break;
    }
    Ok(make_iter(out, "itertools.permutations"))
}

/// Index tuples of r-combinations of n, in lexicographic order; `repl`
/// allows an index again.
fn combination_indices(n: usize, r: usize, repl: bool) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if !repl && r > n || repl && n == 0 && r > 0 {
        return out;
    }
    let mut idx: Vec<usize> = if repl { vec![0; r] } else { (0..r).collect() };
    loop {
        out.push(idx.clone());
        let Some(i) = (0..r).rev().find(|&i| {
            if repl {
                idx[i] != n - 1
            } else {
                idx[i] != i + n - r
            }
        }) else {
            return out;
        };
        if repl {
            let v = idx[i] + 1;
            for x in &mut idx[i..] {
                *x = v;
            }
        } else {
            idx[i] += 1;
            for j in i + 1..r {
                idx[j] = idx[j - 1] + 1;
            }
        }
    }
}

fn binomial(n: u128, k: u128) -> u128 {
    (0..k).fold(1u128, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

fn combos(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs, repl: bool) -> Res<Value> {
    let name = if repl {
        "combinations_with_replacement"
    } else {
        "combinations"
    };
    arity(name, &args, 1, 2)?;
    let pool = collect(&args[0], f)?;
    let n = pool.len();
    let r = match args.get(1).cloned().or_else(|| take_kw(&mut kw, "r")) {
        Some(v) => as_index(&v)?,
        None => return Err(type_error("missing required argument 'r'")),
    };
    if r < 0 {
        return Err(value_error("r must be non-negative"));
    }
    let r = r as usize;
    let count = if repl {
        binomial((n + r).saturating_sub(1) as u128, r as u128)
    } else if r <= n {
        binomial(n as u128, r as u128)
    } else {
        0
    };
    guard(count)?;
    let out = combination_indices(n, r, repl)
        .into_iter()
        .map(|ix| Value::tuple(ix.into_iter().map(|i| pool[i].clone()).collect()))
        .collect();
    let kind = if repl {
        "itertools.combinations_with_replacement"
    } else {
        "itertools.combinations"
    };
    Ok(make_iter(out, kind))
}

pub(super) fn combinations(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    combos(f, args, kw, false)
}

pub(super) fn combinations_with_replacement(
    f: &mut Frame,
    args: Vec<Value>,
    kw: Kwargs,
) -> Res<Value> {
    combos(f, args, kw, true)
}
