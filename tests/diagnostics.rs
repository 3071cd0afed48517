//! Snapshot tests of diagnostics through the library: what `arr check`
//! reports, rendered plain, for the mistakes people make most.

use arr::diag::render::{Style, render};
use arr::session::check;
use arr::source::Source;

fn diagnose(name: &str, text: &str) -> String {
    let src = Source::new(format!("{name}.arr"), text);
    let checked = check(&src);
    checked
        .errors
        .iter()
        .map(|d| render(d, &src, Style::Plain))
        .collect::<Vec<_>>()
        .join("\n")
}

macro_rules! snap {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(diagnose(stringify!($name), $text));
        }
    };
}

snap!(missing_colon_after_if, "x = 1\nif x > 0\n    print(x)\n");
snap!(
    missing_colon_after_def,
    "def area(w, h)\n    return w * h\n"
);
snap!(unclosed_bracket, "data = [1, 2,\n        3\nprint(data)\n");
snap!(mismatched_bracket, "print((1, 2]\n");
snap!(unmatched_close, "x = 1)\n");
snap!(bad_dedent, "def f():\n        a = 1\n    b = 2\n");
snap!(
    cdef_inside_if,
    "def f(int n):\n    if n > 0:\n        cdef double x = n\n    return n\n"
);
snap!(
    double_to_int,
    "def f(double x):\n    cdef int n = x\n    return n\n"
);
snap!(
    cdef_call_arity,
    "cdef double avg(double a, double b):\n    return (a + b) / 2\nprint(avg(1.0))\n"
);
snap!(
    undeclared_name,
    "def total(xs):\n    return sum(xs) + offset\n"
);
snap!(
    bitand_on_doubles,
    "cdef double a = 1, b = 2\nprint(a & b)\n"
);
snap!(invalid_character, "x = 1 € 2\n");
snap!(leading_zero, "x = 007\n");
snap!(continue_outside_loop, "continue\n");
snap!(unsupported_import, "import scipy\n");

/// `arr check --cython`: its report and exit code.
fn cython_check(name: &str, text: &str) -> (String, i32) {
    let src = Source::new(format!("{name}.pyx"), text);
    let mut err = Vec::new();
    let code = arr::session::check_cython(&src, &mut err, Style::Plain);
    (String::from_utf8_lossy(&err).into_owned(), code)
}

#[test]
fn cython_check_lists_each_extension_with_cythons_message() {
    // Both messages are what Cython 3 gives for these lines (the first
    // when compiling, the second when the call runs).
    let (report, code) = cython_check(
        "ext",
        "import numpy as np\nfrom cython.parallel cimport prange\n\
         def f(double[:, :, :] a, int n):\n    cdef double[:] tmp\n    cdef int i\n\
         \x20   for i in prange(n, nogil=True):\n        with gil:\n            tmp = np.zeros(3)\n\
         \x20   return a.transpose(2, 0, 1)\n",
    );
    assert_eq!(code, 1);
    assert!(
        report.contains("CompileError: Memoryview slices can only be shared in parallel sections")
    );
    assert!(report.contains("ext.pyx:8:13"));
    assert!(
        report
            .contains("AttributeError: 'ext._memoryviewslice' object has no attribute 'transpose'")
    );
    assert!(report.contains("ext.pyx:9:14"));
    assert!(report.ends_with("ext.pyx: 2 places Cython would refuse\n"));
}

#[test]
fn cython_check_passes_plain_cython() {
    let (report, code) = cython_check(
        "plain",
        "def f(double[:, ::1] a):\n    cdef double[:, :] t = a.T\n    return t.shape[0]\n",
    );
    assert_eq!(
        (report.as_str(), code),
        ("plain.pyx: nothing Cython would refuse\n", 0)
    );
}

#[test]
fn cython_check_reports_errors_first() {
    let (report, code) = cython_check("bad", "def f(:\n");
    assert_eq!(code, 2);
    assert!(report.contains("SyntaxError"));
}
