//! Native kernels against the closures: random C-level loop programs —
//! every C integer width, float and double, typed view elements with
//! wild indices, Cython's floor division, shifts, casts, math, `break`,
//! `continue`, errors raised mid-loop — must print exactly the same with
//! kernels on and with `ARR_NATIVE=0`, the variables' final values and
//! any exception included; so must calls of `cdef` functions from them
//! (loops, errors and recursion inside the callee, tracebacks through
//! the calls).

mod native_support;

use native_support::{Gen, run};
use proptest::prelude::*;

const INTS: &[&str] = &["a", "b", "c", "u", "sc", "uc", "sh", "ull", "i", "j", "gn"];
const FLOATS: &[&str] = &["x", "y", "fl", "gx"];

fn int_expr(g: &mut Gen, depth: u32) -> String {
    if depth == 0 || g.below(3) == 0 {
        return match g.below(4) {
            0 => format!("{}", g.below(40) as i64 - 12),
            1 => format!("iv[{}]", g.below(12) as i64 - 5),
            _ => g.pick(INTS).to_string(),
        };
    }
    let d = depth - 1;
    match g.below(12) {
        0..=3 => {
            let op = g.pick(&["+", "-", "*", "//", "%", "&", "|", "^"]);
            format!("({} {op} {})", int_expr(g, d), int_expr(g, d))
        }
        4 => format!("({} << {})", int_expr(g, d), g.below(9)),
        5 => format!("({} >> {})", int_expr(g, d), g.below(9)),
        6 => format!("(-{})", int_expr(g, d)),
        7 => format!(
            "({} if {} else {})",
            int_expr(g, d),
            cond(g, d),
            int_expr(g, d)
        ),
        8 => format!("<int>({})", float_expr(g, d)),
        9 => match g.below(6) {
            0 => format!("abs({})", int_expr(g, d)),
            1 => format!("h1({}, {})", int_expr(g, d), int_expr(g, d)),
            2 => format!("h3({}, {})", int_expr(g, d), int_expr(g, d)),
            3 => format!("hv(iv, {})", int_expr(g, d)),
            4 => format!("h4({}, {})", int_expr(g, d), float_expr(g, d)),
            _ => format!("<int>rec({})", int_expr(g, d)),
        },
        10 => format!(
            "{}({}, {})",
            g.pick(&["min", "max"]),
            int_expr(g, d),
            int_expr(g, d)
        ),
        _ => format!("iv[{}]", int_expr(g, d)),
    }
}

fn float_expr(g: &mut Gen, depth: u32) -> String {
    if depth == 0 || g.below(3) == 0 {
        return match g.below(4) {
            0 => format!("{:.2}", g.below(400) as f64 / 16.0 - 7.0),
            1 => format!("dv[{}]", g.below(12) as i64 - 5),
            _ => g.pick(FLOATS).to_string(),
        };
    }
    let d = depth - 1;
    match g.below(10) {
        0..=3 => {
            let op = g.pick(&["+", "-", "*", "/", "%", "//"]);
            format!("({} {op} {})", float_expr(g, d), float_expr(g, d))
        }
        4 => format!("(-{})", float_expr(g, d)),
        5 => format!(
            "{}({})",
            g.pick(&["sqrt", "sin", "floor", "exp", "fabs", "ceil"]),
            float_expr(g, d)
        ),
        6 => match g.below(2) {
            0 => format!("<double>({})", int_expr(g, d)),
            _ => format!("h2({}, {})", float_expr(g, d), int_expr(g, d)),
        },
        7 => format!("({} ** 2)", float_expr(g, d)),
        8 => match g.below(2) {
            0 => format!("dv[{}]", int_expr(g, d)),
            // A field of an element of a C array of structs.
            _ => format!("ps[({}) & 3].{}", int_expr(g, d), g.pick(&["x", "y"])),
        },
        _ => format!(
            "({} if {} else {})",
            float_expr(g, d),
            cond(g, d),
            float_expr(g, d)
        ),
    }
}

fn cond(g: &mut Gen, depth: u32) -> String {
    let d = depth.saturating_sub(1);
    match g.below(5) {
        0 => format!(
            "{} {} {}",
            float_expr(g, d),
            g.pick(&["<", ">", "==", "!="]),
            float_expr(g, d)
        ),
        1 => format!("({} and {})", cond(g, d), cond(g, d)),
        2 => format!("(not {})", cond(g, d)),
        _ => format!(
            "{} {} {}",
            int_expr(g, d),
            g.pick(&["<", "<=", ">", ">=", "==", "!="]),
            int_expr(g, d)
        ),
    }
}

fn stmts(g: &mut Gen, indent: usize, depth: u32, out: &mut String, in_loop: bool) {
    let pad = " ".repeat(indent);
    for _ in 0..1 + g.below(4) {
        match g.below(14) {
            0..=4 => {
                let v = g.pick(&["a", "b", "c", "u", "sc", "uc", "sh", "ull", "gn"]);
                out.push_str(&format!("{pad}{v} = {}\n", int_expr(g, 3)));
            }
            5 | 6 => {
                let v = g.pick(FLOATS);
                out.push_str(&format!("{pad}{v} = {}\n", float_expr(g, 3)));
            }
            7 => out.push_str(&format!(
                "{pad}iv[{}] = {}\n",
                int_expr(g, 1),
                int_expr(g, 2)
            )),
            8 => match g.below(3) {
                0 => out.push_str(&format!(
                    "{pad}ps[{}].{} {}= {}\n",
                    g.below(5),
                    g.pick(&["x", "y"]),
                    g.pick(&["", "+", "*"]),
                    float_expr(g, 2)
                )),
                _ => out.push_str(&format!(
                    "{pad}dv[{}] = {}\n",
                    int_expr(g, 1),
                    float_expr(g, 2)
                )),
            },
            9 if depth > 0 => {
                out.push_str(&format!("{pad}if {}:\n", cond(g, 2)));
                stmts(g, indent + 4, depth - 1, out, in_loop);
                out.push_str(&format!("{pad}else:\n"));
                stmts(g, indent + 4, depth - 1, out, in_loop);
            }
            10 if depth > 0 => {
                out.push_str(&format!(
                    "{pad}for j in range({}, {}):\n",
                    g.below(5) as i64 - 2,
                    g.below(9)
                ));
                stmts(g, indent + 4, depth - 1, out, true);
            }
            11 if in_loop => {
                let kw = g.pick(&["break", "continue"]);
                out.push_str(&format!("{pad}if {}:\n{pad}    {kw}\n", cond(g, 1)));
            }
            12 => out.push_str(&format!("{pad}t = {}\n", cond(g, 2))),
            // A raise whose message reads the variables as they are.
            13 if g.below(2) == 0 => match g.below(2) {
                0 => out.push_str(&format!(
                    "{pad}if {}:\n{pad}    raise ValueError(f\"at {{i}}: {{a}} {{x:.3f}} {{{}}}\")\n",
                    cond(g, 1),
                    int_expr(g, 1)
                )),
                _ => out.push_str(&format!(
                    "{pad}assert {}, f\"a={{a}} c={{c}} y={{y}}\"\n",
                    cond(g, 1)
                )),
            },
            _ => {
                let v = g.pick(&["a", "b", "c"]);
                out.push_str(&format!("{pad}{v} += {}\n", int_expr(g, 2)));
            }
        }
    }
}

/// `cdef` functions the expressions call: a loop, errors, recursion;
/// all `nogil`, as a `prange(nogil=True)` body may call only those.
const HELPERS: &str = "cdef struct P:
    double x, y

cdef int gn = 5, gcount = 0
cdef double gx = 0.5

cdef int h1(int p, int q) nogil:
    global gcount
    cdef int r = p, k
    gcount += 1
    if q > gn:
        r = p // (q - 5)
    for k in range(q & 3):
        r = r * 3 + k
    return r

cdef double h2(double z, int n) nogil:
    cdef double acc = 0
    cdef int k
    for k in range(n & 7):
        acc += z / (k - 2)
    return acc

cdef int h3(int p, int q) noexcept nogil:
    global gcount
    gcount += 1
    return p // (q & 3) + h1(q, p)

cdef int hv(int[:] v, int k) nogil:
    if k > 5:
        v[k & 7] += 1
    return v[k] + hv2(v, k // 2)

cdef int hv2(int[:] w, int k) noexcept nogil:
    return w[k - 4]

cdef int h4(int p, double z) except? -7 nogil:
    if p > 20:
        raise ValueError(f\"h4 {p} {p * 2} {z}\")
    if z < -5:
        raise KeyError(p, z)
    return p + 1

cdef long rec(long n) nogil:
    if n <= 0:
        return 1
    return n * rec(n - 1) % 1000003

";

fn program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let mut body = String::new();
    stmts(&mut g, 12, 2, &mut body, true);
    let cdiv = if g.below(4) == 0 { "True" } else { "False" };
    let wrap = if g.below(4) == 0 { "False" } else { "True" };
    format!(
        "import numpy as np
cimport cython
from libc.math cimport sqrt, sin, floor, exp, fabs, ceil

{helpers}@cython.cdivision({cdiv})
@cython.wraparound({wrap})
def run():
    global gn, gx
    cdef int a = {a}, b = {b}
    cdef long c = {c}
    cdef unsigned int u = 7
    cdef signed char sc = 100
    cdef unsigned char uc = 250
    cdef short sh = 30000
    cdef unsigned long long ull = 5
    cdef double x = 1.5, y = -2.25
    cdef float fl = 0.1
    cdef bint t = 0
    cdef int i = 0, j = 0
    cdef double[:] dv = np.arange(8, dtype=np.float64) * 0.5 - 1.0
    cdef int[:] iv = np.arange(8, dtype=np.intc) - 3
    cdef P[4] ps
    for i in range(4):
        ps[i].x = i * 0.5
        ps[i].y = 1.0 - i
    try:
        for i in range({n}):
{body}    except Exception as e:
        print(type(e).__name__, e)
    print(a, b, c, u, sc, uc, sh, ull, x, y, fl, t, i, j, gn, gx, gcount)
    print(list(dv), list(iv))
    print(ps[0].x, ps[0].y, ps[1].x, ps[1].y, ps[2].x, ps[2].y, ps[3].x, ps[3].y)

run()
",
        a = g.below(100) as i64 - 50,
        b = g.below(100) as i64 - 50,
        c = g.below(1000) as i64 - 500,
        n = g.below(20),
        helpers = HELPERS,
    )
}

/// A `prange` loop writing one element per iteration, with integer sums
/// (exact in any order, where a float sum's rounding depends on which
/// thread got which iterations) and
/// private temporaries (assigned before they are read: a race-free loop,
/// whose result does not depend on the schedule), and an error now and
/// then.
fn prange_program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    // The loop writes iv and dv: its expressions read other arrays (and
    // call no function that writes one).
    let sources = |e: String| {
        e.replace("iv[", "src[")
            .replace("dv[", "fsrc[")
            .replace("hv(iv,", "hv2(src,")
    };
    let e1 = sources(int_expr(&mut g, 3));
    let e2 = sources(float_expr(&mut g, 3));
    let n = 1 + g.below(40);
    let sched = g.pick(&["static", "dynamic", "guided"]);
    format!(
        "import numpy as np
from cython.parallel import prange
from libc.math cimport sqrt, sin, floor, exp, fabs, ceil

{helpers}
def run():
    cdef int a = 3, b = -7, c = 11, j = 0, i
    cdef unsigned int u = 7
    cdef signed char sc = 100
    cdef unsigned char uc = 250
    cdef short sh = 30000
    cdef unsigned long long ull = 5
    cdef double x = 1.5, y = -2.25, acc = 0, p2
    cdef float fl = 0.1
    cdef long total = 0, facc = 0
    cdef int p1
    cdef int[:] iv = np.arange({n}, dtype=np.intc) - 3
    cdef int[:] src = np.arange(8, dtype=np.intc) - 3
    cdef double[:] dv = np.zeros({n})
    cdef double[:] fsrc = np.arange(8, dtype=np.float64) * 0.5 - 1.0
    cdef P[4] ps
    for i in range(4):
        ps[i].x = i * 0.5
        ps[i].y = 1.0 - i
    try:
        for i in prange({n}, nogil=True, schedule='{sched}'):
            p1 = {e1}
            iv[i] = p1
            total += p1
            p2 = {e2}
            dv[i] = p2
            facc += <long>(p2 * 1000)
    except Exception as e:
        print(type(e).__name__, e)
    print(total, facc, list(iv), list(dv))

run()
",
        helpers = HELPERS,
    )
}

const COMPLEX_VARS: &[&str] = &["z", "w", "q", "k2", "zv[i % 3]", "qv[k2 % 2]", "zv[-1]"];

/// A C complex expression over `double complex` z, w, `float complex` q,
/// elements of the complex views zv and qv, and the int k2, with products, quotients (zero divisors now and
/// then), powers, parts and `libc.complex` functions.
fn complex_expr(g: &mut Gen, depth: u32) -> String {
    if depth == 0 || g.below(3) == 0 {
        return match g.below(5) {
            0 => g
                .pick(&["1j", "0", "(0.5 - 2j)", "1e300j", "(-0.0 + 0j)", "2.5"])
                .to_string(),
            _ => g.pick(COMPLEX_VARS).to_string(),
        };
    }
    let (a, b) = (complex_expr(g, depth - 1), complex_expr(g, depth - 1));
    match g.below(10) {
        0 => format!("({a} + {b})"),
        1 => format!("({a} - {b})"),
        2 | 3 => format!("({a} * {b})"),
        4 => format!("({a} / {b})"),
        5 => format!("({a} ** {})", g.pick(&["2", "k2", "3"])),
        6 => format!("(-{a})"),
        7 => format!("{}({a})", g.pick(&["cexp", "csqrt", "clog", "conj"])),
        8 => format!("(({a}).real * ({b}).imag)"),
        _ => format!("(abs({a}) + carg({b}))"),
    }
}

fn complex_program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let mut body = String::new();
    for _ in 0..1 + g.below(4) {
        let target = g.pick(&["z", "w", "q", "z", "w", "zv[i % 3]", "qv[k2]", "zv[k2]"]);
        let e = complex_expr(&mut g, 3);
        let op = g.pick(&["=", "=", "+=", "*=", "/="]);
        body.push_str(&format!("            {target} {op} {e}\n"));
        if g.below(3) == 0 {
            body.push_str(&format!(
                "            if {} == {}:\n                break\n",
                g.pick(COMPLEX_VARS),
                g.pick(COMPLEX_VARS)
            ));
        }
    }
    let cdiv = if g.below(3) == 0 { "True" } else { "False" };
    let start = |g: &mut Gen| {
        g.pick(&[
            "1 + 2j",
            "-0.5 + 0.25j",
            "1e-310 + 3e-320j",
            "0",
            "-3 - 0j",
            "1e200 + 1e200j",
        ])
        .to_string()
    };
    format!(
        "cimport cython
from libc.complex cimport cexp, csqrt, clog, conj, carg
import numpy as np

@cython.cdivision({cdiv})
def run():
    cdef double complex z = {z}, w = {w}
    cdef float complex q = {q}
    cdef int k2 = {k}, i = 0
    za = np.array([{z}, {w}, {q}], dtype=np.complex128)
    qa = np.array([{w}, {q}], dtype=np.complex64)
    cdef double complex[:] zv = za
    cdef float complex[::1] qv = qa
    try:
        for i in range({n}):
{body}    except Exception as e:
        print(type(e).__name__, e)
    print(z, w, q, i, za, qa)

run()
",
        z = start(&mut g),
        w = start(&mut g),
        q = start(&mut g),
        k = g.below(7) as i64 - 3,
        n = g.below(6),
    )
}

/// Loops over C++ vectors of C numbers: pushes, element reads and writes
/// at wild indices (a negative one is a huge `size_t`), `size()`,
/// `empty()` and `for k in v`.
fn vector_program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let mut body = String::new();
    let int = |g: &mut Gen| match g.below(5) {
        0 => format!("{}", g.below(300) as i64 - 40),
        1 => "a".to_string(),
        2 => "i".to_string(),
        3 => format!("(a * {} + i)", g.below(7) as i64 - 3),
        _ => "<int>x".to_string(),
    };
    let index = |g: &mut Gen| match g.below(5) {
        0 => format!("{}", g.below(8) as i64 - 1),
        1 => "i".to_string(),
        2 => "(a % 7)".to_string(),
        3 => "(vi.size() - 1)".to_string(),
        _ => "(vd.size() - 2)".to_string(),
    };
    for _ in 0..(1 + g.below(5)) {
        let line = match g.below(12) {
            0 => format!("vi.push_back({})", int(&mut g)),
            1 => format!("vd.push_back(x * {})", g.below(5)),
            2 => format!("vu.push_back({})", int(&mut g)),
            3 => format!("vi[{}] = {}", index(&mut g), int(&mut g)),
            4 => format!("vd[{}] = x", index(&mut g)),
            5 => format!("vu[{}] = a", index(&mut g)),
            6 => format!("a += vi[{}]", index(&mut g)),
            7 => format!("x += vd[{}]", index(&mut g)),
            8 => format!("a = a ^ vu[{}]", index(&mut g)),
            9 => format!("if vi.size() > {}:\n                a -= 1", g.below(8)),
            10 => "if vd.empty():\n                x = 0.25".to_string(),
            _ => "for k in vi:\n                a += k".to_string(),
        };
        body.push_str("            ");
        body.push_str(&line);
        body.push('\n');
    }
    format!(
        "# distutils: language = c++
from libcpp.vector cimport vector

def run():
    cdef vector[int] vi = [3, -1, 4]
    cdef vector[double] vd = [0.5]
    cdef vector[unsigned char] vu = [250, 3]
    cdef int a = {a}, i = 0, k
    cdef double x = 1.5
    try:
        for i in range({n}):
{body}    except Exception as e:
        print(type(e).__name__, e)
    print(vi, vd, vu, a, x, i)

run()
",
        a = g.below(100) as i64 - 50,
        n = g.below(12),
    )
}

/// A double expression of a method's `self` fields and parameters.
fn method_expr(g: &mut Gen, depth: u32) -> String {
    if depth == 0 || g.below(3) == 0 {
        return match g.below(5) {
            0 => format!("{}.5", g.below(7) as i64 - 3),
            1 => "self.w".to_string(),
            2 => "self.k".to_string(),
            3 => "x".to_string(),
            _ => "n".to_string(),
        };
    }
    let d = depth - 1;
    match g.below(6) {
        0 => format!("({} / {})", method_expr(g, d), method_expr(g, d)),
        1 => format!(
            "({} if {} < {} else {})",
            method_expr(g, d),
            method_expr(g, d),
            method_expr(g, d),
            method_expr(g, d)
        ),
        _ => {
            let op = g.pick(&["+", "-", "*"]);
            format!("({} {op} {})", method_expr(g, d), method_expr(g, d))
        }
    }
}

/// A typed loop calling a cpdef method on instances of a small class
/// hierarchy: cdef overrides reading (and now and then assigning) their C
/// fields, an inherited one, and a Python subclass's override, with float
/// division errors now and then.
fn method_program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let bodies: Vec<String> = (0..3)
        .map(|_| {
            let e = method_expr(&mut g, 3);
            let update = match g.below(4) {
                0 => format!("        self.w = {}\n", method_expr(&mut g, 1)),
                1 => "        self.k += n % 3\n".to_string(),
                _ => String::new(),
            };
            if g.below(2) == 0 {
                let c = method_expr(&mut g, 1);
                format!("{update}        if {c} > 0:\n            return {e}\n        return -x")
            } else {
                format!("{update}        return {e}")
            }
        })
        .collect();
    let n = g.below(30);
    let also = g.pick(&["", " + o.w", " - o.k"]);
    format!(
        "cdef class Base:
    cdef public double w
    cdef public int k
    def __init__(self, w, k):
        self.w = w
        self.k = k
    cpdef double f(self, double x, int n) except *:
{b0}

cdef class Sub(Base):
    cpdef double f(self, double x, int n) except *:
{b1}

cdef class Leaf(Sub):
    pass

cdef class Other(Base):
    cpdef double f(self, double x, int n) except *:
{b2}

class Py(Base):
    def f(self, x, n):
        return x * 2

def total(Base o, int m):
    cdef int i
    cdef double s = 0
    for i in range(m):
        s += o.f(i * 0.25 - 1, i){also}
    return s

for o in [Base({w0}, {k0}), Sub({w1}, {k1}), Leaf(-1.5, 2), Other({w2}, 0), Py(1.0, 1)]:
    try:
        print(type(o).__name__, total(o, {n}))
    except ZeroDivisionError as e:
        print(type(o).__name__, 'ZeroDivisionError', e)
    print(o.w, o.k)
",
        b0 = bodies[0],
        b1 = bodies[1],
        b2 = bodies[2],
        w0 = g.below(9) as i64 - 4,
        k0 = g.below(5) as i64 - 2,
        w1 = g.below(9) as i64 - 4,
        k1 = g.below(5) as i64 - 2,
        w2 = g.below(9) as i64 - 4,
    )
}

fn struct_float(g: &mut Gen, depth: u32) -> String {
    if depth == 0 || g.below(3) == 0 {
        return match g.below(6) {
            0 => format!("{}.25", g.below(9) as i64 - 4),
            1 => g.pick(&["s.x", "u.x", "t.a.x", "t.b.f", "s.f"]).to_string(),
            2 => g.pick(&["s.n", "u.c", "t.k", "t.b.n"]).to_string(),
            3 => "i".to_string(),
            _ => g.pick(&["s.x", "u.f", "t.a.x"]).to_string(),
        };
    }
    let d = depth - 1;
    let (a, b) = (struct_float(g, d), struct_float(g, d));
    match g.below(8) {
        0 => format!("({a} / {b})"),
        1 => format!("sdot({})", struct_val(g, d)),
        2 => format!("({}).{}", struct_val(g, d), g.pick(&["x", "n", "c", "f"])),
        3 => format!("({a} if {a} < {b} else {b})"),
        _ => format!("({a} {} {b})", g.pick(&["+", "-", "*"])),
    }
}

fn struct_val(g: &mut Gen, depth: u32) -> String {
    let d = depth.saturating_sub(1);
    match g.below(if depth == 0 { 3 } else { 8 }) {
        0 => "s".to_string(),
        1 => "u".to_string(),
        2 => g.pick(&["t.a", "t.b"]).to_string(),
        3 => format!("mk({}, <int>({}))", struct_float(g, d), struct_float(g, d)),
        4 => format!("comb({}, {})", struct_val(g, d), struct_val(g, d)),
        5 => format!("srec({}, {})", struct_val(g, d), g.below(5)),
        _ => format!(
            "S({}, <int>({}), <char>({}), {})",
            struct_float(g, d),
            struct_float(g, d),
            struct_float(g, d),
            struct_float(g, d)
        ),
    }
}

/// A typed loop over struct locals: fields of every kind assigned and
/// read, nested structs, structs passed to and returned from cdef
/// functions (recursive, raising, `noexcept`).
fn struct_program(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let mut body = String::new();
    for _ in 0..1 + g.below(5) {
        let line = match g.below(9) {
            0 => format!("s = {}", struct_val(&mut g, 2)),
            1 => format!("u = {}", struct_val(&mut g, 2)),
            2 => format!("t.{} = {}", g.pick(&["a", "b"]), struct_val(&mut g, 2)),
            3 => format!("t = wrap(t, {})", struct_val(&mut g, 1)),
            4 => format!(
                "{} {} {}",
                g.pick(&["s.x", "u.f", "t.b.x", "t.a.f"]),
                g.pick(&["=", "+=", "*="]),
                struct_float(&mut g, 2)
            ),
            5 => format!(
                "{} {} <int>({})",
                g.pick(&["s.n", "u.c", "t.k", "t.a.c", "t.b.n"]),
                g.pick(&["=", "+=", "-="]),
                struct_float(&mut g, 2)
            ),
            6 => format!(
                "if {} > {}:\n                break",
                struct_float(&mut g, 2),
                struct_float(&mut g, 1)
            ),
            _ => format!("acc += {}", struct_float(&mut g, 2)),
        };
        body.push_str(&format!("            {line}\n"));
    }
    format!(
        "cdef struct S:
    double x
    int n
    char c
    float f

cdef struct T:
    S a
    long k
    S b

cdef S mk(double x, int n):
    cdef S r = S(x, n, <char>n, <float>x)
    return r

cdef S comb(S p, S q):
    return S(p.x / q.x, p.n + q.n, <char>(p.c * q.c), p.f - q.f)

cdef double sdot(S p) noexcept:
    return p.x * p.f / p.n

cdef S srec(S p, int k):
    if k <= 0:
        return p
    p.n += 1
    p.x = p.x * 0.5 + 1
    return srec(p, k - 1)

cdef T wrap(T t, S s):
    t.k = t.k * 3 + s.n
    t.a, t.b = t.b, s
    return t

def run(int m):
    cdef S s = S({s0}, {n0}, 7, 1.5)
    cdef S u = S(-0.5, -3, 100, {s1})
    cdef T t
    cdef double acc = 0
    cdef int i = 0
    t.a = u
    t.b = s
    t.k = 5
    try:
        for i in range(m):
{body}    except Exception as e:
        print(type(e).__name__, e)
    print(i, acc, s, u, t)

run({m})
",
        s0 = g.below(9) as i64 - 4,
        n0 = g.below(5) as i64 - 2,
        s1 = g.below(9) as i64 - 4,
        m = g.below(12),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn kernels_and_closures_agree(seed in any::<u64>()) {
        let src = program(seed);
        let closures = run(&src, false);
        let kernels = run(&src, true);
        prop_assert_eq!(&closures, &kernels, "program:\n{}", src);
        // A program arr refused to compile would test nothing: the final
        // prints run whatever the loop raised.
        prop_assert!(closures.0.contains("\n["), "program:\n{}\n{}", src, closures.1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn prange_kernels_and_closures_agree(seed in any::<u64>()) {
        let src = prange_program(seed);
        let mut closures = run(&src, false);
        let mut kernels = run(&src, true);
        prop_assert!(closures.0.contains('['), "program:\n{}\n{}", src, closures.1);
        // After an error, which other iterations ran depends on the
        // threads' timing: only the error must agree (not which errors of
        // `noexcept` calls the iterations that ran reported).
        if closures.0.contains("Error") || kernels.0.contains("Error") {
            for out in [&mut closures, &mut kernels] {
                out.0 = out.0.lines().next().unwrap_or("").to_string();
                out.1.clear();
            }
        }
        // The threads' reports of ignored errors come in the order they
        // happened to run: the same reports must come, in any order.
        for out in [&mut closures, &mut kernels] {
            let mut reports: Vec<&str> = out.1.split("Exception ignored in: ").collect();
            reports.sort_unstable();
            out.1 = reports.join("|");
        }
        prop_assert_eq!(&closures, &kernels, "program:\n{}", src);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn complex_kernels_and_closures_agree(seed in any::<u64>()) {
        let src = complex_program(seed);
        let closures = run(&src, false);
        let kernels = run(&src, true);
        prop_assert_eq!(&closures, &kernels, "program:\n{}", src);
        prop_assert!(closures.0.ends_with('\n') && closures.1.is_empty(), "program:\n{}\n{}", src, closures.1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn vector_kernels_and_closures_agree(seed in any::<u64>()) {
        let src = vector_program(seed);
        let closures = run(&src, false);
        let kernels = run(&src, true);
        prop_assert_eq!(&closures, &kernels, "program:\n{}", src);
        prop_assert!(closures.0.contains('['), "program:\n{}\n{}", src, closures.1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn method_kernels_and_closures_agree(seed in any::<u64>()) {
        let src = method_program(seed);
        let closures = run(&src, false);
        let kernels = run(&src, true);
        prop_assert_eq!(&closures, &kernels, "program:\n{}", src);
        prop_assert!(closures.0.contains("Py "), "program:\n{}\n{}", src, closures.1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn struct_kernels_and_closures_agree(seed in any::<u64>()) {
        let src = struct_program(seed);
        let closures = run(&src, false);
        let kernels = run(&src, true);
        prop_assert_eq!(&closures, &kernels, "program:\n{}", src);
        prop_assert!(closures.0.contains("{'a': "), "program:\n{}\n{}", src, closures.1);
    }
}

#[test]
#[ignore]
fn show_a_program() {
    let seed: u64 = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let src = if std::env::var_os("COMPLEX").is_some() {
        complex_program(seed)
    } else if std::env::var_os("METHOD").is_some() {
        method_program(seed)
    } else if std::env::var_os("STRUCT").is_some() {
        struct_program(seed)
    } else {
        program(seed)
    };
    println!("{src}");
    println!("{:?}", run(&src, true));
}
