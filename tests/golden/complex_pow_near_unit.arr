# C complex powers and logs of values near the unit circle, where glibc's
# clog takes x*x + y*y - 1 exactly; computed at run time (arguments), as
# compiled Cython calls cpow
def powers(double complex w, double complex e):
    print(w ** 3, w ** e, w ** 0.5, (w * 1.1) ** 2.5, w ** -2)

def parts(double re, double im, int k):
    cdef double complex z = re + im * 1j
    cdef double complex r = z ** k
    print(r.real, r.imag, abs(z) ** k)

powers(0.3 + 0.7j, 1.5 - 0.25j)
powers(0.6 - 0.6j, 0.1 + 2j)
powers(-0.8 + 0.5j, 3 + 0j)
for re, im in [(0.3, 0.7), (0.71, 0.7), (0.9, 0.05), (-0.5, -0.6), (0.999, 0.0001)]:
    parts(re, im, 3)
    parts(re, im, 7)
