# An undeclared `for` variable takes the element type of what it iterates,
# as Cython infers it: a C array's, a pointer slice's, a memoryview's, a
# bytes object's (unsigned char), a literal tuple's or list's when its
# items share one type (whose C type the items then take); arithmetic on an integer makes it a Python int.
import cython
import numpy as np

def main():
    cdef double[:] mv = np.arange(3.0)
    cdef int a[4]
    cdef bytes b = b"xy"
    cdef list L = [1, 2]
    cdef double vals[3]
    cdef double *p = vals
    a[:] = [1, 2, 3, 4]
    vals[:] = [0.5, 1.5, 2.5]
    for x in mv:
        print(cython.typeof(x), x)
        break
    for d in b:
        print(cython.typeof(d), d)
        break
    for e in L:
        print(cython.typeof(e), e)
        break
    for i in a:
        print(cython.typeof(i), i)
        break
    for k in a[1:3]:
        print(cython.typeof(k), k)
    for n in b"xyz":
        print(cython.typeof(n), n)
        break
    for t in (1, 2):
        print(cython.typeof(t), t)
    for t1 in (1, 2.5):
        print(cython.typeof(t1), t1)
    for t2 in [1.5, 2.5]:
        print(cython.typeof(t2), t2)
    for t3 in (True, False):
        print(cython.typeof(t3), t3)
    s = 0
    for v in a:
        s += v * 2
        print(cython.typeof(v), cython.typeof(s))
    print(s)
    for q in p[:3]:
        w = q + 1
        print(cython.typeof(q), cython.typeof(w), w)
    total = 0.0
    for y in vals:
        total += y
    print(total, cython.typeof(total))
    for z in b:
        print(cython.typeof(z), z * 1000)

def literal_sequences():
    # Items of one literal sequence share the C type spanning them.
    for t in (1, 2.5):
        print(t)
    for t in [3, 2.5]:
        print(t)
    for t in (True, 2):
        print(t)
    print([u for u in (1, 2.5)])
    x = 4
    for t in (x, 2.5):
        print(t)
    for t in (1, 2.5, 'a'):
        print(t)
    for t in (-1, 2.5):
        print(t)

main()
literal_sequences()
