# double ** double through glibc's cpow (clog's log1p near 1) in C contexts and when printed
def f(double p, double q):
    cdef double s = 0
    s += p ** q
    print(repr(s), p ** q)
ps = [1.5, 0.7, 1.9, 0.51, 1.01, 1.999, 0.99, 3.7, 1.2345678]
qs = [0.5, 1.0 / 3.0, 2.5, -0.75, 7.1]
for p in ps:
    for q in qs:
        f(p, q)
