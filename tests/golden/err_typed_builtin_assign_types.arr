# arr-only: compile errors, Cython 3.3's words: 5:15 Cannot convert Unicode string to 'bytes' implicitly, encoding required. / 7:13 Cannot convert 'bytes' object to str implicitly, decoding required / 8:20 Cannot assign type 'str object' to 'bytearray object' / 10:14 Cannot assign type 'tuple object' to 'list object'
print("never printed")
cdef str s = "a"
cdef str fine = s
cdef bytes b = s
cdef bytes raw = b"x"
cdef str t = raw
cdef bytearray ba = "x"
cdef tuple tup = (1, 2)
cdef list l = tup
cdef list lenient = s
