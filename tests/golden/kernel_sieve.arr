from libc.stdlib cimport malloc, free
def sieve(int n):
    cdef char *is_prime = <char *> malloc(n + 1)
    cdef int i, j, count = 0
    for i in range(n + 1):
        is_prime[i] = 1
    is_prime[0] = 0
    is_prime[1] = 0
    i = 2
    while i * i <= n:
        if is_prime[i]:
            j = i * i
            while j <= n:
                is_prime[j] = 0
                j += i
        i += 1
    primes = []
    for i in range(n + 1):
        if is_prime[i]:
            count += 1
            if count <= 10:
                primes.append(i)
    free(is_prime)
    return count, primes
print(sieve(100))
print(sieve(10000)[0])
