# General loops from Cython's tutorials and typical kernels, typed as a
# Cython user types them: C array iteration with `break`/`else`, a cdef
# helper called per iteration, integer while loops with branches, modular
# arithmetic, a 2-D convolution, a cdef function's ctuple unpacked, and
# enumerate()/zip() over typed views, a C loop over range() of an untyped
# argument, a pointer walked through a buffer, and a Python list summed
# into a C accumulator. Prints "name median_seconds checksum".
import numpy as np
import time
from libcpp.vector cimport vector
from libc.math cimport sqrt

def vprimes(unsigned int nb_primes):
    # The Cython tutorial's C++ version: a vector grown with push_back.
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
    return p[p.size() - 1]

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
    return [prime for prime in p[:len_p]][-1]

cdef double f(double x):
    return x ** 2 - x

def integrate_f(double a, double b, int N):
    cdef int i
    cdef double s, dx
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx

def fib_mod(int n):
    cdef int i
    cdef long a = 0, b = 1, t
    for i in range(n):
        t = a + b
        a = b
        b = t % 1000000007
    return a

def collatz(long n):
    cdef long i, x, steps, best = 0
    for i in range(1, n):
        x = i
        steps = 0
        while x != 1:
            if x % 2 == 0:
                x = x // 2
            else:
                x = 3 * x + 1
            steps += 1
        if steps > best:
            best = steps
    return best

def conv(double[:, :] img, double[:, :] k):
    cdef Py_ssize_t H = img.shape[0], W = img.shape[1], kh = k.shape[0], kw = k.shape[1]
    cdef Py_ssize_t x, y, i, j
    cdef double s
    out = np.zeros((H - kh + 1, W - kw + 1))
    cdef double[:, :] o = out
    for x in range(H - kh + 1):
        for y in range(W - kw + 1):
            s = 0
            for i in range(kh):
                for j in range(kw):
                    s += img[x + i, y + j] * k[i, j]
            o[x, y] = s
    return out.sum()

cdef int escape(double complex c, int maxit):
    cdef double complex z = 0
    cdef int n
    for n in range(maxit):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag > 4.0:
            return n
    return maxit

def mandel(int w, int h, int maxit):
    cdef int i, j, total = 0
    for j in range(h):
        for i in range(w):
            total += escape((-2.0 + 3.0 * i / w) + (-1.5 + 3.0 * j / h) * 1j, maxit)
    return total

def zmul(double complex[:] a, double complex[:] b, double complex[:] out):
    cdef Py_ssize_t i
    cdef double complex acc = 0
    for i in range(a.shape[0]):
        out[i] = a[i] * b[i] + 1j
        acc += out[i]
    return acc.real + acc.imag

cdef (double, double) polar(double x, double y):
    return sqrt(x * x + y * y), x - y

def ctuple_sum(int n):
    # A cdef function returning a ctuple, unpacked in the loop.
    cdef int i
    cdef double r, t, s = 0
    for i in range(n):
        r, t = polar(i, 1.0)
        s += r + t
    return s

def enum_weighted(double[:] a):
    cdef Py_ssize_t i
    cdef double x, s = 0
    for i, x in enumerate(a):
        s += i * x
    return s

def zip_dot(double[:] a, double[:] b):
    cdef double x, y, s = 0
    for x, y in zip(a, b):
        s += x * y
    return s

def harmonic(n):
    # `n` is untyped: Cython converts the bound once, as arr does.
    cdef int i
    cdef double s = 0
    for i in range(1, n + 1):
        s += 1.0 / i
    return s

def ptr_sum(double[::1] a):
    cdef double* p = &a[0]
    cdef double* end = p + a.shape[0]
    cdef double s = 0
    while p < end:
        s += p[0]
        p += 1
    return s

def list_mean(xs):
    # A typed accumulator over a Python list, the loop variable untyped,
    # as a Cython user first types a mean.
    cdef double total = 0
    for x in xs:
        total += x
    return total / len(xs)

def list_sum(xs):
    # A list of ints by index, into a C integer accumulator.
    cdef long total = 0
    cdef Py_ssize_t i
    for i in range(len(xs)):
        total += xs[i]
    return total

def primes_list(int limit):
    # Trial division by the primes found so far, stopping at sqrt(n):
    # a typed loop over a growing list that breaks early.
    cdef int n, p
    cdef bint ok
    ps = []
    for n in range(2, limit):
        ok = True
        for p in ps:
            if p * p > n:
                break
            if n % p == 0:
                ok = False
                break
        if ok:
            ps.append(n)
    return len(ps)

def median(f, repeats):
    times = []
    r = None
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2], r

img = (np.arange(90000.0) % 17).reshape(300, 300)
kern = np.ones((5, 5)) / 25
za = np.arange(1_000_000) * (1 + 0.5j)
zb = np.ones(1_000_000) * (0.25 - 1j)
zout = np.empty(1_000_000, dtype=complex)
lin = np.arange(1_000_000) / 999_999
floats = [i * 0.5 for i in range(1_000_000)]
ints = list(range(1_000_000))
for name, g in [
    ("primes", lambda: primes(1000)),
    ("vprimes", lambda: vprimes(1000)),
    ("integrate", lambda: integrate_f(0.0, 2.0, 2_000_000)),
    ("fib_mod", lambda: fib_mod(3_000_000)),
    ("collatz", lambda: collatz(100_000)),
    ("conv", lambda: conv(img, kern)),
    ("mandel", lambda: mandel(200, 150, 100)),
    ("zmul", lambda: zmul(za, zb, zout)),
    ("ctuple", lambda: ctuple_sum(1_000_000)),
    ("enumerate", lambda: enum_weighted(lin)),
    ("zip", lambda: zip_dot(lin, lin)),
    ("untyped_n", lambda: harmonic(1_000_000)),
    ("ptr_walk", lambda: ptr_sum(lin)),
    ("primes_list", lambda: primes_list(100_000)),
    ("list_mean", lambda: list_mean(floats)),
    ("list_sum", lambda: list_sum(ints)),
]:
    t, r = median(g, 5)
    print(name, t, round(r, 6))
