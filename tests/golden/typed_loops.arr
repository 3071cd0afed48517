def sum_typed(int n):
    cdef long s = 0
    cdef int i
    for i in range(n):
        s += i * i
    return s
def harmonic(int n):
    cdef double h = 0.0
    cdef int k
    for k in range(1, n + 1):
        h += 1.0 / k
    return h
def count_primes(int limit):
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
print(sum_typed(1000), harmonic(100), count_primes(1000))
def collatz(long n):
    cdef int steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps
print([collatz(k) for k in range(1, 12)])
