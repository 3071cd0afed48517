# arr-only: Cython refuses it too ("Cannot assign type 'double' to 'long'"): the
# literal base of a widened integer power is already a double.
def f(int a, int b):
    cdef long r
    r = 2 ** b
    return r
print(f(3, 4))
