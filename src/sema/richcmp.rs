//! Cython's rule that a cdef class defines its comparisons either through
//! `__richcmp__` or through the separate `__eq__`/`__lt__`/… methods,
//! never both: the two would fill the same C slot.

use super::Sema;
use crate::source::Span;
use crate::syntax::ast::{Stmt, StmtKind};

const COMPARISONS: [&str; 6] = ["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"];

impl Sema<'_> {
    /// Reports each comparison method defined beside `__richcmp__`, at the
    /// later of the two definitions, as Cython does.
    pub(super) fn check_richcmp_conflicts(&mut self, body: &[Stmt]) {
        let mut richcmp: Option<Span> = None;
        let mut comparisons: Vec<(&str, Span)> = Vec::new();
        for s in body {
            let StmtKind::Func(f) = &s.kind else {
                continue;
            };
            let name = f.name.name.as_str();
            if name == "__richcmp__" {
                richcmp = Some(f.name.span);
                if let Some(&(cmp, earlier)) = comparisons.first() {
                    self.report_richcmp_conflict(cmp, f.name.span, earlier);
                }
            } else if let Some(&cmp) = COMPARISONS.iter().find(|c| **c == name) {
                comparisons.push((cmp, f.name.span));
                if let Some(earlier) = richcmp {
                    self.report_richcmp_conflict(cmp, f.name.span, earlier);
                }
            }
        }
    }

    fn report_richcmp_conflict(&mut self, cmp: &str, at: Span, earlier: Span) {
        // Cython's message, its missing " a" included.
        let msg = format!("Cannot define both '{cmp}'nd __richcmp__");
        let d = self.error("SyntaxError", msg, at);
        d.labels
            .push((earlier, "the other comparison is defined here".into()));
        d.help = Some(
            "a cdef class has one comparison slot: either define \
             `__richcmp__(self, other, int op)` and switch on `op`, or define \
             `__eq__`, `__lt__`, … as separate methods"
                .into(),
        );
    }
}
