# arr-only: Cython refuses this with "Cannot convert 'deque[int]' to Python object".
# distutils: language = c++
from libcpp.deque cimport deque
def f():
    cdef deque[int] d
    d.push_back(3)
    return d
print(f())
