# Python ints too large for the C parameter type: CPython's messages.
def f(long x):
    return x
def g(unsigned long long x):
    return x
def h(int x):
    return x
for fn, v in ((f, 2 ** 70), (f, -2 ** 70), (g, 2 ** 64 - 1), (g, 2 ** 64), (g, -1), (h, 2 ** 40), (h, 2 ** 70)):
    try:
        print(fn(v))
    except OverflowError as e:
        print("OverflowError:", e)
cdef unsigned long long u = 2 ** 64 - 1
print(u, u + 0, <long>u)
