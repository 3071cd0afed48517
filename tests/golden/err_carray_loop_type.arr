# Cython refuses a C array loop whose elements do not convert to the target
cdef double a[4]
cdef int x
for k in range(4):
    a[k] = k + 0.5
for x in a[:4]:
    print(x)
