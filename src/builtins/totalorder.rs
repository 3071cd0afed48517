//! `functools.total_ordering`: a class defining one ordering comparison
//! gets the other three, derived as CPython's `functools` derives them
//! (each calls the root method through the instance's type, passes
//! `NotImplemented` on, and consults `==` where the answer needs it).

use super::{Builtin, arity};
use crate::eval::attrs;
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use crate::syntax::ast::CmpOp;
use std::sync::Arc;

/// The prefix of the derived methods' names: such a builtin found on an
/// instance binds it, as a function would (see `METHOD_PREFIXES`).
pub const PREFIX: &str = "functools.total_ordering.";

/// How a derived method answers from the root's result `r`.
#[derive(Clone, Copy)]
enum Rule {
    /// `not r and self != other`
    NotAndNe,
    /// `r or self == other`
    OrEq,
    /// `not r`
    Not,
    /// `not r or self == other`
    NotOrEq,
    /// `r and self != other`
    AndNe,
}

/// For each root (in the order `max` over the names picks them: `__lt__`
/// first), the methods derived from it and how.
const CONVERT: &[(&str, [(&str, Rule); 3])] = &[
    (
        "__lt__",
        [
            ("__gt__", Rule::NotAndNe),
            ("__le__", Rule::OrEq),
            ("__ge__", Rule::Not),
        ],
    ),
    (
        "__le__",
        [
            ("__ge__", Rule::NotOrEq),
            ("__lt__", Rule::AndNe),
            ("__gt__", Rule::Not),
        ],
    ),
    (
        "__gt__",
        [
            ("__lt__", Rule::NotAndNe),
            ("__ge__", Rule::OrEq),
            ("__le__", Rule::Not),
        ],
    ),
    (
        "__ge__",
        [
            ("__le__", Rule::NotOrEq),
            ("__gt__", Rule::AndNe),
            ("__lt__", Rule::Not),
        ],
    ),
];

macro_rules! derived {
    ($($name:literal => $root:literal, $rule:ident, $f:ident;)*) => {
        $(fn $f(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
            derive(f, args, $root, Rule::$rule)
        })*
        pub const TABLE: &[Builtin] = &[
            b!(
                "functools.total_ordering",
                "total_ordering(cls): cls with the ordering comparisons it lacks, derived from the one it defines",
                total_ordering
            ),
            $(b!(
                concat!("functools.total_ordering.", $name, "_from", $root),
                concat!($name, " derived from ", $root, " by functools.total_ordering"),
                $f
            ),)*
        ];
    };
}

derived! {
    "__gt__" => "__lt__", NotAndNe, gt_from_lt;
    "__le__" => "__lt__", OrEq, le_from_lt;
    "__ge__" => "__lt__", Not, ge_from_lt;
    "__ge__" => "__le__", NotOrEq, ge_from_le;
    "__lt__" => "__le__", AndNe, lt_from_le;
    "__gt__" => "__le__", Not, gt_from_le;
    "__lt__" => "__gt__", NotAndNe, lt_from_gt;
    "__ge__" => "__gt__", OrEq, ge_from_gt;
    "__le__" => "__gt__", Not, le_from_gt;
    "__le__" => "__ge__", NotOrEq, le_from_ge;
    "__gt__" => "__ge__", AndNe, gt_from_ge;
    "__lt__" => "__ge__", Not, lt_from_ge;
}

fn total_ordering(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("total_ordering", &args, 1, 1)?;
    let Some(Value::Class(cls)) = args.first() else {
        return Err(type_error("total_ordering() argument must be a class"));
    };
    let defines = |op: &str| cls.lookup(op).is_some_and(|m| !matches!(m, Value::None));
    let Some((root, derived)) = CONVERT.iter().find(|(root, _)| defines(root)) else {
        return Err(value_error(
            "must define at least one ordering operation: < > <= >=",
        ));
    };
    for (name, _) in derived {
        if defines(name) {
            continue;
        }
        let id = super::lookup(&format!("{PREFIX}{name}_from{root}"))
            .ok_or_else(|| type_error("total_ordering: a derived method is missing"))?;
        cls.attrs
            .lock()
            .insert(Arc::from(*name), Value::Builtin(id));
    }
    Ok(args.into_iter().next().unwrap_or(Value::None))
}

/// A derived comparison: `type(self).root(self, other)`, then the rule.
fn derive(f: &mut Frame, args: Vec<Value>, root: &str, rule: Rule) -> Res<Value> {
    let [me, other] = <[Value; 2]>::try_from(args)
        .map_err(|a| type_error(format!("expected 2 arguments, got {}", a.len())))?;
    let method = match &me {
        Value::Instance(i) => i.class.lookup(root),
        _ => None,
    }
    .ok_or_else(|| attr_error(format!("type object has no attribute '{root}'")))?;
    let r = call_value(&method, vec![me.clone(), other.clone()], Vec::new(), f)?;
    if attrs::not_implemented_value(&r) {
        return Ok(r);
    }
    let truthy = attrs::truth(f, &r)?;
    let eq = |f: &mut Frame| attrs::compare(f, CmpOp::Eq, &me, &other);
    Ok(match rule {
        Rule::Not => Value::Bool(!truthy),
        Rule::NotAndNe => Value::Bool(!truthy && !eq(f)?),
        Rule::NotOrEq => Value::Bool(!truthy || eq(f)?),
        Rule::OrEq if truthy => r,
        Rule::OrEq => Value::Bool(eq(f)?),
        Rule::AndNe if !truthy => r,
        Rule::AndNe => Value::Bool(!eq(f)?),
    })
}
