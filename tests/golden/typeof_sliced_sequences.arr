# A slice of a variable declared bytes, bytearray, str, list or tuple keeps
# its type for cython.typeof, and an item of a sliced bytes is a C int.
cimport cython
def f(bytes raw, str s, list l, tuple t, bytearray ba):
    cdef Py_ssize_t i = 1
    print(cython.typeof(raw[1:2]), cython.typeof(s[::2]), cython.typeof(l[1:]), cython.typeof(t[:1]), cython.typeof(ba[0:1]))
    print(cython.typeof(raw[i]), cython.typeof(s[i]), cython.typeof(l[i]), cython.typeof(raw[1:2][0]))
f(b"abc", "xyz", [1, 2], (3, 4), bytearray(b"q"))
cdef bytes gb = b"hello"
print(cython.typeof(gb[1:3]), gb[1:3])
