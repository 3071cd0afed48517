//! The grammar in `grammar/arr.ebnf` and the parser agree: every
//! production's example parses without a syntax error, and every
//! production has an example.

use arr::syntax::parse_module;

/// `(production name, example source)` for every production.
fn examples() -> Vec<(String, String)> {
    let text = std::fs::read_to_string("grammar/arr.ebnf").expect("grammar/arr.ebnf is readable");
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find("(* example:") {
        let after = &rest[i + "(* example:".len()..];
        let Some(end) = after.find("*)") else { break };
        let raw = &after[..end];
        // Continuation lines are indented to line up under the first line.
        let first_indent = "(* example:".len();
        let example: String = raw
            .lines()
            .enumerate()
            .map(|(k, l)| {
                if k == 0 {
                    l.trim_start().to_string()
                } else {
                    l.chars().skip(first_indent).collect()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let tail = &after[end + 2..];
        let name = tail
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with("(*"))
            .and_then(|l| l.split('=').next())
            .unwrap_or("")
            .trim()
            .to_string();
        out.push((name, example.trim_end().to_string() + "\n"));
        rest = &after[end..];
    }
    out
}

#[test]
fn every_example_parses() {
    let ex = examples();
    assert!(
        ex.len() > 60,
        "expected an example per production, found {}",
        ex.len()
    );
    for (name, src) in ex {
        let parsed = parse_module(&src);
        assert!(
            parsed.errors.is_empty(),
            "example of `{name}` does not parse:\n{src}\n{:?}",
            parsed.errors.iter().map(|e| &e.message).collect::<Vec<_>>()
        );
    }
}

#[test]
fn every_production_has_an_example() {
    let text = std::fs::read_to_string("grammar/arr.ebnf").expect("grammar/arr.ebnf is readable");
    let with_example: Vec<String> = examples().into_iter().map(|(n, _)| n).collect();
    for line in text.lines() {
        let t = line.trim_start();
        if line.starts_with(' ') || t.starts_with("(*") || t.starts_with('|') {
            continue;
        }
        if let Some((name, _)) = t.split_once(" = ") {
            let name = name.trim();
            if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                assert!(
                    with_example.iter().any(|n| n == name),
                    "production `{name}` has no example"
                );
            }
        }
    }
}
