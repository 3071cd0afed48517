# Assignment and augmented assignment to fields of nested struct values
# (`o.i.a = 5`), and a nested struct field's zero default.
cdef struct In:
    int a
    double b
cdef struct Out:
    In i
    int k
cdef Out o
o.i.a = 5
o.i.b += 2.5
o.i.b *= 3
o.k = 1
print(o, o.i.a + o.k)
def f():
    cdef Out z = Out(In(1, 2.0), 3)
    z.i.a = -z.i.a
    z.i.b -= 0.5
    return z
print(f())
