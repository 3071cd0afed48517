//! What each importable module offers: functions (in the registry under
//! their dotted path), constants, and names that exist but belong to a
//! later stage of arr.

use crate::eval::value::Value;
use crate::sema::hir::{HExpr, HKind};
use crate::sema::types::{CInt, Ty};
use crate::source::Span;

/// A compile-time constant of a module.
pub enum ModConst {
    Float(f64),
    Int(i64, Ty),
}

impl ModConst {
    pub fn into_hexpr(self, span: Span) -> HExpr {
        match self {
            ModConst::Float(x) => HExpr {
                kind: HKind::Float(x),
                ty: Ty::Object,
                span,
            },
            ModConst::Int(i, ty) => HExpr {
                kind: HKind::Int(i),
                ty,
                span,
            },
        }
    }

    fn value(&self) -> Value {
        match self {
            ModConst::Float(x) => Value::Float(*x),
            ModConst::Int(i, Ty::Int(k)) => {
                crate::eval::ops::cint_to_value(*i, *k).unwrap_or(Value::Int(*i))
            }
            ModConst::Int(i, _) => Value::Int(*i),
        }
    }
}

pub fn module_constant(path: &str) -> Option<ModConst> {
    use std::f64::consts;
    let int = |i: i64| ModConst::Int(i, Ty::Int(CInt::Int));
    let long = |i: i64| ModConst::Int(i, Ty::Int(CInt::Long));
    Some(match path {
        "math.pi" | "cmath.pi" | "libc.math.M_PI" | "numpy.pi" => ModConst::Float(consts::PI),
        "math.e" | "cmath.e" | "libc.math.M_E" | "numpy.e" => ModConst::Float(consts::E),
        "cmath.tau" => ModConst::Float(consts::TAU),
        "cmath.inf" => ModConst::Float(f64::INFINITY),
        "cmath.nan" => ModConst::Float(f64::NAN),
        "numpy.inf" => ModConst::Float(f64::INFINITY),
        "numpy.nan" => ModConst::Float(f64::NAN),
        "math.tau" => ModConst::Float(consts::TAU),
        "math.inf" | "libc.math.INFINITY" | "libc.math.HUGE_VAL" => ModConst::Float(f64::INFINITY),
        "math.nan" | "libc.math.NAN" => ModConst::Float(f64::NAN),
        "libc.math.M_PI_2" => ModConst::Float(consts::FRAC_PI_2),
        "libc.math.M_PI_4" => ModConst::Float(consts::FRAC_PI_4),
        "libc.math.M_1_PI" => ModConst::Float(consts::FRAC_1_PI),
        "libc.math.M_2_PI" => ModConst::Float(consts::FRAC_2_PI),
        "libc.math.M_SQRT2" => ModConst::Float(consts::SQRT_2),
        "libc.math.M_LN2" => ModConst::Float(consts::LN_2),
        "libc.math.M_LN10" => ModConst::Float(consts::LN_10),
        "libc.math.M_LOG2E" => ModConst::Float(consts::LOG2_E),
        "libc.math.M_LOG10E" => ModConst::Float(consts::LOG10_E),
        "libc.limits.INT_MAX" => int(i32::MAX as i64),
        "libc.limits.INT_MIN" => int(i32::MIN as i64),
        "libc.limits.LONG_MAX" | "libc.limits.LLONG_MAX" => long(i64::MAX),
        "libc.limits.LONG_MIN" | "libc.limits.LLONG_MIN" => long(i64::MIN),
        "libc.limits.SHRT_MAX" => int(i16::MAX as i64),
        "libc.limits.SHRT_MIN" => int(i16::MIN as i64),
        "libc.limits.CHAR_MAX" | "libc.limits.SCHAR_MAX" => int(i8::MAX as i64),
        "libc.limits.CHAR_MIN" | "libc.limits.SCHAR_MIN" => int(i8::MIN as i64),
        "libc.limits.UCHAR_MAX" => int(u8::MAX as i64),
        "libc.limits.USHRT_MAX" => int(u16::MAX as i64),
        "libc.limits.UINT_MAX" => ModConst::Int(u32::MAX as i64, Ty::Int(CInt::UInt)),
        "libc.stdlib.RAND_MAX" => int(i32::MAX as i64),
        "libc.time.CLOCKS_PER_SEC" => long(super::libc_time::CLOCKS_PER_SEC),
        "libc.stdint.INT8_MIN" => int(i8::MIN as i64),
        "libc.stdint.INT8_MAX" => int(i8::MAX as i64),
        "libc.stdint.UINT8_MAX" => int(u8::MAX as i64),
        "libc.stdint.INT16_MIN" => int(i16::MIN as i64),
        "libc.stdint.INT16_MAX" => int(i16::MAX as i64),
        "libc.stdint.UINT16_MAX" => int(u16::MAX as i64),
        "libc.stdint.INT32_MIN" => int(i32::MIN as i64),
        "libc.stdint.INT32_MAX" => int(i32::MAX as i64),
        "libc.stdint.UINT32_MAX" => ModConst::Int(u32::MAX as i64, Ty::Int(CInt::UInt)),
        "libc.stdint.INT64_MIN"
        | "libc.stdint.INTPTR_MIN"
        | "libc.stdint.INTMAX_MIN"
        | "libc.stdint.PTRDIFF_MIN" => long(i64::MIN),
        "libc.stdint.INT64_MAX"
        | "libc.stdint.INTPTR_MAX"
        | "libc.stdint.INTMAX_MAX"
        | "libc.stdint.PTRDIFF_MAX" => long(i64::MAX),
        "libc.stdint.UINT64_MAX"
        | "libc.stdint.UINTPTR_MAX"
        | "libc.stdint.UINTMAX_MAX"
        | "libc.stdint.SIZE_MAX" => ModConst::Int(-1, Ty::Int(CInt::ULong)),
        "sys.maxsize" => ModConst::Int(i64::MAX, Ty::Object),
        "sys.float_info.max" => ModConst::Float(f64::MAX),
        "sys.float_info.min" => ModConst::Float(f64::MIN_POSITIVE),
        "sys.float_info.epsilon" => ModConst::Float(f64::EPSILON),
        "sys.float_info.dig" => ModConst::Int(15, Ty::Object),
        "sys.float_info.mant_dig" => ModConst::Int(53, Ty::Object),
        // arr runs the module as compiled Cython would.
        "cython.compiled" => ModConst::Int(1, Ty::Bint),
        // The rich-comparison codes a cdef class's `__richcmp__` receives.
        "cpython.object.Py_LT" => int(0),
        "cpython.object.Py_LE" => int(1),
        "cpython.object.Py_EQ" => int(2),
        "cpython.object.Py_NE" => int(3),
        "cpython.object.Py_GT" => int(4),
        "cpython.object.Py_GE" => int(5),
        "libc.float.DBL_MAX" => ModConst::Float(f64::MAX),
        "libc.float.DBL_MIN" => ModConst::Float(f64::MIN_POSITIVE),
        "libc.float.DBL_EPSILON" => ModConst::Float(f64::EPSILON),
        "libc.float.FLT_MAX" => ModConst::Float(f32::MAX as f64),
        "libc.float.FLT_MIN" => ModConst::Float(f32::MIN_POSITIVE as f64),
        "libc.float.FLT_EPSILON" => ModConst::Float(f32::EPSILON as f64),
        _ => return None,
    })
}

/// The types `libc.stdint` declares that arr has.
const STDINT_TYPES: &[&str] = &[
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "intptr_t",
    "uintptr_t",
    "intmax_t",
    "uintmax_t",
];

/// Names that exist in a module but whose evaluation belongs to a later
/// part of arr (arrays, pointers, prange).
const LATER: &[&str] = &[
    "libc.stdlib.malloc",
    "libc.stdlib.calloc",
    "libc.stdlib.realloc",
    "libc.stdlib.free",
    "libc.stdlib.qsort",
    "libc.stdlib.abs",
    "libc.stdlib.labs",
    "libc.stdlib.llabs",
    "libc.string.memcpy",
    "libc.string.memmove",
    "libc.string.memset",
    "libc.string.strlen",
    "cython.parallel.prange",
    "cython.parallel.parallel",
    "cpython.mem.PyMem_Malloc",
    "cpython.mem.PyMem_Realloc",
    "cpython.mem.PyMem_Free",
];

/// C math functions of `libc.math` (all `double` → `double`).
pub const C_MATH_1: &[&str] = &[
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "sqrt",
    "cbrt",
    "fabs",
    "floor",
    "ceil",
    "round",
    "trunc",
    "erf",
    "erfc",
    "tgamma",
    "lgamma",
    "rint",
    "nearbyint",
];

/// C math functions of two `double` arguments.
pub const C_MATH_2: &[&str] = &[
    "pow",
    "atan2",
    "fmod",
    "hypot",
    "fmin",
    "fmax",
    "copysign",
    "fdim",
    "remainder",
];

/// `libc.math` predicates (`double` → `bint`).
pub const C_MATH_PREDICATES: &[&str] = &["isnan", "isinf", "isfinite", "signbit"];

/// Whether `from libc.math cimport name` names a C math function.
fn is_c_math(name: &str) -> bool {
    C_MATH_1.contains(&name) || C_MATH_2.contains(&name) || C_MATH_PREDICATES.contains(&name)
}

pub fn module_has(module: &str, name: &str) -> bool {
    let path = format!("{module}.{name}");
    if module == "libc.math" && is_c_math(name) {
        return true;
    }
    if module == "cython" {
        return true;
    }
    if module == "libcpp" || module.starts_with("libcpp.") {
        return crate::sema::cpp::libcpp_has(module, name);
    }
    // C's complex math, typed where it is called (`sema::complex`).
    if module == "libc.complex" {
        return crate::sema::complex::LIBC_COMPLEX.contains(&name);
    }
    if module == "libc.stdio"
        && super::libc_stdio::STREAMS.contains(&format!("{module}.{name}").as_str())
    {
        return true;
    }
    // Values made when read (`sema::expr`'s `member`).
    if module == "sys" && (name == "version_info" || super::pysys::string_attr(&path).is_some()) {
        return true;
    }
    if module == "abc" {
        return matches!(name, "ABC" | "abstractmethod");
    }
    // The sentinel, made when read (`sema::expr`'s `member`).
    if module == "dataclasses" && name == "MISSING" {
        return true;
    }
    if module == "enum" {
        return super::enummod::module_has(name);
    }
    if module == "re"
        && (super::remod::flag(&path).is_some() || super::remod::module_attr(name).is_some())
    {
        return true;
    }
    // The exact-width integer types (resolved as types where declared).
    if module == "libc.stdint" && STDINT_TYPES.contains(&name) {
        return true;
    }
    if module == "libc.time" && matches!(name, "time_t" | "clock_t") {
        return true;
    }
    if module == "libc.stddef" && matches!(name, "size_t" | "ptrdiff_t") {
        return true;
    }
    if module == "cpython.ref" && name == "PyObject" {
        return true;
    }
    // Compile-time operators, resolved where they are called.
    if module == "cython.operator" {
        return matches!(
            name,
            "dereference" | "preincrement" | "predecrement" | "postincrement" | "postdecrement"
        );
    }
    if super::numpy_names::names(module).is_some_and(|ns| ns.contains(&name)) {
        return true;
    }
    super::lookup(&path).is_some()
        || module_constant(&path).is_some()
        || text_constant(&path).is_some()
        || crate::eval::exc::module_exception(&path).is_some()
        || LATER.contains(&path.as_str())
}

/// A module's text constant (`os.sep`, `string.digits`).
pub fn text_constant(path: &str) -> Option<&'static str> {
    super::osmod::str_constant(path).or_else(|| super::stringmod::str_constant(path))
}

/// `module.name` at run time.
pub fn module_attr(module: &str, name: &str) -> Option<Value> {
    let path = format!("{module}.{name}");
    if let Some(c) = module_constant(&path) {
        return Some(c.value());
    }
    if let Some(c) = crate::eval::exc::module_exception(&path) {
        return Some(Value::Class(c));
    }
    if let Some(s) = text_constant(&path) {
        return Some(Value::text(s));
    }
    if path == "abc.ABC" {
        return Some(Value::Class(super::abc_class()));
    }
    if module == "enum"
        && let Some(c) = super::enummod::module_attr(name)
    {
        return Some(c);
    }
    if module == "re" {
        if let Some(f) = super::remod::flag(&path) {
            return Some(Value::Int(f));
        }
        if let Some(c) = super::remod::module_attr(name) {
            return Some(c);
        }
    }
    super::lookup(&path).map(super::value_of).or_else(|| {
        if module == "libc.math" && is_c_math(name) {
            super::lookup(&format!("math.{name}")).map(super::value_of)
        } else {
            // A submodule (`np.linalg`) is whatever has members under it.
            let prefix = format!("{path}.");
            super::all()
                .any(|(n, _)| n.starts_with(&prefix))
                .then(|| Value::Module(std::sync::Arc::from(path.as_str())))
        }
    })
}
