//! `import sys`: what scripts reach for — `sys.argv`, `sys.exit`,
//! `sys.stdout.write`/`flush`, `sys.stderr.write`, `sys.maxsize`,
//! `sys.float_info`, the recursion limit.

use super::{Builtin, arity};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;

pub const TABLE: &[Builtin] = &[
    b!(
        "sys.exit",
        "sys.exit(status=None): leaves the program",
        exit
    ),
    b!(
        "sys.stdout.write",
        "sys.stdout.write(s): writes s without a newline; its length",
        |f, a, _| {
            arity("write", &a, 1, 1)?;
            let s = text(&a[0])?;
            f.rt.write(&s);
            Ok(Value::Int(s.chars().count() as i64))
        }
    ),
    b!("sys.stdout.flush", "sys.stdout.flush()", |f, a, _| {
        arity("flush", &a, 0, 0)?;
        f.rt.flush();
        Ok(Value::None)
    }),
    b!(
        "sys.stderr.write",
        "sys.stderr.write(s): writes s to standard error",
        |f, a, _| {
            arity("write", &a, 1, 1)?;
            let s = text(&a[0])?;
            // What the program printed so far comes first.
            f.rt.flush();
            eprint!("{s}");
            Ok(Value::Int(s.chars().count() as i64))
        }
    ),
    b!("sys.stderr.flush", "sys.stderr.flush()", |_, a, _| {
        arity("flush", &a, 0, 0)?;
        Ok(Value::None)
    }),
    b!(
        "sys.getrecursionlimit",
        "sys.getrecursionlimit(): how deep calls may nest",
        |f, a, _| {
            arity("getrecursionlimit", &a, 0, 0)?;
            Ok(Value::Int(i64::from(f.rt.recursion_limit)))
        }
    ),
];

fn text(v: &Value) -> Res<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        other => Err(type_error(format!(
            "write() argument must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `sys.exit(status)`: raises SystemExit, which ends the program with
/// that status (see `session`).
fn exit(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("exit", &args, 0, 1)?;
    // SystemExit's `code` comes from its argument (`init_exc_attrs`).
    Err(new_exc_args("SystemExit", args))
}
