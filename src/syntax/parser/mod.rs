//! The chumsky parser over the layout pass's tokens, and the translation of
//! its errors into Python's wording.

mod expr;
mod fstring;
mod params;
mod pattern;
mod stmt;
mod types;

use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::ast::{Expr, Ident, Stmt};
use crate::syntax::token::Tok;
use chumsky::error::{RichPattern, RichReason};
use chumsky::input::ValueInput;
use chumsky::prelude::*;

pub use fstring::parse_fstring;
pub use params::annotation_type;

/// Any token input the parsers accept.
pub trait Tokens<'a>: ValueInput<'a, Token = Tok, Span = SimpleSpan> {}
impl<'a, T: ValueInput<'a, Token = Tok, Span = SimpleSpan>> Tokens<'a> for T {}

pub type Extra<'a> = extra::Err<Rich<'a, Tok, SimpleSpan>>;

pub(crate) fn sp(s: SimpleSpan) -> Span {
    Span::new(s.start, s.end)
}

pub(crate) fn name_tok<'a, I: Tokens<'a>>() -> impl Parser<'a, I, String, Extra<'a>> + Clone {
    select! { Tok::Name(n) => n }.labelled("name")
}

pub(crate) fn ident<'a, I: Tokens<'a>>() -> impl Parser<'a, I, Ident, Extra<'a>> + Clone {
    select! { Tok::Name(n) = e => Ident { name: n, span: sp(e.span()) } }.labelled("name")
}

/// A contextual keyword: a name with this spelling.
pub(crate) fn kw<'a, I: Tokens<'a>>(
    word: &'static str,
) -> impl Parser<'a, I, (), Extra<'a>> + Clone {
    select! { Tok::Name(n) if n == word => () }
}

fn to_chumsky(tokens: &[(Tok, Span)]) -> Vec<(Tok, SimpleSpan)> {
    tokens
        .iter()
        .map(|(t, s)| (t.clone(), SimpleSpan::from(s.range())))
        .collect()
}

/// Parses a whole module from the layout pass's tokens.
pub fn parse_tokens(tokens: &[(Tok, Span)], text_len: usize) -> (Vec<Stmt>, Vec<Diagnostic>) {
    let toks = to_chumsky(tokens);
    let eoi = SimpleSpan::from(text_len..text_len);
    let (out, errs) = stmt::module()
        .parse(toks[..].split_token_span(eoi))
        .into_output_errors();
    let diags = errs.into_iter().map(|e| diagnostic(&e, tokens)).collect();
    (out.unwrap_or_default(), diags)
}

/// Parses one expression whose text starts at byte `offset` of its source
/// (f-string fields).
pub fn parse_expr_tokens(tokens: &[(Tok, Span)], text_end: usize) -> Result<Expr, Box<Diagnostic>> {
    let toks = to_chumsky(tokens);
    let eoi = SimpleSpan::from(text_end..text_end);
    let p = expr::expr_parsers()
        .tuple
        .then_ignore(just(Tok::Newline).or_not())
        .then_ignore(end());
    let (out, errs) = p.parse(toks[..].split_token_span(eoi)).into_output_errors();
    match (out, errs.first()) {
        (Some(e), None) => Ok(e),
        (_, Some(err)) => Err(Box::new(diagnostic(err, tokens))),
        (None, None) => Err(Box::new(Diagnostic::syntax(
            "invalid syntax",
            Span::new(text_end, text_end),
        ))),
    }
}

/// Python's wording for a chumsky error.
fn diagnostic(e: &Rich<'_, Tok, SimpleSpan>, tokens: &[(Tok, Span)]) -> Diagnostic {
    let span = sp(*e.span());
    match e.reason() {
        RichReason::Custom(msg) => Diagnostic::syntax(msg.clone(), span),
        RichReason::ExpectedFound { expected, found } => {
            let wants = |t: &Tok| {
                expected
                    .iter()
                    .any(|p| matches!(p, RichPattern::Token(x) if **x == *t))
            };
            let found = found.as_deref();
            match found {
                Some(Tok::Indent) => Diagnostic::new("IndentationError", "unexpected indent", span),
                Some(Tok::Newline) | Some(Tok::Dedent) | None if wants(&Tok::Colon) => {
                    // Point at the end of the line, where the colon belongs.
                    let at = tokens
                        .iter()
                        .rev()
                        .find(|(t, s)| {
                            s.end <= span.start.max(1)
                                && !matches!(t, Tok::Newline | Tok::Dedent | Tok::Indent)
                        })
                        .map_or(span, |(_, s)| Span::new(s.end as usize, s.end as usize));
                    Diagnostic::syntax("expected ':'", at).with_label("a ':' belongs here")
                }
                None => Diagnostic::syntax("unexpected EOF while parsing", span),
                Some(tok) => {
                    let expected_list: Vec<String> = expected
                        .iter()
                        .filter_map(|p| match p {
                            RichPattern::Token(t)
                                if !matches!(**t, Tok::Newline | Tok::Indent | Tok::Dedent) =>
                            {
                                Some(t.to_string())
                            }
                            RichPattern::Label(l) => Some(l.to_string()),
                            _ => None,
                        })
                        .take(6)
                        .collect();
                    let d = Diagnostic::syntax("invalid syntax", span)
                        .with_label(format!("unexpected {tok}"));
                    if expected_list.is_empty() {
                        d
                    } else {
                        d.with_help(format!("expected {}", expected_list.join(", ")))
                    }
                }
            }
        }
    }
}
