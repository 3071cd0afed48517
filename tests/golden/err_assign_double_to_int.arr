# arr-only: err assign double to int
cdef double d = 2.5
cdef int i = d
print(i)
