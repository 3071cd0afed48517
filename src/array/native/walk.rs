//! Walks over a kernel program: which arguments it writes, and the
//! element width it accesses each with.

use super::codegen::err;
use super::{Access, ArgKind, Expr, Program, Stmt, Unsupported};

/// The element width each argument is accessed with (None: only its
/// extents are read); an error when one argument is accessed with two.
pub(super) fn arg_widths(p: &Program) -> Result<Vec<Option<usize>>, Unsupported> {
    fn note(a: &Access, w: &mut [Option<usize>], bad: &mut bool) {
        match w.get_mut(a.buf as usize) {
            Some(slot @ None) => *slot = Some(a.dtype.itemsize()),
            Some(Some(x)) if *x == a.dtype.itemsize() => {}
            _ => *bad = true,
        }
    }
    fn walk(s: &[Stmt], w: &mut [Option<usize>], bad: &mut bool) {
        for s in s {
            if let Stmt::Store(a, _) = s {
                note(a, w, bad);
            }
            match s {
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, w, bad);
                    walk(b, w, bad);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, w, bad);
                    walk(orelse, w, bad);
                }
                _ => {}
            }
            each_expr(s, &mut |e| exprs(e, w, bad));
        }
    }
    fn exprs(e: &Expr, w: &mut [Option<usize>], bad: &mut bool) {
        match e {
            Expr::Load(a) => note(a, w, bad),
            Expr::Seq(s, _) => walk(s, w, bad),
            _ => {}
        }
        each_sub(e, &mut |x| exprs(x, w, bad));
    }
    let mut w = vec![None; p.args.len()];
    let mut bad = false;
    walk(&p.body, &mut w, &mut bad);
    if bad {
        return err("an argument accessed with two element widths");
    }
    Ok(w)
}

/// Arguments a program stores into.
pub(super) fn written_args(p: &Program) -> Vec<bool> {
    fn walk(s: &[Stmt], w: &mut [bool]) {
        for s in s {
            match s {
                Stmt::Store(a, _) => {
                    if let Some(x) = w.get_mut(a.buf as usize) {
                        *x = true;
                    }
                }
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, w);
                    walk(b, w);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, w);
                    walk(orelse, w);
                }
                _ => {}
            }
            // Stores inside expressions (`Seq`) are found by their own walk.
            each_expr(s, &mut |e| exprs(e, w));
        }
    }
    fn exprs(e: &Expr, w: &mut [bool]) {
        if let Expr::Seq(s, _) = e {
            walk(s, w);
        }
        each_sub(e, &mut |x| exprs(x, w));
    }
    let mut w = vec![false; p.args.len()];
    walk(&p.body, &mut w);
    w
}

/// Calls `f` on each expression directly inside a statement.
pub(super) fn each_expr(s: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match s {
        Stmt::Set(_, e) | Stmt::SetGlobal(_, e) | Stmt::Guard(e, _) | Stmt::Eval(e) => f(e),
        Stmt::Store(a, e) => {
            a.index.iter().for_each(&mut *f);
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
pub(super) fn each_sub(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    match e {
        Expr::I(_) | Expr::F(_) | Expr::Var(_) | Expr::Dim { .. } | Expr::Global(..) => {}
        Expr::Un(_, a) | Expr::Call1(_, a) => f(a),
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
        Expr::Call { args, .. } => args.iter().for_each(f),
        Expr::Seq(_, x) => f(x),
    }
}

/// The kernel variables its body assigns (only these are stored back).
pub(super) fn assigned_vars(p: &Program) -> Vec<bool> {
    fn mark(v: u32, w: &mut [bool]) {
        if let Some(x) = w.get_mut(v as usize) {
            *x = true;
        }
    }
    fn walk(s: &[Stmt], w: &mut [bool]) {
        for s in s {
            match s {
                Stmt::Set(v, _) => mark(*v, w),
                Stmt::For { var, .. } => mark(*var, w),
                _ => {}
            }
            match s {
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, w);
                    walk(b, w);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, w);
                    walk(orelse, w);
                }
                _ => {}
            }
            each_expr(s, &mut |e| exprs(e, w));
        }
    }
    fn exprs(e: &Expr, w: &mut [bool]) {
        if let Expr::Seq(s, _) = e {
            walk(s, w);
        }
        each_sub(e, &mut |x| exprs(x, w));
    }
    let mut w = vec![false; p.vars.len()];
    walk(&p.body, &mut w);
    w
}

/// The table words (argument, word) the accesses in `body` read, for
/// loading once before a loop runs it.
pub(super) fn words_in(
    body: &[Stmt],
    cond: Option<&Expr>,
    args: &[(ArgKind, Option<u8>)],
) -> Vec<(u32, usize)> {
    type Args<'a> = &'a [(ArgKind, Option<u8>)];
    fn access(a: &Access, args: Args, out: &mut Vec<(u32, usize)>) {
        match args.get(a.buf as usize) {
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
            None => {}
        }
    }
    fn walk(s: &[Stmt], args: Args, out: &mut Vec<(u32, usize)>) {
        for s in s {
            if let Stmt::Store(a, _) = s {
                access(a, args, out);
            }
            match s {
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, args, out);
                    walk(b, args, out);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, args, out);
                    walk(orelse, args, out);
                }
                _ => {}
            }
            each_expr(s, &mut |e| exprs(e, args, out));
        }
    }
    fn exprs(e: &Expr, args: Args, out: &mut Vec<(u32, usize)>) {
        match e {
            Expr::Load(a) => access(a, args, out),
            Expr::Dim { buf, stride, axis } => {
                if let Some((ArgKind::View(n), _)) = args.get(*buf as usize) {
                    let k = *axis as usize + if *stride { *n as usize } else { 0 };
                    out.push((*buf, 3 + k));
                }
            }
            Expr::Seq(s, _) => walk(s, args, out),
            _ => {}
        }
        each_sub(e, &mut |x| exprs(x, args, out));
    }
    let mut out = Vec::new();
    walk(body, args, &mut out);
    if let Some(c) = cond {
        exprs(c, args, &mut out);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// One past the highest global the program (its functions included)
/// reads or writes.
pub(super) fn globals_used(p: &Program) -> usize {
    fn walk(s: &[Stmt], n: &mut usize) {
        for s in s {
            if let Stmt::SetGlobal(g, _) = s {
                *n = (*n).max(*g as usize + 1);
            }
            match s {
                Stmt::If(_, a, b) | Stmt::While(_, a, b) => {
                    walk(a, n);
                    walk(b, n);
                }
                Stmt::For { body, orelse, .. } => {
                    walk(body, n);
                    walk(orelse, n);
                }
                _ => {}
            }
            each_expr(s, &mut |e| exprs(e, n));
        }
    }
    fn exprs(e: &Expr, n: &mut usize) {
        match e {
            Expr::Global(g, _) => *n = (*n).max(*g as usize + 1),
            Expr::Seq(s, _) => walk(s, n),
            _ => {}
        }
        each_sub(e, &mut |x| exprs(x, n));
    }
    let mut n = 0;
    walk(&p.body, &mut n);
    for f in &p.funcs {
        walk(&f.body, &mut n);
    }
    n
}
