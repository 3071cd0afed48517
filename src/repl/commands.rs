//! The REPL's own commands (`:help`, `:type`, `:layout`, `:time`, `:vars`,
//! `:reset`, `:load`, `:quit`), `help(x)`, `x?`, and `exit`/`quit`.

use super::session::{Evaluated, Session};
use crate::eval::value::Value;
use std::time::{Duration, Instant};

/// What the caller does after a line.
#[derive(Debug, PartialEq, Eq)]
pub enum Action {
    /// The line was a command and has been handled.
    Handled,
    /// The line is code: run it.
    Code,
    /// Leave the REPL.
    Quit,
}

/// Handles `line` if it is a command.
pub fn dispatch(s: &mut Session, line: &str) -> Action {
    let t = line.trim();
    if matches!(t, "exit" | "quit" | "exit()" | "quit()") {
        return Action::Quit;
    }
    if let Some(inner) = t.strip_prefix("help(").and_then(|r| r.strip_suffix(')')) {
        help(s, inner.trim());
        return Action::Handled;
    }
    if !t.contains('\n')
        && let Some(name) = t.strip_suffix('?')
        && !name.is_empty()
    {
        help(s, name.trim());
        return Action::Handled;
    }
    let Some(cmd) = t.strip_prefix(':') else {
        return Action::Code;
    };
    let (name, arg) = cmd.split_once(char::is_whitespace).unwrap_or((cmd, ""));
    let arg = arg.trim();
    match name {
        "q" | "quit" | "exit" => return Action::Quit,
        "h" | "help" => help(s, arg),
        "type" | "t" => type_of(s, arg),
        "layout" => layout(s, arg),
        "time" | "timeit" => time(s, arg),
        "vars" | "who" => vars(s),
        "reset" => {
            s.reset();
            s.write_out("(every name forgotten)\n");
        }
        "load" => load(s, arg),
        _ => s.write_err(&format!(
            "unknown command ':{name}'; :help lists the commands\n"
        )),
    }
    Action::Handled
}

fn help(s: &mut Session, name: &str) {
    let module_of = |head: &str| {
        s.state()
            .imported()
            .find(|(n, _)| *n == head)
            .map(|(_, p)| p)
    };
    if let Some(text) = super::help::lookup(name, module_of) {
        s.write_out(&format!("{}\n", text.trim_end()));
        return;
    }
    let ty = s
        .state()
        .names()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| t.name());
    match ty {
        Some(ty) => {
            let value = s
                .global(name)
                .map(|v| format!(" = {}", short(&v)))
                .unwrap_or_default();
            s.write_out(&format!("{name}: {ty}{value}\n"));
        }
        None => s.write_err(&format!(
            "no help for '{name}': not a command, topic, builtin or name in this session\n"
        )),
    }
}

/// A value in one line, cut at 70 characters.
fn short(v: &Value) -> String {
    if let Value::MemView(a, cty) = v {
        return crate::eval::echo::view_header(a, Some(cty));
    }
    let r = v.repr();
    let first = r.lines().next().unwrap_or("");
    if first.chars().count() > 70 || r.contains('\n') {
        let cut: String = first.chars().take(66).collect();
        format!("{cut} ...")
    } else {
        first.to_string()
    }
}

fn type_of(s: &mut Session, expr: &str) {
    if expr.is_empty() {
        s.write_err("usage: :type expr\n");
        return;
    }
    let src_text = format!("{}\n{expr}", s.source().text);
    let offset = src_text.len() - expr.len();
    let src = crate::source::Source::new("<stdin>", src_text.as_str());
    match crate::syntax::parse_expression(expr, offset) {
        Err(d) => s.write_err(&crate::diag::render::render(
            &d,
            &src,
            crate::diag::render::Style::Plain,
        )),
        Ok(e) => match crate::sema::state::static_type(&src, &e, s.state()) {
            Ok(t) => s.write_out(&format!("{t}\n")),
            Err(ds) => {
                for d in ds {
                    let text =
                        crate::diag::render::render(&d, &src, crate::diag::render::Style::Plain);
                    s.write_err(&text);
                }
            }
        },
    }
}

fn layout(s: &mut Session, expr: &str) {
    if expr.is_empty() {
        s.write_err("usage: :layout expr (a memoryview or array)\n");
        return;
    }
    match s.value_of(expr) {
        Evaluated::Value(Value::MemView(a, cty)) => {
            s.write_out(&super::layout::draw(&a, Some(&cty)))
        }
        Evaluated::Value(Value::Array(a)) => s.write_out(&super::layout::draw(&a, None)),
        Evaluated::Value(v) => s.write_err(&format!(
            ":layout draws a memoryview or an array; {expr} is {}\n",
            v.type_name()
        )),
        Evaluated::NotAnExpression => {
            s.write_err(":layout draws the value of an expression (a memoryview or an array)\n")
        }
        Evaluated::Failed => {}
    }
}

/// A duration the way IPython's %timeit shows one.
fn human(d: f64) -> String {
    let (v, unit) = if d >= 1.0 {
        (d, "s")
    } else if d >= 1e-3 {
        (d * 1e3, "ms")
    } else if d >= 1e-6 {
        (d * 1e6, "µs")
    } else {
        (d * 1e9, "ns")
    };
    let digits = if v >= 100.0 {
        0
    } else if v >= 10.0 {
        1
    } else {
        2
    };
    format!("{v:.digits$} {unit}")
}

/// Runs the statement in loops of 1, 10, 100… until one loop takes 0.2 s,
/// then 7 runs of that many loops, and reports mean ± standard deviation
/// per loop, as IPython's %timeit does.
fn time(s: &mut Session, stmt: &str) {
    if stmt.is_empty() {
        s.write_err("usage: :time stmt\n");
        return;
    }
    let Some(p) = s.prepare(stmt, true) else {
        return;
    };
    let run_loops = |s: &mut Session, n: u64| -> Option<Duration> {
        let t0 = Instant::now();
        for _ in 0..n {
            if let Err(e) = s.execute(&p) {
                s.report_exception(&e);
                return None;
            }
        }
        Some(t0.elapsed())
    };
    let mut loops = 1u64;
    loop {
        let Some(d) = run_loops(s, loops) else { return };
        if d.as_secs_f64() >= 0.2 || loops >= 1_000_000_000 {
            break;
        }
        loops *= 10;
    }
    let mut per = Vec::with_capacity(7);
    for _ in 0..7 {
        let Some(d) = run_loops(s, loops) else { return };
        per.push(d.as_secs_f64() / loops as f64);
    }
    let mean = per.iter().sum::<f64>() / per.len() as f64;
    let var = per.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / per.len() as f64;
    let plural = if loops == 1 { "" } else { "s" };
    s.write_out(&format!(
        "{} ± {} per loop (mean ± std. dev. of 7 runs, {loops} loop{plural} each)\n",
        human(mean),
        human(var.sqrt())
    ));
}

fn vars(s: &mut Session) {
    let names: Vec<(String, String)> = s
        .state()
        .names()
        .filter(|(n, _)| *n != "_")
        .map(|(n, t)| (n.to_string(), t.name()))
        .collect();
    let mut out = String::new();
    for (name, ty) in names {
        if let Some(v) = s.global(&name) {
            out.push_str(&format!("{name}: {ty} = {}\n", short(&v)));
        }
    }
    if out.is_empty() {
        out.push_str("(no names defined)\n");
    }
    s.write_out(&out);
}

fn load(s: &mut Session, path: &str) {
    if path.is_empty() {
        s.write_err("usage: :load FILE\n");
        return;
    }
    match std::fs::read_to_string(path) {
        Ok(text) => {
            s.run(&text);
        }
        Err(e) => s.write_err(&format!(
            "can't open file '{path}': {}\n",
            crate::eval::exc::io_reason(&e)
        )),
    }
}
