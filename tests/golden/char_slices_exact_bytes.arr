cdef char buf[8]
cdef int i
for i in range(8):
    buf[i] = 97 + i
buf[3] = 0
cdef char* p = buf
print(buf[1:6], p[1:6], p[:2], p[4:7])
cdef unsigned char* up = <unsigned char*>buf
print(up[0:5])
print(p[2:])
cdef bytes data = b"hello\x00world"
cdef char* cs = data
print(cs[:11], cs[6:], cs[2:4].decode('ascii'), len(cs[:8]))
