# bint is a C int: an integer stored in it keeps its value (b + 1 is 4 for
# b = 3) and is true when not zero; a def function's bint argument and an
# object take their truth, 0 or 1; Python builtins see the bool.
cdef int k = 3
cdef bint c = k
print(c, c + 1, c == True, c == 1, not c, c and 5, c or 7, -c, c * 2.0, str(c))
cdef bint e = 3 > 2
print(e + 1)
def f(bint x):
    return x + 1
print(f(5), f(0))
cdef bint g = 7
cdef int arr[3]
arr[0] = g
print(arr[0], [g, c], g & 2, g ^ 1, g > 1, True + g)
cdef bint h = -2
print(h, h + 0, abs(h))
x = 4
cdef bint fromobj = x
print(fromobj + 1)
