//! The layout pass: raw logos tokens → NEWLINE / INDENT / DEDENT, following
//! CPython's tokenizer. Newlines inside brackets and after `\` vanish,
//! indentation is compared both with tabs to multiples of 8 and with tabs as
//! one column (the two must agree, or the indentation is ambiguous), and an
//! unclosed bracket is reported at the bracket.

use super::token::{LexError, Tok};
use crate::diag::Diagnostic;
use crate::source::Span;
use logos::Logos;

/// CPython refuses deeper bracket nesting with the same message.
pub const MAX_BRACKET_DEPTH: usize = 200;
/// CPython's limit on nested blocks.
pub const MAX_INDENT_DEPTH: usize = 100;
/// Operators in one expression at one bracket level. Beyond this the tree
/// would be deep enough to threaten the stack of later phases; CPython fails
/// such input too (with a RecursionError while compiling).
pub const MAX_OPERATORS: usize = 3000;

/// The token stream for the parser, with what the layout pass found wrong.
pub struct Layout {
    pub tokens: Vec<(Tok, Span)>,
    pub errors: Vec<Diagnostic>,
    /// The text ends inside a bracket, a string, after `\` or after a block
    /// header: more lines would complete it (the REPL keeps reading).
    pub incomplete: bool,
}

/// One indentation level: the column with tabs to multiples of 8, and the
/// column with tabs counted as 1.
///
/// Invariant: the stack these live in starts with `(0, 0)` and both columns
/// strictly increase from bottom to top.
#[derive(Clone, Copy, PartialEq)]
struct Indent {
    col: usize,
    alt: usize,
}

struct LineHead {
    /// First token of the logical line and its line number.
    first: Tok,
    second: Option<Tok>,
    line: usize,
    ends_with_colon: bool,
    has_paren: bool,
}

/// Runs the lexer and the layout pass over a whole source text.
pub fn layout(text: &str) -> Layout {
    let mut out = Layout {
        tokens: Vec::new(),
        errors: Vec::new(),
        incomplete: false,
    };
    let mut stack = vec![Indent { col: 0, alt: 0 }];
    let mut brackets: Vec<(char, Span)> = Vec::new();
    let mut at_line_start = true;
    let mut head: Option<LineHead> = None;
    // The header of the last logical line, when it ended with `:`.
    let mut pending_block: Option<LineHead> = None;
    let mut line_no = 1usize;
    let mut last_line_counted = 0usize;
    // The last completed logical line, and where its last token ended.
    let mut last_head: Option<LineHead> = None;
    let mut last_end = 0usize;
    let mut lex = Tok::lexer(text);
    let mut last_was_join = false;
    // Operators since the last separator, per bracket level (level 0 first).
    let mut ops: Vec<usize> = vec![0];

    while let Some(result) = lex.next() {
        let range = lex.span();
        // Line numbers are only needed for messages; count lazily.
        line_no += text.as_bytes()[last_line_counted..range.start]
            .iter()
            .filter(|b| **b == b'\n')
            .count();
        last_line_counted = range.start;
        let span = Span::new(range.start, range.end);
        let tok = match result {
            Ok(t) => t,
            Err(e) => {
                // CPython's tokenizer stops at its first error; so do we,
                // so that one mistake gives one diagnostic.
                out.incomplete |= matches!(e, LexError::UnterminatedString { triple: true });
                out.errors.push(lex_error(e, text, span, line_no));
                return abandon(out);
            }
        };
        last_was_join = tok == Tok::LineJoin;
        match tok {
            Tok::LineJoin => continue,
            Tok::Newline => {
                if !brackets.is_empty() {
                    continue;
                }
                ops[0] = 0;
                if let Some(h) = head.take() {
                    out.tokens.push((Tok::Newline, span));
                    if h.ends_with_colon {
                        pending_block = Some(h);
                    } else {
                        last_head = Some(h);
                    }
                }
                at_line_start = true;
                continue;
            }
            _ => {}
        }
        if at_line_start {
            at_line_start = false;
            let line_start = text[..range.start].rfind(['\n', '\r']).map_or(0, |i| i + 1);
            let ws = &text[line_start..range.start];
            let (col, alt) = columns(ws);
            let top = *stack.last().unwrap_or(&Indent { col: 0, alt: 0 });
            let pos = Span::new(range.start, range.start);
            if let Some(h) = pending_block.take() {
                if col <= top.col {
                    out.errors.push(
                        Diagnostic::new("IndentationError", expected_block(&h), span)
                            .with_label("this line should be indented"),
                    );
                }
                if col > top.col {
                    if alt <= top.alt {
                        out.errors.push(tab_error(span));
                    }
                    stack.push(Indent { col, alt });
                    out.tokens.push((Tok::Indent, pos));
                    if stack.len() > MAX_INDENT_DEPTH {
                        out.errors.push(Diagnostic::new(
                            "IndentationError",
                            "too many levels of indentation",
                            span,
                        ));
                        return abandon(out);
                    }
                }
            } else if col > top.col {
                // A block header that lost its colon shows up as an
                // indented line; CPython reports the missing colon.
                if last_head.as_ref().is_some_and(is_block_header) {
                    let at = Span::new(last_end, last_end);
                    out.errors.push(
                        Diagnostic::syntax("expected ':'", at).with_label("a ':' belongs here"),
                    );
                } else {
                    out.errors.push(Diagnostic::new(
                        "IndentationError",
                        "unexpected indent",
                        span,
                    ));
                }
                // Treat the line as if it were at the enclosing level.
            }
            if col < top.col {
                while stack.last().is_some_and(|i| col < i.col) {
                    stack.pop();
                    out.tokens.push((Tok::Dedent, pos));
                }
                let now = *stack.last().unwrap_or(&Indent { col: 0, alt: 0 });
                if col != now.col {
                    out.errors.push(Diagnostic::new(
                        "IndentationError",
                        "unindent does not match any outer indentation level",
                        span,
                    ));
                    stack.push(Indent { col, alt });
                } else if alt != now.alt {
                    out.errors.push(tab_error(span));
                }
            } else if col == top.col && alt != top.alt {
                out.errors.push(tab_error(span));
            }
        }
        match &mut head {
            None => {
                head = Some(LineHead {
                    first: tok.clone(),
                    second: None,
                    line: line_no,
                    ends_with_colon: false,
                    has_paren: tok == Tok::LParen,
                })
            }
            Some(h) => {
                if h.second.is_none() {
                    h.second = Some(tok.clone());
                }
                h.has_paren |= tok == Tok::LParen;
            }
        }
        if let Some(h) = &mut head {
            h.ends_with_colon = tok == Tok::Colon && brackets.is_empty();
        }
        if is_separator(&tok) {
            if let Some(n) = ops.last_mut() {
                *n = 0;
            }
        } else if is_operator(&tok)
            && let Some(n) = ops.last_mut()
        {
            *n += 1;
            if *n > MAX_OPERATORS {
                out.errors.push(Diagnostic::syntax(
                        format!("expression too complex (more than {MAX_OPERATORS} operators in one expression)"),
                        span,
                    ));
                return abandon(out);
            }
        }
        if let Some(open) = tok.opens() {
            ops.push(0);
            brackets.push((open, span));
            if brackets.len() > MAX_BRACKET_DEPTH {
                out.errors
                    .push(Diagnostic::syntax("too many nested parentheses", span));
                return abandon(out);
            }
        } else if let Some(close) = tok.closes() {
            if ops.len() > 1 {
                ops.pop();
            }
            match brackets.pop() {
                None => {
                    out.errors
                        .push(Diagnostic::syntax(format!("unmatched '{close}'"), span));
                    return abandon(out);
                }
                Some((open, open_span)) if matching(open) != close => {
                    let open_line = line_of(text, open_span.start as usize);
                    let msg = if open_line == line_no {
                        format!(
                            "closing parenthesis '{close}' does not match opening parenthesis '{open}'"
                        )
                    } else {
                        format!(
                            "closing parenthesis '{close}' does not match opening parenthesis '{open}' on line {open_line}"
                        )
                    };
                    out.errors
                        .push(Diagnostic::syntax(msg, span).with_extra(open_span, "opened here"));
                    return abandon(out);
                }
                Some(_) => {}
            }
        }
        out.tokens.push((tok, span));
        last_end = range.end;
    }

    let end = Span::new(text.len(), text.len());
    if let Some((open, open_span)) = brackets.first() {
        out.errors.push(
            Diagnostic::syntax(format!("'{open}' was never closed"), *open_span)
                .with_label("opened here"),
        );
        out.incomplete = true;
        return abandon(out);
    }
    if last_was_join {
        out.incomplete = true;
        out.errors
            .push(Diagnostic::syntax("unexpected EOF while parsing", end));
    }
    if let Some(h) = head.take() {
        out.tokens.push((Tok::Newline, end));
        if h.ends_with_colon {
            pending_block = Some(h);
        }
    }
    if let Some(h) = pending_block {
        out.incomplete = true;
        out.errors
            .push(Diagnostic::new("IndentationError", expected_block(&h), end));
    }
    while stack.len() > 1 {
        stack.pop();
        out.tokens.push((Tok::Dedent, end));
    }
    out
}

/// Does this line start a statement that needs a block?
fn is_block_header(h: &LineHead) -> bool {
    match (&h.first, &h.second) {
        (Tok::If | Tok::For | Tok::While | Tok::Def | Tok::Class | Tok::Try | Tok::With, _) => true,
        (Tok::Elif | Tok::Else | Tok::Except | Tok::Finally, _) => true,
        (Tok::Cdef | Tok::Cpdef, Some(Tok::Class)) => true,
        (Tok::Cdef | Tok::Cpdef, _) => h.has_paren,
        _ => false,
    }
}

fn is_separator(tok: &Tok) -> bool {
    matches!(tok, Tok::Comma | Tok::Semi | Tok::Colon | Tok::Newline)
}

fn is_operator(tok: &Tok) -> bool {
    use Tok::*;
    matches!(
        tok,
        Plus | Minus
            | Star
            | DoubleStar
            | Slash
            | DoubleSlash
            | Percent
            | At
            | Shl
            | Shr
            | Amp
            | Pipe
            | Caret
            | Tilde
            | Lt
            | Gt
            | Le
            | Ge
            | EqEq
            | Ne
            | And
            | Or
            | Not
            | If
            | Else
            | Lambda
            | In
            | Is
            | Dot
    )
}

/// After a tokenizer error CPython stops; so do we, keeping the errors.
fn abandon(mut out: Layout) -> Layout {
    out.tokens.clear();
    out
}

fn matching(open: char) -> char {
    match open {
        '(' => ')',
        '[' => ']',
        _ => '}',
    }
}

fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

fn columns(ws: &str) -> (usize, usize) {
    let (mut col, mut alt) = (0usize, 0usize);
    for c in ws.chars() {
        match c {
            '\t' => {
                col = (col / 8 + 1) * 8;
                alt += 1;
            }
            '\x0c' => {
                col = 0;
                alt = 0;
            }
            _ => {
                col += 1;
                alt += 1;
            }
        }
    }
    (col, alt)
}

fn tab_error(span: Span) -> Diagnostic {
    Diagnostic::new(
        "TabError",
        "inconsistent use of tabs and spaces in indentation",
        span,
    )
    .with_help("indent with spaces only (or tabs only) within one block")
}

/// Python's wording for a block header with nothing indented under it.
fn expected_block(h: &LineHead) -> String {
    let what = match (&h.first, &h.second) {
        (Tok::Def, _) => "function definition".to_string(),
        (Tok::Class, _) | (Tok::Cdef | Tok::Cpdef, Some(Tok::Class)) => {
            "class definition".to_string()
        }
        (Tok::Cdef | Tok::Cpdef, _) if h.has_paren => "function definition".to_string(),
        (Tok::At, _) => "function definition".to_string(),
        (tok, _) => format!("{tok} statement"),
    };
    format!("expected an indented block after {what} on line {}", h.line)
}

fn lex_error(e: LexError, text: &str, span: Span, line: usize) -> Diagnostic {
    match e {
        LexError::UnterminatedString { triple: false } => Diagnostic::syntax(
            format!("unterminated string literal (detected at line {line})"),
            span,
        )
        .with_label("this string has no closing quote on its line"),
        LexError::UnterminatedString { triple: true } => {
            let last = text.bytes().filter(|b| *b == b'\n').count() + 1;
            Diagnostic::syntax(
                format!("unterminated triple-quoted string literal (detected at line {last})"),
                span,
            )
        }
        LexError::BadNumber(msg) => Diagnostic::syntax(msg, span),
        LexError::NonAsciiBytes => {
            Diagnostic::syntax("bytes can only contain ASCII literal characters.", span)
                .with_label("write other bytes as escapes, such as \\xe9")
        }
        LexError::BadCharLiteral(text) => {
            Diagnostic::syntax(format!("invalid character literal: {text}"), span)
                .with_label("a C character literal holds exactly one byte")
        }
        LexError::BadChar => {
            let c = text[span.range()].chars().next().unwrap_or('?');
            if c.is_ascii() {
                Diagnostic::syntax("invalid syntax", span)
            } else {
                Diagnostic::syntax(
                    format!("invalid character '{c}' (U+{:04X})", c as u32),
                    span,
                )
            }
        }
    }
}
