# arr-only: a loop over a C array of structs runs as a native kernel; an
# element past the array's end raises the interpreter's error there, naming
# the byte, the storage and the line.
cdef struct Body:
    double x, y

def total(int n):
    cdef Body[4] bs
    cdef int i
    cdef double t = 0
    for i in range(4):
        bs[i].x = i
        bs[i].y = -i
    for i in range(n):
        t += bs[i].x * bs[i].y
    return t

print(total(4))
print(total(5))
