//! A REPL session without a terminal: inputs run one after another in one
//! module, each seeing what the earlier ones defined. The terminal front
//! end, `:commands` and the transcript tests all drive this.

use crate::diag::Diagnostic;
use crate::diag::render::{Style, render};
use crate::eval::compile::{CodeCell, compile};
use crate::eval::exc::Exc;
use crate::eval::frame::{Frame, Globals, Runtime};
use crate::eval::value::Value;
use crate::sema::SemaState;
use crate::source::Source;
use parking_lot::Mutex;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What became of one input.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It ran to the end.
    Done,
    /// It was refused before running; nothing changed.
    Refused,
    /// It raised; what ran before the exception stays done.
    Raised,
}

/// A writer the session and its caller share (the program's output goes
/// through the runtime, which wants to own its writer).
#[derive(Clone, Default)]
pub struct SharedOut(pub Arc<Mutex<Vec<u8>>>);

impl Write for SharedOut {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl SharedOut {
    /// Takes what was written so far.
    pub fn take(&self) -> String {
        String::from_utf8_lossy(&std::mem::take(&mut *self.0.lock())).into_owned()
    }
}

pub struct Session {
    state: SemaState,
    globals: Globals,
    codes: Vec<CodeCell>,
    rt: Runtime,
    /// Every input so far, one after another: spans of functions defined
    /// by earlier inputs point into it, so their errors still show code.
    text: String,
    err: Box<dyn Write + Send>,
    style: Style,
}

/// What evaluating a command's expression gave.
pub enum Evaluated {
    Value(Value),
    /// The text ran but was not an expression (or its value was None).
    NotAnExpression,
    /// It was refused or raised; the error has been reported.
    Failed,
}

/// An input ready to run (possibly many times, as `:time` does).
pub struct Prepared {
    body: crate::eval::call::Es,
    n_c: u32,
    n_v: u32,
}

/// The name diagnostics give the session's text.
const NAME: &str = "<stdin>";

/// The text with every byte but newlines made a space: parsing it followed
/// by a new input gives spans that index the whole session text, and the
/// blank lines count for nothing.
fn blanked(text: &str) -> String {
    text.bytes()
        .map(|b| if b == b'\n' { '\n' } else { ' ' })
        .collect()
}

impl Session {
    /// A session writing the program's output to `out` and diagnostics to
    /// `err`.
    pub fn new(out: Box<dyn Write + Send>, err: Box<dyn Write + Send>, style: Style) -> Session {
        Session {
            state: SemaState::interactive(),
            globals: Globals::default(),
            codes: Vec::new(),
            rt: Runtime::new(out, "__main__"),
            text: String::new(),
            err,
            style,
        }
    }

    /// The flag Ctrl-C sets to interrupt a running input.
    pub fn interrupt_flag(&self) -> Arc<AtomicBool> {
        self.rt.interrupt.clone()
    }

    /// What sema knows of the session's names.
    pub fn state(&self) -> &SemaState {
        &self.state
    }

    /// The source text of the whole session so far.
    pub fn source(&self) -> Source {
        Source::new(NAME, self.text.as_str())
    }

    /// Forgets every binding, function and import.
    pub fn reset(&mut self) {
        self.state = SemaState::interactive();
        self.globals = Globals::default();
        self.codes.clear();
    }

    /// Shows diagnostics against the session text.
    pub fn report(&mut self, diags: &[Diagnostic]) {
        let src = self.source();
        for d in diags {
            let _ = write!(self.err, "{}", render(d, &src, self.style));
        }
        let _ = self.err.flush();
    }

    /// Appends an input to the session text and parses it; its spans index
    /// the session text.
    fn append(&mut self, input: &str) -> crate::syntax::Parsed {
        let mut padded = blanked(&self.text);
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.text.push('\n');
            padded.push('\n');
        }
        self.text.push_str(input);
        padded.push_str(input);
        crate::syntax::parse_module(&padded)
    }

    /// Runs one input. A trailing `;` keeps its last value from showing.
    pub fn run(&mut self, input: &str) -> Outcome {
        let quiet = input.trim_end().ends_with(';');
        let Some(prepared) = self.prepare(input, quiet) else {
            return Outcome::Refused;
        };
        match self.execute(&prepared) {
            Ok(()) => Outcome::Done,
            Err(e) => {
                self.report_exception(&e);
                Outcome::Raised
            }
        }
    }

    /// Parses, checks and compiles an input; on an error, reports it and
    /// leaves the session as it was.
    pub fn prepare(&mut self, input: &str, quiet_last: bool) -> Option<Prepared> {
        let parsed = self.append(input);
        if !parsed.errors.is_empty() {
            self.report(&parsed.errors);
            return None;
        }
        let saved = self.state.clone();
        self.state.set_quiet_last(quiet_last);
        let src = self.source();
        let (mut program, errors, warnings) =
            crate::sema::analyze_session(&src, &parsed.stmts, &mut self.state);
        self.report(&warnings);
        if !errors.is_empty() {
            self.state = saved;
            self.report(&errors);
            return None;
        }
        let compiled = compile(&program, std::mem::take(&mut self.codes));
        self.codes = compiled.codes;
        self.state.restore_funcs(std::mem::take(&mut program.funcs));
        self.globals.ensure(program.n_gv, program.n_gc);
        Some(Prepared {
            body: compiled.body,
            n_c: program.n_c,
            n_v: program.n_v,
        })
    }

    /// Runs a prepared input once. Ctrl-C (the interrupt flag) stops it
    /// with `KeyboardInterrupt`.
    pub fn execute(&mut self, p: &Prepared) -> Result<(), Box<Exc>> {
        self.rt.interrupt.store(false, Ordering::Relaxed);
        let Globals { v, c } = &mut self.globals;
        let mut frame = Frame::new(p.n_c, p.n_v, v, c, &self.rt, 0);
        let result = (p.body)(&mut frame);
        drop(frame);
        self.rt.flush();
        self.rt.interrupt.store(false, Ordering::Relaxed);
        result.map(|_| ())
    }

    /// Shows an exception that ended an input.
    pub fn report_exception(&mut self, e: &Exc) {
        let d = crate::session::runtime_diagnostic(e);
        self.report(&[d]);
    }

    /// The value of an expression, evaluated in the session (errors are
    /// reported against the expression as typed); `_` is left as it was.
    pub fn value_of(&mut self, expr: &str) -> Evaluated {
        // Only an expression: `:layout x = 3` must not assign.
        let parsed = crate::syntax::parse_module(expr);
        if parsed.errors.is_empty()
            && !matches!(
                parsed.stmts.as_slice(),
                [crate::syntax::ast::Stmt {
                    kind: crate::syntax::ast::StmtKind::Expr(_),
                    ..
                }]
            )
        {
            return Evaluated::NotAnExpression;
        }
        let last = self.global("_");
        self.state.set_silent(true);
        let prepared = self.prepare(expr, false);
        self.state.set_silent(false);
        let Some(p) = prepared else {
            return Evaluated::Failed;
        };
        self.set_last(Value::Undef);
        let result = self.execute(&p);
        let v = self.global("_");
        self.set_last(last.unwrap_or(Value::Undef));
        match (result, v) {
            (Err(e), _) => {
                self.report_exception(&e);
                Evaluated::Failed
            }
            (Ok(()), Some(v)) => Evaluated::Value(v),
            (Ok(()), None) => Evaluated::NotAnExpression,
        }
    }

    fn set_last(&mut self, v: Value) {
        if let Some(g) = self.state.globals.get("_")
            && let Some(slot) = self.globals.v.get_mut(g.slot as usize)
        {
            *slot = v;
        }
    }

    /// The value of a global, if bound (a C global as a Python object).
    pub fn global(&self, name: &str) -> Option<Value> {
        let g = self.state.globals.get(name)?;
        if g.ty.is_c() {
            let bits = self.globals.c.get(g.slot as usize)?.load(Ordering::Relaxed);
            return crate::eval::call::c_bits_to_value(bits, &g.ty).ok();
        }
        match self.globals.v.get(g.slot as usize) {
            Some(Value::Undef) | None => None,
            Some(v) => Some(v.clone()),
        }
    }

    /// Writes text to the program's output.
    pub fn write_out(&self, s: &str) {
        self.rt.write(s);
        self.rt.flush();
    }

    /// Writes text to the diagnostics stream.
    pub fn write_err(&mut self, s: &str) {
        let _ = self.err.write_all(s.as_bytes());
        let _ = self.err.flush();
    }
}
