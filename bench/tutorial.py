# CPython's side of bench/tutorial.arr: the same loops in plain Python
# (lists for the C array and the image, as a Python user writes them).
import time
from math import sqrt

def primes(nb_primes):
    p = [0] * 1000
    nb_primes = min(nb_primes, 1000)
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

def vprimes(nb_primes):
    p = []
    n = 2
    while len(p) < nb_primes:
        for i in p:
            if n % i == 0:
                break
        else:
            p.append(n)
        n += 1
    return p[-1]

def f(x):
    return x ** 2 - x

def integrate_f(a, b, N):
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx

def fib_mod(n):
    a, b = 0, 1
    for i in range(n):
        t = a + b
        a = b
        b = t % 1000000007
    return a

def collatz(n):
    best = 0
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

def conv(img, k):
    H, W, kh, kw = len(img), len(img[0]), len(k), len(k[0])
    out = [[0.0] * (W - kw + 1) for _ in range(H - kh + 1)]
    for x in range(H - kh + 1):
        for y in range(W - kw + 1):
            s = 0
            for i in range(kh):
                for j in range(kw):
                    s += img[x + i][y + j] * k[i][j]
            out[x][y] = s
    return sum(map(sum, out))

def escape(c, maxit):
    z = 0j
    for n in range(maxit):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag > 4.0:
            return n
    return maxit

def mandel(w, h, maxit):
    total = 0
    for j in range(h):
        for i in range(w):
            total += escape((-2.0 + 3.0 * i / w) + (-1.5 + 3.0 * j / h) * 1j, maxit)
    return total

def zmul(a, b, out):
    acc = 0j
    for i in range(len(a)):
        out[i] = a[i] * b[i] + 1j
        acc += out[i]
    return acc.real + acc.imag

def polar(x, y):
    return sqrt(x * x + y * y), x - y

def ctuple_sum(n):
    s = 0.0
    for i in range(n):
        r, t = polar(i, 1.0)
        s += r + t
    return s

def enum_weighted(a):
    s = 0.0
    for i, x in enumerate(a):
        s += i * x
    return s

def zip_dot(a, b):
    s = 0.0
    for x, y in zip(a, b):
        s += x * y
    return s

def harmonic(n):
    s = 0.0
    for i in range(1, n + 1):
        s += 1.0 / i
    return s

def ptr_sum(a):
    # The pointer walk as Python writes it: an index stepped to the end.
    i = 0
    n = len(a)
    s = 0.0
    while i < n:
        s += a[i]
        i += 1
    return s

def list_mean(xs):
    total = 0.0
    for x in xs:
        total += x
    return total / len(xs)

def list_sum(xs):
    total = 0
    for i in range(len(xs)):
        total += xs[i]
    return total

def primes_list(limit):
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

img = [[float((r * 300 + c) % 17) for c in range(300)] for r in range(300)]
kern = [[1 / 25] * 5 for _ in range(5)]
za = [i * (1 + 0.5j) for i in range(1_000_000)]
zb = [1.0 * (0.25 - 1j)] * 1_000_000
zout = [0j] * 1_000_000
lin = [i / 999_999 for i in range(1_000_000)]
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
