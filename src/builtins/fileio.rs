//! `open()` and its file objects: text files (`_io.TextIOWrapper`, UTF-8,
//! Latin-1 or ASCII, universal newlines on reading) and binary files
//! (`_io.BufferedReader`/`BufferedWriter`/`BufferedRandom`), with
//! `read`/`readline`/`readlines`/iteration, `write`/`writelines`,
//! `seek`/`tell`, `flush`/`close` and the `with` protocol.
//!
//! A file object is an instance holding the number of its handle here.
//! A readable file's bytes are read when it is opened (and kept in step
//! with what it writes); every write goes to the file at once, so another
//! open, `os.path.getsize` or `np.load` sees it even while the file object
//! lingers unclosed (CPython closes it when its last reference goes; arr
//! closes a dropped one at the next `open`).

use super::codec::{Encoding, Errors};
use super::{Builtin, arity, no_more_kw, take_kw};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use parking_lot::Mutex;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::sync::{Arc, OnceLock, Weak};

/// One open file.
struct Handle {
    file: File,
    /// Which instance owns it: a handle whose instance is gone is
    /// flushed and closed (CPython closes a file when it is collected).
    owner: Weak<Instance>,
    readable: bool,
    writable: bool,
    /// Every write goes to the end ('a').
    append: bool,
    /// `None` for a binary file.
    text: Option<Encoding>,
    /// A readable file's bytes, as it has written them too.
    data: Vec<u8>,
    pos: usize,
    /// Where a write-only file's next write lands.
    written: u64,
}

impl Handle {
    fn flush(&mut self) -> std::io::Result<()> {
        self.file.flush()
    }
}

static HANDLES: Mutex<Vec<Option<Handle>>> = Mutex::new(Vec::new());

/// Closes every open file (the program or REPL is ending).
pub fn flush_all() {
    for slot in HANDLES.lock().iter_mut() {
        if let Some(mut h) = slot.take() {
            let _ = h.flush();
        }
    }
}

/// Closes the handles whose file objects are gone.
fn sweep(handles: &mut [Option<Handle>]) {
    for slot in handles.iter_mut() {
        if slot.as_ref().is_some_and(|h| h.owner.strong_count() == 0) {
            *slot = None;
        }
    }
}

const METHODS: &[&str] = &[
    "read",
    "readline",
    "readlines",
    "write",
    "writelines",
    "close",
    "flush",
    "seek",
    "tell",
    "readable",
    "writable",
    "seekable",
    "__iter__",
    "__next__",
    "__enter__",
    "__exit__",
    "__repr__",
];

/// The class of text files, and of binary files by their mode.
fn class(name: &'static str) -> Arc<Class> {
    static CLASSES: OnceLock<Vec<Arc<Class>>> = OnceLock::new();
    let all = CLASSES.get_or_init(|| {
        [
            "TextIOWrapper",
            "BufferedReader",
            "BufferedWriter",
            "BufferedRandom",
        ]
        .iter()
        .map(|n| super::protocol_class(n, "_io", "_io.file", METHODS))
        .collect()
    });
    all.iter()
        .find(|c| c.name.as_ref() == name)
        .unwrap_or(&all[0])
        .clone()
}

/// An I/O error as Python raises it: `[Errno 2] No such file or
/// directory: 'x.txt'`, of the OSError subclass the error number names.
pub fn os_error(e: &std::io::Error, path: &str) -> Box<Exc> {
    let class = match e.kind() {
        std::io::ErrorKind::NotFound => "FileNotFoundError",
        std::io::ErrorKind::PermissionDenied => "PermissionError",
        std::io::ErrorKind::AlreadyExists => "FileExistsError",
        std::io::ErrorKind::IsADirectory => "IsADirectoryError",
        std::io::ErrorKind::NotADirectory => "NotADirectoryError",
        _ => "OSError",
    };
    let errno = e.raw_os_error().unwrap_or(0);
    new_exc_args(
        class,
        vec![
            Value::Int(i64::from(errno)),
            Value::text(&io_reason(e)),
            Value::text(path),
        ],
    )
}

struct Mode {
    read: bool,
    write: bool,
    append: bool,
    create_new: bool,
    truncate: bool,
    plus: bool,
    binary: bool,
}

fn parse_mode(m: &str) -> Res<Mode> {
    let bad = || value_error(format!("invalid mode: '{m}'"));
    let mut mode = Mode {
        read: false,
        write: false,
        append: false,
        create_new: false,
        truncate: false,
        plus: false,
        binary: false,
    };
    let (mut kinds, mut text) = (0, false);
    for (i, c) in m.chars().enumerate() {
        if m[..m.char_indices().nth(i).map_or(0, |(k, _)| k)].contains(c) {
            return Err(bad());
        }
        match c {
            'r' => (mode.read, kinds) = (true, kinds + 1),
            'w' => (mode.write, mode.truncate, kinds) = (true, true, kinds + 1),
            'a' => (mode.write, mode.append, kinds) = (true, true, kinds + 1),
            'x' => (mode.write, mode.create_new, kinds) = (true, true, kinds + 1),
            '+' => mode.plus = true,
            'b' => mode.binary = true,
            't' => text = true,
            _ => return Err(bad()),
        }
    }
    if text && mode.binary {
        return Err(value_error("can't have text and binary mode at once"));
    }
    if kinds != 1 {
        return Err(value_error(
            "must have exactly one of create/read/write/append mode",
        ));
    }
    if mode.plus {
        mode.read = true;
        mode.write = true;
    }
    Ok(mode)
}

fn encoding_of(v: Option<Value>) -> Res<(Encoding, &'static str)> {
    match v {
        None | Some(Value::None) => Ok((Encoding::Utf8, "UTF-8")),
        Some(Value::Str(s)) => {
            let e = Encoding::named(&s)?;
            Ok((e, e.name()))
        }
        Some(other) => Err(type_error(format!(
            "open() argument 'encoding' must be str or None, not {}",
            other.type_name()
        ))),
    }
}

/// `open(file, mode='r', buffering=-1, encoding=None, errors=None,
/// newline=None)`.
fn open(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("open", &args, 1, 3)?;
    let mode_v = args.get(1).cloned().or_else(|| take_kw(&mut kw, "mode"));
    let encoding = args
        .get(3)
        .cloned()
        .or_else(|| take_kw(&mut kw, "encoding"));
    for ignored in ["buffering", "errors", "newline"] {
        let _ = take_kw(&mut kw, ignored);
    }
    no_more_kw("open", &kw)?;
    let path = match &args[0] {
        Value::Str(s) => s.to_string(),
        other => {
            return Err(type_error(format!(
                "expected str, bytes or os.PathLike object, not {}",
                other.type_name()
            )));
        }
    };
    let mode_s = match &mode_v {
        None => "r".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => {
            return Err(type_error(format!(
                "open() argument 'mode' must be str, not {}",
                other.type_name()
            )));
        }
    };
    let mode = parse_mode(&mode_s)?;
    // The files of dropped file objects are closed first, as CPython
    // would have closed them already.
    sweep(&mut HANDLES.lock());
    let text = if mode.binary {
        if encoding.as_ref().is_some_and(|e| !matches!(e, Value::None)) {
            return Err(value_error("binary mode doesn't take an encoding argument"));
        }
        None
    } else {
        Some(encoding_of(encoding)?)
    };
    let mut file = std::fs::OpenOptions::new()
        .read(mode.read)
        .write(mode.write && !mode.append)
        .append(mode.append)
        .create(mode.write && !mode.create_new && (mode.truncate || mode.append))
        .create_new(mode.create_new)
        .truncate(mode.truncate)
        .open(&path)
        .map_err(|e| os_error(&e, &path))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        let e = std::io::Error::from_raw_os_error(21);
        return Err(os_error(&e, &path));
    }
    let mut data = Vec::new();
    if mode.read {
        file.read_to_end(&mut data)
            .map_err(|e| os_error(&e, &path))?;
    }
    let pos = if mode.append { data.len() } else { 0 };
    let written = if mode.append && !mode.read {
        file.metadata().map_or(0, |m| m.len())
    } else {
        0
    };
    let class_name = match (text, mode.plus, mode.read) {
        (Some(_), _, _) => "TextIOWrapper",
        (None, true, _) => "BufferedRandom",
        (None, false, true) => "BufferedReader",
        (None, false, false) => "BufferedWriter",
    };
    let inst = Arc::new(Instance::new(class(class_name)));
    let handle = Handle {
        file,
        owner: Arc::downgrade(&inst),
        readable: mode.read,
        writable: mode.write,
        append: mode.append,
        text: text.map(|t| t.0),
        data,
        pos,
        written,
    };
    let id = {
        let mut handles = HANDLES.lock();
        match handles.iter().position(Option::is_none) {
            Some(i) => {
                handles[i] = Some(handle);
                i
            }
            None => {
                handles.push(Some(handle));
                handles.len() - 1
            }
        }
    };
    inst.set_attr("_fid", Value::Int(id as i64));
    inst.set_attr("name", args[0].clone());
    inst.set_attr("mode", Value::text(&mode_s));
    inst.set_attr("closed", Value::Bool(false));
    if let Some((_, name)) = text {
        inst.set_attr("encoding", Value::text(name));
    }
    Ok(Value::Instance(inst))
}

/// The file object a method was called on, its handle number, and
/// whether it is closed.
fn receiver(args: &[Value]) -> Res<(Arc<Instance>, usize)> {
    let bad = || type_error("descriptor requires a file object");
    let Some(Value::Instance(i)) = args.first() else {
        return Err(bad());
    };
    match i.get_attr("_fid") {
        Some(Value::Int(id)) if i.class.module.lock().as_ref() == "_io" => {
            Ok((i.clone(), id as usize))
        }
        _ => Err(bad()),
    }
}

/// Runs `f` on the open handle of the file object `args[0]`.
fn with_handle<T>(args: &[Value], f: impl FnOnce(&mut Handle) -> Res<T>) -> Res<T> {
    let (inst, id) = receiver(args)?;
    let mut handles = HANDLES.lock();
    match handles.get_mut(id).and_then(Option::as_mut) {
        Some(h) if !matches!(inst.get_attr("closed"), Some(Value::Bool(true))) => f(h),
        _ => Err(value_error("I/O operation on closed file.")),
    }
}

/// A failed read or write of an open file: `OSError: [Errno 28] No space
/// left on device`.
fn io_failure(e: &std::io::Error) -> Box<Exc> {
    new_exc_args(
        "OSError",
        vec![
            Value::Int(i64::from(e.raw_os_error().unwrap_or(0))),
            Value::text(&io_reason(e)),
        ],
    )
}

fn unsupported(what: &str) -> Box<Exc> {
    new_exc("UnsupportedOperation", what)
}

fn readable(h: &Handle) -> Res<()> {
    if h.readable {
        Ok(())
    } else {
        Err(unsupported(if h.text.is_some() {
            "not readable"
        } else {
            "read"
        }))
    }
}

fn writable(h: &Handle) -> Res<()> {
    if h.writable {
        Ok(())
    } else {
        Err(unsupported(if h.text.is_some() {
            "not writable"
        } else {
            "write"
        }))
    }
}

/// Bytes as text in the file's encoding, `\r\n` and `\r` read as `\n`.
fn decode(bytes: &[u8], enc: Encoding) -> Res<String> {
    let s = super::codec::decode(bytes, enc, Errors::Strict)?;
    Ok(if s.contains('\r') {
        s.replace("\r\n", "\n").replace('\r', "\n")
    } else {
        s
    })
}

/// The end of the line starting at `from` (just past its newline, or the
/// end of the data); a text file's lines also end at a lone `\r`.
fn line_end(h: &Handle, from: usize) -> usize {
    let rest = &h.data[from..];
    let stop = |b: &u8| *b == b'\n' || (h.text.is_some() && *b == b'\r');
    match rest.iter().position(stop) {
        None => h.data.len(),
        Some(k) if rest[k] == b'\r' && rest.get(k + 1) == Some(&b'\n') => from + k + 2,
        Some(k) => from + k + 1,
    }
}

/// The next line, or an empty str/bytes at the end.
fn next_line(h: &mut Handle, limit: Option<usize>) -> Res<Value> {
    readable(h)?;
    let start = h.pos.min(h.data.len());
    let mut end = line_end(h, start);
    if let Some(n) = limit {
        end = end.min(start + n);
    }
    h.pos = end;
    chunk(h, start, end)
}

/// The bytes `start..end` as the file gives them: bytes, or text.
fn chunk(h: &Handle, start: usize, end: usize) -> Res<Value> {
    let bytes = &h.data[start..end];
    Ok(match h.text {
        None => Value::Bytes(Arc::from(bytes)),
        Some(enc) => Value::text(&decode(bytes, enc)?),
    })
}

fn is_empty(v: &Value) -> bool {
    match v {
        Value::Str(s) => s.is_empty(),
        Value::Bytes(b) => b.is_empty(),
        _ => true,
    }
}

fn size_arg(v: Option<&Value>, what: &str) -> Res<Option<usize>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(n)) if *n < 0 => Ok(None),
        Some(Value::Int(n)) => Ok(Some(*n as usize)),
        Some(Value::Bool(b)) => Ok(Some(usize::from(*b))),
        Some(other) => Err(type_error(format!(
            "argument should be integer or None, not '{}'{what}",
            other.type_name()
        ))),
    }
}

fn read(h: &mut Handle, n: Option<usize>) -> Res<Value> {
    readable(h)?;
    let start = h.pos.min(h.data.len());
    let end = match (n, h.text) {
        (None, _) => h.data.len(),
        (Some(n), None) => (start + n).min(h.data.len()),
        // `n` characters: a newline read as one (`\r\n`) counts once.
        (Some(n), Some(enc)) => {
            let mut at = start;
            for _ in 0..n {
                if at >= h.data.len() {
                    break;
                }
                let b = h.data[at];
                at += if b == b'\r' && h.data.get(at + 1) == Some(&b'\n') {
                    2
                } else if enc == Encoding::Utf8 {
                    match b {
                        0xF0.. => 4,
                        0xE0.. => 3,
                        0xC0.. => 2,
                        _ => 1,
                    }
                } else {
                    1
                };
            }
            at.min(h.data.len())
        }
    };
    h.pos = end;
    chunk(h, start, end)
}

fn write(h: &mut Handle, v: &Value) -> Res<Value> {
    writable(h)?;
    let (bytes, count) = match (h.text, v) {
        (Some(enc), Value::Str(s)) => (
            super::codec::encode(s, enc, Errors::Strict)?,
            s.chars().count(),
        ),
        (Some(_), other) => {
            return Err(type_error(format!(
                "write() argument must be str, not {}",
                other.type_name()
            )));
        }
        (None, Value::Bytes(b)) => (b.to_vec(), b.len()),
        (None, other) => match super::bytearray::contents(other) {
            Some(b) => {
                let n = b.len();
                (b, n)
            }
            None => {
                return Err(type_error(format!(
                    "a bytes-like object is required, not '{}'",
                    other.type_name()
                )));
            }
        },
    };
    if h.readable {
        let at = if h.append {
            h.data.len()
        } else {
            h.pos.min(h.data.len())
        };
        let end = at + bytes.len();
        if end > h.data.len() {
            h.data.resize(end, 0);
        }
        h.data[at..end].copy_from_slice(&bytes);
        h.pos = end;
        // An 'a+' file writes at its end whatever the position.
        h.file
            .seek(SeekFrom::Start(at as u64))
            .and_then(|_| h.file.write_all(&bytes))
            .map_err(|e| io_failure(&e))?;
    } else {
        h.file.write_all(&bytes).map_err(|e| io_failure(&e))?;
        h.written += bytes.len() as u64;
    }
    Ok(Value::Int(count as i64))
}

fn tell(h: &Handle) -> i64 {
    if h.readable {
        h.pos as i64
    } else {
        h.written as i64
    }
}

fn seek(h: &mut Handle, args: &[Value]) -> Res<Value> {
    let offset = match args.first() {
        Some(Value::Int(n)) => *n,
        Some(other) => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
        None => return Err(type_error("seek expected at least 1 argument, got 0")),
    };
    let whence = match args.get(1) {
        None => 0,
        Some(Value::Int(w)) => *w,
        Some(other) => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    if !h.readable {
        let to = match whence {
            0 => SeekFrom::Start(offset.max(0) as u64),
            1 => SeekFrom::Current(offset),
            _ => SeekFrom::End(offset),
        };
        let at = h.file.seek(to).map_err(|e| io_failure(&e))?;
        h.written = at;
        return Ok(Value::Int(at as i64));
    }
    if h.text.is_some() && whence != 0 && offset != 0 {
        return Err(unsupported(if whence == 1 {
            "can't do nonzero cur-relative seeks"
        } else {
            "can't do nonzero end-relative seeks"
        }));
    }
    let base = match whence {
        0 => 0,
        1 => h.pos as i64,
        2 => h.data.len() as i64,
        w => {
            return Err(value_error(format!(
                "invalid whence ({w}, should be 0, 1 or 2)"
            )));
        }
    };
    let at = base + offset;
    if at < 0 {
        return Err(value_error(format!("negative seek position {offset}")));
    }
    h.pos = at as usize;
    Ok(Value::Int(at))
}

fn close(args: &[Value]) -> Res<Value> {
    let (inst, id) = receiver(args)?;
    let taken = HANDLES.lock().get_mut(id).and_then(Option::take);
    inst.set_attr("closed", Value::Bool(true));
    if let Some(mut h) = taken {
        h.flush().map_err(|e| io_failure(&e))?;
    }
    Ok(Value::None)
}

fn repr(args: &[Value]) -> Res<Value> {
    let (inst, _) = receiver(args)?;
    let name = inst.get_attr("name").unwrap_or(Value::None).repr();
    let class = inst.class.name.clone();
    // A closed file's repr is what it was open.
    Ok(Value::text(&match inst.get_attr("encoding") {
        Some(enc) => format!(
            "<_io.{class} name={name} mode={} encoding={}>",
            inst.get_attr("mode").unwrap_or(Value::None).repr(),
            enc.repr()
        ),
        None => format!("<_io.{class} name={name}>"),
    }))
}

fn method(name: &str, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    super::unsupported_kw(name, &kw)?;
    let rest = &args[1.min(args.len())..];
    match name {
        "close" => return close(&args),
        "__exit__" => {
            close(&args)?;
            return Ok(Value::Bool(false));
        }
        "__repr__" => return repr(&args),
        _ => {}
    }
    with_handle(&args, |h| match name {
        "read" => {
            arity("read", rest, 0, 1)?;
            read(h, size_arg(rest.first(), "")?)
        }
        "readline" => {
            arity("readline", rest, 0, 1)?;
            next_line(h, size_arg(rest.first(), "")?)
        }
        "readlines" => {
            arity("readlines", rest, 0, 1)?;
            let mut lines = Vec::new();
            loop {
                let line = next_line(h, None)?;
                if is_empty(&line) {
                    break;
                }
                lines.push(line);
            }
            Ok(Value::list(lines))
        }
        "__next__" => {
            let line = next_line(h, None)?;
            if is_empty(&line) {
                return Err(new_exc_args("StopIteration", Vec::new()));
            }
            Ok(line)
        }
        "write" => {
            arity("write", rest, 1, 1)?;
            write(h, &rest[0])
        }
        "writelines" => {
            arity("writelines", rest, 1, 1)?;
            for line in crate::eval::ops::iterate_to_vec(&rest[0])? {
                write(h, &line)?;
            }
            Ok(Value::None)
        }
        "flush" => {
            h.flush().map_err(|e| io_failure(&e))?;
            Ok(Value::None)
        }
        "seek" => {
            arity("seek", rest, 1, 2)?;
            seek(h, rest)
        }
        "tell" => Ok(Value::Int(tell(h))),
        "readable" => Ok(Value::Bool(h.readable)),
        "writable" => Ok(Value::Bool(h.writable)),
        "seekable" => Ok(Value::Bool(true)),
        // `__iter__` and `__enter__` give the file itself.
        _ => Ok(args[0].clone()),
    })
}

macro_rules! file_method {
    ($name:literal, $doc:literal) => {
        b!(concat!("_io.file.", $name), $doc, |_, args, kw| method(
            $name, args, kw
        ))
    };
}

pub(super) const TABLE: &[Builtin] = &[
    b!(
        "open",
        "open(file, mode='r', encoding=None): a file object ('r', 'w', 'a', 'x', '+', 'b')",
        open
    ),
    file_method!(
        "read",
        "f.read(size=-1): the rest of the file, or size characters/bytes"
    ),
    file_method!(
        "readline",
        "f.readline(size=-1): the next line, with its newline"
    ),
    file_method!("readlines", "f.readlines(): the remaining lines"),
    file_method!("write", "f.write(s): writes s; how many characters/bytes"),
    file_method!("writelines", "f.writelines(lines): writes each line"),
    file_method!("close", "f.close(): writes out and closes the file"),
    file_method!("flush", "f.flush(): writes out what was written"),
    file_method!("seek", "f.seek(offset, whence=0): moves the position"),
    file_method!("tell", "f.tell(): the position"),
    file_method!("readable", "f.readable()"),
    file_method!("writable", "f.writable()"),
    file_method!("seekable", "f.seekable()"),
    file_method!("__iter__", "iter(f): the file, giving its lines"),
    file_method!("__next__", "next(f): the next line"),
    file_method!("__enter__", "with open(...) as f: the file"),
    file_method!("__exit__", "leaving the with block closes the file"),
    file_method!("__repr__", "repr(f)"),
];
