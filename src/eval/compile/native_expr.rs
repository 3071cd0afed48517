//! C expressions lowered to kernel expressions, each as `cexpr.rs`
//! computes it (see `native.rs`).

use super::native::{Lowering, SiteKind};
use crate::array::DType;
use crate::array::native::{self as k, Kind};
use crate::sema::hir::*;
use crate::sema::types::{CInt, FloatToInt, Ty};
use crate::source::Span;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};

type Lo<T> = Option<T>;

// Shorthands for building kernel expressions, shared by the lowering's
// modules.
pub(super) fn bx(e: k::Expr) -> Box<k::Expr> {
    Box::new(e)
}

pub(super) fn un(op: k::Un, x: k::Expr) -> k::Expr {
    k::Expr::Un(op, bx(x))
}

pub(super) fn bin(op: k::Bin, a: k::Expr, b: k::Expr) -> k::Expr {
    k::Expr::Bin(op, bx(a), bx(b))
}

pub(super) fn cmp(op: k::Cmp, a: k::Expr, b: k::Expr) -> k::Expr {
    k::Expr::Cmp(op, bx(a), bx(b))
}

pub(super) fn var(v: u32) -> k::Expr {
    k::Expr::Var(v)
}

fn seq(s: Vec<k::Stmt>, x: k::Expr) -> k::Expr {
    if s.is_empty() {
        x
    } else {
        k::Expr::Seq(s, bx(x))
    }
}

/// The value of a constant integer expression (a literal, possibly
/// wrapped to a type).
fn const_of(e: &k::Expr) -> Option<i64> {
    match e {
        k::Expr::I(i) => Some(*i),
        k::Expr::Un(k::Un::Wrap { bits, signed }, x) => {
            let v = const_of(x)?;
            let sh = 64 - u32::from(*bits);
            Some(if *signed {
                (v << sh) >> sh
            } else {
                ((v as u64) << sh >> sh) as i64
            })
        }
        _ => None,
    }
}

/// `x` wrapped to the C integer type `c` (`CInt::wrap`).
pub(super) fn wrap(c: CInt, x: k::Expr) -> k::Expr {
    let bits = c.bits();
    if bits >= 64 {
        return x;
    }
    un(
        k::Un::Wrap {
            bits: bits as u8,
            signed: c.signed(),
        },
        x,
    )
}

pub(super) fn int_kind(t: &Ty) -> CInt {
    match t {
        Ty::Int(c) => *c,
        _ => CInt::Int,
    }
}

/// The kernel comparison of a C comparison operator.
fn cmp_op(op: CmpOp, float: bool, unsigned: bool) -> Lo<k::Cmp> {
    use k::Cmp::*;
    Some(match (op, float, unsigned) {
        (CmpOp::Eq, true, _) => FEq,
        (CmpOp::Ne, true, _) => FNe,
        (CmpOp::Lt, true, _) => FLt,
        (CmpOp::Le, true, _) => FLe,
        (CmpOp::Gt, true, _) => FGt,
        (CmpOp::Ge, true, _) => FGe,
        (CmpOp::Eq, false, _) => Eq,
        (CmpOp::Ne, false, _) => Ne,
        (CmpOp::Lt, false, false) => LtS,
        (CmpOp::Le, false, false) => LeS,
        (CmpOp::Gt, false, false) => GtS,
        (CmpOp::Ge, false, false) => GeS,
        (CmpOp::Lt, false, true) => LtU,
        (CmpOp::Le, false, true) => LeU,
        (CmpOp::Gt, false, true) => GtU,
        (CmpOp::Ge, false, true) => GeU,
        _ => return None,
    })
}

/// `rand()` for a kernel: nothing here unwinds.
extern "C" fn libc_rand(_: i64, _: i64) -> i64 {
    crate::builtins::libc_stdlib::rand()
}

impl Lowering<'_> {
    /// An expression of a C integer type or bint (`Compiler::int`).
    pub(super) fn int(&mut self, e: &HExpr) -> Lo<k::Expr> {
        if Self::kind_of(&e.ty)? != Kind::I {
            return None;
        }
        if let Some(x) = self.either_kind(e) {
            return x;
        }
        let c = int_kind(&e.ty);
        Some(match &e.kind {
            HKind::Int(i) => k::Expr::I(*i),
            HKind::Bool(b) => k::Expr::I(*b as i64),
            HKind::Load(v) => self.load(v)?,
            HKind::StructField(..) => self.struct_field(e)?,
            HKind::Convert(inner) if let Some(x) = self.field_read(inner, &e.ty) => x,
            HKind::Convert(inner) if let Some(x) = self.item_read(inner, &e.ty) => x,
            HKind::Convert(inner) if let Some(x) = self.len_read(inner, &e.ty) => x,
            HKind::Convert(inner) if let Some(x) = self.bound_read(inner, &e.ty) => x,
            HKind::Convert(inner) => self.int_from(inner, &e.ty)?,
            HKind::Unary(op, x) => {
                let x = self.int(x)?;
                match op {
                    UnOp::Not => un(k::Un::NotI, x),
                    UnOp::Neg => wrap(c, un(k::Un::NegI, x)),
                    UnOp::Invert => wrap(c, un(k::Un::InvI, x)),
                    UnOp::Pos => x,
                }
            }
            HKind::Binary(op, a, b) => self.int_binary(*op, a, b, c, e.span)?,
            HKind::Compare(head, pairs) if matches!(&head.kind, HKind::Convert(x) if x.ty.is_complex()) => {
                self.complex_compare(head, pairs)?
            }
            HKind::Compare(head, pairs) if let Some(x) = self.char_in(head, pairs) => x,
            HKind::Compare(head, pairs) if head.ty.is_pointer() => {
                self.pointer_equality(head, pairs)?
            }
            HKind::Compare(head, pairs) => self.compare(head, pairs)?,
            HKind::And(a, b) | HKind::Or(a, b) => {
                let and = matches!(e.kind, HKind::And(..));
                let (x, y) = (self.int(a)?, self.int(b)?);
                let t = self.temp(Kind::I);
                let pick = if and {
                    k::Expr::If(bx(var(t)), bx(y), bx(var(t)))
                } else {
                    k::Expr::If(bx(var(t)), bx(var(t)), bx(y))
                };
                seq(vec![k::Stmt::Set(t, x)], pick)
            }
            HKind::IfExp(cnd, a, b) => {
                k::Expr::If(bx(self.int(cnd)?), bx(self.int(a)?), bx(self.int(b)?))
            }
            HKind::CBuiltin("__ptrdiff__", args) => self.pointer_distance(args)?,
            HKind::CBuiltin(name, args) => self.int_builtin(name, args, c)?,
            HKind::MvIndex(base, idx) => {
                let Ty::Memview(t) = &base.ty else {
                    return None;
                };
                if t.dtype.is_float() || t.dtype.is_complex() {
                    return None;
                }
                k::Expr::Load(self.view_access(base, idx, e.span)?)
            }
            HKind::PtrIndex(base, i) => {
                let (Ty::Ptr(Some(d)) | Ty::CArray(d, _)) = base.ty else {
                    return None;
                };
                if d.is_float() || d.is_complex() {
                    return None;
                }
                k::Expr::Load(self.ptr_access(base, i, e.span)?)
            }
            HKind::MvDim(base, which, kx) => self.mv_dim(base, which, kx)?,
            HKind::CppIndex(v, i) => k::Expr::Load(self.vec_access(v, i, e.span)?),
            _ => return None,
        })
    }

    /// The expressions `int` and `flt` lower alike: a walrus, an inlined
    /// call's bindings, a call (None: `e` is none of them).
    fn either_kind(&mut self, e: &HExpr) -> Option<Lo<k::Expr>> {
        Some(match &e.kind {
            HKind::Walrus(v, x) => (|| {
                let x = self.any(x)?;
                let set = self.set(v, x)?;
                Some(seq(vec![set], self.load(v)?))
            })(),
            HKind::Let(binds, body) => (|| {
                let s = self.lets(binds)?;
                Some(seq(s, self.any(body)?))
            })(),
            HKind::CallDirect(id, args) => (|| {
                let (x, kind) = self.call(*id, args, e.span)?;
                (Some(kind) == Self::kind_of(&e.ty)).then_some(x)
            })(),
            HKind::CallVirtual(id, name, args) => (|| {
                let (x, kind) = self.virtual_call(*id, name, args, e.span)?;
                (Some(kind) == Self::kind_of(&e.ty)).then_some(x)
            })(),
            _ => return None,
        })
    }

    pub(super) fn lets(&mut self, binds: &[(Var, HExpr)]) -> Lo<Vec<k::Stmt>> {
        let mut out = Vec::new();
        for (v, x) in binds {
            if !v.ty.is_c() || x.ty != v.ty {
                return None;
            }
            let x = self.any(x)?;
            out.push(self.set(v, x)?);
        }
        Some(out)
    }

    /// `Compiler::int_from`.
    fn int_from(&mut self, inner: &HExpr, to: &Ty) -> Lo<k::Expr> {
        if let Some(x) = self.vec_query(inner, to) {
            return x.map(|x| match to {
                Ty::Int(c) => wrap(*c, x),
                _ => x,
            });
        }
        Some(match (&inner.ty, to) {
            // A C int: see `Compiler::int_from`.
            (Ty::Int(_) | Ty::Bint, Ty::Bint) => wrap(CInt::Int, self.int(inner)?),
            (Ty::Int(_) | Ty::Bint, Ty::Int(c)) => wrap(*c, self.int(inner)?),
            (Ty::Float | Ty::Double, Ty::Bint) => un(k::Un::FTruth, self.flt(inner)?),
            (Ty::Ucs4, Ty::Int(c)) => wrap(*c, self.ucs4(inner)?),
            (Ty::Ucs4, Ty::Bint) => cmp(k::Cmp::Ne, self.ucs4(inner)?, k::Expr::I(0)),
            (Ty::Float | Ty::Double, Ty::Int(c)) => {
                let x = self.flt(inner)?;
                match c.float_conversion() {
                    FloatToInt::Unsigned64 => un(k::Un::FToU, x),
                    FloatToInt::Signed64 => wrap(*c, un(k::Un::FToI, x)),
                    FloatToInt::Signed32 => wrap(*c, un(k::Un::FToI32, x)),
                }
            }
            _ => return None,
        })
    }

    /// `IntOp::build` for operator `op` of C type `c`.
    fn int_binary(&mut self, op: BinOp, a: &HExpr, b: &HExpr, c: CInt, span: Span) -> Lo<k::Expr> {
        self.int_binary_as(op, a, b, c, span, self.dir.cdivision)
    }

    /// `int_binary`, with `//` and `%` truncating (C's) when `cdiv`.
    fn int_binary_as(
        &mut self,
        op: BinOp,
        a: &HExpr,
        b: &HExpr,
        c: CInt,
        span: Span,
        cdiv: bool,
    ) -> Lo<k::Expr> {
        let ovf = self.dir.overflowcheck;
        if ovf && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
            return None;
        }
        // (The exponent of `**` and a shift's amount keep their own type.)
        let (x, y) = (self.int(a)?, self.int(b)?);
        let full = c.bits() >= 64;
        let unsigned = !c.signed();
        let plain = |o| wrap(c, bin(o, x.clone(), y.clone()));
        Some(match op {
            BinOp::Add => plain(k::Bin::Add),
            BinOp::Sub => plain(k::Bin::Sub),
            BinOp::Mul => plain(k::Bin::Mul),
            BinOp::BitAnd => plain(k::Bin::And),
            BinOp::BitOr => plain(k::Bin::Or),
            BinOp::BitXor => plain(k::Bin::Xor),
            BinOp::Shl => plain(k::Bin::Shl),
            BinOp::Shr if unsigned && full => bin(k::Bin::ShrU, x, y),
            BinOp::Shr => plain(k::Bin::ShrS),
            BinOp::Pow => {
                let g = if unsigned {
                    crate::eval::cmath::ipow_u
                } else {
                    crate::eval::cmath::ipow
                };
                wrap(c, k::Expr::CallI2(g, bx(x), bx(y)))
            }
            BinOp::FloorDiv | BinOp::Mod => {
                let is_div = op == BinOp::FloorDiv;
                let p = self.temp(Kind::I);
                let mut s = vec![k::Stmt::Set(p, x)];
                // A constant divisor stays in the division (no temporary,
                // no check that cannot fire), where the code generator can
                // turn it into a multiplication.
                let konst = const_of(&y);
                let q = match konst {
                    Some(d) => k::Expr::I(d),
                    None => {
                        let t = self.temp(Kind::I);
                        s.push(k::Stmt::Set(t, y));
                        var(t)
                    }
                };
                if konst.is_none_or(|d| d == 0) {
                    let zero = self.zero_div(span);
                    s.push(k::Stmt::Guard(
                        cmp(k::Cmp::Eq, q.clone(), k::Expr::I(0)),
                        zero,
                    ));
                }
                if is_div && !cdiv && c.signed() && konst.is_none_or(|d| d == -1) {
                    let min = c.range().0 as i64;
                    let site = self.div_overflow(span);
                    let bad = bin(
                        k::Bin::And,
                        cmp(k::Cmp::Eq, q.clone(), k::Expr::I(-1)),
                        cmp(k::Cmp::Eq, var(p), k::Expr::I(min)),
                    );
                    s.push(k::Stmt::Guard(bad, site));
                }
                // Both operands fit 32 bits: the 32-bit divide is the
                // faster instruction, as `cexpr.rs` found for `n % i`.
                let narrow = c.signed() && c.bits() <= 32;
                let (div, rem) = if narrow {
                    (k::Bin::DivS32, k::Bin::RemS32)
                } else {
                    (k::Bin::DivS, k::Bin::RemS)
                };
                let r = if unsigned && full {
                    let o = if is_div { k::Bin::DivU } else { k::Bin::RemU };
                    bin(o, var(p), q)
                } else if cdiv {
                    bin(if is_div { div } else { rem }, var(p), q)
                } else {
                    self.floor_div_mod(is_div, p, q, (div, rem), &mut s)
                };
                seq(s, wrap(c, r))
            }
            BinOp::Div | BinOp::MatMul => return None,
        })
    }

    /// Python's floor `//` or `%` of temporaries `p` and `q` (q non-zero):
    /// the truncating result, adjusted when the remainder and the divisor
    /// differ in sign.
    fn floor_div_mod(
        &mut self,
        is_div: bool,
        p: u32,
        q: k::Expr,
        (div, rem): (k::Bin, k::Bin),
        s: &mut Vec<k::Stmt>,
    ) -> k::Expr {
        // A positive power of two: the arithmetic shift is the floor
        // quotient and the mask the floor remainder, in two's complement
        // (`n // 2`, `n % 2` of Collatz and bit-twiddling loops).
        if let k::Expr::I(c) = q
            && c > 0
            && (c as u64).is_power_of_two()
        {
            return if is_div {
                bin(k::Bin::ShrS, var(p), k::Expr::I(c.trailing_zeros() as i64))
            } else {
                bin(k::Bin::And, var(p), k::Expr::I(c - 1))
            };
        }
        let (d, m, adj) = (self.temp(Kind::I), self.temp(Kind::I), self.temp(Kind::I));
        // `%` needs no quotient, and the code generator cannot drop an
        // unused division (the instruction may trap).
        if is_div {
            s.push(k::Stmt::Set(d, bin(div, var(p), q.clone())));
        }
        s.push(k::Stmt::Set(m, bin(rem, var(p), q.clone())));
        // A positive constant divisor: the remainder needs adjusting
        // exactly when it is negative, and `m >> 63` is then -1 (all
        // ones), else 0 -- three instructions on the loop's critical path
        // instead of eight (`fib_mod`'s `t % 1000000007`).
        if matches!(q, k::Expr::I(c) if c > 0) {
            let sign = bin(k::Bin::ShrS, var(m), k::Expr::I(63));
            return if is_div {
                bin(k::Bin::Add, var(d), sign)
            } else {
                bin(k::Bin::Add, var(m), bin(k::Bin::And, sign, q))
            };
        }
        // adjust = m != 0 && (m < 0) != (q < 0), as 0 or 1.
        let signs = cmp(
            k::Cmp::LtS,
            bin(k::Bin::Xor, var(m), q.clone()),
            k::Expr::I(0),
        );
        let nonzero = cmp(k::Cmp::Ne, var(m), k::Expr::I(0));
        s.push(k::Stmt::Set(adj, bin(k::Bin::And, nonzero, signs)));
        if is_div {
            bin(k::Bin::Sub, var(d), var(adj))
        } else {
            // m + (adjust ? q : 0)
            let add = bin(k::Bin::And, q, un(k::Un::NegI, var(adj)));
            bin(k::Bin::Add, var(m), add)
        }
    }

    /// `Compiler::compare`: a chain in one C type, evaluated left to right,
    /// each operand once, stopping at the first comparison that fails.
    fn compare(&mut self, head: &HExpr, pairs: &[(CmpOp, HExpr)]) -> Lo<k::Expr> {
        let kind = Self::kind_of(&head.ty)?;
        let float = kind == Kind::F;
        let unsigned = matches!(head.ty, Ty::Int(c) if c.is_u64());
        if let [(op, second)] = pairs {
            let o = cmp_op(*op, float, unsigned)?;
            if let Some(rem) = self.remainder_tested_for_zero(*op, head, second) {
                return Some(cmp(o, rem?, k::Expr::I(0)));
            }
            return Some(cmp(o, self.any(head)?, self.any(second)?));
        }
        let first = self.any(head)?;
        let t0 = self.temp(kind);
        let tail = self.chain(t0, pairs, kind, float, unsigned)?;
        Some(seq(vec![k::Stmt::Set(t0, first)], tail))
    }

    /// `a % b == 0` (or `!=`, either side) for signed C ints: Python's
    /// floor remainder is zero exactly when C's truncating one is (they
    /// differ only by `b` when non-zero, and `|r| < |b|`), so the test
    /// takes the bare remainder and skips the sign adjustment, as the
    /// trial division of `primes` does on every step. The zero-divisor
    /// check stays.
    fn remainder_tested_for_zero(
        &mut self,
        op: CmpOp,
        head: &HExpr,
        second: &HExpr,
    ) -> Option<Lo<k::Expr>> {
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) {
            return None;
        }
        let modulo = match (&head.kind, &second.kind) {
            (_, HKind::Int(0)) => head,
            (HKind::Int(0), _) => second,
            _ => return None,
        };
        let (HKind::Binary(BinOp::Mod, a, b), Ty::Int(c)) = (&modulo.kind, &modulo.ty) else {
            return None;
        };
        if !c.signed() {
            return None;
        }
        Some(self.int_binary_as(BinOp::Mod, a, b, *c, modulo.span, true))
    }

    fn chain(
        &mut self,
        left: u32,
        pairs: &[(CmpOp, HExpr)],
        kind: Kind,
        float: bool,
        unsigned: bool,
    ) -> Lo<k::Expr> {
        let ((op, e), rest) = pairs.split_first()?;
        if Self::kind_of(&e.ty)? != kind {
            return None;
        }
        let o = cmp_op(*op, float, unsigned)?;
        let right = self.any(e)?;
        let t = self.temp(kind);
        let test = cmp(o, var(left), var(t));
        let value = if rest.is_empty() {
            test
        } else {
            let more = self.chain(t, rest, kind, float, unsigned)?;
            k::Expr::If(bx(test), bx(more), bx(k::Expr::I(0)))
        };
        Some(seq(vec![k::Stmt::Set(t, right)], value))
    }

    /// Integer C builtins (`Compiler::int`'s `CBuiltin` arms).
    fn int_builtin(&mut self, name: &str, args: &[HExpr], c: CInt) -> Lo<k::Expr> {
        match (name, args) {
            // The interpreter's own generator, so the sequence goes on
            // across kernels and closures.
            ("rand", []) => Some(k::Expr::CallI2(
                libc_rand,
                bx(k::Expr::I(0)),
                bx(k::Expr::I(0)),
            )),
            // glibc's `isinf` gives -1 for minus infinity.
            ("isinf", [a, ..]) => {
                let x = self.flt(a)?;
                let t = self.temp(Kind::F);
                let inf = un(k::Un::IsInf, var(t));
                let sign = un(k::Un::SignBit, var(t));
                let signed = k::Expr::If(bx(sign), bx(un(k::Un::NegI, inf.clone())), bx(inf));
                Some(seq(vec![k::Stmt::Set(t, x)], signed))
            }
            ("isnan" | "isfinite" | "signbit", [a, ..]) => {
                let x = self.flt(a)?;
                let op = match name {
                    "isnan" => k::Un::IsNan,
                    "isfinite" => k::Un::IsFinite,
                    _ => k::Un::SignBit,
                };
                Some(un(op, x))
            }
            ("abs", [a]) => {
                let x = self.int(a)?;
                let t = self.temp(Kind::I);
                let neg = cmp(k::Cmp::LtS, var(t), k::Expr::I(0));
                let abs = k::Expr::If(bx(neg), bx(un(k::Un::NegI, var(t))), bx(var(t)));
                Some(seq(vec![k::Stmt::Set(t, x)], wrap(c, abs)))
            }
            ("min" | "max", [first, rest @ ..]) if !rest.is_empty() => {
                // best = first; each later v replaces it when strictly
                // smaller (min) or larger (max).
                let less = if c.is_u64() { k::Cmp::LtU } else { k::Cmp::LtS };
                let more = if c.is_u64() { k::Cmp::GtU } else { k::Cmp::GtS };
                let o = if name == "min" { less } else { more };
                let best = self.temp(Kind::I);
                let mut s = vec![k::Stmt::Set(best, self.int(first)?)];
                for r in rest {
                    let v = self.temp(Kind::I);
                    s.push(k::Stmt::Set(v, self.int(r)?));
                    s.push(k::Stmt::If(
                        cmp(o, var(v), var(best)),
                        vec![k::Stmt::Set(best, var(v))],
                        vec![],
                    ));
                }
                Some(seq(s, var(best)))
            }
            _ => None,
        }
    }

    /// `m.shape[k]` / `m.strides[k]` with a constant `k`.
    fn mv_dim(&mut self, base: &HExpr, which: &str, kx: &HExpr) -> Lo<k::Expr> {
        let HKind::Int(axis) = kx.kind else {
            return None;
        };
        let (buf, fixed, ndim) = self.view_ref(base)?;
        if !(0..8).contains(&axis) {
            return None;
        }
        if axis >= ndim as i64 {
            // Cython's 8-entry arrays: extents and strides past the view's
            // axes are 0, suboffsets -1.
            return Some(k::Expr::I(if which == "suboffsets" { -1 } else { 0 }));
        }
        // A sub-view's axes are its argument's last ones.
        let axis = (axis as usize + fixed.len()) as u8;
        Some(match which {
            "shape" => k::Expr::Dim {
                buf,
                stride: false,
                axis,
            },
            "strides" => k::Expr::Dim {
                buf,
                stride: true,
                axis,
            },
            _ => k::Expr::I(-1),
        })
    }

    /// Whether an index is known not to be negative: a constant, or a loop
    /// variable counting up (`Scope::nonneg`), read as a 64-bit signed
    /// value.
    fn nonneg(&self, e: &HExpr) -> bool {
        match &e.kind {
            HKind::Int(i) => *i >= 0,
            HKind::Load(v) => self.scope.nonneg.contains(&v.place),
            HKind::Convert(x) => {
                matches!(e.ty, Ty::Int(c) if c.bits() == 64 && c.signed()) && self.nonneg(x)
            }
            _ => false,
        }
    }

    /// An element of a typed view variable.
    pub(super) fn view_access(&mut self, base: &HExpr, idx: &[HExpr], span: Span) -> Lo<k::Access> {
        let Ty::Memview(t) = &base.ty else {
            return None;
        };
        if idx.len() != t.ndim as usize {
            return None;
        }
        let own = idx.iter().map(|i| self.int(i)).collect::<Lo<Vec<_>>>()?;
        let (buf, fixed, _) = self.view_ref(base)?;
        let site = self.sub_view_sites(fixed.len(), idx.len(), span);
        // A sub-view's fixed indices come first, in range already.
        let index = fixed.iter().map(|&i| k::Expr::Var(i)).chain(own).collect();
        let wrap = fixed
            .iter()
            .map(|_| false)
            .chain(idx.iter().map(|i| self.dir.wraparound && !self.nonneg(i)))
            .collect();
        Some(k::Access {
            buf,
            dtype: t.dtype,
            index,
            wrap,
            site,
            imag: false,
        })
    }

    /// `p[i]` of a pointer or C array variable.
    pub(super) fn ptr_access(&mut self, base: &HExpr, i: &HExpr, span: Span) -> Lo<k::Access> {
        let (Ty::Ptr(Some(d)) | Ty::CArray(d, _)) = base.ty else {
            return None;
        };
        // `p[j].f` of a struct pointer (sema's `PtrField` indexed by 0):
        // element `j * size / w + off / w` of the field's type, when the
        // layout puts every field at a multiple of its width (it does
        // unless the struct is packed).
        if let (HKind::PtrField(p, j, size, off), HKind::Int(0)) = (&base.kind, &i.kind) {
            let w = d.itemsize();
            if w == 0 || size % w != 0 || off % w != 0 {
                return None;
            }
            let j = self.int(j)?;
            // Where `j * size + off` leaves i64 the interpreter raises
            // (`field_bytes`); inside, the index is exact and the access's
            // own check gives the interpreter's error for its byte.
            let (sz, of) = (*size as i128, *off as i128);
            let hi = ((i64::MAX as i128 - of) / sz) as i64;
            let lo = (-(-(i64::MIN as i128) / sz)) as i64;
            let t = self.temp(Kind::I);
            let overflow = self.site(SiteKind::PtrOffsetOverflow, span);
            let outside = bin(
                k::Bin::Or,
                cmp(k::Cmp::GtS, var(t), k::Expr::I(hi)),
                cmp(k::Cmp::LtS, var(t), k::Expr::I(lo)),
            );
            let index = seq(
                vec![k::Stmt::Set(t, j), k::Stmt::Guard(outside, overflow)],
                bin(
                    k::Bin::Add,
                    bin(k::Bin::Mul, var(t), k::Expr::I((size / w) as i64)),
                    k::Expr::I((off / w) as i64),
                ),
            );
            let (buf, _) = self.arg(p)?;
            return Some(self.pointer_access(buf, d, index, true, span));
        }
        let index = self.int(i)?;
        let index = self.walked_index(base, index)?;
        let (buf, _) = self.arg(base)?;
        Some(self.pointer_access(buf, d, index, false, span))
    }

    /// Element `index` of pointer argument `buf` (a struct `field`'s
    /// element, by its byte offset, when `field`).
    fn pointer_access(
        &mut self,
        buf: u32,
        d: DType,
        index: k::Expr,
        field: bool,
        span: Span,
    ) -> k::Access {
        let site = self.pointer_site(buf, d, field, span);
        k::Access {
            buf,
            dtype: d,
            index: vec![index],
            wrap: vec![false],
            site,
            imag: false,
        }
    }

    /// An expression of type float or double (`Compiler::flt`).
    pub(super) fn flt(&mut self, e: &HExpr) -> Lo<k::Expr> {
        if Self::kind_of(&e.ty)? != Kind::F {
            return None;
        }
        if let Some(x) = self.either_kind(e) {
            return x;
        }
        let single = e.ty == Ty::Float;
        let round = |x: k::Expr| if single { un(k::Un::RoundF32, x) } else { x };
        Some(match &e.kind {
            HKind::Float(x) => k::Expr::F(*x),
            HKind::Int(i) => k::Expr::F(*i as f64),
            HKind::Load(v) => self.load(v)?,
            HKind::StructField(..) => self.struct_field(e)?,
            HKind::Convert(inner) if let Some(x) = self.field_read(inner, &e.ty) => x,
            HKind::Convert(inner) if let Some(x) = self.item_read(inner, &e.ty) => x,
            HKind::Convert(inner) => round(self.double_from(inner)?),
            HKind::Unary(op, x) => {
                let x = self.flt(x)?;
                match op {
                    UnOp::Neg => un(k::Un::NegF, x),
                    _ => x,
                }
            }
            HKind::Binary(op, a, b) => round(self.flt_binary(*op, a, b, e.span)?),
            HKind::IfExp(cnd, a, b) => {
                k::Expr::If(bx(self.int(cnd)?), bx(self.flt(a)?), bx(self.flt(b)?))
            }
            HKind::And(a, b) | HKind::Or(a, b) => {
                let and = matches!(e.kind, HKind::And(..));
                let (x, y) = (self.flt(a)?, self.flt(b)?);
                let t = self.temp(Kind::F);
                let truth = un(k::Un::FTruth, var(t));
                let pick = if and {
                    k::Expr::If(bx(truth), bx(y), bx(var(t)))
                } else {
                    k::Expr::If(bx(truth), bx(var(t)), bx(y))
                };
                seq(vec![k::Stmt::Set(t, x)], pick)
            }
            // Cython's complex pow is not rounded to float (`cexpr::cmath`).
            HKind::CBuiltin("cpow", args) => self.cpow(args, e.span)?,
            HKind::CBuiltin(name @ ("creal" | "cimag" | "cabs" | "carg"), args) => {
                self.complex_real(name, args, e.ty == Ty::Float)?
            }
            HKind::CBuiltin(name, args) => round(self.cmath(name, args)?),
            HKind::PtrIndex(base, i) => {
                let (Ty::Ptr(Some(d)) | Ty::CArray(d, _)) = base.ty else {
                    return None;
                };
                if !d.is_float() {
                    return None;
                }
                k::Expr::Load(self.ptr_access(base, i, e.span)?)
            }
            HKind::MvIndex(base, idx) => {
                let Ty::Memview(t) = &base.ty else {
                    return None;
                };
                if !t.dtype.is_float() {
                    return None;
                }
                let x = k::Expr::Load(self.view_access(base, idx, e.span)?);
                if single && t.dtype != DType::F32 {
                    un(k::Un::RoundF32, x)
                } else {
                    x
                }
            }
            // A vector of floats holds them rounded already.
            HKind::CppIndex(v, i) => k::Expr::Load(self.vec_access(v, i, e.span)?),
            _ => return None,
        })
    }

    /// `Compiler::double_from`.
    pub(super) fn double_from(&mut self, inner: &HExpr) -> Lo<k::Expr> {
        Some(match &inner.ty {
            Ty::Int(c) if c.is_u64() => un(k::Un::UToF, self.int(inner)?),
            Ty::Int(_) | Ty::Bint => un(k::Un::IToF, self.int(inner)?),
            Ty::Float | Ty::Double => self.flt(inner)?,
            _ => return None,
        })
    }

    /// `Compiler::flt_binary` (before the rounding of a float result).
    fn flt_binary(&mut self, op: BinOp, a: &HExpr, b: &HExpr, span: Span) -> Lo<k::Expr> {
        let cdiv = self.dir.cdivision;
        if op == BinOp::Pow && super::cexpr::float_const(b) == Some(2.0) {
            let x = self.flt(a)?;
            let t = self.temp(Kind::F);
            return Some(seq(
                vec![k::Stmt::Set(t, x)],
                bin(k::Bin::FMul, var(t), var(t)),
            ));
        }
        let (x, y) = (self.flt(a)?, self.flt(b)?);
        let direct = |o| Some(bin(o, x.clone(), y.clone()));
        match op {
            BinOp::Add => return direct(k::Bin::FAdd),
            BinOp::Sub => return direct(k::Bin::FSub),
            BinOp::Mul => return direct(k::Bin::FMul),
            BinOp::Pow => return Some(k::Expr::Call2(crate::eval::cmath::POW, bx(x), bx(y))),
            BinOp::Div | BinOp::Mod | BinOp::FloorDiv => {}
            _ => return None,
        }
        let (p, q) = (self.temp(Kind::F), self.temp(Kind::F));
        let mut s = vec![k::Stmt::Set(p, x), k::Stmt::Set(q, y)];
        if !cdiv {
            let msg = if op == BinOp::Mod {
                "float divmod()"
            } else {
                "float division"
            };
            let site = self.float_zero(msg, span);
            s.push(k::Stmt::Guard(
                cmp(k::Cmp::FEq, var(q), k::Expr::F(0.0)),
                site,
            ));
        }
        let r = match op {
            BinOp::Div => bin(k::Bin::FDiv, var(p), var(q)),
            BinOp::Mod if cdiv => k::Expr::Call2(crate::eval::cmath::FMOD, bx(var(p)), bx(var(q))),
            BinOp::Mod => k::Expr::Call2(crate::eval::cmath::PY_MOD, bx(var(p)), bx(var(q))),
            _ => k::Expr::Call2(crate::eval::cmath::PY_FLOORDIV, bx(var(p)), bx(var(q))),
        };
        Some(seq(s, r))
    }

    /// `p ** q` through complex pow: an error when the result is complex.
    fn cpow(&mut self, args: &[HExpr], span: Span) -> Lo<k::Expr> {
        let [a, b] = args else { return None };
        let (x, y) = (self.flt(a)?, self.flt(b)?);
        let (p, q) = (self.temp(Kind::F), self.temp(Kind::F));
        let site = self.complex_pow(span);
        let complex = k::Expr::Call2(crate::eval::cmath::CPOW_COMPLEX, bx(var(p)), bx(var(q)));
        let s = vec![
            k::Stmt::Set(p, x),
            k::Stmt::Set(q, y),
            k::Stmt::Guard(un(k::Un::FTruth, complex), site),
        ];
        Some(seq(
            s,
            k::Expr::Call2(crate::eval::cmath::CPOW, bx(var(p)), bx(var(q))),
        ))
    }

    /// `Compiler::cmath` (before the rounding of a float result).
    fn cmath(&mut self, name: &str, args: &[HExpr]) -> Lo<k::Expr> {
        let xs = args.iter().map(|a| self.flt(a)).collect::<Lo<Vec<_>>>()?;
        let mut it = xs.into_iter();
        let first = it.next()?;
        let rest: Vec<k::Expr> = it.collect();
        if rest.is_empty() {
            let direct = match name {
                "sqrt" => Some(k::Un::SqrtF),
                "fabs" | "abs" => Some(k::Un::AbsF),
                "floor" => Some(k::Un::FloorF),
                "ceil" => Some(k::Un::CeilF),
                "trunc" => Some(k::Un::TruncF),
                "rint" | "nearbyint" => Some(k::Un::NearestF),
                _ => None,
            };
            if let Some(op) = direct {
                return Some(un(op, first));
            }
            let g = crate::eval::cmath::math1(name)?;
            return Some(k::Expr::Call1(g, bx(first)));
        }
        let g = crate::eval::cmath::math2(name)?;
        Some(
            rest.into_iter()
                .fold(first, |acc, r| k::Expr::Call2(g, bx(acc), bx(r))),
        )
    }
}
