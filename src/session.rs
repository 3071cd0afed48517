//! The one door the front ends use: run or check a source text, with
//! output and diagnostics going where the caller says.

use crate::diag::Diagnostic;
use crate::diag::render::{Style, render};
use crate::eval::compile::compile;
use crate::eval::frame::{Frame, Globals, Runtime};
use crate::eval::value::Value;
use crate::source::Source;
use std::io::Write;
use std::sync::OnceLock;

static ARGS: OnceLock<Vec<String>> = OnceLock::new();

/// Sets what `argv()` returns (script path first).
pub fn set_script_args(args: Vec<String>) {
    let _ = ARGS.set(args);
}

pub fn script_args() -> Vec<String> {
    ARGS.get().cloned().unwrap_or_default()
}

/// Stack for the thread that parses, checks and runs a program: deep but
/// legal programs (nesting up to the parser's caps, recursion up to the
/// recursion limit) must never overflow it.
pub const STACK_BYTES: usize = 1 << 30;

/// Exit status of a run: 0 ok, 1 runtime error, 2 error found before
/// running.
pub type ExitCode = i32;

/// Everything found before running: syntax and sema diagnostics, and
/// Cython-style warnings.
pub struct Checked {
    pub program: Option<crate::sema::hir::Program>,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    /// The source map diagnostics point into: the script and the modules
    /// of its folder it imports.
    pub source: Source,
}

/// Parses and checks a source text, with the modules of its folder it
/// imports.
pub fn check(src: &Source) -> Checked {
    let parsed = crate::syntax::parse_module(&src.text);
    if !parsed.errors.is_empty() {
        return Checked {
            program: None,
            errors: parsed.errors,
            warnings: Vec::new(),
            source: src.clone(),
        };
    }
    let loaded = crate::loader::load(src, parsed.stmts);
    if !loaded.errors.is_empty() {
        return Checked {
            program: None,
            errors: loaded.errors,
            warnings: Vec::new(),
            source: loaded.src,
        };
    }
    let (program, errors, warnings) =
        crate::sema::analyze_with_modules(&loaded.src, &loaded.main, loaded.modules);
    Checked {
        program: Some(program),
        errors,
        warnings,
        source: loaded.src,
    }
}

/// Checks `src`, writing its warnings (when `warn`) and errors to `err`:
/// the program and the source map it was read from, or the exit code of a
/// file with errors.
fn checked_program(
    src: &Source,
    err: &mut dyn Write,
    style: Style,
    warn: bool,
) -> Result<(crate::sema::hir::Program, Source), ExitCode> {
    let checked = check(src);
    let src = &checked.source;
    if warn {
        for w in &checked.warnings {
            let _ = write!(err, "{}", render(w, src, style));
        }
    }
    if !checked.errors.is_empty() {
        for d in &checked.errors {
            let _ = write!(err, "{}", render(d, src, style));
        }
        return Err(2);
    }
    let program = checked.program.ok_or(2)?;
    Ok((program, checked.source))
}

/// `arr check --cython`: the file's errors, or else each use of an arr
/// extension with the message Cython gives for it. 0 when Cython would
/// accept everything arr accepted, 1 when something needs rewriting, 2 on
/// errors.
pub fn check_cython(src: &Source, err: &mut dyn Write, style: Style) -> ExitCode {
    let (program, src) = match checked_program(src, err, style, false) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let src = &src;
    for d in &program.extensions {
        let _ = write!(err, "{}", render(d, src, style));
    }
    match program.extensions.len() {
        0 => {
            let _ = writeln!(err, "{}: nothing Cython would refuse", src.name);
            0
        }
        n => {
            let _ = writeln!(
                err,
                "{}: {n} place{} Cython would refuse",
                src.name,
                if n == 1 { "" } else { "s" }
            );
            1
        }
    }
}

/// The diagnostic for an exception that reached the top.
pub fn runtime_diagnostic(e: &crate::eval::exc::Exc) -> Diagnostic {
    let mut d = Diagnostic::new(
        &e.qualified_class_name(),
        e.message(),
        e.span.unwrap_or_default(),
    );
    d.span = e.span;
    d.trace = e.trace.iter().map(|(n, s)| (n.to_string(), *s)).collect();
    d.runtime()
}

/// Checks and (unless `check_only`) runs `src`, writing the program's
/// output to `out` and diagnostics to `err`.
pub fn run_source(
    src: &Source,
    out: Box<dyn Write + Send>,
    err: &mut (dyn Write + Send),
    style: Style,
    check_only: bool,
) -> ExitCode {
    let src = src.clone();

    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, move || run_inner(&src, out, err, style, check_only));
        match handle {
            Ok(h) => h.join().unwrap_or(70),
            Err(_) => 70,
        }
    })
}

fn run_inner(
    src: &Source,
    out: Box<dyn Write + Send>,
    err: &mut (dyn Write + Send),
    style: Style,
    check_only: bool,
) -> ExitCode {
    let (program, src) = match checked_program(src, err, style, true) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let src = &src;
    if check_only {
        return 0;
    }
    let compiled = compile(&program, Vec::new());
    let mut globals = Globals::default();
    globals.ensure(program.n_gv, program.n_gc);
    let rt = Runtime::new(out, &program.module_name);
    let Globals { v, c } = &mut globals;
    let mut frame = Frame::new(program.n_c, program.n_v, v, c, &rt, 0);
    let result = (compiled.body)(&mut frame);
    // The module's objects die with it: their `__dealloc__` runs before
    // blocks never freed are reported.
    crate::eval::dealloc::run(&mut frame);
    drop(frame);
    let dying: Vec<_> = std::mem::take(v);
    let mut spare = Globals::default();
    spare.ensure(program.n_gv, program.n_gc);
    let Globals { v: sv, c: sc } = &mut spare;
    let mut frame = Frame::new(program.n_c, program.n_v, sv, sc, &rt, 0);
    drop(dying);
    crate::eval::dealloc::run(&mut frame);
    rt.flush();
    crate::builtins::fileio::flush_all();
    let code = match result {
        Ok(_) => 0,
        Err(e) if e.class_name() == "SystemExit" => system_exit(&e, err),
        Err(e) => {
            let d = runtime_diagnostic(&e);
            let _ = write!(err, "{}", render(&d, src, style));
            1
        }
    };
    for line in crate::eval::memory::leak_report() {
        let _ = writeln!(err, "{line}");
    }
    code
}

/// The status `sys.exit(arg)` ends the program with, as CPython gives it:
/// none or `None` is 0, an int is itself, anything else is printed to
/// stderr and is 1.
fn system_exit(e: &crate::eval::exc::Exc, err: &mut dyn Write) -> ExitCode {
    let arg = match &e.value {
        Value::Instance(i) => match i.get_attr("args") {
            Some(Value::Tuple(t)) => t.first().cloned().unwrap_or(Value::None),
            _ => Value::None,
        },
        _ => Value::None,
    };
    match arg {
        Value::None => 0,
        Value::Int(i) => i as ExitCode,
        Value::Bool(b) => ExitCode::from(b),
        other => {
            let _ = writeln!(err, "{}", other.str());
            1
        }
    }
}
