# distutils: language = c++
# Loops over vectors of C numbers: by index, by element (with break and
# else), writes seen by later iterations, the loop variable after the loop.
from libcpp.vector cimport vector

cdef double mean(vector[double]& xs):
    cdef double s = 0
    cdef double x
    for x in xs:
        s += x
    return s / xs.size()

def primes(unsigned int nb_primes):
    cdef int n, i
    cdef vector[int] p
    p.reserve(nb_primes)
    n = 2
    while p.size() < nb_primes:
        for i in p:
            if n % i == 0:
                break
        else:
            p.push_back(n)
        n += 1
    return p

def run():
    cdef vector[double] xs = [1.5, 2.5, 4.0]
    print(mean(xs))
    print(primes(15))
    cdef vector[long] fib = [1, 1]
    cdef size_t k
    for k in range(2, 20):
        fib.push_back(fib[k - 1] + fib[k - 2])
    print(fib.back(), fib[10])
    cdef long f
    cdef long total = 0
    for f in fib:
        if f > 1000:
            break
        total += f
    print(total, f)
    cdef vector[int] ramp = range(6)
    cdef int r
    cdef size_t j = 0
    for r in ramp:
        if j + 1 < ramp.size():
            ramp[j + 1] += r
        j += 1
    print(ramp, r)
    cdef vector[float] fl = [0.1, 0.2]
    cdef float g
    for g in fl:
        print(g)
    cdef vector[unsigned char] bs = [250, 3]
    cdef unsigned char b
    for b in bs:
        print(b + 10)

run()
