# Assigning to a C array copies the items in (from a list, a tuple or
# another C array), with Cython's errors for a wrong count; the array
# is left as it was when one is raised.
def f(n):
    cdef int a[3]
    cdef int b[3]
    a = [1, 2, 3]
    b = a
    b[0] = 9
    print(a, b)
    cdef double[2] c = (0.5, 1.5)
    print(c)
    try:
        a = list(range(n))
    except Exception as e:
        print(type(e).__name__, e)
    print(a)
f(2)
f(4)
