# A first arr script: typed C arithmetic beside Python objects.
from libc.math cimport sqrt

cdef int count_primes(int limit):
    cdef int n, d, count = 0
    cdef bint prime
    for n in range(2, limit):
        prime = True
        d = 2
        while d * d <= n:
            if n % d == 0:
                prime = False
                break
            d += 1
        if prime:
            count += 1
    return count

cdef unsigned char small = 250
small += 10
print("primes below 10000:", count_primes(10000))
print("unsigned char 250 + 10 wraps to", small)
print("sqrt(2) =", sqrt(2.0))
print(f"{'done':>8}")
