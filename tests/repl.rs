//! REPL transcripts: `tests/repl/NAME.txt` holds inputs (`>>> ` lines with
//! `... ` continuations) each followed by what the session prints, its
//! output and diagnostics together, as a terminal would show them. The
//! transcript is driven through the session API, as the REPL drives it.
//! `ARR_BLESS=1` rewrites each transcript with what the session printed
//! (review the diff before committing it).

use arr::diag::render::Style;
use arr::repl::commands::{Action, dispatch};
use arr::repl::session::{Session, SharedOut};
use std::path::Path;

/// One input and the text expected after it.
struct Step {
    input: String,
    expected: String,
    line: usize,
}

fn steps(text: &str) -> Vec<Step> {
    let mut out: Vec<Step> = Vec::new();
    for (no, line) in text.lines().enumerate() {
        if let Some(code) = line.strip_prefix(">>> ").or((line == ">>>").then_some("")) {
            out.push(Step {
                input: format!("{code}\n"),
                expected: String::new(),
                line: no + 1,
            });
        } else if let Some(step) = out.last_mut() {
            match line.strip_prefix("... ").or((line == "...").then_some("")) {
                Some(more) if step.expected.is_empty() => {
                    step.input.push_str(more);
                    step.input.push('\n');
                }
                _ => {
                    step.expected.push_str(line);
                    step.expected.push('\n');
                }
            }
        }
    }
    out
}

fn transcript(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    check(path, &text, true)
}

/// Every ```repl block of a documentation page, each a fresh session.
fn doc_transcripts(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    let mut rest = text.as_str();
    let mut n = 0;
    while let Some(i) = rest.find("```repl\n") {
        let body = &rest[i + 8..];
        let end = body.find("\n```").ok_or("unclosed ```repl block")?;
        check(path, &body[..end + 1], false)?;
        rest = &body[end + 4..];
        n += 1;
    }
    if n == 0 {
        return Err("no ```repl blocks".into());
    }
    Ok(())
}

/// Runs a transcript; `bless` allows ARR_BLESS to rewrite the file.
fn check(path: &Path, text: &str, bless: bool) -> datatest_stable::Result<()> {
    let out = SharedOut::default();
    let mut s = Session::new(Box::new(out.clone()), Box::new(out.clone()), Style::Plain);
    let mut failures = Vec::new();
    let mut blessed = String::new();
    for step in steps(text) {
        if dispatch(&mut s, &step.input) == Action::Code {
            s.run(&step.input);
        }
        let got = out.take();
        let input = step.input.strip_suffix('\n').unwrap_or(&step.input);
        for (k, l) in input.split('\n').enumerate() {
            let prompt = if k == 0 { ">>>" } else { "..." };
            blessed.push_str(format!("{prompt} {l}").trim_end());
            blessed.push('\n');
        }
        blessed.push_str(got.trim_end());
        if !got.trim_end().is_empty() {
            blessed.push('\n');
        }
        if got.trim_end() != step.expected.trim_end() {
            failures.push(format!(
                "line {}: {}--- expected\n{}--- got\n{}",
                step.line, step.input, step.expected, got
            ));
        }
    }
    if bless && std::env::var_os("ARR_BLESS").is_some() {
        std::fs::write(path, blessed)?;
        return Ok(());
    }
    if failures.is_empty() {
        Ok(())
    } else {
        eprintln!("{}", failures.join("\n"));
        Err(format!("{} step(s) differ", failures.len()).into())
    }
}

datatest_stable::harness! {
    { test = transcript, root = "tests/repl", pattern = r"\.txt$" },
    { test = doc_transcripts, root = "docs", pattern = r"^repl\.md$" },
}
