# Cython tutorial kernels: primes with a C array, integration through an
# except? function, great-circle distance, collatz with cdivision.
from libc.math cimport sqrt, sin, cos, asin
cimport cython

def primes(int nb_primes):
    cdef int n, i, len_p
    cdef int[1000] p
    if nb_primes > 1000:
        nb_primes = 1000
    len_p = 0
    n = 2
    while len_p < nb_primes:
        for i in p[:len_p]:
            if n % i == 0:
                break
        else:
            p[len_p] = n
            len_p += 1
        n += 1
    result_as_list = [prime for prime in p[:len_p]]
    return result_as_list

cdef double f(double x) except? -2:
    return x ** 2 - x

def integrate_f(double a, double b, int N):
    cdef int i
    cdef double s, dx
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx

cdef double to_rad = 3.141592653589793 / 180.0

def great_circle(double lon1, double lat1, double lon2, double lat2):
    cdef double radius = 3956
    cdef double x = to_rad * (lon1 - lon2) / 2
    cdef double a = sin((lat1 - lat2) * to_rad / 2) ** 2 + cos(lat1 * to_rad) * cos(lat2 * to_rad) * sin(x) ** 2
    return 2 * radius * asin(sqrt(a))

@cython.cdivision(True)
def collatz_max(long n):
    cdef long best = 0, arg = 0, k, steps, x
    for k in range(1, n):
        x = k
        steps = 0
        while x != 1:
            if x % 2 == 0:
                x = x // 2
            else:
                x = 3 * x + 1
            steps += 1
        if steps > best:
            best = steps
            arg = k
    return arg, best

print(primes(20))
print(integrate_f(0.0, 2.0, 1000))
print(great_circle(-72.345, 34.323, -61.823, 54.826))
print(collatz_max(10000))
