//! Stress: prange kernels run hundreds of times on 1 to 8 threads (and
//! pool sizes 1, 2 and 5) give results identical to one thread's —
//! reductions of every operator, lastprivates, writes to shared arrays,
//! per-thread temporaries, dynamic and guided schedules, early exits and
//! an exception raised in some iteration.

use std::process::Command;

const KERNELS: &str = r#"
from cython.parallel import prange, threadid
import numpy as np

def kernel(long[:] a, double[:] out, int nt, str sched):
    cdef Py_ssize_t i, j
    cdef long s = 0, p = 1, x = 0, o = 0, last = 0
    cdef double d = 0, acc
    cdef double[:] tmp
    if sched == 'static':
        for i in prange(a.shape[0], nogil=True, num_threads=nt):
            s += a[i]
            p *= 1 - 2 * (a[i] % 2)
            x ^= a[i]
            o |= a[i]
            d += a[i] * 0.5
            last = i + a[i]
            out[i] = a[i] * 2.0
    elif sched == 'dynamic':
        for i in prange(a.shape[0], nogil=True, num_threads=nt, schedule='dynamic', chunksize=3):
            s += a[i]
            p *= 1 - 2 * (a[i] % 2)
            x ^= a[i]
            o |= a[i]
            d += a[i] * 0.5
            last = i + a[i]
            out[i] = a[i] * 2.0
    else:
        for i in prange(a.shape[0], num_threads=nt, schedule='guided'):
            tmp = np.empty(4)
            for j in range(4):
                tmp[j] = a[i] + j
            acc = 0
            for j in range(4):
                acc = acc + tmp[j]
            s += a[i]
            p *= 1 - 2 * (a[i] % 2)
            x ^= a[i]
            o |= a[i]
            d += a[i] * 0.5
            last = i + a[i]
            out[i] = acc
    return (s, p, x, o, d, last, float(np.asarray(out).sum()))

def first_negative(long[:] a, int nt):
    cdef Py_ssize_t i
    for i in prange(a.shape[0], nogil=True, num_threads=nt):
        if a[i] < 0:
            return i
    return -1

def raises(long[:] a, int nt):
    cdef Py_ssize_t i
    cdef long s = 0
    for i in prange(a.shape[0] + 1, nogil=True, num_threads=nt):
        s += a[i]
    return s

a = (np.arange(600) * 7919 % 1000).astype(np.int64)
b = a.copy()
b[371] = -5
out = np.zeros(600)
expect = {}
for sched in ('static', 'dynamic', 'guided'):
    expect[sched] = kernel(a, out, 1, sched)
bad = 0
for rep in range(REPS):
    for nt in (1, 2, 3, 4, 8):
        for sched in ('static', 'dynamic', 'guided'):
            if kernel(a, out, nt, sched) != expect[sched]:
                bad += 1
                print('differs', rep, nt, sched, kernel(a, out, nt, sched))
        if first_negative(b, nt) != 371 or first_negative(a, nt) != -1:
            bad += 1
        try:
            raises(a, nt)
            bad += 1
        except IndexError as e:
            if str(e) != 'Out of bounds on buffer access (axis 0)':
                bad += 1
print(expect['static'])
print('bad', bad)
"#;

fn run(pool: &str, reps: u32) -> String {
    let code = KERNELS.replace("REPS", &reps.to_string());
    let out = Command::new(env!("CARGO_BIN_EXE_arr"))
        .args(["--threads", pool, "-c", &code])
        .output()
        .expect("arr runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "arr failed: {stderr}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn results_do_not_depend_on_thread_count() {
    let mut outs = Vec::new();
    for (pool, reps) in [("1", 20), ("2", 100), ("5", 40)] {
        let out = run(pool, reps);
        assert!(out.ends_with("bad 0\n"), "pool {pool}:\n{out}");
        outs.push(out);
    }
    // The same totals whatever the pool size.
    assert!(outs.windows(2).all(|w| w[0] == w[1]), "{outs:?}");
}
