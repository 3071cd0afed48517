# Reductions into module-level C variables: at module level, through
# `global` in a function, and in a `parallel()` block. Each thread works on
# a copy of the globals; the partial sums are combined once with the value
# the variable had before the loop (it was counted twice when the copies
# were written back first).
from cython.parallel import prange, parallel

cdef double acc = 1.5
cdef long tot = 10
cdef long prod = 1
cdef int j

for j in prange(1000, nogil=True):
    acc += j * 0.5
    tot += j
print(acc, tot)

for j in prange(1, 11, nogil=True):
    prod *= j
print(prod)

def add_more(int n):
    global tot
    cdef int i
    for i in prange(n, nogil=True, schedule='dynamic', chunksize=7):
        tot += 2 * i
    return tot

print(add_more(100), tot)

cdef long cnt = 0
with nogil, parallel(num_threads=3):
    for j in prange(300):
        cnt += 1
print(cnt)
