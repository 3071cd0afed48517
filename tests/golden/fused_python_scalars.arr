# A def fused function called from Python picks its specialisation the way
# Cython's dispatcher does: isinstance(arg, int/float/complex/bool) against
# the members in Cython's preference order (higher rank first); NumPy
# scalars other than float64/complex128 are not float/complex instances.
cimport cython
import numpy as np
ctypedef fused num:
    int
    long
    double
ctypedef fused fl:
    float
    double
ctypedef fused cx:
    float complex
    double complex
ctypedef fused ii:
    short
    int
ctypedef fused mixed:
    unsigned int
    int
    double
def f(num x):
    return x * 2
def g(fl x):
    return x / 3
def h(cx z):
    return z * 2
def k(ii a):
    return a + 1
def m(mixed a):
    return cython.typeof(a)
for fn, v in [(f, 3), (f, 2.5), (f, True), (f, np.float64(1.5)), (f, np.int64(4)), (f, np.float32(1.5)),
              (g, 1.0), (g, 2), (g, np.float64(2)), (g, np.float32(2)), (g, 1j),
              (h, 1j), (h, 2.0), (h, 3), (h, np.complex128(1+1j)), (h, np.complex64(1)),
              (k, 3), (k, 70000), (k, 2.0), (k, np.int16(4)), (m, 5), (m, -5), (m, 0.5)]:
    try:
        print(fn.__name__, repr(v), "->", repr(fn(v)))
    except Exception as e:
        print(fn.__name__, repr(v), type(e).__name__, e)

def kt(ii a):
    return cython.typeof(a)
def gt(fl a):
    return cython.typeof(a)
cdef short s = 3
cdef float fv = 1.5
print(kt(s), gt(fv))
def w():
    cdef short s2 = 4
    cdef float f2 = 2.5
    return kt(s2), gt(f2)
print(w())

def saxpy(fl a, fl[::1] x, fl[::1] y):
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        y[i] = a * x[i] + y[i]
    return np.asarray(y)
print(saxpy(2.0, np.linspace(0, 1, 5), np.ones(5)))
try:
    saxpy(np.float32(3), np.zeros(3, dtype=np.float32), np.zeros(3, dtype=np.float32))
except TypeError as e:
    print("TypeError:", e)
try:
    saxpy(3.0, np.zeros(3, dtype=np.float32), np.zeros(3, dtype=np.float32))
except ValueError as e:
    print("ValueError:", e)
