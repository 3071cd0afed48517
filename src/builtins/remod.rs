//! `import re`: Python's regular expressions on str, through fancy-regex
//! (`repattern`). `re.compile` gives a `re.Pattern`, a match a `re.Match`;
//! both are classes of arr's own whose methods are the builtins below,
//! and positions are in characters, as Python counts them.

use super::repattern::{self as rp, Compiled, Piece, Spans, Text};
use super::{Builtin, arity, index_arg, no_more_kw, take_kw};
use crate::eval::call::{Kwargs, call_value};
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::{Class, Instance, Value};
use std::sync::{Arc, OnceLock};

const PATTERN_METHODS: &[&str] = &[
    "match",
    "search",
    "fullmatch",
    "findall",
    "finditer",
    "sub",
    "subn",
    "split",
    "__repr__",
];

const MATCH_METHODS: &[&str] = &[
    "group",
    "groups",
    "groupdict",
    "start",
    "end",
    "span",
    "expand",
    "__getitem__",
    "__repr__",
];

fn pattern_class() -> &'static Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS.get_or_init(|| super::protocol_class("Pattern", "re", "re.Pattern", PATTERN_METHODS))
}

fn match_class() -> &'static Arc<Class> {
    static CLASS: OnceLock<Arc<Class>> = OnceLock::new();
    CLASS.get_or_init(|| super::protocol_class("Match", "re", "re.Match", MATCH_METHODS))
}

/// `re.Pattern` and `re.Match`, for `module_attr`.
pub fn module_attr(name: &str) -> Option<Value> {
    match name {
        "Pattern" => Some(Value::Class(pattern_class().clone())),
        "Match" => Some(Value::Class(match_class().clone())),
        _ => None,
    }
}

/// The flag constants (`re.IGNORECASE` …).
pub fn flag(path: &str) -> Option<i64> {
    Some(match path {
        "re.I" | "re.IGNORECASE" => rp::IGNORECASE,
        "re.L" | "re.LOCALE" => rp::LOCALE,
        "re.M" | "re.MULTILINE" => rp::MULTILINE,
        "re.S" | "re.DOTALL" => rp::DOTALL,
        "re.U" | "re.UNICODE" => rp::UNICODE,
        "re.X" | "re.VERBOSE" => rp::VERBOSE,
        "re.A" | "re.ASCII" => rp::ASCII,
        "re.NOFLAG" => 0,
        _ => return None,
    })
}

fn text_arg(v: &Value, what: &str) -> Res<Arc<str>> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        Value::Bytes(_) => Err(type_error(format!(
            "arr's re matches str, not bytes ({what})"
        ))),
        other => Err(type_error(format!(
            "expected string or bytes-like object, got '{}'",
            other.type_name()
        ))),
    }
}

/// A pattern argument (a string, or a compiled pattern) as a `re.Pattern`
/// instance and its compiled form.
fn pattern_of(v: &Value, flags: i64) -> Res<(Value, Arc<Compiled>)> {
    if let Value::Instance(i) = v
        && Arc::ptr_eq(&i.class, pattern_class())
    {
        if flags != 0 {
            return Err(value_error(
                "cannot process flags argument with a compiled pattern",
            ));
        }
        let (p, f) = pattern_parts(i)?;
        return Ok((v.clone(), rp::compile(&p, f)?));
    }
    let p = text_arg(v, "the pattern")?;
    let flags = if flags & rp::ASCII == 0 {
        flags | rp::UNICODE
    } else {
        flags
    };
    let c = rp::compile(&p, flags)?;
    let inst = Instance::new(pattern_class().clone());
    inst.set_attr("pattern", Value::Str(p));
    inst.set_attr("flags", Value::Int(flags));
    inst.set_attr("groups", Value::Int(c.groups as i64));
    let index = c
        .names
        .iter()
        .map(|(n, g)| (Value::text(n), Value::Int(*g as i64)))
        .collect();
    inst.set_attr("groupindex", super::dict_from_pairs(index));
    Ok((Value::Instance(Arc::new(inst)), c))
}

fn pattern_parts(i: &Instance) -> Res<(Arc<str>, i64)> {
    match (i.get_attr("pattern"), i.get_attr("flags")) {
        (Some(Value::Str(p)), Some(Value::Int(f))) => Ok((p, f)),
        _ => Err(type_error("a re.Pattern lost its pattern")),
    }
}

fn flags_arg(v: Option<Value>) -> Res<i64> {
    match v {
        None => Ok(0),
        Some(v) => index_arg(&v),
    }
}

/// The receiver of a `re.Pattern` method.
fn receiver(args: &[Value], name: &str) -> Res<(Value, Arc<Compiled>)> {
    match args.first() {
        Some(v @ Value::Instance(i)) if Arc::ptr_eq(&i.class, pattern_class()) => {
            let (p, f) = pattern_parts(i)?;
            Ok((v.clone(), rp::compile(&p, f)?))
        }
        _ => Err(type_error(format!(
            "descriptor '{name}' for 're.Pattern' objects needs a re.Pattern"
        ))),
    }
}

/// `pos` and `endpos` of a Pattern method, as character indices within
/// the string (negative ones count from 0, as Python clamps them).
fn bounds(text: &Text, pos: Option<Value>, endpos: Option<Value>) -> Res<(usize, usize)> {
    let n = text.chars() as i64;
    let clamp = |v: i64| v.clamp(0, n) as usize;
    let p = match pos {
        Some(v) => clamp(index_arg(&v)?),
        None => 0,
    };
    let e = match endpos {
        Some(v) => clamp(index_arg(&v)?),
        None => n as usize,
    };
    Ok((p, e.max(p)))
}

enum Anchor {
    Search,
    Start,
    Full,
}

/// `match`/`search`/`fullmatch` of a pattern on `string[pos:endpos]`.
fn find_one(s: Scan, how: Anchor) -> Res<Value> {
    let re = match how {
        Anchor::Full => &s.c.full,
        _ => &s.c.search,
    };
    let found = rp::search_at(re, &s.text.s, s.pos, s.end)?;
    let found = found.filter(|m| match how {
        Anchor::Search => true,
        _ => m[0].is_some_and(|(start, _)| start == s.pos),
    });
    let (p, e) = (s.text.char(s.pos), s.text.char(s.end));
    Ok(match found {
        Some(m) => make_match(s.pat, &s.c, &s.text, &m, p, e),
        None => Value::None,
    })
}

/// A `re.Match` for the spans `m` (bytes) of `text`.
fn make_match(pat: Value, c: &Compiled, text: &Text, m: &Spans, pos: usize, end: usize) -> Value {
    let spans: Vec<Value> = m
        .iter()
        .map(|g| match g {
            // Characters for `span()`, bytes for `group()`.
            Some((s, e)) => Value::tuple(vec![
                Value::Int(text.char(*s) as i64),
                Value::Int(text.char(*e) as i64),
                Value::Int(*s as i64),
                Value::Int(*e as i64),
            ]),
            None => Value::None,
        })
        .collect();
    // The group that closed last: the one ending furthest, the outer of
    // nested ones.
    let last = (1..m.len())
        .filter_map(|g| m[g].map(|(_, e)| (g, e)))
        .fold(None, |best: Option<(usize, usize)>, (g, e)| match best {
            Some((_, be)) if be >= e => best,
            _ => Some((g, e)),
        })
        .map(|(g, _)| g);
    let inst = Instance::new(match_class().clone());
    inst.set_attr("string", Value::Str(text.s.clone()));
    inst.set_attr("re", pat);
    inst.set_attr("pos", Value::Int(pos as i64));
    inst.set_attr("endpos", Value::Int(end as i64));
    inst.set_attr(
        "lastindex",
        last.map_or(Value::None, |g| Value::Int(g as i64)),
    );
    let lastgroup = last
        .and_then(|g| c.names.iter().find(|(_, k)| *k == g))
        .map_or(Value::None, |(n, _)| Value::text(n));
    inst.set_attr("lastgroup", lastgroup);
    inst.set_attr("_spans", Value::tuple(spans));
    Value::Instance(Arc::new(inst))
}

/// The spans and string of a `re.Match` receiver.
struct MatchParts {
    /// Each group's span in characters, and in bytes.
    spans: Vec<Option<(usize, usize)>>,
    bytes: Vec<Option<(usize, usize)>>,
    string: Arc<str>,
    pattern: Option<Value>,
}

fn match_parts(args: &[Value]) -> Res<MatchParts> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("a re.Match method needs a re.Match"));
    };
    let (Some(Value::Tuple(spans)), Some(Value::Str(string))) =
        (i.get_attr("_spans"), i.get_attr("string"))
    else {
        return Err(type_error("a re.Match method needs a re.Match"));
    };
    let pair = |v: &Value, at: usize| match v {
        Value::Tuple(t) => match (t.get(at), t.get(at + 1)) {
            (Some(Value::Int(s)), Some(Value::Int(e))) => Some((*s as usize, *e as usize)),
            _ => None,
        },
        _ => None,
    };
    Ok(MatchParts {
        spans: spans.iter().map(|v| pair(v, 0)).collect(),
        bytes: spans.iter().map(|v| pair(v, 2)).collect(),
        string,
        pattern: i.get_attr("re"),
    })
}

impl MatchParts {
    /// The compiled pattern, looked up only by the methods that need its
    /// group names (most `group()` calls do not).
    fn compiled(&self) -> Res<Arc<Compiled>> {
        match &self.pattern {
            Some(Value::Instance(p)) => {
                let (pt, f) = pattern_parts(p)?;
                rp::compile(&pt, f)
            }
            _ => Err(type_error("a re.Match lost its pattern")),
        }
    }

    /// A group argument (a number or a name) as its number.
    fn index(&self, g: &Value) -> Res<usize> {
        let n = match g {
            Value::Int(i) if *i >= 0 => Some(*i as usize),
            Value::Bool(b) => Some(*b as usize),
            Value::Str(s) => self
                .compiled()?
                .names
                .iter()
                .find(|(n, _)| **n == **s)
                .map(|(_, k)| *k),
            _ => None,
        };
        n.filter(|&k| k < self.spans.len())
            .ok_or_else(|| new_exc("IndexError", "no such group"))
    }

    fn group(&self, k: usize, default: &Value) -> Value {
        match self.bytes[k] {
            Some((s, e)) => Value::text(self.string.get(s..e).unwrap_or("")),
            None => default.clone(),
        }
    }
}

fn m_group(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let m = match_parts(&args)?;
    match &args[1..] {
        [] => Ok(m.group(0, &Value::None)),
        [g] => Ok(m.group(m.index(g)?, &Value::None)),
        gs => Ok(Value::tuple(
            gs.iter()
                .map(|g| Ok(m.group(m.index(g)?, &Value::None)))
                .collect::<Res<Vec<_>>>()?,
        )),
    }
}

fn default_arg(args: &[Value], kw: &mut Kwargs, name: &str) -> Res<Value> {
    let d = args.get(1).cloned().or_else(|| take_kw(kw, "default"));
    no_more_kw(name, kw)?;
    Ok(d.unwrap_or(Value::None))
}

fn m_groups(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let m = match_parts(&args)?;
    let d = default_arg(&args, &mut kw, "groups")?;
    Ok(Value::tuple(
        (1..m.spans.len()).map(|k| m.group(k, &d)).collect(),
    ))
}

fn m_groupdict(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    let m = match_parts(&args)?;
    let d = default_arg(&args, &mut kw, "groupdict")?;
    let pairs = m
        .compiled()?
        .names
        .iter()
        .map(|(n, k)| (Value::text(n), m.group(*k, &d)))
        .collect();
    Ok(super::dict_from_pairs(pairs))
}

/// `start`, `end` or `span` of a group: -1 for one that did not match.
fn m_pos(args: &[Value], which: u8) -> Res<Value> {
    let m = match_parts(args)?;
    let k = match args.get(1) {
        Some(g) => m.index(g)?,
        None => 0,
    };
    let (s, e) = m.spans[k].map_or((-1, -1), |(s, e)| (s as i64, e as i64));
    Ok(match which {
        0 => Value::Int(s),
        1 => Value::Int(e),
        _ => Value::tuple(vec![Value::Int(s), Value::Int(e)]),
    })
}

fn m_getitem(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("__getitem__", &args, 2, 2)?;
    let m = match_parts(&args)?;
    Ok(m.group(m.index(&args[1])?, &Value::None))
}

fn m_expand(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("expand", &args, 2, 2)?;
    let m = match_parts(&args)?;
    let pieces = rp::template(&text_arg(&args[1], "the template")?, &*m.compiled()?)?;
    let mut out = String::new();
    for p in &pieces {
        match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Group(g) => {
                if let Value::Str(s) = m.group(*g, &Value::text("")) {
                    out.push_str(&s);
                }
            }
        }
    }
    Ok(Value::text(&out))
}

fn m_repr(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let m = match_parts(&args)?;
    let (s, e) = m.spans[0].unwrap_or((0, 0));
    Ok(Value::text(&format!(
        "<re.Match object; span=({s}, {e}), match={}>",
        m.group(0, &Value::None).repr()
    )))
}

fn p_repr(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("a re.Pattern method needs a re.Pattern"));
    };
    let (p, f) = pattern_parts(i)?;
    let names = [
        (rp::IGNORECASE, "re.IGNORECASE"),
        (rp::LOCALE, "re.LOCALE"),
        (rp::MULTILINE, "re.MULTILINE"),
        (rp::DOTALL, "re.DOTALL"),
        (rp::VERBOSE, "re.VERBOSE"),
        (rp::ASCII, "re.ASCII"),
    ];
    let shown: Vec<&str> = names
        .iter()
        .filter(|(b, _)| f & b != 0)
        .map(|(_, n)| *n)
        .collect();
    let pat = Value::Str(p).repr();
    Ok(Value::text(&if shown.is_empty() {
        format!("re.compile({pat})")
    } else {
        format!("re.compile({pat}, {})", shown.join("|"))
    }))
}

/// The pattern, the string and the match range (bytes) of a search: on
/// a Pattern `(string, pos, endpos)`, at module level `(pattern, string,
/// flags)`.
struct Scan {
    pat: Value,
    c: Arc<Compiled>,
    text: Text,
    pos: usize,
    end: usize,
}

fn scan_args(args: Vec<Value>, mut kw: Kwargs, name: &str, method: bool) -> Res<Scan> {
    let (pat, c, string, pos, endpos) = if method {
        let (pat, c) = receiver(&args, name)?;
        let string = args
            .get(1)
            .cloned()
            .or_else(|| take_kw(&mut kw, "string"))
            .ok_or_else(|| {
                type_error(format!(
                    "{name}() missing required argument 'string' (pos 1)"
                ))
            })?;
        let pos = args.get(2).cloned().or_else(|| take_kw(&mut kw, "pos"));
        let endpos = args.get(3).cloned().or_else(|| take_kw(&mut kw, "endpos"));
        (pat, c, string, pos, endpos)
    } else {
        arity(name, &args, 2, 3)?;
        let flags = flags_arg(args.get(2).cloned().or_else(|| take_kw(&mut kw, "flags")))?;
        let (pat, c) = pattern_of(&args[0], flags)?;
        (pat, c, args[1].clone(), None, None)
    };
    no_more_kw(name, &kw)?;
    let text = Text::new(text_arg(&string, "the string")?);
    let (pos, end) = bounds(&text, pos, endpos)?;
    Ok(Scan {
        pat,
        c,
        pos: text.byte(pos),
        end: text.byte(end),
        text,
    })
}

fn findall(args: Vec<Value>, kw: Kwargs, method: bool) -> Res<Value> {
    let s = scan_args(args, kw, "findall", method)?;
    let all = rp::all_matches(&s.c, &s.text, s.pos, s.end, 0)?;
    let piece = |g: Option<(usize, usize)>| Value::text(g.map_or("", |(a, b)| &s.text.s[a..b]));
    let items = all
        .iter()
        .map(|m| match s.c.groups {
            0 => piece(m[0]),
            1 => piece(m[1]),
            _ => Value::tuple(m[1..].iter().map(|g| piece(*g)).collect()),
        })
        .collect();
    Ok(Value::list(items))
}

fn finditer(args: Vec<Value>, kw: Kwargs, method: bool) -> Res<Value> {
    let s = scan_args(args, kw, "finditer", method)?;
    let (p, e) = (s.text.char(s.pos), s.text.char(s.end));
    let scanner = rp::Scanner::new(s.pos, s.end);
    let src = Matches { s, scanner, p, e };
    Ok(crate::eval::iter::lazy_value(
        "callable_iterator",
        None,
        crate::eval::iter::Lazy::Native(Box::new(src)),
    ))
}

/// `finditer`'s iterator: each match is found when asked for, as
/// Python's is (a long text's matches are never all held at once).
struct Matches {
    s: Scan,
    scanner: rp::Scanner,
    p: usize,
    e: usize,
}

impl crate::eval::iter::Source for Matches {
    fn next_item(&mut self, _: &mut Frame) -> Res<Option<Value>> {
        let s = &self.s;
        Ok(self
            .scanner
            .next_match(&s.c, &s.text)?
            .map(|m| make_match(s.pat.clone(), &s.c, &s.text, &m, self.p, self.e)))
    }
}

/// `sub`/`subn`: the string with up to `count` matches replaced.
fn substitute(
    f: &mut Frame,
    args: Vec<Value>,
    mut kw: Kwargs,
    name: &str,
    method: bool,
) -> Res<Value> {
    let (pat, c, repl, string, count) = if method {
        let (pat, c) = receiver(&args, name)?;
        arity(name, &args[1..], 2, 3)?;
        let count = args.get(3).cloned().or_else(|| take_kw(&mut kw, "count"));
        (pat, c, args[1].clone(), args[2].clone(), count)
    } else {
        arity(name, &args, 3, 5)?;
        let count = args.get(3).cloned().or_else(|| take_kw(&mut kw, "count"));
        let flags = flags_arg(args.get(4).cloned().or_else(|| take_kw(&mut kw, "flags")))?;
        let (pat, c) = pattern_of(&args[0], flags)?;
        (pat, c, args[1].clone(), args[2].clone(), count)
    };
    no_more_kw(name, &kw)?;
    let count = match count {
        Some(v) => index_arg(&v)?.max(0) as usize,
        None => 0,
    };
    let text = Text::new(text_arg(&string, "the string")?);
    let pieces = match &repl {
        Value::Str(r) => Some(rp::template(r, &c)?),
        _ => None,
    };
    let all = rp::all_matches(&c, &text, 0, text.s.len(), count)?;
    let mut out = String::with_capacity(text.s.len());
    let mut last = 0;
    for m in &all {
        let Some((s, e)) = m[0] else { continue };
        out.push_str(&text.s[last..s]);
        match &pieces {
            Some(ps) => {
                for p in ps {
                    match p {
                        Piece::Text(t) => out.push_str(t),
                        Piece::Group(g) => {
                            if let Some((a, b)) = m[*g] {
                                out.push_str(&text.s[a..b]);
                            }
                        }
                    }
                }
            }
            None => {
                let mv = make_match(pat.clone(), &c, &text, m, 0, text.chars());
                match call_value(&repl, vec![mv], Vec::new(), f)? {
                    Value::Str(r) => out.push_str(&r),
                    other => {
                        return Err(type_error(format!(
                            "expected str instance, {} found",
                            other.type_name()
                        )));
                    }
                }
            }
        }
        last = e;
    }
    out.push_str(&text.s[last..]);
    let s = Value::text(&out);
    Ok(if name == "subn" {
        Value::tuple(vec![s, Value::Int(all.len() as i64)])
    } else {
        s
    })
}

fn split(args: Vec<Value>, mut kw: Kwargs, method: bool) -> Res<Value> {
    let (c, string, maxsplit) = if method {
        let (_, c) = receiver(&args, "split")?;
        arity("split", &args[1..], 1, 2)?;
        let m = args
            .get(2)
            .cloned()
            .or_else(|| take_kw(&mut kw, "maxsplit"));
        (c, args[1].clone(), m)
    } else {
        arity("split", &args, 2, 4)?;
        let m = args
            .get(2)
            .cloned()
            .or_else(|| take_kw(&mut kw, "maxsplit"));
        let flags = flags_arg(args.get(3).cloned().or_else(|| take_kw(&mut kw, "flags")))?;
        let (_, c) = pattern_of(&args[0], flags)?;
        (c, args[1].clone(), m)
    };
    no_more_kw("split", &kw)?;
    let limit = match maxsplit {
        Some(v) => index_arg(&v)?,
        None => 0,
    };
    if limit < 0 {
        return Ok(Value::list(vec![string]));
    }
    let text = Text::new(text_arg(&string, "the string")?);
    let all = rp::all_matches(&c, &text, 0, text.s.len(), limit as usize)?;
    let mut out = Vec::new();
    let mut last = 0;
    for m in &all {
        let Some((s, e)) = m[0] else { continue };
        out.push(Value::text(&text.s[last..s]));
        for g in &m[1..] {
            out.push(g.map_or(Value::None, |(a, b)| Value::text(&text.s[a..b])));
        }
        last = e;
    }
    out.push(Value::text(&text.s[last..]));
    Ok(Value::list(out))
}

fn compile(_: &mut Frame, args: Vec<Value>, mut kw: Kwargs) -> Res<Value> {
    arity("compile", &args, 1, 2)?;
    let flags = flags_arg(args.get(1).cloned().or_else(|| take_kw(&mut kw, "flags")))?;
    no_more_kw("compile", &kw)?;
    Ok(pattern_of(&args[0], flags)?.0)
}

fn escape(_: &mut Frame, args: Vec<Value>, _: Kwargs) -> Res<Value> {
    arity("escape", &args, 1, 1)?;
    Ok(Value::text(&rp::escape(&text_arg(
        &args[0],
        "the pattern",
    )?)))
}

pub const TABLE: &[Builtin] = &[
    b!(
        "re.compile",
        "compile(pattern, flags=0): a re.Pattern",
        compile
    ),
    b!(
        "re.escape",
        "escape(s): s with pattern characters backslashed",
        escape
    ),
    b!(
        "re.purge",
        "purge(): clears the pattern cache (a no-op here)",
        |_, _, _| Ok(Value::None)
    ),
    b!(
        "re.match",
        "match(pattern, string, flags=0): a match at the start, or None",
        |_, a, k| find_one(scan_args(a, k, "match", false)?, Anchor::Start)
    ),
    b!(
        "re.search",
        "search(pattern, string, flags=0): the first match, or None",
        |_, a, k| find_one(scan_args(a, k, "search", false)?, Anchor::Search)
    ),
    b!(
        "re.fullmatch",
        "fullmatch(pattern, string, flags=0): a match of the whole string, or None",
        |_, a, k| find_one(scan_args(a, k, "fullmatch", false)?, Anchor::Full)
    ),
    b!(
        "re.findall",
        "findall(pattern, string, flags=0): every match's text (or groups)",
        |_, a, k| findall(a, k, false)
    ),
    b!(
        "re.finditer",
        "finditer(pattern, string, flags=0): an iterator of re.Match",
        |_, a, k| finditer(a, k, false)
    ),
    b!(
        "re.sub",
        "sub(pattern, repl, string, count=0, flags=0): matches replaced",
        |f, a, k| substitute(f, a, k, "sub", false)
    ),
    b!(
        "re.subn",
        "subn(pattern, repl, string, count=0, flags=0): (new string, replacements)",
        |f, a, k| substitute(f, a, k, "subn", false)
    ),
    b!(
        "re.split",
        "split(pattern, string, maxsplit=0, flags=0): the pieces between matches",
        |_, a, k| split(a, k, false)
    ),
    b!(
        "re.Pattern.match",
        "Pattern.match(string, pos=0, endpos=len): a match at pos, or None",
        |_, a, k| find_one(scan_args(a, k, "match", true)?, Anchor::Start)
    ),
    b!(
        "re.Pattern.search",
        "Pattern.search(string, pos=0, endpos=len): the first match, or None",
        |_, a, k| find_one(scan_args(a, k, "search", true)?, Anchor::Search)
    ),
    b!(
        "re.Pattern.fullmatch",
        "Pattern.fullmatch(string, pos=0, endpos=len): a whole match, or None",
        |_, a, k| find_one(scan_args(a, k, "fullmatch", true)?, Anchor::Full)
    ),
    b!(
        "re.Pattern.findall",
        "Pattern.findall(string, pos=0, endpos=len)",
        |_, a, k| findall(a, k, true)
    ),
    b!(
        "re.Pattern.finditer",
        "Pattern.finditer(string, pos=0, endpos=len)",
        |_, a, k| finditer(a, k, true)
    ),
    b!(
        "re.Pattern.sub",
        "Pattern.sub(repl, string, count=0)",
        |f, a, k| substitute(f, a, k, "sub", true)
    ),
    b!(
        "re.Pattern.subn",
        "Pattern.subn(repl, string, count=0)",
        |f, a, k| substitute(f, a, k, "subn", true)
    ),
    b!(
        "re.Pattern.split",
        "Pattern.split(string, maxsplit=0)",
        |_, a, k| split(a, k, true)
    ),
    b!("re.Pattern.__repr__", "re.compile('…')", p_repr),
    b!(
        "re.Match.group",
        "group(*groups): the text of groups (0: the whole match)",
        m_group
    ),
    b!(
        "re.Match.groups",
        "groups(default=None): every group's text",
        m_groups
    ),
    b!(
        "re.Match.groupdict",
        "groupdict(default=None): named groups' text",
        m_groupdict
    ),
    b!(
        "re.Match.start",
        "start(group=0): where a group starts (-1: unmatched)",
        |_, a, _| m_pos(&a, 0)
    ),
    b!(
        "re.Match.end",
        "end(group=0): where a group ends (-1: unmatched)",
        |_, a, _| m_pos(&a, 1)
    ),
    b!(
        "re.Match.span",
        "span(group=0): (start, end) of a group",
        |_, a, _| m_pos(&a, 2)
    ),
    b!(
        "re.Match.expand",
        "expand(template): the template with group references filled in",
        m_expand
    ),
    b!("re.Match.__getitem__", "m[g]: group g's text", m_getitem),
    b!(
        "re.Match.__repr__",
        "<re.Match object; span=…, match=…>",
        m_repr
    ),
];
