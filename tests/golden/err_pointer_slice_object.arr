# arr-only: Cython refuses this with "Cannot convert 'double *' to Python object" (a slice of a C array or pointer to numbers is only a loop's iterable) and, stored into a C array, "Slicing is not currently supported for 'double *'."
cdef double vals[5]
vals[:] = [1, 2, 3, 4, 5]
cdef double* p = vals
print([v for v in p[1:4]], sum([v for v in vals[:3]]))
print(vals[1:4])
print(p[:3])
cdef double w[3]
w[:] = [x for x in p[:3]]
w[:] = p[:3]
