# libc.string.memcmp over C arrays, malloc'd blocks and bytes: raw bytes
# compared as unsigned chars, C arrays passed as pointers.
from libc.string cimport memcmp, memcpy, memset
from libc.stdlib cimport malloc, free
cdef double a[3]
cdef double b[3]
a[:] = [1.0, 2.0, 3.0]
b[:] = [1.0, 2.0, 3.0]
print(memcmp(a, b, sizeof(double) * 3))
b[2] = 4.0
print(memcmp(a, b, 3 * sizeof(double)) < 0, memcmp(b, a, 24) > 0, memcmp(a, b, 16))
cdef unsigned char* p = <unsigned char*>malloc(4)
memset(p, 200, 4)
print(memcmp(p, b"\x01\x01\x01\x01", 4) > 0, memcmp(b"abc", b"abd", 2), memcmp(b"abc", b"abd", 3))
cdef int xs[2]
cdef int ys[2]
xs[0] = 5; xs[1] = 6; ys[0] = 5; ys[1] = 7
print(memcmp(xs, ys, sizeof(int)), memcmp(xs, ys, 2 * sizeof(int)) < 0)
free(p)
