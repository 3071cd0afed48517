# arr-only: Cython refuses this with "Only single-character string literals can be coerced into ints."
cdef char c = 'AB'
print(c)
