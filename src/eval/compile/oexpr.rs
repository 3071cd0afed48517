//! Object expressions: Python semantics on dynamic values.

use super::{Compiler, V, internal_error};
use crate::eval::attrs;
use crate::eval::call::{self, Function, Kwargs, call_function, call_value, traced};
use crate::eval::construct;
use crate::eval::entry;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::ops;
use crate::eval::sites::{FieldSite, MethodSite};
use crate::eval::value::{Iter, Value};
use crate::sema::hir::*;
use crate::sema::types::Ty;
use parking_lot::Mutex;
use std::sync::Arc;

/// Compiled call arguments.
pub(super) enum CArg {
    Pos(V),
    Star(V),
    Kw(Arc<str>, V),
    StarStar(V),
}

/// A positional argument's value (the caller checked that every argument
/// is one; another kind gives its expression's value).
fn pos_arg(a: &CArg, f: &mut Frame) -> Res<Value> {
    match a {
        CArg::Pos(x) | CArg::Star(x) | CArg::Kw(_, x) | CArg::StarStar(x) => x(f),
    }
}

/// Evaluates compiled arguments into positional values and keywords.
pub(super) fn eval_args(
    args: &[CArg],
    f: &mut crate::eval::frame::Frame,
) -> Res<(Vec<Value>, Kwargs)> {
    let mut pos = Vec::with_capacity(args.len());
    let mut kw = Vec::new();
    for a in args {
        match a {
            CArg::Pos(x) => pos.push(x(f)?),
            CArg::Star(x) => {
                let v = x(f)?;
                pos.extend(crate::eval::iter::collect(&v, f)?)
            }
            CArg::Kw(k, x) => kw.push((k.clone(), x(f)?)),
            CArg::StarStar(x) => match x(f)? {
                Value::Dict(d) => {
                    for (k, v) in d.lock().values() {
                        match k {
                            Value::Str(s) => kw.push((s.clone(), v.clone())),
                            _ => return Err(type_error("keywords must be strings")),
                        }
                    }
                }
                other => {
                    return Err(type_error(format!(
                        "argument after ** must be a mapping, not {}",
                        other.type_name()
                    )));
                }
            },
        }
    }
    Ok((pos, kw))
}

impl Compiler<'_> {
    pub(super) fn args(&mut self, args: &[HArg]) -> Vec<CArg> {
        args.iter()
            .map(|a| match a {
                HArg::Pos(e) => CArg::Pos(self.obj(e)),
                HArg::Star(e) => CArg::Star(self.obj(e)),
                HArg::Kw(k, e) => CArg::Kw(k.clone(), self.obj(e)),
                HArg::StarStar(e) => CArg::StarStar(self.obj(e)),
            })
            .collect()
    }

    /// Items of a display, with `*x` expanded.
    fn items(&mut self, xs: &[HExpr]) -> Vec<(bool, V)> {
        xs.iter()
            .map(|x| match &x.kind {
                HKind::Starred(inner) => (true, self.obj(inner)),
                _ => (false, self.obj(x)),
            })
            .collect()
    }

    /// An expression of object type (or any type, boxed).
    pub(super) fn obj(&mut self, e: &HExpr) -> V {
        let span = e.span;
        match &e.ty {
            Ty::Int(k) => {
                let k = *k;
                let x = self.int(e);
                return Box::new(move |f| ops::cint_to_value(x(f)?, k).map_err(|er| er.at(span)));
            }
            Ty::Bint => {
                let x = self.int(e);
                return Box::new(move |f| Ok(Value::Bool(x(f)? != 0)));
            }
            Ty::Float | Ty::Double => {
                let x = self.flt(e);
                return Box::new(move |f| Ok(Value::Float(x(f)?)));
            }
            Ty::Void => {
                if let HKind::CallVirtual(id, name, args) = &e.kind {
                    let x = self.virtual_call_c(*id, name, args, &Ty::Void, span);
                    return Box::new(move |f| x(f).map(|_| Value::None));
                }
                if let HKind::CallDirect(..) = e.kind {
                    let x = self.int(&HExpr {
                        kind: e.kind.clone(),
                        ty: Ty::Int(crate::sema::types::CInt::Int),
                        span,
                    });
                    return Box::new(move |f| x(f).map(|_| Value::None));
                }
            }
            Ty::FloatComplex | Ty::DoubleComplex | Ty::SoftComplex => {
                if let Some(x) = self.complex_expr(e) {
                    return x;
                }
            }
            Ty::Object
            | Ty::Memview(_)
            | Ty::Ptr(_)
            | Ty::StructPtr(_)
            | Ty::PtrPtr(_)
            | Ty::FuncPtr(_)
            | Ty::CArray(..)
            | Ty::CArrayNd(..)
            | Ty::Struct(_)
            | Ty::Ctuple(_)
            | Ty::Cpp(_)
            | Ty::Ucs4
            | Ty::Buffer(..) => {}
        }
        match &e.kind {
            HKind::Let(binds, body) => {
                let b = self.obj(body);
                self.after_lets(binds, b)
            }
            HKind::Int(i) => {
                let v = Value::Int(*i);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Float(x) => {
                let v = Value::Float(*x);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Complex(re, im) => {
                let v = Value::Complex(*re, *im);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::BigInt(b) => {
                // A folded constant may fit a machine int after all.
                let v = crate::eval::bigint::norm((**b).clone());
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Bool(b) => {
                let v = Value::Bool(*b);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Str(s) => {
                let v = Value::Str(s.clone());
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Bytes(b) => {
                let v = Value::Bytes(b.clone());
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::TypeName(s) => {
                let v = Value::Str(s.clone());
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::NoneLit => Box::new(|_| Ok(Value::None)),
            HKind::Fail(class, msg) => {
                let (class, msg) = (*class, msg.clone());
                Box::new(move |_| Err(new_exc(class, msg.to_string()).at(span)))
            }
            HKind::Ellipsis => Box::new(|_| Ok(Value::Ellipsis)),
            HKind::Module(m) => {
                let v = Value::Module(m.clone());
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Builtin(id) => {
                let v = crate::builtins::value_of(*id);
                Box::new(move |_| Ok(v.clone()))
            }
            HKind::Load(var) => self.load_obj(var, span),
            HKind::Convert(inner) => match (&e.ty, &inner.ty) {
                (Ty::Ptr(Some(d)), Ty::Object) if d.is_char() => {
                    // A literal's characters are one constant for the
                    // program's life, as in C: a pointer to them stays
                    // valid wherever it is stored.
                    if let HKind::Bytes(b) = &inner.kind
                        && let Ok(p) = crate::eval::memory::char_ptr(&Value::Bytes(b.clone()))
                    {
                        return Box::new(move |_| Ok(p.clone()));
                    }
                    let x = self.obj(inner);
                    Box::new(move |f| crate::eval::memory::char_ptr(&x(f)?).map_err(|e| e.at(span)))
                }
                (Ty::Object, Ty::Ptr(Some(d))) if d.is_char() => {
                    let x = self.obj(inner);
                    Box::new(move |f| {
                        crate::eval::memory::char_bytes(&x(f)?).map_err(|e| e.at(span))
                    })
                }
                // A C array of arrays becomes nested lists, and a row of
                // one (a pointer into its block) a list, as Cython copies
                // them out.
                (Ty::Object, Ty::CArrayNd(d, dims)) => {
                    let (d, dims) = (*d, dims.clone());
                    let x = self.obj(inner);
                    Box::new(move |f| {
                        crate::eval::memory::carray_nested(&x(f)?, d, &dims).map_err(|e| e.at(span))
                    })
                }
                (Ty::Object, Ty::CArray(d, n))
                    if !d.is_char()
                        && matches!(inner.kind, HKind::PtrAdd(..) | HKind::PtrField(..)) =>
                {
                    let (d, dims) = (*d, [*n]);
                    let x = self.obj(inner);
                    Box::new(move |f| {
                        crate::eval::memory::carray_nested(&x(f)?, d, &dims).map_err(|e| e.at(span))
                    })
                }
                // A `char` array converts as Cython converts it: the
                // bytes up to its NUL.
                (Ty::Object, Ty::CArray(d, _)) if d.is_char() => {
                    let x = self.obj(inner);
                    Box::new(move |f| {
                        crate::eval::memory::char_bytes(&x(f)?).map_err(|e| e.at(span))
                    })
                }
                (Ty::Memview(t), from) if from != &e.ty => self.mv_acquire(inner, *t, span),
                // Cython turns a struct into a dict when it becomes an
                // object, and builds one back from a mapping.
                (Ty::Object, Ty::SoftComplex) => {
                    let x = self.obj(inner);
                    Box::new(move |f| {
                        Ok(match x(f)? {
                            Value::Complex(re, 0.0) => Value::Float(re),
                            v => v,
                        })
                    })
                }
                (Ty::Object, Ty::Struct(_)) => {
                    let x = self.obj(inner);
                    Box::new(move |f| Ok(crate::eval::value::struct_as_dict(x(f)?)))
                }
                (Ty::Buffer(t, elem), from) if from != &e.ty => {
                    let (x, t, elem) = (self.obj(inner), *t, elem.clone());
                    Box::new(move |f| {
                        crate::eval::memview::acquire_ndarray(&x(f)?, &t, &elem)
                            .map_err(|e| e.at(span))
                    })
                }
                // A C++ container is built from an object by Cython's
                // converters, and becomes a new object (a copy).
                (Ty::Cpp(c), from) if from != &e.ty => {
                    let (x, c) = (self.obj(inner), c.clone());
                    Box::new(move |f| {
                        let v = x(f)?;
                        crate::eval::cpp::from_object(&v, &c, f).map_err(|e| e.at(span))
                    })
                }
                (Ty::Object, Ty::Cpp(c)) => {
                    let (x, c) = (self.obj(inner), c.clone());
                    Box::new(move |f| {
                        crate::eval::cpp::to_object(&x(f)?, &c).map_err(|e| e.at(span))
                    })
                }
                // A code point from an object, or from a C integer (`chr`).
                (Ty::Ucs4, Ty::Object) => {
                    let x = self.obj(inner);
                    Box::new(move |f| crate::eval::ops::to_ucs4(&x(f)?).map_err(|e| e.at(span)))
                }
                (Ty::Ucs4, from) if from.is_c() => {
                    let x = self.int(inner);
                    Box::new(move |f| {
                        crate::eval::ops::to_ucs4(&Value::Int(x(f)?)).map_err(|e| e.at(span))
                    })
                }
                (Ty::Ctuple(ts), from) if from != &e.ty => {
                    let (x, ts) = (self.obj(inner), ts.clone());
                    Box::new(move |f| {
                        crate::eval::call::ctuple_from(x(f)?, &ts).map_err(|e| e.at(span))
                    })
                }
                (Ty::Struct(def), Ty::Object) => {
                    let (x, def) = (self.obj(inner), def.clone());
                    Box::new(move |f| {
                        crate::eval::value::struct_from_object(&def, x(f)?).map_err(|e| e.at(span))
                    })
                }
                _ => self.obj(inner),
            },
            HKind::MvDims(base, which) => self.mv_dims(base, which, span),
            HKind::CppIndex(v, i) => self.cpp_index_obj(v, i, span),
            HKind::PtrIndex(base, i) if e.ty.is_address() => self.ptr_address(base, i, &e.ty, span),
            HKind::MvIndex(base, idx) if e.ty.is_complex() => self.complex_element(base, idx, span),
            HKind::PtrIndex(base, i) if e.ty.is_complex() => self.complex_pointee(base, i, span),
            HKind::MvIndex(..) | HKind::MvDim(..) | HKind::PtrIndex(..) => {
                internal_error("typed element as an object")
            }
            HKind::PtrAdd(base, k) => self.ptr_add(base, k, span),
            HKind::MvAddr(base, idx) => self.mv_addr(base, idx, span),
            HKind::PtrField(base, i, size, off) => self.ptr_field(base, i, *size, *off, span),
            HKind::MakeStruct(def, fields) => {
                let def = def.clone();
                let fs: Vec<V> = fields.iter().map(|x| self.obj(x)).collect();
                Box::new(move |f| {
                    let mut vals = Vec::with_capacity(fs.len());
                    for x in &fs {
                        vals.push(x(f)?);
                    }
                    Ok(Value::Struct(Arc::new((def.clone(), vals))))
                })
            }
            HKind::StructField(base, k) => {
                let b = self.obj(base);
                let k = *k;
                Box::new(move |f| match b(f)? {
                    Value::Struct(s) => Ok(s.1.get(k).cloned().unwrap_or(Value::None)),
                    other => Err(type_error(format!(
                        "'{}' object is not a struct",
                        other.type_name()
                    ))
                    .at(span)),
                })
            }
            HKind::PtrView(base, dims) => self.ptr_view(base, dims, &e.ty, span),
            HKind::Unary(op, x) => {
                let op = *op;
                let x = self.obj(x);
                Box::new(move |f| {
                    let v = x(f)?;
                    match v {
                        Value::Instance(_) => crate::eval::attrs::unary(f, op, &v),
                        _ => ops::unary(op, &v),
                    }
                    .map_err(|e| e.at(span))
                })
            }
            HKind::Binary(op, a, b) => {
                let op = *op;
                let (a, b) = (self.src(a), self.src(b));
                let quick = move |x: &Value, y: &Value| crate::eval::ops::quick_arith(op, x, y);
                super::ofast::pair(a, b, quick, move |f, x, y| {
                    attrs::binary(f, op, x, y).map_err(|e| e.at(span))
                })
            }
            HKind::Compare(head, pairs) if self.quick_compare_of(head, pairs) => {
                let op = pairs[0].0;
                let (a, b) = (self.src(head), self.src(&pairs[0].1));
                let quick =
                    move |x: &Value, y: &Value| attrs::plain_compare(op, x, y).map(Value::Bool);
                super::ofast::pair(a, b, quick, super::ofast::general_compare(op, span))
            }
            HKind::Compare(head, pairs) => {
                let first = self.obj(head);
                let rest: Vec<(crate::syntax::ast::CmpOp, V)> =
                    pairs.iter().map(|(op, x)| (*op, self.obj(x))).collect();
                Box::new(move |f| {
                    let mut left = first(f)?;
                    // A single comparison of arrays is elementwise.
                    if let [(op, r)] = rest.as_slice() {
                        let right = r(f)?;
                        if (matches!(left, Value::Array(_)) || matches!(right, Value::Array(_)))
                            && let Some(v) = crate::eval::arrays::compare(*op, &left, &right)
                                .map_err(|e| e.at(span))?
                        {
                            return Ok(v);
                        }
                        let r = attrs::compare(f, *op, &left, &right).map_err(|e| e.at(span))?;
                        return Ok(super::ofast::compare_result(*op, &left, &right, r));
                    }
                    for (op, r) in &rest {
                        let right = r(f)?;
                        if !attrs::compare(f, *op, &left, &right).map_err(|e| e.at(span))? {
                            return Ok(Value::Bool(false));
                        }
                        left = right;
                    }
                    Ok(Value::Bool(true))
                })
            }
            HKind::And(a, b) => {
                let (a, b) = (self.obj(a), self.obj(b));
                Box::new(move |f| {
                    let x = a(f)?;
                    if attrs::truth(f, &x).map_err(|e| e.at(span))? {
                        b(f)
                    } else {
                        Ok(x)
                    }
                })
            }
            HKind::Or(a, b) => {
                let (a, b) = (self.obj(a), self.obj(b));
                Box::new(move |f| {
                    let x = a(f)?;
                    if attrs::truth(f, &x).map_err(|e| e.at(span))? {
                        Ok(x)
                    } else {
                        b(f)
                    }
                })
            }
            HKind::IfExp(c, a, b) => {
                let (c, a, b) = (self.int(c), self.obj(a), self.obj(b));
                Box::new(move |f| if c(f)? != 0 { a(f) } else { b(f) })
            }
            HKind::Call(callee, args) => {
                if let HKind::Builtin(id) = &callee.kind
                    && let Some(fused) = self.gen_reduce(*id, args)
                {
                    return fused;
                }
                // The check of a store into an extension-type variable,
                // without the argument vector and dispatch.
                if let HKind::Builtin(id) = &callee.kind
                    && crate::builtins::name_of(*id) == "__expect_class__"
                    && let [HArg::Pos(x), HArg::Pos(class)] = args.as_slice()
                {
                    // A cdef class's name cannot be rebound, so its
                    // global is read in place: cloning the class and
                    // dropping it again cost two atomic operations per
                    // store, a third of a `p = ps[i]` loop.
                    if let HKind::Load(var) = &class.kind
                        && let Place::Global(g) = var.place
                    {
                        let (x, g) = (self.obj(x), g as usize);
                        return Box::new(move |f| {
                            let v = x(f)?;
                            expect_class(v, f.g.get(g)).map_err(|e| e.at(span))
                        });
                    }
                    let (x, class) = (self.obj(x), self.obj(class));
                    return Box::new(move |f| {
                        let v = x(f)?;
                        expect_class(v, Some(&class(f)?)).map_err(|e| e.at(span))
                    });
                }
                // The check of a store into a `cdef str`/`list`/...
                // variable, likewise without the vector and dispatch.
                if let HKind::Builtin(id) = &callee.kind
                    && crate::builtins::name_of(*id) == "__expect_type__"
                    && let [HArg::Pos(x), HArg::Pos(want)] = args.as_slice()
                    && let HKind::Str(want) = &want.kind
                    && &**want != "int"
                {
                    let (x, want) = (self.obj(x), want.clone());
                    return Box::new(move |f| {
                        crate::eval::typetest::builtin(x(f)?, &want).map_err(|e| e.at(span))
                    });
                }
                // `math.f(x)` of a C number: the function on the double,
                // no argument boxed, no call dispatched.
                if let HKind::Builtin(id) = &callee.kind
                    && let [HArg::Pos(arg)] = args.as_slice()
                    && let x = match &arg.kind {
                        HKind::Convert(inner) if arg.ty == Ty::Object => inner,
                        _ => arg,
                    }
                    && (x.ty.is_c_int() || x.ty.is_c_float())
                    && let Some(short) = crate::builtins::name_of(*id).strip_prefix("math.")
                    && let Some(func) = crate::builtins::math::unary_fn(short)
                {
                    let x = self.flt(&crate::sema::coerce::convert(x.clone(), &Ty::Double));
                    let name: Arc<str> = Arc::from(crate::builtins::name_of(*id));
                    return Box::new(move |f| {
                        let v = x(f)?;
                        func(v)
                            .map(Value::Float)
                            .map_err(|e| traced(e, &name, span))
                    });
                }
                // `math.f(x)` of an object: converted as the call would
                // convert it, without the argument vector and dispatch.
                if let HKind::Builtin(id) = &callee.kind
                    && let [HArg::Pos(x)] = args.as_slice()
                    && let Some(short) = crate::builtins::name_of(*id).strip_prefix("math.")
                    && let Some(func) = crate::builtins::math::unary_fn(short)
                {
                    let x = self.obj(x);
                    let name: Arc<str> = Arc::from(crate::builtins::name_of(*id));
                    let short: &'static str = short;
                    return Box::new(move |f| {
                        let v = x(f)?;
                        crate::builtins::math::apply(short, func, &v.plain())
                            .map(Value::Float)
                            .map_err(|e| traced(e, &name, span))
                    });
                }
                let name: Arc<str> = match &callee.kind {
                    HKind::Load(v) => v.name.clone(),
                    HKind::Builtin(id) => Arc::from(crate::builtins::name_of(*id)),
                    _ => Arc::from("<call>"),
                };
                let c = self.obj(callee);
                let args = self.args(args);
                let positional = args.iter().all(|a| matches!(a, CArg::Pos(_)));
                Box::new(move |f| {
                    let callee = c(f)?;
                    let n = args.len();
                    if positional
                        && let Value::Func(func) = &callee
                        && let Some(slots) = entry::plain_slots(func, n)
                    {
                        call::poll_before_call(f)?;
                        // An argument's own error is not the callee's: it
                        // gets no "called from here" entry.
                        let mut in_args = false;
                        let r = entry::call_positional(func, slots, f, false, |i, f| {
                            pos_arg(&args[i], f).inspect_err(|_| in_args = true)
                        });
                        return r.map_err(|e| if in_args { e } else { traced(e, &name, span) });
                    }
                    if positional
                        && let Value::Class(c) = &callee
                        && let Some(init) = construct::direct_init(c)
                        && let Some(slots) = entry::plain_slots(&init, n + 1)
                    {
                        call::poll_before_call(f)?;
                        let mut made = None;
                        let mut in_args = false;
                        // The instance is made once its arguments are.
                        let r = entry::call_positional(&init, slots, f, true, |i, f| {
                            if i > 0 {
                                return pos_arg(&args[i - 1], f).inspect_err(|_| in_args = true);
                            }
                            let me = Value::Instance(construct::allocate(c, &[], &Vec::new(), f)?);
                            made = Some(me.clone());
                            Ok(me)
                        });
                        return r
                            .and_then(construct::init_returned)
                            .map(|()| made.unwrap_or(Value::None))
                            .map_err(|e| if in_args { e } else { traced(e, &name, span) });
                    }
                    let (pos, kw) = eval_args(&args, f)?;
                    call_value(&callee, pos, kw, f).map_err(|e| traced(e, &name, span))
                })
            }
            HKind::CallDirect(id, args) => self.direct_call_v(*id, args, span),
            HKind::CallVirtual(id, name, args) => self.virtual_call_v(*id, name, args, span),
            HKind::CallMethod(obj, name, args) => {
                if let Some(quick) = self.quick_method(obj, name, args, span) {
                    return quick;
                }
                let o = self.obj(obj);
                let args = self.args(args);
                let site = MethodSite::new(name);
                let positional = args.iter().all(|a| matches!(a, CArg::Pos(_)));
                Box::new(move |f| {
                    let recv = o(f)?;
                    // A method the site knows is called with the receiver
                    // put first as the arguments are made.
                    if positional && let Some(func) = site.cached(&recv) {
                        let func = func.clone();
                        if let Some(slots) = entry::plain_slots(&func, args.len() + 1) {
                            let mut recv = Some(recv);
                            let mut in_args = false;
                            let r =
                                entry::call_positional(&func, slots, f, false, |i, f| match i {
                                    0 => Ok(recv.take().unwrap_or(Value::None)),
                                    _ => pos_arg(&args[i - 1], f).inspect_err(|_| in_args = true),
                                });
                            return r.map_err(|e| {
                                if in_args {
                                    e
                                } else {
                                    traced(e, site.name(), span)
                                }
                            });
                        }
                        let mut full = Vec::with_capacity(args.len() + 1);
                        full.push(recv);
                        for a in &args {
                            full.push(pos_arg(a, f)?);
                        }
                        return call_function(&func, full, Vec::new(), f)
                            .map_err(|e| traced(e, site.name(), span));
                    }
                    let (pos, kw) = eval_args(&args, f)?;
                    site.call(&recv, pos, kw, f)
                        .map_err(|e| traced(e, site.name(), span))
                })
            }
            HKind::Attr(obj, name) => {
                let site = FieldSite::new(name);
                let o = self.obj(obj);
                let local = local_slot(obj);
                Box::new(move |f| {
                    // A local receiver (`self`) is read where it is.
                    if let Some(s) = local
                        && let Some(v) = site.peek(&f.v[s])
                    {
                        return Ok(v);
                    }
                    let target = o(f)?;
                    site.load(f, &target).map_err(|e| e.at(span))
                })
            }
            HKind::Subscript(obj, idx) if super::mvslice::is_subview(obj, idx) => {
                self.mv_subview(obj, idx, span)
            }
            HKind::Subscript(obj, idx)
                if let HKind::Load(var) = &obj.kind
                    && let Place::Local(slot) = var.place
                    && cannot_rebind(idx) =>
            {
                // `xs[i]` of a local: the container is read in place, not
                // cloned and dropped (two atomic operations per access).
                if let Some(x) = self.int_subscript(slot as usize, &var.name, idx, span) {
                    return x;
                }
                let i = self.obj(idx);
                let s = slot as usize;
                let name = var.name.clone();
                Box::new(move |f| {
                    if let Value::Undef = f.v[s] {
                        return Err(unbound_local_named(&name).at(span));
                    }
                    let k = i(f)?;
                    match &f.v[s] {
                        v
                        @ (Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Bytes(_)) => {
                            crate::eval::ops::getitem(v, &k).map_err(|e| e.at(span))
                        }
                        v => {
                            if let Value::Instance(_) = v
                                && let Some(r) = crate::builtins::bytearray::get_int_item(v, &k)
                            {
                                return r.map_err(|e| e.at(span));
                            }
                            let v = v.clone();
                            attrs::getitem(f, &v, &k).map_err(|e| e.at(span))
                        }
                    }
                })
            }
            HKind::Subscript(obj, idx) => {
                let (o, i) = (self.obj(obj), self.obj(idx));
                Box::new(move |f| {
                    let v = o(f)?;
                    let k = i(f)?;
                    attrs::getitem(f, &v, &k).map_err(|e| e.at(span))
                })
            }
            HKind::Slice(a, b, c) => {
                let mut part = |x: &Option<Box<HExpr>>| -> V {
                    match x {
                        Some(x) => self.obj(x),
                        None => Box::new(|_| Ok(Value::None)),
                    }
                };
                let (a, b, c) = (part(a), part(b), part(c));
                Box::new(move |f| Ok(Value::Slice(Arc::new((a(f)?, b(f)?, c(f)?)))))
            }
            HKind::Tuple(xs) => {
                let items = self.items(xs);
                // A pair or triple without `*` is made in one allocation
                // (through a vector it would take two and a copy).
                if items.iter().all(|(star, _)| !star) && matches!(items.len(), 2 | 3) {
                    let mut xs: Vec<V> = items.into_iter().map(|(_, x)| x).collect();
                    let c = if xs.len() == 3 { xs.pop() } else { None };
                    let (Some(b), Some(a)) = (xs.pop(), xs.pop()) else {
                        return Box::new(|_| Ok(Value::tuple(Vec::new())));
                    };
                    return match c {
                        None => Box::new(move |f| {
                            let t: Arc<[Value]> = Arc::new([a(f)?, b(f)?]);
                            Ok(Value::Tuple(t))
                        }),
                        Some(c) => Box::new(move |f| {
                            let t: Arc<[Value]> = Arc::new([a(f)?, b(f)?, c(f)?]);
                            Ok(Value::Tuple(t))
                        }),
                    };
                }
                Box::new(move |f| Ok(Value::tuple(collect_items(&items, f)?)))
            }
            HKind::List(xs) => {
                let items = self.items(xs);
                Box::new(move |f| Ok(Value::list(collect_items(&items, f)?)))
            }
            HKind::Set(xs) => {
                let items = self.items(xs);
                Box::new(move |f| {
                    let vals = collect_items(&items, f)?;
                    let mut d = crate::eval::value::Dict::default();
                    for v in vals {
                        crate::eval::hashing::add_local(f, &mut d, v, Value::None, false)
                            .map_err(|e| e.at(span))?;
                    }
                    Ok(Value::Set(Arc::new(Mutex::new(d))))
                })
            }
            HKind::Dict(kvs) => {
                // A `**m` entry: the key closure yields the mapping, and
                // no value closure.
                let kvs: Vec<(V, Option<V>)> = kvs
                    .iter()
                    .map(|(k, v)| match &k.kind {
                        HKind::Starred(m) => (self.obj(m), None),
                        _ => (self.obj(k), Some(self.obj(v))),
                    })
                    .collect();
                Box::new(move |f| {
                    let mut d = crate::eval::value::Dict {
                        map: crate::eval::value::DictMap::with_capacity(kvs.len()),
                        flavor: Default::default(),
                        table: None,
                    };
                    for (k, v) in &kvs {
                        let key = k(f)?;
                        let Some(v) = v else {
                            for (key, val) in mapping_items(&key, f).map_err(|e| e.at(span))? {
                                crate::eval::hashing::add_local(f, &mut d, key, val, true)
                                    .map_err(|e| e.at(span))?;
                            }
                            continue;
                        };
                        let val = v(f)?;
                        crate::eval::hashing::add_local(f, &mut d, key, val, true)
                            .map_err(|e| e.at(span))?;
                    }
                    Ok(Value::Dict(Arc::new(Mutex::new(d))))
                })
            }
            HKind::Starred(_) => internal_error("starred expression outside a display"),
            HKind::Comp {
                kind,
                elt,
                value,
                gens,
            } => self.comprehension(*kind, elt, value.as_deref(), gens),
            HKind::MakeFunc(id) => self.make_func(*id),
            HKind::MakeFused(info) => self.make_fused(info),
            HKind::FString(parts) => {
                let parts = self.fparts(parts);
                Box::new(move |f| {
                    let mut out = String::new();
                    render_fparts(&parts, f, &mut out)?;
                    Ok(Value::Str(Arc::from(out)))
                })
            }
            HKind::Walrus(var, v) => {
                let val = self.obj(v);
                let store = self.store_var_value(var, span);
                Box::new(move |f| {
                    let x = val(f)?;
                    store(f, x.clone())?;
                    Ok(x)
                })
            }
            HKind::CBuiltin(..) => internal_error("C builtin with object type"),
        }
    }

    fn load_obj(&mut self, var: &Var, span: crate::source::Span) -> V {
        let name = var.name.clone();
        match var.place {
            Place::Local(s) => {
                let s = s as usize;
                Box::new(move |f| match &f.v[s] {
                    Value::Undef => Err(unbound_local_named(&name).at(span)),
                    v => Ok(v.clone()),
                })
            }
            Place::Global(s) => {
                let s = s as usize;
                // A module's memoryview declared without a value: Cython
                // reports it as it does a local one.
                let view = matches!(var.ty, Ty::Memview(_));
                Box::new(move |f| match f.g.get(s) {
                    Some(Value::Undef) | None if view => Err(unbound_local_named(&name).at(span)),
                    Some(Value::Undef) | None => {
                        Err(name_error(format!("name '{name}' is not defined")).at(span))
                    }
                    Some(v) => Ok(v.clone()),
                })
            }
            Place::Cell(s) => {
                let s = s as usize;
                Box::new(move |f| {
                    let v = match &f.v[s] {
                        Value::Cell(c) => c.lock().clone(),
                        _ => Value::Undef,
                    };
                    match v {
                        Value::Undef => Err(name_error(format!(
                            "free variable '{name}' referenced before assignment in enclosing scope"
                        ))
                        .at(span)),
                        v => Ok(v),
                    }
                })
            }
        }
    }

    fn make_func(&mut self, id: FuncId) -> V {
        let func = &self.prog.funcs[id];
        let cell = self.codes[id].clone();
        let defaults: Vec<Option<V>> = func
            .params
            .iter()
            .map(|p| {
                p.default
                    .as_ref()
                    .map(|d| self.obj(&crate::sema::coerce::convert(d.clone(), &Ty::Object)))
            })
            .collect();
        let free: Vec<Place> = func.free.iter().map(|(p, _)| *p).collect();
        let qualname = func.qualname.clone();
        Box::new(move |f| {
            let Some(code) = cell.get().cloned() else {
                return Err(name_error("function is not compiled"));
            };
            let mut ds = Vec::with_capacity(defaults.len());
            for d in &defaults {
                ds.push(match d {
                    Some(x) => x(f)?,
                    None => Value::Undef,
                });
            }
            let closure = free
                .iter()
                .map(|p| match p {
                    Place::Cell(s) | Place::Local(s) => f.v[*s as usize].clone(),
                    Place::Global(s) => f.g.get(*s as usize).cloned().unwrap_or(Value::Undef),
                })
                .collect();
            Ok(Value::Func(Arc::new(Function {
                code,
                defaults: ds,
                closure,
                qualname: qualname.clone(),
                fused: None,
                attrs: Mutex::new(Default::default()),
            })))
        })
    }

    /// A fused function: its specialisations made as functions, behind a
    /// dispatcher that looks like the first of them.
    fn make_fused(&mut self, info: &FusedInfo) -> V {
        let makers: Vec<V> = info.ids.iter().map(|id| self.make_func(*id)).collect();
        let keys = info.keys.clone();
        let members = info.members.clone();
        Box::new(move |f| {
            let mut specs = Vec::with_capacity(makers.len());
            for (m, mk) in members.iter().zip(&makers) {
                specs.push((m.clone(), mk(f)?));
            }
            let Some((_, Value::Func(first))) = specs.first() else {
                return Err(name_error("fused function without specialisations"));
            };
            let mut disp = (**first).clone();
            disp.fused = Some(Arc::new(crate::eval::call::FusedFn {
                keys: keys.clone(),
                specs,
            }));
            Ok(Value::Func(Arc::new(disp)))
        })
    }

    fn fparts(&mut self, parts: &[HFPart]) -> Vec<CPart> {
        parts
            .iter()
            .map(|p| match p {
                HFPart::Lit(s) => CPart::Lit(s.clone()),
                HFPart::Field { expr, conv, spec } => CPart::Field {
                    expr: self.obj(expr),
                    conv: *conv,
                    spec: self.fparts(spec),
                },
            })
            .collect()
    }

    fn comprehension(
        &mut self,
        kind: CompKind,
        elt: &HExpr,
        value: Option<&HExpr>,
        gens: &[HCompFor],
    ) -> V {
        let e = self.obj(elt);
        let v = value.map(|v| self.obj(v));
        let loops = self.comp_loops(gens);
        let span = elt.span;
        // Variables a lambda in the comprehension captures get fresh cells
        // each run, as Python makes them.
        let mut cells = Vec::new();
        for g in gens {
            cell_targets(&g.target, &mut cells);
        }
        let cells = Arc::new(cells);
        let fresh_cells = {
            let cells = cells.clone();
            move |f: &mut crate::eval::frame::Frame| {
                for &s in cells.iter() {
                    if let Some(slot) = f.v.get_mut(s as usize) {
                        *slot = Value::Cell(Arc::new(Mutex::new(Value::Undef)));
                    }
                }
            }
        };
        // Compiled Cython empties them once a list, set or dict
        // comprehension at module level is done: its lambdas then see None.
        let empties = self.module_body && kind != CompKind::Gen && !cells.is_empty();
        let done = move |f: &mut crate::eval::frame::Frame| {
            if empties {
                for &s in cells.iter() {
                    if let Some(Value::Cell(c)) = f.v.get(s as usize) {
                        *c.lock() = Value::None;
                    }
                }
            }
        };
        if matches!(kind, CompKind::List | CompKind::Gen) {
            return Box::new(move |f| {
                fresh_cells(f);
                let mut out: Vec<Value> = Vec::new();
                super::genloop::run_gens(&loops, 0, f, &mut |f| {
                    out.push(e(f)?);
                    Ok(())
                })?;
                done(f);
                Ok(match kind {
                    CompKind::List => Value::list(out),
                    _ => Value::Iter(Arc::new(Mutex::new(Iter::eager(
                        out,
                        crate::eval::generator::GENERATOR,
                    )))),
                })
            });
        }
        Box::new(move |f| {
            fresh_cells(f);
            let mut out: Vec<(Value, Value)> = Vec::new();
            super::genloop::run_gens(&loops, 0, f, &mut |f| {
                let x = e(f)?;
                let y = match &v {
                    Some(v) => v(f)?,
                    None => Value::None,
                };
                out.push((x, y));
                Ok(())
            })?;
            done(f);
            Ok(match kind {
                CompKind::List => Value::list(out.into_iter().map(|p| p.0).collect()),
                CompKind::Gen => Value::Iter(Arc::new(Mutex::new(Iter::eager(
                    out.into_iter().map(|p| p.0).collect(),
                    crate::eval::generator::GENERATOR,
                )))),
                CompKind::Set | CompKind::Dict => {
                    let mut d = crate::eval::value::Dict::default();
                    for (k, val) in out {
                        let overwrite = kind == CompKind::Dict;
                        crate::eval::hashing::add_local(f, &mut d, k, val, overwrite)
                            .map_err(|e| e.at(span))?;
                    }
                    let d = Arc::new(Mutex::new(d));
                    if kind == CompKind::Set {
                        Value::Set(d)
                    } else {
                        Value::Dict(d)
                    }
                }
            })
        })
    }
}

/// The cell slots a comprehension's target binds.
fn cell_targets(t: &HTarget, out: &mut Vec<u32>) {
    match t {
        HTarget::Var(v, _) => {
            if let Place::Cell(s) = v.place {
                out.push(s);
            }
        }
        HTarget::Unpack(ts, _, _) => ts.iter().for_each(|t| cell_targets(t, out)),
        _ => {}
    }
}

fn collect_items(items: &[(bool, V)], f: &mut crate::eval::frame::Frame) -> Res<Vec<Value>> {
    let mut out = Vec::with_capacity(items.len());
    for (star, x) in items {
        let v = x(f)?;
        if *star {
            out.extend(crate::eval::iter::collect(&v, f)?);
        } else {
            out.push(v);
        }
    }
    Ok(out)
}

pub(super) enum CPart {
    Lit(Arc<str>),
    Field {
        expr: V,
        conv: Option<char>,
        spec: Vec<CPart>,
    },
}

fn render_fparts(parts: &[CPart], f: &mut crate::eval::frame::Frame, out: &mut String) -> Res<()> {
    for p in parts {
        match p {
            CPart::Lit(s) => out.push_str(s),
            CPart::Field { expr, conv, spec } => {
                let v = expr(f)?;
                let v = match conv {
                    Some('r') => Value::Str(Arc::from(attrs::repr_of(f, &v)?)),
                    Some('s') => Value::Str(Arc::from(attrs::str_of(f, &v)?)),
                    Some('a') => crate::builtins::ascii_of(f, &v)?,
                    // The conversion Cython gives `%d` when it rewrites a
                    // `%` format as an f-string.
                    Some('d') => attrs::int_of_number(f, v)?,
                    _ => v,
                };
                // The commonest field, `{i}` or `{s}`, is written in place.
                if spec.is_empty() {
                    match &v {
                        Value::Int(i) => {
                            use std::fmt::Write;
                            let _ = write!(out, "{i}");
                            continue;
                        }
                        Value::Str(s) => {
                            out.push_str(s);
                            continue;
                        }
                        _ => {}
                    }
                }
                let mut spec_s = String::new();
                render_fparts(spec, f, &mut spec_s)?;
                out.push_str(&crate::eval::reprs::format_of(f, &v, &spec_s)?);
            }
        }
    }
    Ok(())
}

/// The items `**m` unpacks: a dict's entries, or `m[k]` for each of
/// `m.keys()`.
fn mapping_items(m: &Value, f: &mut crate::eval::frame::Frame) -> Res<Vec<(Value, Value)>> {
    if let Value::Dict(d) = m {
        return Ok(d.lock().values().cloned().collect());
    }
    if !matches!(m, Value::Instance(_)) {
        return Err(type_error(format!(
            "'{}' object is not a mapping",
            m.type_name()
        )));
    }
    let keys = crate::eval::attrs::call_method(m, "keys", Vec::new(), Vec::new(), f)?;
    let mut out = Vec::new();
    for k in crate::eval::ops::iterate_to_vec(&keys)? {
        let v = crate::eval::attrs::getitem(f, m, &k)?;
        out.push((k, v));
    }
    Ok(out)
}

/// An index expression whose evaluation cannot rebind a variable (C
/// arithmetic on names and literals), so the container may be read after
/// it.
/// The frame slot of a local variable's load.
/// `v`, checked as an instance of `class` (or None) for a store into an
/// extension-type variable.
fn expect_class(v: Value, class: Option<&Value>) -> Res<Value> {
    match class {
        Some(Value::Class(c)) => crate::builtins::instance_of_class(v, c),
        _ => Err(type_error("__expect_class__ takes a value and a class")),
    }
}

pub(super) fn local_slot(e: &HExpr) -> Option<usize> {
    match &e.kind {
        HKind::Load(var) if let Place::Local(s) = var.place => Some(s as usize),
        _ => None,
    }
}

pub(super) fn cannot_rebind(e: &HExpr) -> bool {
    match &e.kind {
        HKind::Load(_) | HKind::Int(_) | HKind::Bool(_) | HKind::Float(_) => true,
        HKind::Convert(x) | HKind::Unary(_, x) => cannot_rebind(x),
        HKind::Binary(_, a, b) => cannot_rebind(a) && cannot_rebind(b),
        _ => false,
    }
}
