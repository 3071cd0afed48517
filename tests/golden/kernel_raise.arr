# Loops whose cdef callees (or bodies) raise: the exception each raise
# builds, with the values its message reads at that moment.
import numpy as np

class RangeError(Exception):
    pass

cdef int checked(int x) except -1:
    if x < 0:
        raise ValueError(f"negative value {x}")
    if x > 1000:
        raise RangeError("too big:", x, x * 2)
    return x * 2

cdef double safe_div(double a, double b) except? -1:
    if b == 0:
        raise ZeroDivisionError(f"{a:.3f} / {b}")
    return a / b

cdef long outer(long i, long limit) except -1:
    if i == limit:
        raise KeyError(i)
    return checked(<int>i) + 1

cdef int plain(int x) except -1:
    if x == 3:
        raise IndexError
    return x

def total(int n, int bad):
    cdef long s = 0
    cdef int i
    for i in range(n):
        s += checked(i - bad)
    return s

def ratios(double[:] xs):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        s += safe_div(1.0 + i, xs[i])
    return s

def nested(long n, long limit):
    cdef long s = 0, i
    for i in range(n):
        s += outer(i, limit)
    return s

def body_raise(double[:] xs, str label):
    cdef Py_ssize_t i
    cdef double acc = 0
    for i in range(xs.shape[0]):
        if xs[i] < 0:
            raise ValueError(f"{label}: xs[{i}] = {xs[i]} after sum {acc}")
        acc += xs[i]
    return acc

def body_assert(int n, int stop):
    cdef int i, s = 0
    for i in range(n):
        assert i < stop, f"i reached {i} (s = {s})"
        s += i
    return s

def plain_loop(int n):
    cdef int i, s = 0
    for i in range(n):
        s += plain(i)
    return s

def bad_raise(int n):
    cdef int i
    for i in range(n):
        if i == 2:
            raise i
    return n

def chained(int n):
    cdef int i
    try:
        {}["k"]
    except KeyError:
        for i in range(n):
            if i == 1:
                raise ValueError("in handler")
    return n

cdef int quiet(int x) noexcept:
    return checked(x)

def quiet_loop(int n):
    cdef int i, s = 0
    for i in range(n):
        s += quiet(i - 2)
    return s

def attempt(label, fn, *args):
    try:
        print(label, fn(*args))
    except Exception as e:
        print(label, type(e).__name__, e.args, repr(e.__context__))

attempt("total ok", total, 100, 0)
attempt("total neg", total, 100, 7)
attempt("total big", lambda: total(2000, 0))
attempt("ratios ok", ratios, np.array([1.0, 2.0, 4.0]))
attempt("ratios zero", ratios, np.array([1.0, 2.0, 0.0, 5.0]))
attempt("nested ok", nested, 10, 99)
attempt("nested key", nested, 10, 4)
attempt("body ok", body_raise, np.arange(4.0), "data")
attempt("body neg", body_raise, np.array([1.5, 2.0, -3.25, 4.0]), "data")
attempt("assert ok", body_assert, 5, 10)
attempt("assert fail", body_assert, 10, 6)
attempt("plain", plain_loop, 10)
attempt("bad raise", bad_raise, 5)
attempt("chained", chained, 3)
attempt("quiet", quiet_loop, 4)
