cdef double d = 3.99
cdef double neg = -3.99
cdef int i = <int>d
cdef int j = <int>neg
print(i, j, <long>2.5e9, <char>300, <unsigned char>-1)
cdef int k = 7
print(<double>k / 2, <float>0.1, <bint>k, <bint>(k - 7))
print(<int>True, <double>3)
cdef long big = 5000000000
print(<int>big, <short>70000)
