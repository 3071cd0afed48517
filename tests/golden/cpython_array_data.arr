from cpython cimport array
import array
from libc.string cimport memset

cdef array.array a = array.array('i', [1, 2, 3])
cdef int[:] ca = a
print(ca[0], len(a), a)

cdef int overhead(object a):
    cdef int[:] ca = a
    return ca[0]

cdef int no_overhead(int[:] ca):
    return ca[0]

print(overhead(a), no_overhead(a))
cdef array.array b = array.array('i', [4, 5, 6])
a.data.as_ints[1] = 20
print(a)
cdef array.array c = array.clone(a, 5, zero=True)
print(c)
array.extend(a, b)
print(a)
array.resize(a, 3)
print(a, len(a))
cdef array.array d = array.copy(b)
d[0] = 100
print(b, d)
memset(c.data.as_voidptr, 0, len(c) * sizeof(int))
print(c)
cdef array.array f = array.array('d', [1.5, 2.5])
print(f, f.data.as_doubles[1], f.itemsize, f.typecode)
cdef double[:] fv = f
fv[0] = 9.0
print(f.tolist(), sum(f))
array.extend_buffer(f, <char*>a.data.as_ints, 0)
print(f)
cdef array.array src = array.array('d', [7.0, 8.0, 9.0])
array.extend_buffer(f, <char*>src.data.as_doubles, 2)
print(f)
cdef array.array g = array.array('i', range(5))
array.zero(g)
print(g)
cdef array.array h = array.clone(f, 2, False)
print(len(h), h.typecode)
print(a.buffer_info()[1], a.itemsize)
cdef array.array hb = array.array("B", [1])
array.extend_buffer(hb, b"\x02\x03", 2)
print(hb)
