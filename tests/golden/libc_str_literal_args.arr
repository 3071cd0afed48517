# A str literal passed to a C library function is a C string, as Cython
# makes it: no bytes prefix needed.
from libc.stdlib cimport atoi, atof, strtol
from libc.string cimport strlen, strcmp, strchr
from libc.stdio cimport printf
cdef extern from "stdlib.h":
    long atol(const char* s)

print(atoi("42"), atol("-7"), atof("2.5"), strtol("ff", NULL, 16))
print(strlen("abc"), strcmp("abc", "abd") < 0, strcmp("b", "b"))
cdef const char* hit = strchr("hello", 108)
print(hit)
printf("%d items, %s\n", 3, "done")
cdef char* s = "xyz"
print(s, strlen(s), atoi("12") + atoi(b"30"))
