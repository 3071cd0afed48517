//! The builtins registry: one table of every builtin function, with its
//! documentation. Sema resolves names against it, the evaluator calls
//! through it, and the REPL's help and completion read it.

/// One table entry: `b!(path, doc, function)`.
macro_rules! b {
    ($name:expr, $doc:expr, $f:expr) => {
        $crate::builtins::Builtin {
            name: $name,
            doc: $doc,
            run: $f,
        }
    };
}

/// One internal operation of C++ containers (`cppstl`, `cppseq`): its
/// name, its doc and the fewest arguments it takes (the names are
/// reachable from user code, which must get an error, not a panic, when
/// it calls one with too few).
macro_rules! cpp_op {
    ($name:literal, $doc:literal, $min:literal, $f:expr) => {
        $crate::builtins::Builtin {
            name: $name,
            doc: $doc,
            run: |fr, a, k| {
                if a.len() < $min {
                    return Err($crate::eval::exc::type_error(concat!(
                        $name,
                        "() is internal to arr's C++ containers"
                    )));
                }
                let run: $crate::builtins::BFn = $f;
                run(fr, a, k)
            },
        }
    };
}

/// A NumPy function of one number or array, elementwise through `$g` on
/// doubles (`np.sqrt`, `np.arcsin`, …).
macro_rules! ufunc {
    ($name:expr, $g:expr) => {
        b!(
            concat!("numpy.", $name),
            // Ends with `UFUNC_DOC_TAIL`, which `float_ufunc` looks for.
            concat!("np.", $name, "(x): elementwise"),
            |_, a, k| {
                $crate::builtins::arity($name, &a, 1, 1)?;
                $crate::builtins::unsupported_kw($name, &k)?;
                $crate::eval::arrays::unary_map(&a[0], $name, $g)
            }
        )
    };
}

mod attrfns;
mod core;
pub(crate) mod cppseq;
pub(crate) mod cppstl;
mod cyview;
mod dunder;
mod kwcheck;
pub mod math;
pub mod methods;
mod modules;
mod npcallable;
mod npedit;
mod npfit;
pub(crate) mod npgrids;
mod npindex;
mod npscalar;
mod npselect;
mod npsets;
mod nptypes;
mod numeric;
mod ordering;
pub mod setmethods;
mod typeobjs;
mod zipstrict;
pub use modules::{C_MATH_1, C_MATH_2, C_MATH_PREDICATES};
mod collections;
pub(crate) mod contextlib;
mod copymod;
mod cppsort;
pub mod cppstring;
pub mod enummod;
mod flags;
pub mod floathex;
pub(crate) mod functools;
mod itercomb;
mod itertools;
mod mathint;
mod namedtuple;
mod objattr;
pub mod pymath;
mod sortkey;
mod stringmod;
pub mod strmore;
pub(crate) mod subclass;
mod totalorder;
pub use flags::flags_of;
mod abcmod;
mod bisect;
pub(crate) mod bytearray;
mod cmathmod;
pub(crate) mod codec;
mod cpython_api;
pub(crate) mod fileio;
mod heapq;
mod libc_search;
mod libc_stdio;
pub mod libc_stdlib;
mod libc_string;
mod libc_strto;
mod libc_time;
mod matching;
mod memtrack;
mod npbuffer;
mod npcomplex;
mod npextra;
mod nplinalg;
mod npmethods;
pub(crate) mod npmore;
mod npnan;
mod npprint;
mod nprandom;
mod nprandom_gen;
mod nprandom_perm;
mod numpy_capi;
mod osmod;
mod statistics;
mod utf16;
pub use abcmod::{ABSTRACT_DECL, abc_class, check_instantiable, settle as settle_abstract};
pub use core::{ascii_of, instance_of_class};
pub use typeobjs::type_of;
mod dataclasses;
mod npabstract;
mod npcompat;
mod npcompose;
mod npeinsum;
mod nperrstate;
mod npnorm;
mod npoverlap;
mod nppad;
mod nprandom_state;
mod npshape;
mod npsort;
mod npstrides;
mod nptesting;
mod nptesting_scalar;
mod npufunc;
mod npufunc_methods;
mod npyio;
mod numpy;
mod numpy_names;
mod operator;
mod pyarray;
pub(crate) mod pymemview;
mod pyrandom;
pub mod pysys;
pub mod remod;
mod repattern;
mod typing;
mod ziggurat;
mod ziggurat_wi;

use crate::eval::call::Kwargs;
use crate::eval::exc::{EXCEPTION_NAMES, Res, exc_class, type_error};
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::Arc;

pub use collections::{counter_arith, missing as dict_missing};
pub use libc_stdio::STREAMS as STDIO_STREAMS;
pub use modules::text_constant as module_str_constant;
pub use modules::{module_attr, module_constant, module_has};
pub use pyarray::data_field as pyarray_data_field;

/// The elements of a Python object that exports a buffer arr keeps as an
/// array (`array.array`, `bytearray`).
pub fn buffer_storage(v: &Value) -> Option<Arc<crate::array::Array>> {
    pyarray::storage(v)
        .or_else(|| bytearray::storage(v))
        .or_else(|| pymemview::storage(v))
}

pub type BFn = fn(&mut Frame, Vec<Value>, Kwargs) -> Res<Value>;

/// One builtin: its path (`print`, `math.sqrt`), a one-line signature and
/// description, and the function.
/// The strs of a tuple of names (`_fields`, `__abstractmethods__`);
/// `None` when the value is not a tuple.
pub(crate) fn tuple_strs(v: &Value) -> Option<Vec<Arc<str>>> {
    match v {
        Value::Tuple(t) => Some(
            t.iter()
                .filter_map(|v| match v {
                    Value::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

pub struct Builtin {
    pub name: &'static str,
    pub doc: &'static str,
    pub run: BFn,
}

/// Every builtin function: the core table, then NumPy's. Ids index this
/// sequence; the builtin exception classes follow it.
/// The tables, in id order (one list, so ids, counts and iteration
/// cannot disagree).
static TABLES: [&[Builtin]; 80] = [
    remod::TABLE,
    core::TABLE,
    numpy::TABLE,
    npsort::TABLE,
    nprandom::TABLE,
    npabstract::TABLE,
    nperrstate::TABLE,
    npoverlap::TABLE,
    nptesting::TABLE,
    npstrides::TABLE,
    nprandom_state::TABLE,
    cyview::TABLE,
    memtrack::TABLE,
    npyio::TABLE,
    flags::TABLE,
    itertools::TABLE,
    functools::TABLE,
    contextlib::TABLE,
    totalorder::TABLE,
    operator::TABLE,
    typing::TABLE,
    collections::TABLE,
    namedtuple::NT_TABLE,
    mathint::TABLE,
    pysys::TABLE,
    stringmod::TABLE,
    libc_stdlib::TABLE,
    nprandom_gen::TABLE,
    abcmod::TABLE,
    enummod::TABLE,
    cppstring::TABLE,
    npextra::TABLE,
    nplinalg::TABLE,
    npmore::TABLE,
    pyarray::TABLE,
    npshape::TABLE,
    npufunc::TABLE,
    npcompose::TABLE,
    npcompat::TABLE,
    nppad::TABLE,
    npeinsum::TABLE,
    npnorm::TABLE,
    npufunc_methods::TABLE,
    npufunc_methods::AT_TABLE,
    dataclasses::TABLE,
    libc_string::TABLE,
    libc_search::TABLE,
    libc_strto::TABLE,
    libc_time::TABLE,
    matching::TABLE,
    cpython_api::TABLE,
    numpy_capi::TABLE,
    libc_stdio::TABLE,
    npprint::TABLE,
    heapq::TABLE,
    bisect::TABLE,
    statistics::TABLE,
    cmathmod::TABLE,
    npcomplex::TABLE,
    cppstl::TABLE,
    cppseq::TABLE,
    objattr::TABLE,
    subclass::TABLE,
    cppsort::TABLE,
    copymod::TABLE,
    fileio::TABLE,
    bytearray::TABLE,
    osmod::TABLE,
    npbuffer::TABLE,
    npmethods::TABLE,
    nprandom_perm::TABLE,
    pymemview::TABLE,
    npselect::TABLE,
    npsets::TABLE,
    npfit::TABLE,
    npcallable::TABLE,
    npedit::TABLE,
    npindex::TABLE,
    nptypes::TABLE,
    npgrids::TABLE,
];

/// A builtin with what `call` asks of its name, decided once.
struct Info {
    b: &'static Builtin,
    /// Takes an iterable first argument it consumes (`CONSUMES_FIRST`).
    consumes_first: bool,
    /// Gets NumPy scalars as plain numbers.
    plain_np: bool,
}

/// Every builtin function in id order, flattened once: a call looks its
/// builtin up by id, and walking (and copying) the 78 tables and
/// comparing its name with lists on each call cost more than the call
/// of `min` itself.
fn flat() -> &'static [Info] {
    static FLAT: std::sync::OnceLock<Vec<Info>> = std::sync::OnceLock::new();
    FLAT.get_or_init(|| {
        TABLES
            .iter()
            .flat_map(|t| t.iter())
            .map(|b| Info {
                b,
                consumes_first: CONSUMES_FIRST.contains(&b.name),
                plain_np: !KEEPS_NP_SCALARS.contains(&b.name)
                    && !b.name.starts_with("numpy.testing.")
                    && !float_ufunc(b),
            })
            .collect()
    })
}

fn entry(id: usize) -> Option<&'static Builtin> {
    flat().get(id).map(|i| i.b)
}

fn n_functions() -> usize {
    flat().len()
}

fn functions() -> impl Iterator<Item = &'static Builtin> {
    flat().iter().map(|i| i.b)
}

/// Every builtin function's path and documentation line, for help and
/// completion.
pub fn documented() -> impl Iterator<Item = (&'static str, &'static str)> {
    functions().map(|b| (b.name, b.doc))
}

/// The id of a builtin function or builtin exception class.
pub fn lookup(name: &str) -> Option<usize> {
    // Indexed once: attribute lookups on builtins and modules ask at run
    // time, and a scan compared thousands of names. The first of a
    // repeated name wins, as the scan found it.
    static IDS: std::sync::OnceLock<HashMap<&'static str, usize>> = std::sync::OnceLock::new();
    let ids = IDS.get_or_init(|| {
        let names = functions()
            .map(|b| b.name)
            .chain(EXCEPTION_NAMES.iter().map(|(n, _)| *n));
        let mut ids = HashMap::new();
        for (i, n) in names.enumerate() {
            ids.entry(n).or_insert(i);
        }
        ids
    });
    ids.get(name).copied()
}

/// Builtins that are classes in Python (`type(1)` is `<class 'int'>`).
pub fn is_class(id: usize) -> bool {
    npabstract::is_abstract(name_of(id))
        || matches!(
            name_of(id),
            "int"
                | "float"
                | "complex"
                | "str"
                | "bool"
                | "list"
                | "dict"
                | "tuple"
                | "set"
                | "frozenset"
                | "object"
                | "range"
                | "enumerate"
                | "zip"
                | "map"
                | "filter"
                | "reversed"
                | "type"
                | "slice"
                | "bytes"
                | "bytearray"
                | "memoryview"
                | "collections.defaultdict"
                | "collections.Counter"
                | "collections.OrderedDict"
                | "collections.deque"
                | "itertools.count"
                | "itertools.chain"
                | "numpy.ndarray"
        )
}

pub fn name_of(id: usize) -> &'static str {
    match entry(id) {
        Some(b) => b.name,
        None => EXCEPTION_NAMES
            .get(id.wrapping_sub(n_functions()))
            .map_or("?", |(n, _)| n),
    }
}

/// Every builtin name (for completion and `:help`).
pub fn all() -> impl Iterator<Item = (&'static str, &'static str)> {
    functions().map(|b| (b.name, b.doc)).chain(
        EXCEPTION_NAMES
            .iter()
            .map(|(n, _)| (*n, "a builtin exception class")),
    )
}

/// The value a builtin name evaluates to.
pub fn value_of(id: usize) -> Value {
    if let Some(d) = name_of(id)
        .strip_prefix("numpy.")
        .and_then(numpy::dtype_constant)
    {
        return d;
    }
    if id < n_functions() {
        return Value::Builtin(id);
    }
    match exc_class(name_of(id)) {
        Some(c) => Value::Class(c),
        None => Value::None,
    }
}

/// Is the builtin one of the unary float ufuncs `ufunc!` makes (`np.sqrt`,
/// `np.exp`, …)? They see NumPy scalars too: a float32 in gives a
/// float32 out.
fn float_ufunc(b: &Builtin) -> bool {
    b.name.starts_with("numpy.") && b.doc.ends_with(UFUNC_DOC_TAIL)
}

/// How `ufunc!` ends each of its builtins' docs (see `float_ufunc`).
const UFUNC_DOC_TAIL: &str = "(x): elementwise";

/// Builtins that see NumPy scalars as they are; the rest get the plain
/// numbers they hold.
const KEEPS_NP_SCALARS: &[&str] = &[
    "abs",
    "round",
    "operator.index",
    "__range_bound__",
    "float",
    "print",
    "repr",
    "str",
    "type",
    "isinstance",
    "hasattr",
    "getattr",
    "divmod",
    "format",
    "id",
    "list",
    "tuple",
    "sorted",
    "min",
    "max",
    "sum",
    "reversed",
    "enumerate",
    "zip",
    "iter",
    "set",
    "dict",
    "len",
    "numpy.array",
    "numpy.asarray",
    "numpy.abs",
    "numpy.absolute",
    // The binary ufuncs and the elementwise functions, whose result type
    // follows their operands' (`np.add(np.float32(2), 1.0)` is a float32).
    "numpy.add",
    "numpy.subtract",
    "numpy.multiply",
    "numpy.divide",
    "numpy.true_divide",
    "numpy.floor_divide",
    "numpy.power",
    "numpy.mod",
    "numpy.remainder",
    "numpy.fmod",
    "numpy.minimum",
    "numpy.maximum",
    "numpy.fmin",
    "numpy.fmax",
    "numpy.negative",
    "numpy.positive",
    "numpy.square",
    "numpy.sign",
    "numpy.clip",
    "numpy.arctan2",
    "numpy.hypot",
    "numpy.logaddexp",
    "numpy.logaddexp2",
    "numpy.round",
    "numpy.around",
];

/// Builtins that consume their iterable argument whole (the first; `min`
/// and `max` only when it is the only one): a generator or an iterable
/// object is run to its end first, with the caller's frame.
const CONSUMES_FIRST: &[&str] = &[
    "list",
    "tuple",
    "set",
    "frozenset",
    "dict",
    "sorted",
    "min",
    "max",
    "math.prod",
    "math.fsum",
];

pub fn call(id: usize, args: Vec<Value>, kwargs: Kwargs, f: &mut Frame) -> Res<Value> {
    let Some(info) = flat().get(id) else {
        return Err(type_error(format!("'{}' is not callable", name_of(id))));
    };
    let name = info.b.name;
    let mut args = args;
    if info.consumes_first
        && let Some(v) = args
            .first()
            .and_then(crate::eval::builtin_base::plain_iterable)
    {
        args[0] = v;
    }
    if info.consumes_first
        && args.first().is_some_and(crate::eval::iter::is_lazy)
        && (args.len() == 1 || !matches!(name, "min" | "max"))
    {
        let first = std::mem::replace(&mut args[0], Value::None);
        args[0] = methods::materialized(first, f)?;
    }
    if info.plain_np && args.iter().any(|a| matches!(a, Value::NpScalar(..))) {
        args = args.into_iter().map(|a| a.plain()).collect();
    }
    npcomplex::refuse_complex(name, &args, &kwargs)?;
    let mut kwargs = kwargs;
    kwcheck::check(name, &mut args, &mut kwargs)?;
    (info.b.run)(f, args, kwargs)
}

pub fn dict_from_pairs(pairs: Vec<(Value, Value)>) -> Value {
    let mut d = crate::eval::value::Dict::default();
    for (k, v) in pairs {
        // An equal key keeps its first object and takes the new value.
        match k.key() {
            Some(h) if let Some(slot) = d.get_mut(&h) => slot.1 = v,
            Some(h) => {
                d.insert(h, (k, v));
            }
            None => {}
        }
    }
    Value::Dict(Arc::new(Mutex::new(d)))
}

/// A builtin class of `module` whose methods are the registered builtins
/// `{prefix}.{method}`, bound to the instance like functions.
pub(super) fn builtin_class(
    name: &str,
    module: &str,
    prefix: &str,
    methods: &[&str],
) -> Arc<crate::eval::value::Class> {
    class_of_builtins(name, module, prefix, methods, true)
}

/// A class of arr's own whose methods are the builtins `prefix.m`, not
/// marked builtin, so that `len`, indexing, operators, `repr`, iteration
/// and `with` find its special methods as they find a Python class's
/// (`array.array`, `bytearray`, `memoryview`, file objects).
pub(super) fn protocol_class(
    name: &str,
    module: &str,
    prefix: &str,
    methods: &[&str],
) -> Arc<crate::eval::value::Class> {
    class_of_builtins(name, module, prefix, methods, false)
}

/// Builtins that are methods of a class arr makes (a namedtuple's, a
/// builtin base's, a protocol class's): got from an instance, they bind it.
const METHOD_PREFIXES: &[&str] = &[
    "collections.namedtuple.",
    "dataclasses.Field.",
    "builtin_base.",
    "array.array.",
    "bytearray.",
    "memoryview.",
    "re.Pattern.",
    "re.Match.",
    "_io.file.",
    "enum.Enum.",
    "enum.IntEnum.",
    "contextlib._GeneratorContextManager.",
    "contextlib.suppress.",
    "contextlib.closing.",
    "contextlib.nullcontext.",
    "numpy.errstate.",
    "numpy.printoptions.",
    npindex::PREFIX,
    totalorder::PREFIX,
];

/// Does the builtin take the instance it is got from as its first
/// argument (see `METHOD_PREFIXES`)?
pub fn binds_receiver(id: usize) -> bool {
    let name = name_of(id);
    METHOD_PREFIXES.iter().any(|p| name.starts_with(p))
}

/// The array an instance of the protocol class `class` keeps its
/// elements in (its `_data`), if `v` is one.
pub(super) fn held_array(
    v: &Value,
    class: &Arc<crate::eval::value::Class>,
) -> Option<Arc<crate::array::Array>> {
    with_held_array(v, class, |a| a.clone())
}

/// `f` of the array an instance of `class` holds, while it is held: no
/// reference is taken, so a byte loop pays for no count it drops again.
/// The array is the instance's first attribute (set as it is made), found
/// by position, so no name is hashed either.
pub(super) fn with_held_array<R>(
    v: &Value,
    class: &Arc<crate::eval::value::Class>,
    f: impl FnOnce(&Arc<crate::array::Array>) -> R,
) -> Option<R> {
    match v {
        Value::Instance(i) if Arc::ptr_eq(&i.class, class) => {
            let attrs = i.attrs.lock();
            match attrs.get_index(0) {
                Some((k, Value::Array(a))) if &**k == "_data" => Some(f(a)),
                _ => match attrs.get("_data") {
                    Some(Value::Array(a)) => Some(f(a)),
                    _ => None,
                },
            }
        }
        _ => None,
    }
}

fn class_of_builtins(
    name: &str,
    module: &str,
    prefix: &str,
    methods: &[&str],
    builtin: bool,
) -> Arc<crate::eval::value::Class> {
    let c = crate::eval::value::Class::new(name, Vec::new(), builtin);
    *c.module.lock() = Arc::from(module);
    for m in methods {
        if let Some(id) = lookup(&format!("{prefix}.{m}")) {
            c.attrs.lock().insert(Arc::from(*m), Value::Builtin(id));
        }
    }
    Arc::new(c)
}

/// Checks a builtin's positional argument count, with CPython's wording.
pub fn arity(name: &str, args: &[Value], min: usize, max: usize) -> Res<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    let msg = if min == max {
        match min {
            0 => format!("{name}() takes no arguments ({n} given)"),
            1 => format!("{name}() takes exactly one argument ({n} given)"),
            _ => format!("{name} expected {min} arguments, got {n}"),
        }
    } else if n < min {
        format!(
            "{name} expected at least {min} argument{}, got {n}",
            if min == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{name} expected at most {max} argument{}, got {n}",
            if max == 1 { "" } else { "s" }
        )
    };
    Err(type_error(msg))
}

/// An int argument of a Python library function (an int or a bool, as
/// `__index__` takes them), with CPython's message for anything else.
pub fn index_arg(v: &Value) -> Res<i64> {
    match v {
        Value::Int(n) => Ok(*n),
        Value::Bool(b) => Ok(i64::from(*b)),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// Takes a keyword argument out of `kw`.
pub fn take_kw(kw: &mut Kwargs, name: &str) -> Option<Value> {
    let i = kw.iter().position(|(k, _)| k.as_ref() == name)?;
    Some(kw.remove(i).1)
}

/// Refuses keywords a builtin does not take.
/// A NumPy function's keyword that arr does not implement: refused, since
/// ignoring it (`axis=`, `out=`, `dtype=`) would print a wrong result.
pub fn unsupported_kw(name: &str, kw: &Kwargs) -> Res<()> {
    match kw.first() {
        None => Ok(()),
        Some((k, _)) => Err(crate::eval::exc::new_exc(
            "NotImplementedError",
            format!("arr does not support `np.{name}(…, {k}=…)` yet"),
        )),
    }
}

pub fn no_more_kw(name: &str, kw: &Kwargs) -> Res<()> {
    match kw.first() {
        None => Ok(()),
        Some((k, _)) => Err(type_error(format!(
            "'{k}' is an invalid keyword argument for {name}()"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_ufuncs_are_told_by_their_doc() {
        let is = |n: &str| lookup(n).and_then(entry).is_some_and(float_ufunc);
        assert!(is("numpy.sqrt") && is("numpy.arcsinh") && is("numpy.floor"));
        assert!(!is("numpy.abs") && !is("numpy.zeros") && !is("math.sqrt"));
    }
}
