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
    b!(
        "__sys_version_info__",
        "internal: sys.version_info, the CPython version arr follows",
        |f, a, _| {
            arity("version_info", &a, 0, 0)?;
            let fields = "major minor micro releaselevel serial";
            let cls = super::namedtuple::namedtuple(
                f,
                vec![Value::text("sys.version_info"), Value::text(fields)],
                Vec::new(),
            )?;
            let (major, minor, micro) = PYTHON_VERSION;
            let items = vec![
                Value::Int(major),
                Value::Int(minor),
                Value::Int(micro),
                Value::text("final"),
                Value::Int(0),
            ];
            crate::eval::call::call_value(&cls, items, Vec::new(), f)
        }
    ),
];

/// The CPython whose semantics arr reproduces (the oracle's), reported by
/// `sys.version_info`.
pub const PYTHON_VERSION: (i64, i64, i64) = (3, 11, 7);

/// `sys` attributes that are fixed strings on the platforms arr runs on.
pub fn string_attr(path: &str) -> Option<&'static str> {
    Some(match path {
        "sys.byteorder" => "little",
        "sys.platform" => "linux",
        _ => return None,
    })
}

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
