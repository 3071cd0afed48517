# A struct with a char* field: a bytes literal stored in it stays valid
# wherever the struct is copied (a C array of structs, another variable),
# and the struct converts to a dict whose field holds the bytes.
cdef struct Op:
    char* name
    int k

cdef struct Pair:
    Op first
    double w

cdef Op a = Op(b"sq", 1)
print(a.name)
cdef Op ops[2]
ops[0] = Op(b"xy", 2)
print(ops[0].name, ops[0].k)
ops[1] = a
print(ops[1].name)
print(ops)

def make(int k):
    cdef Op o = Op(name=b"zz", k=k)
    return o
print(make(3))
d = a
print(d["name"], type(d["name"]).__name__)
print([a, make(4)])
cdef Op b = {"name": b"qq", "k": 5}
print(b.name, b)
cdef Pair p = Pair(Op(b"in", 7), 0.5)
print(p)
print(p.first.name)
