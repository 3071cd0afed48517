//! The keywords each Python builtin accepts, as CPython declares them.
//! A misspelt or foreign keyword (`enumerate(xs, strt=1)`) is the
//! TypeError CPython raises instead of being silently dropped by a builtin
//! that reads only the keywords it implements; and a positional parameter
//! passed by keyword (`combinations(xs, r=2)`) reaches the builtin as the
//! positional argument it is. The rows are printed by
//! `tests/cpython/kwcheck_table.py`, which asks CPython itself
//! (`inspect.signature`, and the message each function raises for an
//! unknown keyword).

use crate::eval::call::Kwargs;
use crate::eval::exc::{Res, type_error};
use crate::eval::value::Value;
use KwStyle::*;

/// How CPython words the refusal.
#[derive(Clone, Copy)]
enum KwStyle {
    /// `len() takes no keyword arguments`, for any keyword at all.
    NoKeywords,
    /// `'k' is an invalid keyword argument for enumerate()`.
    Invalid,
    /// `randint() got an unexpected keyword argument 'k'`.
    Unexpected,
}

struct Signature {
    /// arr's name for the builtin.
    name: &'static str,
    /// The name CPython's message shows.
    shown: &'static str,
    style: KwStyle,
    /// Positional parameters in order; a leading `/` marks one that is
    /// positional-only.
    positional: &'static [&'static str],
    keyword_only: &'static [&'static str],
}

macro_rules! kw {
    ($name:literal, $shown:literal, NoKeywords) => {
        Signature {
            name: $name,
            shown: $shown,
            style: NoKeywords,
            positional: &[],
            keyword_only: &[],
        }
    };
    ($name:literal, $shown:literal, $style:ident, $pos:expr, $kwo:expr) => {
        Signature {
            name: $name,
            shown: $shown,
            style: $style,
            positional: $pos,
            keyword_only: $kwo,
        }
    };
}

const TABLE: &[Signature] = &[
    kw!("abs", "abs", NoKeywords),
    kw!("all", "all", NoKeywords),
    kw!("any", "any", NoKeywords),
    kw!("ascii", "ascii", NoKeywords),
    kw!("bin", "bin", NoKeywords),
    kw!(
        "bisect.bisect",
        "bisect_right",
        Invalid,
        &["a", "x", "lo", "hi"],
        &["key"]
    ),
    kw!(
        "bisect.bisect_left",
        "bisect_left",
        Invalid,
        &["a", "x", "lo", "hi"],
        &["key"]
    ),
    kw!(
        "bisect.bisect_right",
        "bisect_right",
        Invalid,
        &["a", "x", "lo", "hi"],
        &["key"]
    ),
    kw!(
        "bisect.insort",
        "insort_right",
        Invalid,
        &["a", "x", "lo", "hi"],
        &["key"]
    ),
    kw!(
        "bisect.insort_left",
        "insort_left",
        Invalid,
        &["a", "x", "lo", "hi"],
        &["key"]
    ),
    kw!(
        "bisect.insort_right",
        "insort_right",
        Invalid,
        &["a", "x", "lo", "hi"],
        &["key"]
    ),
    kw!("bool", "bool", NoKeywords),
    kw!(
        "bytearray",
        "bytearray",
        Invalid,
        &["source", "encoding", "errors"],
        &[]
    ),
    kw!(
        "bytes",
        "bytes",
        Invalid,
        &["source", "encoding", "errors"],
        &[]
    ),
    kw!("callable", "callable", NoKeywords),
    kw!("chr", "chr", NoKeywords),
    kw!("classmethod", "classmethod", NoKeywords),
    kw!("cmath.acos", "cmath.acos", NoKeywords),
    kw!("cmath.acosh", "cmath.acosh", NoKeywords),
    kw!("cmath.asin", "cmath.asin", NoKeywords),
    kw!("cmath.asinh", "cmath.asinh", NoKeywords),
    kw!("cmath.atan", "cmath.atan", NoKeywords),
    kw!("cmath.atanh", "cmath.atanh", NoKeywords),
    kw!("cmath.cos", "cmath.cos", NoKeywords),
    kw!("cmath.cosh", "cmath.cosh", NoKeywords),
    kw!("cmath.exp", "cmath.exp", NoKeywords),
    kw!(
        "cmath.isclose",
        "isclose",
        Invalid,
        &["a", "b"],
        &["rel_tol", "abs_tol"]
    ),
    kw!("cmath.isfinite", "cmath.isfinite", NoKeywords),
    kw!("cmath.isinf", "cmath.isinf", NoKeywords),
    kw!("cmath.isnan", "cmath.isnan", NoKeywords),
    kw!("cmath.log", "cmath.log", NoKeywords),
    kw!("cmath.log10", "cmath.log10", NoKeywords),
    kw!("cmath.phase", "cmath.phase", NoKeywords),
    kw!("cmath.polar", "cmath.polar", NoKeywords),
    kw!("cmath.rect", "cmath.rect", NoKeywords),
    kw!("cmath.sin", "cmath.sin", NoKeywords),
    kw!("cmath.sinh", "cmath.sinh", NoKeywords),
    kw!("cmath.sqrt", "cmath.sqrt", NoKeywords),
    kw!("cmath.tan", "cmath.tan", NoKeywords),
    kw!("cmath.tanh", "cmath.tanh", NoKeywords),
    kw!(
        "collections.deque",
        "deque",
        Invalid,
        &["iterable", "maxlen"],
        &[]
    ),
    kw!("complex", "complex", Invalid, &["real", "imag"], &[]),
    kw!("copy.copy", "copy", Unexpected, &["x"], &[]),
    kw!(
        "dataclasses.asdict",
        "asdict",
        Unexpected,
        &["obj"],
        &["dict_factory"]
    ),
    kw!(
        "dataclasses.astuple",
        "astuple",
        Unexpected,
        &["obj"],
        &["tuple_factory"]
    ),
    kw!(
        "dataclasses.is_dataclass",
        "is_dataclass",
        Unexpected,
        &["obj"],
        &[]
    ),
    kw!("delattr", "delattr", NoKeywords),
    kw!("divmod", "divmod", NoKeywords),
    kw!(
        "enumerate",
        "enumerate",
        Invalid,
        &["iterable", "start"],
        &[]
    ),
    kw!("filter", "filter", NoKeywords),
    kw!("float", "float", NoKeywords),
    kw!("format", "format", NoKeywords),
    kw!("frozenset", "frozenset", NoKeywords),
    kw!(
        "functools.lru_cache",
        "lru_cache",
        Unexpected,
        &["maxsize", "typed"],
        &[]
    ),
    kw!("functools.reduce", "reduce", NoKeywords),
    kw!("getattr", "getattr", NoKeywords),
    kw!("hasattr", "hasattr", NoKeywords),
    kw!("hash", "hash", NoKeywords),
    kw!("heapq.heapify", "_heapq.heapify", NoKeywords),
    kw!("heapq.heappop", "_heapq.heappop", NoKeywords),
    kw!("heapq.heappush", "_heapq.heappush", NoKeywords),
    kw!("heapq.heappushpop", "_heapq.heappushpop", NoKeywords),
    kw!("heapq.heapreplace", "_heapq.heapreplace", NoKeywords),
    kw!(
        "heapq.nlargest",
        "nlargest",
        Unexpected,
        &["n", "iterable", "key"],
        &[]
    ),
    kw!(
        "heapq.nsmallest",
        "nsmallest",
        Unexpected,
        &["n", "iterable", "key"],
        &[]
    ),
    kw!("hex", "hex", NoKeywords),
    kw!("id", "id", NoKeywords),
    kw!("int", "int", Invalid, &["/x", "base"], &[]),
    kw!("isinstance", "isinstance", NoKeywords),
    kw!("issubclass", "issubclass", NoKeywords),
    kw!("iter", "iter", NoKeywords),
    kw!(
        "itertools.accumulate",
        "accumulate",
        Invalid,
        &["iterable", "func"],
        &["initial"]
    ),
    kw!("itertools.chain", "chain", NoKeywords),
    kw!(
        "itertools.chain.from_iterable",
        "chain.from_iterable",
        NoKeywords
    ),
    kw!(
        "itertools.combinations",
        "combinations",
        Invalid,
        &["iterable", "r"],
        &[]
    ),
    kw!(
        "itertools.combinations_with_replacement",
        "combinations_with_replacement",
        Invalid,
        &["iterable", "r"],
        &[]
    ),
    kw!(
        "itertools.compress",
        "compress",
        Invalid,
        &["data", "selectors"],
        &[]
    ),
    kw!("itertools.count", "count", Invalid, &["start", "step"], &[]),
    kw!("itertools.cycle", "cycle", NoKeywords),
    kw!("itertools.dropwhile", "dropwhile", NoKeywords),
    kw!("itertools.filterfalse", "filterfalse", NoKeywords),
    kw!(
        "itertools.groupby",
        "groupby",
        Invalid,
        &["iterable", "key"],
        &[]
    ),
    kw!("itertools.islice", "islice", NoKeywords),
    kw!("itertools.pairwise", "pairwise", NoKeywords),
    kw!(
        "itertools.permutations",
        "permutations",
        Invalid,
        &["iterable", "r"],
        &[]
    ),
    kw!("itertools.product", "product", Invalid, &[], &["repeat"]),
    kw!(
        "itertools.repeat",
        "repeat",
        Invalid,
        &["object", "times"],
        &[]
    ),
    kw!("itertools.starmap", "starmap", NoKeywords),
    kw!("itertools.takewhile", "takewhile", NoKeywords),
    kw!("len", "len", NoKeywords),
    kw!("list", "list", NoKeywords),
    kw!("map", "map", NoKeywords),
    kw!("math.acos", "math.acos", NoKeywords),
    kw!("math.acosh", "math.acosh", NoKeywords),
    kw!("math.asin", "math.asin", NoKeywords),
    kw!("math.asinh", "math.asinh", NoKeywords),
    kw!("math.atan", "math.atan", NoKeywords),
    kw!("math.atan2", "math.atan2", NoKeywords),
    kw!("math.atanh", "math.atanh", NoKeywords),
    kw!("math.ceil", "math.ceil", NoKeywords),
    kw!("math.comb", "math.comb", NoKeywords),
    kw!("math.copysign", "math.copysign", NoKeywords),
    kw!("math.cos", "math.cos", NoKeywords),
    kw!("math.cosh", "math.cosh", NoKeywords),
    kw!("math.degrees", "math.degrees", NoKeywords),
    kw!("math.dist", "math.dist", NoKeywords),
    kw!("math.erf", "math.erf", NoKeywords),
    kw!("math.erfc", "math.erfc", NoKeywords),
    kw!("math.exp", "math.exp", NoKeywords),
    kw!("math.exp2", "math.exp2", NoKeywords),
    kw!("math.expm1", "math.expm1", NoKeywords),
    kw!("math.fabs", "math.fabs", NoKeywords),
    kw!("math.factorial", "math.factorial", NoKeywords),
    kw!("math.floor", "math.floor", NoKeywords),
    kw!("math.fmod", "math.fmod", NoKeywords),
    kw!("math.frexp", "math.frexp", NoKeywords),
    kw!("math.fsum", "math.fsum", NoKeywords),
    kw!("math.gamma", "math.gamma", NoKeywords),
    kw!("math.gcd", "math.gcd", NoKeywords),
    kw!("math.hypot", "math.hypot", NoKeywords),
    kw!(
        "math.isclose",
        "isclose",
        Invalid,
        &["a", "b"],
        &["rel_tol", "abs_tol"]
    ),
    kw!("math.isfinite", "math.isfinite", NoKeywords),
    kw!("math.isinf", "math.isinf", NoKeywords),
    kw!("math.isnan", "math.isnan", NoKeywords),
    kw!("math.isqrt", "math.isqrt", NoKeywords),
    kw!("math.lcm", "math.lcm", NoKeywords),
    kw!("math.ldexp", "math.ldexp", NoKeywords),
    kw!("math.lgamma", "math.lgamma", NoKeywords),
    kw!("math.log", "log", NoKeywords),
    kw!("math.log10", "math.log10", NoKeywords),
    kw!("math.log1p", "math.log1p", NoKeywords),
    kw!("math.log2", "math.log2", NoKeywords),
    kw!("math.modf", "math.modf", NoKeywords),
    kw!("math.perm", "math.perm", NoKeywords),
    kw!("math.pow", "math.pow", NoKeywords),
    kw!("math.prod", "prod", Invalid, &["/iterable"], &["start"]),
    kw!("math.radians", "math.radians", NoKeywords),
    kw!("math.remainder", "math.remainder", NoKeywords),
    kw!("math.sin", "math.sin", NoKeywords),
    kw!("math.sinh", "math.sinh", NoKeywords),
    kw!("math.sqrt", "math.sqrt", NoKeywords),
    kw!("math.tan", "math.tan", NoKeywords),
    kw!("math.tanh", "math.tanh", NoKeywords),
    kw!("math.trunc", "math.trunc", NoKeywords),
    kw!("max", "max", Invalid, &[], &["key", "default"]),
    kw!("memoryview", "memoryview", Invalid, &["object"], &[]),
    kw!("min", "min", Invalid, &[], &["key", "default"]),
    kw!("next", "next", NoKeywords),
    kw!("oct", "oct", NoKeywords),
    kw!(
        "open",
        "open",
        Invalid,
        &[
            "file",
            "mode",
            "buffering",
            "encoding",
            "errors",
            "newline",
            "closefd",
            "opener"
        ],
        &[]
    ),
    kw!("operator.attrgetter", "attrgetter", NoKeywords),
    kw!("operator.getitem", "_operator.getitem", NoKeywords),
    kw!("operator.index", "_operator.index", NoKeywords),
    kw!("operator.invert", "_operator.invert", NoKeywords),
    kw!("operator.itemgetter", "itemgetter", NoKeywords),
    kw!("operator.neg", "_operator.neg", NoKeywords),
    kw!("operator.not_", "_operator.not_", NoKeywords),
    kw!("operator.pos", "_operator.pos", NoKeywords),
    kw!("operator.truth", "_operator.truth", NoKeywords),
    kw!("ord", "ord", NoKeywords),
    kw!("os.cpu_count", "posix.cpu_count", NoKeywords),
    kw!("os.getcwd", "posix.getcwd", NoKeywords),
    kw!("os.getenv", "getenv", Unexpected, &["key", "default"], &[]),
    kw!("os.getpid", "posix.getpid", NoKeywords),
    kw!("os.listdir", "listdir", Invalid, &["path"], &[]),
    kw!(
        "os.makedirs",
        "makedirs",
        Unexpected,
        &["name", "mode", "exist_ok"],
        &[]
    ),
    kw!("os.path.join", "join", Unexpected, &["a"], &[]),
    kw!(
        "os.rename",
        "rename",
        Invalid,
        &["src", "dst"],
        &["src_dir_fd", "dst_dir_fd"]
    ),
    kw!("pow", "pow", Invalid, &["base", "exp", "mod"], &[]),
    kw!(
        "print",
        "print",
        Invalid,
        &[],
        &["sep", "end", "file", "flush"]
    ),
    kw!("random.choice", "Random.choice", Unexpected, &["seq"], &[]),
    kw!(
        "random.choices",
        "Random.choices",
        Unexpected,
        &["population", "weights"],
        &["cum_weights", "k"]
    ),
    kw!(
        "random.expovariate",
        "Random.expovariate",
        Unexpected,
        &["lambd"],
        &[]
    ),
    kw!(
        "random.gauss",
        "Random.gauss",
        Unexpected,
        &["mu", "sigma"],
        &[]
    ),
    kw!("random.getrandbits", "Random.getrandbits", NoKeywords),
    kw!(
        "random.normalvariate",
        "Random.normalvariate",
        Unexpected,
        &["mu", "sigma"],
        &[]
    ),
    kw!(
        "random.randint",
        "Random.randint",
        Unexpected,
        &["a", "b"],
        &[]
    ),
    kw!("random.random", "Random.random", NoKeywords),
    kw!(
        "random.randrange",
        "Random.randrange",
        Unexpected,
        &["start", "stop", "step"],
        &[]
    ),
    kw!(
        "random.sample",
        "Random.sample",
        Unexpected,
        &["population", "k"],
        &["counts"]
    ),
    kw!(
        "random.seed",
        "Random.seed",
        Unexpected,
        &["a", "version"],
        &[]
    ),
    kw!("random.shuffle", "Random.shuffle", Unexpected, &["x"], &[]),
    kw!(
        "random.uniform",
        "Random.uniform",
        Unexpected,
        &["a", "b"],
        &[]
    ),
    kw!("range", "range", NoKeywords),
    kw!("repr", "repr", NoKeywords),
    kw!("reversed", "reversed", NoKeywords),
    kw!("round", "round", Invalid, &["number", "ndigits"], &[]),
    kw!("set", "set", NoKeywords),
    kw!("setattr", "setattr", NoKeywords),
    kw!("slice", "slice", NoKeywords),
    kw!(
        "sorted",
        "sort",
        Invalid,
        &["/iterable"],
        &["key", "reverse"]
    ),
    kw!("staticmethod", "staticmethod", NoKeywords),
    kw!(
        "str",
        "str",
        Invalid,
        &["object", "encoding", "errors"],
        &[]
    ),
    kw!(
        "string.capwords",
        "capwords",
        Unexpected,
        &["s", "sep"],
        &[]
    ),
    kw!("sum", "sum", Invalid, &["/iterable", "start"], &[]),
    kw!("super", "super", NoKeywords),
    kw!("sys.exit", "sys.exit", NoKeywords),
    kw!("sys.getrecursionlimit", "sys.getrecursionlimit", NoKeywords),
    kw!("sys.stderr.flush", "TextIOWrapper.flush", NoKeywords),
    kw!("sys.stderr.write", "TextIOWrapper.write", NoKeywords),
    kw!("sys.stdout.flush", "TextIOWrapper.flush", NoKeywords),
    kw!("sys.stdout.write", "TextIOWrapper.write", NoKeywords),
    kw!("time.perf_counter", "time.perf_counter", NoKeywords),
    kw!("time.time", "time.time", NoKeywords),
    kw!("tuple", "tuple", NoKeywords),
    kw!("type", "type", NoKeywords),
    kw!("vars", "vars", NoKeywords),
    kw!("zip", "zip", Invalid, &[], &["strict"]),
];

impl Signature {
    fn accepts(&self, k: &str) -> bool {
        self.keyword_only.contains(&k) || self.positional.contains(&k)
    }

    fn refusal(&self, k: &str) -> String {
        match self.style {
            NoKeywords => format!("{}() takes no keyword arguments", self.shown),
            Invalid => format!("'{k}' is an invalid keyword argument for {}()", self.shown),
            Unexpected => format!("{}() got an unexpected keyword argument '{k}'", self.shown),
        }
    }
}

/// Refuses a keyword the builtin `name` does not take in CPython, and
/// moves keywords naming the next positional parameters into `args`.
/// Builtins not in the table (NumPy's, arr's own) check their keywords
/// themselves.
pub fn check(name: &str, args: &mut Vec<Value>, kw: &mut Kwargs) -> Res<()> {
    if kw.is_empty() {
        return Ok(());
    }
    let Some(sig) = TABLE.iter().find(|s| s.name == name) else {
        return Ok(());
    };
    // A builtin taking no keywords accepts none: its first is refused.
    if let Some((k, _)) = kw.iter().find(|(k, _)| !sig.accepts(k)) {
        return Err(type_error(sig.refusal(k)));
    }
    while let Some(&param) = sig.positional.get(args.len()) {
        let Some(at) = kw.iter().position(|(k, _)| k.as_ref() == param) else {
            break;
        };
        args.push(kw.remove(at).1);
    }
    if let Some((k, _)) = kw.iter().find(|(k, _)| args_named(sig, args.len(), k)) {
        return Err(type_error(match sig.style {
            Unexpected => format!("{}() got multiple values for argument '{k}'", sig.shown),
            _ => format!(
                "argument for {}() given by name ('{k}') and position ({})",
                sig.shown,
                position_of(sig, k)
            ),
        }));
    }
    Ok(())
}

/// Whether keyword `k` names a positional parameter that `n` positional
/// arguments already fill.
fn args_named(sig: &Signature, n: usize, k: &str) -> bool {
    sig.positional[..n.min(sig.positional.len())].contains(&k)
}

fn position_of(sig: &Signature, k: &str) -> usize {
    sig.positional
        .iter()
        .position(|p| *p == k)
        .map_or(0, |i| i + 1)
}
