# Typed loops over a list, or reading its items by index, that stop early
# (a break of their own, or a return), beside ones that run to the end or
# break only an inner loop.
def primes_list(int limit):
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
    return ps

def first_over(list xs, double lim):
    cdef double x
    for x in xs:
        if x > lim:
            return x
    return -1.0

def inner_break(list xs):
    cdef long x, total = 0
    cdef int k
    for x in xs:
        for k in range(10):
            if k > x:
                break
            total += k
    return total

def index_over(list xs, long lim):
    cdef Py_ssize_t i
    cdef long v
    for i in range(len(xs)):
        v = xs[i]
        if v > lim:
            break
    return i

def total(list xs):
    cdef long s = 0
    cdef Py_ssize_t i
    for i in range(len(xs)):
        s += xs[i]
    return s

ps = primes_list(3000)
print(len(ps), ps[:10], ps[-3:])
print(first_over([1.5, 2.5, 9.0, 11.0], 8.0), first_over([], 1.0))
print(inner_break([0, 3, 20, 5]))
print(index_over(list(range(1, 1000)), 20), index_over([1, 2], 5), total(ps))
