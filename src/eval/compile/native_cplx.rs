//! C complex values in kernels (see `native.rs`): each held as two
//! doubles, its real and imaginary parts, computed as `cplx.rs` computes
//! them — sums part by part, products by the naive formula with the C99
//! recovery of infinities left to `eval::complex` when both parts come
//! out NaN, quotients and powers by `eval::complex` itself; a `float
//! complex` rounded to `float` after every step.

use super::native::{Lowering, VarSrc};
use super::native_expr::{bin, bx};
use crate::array::native::{self as k, Kind};
use crate::eval::complex;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};

type Lo<T> = Option<T>;
/// The parts of a complex value: variables or constants, so each may be
/// read more than once.
type Pair = (k::Expr, k::Expr);

fn round32(x: k::Expr) -> k::Expr {
    k::Expr::Un(k::Un::RoundF32, bx(x))
}

/// The accesses of the real and imaginary parts of a complex element;
/// None for an element of another type.
pub(super) fn part_accesses(a: k::Access) -> Lo<(k::Access, k::Access)> {
    if !a.dtype.is_complex() {
        return None;
    }
    let im_at = k::Access {
        imag: true,
        ..a.clone()
    };
    Some((a, im_at))
}

impl Lowering<'_> {
    /// The real and imaginary variables of a C complex local (its object
    /// slot read into them before the kernel runs, written back after).
    pub(super) fn cvar(&mut self, v: &Var) -> Lo<(u32, u32)> {
        let Place::Local(slot) = v.place else {
            return None;
        };
        if let Some(&p) = self.scope.cvar_ix.get(&slot) {
            return Some(p);
        }
        let mut part = |imag| {
            let var = Var {
                place: v.place,
                ty: Ty::Double,
                name: v.name.clone(),
            };
            self.scope.push_var(var, Some(VarSrc::Part(slot, imag)))
        };
        let pair = (part(false)?, part(true)?);
        self.scope.cvar_ix.insert(slot, pair);
        Some(pair)
    }

    /// `v = value` for a C complex local.
    pub(super) fn set_complex(&mut self, v: &Var, value: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<()> {
        let (re, im) = self.cplx(value, out)?;
        let (vr, vi) = self.cvar(v)?;
        out.push(k::Stmt::Set(vr, re));
        out.push(k::Stmt::Set(vi, im));
        Some(())
    }

    /// Both parts computed into fresh temporaries.
    fn keep(&mut self, re: k::Expr, im: k::Expr, out: &mut Vec<k::Stmt>) -> Pair {
        let (r, i) = (self.temp(Kind::F), self.temp(Kind::F));
        out.push(k::Stmt::Set(r, re));
        out.push(k::Stmt::Set(i, im));
        (k::Expr::Var(r), k::Expr::Var(i))
    }

    /// A C complex expression: its statements into `out`, its parts back.
    pub(super) fn cplx(&mut self, e: &HExpr, out: &mut Vec<k::Stmt>) -> Lo<Pair> {
        let single = e.ty == Ty::FloatComplex;
        let fit = |x: k::Expr| if single { round32(x) } else { x };
        match &e.kind {
            HKind::Load(v) if v.ty.is_complex() => {
                let (r, i) = self.cvar(v)?;
                Some((k::Expr::Var(r), k::Expr::Var(i)))
            }
            HKind::Complex(re, im) => Some((k::Expr::F(*re), k::Expr::F(*im))),
            HKind::MvIndex(..) | HKind::PtrIndex(..) => {
                let a = match &e.kind {
                    HKind::MvIndex(base, idx) => self.view_access(base, idx, e.span)?,
                    HKind::PtrIndex(base, i) => self.ptr_access(base, i, e.span)?,
                    _ => return None,
                };
                let (re_at, im_at) = part_accesses(a)?;
                Some(self.keep(k::Expr::Load(re_at), k::Expr::Load(im_at), out))
            }
            HKind::Convert(inner) if inner.ty.is_complex() => {
                let (r, i) = self.cplx(inner, out)?;
                let (r, i) = if single {
                    (round32(r), round32(i))
                } else {
                    (r, i)
                };
                // Another precision: `from_parts(re, im)`, as `cplx.rs`.
                if (inner.ty == Ty::FloatComplex) != single {
                    let (r, i) = self.keep(r, i, out);
                    let re = bin(
                        k::Bin::FAdd,
                        r,
                        bin(k::Bin::FMul, i.clone(), k::Expr::F(0.0)),
                    );
                    return Some(self.keep(re, i, out));
                }
                Some(if single { self.keep(r, i, out) } else { (r, i) })
            }
            // `complex(x, y)` of C numbers: Python's complex of those
            // parts, exactly.
            HKind::Convert(inner) if let Some((re, im)) = self.complex_of_parts(inner) => {
                let (re, im) = (re?, im?);
                Some(self.keep(fit(re), fit(im), out))
            }
            HKind::Convert(inner) if inner.ty.is_c() => {
                let x = self.double_from(inner)?;
                // `from_parts(x, 0)`: `x + 0*0` (-0.0 becomes +0.0).
                let t = self.temp(Kind::F);
                out.push(k::Stmt::Set(t, fit(bin(k::Bin::FAdd, x, k::Expr::F(0.0)))));
                Some((k::Expr::Var(t), k::Expr::F(0.0)))
            }
            HKind::Unary(UnOp::Neg, x) => {
                let (r, i) = self.cplx(x, out)?;
                let neg = |x| k::Expr::Un(k::Un::NegF, bx(x));
                Some(self.keep(neg(r), neg(i), out))
            }
            HKind::Unary(UnOp::Pos, x) => self.cplx(x, out),
            HKind::Binary(op, a, b) => {
                let (ar, ai) = self.cplx(a, out)?;
                let (br, bi) = self.cplx(b, out)?;
                match op {
                    BinOp::Add | BinOp::Sub => {
                        let f = if *op == BinOp::Add {
                            k::Bin::FAdd
                        } else {
                            k::Bin::FSub
                        };
                        Some(self.keep(fit(bin(f, ar, br)), fit(bin(f, ai, bi)), out))
                    }
                    BinOp::Mul => Some(self.cmul((ar, ai), (br, bi), single, out)),
                    BinOp::Div | BinOp::Pow => {
                        if *op == BinOp::Div && !self.dir.cdivision {
                            let zero = |x| k::Expr::Cmp(k::Cmp::FEq, bx(x), bx(k::Expr::F(0.0)));
                            let both = bin(k::Bin::And, zero(br.clone()), zero(bi.clone()));
                            let site = self.float_zero("float division", e.span);
                            out.push(k::Stmt::Guard(both, site));
                        }
                        let (fr, fi) = complex::part_fns(*op, single)?;
                        let args = [ar, ai, br, bi];
                        let re = k::Expr::Call4(fr, Box::new(args.clone()));
                        let im = k::Expr::Call4(fi, Box::new(args));
                        let pow32 = single && *op == BinOp::Pow;
                        let fit = |x| if pow32 { round32(x) } else { x };
                        Some(self.keep(fit(re), fit(im), out))
                    }
                    _ => None,
                }
            }
            HKind::CBuiltin("conj", args) => {
                let [z] = args.as_slice() else { return None };
                let (r, i) = self.cplx(z, out)?;
                Some(self.keep(r, k::Expr::Un(k::Un::NegF, bx(i)), out))
            }
            HKind::CBuiltin(name, args) => {
                let [z] = args.as_slice() else { return None };
                let (fr, fi) = complex::libc_part_fns(name)?;
                let (r, i) = self.cplx(z, out)?;
                let args = [r, i, k::Expr::F(0.0), k::Expr::F(0.0)];
                let re = k::Expr::Call4(fr, Box::new(args.clone()));
                let im = k::Expr::Call4(fi, Box::new(args));
                Some(self.keep(re, im, out))
            }
            _ => None,
        }
    }

    /// `complex(x)` / `complex(x, y)` of C numbers (None: another
    /// expression; its parts None: one that does not lower).
    fn complex_of_parts(&mut self, e: &HExpr) -> Option<(Lo<k::Expr>, Lo<k::Expr>)> {
        let HKind::Call(f, args) = &e.kind else {
            return None;
        };
        let HKind::Builtin(id) = f.kind else {
            return None;
        };
        if crate::builtins::name_of(id) != "complex" || e.ty != Ty::Object {
            return None;
        }
        let [re, rest @ ..] = args.as_slice() else {
            return None;
        };
        if rest.len() > 1 {
            return None;
        }
        let re = self.real_arg(re)?;
        let im = match rest {
            [im] => self.real_arg(im)?,
            _ => Some(k::Expr::F(0.0)),
        };
        Some((re, im))
    }

    /// A real argument of `complex()` as a double: a C number or a
    /// number literal (None: another argument).
    fn real_arg(&mut self, a: &HArg) -> Option<Lo<k::Expr>> {
        let HArg::Pos(x) = a else { return None };
        match &x.kind {
            HKind::Convert(inner) if inner.ty.is_c_int() || inner.ty.is_c_float() => {
                Some(self.double_from(inner))
            }
            HKind::Float(f) if x.ty == Ty::Object => Some(Some(k::Expr::F(*f))),
            HKind::Int(i) if x.ty == Ty::Object && i.unsigned_abs() < 1 << 53 => {
                Some(Some(k::Expr::F(*i as f64)))
            }
            _ => None,
        }
    }

    /// `a * b`: the naive product (in `float` steps for a `float
    /// complex`), and `eval::complex`'s when both parts are NaN.
    fn cmul(&mut self, a: Pair, b: Pair, single: bool, out: &mut Vec<k::Stmt>) -> Pair {
        let fit = |x: k::Expr| if single { round32(x) } else { x };
        let mul = |x: &k::Expr, y: &k::Expr| fit(bin(k::Bin::FMul, x.clone(), y.clone()));
        let re = fit(bin(k::Bin::FSub, mul(&a.0, &b.0), mul(&a.1, &b.1)));
        let im = fit(bin(k::Bin::FAdd, mul(&a.0, &b.1), mul(&a.1, &b.0)));
        let (r, i) = self.keep(re, im, out);
        let nan = |x: &k::Expr| k::Expr::Un(k::Un::IsNan, bx(x.clone()));
        let both = bin(k::Bin::And, nan(&r), nan(&i));
        let Some((fr, fi)) = complex::part_fns(BinOp::Mul, single) else {
            return (r, i);
        };
        let args = [a.0, a.1, b.0, b.1];
        let (k::Expr::Var(rv), k::Expr::Var(iv)) = (&r, &i) else {
            return (r, i);
        };
        out.push(k::Stmt::If(
            both,
            vec![
                k::Stmt::Set(*rv, k::Expr::Call4(fr, Box::new(args.clone()))),
                k::Stmt::Set(*iv, k::Expr::Call4(fi, Box::new(args))),
            ],
            Vec::new(),
        ));
        (r, i)
    }

    /// `z.real`, `z.imag`, `abs(z)` of a C complex, as a double.
    pub(super) fn complex_real(&mut self, name: &str, args: &[HExpr], single: bool) -> Lo<k::Expr> {
        let [z] = args else { return None };
        let mut out = Vec::new();
        let (re, im) = self.cplx(z, &mut out)?;
        let x = match name {
            "creal" => re,
            "cimag" => im,
            "carg" => k::Expr::Call2(crate::eval::cmath::math2("atan2")?, bx(im), bx(re)),
            _ => k::Expr::Call2(crate::eval::cmath::math2("hypot")?, bx(re), bx(im)),
        };
        let x = if single && name == "cabs" {
            round32(x)
        } else {
            x
        };
        Some(if out.is_empty() {
            x
        } else {
            k::Expr::Seq(out, bx(x))
        })
    }

    /// `a == b` / `a != b` of C complex values (sema converted them to
    /// objects for the comparison; the parts compare as doubles).
    pub(super) fn complex_compare(
        &mut self,
        head: &HExpr,
        pairs: &[(CmpOp, HExpr)],
    ) -> Lo<k::Expr> {
        let [(op, rhs)] = pairs else { return None };
        let unboxed = |x: &HExpr| match &x.kind {
            HKind::Convert(inner) if inner.ty.is_complex() => Some((**inner).clone()),
            _ => None,
        };
        let (a, b) = (unboxed(head)?, unboxed(rhs)?);
        let mut out = Vec::new();
        let (ar, ai) = self.cplx(&a, &mut out)?;
        let (br, bi) = self.cplx(&b, &mut out)?;
        let eq = |x, y| k::Expr::Cmp(k::Cmp::FEq, bx(x), bx(y));
        let same = bin(k::Bin::And, eq(ar, br), eq(ai, bi));
        let r = match op {
            CmpOp::Eq => same,
            CmpOp::Ne => bin(k::Bin::Xor, same, k::Expr::I(1)),
            _ => return None,
        };
        Some(k::Expr::Seq(out, bx(r)))
    }
}
