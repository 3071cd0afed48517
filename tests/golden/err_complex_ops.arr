# Operations Cython refuses on C complex values, each with Cython's message
def f(double complex z, double complex w):
    cdef double d
    if z < w:
        print("less")
    print(z // 2, z % 2)
    d = z
    if z:
        print(~w)
f(1j, 2)
