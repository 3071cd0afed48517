//! Every example program in `scripts/` runs to completion (CI runs each).
//! Where a script has a `NAME.out` beside it, its output must match.

use std::process::Command;

#[test]
fn every_script_runs() {
    let mut ran = 0;
    let mut entries: Vec<_> = std::fs::read_dir("scripts")
        .expect("scripts/ exists")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.extension().is_none_or(|x| x != "arr") {
            continue;
        }
        let out = Command::new(env!("CARGO_BIN_EXE_arr"))
            .arg(&path)
            .env("NO_COLOR", "1")
            .output()
            .expect("arr runs");
        assert!(
            out.status.success(),
            "{} failed:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        if let Ok(expected) = std::fs::read_to_string(path.with_extension("out")) {
            similar_asserts::assert_eq!(expected, String::from_utf8_lossy(&out.stdout).to_string());
        }
        ran += 1;
    }
    assert!(ran > 0, "no scripts found");
}
