# cpdef and cdef enums: members by bare name and as Name.member, the enum
# as a C int type.
cpdef enum Color:
    red = 1
    green
    blue

cdef enum Shape:
    circle, square

print(Color.green, red, blue, int(Color.blue), circle, square)
cdef Color c = green
print(c, c == Color.green)
cdef int k
for k in range(1, 4):
    if k == Color.blue:
        print("blue is", k)
