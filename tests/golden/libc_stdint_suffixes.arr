# libc.stdint's exact-width types and limits, and C integer literal suffixes
# (`ULL`, `LL`, `U`, `L`), as in a 64-bit FNV-1a hash.
from libc.stdint cimport uint8_t, int32_t, uint32_t, uint64_t, int64_t, intptr_t
from libc.stdint cimport INT32_MAX, INT32_MIN, UINT64_MAX, INT8_MIN, UINT8_MAX, SIZE_MAX, UINT32_MAX, INT64_MAX
import numpy as np

def fnv1a(bytes data):
    cdef uint64_t h = 14695981039346656037ULL
    cdef uint8_t b
    for b in data:
        h ^= b
        h *= 1099511628211ULL
    return h

def fnv1a_32(bytes data):
    cdef uint32_t h = 2166136261U
    cdef uint8_t b
    for b in data:
        h = (h ^ b) * 16777619U
    return h

def clamp_u8(int32_t[:] v):
    cdef uint8_t[:] out = np.empty(v.shape[0], dtype=np.uint8)
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        out[i] = <uint8_t>max(0, min(255, v[i]))
    return np.asarray(out)

cdef int64_t big = INT32_MAX
big += 1
cdef uint8_t small = UINT8_MAX
small += 1
print(fnv1a(b"hello"), fnv1a(b""), fnv1a_32(b"hello"))
print(clamp_u8(np.array([-5, 100, 300], dtype=np.int32)))
print(big, small, INT32_MIN, UINT64_MAX, INT8_MIN, SIZE_MAX, UINT32_MAX + 1, INT64_MAX)
print(sizeof(intptr_t), 1ULL << 63, 3LL * 1000000000 * 3, 0xFFu, 10L, 5L)
cdef uint32_t one = 1U
print(one - 2U, 5U // 2, -7LL // 2, -7LL % 2)
