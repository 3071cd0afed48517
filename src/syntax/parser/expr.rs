//! Expressions: Python's precedence ladder, with Cython's casts `<T>x`,
//! `&x` and `sizeof(T)`. Operators from `|` up to `**` and the trailers go
//! through chumsky's pratt parser; comparisons, `not`, `and`, `or` and the
//! conditional expression are layered above it as in Python's grammar.

use super::types::type_expr;
use super::{Extra, Tokens, name_tok, sp};
use crate::syntax::ast::*;
use crate::syntax::token::{CSuffix, StrKind, Tok};
use chumsky::pratt::{infix, left, postfix, prefix, right};
use chumsky::prelude::*;

/// Everything a statement needs: the full expression and its pieces.
pub struct ExprParsers<'a, I: Tokens<'a>> {
    /// `test`: a full expression without a top-level tuple.
    pub test: Boxed<'a, 'a, I, Expr, Extra<'a>>,
    /// Comma-separated tests, a tuple when there is a comma (`testlist`),
    /// starred items allowed.
    pub tuple: Boxed<'a, 'a, I, Expr, Extra<'a>>,
    /// `|`-level expressions separated by commas: `for` targets.
    pub targets: Boxed<'a, 'a, I, Expr, Extra<'a>>,
    pub args: Boxed<'a, 'a, I, Vec<Arg>, Extra<'a>>,
}

impl<'a, I: Tokens<'a>> Clone for ExprParsers<'a, I> {
    fn clone(&self) -> Self {
        ExprParsers {
            test: self.test.clone(),
            tuple: self.tuple.clone(),
            targets: self.targets.clone(),
            args: self.args.clone(),
        }
    }
}

pub fn mk(kind: ExprKind, span: impl Into<crate::source::Span>) -> Expr {
    Expr {
        kind,
        span: span.into(),
    }
}

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

/// What follows the first expression of a parenthesised, list or set
/// display.
#[derive(Clone)]
enum Tail {
    Comp(Vec<CompFor>),
    More(Vec<Expr>),
    Alone,
}

fn tuple_or_single(mut items: Vec<Expr>, trailing_comma: bool, span: SimpleSpan) -> Expr {
    if items.len() == 1 && !trailing_comma {
        items.pop().unwrap_or_else(|| mk(ExprKind::NoneLit, span))
    } else {
        mk(ExprKind::Tuple(items), span)
    }
}

/// Builds the expression parsers; `parse_fstring` is given the raw text of
/// an f-string and returns its parts.
pub fn expr_parsers<'a, I: Tokens<'a>>() -> ExprParsers<'a, I> {
    let mut args_out = None;
    let mut targets_out = None;
    let test = recursive(|test| {
        let test = test.boxed();
        let star_item = just(Tok::Star)
            .ignore_then(test.clone())
            .map_with(|e, x| mk(ExprKind::Starred(bx(e)), sp(x.span())))
            .or(test.clone())
            .boxed();

        // Forward declarations for mutual recursion with the `|` level.
        let mut or_expr_decl = Recursive::declare();
        let or_expr = or_expr_decl.clone().boxed();

        let target_list = or_expr
            .clone()
            .or(just(Tok::Star)
                .ignore_then(or_expr.clone())
                .map_with(|e, x| mk(ExprKind::Starred(bx(e)), sp(x.span()))))
            .separated_by(just(Tok::Comma))
            .at_least(1)
            .collect::<Vec<_>>()
            .then(just(Tok::Comma).or_not())
            .map_with(|(items, tc), x| tuple_or_single(items, tc.is_some(), x.span()))
            .boxed();
        targets_out = Some(target_list.clone());

        // `or_test` without the conditional, for comprehension conditions.
        let mut or_test_decl = Recursive::declare();
        let or_test = or_test_decl.clone().boxed();

        let comp_for = just(Tok::For)
            .ignore_then(target_list.clone())
            .then_ignore(just(Tok::In))
            .then(or_test.clone())
            .then(
                just(Tok::If)
                    .ignore_then(or_test.clone())
                    .repeated()
                    .collect::<Vec<_>>(),
            )
            .map(|((target, iter), conds)| CompFor {
                target,
                iter,
                conds,
            })
            .repeated()
            .at_least(1)
            .collect::<Vec<_>>()
            .boxed();

        let arg = choice((
            select! { Tok::Name(n) = e => Ident { name: n, span: sp(e.span()) } }
                .then_ignore(just(Tok::Eq))
                .then(test.clone())
                .map(|(k, v)| Arg::Kw(k, v)),
            just(Tok::DoubleStar)
                .ignore_then(test.clone())
                .map(Arg::StarStar),
            just(Tok::Star).ignore_then(test.clone()).map(Arg::Star),
            // The expression is parsed once, whatever follows it (a
            // choice re-parsing it per alternative is exponential in the
            // nesting of calls).
            test.clone()
                .then(comp_for.clone().or_not())
                .map_with(|(e, g), x| match g {
                    Some(g) => Arg::Pos(mk(ExprKind::GenExp(bx(e), g), sp(x.span()))),
                    None => Arg::Pos(e),
                }),
        ))
        .boxed();
        let args = arg
            .separated_by(just(Tok::Comma))
            .allow_trailing()
            .collect::<Vec<_>>()
            .delimited_by(just(Tok::LParen), just(Tok::RParen))
            .boxed();
        args_out = Some(args.clone());

        let items = star_item
            .clone()
            .separated_by(just(Tok::Comma))
            .collect::<Vec<_>>()
            .then(just(Tok::Comma).or_not())
            .boxed();

        // What follows a display's first expression, parsed once: a
        // comprehension, more items after a comma, or nothing.
        let rest = just(Tok::Comma)
            .ignore_then(
                star_item
                    .clone()
                    .separated_by(just(Tok::Comma))
                    .allow_trailing()
                    .collect::<Vec<_>>(),
            )
            .boxed();
        let tail = choice((
            comp_for.clone().map(Tail::Comp),
            rest.map(Tail::More),
            empty().to(Tail::Alone),
        ))
        .boxed();
        let first_then = test.clone().then(tail.clone()).boxed();

        let paren = just(Tok::LParen)
            .ignore_then(choice((
                first_then.clone().map(|(e, tail)| match tail {
                    Tail::Comp(g) => ExprKind::GenExp(bx(e), g),
                    Tail::More(more) => ExprKind::Tuple(std::iter::once(e).chain(more).collect()),
                    Tail::Alone => e.kind,
                }),
                // `()`, `(*a, b)`: tried only where the first expression
                // cannot start, so that a failing one (a syntax error deep
                // inside) is not parsed again here, at every level.
                just(Tok::RParen)
                    .or(just(Tok::Star))
                    .rewind()
                    .ignore_then(items.clone())
                    .map(|(xs, tc)| {
                        if xs.len() == 1 && tc.is_none() {
                            // Parenthesised expression: keep the inner node.
                            xs.into_iter()
                                .next()
                                .map(|e| e.kind)
                                .unwrap_or(ExprKind::NoneLit)
                        } else {
                            ExprKind::Tuple(xs)
                        }
                    }),
            )))
            .then_ignore(just(Tok::RParen))
            .map_with(|k, x| mk(k, sp(x.span())));

        let list = just(Tok::LBracket)
            .ignore_then(choice((
                first_then.clone().map(|(e, tail)| match tail {
                    Tail::Comp(g) => ExprKind::ListComp(bx(e), g),
                    Tail::More(more) => ExprKind::List(std::iter::once(e).chain(more).collect()),
                    Tail::Alone => ExprKind::List(vec![e]),
                }),
                // `[]`, `[*a, b]` (as for a parenthesis).
                just(Tok::RBracket)
                    .or(just(Tok::Star))
                    .rewind()
                    .ignore_then(items.clone())
                    .map(|(xs, _)| ExprKind::List(xs)),
            )))
            .then_ignore(just(Tok::RBracket))
            .map_with(|k, x| mk(k, sp(x.span())));

        let kv = test
            .clone()
            .then_ignore(just(Tok::Colon))
            .then(test.clone());
        // `**m` in a dict display: a starred key (see `ExprKind::Dict`).
        let kv_or_unpack =
            kv.clone().or(just(Tok::DoubleStar)
                .ignore_then(test.clone())
                .map_with(|m, x| {
                    let span = sp(x.span());
                    (
                        mk(ExprKind::Starred(bx(m)), span),
                        mk(ExprKind::NoneLit, span),
                    )
                }));
        // After a dict display's first `k: v`: a comprehension, or more
        // entries.
        let dict_tail = just(Tok::Colon).ignore_then(test.clone()).then(choice((
            comp_for.clone().map(Ok),
            just(Tok::Comma)
                .ignore_then(
                    kv_or_unpack
                        .clone()
                        .separated_by(just(Tok::Comma))
                        .allow_trailing()
                        .collect::<Vec<_>>(),
                )
                .or(empty().to(Vec::new()))
                .map(Err),
        )));
        let brace = just(Tok::LBrace)
            .ignore_then(choice((
                // The first key or element parsed once, whatever follows.
                test.clone()
                    .then(dict_tail.map(Ok).or(tail.map(Err)))
                    .map(|(first, tail)| match tail {
                        Ok((v, Ok(g))) => ExprKind::DictComp(bx(first), bx(v), g),
                        Ok((v, Err(more))) => {
                            ExprKind::Dict(std::iter::once((first, v)).chain(more).collect())
                        }
                        Err(Tail::Comp(g)) => ExprKind::SetComp(bx(first), g),
                        Err(Tail::More(more)) => {
                            ExprKind::Set(std::iter::once(first).chain(more).collect())
                        }
                        Err(Tail::Alone) => ExprKind::Set(vec![first]),
                    }),
                // `{**m, …}`, `{*a, …}`, `{}`: each tried only where it
                // starts, so that a first key that fails (a syntax error
                // deep inside) is not parsed again here, at every level.
                just(Tok::DoubleStar)
                    .rewind()
                    .ignore_then(
                        kv_or_unpack
                            .separated_by(just(Tok::Comma))
                            .at_least(1)
                            .allow_trailing()
                            .collect::<Vec<_>>(),
                    )
                    .map(ExprKind::Dict),
                just(Tok::Star)
                    .rewind()
                    .ignore_then(
                        star_item
                            .clone()
                            .separated_by(just(Tok::Comma))
                            .at_least(1)
                            .allow_trailing()
                            .collect::<Vec<_>>(),
                    )
                    .map(ExprKind::Set),
                just(Tok::RBrace).rewind().to(ExprKind::Dict(Vec::new())),
            )))
            .then_ignore(just(Tok::RBrace))
            .map_with(|k, x| mk(k, sp(x.span())));

        let strings = select! { Tok::Str(s) = e => (s, e.span()) }
            .repeated()
            .at_least(1)
            .collect::<Vec<_>>()
            .validate(|parts, x, emitter| concat_strings(parts, sp(x.span()), emitter));

        // A type when the argument reads as one, else an expression.
        let sizeof = just(Tok::Sizeof)
            .ignore_then(
                choice((
                    type_expr(test.clone())
                        .then_ignore(just(Tok::RParen))
                        .map(|t| ExprKind::Sizeof(Box::new(t))),
                    test.clone()
                        .then_ignore(just(Tok::RParen))
                        .map(|e| ExprKind::SizeofExpr(Box::new(e))),
                ))
                .delimited_by(just(Tok::LParen), empty()),
            )
            .map_with(|k, x| mk(k, sp(x.span())));

        // `1ULL` is the literal cast to its C type, as Cython types it.
        // `c'a'`: a C `char` of that byte, as `<char>97` is.
        let c_char = select! { Tok::Char(b) => b }.map_with(|b, x| {
            let s = sp(x.span());
            let ty = TypeExpr {
                kind: TypeKind::Named("char".to_string()),
                span: s,
            };
            let kind = ExprKind::Cast {
                ty: Box::new(ty),
                checked: false,
                expr: Box::new(mk(ExprKind::Int(u128::from(b)), s)),
            };
            mk(kind, s)
        });
        let c_int = select! { Tok::CInt((i, c)) if c.c_type().is_some() => (i, c) }.map_with(
            |(i, ty), x| {
                let s = sp(x.span());
                let ty = TypeExpr {
                    kind: TypeKind::Named(ty.c_type().unwrap_or("long").to_string()),
                    span: s,
                };
                let kind = ExprKind::Cast {
                    ty: Box::new(ty),
                    checked: false,
                    expr: Box::new(mk(ExprKind::Int(i), s)),
                };
                mk(kind, s)
            },
        );

        let atom = choice((
            name_tok().map_with(|n, x| mk(ExprKind::Name(n), sp(x.span()))),
            c_int,
            c_char,
            select! {
                Tok::Int(i) => ExprKind::Int(i),
                Tok::CInt((i, CSuffix::Long)) => ExprKind::Int(i),
                Tok::Float(f) => ExprKind::Float(f),
                Tok::Imag(f) => ExprKind::Imag(f),
                Tok::True => ExprKind::Bool(true),
                Tok::False => ExprKind::Bool(false),
                Tok::None => ExprKind::NoneLit,
                Tok::Ellipsis => ExprKind::Ellipsis,
            }
            .map_with(|k, x| mk(k, sp(x.span()))),
            strings,
            paren,
            list,
            brace,
            sizeof,
        ))
        .labelled("expression")
        .boxed();

        // Subscripts: slices, `...`, `None`, tuples of them.
        let opt_test = test.clone().or_not();
        let slice = opt_test
            .clone()
            .then_ignore(just(Tok::Colon))
            .then(opt_test.clone())
            .then(just(Tok::Colon).ignore_then(opt_test.clone()).or_not())
            .map_with(|((lo, hi), step), x| {
                mk(
                    ExprKind::Slice(lo.map(bx), hi.map(bx), step.flatten().map(bx)),
                    sp(x.span()),
                )
            });
        let sub_item = choice((slice, star_item.clone())).boxed();
        let subscript = sub_item
            .separated_by(just(Tok::Comma))
            .at_least(1)
            .collect::<Vec<_>>()
            .then(just(Tok::Comma).or_not())
            .map_with(|(xs, tc), x| tuple_or_single(xs, tc.is_some(), x.span()))
            .delimited_by(just(Tok::LBracket), just(Tok::RBracket));

        enum Trailer {
            Call(Vec<Arg>),
            Index(Expr),
            Attr(Ident),
        }
        let trailer = choice((
            args.clone().map(Trailer::Call),
            subscript.map(Trailer::Index),
            // `cython.sizeof` (pure Python mode) names the keyword.
            just(Tok::Dot)
                .ignore_then(
                    name_tok()
                        .or(just(Tok::Sizeof).to("sizeof".to_string()))
                        .map_with(|n, x| Ident {
                            name: n,
                            span: sp(x.span()),
                        }),
                )
                .map(Trailer::Attr),
        ));

        let cast = just(Tok::Lt)
            .ignore_then(type_expr(test.clone()))
            .then(just(Tok::Question).or_not())
            .then_ignore(just(Tok::Gt))
            .boxed();

        let binop = |tok: Tok, op: BinOp| just(tok).to(op);
        let fold_bin =
            |l: Expr,
             op: BinOp,
             r: Expr,
             x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                mk(ExprKind::Binary(op, bx(l), bx(r)), sp(x.span()))
            };
        let arith = atom
            .pratt((
                postfix(
                    20,
                    trailer,
                    |l: Expr,
                     t: Trailer,
                     x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                        let kind = match t {
                            Trailer::Call(a) => ExprKind::Call(bx(l), a),
                            Trailer::Index(i) => ExprKind::Subscript(bx(l), bx(i)),
                            Trailer::Attr(n) => ExprKind::Attr(bx(l), n),
                        };
                        mk(kind, sp(x.span()))
                    },
                ),
                infix(right(15), binop(Tok::DoubleStar, BinOp::Pow), fold_bin),
                prefix(
                    14,
                    just(Tok::Minus).to(UnOp::Neg),
                    |op, r, x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                        mk(ExprKind::Unary(op, bx(r)), sp(x.span()))
                    },
                ),
                prefix(
                    14,
                    just(Tok::Plus).to(UnOp::Pos),
                    |op, r, x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                        mk(ExprKind::Unary(op, bx(r)), sp(x.span()))
                    },
                ),
                prefix(
                    14,
                    just(Tok::Tilde).to(UnOp::Invert),
                    |op, r, x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                        mk(ExprKind::Unary(op, bx(r)), sp(x.span()))
                    },
                ),
                prefix(
                    14,
                    just(Tok::Amp),
                    |_, r, x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                        mk(ExprKind::AddrOf(bx(r)), sp(x.span()))
                    },
                ),
                prefix(
                    14,
                    cast,
                    |(ty, checked): (TypeExpr, Option<Tok>),
                     r,
                     x: &mut chumsky::input::MapExtra<'a, '_, I, Extra<'a>>| {
                        mk(
                            ExprKind::Cast {
                                ty: Box::new(ty),
                                checked: checked.is_some(),
                                expr: bx(r),
                            },
                            sp(x.span()),
                        )
                    },
                ),
                infix(
                    left(12),
                    choice((
                        binop(Tok::Star, BinOp::Mul),
                        binop(Tok::Slash, BinOp::Div),
                        binop(Tok::DoubleSlash, BinOp::FloorDiv),
                        binop(Tok::Percent, BinOp::Mod),
                        binop(Tok::At, BinOp::MatMul),
                    )),
                    fold_bin,
                ),
                infix(
                    left(11),
                    choice((binop(Tok::Plus, BinOp::Add), binop(Tok::Minus, BinOp::Sub))),
                    fold_bin,
                ),
                infix(
                    left(10),
                    choice((binop(Tok::Shl, BinOp::Shl), binop(Tok::Shr, BinOp::Shr))),
                    fold_bin,
                ),
                infix(left(9), binop(Tok::Amp, BinOp::BitAnd), fold_bin),
                infix(left(8), binop(Tok::Caret, BinOp::BitXor), fold_bin),
                infix(left(7), binop(Tok::Pipe, BinOp::BitOr), fold_bin),
            ))
            .boxed();
        or_expr_decl.define(arith.clone());

        let cmp_op = choice((
            just(Tok::Lt).to(CmpOp::Lt),
            just(Tok::Le).to(CmpOp::Le),
            just(Tok::Gt).to(CmpOp::Gt),
            just(Tok::Ge).to(CmpOp::Ge),
            just(Tok::EqEq).to(CmpOp::Eq),
            just(Tok::Ne).to(CmpOp::Ne),
            just(Tok::In).to(CmpOp::In),
            just(Tok::Not).then(just(Tok::In)).to(CmpOp::NotIn),
            just(Tok::Is).then(just(Tok::Not)).to(CmpOp::IsNot),
            just(Tok::Is).to(CmpOp::Is),
        ));
        let comparison = arith
            .clone()
            .then(cmp_op.then(arith.clone()).repeated().collect::<Vec<_>>())
            .map_with(|(first, rest), x| {
                if rest.is_empty() {
                    first
                } else {
                    mk(ExprKind::Compare(bx(first), rest), sp(x.span()))
                }
            });
        let not_test = just(Tok::Not).map_with(|_, x| x.span()).repeated().foldr(
            comparison,
            |s: SimpleSpan, e: Expr| {
                let span = crate::source::Span::from(s).to(e.span);
                mk(ExprKind::Unary(UnOp::Not, bx(e)), span)
            },
        );
        let and_test =
            not_test
                .clone()
                .foldl(just(Tok::And).ignore_then(not_test).repeated(), |l, r| {
                    let span = l.span.to(r.span);
                    mk(ExprKind::And(bx(l), bx(r)), span)
                });
        let or_test_p = and_test
            .clone()
            .foldl(just(Tok::Or).ignore_then(and_test).repeated(), |l, r| {
                let span = l.span.to(r.span);
                mk(ExprKind::Or(bx(l), bx(r)), span)
            })
            .boxed();
        or_test_decl.define(or_test_p.clone());

        let lambda = just(Tok::Lambda)
            .ignore_then(super::params::lambda_params(test.clone()))
            .then_ignore(just(Tok::Colon))
            .then(test.clone())
            .map_with(|(p, body), x| mk(ExprKind::Lambda(Box::new(p), bx(body)), sp(x.span())));

        let walrus = select! { Tok::Name(n) = e => Ident { name: n, span: sp(e.span()) } }
            .then_ignore(just(Tok::Walrus))
            .then(test.clone())
            .map_with(|(n, v), x| mk(ExprKind::Walrus(n, bx(v)), sp(x.span())));

        let conditional = or_test_p
            .clone()
            .then(
                just(Tok::If)
                    .ignore_then(or_test_p)
                    .then_ignore(just(Tok::Else))
                    .then(test.clone())
                    .or_not(),
            )
            .map_with(|(then, rest), x| match rest {
                None => then,
                Some((cond, orelse)) => mk(
                    ExprKind::IfExp {
                        cond: bx(cond),
                        then: bx(then),
                        orelse: bx(orelse),
                    },
                    sp(x.span()),
                ),
            });
        choice((lambda, walrus, conditional))
    })
    .boxed();

    let star_item = just(Tok::Star)
        .ignore_then(test.clone())
        .map_with(|e, x| mk(ExprKind::Starred(bx(e)), sp(x.span())))
        .or(test.clone());
    let tuple = star_item
        .separated_by(just(Tok::Comma))
        .at_least(1)
        .collect::<Vec<_>>()
        .then(just(Tok::Comma).or_not())
        .map_with(|(xs, tc), x| tuple_or_single(xs, tc.is_some(), x.span()))
        .boxed();
    // Both are set inside the recursive closure, which has run by now.
    let args = args_out.unwrap_or_else(|| empty().to(Vec::new()).boxed());
    let targets = targets_out.unwrap_or_else(|| test.clone());
    ExprParsers {
        test,
        tuple,
        targets,
        args,
    }
}

type Emitter<'a, 'b> = chumsky::input::Emitter<Rich<'a, Tok>>;

/// Joins adjacent string literals (`"a" "b"`, also with f-strings) into one
/// expression.
fn concat_strings<'a>(
    parts: Vec<(crate::syntax::token::StrLit, SimpleSpan)>,
    span: crate::source::Span,
    emitter: &mut Emitter<'a, '_>,
) -> Expr {
    let is_bytes = parts.iter().all(|(p, _)| p.kind == StrKind::Bytes);
    if is_bytes {
        // A bytes literal's text is ASCII and escapes: each char is one
        // byte (`\xff` is char 255).
        let bytes = parts
            .iter()
            .flat_map(|(p, _)| p.value.chars().map(|c| c as u32 as u8))
            .collect();
        return mk(ExprKind::Bytes(bytes), span);
    }
    if parts.iter().all(|(p, _)| p.kind == StrKind::Plain) {
        return mk(
            ExprKind::Str(parts.into_iter().map(|(p, _)| p.value).collect()),
            span,
        );
    }
    let mut fparts = Vec::new();
    for (p, s) in parts {
        match p.kind {
            StrKind::Format { raw, offset } => match super::fstring::parse_fstring(&raw, offset) {
                Ok(mut ps) => fparts.append(&mut ps),
                Err((msg, at)) => {
                    emitter.emit(Rich::custom(SimpleSpan::from(at.range()), msg));
                    let _ = s;
                }
            },
            _ => fparts.push(FPart::Lit(p.value)),
        }
    }
    mk(ExprKind::FString(fparts), span)
}
