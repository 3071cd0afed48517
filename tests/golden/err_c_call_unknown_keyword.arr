# arr-only: Cython refuses this at compile time ("C function got unexpected keyword argument 'y'"); arr does too.
cpdef int twice(int x):
    return 2 * x

print(twice(x=4))
print(twice(y=4))
