//! Python's builtin functions: the registry (`TABLE`) and the builtins
//! that fit none of the groups in `ordering.rs`, `numeric.rs`,
//! `typeobjs.rs` and `attrfns.rs`.

use super::attrfns::{
    classmethod, delattr, getattr, hasattr, object, property, property_deleter, property_setter,
    setattr, staticmethod, super_, vars,
};
use super::numeric::{
    abs, bin, c_divmod, divmod, float, hex, index_args, int, oct, pow, round, sum,
};
use super::ordering::{max, min, reversed, sorted};
use super::typeobjs::{isinstance, issubclass, type_};
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::{Lazy, Step, ValueIter, is_lazy, lazy_value};
use crate::eval::ops::iterate_to_vec;
use crate::eval::value::{Iter, Value, range_len};
use parking_lot::Mutex;
use std::sync::Arc;

pub static TABLE: &[Builtin] = &[
    b!(
        "print",
        "print(*values, sep=' ', end='\\n', flush=False): write values to stdout",
        print
    ),
    b!("len", "len(x): number of items", len),
    b!(
        "bytes",
        "bytes(ints | n | str, encoding | bytes): an immutable byte string",
        bytes_
    ),
    b!(
        "slice",
        "slice(stop) / slice(start, stop[, step]): what a[start:stop:step] passes",
        |_, args, kw| {
            arity("slice", &args, 1, 3)?;
            super::unsupported_kw("slice", &kw)?;
            let (a, b, c) = match args.as_slice() {
                [stop] => (Value::None, stop.clone(), Value::None),
                [a, b] => (a.clone(), b.clone(), Value::None),
                [a, b, c, ..] => (a.clone(), b.clone(), c.clone()),
                [] => return Err(type_error("slice expected at least 1 argument, got 0")),
            };
            Ok(Value::Slice(Arc::new((a, b, c))))
        }
    ),
    b!(
        "range",
        "range(stop) / range(start, stop[, step]): arithmetic progression",
        range
    ),
    b!(
        "enumerate",
        "enumerate(iterable, start=0): pairs (index, item)",
        enumerate
    ),
    b!("zip", "zip(*iterables): tuples of corresponding items", zip),
    b!(
        "sorted",
        "sorted(iterable, key=None, reverse=False): a new sorted list",
        sorted
    ),
    b!(
        "reversed",
        "reversed(seq): items in reverse order",
        reversed
    ),
    b!(
        "min",
        "min(iterable) / min(a, b, ...; key=, default=): smallest item",
        min
    ),
    b!(
        "max",
        "max(iterable) / max(a, b, ...; key=, default=): largest item",
        max
    ),
    b!("sum", "sum(iterable, start=0): total of the items", sum),
    b!("abs", "abs(x): absolute value", abs),
    b!("round", "round(x, ndigits=None): round half to even", round),
    b!("int", "int(x=0, base=10): convert to an integer", int),
    b!("float", "float(x=0.0): convert to a float", float),
    b!("str", "str(x=''): string form", str_),
    b!("bool", "bool(x=False): truth value", bool_),
    b!("list", "list(iterable=()): a new list", list),
    b!("tuple", "tuple(iterable=()): a new tuple", tuple),
    b!("dict", "dict(mapping_or_pairs=(), **kw): a new dict", dict),
    b!("set", "set(iterable=()): a new set", set),
    b!(
        "frozenset",
        "frozenset(iterable=()): a new set that cannot change",
        frozenset
    ),
    b!(
        "isinstance",
        "isinstance(x, cls_or_tuple): is x an instance",
        isinstance
    ),
    b!("issubclass", "issubclass(cls, cls_or_tuple)", issubclass),
    b!("repr", "repr(x): printable representation", repr),
    b!(
        "ascii",
        "ascii(x): repr(x) with non-ASCII characters escaped",
        ascii
    ),
    b!("type", "type(x): the type of x", type_),
    b!("iter", "iter(iterable): an iterator", iter),
    b!("next", "next(iterator[, default]): the next item", next),
    b!("map", "map(func, *iterables): func applied to items", map),
    b!(
        "filter",
        "filter(func, iterable): items for which func is true",
        filter
    ),
    b!("any", "any(iterable): is any item true", any),
    b!("all", "all(iterable): are all items true", all),
    b!("divmod", "divmod(a, b): (a // b, a % b)", divmod),
    b!("pow", "pow(base, exp[, mod])", pow),
    b!("hex", "hex(i): hexadecimal string", hex),
    b!("oct", "oct(i): octal string", oct),
    b!("bin", "bin(i): binary string", bin),
    b!("chr", "chr(i): one-character string", chr),
    b!("ord", "ord(c): code point", ord),
    b!("hash", "hash(x)", hash),
    b!("id", "id(x): identity", id),
    b!("callable", "callable(x)", callable),
    b!("getattr", "getattr(obj, name[, default])", getattr),
    b!("setattr", "setattr(obj, name, value)", setattr),
    b!("delattr", "delattr(obj, name): del obj.name", delattr),
    b!("hasattr", "hasattr(obj, name)", hasattr),
    b!("vars", "vars(obj): obj.__dict__", vars),
    b!("format", "format(value, spec='')", format),
    b!("staticmethod", "staticmethod(f)", staticmethod),
    b!("classmethod", "classmethod(f)", classmethod),
    b!(
        "property",
        "property(fget=None, fset=None, fdel=None, doc=None)",
        property
    ),
    b!(
        "__property_setter__",
        "internal: @x.setter on a method",
        property_setter
    ),
    b!(
        "__property_deleter__",
        "internal: @x.deleter on a method",
        property_deleter
    ),
    b!("super", "super(): the parent class's methods", super_),
    b!("object", "object(): a featureless object", object),
    b!(
        "argv",
        "argv(): the script's command-line arguments (script name first)",
        argv
    ),
    b!(
        "cython.parallel.threadid",
        "threadid(): this thread's number in the parallel region (0 outside one)",
        |f, _, _| Ok(Value::Int(i64::from(f.region.tid())))
    ),
    b!(
        "openmp.omp_get_thread_num",
        "omp_get_thread_num(): this thread's number in the parallel region",
        |f, _, _| Ok(Value::Int(i64::from(f.region.tid())))
    ),
    b!(
        "openmp.omp_get_num_threads",
        "omp_get_num_threads(): the number of threads in the current region (1 outside one)",
        |f, _, _| Ok(Value::Int(i64::from(f.region.size())))
    ),
    b!(
        "openmp.omp_get_max_threads",
        "omp_get_max_threads(): the threads a parallel region gets (--threads, ARR_NUM_THREADS)",
        |_, _, _| Ok(Value::Int(crate::eval::parallel::max_threads() as i64))
    ),
    b!(
        "openmp.omp_set_num_threads",
        "omp_set_num_threads(n): the threads later parallel regions get",
        |_, a, _| {
            match a.as_slice() {
                [Value::Int(n)] => {
                    crate::eval::parallel::set_threads((*n).clamp(1, 1 << 16) as usize);
                    Ok(Value::None)
                }
                _ => Err(type_error("omp_set_num_threads() takes one int")),
            }
        }
    ),
    b!(
        "openmp.omp_get_num_procs",
        "omp_get_num_procs(): the number of processors",
        |_, _, _| Ok(Value::Int(
            std::thread::available_parallelism().map_or(1, |n| n.get()) as i64
        ))
    ),
    b!(
        "openmp.omp_in_parallel",
        "omp_in_parallel(): 1 inside a parallel region, else 0",
        |f, _, _| Ok(Value::Int(i64::from(!matches!(
            f.region,
            crate::eval::parallel::Region::Serial
        ))))
    ),
    b!(
        "openmp.omp_get_wtime",
        "omp_get_wtime(): wall-clock seconds (for timing a region)",
        super::math::perf_counter
    ),
    b!("math.sqrt", "math.sqrt(x)", |_, a, _| super::math::unary(
        "sqrt", a
    )),
    b!("math.exp", "math.exp(x)", |_, a, _| super::math::unary(
        "exp", a
    )),
    b!("math.log", "math.log(x[, base])", super::math::log),
    b!("math.log2", "math.log2(x)", |_, a, _| super::math::unary(
        "log2", a
    )),
    b!("math.log10", "math.log10(x)", |_, a, _| super::math::unary(
        "log10", a
    )),
    b!("math.log1p", "math.log1p(x)", |_, a, _| super::math::unary(
        "log1p", a
    )),
    b!("math.expm1", "math.expm1(x)", |_, a, _| super::math::unary(
        "expm1", a
    )),
    b!("math.sin", "math.sin(x)", |_, a, _| super::math::unary(
        "sin", a
    )),
    b!("math.cos", "math.cos(x)", |_, a, _| super::math::unary(
        "cos", a
    )),
    b!("math.tan", "math.tan(x)", |_, a, _| super::math::unary(
        "tan", a
    )),
    b!("math.asin", "math.asin(x)", |_, a, _| super::math::unary(
        "asin", a
    )),
    b!("math.acos", "math.acos(x)", |_, a, _| super::math::unary(
        "acos", a
    )),
    b!("math.atan", "math.atan(x)", |_, a, _| super::math::unary(
        "atan", a
    )),
    b!("math.sinh", "math.sinh(x)", |_, a, _| super::math::unary(
        "sinh", a
    )),
    b!("math.cosh", "math.cosh(x)", |_, a, _| super::math::unary(
        "cosh", a
    )),
    b!("math.tanh", "math.tanh(x)", |_, a, _| super::math::unary(
        "tanh", a
    )),
    b!("math.fabs", "math.fabs(x)", |_, a, _| super::math::unary(
        "fabs", a
    )),
    b!("math.erf", "math.erf(x)", |_, a, _| super::math::unary(
        "erf", a
    )),
    b!("math.erfc", "math.erfc(x)", |_, a, _| super::math::unary(
        "erfc", a
    )),
    b!("math.lgamma", "math.lgamma(x)", |_, a, _| {
        super::math::unary("lgamma", a)
    }),
    b!("math.gamma", "math.gamma(x)", |_, a, _| super::math::unary(
        "gamma", a
    )),
    b!("math.atan2", "math.atan2(y, x)", |_, a, _| {
        super::math::binary("atan2", a)
    }),
    b!(
        "math.hypot",
        "math.hypot(*coordinates): the Euclidean norm",
        |_, a, _| super::math::hypot(a)
    ),
    b!(
        "math.remainder",
        "math.remainder(x, y): x less the multiple of y nearest it",
        |_, a, _| super::math::binary("remainder", a)
    ),
    b!("math.pow", "math.pow(x, y)", |_, a, _| super::math::binary(
        "pow", a
    )),
    b!("math.fmod", "math.fmod(x, y)", |_, a, _| {
        super::math::binary("fmod", a)
    }),
    b!("math.copysign", "math.copysign(x, y)", |_, a, _| {
        super::math::binary("copysign", a)
    }),
    b!(
        "math.floor",
        "math.floor(x): largest int <= x",
        super::math::floor
    ),
    b!(
        "math.ceil",
        "math.ceil(x): smallest int >= x",
        super::math::ceil
    ),
    b!("math.trunc", "math.trunc(x)", super::math::trunc),
    b!("math.isnan", "math.isnan(x)", super::math::isnan),
    b!("math.isinf", "math.isinf(x)", super::math::isinf),
    b!("math.isfinite", "math.isfinite(x)", super::math::isfinite),
    b!(
        "math.isclose",
        "math.isclose(a, b, rel_tol=1e-9, abs_tol=0.0)",
        super::math::isclose
    ),
    b!(
        "math.factorial",
        "math.factorial(n)",
        super::math::factorial
    ),
    b!("math.degrees", "math.degrees(x)", |_, a, _| {
        super::math::unary("degrees", a)
    }),
    b!("math.radians", "math.radians(x)", |_, a, _| {
        super::math::unary("radians", a)
    }),
    b!("math.prod", "math.prod(iterable)", super::math::prod),
    b!(
        "math.fsum",
        "math.fsum(iterable): exact float sum",
        super::math::fsum
    ),
    b!(
        "random.seed",
        "random.seed(n): reseed (CPython's MT19937 seeding)",
        super::pyrandom::seed
    ),
    b!(
        "random.random",
        "random.random(): uniform in [0, 1)",
        super::pyrandom::random
    ),
    b!(
        "random.uniform",
        "random.uniform(a, b)",
        super::pyrandom::uniform
    ),
    b!(
        "random.randint",
        "random.randint(a, b): integer in [a, b]",
        super::pyrandom::randint
    ),
    b!(
        "random.randrange",
        "random.randrange(stop) / (start, stop[, step])",
        super::pyrandom::randrange
    ),
    b!(
        "random.getrandbits",
        "random.getrandbits(k): an int of k random bits",
        super::pyrandom::getrandbits
    ),
    b!(
        "random.choice",
        "random.choice(seq)",
        super::pyrandom::choice
    ),
    b!(
        "random.choices",
        "random.choices(population, weights=None, *, cum_weights=None, k=1)",
        super::pyrandom::choices
    ),
    b!(
        "random.sample",
        "random.sample(population, k): k distinct picks",
        super::pyrandom::sample
    ),
    b!(
        "random.shuffle",
        "random.shuffle(list): in place",
        super::pyrandom::shuffle
    ),
    b!(
        "random.gauss",
        "random.gauss(mu=0.0, sigma=1.0)",
        super::pyrandom::gauss
    ),
    b!(
        "random.normalvariate",
        "random.normalvariate(mu=0.0, sigma=1.0)",
        super::pyrandom::normalvariate
    ),
    b!(
        "random.expovariate",
        "random.expovariate(lambd)",
        super::pyrandom::expovariate
    ),
    b!(
        "time.time",
        "time.time(): seconds since the epoch",
        super::math::time
    ),
    b!(
        "time.perf_counter",
        "time.perf_counter(): a monotonic clock",
        super::math::perf_counter
    ),
    b!(
        "NotImplemented",
        "the value binary special methods return to decline",
        |_, _, _| { Err(type_error("'NotImplementedType' object is not callable")) }
    ),
    b!(
        "__expect_type__",
        "internal: a value stored in a variable declared as a Python builtin type",
        expect_type
    ),
    b!(
        "__iter_text__",
        "internal: a str, bytes or bytearray variable a loop walks",
        |_, args, _| match <[Value; 1]>::try_from(args) {
            Ok([v]) => crate::eval::typetest::iterable_text(v),
            Err(_) => Err(type_error("__iter_text__ takes one value")),
        }
    ),
    b!(
        "__expect_class__",
        "internal: a value stored in a variable declared as an extension type",
        expect_class
    ),
    b!(
        "__c_divmod__",
        "internal: divmod of two C numbers, as Cython computes it",
        c_divmod
    ),
    b!("__null__", "internal: the NULL pointer", |_, _, _| Ok(
        crate::eval::memory::null()
    )),
    b!("__carray__", "internal: storage of a C array", |_, a, _| {
        let n = int_arg(&a, 1)? as usize;
        if let Some(Value::Str(s)) = a.get(2)
            && &**s == "void"
        {
            // An array of structs: raw bytes, not a list of numbers.
            return crate::eval::memory::raw_block(n);
        }
        let d = match a.get(2) {
            Some(Value::Str(s)) => {
                crate::array::DType::parse(s).unwrap_or(crate::array::DType::I64)
            }
            _ => crate::array::DType::I64,
        };
        crate::eval::memory::carray(d, n)
    }),
    b!(
        "__carray_assign__",
        "internal: a = items for a C array a",
        |_, a, _| {
            let (Some(Value::Ptr(dst)), Some(src), Some(Value::Str(d)), Some(Value::Str(dims))) =
                (a.first(), a.get(1), a.get(2), a.get(3))
            else {
                return Err(type_error("internal: C array assignment"));
            };
            let d = crate::array::DType::parse(d)
                .ok_or_else(|| type_error("internal: C array element type"))?;
            let dims: Vec<usize> = dims.split(',').filter_map(|n| n.parse().ok()).collect();
            crate::eval::memory::carray_assign(dst, d, &dims, src)?;
            Ok(Value::None)
        }
    ),
    b!(
        "__cpdef_enum__",
        "internal: the Python class of a cpdef enum",
        |f, a, _| {
            let (Some(Value::Str(name)), Some(module), Some(Value::Tuple(names))) =
                (a.first(), a.get(1), a.get(2))
            else {
                return Err(type_error("internal: cpdef enum"));
            };
            let module = match module {
                Value::Str(m) => m.clone(),
                _ => f.rt.module.clone(),
            };
            let members: Vec<(Arc<str>, i64)> = names
                .iter()
                .filter_map(|m| match m {
                    Value::Tuple(p) => match (p.first(), p.get(1)) {
                        (Some(Value::Str(n)), Some(Value::Int(v))) => Some((n.clone(), *v)),
                        _ => None,
                    },
                    _ => None,
                })
                .collect();
            Ok(crate::eval::enums::make_class(name, &module, &members))
        }
    ),
    b!("__malloc__", "internal: malloc(n)", |_, a, _| {
        let (n, line) = (int_arg(&a, 0)?, int_arg(&a, 1)? as usize);
        crate::eval::memory::allocate(n, line)
    }),
    b!("__calloc__", "internal: calloc(n, size)", |_, a, _| {
        let (n, size, line) = (int_arg(&a, 0)?, int_arg(&a, 1)?, int_arg(&a, 2)? as usize);
        crate::eval::memory::allocate(n.saturating_mul(size), line)
    }),
    b!("__realloc__", "internal: realloc(p, n)", |_, a, _| {
        let (n, line) = (int_arg(&a, 1)?, int_arg(&a, 2)? as usize);
        crate::eval::memory::reallocate(&a[0], n, line)
    }),
    b!("__free__", "internal: free(p)", |_, a, _| {
        let line = int_arg(&a, 1)? as usize;
        crate::eval::memory::free(&a[0], line)?;
        Ok(Value::None)
    }),
    b!("__memcpy__", "internal: memcpy(dst, src, n)", |_, a, _| {
        crate::eval::memory::copy_bytes(&a[0], &a[1], int_arg(&a, 2)?)?;
        Ok(a[0].clone())
    }),
    b!(
        "__qsort__",
        "internal: qsort(base, n, size, cmp)",
        |f, a, _| {
            let (n, size) = (int_arg(&a, 1)?, int_arg(&a, 2)?);
            crate::eval::memory::qsort(&a[0], n, size, &a[3], f)?;
            Ok(Value::None)
        }
    ),
    b!(
        "libc.string.strlen",
        "strlen(s): the length of a C string",
        |_, a, _| {
            arity("strlen", &a, 1, 1)?;
            match &a[0] {
                Value::Bytes(b) => Ok(Value::Int(b.len() as i64)),
                other => Err(type_error(format!(
                    "strlen() needs a char *, not '{}'",
                    other.type_name()
                ))),
            }
        }
    ),
    b!("__memset__", "internal: memset(p, byte, n)", |_, a, _| {
        crate::eval::memory::set_bytes(&a[0], int_arg(&a, 1)?, int_arg(&a, 2)?)?;
        Ok(a[0].clone())
    }),
    b!(
        "__base_init__",
        "internal: object.__init__ / BaseException.__init__",
        |_, a, _| {
            if let Some(Value::Instance(i)) = a.first()
                && i.class.is_exception()
            {
                i.set_attr("args", Value::tuple(a[1..].to_vec()));
            }
            Ok(Value::None)
        }
    ),
    b!(
        "__module__",
        "internal: the module object of an import",
        |_, a, _| match a.first() {
            Some(Value::Str(s)) => Ok(Value::Module(s.clone())),
            _ => Ok(Value::None),
        }
    ),
];

fn print(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let sep = take_kw(&mut kw, "sep");
    let end = take_kw(&mut kw, "end");
    let _ = take_kw(&mut kw, "flush");
    let file = take_kw(&mut kw, "file").filter(|v| !matches!(v, Value::None));
    no_more_kw("print", &kw)?;
    let as_text = |v: Option<Value>, default: &str, what: &str| -> Res<String> {
        match v {
            None | Some(Value::None) => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.to_string()),
            Some(other) => Err(type_error(format!(
                "{what} must be None or a string, not {}",
                other.type_name()
            ))),
        }
    };
    let sep = as_text(sep, " ", "sep")?;
    let end = as_text(end, "\n", "end")?;
    let mut out = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        out.push_str(&crate::eval::attrs::str_of(f, a)?);
    }
    out.push_str(&end);
    match file {
        None => f.rt.write(&out),
        // Python writes to any object with a `write` method (sys.stderr
        // among them).
        Some(file) => {
            crate::eval::attrs::call_method(
                &file,
                "write",
                vec![Value::text(&out)],
                Kwargs::new(),
                f,
            )?;
        }
    }
    Ok(Value::None)
}

pub(super) fn len(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("len", &args, 1, 1)?;
    if let Some(n) = crate::eval::attrs::len_of(f, &args[0])? {
        return Ok(Value::Int(n));
    }
    let n = match &args[0] {
        Value::Str(s) if crate::eval::ops::str_is_ascii(s) => s.len(),
        Value::Str(s) => s.chars().count(),
        Value::Bytes(b) => b.len(),
        Value::Tuple(t) => t.len(),
        Value::List(l) => l.lock().len(),
        Value::Deque(d) => d.lock().items.len(),
        Value::Dict(d) | Value::Set(d) => d.lock().len(),
        Value::DictView(v) => v.len(),
        Value::Range(r) => range_len(r.0, r.1, r.2) as usize,
        Value::Class(c) if let Some(ms) = crate::eval::enums::members(c) => ms.len(),
        Value::Array(a) | Value::MemView(a, _) => match a.shape.first() {
            Some(n) => *n,
            None => return Err(type_error("len() of unsized object")),
        },
        other => {
            return Err(type_error(format!(
                "object of type '{}' has no len()",
                other.type_name()
            )));
        }
    };
    Ok(Value::Int(n as i64))
}

/// An int argument (bool counts), or Python's TypeError for anything else.
pub(super) fn as_index(v: &Value) -> Res<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Enum(m) => Ok(m.value),
        Value::Bool(b) => Ok(*b as i64),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

fn range(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    let (a, b, c) = match args.as_slice() {
        [stop] => (0, as_index(stop)?, 1),
        [start, stop] => (as_index(start)?, as_index(stop)?, 1),
        [start, stop, step] => (as_index(start)?, as_index(stop)?, as_index(step)?),
        [] => return Err(type_error("range expected at least 1 argument, got 0")),
        _ => {
            return Err(type_error(format!(
                "range expected at most 3 arguments, got {}",
                args.len()
            )));
        }
    };
    if c == 0 {
        return Err(value_error("range() arg 3 must not be zero"));
    }
    Ok(Value::Range(Arc::new((a, b, c))))
}

/// A one-shot iterator over items known in advance.
pub(super) fn make_iter(items: Vec<Value>, kind: &'static str) -> Value {
    Value::Iter(Arc::new(Mutex::new(Iter::eager(items, kind))))
}

fn enumerate(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let start = match take_kw(&mut kw, "start").or_else(|| args.get(1).cloned()) {
        Some(v) => as_index(&v)?,
        None => 0,
    };
    let Some(src) = args.first() else {
        return Err(type_error(
            "enumerate() missing required argument 'iterable'",
        ));
    };
    if is_lazy(src) {
        let it = ValueIter::new(src, f)?;
        return Ok(lazy_value(
            "enumerate",
            None,
            Lazy::Enumerate(it, Value::Int(start)),
        ));
    }
    let items = iterate_to_vec(src)?;
    Ok(make_iter(
        items
            .into_iter()
            .enumerate()
            .map(|(i, x)| {
                // Counting on past the 64-bit limit, as Python's ints do.
                let n = match start.checked_add(i as i64) {
                    Some(n) => Value::Int(n),
                    None => crate::eval::bigint::norm(
                        num_bigint::BigInt::from(start) + num_bigint::BigInt::from(i),
                    ),
                };
                Value::tuple(vec![n, x])
            })
            .collect(),
        "enumerate",
    ))
}

fn zip(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    if let Some(strict) = take_kw(&mut kw, "strict")
        && crate::eval::attrs::truth(f, &strict)?
    {
        return super::zipstrict::strict_zip(&args, f);
    }
    // Lazy over every argument, as Python's: a list that grows while
    // zipped is seen growing, and no tuple is made before it is asked for.
    let its = args
        .iter()
        .map(|a| ValueIter::new(a, f))
        .collect::<Res<_>>()?;
    Ok(lazy_value("zip", None, Lazy::Zip(its)))
}

fn str_(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    if let ([Value::Int(i)], true) = (args.as_slice(), kw.is_empty()) {
        return Ok(Value::text(itoa::Buffer::new().format(*i)));
    }
    let mut args = args;
    if let Some(v) = take_kw(&mut kw, "object") {
        args.insert(0, v);
    }
    arity("str", &args, 0, 3)?;
    let encoding = take_kw(&mut kw, "encoding").or_else(|| args.get(1).cloned());
    let errors = take_kw(&mut kw, "errors").or_else(|| args.get(2).cloned());
    if encoding.is_some() || errors.is_some() {
        return decode_to_str(f, args.first(), encoding, errors);
    }
    match args.first() {
        // A str is its own str, as in CPython.
        Some(v @ Value::Str(_)) => Ok(v.clone()),
        Some(v) => Ok(Value::Str(Arc::from(crate::eval::attrs::str_of(f, v)?))),
        None => Ok(Value::text("")),
    }
}

/// `str(b, encoding, errors)`: the bytes-like `b` decoded.
fn decode_to_str(
    f: &mut Frame,
    obj: Option<&Value>,
    encoding: Option<Value>,
    errors: Option<Value>,
) -> Res<Value> {
    let obj = obj
        .cloned()
        .unwrap_or_else(|| Value::Bytes(Arc::from(&[][..])));
    match &obj {
        Value::Str(_) => return Err(type_error("decoding str is not supported")),
        Value::Bytes(_) => {}
        other if other.type_name() == "bytearray" => {}
        other => {
            return Err(type_error(format!(
                "decoding to str: need a bytes-like object, {} found",
                other.type_name()
            )));
        }
    }
    let mut kw: Kwargs = Vec::new();
    if let Some(e) = encoding {
        kw.push((Arc::from("encoding"), e));
    }
    if let Some(e) = errors {
        kw.push((Arc::from("errors"), e));
    }
    super::methods::call_method(&obj, "decode", Vec::new(), kw, f)
}

fn bool_(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("bool", &args, 0, 1)?;
    Ok(Value::Bool(match args.first() {
        Some(v) => crate::eval::attrs::truth(f, v)?,
        None => false,
    }))
}

fn list(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("list", &args, 0, 1)?;
    Ok(Value::list(match args.first() {
        Some(x) => iterate_to_vec(x)?,
        None => Vec::new(),
    }))
}

fn tuple(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("tuple", &args, 0, 1)?;
    Ok(match args.first() {
        Some(Value::Tuple(t)) => Value::Tuple(t.clone()),
        Some(x) => Value::tuple(iterate_to_vec(x)?),
        None => Value::tuple(Vec::new()),
    })
}

pub(super) fn dict(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("dict", &args, 0, 1)?;
    let mut pairs = Vec::new();
    if let Some(src) = args.first() {
        match src {
            Value::Dict(d) => pairs.extend(d.lock().values().cloned()),
            other => {
                for (n, item) in iterate_to_vec(other)?.into_iter().enumerate() {
                    // A pair, the common item, is taken as it is.
                    if let Value::Tuple(t) = &item
                        && let [k, v] = &t[..]
                    {
                        pairs.push((k.clone(), v.clone()));
                        continue;
                    }
                    let kv = iterate_to_vec(&item).map_err(|_| {
                        type_error(format!(
                            "cannot convert dictionary update sequence element #{n} to a sequence"
                        ))
                    })?;
                    if kv.len() != 2 {
                        return Err(value_error(format!(
                            "dictionary update sequence element #{n} has length {}; 2 is required",
                            kv.len()
                        )));
                    }
                    pairs.push((kv[0].clone(), kv[1].clone()));
                }
            }
        }
    }
    pairs.extend(kw.into_iter().map(|(k, v)| (Value::Str(k), v)));
    let mut d = crate::eval::value::Dict::default();
    for (k, v) in pairs {
        crate::eval::hashing::add_local(f, &mut d, k, v, true)?;
    }
    Ok(Value::Dict(Arc::new(Mutex::new(d))))
}

fn set(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("set", &args, 0, 1)?;
    let d = set_entries(f, &args, crate::eval::value::Flavor::Plain)?;
    Ok(Value::Set(Arc::new(Mutex::new(d))))
}

fn frozenset(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("frozenset", &args, 0, 1)?;
    // `frozenset(fs)` of a frozenset is that frozenset, as in Python.
    if let Some(Value::Set(d)) = args.first()
        && d.lock().is_frozen()
    {
        return Ok(args[0].clone());
    }
    let d = set_entries(f, &args, crate::eval::value::Flavor::Frozen)?;
    Ok(Value::Set(Arc::new(Mutex::new(d))))
}

/// The entries of `set(args[0])` (none without an argument), built as
/// CPython builds them: a set is merged, a dict's keys are added after
/// one resize for them all, anything else is added item by item.
fn set_entries(
    f: &mut Frame,
    args: &[Value],
    flavor: crate::eval::value::Flavor,
) -> Res<crate::eval::value::Dict> {
    use crate::eval::value::Flavor;
    match args.first() {
        Some(Value::Set(o)) => {
            let o = o.lock().clone();
            return Ok(super::setmethods::copy_of(&o, &flavor));
        }
        Some(Value::Dict(o)) if matches!(o.lock().flavor, Flavor::Plain) => {
            let o = o.lock().clone();
            if let Some(d) = super::setmethods::from_dict(&o, &flavor) {
                return Ok(d);
            }
        }
        _ => {}
    }
    let mut d = crate::eval::value::Dict {
        flavor,
        ..Default::default()
    };
    if let Some(src) = args.first() {
        for v in iterate_to_vec(src)? {
            crate::eval::hashing::add_local(f, &mut d, v, Value::None, false)?;
        }
    }
    Ok(d)
}

fn repr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("repr", &args, 1, 1)?;
    Ok(Value::Str(Arc::from(crate::eval::attrs::repr_of(
        f, &args[0],
    )?)))
}

fn iter(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("iter", &args, 1, 1)?;
    crate::eval::iter::iter_value(&args[0], f)
}

fn next(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("next", &args, 1, 2)?;
    let step = match &args[0] {
        Value::Iter(it) => crate::eval::iter::step_shared(it, f, Value::None, None)?,
        Value::Instance(i) if !i.class.builtin && i.class.lookup("__next__").is_some() => {
            let m = crate::eval::attrs::getattr(f, &args[0], "__next__")?;
            match (call_value(&m, Vec::new(), Vec::new(), f), args.get(1)) {
                (Err(e), Some(d)) if exc_class("StopIteration").is_some_and(|c| e.is(&c)) => {
                    return Ok(d.clone());
                }
                (r, _) => return r,
            }
        }
        other => {
            return Err(type_error(format!(
                "'{}' object is not an iterator",
                other.type_name()
            )));
        }
    };
    match (step, args.get(1)) {
        (Step::Yield(v), _) => Ok(v),
        (Step::Return(_), Some(d)) => Ok(d.clone()),
        (Step::Return(Value::None), None) => Err(new_exc_args("StopIteration", vec![])),
        (Step::Return(v), None) => Err(new_exc_args("StopIteration", vec![v])),
    }
}

fn map(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    if args.len() < 2 {
        return Err(type_error("map() must have at least two arguments."));
    }
    if args[1..].iter().any(is_lazy) {
        let its = args[1..]
            .iter()
            .map(|a| ValueIter::new(a, f))
            .collect::<Res<_>>()?;
        return Ok(lazy_value("map", None, Lazy::Map(args[0].clone(), its)));
    }
    let lists: Vec<Vec<Value>> = args[1..].iter().map(iterate_to_vec).collect::<Res<_>>()?;
    let n = lists.iter().map(Vec::len).min().unwrap_or(0);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let call_args = lists.iter().map(|l| l[i].clone()).collect();
        out.push(call_value(&args[0], call_args, Vec::new(), f)?);
    }
    Ok(make_iter(out, "map"))
}

fn filter(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("filter", &args, 2, 2)?;
    if is_lazy(&args[1]) {
        let it = ValueIter::new(&args[1], f)?;
        return Ok(lazy_value(
            "filter",
            None,
            Lazy::Filter(args[0].clone(), it),
        ));
    }
    let mut out = Vec::new();
    for x in iterate_to_vec(&args[1])? {
        let keep = match &args[0] {
            Value::None => x.truthy(),
            func => call_value(func, vec![x.clone()], Vec::new(), f)?.truthy(),
        };
        if keep {
            out.push(x);
        }
    }
    Ok(make_iter(out, "filter"))
}

/// `any` (`want` true) and `all` (`want` false): the first item whose
/// truth is `want` decides, and nothing after it is computed.
fn first_truth(f: &mut Frame, src: &Value, want: bool) -> Res<bool> {
    let mut it = ValueIter::new(src, f)?;
    while let Some(x) = it.next(f)? {
        if crate::eval::attrs::truth(f, &x)? == want {
            return Ok(true);
        }
    }
    Ok(false)
}

fn any(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("any", &args, 1, 1)?;
    Ok(Value::Bool(first_truth(f, &args[0], true)?))
}

fn all(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("all", &args, 1, 1)?;
    Ok(Value::Bool(!first_truth(f, &args[0], false)?))
}

fn chr(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("chr", &args, 1, 1)?;
    let i = as_index(&args[0])?;
    let c = u32::try_from(i)
        .ok()
        .and_then(char::from_u32)
        .ok_or_else(|| value_error("chr() arg not in range(0x110000)"))?;
    Ok(Value::char_str(c))
}

fn ord(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("ord", &args, 1, 1)?;
    match &args[0] {
        Value::Str(s) if s.chars().count() == 1 => {
            Ok(Value::Int(s.chars().next().map_or(0, |c| c as i64)))
        }
        Value::Str(s) => Err(type_error(format!(
            "ord() expected a character, but string of length {} found",
            s.chars().count()
        ))),
        other => Err(type_error(format!(
            "ord() expected string of length 1, but {} found",
            other.type_name()
        ))),
    }
}

pub(super) fn hash(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    use std::hash::{Hash, Hasher};
    arity("hash", &args, 1, 1)?;
    if let Value::Instance(_) = &args[0]
        && let crate::eval::value::Key::User(h, _) = crate::eval::hashing::key_of(f, &args[0])?
    {
        return Ok(Value::Int(h));
    }
    let v = crate::eval::builtin_base::unwrap(&args[0]).plain();
    if let Some(h) = crate::eval::setorder::py_hash(&v) {
        return Ok(Value::Int(h));
    }
    // The one str and bytes hash CPython fixes: the empty string's.
    if matches!(&v, Value::Str(s) if s.is_empty()) || matches!(&v, Value::Bytes(b) if b.is_empty())
    {
        return Ok(Value::Int(0));
    }
    let k = crate::eval::hashing::hash_key(&v)?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    k.hash(&mut h);
    Ok(Value::Int(h.finish() as i64 >> 1))
}

fn id(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("id", &args, 1, 1)?;
    Ok(Value::Int(args[0].identity()))
}

fn callable(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("callable", &args, 1, 1)?;
    Ok(Value::Bool(match &args[0] {
        Value::Func(_)
        | Value::Builtin(_)
        | Value::BoundBuiltin(_)
        | Value::Method(_)
        | Value::Class(_)
        | Value::ScalarType(_) => true,
        // An instance whose class (or a base) defines `__call__`.
        Value::Instance(i) => i.class.lookup("__call__").is_some(),
        _ => false,
    }))
}

fn format(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("format", &args, 1, 2)?;
    let spec = match args.get(1) {
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => {
            return Err(type_error(format!(
                "format() argument 2 must be str, not {}",
                other.type_name()
            )));
        }
        None => String::new(),
    };
    Ok(Value::Str(Arc::from(crate::eval::reprs::format_of(
        f, &args[0], &spec,
    )?)))
}

fn argv(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("argv", &args, 0, 0)?;
    let items = crate::session::script_args()
        .into_iter()
        .map(|s| Value::Str(Arc::from(s)))
        .collect();
    Ok(Value::list(items))
}

/// An integer argument of an internal builtin.
pub(super) fn int_arg(args: &[Value], k: usize) -> Res<i64> {
    match args.get(k) {
        Some(Value::Int(i)) => Ok(*i),
        Some(Value::Bool(b)) => Ok(*b as i64),
        Some(other) => Err(type_error(format!(
            "an integer is required, not '{}'",
            other.type_name()
        ))),
        None => Err(type_error("missing argument")),
    }
}

/// Cython's check when a value is stored into a `cdef list`/`dict`/...
/// variable: None or exactly that type.
fn expect_type(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let [v, Value::Str(want)] = <[Value; 2]>::try_from(args)
        .map_err(|_| type_error("__expect_type__ takes a value and a type name"))?
    else {
        return Err(type_error("__expect_type__ takes a value and a type name"));
    };
    // An `int` annotation converts any other number.
    let v = if &*want == "int" {
        crate::eval::typetest::annotated_int(f, v)?
    } else {
        v
    };
    crate::eval::typetest::builtin(v, &want)
}

/// Cython's check when a value is stored into a variable declared as an
/// extension type: None or an instance of it (or of a subclass).
fn expect_class(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let [v, Value::Class(c)] = <[Value; 2]>::try_from(args)
        .map_err(|_| type_error("__expect_class__ takes a value and a class"))?
    else {
        return Err(type_error("__expect_class__ takes a value and a class"));
    };
    instance_of_class(v, &c)
}

/// `v` when it may be stored into a variable declared as the extension
/// type `c`; Cython's TypeError otherwise.
pub fn instance_of_class(v: Value, c: &Arc<crate::eval::value::Class>) -> Res<Value> {
    match &v {
        Value::None => Ok(v),
        Value::Instance(i) if i.class.is_subclass_of(c) => Ok(v),
        other => Err(type_error(format!(
            "Cannot convert {} to {}.{}",
            other.type_name(),
            c.module.lock(),
            c.name
        ))),
    }
}

/// `bytes(x)`: from an iterable of ints in 0..256, `n` zero bytes, a str
/// with its encoding (UTF-8, ASCII or Latin-1), or bytes.
fn bytes_(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("bytes", &args, 0, 3)?;
    let encoding = args
        .get(1)
        .cloned()
        .or_else(|| take_kw(&mut kw, "encoding"));
    let errors = args.get(2).cloned().or_else(|| take_kw(&mut kw, "errors"));
    no_more_kw("bytes", &kw)?;
    let out: Vec<u8> = match (args.first(), encoding) {
        (None, _) => Vec::new(),
        (Some(Value::Str(s)), Some(e)) => {
            let (e, errors) = super::codec::args(Some(&e), errors.as_ref(), "bytes")?;
            super::codec::encode(s, e, errors)?
        }
        (Some(Value::Str(_)), _) => return Err(type_error("string argument without an encoding")),
        (Some(_), Some(_)) => return Err(type_error("encoding without a string argument")),
        (Some(Value::Bytes(b)), _) => b.to_vec(),
        (Some(v), _) if let Some(b) = super::bytearray::contents(v) => b,
        (Some(Value::Int(n)), _) => {
            if *n < 0 {
                return Err(value_error("negative count"));
            }
            crate::eval::arrays::vec_for::<u8>(*n as usize)?;
            vec![0; *n as usize]
        }
        (Some(src), _) => {
            let mut v = Vec::new();
            for x in crate::eval::iter::collect(src, f)? {
                match x {
                    Value::Int(i) if (0..256).contains(&i) => v.push(i as u8),
                    Value::Int(_) => return Err(value_error("bytes must be in range(0, 256)")),
                    other => {
                        return Err(type_error(format!(
                            "'{}' object cannot be interpreted as an integer",
                            other.type_name()
                        )));
                    }
                }
            }
            v
        }
    };
    Ok(Value::Bytes(Arc::from(out)))
}

/// `ascii(x)`: the repr, each non-ASCII character written as `\xNN`,
/// `\uNNNN` or `\UNNNNNNNN` (CPython's choice by code point).
fn ascii(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("ascii", &args, 1, 1)?;
    ascii_of(f, &args[0])
}

/// `ascii(v)`, also `str.format`'s `!a`.
pub fn ascii_of(f: &mut Frame, v: &Value) -> Res<Value> {
    let r = crate::eval::attrs::repr_of(f, v)?;
    Ok(Value::Str(Arc::from(crate::eval::percent::ascii_escaped(
        &r,
    ))))
}
