//! Property tests: the front end (lexer, layout, parser, checker) never
//! panics, whatever the input — random bytes, random token soup, and real
//! scripts with random edits.

use arr::session::check;
use arr::source::Source;
use proptest::prelude::*;

/// Runs the checker on a thread with the same large stack `arr` uses, and
/// fails the property on a panic.
fn checks_cleanly(text: String) -> Result<(), TestCaseError> {
    let handle = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let src = Source::new("prop.arr", text);
            let checked = check(&src);
            // Every diagnostic must render too.
            for d in checked.errors.iter().chain(&checked.warnings) {
                let _ = arr::diag::render::render(d, &src, arr::diag::render::Style::Plain);
            }
        })
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    handle
        .join()
        .map_err(|_| TestCaseError::fail("the front end panicked"))
}

const WORDS: &[&str] = &[
    "def",
    "cdef",
    "cpdef",
    "class",
    "if",
    "elif",
    "else",
    "for",
    "while",
    "in",
    "range",
    "return",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    ".",
    "=",
    "+=",
    "+",
    "-",
    "*",
    "**",
    "/",
    "//",
    "%",
    "<",
    ">",
    "==",
    "not",
    "and",
    "or",
    "lambda",
    "x",
    "y",
    "f",
    "int",
    "double",
    "1",
    "2.5",
    "'s'",
    "f'{x}'",
    "\n",
    "\n    ",
    "\n        ",
    "\t",
    "\\\n",
    "DEF",
    "IF",
    "ELSE",
    "try",
    "except",
    "finally",
    "raise",
    "with",
    "nogil",
    "import",
    "cimport",
    "from",
    "<int>",
    "[:, ::1]",
    "*args",
    "**kw",
    "@",
    "...",
    "None",
    "True",
    "#c",
    "\"\"\"",
    "'",
    "\"",
    "pass",
    "break",
    "yield",
];

fn golden_texts() -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(dir) = std::fs::read_dir("tests/golden") {
        for e in dir.flatten() {
            if e.path().extension().is_some_and(|x| x == "arr")
                && let Ok(t) = std::fs::read_to_string(e.path())
            {
                out.push(t);
            }
        }
    }
    out.sort();
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in "\\PC{0,200}") {
        checks_cleanly(s)?;
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        checks_cleanly(String::from_utf8_lossy(&bytes).into_owned())?;
    }

    #[test]
    fn token_soup_never_panics(words in proptest::collection::vec(proptest::sample::select(WORDS), 0..60)) {
        checks_cleanly(words.join(" "))?;
    }

    #[test]
    fn mutated_scripts_never_panic(
        pick in any::<proptest::sample::Index>(),
        edits in proptest::collection::vec((any::<proptest::sample::Index>(), 0u8..4, proptest::sample::select(WORDS)), 1..6),
    ) {
        let texts = golden_texts();
        prop_assume!(!texts.is_empty());
        let mut chars: Vec<char> = pick.get(&texts).chars().collect();
        for (at, kind, word) in edits {
            if chars.is_empty() {
                break;
            }
            let i = at.index(chars.len());
            match kind {
                0 => {
                    chars.remove(i);
                }
                1 => {
                    for (k, c) in word.chars().enumerate() {
                        chars.insert(i + k, c);
                    }
                }
                2 => {
                    let j = (i + 7).min(chars.len() - 1);
                    chars.swap(i, j);
                }
                _ => {
                    let end = (i + 20).min(chars.len());
                    let piece: Vec<char> = chars[i..end].to_vec();
                    for (k, c) in piece.into_iter().enumerate() {
                        chars.insert(end + k, c);
                    }
                }
            }
        }
        checks_cleanly(chars.into_iter().collect())?;
    }
}

#[test]
fn deep_and_huge_inputs_are_diagnosed() {
    let cases = [
        format!("x = {}1{}", "(".repeat(20_000), ")".repeat(20_000)),
        format!("x = {}1", "-".repeat(200_000)),
        format!("x = {}", vec!["1"; 50_000].join(" + ")),
        format!("x = {}1{}", "[".repeat(5_000), "]".repeat(5_000)),
        "if x:\n".repeat(300),
        format!("x = {}", "not ".repeat(100_000)),
        // A syntax error deep inside displays: each level's alternatives
        // once parsed the failing inside again (2^depth attempts).
        format!("x = {}2,) oops{}", "(".repeat(60), ")".repeat(60)),
        format!("x = {}1 +{}", "[".repeat(60), "]".repeat(60)),
        format!("x = {}<{}", "{1: ".repeat(60), "}".repeat(60)),
        format!("x = {}1 2{}", "{".repeat(60), "}".repeat(60)),
    ];
    for text in cases {
        let src = Source::new("deep.arr", text);
        let handle = std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || check(&src).errors.len())
            .expect("thread");
        let n = handle.join().expect("no panic");
        assert!(n > 0, "deep input must give a diagnostic");
    }
}
