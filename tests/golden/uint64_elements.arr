# uint64 elements past the range of int64 read as the big ints they are
# (indexing, list(), iteration, tolist()).
import numpy as np
cdef unsigned long long[:] u64 = np.array([2**63 + 1, 7], dtype=np.uint64)
print(u64[0], list(u64), [x for x in u64])
a = np.array([2**63 + 1, 7], dtype=np.uint64)
print(a[0], list(a), a.tolist())
cdef unsigned long long v = u64[0]
print(v)
