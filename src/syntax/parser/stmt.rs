//! Statements: Python's simple and compound statements, and Cython's
//! declarations (`cdef`, `cpdef`, `ctypedef`, `DEF`, `IF`). A statement the
//! parser cannot read is skipped whole — its line and any block under it —
//! so one mistake gives one diagnostic.

use super::expr::{ExprParsers, expr_parsers, mk};
use super::params::{annotation_type, params};
use super::types::{add_stars, base_type, type_expr};
use super::{Extra, Tokens, ident, kw, sp};
use crate::syntax::ast::*;
use crate::syntax::token::Tok;
use chumsky::prelude::*;

type P<'a, I, O> = Boxed<'a, 'a, I, O, Extra<'a>>;

fn st(kind: StmtKind, span: SimpleSpan) -> Stmt {
    Stmt {
        kind,
        span: sp(span),
    }
}

/// Skips a broken statement: the rest of its line and an indented block
/// under it.
fn skip_stmt<'a, I: Tokens<'a>>() -> impl Parser<'a, I, Stmt, Extra<'a>> + Clone {
    let block = just(Tok::Indent)
        .ignore_then(nested_skip())
        .then_ignore(just(Tok::Dedent))
        .ignored();
    none_of([Tok::Newline, Tok::Indent, Tok::Dedent])
        .repeated()
        .then(just(Tok::Newline))
        .then(block.or_not())
        .map_with(|_, x| st(StmtKind::Error, x.span()))
}

fn nested_skip<'a, I: Tokens<'a>>() -> impl Parser<'a, I, (), Extra<'a>> + Clone {
    recursive(|inner| {
        choice((
            none_of([Tok::Indent, Tok::Dedent]).ignored(),
            just(Tok::Indent)
                .then(inner)
                .then(just(Tok::Dedent))
                .ignored(),
        ))
        .repeated()
    })
}

/// A whole module: statements until the end of input.
pub fn module<'a, I: Tokens<'a>>() -> impl Parser<'a, I, Vec<Stmt>, Extra<'a>> {
    let e = expr_parsers::<I>();
    statement(e)
        .repeated()
        .collect::<Vec<Vec<Stmt>>>()
        .map(|v| v.into_iter().flatten().collect())
        .then_ignore(end())
}

/// One statement line or compound statement; simple statements joined by
/// `;` come back as several.
fn statement<'a, I: Tokens<'a>>(e: ExprParsers<'a, I>) -> P<'a, I, Vec<Stmt>> {
    recursive(|stmt| {
        let stmt = stmt.boxed();
        let simple = simple_stmt(e.clone());
        let simple_line = simple
            .clone()
            .separated_by(just(Tok::Semi))
            .at_least(1)
            .allow_trailing()
            .collect::<Vec<_>>()
            .then_ignore(just(Tok::Newline))
            .boxed();
        let block = just(Tok::Newline)
            .ignore_then(just(Tok::Indent))
            .ignore_then(
                stmt.clone()
                    .repeated()
                    .at_least(1)
                    .collect::<Vec<Vec<Stmt>>>(),
            )
            .then_ignore(just(Tok::Dedent))
            .map(|v| v.into_iter().flatten().collect::<Vec<_>>());
        let suite: P<'a, I, Vec<Stmt>> = just(Tok::Colon)
            .ignore_then(choice((block, simple_line.clone())))
            .boxed();

        let compound = compound_stmt(e.clone(), suite.clone(), stmt.clone());
        choice((compound.map(|s| vec![s]), simple_line))
            .recover_with(via_parser(skip_stmt().map(|s| vec![s])))
            .boxed()
    })
    .boxed()
}

fn simple_stmt<'a, I: Tokens<'a>>(e: ExprParsers<'a, I>) -> P<'a, I, Stmt> {
    let ExprParsers {
        test,
        tuple,
        targets,
        ..
    } = e;
    let names = ident()
        .separated_by(just(Tok::Comma))
        .at_least(1)
        .collect::<Vec<_>>();
    let dotted = ident()
        .separated_by(just(Tok::Dot))
        .at_least(1)
        .collect::<Vec<_>>();
    let import_name = dotted
        .clone()
        .then(just(Tok::As).ignore_then(ident()).or_not())
        .map(|(path, alias)| ImportName { path, alias });
    let import = choice((just(Tok::Import).to(false), just(Tok::Cimport).to(true)))
        .then(
            import_name
                .clone()
                .separated_by(just(Tok::Comma))
                .at_least(1)
                .collect::<Vec<_>>(),
        )
        .map(|(c, names)| StmtKind::Import(names, c));
    let from_names = choice((
        just(Tok::Star).map_with(|_, x| {
            vec![ImportName {
                path: vec![Ident {
                    name: "*".into(),
                    span: sp(x.span()),
                }],
                alias: None,
            }]
        }),
        ident()
            .then(just(Tok::As).ignore_then(ident()).or_not())
            .map(|(n, alias)| ImportName {
                path: vec![n],
                alias,
            })
            .separated_by(just(Tok::Comma))
            .at_least(1)
            .allow_trailing()
            .collect::<Vec<_>>()
            .delimited_by(just(Tok::LParen), just(Tok::RParen)),
        ident()
            .then(just(Tok::As).ignore_then(ident()).or_not())
            .map(|(n, alias)| ImportName {
                path: vec![n],
                alias,
            })
            .separated_by(just(Tok::Comma))
            .at_least(1)
            .collect::<Vec<_>>(),
    ));
    let from = just(Tok::From)
        .ignore_then(dotted)
        .then(choice((
            just(Tok::Import).to(false),
            just(Tok::Cimport).to(true),
        )))
        .then(from_names)
        .map(|((module, cimport), names)| StmtKind::FromImport {
            module,
            names,
            cimport,
        });

    let aug_op = select! {
        Tok::PlusEq => BinOp::Add, Tok::MinusEq => BinOp::Sub, Tok::StarEq => BinOp::Mul,
        Tok::SlashEq => BinOp::Div, Tok::DoubleSlashEq => BinOp::FloorDiv, Tok::PercentEq => BinOp::Mod,
        Tok::DoubleStarEq => BinOp::Pow, Tok::AtEq => BinOp::MatMul, Tok::AmpEq => BinOp::BitAnd,
        Tok::PipeEq => BinOp::BitOr, Tok::CaretEq => BinOp::BitXor, Tok::ShlEq => BinOp::Shl,
        Tok::ShrEq => BinOp::Shr,
    };
    // `yield` stands as a statement or as an assignment's value, bare or
    // in parentheses (`x = (yield total)`, the coroutine idiom).
    let yield_core = just(Tok::Yield)
        .ignore_then(just(Tok::From).or_not().map(|f| f.is_some()))
        .then(tuple.clone().or_not())
        .map_with(|(from, v), x| mk(ExprKind::Yield(v.map(Box::new), from), sp(x.span())));
    let yield_expr = choice((
        yield_core.clone(),
        yield_core.delimited_by(just(Tok::LParen), just(Tok::RParen)),
    ));
    let expr_stmt = tuple
        .clone()
        .then(choice((
            aug_op
                .then(tuple.clone())
                .map(|(op, v)| (Some(op), None, vec![v])),
            just(Tok::Colon)
                .ignore_then(test.clone())
                .then(just(Tok::Eq).ignore_then(tuple.clone()).or_not())
                .map(|(ann, v)| (None, Some(ann), v.into_iter().collect())),
            just(Tok::Eq)
                .ignore_then(yield_expr.clone().or(tuple.clone()))
                .repeated()
                .collect::<Vec<_>>()
                .map(|vs| (None, None, vs)),
        )))
        .map(|(first, (aug, ann, mut rest))| match (aug, ann) {
            (Some(op), _) => {
                let span = first.span;
                StmtKind::AugAssign(
                    first,
                    op,
                    rest.pop().unwrap_or_else(|| mk(ExprKind::NoneLit, span)),
                )
            }
            (None, Some(ann)) => StmtKind::AnnAssign(first, ann, rest.pop()),
            (None, None) if rest.is_empty() => StmtKind::Expr(first),
            (None, None) => {
                let span = first.span;
                let value = rest.pop().unwrap_or_else(|| mk(ExprKind::NoneLit, span));
                let mut targets = vec![first];
                targets.extend(rest);
                StmtKind::Assign(targets, value)
            }
        });

    choice((
        just(Tok::Pass).to(StmtKind::Pass),
        yield_expr.map(StmtKind::Expr),
        just(Tok::Break).to(StmtKind::Break),
        just(Tok::Continue).to(StmtKind::Continue),
        just(Tok::Return)
            .ignore_then(tuple.clone().or_not())
            .map(StmtKind::Return),
        just(Tok::Raise)
            .ignore_then(
                test.clone()
                    .then(just(Tok::From).ignore_then(test.clone()).or_not())
                    .or_not(),
            )
            .map(|x| match x {
                Some((e, c)) => StmtKind::Raise(Some(e), c),
                None => StmtKind::Raise(None, None),
            }),
        just(Tok::Assert)
            .ignore_then(test.clone())
            .then(just(Tok::Comma).ignore_then(test.clone()).or_not())
            .map(|(t, m)| StmtKind::Assert(t, m)),
        just(Tok::Del)
            .ignore_then(
                targets
                    .separated_by(just(Tok::Comma))
                    .at_least(1)
                    .allow_trailing()
                    .collect::<Vec<_>>(),
            )
            .map(StmtKind::Del),
        just(Tok::Global)
            .ignore_then(names.clone())
            .map(StmtKind::Global),
        just(Tok::Nonlocal)
            .ignore_then(names)
            .map(StmtKind::Nonlocal),
        import,
        from,
        kw("include")
            .ignore_then(select! { Tok::Str(s) => s.value })
            .map(StmtKind::Include),
        just(Tok::DefConst)
            .ignore_then(ident())
            .then_ignore(just(Tok::Eq))
            .then(test.clone())
            .map(|(n, v)| StmtKind::DefConst(n, v)),
        expr_stmt,
    ))
    .map_with(|k, x| st(k, x.span()))
    .boxed()
}

fn compound_stmt<'a, I: Tokens<'a>>(
    e: ExprParsers<'a, I>,
    suite: P<'a, I, Vec<Stmt>>,
    stmt: P<'a, I, Vec<Stmt>>,
) -> P<'a, I, Stmt> {
    let test = e.test.clone();
    let if_stmt = just(Tok::If)
        .ignore_then(test.clone())
        .then(suite.clone())
        .then(
            just(Tok::Elif)
                .map_with(|_, x| x.span())
                .then(test.clone())
                .then(suite.clone())
                .repeated()
                .collect::<Vec<_>>(),
        )
        .then(just(Tok::Else).ignore_then(suite.clone()).or_not())
        .map(|(((cond, body), elifs), orelse)| {
            let mut orelse = orelse.unwrap_or_default();
            for ((span, c), b) in elifs.into_iter().rev() {
                let span = sp(span).to(b.last().map_or(c.span, |s| s.span));
                orelse = vec![Stmt {
                    kind: StmtKind::If(c, b, orelse),
                    span,
                }];
            }
            StmtKind::If(cond, body, orelse)
        });
    let while_stmt = just(Tok::While)
        .ignore_then(test.clone())
        .then(suite.clone())
        .then(just(Tok::Else).ignore_then(suite.clone()).or_not())
        .map(|((c, b), o)| StmtKind::While(c, b, o.unwrap_or_default()));
    let for_stmt = just(Tok::For)
        .ignore_then(e.targets.clone())
        .then_ignore(just(Tok::In))
        .then(e.tuple.clone())
        .then(suite.clone())
        .then(just(Tok::Else).ignore_then(suite.clone()).or_not())
        .map(|(((t, it), b), o)| StmtKind::For(t, it, b, o.unwrap_or_default()));
    // Cython's legacy `for i from 0 <= i < n by s:`.
    let for_from = just(Tok::For)
        .ignore_then(ident())
        .then_ignore(just(Tok::From))
        .then(test.clone())
        .then(kw("by").ignore_then(test.clone()).or_not())
        .then(suite.clone())
        .then(just(Tok::Else).ignore_then(suite.clone()).or_not())
        .try_map(|((((var, cond), by), b), o), _| {
            crate::syntax::forfrom::desugar(var, cond, by, b, o.unwrap_or_default())
                .map_err(|(span, msg)| Rich::custom(SimpleSpan::from(span.range()), msg))
        });
    let handler = just(Tok::Except)
        .ignore_then(
            test.clone()
                .then(just(Tok::As).ignore_then(ident()).or_not())
                .or_not(),
        )
        .then(suite.clone())
        .map_with(|(head, body), x| {
            let (types, name) = match head {
                Some((t, n)) => (Some(t), n),
                None => (None, None),
            };
            Handler {
                types,
                name,
                body,
                span: sp(x.span()),
            }
        });
    let try_stmt = just(Tok::Try)
        .ignore_then(suite.clone())
        .then(handler.repeated().collect::<Vec<_>>())
        .then(just(Tok::Else).ignore_then(suite.clone()).or_not())
        .then(just(Tok::Finally).ignore_then(suite.clone()).or_not())
        .try_map(|(((body, handlers), orelse), fin), span| {
            if handlers.is_empty() && fin.is_none() {
                return Err(Rich::custom(span, "expected 'except' or 'finally' block"));
            }
            Ok(StmtKind::Try {
                body,
                handlers,
                orelse: orelse.unwrap_or_default(),
                finalbody: fin.unwrap_or_default(),
            })
        });
    // `as` binds one target: `with a() as x, b():` is two items, and a
    // tuple target needs its parentheses.
    let with_stmt = just(Tok::With)
        .ignore_then(
            test.clone()
                .then(just(Tok::As).ignore_then(test.clone()).or_not())
                .separated_by(just(Tok::Comma))
                .at_least(1)
                .collect::<Vec<_>>(),
        )
        .then(suite.clone())
        .map(|(items, body)| StmtKind::With(items, body));

    let decorators = just(Tok::At)
        .ignore_then(test.clone())
        .then_ignore(just(Tok::Newline))
        .repeated()
        .collect::<Vec<_>>();
    let ret_ann = just(Tok::Arrow).ignore_then(test.clone()).or_not();
    let def = just(Tok::Def)
        .ignore_then(ident())
        .then(params(test.clone()))
        .then(ret_ann)
        .then(suite.clone())
        .map_with(|(((name, params), ret), body), x| FuncDef {
            kind: FuncKind::Def,
            name,
            params,
            ret: ret.as_ref().and_then(annotation_type),
            except: ExceptSpec::Default,
            nogil: false,
            inline: false,
            decorators: Vec::new(),
            body,
            span: sp(x.span()),
        });
    let class = just(Tok::Class)
        .ignore_then(ident())
        .then(
            e.args
                .clone()
                .map(|args| {
                    args.into_iter()
                        .filter_map(|a| if let Arg::Pos(e) = a { Some(e) } else { None })
                        .collect()
                })
                .or_not(),
        )
        .then(suite.clone())
        .map(|((name, bases), body)| (name, bases.unwrap_or_default(), body));

    let cdef_like = cdef_stmt(e.clone(), suite.clone(), stmt.clone());
    let decorated = decorators
        .then(choice((
            def.clone().map(|f| Decorated::Func(Box::new(f))),
            class
                .clone()
                .map(|(n, b, body)| Decorated::Class(n, b, body)),
            cdef_like.clone().map(Decorated::Other),
        )))
        .map(|(decs, d)| match d {
            Decorated::Func(mut f) => {
                f.decorators = decs;
                StmtKind::Func(f)
            }
            Decorated::Class(name, bases, body) => StmtKind::Class {
                name,
                bases,
                body,
                decorators: decs,
                cdef: false,
            },
            Decorated::Other(StmtKind::Func(mut f)) => {
                f.decorators = decs;
                StmtKind::Func(f)
            }
            Decorated::Other(StmtKind::Class {
                name,
                bases,
                body,
                cdef,
                ..
            }) => StmtKind::Class {
                name,
                bases,
                body,
                decorators: decs,
                cdef,
            },
            Decorated::Other(k) => k,
        });

    let compile_if = just(Tok::CIf)
        .ignore_then(test.clone())
        .then(suite.clone())
        .then(
            just(Tok::CElif)
                .ignore_then(test.clone())
                .then(suite.clone())
                .repeated()
                .collect::<Vec<_>>(),
        )
        .then(just(Tok::CElse).ignore_then(suite.clone()).or_not())
        .map(|(((c, b), elifs), o)| {
            let mut branches = vec![(c, b)];
            branches.extend(elifs);
            StmtKind::CompileIf(branches, o.unwrap_or_default())
        });

    let case = kw("case")
        .ignore_then(super::pattern::case_pattern(e.clone()))
        .then(just(Tok::If).ignore_then(test.clone()).or_not())
        .then(suite.clone())
        .map(|((pattern, guard), body)| crate::syntax::matchstmt::Case {
            pattern,
            guard,
            body,
        });
    let match_stmt = kw("match")
        .ignore_then(e.tuple.clone())
        .then_ignore(just(Tok::Colon))
        .then_ignore(just(Tok::Newline))
        .then_ignore(just(Tok::Indent))
        .then(case.repeated().at_least(1).collect::<Vec<_>>())
        .then_ignore(just(Tok::Dedent))
        // A pattern Python refuses is reported where it is, the statement
        // having parsed.
        .validate(|(subject, cases), x, emitter| {
            crate::syntax::matchstmt::desugar(subject, cases, sp(x.span())).unwrap_or_else(
                |(at, msg)| {
                    emitter.emit(Rich::custom(SimpleSpan::from(at.range()), msg));
                    StmtKind::Pass
                },
            )
        });

    let property = kw("property")
        .ignore_then(ident())
        .then(suite.clone())
        .map(|(name, body)| StmtKind::Property(name, body));

    choice((
        if_stmt, while_stmt, for_from, for_stmt, try_stmt, with_stmt, decorated, compile_if,
        property, match_stmt,
    ))
    .map_with(|k, x| st(k, x.span()))
    .boxed()
}

/// A cdef class body with each legacy `property name:` block (Cython
/// refuses one in a Python class) rewritten as the methods it means:
/// `__get__` as `@property def name(self)`, `__set__` as `@name.setter`,
/// `__del__` as `@name.deleter`. Another method in the block stays a
/// method; anything else (a docstring, `pass`) is dropped.
fn properties(body: Vec<Stmt>) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(body.len());
    for s in body {
        let StmtKind::Property(name, block) = s.kind else {
            out.push(s);
            continue;
        };
        for m in block {
            let StmtKind::Func(mut f) = m.kind else {
                continue;
            };
            let at = f.name.span;
            // `@name.setter` / `@name.deleter`.
            let accessor = |which: &str| {
                let this = Expr {
                    kind: ExprKind::Name(name.name.clone()),
                    span: name.span,
                };
                let which = Ident {
                    name: which.into(),
                    span: at,
                };
                ExprKind::Attr(Box::new(this), which)
            };
            let decorator = match f.name.name.as_str() {
                "__get__" => ExprKind::Name("property".into()),
                "__set__" => accessor("setter"),
                "__del__" => accessor("deleter"),
                _ => {
                    out.push(Stmt {
                        kind: StmtKind::Func(f),
                        span: m.span,
                    });
                    continue;
                }
            };
            f.decorators.push(Expr {
                kind: decorator,
                span: at,
            });
            f.name = name.clone();
            out.push(Stmt {
                kind: StmtKind::Func(f),
                span: m.span,
            });
        }
    }
    out
}

enum Decorated {
    Func(Box<FuncDef>),
    Class(Ident, Vec<Expr>, Vec<Stmt>),
    Other(StmtKind),
}

/// One declarator: `*p`, `a[10]`, `x = 1`.
fn declarator<'a, I: Tokens<'a>>(
    test: P<'a, I, Expr>,
    value: P<'a, I, Expr>,
    base: TypeExpr,
) -> impl Parser<'a, I, Declarator, Extra<'a>> + Clone {
    // `double (*f)(double, int)`: a function pointer named in the middle.
    let func_ptr = just(Tok::Star)
        .ignore_then(ident())
        .delimited_by(just(Tok::LParen), just(Tok::RParen))
        .then(
            super::types::type_expr(test.clone())
                .then_ignore(ident().or_not())
                .separated_by(just(Tok::Comma))
                .collect::<Vec<_>>()
                .delimited_by(just(Tok::LParen), just(Tok::RParen)),
        )
        // Cython takes no initializer here ("Syntax error in C variable
        // declaration").
        .map_with({
            let base = base.clone();
            move |(name, args), x| Declarator {
                name,
                ty: TypeExpr {
                    kind: TypeKind::FuncPtr(Box::new(base.clone()), args),
                    span: sp(x.span()),
                },
                value: None,
            }
        });
    let plain = super::types::stars()
        .then(ident())
        .then(
            test.clone()
                .or_not()
                .delimited_by(just(Tok::LBracket), just(Tok::RBracket))
                .repeated()
                .collect::<Vec<_>>(),
        )
        .then(just(Tok::Eq).ignore_then(value).or_not())
        .map(move |(((stars, name), dims), value)| {
            let mut ty = add_stars(base.clone(), &stars);
            for d in dims.into_iter().rev() {
                let span = ty.span.to(name.span);
                ty = TypeExpr {
                    kind: TypeKind::Array(Box::new(ty), d.map(Box::new)),
                    span,
                };
            }
            Declarator { name, ty, value }
        });
    choice((func_ptr, plain))
}

/// `type declarator, declarator…` — a declaration line without `cdef`.
fn decl_line<'a, I: Tokens<'a>>(e: ExprParsers<'a, I>) -> P<'a, I, Vec<Declarator>> {
    let test = e.test.clone();
    // Declarators are parsed with an empty placeholder base type, which
    // `replace_base` swaps for the parsed one (C declarator syntax puts
    // stars and array sizes around the name, not on the type).
    let placeholder = TypeExpr {
        kind: TypeKind::Named(String::new()),
        span: Default::default(),
    };
    let typed = base_type(test.clone())
        .then(
            declarator(test.clone(), test, placeholder)
                .separated_by(just(Tok::Comma))
                .at_least(1)
                .collect::<Vec<_>>(),
        )
        .map(|(base, ds): (TypeExpr, Vec<Declarator>)| {
            ds.into_iter()
                .map(|d| Declarator {
                    ty: replace_base(d.ty, &base),
                    ..d
                })
                .collect::<Vec<_>>()
        });
    // `cdef x = 1`: a name alone declares a Python object.
    let untyped = ident()
        .then(just(Tok::Eq).ignore_then(e.tuple.clone()).or_not())
        .map(|(name, value)| {
            let ty = TypeExpr {
                kind: TypeKind::Named("object".into()),
                span: name.span,
            };
            vec![Declarator { name, ty, value }]
        });
    choice((typed, untyped)).boxed()
}

/// Puts `base` where the empty placeholder name sits in `t`.
fn replace_base(t: TypeExpr, base: &TypeExpr) -> TypeExpr {
    let span = t.span;
    let kind = match t.kind {
        TypeKind::Named(n) if n.is_empty() => return base.clone(),
        TypeKind::Pointer(inner) => TypeKind::Pointer(Box::new(replace_base(*inner, base))),
        TypeKind::Array(inner, n) => TypeKind::Array(Box::new(replace_base(*inner, base)), n),
        TypeKind::FuncPtr(ret, args) => TypeKind::FuncPtr(Box::new(replace_base(*ret, base)), args),
        other => other,
    };
    let span = crate::source::Span::new(
        base.span.start as usize,
        span.end.max(base.span.end) as usize,
    );
    TypeExpr { kind, span }
}

fn except_spec<'a, I: Tokens<'a>>(
    test: P<'a, I, Expr>,
) -> impl Parser<'a, I, ExceptSpec, Extra<'a>> + Clone {
    choice((
        kw("noexcept").to(ExceptSpec::NoExcept),
        just(Tok::Except).ignore_then(choice((
            just(Tok::Star).to(ExceptSpec::Star),
            just(Tok::Plus).to(ExceptSpec::Star),
            just(Tok::Question)
                .ignore_then(test.clone())
                .map(ExceptSpec::MaybeValue),
            test.map(ExceptSpec::Value),
        ))),
    ))
}

fn cdef_stmt<'a, I: Tokens<'a>>(
    e: ExprParsers<'a, I>,
    suite: P<'a, I, Vec<Stmt>>,
    stmt: P<'a, I, Vec<Stmt>>,
) -> P<'a, I, StmtKind> {
    let test = e.test.clone();
    let modifiers = choice((
        kw("nogil").to(0u8),
        kw("with").to(1u8).then_ignore(kw("gil")),
        just(Tok::With).then_ignore(kw("gil")).to(1u8),
        kw("const").to(2u8),
    ))
    .repeated()
    .collect::<Vec<_>>();
    let fn_tail = params(test.clone())
        .then(modifiers.clone())
        .then(except_spec(test.clone()).or_not())
        .then(modifiers)
        .then(choice((suite.clone(), just(Tok::Newline).to(Vec::new()))));
    let inline = kw("inline").or_not().map(|x| x.is_some());
    let func = |kind: FuncKind| {
        // A return type is optional: `cpdef add(x)` must not read `add` as
        // the type and then miss the name (or_not would not backtrack).
        let typed = type_expr(test.clone()).map(Some).then(ident());
        let untyped = ident().map(|n| (None, n));
        inline
            .clone()
            .then(choice((typed, untyped)))
            .map(|(inl, (ret, name))| ((inl, ret), name))
            .then(fn_tail.clone())
            .map_with(move |(((inl, ret), name), tail), x| {
                let ((((params, m1), ex), m2), body) = tail;
                FuncDef {
                    kind,
                    name,
                    params,
                    ret,
                    except: ex.unwrap_or(ExceptSpec::Default),
                    nogil: m1.contains(&0) || m2.contains(&0),
                    inline: inl,
                    decorators: Vec::new(),
                    body,
                    span: sp(x.span()),
                }
            })
            .map(|f| StmtKind::Func(Box::new(f)))
    };
    let class = just(Tok::Class)
        .ignore_then(ident())
        .then(
            e.args
                .clone()
                .map(|args| {
                    args.into_iter()
                        .filter_map(|a| if let Arg::Pos(e) = a { Some(e) } else { None })
                        .collect()
                })
                .or_not(),
        )
        .then(suite.clone())
        .map(|((name, bases), body)| StmtKind::Class {
            name,
            bases: bases.unwrap_or_default(),
            body: properties(body),
            decorators: Vec::new(),
            cdef: true,
        });
    let field_lines = just(Tok::Colon)
        .ignore_then(just(Tok::Newline))
        .ignore_then(just(Tok::Indent))
        .ignore_then(
            choice((
                decl_line(e.clone()).then_ignore(just(Tok::Newline)),
                just(Tok::Pass).then(just(Tok::Newline)).to(Vec::new()),
            ))
            .repeated()
            .at_least(1)
            .collect::<Vec<_>>(),
        )
        .then_ignore(just(Tok::Dedent))
        .map(|v| v.into_iter().flatten().collect::<Vec<_>>());
    let packed = kw("packed").or_not().map(|p| p.is_some());
    let struct_ = packed
        .then(choice((kw("struct").to(false), kw("union").to(true))))
        .then(ident())
        .then(field_lines.clone())
        .map(|(((packed, union), name), fields)| (name, fields, union, packed));
    let member = ident().then(just(Tok::Eq).ignore_then(test.clone()).or_not());
    let members = member
        .separated_by(just(Tok::Comma))
        .at_least(1)
        .allow_trailing()
        .collect::<Vec<_>>();
    let enum_body = just(Tok::Colon).ignore_then(choice((
        just(Tok::Newline)
            .ignore_then(just(Tok::Indent))
            .ignore_then(
                choice((
                    members.clone().then_ignore(just(Tok::Newline)),
                    just(Tok::Pass).then(just(Tok::Newline)).to(Vec::new()),
                ))
                .repeated()
                .at_least(1)
                .collect::<Vec<_>>(),
            )
            .then_ignore(just(Tok::Dedent))
            .map(|v| v.into_iter().flatten().collect::<Vec<_>>()),
        members.then_ignore(just(Tok::Newline)),
    )));
    let enum_ = |cpdef: bool| {
        kw("enum")
            .ignore_then(ident().or_not())
            .then(enum_body.clone())
            .map(move |(name, members)| StmtKind::Enum {
                name,
                members,
                cpdef,
            })
    };
    let extern_ = kw("extern")
        .then(none_of([Tok::Colon, Tok::Newline]).repeated())
        .then(choice((
            just(Tok::Colon)
                .then(just(Tok::Newline))
                .then(just(Tok::Indent))
                .then(nested_skip())
                .then(just(Tok::Dedent))
                .ignored(),
            just(Tok::Colon)
                .then(none_of([Tok::Newline]).repeated())
                .then(just(Tok::Newline))
                .ignored(),
            just(Tok::Newline).ignored(),
        )))
        .to(StmtKind::Extern);
    let vis = choice((
        kw("public").to(Visibility::Public),
        kw("readonly").to(Visibility::Readonly),
    ))
    .or_not()
    .map(|v| v.unwrap_or(Visibility::Private));
    let decl = vis
        .then(decl_line(e.clone()))
        .then_ignore(just(Tok::Newline))
        .map(|(vis, decls)| StmtKind::CDecl { vis, decls });
    let cdef_block = just(Tok::Colon)
        .ignore_then(just(Tok::Newline))
        .ignore_then(just(Tok::Indent))
        .ignore_then(
            stmt_or_decl(e.clone(), stmt.clone())
                .repeated()
                .at_least(1)
                .collect::<Vec<Vec<Stmt>>>(),
        )
        .then_ignore(just(Tok::Dedent))
        .map(|v| StmtKind::CDefBlock(v.into_iter().flatten().collect()));

    let cdef = just(Tok::Cdef).ignore_then(choice((
        cdef_block,
        class,
        struct_
            .clone()
            .map(|(name, fields, union, packed)| StmtKind::Struct {
                name,
                fields,
                union,
                packed,
                typedef: false,
            }),
        enum_(false),
        extern_,
        kw("public").ignore_then(func(FuncKind::Cdef)),
        func(FuncKind::Cdef),
        decl,
    )));
    let cpdef = just(Tok::Cpdef).ignore_then(choice((enum_(true), func(FuncKind::Cpdef))));

    let fused = kw("fused")
        .ignore_then(ident())
        .then_ignore(just(Tok::Colon))
        .then_ignore(just(Tok::Newline))
        .then_ignore(just(Tok::Indent))
        .then(
            type_expr(test.clone())
                .then_ignore(just(Tok::Newline))
                .repeated()
                .at_least(1)
                .collect::<Vec<_>>(),
        )
        .then_ignore(just(Tok::Dedent))
        .map(|(name, types)| StmtKind::Fused { name, types });
    let func_ptr = type_expr(test.clone())
        .then(
            just(Tok::Star)
                .ignore_then(ident())
                .delimited_by(just(Tok::LParen), just(Tok::RParen)),
        )
        .then(
            type_expr(test.clone())
                .then_ignore(ident().or_not())
                .separated_by(just(Tok::Comma))
                .collect::<Vec<_>>()
                .delimited_by(just(Tok::LParen), just(Tok::RParen)),
        )
        .then_ignore(choice((kw("nogil").ignored(), kw("noexcept").ignored())).repeated())
        .then_ignore(just(Tok::Newline))
        .map_with(|((ret, name), args), x| StmtKind::CTypedef {
            ty: TypeExpr {
                kind: TypeKind::FuncPtr(Box::new(ret), args),
                span: sp(x.span()),
            },
            name,
        });
    let plain_typedef = type_expr(test.clone())
        .then(ident())
        .then_ignore(just(Tok::Newline))
        .map(|(ty, name)| StmtKind::CTypedef { ty, name });
    let ctypedef = just(Tok::Ctypedef).ignore_then(choice((
        fused,
        struct_.map(|(name, fields, union, packed)| StmtKind::Struct {
            name,
            fields,
            union,
            packed,
            typedef: true,
        }),
        enum_(false),
        func_ptr,
        plain_typedef,
    )));
    choice((cdef, cpdef, ctypedef)).boxed()
}

/// Inside `cdef:` blocks a line may omit `cdef`.
fn stmt_or_decl<'a, I: Tokens<'a>>(
    e: ExprParsers<'a, I>,
    stmt: P<'a, I, Vec<Stmt>>,
) -> P<'a, I, Vec<Stmt>> {
    let vis = choice((
        kw("public").to(Visibility::Public),
        kw("readonly").to(Visibility::Readonly),
    ))
    .or_not()
    .map(|v| v.unwrap_or(Visibility::Private));
    let decl = vis
        .then(decl_line(e))
        .then_ignore(just(Tok::Newline))
        .map_with(|(vis, decls), x| vec![st(StmtKind::CDecl { vis, decls }, x.span())]);
    choice((decl, stmt)).boxed()
}
