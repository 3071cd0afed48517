# libc.stdlib: rand/srand draw glibc's sequence (a Monte Carlo pi
# estimate), RAND_MAX, C abs, atoi and atof.
from libc.stdlib cimport rand, srand, RAND_MAX, abs, atoi, atof
def monte_carlo_pi(int n):
    cdef int i, inside = 0
    cdef double x, y
    for i in range(n):
        x = rand() / <double>RAND_MAX
        y = rand() / <double>RAND_MAX
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / n
print(rand(), rand(), rand())
srand(42)
print([rand() % 100 for _ in range(5)])
print(monte_carlo_pi(100000))
srand(0)
print(rand())
print(RAND_MAX, abs(-5), atoi(b"  -123abc"), atof(b"2.5e3x"))
cdef int r = rand() // RAND_MAX
print(r, rand() / RAND_MAX < 1)
