//! The only renderer of diagnostics: miette's graphical report, with colour
//! on terminals and plain fixed-width text otherwise (tests, pipes,
//! `NO_COLOR`).

use super::Diagnostic;
use crate::source::Source;
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, SourceSpan};
use std::fmt;

/// A diagnostic bound to its source, in the shape miette renders.
struct Report<'a> {
    diag: &'a Diagnostic,
    src: NamedSource<String>,
}

impl fmt::Debug for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.diag.kind, self.diag.message)
    }
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.diag.message.is_empty() {
            write!(f, "{}", self.diag.kind)
        } else {
            write!(f, "{}: {}", self.diag.kind, self.diag.message)
        }
    }
}

impl std::error::Error for Report<'_> {}

fn span_of(s: crate::source::Span) -> SourceSpan {
    SourceSpan::new((s.start as usize).into(), (s.end - s.start) as usize)
}

impl miette::Diagnostic for Report<'_> {
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.diag.span.map(|_| &self.src as &dyn miette::SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.diag.span?;
        let mut labels = vec![LabeledSpan::new_primary_with_span(
            self.diag.label.clone(),
            span_of(span),
        )];
        for (s, text) in &self.diag.labels {
            labels.push(LabeledSpan::new_with_span(Some(text.clone()), span_of(*s)));
        }
        // Consecutive identical calls (recursion) show once, with a count,
        // as Python's "[Previous line repeated N more times]".
        let trace = &self.diag.trace;
        let mut i = 0;
        while i < trace.len() {
            let mut n = 1;
            while i + n < trace.len() && trace[i + n] == trace[i] {
                n += 1;
            }
            let (name, s) = &trace[i];
            let text = if n == 1 {
                format!("called from here, in {name}")
            } else {
                format!("called from here, in {name} ({n} nested calls)")
            };
            labels.push(LabeledSpan::new_with_span(Some(text), span_of(*s)));
            i += n;
        }
        Some(Box::new(labels.into_iter()))
    }

    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.diag
            .help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
}

/// How to draw: with colour (a terminal) or plain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Color,
    Plain,
}

impl Style {
    /// Colour only on a terminal and without `NO_COLOR`.
    pub fn for_stderr() -> Style {
        use std::io::IsTerminal;
        if std::env::var_os("NO_COLOR").is_some() || !std::io::stderr().is_terminal() {
            Style::Plain
        } else {
            Style::Color
        }
    }
}

/// Renders one diagnostic to text.
pub fn render(diag: &Diagnostic, src: &Source, style: Style) -> String {
    let text = clamp_spans(diag, src);
    let report = Report {
        diag: &text,
        src: NamedSource::new(&src.name, src.text.to_string()),
    };
    let theme = match style {
        Style::Color => GraphicalTheme::unicode(),
        Style::Plain => GraphicalTheme::unicode_nocolor(),
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(100)
        .with_links(false)
        .tab_width(4);
    let mut out = String::new();
    if handler.render_report(&mut out, &report).is_err() {
        out = format!("{}: {}\n", diag.kind, diag.message);
    }
    out
}

/// Keeps spans inside the text and on character boundaries, so that no
/// diagnostic can make the renderer fail.
fn clamp_spans(diag: &Diagnostic, src: &Source) -> Diagnostic {
    let len = src.text.len();
    let fix = |s: crate::source::Span| {
        let mut a = (s.start as usize).min(len);
        let mut b = (s.end as usize).min(len).max(a);
        while a > 0 && !src.text.is_char_boundary(a) {
            a -= 1;
        }
        while b < len && !src.text.is_char_boundary(b) {
            b += 1;
        }
        crate::source::Span::new(a, b)
    };
    let mut d = diag.clone();
    d.span = d.span.map(fix);
    d.labels = d.labels.into_iter().map(|(s, t)| (fix(s), t)).collect();
    d.trace = d.trace.into_iter().map(|(n, s)| (n, fix(s))).collect();
    d
}
