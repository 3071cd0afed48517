//! `import os` / `os.path`: what scripts that write and read files use —
//! paths, existence checks, listing, removing and making files and
//! folders, the working folder and environment variables — with
//! CPython's OSError messages.

use super::fileio::os_error;
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::path::Path;

/// `os.sep` and the other text constants.
pub fn str_constant(path: &str) -> Option<&'static str> {
    Some(match path {
        "os.sep" | "os.path.sep" => "/",
        "os.linesep" => "\n",
        "os.curdir" | "os.path.curdir" => ".",
        "os.pardir" | "os.path.pardir" => "..",
        "os.pathsep" | "os.path.pathsep" => ":",
        "os.name" => "posix",
        _ => return None,
    })
}

fn path_arg(name: &str, v: Option<&Value>) -> Res<String> {
    match v {
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(Value::Bytes(b)) => Ok(String::from_utf8_lossy(b).into_owned()),
        Some(other) => Err(type_error(format!(
            "{name}: path should be string, bytes or os.PathLike, not {}",
            other.type_name()
        ))),
        None => Err(type_error(format!(
            "{name}() missing required argument 'path' (pos 1)"
        ))),
    }
}

fn one_path(name: &str, args: &[Value], kw: &Kwargs) -> Res<String> {
    arity(name, args, 1, 1)?;
    super::unsupported_kw(name, kw)?;
    path_arg(name, args.first())
}

fn text(s: &str) -> Value {
    Value::text(s)
}

fn done(r: std::io::Result<()>, path: &str) -> Res<Value> {
    r.map(|_| Value::None).map_err(|e| os_error(&e, path))
}

/// `os.path.join(a, *p)`: a part starting with `/` starts over.
fn join(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw("join", &kw)?;
    if args.is_empty() {
        return Err(type_error(
            "join() missing 1 required positional argument: 'a'",
        ));
    }
    let mut out = String::new();
    for a in &args {
        let part = path_arg("join", Some(a))?;
        if part.starts_with('/') || out.is_empty() {
            out = part;
        } else if out.ends_with('/') {
            out.push_str(&part);
        } else {
            out.push('/');
            out.push_str(&part);
        }
    }
    Ok(text(&out))
}

/// `os.path.split(p)`: the head (without trailing slashes, unless it is
/// only slashes) and the tail after the last slash.
fn split_path(p: &str) -> (String, String) {
    let cut = p.rfind('/').map_or(0, |i| i + 1);
    let (head, tail) = p.split_at(cut);
    let trimmed = head.trim_end_matches('/');
    let head = if trimmed.is_empty() { head } else { trimmed };
    (head.to_string(), tail.to_string())
}

/// `os.path.splitext(p)`: the extension starts at the last dot of the
/// last part, unless that part only starts with dots.
fn splitext(p: &str) -> (String, String) {
    let base_at = p.rfind('/').map_or(0, |i| i + 1);
    let base = &p[base_at..];
    let lead = base.len() - base.trim_start_matches('.').len();
    match base.rfind('.') {
        Some(dot) if dot >= lead => {
            let at = base_at + dot;
            (p[..at].to_string(), p[at..].to_string())
        }
        _ => (p.to_string(), String::new()),
    }
}

/// `os.path.normpath(p)`.
fn normpath(p: &str) -> String {
    if p.is_empty() {
        return ".".to_string();
    }
    let lead = if p.starts_with("//") && !p.starts_with("///") {
        "//"
    } else if p.starts_with('/') {
        "/"
    } else {
        ""
    };
    let mut parts: Vec<&str> = Vec::new();
    for part in p.split('/') {
        match part {
            "" | "." => {}
            ".." if parts.last().is_some_and(|l| *l != "..") => {
                parts.pop();
            }
            ".." if !lead.is_empty() => {}
            other => parts.push(other),
        }
    }
    let body = parts.join("/");
    let out = format!("{lead}{body}");
    if out.is_empty() { ".".to_string() } else { out }
}

fn abspath(p: &str) -> String {
    if p.starts_with('/') {
        return normpath(p);
    }
    let cwd = std::env::current_dir()
        .map(|d| d.to_string_lossy().into_owned())
        .unwrap_or_default();
    normpath(&format!("{cwd}/{p}"))
}

fn listdir(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("listdir", &args, 0, 1)?;
    super::unsupported_kw("listdir", &kw)?;
    let dir = match args.first() {
        None => ".".to_string(),
        v => path_arg("listdir", v)?,
    };
    let entries = std::fs::read_dir(&dir).map_err(|e| os_error(&e, &dir))?;
    let mut names = Vec::new();
    for e in entries {
        let e = e.map_err(|e| os_error(&e, &dir))?;
        names.push(text(&e.file_name().to_string_lossy()));
    }
    Ok(Value::list(names))
}

fn makedirs(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("makedirs", &args, 1, 3)?;
    let exist_ok = args
        .get(2)
        .cloned()
        .or_else(|| take_kw(&mut kw, "exist_ok"))
        .is_some_and(|v| v.truthy());
    let _ = take_kw(&mut kw, "mode");
    no_more_kw("makedirs", &kw)?;
    let p = path_arg("makedirs", args.first())?;
    if Path::new(&p).exists() && !exist_ok {
        let e = std::io::Error::from_raw_os_error(17);
        return Err(os_error(&e, &p));
    }
    done(std::fs::create_dir_all(&p), &p)
}

fn getenv(_: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    arity("getenv", &args, 1, 2)?;
    super::unsupported_kw("getenv", &kw)?;
    let key = match &args[0] {
        Value::Str(s) => s.to_string(),
        other => {
            return Err(type_error(format!(
                "str expected, not {}",
                other.type_name()
            )));
        }
    };
    Ok(match std::env::var(&key) {
        Ok(v) => text(&v),
        Err(_) => args.get(1).cloned().unwrap_or(Value::None),
    })
}

macro_rules! path_fn {
    ($name:literal, $doc:literal, $short:literal, |$p:ident| $body:expr) => {
        b!($name, $doc, |_, args, kw| {
            let $p = one_path($short, &args, &kw)?;
            $body
        })
    };
}

pub(super) const TABLE: &[Builtin] = &[
    b!("os.getcwd", "os.getcwd(): the working folder", |_, a, _| {
        arity("getcwd", &a, 0, 0)?;
        let d = std::env::current_dir().map_err(|e| os_error(&e, "."))?;
        Ok(text(&d.to_string_lossy()))
    }),
    b!(
        "os.listdir",
        "os.listdir(path='.'): the names in a folder",
        listdir
    ),
    path_fn!(
        "os.remove",
        "os.remove(path): deletes a file",
        "remove",
        |p| done(std::fs::remove_file(&p), &p)
    ),
    path_fn!(
        "os.unlink",
        "os.unlink(path): deletes a file",
        "unlink",
        |p| done(std::fs::remove_file(&p), &p)
    ),
    path_fn!(
        "os.rmdir",
        "os.rmdir(path): deletes an empty folder",
        "rmdir",
        |p| done(std::fs::remove_dir(&p), &p)
    ),
    path_fn!("os.mkdir", "os.mkdir(path): makes a folder", "mkdir", |p| {
        done(std::fs::create_dir(&p), &p)
    }),
    b!(
        "os.makedirs",
        "os.makedirs(path, exist_ok=False): makes a folder and its parents",
        makedirs
    ),
    b!(
        "os.rename",
        "os.rename(src, dst): renames a file",
        |_, a, k| {
            arity("rename", &a, 2, 2)?;
            super::unsupported_kw("rename", &k)?;
            let (from, to) = (
                path_arg("rename", a.first())?,
                path_arg("rename", a.get(1))?,
            );
            std::fs::rename(&from, &to).map_err(|e| {
                let errno = e.raw_os_error().unwrap_or(0);
                new_exc_args(
                    if e.kind() == std::io::ErrorKind::NotFound {
                        "FileNotFoundError"
                    } else {
                        "OSError"
                    },
                    vec![
                        Value::Int(i64::from(errno)),
                        text(&io_reason(&e)),
                        text(&from),
                    ],
                )
            })?;
            Ok(Value::None)
        }
    ),
    b!("os.getpid", "os.getpid(): this process's id", |_, a, _| {
        arity("getpid", &a, 0, 0)?;
        Ok(Value::Int(i64::from(std::process::id())))
    }),
    b!(
        "os.cpu_count",
        "os.cpu_count(): how many CPUs",
        |_, a, _| {
            arity("cpu_count", &a, 0, 0)?;
            Ok(std::thread::available_parallelism()
                .map_or(Value::None, |n| Value::Int(n.get() as i64)))
        }
    ),
    b!(
        "os.getenv",
        "os.getenv(key, default=None): an environment variable",
        getenv
    ),
    path_fn!("os.path.exists", "os.path.exists(path)", "exists", |p| Ok(
        Value::Bool(Path::new(&p).exists())
    )),
    path_fn!("os.path.isfile", "os.path.isfile(path)", "isfile", |p| Ok(
        Value::Bool(Path::new(&p).is_file())
    )),
    path_fn!("os.path.isdir", "os.path.isdir(path)", "isdir", |p| Ok(
        Value::Bool(Path::new(&p).is_dir())
    )),
    path_fn!("os.path.isabs", "os.path.isabs(path)", "isabs", |p| Ok(
        Value::Bool(p.starts_with('/'))
    )),
    path_fn!(
        "os.path.getsize",
        "os.path.getsize(path): a file's size in bytes",
        "getsize",
        |p| std::fs::metadata(&p)
            .map(|m| Value::Int(m.len() as i64))
            .map_err(|e| os_error(&e, &p))
    ),
    b!(
        "os.path.join",
        "os.path.join(a, *parts): a path of its parts",
        join
    ),
    path_fn!(
        "os.path.basename",
        "os.path.basename(path)",
        "basename",
        |p| Ok(text(&split_path(&p).1))
    ),
    path_fn!("os.path.dirname", "os.path.dirname(path)", "dirname", |p| {
        Ok(text(&split_path(&p).0))
    }),
    path_fn!(
        "os.path.split",
        "os.path.split(path): (head, tail)",
        "split",
        |p| {
            let (h, t) = split_path(&p);
            Ok(Value::tuple(vec![text(&h), text(&t)]))
        }
    ),
    path_fn!(
        "os.path.splitext",
        "os.path.splitext(path): (root, extension)",
        "splitext",
        |p| {
            let (root, ext) = splitext(&p);
            Ok(Value::tuple(vec![text(&root), text(&ext)]))
        }
    ),
    path_fn!(
        "os.path.normpath",
        "os.path.normpath(path)",
        "normpath",
        |p| Ok(text(&normpath(&p)))
    ),
    path_fn!("os.path.abspath", "os.path.abspath(path)", "abspath", |p| {
        Ok(text(&abspath(&p)))
    }),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_split_as_posixpath_does() {
        assert_eq!(split_path("/a/b/c.txt"), ("/a/b".into(), "c.txt".into()));
        assert_eq!(split_path("c.txt"), ("".into(), "c.txt".into()));
        assert_eq!(split_path("/c"), ("/".into(), "c".into()));
        assert_eq!(split_path("a/b/"), ("a/b".into(), "".into()));
        assert_eq!(splitext("a/b.tar.gz"), ("a/b.tar".into(), ".gz".into()));
        assert_eq!(splitext(".bashrc"), (".bashrc".into(), "".into()));
        assert_eq!(splitext("a.d/b"), ("a.d/b".into(), "".into()));
        assert_eq!(normpath("a//b/./../c/"), "a/c");
        assert_eq!(normpath("/../x"), "/x");
        assert_eq!(normpath("../x/.."), "..");
        assert_eq!(normpath(""), ".");
    }
}
