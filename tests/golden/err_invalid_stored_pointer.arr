# arr-only: 8 bytes written as an integer and read back as a pointer are no address arr stored
from libc.stdlib cimport malloc, free
cdef long* cells = <long*> malloc(4 * sizeof(long))
cdef long** pp = <long**> cells
cells[0] = 12345
print(pp[0][0])
