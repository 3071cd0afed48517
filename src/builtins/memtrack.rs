//! arr's memory-model builtins (LANGUAGE.md §7): `extents(v)`, the byte
//! range of its buffer a view can touch, and `track`/`pending`/
//! `clear_pending`, the byte range written through any view of a buffer.

use super::Builtin;
use crate::eval::call::Kwargs;
use crate::eval::exc::{Res, type_error};
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

pub static TABLE: &[Builtin] = &[
    Builtin {
        name: "extents",
        doc: "extents(v): the half-open byte range (start, stop) of its buffer that view v can touch",
        run: extents,
    },
    Builtin {
        name: "track",
        doc: "track(a): start recording the byte range written through any view of a's buffer",
        run: track,
    },
    Builtin {
        name: "pending",
        doc: "pending(a): the byte range (offset, nbytes) written since track(a) or clear_pending(a), or None",
        run: pending,
    },
    Builtin {
        name: "clear_pending",
        doc: "clear_pending(a): forget the range written so far (tracking goes on)",
        run: clear_pending,
    },
];

fn the_view(name: &str, args: &[Value]) -> Res<Arc<crate::array::Array>> {
    match args {
        [Value::Array(a)] | [Value::MemView(a, _)] => Ok(a.clone()),
        [other] => Err(type_error(format!(
            "{name}() takes an array or memoryview, not '{}'",
            other.type_name()
        ))),
        _ => Err(type_error(format!(
            "{name}() takes exactly one argument ({} given)",
            args.len()
        ))),
    }
}

fn extents(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let a = the_view("extents", &args)?;
    let (lo, hi) = a.extents();
    Ok(Value::tuple(vec![
        Value::Int(lo as i64),
        Value::Int(hi as i64),
    ]))
}

fn track(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    the_view("track", &args)?.buf.track();
    Ok(Value::None)
}

fn pending(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(match the_view("pending", &args)?.buf.pending() {
        Some((off, n)) => Value::tuple(vec![Value::Int(off as i64), Value::Int(n as i64)]),
        None => Value::None,
    })
}

fn clear_pending(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    the_view("clear_pending", &args)?.buf.clear_pending();
    Ok(Value::None)
}
