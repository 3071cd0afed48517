//! The special methods of builtin values called by name (`s.__len__()`,
//! `d.__getitem__(k)`, `xs.__contains__(x)`, `(10).__add__(5)`), as Python
//! defines them: each is the operation its syntax performs, and an
//! operand of a type the method does not take gives `NotImplemented`.

use crate::eval::builtin_base::{binary_op, compare_op};
use crate::eval::exc::Res;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::UnOp;

/// `recv.name(*args)` for a special method of a builtin container or a
/// string; None when the receiver has no such method.
pub fn call(recv: &Value, name: &str, args: &[Value], f: &mut Frame) -> Option<Res<Value>> {
    let container = matches!(
        recv,
        Value::Str(_)
            | Value::Bytes(_)
            | Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(_)
    );
    let mutable = matches!(recv, Value::List(_) | Value::Dict(_));
    Some(match (name, args) {
        ("__len__", []) if container => super::core::len(f, vec![recv.clone()], Vec::new()),
        ("__getitem__", [k]) if container => crate::eval::attrs::getitem(f, recv, k),
        ("__contains__", [x]) if container => crate::eval::ops::contains(recv, x).map(Value::Bool),
        ("__setitem__", [k, v]) if mutable => {
            crate::eval::attrs::setitem(f, recv, k, v.clone()).map(|()| Value::None)
        }
        ("__repr__", []) if !matches!(recv, Value::Instance(_)) => {
            crate::eval::reprs::repr_of(f, recv).map(|s| Value::Str(s.into()))
        }
        ("__str__", []) if !matches!(recv, Value::Instance(_)) => {
            crate::eval::reprs::str_of(f, recv).map(|s| Value::Str(s.into()))
        }
        (name, [other]) if let Some((op, reflected)) = binary_op(name) => {
            let (a, b) = if reflected {
                (other, recv)
            } else {
                (recv, other)
            };
            if !takes(recv, other) {
                return Some(Ok(not_implemented()));
            }
            crate::eval::ops::binary(op, a, b)
        }
        (name, [other]) if let Some(op) = compare_op(name) => {
            // Builtin types compare only with their own kind (numbers
            // along the tower): `"a".__eq__(1)` is NotImplemented.
            let same_kind = match number_rank(recv) {
                Some(_) => takes(recv, other),
                None => recv.type_name() == other.type_name(),
            };
            if !same_kind {
                return Some(Ok(not_implemented()));
            }
            // A NumPy scalar's comparison gives a NumPy bool.
            crate::eval::attrs::compare(f, op, recv, other).map(|r| match recv {
                Value::NpScalar(..) => {
                    Value::NpScalar(crate::array::Scalar::Bool(r), crate::array::DType::Bool)
                }
                _ => Value::Bool(r),
            })
        }
        ("__format__", [spec]) if number_rank(recv).is_some() || matches!(recv, Value::Str(_)) => {
            super::call(
                super::lookup("format")?,
                vec![recv.clone(), spec.clone()],
                Vec::new(),
                f,
            )
        }
        // `x.__round__(n)` is `round(x, n)`, a NumPy scalar's too.
        ("__round__", [] | [_])
            if matches!(number_rank(recv), Some(0 | 1))
                || matches!(recv, Value::NpScalar(_, d) if d.is_int() || d.is_float()) =>
        {
            let args = std::iter::once(recv.clone())
                .chain(args.iter().cloned())
                .collect();
            super::call(super::lookup("round")?, args, Vec::new(), f)
        }
        ("__trunc__" | "__floor__" | "__ceil__", [])
            if number_rank(recv).is_some_and(|r| r < 2)
                || matches!(recv, Value::NpScalar(_, crate::array::DType::F64)) =>
        {
            let path = format!("math.{}", name.trim_matches('_'));
            super::call(super::lookup(&path)?, vec![recv.clone()], Vec::new(), f)
        }
        (name, []) if number_rank(recv).is_some() => match name {
            "__neg__" => crate::eval::ops::unary(UnOp::Neg, recv),
            "__pos__" => crate::eval::ops::unary(UnOp::Pos, recv),
            "__invert__" if number_rank(recv) == Some(0) || np_integer(recv) => {
                crate::eval::ops::unary(UnOp::Invert, recv)
            }
            "__bool__" => Ok(Value::Bool(recv.truthy())),
            // The builtin of the same name: `abs(x)`, `hash(x)`, `int(x)`.
            "__index__" if number_rank(recv) != Some(0) && !np_integer(recv) => return None,
            "__abs__" | "__hash__" | "__int__" | "__float__" | "__index__" => {
                let builtin = match name {
                    "__index__" => "int",
                    n => n.trim_matches('_'),
                };
                super::call(super::lookup(builtin)?, vec![recv.clone()], Vec::new(), f)
            }
            _ => return None,
        },
        _ => return None,
    })
}

/// `NotImplemented`, what an operator method gives for an operand it
/// does not take.
fn not_implemented() -> Value {
    super::lookup("NotImplemented").map_or(Value::None, super::value_of)
}

/// A number's place in the tower a numeric method widens along (bool and
/// int, float, complex); a NumPy scalar's methods take every number.
fn number_rank(v: &Value) -> Option<u8> {
    match v {
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) => Some(0),
        Value::Float(_) => Some(1),
        Value::Complex(..) => Some(2),
        Value::NpScalar(..) => Some(3),
        _ => None,
    }
}

fn np_integer(v: &Value) -> bool {
    matches!(v, Value::NpScalar(_, d) if !d.is_float() && !d.is_complex())
}

/// Whether `recv`'s operator method takes `other`: a number takes
/// numbers no wider than itself (`int.__add__(1.5)` is NotImplemented);
/// for a str, list or other value the operation itself decides (`"a" +
/// 1` raises, as `"a".__add__(1)` does).
fn takes(recv: &Value, other: &Value) -> bool {
    match (number_rank(recv), number_rank(other)) {
        (Some(r), Some(o)) => o <= r,
        (Some(_), None) => false,
        (None, _) => true,
    }
}
