# distutils: language = c++
# Loops over vectors of C numbers (which arr runs as native kernels): a
# sieve over vector[bint], prefix sums pushed in a loop, a def function's
# `T&` parameter (a converted copy), unsigned wrap, a histogram, and a
# cdef function filling a vector passed by reference.
from libcpp.vector cimport vector

def sieve(int n):
    cdef vector[bint] composite = vector[bint](n + 1, False)
    cdef vector[int] primes
    cdef int i, j
    for i in range(2, n + 1):
        if not composite[i]:
            primes.push_back(i)
            j = i * i
            while j <= n:
                composite[j] = True
                j += i
    return primes

def prefix(vector[double] xs):
    cdef vector[double] out
    cdef double s = 0
    cdef size_t k
    for k in range(xs.size()):
        s += xs[k]
        out.push_back(s)
    return out

def scale(vector[float]& v, float f):
    cdef size_t k
    for k in range(v.size()):
        v[k] = v[k] * f

def grow(int n):
    cdef vector[unsigned int] v
    cdef int i
    for i in range(n):
        v.push_back(i - 2)
    cdef unsigned long long total = 0
    for i in range(v.size()):
        total += v[i]
    return total, v.size(), v.empty()

def histogram(vector[int] data, int nbins):
    cdef vector[long] counts = vector[long](nbins)
    cdef int x
    for x in data:
        counts[x % nbins] += 1
    return counts

cdef void collect(vector[int]& out, int n):
    cdef int i
    for i in range(n):
        if i % 3 == 0:
            out.push_back(i * i)

def collected(int n):
    cdef vector[int] v
    collect(v, n)
    collect(v, 4)
    return v

print(sieve(50))
print(prefix([0.5, 1.25, 2.0]))
cdef vector[float] fv = [1.0, 2.5, 0.1]
scale(fv, 3.0)
print(fv)
print(grow(5))
print(histogram([1, 5, 7, 9, 12, 3], 4))
print(collected(10))
