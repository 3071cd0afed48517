//! What a reduction tree's resolution on loop entry can know before the
//! program runs. Which nodes fold to constants is fixed by the leaves'
//! kinds (a local or a literal always folds, a view element or the loop
//! variable never does), so the resolved array is built once as a
//! template; each entry copies it and fills in only the view leaves and
//! the folded subtrees' values. Re-deriving the whole array per entry
//! cost more than a 16-iteration loop's arithmetic (the pairwise
//! kernel's inner reduction).

use super::reduce::{ALeaf, RLeaf, resolve};
use super::rtree::{RNode, Resolved, TNode, Tree};
use crate::array::DType;
use crate::eval::frame::Frame;
use crate::sema::types::CInt;
use crate::syntax::ast::BinOp;

/// The most nodes a planned tree has: the largest array a tree is
/// resolved into (a vectorised body's).
const PLAN_MAX: usize = 64;

/// A tree's entry-time work: the template and where to patch it.
pub(super) struct Plan {
    template: Vec<RNode<'static>>,
    /// The loop-invariant nodes, children first: evaluated in this order
    /// on entry, each from its children's values.
    invariant: Vec<u8>,
    patches: Vec<Patch>,
}

enum Patch {
    /// A view or pointer leaf, resolved against the loop's range.
    Leaf(u8),
    /// The root of a loop-invariant subtree, folded to a constant (a
    /// double when `true`).
    Fold(u8, bool),
}

impl Plan {
    /// The plan for `nodes` (children first, root last), or `None` for a
    /// tree too large to resolve on the stack.
    pub(super) fn new(nodes: &[TNode]) -> Option<Plan> {
        if nodes.len() > PLAN_MAX {
            return None;
        }
        let invariant: Vec<bool> = nodes.iter().fold(Vec::new(), |mut inv, n| {
            let c = |a: &u8| inv[*a as usize];
            let here = match n {
                TNode::Leaf(l, _) => matches!(l, ALeaf::Const(_) | ALeaf::Local(_)),
                TNode::Int(_, _, a, b) | TNode::Flt(_, a, b) | TNode::MinMax(_, _, a, b) => {
                    c(a) && c(b)
                }
                TNode::Wrap(_, a) | TNode::ToF(a) | TNode::Math(_, a) => c(a),
                TNode::Temp(_) => false,
            };
            inv.push(here);
            inv
        });
        // A folded subtree is patched at its root: the root of the tree,
        // or a child of a node that varies with the loop.
        let mut fold_at = vec![false; nodes.len()];
        if let Some(last) = fold_at.last_mut() {
            *last = invariant[nodes.len() - 1];
        }
        for (p, n) in nodes.iter().enumerate() {
            if !invariant[p] {
                for c in children(n) {
                    fold_at[c as usize] |= invariant[c as usize];
                }
            }
        }
        let mut template = Vec::with_capacity(nodes.len());
        let mut patches = Vec::new();
        for (p, n) in nodes.iter().enumerate() {
            let at = u8::try_from(p).ok()?;
            if fold_at[p] {
                patches.push(Patch::Fold(at, is_float(n)));
                template.push(RNode::I(0));
                continue;
            }
            if invariant[p] {
                // Inside a folded subtree: never read.
                template.push(RNode::I(0));
                continue;
            }
            template.push(match *n {
                TNode::Leaf(ALeaf::Index | ALeaf::IndexF, float) => {
                    if float {
                        RNode::IndexF
                    } else {
                        RNode::Index
                    }
                }
                TNode::Leaf(..) => {
                    patches.push(Patch::Leaf(at));
                    RNode::I(0)
                }
                TNode::Int(op, k, a, b) => RNode::Int(op, k, a, b),
                TNode::Flt(op, a, b) => RNode::Flt(op, a, b),
                TNode::Wrap(k, a) => RNode::Wrap(k, a),
                TNode::ToF(a) => match template.get(a as usize) {
                    Some(RNode::Index) => RNode::IndexF,
                    _ => RNode::ToF(a),
                },
                TNode::Math(g, a) => RNode::Math(g, a),
                TNode::Temp(k) => RNode::Temp(k),
                TNode::MinMax(is_max, false, a, b) => RNode::IMinMax(is_max, a, b),
                TNode::MinMax(is_max, true, a, b) => RNode::FMinMax(is_max, a, b),
            });
        }
        let invariant = (0..nodes.len())
            .filter(|p| invariant[*p])
            .map(|p| p as u8)
            .collect();
        Some(Plan {
            template,
            invariant,
            patches,
        })
    }
}

fn children(n: &TNode) -> impl Iterator<Item = u8> {
    let (a, b) = match *n {
        TNode::Int(_, _, a, b) | TNode::Flt(_, a, b) | TNode::MinMax(_, _, a, b) => {
            (Some(a), Some(b))
        }
        TNode::Wrap(_, a) | TNode::ToF(a) | TNode::Math(_, a) => (Some(a), None),
        TNode::Leaf(..) | TNode::Temp(_) => (None, None),
    };
    a.into_iter().chain(b)
}

fn is_float(n: &TNode) -> bool {
    match n {
        TNode::Leaf(_, float) | TNode::MinMax(_, float, _, _) => *float,
        TNode::Flt(..) | TNode::ToF(_) | TNode::Math(..) => true,
        TNode::Int(..) | TNode::Wrap(..) | TNode::Temp(_) => false,
    }
}

/// The bits (an integer's, or a double's) of each of `plan`'s invariant
/// nodes, at its index, computed as the resolved loop would compute it.
fn fold<const N: usize>(f: &Frame, plan: &Plan, nodes: &[TNode]) -> Option<[u64; N]> {
    let mut vals = [0u64; N];
    for &p in &plan.invariant {
        let int = |a: u8| vals.get(a as usize).map(|b| *b as i64);
        let flt = |a: u8| vals.get(a as usize).map(|b| f64::from_bits(*b));
        let v = match nodes.get(p as usize)? {
            TNode::Leaf(ALeaf::Const(b), _) => *b,
            TNode::Leaf(ALeaf::Local(s), _) => *f.c.get(*s)?,
            TNode::Int(op, k, a, b) => super::rtree::int_op(*op, *k, int(*a)?, int(*b)?) as u64,
            TNode::Flt(op, a, b) => super::rtree::flt_op(*op, flt(*a)?, flt(*b)?).to_bits(),
            TNode::Wrap(k, a) => k.wrap(int(*a)?) as u64,
            TNode::ToF(a) => (int(*a)? as f64).to_bits(),
            TNode::Math(g, a) => g(flt(*a)?).to_bits(),
            TNode::MinMax(is_max, false, a, b) => {
                let (x, y) = (int(*a)?, int(*b)?);
                (if *is_max { x.max(y) } else { x.min(y) }) as u64
            }
            // Cython's min/max: the first argument wins ties, and a NaN
            // in it stays (as the lanes' `min_max` does).
            TNode::MinMax(is_max, true, a, b) => {
                let (x, y) = (flt(*a)?, flt(*b)?);
                let take = if *is_max { y > x } else { y < x };
                (if take { y } else { x }).to_bits()
            }
            TNode::Leaf(..) | TNode::Temp(_) => return None,
        };
        *vals.get_mut(p as usize)? = v;
    }
    Some(vals)
}

impl<'f, const N: usize> Resolved<'f, N> {
    /// Appends `t`'s nodes resolved for loop values `lo..=hi`: its
    /// template (children moved past what the array already holds) with
    /// the view leaves and folded values patched in. The root's index, or
    /// `None` when a leaf cannot be resolved for the whole range (the
    /// general loop then runs it and raises where it should) or the array
    /// is full.
    pub(super) fn extend(
        &mut self,
        f: &'f Frame,
        t: &Tree,
        islot: usize,
        lo: i64,
        hi: i64,
    ) -> Option<u8> {
        let plan = t.plan.as_ref()?;
        let nodes = &t.nodes;
        let base = self.len;
        let tpl = &plan.template;
        let dst = self.nodes.get_mut(base..base + tpl.len())?;
        if base == 0 {
            dst.copy_from_slice(tpl);
        } else {
            let by = u8::try_from(base).ok()?;
            for (d, n) in dst.iter_mut().zip(tpl) {
                *d = n.shifted(by);
            }
        }
        self.len = base + tpl.len();
        let vals: [u64; N] = if plan.invariant.is_empty() {
            [0; N]
        } else {
            fold(f, plan, nodes)?
        };
        for p in &plan.patches {
            let (at, node) = match *p {
                Patch::Leaf(at) => {
                    let TNode::Leaf(l, _) = nodes.get(at as usize)? else {
                        return None;
                    };
                    // The accumulator type only matters for constants,
                    // which never reach here.
                    match resolve::<i64>(f, l, islot, lo, hi)? {
                        RLeaf::Mv {
                            buf,
                            off,
                            step,
                            dtype,
                        } => (
                            at,
                            RNode::Mv {
                                buf,
                                off,
                                step,
                                dtype,
                            },
                        ),
                        _ => return None,
                    }
                }
                Patch::Fold(at, float) => {
                    let bits = *vals.get(at as usize)?;
                    let node = if float {
                        RNode::F(f64::from_bits(bits))
                    } else {
                        RNode::I(bits as i64)
                    };
                    (at, node)
                }
            };
            *self.nodes.get_mut(base + at as usize)? = node;
        }
        u8::try_from(self.len.checked_sub(1)?).ok()
    }
}

/// The C integer type node `Int(op, k, a, b)` computes in: `k`, or a
/// 64-bit type when the operands' ranges keep every result inside `k`
/// (`A[i, k] + A[j, k]` over `signed char` elements is an `int` that
/// never wraps), so the lanes skip a conversion pass.
pub(super) fn int_kind(nodes: &[TNode], op: BinOp, k: CInt, a: u8, b: u8) -> CInt {
    match (range(nodes, a), range(nodes, b)) {
        (Some(x), Some(y)) if contains(k.range(), op_range(op, x, y)) => CInt::LongLong,
        _ => k,
    }
}

/// The values integer node `at` may take, when known.
fn range(nodes: &[TNode], at: u8) -> Option<(i128, i128)> {
    Some(match nodes.get(at as usize)? {
        TNode::Leaf(ALeaf::Const(c), false) => (*c as i64 as i128, *c as i64 as i128),
        TNode::Leaf(ALeaf::Mv(m), false) => dtype_range(m.dtype)?,
        TNode::Leaf(ALeaf::Ptr { dtype, .. }, false) => dtype_range(*dtype)?,
        TNode::Int(op, k, a, b) => {
            let r = op_range(*op, range(nodes, *a)?, range(nodes, *b)?);
            if contains(k.range(), r) { r } else { k.range() }
        }
        TNode::Wrap(k, a) => match range(nodes, *a) {
            Some(r) if contains(k.range(), r) => r,
            _ => k.range(),
        },
        TNode::MinMax(_, false, a, b) => {
            let (x, y) = (range(nodes, *a)?, range(nodes, *b)?);
            (x.0.min(y.0), x.1.max(y.1))
        }
        _ => return None,
    })
}

fn op_range(op: BinOp, (a, b): (i128, i128), (c, d): (i128, i128)) -> (i128, i128) {
    match op {
        BinOp::Add => (a + c, b + d),
        BinOp::Sub => (a - d, b - c),
        _ => {
            let p = [a * c, a * d, b * c, b * d];
            (
                p.iter().copied().min().unwrap_or(0),
                p.iter().copied().max().unwrap_or(0),
            )
        }
    }
}

fn contains((lo, hi): (i128, i128), (a, b): (i128, i128)) -> bool {
    lo <= a && b <= hi
}

fn dtype_range(d: DType) -> Option<(i128, i128)> {
    Some(match d {
        DType::Bool => (0, 1),
        DType::I8 => (i8::MIN as i128, i8::MAX as i128),
        DType::U8 => (0, u8::MAX as i128),
        DType::I16 => (i16::MIN as i128, i16::MAX as i128),
        DType::U16 => (0, u16::MAX as i128),
        DType::I32 => (i32::MIN as i128, i32::MAX as i128),
        DType::U32 => (0, u32::MAX as i128),
        DType::I64 => (i64::MIN as i128, i64::MAX as i128),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invariant_subtrees_fold_and_the_rest_stays() {
        // (x + 3) * i over int: `x + 3` folds, `i` stays the index.
        let nodes = vec![
            TNode::Leaf(ALeaf::Local(0), false),
            TNode::Leaf(ALeaf::Const(3), false),
            TNode::Int(BinOp::Add, CInt::Int, 0, 1),
            TNode::Leaf(ALeaf::Index, false),
            TNode::Int(BinOp::Mul, CInt::Int, 2, 3),
        ];
        let plan = Plan::new(&nodes).expect("small tree");
        assert!(matches!(plan.patches.as_slice(), [Patch::Fold(2, false)]));
        assert!(matches!(plan.template[3], RNode::Index));
        assert!(matches!(
            plan.template[4],
            RNode::Int(BinOp::Mul, CInt::Int, 2, 3)
        ));
    }

    #[test]
    fn a_wholly_invariant_tree_folds_at_its_root() {
        let nodes = vec![
            TNode::Leaf(ALeaf::Const(2.5f64.to_bits()), true),
            TNode::Math(crate::eval::cmath::math1("sqrt").expect("sqrt"), 0),
        ];
        let plan = Plan::new(&nodes).expect("small tree");
        assert!(matches!(plan.patches.as_slice(), [Patch::Fold(1, true)]));
    }

    #[test]
    fn an_int_sum_of_small_elements_needs_no_wrap_but_a_wide_one_does() {
        let leaf = |dtype| {
            TNode::Leaf(
                ALeaf::Ptr {
                    slot: 0,
                    idx: super::super::leaf::Ix::Const(0),
                    dtype,
                },
                false,
            )
        };
        let small = [leaf(DType::I8), leaf(DType::I8)];
        assert_eq!(
            int_kind(&small, BinOp::Add, CInt::Int, 0, 1),
            CInt::LongLong
        );
        let wide = [leaf(DType::I32), leaf(DType::I8)];
        assert_eq!(int_kind(&wide, BinOp::Add, CInt::Int, 0, 1), CInt::Int);
        assert_eq!(int_kind(&small, BinOp::Mul, CInt::SChar, 0, 1), CInt::SChar);
    }
}
