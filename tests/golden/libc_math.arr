from libc.math cimport sin, cos, sqrt, exp, log, fabs, pow, floor, ceil, M_PI, atan2, tanh
cdef double x = 0.5
print(sin(x), cos(x), sqrt(2.0), exp(1.0), log(10.0))
print(fabs(-2.5), pow(2.0, 0.5), floor(-1.5), ceil(-1.5), M_PI)
print(atan2(1.0, 1.0), tanh(0.5), sqrt(-1.0))
cdef double acc = 0
cdef int i
for i in range(1000):
    acc += sin(i * 0.001)
print(acc)
