//! Walks over a kernel program: which arguments it writes, the element
//! width it accesses each with, which variables and globals it assigns,
//! and the table words a loop reads.

use super::codegen::err;
use super::{Access, ArgKind, Expr, Program, Stmt, Unsupported};

/// A node of a program, as `visit` hands it over.
enum Node<'a> {
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// Calls `f` on every statement and expression of `body`, nested blocks
/// and statements inside expressions (`Seq`) included.
fn visit<'a>(body: &'a [Stmt], f: &mut dyn FnMut(Node<'a>)) {
    fn expr<'a>(e: &'a Expr, f: &mut dyn FnMut(Node<'a>)) {
        f(Node::Expr(e));
        if let Expr::Seq(s, _) = e {
            visit(s, f);
        }
        each_sub(e, &mut |x| expr(x, f));
    }
    for s in body {
        f(Node::Stmt(s));
        match s {
            Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                visit(a, f);
                visit(b, f);
            }
            Stmt::For { body, orelse, .. } => {
                visit(body, f);
                visit(orelse, f);
            }
            _ => {}
        }
        each_expr(s, &mut |e| expr(e, f));
    }
}

/// Every element access of the program, its functions' included (loads
/// and stores).
fn accesses<'a>(p: &'a Program, f: &mut dyn FnMut(&'a Access)) {
    for body in std::iter::once(&p.body).chain(p.funcs.iter().map(|g| &g.body)) {
        visit(body, &mut |n| match n {
            Node::Stmt(Stmt::Store(a, _)) | Node::Expr(Expr::Load(a)) => f(a),
            _ => {}
        });
    }
}

/// The element width each argument is accessed with (None: only its
/// extents are read); an error when one argument is accessed with two.
pub(super) fn arg_widths(p: &Program) -> Result<Vec<Option<usize>>, Unsupported> {
    let mut w = vec![None; p.args.len()];
    let mut bad = false;
    accesses(p, &mut |a| match w.get_mut(a.buf as usize) {
        Some(slot @ None) => *slot = Some(a.dtype.itemsize()),
        Some(Some(x)) if *x == a.dtype.itemsize() => {}
        _ => bad = true,
    });
    if bad {
        return err("an argument accessed with two element widths");
    }
    Ok(w)
}

/// Arguments a program (its functions included) stores into.
pub(super) fn written_args(p: &Program) -> Vec<bool> {
    let mut w = vec![false; p.args.len()];
    for body in std::iter::once(&p.body).chain(p.funcs.iter().map(|g| &g.body)) {
        visit(body, &mut |n| {
            if let Node::Stmt(Stmt::Store(a, _)) = n
                && let Some(x) = w.get_mut(a.buf as usize)
            {
                *x = true;
            }
        });
    }
    w
}

/// The kernel variables its body assigns (only these are stored back).
pub(super) fn assigned_vars(p: &Program) -> Vec<bool> {
    let mut w = vec![false; p.vars.len()];
    visit(&p.body, &mut |n| {
        if let Node::Stmt(Stmt::Set(v, _) | Stmt::For { var: v, .. }) = n
            && let Some(x) = w.get_mut(*v as usize)
        {
            *x = true;
        }
    });
    w
}

/// One past the highest global the program (its functions included)
/// reads or writes.
pub(super) fn globals_used(p: &Program) -> usize {
    let mut n = 0;
    let mut note = |node: Node| match node {
        Node::Stmt(Stmt::SetGlobal(g, _)) | Node::Expr(Expr::Global(g, _)) => {
            n = n.max(*g as usize + 1);
        }
        _ => {}
    };
    visit(&p.body, &mut note);
    for f in &p.funcs {
        visit(&f.body, &mut note);
    }
    n
}

/// The table words (argument, word) the accesses in `body` (and `cond`)
/// read, for loading once before a loop runs it; `args` gives each
/// argument's kind and its unit-stride axis.
pub(super) fn words_in(
    body: &[Stmt],
    cond: Option<&Expr>,
    args: &[(ArgKind, Option<u8>)],
) -> Vec<(u32, usize)> {
    let mut out = Vec::new();
    let mut access = |a: &Access| match args.get(a.buf as usize) {
        Some((ArgKind::View(n), unit)) => {
            let n = *n as usize;
            out.push((a.buf, super::codegen::ORIGIN));
            for ax in 0..n.min(a.index.len()) {
                out.push((a.buf, 3 + ax));
                if *unit != Some(ax as u8) {
                    out.push((a.buf, 3 + n + ax));
                }
            }
        }
        Some((ArgKind::Pointer, _)) => out.extend([(a.buf, 0), (a.buf, 1), (a.buf, 2)]),
        // Only the context's address: its contents change with a push.
        Some((ArgKind::Vector, _)) => out.push((a.buf, 3)),
        None => {}
    };
    let mut dims = Vec::new();
    let mut vec_words = Vec::new();
    // The condition is walked as the body of a loop of its own.
    let cond_stmt = cond.map(|c| Stmt::Eval(c.clone()));
    for part in [body, cond_stmt.as_slice()] {
        visit(part, &mut |n| match n {
            Node::Stmt(Stmt::Store(a, _)) | Node::Expr(Expr::Load(a)) => access(a),
            Node::Expr(Expr::Dim { buf, stride, axis }) => dims.push((*buf, *stride, *axis)),
            Node::Expr(Expr::VecLen(buf)) | Node::Stmt(Stmt::VecPush { buf, .. }) => {
                if let Some((ArgKind::Vector, _)) = args.get(*buf as usize) {
                    vec_words.push((*buf, 3));
                }
            }
            _ => {}
        });
    }
    for (buf, stride, axis) in dims {
        if let Some((ArgKind::View(n), _)) = args.get(buf as usize) {
            let k = axis as usize + if stride { *n as usize } else { 0 };
            out.push((buf, 3 + k));
        }
    }
    out.extend(vec_words);
    out.sort_unstable();
    out.dedup();
    out
}

/// Calls `f` on each expression directly inside a statement.
fn each_expr<'a>(s: &'a Stmt, f: &mut dyn FnMut(&'a Expr)) {
    match s {
        Stmt::Set(_, e)
        | Stmt::SetGlobal(_, e)
        | Stmt::Guard(e, _)
        | Stmt::Eval(e)
        | Stmt::VecPush { value: e, .. } => f(e),
        Stmt::Store(a, e) => {
            a.index.iter().for_each(&mut *f);
            f(e);
        }
        Stmt::SetCell(i, e) => {
            f(i);
            f(e);
        }
        Stmt::If(c, _, _) | Stmt::While(c, _, _) => f(c),
        Stmt::For {
            start, stop, step, ..
        } => {
            f(start);
            f(stop);
            f(step);
        }
        Stmt::Return(Some(e)) => f(e),
        Stmt::Return(None) | Stmt::Break | Stmt::Continue => {}
    }
}

/// Calls `f` on each direct subexpression.
fn each_sub<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    match e {
        Expr::I(_)
        | Expr::F(_)
        | Expr::Var(_)
        | Expr::Dim { .. }
        | Expr::Global(..)
        | Expr::VecLen(_) => {}
        Expr::Un(_, a) | Expr::Call1(_, a) | Expr::Cell(a, _) => f(a),
        Expr::Bin(_, a, b) | Expr::Cmp(_, a, b) | Expr::Call2(_, a, b) | Expr::CallI2(_, a, b) => {
            f(a);
            f(b);
        }
        Expr::If(c, a, b) => {
            f(c);
            f(a);
            f(b);
        }
        Expr::Load(a) => a.index.iter().for_each(f),
        Expr::Call4(_, xs) => xs.iter().for_each(f),
        Expr::Call { args, .. } => args.iter().for_each(f),
        Expr::Seq(_, x) => f(x),
    }
}

/// Calls `fs` on every statement of `body` (before its nested blocks and
/// expressions) and `fe` on every expression (after its subexpressions),
/// statements inside expressions (`Seq`) included, for rewriting them in
/// place.
pub fn rewrite(body: &mut [Stmt], fs: &mut dyn FnMut(&mut Stmt), fe: &mut dyn FnMut(&mut Expr)) {
    fn expr(e: &mut Expr, fs: &mut dyn FnMut(&mut Stmt), fe: &mut dyn FnMut(&mut Expr)) {
        match e {
            Expr::I(_)
            | Expr::F(_)
            | Expr::Var(_)
            | Expr::Dim { .. }
            | Expr::Global(..)
            | Expr::VecLen(_) => {}
            Expr::Un(_, a) | Expr::Call1(_, a) | Expr::Cell(a, _) => expr(a, fs, fe),
            Expr::Bin(_, a, b)
            | Expr::Cmp(_, a, b)
            | Expr::Call2(_, a, b)
            | Expr::CallI2(_, a, b) => {
                expr(a, fs, fe);
                expr(b, fs, fe);
            }
            Expr::If(c, a, b) => {
                expr(c, fs, fe);
                expr(a, fs, fe);
                expr(b, fs, fe);
            }
            Expr::Load(a) => a.index.iter_mut().for_each(|x| expr(x, fs, fe)),
            Expr::Call4(_, xs) => xs.iter_mut().for_each(|x| expr(x, fs, fe)),
            Expr::Call { args, .. } => args.iter_mut().for_each(|x| expr(x, fs, fe)),
            Expr::Seq(s, x) => {
                rewrite(s, fs, fe);
                expr(x, fs, fe);
            }
        }
        fe(e);
    }
    for s in body {
        fs(s);
        match s {
            Stmt::Set(_, e)
            | Stmt::SetGlobal(_, e)
            | Stmt::Guard(e, _)
            | Stmt::Eval(e)
            | Stmt::Return(Some(e))
            | Stmt::VecPush { value: e, .. } => expr(e, fs, fe),
            Stmt::SetCell(i, e) => {
                expr(i, fs, fe);
                expr(e, fs, fe);
            }
            Stmt::Store(a, e) => {
                a.index.iter_mut().for_each(|x| expr(x, fs, fe));
                expr(e, fs, fe);
            }
            Stmt::If(c, a, b) | Stmt::While(c, a, b) => {
                expr(c, fs, fe);
                rewrite(a, fs, fe);
                rewrite(b, fs, fe);
            }
            Stmt::For {
                start,
                stop,
                step,
                body,
                orelse,
                ..
            } => {
                expr(start, fs, fe);
                expr(stop, fs, fe);
                expr(step, fs, fe);
                rewrite(body, fs, fe);
                rewrite(orelse, fs, fe);
            }
            Stmt::Return(None) | Stmt::Break | Stmt::Continue => {}
        }
    }
}
