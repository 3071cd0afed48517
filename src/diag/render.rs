//! The only renderer of diagnostics: miette's graphical report, with colour
//! on terminals and plain fixed-width text otherwise (tests, pipes,
//! `NO_COLOR`).

use super::Diagnostic;
use crate::source::Source;
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, SourceSpan};
use std::fmt;

/// A diagnostic bound to its source, in the shape miette renders.
struct Report<'a> {
    diag: &'a Diagnostic,
    src: FileText,
}

/// A file's text for miette, reporting how many lines each snippet spans.
/// miette 7.6 decides whether two labels share one snippet by adding a
/// snippet's `line_count` to its first line, but its own sources count the
/// lines from the start of the file: every two labels then merged, and an
/// error deep in a long function printed the whole body down to the line
/// that called it.
struct FileText {
    name: String,
    text: String,
}

impl miette::SourceCode for FileText {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let inner = self.text.read_span(span, before, after)?;
        let data = inner.data();
        let lines = data.split(|&b| b == b'\n').count().max(1);
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.clone(),
            data,
            *inner.span(),
            inner.line(),
            inner.column(),
            lines,
        )))
    }
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

/// Renders one diagnostic to text, with the snippet of the file its span
/// is in; calls made from other files (a script's imported modules) are
/// listed after it by file and line.
pub fn render(diag: &Diagnostic, src: &Source, style: Style) -> String {
    let at = diag
        .span
        .or_else(|| diag.labels.first().map(|l| l.0))
        .map_or(0, |s| s.start as usize);
    let file = src.file_of(at).clone();
    let (text, elsewhere) = in_file(diag, src, &file);
    let report = Report {
        diag: &text,
        src: FileText {
            name: file.name.to_string(),
            text: src.file_text(&file).to_string(),
        },
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
    for line in elsewhere {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The diagnostic with its spans made relative to `file` and kept inside
/// its text and on character boundaries (so no diagnostic can make the
/// renderer fail), and a line for each call made from another file.
fn in_file(
    diag: &Diagnostic,
    src: &Source,
    file: &crate::source::SourceFile,
) -> (Diagnostic, Vec<String>) {
    let text = src.file_text(file);
    let len = text.len();
    let inside = |s: &crate::source::Span| src.file_of(s.start as usize).start == file.start;
    let fix = |s: crate::source::Span| {
        let mut a = (s.start as usize).saturating_sub(file.start).min(len);
        let mut b = (s.end as usize).saturating_sub(file.start).min(len).max(a);
        while a > 0 && !text.is_char_boundary(a) {
            a -= 1;
        }
        while b < len && !text.is_char_boundary(b) {
            b += 1;
        }
        crate::source::Span::new(a, b)
    };
    let mut d = diag.clone();
    d.span = d.span.map(fix);
    d.labels = d
        .labels
        .into_iter()
        .filter(|(s, _)| inside(s))
        .map(|(s, t)| (fix(s), t))
        .collect();
    let mut elsewhere = Vec::new();
    let mut trace = Vec::new();
    for (n, s) in std::mem::take(&mut d.trace) {
        if inside(&s) {
            trace.push((n, fix(s)));
        } else {
            let f = src.file_of(s.start as usize);
            let line = src.line_of(s.start as usize);
            let entry = format!("  called from {}:{line}, in {n}", f.name);
            if elsewhere.last() != Some(&entry) {
                elsewhere.push(entry);
            }
        }
    }
    d.trace = trace;
    (d, elsewhere)
}
