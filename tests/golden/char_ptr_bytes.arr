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
