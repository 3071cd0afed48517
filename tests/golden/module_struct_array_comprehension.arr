# At module level Cython infers no variable's type: a comprehension over a
# C array of structs binds each struct converted to a dict (inside a
# function it binds the struct itself).
cdef struct Particle:
    double x, v
    int id

cdef Particle arr3[3]
for i in range(3):
    arr3[i].x = i; arr3[i].v = 0; arr3[i].id = -i
print(arr3[2], [p['id'] for p in arr3])
try:
    print([p.id for p in arr3])
except AttributeError as e:
    print(e)

def inside():
    cdef Particle ps[2]
    ps[0].id = 7
    ps[1].id = 8
    return [p.id for p in ps]
print(inside())
