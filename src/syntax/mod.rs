//! Source text → AST: the logos lexer, the layout pass and the chumsky
//! parser. The only module that knows logos and chumsky.

pub mod ast;
mod classscope;
pub mod dataclass;
pub mod deadcode;
pub mod forfrom;
pub mod layout;
pub mod matchstmt;
mod mk;
pub mod parser;
pub mod purepy;
pub mod token;
mod typed_tuple;

use crate::diag::Diagnostic;
use crate::source::Span;

/// The result of parsing a module: its statements and every syntax error.
pub struct Parsed {
    pub stmts: Vec<ast::Stmt>,
    pub errors: Vec<Diagnostic>,
    /// More input would complete the text (for the REPL).
    pub incomplete: bool,
}

/// Parses a module.
pub fn parse_module(text: &str) -> Parsed {
    parse_module_at(text, 0)
}

/// Parses a module whose text begins at byte `base` of a source map (an
/// imported module's file), with spans into the whole map.
pub fn parse_module_at(text: &str, base: usize) -> Parsed {
    let mut lay = layout::layout(text);
    let shift = |s: Span| Span::new(s.start as usize + base, s.end as usize + base);
    if !lay.errors.is_empty() {
        let errors = lay
            .errors
            .into_iter()
            .map(|e| Diagnostic {
                span: e.span.map(shift),
                labels: e.labels.into_iter().map(|(s, t)| (shift(s), t)).collect(),
                ..e
            })
            .collect();
        return Parsed {
            stmts: Vec::new(),
            errors,
            incomplete: lay.incomplete,
        };
    }
    if base > 0 {
        for (_, s) in &mut lay.tokens {
            *s = shift(*s);
        }
    }
    let (mut stmts, errors) = parser::parse_tokens(&lay.tokens, base + text.len());
    purepy::desugar(&mut stmts);
    dataclass::desugar(&mut stmts, text, base);
    classscope::rewrite(&mut stmts);
    deadcode::prune(&mut stmts);
    let incomplete = lay.incomplete;
    Parsed {
        stmts,
        errors,
        incomplete,
    }
}

/// Parses one expression whose text begins at byte `offset` of the file
/// (used for f-string fields), with spans into the whole file.
pub fn parse_expression(text: &str, offset: usize) -> Result<ast::Expr, Box<Diagnostic>> {
    let lay = layout::layout(text.trim_start());
    let shift = offset + (text.len() - text.trim_start().len());
    let shift_span = |s: Span| Span::new(s.start as usize + shift, s.end as usize + shift);
    if let Some(e) = lay.errors.into_iter().next() {
        return Err(Box::new(Diagnostic {
            span: e.span.map(shift_span),
            ..e
        }));
    }
    let tokens: Vec<_> = lay
        .tokens
        .into_iter()
        .map(|(t, s)| (t, shift_span(s)))
        .collect();
    parser::parse_expr_tokens(&tokens, offset + text.len())
}
