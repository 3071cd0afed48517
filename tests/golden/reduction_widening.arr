# Reductions whose loop variable is widened to the accumulator's type.
def f(int n):
    cdef long s = 0
    cdef unsigned long u = 0
    cdef int i
    cdef double h = 0
    for i in range(-3, n):
        s += i
    for i in range(n, -5, -2):
        u += i
    for i in range(n):
        h += i * 0.5
    print(s, u, h, i)
f(10)
f(0)
