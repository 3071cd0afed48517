# A comprehension variable the enclosing scope declared a C number keeps
# that type, and stays the comprehension's own variable.
cimport cython

def f(str s):
    cdef int i = 7
    cdef double x = 0.5
    print([<long>s[i] for i in range(2)], i)
    print([cython.typeof(i) for i in range(1)], cython.typeof(i))
    print({x: cython.typeof(x) for x in (1, 2.5)}, x)
    print([i * 2 ** 30 for i in range(1, 3)], i)

cdef int k = 3
print([cython.typeof(k) for k in range(2)], [k for k in range(3)], k)
f("xyz")
