# arr-only: err not supported
cdef double[:] view = None
print(view)
