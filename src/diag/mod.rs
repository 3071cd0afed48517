//! The one diagnostic type of arr: a Python exception name and message, word
//! for word as Python or Cython gives them, with arr's own explanation in
//! labels and help. `render.rs` is the only place that prints one.

pub mod render;

use crate::source::Span;

/// Which phase found the problem; it picks the exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Found before running (syntax, names, types): exit code 2.
    Static,
    /// Raised while running: exit code 1.
    Runtime,
}

/// One diagnostic: `kind: message` at `span`, with extra labels and help.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// The exception class name (`SyntaxError`, `TypeError`, …) or `warning`.
    pub kind: String,
    /// The message exactly as Python/Cython phrase it.
    pub message: String,
    pub span: Option<Span>,
    /// Text under the primary caret.
    pub label: Option<String>,
    /// Further spans with their own text.
    pub labels: Vec<(Span, String)>,
    pub help: Option<String>,
    /// Calls that were active when a runtime error was raised, outermost
    /// first: the function name and the span of the call.
    pub trace: Vec<(String, Span)>,
    pub phase: Phase,
}

impl Diagnostic {
    pub fn new(kind: &str, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            kind: kind.to_string(),
            message: message.into(),
            span: Some(span),
            label: None,
            labels: Vec::new(),
            help: None,
            trace: Vec::new(),
            phase: Phase::Static,
        }
    }

    pub fn syntax(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new("SyntaxError", message, span)
    }

    pub fn with_label(mut self, text: impl Into<String>) -> Diagnostic {
        self.label = Some(text.into());
        self
    }

    pub fn with_help(mut self, text: impl Into<String>) -> Diagnostic {
        self.help = Some(text.into());
        self
    }

    pub fn with_extra(mut self, span: Span, text: impl Into<String>) -> Diagnostic {
        self.labels.push((span, text.into()));
        self
    }

    pub fn runtime(mut self) -> Diagnostic {
        self.phase = Phase::Runtime;
        self
    }
}
