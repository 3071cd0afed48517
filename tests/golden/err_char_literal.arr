# arr-only: Cython refuses this at compile time with the same message
# ("invalid character literal: b'ab'").
cdef char c = c'ab'
print(c)
