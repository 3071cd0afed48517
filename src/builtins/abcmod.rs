//! Python's `abc`: `ABC` as a base class and `abstractmethod`. As
//! `ABCMeta` does, a class deriving from `ABC` records the names of its
//! abstract methods (`__abstractmethods__`) when it is created, and one
//! with any left cannot be instantiated.

use super::Builtin;
use crate::eval::call::Kwargs;
use crate::eval::exc::Res;
use crate::eval::exc::type_error;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Value};
use std::sync::{Arc, OnceLock};

/// The class member through which the class body hands over the names it
/// decorated with `@abstractmethod` (removed when the class is made).
pub const ABSTRACT_DECL: &str = "__abstract_decl__";

const ABSTRACT: &str = "__abstractmethods__";

/// `abc.ABC`.
pub fn abc_class() -> Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS
        .get_or_init(|| {
            let c = Class::new("ABC", Vec::new(), false);
            *c.module.lock() = Arc::from("abc");
            c.attrs
                .lock()
                .insert(Arc::from(ABSTRACT), Value::tuple(Vec::new()));
            Arc::new(c)
        })
        .clone()
}

/// The names in a class's own `__abstractmethods__`.
fn own_abstract(c: &Class) -> Option<Vec<Arc<str>>> {
    c.attrs.lock().get(ABSTRACT).and_then(super::tuple_strs)
}

/// Settles a class being created: the names its body declared abstract,
/// and those of its bases it leaves abstract, become its
/// `__abstractmethods__` when it derives from `ABC`.
pub fn settle(cls: &Class) {
    let removed = cls.attrs.lock().shift_remove(ABSTRACT_DECL);
    let declared = removed
        .as_ref()
        .and_then(super::tuple_strs)
        .unwrap_or_default();
    let mro = cls.ancestors();
    if !mro.iter().any(|c| own_abstract(c).is_some()) {
        return;
    }
    let mut names: Vec<Arc<str>> = declared;
    for base in &mro {
        for n in own_abstract(base).unwrap_or_default() {
            if names.contains(&n) || cls.attrs.lock().contains_key(&n) {
                continue;
            }
            // Still abstract when the class that provides it declared it so.
            let provider = mro.iter().find(|c| c.attrs.lock().contains_key(&n));
            if provider.is_some_and(|p| own_abstract(p).is_some_and(|a| a.contains(&n))) {
                names.push(n);
            }
        }
    }
    names.sort();
    let names = names.into_iter().map(Value::Str).collect();
    cls.attrs
        .lock()
        .insert(Arc::from(ABSTRACT), Value::tuple(names));
}

/// Python's refusal to instantiate a class with abstract methods left.
pub fn check_instantiable(c: &Class) -> Res<()> {
    let names = own_abstract(c).unwrap_or_default();
    if names.is_empty() {
        return Ok(());
    }
    let list: Vec<&str> = names.iter().map(|n| n.as_ref()).collect();
    Err(type_error(format!(
        "Can't instantiate abstract class {} with abstract method{} {}",
        c.name,
        if list.len() == 1 { "" } else { "s" },
        list.join(", ")
    )))
}

fn abstractmethod(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    super::arity("abstractmethod", &args, 1, 1)?;
    Ok(args.into_iter().next().unwrap_or(Value::None))
}

pub static TABLE: &[Builtin] = &[b!(
    "abc.abstractmethod",
    "abstractmethod(f): f, an abstract method of a class deriving from ABC",
    abstractmethod
)];
