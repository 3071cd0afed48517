# Sub-views of typed memoryviews by integer indices and `:` (m[i, :],
# m[:, j], m[i], t[i, :, k]) built in loops and passed to cdef functions:
# values, shapes, strides, writes through, base, negative indices with and
# without wraparound, and the errors of out-of-range indices.
import numpy as np
cimport cython

cdef double rowsum(double[:] r):
    cdef double s = 0
    cdef Py_ssize_t j
    for j in range(r.shape[0]):
        s += r[j] * (j + 1)
    return s

def by_rows(double[:, :] m):
    cdef Py_ssize_t i
    return [rowsum(m[i, :]) for i in range(m.shape[0])]

def by_cols(double[:, :] m):
    cdef int j
    out = []
    for j in range(m.shape[1]):
        out.append(rowsum(m[:, j]))
    return out

def scale_rows(double[:, :] m):
    cdef Py_ssize_t i, j
    cdef double[:] r
    for i in range(m.shape[0]):
        r = m[i]
        for j in range(r.shape[0]):
            r[j] *= i + 1

a = np.arange(12.0).reshape(3, 4)
cdef double[:, :] m = a
print(by_rows(m), by_cols(m))
print(by_rows(m[::-1, 1:]), by_cols(m.T))
f = np.asfortranarray(a)
print(by_rows(f), by_cols(f))
scale_rows(m)
print(a)
cdef double[:] r = m[1, :]
print(r.shape[0], r.strides[0], r.base is a, np.asarray(r))
cdef double[:] c = m[:, 2]
print(c.shape[0], c.strides[0], np.asarray(c))
cdef long[:, :, :] t = np.arange(24).reshape(2, 3, 4)
cdef long[:] tk = t[1, :, 3]
cdef long[:, :] t0 = t[0]
cdef long[:, :] tj = t[:, 2]
print(np.asarray(tk), np.asarray(t0).tolist(), np.asarray(tj).tolist())
cdef int i = -1
print(np.asarray(m[i, :]), np.asarray(m[:, i]))
cdef const double[:, :] cm = a
print(np.asarray(cm[2, :]))

@cython.wraparound(False)
def last_row(double[:, :] m, int i):
    cdef double[:] r = m[i, :]
    return np.asarray(r)

print(last_row(m, 2))
for k in (3, -4, 7):
    try:
        print(np.asarray(m[k, :]))
    except IndexError as e:
        print("IndexError:", e)
try:
    print(last_row(m, -1))
except IndexError as e:
    print("IndexError:", e)
try:
    print(np.asarray(m[:, 4]))
except IndexError as e:
    print("IndexError:", e)
