# arr-only: Cython refuses each with "Unicode literals do not support coercion to C types other than Py_UCS4/Py_UNICODE (for characters), Py_UNICODE* (for strings) or char*/void* (for auto-encoded strings)."
cpdef double area(double w, double h=2.0):
    return w * h

cdef double d = "x"
cdef double complex z = "1+2j"
cdef bint fine = "s"
print(area("3"))
