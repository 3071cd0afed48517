cdef enum Color:
    red, green = 5, blue
cdef enum Shape: circle, square
cdef Color c = blue
print(red, green, blue, c, circle, square)
cdef int total = 0
for k in range(3):
    total += green
print(total, c == blue, c + 1)
