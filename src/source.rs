//! Source texts and byte spans into them.

use std::sync::Arc;

/// A half-open byte range `start..end` into one source text.
///
/// Invariant: `start <= end`, and both lie on UTF-8 character boundaries of
/// the text the span was made from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        let start = start.min(u32::MAX as usize) as u32;
        let end = (end.min(u32::MAX as usize) as u32).max(start);
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

impl From<chumsky::span::SimpleSpan> for Span {
    fn from(s: chumsky::span::SimpleSpan) -> Span {
        Span::new(s.start, s.end)
    }
}

/// A named source text, shared by every diagnostic that points into it.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: Arc<str>,
    pub text: Arc<str>,
}

impl Source {
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> Source {
        Source {
            name: name.into(),
            text: text.into(),
        }
    }

    /// 1-based line number of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        let offset = offset.min(self.text.len());
        self.text.as_bytes()[..offset]
            .iter()
            .filter(|b| **b == b'\n')
            .count()
            + 1
    }

    /// The module name Cython would give this file: its stem.
    pub fn module_name(&self) -> String {
        let base = self.name.rsplit('/').next().unwrap_or(&self.name);
        base.split('.').next().unwrap_or(base).to_string()
    }
}
