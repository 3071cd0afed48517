# A reduction's integer nodes wrap to their C type unless the element
# ranges prove they cannot overflow (then the wrap pass is skipped).
import numpy as np

def red(int[:] a, signed char[:] b, Py_ssize_t n):
    cdef long long acc = 0
    cdef double facc = 0
    cdef Py_ssize_t k
    for k in range(n):
        acc = acc + (a[k] + a[k])
    for k in range(n):
        facc = facc + (b[k] * b[k] + b[k]) * (k - 3)
    return acc, facc

a = np.full(20, 2**31 - 5, dtype=np.intc)
b = np.arange(-10, 10, dtype=np.int8) * 12
print(red(a, b, 20))
