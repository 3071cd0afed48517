# id() tells live objects apart and is stable for one object; a void*
# made from an object casts to the object's id, as in CPython; a pointer
# into malloc'd memory casts to a number whose differences are byte
# distances; an extern block's ctypedef names a type.
from libc.stdlib cimport malloc, free
cdef extern from *:
    ctypedef Py_ssize_t Py_intptr_t
a = [1, 2]
b = [1, 2]
print(id(a) == id(a), id(a) == id(b), id(a) != 0, a == b, a is b)
python_string = "foo"
cdef void* ptr = <void*>python_string
cdef Py_intptr_t address = <Py_intptr_t>ptr
print(address == id(python_string), <object>ptr)
cdef double* p = <double*>malloc(4 * sizeof(double))
print(<size_t>(p + 3) - <size_t>p, <Py_intptr_t>&p[1] - <Py_intptr_t>p)
cdef double* q = NULL
print(<size_t>q)
free(p)
cdef Py_intptr_t n = 7
print(n * 2, sizeof(Py_intptr_t))
