//! Reading an element of a C++ vector of C numbers (`v[i]`, and the
//! loop `for x in v`): straight from the buffer that holds it (a `CVec`,
//! or a list of objects for any other vector), without a builtin call,
//! an argument list or a conversion through an object.

use super::{Compiler, F, I, V};
use crate::builtins::cppstl::out_of_range;
use crate::eval::cvec::CVec;
use crate::eval::exc::{Res, index_error};
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::sema::hir::{HExpr, HKind, Place, Var};
use crate::source::Span;

/// How an element is read: from a list's object, or from a vector of C
/// numbers' bits.
type Readers<T> = (fn(&Value) -> Res<T>, fn(&CVec, u64) -> T);

/// Where the vector comes from: a local slot read in place (no `Arc`
/// clone per element), or any expression.
enum Source {
    Slot(usize),
    Expr(V),
}

impl Compiler<'_> {
    fn cpp_source(&mut self, v: &HExpr) -> Source {
        match &crate::sema::cpp::held_inner(v).kind {
            HKind::Load(Var {
                place: Place::Local(s),
                ..
            }) => Source::Slot(*s as usize),
            _ => Source::Expr(self.obj(v)),
        }
    }

    /// A closure applying `read` to element `i` of the vector (`bits`
    /// when the vector holds C numbers).
    fn cpp_element<T: 'static>(
        &mut self,
        v: &HExpr,
        i: &HExpr,
        span: Span,
        (read, bits): Readers<T>,
    ) -> crate::eval::call::Eany<T> {
        let src = self.cpp_source(v);
        let i = self.int(i);
        let get = move |held: &Value, k: u64| -> Res<T> {
            match held {
                Value::CVec(c) => {
                    let data = c.data.lock();
                    match data.get(k as usize) {
                        Some(&b) => Ok(bits(c, b)),
                        None => Err(out_of_range(k, data.len())),
                    }
                }
                Value::List(l) => {
                    let items = l.lock();
                    match items.get(k as usize) {
                        Some(x) => read(x),
                        None => Err(out_of_range(k, items.len())),
                    }
                }
                _ => Err(index_error("not a C++ vector")),
            }
        };
        match src {
            Source::Slot(s) => Box::new(move |f: &mut Frame| {
                let k = i(f)? as u64;
                get(&f.v[s], k).map_err(|e| e.at(span))
            }),
            Source::Expr(x) => Box::new(move |f: &mut Frame| {
                let held = x(f)?;
                let k = i(f)? as u64;
                get(&held, k).map_err(|e| e.at(span))
            }),
        }
    }

    pub(super) fn cpp_index_int(&mut self, v: &HExpr, i: &HExpr, span: Span) -> I {
        let read = |x: &Value| match x {
            Value::Int(n) => Ok(*n),
            Value::Bool(b) => Ok(*b as i64),
            other => crate::eval::ops::to_cint(other, crate::sema::types::CInt::LongLong),
        };
        self.cpp_element(v, i, span, (read, |_, b| b as i64))
    }

    pub(super) fn cpp_index_flt(&mut self, v: &HExpr, i: &HExpr, span: Span) -> F {
        let read = |x: &Value| match x {
            Value::Float(d) => Ok(*d),
            other => crate::eval::ops::to_f64(other),
        };
        self.cpp_element(v, i, span, (read, |_, b| f64::from_bits(b)))
    }

    pub(super) fn cpp_index_obj(&mut self, v: &HExpr, i: &HExpr, span: Span) -> V {
        self.cpp_element(v, i, span, (|x| Ok(x.clone()), CVec::value))
    }
}
