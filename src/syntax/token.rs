//! Tokens: the logos lexer for one source text, before the layout pass.
//!
//! The lexer knows nothing of indentation; it emits `Newline` for every line
//! break and the layout pass (`layout.rs`) turns those into NEWLINE / INDENT /
//! DEDENT. Keywords that Cython treats as contextual (`nogil`, `struct`,
//! `public`, …) stay plain names so that scripts may still use them as
//! identifiers; the parser recognises them by spelling.

use logos::Logos;
use std::fmt;

/// Why the lexer stopped on a piece of text.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum LexError {
    /// A character that starts no token.
    #[default]
    BadChar,
    /// A string literal whose closing quote never came; `triple` for `"""`.
    UnterminatedString { triple: bool },
    /// A numeric literal that Python would refuse, with Python's message.
    BadNumber(&'static str),
    /// A bytes literal with a non-ASCII character in its source.
    NonAsciiBytes,
    /// A `c'…'` literal that is not one byte: its text, as Cython shows
    /// it (`b'ab'`).
    BadCharLiteral(String),
}

/// What kind of string literal a `Str` token holds.
#[derive(Debug, Clone, PartialEq)]
pub enum StrKind {
    Plain,
    Bytes,
    /// An f-string: the raw text between the quotes, and its byte offset in
    /// the source, so that the parser can parse the `{…}` fields in place.
    Format {
        raw: String,
        offset: usize,
    },
}

/// A string literal with its escapes already processed (except f-strings,
/// whose literal parts are processed by the parser).
#[derive(Debug, Clone, PartialEq)]
pub struct StrLit {
    pub value: String,
    pub kind: StrKind,
}

/// One token. `Newline`, `Indent` and `Dedent` come from the layout pass.
#[derive(Logos, Debug, Clone, PartialEq)]
#[logos(error = LexError)]
#[logos(skip r"[ \t\x0C]+")]
#[logos(skip(r"#[^\r\n]*", allow_greedy = true))]
pub enum Tok {
    #[regex(r"\r?\n|\r")]
    Newline,
    /// A backslash that joins this line to the next.
    #[regex(r"\\[ \t]*(\r?\n|\r)")]
    LineJoin,
    Indent,
    Dedent,

    #[regex(r"[\p{XID_Start}_][\p{XID_Continue}]*", |lex| lex.slice().to_string())]
    Name(String),
    #[regex(r"[0-9][0-9_]*", int_lit)]
    #[regex(r"0[xX][0-9a-fA-F_]+", int_lit)]
    #[regex(r"0[oO][0-7_]+", int_lit)]
    #[regex(r"0[bB][01_]+", int_lit)]
    Int(u128),
    /// An integer with a C suffix (`1ULL`, `7u`, `3L`): the value and the
    /// C type it has (`""` for a lone `L`, which changes nothing).
    #[regex(r"[0-9][0-9_]*([uU][lL]{0,2}|[lL]{1,2}[uU]?)", c_int_lit)]
    #[regex(r"0[xX][0-9a-fA-F_]+([uU][lL]{0,2}|[lL]{1,2}[uU]?)", c_int_lit)]
    CInt((u128, CSuffix)),
    #[regex(r"[0-9][0-9_]*\.[0-9_]*([eE][+-]?[0-9_]+)?", float_lit)]
    #[regex(r"\.[0-9][0-9_]*([eE][+-]?[0-9_]+)?", float_lit)]
    #[regex(r"[0-9][0-9_]*[eE][+-]?[0-9_]+", float_lit)]
    Float(f64),
    /// An imaginary literal (`2j`, `1.5e3J`): the imaginary part.
    #[regex(r"[0-9][0-9_]*[jJ]", imag_lit)]
    #[regex(r"[0-9][0-9_]*\.[0-9_]*([eE][+-]?[0-9_]+)?[jJ]", imag_lit)]
    #[regex(r"\.[0-9][0-9_]*([eE][+-]?[0-9_]+)?[jJ]", imag_lit)]
    #[regex(r"[0-9][0-9_]*[eE][+-]?[0-9_]+[jJ]", imag_lit)]
    Imag(f64),
    #[regex(r#"[rRbBuUfF]{0,2}["']"#, string_lit)]
    Str(StrLit),
    /// Cython's C character literal `c'x'`: the character's byte.
    #[regex(r#"[cC]["']"#, char_lit)]
    Char(u8),

    // Python keywords.
    #[token("False")]
    False,
    #[token("None")]
    None,
    #[token("True")]
    True,
    #[token("and")]
    And,
    #[token("as")]
    As,
    #[token("assert")]
    Assert,
    #[token("break")]
    Break,
    #[token("class")]
    Class,
    #[token("continue")]
    Continue,
    #[token("def")]
    Def,
    #[token("del")]
    Del,
    #[token("elif")]
    Elif,
    #[token("else")]
    Else,
    #[token("except")]
    Except,
    #[token("finally")]
    Finally,
    #[token("for")]
    For,
    #[token("from")]
    From,
    #[token("global")]
    Global,
    #[token("if")]
    If,
    #[token("import")]
    Import,
    #[token("in")]
    In,
    #[token("is")]
    Is,
    #[token("lambda")]
    Lambda,
    #[token("nonlocal")]
    Nonlocal,
    #[token("not")]
    Not,
    #[token("or")]
    Or,
    #[token("pass")]
    Pass,
    #[token("raise")]
    Raise,
    #[token("return")]
    Return,
    #[token("try")]
    Try,
    #[token("while")]
    While,
    #[token("with")]
    With,
    #[token("yield")]
    Yield,
    // Cython keywords that can never be identifiers.
    #[token("cdef")]
    Cdef,
    #[token("cpdef")]
    Cpdef,
    #[token("ctypedef")]
    Ctypedef,
    #[token("cimport")]
    Cimport,
    #[token("sizeof")]
    Sizeof,
    #[token("DEF")]
    DefConst,
    #[token("IF")]
    CIf,
    #[token("ELIF")]
    CElif,
    #[token("ELSE")]
    CElse,

    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token(";")]
    Semi,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token("->")]
    Arrow,
    #[token("?")]
    Question,
    #[token(":=")]
    Walrus,

    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("**")]
    DoubleStar,
    #[token("/")]
    Slash,
    #[token("//")]
    DoubleSlash,
    #[token("%")]
    Percent,
    #[token("@")]
    At,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("^")]
    Caret,
    #[token("~")]
    Tilde,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("=")]
    Eq,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("*=")]
    StarEq,
    #[token("/=")]
    SlashEq,
    #[token("//=")]
    DoubleSlashEq,
    #[token("%=")]
    PercentEq,
    #[token("**=")]
    DoubleStarEq,
    #[token("@=")]
    AtEq,
    #[token("&=")]
    AmpEq,
    #[token("|=")]
    PipeEq,
    #[token("^=")]
    CaretEq,
    #[token("<<=")]
    ShlEq,
    #[token(">>=")]
    ShrEq,
}

impl Tok {
    /// Brackets the layout pass counts for implicit line joining.
    pub fn opens(&self) -> Option<char> {
        match self {
            Tok::LParen => Some('('),
            Tok::LBracket => Some('['),
            Tok::LBrace => Some('{'),
            _ => None,
        }
    }

    pub fn closes(&self) -> Option<char> {
        match self {
            Tok::RParen => Some(')'),
            Tok::RBracket => Some(']'),
            Tok::RBrace => Some('}'),
            _ => None,
        }
    }
}

fn int_lit(lex: &mut logos::Lexer<Tok>) -> Result<u128, LexError> {
    parse_int(lex.slice())
}

/// Cython's C integer literal suffixes: `U` makes it unsigned, `LL` long
/// long; a lone `L` changes nothing.
fn c_int_lit(lex: &mut logos::Lexer<Tok>) -> Result<(u128, CSuffix), LexError> {
    let text = lex.slice();
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let suffix = text[digits.len()..].to_ascii_uppercase();
    let value = parse_int(digits)?;
    let unsigned = suffix.contains('U');
    // As C types it (the code Cython writes keeps the suffix): `U` alone
    // is `unsigned int` when the value fits one.
    let ty = match (unsigned, suffix.matches('L').count()) {
        (false, 2) => CSuffix::LongLong,
        (true, 2) => CSuffix::ULongLong,
        (true, 0) if value <= u32::MAX as u128 => CSuffix::UInt,
        (true, _) => CSuffix::ULong,
        (false, _) => CSuffix::Long,
    };
    if ty != CSuffix::Long && value > u64::MAX as u128 {
        return Err(LexError::BadNumber("integer literal is too large"));
    }
    Ok((value, ty))
}

/// The suffix of a C integer literal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CSuffix {
    /// A lone `L`: an ordinary integer literal.
    Long,
    UInt,
    ULong,
    LongLong,
    ULongLong,
}

impl CSuffix {
    /// The C type the literal has, if the suffix gives it one.
    pub fn c_type(self) -> Option<&'static str> {
        match self {
            CSuffix::Long => None,
            CSuffix::UInt => Some("unsigned int"),
            CSuffix::ULong => Some("unsigned long"),
            CSuffix::LongLong => Some("long long"),
            CSuffix::ULongLong => Some("unsigned long long"),
        }
    }
}

fn parse_int(text: &str) -> Result<u128, LexError> {
    let text: String = text.chars().filter(|c| *c != '_').collect();
    let (digits, radix) = match text.get(..2) {
        Some("0x" | "0X") => (&text[2..], 16),
        Some("0o" | "0O") => (&text[2..], 8),
        Some("0b" | "0B") => (&text[2..], 2),
        _ => {
            if text.len() > 1 && text.starts_with('0') && text.bytes().any(|b| b != b'0') {
                return Err(LexError::BadNumber(
                    "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                ));
            }
            (text.as_str(), 10)
        }
    };
    u128::from_str_radix(digits, radix)
        .map_err(|_| LexError::BadNumber("integer literal is too large"))
}

fn float_lit(lex: &mut logos::Lexer<Tok>) -> Result<f64, LexError> {
    let text: String = lex.slice().chars().filter(|c| *c != '_').collect();
    text.parse::<f64>()
        .map_err(|_| LexError::BadNumber("invalid decimal literal"))
}

fn imag_lit(lex: &mut logos::Lexer<Tok>) -> Result<f64, LexError> {
    let text: String = lex
        .slice()
        .chars()
        .filter(|c| !matches!(c, '_' | 'j' | 'J'))
        .collect();
    text.parse::<f64>()
        .map_err(|_| LexError::BadNumber("invalid imaginary literal"))
}

/// Scans a string literal whose prefix and opening quote logos matched.
fn string_lit(lex: &mut logos::Lexer<Tok>) -> Result<StrLit, LexError> {
    let start = lex.span().start;
    let opened = lex.slice();
    let quote = opened.chars().last().unwrap_or('"');
    let prefix = opened[..opened.len() - 1].to_ascii_lowercase();
    let raw_prefix = prefix.contains('r');
    let rest = lex.remainder();
    let q3: String = std::iter::repeat_n(quote, 3).collect();
    let triple = rest.starts_with(&q3[..2]);
    let (body_start, close) = if triple {
        (2, q3.as_str())
    } else {
        (0, &q3[..1])
    };
    let bytes = rest.as_bytes();
    let mut i = body_start;
    let end = loop {
        if i >= bytes.len() {
            return Err(LexError::UnterminatedString { triple });
        }
        let b = bytes[i];
        if b == b'\\' {
            i += 2;
            continue;
        }
        if !triple && (b == b'\n' || b == b'\r') {
            return Err(LexError::UnterminatedString { triple });
        }
        if bytes[i..].starts_with(close.as_bytes()) {
            break i;
        }
        i += 1;
    };
    let body = &rest[body_start..end];
    let body_offset = start + opened.len() + body_start;
    lex.bump(end + close.len());
    if prefix.contains('b') && !body.is_ascii() {
        return Err(LexError::NonAsciiBytes);
    }
    let kind = if prefix.contains('f') {
        StrKind::Format {
            raw: body.to_string(),
            offset: body_offset,
        }
    } else if prefix.contains('b') {
        StrKind::Bytes
    } else {
        StrKind::Plain
    };
    let value = if raw_prefix {
        body.to_string()
    } else if prefix == "c" {
        // Cython reads a character literal as bytes, a character outside
        // ASCII as its UTF-8 bytes: each byte becomes one char here.
        let latin1: String = body
            .chars()
            .flat_map(|c| {
                let mut utf8 = [0; 4];
                let n = c.encode_utf8(&mut utf8).len();
                utf8.into_iter().take(n).map(char::from).collect::<Vec<_>>()
            })
            .collect();
        unescape_in(&latin1, true)
    } else {
        unescape_in(body, kind == StrKind::Bytes)
    };
    Ok(StrLit { value, kind })
}

/// `c'x'`: the one byte between the quotes (escapes processed, as in a
/// bytes literal).
fn char_lit(lex: &mut logos::Lexer<Tok>) -> Result<u8, LexError> {
    let lit = string_lit(lex)?;
    // Each char is one byte (see `string_lit`).
    let bytes: Vec<u8> = lit.value.chars().map(|c| c as u32 as u8).collect();
    match bytes[..] {
        [b] => Ok(b),
        _ => Err(LexError::BadCharLiteral(crate::eval::value::bytes_repr(
            &bytes,
        ))),
    }
}

/// Processes Python's backslash escapes.
pub fn unescape(s: &str) -> String {
    unescape_in(s, false)
}

/// Processes the escapes of a str literal, or of a bytes literal (which
/// has no `\u`/`\U`: each char of the result is one byte).
fn unescape_in(s: &str, bytes: bool) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            // Up to three octal digits: `\0`, `\101`, `\377`.
            Some(d @ '0'..='7') => {
                let mut n = d.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(k) => {
                            n = n * 8 + k;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(n).unwrap_or('\0'));
            }
            Some('a') => out.push('\x07'),
            Some('b') => out.push('\x08'),
            Some('f') => out.push('\x0c'),
            Some('v') => out.push('\x0b'),
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('"') => out.push('"'),
            Some('\n') => {}
            Some('x') => {
                let hex: String = (0..2).filter_map(|_| chars.next()).collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(ch) => out.push(ch),
                    None => {
                        out.push_str("\\x");
                        out.push_str(&hex);
                    }
                }
            }
            Some(u @ ('u' | 'U')) if !bytes => {
                let width = if u == 'u' { 4 } else { 8 };
                let hex: String = (0..width).filter_map(|_| chars.next()).collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(ch) => out.push(ch),
                    None => {
                        out.push('\\');
                        out.push(u);
                        out.push_str(&hex);
                    }
                }
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Tok::Newline => "newline",
            Tok::LineJoin => "'\\'",
            Tok::Indent => "indent",
            Tok::Dedent => "dedent",
            Tok::Name(n) => return write!(f, "'{n}'"),
            Tok::Int(i) | Tok::CInt((i, _)) => return write!(f, "'{i}'"),
            Tok::Float(x) => return write!(f, "'{x}'"),
            Tok::Imag(x) => return write!(f, "'{x}j'"),
            Tok::Str(_) => "string",
            Tok::Char(_) => "character literal",
            Tok::False => "'False'",
            Tok::None => "'None'",
            Tok::True => "'True'",
            Tok::And => "'and'",
            Tok::As => "'as'",
            Tok::Assert => "'assert'",
            Tok::Break => "'break'",
            Tok::Class => "'class'",
            Tok::Continue => "'continue'",
            Tok::Def => "'def'",
            Tok::Del => "'del'",
            Tok::Elif => "'elif'",
            Tok::Else => "'else'",
            Tok::Except => "'except'",
            Tok::Finally => "'finally'",
            Tok::For => "'for'",
            Tok::From => "'from'",
            Tok::Global => "'global'",
            Tok::If => "'if'",
            Tok::Import => "'import'",
            Tok::In => "'in'",
            Tok::Is => "'is'",
            Tok::Lambda => "'lambda'",
            Tok::Nonlocal => "'nonlocal'",
            Tok::Not => "'not'",
            Tok::Or => "'or'",
            Tok::Pass => "'pass'",
            Tok::Raise => "'raise'",
            Tok::Return => "'return'",
            Tok::Try => "'try'",
            Tok::While => "'while'",
            Tok::With => "'with'",
            Tok::Yield => "'yield'",
            Tok::Cdef => "'cdef'",
            Tok::Cpdef => "'cpdef'",
            Tok::Ctypedef => "'ctypedef'",
            Tok::Cimport => "'cimport'",
            Tok::Sizeof => "'sizeof'",
            Tok::DefConst => "'DEF'",
            Tok::CIf => "'IF'",
            Tok::CElif => "'ELIF'",
            Tok::CElse => "'ELSE'",
            Tok::LParen => "'('",
            Tok::RParen => "')'",
            Tok::LBracket => "'['",
            Tok::RBracket => "']'",
            Tok::LBrace => "'{'",
            Tok::RBrace => "'}'",
            Tok::Comma => "','",
            Tok::Colon => "':'",
            Tok::Semi => "';'",
            Tok::Dot => "'.'",
            Tok::Ellipsis => "'...'",
            Tok::Arrow => "'->'",
            Tok::Question => "'?'",
            Tok::Walrus => "':='",
            Tok::Plus => "'+'",
            Tok::Minus => "'-'",
            Tok::Star => "'*'",
            Tok::DoubleStar => "'**'",
            Tok::Slash => "'/'",
            Tok::DoubleSlash => "'//'",
            Tok::Percent => "'%'",
            Tok::At => "'@'",
            Tok::Shl => "'<<'",
            Tok::Shr => "'>>'",
            Tok::Amp => "'&'",
            Tok::Pipe => "'|'",
            Tok::Caret => "'^'",
            Tok::Tilde => "'~'",
            Tok::Lt => "'<'",
            Tok::Gt => "'>'",
            Tok::Le => "'<='",
            Tok::Ge => "'>='",
            Tok::EqEq => "'=='",
            Tok::Ne => "'!='",
            Tok::Eq => "'='",
            Tok::PlusEq => "'+='",
            Tok::MinusEq => "'-='",
            Tok::StarEq => "'*='",
            Tok::SlashEq => "'/='",
            Tok::DoubleSlashEq => "'//='",
            Tok::PercentEq => "'%='",
            Tok::DoubleStarEq => "'**='",
            Tok::AtEq => "'@='",
            Tok::AmpEq => "'&='",
            Tok::PipeEq => "'|='",
            Tok::CaretEq => "'^='",
            Tok::ShlEq => "'<<='",
            Tok::ShrEq => "'>>='",
        };
        f.write_str(s)
    }
}
