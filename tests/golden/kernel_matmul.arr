import numpy as np
cimport cython
@cython.boundscheck(False)
@cython.wraparound(False)
def matmul(double[:, ::1] A, double[:, ::1] B):
    cdef Py_ssize_t n = A.shape[0], m = A.shape[1], p = B.shape[1]
    cdef Py_ssize_t i, j, k
    cdef double s
    C = np.zeros((n, p))
    cdef double[:, ::1] Cv = C
    for i in range(n):
        for j in range(p):
            s = 0
            for k in range(m):
                s += A[i, k] * B[k, j]
            Cv[i, j] = s
    return C
A = np.arange(6, dtype=np.float64).reshape(2, 3)
B = np.arange(12, dtype=np.float64).reshape(3, 4) / 2
C = matmul(A, B)
print(C)
print(np.allclose(C, A @ B), C.T.shape)
