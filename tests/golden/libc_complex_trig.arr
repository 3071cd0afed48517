# libc.complex's trigonometric and hyperbolic functions, cproj and clog10, bit for bit as glibc computes them: ordinary, tiny, huge (scaled past exp's overflow) and infinite or NaN arguments, in loops that run as native kernels.
from libc.complex cimport csin, ccos, ctan, csinh, ccosh, ctanh, cproj, cabs, creal, cimag, clog10, clog
import numpy as np

cdef double inf = float("inf"), nan = float("nan")
cdef double complex zs[18]
zs[:] = [0.5 + 0.25j, -1.5 + 2j, 3 - 4j, -0.0 - 0.0j, 1e-310 + 1e-310j, 710 + 1j, -711.5 - 0.5j,
         1 + 800j, 0.3 - 2000j, 400 + 0.7j, -400 - 2j, 2.5 + 360j, 1e300j + 1, complex(inf, 1.0),
         complex(1.0, inf), complex(0.0, inf), complex(nan, 0.0), complex(inf, 0.0)]
cdef int i
cdef double complex z
for i in range(18):
    z = zs[i]
    print(i, csin(z), ccos(z), ctan(z))
    print(i, csinh(z), ccosh(z), ctanh(z), cproj(z))

cdef double complex[:] v = np.linspace(-3, 3, 13) + 1j * np.linspace(2, -2, 13)
cdef double acc = 0
cdef double complex w = 0
for i in range(v.shape[0]):
    w += csin(v[i]) * ccos(v[i]) - ctanh(v[i])
    acc += cabs(csinh(v[i])) + creal(ctan(v[i])) + cimag(ccosh(v[i]))
print(w, acc)

cdef double complex ls[14]
ls[:] = [-0.0 + 0.0j, -0.0 - 0.0j, 0.0 - 0.0j, 1 + 0.5j, 1.5 + 0.5j, 0.7 + 1e-17j, 0.8 + 0.6j, 3 - 4j,
         -2 + 1e-300j, 1e308 + 1e308j, 1e-310 + 1e-311j, complex(inf, 2.0), complex(nan, inf), complex(1.0, nan)]
for i in range(14):
    print(i, clog10(ls[i]), clog(ls[i]))
