# arr-only: Cython refuses this with "missing begin() on queue[int]".
# distutils: language = c++
from libcpp.queue cimport queue
cdef queue[int] q
q.push(3)
for x in q:
    print(x)
