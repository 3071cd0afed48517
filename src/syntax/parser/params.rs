//! Parameter lists of def/cdef/cpdef functions and lambdas.

use super::types::{add_stars, base_type};
use super::{Extra, Tokens, ident, sp};
use crate::syntax::ast::*;
use crate::syntax::token::Tok;
use chumsky::prelude::*;

enum Item {
    Param(Param),
    Star(Option<Param>),
    StarStar(Param),
}

pub use crate::syntax::purepy::annotation_type;

fn bare(name: Ident, span: crate::source::Span) -> Param {
    Param {
        name,
        ty: None,
        default: None,
        not_none: false,
        annotated: false,
        span,
    }
}

fn collect(items: Vec<Item>) -> Params {
    let mut p = Params::default();
    let mut after_star = false;
    for it in items {
        match it {
            Item::Param(q) if after_star => p.kwonly.push(q),
            Item::Param(q) => p.positional.push(q),
            Item::Star(s) => {
                after_star = true;
                p.bare_star = s.is_none();
                p.star = s;
            }
            Item::StarStar(q) => p.starstar = Some(q),
        }
    }
    p
}

/// `(int a, double[:] b not None, c=1, *args, d, **kw)`.
pub fn params<'a, I: Tokens<'a>>(
    test: Boxed<'a, 'a, I, Expr, Extra<'a>>,
) -> Boxed<'a, 'a, I, Params, Extra<'a>> {
    let typed = base_type(test.clone())
        .then(super::types::stars())
        .then(just(Tok::Amp).or_not())
        .then(ident())
        .map(|(((t, s), by_ref), n)| {
            let t = add_stars(t, &s);
            let t = match by_ref {
                Some(_) => TypeExpr {
                    span: t.span,
                    kind: TypeKind::Ref(Box::new(t)),
                },
                None => t,
            };
            (Some(t), n)
        });
    let untyped = ident().map(|n| (None, n));
    let not_none = just(Tok::Not)
        .then(just(Tok::None))
        .or_not()
        .map(|x| x.is_some());
    let annotation = just(Tok::Colon).ignore_then(test.clone()).or_not();
    let default = just(Tok::Eq).ignore_then(test.clone()).or_not();
    let param = choice((typed, untyped))
        .then(not_none)
        .then(annotation)
        .then(default)
        .map_with(|((((ty, name), not_none), ann), default), x| {
            let annotated = ty.is_none() && ann.is_some();
            Param {
                name,
                ty: ty.or_else(|| ann.as_ref().and_then(annotation_type)),
                default,
                not_none,
                annotated,
                span: sp(x.span()),
            }
        });
    let item = choice((
        just(Tok::DoubleStar)
            .ignore_then(ident())
            .map_with(|n, x| Item::StarStar(bare(n, sp(x.span())))),
        just(Tok::Star)
            .ignore_then(ident().or_not())
            .map_with(|n, x| Item::Star(n.map(|n| bare(n, sp(x.span()))))),
        param.map(Item::Param),
    ));
    item.separated_by(just(Tok::Comma))
        .allow_trailing()
        .collect::<Vec<_>>()
        .map(collect)
        .delimited_by(just(Tok::LParen), just(Tok::RParen))
        .boxed()
}

/// `lambda x, y=1, *a, **k:` parameters (no types, no parentheses).
pub fn lambda_params<'a, I: Tokens<'a>>(
    test: Boxed<'a, 'a, I, Expr, Extra<'a>>,
) -> Boxed<'a, 'a, I, Params, Extra<'a>> {
    let param = ident()
        .then(just(Tok::Eq).ignore_then(test).or_not())
        .map_with(|(name, default), x| Param {
            name,
            ty: None,
            default,
            not_none: false,
            annotated: false,
            span: sp(x.span()),
        });
    let item = choice((
        just(Tok::DoubleStar)
            .ignore_then(ident())
            .map_with(|n, x| Item::StarStar(bare(n, sp(x.span())))),
        just(Tok::Star)
            .ignore_then(ident().or_not())
            .map_with(|n, x| Item::Star(n.map(|n| bare(n, sp(x.span()))))),
        param.map(Item::Param),
    ));
    item.separated_by(just(Tok::Comma))
        .allow_trailing()
        .collect::<Vec<_>>()
        .map(collect)
        .boxed()
}
