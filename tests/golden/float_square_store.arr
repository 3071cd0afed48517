# `x ** 2` on a double is `x * x` in compiled Cython (gcc turns pow(x, 2.0)
# into a multiplication), whether the result is stored into a local, used
# in an expression or computed in a loop; pow() differs in the last bit
# for this x.
cdef float fl = 0.1
cdef double x = fl - 1.0
cdef double y
cdef int i
y = x ** 2
print(y, x ** 2, y == x * x)
for i in range(2):
    y = x ** 2
print(y)
def f(double z):
    cdef double r
    r = z ** 2
    return r
print(f(x))
