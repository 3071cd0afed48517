# arr-only: Cython compiles the verbatim C code of `cdef extern from *`;
# arr has no C compiler, so a use of what it declares is an error that
# says where the name came from.
cdef extern from *:
    """
    static int add3(int a, int b, int c) { return a + b + c; }
    """
    int add3(int a, int b, int c)

print(add3(1, 2, 3))
