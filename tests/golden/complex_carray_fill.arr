# Filling C arrays of complex numbers from lists: the whole array, and a slice of it.
cdef double complex zs[2]
zs[:] = [1+2j, 3j]
print(zs[0], zs[1])
cdef double complex ws[2]
ws[0] = 5j
ws[1] = 1
print(ws)
cdef double complex us[2]
us = [1j, 2]
print(us[0], us[1], us)
