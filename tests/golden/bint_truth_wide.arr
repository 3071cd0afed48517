# The truth of a C integer wider than int (if/while/not/<bint>) is
# whether it is 0; assigning it to a bint keeps only its low 32 bits.
def f():
    cdef long x = 2**40
    cdef bint b = x
    print(b)
    if x:
        print("if yes")
    else:
        print("if no")
    print(<bint>x)
    print(not x)
    n = 0
    while x:
        n += 1
        x = 0
    print("while", n)
    x = 2**40
    print(x and 5, x or 5)
    cdef double d = 0.5
    print(<bint>d)
    print(1 if x else 0)
    cdef bint c = b + 1
    print(c, b + c)
    cdef bint e = 3
    print(e, e + 1)
f()
