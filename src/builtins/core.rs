//! Python's builtin functions.

use super::sortkey;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::iter::{Lazy, Step, ValueIter, is_lazy, lazy_value};
use crate::eval::ops::{self, cmp, iterate_to_vec};
use crate::eval::value::{Iter, Value, range_len};
use parking_lot::Mutex;
use std::cmp::Ordering;
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
    if args.iter().any(is_lazy) {
        let its = args
            .iter()
            .map(|a| ValueIter::new(a, f))
            .collect::<Res<_>>()?;
        return Ok(lazy_value("zip", None, Lazy::Zip(its)));
    }
    let lists: Vec<Vec<Value>> = args.iter().map(iterate_to_vec).collect::<Res<_>>()?;
    let n = lists.iter().map(Vec::len).min().unwrap_or(0);
    let items = (0..n)
        .map(|i| Value::tuple(lists.iter().map(|l| l[i].clone()).collect()))
        .collect();
    Ok(make_iter(items, "zip"))
}

/// Sorts with Python's stable sort, propagating comparison errors.
fn sort_values(
    f: &mut Frame,
    items: &mut [Value],
    keys: Option<Vec<Value>>,
    reverse: bool,
) -> Res<()> {
    let keyed: &[Value] = keys.as_deref().unwrap_or(items);
    let order = match sortkey::machine_order(keyed, reverse) {
        Some(order) => order,
        None => general_order(f, keyed, reverse)?,
    };
    // Moved, not cloned: a clone and a drop per item touched every
    // item's reference count twice more.
    let mut taken: Vec<Value> = items
        .iter_mut()
        .map(|x| std::mem::replace(x, Value::None))
        .collect();
    for (slot, &i) in items.iter_mut().zip(&order) {
        *slot = std::mem::replace(&mut taken[i], Value::None);
    }
    Ok(())
}

/// The sorted order of `keyed` through Python's `<` (user classes'
/// `__lt__` included): positions, first to last.
fn general_order(f: &mut Frame, keyed: &[Value], reverse: bool) -> Res<Vec<usize>> {
    let mut err = None;
    let mut idx: Vec<usize> = (0..keyed.len()).collect();
    idx.sort_by(|&a, &b| {
        if err.is_some() {
            return Ordering::Equal;
        }
        let o = match order(f, &keyed[a], &keyed[b]) {
            Ok(o) => o,
            Err(e) => {
                err = Some(e);
                Ordering::Equal
            }
        };
        if reverse { o.reverse() } else { o }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(idx),
    }
}

/// Ordering through `<`, honouring `__lt__` of user classes.
fn order(f: &mut Frame, a: &Value, b: &Value) -> Res<Ordering> {
    if let Some((cmp_fn, x, y)) = super::functools::cmp_key_pair(a, b) {
        let r = call_value(cmp_fn, vec![x.clone(), y.clone()], Vec::new(), f)?;
        return cmp(&r, &Value::Int(0), "<");
    }
    let holds = |v: &Value| match v {
        Value::Instance(_) => true,
        Value::Tuple(_) | Value::List(_) => crate::eval::attrs::holds_instance(v),
        _ => false,
    };
    if holds(a) || holds(b) {
        use crate::syntax::ast::CmpOp;
        if crate::eval::attrs::compare(f, CmpOp::Lt, a, b)? {
            return Ok(Ordering::Less);
        }
        if crate::eval::attrs::compare(f, CmpOp::Lt, b, a)? {
            return Ok(Ordering::Greater);
        }
        return Ok(Ordering::Equal);
    }
    cmp(a, b, "<")
}

/// `sort`/`sorted` with `key=` and `reverse=`.
pub fn sort_with(f: &mut Frame, items: &mut [Value], kw: &mut Kwargs, name: &str) -> Res<()> {
    let key = take_kw(kw, "key");
    let reverse = take_kw(kw, "reverse").is_some_and(|v| v.truthy());
    no_more_kw(name, kw)?;
    let keys = match key {
        Some(k) if !matches!(k, Value::None) => {
            let mut ks = Vec::with_capacity(items.len());
            for x in items.iter() {
                ks.push(call_value(&k, vec![x.clone()], Vec::new(), f)?);
            }
            Some(ks)
        }
        _ => None,
    };
    sort_values(f, items, keys, reverse)
}

fn sorted(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("sorted", &args, 1, 1)?;
    let mut items = iterate_to_vec(&args[0])?;
    sort_with(f, &mut items, &mut kw, "sorted")?;
    Ok(Value::list(items))
}

fn reversed(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("reversed", &args, 1, 1)?;
    // Dicts and their views reverse (Python 3.8); a set has no order to,
    // and an iterator, a number or None is no sequence.
    let kind = match &args[0] {
        Value::Set(_)
        | Value::Iter(_)
        | Value::None
        | Value::Bool(_)
        | Value::Int(_)
        | Value::BigInt(_)
        | Value::Float(_)
        | Value::Complex(..)
        | Value::Func(_)
        | Value::Builtin(_)
        | Value::Ellipsis => {
            return Err(type_error(format!(
                "'{}' object is not reversible",
                args[0].type_name()
            )));
        }
        Value::Dict(_) => "dict_reversekeyiterator",
        Value::DictView(v) => v.iter_kind(true),
        Value::List(_) => "list_reverseiterator",
        Value::Range(_) => "range_iterator",
        Value::Deque(_) => "_deque_reverse_iterator",
        _ => "reversed",
    };
    let mut items = iterate_to_vec(&args[0])?;
    items.reverse();
    Ok(make_iter(items, kind))
}

fn extreme(
    f: &mut Frame,
    args: Vec<Value>,
    mut kw: Kwargs,
    name: &str,
    want: Ordering,
) -> Res<Value> {
    // Two ints or two floats: the first unless the second is strictly
    // better, as the loop below decides (NaN never is).
    if kw.is_empty() {
        let greater = want == Ordering::Greater;
        match args.as_slice() {
            [Value::Int(a), Value::Int(b)] => {
                let second = if greater { b > a } else { b < a };
                return Ok(Value::Int(if second { *b } else { *a }));
            }
            [Value::Float(a), Value::Float(b)] => {
                let second = if greater { b > a } else { b < a };
                return Ok(Value::Float(if second { *b } else { *a }));
            }
            _ => {}
        }
    }
    let key = take_kw(&mut kw, "key").filter(|k| !matches!(k, Value::None));
    let default = take_kw(&mut kw, "default");
    no_more_kw(name, &kw)?;
    let items = match args.len() {
        0 => {
            return Err(type_error(format!(
                "{name} expected at least 1 argument, got 0"
            )));
        }
        1 => iterate_to_vec(&args[0])?,
        _ => args,
    };
    if items.is_empty() {
        return default.ok_or_else(|| value_error(format!("{name}() arg is an empty sequence")));
    }
    let mut best = items[0].clone();
    let mut best_key = match &key {
        Some(k) => call_value(k, vec![best.clone()], Vec::new(), f)?,
        None => best.clone(),
    };
    for x in items.into_iter().skip(1) {
        let k = match &key {
            Some(kf) => call_value(kf, vec![x.clone()], Vec::new(), f)?,
            None => x.clone(),
        };
        // `max` asks `k > best`, `min` `k < best`: a user class's operator
        // (or its reflection) decides, as CPython's rich comparison does.
        let better = if matches!(k, Value::Instance(_))
            || matches!(best_key, Value::Instance(_))
            || super::functools::cmp_key_pair(&k, &best_key).is_some()
        {
            use crate::syntax::ast::CmpOp;
            let op = if want == Ordering::Less {
                CmpOp::Lt
            } else {
                CmpOp::Gt
            };
            crate::eval::attrs::compare(f, op, &k, &best_key)?
        } else {
            let sym = if want == Ordering::Less { "<" } else { ">" };
            cmp(&k, &best_key, sym)? == want
        };
        if better {
            best = x;
            best_key = k;
        }
    }
    Ok(best)
}

fn min(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    extreme(f, args, kw, "min", Ordering::Less)
}

fn max(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    extreme(f, args, kw, "max", Ordering::Greater)
}

fn sum(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let start = take_kw(&mut kw, "start")
        .or_else(|| args.get(1).cloned())
        .unwrap_or(Value::Int(0));
    arity("sum", &args, 1, 2)?;
    if let Value::Str(_) = start {
        return Err(type_error(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    let mut acc = start;
    let mut it = match &args[0] {
        // A list's leading numbers add under one lock: adding them runs
        // no code that could change the list.
        Value::List(l) => {
            let items = l.lock();
            let mut done = 0;
            for x in items.iter() {
                match add_number(&acc, x) {
                    Some(sum) => acc = sum,
                    None => break,
                }
                done += 1;
            }
            ValueIter::List(l.clone(), done)
        }
        other => ValueIter::new(other, f)?,
    };
    while let Some(x) = it.next(f)? {
        acc = match add_number(&acc, &x) {
            Some(sum) => sum,
            None => crate::eval::attrs::binary(f, crate::syntax::ast::BinOp::Add, &acc, &x)?,
        };
    }
    Ok(acc)
}

/// `acc + x` for small ints, bools and floats (None for anything else —
/// big ints, overflow, user types — which adds as `+` does).
fn add_number(acc: &Value, x: &Value) -> Option<Value> {
    Some(match (acc, x) {
        (Value::Int(a), Value::Int(b)) => Value::Int(a.checked_add(*b)?),
        // Counting flags, `sum(flags)`, adds bools as the ints they are.
        (Value::Int(a), Value::Bool(b)) => Value::Int(a.checked_add(i64::from(*b))?),
        (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
        (Value::Float(a), Value::Int(b)) => Value::Float(a + *b as f64),
        (Value::Int(a), Value::Float(b)) => Value::Float(*a as f64 + b),
        _ => return None,
    })
}

fn abs(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("abs", &args, 1, 1)?;
    // NumPy's absolute, elementwise (and wrapping as int64 does).
    if matches!(args[0], Value::Array(_) | Value::NpScalar(..)) {
        return super::numpy::abs(f, args, Vec::new());
    }
    match &args[0].plain() {
        Value::Int(i) => Ok(match i.checked_abs() {
            Some(a) => Value::Int(a),
            None => {
                crate::eval::bigint::norm(num_bigint::BigInt::from(*i).magnitude().clone().into())
            }
        }),
        Value::BigInt(b) => Ok(crate::eval::bigint::norm(b.magnitude().clone().into())),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(x) => Ok(Value::Float(x.abs())),
        Value::Complex(re, im) => crate::eval::complex::py_abs((*re, *im)).map(Value::Float),
        v @ Value::Instance(_) if let Some(r) = crate::eval::attrs::abs_special(f, v) => r,
        other => Err(type_error(format!(
            "bad operand type for abs(): '{}'",
            other.type_name()
        ))),
    }
}

/// Rounds to `nd` decimals the way CPython does: correctly rounded from
/// the exact binary value, ties to even.
pub fn round_float(x: f64, nd: i64) -> f64 {
    if !x.is_finite() || nd > 300 {
        return x;
    }
    if nd < -308 {
        return 0.0f64.copysign(x);
    }
    if nd >= 0 {
        let s = format!("{:.*}", nd as usize, x);
        s.parse().unwrap_or(x)
    } else {
        let p = 10f64.powi((-nd) as i32);
        let y = x / p;
        let r = y.round_ties_even();
        let r = if (y - y.trunc()).abs() == 0.5 {
            r
        } else {
            y.round()
        };
        r * p
    }
}

fn round(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let nd = take_kw(&mut kw, "ndigits").or_else(|| args.get(1).cloned());
    arity("round", &args, 1, 2)?;
    if let Value::Instance(i) = &args[0]
        && let Some(m) = i.class.lookup("__round__")
    {
        let mut full = vec![args[0].clone()];
        full.extend(nd);
        return crate::eval::call::call_value(&m, full, Vec::new(), f);
    }
    let nd = match nd {
        None | Some(Value::None) => None,
        Some(v) => Some(as_index(&v)?),
    };
    // A NumPy scalar's `__round__`: a Python int without ndigits, else
    // a scalar of its own type (`round(np.int32(17), -1)` is np.int32(20)).
    if let Value::NpScalar(_, d) = &args[0] {
        if !(d.is_int() || d.is_float()) {
            return Err(type_error(format!(
                "type numpy.{} doesn't define __round__ method",
                d.name()
            )));
        }
        return match nd {
            Some(n) => crate::eval::arrays::round(&args[0], n),
            None => round(f, vec![args[0].plain()], Vec::new()),
        };
    }
    match (&args[0], nd) {
        (Value::Int(i), None) => Ok(Value::Int(*i)),
        (Value::BigInt(_), None) => Ok(args[0].clone()),
        (Value::Bool(b), None) => Ok(Value::Int(*b as i64)),
        (Value::Int(i), Some(n)) if n >= 0 => Ok(Value::Int(*i)),
        (Value::Int(i), Some(n)) => {
            // In i128, where neither the doubled remainder nor the rounded
            // result can overflow; a result beyond i64 becomes a big int.
            let Some(p) = 10i128.checked_pow((-n).min(40) as u32) else {
                return Ok(Value::Int(0));
            };
            let i = *i as i128;
            let q = i.div_euclid(p);
            let r = i - q * p;
            let up = r * 2 > p || (r * 2 == p && q % 2 != 0);
            let v = (q + up as i128) * p;
            Ok(match i64::try_from(v) {
                Ok(v) => Value::Int(v),
                Err(_) => crate::eval::bigint::norm(num_bigint::BigInt::from(v)),
            })
        }
        (Value::Float(x), None) => {
            if x.is_nan() {
                return Err(value_error("cannot convert float NaN to integer"));
            }
            if x.is_infinite() {
                return Err(overflow("cannot convert float infinity to integer"));
            }
            super::math::to_int_checked(x.round_ties_even())
        }
        (Value::Float(x), Some(n)) => Ok(Value::Float(round_float(*x, n))),
        (other, _) => Err(type_error(format!(
            "type {} doesn't define __round__ method",
            other.type_name()
        ))),
    }
}

/// `int(s, base)`: an int of any size.
pub fn parse_int_value(s: &str, base: u32) -> Option<Value> {
    let t = s.trim().replace('_', "");
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, t.strip_prefix('+').unwrap_or(&t).to_string()),
    };
    let (base, digits) = match (base, t.get(..2).map(|p| p.to_ascii_lowercase())) {
        (0 | 16, Some(p)) if p == "0x" => (16, t[2..].to_string()),
        (0 | 8, Some(p)) if p == "0o" => (8, t[2..].to_string()),
        (0 | 2, Some(p)) if p == "0b" => (2, t[2..].to_string()),
        (0, _) => (10, t.clone()),
        (b, _) => (b, t.clone()),
    };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    let v = num_bigint::BigInt::parse_bytes(digits.as_bytes(), base)?;
    Some(crate::eval::bigint::norm(if neg { -v } else { v }))
}

fn int(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let base = take_kw(&mut kw, "base").or_else(|| args.get(1).cloned());
    arity("int", &args, 0, 2)?;
    let Some(x) = args.first() else {
        return Ok(Value::Int(0));
    };
    if base.is_none()
        && let Some(r) = crate::eval::attrs::number_special(f, x, false)
    {
        return r;
    }
    if base.is_none()
        && let Value::Array(a) = x
    {
        return int(
            f,
            vec![crate::eval::arrays::scalar_value(ops::zero_dim_item(a)?)],
            kw,
        );
    }
    let plain = x.plain();
    let x = if let Value::Enum(_) = x { &plain } else { x };
    match (x, base) {
        (Value::Str(s), b) => {
            let base = match b {
                Some(v) => match as_index(&v)? {
                    b @ (0 | 2..=36) => b as u32,
                    _ => {
                        return Err(value_error("int() base must be >= 2 and <= 36, or 0"));
                    }
                },
                None => 10,
            };
            parse_int_value(s, base).ok_or_else(|| {
                value_error(format!(
                    "invalid literal for int() with base {base}: {}",
                    x.repr()
                ))
            })
        }
        (Value::Int(i), None) => Ok(Value::Int(*i)),
        (Value::BigInt(_), None) => Ok(x.clone()),
        (Value::Bool(b), None) => Ok(Value::Int(*b as i64)),
        (Value::Float(f), None) => {
            if f.is_nan() {
                return Err(value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(overflow("cannot convert float infinity to integer"));
            }
            super::math::to_int_checked(f.trunc())
        }
        (_, Some(_)) => Err(type_error(
            "int() can't convert non-string with explicit base",
        )),
        (other, None) => Err(type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

fn float(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("float", &args, 0, 1)?;
    let Some(x) = args.first() else {
        return Ok(Value::Float(0.0));
    };
    if let Some(r) = crate::eval::attrs::number_special(f, x, true) {
        return r;
    }
    match x {
        Value::Float(f) => Ok(Value::Float(*f)),
        Value::Int(i) => Ok(Value::Float(*i as f64)),
        Value::Enum(m) => Ok(Value::Float(m.value as f64)),
        Value::BigInt(b) => crate::eval::bigint::to_f64(b).map(Value::Float),
        Value::Bool(b) => Ok(Value::Float(*b as i64 as f64)),
        // NumPy's scalars convert themselves: a complex one gives its real
        // part (where NumPy also warns that the imaginary part is lost).
        Value::NpScalar(s, _) => Ok(Value::Float(s.as_f64())),
        Value::Array(a) => float(
            f,
            vec![crate::eval::arrays::scalar_value(ops::zero_dim_item(a)?)],
            Vec::new(),
        ),
        Value::Str(s) => crate::eval::format::float_from_text(s)
            .map(Value::Float)
            .ok_or_else(|| value_error(format!("could not convert string to float: {}", x.repr()))),
        other => Err(type_error(format!(
            "float() argument must be a string or a real number, not '{}'",
            other.type_name()
        ))),
    }
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
                for item in iterate_to_vec(other)? {
                    let kv = iterate_to_vec(&item)?;
                    if kv.len() != 2 {
                        return Err(value_error(format!(
                            "dictionary update sequence element has length {}; 2 is required",
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

/// Does `v` belong to the builtin type named `name`?
fn is_builtin_type(v: &Value, name: &str) -> Option<bool> {
    Some(match name {
        "object" => true,
        _ if let Value::Instance(i) = v
            && let Some(base) = crate::eval::builtin_base::base_of(&i.class) =>
        {
            base == name
        }
        "int" => matches!(
            v,
            Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Enum(_)
        ),
        "float" => matches!(v, Value::Float(_)),
        "complex" => matches!(v, Value::Complex(..)),
        "str" => matches!(v, Value::Str(_)),
        "bool" => matches!(v, Value::Bool(_)),
        "list" => matches!(v, Value::List(_)),
        // A namedtuple's instances are tuples.
        "tuple" => match v {
            Value::Tuple(_) => true,
            Value::Instance(i) => i.class.lookup("_field_defaults_").is_some(),
            _ => false,
        },
        "dict" => matches!(v, Value::Dict(_)),
        "set" => matches!(v, Value::Set(d) if !d.lock().is_frozen()),
        "frozenset" => matches!(v, Value::Set(d) if d.lock().is_frozen()),
        "range" => matches!(v, Value::Range(_)),
        "numpy.ndarray" => matches!(v, Value::Array(_)),
        n if super::npabstract::is_abstract(n) => {
            matches!(v, Value::NpScalar(_, d) if super::npabstract::covers(n, *d))
        }
        "slice" => matches!(v, Value::Slice(_)),
        "bytes" => matches!(v, Value::Bytes(_)),
        "bytearray" => super::bytearray::storage(v).is_some(),
        "memoryview" => {
            matches!(v, Value::Instance(i) if i.class.name.as_ref() == "memoryview" && i.class.module.lock().as_ref() == "builtins")
        }
        _ => return None,
    })
}

fn instance_of(v: &Value, cls: &Value, module: &str) -> Res<bool> {
    match cls {
        Value::ScalarType(d) => Ok(matches!(v, Value::NpScalar(_, e) if e == d)),
        // NumPy's float64 is a subclass of Python's float.
        Value::Builtin(id)
            if super::name_of(*id) == "float"
                && matches!(v, Value::NpScalar(_, crate::array::DType::F64)) =>
        {
            Ok(true)
        }
        Value::Builtin(id) => is_builtin_type(v, super::name_of(*id)).ok_or_else(|| {
            type_error("isinstance() arg 2 must be a type, a tuple of types, or a union")
        }),
        Value::Class(c) => Ok(match v {
            Value::Instance(i) => i.class.is_subclass_of(c),
            Value::Enum(m) => Arc::ptr_eq(&m.class, c),
            // `type(x)` of a value arr has no class for.
            other => match type_key(other, module) {
                TypeKey::Made(key) => type_object_if_made(&key).is_some_and(|t| Arc::ptr_eq(&t, c)),
                TypeKey::Builtin(_) => false,
            },
        }),
        Value::Tuple(t) => {
            for c in t.iter() {
                if instance_of(v, c, module)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(type_error(
            "isinstance() arg 2 must be a type, a tuple of types, or a union",
        )),
    }
}

fn isinstance(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("isinstance", &args, 2, 2)?;
    Ok(Value::Bool(instance_of(&args[0], &args[1], &f.rt.module)?))
}

fn issubclass(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("issubclass", &args, 2, 2)?;
    let ok = match &args[1] {
        Value::Tuple(t) => {
            let mut any = false;
            for b in t.iter() {
                any |= is_subclass(&args[0], b)?;
            }
            any
        }
        b => is_subclass(&args[0], b)?,
    };
    Ok(Value::Bool(ok))
}

/// `issubclass(a, b)` for one class `b`: classes by their bases, builtin
/// types by Python's hierarchy (`bool` is an `int`, all are `object`).
fn is_subclass(a: &Value, b: &Value) -> Res<bool> {
    let object = |v: &Value| matches!(v, Value::Builtin(id) if super::name_of(*id) == "object");
    if let Some(ok) = super::npabstract::subclass(a, b) {
        return Ok(ok);
    }
    Ok(match (a, b) {
        (Value::Class(a), Value::Class(b)) => a.is_subclass_of(b),
        (Value::Class(_) | Value::Builtin(_), _) if object(b) => true,
        (Value::Builtin(a), Value::Builtin(b)) => {
            a == b || (super::name_of(*a) == "bool" && super::name_of(*b) == "int")
        }
        (Value::Class(_), Value::Builtin(_)) | (Value::Builtin(_), Value::Class(_)) => false,
        (Value::Class(_) | Value::Builtin(_), _) => {
            return Err(type_error(
                "issubclass() arg 2 must be a class, a tuple of classes, or a union",
            ));
        }
        _ => return Err(type_error("issubclass() arg 1 must be a class")),
    })
}

fn repr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("repr", &args, 1, 1)?;
    Ok(Value::Str(Arc::from(crate::eval::attrs::repr_of(
        f, &args[0],
    )?)))
}

fn type_(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("type", &args, 1, 1)?;
    Ok(type_of(f, &args[0]))
}

/// `type(v)`, also `v.__class__` of a builtin value.
pub fn type_of(f: &Frame, v: &Value) -> Value {
    match v {
        Value::Instance(i) => Value::Class(i.class.clone()),
        Value::Enum(m) => Value::Class(m.class.clone()),
        Value::NpScalar(_, d) => Value::ScalarType(*d),
        // An enum class's metaclass.
        Value::Class(c) if c.enumeration.get().is_some() => {
            Value::Class(type_object("enum.EnumType"))
        }
        other => match type_key(other, &f.rt.module) {
            TypeKey::Builtin(id) => super::value_of(id),
            TypeKey::Made(key) => Value::Class(type_object(&key)),
        },
    }
}

/// Where `type(v)` comes from for a value with no class of its own.
enum TypeKey {
    /// One of arr's builtins (`int`, `list`).
    Builtin(usize),
    /// A type object arr makes on demand, under this name.
    Made(String),
}

/// `type(v)`'s source for a value of the script `module`.
fn type_key(v: &Value, module: &str) -> TypeKey {
    let name = v.type_name();
    if let Some(id) = super::lookup(&name) {
        return TypeKey::Builtin(id);
    }
    // Named as compiled Cython names them.
    TypeKey::Made(match v {
        Value::MemView(..) => format!("{module}._memoryviewslice"),
        Value::Func(_) => "_cython_3_3_1.cython_function_or_method".into(),
        _ if name == "generator" => crate::eval::generator::GENERATOR.into(),
        _ => name,
    })
}

type TypeObjects = Mutex<std::collections::HashMap<String, Arc<crate::eval::value::Class>>>;

fn type_objects() -> &'static TypeObjects {
    static TYPES: std::sync::OnceLock<TypeObjects> = std::sync::OnceLock::new();
    TYPES.get_or_init(Default::default)
}

/// The type object `type_object(full)` gave, if it was ever asked for
/// (no value's `type()` can be it otherwise).
fn type_object_if_made(full: &str) -> Option<Arc<crate::eval::value::Class>> {
    type_objects().lock().get(full).cloned()
}

/// The type object of values arr has no class for (`type(None)`,
/// `type(view)`): one per name, so that `type(a) is type(b)` holds, with
/// the `__name__` and `repr` Python gives it.
fn type_object(full: &str) -> Arc<crate::eval::value::Class> {
    let mut types = type_objects().lock();
    types
        .entry(full.to_string())
        .or_insert_with(|| {
            let c = match full.rsplit_once('.') {
                Some((module, name)) => {
                    let c = crate::eval::value::Class::new(name, Vec::new(), false);
                    *c.module.lock() = Arc::from(module);
                    c
                }
                None => crate::eval::value::Class::new(full, Vec::new(), true),
            };
            Arc::new(c)
        })
        .clone()
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

fn divmod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("divmod", &args, 2, 2)?;
    use crate::syntax::ast::BinOp;
    let q = ops::binary(BinOp::FloorDiv, &args[0], &args[1]).map_err(|e| {
        if e.class_name() == "ZeroDivisionError" {
            match (&args[0], &args[1]) {
                (Value::Float(_), _) | (_, Value::Float(_)) => zero_div("float divmod()"),
                _ => zero_div("integer division or modulo by zero"),
            }
        } else if e.class_name() == "TypeError"
            && e.message()
                .starts_with("unsupported operand type(s) for //")
        {
            type_error(format!(
                "unsupported operand type(s) for divmod(): '{}' and '{}'",
                args[0].type_name(),
                args[1].type_name()
            ))
        } else {
            e
        }
    })?;
    let r = ops::binary(BinOp::Mod, &args[0], &args[1])?;
    Ok(Value::tuple(vec![q, r]))
}

/// Cython's C `divmod`: Python's floor semantics, but its own zero check.
fn c_divmod(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    if args
        .get(1)
        .is_some_and(|b| matches!(b, Value::Int(0)) || matches!(b, Value::Float(z) if *z == 0.0))
    {
        return Err(zero_div("division by zero"));
    }
    divmod(f, args, kw)
}

fn pow(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("pow", &args, 2, 3)?;
    if let Some(m) = args.get(2) {
        let (Value::Int(b), Value::Int(e), Value::Int(m)) = (&args[0], &args[1], m) else {
            return Err(type_error(
                "pow() 3rd argument not allowed unless all arguments are integers",
            ));
        };
        if *m == 0 {
            return Err(value_error("pow() 3rd argument cannot be 0"));
        }
        let (mut base, mut e, m) = ((*b as i128).rem_euclid(*m as i128), *e as i128, *m as i128);
        // A negative exponent raises the inverse of the base (Python 3.8).
        if e < 0 {
            base = mod_inverse(base, m.abs())
                .ok_or_else(|| value_error("base is not invertible for the given modulus"))?;
            e = -e;
        }
        let mut r: i128 = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = (r * base).rem_euclid(m);
            }
            base = (base * base).rem_euclid(m);
            e >>= 1;
        }
        let r = if m < 0 && r > 0 { r + m } else { r };
        return Ok(Value::Int(r as i64));
    }
    ops::binary(crate::syntax::ast::BinOp::Pow, &args[0], &args[1])
}

/// The inverse of `a` modulo `m` (> 0), when `a` and `m` are coprime.
fn mod_inverse(a: i128, m: i128) -> Option<i128> {
    let (mut r0, mut r1, mut s0, mut s1) = (a.rem_euclid(m), m, 1i128, 0i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    (r0 == 1 || m == 1).then(|| s0.rem_euclid(m))
}

/// Arguments with each instance that defines `__index__` replaced by the
/// int it stands for.
fn index_args(fr: &mut Frame, mut args: Vec<Value>) -> Res<Vec<Value>> {
    for a in args.iter_mut() {
        if let Some(i) = crate::eval::attrs::index_special(fr, a)? {
            *a = i;
        }
    }
    Ok(args)
}

fn radix(args: &[Value], name: &str, prefix: &str, f: fn(u64) -> String) -> Res<Value> {
    arity(name, args, 1, 1)?;
    // A big int: its magnitude's digits in the radix.
    if let Value::BigInt(b) = &args[0] {
        let r = match prefix {
            "0x" => 16,
            "0o" => 8,
            _ => 2,
        };
        let digits = b.magnitude().to_str_radix(r);
        let sign = if b.sign() == num_bigint::Sign::Minus {
            "-"
        } else {
            ""
        };
        return Ok(Value::Str(Arc::from(format!("{sign}{prefix}{digits}"))));
    }
    let i = as_index(&args[0])?;
    let s = if i < 0 {
        format!("-{prefix}{}", f(i.unsigned_abs()))
    } else {
        format!("{prefix}{}", f(i as u64))
    };
    Ok(Value::Str(Arc::from(s)))
}

fn hex(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    radix(&args, "hex", "0x", |u| format!("{u:x}"))
}

fn oct(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    radix(&args, "oct", "0o", |u| format!("{u:o}"))
}

fn bin(fr: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let args = index_args(fr, args)?;
    radix(&args, "bin", "0b", |u| format!("{u:b}"))
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
    Ok(Value::Int(match args[0].key() {
        Some(crate::eval::value::Key::Id(i)) => i as i64,
        _ => 0,
    }))
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

fn attr_name(v: &Value) -> Res<Arc<str>> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        other => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            other.type_name()
        ))),
    }
}

fn getattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("getattr", &args, 2, 3)?;
    let name = attr_name(&args[1])?;
    match crate::eval::attrs::getattr(f, &args[0], &name) {
        Err(e) if e.class_name() == "AttributeError" && args.len() == 3 => Ok(args[2].clone()),
        r => r,
    }
}

fn setattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("setattr", &args, 3, 3)?;
    let name = attr_name(&args[1])?;
    crate::eval::attrs::set_attribute(f, &args[0], &name, args[2].clone())?;
    Ok(Value::None)
}

fn delattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("delattr", &args, 2, 2)?;
    let name = attr_name(&args[1])?;
    crate::eval::attrs::delete_attribute(f, &args[0], &name)?;
    Ok(Value::None)
}

fn vars(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("vars", &args, 1, 1)?;
    match &args[0] {
        Value::Instance(_) | Value::Class(_) => {
            match crate::eval::attrs::getattr(f, &args[0], "__dict__") {
                Err(e) if e.class_name() == "AttributeError" => {
                    Err(type_error("vars() argument must have __dict__ attribute"))
                }
                r => r,
            }
        }
        _ => Err(type_error("vars() argument must have __dict__ attribute")),
    }
}

fn hasattr(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("hasattr", &args, 2, 2)?;
    let name = attr_name(&args[1])?;
    Ok(Value::Bool(
        crate::eval::attrs::getattr(f, &args[0], &name).is_ok(),
    ))
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

fn wrap(kind: &str, args: Vec<Value>) -> Res<Value> {
    arity(kind, &args, 1, 1)?;
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class(kind));
    inst.set_attr("__func__", args[0].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

fn staticmethod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    wrap("staticmethod", args)
}

fn classmethod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    wrap("classmethod", args)
}

/// `property(fget=None, fset=None, fdel=None, doc=None)`.
fn property(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("property", &args, 0, 4)?;
    let mut parts = args.into_iter();
    let mut at = 0;
    let mut part = |name: &str| -> Res<Value> {
        let positional = parts.next();
        at += 1;
        match (positional, take_kw(&mut kw, name)) {
            (Some(_), Some(_)) => Err(type_error(format!(
                "argument for property() given by name ('{name}') and position ({at})"
            ))),
            (Some(v), None) | (None, Some(v)) => Ok(v),
            (None, None) => Ok(Value::None),
        }
    };
    let (fget, fset, fdel, doc) = (part("fget")?, part("fset")?, part("fdel")?, part("doc")?);
    if let Some((k, _)) = kw.first() {
        return Err(type_error(format!(
            "'{k}' is an invalid keyword argument for property()"
        )));
    }
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("property"));
    inst.set_attr("__func__", fget);
    for (slot, v) in [("__set__", fset), ("__delete__", fdel), ("__doc__", doc)] {
        if !matches!(v, Value::None) {
            inst.set_attr(slot, v);
        }
    }
    Ok(Value::Instance(Arc::new(inst)))
}

/// `@x.setter`: a new property with `x`'s getter and deleter and this
/// setter.
fn property_setter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    property_with("setter", "__set__", args)
}

/// `@x.deleter`: a new property with `x`'s getter and setter and this
/// deleter.
fn property_deleter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    property_with("deleter", "__delete__", args)
}

fn property_with(what: &str, slot: &str, args: Vec<Value>) -> Res<Value> {
    arity(what, &args, 2, 2)?;
    let Value::Instance(old) = &args[0] else {
        return Err(type_error(format!(
            "{what} of something that is not a property"
        )));
    };
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("property"));
    for kept in ["__func__", "__set__", "__delete__"] {
        if let Some(v) = old.get_attr(kept) {
            inst.set_attr(kept, v);
        }
    }
    inst.set_attr(slot, args[1].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

fn super_(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    if args.len() != 2 {
        return Err(runtime_error("super(): no arguments"));
    }
    let inst = crate::eval::value::Instance::new(crate::eval::attrs::wrapper_class("super"));
    inst.set_attr("__thisclass__", args[0].clone());
    inst.set_attr("__self__", args[1].clone());
    Ok(Value::Instance(Arc::new(inst)))
}

fn object(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("object", &args, 0, 0)?;
    let cls = Arc::new(crate::eval::value::Class::new("object", Vec::new(), true));
    Ok(Value::Instance(Arc::new(
        crate::eval::value::Instance::new(cls),
    )))
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
