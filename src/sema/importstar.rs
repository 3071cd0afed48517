//! `from math import *` (and `from libc.stdlib cimport *`) of a module
//! arr provides.
//!
//! Cython allows it at module level only. The module's public names are
//! bound there, except those Cython resolves as builtins at compile time
//! (it cannot know what the import brings, so `pow` after
//! `from math import *` is still the builtin `pow`). Only names the file
//! spells anywhere can ever be read, so those are the ones bound: arr's
//! modules have no list of their names, but can say whether they have one.

use super::{Imported, Sema};
use crate::source::Span;

impl Sema<'_> {
    pub(super) fn import_star(&mut self, module: &str, span: Span) {
        if !self.ctx().is_module {
            self.error("SyntaxError", "import * only allowed at module level", span);
            return;
        }
        // Every name is `cython`'s (its directives and types).
        if module == "cython" {
            self.unsupported("`from cython import *`", span);
            return;
        }
        let text = self.src.text.clone();
        let mut seen = std::collections::HashSet::new();
        for word in identifiers(&text) {
            if word.starts_with('_')
                || !seen.insert(word)
                || crate::builtins::lookup(word).is_some()
            {
                continue;
            }
            if crate::builtins::module_has(module, word) {
                self.imports.insert(
                    word.to_string(),
                    Imported::Member(format!("{module}.{word}")),
                );
            }
        }
    }
}

/// The identifier-shaped words of `text` (in strings and comments too:
/// binding a name nothing reads changes nothing).
fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| w.chars().next().is_some_and(|c| !c.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn identifiers_skip_numbers_and_punctuation() {
        let words: Vec<&str> = super::identifiers("x = sqrt(2.5e3) + _y1 # ça").collect();
        assert_eq!(words, ["x", "sqrt", "_y1", "ça"]);
    }
}
