# A numerically stable softmax over memoryview rows (except? -1.0), a generator averaging any iterable, word statistics with format specs
cimport cython
import numpy as np
from libc.math cimport exp, log

cdef double logsumexp(double[:] x) except? -1.0:
    cdef double m = x[0], s = 0
    cdef Py_ssize_t i
    if x.shape[0] == 0:
        raise ValueError("empty input")
    for i in range(x.shape[0]):
        if x[i] > m:
            m = x[i]
    for i in range(x.shape[0]):
        s += exp(x[i] - m)
    return m + log(s)

def softmax_rows(double[:, :] a):
    cdef Py_ssize_t i, j
    out = np.empty_like(np.asarray(a))
    cdef double[:, :] o = out
    cdef double lse
    for i in range(a.shape[0]):
        lse = logsumexp(a[i])
        for j in range(a.shape[1]):
            o[i, j] = exp(a[i, j] - lse)
    return out

def running_mean(it):
    cdef double total = 0
    cdef long n = 0
    for x in it:
        n += 1
        total += x
        yield total / n

def word_stats(text):
    words = text.lower().split()
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    return {w: f"{c}/{len(words)} = {c / len(words):.2%}" for w, c in top}

a = np.array([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0], [-1000.0, 0.0, 1000.0]])
s = softmax_rows(a)
print(np.round(s, 6))
print(s.sum(axis=1))
print(list(running_mean([1, 2, 3, 4])))
print(list(running_mean(x * x for x in range(5))))
print(word_stats("the cat and the hat and the bat"))
try:
    logsumexp(np.zeros(0))
except (ValueError, IndexError) as e:
    print(type(e).__name__, e)
print(f"{logsumexp(np.array([0.0, 0.0])):.6f}")
