print("bad: start")
cdef int n = 0
x = 1 // n
