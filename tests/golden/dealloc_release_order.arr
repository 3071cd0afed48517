# The order in which dying containers release cdef instances, seen
# through __dealloc__: a list last to first, as CPython releases it.
cdef class N:
    cdef int k
    def __cinit__(self, int k):
        self.k = k
    def __dealloc__(self):
        print("free", self.k)
cdef class Holder:
    cdef object a
    cdef object b
    def __init__(self):
        self.a = N(10)
        self.b = N(11)
class P:
    def __init__(self):
        self.x = N(20)
        self.y = N(21)
def f():
    lst = [N(1), N(2), N(3)]
    print("list made")
f()
print("--dict")
d = {"a": N(4), "b": N(5)}
d = None
print("--holder")
h = Holder()
h = None
print("--py obj")
p = P()
p = None
print("--locals")
def g():
    x = N(30)
    y = N(31)
    z = N(32)
    return 0
g()
print("--set/nested")
s = [[N(40), N(41)], N(42)]
s = None
print("--listcomp temp")
print(len([N(50), N(51)]))
print("--reassign")
a = N(60)
a = N(61)
print("end")
