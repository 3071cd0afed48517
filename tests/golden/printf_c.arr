from libc.stdio cimport printf
cdef int i = 42
cdef double x = 2.5
printf("%d %.3f\n", i, x)
printf("%5d|%-5d|%ld\n", i, i, i)
