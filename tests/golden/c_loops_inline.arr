# Loops over C array and pointer slices, cdef helpers called with
# computed arguments, x ** 2 and one-comparison conditions: the tutorial's
# primes and integration kernels and the edges of each form.
from libc.stdlib cimport malloc, free

def primes(int nb_primes):
    cdef int n, i, len_p
    cdef int p[1000]
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

def slices():
    cdef double a[6]
    cdef int k
    for k in range(6):
        a[k] = k * 1.5
    cdef double x = -1
    cdef double s = 0
    for x in a[2:5]:
        s += x
    print("a[2:5]", s, x)
    for x in a[:6]:
        s += x
    print("a[:6]", s, x)
    for x in a[4:1:-1]:
        print("down", x)
    for x in a[3:3]:
        print("never")
    else:
        print("empty slice runs else; x stays", x)
    cdef long* q = <long*> malloc(5 * sizeof(long))
    for k in range(5):
        q[k] = 10 * k - 7
    cdef long v
    cdef long t = 0
    for v in q[1:5]:
        if v > 20:
            break
        t += v
    print("pointer", t, v)
    cdef int m = 0
    for v in q[0:5:2]:
        m += 1
    print("step 2", m, v)
    free(q)

cdef double f(double x):
    return x ** 2 - x

cdef int twice(int a, int b):
    return a * a + b * b + a

cdef int calls = 0

cdef int bump(int by):
    global calls
    calls += 1
    return calls * by

def integrate_f(double a, double b, int N):
    cdef int i
    cdef double s, dx
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx

def helpers():
    cdef int i, acc = 0
    for i in range(10):
        acc += twice(i + 1, i - 1)
    print("twice", acc)
    # Arguments with side effects run once each, left to right.
    print("bump", twice(bump(2), bump(3)), calls)
    cdef double inf = float("inf")
    cdef double nan = float("nan")
    print(f(-0.0), f(inf), f(-inf), f(nan), f(1e200), f(-3.5))
    print((-0.0) ** 2, inf ** 2, nan ** 2)

def comparisons():
    cdef double nan = float("nan")
    cdef double one = 1.0
    cdef int n = 0
    if nan != nan:
        n += 1
    if not (nan == nan):
        n += 10
    if nan < one or nan >= one:
        n += 100
    cdef unsigned long big = 18446744073709551615
    cdef unsigned long small = 1
    if big > small:
        n += 1000
    cdef long neg = -1
    if neg < 0 and 3 >= 3 and neg <= -1:
        n += 10000
    print("comparisons", n)

print(primes(30))
print(len(primes(1000)), primes(1000)[-3:])
slices()
print(round(integrate_f(0.0, 2.0, 100000), 9))
helpers()
comparisons()
