//! .npy files: NumPy-written files (tests/npy, made by make.py, with what
//! NumPy printed for each in expected.txt) load in arr with the same dtype,
//! shape, strides and values — read or memory-mapped — and arrays arr saves
//! load back the same. Bad files are clear errors.

use std::process::Command;

mod scratch;
use scratch::TempDir;

const CASES: &[&str] = &[
    "f64_c", "f64_f", "f32", "i64", "i32_f", "i16", "i8", "u64", "u32", "u16", "u8", "bool",
    "scalar", "empty", "cube",
];

fn arr(code: &str) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_arr"))
        .args(["-c", code])
        .env("NO_COLOR", "1")
        .output()
        .expect("arr runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn expected() -> String {
    std::fs::read_to_string("tests/npy/expected.txt").expect("tests/npy/expected.txt")
}

/// A program printing each case as make.py printed it, the array of case
/// `name` got by `load` (an expression in `path`).
fn program(load: &str, before: &str) -> String {
    let names: Vec<String> = CASES.iter().map(|n| format!("'{n}'")).collect();
    format!(
        "import numpy as np\n{before}\nfor name in [{}]:\n    path = 'tests/npy/' + name + '.npy'\n    a = {load}\n    print(name)\n    print(a.dtype, a.shape, a.strides)\n    print(a)\n",
        names.join(", ")
    )
}

#[test]
fn numpy_files_load_as_numpy_prints_them() {
    let (out, err, code) = arr(&program("np.load(path)", ""));
    assert_eq!(code, 0, "{err}");
    similar_asserts::assert_eq!(expected(), out);
}

#[test]
fn numpy_files_map_read_only() {
    let (out, err, code) = arr(&program("np.load(path, mmap_mode='r')", ""));
    assert_eq!(code, 0, "{err}");
    similar_asserts::assert_eq!(expected(), out);
    let (_, err, code) = arr(
        "import numpy as np\nm = np.load('tests/npy/f64_c.npy', mmap_mode='r')\nm[0, 0] = 1.0\n",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("ValueError: assignment destination is read-only"),
        "{err}"
    );
}

#[test]
fn arrays_arr_saves_load_back_the_same() {
    let dir = TempDir::new("npy-save");
    let d = dir.display();
    let save = format!(
        "def resave(path, name):\n    np.save('{d}/' + name, np.load(path))\n    return np.load('{d}/' + name + '.npy')"
    );
    let (out, err, code) = arr(&program("resave(path, name)", &save));
    assert_eq!(code, 0, "{err}");
    similar_asserts::assert_eq!(expected(), out);
    // Only the saved files are left: no temporaries.
    let mut names: Vec<String> = std::fs::read_dir(&*dir)
        .expect("listing")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut want: Vec<String> = CASES.iter().map(|n| format!("{n}.npy")).collect();
    want.sort();
    assert_eq!(names, want);
}

#[test]
fn bad_files_are_clear_errors() {
    let dir = TempDir::new("npy-bad");
    let good = std::fs::read("tests/npy/f64_c.npy").expect("f64_c.npy");
    std::fs::write(dir.join("truncated.npy"), &good[..good.len() - 8]).expect("write");
    std::fs::write(dir.join("header.npy"), &good[..40]).expect("write");
    std::fs::write(dir.join("junk.npy"), b"not an npy file").expect("write");
    let cases = [
        (
            "truncated.npy",
            "ValueError",
            "is not a .npy file arr can read",
        ),
        (
            "header.npy",
            "ValueError",
            "is not a .npy file arr can read",
        ),
        ("junk.npy", "ValueError", "magic string"),
        (
            "missing.npy",
            "FileNotFoundError",
            "No such file or directory",
        ),
    ];
    for (name, class, text) in cases {
        let code = format!("import numpy as np\nnp.load('{}/{name}')\n", dir.display());
        let (_, err, status) = arr(&code);
        assert_eq!(status, 1, "{name}: {err}");
        assert!(err.contains(class) && err.contains(text), "{name}: {err}");
    }
    // A save that cannot complete leaves nothing behind.
    let code = format!(
        "import numpy as np\nnp.save('{}/no/such/dir/x.npy', np.zeros(3))\n",
        dir.display()
    );
    let (_, err, status) = arr(&code);
    assert_eq!(status, 1);
    assert!(err.contains("FileNotFoundError"), "{err}");
}
