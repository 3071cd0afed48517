//! Vectorised loop bodies: a counted loop whose body only computes C
//! temporaries and stores into typed views —
//!
//! ```text
//! for y in range(ny):
//!     tmp = min(max(a1[x, y], 2), 10)
//!     tmp = tmp * a + a2[x, y] * b
//!     r[x, y] = tmp + c
//! ```
//!
//! runs statement by statement over blocks of 64 iterations: each
//! statement's expression tree is evaluated for the whole block (one
//! dispatch per node per block), temporaries live in lane arrays, and
//! stores write the block's elements in order. The result is the
//! sequential loop's whenever no store can be seen by another iteration's
//! load: a view stored to must not share its buffer with any other view
//! the body reads or writes at a different place (checked on loop entry;
//! otherwise, or when a view cannot be resolved for the whole range, the
//! statements run one iteration at a time as usual).

use super::Compiler;
use super::rtree::{BLOCK, RNode, Resolved, TempMap, Tree};
use crate::array::DType;
use crate::eval::call::Flow;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::parallel::Runner;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;
use std::sync::atomic::Ordering::Relaxed;

/// Nodes of all statements' trees together.
const MAX_NODES: usize = 64;
/// Temporaries a body may have.
const MAX_TEMPS: usize = 8;
/// Iterations below which the sequential loop is cheaper.
const MIN_ITERS: i64 = 8;

enum VStmt {
    /// C local `slot` (temporary `k`) takes the tree's value.
    Temp {
        slot: usize,
        k: u8,
        float: bool,
        tree: Tree,
    },
    /// A typed view's element takes the tree's value.
    /// (`dest` is the element as a leaf.)
    Store { dest: Tree, float: bool, tree: Tree },
}

pub(super) struct VBody {
    stmts: Vec<VStmt>,
    n_temps: usize,
    islot: usize,
    span: Span,
}

impl Compiler<'_> {
    /// `body` as a vectorised body, when every statement is an assignment
    /// of a tree to a C local (int or double) or to a view element.
    pub(super) fn vector_body(&self, var: &Var, body: &[HStmt], span: Span) -> Option<VBody> {
        let (Place::Local(islot), true) = (var.place, var.ty.is_c_int()) else {
            return None;
        };
        let islot = islot as usize;
        let mut tm = TempMap::default();
        for s in body {
            if let SKind::Assign(ts, _) = &s.kind
                && let [HTarget::Var(v, _)] = ts.as_slice()
                && let Place::Local(slot) = v.place
            {
                tm.assigned.push(slot as usize);
            }
        }
        if tm.assigned.contains(&islot) {
            return None;
        }
        let mut stmts = Vec::new();
        let mut size = 0;
        for s in body {
            let SKind::Assign(ts, value) = &s.kind else {
                return None;
            };
            let (float, int) = match &value.ty {
                Ty::Double => (true, false),
                Ty::Int(_) => (false, true),
                _ => return None,
            };
            let tree = self.tree_of(value, islot, &tm)?;
            size += tree.size();
            match ts.as_slice() {
                [HTarget::Var(v, _)] => {
                    let Place::Local(slot) = v.place else {
                        return None;
                    };
                    let slot = slot as usize;
                    if !(v.ty == Ty::Double || int && v.ty == value.ty) {
                        return None;
                    }
                    let k = match tm.written.iter().find(|t| t.0 == slot) {
                        Some(&(_, k)) => k,
                        None => {
                            let k = tm.written.len() as u8;
                            tm.written.push((slot, k));
                            k
                        }
                    };
                    stmts.push(VStmt::Temp {
                        slot,
                        k,
                        float,
                        tree,
                    });
                }
                [HTarget::MvIndex(base, idx, sp)] => {
                    let at = self.mv_at(base, idx, *sp)?;
                    let ok = match at.dtype {
                        DType::F64 => float,
                        DType::F32 | DType::Bool => false,
                        _ => int,
                    };
                    if !ok {
                        return None;
                    }
                    let dest = Tree::leaf(super::reduce::ALeaf::Mv(at), false);
                    stmts.push(VStmt::Store { dest, float, tree });
                }
                _ => return None,
            }
        }
        let n_temps = tm.written.len();
        (size <= MAX_NODES && n_temps <= MAX_TEMPS && !stmts.is_empty()).then_some(VBody {
            stmts,
            n_temps,
            islot,
            span,
        })
    }
}

/// The vectorised body in front of the sequential `scalar` runner.
pub(super) fn vector_runner(v: VBody, scalar: Runner) -> Runner {
    Box::new(move |f, a, st, n| {
        if n >= MIN_ITERS
            && let Some(r) = run(f, &v, a, st, n)
        {
            return r;
        }
        scalar(f, a, st, n)
    })
}

fn run(f: &mut Frame, v: &VBody, a: i64, st: i64, n: i64) -> Option<Res<Flow>> {
    let (lo, hi) = super::reduce::extent(a, st, n);
    let last = if st > 0 { hi } else { lo };
    let fr: &Frame = f;
    let mut r = Resolved::<MAX_NODES>::new();
    // Per statement: its value's node, and a store's destination node.
    let mut roots: Vec<(u8, Option<u8>)> = Vec::with_capacity(v.stmts.len());
    for s in &v.stmts {
        roots.push(match s {
            VStmt::Temp { tree, .. } => (r.extend(fr, tree, v.islot, lo, hi)?, None),
            VStmt::Store { dest, tree, .. } => (
                r.extend(fr, tree, v.islot, lo, hi)?,
                Some(r.extend(fr, dest, v.islot, lo, hi)?),
            ),
        });
    }
    let dests: Vec<u8> = roots.iter().filter_map(|(_, d)| *d).collect();
    if !independent(&r, &dests) {
        return None;
    }
    let mut temps = vec![[0u64; BLOCK]; v.n_temps];
    let mut ints = [0i64; BLOCK];
    let mut flts = [0f64; BLOCK];
    let stop = &fr.rt.interrupt;
    let mut i = a;
    let mut done = 0i64;
    let mut blocks = 0u32;
    while done < n {
        blocks = blocks.wrapping_add(1);
        if blocks & 15 == 0 && stop.load(Relaxed) {
            return Some(Err(new_exc("KeyboardInterrupt", "").at(v.span)));
        }
        let len = (n - done).min(BLOCK as i64) as usize;
        for (s, &(root, dest)) in v.stmts.iter().zip(&roots) {
            match s {
                VStmt::Temp { k, float, .. } => {
                    if *float {
                        r.flt(&temps, root, i, st, &mut flts[..len])?;
                        let lanes = &mut temps[*k as usize][..len];
                        lanes
                            .iter_mut()
                            .zip(&flts)
                            .for_each(|(l, x)| *l = x.to_bits());
                    } else {
                        r.int(&temps, root, i, st, &mut ints[..len])?;
                        let lanes = &mut temps[*k as usize][..len];
                        lanes
                            .iter_mut()
                            .zip(&ints)
                            .for_each(|(l, x)| *l = *x as u64);
                    }
                }
                VStmt::Store { float, .. } => {
                    let RNode::Mv {
                        buf,
                        off,
                        step,
                        dtype,
                    } = r.node(dest?)
                    else {
                        return None;
                    };
                    let w = buf.writer()?;
                    let width = dtype.itemsize();
                    let mut at = off.wrapping_add((i as isize).wrapping_mul(step));
                    let dd = (st as isize).wrapping_mul(step);
                    if *float {
                        r.flt(&temps, root, i, st, &mut flts[..len])?;
                        for x in &flts[..len] {
                            if !w.store_bits(at as usize, width, x.to_bits()) {
                                return None;
                            }
                            at = at.wrapping_add(dd);
                        }
                    } else {
                        r.int(&temps, root, i, st, &mut ints[..len])?;
                        for x in &ints[..len] {
                            if !w.store_bits(at as usize, width, *x as u64) {
                                return None;
                            }
                            at = at.wrapping_add(dd);
                        }
                    }
                }
            }
        }
        i = i.wrapping_add((len as i64).wrapping_mul(st));
        done += len as i64;
    }
    // What the sequential loop leaves: the last iteration's temporaries
    // and index.
    let last_lane = ((n - 1) % BLOCK as i64) as usize;
    for s in &v.stmts {
        if let VStmt::Temp { slot, k, .. } = s {
            f.c[*slot] = temps[*k as usize][last_lane];
        }
    }
    f.c[v.islot] = last as u64;
    Some(Ok(Flow::Normal))
}

/// Can the body run a block at a time? Every view element a store writes
/// must be touched by no other iteration: a store needs a non-zero step,
/// and any other view on its buffer (read or written) must be the very
/// same elements.
fn independent(r: &Resolved<MAX_NODES>, dests: &[u8]) -> bool {
    let mvs: Vec<(*const crate::array::buffer::Buffer, isize, isize, DType)> = r.nodes[..r.len]
        .iter()
        .filter_map(|n| match *n {
            RNode::Mv {
                buf,
                off,
                step,
                dtype,
            } => Some((buf as *const _, off, step, dtype)),
            _ => None,
        })
        .collect();
    dests.iter().all(|&d| {
        let RNode::Mv {
            buf,
            off,
            step,
            dtype,
        } = r.node(d)
        else {
            return false;
        };
        let me = (buf as *const _, off, step, dtype);
        step != 0 && mvs.iter().all(|m| m.0 != me.0 || *m == me)
    })
}
