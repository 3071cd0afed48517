//! `operator`: Python's operators as functions (`operator.mul` for
//! `reduce`), and `itemgetter` / `attrgetter` for sort keys. Each applies
//! the operator as the language does, special methods included. A getter
//! is a builtin method of a tuple holding what it fetches (as `functools`'
//! partials are), so calling it goes through the ordinary call path.

use super::{Builtin, arity};
use crate::eval::attrs;
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::{BinOp, CmpOp, UnOp};
use std::sync::Arc;

const ITEMGETTER: &str = "__itemgetter__";
const ATTRGETTER: &str = "__attrgetter__";

fn two(name: &str, args: &[Value]) -> Res<(Value, Value)> {
    arity(name, args, 2, 2)?;
    Ok((args[0].clone(), args[1].clone()))
}

fn bin(name: &str, op: BinOp, f: &mut Frame, args: Vec<Value>) -> Res<Value> {
    let (a, b) = two(name, &args)?;
    attrs::binary(f, op, &a, &b)
}

fn cmp(name: &str, op: CmpOp, f: &mut Frame, args: Vec<Value>) -> Res<Value> {
    let (a, b) = two(name, &args)?;
    Ok(Value::Bool(attrs::compare(f, op, &a, &b)?))
}

fn un(name: &str, op: UnOp, f: &mut Frame, args: Vec<Value>) -> Res<Value> {
    arity(name, &args, 1, 1)?;
    attrs::unary(f, op, &args[0])
}

fn getter(kind: &str, args: Vec<Value>) -> Res<Value> {
    if args.is_empty() {
        return Err(type_error(format!("{kind} expected 1 argument, got 0")));
    }
    let name = if kind == "itemgetter" {
        ITEMGETTER
    } else {
        ATTRGETTER
    };
    Ok(Value::BoundBuiltin(Arc::new((
        Value::tuple(args),
        Arc::from(name),
    ))))
}

/// Is `name` the method a getter is made of?
pub fn is_native(name: &str) -> bool {
    matches!(name, ITEMGETTER | ATTRGETTER)
}

/// Calls a getter on its one argument: one item (attribute) for one key,
/// a tuple of them for several.
pub fn call(recv: &Value, name: &str, args: Vec<Value>, f: &mut Frame) -> Option<Res<Value>> {
    let Value::Tuple(keys) = recv else {
        return None;
    };
    Some((|| {
        let kind = if name == ITEMGETTER {
            "itemgetter"
        } else {
            "attrgetter"
        };
        let [obj] = args.as_slice() else {
            return Err(type_error(format!(
                "{kind} expected 1 argument, got {}",
                args.len()
            )));
        };
        let mut one = |k: &Value| -> Res<Value> {
            if name == ITEMGETTER {
                return attrs::getitem(f, obj, k);
            }
            let Value::Str(path) = k else {
                return Err(type_error("attribute name must be a string"));
            };
            // `attrgetter("a.b")` follows the dotted path.
            let mut v = obj.clone();
            for part in path.split('.') {
                v = attrs::getattr(f, &v, part)?;
            }
            Ok(v)
        };
        match &keys[..] {
            [k] => one(k),
            ks => Ok(Value::tuple(ks.iter().map(one).collect::<Res<Vec<_>>>()?)),
        }
    })())
}

macro_rules! bin_fn {
    ($path:literal, $name:literal, $op:expr) => {
        b!($path, concat!("operator.", $name, "(a, b)"), |f, a, _| bin(
            $name, $op, f, a
        ))
    };
}

macro_rules! cmp_fn {
    ($path:literal, $name:literal, $op:expr) => {
        b!($path, concat!("operator.", $name, "(a, b)"), |f, a, _| cmp(
            $name, $op, f, a
        ))
    };
}

fn not_(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("not_", &args, 1, 1)?;
    Ok(Value::Bool(!attrs::truth(f, &args[0])?))
}

fn truth(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("truth", &args, 1, 1)?;
    Ok(Value::Bool(attrs::truth(f, &args[0])?))
}

/// `operator.index(a)`: `a` as an int through `__index__` (NumPy's
/// integer scalars and 0-d integer arrays have one).
fn index(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("index", &args, 1, 1)?;
    let v = &args[0];
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::NpScalar(crate::array::Scalar::Int(i), d) if d.is_int() => Ok(Value::Int(*i)),
        Value::Array(a) if a.ndim() == 0 && a.dtype.is_int() => {
            Ok(crate::eval::arrays::scalar_value(a.load(a.offset)))
        }
        Value::Array(_) => Err(type_error(
            "only integer scalar arrays can be converted to a scalar index",
        )),
        _ => match attrs::index_special(f, v)? {
            Some(i) => Ok(i),
            None => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))),
        },
    }
}

/// A `range()` bound Cython converts to a C loop's `Py_ssize_t`: through
/// `__index__` (a float is refused, not truncated), and too large an int
/// is an OverflowError.
fn range_bound(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    match index(f, args, kw)? {
        Value::BigInt(_) => Err(overflow("Python int too large to convert to C ssize_t")),
        v => Ok(v),
    }
}

/// `__bytes_as_c__(b, from_signed, bits, signed)`: the items a
/// comprehension over bytes or a bytearray gives a C integer variable of
/// that width and signedness, as Cython walks the buffer: each byte a C
/// `char` (bytes) or `unsigned char` (bytearray), cast to the variable's
/// type (see `Sema::bytes_char_target`).
fn bytes_as_c(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let [
        seq,
        Value::Bool(from_signed),
        Value::Int(bits),
        Value::Bool(signed),
    ] = args.as_slice()
    else {
        return Err(type_error("__bytes_as_c__(b, from_signed, bits, signed)"));
    };
    let bytes = match seq {
        Value::Bytes(b) => b.to_vec(),
        other => match super::bytearray::contents(other) {
            Some(b) => b,
            None => return Ok(seq.clone()),
        },
    };
    let bits = u32::try_from(*bits).unwrap_or(64).min(64);
    let cast = |c: i64| -> i64 {
        if bits == 64 {
            return c;
        }
        let m = c & ((1i64 << bits) - 1);
        if *signed && m >= 1i64 << (bits - 1) {
            m - (1i64 << bits)
        } else {
            m
        }
    };
    let items = bytes
        .iter()
        .map(|&x| {
            let c = if *from_signed {
                i64::from(x as i8)
            } else {
                i64::from(x)
            };
            Value::Int(cast(c))
        })
        .collect();
    Ok(Value::list(items))
}

fn getitem(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let (a, b) = two("getitem", &args)?;
    attrs::getitem(f, &a, &b)
}

pub const TABLE: &[Builtin] = &[
    bin_fn!("operator.add", "add", BinOp::Add),
    bin_fn!("operator.sub", "sub", BinOp::Sub),
    bin_fn!("operator.mul", "mul", BinOp::Mul),
    bin_fn!("operator.truediv", "truediv", BinOp::Div),
    bin_fn!("operator.floordiv", "floordiv", BinOp::FloorDiv),
    bin_fn!("operator.mod", "mod", BinOp::Mod),
    bin_fn!("operator.pow", "pow", BinOp::Pow),
    bin_fn!("operator.matmul", "matmul", BinOp::MatMul),
    bin_fn!("operator.and_", "and_", BinOp::BitAnd),
    bin_fn!("operator.or_", "or_", BinOp::BitOr),
    bin_fn!("operator.xor", "xor", BinOp::BitXor),
    bin_fn!("operator.lshift", "lshift", BinOp::Shl),
    bin_fn!("operator.rshift", "rshift", BinOp::Shr),
    cmp_fn!("operator.eq", "eq", CmpOp::Eq),
    cmp_fn!("operator.ne", "ne", CmpOp::Ne),
    cmp_fn!("operator.lt", "lt", CmpOp::Lt),
    cmp_fn!("operator.le", "le", CmpOp::Le),
    cmp_fn!("operator.gt", "gt", CmpOp::Gt),
    cmp_fn!("operator.ge", "ge", CmpOp::Ge),
    b!("operator.neg", "operator.neg(a): -a", |f, a, _| un(
        "neg",
        UnOp::Neg,
        f,
        a
    )),
    b!("operator.pos", "operator.pos(a): +a", |f, a, _| un(
        "pos",
        UnOp::Pos,
        f,
        a
    )),
    b!("operator.invert", "operator.invert(a): ~a", |f, a, _| un(
        "invert",
        UnOp::Invert,
        f,
        a
    )),
    b!("operator.not_", "operator.not_(a): not a", not_),
    b!("operator.truth", "operator.truth(a): bool(a)", truth),
    b!(
        "operator.index",
        "operator.index(a): a as an int, through __index__",
        index
    ),
    b!(
        "__range_bound__",
        "internal: a range() bound of a C-typed loop, as a Py_ssize_t",
        range_bound
    ),
    b!(
        "__bytes_as_c__",
        "internal: bytes walked as C chars cast to a C integer type",
        bytes_as_c
    ),
    b!("operator.getitem", "operator.getitem(a, b): a[b]", getitem),
    b!(
        "operator.itemgetter",
        "itemgetter(*items): a callable fetching obj[item] (a tuple for several)",
        |_, a, _| getter("itemgetter", a)
    ),
    b!(
        "operator.attrgetter",
        "attrgetter(*names): a callable fetching obj.name (a tuple for several)",
        |_, a, _| getter("attrgetter", a)
    ),
];
