from libc.stdlib cimport malloc, free
from libc.string cimport strchr
cdef int add(int a, int b):
    return a + b
cdef int sub(int a, int b):
    return a - b
ctypedef int (*binop)(int, int)
cdef binop f = add
cdef binop g = add
print(f == g, f == sub, f != NULL, f is g)
cdef int* p = <int*>malloc(4 * sizeof(int))
cdef int* q = p + 2
print(p == q, p + 2 == q, q - 2 == p, p != NULL, q is not p)
cdef void* v = <void*>p
print(v == <void*>p, v != NULL)
free(p)
cdef char* s = b"hello"
cdef char* t = strchr(s, ord('l'))
cdef char* none = strchr(s, ord('z'))
print(t == s + 2, none == NULL, t != NULL, s == b"hello", s[0] == b'h'[0])
cdef const char* cs = s
print(cs == s, cs + 1 != s, <const char*>t == s + 2)
from libc.stdlib cimport strtod

def parse(bytes data):
    # A strtod tokenising loop: `end == p` compares addresses.
    cdef const char* p = data
    cdef char* end
    cdef double total = 0
    cdef int n = 0
    while True:
        x = strtod(p, &end)
        if end == p:
            break
        total += x
        n += 1
        p = end
    return n, total
print(parse(b" ".join([b"%d.5" % i for i in range(2000)])))
