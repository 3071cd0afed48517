# arr-only: Cython refuses this at compile time with the same message
# ("invalid character literal: b'\xc3\xa9'"): the literal is UTF-8, two bytes.
cdef char c = c'é'
print(c)
