# Cython refuses a C array loop without its end index
cdef double a[4]
cdef double x
for x in a[1:]:
    print(x)
