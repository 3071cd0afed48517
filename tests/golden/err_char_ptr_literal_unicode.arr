# arr-only: Cython refuses this with "Unicode literals do not support coercion to C types other than Py_UCS4/Py_UNICODE (for characters), Py_UNICODE* (for strings) or char*/void* (for auto-encoded strings)."
cdef const char* cs = "lité"
print(cs)
