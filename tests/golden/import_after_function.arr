# A function above an import may use what it imports: Cython resolves a
# cimport when it compiles the module, and a Python import has bound its
# name by the time the function runs.
def f(x):
    return math.sqrt(x) + floor(x) + pi
cdef double g(double x):
    return sin(x) + acos_(0.5)
cdef double h(double x) nogil:
    return fabs(x) * M_PI
import math
from math import floor, pi
from libc.math cimport sin, fabs, M_PI
from libc.math cimport acos as acos_
print(f(2.0), g(1.0), h(-0.5))
