cpdef double area(double w, double h):
    return w * h
cpdef int fib(int n):
    cdef int a = 0, b = 1, i
    for i in range(n):
        a, b = b, a + b
    return a
print(area(2.5, 4), fib(30), [fib(i) for i in range(10)])
f = fib
print(f(10))
