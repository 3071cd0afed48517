# divmod of C numbers: Cython computes it in C and gives a ctuple
cimport cython
def tryit(f, *a):
    try:
        print(f(*a))
    except Exception as e:
        print(type(e).__name__ + ":", e)
def t1(int a, int b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
def t2(int a, double b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
def t3(long long a, short b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
def t4(unsigned int a, unsigned int b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
def t5(int a, b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
@cython.cdivision(True)
def t6(int a, int b):
    return divmod(a, b)
def t7(float a, float b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
def t8(int a, int b):
    cdef int q, r
    q, r = divmod(a, b)
    return q * 10 + r
tryit(t1, -7, 2)
tryit(t1, 7, 0)
tryit(t2, -7, 2)
tryit(t2, 7, 0)
tryit(t2, 7, -0.0)
tryit(t3, -7, 2)
tryit(t4, 7, 2)
tryit(t4, 7, 0)
tryit(t5, -7, 2)
tryit(t5, 7, 0)
tryit(t6, -7, 2)
tryit(t7, -7.5, 2)
tryit(t7, 1, 0)
tryit(t8, 17, 5)
tryit(t8, 17, 0)
def t9(int a):
    print(cython.typeof(divmod(a, 3)), cython.typeof(divmod(a, 2.5)))
    return divmod(a, 3), divmod(a, 2.5)
tryit(t9, -10)
tryit(lambda: divmod(1, 0))
tryit(lambda: divmod(7.5, 2))
def t10(unsigned char a, int b):
    print(cython.typeof(divmod(a, b)))
    return divmod(a, b)
tryit(t10, 200, -3)
def t11(int a, short s, unsigned int u):
    # An int literal is a C long where it meets a C operand.
    print(cython.typeof(min(a, 3)), cython.typeof(max(s, 3)), cython.typeof(min(u, 3)), cython.typeof(max(1, 2)))
    print(cython.typeof(divmod(s, 3)), cython.typeof(divmod(u, 3)), cython.typeof(divmod(3, 2)))
t11(1, 2, 3)
