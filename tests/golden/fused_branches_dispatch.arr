# A fused function compiles only the branch of `if T is …` its
# specialisation takes, and a C call picks the specialisation as Cython's
# best_match does (literals are long or double; promotions before
# conversions; the nearest rank; narrowing and sign changes last).
cimport cython
import numpy as np

ctypedef fused real:
    float
    double

ctypedef fused anynum:
    int
    long long
    double

cdef anynum twice(anynum x):
    if anynum is int:
        return x * 2
    elif anynum is double:
        return x * 2.5
    else:
        return x * 3

def norm(real[:] v):
    cdef real s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i] * v[i]
    return s ** 0.5, cython.typeof(s)

@cython.cdivision(True)
cdef int cdiv(int a, int b):
    return a / b

def pydiv(int a, int b):
    return a // b, a % b

def arithmetic():
    print(twice(3), twice(2.0), twice[cython.longlong](4))
    print(norm(np.array([3.0, 4.0])), norm(np.array([3, 4], dtype=np.float32)))
    print(cdiv(-7, 2), pydiv(-7, 2))
    cdef unsigned char u = 250
    u += 10
    cdef signed char sc = 127
    sc += 1
    print(u, sc)
    cdef int big = 2147483647
    print(big + 1, <long long>big + 1)
    cdef double d = 7
    print(d // 2, d % -3, -7 % 3, -7.5 // 2)
    print(divmod(-7, 2), 2 ** -1, 10 ** 20)
    cdef long n = -7
    print(n // 2, n % 2, n / 2)

ctypedef fused A:
    int
    double
ctypedef fused B:
    short
    long long
ctypedef fused C:
    int
    long long
    double
ctypedef fused D:
    unsigned int
    long long
cdef str fa(A x):
    return cython.typeof(x)
cdef str fb(B x):
    return cython.typeof(x)
cdef str fc(C x):
    return cython.typeof(x)
cdef str fd(D x):
    return cython.typeof(x)
def main():
    cdef short s = 1
    cdef int i = 1
    cdef long l = 1
    cdef unsigned char uc = 1
    print(fa(3), fb(3), fc(3), fd(3))
    print(fb(s), fc(s), fc(i), fc(l), fd(i), fd(uc))
    print(fc(2.0), fa(<float>1.5))
arithmetic()
main()
