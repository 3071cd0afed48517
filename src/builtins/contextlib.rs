//! `contextlib`: `contextmanager` (a generator function made a context
//! manager: its `yield` is the `with` body), `suppress`, `closing` and
//! `nullcontext`, with CPython's protocol and messages.
//!
//! The managers are instances of protocol classes whose `__enter__` and
//! `__exit__` are builtins here, so `with` finds them as it finds a
//! Python class's methods.

use super::{Builtin, arity};
use crate::eval::attrs;
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

/// The name of the method a `@contextmanager` function is made of: its
/// state is the generator function; calling it makes a manager.
pub const FACTORY: &str = "__contextmanager__";

const MANAGERS: &[&str] = &[
    "_GeneratorContextManager",
    "suppress",
    "closing",
    "nullcontext",
];

fn class(name: &str) -> Arc<Class> {
    static CLASSES: OnceLock<Vec<Arc<Class>>> = OnceLock::new();
    let all = CLASSES.get_or_init(|| {
        MANAGERS
            .iter()
            .map(|n| {
                super::protocol_class(
                    n,
                    "contextlib",
                    &format!("contextlib.{n}"),
                    &["__enter__", "__exit__"],
                )
            })
            .collect()
    });
    all.iter()
        .find(|c| c.name.as_ref() == name)
        .unwrap_or(&all[0])
        .clone()
}

fn manager(kind: &str, attrs: Vec<(&str, Value)>) -> Value {
    let inst = Instance::new(class(kind));
    for (k, v) in attrs {
        inst.set_attr(k, v);
    }
    Value::Instance(Arc::new(inst))
}

fn field(me: &Value, name: &str) -> Value {
    match me {
        Value::Instance(i) => i.get_attr(name).unwrap_or(Value::None),
        _ => Value::None,
    }
}

fn contextmanager(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("contextmanager", &args, 1, 1)?;
    Ok(Value::BoundBuiltin(Arc::new((
        Value::tuple(args),
        Arc::from(FACTORY),
    ))))
}

/// Calls a `@contextmanager` function: the generator, not yet started,
/// in a manager.
pub fn call(
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kw: Kwargs,
    f: &mut Frame,
) -> Option<Res<Value>> {
    let (FACTORY, Value::Tuple(state)) = (name, recv) else {
        return None;
    };
    let func = state.first()?;
    Some(
        call_value(func, args, kw, f)
            .map(|g| manager("_GeneratorContextManager", vec![("gen", g)])),
    )
}

/// The generator function a `@contextmanager` callable wraps.
pub fn wrapped(recv: &Value, name: &str) -> Option<Value> {
    match (name, recv) {
        (FACTORY, Value::Tuple(state)) => state.first().cloned(),
        _ => None,
    }
}

/// Is `name` a method this module's callables are made of?
pub fn is_native(name: &str) -> bool {
    name == FACTORY
}

fn is_stop(e: &Exc) -> bool {
    exc_class("StopIteration").is_some_and(|c| e.is(&c))
}

fn resume(f: &mut Frame, generator: &Value, how: &str, args: Vec<Value>) -> Res<Value> {
    crate::eval::generator::method(generator, how, args, f).unwrap_or_else(|| {
        Err(type_error(format!(
            "'{}' object is not an iterator",
            generator.type_name()
        )))
    })
}

fn gen_enter(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__enter__", &args, 1, 1)?;
    let generator = field(&args[0], "gen");
    match resume(f, &generator, "__next__", Vec::new()) {
        Err(e) if is_stop(&e) => Err(runtime_error("generator didn't yield")),
        r => r,
    }
}

/// Leaving the `with` body: the generator resumes after its `yield`, or
/// has the body's exception thrown in there. It must then finish; the
/// exception is swallowed when the generator caught it.
fn gen_exit(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__exit__", &args, 4, 4)?;
    let generator = field(&args[0], "gen");
    if matches!(args[1], Value::None) {
        return match resume(f, &generator, "__next__", Vec::new()) {
            Ok(_) => Err(runtime_error("generator didn't stop")),
            Err(e) if is_stop(&e) => Ok(Value::Bool(false)),
            Err(e) => Err(e),
        };
    }
    let value = args[2].clone();
    match resume(f, &generator, "throw", vec![value.clone()]) {
        Ok(_) => Err(runtime_error("generator didn't stop after throw()")),
        Err(e) if is_stop(&e) => Ok(Value::Bool(!e.value.is(&value))),
        // The same exception come back: the `with` statement re-raises it.
        Err(e) if e.value.is(&value) => Ok(Value::Bool(false)),
        Err(e) => Err(e),
    }
}

fn suppress(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    Ok(manager(
        "suppress",
        vec![("_exceptions", Value::tuple(args))],
    ))
}

fn suppress_enter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__enter__", &args, 1, 1)?;
    Ok(Value::None)
}

/// True (the exception swallowed) when it is one of those named.
fn suppress_exit(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__exit__", &args, 4, 4)?;
    if matches!(args[1], Value::None) {
        return Ok(Value::Bool(false));
    }
    let issubclass =
        super::lookup("issubclass").ok_or_else(|| type_error("issubclass is missing"))?;
    call_value(
        &Value::Builtin(issubclass),
        vec![args[1].clone(), field(&args[0], "_exceptions")],
        Vec::new(),
        f,
    )
}

fn closing(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("closing", &args, 1, 1)?;
    Ok(manager("closing", vec![("thing", args[0].clone())]))
}

fn closing_enter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__enter__", &args, 1, 1)?;
    Ok(field(&args[0], "thing"))
}

fn closing_exit(f: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__exit__", &args, 4, 4)?;
    let close = attrs::getattr(f, &field(&args[0], "thing"), "close")?;
    call_value(&close, Vec::new(), Vec::new(), f)?;
    Ok(Value::None)
}

fn nullcontext(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("nullcontext", &args, 0, 1)?;
    let result = match (
        args.into_iter().next(),
        super::take_kw(&mut kw, "enter_result"),
    ) {
        (Some(v), _) | (None, Some(v)) => v,
        (None, None) => Value::None,
    };
    Ok(manager("nullcontext", vec![("enter_result", result)]))
}

fn nullcontext_enter(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__enter__", &args, 1, 1)?;
    Ok(field(&args[0], "enter_result"))
}

fn nullcontext_exit(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__exit__", &args, 4, 4)?;
    Ok(Value::None)
}

pub const TABLE: &[Builtin] = &[
    b!(
        "contextlib.contextmanager",
        "contextmanager(func): a generator function made a context manager; its yield is the with body",
        contextmanager
    ),
    b!(
        "contextlib.suppress",
        "suppress(*exceptions): a context manager swallowing those exceptions",
        suppress
    ),
    b!(
        "contextlib.closing",
        "closing(thing): a context manager calling thing.close() on leaving",
        closing
    ),
    b!(
        "contextlib.nullcontext",
        "nullcontext(enter_result=None): a context manager doing nothing",
        nullcontext
    ),
    b!(
        "contextlib._GeneratorContextManager.__enter__",
        "runs the generator to its yield",
        gen_enter
    ),
    b!(
        "contextlib._GeneratorContextManager.__exit__",
        "resumes the generator, or throws the with body's exception into it",
        gen_exit
    ),
    b!("contextlib.suppress.__enter__", "nothing", suppress_enter),
    b!(
        "contextlib.suppress.__exit__",
        "true when the exception is one of those suppressed",
        suppress_exit
    ),
    b!("contextlib.closing.__enter__", "the thing", closing_enter),
    b!("contextlib.closing.__exit__", "thing.close()", closing_exit),
    b!(
        "contextlib.nullcontext.__enter__",
        "the enter_result",
        nullcontext_enter
    ),
    b!(
        "contextlib.nullcontext.__exit__",
        "nothing",
        nullcontext_exit
    ),
];
