//! C and Python types as written in declarations and casts: named and
//! multi-word C types, pointers, memoryviews `T[:, ::1]`, ctuples, `const`.

use super::{Extra, Tokens, name_tok, sp};
use crate::syntax::ast::*;
use crate::syntax::token::Tok;
use chumsky::prelude::*;

/// Words that combine into one C type name (`unsigned long long`).
const C_WORDS: &[&str] = &[
    "unsigned", "signed", "short", "long", "int", "char", "double", "float", "complex",
];

fn c_word<'a, I: Tokens<'a>>() -> impl Parser<'a, I, String, Extra<'a>> + Clone {
    name_tok().filter(|n: &String| C_WORDS.contains(&n.as_str()))
}

/// A type without trailing pointer stars: `int`, `unsigned long`,
/// `np.float64_t`, `double[:, ::1]`, `(int, double)`, `const T`.
pub fn base_type<'a, I: Tokens<'a>>(
    test: Boxed<'a, 'a, I, Expr, Extra<'a>>,
) -> Boxed<'a, 'a, I, TypeExpr, Extra<'a>> {
    recursive(|base| {
        let multi = c_word()
            .then(c_word().repeated().at_least(1).collect::<Vec<_>>())
            .map(|(first, rest)| {
                std::iter::once(first)
                    .chain(rest)
                    .collect::<Vec<_>>()
                    .join(" ")
            });
        let dotted = name_tok()
            .separated_by(just(Tok::Dot))
            .at_least(1)
            .collect::<Vec<_>>()
            .map(|parts| parts.join("."));
        let named = multi.or(dotted).map_with(|n, x| TypeExpr {
            kind: TypeKind::Named(n),
            span: sp(x.span()),
        });
        let full = base
            .clone()
            .then(stars())
            .map(|(t, stars)| add_stars(t, &stars));
        let ctuple = full
            .clone()
            .separated_by(just(Tok::Comma))
            .at_least(2)
            .collect::<Vec<_>>()
            .delimited_by(just(Tok::LParen), just(Tok::RParen))
            .map_with(|ts, x| TypeExpr {
                kind: TypeKind::Ctuple(ts),
                span: sp(x.span()),
            });
        // `volatile` only tells a C compiler not to cache the value; arr
        // never does, so it is read and dropped.
        let is_const = name_tok()
            .filter(|n: &String| n == "const" || n == "volatile")
            .repeated()
            .collect::<Vec<_>>()
            .map(|qs| qs.iter().any(|q| q == "const"));
        let axis = just(Tok::Colon)
            .ignore_then(test.clone().or_not())
            .then(
                just(Tok::Colon)
                    .ignore_then(choice((
                        select! { Tok::Int(i) => i.to_string() },
                        // `::view.contiguous`: a specifier through its module.
                        name_tok()
                            .separated_by(just(Tok::Dot))
                            .at_least(1)
                            .collect::<Vec<_>>()
                            .map(|parts| parts.join(".")),
                    )))
                    .or_not(),
            )
            .map_with(|(stop, spec), x| Axis {
                contiguous: spec
                    .as_deref()
                    .is_some_and(|s| s == "1" || s.rsplit('.').next() == Some("contiguous")),
                spec,
                stop: stop.map(Box::new),
                span: sp(x.span()),
            });
        let axes = axis
            .separated_by(just(Tok::Comma))
            .at_least(1)
            .collect::<Vec<_>>()
            .delimited_by(just(Tok::LBracket), just(Tok::RBracket));
        // `int[1000]`: Cython's type-first spelling of a C array.
        let dims = test
            .clone()
            .delimited_by(just(Tok::LBracket), just(Tok::RBracket))
            .repeated()
            .at_least(1)
            .collect::<Vec<_>>();
        // `np.ndarray[DTYPE_t, ndim=2]`: an element type and at least one
        // option (a bare `np.ndarray[T]` parses as `dims`; sema tells).
        let opt = super::ident().then_ignore(just(Tok::Eq)).then(test.clone());
        let buffer = full
            .clone()
            .then(
                just(Tok::Comma)
                    .ignore_then(opt)
                    .repeated()
                    .at_least(1)
                    .collect::<Vec<_>>(),
            )
            .then_ignore(just(Tok::Comma).or_not())
            .delimited_by(just(Tok::LBracket), just(Tok::RBracket));
        // `map[int, double]`, `vector[unsigned int]`: C++ template
        // arguments that are not expressions.
        let template = full
            .clone()
            .separated_by(just(Tok::Comma))
            .at_least(1)
            .collect::<Vec<_>>()
            .delimited_by(just(Tok::LBracket), just(Tok::RBracket));
        let suffix = choice((
            axes.map(Suffix::Axes),
            buffer.map(|(e, o)| Suffix::Buffer(e, o)),
            dims.map(Suffix::Dims),
            template.map(Suffix::Template),
        ));
        // Only a container's iterator types: `a[2].x` stays an expression
        // (`sizeof` tries a type first).
        let member = just(Tok::Dot)
            .ignore_then(name_tok().filter(|n: &String| n.ends_with("iterator")))
            .or_not();
        is_const
            .then(choice((ctuple, named)))
            .then(suffix.or_not())
            .then(member)
            .map_with(|(t, member), x| {
                let t = with_suffix(t, sp(x.span()));
                match member {
                    Some(m) => TypeExpr {
                        kind: TypeKind::Member(Box::new(t), m),
                        span: sp(x.span()),
                    },
                    None => t,
                }
            })
    })
    .boxed()
}

/// A named type with what follows it in brackets.
fn with_suffix(
    ((is_const, elem), suffix): ((bool, TypeExpr), Option<Suffix>),
    span: crate::source::Span,
) -> TypeExpr {
    match suffix {
        Some(Suffix::Template(args)) => TypeExpr {
            kind: TypeKind::Template(Box::new(elem), args),
            span,
        },
        Some(Suffix::Dims(dims)) => {
            let mut ty = if is_const {
                TypeExpr {
                    kind: TypeKind::Const(Box::new(elem)),
                    span,
                }
            } else {
                elem
            };
            for d in dims.into_iter().rev() {
                ty = TypeExpr {
                    kind: TypeKind::Array(Box::new(ty), Some(Box::new(d))),
                    span,
                };
            }
            ty
        }
        Some(Suffix::Buffer(e, opts)) => TypeExpr {
            kind: TypeKind::Buffer {
                base: Box::new(elem),
                elem: Box::new(e),
                opts,
            },
            span,
        },
        Some(Suffix::Axes(axes)) => TypeExpr {
            kind: TypeKind::Memoryview {
                elem: Box::new(elem),
                axes,
                is_const,
            },
            span,
        },
        None if is_const => TypeExpr {
            kind: TypeKind::Const(Box::new(elem)),
            span,
        },
        None => elem,
    }
}

/// What may follow a type name in brackets.
enum Suffix {
    Axes(Vec<Axis>),
    Buffer(TypeExpr, Vec<(Ident, Expr)>),
    Dims(Vec<Expr>),
    Template(Vec<TypeExpr>),
}

/// Pointer stars after a type, one span each, and whether that pointer
/// is itself `const` (`int * const p`: the address is fixed, the int is
/// not). The lexer reads `**` as the power operator, so `double**`
/// arrives as one token for two stars.
pub fn stars<'a, I: Tokens<'a>>() -> impl Parser<'a, I, Vec<(SimpleSpan, bool)>, Extra<'a>> + Clone
{
    let qualifiers = name_tok()
        .filter(|n: &String| n == "const" || n == "volatile")
        .repeated()
        .collect::<Vec<_>>()
        .map(|qs| qs.iter().any(|q| q == "const"));
    choice((
        just(Tok::Star).map_with(|_, x| vec![x.span()]),
        just(Tok::DoubleStar).map_with(|_, x| {
            let s: SimpleSpan = x.span();
            let mid = s.start + 1;
            vec![SimpleSpan::from(s.start..mid), SimpleSpan::from(mid..s.end)]
        }),
    ))
    .then(qualifiers)
    .repeated()
    .collect::<Vec<(Vec<SimpleSpan>, bool)>>()
    .map(|v| {
        v.into_iter()
            .flat_map(|(spans, is_const)| {
                let last = spans.len() - 1;
                spans
                    .into_iter()
                    .enumerate()
                    .map(move |(k, s)| (s, is_const && k == last))
            })
            .collect()
    })
}

pub fn add_stars(mut t: TypeExpr, stars: &[(SimpleSpan, bool)]) -> TypeExpr {
    for (s, is_const) in stars {
        let span = t.span.to(sp(*s));
        t = TypeExpr {
            kind: TypeKind::Pointer(Box::new(t)),
            span,
        };
        if *is_const {
            t = TypeExpr {
                kind: TypeKind::Const(Box::new(t)),
                span,
            };
        }
    }
    t
}

/// A full type, pointer stars included (`double*`), as in casts.
pub fn type_expr<'a, I: Tokens<'a>>(
    test: Boxed<'a, 'a, I, Expr, Extra<'a>>,
) -> Boxed<'a, 'a, I, TypeExpr, Extra<'a>> {
    base_type(test)
        .then(stars())
        .map(|(t, stars)| add_stars(t, &stars))
        .boxed()
}
