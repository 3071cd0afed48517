//! `case` patterns of a `match` statement, parsed into the expression
//! forms `syntax::matchstmt` reads back: brackets, braces and class
//! patterns are parsed here (their items are patterns, which may carry
//! `as`), and a leaf (a literal, a name, a dotted value) is an
//! expression. `p as name` is kept as `name := p`.

use super::expr::{ExprParsers, mk};
use super::{Extra, Tokens, ident, sp};
use crate::syntax::ast::*;
use crate::syntax::token::Tok;
use chumsky::prelude::*;

/// Patterns separated by commas, with whether a comma ended them.
fn items<'a, I: Tokens<'a>>(
    pat: impl Parser<'a, I, Expr, Extra<'a>> + Clone + 'a,
) -> impl Parser<'a, I, (Vec<Expr>, bool), Extra<'a>> + Clone {
    pat.separated_by(just(Tok::Comma))
        .collect::<Vec<_>>()
        .then(just(Tok::Comma).or_not().map(|c| c.is_some()))
}

/// One pattern: `closed ('|' closed)* ('as' name)?`.
pub fn pattern<'a, I: Tokens<'a>>(e: ExprParsers<'a, I>) -> Boxed<'a, 'a, I, Expr, Extra<'a>> {
    recursive(|pat| {
        let pat = pat.boxed();
        let group = items(pat.clone())
            .delimited_by(just(Tok::LParen), just(Tok::RParen))
            .map_with(|(mut xs, comma), x| {
                if xs.len() == 1 && !comma {
                    xs.pop()
                        .unwrap_or_else(|| mk(ExprKind::Tuple(Vec::new()), sp(x.span())))
                } else {
                    mk(ExprKind::Tuple(xs), sp(x.span()))
                }
            });
        let list = items(pat.clone())
            .delimited_by(just(Tok::LBracket), just(Tok::RBracket))
            .map_with(|(xs, _), x| mk(ExprKind::List(xs), sp(x.span())));
        let star = just(Tok::Star).ignore_then(ident()).map_with(|n, x| {
            let name = mk(ExprKind::Name(n.name), n.span);
            mk(ExprKind::Starred(Box::new(name)), sp(x.span()))
        });
        let rest = just(Tok::DoubleStar).ignore_then(ident()).map_with(|n, x| {
            let name = mk(ExprKind::Name(n.name), n.span);
            let span = sp(x.span());
            (
                mk(ExprKind::Starred(Box::new(name)), span),
                mk(ExprKind::NoneLit, span),
            )
        });
        let entry = e
            .test
            .clone()
            .then_ignore(just(Tok::Colon))
            .then(pat.clone());
        let dict = rest
            .or(entry)
            .separated_by(just(Tok::Comma))
            .allow_trailing()
            .collect::<Vec<_>>()
            .delimited_by(just(Tok::LBrace), just(Tok::RBrace))
            .map_with(|pairs, x| mk(ExprKind::Dict(pairs), sp(x.span())));
        let dotted = ident()
            .separated_by(just(Tok::Dot))
            .at_least(1)
            .collect::<Vec<_>>()
            .map(|names| {
                let mut it = names.into_iter();
                let first = it.next().map_or_else(
                    || {
                        mk(
                            ExprKind::Name(String::new()),
                            crate::source::Span::new(0, 0),
                        )
                    },
                    |n| mk(ExprKind::Name(n.name), n.span),
                );
                it.fold(first, |base, n| {
                    let span = base.span.to(n.span);
                    mk(ExprKind::Attr(Box::new(base), n), span)
                })
            });
        let arg = ident()
            .then_ignore(just(Tok::Eq))
            .then(pat.clone())
            .map(|(k, p)| Arg::Kw(k, p))
            .or(pat.clone().map(Arg::Pos));
        let class = dotted
            .then(
                arg.separated_by(just(Tok::Comma))
                    .allow_trailing()
                    .collect::<Vec<_>>()
                    .delimited_by(just(Tok::LParen), just(Tok::RParen)),
            )
            .map_with(|(cls, args), x| mk(ExprKind::Call(Box::new(cls), args), sp(x.span())));
        let closed = choice((class, group, list, dict, star, e.test.clone()));
        closed
            .separated_by(just(Tok::Pipe))
            .at_least(1)
            .collect::<Vec<_>>()
            .map(|alts| {
                let mut it = alts.into_iter();
                let first = it
                    .next()
                    .unwrap_or_else(|| mk(ExprKind::NoneLit, crate::source::Span::new(0, 0)));
                it.fold(first, |a, b| {
                    let span = a.span.to(b.span);
                    mk(
                        ExprKind::Binary(BinOp::BitOr, Box::new(a), Box::new(b)),
                        span,
                    )
                })
            })
            .then(just(Tok::As).ignore_then(ident()).or_not())
            .map_with(|(p, name), x| match name {
                Some(n) => mk(ExprKind::Walrus(n, Box::new(p)), sp(x.span())),
                None => p,
            })
    })
    .boxed()
}

/// A case's pattern: one pattern, or an open sequence `a, *rest`.
pub fn case_pattern<'a, I: Tokens<'a>>(e: ExprParsers<'a, I>) -> Boxed<'a, 'a, I, Expr, Extra<'a>> {
    items(pattern(e))
        .try_map(|(mut xs, comma), span| match xs.len() {
            0 => Err(Rich::custom(span, "expected a pattern")),
            1 if !comma => Ok(xs.pop().unwrap_or_else(|| mk(ExprKind::NoneLit, sp(span)))),
            _ => Ok(mk(ExprKind::Tuple(xs), sp(span))),
        })
        .boxed()
}
