//! The engine side of `re`: a Python pattern rewritten for fancy-regex
//! (whose syntax is Perl's with Python's `(?P<name>…)` groups), the
//! compiled patterns cached as Python's `re` caches them, and the
//! character offsets Python reports where the engine works in bytes.

use crate::eval::exc::*;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, OnceLock};

pub const IGNORECASE: i64 = 2;
pub const LOCALE: i64 = 4;
pub const MULTILINE: i64 = 8;
pub const DOTALL: i64 = 16;
pub const UNICODE: i64 = 32;
pub const VERBOSE: i64 = 64;
pub const ASCII: i64 = 256;

/// A compiled pattern: the search form, the form anchored at the end for
/// `fullmatch`, and its groups.
pub struct Compiled {
    pub search: fancy_regex::Regex,
    pub full: fancy_regex::Regex,
    /// Capturing groups, not counting the whole match.
    pub groups: usize,
    /// Named groups with their numbers, in the pattern's order.
    pub names: Vec<(String, usize)>,
    /// The pattern that finds only non-empty matches (its group 1 is its
    /// own; the pattern's groups follow), made when first needed.
    nonempty_src: String,
    nonempty: OnceLock<Option<fancy_regex::Regex>>,
}

impl Compiled {
    /// A non-empty match starting at byte `pos`, as Python's search tries
    /// one where the last match was empty (`re.findall("a*?", "aa")`).
    fn nonempty_at(&self, text: &str, pos: usize, end: usize) -> Res<Option<Spans>> {
        let re = self.nonempty.get_or_init(|| {
            fancy_regex::RegexBuilder::new(&self.nonempty_src)
                .backtrack_limit(10_000_000)
                .build()
                .ok()
        });
        let Some(re) = re else {
            return Ok(None);
        };
        Ok(search_at(re, text, pos, end)?
            .filter(|m| m[0].is_some_and(|(s, _)| s == pos))
            .map(|mut m| {
                m.remove(1);
                m
            }))
    }
}

/// Compiled patterns by pattern text and flags.
type Cache = HashMap<(String, i64), Arc<Compiled>>;

static CACHE: LazyLock<Mutex<Cache>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// The pattern compiled with `flags` (from the cache when it was before).
pub fn compile(pattern: &str, flags: i64) -> Res<Arc<Compiled>> {
    let key = (pattern.to_string(), flags);
    if let Some(c) = CACHE.lock().get(&key) {
        return Ok(c.clone());
    }
    check_syntax(pattern, flags & VERBOSE != 0)?;
    let names = check_groups(pattern)?;
    let body = translate(pattern, flags, &names, 0)?;
    let mut prefix = String::new();
    for (bit, letter) in [(IGNORECASE, 'i'), (MULTILINE, 'm'), (DOTALL, 's')] {
        if flags & bit != 0 {
            prefix.push(letter);
        }
    }
    let prefix = if prefix.is_empty() {
        String::new()
    } else {
        format!("(?{prefix})")
    };
    let build = |text: String| {
        fancy_regex::RegexBuilder::new(&text)
            .backtrack_limit(10_000_000)
            .build()
            .map_err(|e| error(&e.to_string()))
    };
    let search = build(format!("{prefix}{body}"))?;
    let full = build(format!("{prefix}(?:{body})\\z"))?;
    let groups = search.captures_len().saturating_sub(1);
    // Group 1 holds the rest of the text from the start; `(?!\1\z)` then
    // refuses an end where that same rest follows, the empty match.
    let shifted = translate(pattern, flags, &names, 1)?;
    let c = Arc::new(Compiled {
        search,
        full,
        groups,
        names,
        nonempty_src: format!("{prefix}(?=([\\s\\S]*))(?:{shifted})(?!\\1\\z)"),
        nonempty: OnceLock::new(),
    });
    let mut cache = CACHE.lock();
    // Python's cache holds a few hundred patterns; so does this one.
    if cache.len() >= 512 {
        cache.clear();
    }
    cache.insert(key, c.clone());
    Ok(c)
}

/// `re.error` with the engine's message.
pub fn error(msg: &str) -> Box<Exc> {
    new_exc("error", msg.to_string())
}

/// Python's pattern syntax in fancy-regex's: `\Z` is `\z`; `$` without
/// MULTILINE also matches before a final newline; a `{` that starts no
/// quantifier is a literal; `[` and the set operators `&&`, `~~`, `--`
/// are literals inside a class; VERBOSE whitespace and comments go; and
/// ASCII makes `\d`, `\w`, `\s` ASCII classes.
fn translate(p: &str, flags: i64, names: &[(String, usize)], shift: usize) -> Res<String> {
    let chars: Vec<char> = p.chars().collect();
    let verbose = flags & VERBOSE != 0;
    let ascii = flags & ASCII != 0;
    let multiline = flags & MULTILINE != 0;
    let mut out = String::with_capacity(p.len() + 8);
    let mut i = 0;
    let mut in_class = false;
    // Just after `[` or `[^`, where `]` is a literal.
    let mut class_start = false;
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' {
            let Some(&n) = chars.get(i + 1) else {
                return Err(error(&format!(
                    "bad escape (end of pattern) at position {i}"
                )));
            };
            class_start = false;
            i += 2;
            match n {
                'Z' if !in_class => out.push_str("\\z"),
                // A backreference, renumbered past the groups put before.
                '1'..='9' if !in_class => {
                    let mut g = n.to_digit(10).unwrap_or(0) as usize;
                    if let Some(d) = chars.get(i).and_then(|d| d.to_digit(10)) {
                        g = g * 10 + d as usize;
                        i += 1;
                    }
                    out.push_str(&format!("(?:\\{})", g + shift));
                }
                // `[\1]`: an octal escape inside a set.
                '0'..='7' if in_class => {
                    let mut v = n.to_digit(8).unwrap_or(0);
                    let mut k = 0;
                    while k < 2 && chars.get(i).is_some_and(|d| ('0'..='7').contains(d)) {
                        v = v * 8 + chars[i].to_digit(8).unwrap_or(0);
                        i += 1;
                        k += 1;
                    }
                    out.push_str(&format!("\\x{{{v:x}}}"));
                }
                'd' if ascii => out.push_str(if in_class { "0-9" } else { "[0-9]" }),
                'w' if ascii => out.push_str(if in_class {
                    "0-9A-Za-z_"
                } else {
                    "[0-9A-Za-z_]"
                }),
                's' if ascii => out.push_str(if in_class {
                    " \\t\\n\\r\\x0B\\x0C"
                } else {
                    "[ \\t\\n\\r\\x0B\\x0C]"
                }),
                _ => {
                    out.push('\\');
                    out.push(n);
                }
            }
            continue;
        }
        if in_class {
            match c {
                ']' if !class_start => in_class = false,
                ']' => out.push('\\'),
                '[' | '&' | '~' => out.push('\\'),
                '-' if chars.get(i + 1) == Some(&'-') => out.push('\\'),
                _ => {}
            }
            class_start = false;
            out.push(c);
            i += 1;
            continue;
        }
        // Named groups become numbered ones (the names are kept in
        // `Compiled::names`): the engine refuses numbered references
        // beside named groups, which Python allows.
        if c == '(' && chars.get(i + 1) == Some(&'?') && chars.get(i + 2) == Some(&'P') {
            let close = chars[i..].iter().position(|&x| x == '>' || x == ')');
            match (chars.get(i + 3), close) {
                (Some('<'), Some(k)) => {
                    out.push('(');
                    i += k + 1;
                    continue;
                }
                (Some('='), Some(k)) => {
                    let name: String = chars[i + 4..i + k].iter().collect();
                    let g = shift
                        + names
                            .iter()
                            .find(|(n, _)| *n == name)
                            .map_or(0, |(_, g)| *g);
                    out.push_str(&format!("(?:\\{g})"));
                    i += k + 1;
                    continue;
                }
                _ => {}
            }
        }
        match c {
            '[' => {
                in_class = true;
                class_start = true;
                out.push('[');
                if chars.get(i + 1) == Some(&'^') {
                    out.push('^');
                    i += 1;
                }
                i += 1;
                continue;
            }
            '$' if !multiline => out.push_str("(?:\\z|(?=\\n\\z))"),
            '{' => match quantifier_len(&chars[i..]) {
                // Perl has no `{,n}`: it is `{0,n}`.
                Some(n) if chars[i + 1] == ',' => {
                    out.push_str("{0");
                    out.extend(&chars[i + 1..i + n]);
                }
                Some(n) => out.extend(&chars[i..i + n]),
                None => out.push_str("\\{"),
            },
            '}' => out.push_str("\\}"),
            '#' if verbose => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            c if verbose && c.is_whitespace() => {}
            c => out.push(c),
        }
        i += match c {
            '{' => quantifier_len(&chars[i..]).unwrap_or(1),
            _ => 1,
        };
    }
    if in_class {
        return Err(error(&format!(
            "unterminated character set at position {}",
            p.rfind('[').map_or(0, |b| p[..b].chars().count())
        )));
    }
    Ok(out)
}

/// Python's own messages for the mistakes a pattern most often has: a
/// bad escape, an unbalanced parenthesis, an unterminated set, a repeat
/// of nothing, `{2,1}`. The engine reports anything else.
fn check_syntax(p: &str, verbose: bool) -> Res<()> {
    let chars: Vec<char> = p.chars().collect();
    let mut open: Vec<usize> = Vec::new();
    // Is there an item a repeat may follow, and was the last item one?
    let (mut atom, mut repeated, mut marked) = (false, false, false);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' => {
                let n = chars.get(i + 1).copied().unwrap_or('\\');
                if n.is_ascii_alphabetic() && !"abBdDfnrsStvwWxuUNAZ".contains(n) {
                    return Err(error(&format!("bad escape \\{n} at position {i}")));
                }
                i += 2;
                // Assertions (`\A`, `\b`…) are nothing to repeat.
                (atom, repeated) = (!"AZbB".contains(n), false);
                continue;
            }
            '[' => {
                i = set_end(&chars, i)?;
                (atom, repeated) = (true, false);
            }
            '(' => {
                open.push(i);
                atom = false;
                if chars.get(i + 1) == Some(&'?') {
                    // Through the group's prefix: `?:`, `?P<name>`, `?=`…
                    while i + 1 < chars.len() && !":>=!)".contains(chars[i + 1]) {
                        i += 1;
                    }
                    if chars.get(i + 1) == Some(&')') {
                        // `(?i)`: flags, nothing to repeat.
                        open.pop();
                    }
                    i += 1;
                }
            }
            ')' => {
                if open.pop().is_none() {
                    return Err(error(&format!("unbalanced parenthesis at position {i}")));
                }
                (atom, repeated) = (true, false);
            }
            '|' | '^' | '$' => (atom, repeated) = (false, false),
            '*' | '+' | '?' | '{' => {
                let q = if c == '{' {
                    quantifier_len(&chars[i..])
                } else {
                    Some(1)
                };
                if let Some(n) = q {
                    if repeated {
                        // `*?`, `+?`, `??`, `*+`: one lazy or possessive mark.
                        if !marked && (c == '?' || c == '+') {
                            marked = true;
                            i += 1;
                            continue;
                        }
                        return Err(error(&format!("multiple repeat at position {i}")));
                    }
                    if !atom {
                        return Err(error(&format!("nothing to repeat at position {i}")));
                    }
                    if c == '{' {
                        let inner: String = chars[i + 1..i + n - 1].iter().collect();
                        if let Some((a, b)) = inner.split_once(',')
                            && let (Ok(a), Ok(b)) = (a.parse::<u64>(), b.parse::<u64>())
                            && a > b
                        {
                            return Err(error(&format!(
                                "min repeat greater than max repeat at position {}",
                                i + 1
                            )));
                        }
                    }
                    (repeated, marked) = (true, false);
                    i += n;
                    continue;
                }
                (atom, repeated) = (true, false);
            }
            '#' if verbose => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            c if verbose && c.is_whitespace() => {}
            _ => (atom, repeated) = (true, false),
        }
        i += 1;
    }
    match open.pop() {
        Some(at) => Err(error(&format!(
            "missing ), unterminated subpattern at position {at}"
        ))),
        None => Ok(()),
    }
}

/// The index of the `]` that closes the set opened at `open` (a `]`
/// first in the set is a literal), checking its escapes as Python does.
fn set_end(chars: &[char], open: usize) -> Res<usize> {
    let mut i = open + 1;
    if chars.get(i) == Some(&'^') {
        i += 1;
    }
    if chars.get(i) == Some(&']') {
        i += 1;
    }
    while i < chars.len() && chars[i] != ']' {
        if chars[i] == '\\' {
            let n = chars.get(i + 1).copied().unwrap_or('\\');
            if n.is_ascii_alphabetic() && !"abdDfnrsStvwWxuUN".contains(n) {
                return Err(error(&format!("bad escape \\{n} at position {i}")));
            }
            i += 1;
        }
        i += 1;
    }
    if i >= chars.len() {
        return Err(error(&format!(
            "unterminated character set at position {open}"
        )));
    }
    Ok(i)
}

/// Python's checks of group names and references: a name defined twice,
/// a reference to a name or number not defined before it.
fn check_groups(p: &str) -> Res<Vec<(String, usize)>> {
    let chars: Vec<char> = p.chars().collect();
    let mut names: Vec<(String, usize)> = Vec::new();
    let mut count = 0;
    let name_at = |from: usize, end: char| -> String {
        chars[from..].iter().take_while(|&&c| c != end).collect()
    };
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                let digits: String = chars[i + 1..]
                    .iter()
                    .take(2)
                    .take_while(|c| c.is_ascii_digit())
                    .collect();
                if !digits.is_empty()
                    && !digits.starts_with('0')
                    && let Ok(g) = digits.parse::<usize>()
                    && g > count
                {
                    return Err(error(&format!(
                        "invalid group reference {g} at position {}",
                        i + 1
                    )));
                }
                i += 2;
                continue;
            }
            '[' => i = set_end(&chars, i)?,
            '(' => {
                let rest: String = chars[i + 1..].iter().take(3).collect();
                if rest.starts_with("?<") && !rest.ends_with('=') && !rest.ends_with('!') {
                    return Err(error(&format!(
                        "unknown extension {rest} at position {}",
                        i + 1
                    )));
                }
                let named = rest.starts_with("?P<").then_some(i + 4);
                if let Some(at) = named {
                    count += 1;
                    let name = name_at(at, '>');
                    if let Some((_, was)) = names.iter().find(|(n, _)| *n == name) {
                        return Err(error(&format!(
                            "redefinition of group name '{name}' as group {count}; was group {was} at position {at}"
                        )));
                    }
                    names.push((name, count));
                } else if rest.starts_with("?P=") {
                    let name = name_at(i + 4, ')');
                    if !names.iter().any(|(n, _)| *n == name) {
                        return Err(error(&format!(
                            "unknown group name '{name}' at position {}",
                            i + 4
                        )));
                    }
                } else if !rest.starts_with('?') {
                    count += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    Ok(names)
}

/// The length of `{m}`, `{m,}`, `{,n}` or `{m,n}` at the start, if it is
/// one (Python reads any other `{` as itself).
fn quantifier_len(s: &[char]) -> Option<usize> {
    let close = s.iter().position(|&c| c == '}')?;
    let inner: String = s[1..close].iter().collect();
    let ok = match inner.split_once(',') {
        Some((a, b)) => {
            a.chars().all(|c| c.is_ascii_digit())
                && b.chars().all(|c| c.is_ascii_digit())
                && !(a.is_empty() && b.is_empty())
        }
        None => !inner.is_empty() && inner.chars().all(|c| c.is_ascii_digit()),
    };
    ok.then_some(close + 1)
}

/// A subject string with its byte and character offsets: Python reports
/// positions in characters.
pub struct Text {
    pub s: Arc<str>,
    /// The byte offset of each character, and the length last; empty for
    /// an ASCII string, where the two agree.
    starts: Vec<usize>,
}

impl Text {
    pub fn new(s: Arc<str>) -> Text {
        let starts = if s.is_ascii() {
            Vec::new()
        } else {
            s.char_indices()
                .map(|(b, _)| b)
                .chain(std::iter::once(s.len()))
                .collect()
        };
        Text { s, starts }
    }

    pub fn chars(&self) -> usize {
        if self.starts.is_empty() {
            self.s.len()
        } else {
            self.starts.len() - 1
        }
    }

    /// The byte offset of character `i` (clamped to the end).
    pub fn byte(&self, i: usize) -> usize {
        if self.starts.is_empty() {
            i.min(self.s.len())
        } else {
            self.starts[i.min(self.starts.len() - 1)]
        }
    }

    /// The character index of byte offset `b` (a character boundary).
    pub fn char(&self, b: usize) -> usize {
        if self.starts.is_empty() {
            b
        } else {
            self.starts.partition_point(|&x| x < b)
        }
    }

    /// The byte offset just after the character at byte `b`.
    pub fn next_byte(&self, b: usize) -> usize {
        self.s[b..]
            .chars()
            .next()
            .map_or(b + 1, |c| b + c.len_utf8())
    }
}

/// One match: the byte span of each group (the whole match first).
pub type Spans = Vec<Option<(usize, usize)>>;

/// The first match starting at byte `pos` or later, in `text` cut at
/// byte `end`.
pub fn search_at(
    re: &fancy_regex::Regex,
    text: &str,
    pos: usize,
    end: usize,
) -> Res<Option<Spans>> {
    let hay = &text[..end];
    if pos > hay.len() {
        return Ok(None);
    }
    let caps = re
        .captures_from_pos(hay, pos)
        .map_err(|e| new_exc("RuntimeError", format!("re: {e}")))?;
    Ok(caps.map(|c| {
        (0..c.len())
            .map(|g| c.get(g).map(|m| (m.start(), m.end())))
            .collect()
    }))
}

/// Finds matches one after another from byte `pos` to `end`, as Python
/// 3.7+ finds them: an empty match may follow a non-empty one at its
/// end, but never another empty one at the same place.
pub struct Scanner {
    pub pos: usize,
    pub end: usize,
    last_empty: Option<usize>,
    done: bool,
}

impl Scanner {
    pub fn new(pos: usize, end: usize) -> Scanner {
        Scanner {
            pos,
            end,
            last_empty: None,
            done: false,
        }
    }

    /// The next match, or `None` when there are no more.
    pub fn next_match(&mut self, c: &Compiled, text: &Text) -> Res<Option<Spans>> {
        if self.done || self.pos > self.end {
            return Ok(None);
        }
        let Some(mut m) = search_at(&c.search, &text.s, self.pos, self.end)? else {
            self.done = true;
            return Ok(None);
        };
        let (s, e) = m[0].unwrap_or((self.pos, self.pos));
        if s == e && self.last_empty == Some(s) {
            let retry = if s >= self.end {
                None
            } else {
                match c.nonempty_at(&text.s, s, self.end)? {
                    Some(m) => Some(m),
                    None => search_at(&c.search, &text.s, text.next_byte(s), self.end)?,
                }
            };
            match retry {
                Some(next) => m = next,
                None => {
                    self.done = true;
                    return Ok(None);
                }
            }
        }
        let (s, e) = m[0].unwrap_or((self.pos, self.pos));
        self.last_empty = (s == e).then_some(e);
        self.pos = e;
        Ok(Some(m))
    }
}

/// Every match from byte `pos` to `end` (see `Scanner`); at most `limit`
/// (0: all).
pub fn all_matches(
    c: &Compiled,
    text: &Text,
    pos: usize,
    end: usize,
    limit: usize,
) -> Res<Vec<Spans>> {
    let mut scan = Scanner::new(pos, end);
    let mut out = Vec::new();
    while limit == 0 || out.len() < limit {
        match scan.next_match(c, text)? {
            Some(m) => out.push(m),
            None => break,
        }
    }
    Ok(out)
}

/// A replacement template's parts: literal text and group references.
pub enum Piece {
    Text(String),
    Group(usize),
}

/// Parses `repl` as `re.sub` reads it: `\1`, `\g<1>`, `\g<name>` refer to
/// groups; `\n`, `\t` and the other escapes Python's string literals know
/// stand for their characters; an unknown letter escape is an error.
pub fn template(repl: &str, c: &Compiled) -> Res<Vec<Piece>> {
    let chars: Vec<char> = repl.chars().collect();
    let mut out = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    let group = |g: usize, at: usize| -> Res<usize> {
        if g > c.groups {
            return Err(error(&format!(
                "invalid group reference {g} at position {at}"
            )));
        }
        Ok(g)
    };
    while i < chars.len() {
        let ch = chars[i];
        if ch != '\\' {
            lit.push(ch);
            i += 1;
            continue;
        }
        let Some(&n) = chars.get(i + 1) else {
            return Err(error(&format!(
                "bad escape (end of pattern) at position {i}"
            )));
        };
        let at = i;
        i += 2;
        let flush = |lit: &mut String, out: &mut Vec<Piece>| {
            if !lit.is_empty() {
                out.push(Piece::Text(std::mem::take(lit)));
            }
        };
        match n {
            'g' => {
                let close = chars[i..].iter().position(|&c| c == '>');
                if chars.get(i) != Some(&'<') || close.is_none() {
                    return Err(error(&format!("missing < at position {}", at + 2)));
                }
                let close = i + close.unwrap_or(0);
                let name: String = chars[i + 1..close].iter().collect();
                let g = match name.parse::<usize>() {
                    Ok(g) => group(g, at + 3)?,
                    Err(_) => c
                        .names
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map(|(_, g)| *g)
                        .ok_or_else(|| {
                            new_exc("IndexError", format!("unknown group name '{name}'"))
                        })?,
                };
                flush(&mut lit, &mut out);
                out.push(Piece::Group(g));
                i = close + 1;
            }
            '0'..='9' => {
                let mut digits = n.to_string();
                if n != '0'
                    && let Some(&d) = chars.get(i)
                    && d.is_ascii_digit()
                {
                    digits.push(d);
                    i += 1;
                }
                if n == '0' {
                    // `\0` is an octal escape, as in a string literal.
                    let mut v = 0u32;
                    let mut k = 0;
                    while k < 2 && chars.get(i).is_some_and(|d| ('0'..='7').contains(d)) {
                        v = v * 8 + chars[i].to_digit(8).unwrap_or(0);
                        i += 1;
                        k += 1;
                    }
                    lit.push(char::from_u32(v).unwrap_or('\0'));
                    continue;
                }
                let g = group(digits.parse().unwrap_or(0), at + 1)?;
                flush(&mut lit, &mut out);
                out.push(Piece::Group(g));
            }
            'n' => lit.push('\n'),
            't' => lit.push('\t'),
            'r' => lit.push('\r'),
            'f' => lit.push('\x0c'),
            'v' => lit.push('\x0b'),
            'a' => lit.push('\x07'),
            'b' => lit.push('\x08'),
            '\\' => lit.push('\\'),
            c if c.is_ascii_alphabetic() => {
                return Err(error(&format!("bad escape \\{c} at position {at}")));
            }
            c => {
                lit.push('\\');
                lit.push(c);
            }
        }
    }
    if !lit.is_empty() {
        out.push(Piece::Text(lit));
    }
    Ok(out)
}

/// `re.escape`: a backslash before each character a pattern treats
/// specially (Python 3.7's set).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 2);
    for c in s.chars() {
        match c {
            '\t' => out.push_str("\\\t"),
            '\n' => out.push_str("\\\n"),
            '\r' => out.push_str("\\\r"),
            '\x0b' => out.push_str("\\\x0b"),
            '\x0c' => out.push_str("\\\x0c"),
            c if "()[]{}?*+-|^$\\.&~# ".contains(c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}
