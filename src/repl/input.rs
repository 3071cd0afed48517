//! Deciding what the REPL does with the text typed so far: run it, or keep
//! reading (and how far to indent the next line). The layout pass decides
//! what is unfinished, as it does for scripts.

use crate::syntax::layout::layout;
use crate::syntax::token::Tok;

/// Pasted doctest-style text (`>>> ` and `... ` prompts) without its
/// prompts; lines of recorded output between them are dropped. Other text
/// is returned as it is.
pub fn strip_prompts(text: &str) -> String {
    let first = text.lines().find(|l| !l.trim().is_empty());
    if !first.is_some_and(|l| l.trim_start().starts_with(">>>")) {
        return text.to_string();
    }
    let mut out = String::new();
    for line in text.lines() {
        let l = line.trim_start();
        let rest = [">>> ", "... "]
            .iter()
            .find_map(|p| l.strip_prefix(p))
            .or_else(|| (l == ">>>" || l == "...").then_some(""));
        if let Some(rest) = rest {
            out.push_str(rest);
            out.push('\n');
        }
    }
    out
}

/// Is `text` a REPL command or help request rather than code?
pub fn is_command(text: &str) -> bool {
    let t = text.trim();
    t.starts_with(':') || (t.ends_with('?') && !t.contains('\n'))
}

/// Does `text` need more lines before it can run? It does when it ends
/// inside a bracket or string, after `\` or a block header, and when it
/// holds a block not yet closed by a blank line.
pub fn needs_more(text: &str) -> bool {
    let text = strip_prompts(text);
    if text.trim().is_empty() || is_command(&text) {
        return false;
    }
    let lay = layout(&text);
    if lay.incomplete {
        return true;
    }
    if !lay.errors.is_empty() {
        return false;
    }
    let has_block = lay.tokens.iter().any(|(t, _)| *t == Tok::Indent);
    let last = text.rsplit('\n').next().unwrap_or("");
    has_block && !last.trim().is_empty()
}

/// The indentation the next line starts with: one level deeper after a
/// block header, one level shallower after a statement that ends a block.
pub fn next_indent(text: &str) -> String {
    let last = text.rsplit('\n').next().unwrap_or("");
    let indent = last.len() - last.trim_start().len();
    let code = last.split('#').next().unwrap_or("").trim_end();
    let first_word = code.split_whitespace().next().unwrap_or("");
    let width = if code.ends_with(':') {
        indent + 4
    } else if matches!(
        first_word,
        "return" | "pass" | "break" | "continue" | "raise"
    ) {
        indent.saturating_sub(4)
    } else {
        indent
    };
    " ".repeat(width)
}
