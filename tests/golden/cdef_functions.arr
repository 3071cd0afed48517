cdef int square(int x):
    return x * x
cdef double mean(double a, double b):
    return (a + b) / 2
cpdef int add(int a, int b=10):
    return a + b
cdef inline int clip(int a, int lo, int hi) noexcept:
    return min(max(a, lo), hi)
def use():
    cdef int i
    cdef int s = 0
    for i in range(5):
        s += square(i)
    return s
print(use(), mean(1, 2), add(1), add(1, 2), clip(15, 0, 10), clip(-3, 0, 10))
cdef void shout(str msg):
    print(msg.upper())
shout("hello")
cdef int safe_div(int a, int b) except? -1:
    return a // b
try:
    safe_div(1, 0)
except ZeroDivisionError as e:
    print("propagated:", e)
cdef double with_default(double x, double scale=2.0):
    return x * scale
print(with_default(3.0), with_default(3.0, 0.5))
