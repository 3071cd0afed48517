# char* from bytes: indexing gives the C char, a NUL ends it, and made an
# object (print, len, slicing) it is the bytes up to the NUL.
def main():
    s = b"hello"
    cdef char* cs = s
    print(cs[1], len(cs), cs)
    cdef int n = 0
    while cs[n] != 0:
        n += 1
    print(n, cs[:3])

main()

from libc.stdio cimport printf
from libc.stdlib cimport malloc, free
from libc.string cimport strlen
def buffer():
    cdef char* buf = <char*>malloc(8)
    buf[0] = 104
    buf[1] = 105
    buf[2] = 0
    printf("%s %d\n", buf, 3)
    print(buf, strlen(buf))
    free(buf)
buffer()
