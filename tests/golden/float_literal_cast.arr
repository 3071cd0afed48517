# A float literal is a C double: casting it to a C integer truncates as C
# does, and a loop doing so runs as a kernel.
print(<int>2.7, <int>(-3.25), <int>-0.5, <long>2.9e15, <short>-7.99, <unsigned int>4.5)
cdef int i, s = 0
for i in range(10):
    s += <int>(-3.25) + <int>2.7 * i
print(s)
cdef long big = <long>1e15 + <long>0.999
print(big)
