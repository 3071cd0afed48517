# Closures over C-typed locals: the lambda or nested function sees the C
# variable (its later values too), writes through nonlocal stay C (an int
# wraps, an unsigned char truncates), and a captured memoryview indexes as
# one.
cimport cython
import numpy as np

def counter():
    cdef int n = 2147483646
    def step():
        nonlocal n
        n += 1
        return n
    return step

def scaled(double k):
    cdef double factor = k * 2
    f = lambda x: x * factor
    factor += 1
    return f

def argsort_by(double[:] vals):
    cdef Py_ssize_t n = vals.shape[0]
    return sorted(range(n), key=lambda i: vals[i])

def byte_acc():
    cdef unsigned char acc = 250
    def add(int v):
        nonlocal acc
        acc = acc + v
        return acc
    return add

def typed_inside():
    cdef long total = 0
    cdef float half = 0.5
    def run(int k):
        nonlocal total
        for i in range(k):
            total += i
        return total, cython.typeof(total), half * 3
    return run

def view_closure():
    cdef int[:] m = np.arange(3, dtype=np.intc)
    def get(int i):
        return m[i]
    try:
        get(5)
    except IndexError as e:
        print("IndexError:", e)
    return get(-1)

s = counter()
print(s(), s())
print(scaled(1.5)(2.0))
print(argsort_by(np.array([3.0, 1.0, 2.0, 0.5])))
add = byte_acc()
print(add(3), add(10))
r = typed_inside()
print(r(4), r(3))
print(view_closure())
