//! `np.set_printoptions` and `np.get_printoptions`: the settings
//! `array::print` formats arrays with.

use super::nperrstate::field;
use super::{Builtin, take_kw};
use crate::array::print::{PrintOptions, options, set_options};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use parking_lot::Mutex;
use std::sync::Arc;

/// `set_printoptions`' parameters: the positional ones in NumPy's order,
/// then its keyword-only ones. Those past `suppress` change how elements
/// are spelled, which arr does not do.
const PARAMS: [&str; 12] = [
    "precision",
    "threshold",
    "edgeitems",
    "linewidth",
    "suppress",
    "nanstr",
    "infstr",
    "formatter",
    "sign",
    "floatmode",
    "legacy",
    "override_repr",
];
const POSITIONAL: usize = 10;

fn count(name: &str, v: &Value) -> Res<usize> {
    match v {
        Value::Int(n) if *n >= 0 => Ok(*n as usize),
        Value::Bool(b) => Ok(usize::from(*b)),
        Value::Int(_) => Err(value_error(format!("{name} must be non-negative"))),
        _ => Err(type_error(format!("{name} must be an integer"))),
    }
}

fn set_printoptions(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    if args.len() > POSITIONAL {
        return Err(type_error(format!(
            "set_printoptions() takes from 0 to {POSITIONAL} positional arguments but {} were given",
            args.len()
        )));
    }
    let mut given: Vec<Option<Value>> = vec![None; PARAMS.len()];
    for (k, v) in args.into_iter().enumerate() {
        given[k] = Some(v);
    }
    for (k, name) in PARAMS.iter().enumerate() {
        if let Some(v) = take_kw(&mut kw, name) {
            if given[k].is_some() {
                return Err(type_error(format!(
                    "set_printoptions() got multiple values for argument '{name}'"
                )));
            }
            given[k] = Some(v);
        }
    }
    super::no_more_kw("set_printoptions", &kw)?;
    let mut o = options();
    for (k, v) in given.iter().enumerate() {
        // None leaves a setting as it is (and `legacy=False` is NumPy 2's
        // own spelling, which arr follows).
        let keeps = |v: &&Value| {
            matches!(v, Value::None)
                || (PARAMS.get(k) == Some(&"legacy") && matches!(v, Value::Bool(false)))
        };
        let Some(v) = v.as_ref().filter(|v| !keeps(v)) else {
            continue;
        };
        match PARAMS.get(k).copied() {
            Some("precision") => o.precision = count("precision", v)?,
            Some("threshold") => {
                o.threshold = match v {
                    Value::Float(x) if x.is_nan() => {
                        return Err(value_error(
                            "threshold must be non-NAN, try sys.maxsize for untruncated representation",
                        ));
                    }
                    Value::Float(x) if *x == f64::INFINITY => usize::MAX,
                    _ => count("threshold", v)?,
                }
            }
            Some("edgeitems") => o.edgeitems = count("edgeitems", v)?,
            Some("linewidth") => o.linewidth = count("linewidth", v)?,
            Some("suppress") => o.suppress = crate::eval::attrs::truth(f, v)?,
            other => {
                return Err(new_exc(
                    "NotImplementedError",
                    format!(
                        "arr does not support set_printoptions({}=...): arrays print with NumPy's default spelling",
                        other.unwrap_or("?")
                    ),
                ));
            }
        }
    }
    set_options(o);
    Ok(Value::None)
}

fn get_printoptions(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::arity("get_printoptions", &args, 0, 0)?;
    super::no_more_kw("get_printoptions", &kw)?;
    let o: PrintOptions = options();
    let s = |x: &str| Value::Str(Arc::from(x));
    let threshold = if o.threshold == usize::MAX {
        Value::Float(f64::INFINITY)
    } else {
        Value::Int(o.threshold as i64)
    };
    let pairs = [
        ("edgeitems", Value::Int(o.edgeitems as i64)),
        ("threshold", threshold),
        ("floatmode", s("maxprec")),
        ("precision", Value::Int(o.precision as i64)),
        ("suppress", Value::Bool(o.suppress)),
        ("linewidth", Value::Int(o.linewidth as i64)),
        ("nanstr", s("nan")),
        ("infstr", s("inf")),
        ("sign", s("-")),
        ("formatter", Value::None),
        ("legacy", Value::Bool(false)),
        ("override_repr", Value::None),
    ];
    let mut d = crate::eval::value::Dict::default();
    for (k, v) in pairs {
        crate::eval::hashing::add_local(f, &mut d, s(k), v, true)?;
    }
    Ok(Value::Dict(Arc::new(Mutex::new(d))))
}

/// `np.array2string(a, max_line_width=None, precision=None,
/// suppress_small=None, separator=' ', prefix='', …, threshold=None,
/// edgeitems=None)`: the text `str(a)` would be, with these settings in
/// place of the print options.
fn array2string(f: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    const NAMES: [&str; 6] = [
        "a",
        "max_line_width",
        "precision",
        "suppress_small",
        "separator",
        "prefix",
    ];
    super::arity("array2string", &args, 1, NAMES.len())?;
    let mut given: Vec<Option<Value>> = args.into_iter().map(Some).collect();
    given.resize(NAMES.len(), None);
    for (k, name) in NAMES.iter().enumerate() {
        if let Some(v) = take_kw(&mut kw, name) {
            given[k] = Some(v);
        }
    }
    let threshold = take_kw(&mut kw, "threshold");
    let edgeitems = take_kw(&mut kw, "edgeitems");
    super::no_more_kw("array2string", &kw)?;
    let Some(a) = given[0].take() else {
        return Err(type_error(
            "array2string() missing required argument 'a' (pos 1)",
        ));
    };
    let a = crate::eval::arrays::to_array(&a, None)?;
    let set = |v: &Option<Value>| v.as_ref().filter(|v| !matches!(v, Value::None)).cloned();
    let saved = options();
    let mut o = saved;
    if let Some(v) = set(&given[1]) {
        o.linewidth = count("max_line_width", &v)?;
    }
    if let Some(v) = set(&given[2]) {
        o.precision = count("precision", &v)?;
    }
    if let Some(v) = set(&given[3]) {
        o.suppress = crate::eval::attrs::truth(f, &v)?;
    }
    if let Some(v) = set(&threshold) {
        o.threshold = count("threshold", &v)?;
    }
    if let Some(v) = set(&edgeitems) {
        o.edgeitems = count("edgeitems", &v)?;
    }
    let text = |v: &Option<Value>, default: &str, what: &str| -> Res<String> {
        match set(v) {
            None => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.to_string()),
            Some(other) => Err(type_error(format!(
                "{what} must be a str, not {}",
                other.type_name()
            ))),
        }
    };
    let sep = text(&given[4], " ", "separator")?;
    let prefix = text(&given[5], "", "prefix")?;
    set_options(o);
    let out = if a.size() == 0 {
        "[]".to_string()
    } else {
        crate::array::print::array2string(&a, &sep, prefix.chars().count(), o.linewidth)
    };
    set_options(saved);
    Ok(Value::text(&out))
}

fn printoptions_class() -> Arc<crate::eval::value::Class> {
    static CLASS: std::sync::OnceLock<Arc<crate::eval::value::Class>> = std::sync::OnceLock::new();
    CLASS
        .get_or_init(|| {
            super::protocol_class(
                "printoptions",
                "numpy",
                "numpy.printoptions",
                &["__enter__", "__exit__"],
            )
        })
        .clone()
}

/// Where a `printoptions` keeps its arguments and, once entered, the
/// settings it restores (names no program can spell).
const WANTED_ARGS: &str = "\u{1}printoptions_args";
const WANTED_KW: &str = "\u{1}printoptions_kw";
const SAVED: &str = "\u{1}printoptions_saved";

/// `np.printoptions(*args, **kw)`: a context manager that applies
/// `set_printoptions(*args, **kw)` while the `with` block runs (checking
/// them on entry, as NumPy does) and gives the settings as `as` target.
fn printoptions(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let inst = crate::eval::value::Instance::new(printoptions_class());
    inst.set_attr(WANTED_ARGS, Value::tuple(args));
    inst.set_attr(WANTED_KW, super::functools::pairs_of(kw));
    Ok(Value::Instance(Arc::new(inst)))
}

fn saved_value(o: PrintOptions) -> Value {
    let n = |x: usize| Value::Int(x as i64);
    Value::tuple(vec![
        n(o.precision),
        n(o.threshold),
        n(o.edgeitems),
        n(o.linewidth),
        Value::Bool(o.suppress),
    ])
}

fn saved_options(v: Option<Value>) -> Option<PrintOptions> {
    let Some(Value::Tuple(t)) = v else {
        return None;
    };
    let n = |k: usize| match t.get(k) {
        // `usize::MAX` (an infinite threshold) went in as -1.
        Some(Value::Int(x)) => Some(*x as usize),
        _ => None,
    };
    Some(PrintOptions {
        precision: n(0)?,
        threshold: n(1)?,
        edgeitems: n(2)?,
        linewidth: n(3)?,
        suppress: matches!(t.get(4), Some(Value::Bool(true))),
    })
}

fn printoptions_enter(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::arity("__enter__", &args, 1, 1)?;
    super::no_more_kw("__enter__", &kw)?;
    let wanted = match field(&args[0], WANTED_ARGS) {
        Some(Value::Tuple(t)) => t.to_vec(),
        _ => Vec::new(),
    };
    let wanted_kw = super::functools::kwargs_of(&field(&args[0], WANTED_KW).unwrap_or(Value::None));
    let old = options();
    set_printoptions(f, wanted, wanted_kw)?;
    if let Value::Instance(i) = &args[0] {
        i.set_attr(SAVED, saved_value(old));
    }
    get_printoptions(f, Vec::new(), Vec::new())
}

fn printoptions_exit(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    super::arity("__exit__", &args, 4, 4)?;
    if let Some(old) = saved_options(field(&args[0], SAVED)) {
        set_options(old);
    }
    Ok(Value::None)
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "numpy.printoptions",
        "np.printoptions(**kw): a context manager setting how arrays print inside the with block",
        printoptions
    ),
    b!(
        "numpy.printoptions.__enter__",
        "applies the settings; them as a dict",
        printoptions_enter
    ),
    b!(
        "numpy.printoptions.__exit__",
        "restores the settings",
        printoptions_exit
    ),
    b!(
        "numpy.array2string",
        "np.array2string(a, max_line_width=None, precision=None, suppress_small=None, separator=' ', prefix=''): an array's text",
        array2string
    ),
    b!(
        "numpy.set_printoptions",
        "np.set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None): how arrays print",
        set_printoptions
    ),
    b!(
        "numpy.get_printoptions",
        "np.get_printoptions(): the settings arrays print with, as a dict",
        get_printoptions
    ),
];
