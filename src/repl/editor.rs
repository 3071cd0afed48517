//! The line editor's helpers: highlighting from the lexer, completion of
//! names, keywords, builtins and attributes, history hints, and the Enter
//! key that continues an unfinished input with indentation.

use super::input::{needs_more, next_indent};
use crate::syntax::token::Tok;
use logos::Logos;
use parking_lot::Mutex;
use rustyline::completion::{Completer, Pair};
use rustyline::highlight::{CmdKind, Highlighter};
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::validate::Validator;
use rustyline::{Cmd, ConditionalEventHandler, Context, Event, EventContext, Helper, RepeatCount};
use std::borrow::Cow;
use std::sync::Arc;

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
    "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "cdef",
    "cpdef", "ctypedef", "cimport", "sizeof", "nogil", "struct", "double", "float", "int", "long",
    "bint", "char", "const", "unsigned", "prange", "inline", "public", "readonly", "except",
    "noexcept",
];

const COMMANDS: &[&str] = &[
    ":help", ":type", ":layout", ":time", ":vars", ":reset", ":load", ":quit",
];

/// Names completion offers besides keywords and builtins; the REPL loop
/// refreshes it after every input.
#[derive(Default)]
pub struct Names {
    /// Names the session binds.
    pub globals: Vec<String>,
    /// Import aliases and the module path each stands for (`np` → numpy).
    pub modules: Vec<(String, String)>,
}

pub struct ArrHelper {
    pub names: Arc<Mutex<Names>>,
    hinter: HistoryHinter,
    color: bool,
}

impl ArrHelper {
    pub fn new(names: Arc<Mutex<Names>>, color: bool) -> ArrHelper {
        ArrHelper {
            names,
            hinter: HistoryHinter::new(),
            color,
        }
    }

    /// Every completion for the word (maybe dotted) ending at the cursor.
    fn candidates(&self, word: &str) -> Vec<String> {
        let names = self.names.lock();
        let mut out: Vec<String> = Vec::new();
        if let Some((head, part)) = word.rsplit_once('.') {
            let module = names
                .modules
                .iter()
                .find(|(alias, _)| alias == head)
                .map(|(_, m)| m.clone())
                .unwrap_or_else(|| head.to_string());
            let prefix = format!("{module}.");
            for (path, _) in crate::builtins::documented() {
                if let Some(member) = path.strip_prefix(&prefix)
                    && member.starts_with(part)
                    && !member.contains('.')
                {
                    out.push(format!("{head}.{member}"));
                }
            }
            if module == "numpy" {
                for extra in [
                    "pi", "e", "inf", "nan", "newaxis", "float64", "float32", "int64", "int32",
                    "intc", "uint8", "bool_", "linalg",
                ] {
                    if extra.starts_with(part) {
                        out.push(format!("{head}.{extra}"));
                    }
                }
            }
        } else {
            let builtins = crate::builtins::documented()
                .map(|(n, _)| n)
                .filter(|n| !n.contains('.'));
            for n in names
                .globals
                .iter()
                .map(String::as_str)
                .chain(names.modules.iter().map(|(a, _)| a.as_str()))
                .chain(KEYWORDS.iter().copied())
                .chain(builtins)
            {
                if n.starts_with(word) && !n.starts_with("__arr") {
                    out.push(n.to_string());
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

impl Completer for ArrHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        if before.trim_start().starts_with(':') && !before.contains(' ') {
            let start = before.len() - before.trim_start().len();
            let c = COMMANDS
                .iter()
                .filter(|c| c.starts_with(before.trim_start()))
                .map(|c| Pair {
                    display: c.to_string(),
                    replacement: c.to_string(),
                })
                .collect();
            return Ok((start, c));
        }
        let start = before
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_alphanumeric() || *c == '_' || *c == '.')
            .last()
            .map_or(pos, |(i, _)| i);
        let word = &before[start..];
        if word.is_empty() {
            return Ok((pos, Vec::new()));
        }
        let pairs = self
            .candidates(word)
            .into_iter()
            .map(|c| Pair {
                display: c.clone(),
                replacement: c,
            })
            .collect();
        Ok((start, pairs))
    }
}

impl Hinter for ArrHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, ctx: &Context<'_>) -> Option<String> {
        self.hinter.hint(line, pos, ctx)
    }
}

/// The colour of one token, as an SGR code.
fn colour(tok: &Tok, text: &str) -> Option<&'static str> {
    match tok {
        Tok::Int(_) | Tok::CInt(_) | Tok::Float(_) | Tok::Imag(_) => Some("36"),
        Tok::Str(_) => Some("32"),
        Tok::Name(n) if crate::builtins::lookup(n).is_some() => Some("34"),
        Tok::Name(_) => None,
        _ if text.chars().all(|c| c.is_ascii_alphabetic()) => Some("1;35"),
        _ => None,
    }
}

impl Highlighter for ArrHelper {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> Cow<'l, str> {
        if !self.color || line.starts_with(':') {
            return Cow::Borrowed(line);
        }
        let mut out = String::with_capacity(line.len() * 2);
        let mut last = 0;
        for (tok, span) in Tok::lexer(line).spanned() {
            let gap = &line[last..span.start];
            push_gap(&mut out, gap);
            let text = &line[span.clone()];
            match tok.ok().as_ref().and_then(|t| colour(t, text)) {
                Some(c) => out.push_str(&format!("\x1b[{c}m{text}\x1b[0m")),
                None => out.push_str(text),
            }
            last = span.end;
        }
        push_gap(&mut out, &line[last..]);
        Cow::Owned(out)
    }

    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        if self.color {
            Cow::Owned(format!("\x1b[2m{hint}\x1b[0m"))
        } else {
            Cow::Borrowed(hint)
        }
    }

    fn highlight_char(&self, _line: &str, _pos: usize, _kind: CmdKind) -> bool {
        self.color
    }
}

/// Text the lexer skipped: blanks, and comments (dimmed).
fn push_gap(out: &mut String, gap: &str) {
    match gap.find('#') {
        Some(i) => {
            out.push_str(&gap[..i]);
            out.push_str(&format!("\x1b[2m{}\x1b[0m", &gap[i..]));
        }
        None => out.push_str(gap),
    }
}

impl Validator for ArrHelper {}

impl Helper for ArrHelper {}

/// Enter: runs a finished input, and otherwise starts a new line indented
/// for what comes next (rustyline's validator could only add a bare
/// newline).
pub struct EnterHandler;

impl ConditionalEventHandler for EnterHandler {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        let line = ctx.line();
        if needs_more(line) {
            let upto = &line[..ctx.pos()];
            Some(Cmd::Insert(1, format!("\n{}", next_indent(upto))))
        } else {
            None
        }
    }
}
