//! C-typed expressions: integers (every width, as i64 bit patterns wrapped
//! to the type after each operation) and floating point (f64, rounded to f32
//! after each operation for C `float`).

use super::leaf::{with_reader, with_readers};
use super::{Compiler, F, I, internal_error};
use crate::eval::call::Flow;
use crate::eval::exc::*;
use crate::eval::ops;
use crate::sema::hir::*;
use crate::sema::types::{CInt, Ty};
use crate::syntax::ast::{BinOp, CmpOp, UnOp};
use std::sync::atomic::Ordering::Relaxed;

fn int_kind(t: &Ty) -> CInt {
    match t {
        Ty::Int(k) => *k,
        _ => CInt::Int,
    }
}

impl Compiler<'_> {
    /// An expression of a C integer type or bint.
    pub(super) fn int(&mut self, e: &HExpr) -> I {
        let span = e.span;
        let k = int_kind(&e.ty);
        match &e.kind {
            HKind::Int(i) => {
                let i = *i;
                Box::new(move |_| Ok(i))
            }
            HKind::Bool(b) => {
                let b = *b as i64;
                Box::new(move |_| Ok(b))
            }
            HKind::Load(var) => match var.place {
                Place::Local(s) => {
                    let s = s as usize;
                    Box::new(move |f| Ok(f.c[s] as i64))
                }
                Place::Global(s) => {
                    let s = s as usize;
                    Box::new(move |f| Ok(f.gc[s].load(Relaxed) as i64))
                }
                Place::Cell(_) => internal_error("C value in a cell"),
            },
            HKind::Convert(inner) => self.int_from(inner, &e.ty),
            HKind::Unary(op, x) => {
                let x = self.int(x);
                match op {
                    UnOp::Not => Box::new(move |f| Ok((x(f)? == 0) as i64)),
                    UnOp::Neg => Box::new(move |f| Ok(k.wrap(x(f)?.wrapping_neg()))),
                    UnOp::Invert => Box::new(move |f| Ok(k.wrap(!x(f)?))),
                    UnOp::Pos => x,
                }
            }
            HKind::Binary(op, a, b) => self.int_binary(*op, a, b, k, span),
            HKind::Compare(head, pairs) => self.compare(head, pairs),
            HKind::And(a, b) => {
                let (a, b) = (self.int(a), self.int(b));
                Box::new(move |f| {
                    let x = a(f)?;
                    if x == 0 { Ok(x) } else { b(f) }
                })
            }
            HKind::Or(a, b) => {
                let (a, b) = (self.int(a), self.int(b));
                Box::new(move |f| {
                    let x = a(f)?;
                    if x != 0 { Ok(x) } else { b(f) }
                })
            }
            HKind::IfExp(c, a, b) => {
                let (c, a, b) = (self.int(c), self.int(a), self.int(b));
                Box::new(move |f| if c(f)? != 0 { a(f) } else { b(f) })
            }
            HKind::CallDirect(id, args) => self.direct_call_c(*id, args, span),
            HKind::CallVirtual(id, name, args) => self.virtual_call_c(*id, name, args, &e.ty, span),
            HKind::CppIndex(v, i) => self.cpp_index_int(v, i, span),
            HKind::CBuiltin(m @ ("min" | "max"), args) if args.len() == 2 && !k.is_u64() => {
                // The clip idiom `min(max(x, lo), hi)`: operands inline.
                let (x, y) = (self.int_operand(&args[0]), self.int_operand(&args[1]));
                if *m == "min" {
                    with_readers!(x, y, |x, y| -> I {
                        Box::new(move |f| {
                            let (p, q) = (x(f)?, y(f)?);
                            Ok(if q < p { q } else { p })
                        })
                    })
                } else {
                    with_readers!(x, y, |x, y| -> I {
                        Box::new(move |f| {
                            let (p, q) = (x(f)?, y(f)?);
                            Ok(if q > p { q } else { p })
                        })
                    })
                }
            }
            HKind::CBuiltin(name @ ("isnan" | "isinf" | "isfinite" | "signbit"), args) => {
                let Some(a) = args.first() else {
                    return internal_error("a C math predicate without its argument");
                };
                let x = self.flt(a);
                // glibc's `isinf` gives -1 for minus infinity.
                if *name == "isinf" {
                    return Box::new(move |f| {
                        let v = x(f)?;
                        Ok(if v.is_infinite() {
                            v.signum() as i64
                        } else {
                            0
                        })
                    });
                }
                let test: fn(f64) -> bool = match *name {
                    "isnan" => f64::is_nan,
                    "isfinite" => f64::is_finite,
                    _ => f64::is_sign_negative,
                };
                Box::new(move |f| Ok(test(x(f)?) as i64))
            }
            HKind::CBuiltin("__ptrdiff__", args) if args.len() == 3 => {
                let (p, q, size) = (self.obj(&args[0]), self.obj(&args[1]), self.int(&args[2]));
                Box::new(move |f| {
                    let (p, q, size) = (p(f)?, q(f)?, size(f)?);
                    crate::eval::memory::ptr_diff(&p, &q, size).map_err(|e| e.at(span))
                })
            }
            HKind::CBuiltin(name, args) => {
                let xs: Vec<I> = args.iter().map(|a| self.int(a)).collect();
                let mut it = xs.into_iter();
                match (*name, it.next()) {
                    ("rand", None) => Box::new(|_| Ok(crate::builtins::libc_stdlib::rand())),
                    ("abs", Some(x)) => Box::new(move |f| Ok(k.wrap(x(f)?.wrapping_abs()))),
                    (m @ ("min" | "max"), Some(first)) => {
                        let rest: Vec<I> = it.collect();
                        let is_min = m == "min";
                        let unsigned = k.is_u64();
                        Box::new(move |f| {
                            let mut best = first(f)?;
                            for r in &rest {
                                let v = r(f)?;
                                let less = if unsigned {
                                    (v as u64) < (best as u64)
                                } else {
                                    v < best
                                };
                                if less == is_min && v != best {
                                    best = v;
                                }
                            }
                            Ok(best)
                        })
                    }
                    _ => internal_error("integer builtin"),
                }
            }
            HKind::MvIndex(base, idx) => self.mv_load_int(base, idx, span),
            HKind::PtrIndex(base, i) => self.ptr_load_int(base, i, span),
            HKind::StructField(..) => {
                let ty = e.ty.clone();
                let x = self.obj(&HExpr {
                    kind: e.kind.clone(),
                    ty: Ty::Object,
                    span,
                });
                Box::new(move |f| {
                    Ok(crate::eval::call::to_c_bits(&x(f)?, &ty).map_err(|er| er.at(span))? as i64)
                })
            }
            HKind::MvDim(base, which, k) => self.mv_dim(base, which, k, span),
            HKind::Walrus(var, v) => {
                let store = self.store_c(var, v);
                let load = self.int(&HExpr {
                    kind: HKind::Load(var.clone()),
                    ty: var.ty.clone(),
                    span,
                });
                Box::new(move |f| {
                    store(f)?;
                    load(f)
                })
            }
            HKind::Let(binds, body) => {
                let b = self.int(body);
                self.after_lets(binds, b)
            }
            _ => internal_error("integer expression"),
        }
    }

    /// Conversion of `inner` to integer type `to`.
    fn int_from(&mut self, inner: &HExpr, to: &Ty) -> I {
        let span = inner.span;
        match (&inner.ty, to) {
            // `bint` is a C int: an integer keeps its value (Cython's
            // `cdef bint b = 3` holds 3, so `b + 1` is 4); it is true when
            // not zero.
            (Ty::Int(_) | Ty::Bint, Ty::Bint) => {
                let x = self.int(inner);
                Box::new(move |f| Ok(CInt::Int.wrap(x(f)?)))
            }
            (Ty::Int(_) | Ty::Bint, Ty::Int(k)) => {
                let k = *k;
                let x = self.int(inner);
                Box::new(move |f| Ok(k.wrap(x(f)?)))
            }
            (Ty::Float | Ty::Double, Ty::Bint) => {
                let x = self.flt(inner);
                Box::new(move |f| Ok((x(f)? != 0.0) as i64))
            }
            (Ty::Float | Ty::Double, Ty::Int(k)) => {
                // An explicit cast: C truncation toward zero, x86's
                // result out of range.
                let k = *k;
                let x = self.flt(inner);
                Box::new(move |f| Ok(k.from_f64(x(f)?)))
            }
            (Ty::Object, Ty::Bint)
                if let HKind::Compare(head, pairs) = &inner.kind
                    && self.quick_compare_of(head, pairs) =>
            {
                self.quick_test(head, pairs, inner.span)
            }
            (
                Ty::Object | Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_) | Ty::Memview(_),
                Ty::Bint,
            ) => {
                let x = self.obj(&crate::sema::coerce::convert(inner.clone(), &Ty::Object));
                Box::new(move |f| {
                    let v = x(f)?;
                    Ok(crate::eval::attrs::truth(f, &v).map_err(|e| e.at(span))? as i64)
                })
            }
            (Ty::Object, Ty::Int(k)) => {
                let k = *k;
                if let Some(read) = self.field_reader(inner) {
                    return Box::new(move |f| {
                        super::fieldbits::as_cint(read(f)?, k).map_err(|e| e.at(span))
                    });
                }
                let x = self.obj(inner);
                Box::new(move |f| ops::to_cint(&x(f)?, k).map_err(|e| e.at(span)))
            }
            // A code point as a C integer.
            (Ty::Ucs4, Ty::Int(k)) => {
                let k = *k;
                if let Some(x) = self.code_point_at(inner) {
                    return Box::new(move |f| Ok(k.wrap(x(f)?)));
                }
                // A local read where it is, not cloned (`c == u'e'` in a
                // loop over a str's characters).
                if let HKind::Load(var) = &inner.kind
                    && let Place::Local(s) = var.place
                {
                    let (s, name) = (s as usize, var.name.clone());
                    return Box::new(move |f| match &f.v[s] {
                        crate::eval::value::Value::Undef => {
                            Err(unbound_local_named(&name).at(span))
                        }
                        v => Ok(k.wrap(ops::ucs4_ord(v))),
                    });
                }
                let x = self.obj(inner);
                Box::new(move |f| Ok(k.wrap(ops::ucs4_ord(&x(f)?))))
            }
            (Ty::Ucs4, Ty::Bint) => {
                let x = self.obj(inner);
                Box::new(move |f| Ok((ops::ucs4_ord(&x(f)?) != 0) as i64))
            }
            // `<size_t>p`, `<Py_intptr_t>ptr`: the number that stands for
            // the pointer's address (`address::encode`: its block and
            // offset, so `<size_t>(p + 1) - <size_t>p` is the element
            // size); a `void*` made from an object gives the object's
            // `id`, as in CPython.
            (Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_) | Ty::FuncPtr(_), Ty::Int(k)) => {
                let k = *k;
                let x = self.obj(&crate::sema::coerce::convert(inner.clone(), &Ty::Object));
                Box::new(move |f| {
                    let bits = match x(f)? {
                        crate::eval::value::Value::Ptr(p) => {
                            crate::eval::address::encode(&p).map_err(|e| e.at(span))? as i64
                        }
                        v @ (crate::eval::value::Value::Func(_)
                        | crate::eval::value::Value::Builtin(_)) => {
                            crate::eval::address::encode_func(&v) as i64
                        }
                        crate::eval::value::Value::None => 0,
                        v => v.identity(),
                    };
                    Ok(k.wrap(bits))
                })
            }
            _ => internal_error("conversion to integer"),
        }
    }

    fn int_binary(
        &mut self,
        op: BinOp,
        a: &HExpr,
        b: &HExpr,
        k: CInt,
        span: crate::source::Span,
    ) -> I {
        let spec = IntOp {
            op,
            k,
            cdiv: self.dir.cdivision,
            span,
            ovf: self.dir.overflowcheck,
        };
        if let Some(sh) = spec.pow2_divisor(b) {
            let x = self.int_operand(a);
            return with_reader!(x, |x| spec.shift_to(x, sh, |_, v| v));
        }
        let (x, y) = (self.int_operand(a), self.int_operand(b));
        with_readers!(x, y, |x, y| spec.build(x, y))
    }

    /// A comparison chain in one C type; yields bint.
    fn compare(&mut self, head: &HExpr, pairs: &[(CmpOp, HExpr)]) -> I {
        let ty = head.ty.clone();
        if !ty.is_c() && self.quick_compare_of(head, pairs) {
            return self.quick_test(head, pairs, head.span);
        }
        if !ty.is_c() {
            // `is` / `in` chains on objects: Python comparison, as bint.
            let first = self.obj(head);
            let span = head.span;
            let rest: Vec<(CmpOp, super::V)> =
                pairs.iter().map(|(op, e)| (*op, self.obj(e))).collect();
            return Box::new(move |f| {
                let mut left = first(f)?;
                for (op, r) in &rest {
                    let right = r(f)?;
                    if !crate::eval::attrs::compare(f, *op, &left, &right)
                        .map_err(|e| e.at(span))?
                    {
                        return Ok(0);
                    }
                    left = right;
                }
                Ok(1)
            });
        }
        if let ([(op, second)], true) = (pairs, ty.is_c_float()) {
            let (x, y) = (self.flt_operand(head), self.flt_operand(second));
            return match op {
                CmpOp::Lt => with_readers!(x, y, |x, y| cmp_to(x, y, |p: f64, q| p < q)),
                CmpOp::Le => with_readers!(x, y, |x, y| cmp_to(x, y, |p: f64, q| p <= q)),
                CmpOp::Gt => with_readers!(x, y, |x, y| cmp_to(x, y, |p: f64, q| p > q)),
                CmpOp::Ge => with_readers!(x, y, |x, y| cmp_to(x, y, |p: f64, q| p >= q)),
                CmpOp::Eq => with_readers!(x, y, |x, y| cmp_to(x, y, |p: f64, q| p == q)),
                _ => with_readers!(x, y, |x, y| cmp_to(x, y, |p: f64, q| p != q)),
            };
        }
        if ty.is_c_float() {
            let first = self.flt(head);
            let rest: Vec<(CmpOp, F)> = pairs.iter().map(|(op, e)| (*op, self.flt(e))).collect();
            return Box::new(move |f| {
                let mut left = first(f)?;
                for (op, r) in &rest {
                    let right = r(f)?;
                    let ok = match op {
                        CmpOp::Lt => left < right,
                        CmpOp::Le => left <= right,
                        CmpOp::Gt => left > right,
                        CmpOp::Ge => left >= right,
                        CmpOp::Eq => left == right,
                        _ => left != right,
                    };
                    if !ok {
                        return Ok(0);
                    }
                    left = right;
                }
                Ok(1)
            });
        }
        let unsigned = matches!(ty, Ty::Int(k) if k.is_u64());
        if let ([(op, second)], false) = (pairs, unsigned) {
            // One comparison of two operands read inline: `x != 1`,
            // `n % i == 0` are one call, not three.
            let (x, y) = (self.int_operand(head), self.int_operand(second));
            return match op {
                CmpOp::Lt => with_readers!(x, y, |x, y| cmp_to(x, y, |p: i64, q| p < q)),
                CmpOp::Le => with_readers!(x, y, |x, y| cmp_to(x, y, |p: i64, q| p <= q)),
                CmpOp::Gt => with_readers!(x, y, |x, y| cmp_to(x, y, |p: i64, q| p > q)),
                CmpOp::Ge => with_readers!(x, y, |x, y| cmp_to(x, y, |p: i64, q| p >= q)),
                CmpOp::Eq => with_readers!(x, y, |x, y| cmp_to(x, y, |p: i64, q| p == q)),
                _ => with_readers!(x, y, |x, y| cmp_to(x, y, |p: i64, q| p != q)),
            };
        }
        let first = self.int(head);
        let rest: Vec<(CmpOp, I)> = pairs.iter().map(|(op, e)| (*op, self.int(e))).collect();
        Box::new(move |f| {
            let mut left = first(f)?;
            for (op, r) in &rest {
                let right = r(f)?;
                let o = if unsigned {
                    (left as u64).cmp(&(right as u64))
                } else {
                    left.cmp(&right)
                };
                let ok = match op {
                    CmpOp::Lt => o.is_lt(),
                    CmpOp::Le => o.is_le(),
                    CmpOp::Gt => o.is_gt(),
                    CmpOp::Ge => o.is_ge(),
                    CmpOp::Eq => o.is_eq(),
                    _ => o.is_ne(),
                };
                if !ok {
                    return Ok(0);
                }
                left = right;
            }
            Ok(1)
        })
    }

    /// An expression of type float or double.
    pub(super) fn flt(&mut self, e: &HExpr) -> F {
        let span = e.span;
        let single = e.ty == Ty::Float;
        match &e.kind {
            HKind::Float(x) => {
                let x = *x;
                Box::new(move |_| Ok(x))
            }
            HKind::Int(i) => {
                let x = *i as f64;
                Box::new(move |_| Ok(x))
            }
            HKind::Load(var) => match var.place {
                Place::Local(s) => {
                    let s = s as usize;
                    Box::new(move |f| Ok(f64::from_bits(f.c[s])))
                }
                Place::Global(s) => {
                    let s = s as usize;
                    Box::new(move |f| Ok(f64::from_bits(f.gc[s].load(Relaxed))))
                }
                Place::Cell(_) => internal_error("C value in a cell"),
            },
            HKind::Convert(inner) => {
                let x = self.double_from(inner);
                if single {
                    Box::new(move |f| Ok(x(f)? as f32 as f64))
                } else {
                    x
                }
            }
            HKind::Unary(op, x) => {
                let x = self.flt(x);
                match op {
                    UnOp::Neg => Box::new(move |f| Ok(-x(f)?)),
                    _ => x,
                }
            }
            HKind::Binary(op, a, b) => {
                let x = self.flt_binary(*op, a, b, span);
                if single {
                    Box::new(move |f| Ok(x(f)? as f32 as f64))
                } else {
                    x
                }
            }
            HKind::IfExp(c, a, b) => {
                let (c, a, b) = (self.int(c), self.flt(a), self.flt(b));
                Box::new(move |f| if c(f)? != 0 { a(f) } else { b(f) })
            }
            HKind::And(a, b) | HKind::Or(a, b) => {
                let is_and = matches!(e.kind, HKind::And(..));
                let (a, b) = (self.flt(a), self.flt(b));
                Box::new(move |f| {
                    let x = a(f)?;
                    if (x != 0.0) == is_and { b(f) } else { Ok(x) }
                })
            }
            HKind::CallDirect(id, args) => {
                let call = self.direct_call_c(*id, args, span);
                Box::new(move |f| call(f).map(|b| f64::from_bits(b as u64)))
            }
            HKind::CallVirtual(id, name, args) => {
                let call = self.virtual_call_c(*id, name, args, &e.ty, span);
                Box::new(move |f| call(f).map(|b| f64::from_bits(b as u64)))
            }
            HKind::CppIndex(v, i) => self.cpp_index_flt(v, i, span),
            HKind::CBuiltin(name @ ("creal" | "cimag" | "cabs" | "carg"), args) => {
                self.complex_real(name, args, single)
            }
            HKind::CBuiltin(name, args) => self.cmath(name, args, single, span),
            HKind::PtrIndex(base, i) => self.ptr_load_flt(base, i, span),
            HKind::StructField(..) => {
                let x = self.obj(&HExpr {
                    kind: e.kind.clone(),
                    ty: Ty::Object,
                    span,
                });
                Box::new(move |f| ops::to_f64(&x(f)?).map_err(|er| er.at(span)))
            }
            HKind::MvIndex(base, idx) => {
                let x = self.mv_load_flt(base, idx, span);
                if single
                    && !matches!(&base.ty, Ty::Memview(t) if t.dtype == crate::array::DType::F32)
                {
                    Box::new(move |f| Ok(x(f)? as f32 as f64))
                } else {
                    x
                }
            }
            HKind::Walrus(var, v) => {
                let store = self.store_c(var, v);
                let load = self.flt(&HExpr {
                    kind: HKind::Load(var.clone()),
                    ty: var.ty.clone(),
                    span,
                });
                Box::new(move |f| {
                    store(f)?;
                    load(f)
                })
            }
            HKind::Let(binds, body) => {
                let b = self.flt(body);
                self.after_lets(binds, b)
            }
            _ => internal_error("floating-point expression"),
        }
    }

    /// Conversion of `inner` to double.
    pub(super) fn double_from(&mut self, inner: &HExpr) -> F {
        let span = inner.span;
        match &inner.ty {
            Ty::Int(k) if k.is_u64() => {
                let x = self.int(inner);
                Box::new(move |f| Ok(x(f)? as u64 as f64))
            }
            Ty::Int(_) | Ty::Bint => {
                let x = self.int(inner);
                Box::new(move |f| Ok(x(f)? as f64))
            }
            Ty::Float | Ty::Double => self.flt(inner),
            Ty::Ucs4 => {
                let x = self.obj(inner);
                Box::new(move |f| Ok(ops::ucs4_ord(&x(f)?) as f64))
            }
            Ty::SoftComplex => {
                let x = self.obj(inner);
                Box::new(move |f| {
                    crate::eval::complex::soft_to_double(&x(f)?).map_err(|e| e.at(span))
                })
            }
            _ => {
                if let Some(read) = self.field_reader(inner) {
                    return Box::new(move |f| {
                        super::fieldbits::as_f64(read(f)?).map_err(|e| e.at(span))
                    });
                }
                if let Some(x) = self.mixed_float(inner) {
                    return x;
                }
                let x = self.obj(inner);
                Box::new(move |f| ops::to_f64(&x(f)?).map_err(|e| e.at(span)))
            }
        }
    }

    fn flt_binary(&mut self, op: BinOp, a: &HExpr, b: &HExpr, span: crate::source::Span) -> F {
        // `x ** 2` is `pow(x, 2.0)` in C, which is exactly `x * x` (one
        // rounding either way, and the same for zeros, infinities and
        // NaN); the call into libm cost more than the rest of a loop body.
        if op == BinOp::Pow && float_const(b) == Some(2.0) {
            let x = self.flt_operand(a);
            return with_reader!(x, |x| -> F {
                Box::new(move |f| {
                    let v: f64 = x(f)?;
                    Ok(v * v)
                })
            });
        }
        let spec = FltOp {
            op,
            cdiv: self.dir.cdivision,
            span,
        };
        let (x, y) = (self.flt_operand(a), self.flt_operand(b));
        with_readers!(x, y, |x, y| spec.build(x, y))
    }

    fn cmath(&mut self, name: &str, args: &[HExpr], single: bool, span: crate::source::Span) -> F {
        let xs: Vec<F> = args.iter().map(|a| self.flt(a)).collect();
        let mut it = xs.into_iter();
        let (Some(a), b) = (it.next(), it.next()) else {
            return internal_error("math call");
        };
        let round = move |v: f64| if single { v as f32 as f64 } else { v };
        if name == "cpow" {
            let Some(b) = b else {
                return internal_error("cpow");
            };
            return Box::new(move |f| {
                let (p, q) = (a(f)?, b(f)?);
                if crate::eval::cmath::cpow_is_complex(p, q) {
                    return Err(type_error(crate::eval::complex::SOFT_TO_DOUBLE).at(span));
                }
                Ok(crate::eval::cmath::real_cpow(p, q))
            });
        }
        if let Some(b) = b {
            let rest: Vec<F> = it.collect();
            let Some(g) = crate::eval::cmath::math2(name) else {
                return internal_error("math function");
            };
            return Box::new(move |f| {
                let mut v = g(a(f)?, b(f)?);
                for r in &rest {
                    v = g(v, r(f)?);
                }
                Ok(round(v))
            });
        }
        let Some(g) = math1(name) else {
            return internal_error("math function");
        };
        Box::new(move |f| Ok(round(g(a(f)?))))
    }

    /// Stores the value of `v` (already of the variable's C type) into a C
    /// variable.
    /// `body` after the stores of a `Let`'s bindings.
    pub(super) fn after_lets<T: 'static>(
        &mut self,
        binds: &[(Var, HExpr)],
        body: crate::eval::call::Eany<T>,
    ) -> crate::eval::call::Eany<T> {
        if binds.is_empty() {
            return body;
        }
        let store = self.lets(binds);
        Box::new(move |f| {
            store(f)?;
            body(f)
        })
    }

    /// The stores of a `Let`'s bindings, in order.
    fn lets(&mut self, binds: &[(Var, HExpr)]) -> crate::eval::call::Es {
        let mut stores: Vec<crate::eval::call::Es> =
            binds.iter().map(|(v, x)| self.store_c(v, x)).collect();
        if stores.len() == 1
            && let Some(s) = stores.pop()
        {
            return s;
        }
        Box::new(move |f| {
            for s in &stores {
                s(f)?;
            }
            Ok(Flow::Normal)
        })
    }

    pub(super) fn store_c(&mut self, var: &Var, v: &HExpr) -> crate::eval::call::Es {
        if let (Place::Local(slot), HKind::Binary(op, a, b)) = (var.place, &v.kind) {
            let slot = slot as usize;
            if v.ty == var.ty && var.ty.is_c_int() && !matches!(op, BinOp::Div | BinOp::MatMul) {
                let spec = IntOp {
                    ovf: self.dir.overflowcheck,
                    op: *op,
                    k: int_kind(&var.ty),
                    cdiv: self.dir.cdivision,
                    span: v.span,
                };
                let fin = move |f: Frm, r: i64| {
                    f.c[slot] = r as u64;
                    Flow::Normal
                };
                if let Some(sh) = spec.pow2_divisor(b) {
                    let x = self.int_operand(a);
                    return with_reader!(x, |x| spec.shift_to(x, sh, fin));
                }
                let (x, y) = (self.int_operand(a), self.int_operand(b));
                return with_readers!(x, y, |x, y| spec.build_to(x, y, fin));
            }
            // (`x ** 2.0` is `x * x`, which only `flt_binary` knows.)
            if v.ty == var.ty && var.ty == Ty::Double && !matches!(op, BinOp::MatMul | BinOp::Pow) {
                let spec = FltOp {
                    op: *op,
                    cdiv: self.dir.cdivision,
                    span: v.span,
                };
                let fin = move |f: Frm, r: f64| {
                    f.c[slot] = r.to_bits();
                    Flow::Normal
                };
                let (x, y) = (self.flt_operand(a), self.flt_operand(b));
                return with_readers!(x, y, |x, y| spec.build_to(x, y, fin));
            }
        }
        if let Place::Local(s) = var.place {
            // The value's operand read inline: `tmp = a[x, y]` is one call.
            let s = s as usize;
            return if var.ty.is_c_float() {
                let v = self.flt_operand(v);
                with_reader!(v, |x| -> crate::eval::call::Es {
                    Box::new(move |f| {
                        let v: f64 = x(f)?;
                        f.c[s] = v.to_bits();
                        Ok(Flow::Normal)
                    })
                })
            } else {
                let v = self.int_operand(v);
                with_reader!(v, |x| -> crate::eval::call::Es {
                    Box::new(move |f| {
                        let v: i64 = x(f)?;
                        f.c[s] = v as u64;
                        Ok(Flow::Normal)
                    })
                })
            };
        }
        let bits: crate::eval::call::Ei = match &var.ty {
            Ty::Float | Ty::Double => {
                let x = self.flt(v);
                Box::new(move |f| Ok(x(f)?.to_bits() as i64))
            }
            _ => self.int(v),
        };
        match var.place {
            Place::Local(s) => {
                let s = s as usize;
                Box::new(move |f| {
                    f.c[s] = bits(f)? as u64;
                    Ok(Flow::Normal)
                })
            }
            Place::Global(s) => {
                let s = s as usize;
                Box::new(move |f| {
                    let b = bits(f)? as u64;
                    f.gc[s].store(b, Relaxed);
                    Ok(Flow::Normal)
                })
            }
            Place::Cell(_) => internal_error("C value in a cell"),
        }
    }
}

/// The one-argument C math function `name` (libc.math and the builtins
/// sema maps onto it).
pub(super) fn math1(name: &str) -> Option<extern "C" fn(f64) -> f64> {
    crate::eval::cmath::math1(name)
}

type Frm<'a, 'g> = &'a mut crate::eval::frame::Frame<'g>;

/// An integer operator with everything that decides its closure.
struct IntOp {
    op: BinOp,
    k: CInt,
    cdiv: bool,
    span: crate::source::Span,
    /// `overflowcheck(True)`: + - * that leave the type raise.
    ovf: bool,
}

/// Exact result of `p op q` when it fits the C type `k`.
fn checked(op: BinOp, k: CInt, p: i64, q: i64) -> Option<i64> {
    let (lo, hi) = k.range();
    let (p, q) = if k.is_u64() {
        (p as u64 as i128, q as u64 as i128)
    } else {
        (p as i128, q as i128)
    };
    let r = match op {
        BinOp::Add => p + q,
        BinOp::Sub => p - q,
        _ => p.checked_mul(q)?,
    };
    if r < lo || r > hi {
        None
    } else {
        Some(r as i64)
    }
}

impl IntOp {
    /// One closure per operator, with both operand readers inlined.
    /// For `x // d` and `x % d` with Python's rounding and a constant
    /// `d = 2**k > 0`: `k`. Floor division by a power of two is an
    /// arithmetic shift and the floor remainder a mask, for every sign —
    /// the hardware division they replace cost more than a loop body.
    fn pow2_divisor(&self, b: &HExpr) -> Option<u32> {
        if self.cdiv || self.ovf || !matches!(self.op, BinOp::FloorDiv | BinOp::Mod) {
            return None;
        }
        let d = match &b.kind {
            HKind::Int(d) => *d,
            HKind::Convert(x) => match x.kind {
                HKind::Int(d) => d,
                _ => return None,
            },
            _ => return None,
        };
        // The divisor as the operation's type sees it: a constant that
        // does not fit would have been converted first.
        let fits = (d as i128) <= self.k.range().1;
        (d > 0 && fits && (d as u64).is_power_of_two()).then(|| d.trailing_zeros())
    }

    /// `x // 2**sh` or `x % 2**sh` (see `pow2_divisor`), handed to `fin`.
    fn shift_to<A, R, G>(
        self,
        x: A,
        sh: u32,
        fin: G,
    ) -> Box<dyn for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<R> + Send + Sync>
    where
        A: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<i64> + Send + Sync + 'static,
        G: for<'a, 'g> Fn(Frm<'a, 'g>, i64) -> R + Send + Sync + Copy + 'static,
        R: 'static,
    {
        let k = self.k;
        let mask = ((1u64 << sh) - 1) as i64;
        match (self.op, k.is_u64()) {
            (BinOp::Mod, _) => Box::new(move |f| {
                let p = x(f)?;
                Ok(fin(f, p & mask))
            }),
            // A 64-bit unsigned value's bits are not its value as i64.
            (_, true) => Box::new(move |f| {
                let p = x(f)?;
                Ok(fin(f, ((p as u64) >> sh) as i64))
            }),
            _ => Box::new(move |f| {
                let p = x(f)?;
                Ok(fin(f, k.wrap(p >> sh)))
            }),
        }
    }

    fn build<A, B>(self, x: A, y: B) -> I
    where
        A: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<i64> + Send + Sync + 'static,
        B: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<i64> + Send + Sync + 'static,
    {
        self.build_to(x, y, |_, v| v)
    }

    /// As `build`, handing the result to `fin` (a store into a slot fuses
    /// into the operator's closure this way).
    fn build_to<A, B, R, G>(
        self,
        x: A,
        y: B,
        fin: G,
    ) -> Box<dyn for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<R> + Send + Sync>
    where
        A: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<i64> + Send + Sync + 'static,
        B: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<i64> + Send + Sync + 'static,
        G: for<'a, 'g> Fn(Frm<'a, 'g>, i64) -> R + Send + Sync + Copy + 'static,
        R: 'static,
    {
        let IntOp {
            op,
            k,
            cdiv,
            span,
            ovf,
        } = self;
        if ovf && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
            return Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                match checked(op, k, p, q) {
                    Some(r) => Ok(fin(f, r)),
                    None => Err(overflow("value too large").at(span)),
                }
            });
        }
        let full = k.bits() == 64;
        let unsigned = !k.signed();
        macro_rules! wrapped {
            ($e:expr) => {
                if full {
                    Box::new(move |f| {
                        let p = x(f)?;
                        let q = y(f)?;
                        Ok(fin(f, $e(p, q)))
                    })
                } else {
                    Box::new(move |f| {
                        let p = x(f)?;
                        let q = y(f)?;
                        Ok(fin(f, k.wrap($e(p, q))))
                    })
                }
            };
        }
        match op {
            BinOp::Add => wrapped!(|p: i64, q: i64| p.wrapping_add(q)),
            BinOp::Sub => wrapped!(|p: i64, q: i64| p.wrapping_sub(q)),
            BinOp::Mul => wrapped!(|p: i64, q: i64| p.wrapping_mul(q)),
            BinOp::BitAnd => wrapped!(|p: i64, q: i64| p & q),
            BinOp::BitOr => wrapped!(|p: i64, q: i64| p | q),
            BinOp::BitXor => wrapped!(|p: i64, q: i64| p ^ q),
            BinOp::Shl => wrapped!(|p: i64, q: i64| p.wrapping_shl(q as u32)),
            BinOp::Shr => {
                if unsigned && full {
                    Box::new(move |f| {
                        let p = x(f)?;
                        let q = y(f)?;
                        Ok(fin(f, ((p as u64).wrapping_shr(q as u32)) as i64))
                    })
                } else {
                    wrapped!(|p: i64, q: i64| p.wrapping_shr(q as u32))
                }
            }
            BinOp::FloorDiv | BinOp::Mod => {
                let is_div = op == BinOp::FloorDiv;
                let narrow = k.signed() && k.bits() <= 32;
                let min = k.range().0 as i64;
                Box::new(move |f| {
                    let p = x(f)?;
                    let q = y(f)?;
                    if q == 0 {
                        return Err(zero_div("integer division or modulo by zero").at(span));
                    }
                    // Cython's check for the one quotient a signed type
                    // cannot hold (for `int` compiled Cython traps instead).
                    if is_div && !cdiv && q == -1 && p == min && k.signed() {
                        return Err(overflow("value too large to perform division").at(span));
                    }
                    let r = if unsigned && full {
                        let (p, q) = (p as u64, q as u64);
                        (if is_div { p / q } else { p % q }) as i64
                    } else if cdiv {
                        if is_div {
                            p.wrapping_div(q)
                        } else {
                            p.wrapping_rem(q)
                        }
                    } else if narrow {
                        // Both fit 32 bits: the 32-bit divide is the
                        // faster instruction (half the latency on some
                        // cores), and a prime sieve's `n % i` is its loop.
                        let (p, q) = (p as i32, q as i32);
                        let (d, m) = (p.wrapping_div(q), p.wrapping_rem(q));
                        let adjust = m != 0 && ((m < 0) != (q < 0));
                        (if is_div {
                            d - adjust as i32
                        } else if adjust {
                            m + q
                        } else {
                            m
                        }) as i64
                    } else if is_div {
                        ops::floor_div(p, q)
                    } else if q == -1 {
                        0
                    } else {
                        ops::floor_mod(p, q)
                    };
                    Ok(fin(f, k.wrap(r)))
                })
            }
            BinOp::Pow => {
                let g = if k.signed() {
                    crate::eval::cmath::ipow
                } else {
                    crate::eval::cmath::ipow_u
                };
                Box::new(move |f| {
                    let (p, q) = (x(f)?, y(f)?);
                    Ok(fin(f, k.wrap(g(p, q))))
                })
            }
            BinOp::Div | BinOp::MatMul => internal_error("integer division"),
        }
    }
}

struct FltOp {
    op: BinOp,
    cdiv: bool,
    span: crate::source::Span,
}

impl FltOp {
    fn build<A, B>(self, x: A, y: B) -> F
    where
        A: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<f64> + Send + Sync + 'static,
        B: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<f64> + Send + Sync + 'static,
    {
        self.build_to(x, y, |_, v| v)
    }

    fn build_to<A, B, R, G>(
        self,
        x: A,
        y: B,
        fin: G,
    ) -> Box<dyn for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<R> + Send + Sync>
    where
        A: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<f64> + Send + Sync + 'static,
        B: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<f64> + Send + Sync + 'static,
        G: for<'a, 'g> Fn(Frm<'a, 'g>, f64) -> R + Send + Sync + Copy + 'static,
        R: 'static,
    {
        let FltOp { op, cdiv, span } = self;
        match op {
            BinOp::Add => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                Ok(fin(f, p + q))
            }),
            BinOp::Sub => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                Ok(fin(f, p - q))
            }),
            BinOp::Mul => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                Ok(fin(f, p * q))
            }),
            BinOp::Div => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                if q == 0.0 && !cdiv {
                    return Err(zero_div("float division").at(span));
                }
                Ok(fin(f, p / q))
            }),
            BinOp::Mod => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                if q == 0.0 && !cdiv {
                    return Err(zero_div("float divmod()").at(span));
                }
                Ok(fin(f, if cdiv { p % q } else { ops::float_mod(p, q) }))
            }),
            BinOp::FloorDiv => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                if q == 0.0 && !cdiv {
                    return Err(zero_div("float division").at(span));
                }
                Ok(fin(f, ops::float_floordiv(p, q)))
            }),
            BinOp::Pow => Box::new(move |f| {
                let p = x(f)?;
                let q = y(f)?;
                Ok(fin(f, p.powf(q)))
            }),
            _ => internal_error("floating-point operator"),
        }
    }
}

/// A comparison of two operands as a bint.
fn cmp_to<T, A, B>(x: A, y: B, c: impl Fn(T, T) -> bool + Send + Sync + 'static) -> I
where
    T: 'static,
    A: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static,
    B: for<'a, 'g> Fn(Frm<'a, 'g>) -> Res<T> + Send + Sync + 'static,
{
    Box::new(move |f| {
        let p = x(f)?;
        let q = y(f)?;
        Ok(c(p, q) as i64)
    })
}

/// The value of a constant operand (through conversions).
pub(super) fn float_const(e: &HExpr) -> Option<f64> {
    match &e.kind {
        HKind::Float(x) => Some(*x),
        HKind::Int(i) => Some(*i as f64),
        HKind::Convert(x) => float_const(x),
        _ => None,
    }
}
