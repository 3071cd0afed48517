# A cdef or cpdef function called in C with too few or too many arguments
# is refused while compiling, in Cython's words ("at least"/"at most" when it
# has defaults).
cpdef double scale(double x, double factor=2.0):
    return x * factor
cdef int g(int a, int b=1):
    return a + b
try:
    scale()
except TypeError as e:
    print(e)
print(g(1, 2, 3))
