# arr-only: Cython refuses this at compile time with "Cannot assign type 'double' to 'bint'"
cdef double d = 0.5
cdef float fl = 2
cdef bint b1 = d > 0
def g(double x):
    cdef bint ok = x
    return ok
if d:
    print("d true")
while fl:
    fl -= 1
print(b1, not d, g(0.0) if False else 1)
