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

/// One file of a source map: its name and where its text sits.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub name: Arc<str>,
    /// Byte offset of the file's first byte in the map's text.
    pub start: usize,
    pub len: usize,
}

/// The named source texts of a run, shared by every diagnostic that points
/// into them.
///
/// A script that imports modules of its own folder is several files; they
/// sit one after another in one text (each after a newline), so a `Span`
/// stays two offsets and still names its file: the file whose range holds
/// it. The main file comes first, at offset 0.
#[derive(Debug, Clone)]
pub struct Source {
    /// The main file's name.
    pub name: Arc<str>,
    /// Every file's text, in order.
    pub text: Arc<str>,
    pub files: Arc<[SourceFile]>,
}

impl Source {
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> Source {
        let (name, text): (Arc<str>, Arc<str>) = (name.into(), text.into());
        let files = Arc::from([SourceFile {
            name: name.clone(),
            start: 0,
            len: text.len(),
        }]);
        Source { name, text, files }
    }

    /// This map with one more file after the others: the map, and the
    /// offset of the new file's text.
    pub fn with_file(&self, name: &str, text: &str) -> (Source, usize) {
        let start = self.text.len() + 1;
        let mut all = String::with_capacity(start + text.len());
        all.push_str(&self.text);
        all.push('\n');
        all.push_str(text);
        let mut files = self.files.to_vec();
        files.push(SourceFile {
            name: Arc::from(name),
            start,
            len: text.len(),
        });
        let src = Source {
            name: self.name.clone(),
            text: Arc::from(all),
            files: Arc::from(files),
        };
        (src, start)
    }

    /// The file holding a byte offset (the main file for none).
    pub fn file_of(&self, offset: usize) -> &SourceFile {
        let i = self.files.partition_point(|f| f.start <= offset);
        &self.files[i.saturating_sub(1)]
    }

    /// The text of one file.
    pub fn file_text(&self, file: &SourceFile) -> &str {
        let end = (file.start + file.len).min(self.text.len());
        self.text.get(file.start.min(end)..end).unwrap_or("")
    }

    /// 1-based line number of a byte offset, within its file.
    pub fn line_of(&self, offset: usize) -> usize {
        let offset = offset.min(self.text.len());
        let start = self.file_of(offset).start.min(offset);
        self.text.as_bytes()[start..offset]
            .iter()
            .filter(|b| **b == b'\n')
            .count()
            + 1
    }

    /// The module name Cython would give the main file: its stem.
    pub fn module_name(&self) -> String {
        module_name_of(&self.name)
    }
}

/// The module name Cython gives a file: its stem.
pub fn module_name_of(path: &str) -> String {
    let base = path.rsplit('/').next().unwrap_or(path);
    base.split('.').next().unwrap_or(base).to_string()
}
