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
