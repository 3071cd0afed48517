# Which `**` is C pow, integer pow, widened to double or soft complex:
# the base, the exponent and the cpow directive decide.
cimport cython

@cython.cpow(True)
def with_cpow(double s, int a, int b):
    return s ** 0.5, a ** b, (-s) ** 0.5, a ** -1, 2 ** b

@cython.cpow(False)
def without_cpow(double s, int a, int b):
    cdef double d = s ** 0.5
    return s ** 0.5, a ** b, (-s) ** 0.5, d, cython.typeof(a ** b), cython.typeof(s ** 0.5)

def unset(double s, int a, int b, unsigned int u):
    cdef long r = a ** b
    cdef double d = 2 ** b
    return r, d, a ** u, cython.typeof(a ** u), cython.typeof(s ** b), cython.typeof(s ** 0.5), cython.typeof(2.0 ** s)

print(with_cpow(3.0, 3, 4))
print(with_cpow(2.0, 2, -2))
print(without_cpow(3.0, 3, 4))
print(without_cpow(2.0, 5, -2))
print(unset(3.0, 3, 4, 3))
print(unset(2.0, 5, -2, 0))

def run(double s, int n, unsigned int u, int a):
    print(s ** n, s ** 3.0, s ** -1.0, 2.0 ** s, s ** u, a ** u, 3 ** s, 1.7 ** s)

run(1.1, 7, 5, 3)
run(2.3, -3, 3, -2)
run(10.7, 13, 7, 5)

