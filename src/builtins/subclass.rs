//! The protocol methods a Python class deriving from a builtin type takes
//! from it (`eval::builtin_base`): `builtin_base.__len__` and the rest,
//! each running the builtin's operation on the instance's value.

use super::Builtin;
use crate::eval::builtin_base::run;

macro_rules! protocol {
    ($($name:literal),* $(,)?) => {
        /// The protocol methods such a class takes from its builtin type.
        pub const PROTOCOL: &[&str] = &[$($name),*];

        pub const TABLE: &[Builtin] = &[
            $(b!(
                concat!("builtin_base.", $name),
                "internal: the builtin type's method, on a derived instance's value",
                |f, a, k| run($name, f, a, k)
            )),*
        ];
    };
}

protocol!(
    "__init__",
    "__len__",
    "__iter__",
    "__reversed__",
    "__contains__",
    "__getitem__",
    "__setitem__",
    "__delitem__",
    "__repr__",
    "__hash__",
    "__bool__",
    "__format__",
    "__int__",
    "__float__",
    "__index__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__add__",
    "__radd__",
    "__iadd__",
    "__sub__",
    "__rsub__",
    "__mul__",
    "__rmul__",
    "__imul__",
    "__truediv__",
    "__rtruediv__",
    "__floordiv__",
    "__rfloordiv__",
    "__mod__",
    "__rmod__",
    "__pow__",
    "__rpow__",
    "__and__",
    "__rand__",
    "__or__",
    "__ror__",
    "__xor__",
    "__rxor__",
    "__lshift__",
    "__rshift__",
    "__neg__",
    "__pos__",
    "__abs__",
    "__invert__",
    "__round__",
);
