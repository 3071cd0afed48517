//! Which loops become native kernels. A loop that silently falls back to
//! the closures still prints the right answer, so no output test notices
//! it; it only runs ten to thirty times slower. Each case marks the loops
//! that must lower with `# kernel` at the end of their header line, and
//! the test reads `ARR_NATIVE_LOG`'s report of each region (`arr-native:
//! START..END: kernel|closures`, START the byte offset of the loop).

use std::process::Command;

/// The regions arr reports as kernels, by start offset.
fn kernel_starts(src: &str) -> Vec<usize> {
    let out = Command::new(env!("CARGO_BIN_EXE_arr"))
        .args(["-c", src])
        .env("ARR_NATIVE_LOG", "1")
        .env("NO_COLOR", "1")
        .output()
        .expect("arr runs");
    assert!(
        out.status.success(),
        "the case failed:\n{src}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("arr-native: ")?;
            let (range, what) = rest.split_once(": ")?;
            let start = range.split_once("..")?.0.parse().ok()?;
            (what == "kernel").then_some(start)
        })
        .collect()
}

/// The offsets of the loops marked `# kernel`: the first word of each
/// marked line.
fn marked_loops(src: &str) -> Vec<usize> {
    let mut at = 0;
    let mut marked = Vec::new();
    for line in src.split_inclusive('\n') {
        if line.trim_end().ends_with("# kernel") {
            marked.push(at + line.len() - line.trim_start().len());
        }
        at += line.len();
    }
    marked
}

fn assert_lowered(name: &str, src: &str) {
    let marked = marked_loops(src);
    assert!(!marked.is_empty(), "{name}: no loop is marked");
    let kernels = kernel_starts(src);
    for m in marked {
        let line = src[..m].lines().count() + 1;
        assert!(
            kernels.contains(&m),
            "{name}: the loop on line {line} ran on the closures, not a kernel\n{src}"
        );
    }
}

#[test]
fn typed_range_loop_over_a_view() {
    assert_lowered(
        "view",
        "import numpy as np
def total(double[:] a):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):  # kernel
        s += a[i] * a[i]
    return s
print(total(np.arange(10.0)))
",
    );
}

#[test]
fn loop_over_a_list_of_extension_instances() {
    // `for b in bodies` with `cdef Body b`: each item is checked against
    // the class, and the loop is one over the instances' rows.
    assert_lowered(
        "rows",
        "cdef class Body:
    cdef public double x, v
    def __init__(self, double x, double v):
        self.x = x
        self.v = v
    cdef void step(self, double dt):
        self.x += self.v * dt

def sim(int n, int steps):
    bodies = [Body(i, 0.5 * i) for i in range(n)]
    cdef list typed = bodies
    cdef Body b
    cdef int s, i
    for s in range(steps):  # kernel
        for b in bodies:
            b.step(0.01)
    for b in typed:  # kernel
        b.step(0.01)
    for i in range(n):  # kernel
        b = typed[i]
        b.step(0.01)
    return sum([b.x for b in bodies])
print(sim(10, 5))
",
    );
}

#[test]
fn loops_over_list_items_and_text() {
    assert_lowered(
        "items",
        "def f(list xs, str s):
    cdef double t = 0
    cdef double x
    cdef Py_UCS4 ch
    cdef int vowels = 0
    for x in xs:  # kernel
        t += x
    for ch in s:  # kernel
        if ch in 'aeiou':
            vowels += 1
    return t, vowels

def g(xs):
    cdef double t = 0
    for y in xs:  # kernel
        t += y
    return t
print(f([1.0, 2.5], 'education'), g([1, 2, 3]))
",
    );
}

#[test]
fn cdef_calls_methods_and_while_loops() {
    assert_lowered(
        "calls",
        "cdef class Acc:
    cdef double total
    cdef void add(self, double x):
        self.total += x

cdef long collatz(long n):
    cdef long steps = 0
    while n != 1:  # kernel
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

def run(int n):
    cdef Acc a = Acc()
    cdef long best = 0
    cdef int i
    for i in range(1, n):  # kernel
        best = max(best, collatz(i))
        a.add(i)
    return best, a.total
print(run(100))
",
    );
}
