//! Every ```arr block in docs/ runs, and prints the ```output block that
//! follows it (recorded from the real Cython and NumPy).

use std::process::Command;

fn blocks(text: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("```arr\n") {
        let after = &rest[i + 7..];
        let Some(end) = after.find("\n```") else {
            break;
        };
        let code = after[..end].to_string() + "\n";
        rest = &after[end + 4..];
        let expected = rest.find("```output\n").and_then(|o| {
            let next_code = rest.find("```arr\n").unwrap_or(usize::MAX);
            if o > next_code {
                return None;
            }
            let body = &rest[o + 10..];
            body.find("\n```").map(|e| body[..e].to_string() + "\n")
        });
        out.push((code, expected));
    }
    out
}

#[test]
fn documentation_examples_run() {
    let mut count = 0;
    for entry in std::fs::read_dir("docs").expect("docs/ exists").flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|x| x != "md") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        for (k, (code, expected)) in blocks(&text).into_iter().enumerate() {
            let out = Command::new(env!("CARGO_BIN_EXE_arr"))
                .args(["-c", &code])
                .env("NO_COLOR", "1")
                .output()
                .expect("arr runs");
            assert!(
                out.status.success(),
                "{} example {k} failed:\n{code}\n{}",
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            if let Some(exp) = expected {
                similar_asserts::assert_eq!(
                    exp,
                    String::from_utf8_lossy(&out.stdout).to_string(),
                    "{} example {k}",
                    path.display()
                );
            }
            count += 1;
        }
    }
    assert!(count >= 4, "expected runnable examples in docs/");
}
