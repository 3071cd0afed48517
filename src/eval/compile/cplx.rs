//! Expressions of C complex type (`double complex`, `float complex`):
//! held as `Value::Complex`, computed with C99's complex arithmetic
//! (`eval::complex`) instead of Python's.

use super::{Compiler, F, V, internal_error};
use crate::eval::complex;
use crate::eval::exc::{Res, index_error};
use crate::eval::memview::{element_view, offset};
use crate::eval::value::Value;
use crate::sema::hir::*;
use crate::sema::types::Ty;
use crate::source::Span;

/// The parts of a value sema typed as a C complex (held as a complex
/// already: taken as they are, where a Python object converted to one
/// goes through `from_parts`).
pub(super) fn parts(v: &Value) -> Res<complex::C> {
    match v {
        Value::Complex(re, im) => Ok((*re, *im)),
        v => complex::from_object(v),
    }
}

impl Compiler<'_> {
    /// The closure of a complex-typed expression, where its kind computes
    /// in C complex; None for kinds that evaluate as any object does
    /// (loads, calls, attributes).
    pub(super) fn complex_expr(&mut self, e: &HExpr) -> Option<V> {
        let span = e.span;
        let ty = e.ty.clone();
        let single = ty == Ty::FloatComplex;
        Some(match &e.kind {
            HKind::Complex(re, im) => {
                let v = complex::typed((*re, *im), &ty);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Convert(inner) => match &inner.ty {
                Ty::Int(_) | Ty::Bint | Ty::Float | Ty::Double => {
                    let x = self.double_from(inner);
                    Box::new(move |f| Ok(complex::typed(complex::from_parts(x(f)?, 0.0), &ty)))
                }
                from => {
                    let from_python = *from == Ty::Object;
                    // Cython converts between complex precisions with
                    // `from_parts(re, im)` too (an infinite imaginary part
                    // makes the real part NaN), in the target's precision.
                    let repack = from.is_complex() && ((*from == Ty::FloatComplex) != single);
                    let x = self.obj(inner);
                    Box::new(move |f| {
                        let v = x(f)?;
                        let z = if from_python {
                            complex::from_object(&v)
                        } else if repack {
                            parts(&v).map(|z| {
                                let z = if single { complex::to_single(z) } else { z };
                                complex::from_parts(z.0, z.1)
                            })
                        } else {
                            parts(&v)
                        };
                        Ok(complex::typed(z.map_err(|e| e.at(span))?, &ty))
                    })
                }
            },
            // Constants folded as gcc folds them (see `eval::exactc`).
            HKind::Binary(..)
                if ty == Ty::DoubleComplex
                    && let Some(z) = const_complex(e) =>
            {
                let v = Value::Complex(z.0, z.1);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Binary(op, a, b) => {
                let (op, cdivision) = (*op, self.dir.cdivision);
                let (a, b) = (self.obj(a), self.obj(b));
                Box::new(move |f| {
                    let (x, y) = (parts(&a(f)?)?, parts(&b(f)?)?);
                    let (re, im) =
                        complex::c_binary(op, x, y, single, cdivision).map_err(|e| e.at(span))?;
                    Ok(Value::Complex(re, im))
                })
            }
            HKind::Unary(op, x) => {
                let op = *op;
                let x = self.obj(x);
                Box::new(move |f| {
                    let (re, im) = parts(&x(f)?)?;
                    Ok(match op {
                        crate::syntax::ast::UnOp::Neg => Value::Complex(-re, -im),
                        _ => Value::Complex(re, im),
                    })
                })
            }
            HKind::CBuiltin(name, args) => {
                let (Some(g), [z]) = (complex::libc_fn(name), args.as_slice()) else {
                    return None;
                };
                let z = self.obj(z);
                Box::new(move |f| {
                    let (re, im) = g(parts(&z(f)?)?);
                    Ok(Value::Complex(re, im))
                })
            }
            _ => return None,
        })
    }

    /// `m[i, j]` of a view of complex elements: the element as a complex.
    pub(super) fn complex_element(&mut self, base: &HExpr, idx: &[HExpr], span: Span) -> V {
        let b = self.obj(&crate::sema::coerce::convert(base.clone(), &Ty::Object));
        let ix: Vec<super::I> = idx.iter().map(|e| self.int(e)).collect();
        let wrap = self.dir.wraparound;
        Box::new(move |f| {
            let view = b(f)?;
            let mut vals = [0i64; 8];
            for (k, x) in ix.iter().enumerate() {
                vals[k] = x(f)?;
            }
            let a = element_view(&view, ix.len()).map_err(|e| e.at(span))?;
            let off = offset(a, &vals[..ix.len()], wrap).map_err(|e| e.at(span))?;
            match a.buf.load(a.dtype, off) {
                Some(s) => Ok(crate::eval::arrays::scalar_value(s)),
                None => Err(index_error("buffer access outside the buffer").at(span)),
            }
        })
    }

    /// `p[i]` of a pointer to (or C array of) complex numbers.
    pub(super) fn complex_pointee(&mut self, base: &HExpr, i: &HExpr, span: Span) -> V {
        let (Ty::Ptr(Some(d)) | Ty::CArray(d, _)) = base.ty else {
            return internal_error("complex element of a non-pointer");
        };
        let p = self.obj(&crate::sema::coerce::convert(base.clone(), &Ty::Object));
        let i = self.int(i);
        Box::new(move |f| {
            let pv = p(f)?;
            let k = i(f)?;
            let ptr = crate::eval::memory::ptr_of(&pv).map_err(|e| e.at(span))?;
            let s = crate::eval::memory::load(ptr, d, k).map_err(|e| e.at(span))?;
            Ok(crate::eval::arrays::scalar_value(s))
        })
    }

    /// `z.real`, `z.imag`, `abs(z)` (C's `cabs`, `cabsf`) of a C complex.
    pub(super) fn complex_real(&mut self, name: &str, args: &[HExpr], single: bool) -> F {
        let [z] = args else {
            return internal_error("complex part");
        };
        let z = self.obj(z);
        let part = match name {
            "creal" => |z: complex::C| z.0,
            "cimag" => |z: complex::C| z.1,
            "carg" => |z: complex::C| z.1.atan2(z.0),
            _ => |z: complex::C| z.0.hypot(z.1),
        };
        Box::new(move |f| {
            let r = part(parts(&z(f)?)?);
            Ok(if single { r as f32 as f64 } else { r })
        })
    }
}

/// The value of a double complex expression of literals only, its
/// products and quotients rounded once as gcc's folding rounds them; None
/// for anything else, or what raises or is not finite (left to run time).
fn const_complex(e: &HExpr) -> Option<(f64, f64)> {
    use crate::syntax::ast::{BinOp, UnOp};
    let z = match &e.kind {
        HKind::Complex(re, im) => (*re, *im),
        HKind::Convert(inner) => match (&inner.kind, &inner.ty) {
            (HKind::Int(i), _) => (*i as f64, 0.0),
            (HKind::Float(x), _) => (*x, 0.0),
            (_, t) if t.is_complex() || t.is_c() => const_complex(inner)?,
            _ => return None,
        },
        HKind::Unary(UnOp::Neg, x) => {
            let (re, im) = const_complex(x)?;
            (-re, -im)
        }
        HKind::Unary(UnOp::Pos, x) => const_complex(x)?,
        HKind::Binary(op, a, b) if e.ty == Ty::DoubleComplex => {
            let (x, y) = (const_complex(a)?, const_complex(b)?);
            match op {
                BinOp::Add => (x.0 + y.0, x.1 + y.1),
                BinOp::Sub => (x.0 - y.0, x.1 - y.1),
                BinOp::Mul => crate::eval::exactc::fold(false, x, y)?,
                BinOp::Div => crate::eval::exactc::fold(true, x, y)?,
                _ => return None,
            }
        }
        HKind::Int(i) => (*i as f64, 0.0),
        HKind::Float(x) => (*x, 0.0),
        _ => return None,
    };
    (z.0.is_finite() && z.1.is_finite()).then_some(z)
}
