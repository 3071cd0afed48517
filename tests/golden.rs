//! Golden script tests: every `tests/golden/NAME.arr` runs through the `arr`
//! binary; stdout must equal `NAME.out`, stderr `NAME.err` (empty when
//! absent) and the exit status `NAME.exit` (0 when absent). Each folder of
//! `tests/modules` is a script `main.pyx` with the modules it imports, run
//! the same way (`tests/modules/regen.sh` records what Cython prints).
//!
//! `.out` files of cases Cython can compile come from the Cython oracle
//! (`tests/golden/regen.sh`); when the oracle recorded an exception
//! (`NAME.cython-err`), arr's diagnostic must name the same exception and
//! message. A case whose floating-point bits depend on the CPU's OpenBLAS
//! kernel keeps one record per kernel instead (`NAME.avx512.out`,
//! `NAME.avx2.out`), each recorded on such a CPU. `.err` files are arr's own diagnostics: `ARR_BLESS=1 cargo test`
//! rewrites them for review.

use std::path::Path;
use std::process::Command;

fn read(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// Cases whose floating-point bits depend on the OpenBLAS kernel NumPy
/// runs keep a record per kernel, each checked with arr told to add as
/// that kernel does (`OPENBLAS_CORETYPE`, which OpenBLAS also obeys).
const KERNEL_RECORDS: &[(&str, &str)] = &[("avx512.out", "SkylakeX"), ("avx2.out", "Haswell")];

fn run_arr(
    dir: &Path,
    name: &str,
    coretype: Option<&str>,
) -> std::io::Result<std::process::Output> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arr"));
    cmd.arg(name)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("ARR_NUM_THREADS", "2")
        // As the oracle runs NumPy: OpenBLAS splits long dot products
        // among this many threads, which decides their rounding.
        .env("OMP_NUM_THREADS", "2")
        .env_remove("OPENBLAS_NUM_THREADS")
        .env_remove("GOTO_NUM_THREADS")
        .env_remove("OPENBLAS_CORETYPE");
    if let Some(t) = coretype {
        cmd.env("OPENBLAS_CORETYPE", t);
    }
    cmd.output()
}

fn golden(path: &Path) -> datatest_stable::Result<()> {
    let dir = path.parent().ok_or("no parent")?;
    let name = path
        .file_name()
        .ok_or("no name")?
        .to_string_lossy()
        .to_string();
    for (ext, coretype) in KERNEL_RECORDS {
        if let Some(want) = read(&path.with_extension(ext)) {
            let out = run_arr(dir, &name, Some(coretype))?;
            let got = String::from_utf8_lossy(&out.stdout).to_string();
            similar_asserts::assert_eq!(want, got, "stdout of {name} on {coretype}");
        }
    }
    let out = run_arr(dir, &name, None)?;
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let code = out.status.code().unwrap_or(-1);

    if KERNEL_RECORDS
        .iter()
        .all(|(ext, _)| !path.with_extension(ext).exists())
    {
        let expected_out = read(&path.with_extension("out")).unwrap_or_default();
        similar_asserts::assert_eq!(expected_out, stdout, "stdout of {name}");
    }

    let err_path = path.with_extension("err");
    // Blessing records arr's own diagnostic and exit status; stdout always
    // comes from the oracle (tests/golden/regen.sh).
    if std::env::var_os("ARR_BLESS").is_some() {
        let exit_path = path.with_extension("exit");
        if stderr.is_empty() {
            let _ = std::fs::remove_file(&err_path);
        } else {
            std::fs::write(&err_path, &stderr)?;
        }
        if code == 0 {
            let _ = std::fs::remove_file(&exit_path);
        } else {
            std::fs::write(&exit_path, format!("{code}\n"))?;
        }
    }
    let expected_err = read(&err_path).unwrap_or_default();
    similar_asserts::assert_eq!(expected_err, stderr, "stderr of {name}");

    let expected_code: i32 =
        read(&path.with_extension("exit")).map_or(0, |s| s.trim().parse().unwrap_or(-2));
    assert_eq!(expected_code, code, "exit status of {name}");

    // The exception Cython raised must be the one arr reports, word for word.
    if let Some(cy) = read(&path.with_extension("cython-err")) {
        let last = cy
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .trim()
            .to_string();
        // miette wraps a long message onto `│`-continued lines.
        let flat = |t: &str| {
            t.replace('│', " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        if !last.is_empty() && !cy.contains("Exception ignored in") {
            assert!(
                flat(&stderr).contains(&flat(&last)),
                "{name}: Cython raised `{last}`, arr reported:\n{stderr}"
            );
        }
    }
    Ok(())
}

datatest_stable::harness! {
    { test = golden, root = "tests/golden", pattern = r"^[^/]*\.arr$" },
    { test = golden, root = "tests/modules", pattern = r"^[^/]+/main\.pyx$" },
}
