//! Calling: compiled function code, argument binding with Cython's error
//! messages, and calls of any callable value.

use super::exc::*;
use super::frame::Frame;
use super::ops;
use super::value::Value;
use crate::sema::hir::ParamKind;
use crate::sema::types::Ty;
use crate::source::Span;
use parking_lot::Mutex;
use std::sync::Arc;

/// How a statement finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Normal,
    Break,
    Continue,
    Return,
    /// A generator's `yield` suspending its body (see `generator.rs`).
    Yield,
}

pub type Ei = Box<dyn for<'g> Fn(&mut Frame<'g>) -> Res<i64> + Send + Sync>;
pub type Ef = Box<dyn for<'g> Fn(&mut Frame<'g>) -> Res<f64> + Send + Sync>;
pub type Ev = Box<dyn for<'g> Fn(&mut Frame<'g>) -> Res<Value> + Send + Sync>;
pub type Es = Box<dyn for<'g> Fn(&mut Frame<'g>) -> Res<Flow> + Send + Sync>;
/// A compiled computation of any result type.
pub type Eany<T> = Box<dyn for<'g> Fn(&mut Frame<'g>) -> Res<T> + Send + Sync>;

pub type Kwargs = Vec<(Arc<str>, Value)>;

/// Where a parameter's value goes in the callee's frame.
#[derive(Debug, Clone, Copy)]
pub enum Slot {
    C(u32),
    V(u32),
    Cell(u32),
}

#[derive(Debug, Clone)]
pub struct ParamSpec {
    pub name: Arc<str>,
    pub kind: ParamKind,
    pub slot: Slot,
    pub ty: Ty,
    pub not_none: bool,
    pub class_slot: Option<u32>,
    pub py_type: Option<&'static str>,
    /// A cdef function's: a wrong argument gets the conversion's message
    /// (`Cannot convert int to m.K`) rather than a `def`'s.
    pub c_level: bool,
}

/// A function's compiled code.
pub struct Code {
    pub name: Arc<str>,
    pub qualname: Arc<str>,
    pub params: Vec<ParamSpec>,
    pub n_c: u32,
    pub n_v: u32,
    pub cell_slots: Vec<u32>,
    pub free_slots: Vec<u32>,
    pub body: Es,
    pub ret: Ty,
    pub noexcept: bool,
    /// Argument-count errors leave out `self` (a cdef class's method).
    pub counts_without_self: bool,
    /// `module.name` as Cython's messages show it.
    pub module: Arc<str>,
    /// The body yields: a call makes a generator instead of running it.
    pub generator: bool,
    /// The object slots of the parameters, when each takes any object by
    /// position as it comes (no check, no conversion, no cell): a call
    /// with that many positional arguments evaluates them straight into
    /// the callee's slots (`entry::call_positional`).
    pub plain_slots: Option<Box<[u32]>>,
    /// `__doc__`.
    pub doc: Option<Arc<str>>,
}

impl Code {
    /// The plain parameter slots of `params`, if every one is plain.
    pub fn plain_slots_of(params: &[ParamSpec]) -> Option<Box<[u32]>> {
        params
            .iter()
            .map(
                |p| match (p.kind, p.slot, &p.ty, p.not_none, p.class_slot, p.py_type) {
                    (ParamKind::Positional, Slot::V(s), Ty::Object, false, None, None) => Some(s),
                    _ => None,
                },
            )
            .collect()
    }
}

/// A function value.
pub struct Function {
    pub code: Arc<Code>,
    /// Default value per parameter (`Undef` where there is none).
    pub defaults: Vec<Value>,
    pub closure: Vec<Value>,
    pub qualname: Arc<str>,
    /// A fused function's dispatcher: calls go to a specialisation.
    pub fused: Option<Arc<FusedFn>>,
    /// Attributes a program set on it (`f.calls = 0`, and what
    /// `functools.wraps` copies: `__name__`, `__doc__`, `__wrapped__` …).
    pub attrs: Mutex<super::value::AttrMap>,
}

impl Clone for Function {
    fn clone(&self) -> Function {
        Function {
            code: self.code.clone(),
            defaults: self.defaults.clone(),
            closure: self.closure.clone(),
            qualname: self.qualname.clone(),
            fused: self.fused.clone(),
            attrs: Mutex::new(self.attrs.lock().clone()),
        }
    }
}

/// The specialisations of a fused function and how to choose one.
#[derive(Debug)]
pub struct FusedFn {
    /// Per fused type: the positional parameter that decides it.
    pub keys: Vec<usize>,
    /// Each specialisation with the member it takes for each fused type.
    pub specs: Vec<(Vec<Ty>, Value)>,
}

impl FusedFn {
    /// Cython's dispatch: each fused type is decided by its first
    /// argument — a buffer by its dtype, a Python int prefers `long`, a
    /// float `double` — and the specialisation with those members runs.
    fn choose(&self, args: &[Value], kwargs: &Kwargs, code: &Code) -> Res<&Value> {
        let mut chosen = Vec::with_capacity(self.keys.len());
        for (k, &key) in self.keys.iter().enumerate() {
            let arg = args.get(key).or_else(|| {
                let name = &code.params.get(key)?.name;
                kwargs.iter().find(|(n, _)| n == name).map(|(_, v)| v)
            });
            let members: Vec<Ty> = self.specs.iter().map(|(m, _)| m[k].clone()).collect();
            let t = arg.and_then(static_of);
            match t.and_then(|t| crate::sema::fused_select(&members, &t)) {
                Some(m) => chosen.push(m),
                None => return Err(type_error("No matching signature found")),
            }
        }
        self.specs
            .iter()
            .find(|(m, _)| *m == chosen)
            .map(|(_, f)| f)
            .ok_or_else(|| type_error("No matching signature found"))
    }
}

/// The C type a run-time value stands for when choosing a specialisation.
fn static_of(v: &Value) -> Option<Ty> {
    use crate::array::{DType, Scalar};
    use crate::sema::types::{CInt, MvType};
    Some(match v {
        Value::Array(a) | Value::MemView(a, _) => Ty::Memview(MvType {
            dtype: a.dtype,
            ndim: a.ndim() as u8,
            contig: crate::sema::types::Contig::Strided,
            is_const: false,
        }),
        Value::Int(_) | Value::Bool(_) => Ty::Int(CInt::Long),
        Value::Float(_) => Ty::Double,
        // Cython matches a scalar by `isinstance(arg, float)` (or `int`,
        // `complex`): of NumPy's scalars only float64 and complex128
        // derive from Python's types, so the others match no member.
        Value::NpScalar(Scalar::Float(_), DType::F64) => Ty::Double,
        Value::Complex(..) | Value::NpScalar(_, DType::C128) => Ty::DoubleComplex,
        _ => return None,
    })
}

impl std::fmt::Debug for Function {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<function {}>", self.qualname)
    }
}

/// Stores a value into a parameter slot, converting to its C type.
pub fn store_param(fr: &mut Frame, p: &ParamSpec, v: Value) -> Res<()> {
    // An untyped, unchecked parameter (most of Python code's) takes the
    // value as it is.
    if let (Slot::V(s), Ty::Object, false, None, None) =
        (p.slot, &p.ty, p.not_none, p.class_slot, p.py_type)
    {
        fr.v[s as usize] = v;
        return Ok(());
    }
    let check = ArgCheck {
        not_none: p.not_none,
        class_slot: p.class_slot,
        py_type: p.py_type,
        c_level: p.c_level,
    };
    check.apply(fr, &p.name, &v)?;
    let v = check.coerce(fr, v)?;
    let v = match &p.ty {
        Ty::Memview(t) => super::memview::acquire(&v, t)?,
        Ty::Ctuple(ts) => ctuple_from(v, ts)?,
        Ty::Cpp(c) => super::cpp::from_object(&v, c, fr)?,
        Ty::Ucs4 => super::ops::to_ucs4(&v)?,
        Ty::FloatComplex | Ty::DoubleComplex | Ty::SoftComplex => {
            super::complex::typed(super::complex::from_object(&v)?, &p.ty)
        }
        Ty::Buffer(t, elem) => super::memview::ndarray_arg(v, t, elem)?,
        // Bytes passed for a `char *` (a method called through Python's
        // protocol) become a pointer to their characters.
        Ty::Ptr(Some(d)) if d.is_char() => super::memory::char_ptr(&v)?,
        _ => v,
    };
    match p.slot {
        Slot::C(s) => {
            fr.c[s as usize] = to_c_bits(&v, &p.ty)?;
        }
        Slot::V(s) => fr.v[s as usize] = v,
        Slot::Cell(s) => {
            if let Value::Cell(c) = &fr.v[s as usize] {
                *c.lock() = v;
            }
        }
    }
    Ok(())
}

/// Cython's checks of an argument on entry to a function: `not None`,
/// and a parameter declared as an extension type (an instance of it or a
/// subclass) or a builtin type (exactly it), either of which also takes
/// None.
#[derive(Clone, Copy)]
pub struct ArgCheck {
    pub not_none: bool,
    pub class_slot: Option<u32>,
    pub py_type: Option<&'static str>,
    pub c_level: bool,
}

impl ArgCheck {
    /// Does it check anything?
    pub fn any(&self) -> bool {
        self.not_none || self.class_slot.is_some() || self.py_type.is_some()
    }

    /// The argument as the parameter holds it: a number given for an
    /// `int` annotation becomes a Python int, as `int(v)` makes it.
    pub fn coerce(&self, fr: &mut Frame, v: Value) -> Res<Value> {
        if self.py_type == Some("int") {
            super::typetest::annotated_int(fr, v)
        } else {
            Ok(v)
        }
    }

    /// Checks the argument `v` of the parameter `name`.
    pub fn apply(&self, fr: &Frame, name: &str, v: &Value) -> Res<()> {
        let class = match self.class_slot.map(|s| fr.g.get(s as usize)) {
            Some(Some(Value::Class(c))) => Some(c),
            _ => None,
        };
        let ok = match v {
            Value::None => !self.not_none,
            Value::Instance(i) if let Some(c) = class => i.class.is_subclass_of(c),
            _ if class.is_some() => false,
            // An `int` annotation takes any number, which it converts.
            _ if self.py_type == Some("int") && super::typetest::converts_to_int(v) => true,
            _ => self.py_type.is_none_or(|t| v.type_name() == t),
        };
        if ok {
            return Ok(());
        }
        let got = v.type_name();
        let expected = match (class, self.py_type) {
            (Some(c), _) => Some(format!("{}.{}", c.module.lock(), c.name)),
            (None, Some(t)) => Some(t.to_string()),
            (None, None) => None,
        };
        let Some(expected) = expected else {
            return Err(type_error(format!("Argument '{name}' must not be None")));
        };
        Err(type_error(if !self.c_level {
            format!("Argument '{name}' has incorrect type (expected {expected}, got {got})")
        } else if class.is_some() || self.py_type == Some("numpy.ndarray") {
            format!("Cannot convert {got} to {expected}")
        } else {
            format!("Expected {expected}, got {got}")
        }))
    }
}

/// An object converted to the bit pattern of a C value.
pub fn to_c_bits(v: &Value, ty: &Ty) -> Res<u64> {
    Ok(match ty {
        Ty::Int(k) => ops::to_cint(v, *k)? as u64,
        Ty::Bint => v.truthy() as u64,
        Ty::Double => ops::to_f64(v)?.to_bits(),
        Ty::Float => (ops::to_f64(v)? as f32 as f64).to_bits(),
        _ => 0,
    })
}

/// An object converted to a ctuple: a sequence of exactly its length, each
/// item converted to its C type (Cython's messages).
pub fn ctuple_from(v: Value, ts: &[Ty]) -> Res<Value> {
    let items: Vec<Value> = match &v {
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.lock().to_vec(),
        other => {
            return Err(type_error(format!(
                "Expected a sequence of size {}, got {}",
                ts.len(),
                other.type_name()
            )));
        }
    };
    if items.len() != ts.len() {
        return Err(type_error(format!(
            "Expected a sequence of size {}, got size {}",
            ts.len(),
            items.len()
        )));
    }
    let mut out = Vec::with_capacity(ts.len());
    for (x, t) in items.iter().zip(ts) {
        out.push(if t.is_complex() {
            super::complex::typed(super::complex::from_object(x)?, t)
        } else {
            c_bits_to_value(to_c_bits(x, t)?, t)?
        });
    }
    Ok(Value::tuple(out))
}

/// The Python value of C bits of type `ty`.
pub fn c_bits_to_value(bits: u64, ty: &Ty) -> Res<Value> {
    Ok(match ty {
        Ty::Int(k) => ops::cint_to_value(bits as i64, *k)?,
        Ty::Bint => Value::Bool(bits != 0),
        Ty::Double | Ty::Float => Value::Float(f64::from_bits(bits)),
        Ty::FloatComplex
        | Ty::DoubleComplex
        | Ty::SoftComplex
        | Ty::Void
        | Ty::Object
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
        | Ty::Buffer(..) => Value::None,
    })
}

fn arg_count(code: &Code, exact: bool, min: usize, max: usize, given: usize) -> Box<Exc> {
    let name = &code.name;
    let less = usize::from(code.counts_without_self);
    let (min, max, given) = (
        min.saturating_sub(less),
        max.saturating_sub(less),
        given.saturating_sub(less),
    );
    let (word, n) = if exact {
        ("exactly", min)
    } else if given < min {
        ("at least", min)
    } else {
        ("at most", max)
    };
    let s = if n == 1 { "" } else { "s" };
    type_error(format!(
        "{name}() takes {word} {n} positional argument{s} ({given} given)"
    ))
}

/// Binds arguments to the parameters of `f` in frame `fr`.
pub fn bind_args(f: &Function, mut args: Vec<Value>, kwargs: Kwargs, fr: &mut Frame) -> Res<()> {
    let code = &f.code;
    let name = &code.name;
    let params = &code.params;
    // Most calls pass every parameter by position: nothing to match.
    if kwargs.is_empty()
        && args.len() == params.len()
        && params.iter().all(|p| p.kind == ParamKind::Positional)
    {
        for (p, v) in params.iter().zip(args) {
            store_param(fr, p, v)?;
        }
        return Ok(());
    }
    // A function of no parameters is Cython's METH_NOARGS wrapper, with
    // CPython's words for it.
    if params.is_empty() && !code.counts_without_self {
        return Err(type_error(if kwargs.is_empty() {
            format!("{name}() takes no arguments ({} given)", args.len())
        } else {
            format!("{name}() takes no keyword arguments")
        }));
    }
    let n_pos = params
        .iter()
        .filter(|p| p.kind == ParamKind::Positional)
        .count();
    let has_star = params.iter().any(|p| p.kind == ParamKind::Star);
    let min = params
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            p.kind == ParamKind::Positional
                && matches!(f.defaults.get(*i), Some(Value::Undef) | None)
        })
        .count();
    let given = args.len();
    if given > n_pos && !has_star {
        return Err(arg_count(code, min == n_pos, min, n_pos, given));
    }
    let extra: Vec<Value> = if given > n_pos {
        args.split_off(n_pos)
    } else {
        Vec::new()
    };
    let mut filled = vec![false; params.len()];
    let mut starstar: Option<super::value::Dict> = None;
    let mut positional = args.into_iter();
    for (i, p) in params.iter().enumerate() {
        match p.kind {
            ParamKind::Positional => {
                if let Some(v) = positional.next() {
                    store_param(fr, p, v)?;
                    filled[i] = true;
                }
            }
            ParamKind::Star => {
                store_param(fr, p, Value::tuple(extra.clone()))?;
                filled[i] = true;
            }
            ParamKind::StarStar => starstar = Some(crate::eval::value::Dict::default()),
            ParamKind::KwOnly => {}
        }
    }
    for (k, v) in kwargs {
        match params.iter().position(|p| {
            p.name == k && matches!(p.kind, ParamKind::Positional | ParamKind::KwOnly)
        }) {
            Some(i) => {
                if filled[i] {
                    return Err(type_error(format!(
                        "{name}() got multiple values for keyword argument '{k}'"
                    )));
                }
                store_param(fr, &params[i], v)?;
                filled[i] = true;
            }
            None => match &mut starstar {
                Some(d) => {
                    let key = Value::Str(k.clone());
                    if let Some(kk) = key.key() {
                        d.insert(kk, (key, v));
                    }
                }
                None => {
                    return Err(type_error(format!(
                        "{name}() got an unexpected keyword argument '{k}'"
                    )));
                }
            },
        }
    }
    for (i, p) in params.iter().enumerate() {
        if filled[i] {
            continue;
        }
        match p.kind {
            ParamKind::StarStar => {
                let d = starstar.take().unwrap_or_default();
                store_param(fr, p, Value::Dict(Arc::new(Mutex::new(d))))?;
            }
            _ => match f.defaults.get(i) {
                Some(Value::Undef) | None => {
                    if p.kind == ParamKind::KwOnly {
                        return Err(type_error(format!(
                            "{name}() needs keyword-only argument {}",
                            p.name
                        )));
                    }
                    let filled_pos = params
                        .iter()
                        .enumerate()
                        .filter(|(j, q)| q.kind == ParamKind::Positional && filled[*j])
                        .count();
                    return Err(arg_count(
                        code,
                        min == n_pos && !has_star,
                        min,
                        n_pos,
                        filled_pos.min(given),
                    ));
                }
                Some(d) => store_param(fr, p, d.clone())?,
            },
        }
    }
    Ok(())
}

/// Runs a function's body in a fresh frame and returns its result.
pub fn call_function(
    f: &Function,
    args: Vec<Value>,
    kwargs: Kwargs,
    caller: &mut Frame,
) -> Res<Value> {
    if let Some(fz) = &f.fused {
        let target = fz.choose(&args, &kwargs, &f.code)?.clone();
        return call_value(&target, args, kwargs, caller);
    }
    enter(f, caller, Frame::object_slots(f.code.n_v), |fr| {
        bind_args(f, args, kwargs, fr)
    })
}

/// Runs `f` in a frame over object slots `v` (taken from the pool, any
/// arguments already in place), once `bind` has stored the rest: its
/// cells made, its closure's cells given, a generator made instead when
/// the body yields.
#[inline(always)]
pub fn enter(
    f: &Function,
    caller: &mut Frame,
    mut v: Vec<Value>,
    bind: impl FnOnce(&mut Frame) -> Res<()>,
) -> Res<Value> {
    let code = &f.code;
    if caller.depth >= caller.rt.recursion_limit {
        return Err(recursion_error("maximum recursion depth exceeded"));
    }
    for &s in &code.cell_slots {
        v[s as usize] = Value::Cell(Arc::new(Mutex::new(Value::Undef)));
    }
    for (&s, cell) in code.free_slots.iter().zip(&f.closure) {
        v[s as usize] = cell.clone();
    }
    let mut fr = caller.child_over(code.n_c, v);
    bind(&mut fr)?;
    if code.generator {
        return Ok(super::generator::start(code.clone(), &mut fr));
    }
    finish_call(code, &mut fr)
}

/// Runs the body of `code` in a prepared frame; applies `noexcept`.
pub fn finish_call(code: &Code, fr: &mut Frame) -> Res<Value> {
    match (code.body)(fr) {
        Ok(_) => {
            if code.ret.is_c() {
                c_bits_to_value(fr.ret_c, &code.ret)
            } else {
                Ok(std::mem::replace(&mut fr.ret, Value::None))
            }
        }
        Err(e) if code.noexcept => {
            report_ignored(code, &e, fr);
            // Cython returns its uninitialised result; arr a zero one.
            Ok(match &code.ret {
                t if t.is_c() => c_bits_to_value(0, t)?,
                crate::sema::types::Ty::Struct(def) => crate::eval::value::zero_struct(def),
                // A ctuple of zeros, as a kernel's call gives.
                crate::sema::types::Ty::Ctuple(ts) => Value::tuple(
                    ts.iter()
                        .map(|t| match t {
                            t if t.is_complex() => Ok(Value::Complex(0.0, 0.0)),
                            t => c_bits_to_value(0, t),
                        })
                        .collect::<Res<Vec<_>>>()?,
                ),
                _ => Value::None,
            })
        }
        Err(e) => Err(e),
    }
}

/// What Cython prints when a `noexcept` function raises.
pub fn report_ignored(code: &Code, e: &Exc, fr: &Frame) {
    print_ignored(fr, &code.module, &code.qualname, e);
}

/// What Cython prints when `noexcept` function `module.qualname` raises.
pub fn print_ignored(fr: &Frame, module: &str, qualname: &str, e: &Exc) {
    fr.rt.flush();
    // One write: a prange's threads report whole messages, not lines of
    // one between lines of another.
    let text = format!(
        "Exception ignored in: '{module}.{qualname}'\nTraceback (most recent call last):\n{}: {}\n",
        e.class_name(),
        e.message()
    );
    let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
}

/// What every call first looks at: Ctrl-C, and `__dealloc__`s waiting
/// to run.
#[inline]
pub fn poll_before_call(fr: &mut Frame) -> Res<()> {
    if fr.rt.interrupt.load(std::sync::atomic::Ordering::Relaxed) {
        return Err(new_exc("KeyboardInterrupt", ""));
    }
    if super::dealloc::pending() {
        super::dealloc::run(fr);
    }
    Ok(())
}

/// Calls any callable value.
pub fn call_value(callee: &Value, args: Vec<Value>, kwargs: Kwargs, fr: &mut Frame) -> Res<Value> {
    poll_before_call(fr)?;
    match callee {
        Value::Func(f) => call_function(f, args, kwargs, fr),
        Value::Builtin(id) => crate::builtins::call(*id, args, kwargs, fr),
        Value::BoundBuiltin(b) => match &b.0 {
            // A method taken from its type: the receiver is the first
            // argument, and must be of that type.
            // `int.from_bytes` is a class method.
            Value::Builtin(id)
                if crate::builtins::name_of(*id) == "int" && &*b.1 == "from_bytes" =>
            {
                crate::builtins::methods::int_from_bytes(args, kwargs)
            }
            // `str.maketrans` is a static method.
            Value::Builtin(id)
                if crate::builtins::name_of(*id) == "str" && &*b.1 == "maketrans" =>
            {
                crate::builtins::strmore::maketrans(args)
            }
            Value::Builtin(id)
                if crate::builtins::name_of(*id) == "float" && &*b.1 == "fromhex" =>
            {
                crate::builtins::floathex::from_hex(args)
            }
            Value::Builtin(id)
                if crate::builtins::name_of(*id) == "bytes" && &*b.1 == "fromhex" =>
            {
                crate::builtins::strmore::fromhex(args)
            }
            // `dict.fromkeys` is a class method.
            Value::Builtin(id)
                if crate::builtins::name_of(*id) == "dict" && &*b.1 == "fromkeys" =>
            {
                dict_fromkeys(args, kwargs, fr)
            }
            Value::Builtin(id)
                if super::attrs::METHOD_TYPES.contains(&crate::builtins::name_of(*id)) =>
            {
                let ty = crate::builtins::name_of(*id);
                let mut args = args.into_iter();
                let recv = match args.next() {
                    Some(r) if r.type_name() == ty => r,
                    Some(r) => {
                        return Err(type_error(format!(
                            "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                            b.1,
                            ty,
                            r.type_name()
                        )));
                    }
                    None => {
                        return Err(type_error(format!(
                            "unbound method {}.{}() needs an argument",
                            ty, b.1
                        )));
                    }
                };
                crate::builtins::methods::call_method(&recv, &b.1, args.collect(), kwargs, fr)
            }
            _ => crate::builtins::methods::call_method(&b.0, &b.1, args, kwargs, fr),
        },
        Value::Method(m) => {
            let mut full = Vec::with_capacity(args.len() + 1);
            full.push(m.0.clone());
            full.extend(args);
            call_value(&m.1, full, kwargs, fr)
        }
        Value::Class(c) if c.enumeration.get().is_some() => super::enums::call(c, args, kwargs, fr),
        Value::Class(c) => super::construct::instantiate(c, args, kwargs, fr),
        // `np.float64(x)`: a NumPy scalar of that type.
        Value::DType(d) | Value::ScalarType(d) => super::arrays::scalar_of_dtype(*d, args.first()),
        Value::Instance(i) if !i.class.builtin && i.class.lookup("__call__").is_some() => {
            let m = i.class.lookup("__call__").unwrap_or(Value::None);
            let mut full = Vec::with_capacity(args.len() + 1);
            full.push(callee.clone());
            full.extend(args);
            call_value(&m, full, kwargs, fr)
        }
        other => Err(type_error(format!(
            "'{}' object is not callable",
            other.type_name()
        ))),
    }
}

/// Adds a call to an exception's trace as it leaves a call.
#[cold]
pub fn traced(mut e: Box<Exc>, name: &Arc<str>, span: Span) -> Box<Exc> {
    if e.span.is_none() {
        e.span = Some(span);
    } else {
        e.trace.push((name.clone(), span));
    }
    e
}

/// `dict.fromkeys(keys, value=None)`, a class method (also reached
/// through a dict, `{}.fromkeys(keys)`): the first of equal keys is kept.
pub fn dict_fromkeys(args: Vec<Value>, kwargs: Kwargs, fr: &mut Frame) -> Res<Value> {
    if !kwargs.is_empty() {
        return Err(type_error("dict.fromkeys() takes no keyword arguments"));
    }
    crate::builtins::arity("fromkeys", &args, 1, 2)?;
    let value = args.get(1).cloned().unwrap_or(Value::None);
    let keys = super::iter::collect(&args[0], fr)?;
    let mut d = crate::eval::value::Dict::default();
    for k in keys {
        super::hashing::add_local(fr, &mut d, k, value.clone(), true)?;
    }
    Ok(Value::Dict(Arc::new(Mutex::new(d))))
}
