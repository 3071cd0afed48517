# A `**` stored straight into a C number (a variable, a view, pointer or
# array element, a struct field, an attribute, a C argument, a returned
# value) is C pow; elsewhere it is soft complex. Casts and `+=` are not direct.
cdef struct S:
    double v
cdef class Box:
    cdef public double v
    cdef double w

cdef double half(double x):
    return x ** 0.5

cdef double take(double x):
    return x

def run(double s, int a, int b):
    cdef double[3] arr
    cdef double[::1] m = arr
    cdef S st
    cdef Box bx = Box()
    cdef long c
    cdef double d
    m[0] = s ** 0.5
    arr[1] = s ** 0.5
    st.v = s ** 0.5
    bx.v = s ** 0.5
    bx.w = s ** 0.5
    print(m[0], arr[1], st.v, bx.v, bx.w)
    print(half(s), take(s ** 0.5), s ** 0.5)
    c = a ** b
    d = a ** b
    print(c, d, a ** b)
    cdef int e = a ** b
    print(e)
    d = s ** 0.5 + 0.0
    print(d)
    cdef double z = (s ** 0.5)
    print(z, <double>(s ** 0.5))
    cdef double* p = &d
    p[0] = s ** 0.5
    print(d)
    d = 0
    d += s ** 0.5
    print(d)
    return s ** 0.5

print(run(3.0, 3, 4))
print(run(7.0, 2, -1))
