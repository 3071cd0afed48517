//! `libc.stdio`: C's output calls as compiled Cython makes them — `printf`,
//! `puts`, `putchar`, and through the `stdout`/`stderr` streams `fprintf`,
//! `fputs`, `fputc` and `fflush`. A stream is the value `stdout` or
//! `stderr` names (a `FILE *` to Cython); what goes to stdout is the
//! program's output, in order with `print`'s, and what goes to stderr
//! comes after everything printed before it.

use super::{Builtin, arity};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::percent::printf_format;
use crate::eval::value::Value;

/// The streams' values: what `stdout`/`stderr` evaluate to.
pub const STREAMS: &[&str] = &["libc.stdio.stdout", "libc.stdio.stderr"];

pub const TABLE: &[Builtin] = &[
    b!(
        "libc.stdio.printf",
        "printf(fmt, *args): C's printf",
        |f, a, _| {
            let s = formatted("printf", &a)?;
            f.rt.write(&s);
            Ok(Value::Int(s.len() as i64))
        }
    ),
    b!(
        "libc.stdio.fprintf",
        "fprintf(stream, fmt, *args): C's printf to stdout or stderr",
        |f, a, _| {
            let stream = stream_of(a.first())?;
            let s = formatted("fprintf", &a[1..])?;
            emit(f, stream, &s);
            Ok(Value::Int(s.len() as i64))
        }
    ),
    b!(
        "libc.stdio.puts",
        "puts(s): C's puts, the text and a newline",
        |f, a, _| {
            arity("puts", &a, 1, 1)?;
            let s = c_text(&a[0])?;
            f.rt.write(&s);
            f.rt.write("\n");
            Ok(Value::Int(s.len() as i64 + 1))
        }
    ),
    b!(
        "libc.stdio.fputs",
        "fputs(s, stream): the text, without a newline",
        |f, a, _| {
            arity("fputs", &a, 2, 2)?;
            let s = c_text(&a[0])?;
            emit(f, stream_of(a.get(1))?, &s);
            Ok(Value::Int(1))
        }
    ),
    b!(
        "libc.stdio.putchar",
        "putchar(c): C's putchar, one character",
        |f, a, _| {
            arity("putchar", &a, 1, 1)?;
            let byte = byte_of(&a[0])?;
            f.rt.write(&String::from_utf8_lossy(&[byte]));
            Ok(Value::Int(i64::from(byte)))
        }
    ),
    b!(
        "libc.stdio.fputc",
        "fputc(c, stream): one character",
        |f, a, _| {
            arity("fputc", &a, 2, 2)?;
            let byte = byte_of(&a[0])?;
            emit(f, stream_of(a.get(1))?, &String::from_utf8_lossy(&[byte]));
            Ok(Value::Int(i64::from(byte)))
        }
    ),
    b!(
        "libc.stdio.fflush",
        "fflush(stream): writes out what the stream holds",
        |f, a, _| {
            arity("fflush", &a, 0, 1)?;
            f.rt.flush();
            Ok(Value::Int(0))
        }
    ),
];

/// Which stream a `FILE *` argument is: true for stderr.
fn stream_of(v: Option<&Value>) -> Res<bool> {
    match v {
        Some(Value::Module(m)) if m.as_ref() == "libc.stdio.stdout" => Ok(false),
        Some(Value::Module(m)) if m.as_ref() == "libc.stdio.stderr" => Ok(true),
        Some(other) => Err(type_error(format!(
            "arr's stdio writes to stdout or stderr only, not {}",
            other.type_name()
        ))),
        None => Err(type_error("expected a stream (stdout or stderr)")),
    }
}

fn emit(f: &mut Frame, to_stderr: bool, s: &str) {
    if to_stderr {
        // What the program printed so far comes first.
        f.rt.flush();
        eprint!("{s}");
    } else {
        f.rt.write(s);
    }
}

/// `fmt % args` as C formats them; a `char *` argument arrives as the
/// bytes it points at and `%s` prints them as text, as C does.
fn formatted(name: &str, args: &[Value]) -> Res<String> {
    let Some(fmt) = args.first() else {
        return Err(type_error(format!("{name}() needs a format string")));
    };
    let fmt = match fmt {
        Value::Str(s) => s.to_string(),
        Value::Bytes(b) => String::from_utf8_lossy(b).into_owned(),
        other => {
            return Err(type_error(format!(
                "{name}() format must be a string, not {}",
                other.type_name()
            )));
        }
    };
    let rest: Vec<Value> = args[1..]
        .iter()
        .map(|v| match v {
            Value::Bytes(b) => Value::text(&String::from_utf8_lossy(b)),
            v => v.clone(),
        })
        .collect();
    printf_format(&fmt, &rest)
}

fn c_text(v: &Value) -> Res<String> {
    match v {
        Value::Bytes(b) => Ok(String::from_utf8_lossy(b).into_owned()),
        Value::Str(s) => Ok(s.to_string()),
        other => Err(type_error(format!(
            "expected bytes, {} found",
            other.type_name()
        ))),
    }
}

fn byte_of(v: &Value) -> Res<u8> {
    let c = crate::eval::ops::to_cint(v, crate::sema::types::CInt::Int)?;
    Ok(c as u8)
}
