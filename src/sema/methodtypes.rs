//! What Cython knows the methods of builtin types to return, measured
//! with `cython.typeof` on Cython 3.3. A result of a C type (`s.find(x)`
//! is a `Py_ssize_t`) is converted to it, so a local assigned from it is
//! inferred C; a result of a Python type names it for `typeof` and for
//! the inference of a local's Python type (`parts = s.split()` holds a
//! `list[str object] object`).

use super::hir::{HExpr, HKind, Place};
use super::typeofs::{builtin_py_type, typeof_name, unboxed};
use super::types::{CInt, Ty};
use super::{Sema, Var};

/// A method's known result.
pub(super) enum MethodResult {
    C(Ty),
    /// A Python type, as `typeof` names it (`str object`).
    Py(String),
}

const STR_SAME: &[&str] = &[
    "capitalize",
    "casefold",
    "center",
    "expandtabs",
    "format",
    "format_map",
    "join",
    "ljust",
    "lower",
    "lstrip",
    "removeprefix",
    "removesuffix",
    "replace",
    "rjust",
    "rstrip",
    "strip",
    "swapcase",
    "title",
    "translate",
    "upper",
    "zfill",
];

const STR_PREDICATES: &[&str] = &[
    "endswith",
    "startswith",
    "isalnum",
    "isalpha",
    "isascii",
    "isdecimal",
    "isdigit",
    "isidentifier",
    "islower",
    "isnumeric",
    "isprintable",
    "isspace",
    "istitle",
    "isupper",
];

const POSITIONS: &[&str] = &["count", "find", "index", "rfind", "rindex"];

const SET_SAME: &[&str] = &[
    "copy",
    "difference",
    "intersection",
    "symmetric_difference",
    "union",
];

/// What `method` of a receiver whose type `typeof` names `recv` returns,
/// when Cython knows it.
pub(super) fn method_result(recv: &str, method: &str) -> Option<MethodResult> {
    // A typed list or tuple (`tuple[long,str object] object`) has its
    // builtin type's methods.
    let recv = match recv.split_once('[') {
        Some((base, _)) if recv.ends_with("] object") => {
            if base == "list" || base == "tuple" {
                format!("{base} object")
            } else {
                return None;
            }
        }
        _ => recv.to_string(),
    };
    let recv = recv.as_str();
    let py = |t: &str| Some(MethodResult::Py(t.to_string()));
    let ssize = || Some(MethodResult::C(Ty::Int(CInt::SsizeT)));
    match recv {
        "str object" | "bytes object" => {
            let own = recv.trim_end_matches(" object");
            match method {
                m if STR_SAME.contains(&m) => py(recv),
                m if POSITIONS.contains(&m) => ssize(),
                m if STR_PREDICATES.contains(&m) => py("bool object"),
                "partition" | "rpartition" => py(&format!("tuple[{recv},{recv},{recv}] object")),
                "split" | "rsplit" | "splitlines" => py(&format!("list[{recv}] object")),
                "encode" if own == "str" => py("bytes object"),
                "decode" | "hex" if own == "bytes" => py("str object"),
                _ => None,
            }
        }
        "list object" => match method {
            "copy" => py(recv),
            "count" | "index" => ssize(),
            _ => None,
        },
        "tuple object" => match method {
            "count" | "index" => ssize(),
            _ => None,
        },
        "dict object" => match method {
            "copy" | "fromkeys" => py(recv),
            "keys" => py("dict_keys object"),
            "values" => py("dict_values object"),
            "items" => py("dict_items object"),
            "popitem" => py("tuple[Python object,Python object] object"),
            _ => None,
        },
        "set object" | "frozenset object" => match method {
            m if SET_SAME.contains(&m) => py(recv),
            "isdisjoint" | "issubset" | "issuperset" => py("bool object"),
            _ => None,
        },
        "double" => match method {
            "hex" => py("str object"),
            "is_integer" => py("bool object"),
            "conjugate" => Some(MethodResult::C(Ty::Double)),
            _ => None,
        },
        _ => None,
    }
}

impl Sema<'_> {
    /// The type a method's receiver (resolved, not yet made an object)
    /// is known to have, as `method_result` takes it.
    pub(super) fn receiver_type(&self, recv: &HExpr) -> Option<String> {
        match &recv.ty {
            Ty::Double | Ty::Float => return Some("double".into()),
            // A ctuple's methods are its tuple object's.
            Ty::Ctuple(_) => return Some("tuple object".into()),
            Ty::Object => {}
            _ => return None,
        }
        match &recv.kind {
            HKind::Convert(inner) if matches!(inner.ty, Ty::Double | Ty::Float) => {
                Some("double".into())
            }
            HKind::Convert(inner) if matches!(inner.ty, Ty::Ctuple(_)) => {
                Some("tuple object".into())
            }
            HKind::Load(v) if matches!(v.place, Place::Local(_) | Place::Cell(_)) => {
                self.var_py_type(v)
            }
            HKind::CallMethod(..) | HKind::Subscript(..) => self.known_py_type(recv),
            HKind::Attr(..) => self.declared_attr_py_type(recv),
            _ => self
                .sequence_py_type(recv)
                .or_else(|| builtin_py_type(recv)),
        }
    }

    /// The builtin type a variable is known to hold: for a local, the one
    /// inferred for it (`t = "abc"`), else the one it was declared with
    /// (`cdef str s`, a parameter `str s`).
    pub(super) fn var_py_type(&self, v: &Var) -> Option<String> {
        let inferred = match v.place {
            Place::Local(_) | Place::Cell(_) => {
                self.stack.last()?.py_inferred.get(v.name.as_ref()).cloned()
            }
            _ => None,
        };
        inferred.or_else(|| self.declared_py_typeof(v))
    }

    /// The Python type Cython knows `x` to have when it is a builtin
    /// method's result or an item of a typed list or tuple.
    pub(super) fn known_py_type(&self, x: &HExpr) -> Option<String> {
        match &x.kind {
            HKind::CallMethod(recv, name, _) => {
                match method_result(&self.receiver_type(recv)?, name)? {
                    MethodResult::Py(t) => Some(t),
                    MethodResult::C(_) => None,
                }
            }
            HKind::Subscript(base, idx) => {
                let t = self.receiver_type(base)?;
                match &idx.kind {
                    HKind::Slice(..) if t.starts_with("list[") => Some(t),
                    // A slice keeps a builtin sequence's type.
                    HKind::Slice(..)
                        if matches!(
                            t.as_str(),
                            "str object" | "bytes object" | "bytearray object" | "tuple object"
                        ) =>
                    {
                        Some(t)
                    }
                    HKind::Int(i) => item_py_type(&t, Some(*i)),
                    _ => item_py_type(&t, None),
                }
            }
            _ => None,
        }
    }

    /// The type of a local assigned the tuple display `x`: a tuple of C
    /// values is a `tuple object` (a local never becomes a ctuple), any
    /// other a `tuple[…] object` naming each item's type, as Cython
    /// infers them.
    pub(super) fn tuple_local_type(&self, x: &HExpr) -> Option<String> {
        let HKind::Tuple(items) = &unboxed(x).kind else {
            return None;
        };
        if items.iter().all(all_c) {
            return Some("tuple object".into());
        }
        let names: Vec<String> = items
            .iter()
            .map(|item| {
                let name = typeof_name(unboxed(item));
                if !name.ends_with(" object") {
                    return name;
                }
                self.tuple_local_type(item)
                    .or_else(|| self.receiver_type(item))
                    .unwrap_or(name)
            })
            .collect();
        Some(format!("tuple[{}] object", names.join(",")))
    }

    /// What a local assigned `x` holds, for the inference of its Python
    /// type: as `known_py_type`, except that a dict view held in a
    /// variable is typed by its items, as Cython types it.
    pub(super) fn local_py_type(&self, x: &HExpr) -> Option<String> {
        let t = self.known_py_type(x)?;
        Some(match t.as_str() {
            "dict_keys object" => "dict_keys[Python object] object".into(),
            "dict_values object" => "dict_values[Python object] object".into(),
            "dict_items object" => {
                "dict_items[tuple[Python object,Python object] object] object".into()
            }
            _ => t,
        })
    }

    /// The C type Cython gives the call of `method` on `recv`, if any.
    pub(super) fn method_c_type(&self, recv: &HExpr, method: &str) -> Option<Ty> {
        match method_result(&self.receiver_type(recv)?, method)? {
            MethodResult::C(t) => Some(t),
            MethodResult::Py(_) => None,
        }
    }
}

/// The type of an item of a typed list (`list[str object] object` holds
/// `str object`s) or, at a known `index`, of a typed tuple; only Python
/// types (an item arr holds as an object).
pub(super) fn item_py_type(t: &str, index: Option<i64>) -> Option<String> {
    let body = t.strip_suffix(" object")?;
    let item = if let Some(inner) = body.strip_prefix("list[") {
        inner.strip_suffix(']')?.to_string()
    } else {
        let inner = body.strip_prefix("tuple[")?.strip_suffix(']')?;
        let items = top_level_items(inner);
        let i = index?;
        let i = if i < 0 { i + items.len() as i64 } else { i };
        items.get(usize::try_from(i).ok()?)?.to_string()
    };
    (item.ends_with(" object") && item != "Python object").then_some(item)
}

/// The comma-separated parts of a type list, commas inside brackets kept.
fn top_level_items(s: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0usize, 0, Vec::new());
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// Is `x` a C value (a literal number counts), or a tuple display of
/// C values only?
fn all_c(x: &HExpr) -> bool {
    let inner = unboxed(x);
    match &inner.kind {
        HKind::Tuple(items) => items.iter().all(all_c),
        _ => !typeof_name(inner).ends_with(" object"),
    }
}
