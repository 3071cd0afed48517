//! Python's `match` statement (PEP 634), which Cython 3 compiles, written
//! as the `if`/`elif` chain it means. The subject is evaluated once into a
//! hidden variable by the first test; each case's pattern becomes a test
//! on it that binds its capture names with `:=` as it goes (inside a
//! one-item list, which is true whatever the value), then the guard.
//!
//! Patterns are parsed as expressions and read back here: a name captures
//! (`_` matches anything; `p as name` comes as `name := p`), a dotted name is a value compared with `==`,
//! literals compare with `==` (`None`, `True`, `False` with `is`),
//! `[…]`/`(…)` are sequence patterns (with one `*rest`), `{…}` mapping
//! patterns (with `**rest`), `Cls(…)` class patterns (positional
//! sub-patterns through `__match_args__`, or the subject itself for the
//! builtin types), `|` alternatives and `as` bindings.

use super::ast::*;
use super::mk::Mk;
use crate::source::Span;

/// One `case` clause as parsed.
pub struct Case {
    pub pattern: Expr,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
}

type Fail = (Span, String);

/// The `if` chain a `match subject:` with `cases` stands for.
pub fn desugar(subject: Expr, cases: Vec<Case>, span: Span) -> Result<StmtKind, Fail> {
    let m = Mk(span);
    let hidden = format!("__match_{}", span.start);
    let last = cases.len().saturating_sub(1);
    let mut tests = Vec::with_capacity(cases.len());
    for (k, c) in cases.into_iter().enumerate() {
        if k < last && c.guard.is_none() {
            irrefutable_check(&c.pattern)?;
        }
        let s = m.name(&hidden);
        let mut test = pattern(&c.pattern, &s)?;
        if let Some(g) = c.guard {
            test = m.and(test, g);
        }
        tests.push((test, c.body));
    }
    // Built from the last case up: each earlier `if` holds the rest in
    // its `else`.
    let mut chain: Vec<Stmt> = Vec::new();
    while let Some((test, body)) = tests.pop() {
        if tests.is_empty() {
            // The first test evaluates the subject into the hidden variable.
            let name = Ident {
                name: hidden,
                span: subject.span,
            };
            let test = m.and(m.bind(&name, subject), test);
            return Ok(StmtKind::If(test, body, chain));
        }
        chain = vec![m.s(StmtKind::If(test, body, chain))];
    }
    Err((span, "expected 'case' block".into()))
}

/// A capture or wildcard before the last case makes the rest
/// unreachable, which Python refuses to compile.
fn irrefutable_check(p: &Expr) -> Result<(), Fail> {
    match &p.kind {
        ExprKind::Walrus(_, inner) => irrefutable_check(inner),
        ExprKind::Name(n) if n == "_" => Err((
            p.span,
            "wildcard makes remaining patterns unreachable".into(),
        )),
        ExprKind::Name(n) => Err((
            p.span,
            format!("name capture '{n}' makes remaining patterns unreachable"),
        )),
        _ => Ok(()),
    }
}

/// The builtin types whose one positional sub-pattern is the subject.
const SELF_MATCHING: &[&str] = &[
    "bool",
    "bytearray",
    "bytes",
    "dict",
    "float",
    "frozenset",
    "int",
    "list",
    "set",
    "str",
    "tuple",
];

/// The test that `s` matches pattern `p`, binding its names.
fn pattern(p: &Expr, s: &Expr) -> Result<Expr, Fail> {
    let m = &Mk(p.span);
    Ok(match &p.kind {
        ExprKind::Name(n) if n == "_" => m.e(ExprKind::Bool(true)),
        ExprKind::Name(n) => m.bind(
            &Ident {
                name: n.clone(),
                span: p.span,
            },
            s.clone(),
        ),
        ExprKind::Attr(..) => m.cmp(s.clone(), CmpOp::Eq, p.clone()),
        ExprKind::NoneLit | ExprKind::Bool(_) => m.cmp(s.clone(), CmpOp::Is, p.clone()),
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Imag(_)
        | ExprKind::Str(_)
        | ExprKind::Bytes(_) => m.cmp(s.clone(), CmpOp::Eq, p.clone()),
        ExprKind::Unary(UnOp::Neg, x) if is_number(x) => m.cmp(s.clone(), CmpOp::Eq, p.clone()),
        // `1 + 2j`, `-1 - 2j`: a complex literal.
        ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b)
            if (is_number(a)
                || matches!(&a.kind, ExprKind::Unary(UnOp::Neg, x) if is_number(x)))
                && matches!(b.kind, ExprKind::Imag(_)) =>
        {
            m.cmp(s.clone(), CmpOp::Eq, p.clone())
        }
        // `p as name`, parsed as `name := p`.
        ExprKind::Walrus(name, inner) => m.and(pattern(inner, s)?, m.bind(name, s.clone())),
        ExprKind::Binary(BinOp::BitOr, a, b) => {
            let (a, b) = (pattern(a, s)?, pattern(b, s)?);
            m.e(ExprKind::Or(Box::new(a), Box::new(b)))
        }
        ExprKind::List(items) | ExprKind::Tuple(items) => sequence(m, items, s)?,
        ExprKind::Dict(pairs) => mapping(m, pairs, s)?,
        ExprKind::Call(cls, args) => class(m, cls, args, s)?,
        _ => return Err((p.span, "invalid pattern".into())),
    })
}

fn is_number(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Imag(_)
    )
}

/// `[a, *rest, b]`: a sequence (not a str, bytes or bytearray) of the
/// right length whose items match.
fn sequence(m: &Mk, items: &[Expr], s: &Expr) -> Result<Expr, Fail> {
    let star = items
        .iter()
        .position(|x| matches!(x.kind, ExprKind::Starred(_)));
    if items
        .iter()
        .filter(|x| matches!(x.kind, ExprKind::Starred(_)))
        .count()
        > 1
    {
        return Err((m.0, "multiple starred names in sequence pattern".into()));
    }
    let fixed = items.len() - usize::from(star.is_some());
    let len = m.call(m.name("len"), vec![s.clone()]);
    let count = m.e(ExprKind::Int(fixed as u128));
    let mut test = m.and(
        m.call(m.name("__match_seq__"), vec![s.clone()]),
        m.cmp(
            len.clone(),
            if star.is_some() { CmpOp::Ge } else { CmpOp::Eq },
            count,
        ),
    );
    let after = star.map_or(0, |k| items.len() - k - 1);
    for (k, item) in items.iter().enumerate() {
        let index = match star {
            Some(at) if k > at => m.e(ExprKind::Unary(
                UnOp::Neg,
                Box::new(m.e(ExprKind::Int((items.len() - k) as u128))),
            )),
            _ => m.e(ExprKind::Int(k as u128)),
        };
        let sub = match &item.kind {
            ExprKind::Starred(inner) => {
                // `*rest` takes the middle as a list; `*_` nothing.
                let ExprKind::Name(n) = &inner.kind else {
                    return Err((item.span, "invalid starred pattern".into()));
                };
                if n == "_" {
                    continue;
                }
                let stop = m.e(ExprKind::Binary(
                    BinOp::Sub,
                    Box::new(len.clone()),
                    Box::new(m.e(ExprKind::Int(after as u128))),
                ));
                let middle = m.e(ExprKind::Subscript(
                    Box::new(s.clone()),
                    Box::new(m.e(ExprKind::Slice(
                        Some(Box::new(m.e(ExprKind::Int(k as u128)))),
                        Some(Box::new(stop)),
                        None,
                    ))),
                ));
                let name = Ident {
                    name: n.clone(),
                    span: inner.span,
                };
                m.bind(&name, m.call(m.name("list"), vec![middle]))
            }
            _ => {
                let elem = m.e(ExprKind::Subscript(Box::new(s.clone()), Box::new(index)));
                pattern(item, &elem)?
            }
        };
        test = m.and(test, sub);
    }
    Ok(test)
}

/// `{"k": p, **rest}`: a mapping holding each key, whose values match.
fn mapping(m: &Mk, pairs: &[(Expr, Expr)], s: &Expr) -> Result<Expr, Fail> {
    let mut test = m.call(m.name("__match_map__"), vec![s.clone()]);
    let mut keys = Vec::new();
    for (k, v) in pairs {
        if let ExprKind::Starred(rest) = &k.kind {
            let ExprKind::Name(n) = &rest.kind else {
                return Err((k.span, "invalid double-starred pattern".into()));
            };
            let keys = m.e(ExprKind::Tuple(keys.clone()));
            let name = Ident {
                name: n.clone(),
                span: rest.span,
            };
            let rest = m.call(m.name("__match_rest__"), vec![s.clone(), keys]);
            test = m.and(test, m.bind(&name, rest));
            continue;
        }
        keys.push(k.clone());
        let has = m.cmp(k.clone(), CmpOp::In, s.clone());
        let value = m.e(ExprKind::Subscript(
            Box::new(s.clone()),
            Box::new(k.clone()),
        ));
        test = m.and(test, m.and(has, pattern(v, &value)?));
    }
    Ok(test)
}

/// `Cls(p, q, k=r)`: an instance of `Cls` whose `__match_args__`
/// attributes (or itself, for a builtin type's one sub-pattern) and named
/// attributes match.
fn class(m: &Mk, cls: &Expr, args: &[Arg], s: &Expr) -> Result<Expr, Fail> {
    if !matches!(cls.kind, ExprKind::Name(_) | ExprKind::Attr(..)) {
        return Err((cls.span, "invalid class pattern".into()));
    }
    let mut test = m.call(m.name("isinstance"), vec![s.clone(), cls.clone()]);
    let positional: Vec<&Expr> = args
        .iter()
        .filter_map(|a| match a {
            Arg::Pos(e) => Some(e),
            _ => None,
        })
        .collect();
    let n = positional.len();
    let itself = matches!(&cls.kind, ExprKind::Name(c) if SELF_MATCHING.contains(&c.as_str()));
    for (i, p) in positional.iter().enumerate() {
        let sub = if itself && n == 1 {
            pattern(p, s)?
        } else {
            let at = vec![
                s.clone(),
                cls.clone(),
                m.e(ExprKind::Int(i as u128)),
                m.e(ExprKind::Int(n as u128)),
            ];
            let has = m.call(m.name("__match_has__"), at.clone());
            let value = m.call(m.name("__match_pos__"), at);
            m.and(has, pattern(p, &value)?)
        };
        test = m.and(test, sub);
    }
    for a in args {
        match a {
            Arg::Pos(_) => {}
            Arg::Kw(k, p) => {
                let key = m.e(ExprKind::Str(k.name.clone()));
                let has = m.call(m.name("hasattr"), vec![s.clone(), key]);
                let value = m.e(ExprKind::Attr(Box::new(s.clone()), k.clone()));
                test = m.and(test, m.and(has, pattern(p, &value)?));
            }
            _ => return Err((m.0, "invalid class pattern".into())),
        }
    }
    Ok(test)
}

impl Mk {
    /// `[name := value]`: binds, and is true whatever the value.
    fn bind(&self, name: &Ident, value: Expr) -> Expr {
        self.e(ExprKind::List(vec![
            self.e(ExprKind::Walrus(name.clone(), Box::new(value))),
        ]))
    }
}
