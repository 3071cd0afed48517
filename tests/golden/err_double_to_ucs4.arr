# arr-only: Cython refuses this with "Cannot assign type 'double' to 'Py_UCS4'".
cdef double x = 66.0
cdef Py_UCS4 c = x
print(c)
