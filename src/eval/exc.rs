//! Python exceptions as runtime values: the builtin exception classes, and
//! `Exc`, a raised exception travelling up the Rust stack with the span
//! where it was raised and the calls it passed through.

use super::value::{Class, Instance, Value};
use crate::source::Span;
use std::sync::{Arc, OnceLock};

/// A raised exception. Boxed in `Res` so that `Result` stays one word.
#[derive(Debug, Clone)]
pub struct Exc {
    /// The exception instance.
    pub value: Value,
    /// Where it was raised; filled in by the innermost node that knows.
    pub span: Option<Span>,
    /// Calls it propagated through, innermost first: function name and the
    /// span of the call.
    pub trace: Vec<(Arc<str>, Span)>,
}

pub type Res<T> = Result<T, Box<Exc>>;

impl Exc {
    /// Attaches a span if none is set yet.
    #[cold]
    pub fn at(mut self: Box<Self>, span: Span) -> Box<Exc> {
        if self.span.is_none() {
            self.span = Some(span);
        }
        self
    }

    /// The exception's class name.
    pub fn class_name(&self) -> String {
        match &self.value {
            Value::Instance(i) => i.class.name.to_string(),
            _ => "Exception".into(),
        }
    }

    /// The class name as a traceback shows it: `module.Name` for classes
    /// a program or NumPy defines.
    pub fn qualified_class_name(&self) -> String {
        match &self.value {
            Value::Instance(i)
                if !i.class.builtin || i.class.module.lock().as_ref() != "builtins" =>
            {
                format!("{}.{}", i.class.module.lock(), i.class.name)
            }
            _ => self.class_name(),
        }
    }

    /// `str(e)`: the message.
    pub fn message(&self) -> String {
        exception_str(&self.value)
    }

    pub fn is(&self, class: &Arc<Class>) -> bool {
        match &self.value {
            Value::Instance(i) => i.class.is_subclass_of(class),
            _ => false,
        }
    }
}

/// `str()` of an exception instance: its single argument, or the tuple of
/// its arguments.
pub fn exception_str(v: &Value) -> String {
    let Value::Instance(inst) = v else {
        return v.str();
    };
    if let (Some(Value::Int(errno)), Some(why)) =
        (inst.get_attr("errno"), inst.get_attr("strerror"))
    {
        return match inst.get_attr("filename") {
            Some(Value::None) | None => format!("[Errno {errno}] {}", why.str()),
            Some(file) => format!("[Errno {errno}] {}: {}", why.str(), file.repr()),
        };
    }
    let args = inst.get_attr("args");
    match args {
        Some(Value::Tuple(t)) if t.is_empty() => String::new(),
        Some(Value::Tuple(t)) if t.len() == 1 => {
            // KeyError shows its key's repr, as Python does.
            if inst.class.name.as_ref() == "KeyError" {
                t[0].repr()
            } else {
                t[0].str()
            }
        }
        Some(a) => a.str(),
        None => String::new(),
    }
}

macro_rules! builtin_exceptions {
    ($( $name:ident : $parent:expr ),* $(,)?) => {
        /// Names of the builtin exception classes, parents first.
        pub const EXCEPTION_NAMES: &[(&str, Option<&str>)] = &[ $( (stringify!($name), $parent) ),* ];
    };
}

builtin_exceptions! {
    BaseException: None,
    SystemExit: Some("BaseException"),
    KeyboardInterrupt: Some("BaseException"),
    GeneratorExit: Some("BaseException"),
    Exception: Some("BaseException"),
    ArithmeticError: Some("Exception"),
    ZeroDivisionError: Some("ArithmeticError"),
    OverflowError: Some("ArithmeticError"),
    FloatingPointError: Some("ArithmeticError"),
    AssertionError: Some("Exception"),
    AttributeError: Some("Exception"),
    BufferError: Some("Exception"),
    EOFError: Some("Exception"),
    ImportError: Some("Exception"),
    ModuleNotFoundError: Some("ImportError"),
    LookupError: Some("Exception"),
    IndexError: Some("LookupError"),
    KeyError: Some("LookupError"),
    MemoryError: Some("Exception"),
    NameError: Some("Exception"),
    UnboundLocalError: Some("NameError"),
    OSError: Some("Exception"),
    FileNotFoundError: Some("OSError"),
    FileExistsError: Some("OSError"),
    IsADirectoryError: Some("OSError"),
    NotADirectoryError: Some("OSError"),
    PermissionError: Some("OSError"),
    RuntimeError: Some("Exception"),
    NotImplementedError: Some("RuntimeError"),
    RecursionError: Some("RuntimeError"),
    StopIteration: Some("Exception"),
    SyntaxError: Some("Exception"),
    SystemError: Some("Exception"),
    TypeError: Some("Exception"),
    ValueError: Some("Exception"),
    UnicodeError: Some("ValueError"),
    UnicodeEncodeError: Some("UnicodeError"),
    UnicodeDecodeError: Some("UnicodeError"),
    Warning: Some("Exception"),
    UserWarning: Some("Warning"),
    DeprecationWarning: Some("Warning"),
    RuntimeWarning: Some("Warning"),
}

fn classes() -> &'static Vec<Arc<Class>> {
    static CLASSES: OnceLock<Vec<Arc<Class>>> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let mut out: Vec<Arc<Class>> = Vec::new();
        for (name, parent) in EXCEPTION_NAMES {
            let bases = parent
                .and_then(|p| out.iter().find(|c| c.name.as_ref() == p).cloned())
                .into_iter()
                .collect();
            out.push(Arc::new(Class::new(name, bases, true)));
        }
        for (name, parents, module) in MODULE_EXCEPTIONS {
            let bases = parents
                .iter()
                .filter_map(|p| out.iter().find(|c| c.name.as_ref() == *p).cloned())
                .collect();
            let c = Class::new(name, bases, true);
            *c.module.lock() = Arc::from(*module);
            out.push(Arc::new(c));
        }
        out
    })
}

/// NumPy's and the standard library's exception classes: name, bases,
/// and the module that defines them (they are not builtins: programs
/// reach them through their module).
const MODULE_EXCEPTIONS: &[(&str, &[&str], &str)] = &[
    (
        "AxisError",
        &["ValueError", "IndexError"],
        "numpy.exceptions",
    ),
    ("LinAlgError", &["ValueError"], "numpy.linalg"),
    ("FrozenInstanceError", &["AttributeError"], "dataclasses"),
    ("StatisticsError", &["ValueError"], "statistics"),
    ("UnsupportedOperation", &["OSError", "ValueError"], "io"),
    ("error", &["Exception"], "re"),
];

/// The module's exception class at a dotted path (`numpy.linalg.LinAlgError`).
pub fn module_exception(path: &str) -> Option<Arc<Class>> {
    let (module, name) = path.rsplit_once('.')?;
    let (_, _, home) = MODULE_EXCEPTIONS.iter().find(|e| e.0 == name)?;
    (module == *home).then(|| exc_class(name)).flatten()
}

/// The builtin exception class with this name.
pub fn exc_class(name: &str) -> Option<Arc<Class>> {
    classes().iter().find(|c| c.name.as_ref() == name).cloned()
}

/// Makes an instance of a builtin exception class with one message.
pub fn new_exc(class: &str, msg: impl Into<String>) -> Box<Exc> {
    let msg: String = msg.into();
    let class = exc_class(class).unwrap_or_else(|| classes()[0].clone());
    let inst = Instance::new(class);
    inst.set_attr("args", Value::Tuple(Arc::from(vec![Value::text(&msg)])));
    Box::new(Exc {
        value: Value::Instance(Arc::new(inst)),
        span: None,
        trace: Vec::new(),
    })
}

/// Raises the instance (or class) `v`.
pub fn exc_from_value(v: Value) -> Box<Exc> {
    Box::new(Exc {
        value: v,
        span: None,
        trace: Vec::new(),
    })
}

/// Python's UnboundLocalError for reading the local `name` before it is
/// bound.
#[cold]
pub fn unbound_local_named(name: &str) -> Box<Exc> {
    unbound_local(format!(
        "local variable '{name}' referenced before assignment"
    ))
}

macro_rules! err_ctor {
    ($($fn_name:ident => $class:literal),* $(,)?) => {
        $(
            #[cold]
            pub fn $fn_name(msg: impl Into<String>) -> Box<Exc> { new_exc($class, msg) }
        )*
    };
}

err_ctor! {
    type_error => "TypeError",
    value_error => "ValueError",
    index_error => "IndexError",
    zero_div => "ZeroDivisionError",
    overflow => "OverflowError",
    name_error => "NameError",
    attr_error => "AttributeError",
    runtime_error => "RuntimeError",
    recursion_error => "RecursionError",
    assertion_error => "AssertionError",
    unbound_local => "UnboundLocalError",
    memory_error => "MemoryError",
    not_implemented => "NotImplementedError",
    stop_iteration => "StopIteration",
}

/// `KeyError(key)`: its str is the key's repr.
#[cold]
pub fn key_error(key: &Value) -> Box<Exc> {
    let class = exc_class("KeyError").unwrap_or_else(|| classes()[0].clone());
    let inst = Instance::new(class);
    inst.set_attr("args", Value::Tuple(Arc::from(vec![key.clone()])));
    Box::new(Exc {
        value: Value::Instance(Arc::new(inst)),
        span: None,
        trace: Vec::new(),
    })
}

/// The arbitrary-precision Python int does not fit arr's 64-bit int.
#[cold]
pub fn int_overflow() -> Box<Exc> {
    overflow("Python int too large to convert to C long")
}

/// What a new exception instance holds: its `args`, and the attribute
/// its class's `__init__` derives from them (`StopIteration.value`, the
/// first argument or None; `SystemExit.code`).
pub fn init_exc_attrs(inst: &Instance, args: &[Value]) {
    let derives = |name: &str| exc_class(name).is_some_and(|c| inst.class.is_subclass_of(&c));
    if derives("StopIteration") {
        inst.set_attr("value", args.first().cloned().unwrap_or(Value::None));
    } else if derives("SystemExit") {
        let code = match args {
            [] => Value::None,
            [one] => one.clone(),
            many => Value::tuple(many.to_vec()),
        };
        inst.set_attr("code", code);
    } else if derives("OSError") {
        // `OSError(errno, strerror[, filename])`: its parts are
        // attributes, and `args` keeps the first two.
        let parts = matches!(args, [Value::Int(_), _] | [Value::Int(_), _, _]);
        let part = |k: usize| match parts {
            true => args.get(k).cloned().unwrap_or(Value::None),
            false => Value::None,
        };
        inst.set_attr("errno", part(0));
        inst.set_attr("strerror", part(1));
        inst.set_attr("filename", part(2));
        if parts {
            inst.set_attr("args", Value::tuple(args[..2].to_vec()));
            return;
        }
    }
    inst.set_attr("args", Value::tuple(args.to_vec()));
}

/// An instance of a builtin exception class with these arguments.
pub fn new_exc_args(class: &str, args: Vec<Value>) -> Box<Exc> {
    let class = exc_class(class).unwrap_or_else(|| classes()[0].clone());
    let inst = Instance::new(class);
    init_exc_attrs(&inst, &args);
    Box::new(Exc {
        value: Value::Instance(Arc::new(inst)),
        span: None,
        trace: Vec::new(),
    })
}

/// An I/O error's reason as Python words it: the OS message without
/// Rust's " (os error N)" suffix.
pub fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.split_once(" (os error") {
        Some((why, _)) => why.to_string(),
        None => text,
    }
}

/// An axis of an array of `nd` dimensions (a negative one counts from
/// the end), or NumPy's `AxisError`.
pub fn axis_at(axis: i64, nd: usize) -> Res<usize> {
    let n = nd as i64;
    let ax = if axis < 0 { axis + n } else { axis };
    if ax < 0 || ax >= n {
        return Err(axis_error(axis, n));
    }
    Ok(ax as usize)
}

/// NumPy's `AxisError` for an axis outside an array of `nd` dimensions.
#[cold]
pub fn axis_error(axis: i64, nd: i64) -> Box<Exc> {
    new_exc(
        "AxisError",
        format!("axis {axis} is out of bounds for array of dimension {nd}"),
    )
}
