# arr-only: Cython refuses a cimport inside a function when compiling
def f(int n):
    from libc.stdlib cimport malloc
    return n
print(f(2))
