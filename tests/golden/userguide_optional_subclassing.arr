# Cython user-guide optional_subclassing and struct_union_enum examples, with a
# driver: a cpdef method overriding a base cdef method is what a C-level
# call through the base type reaches.
cdef class A:
    cdef foo(self):
        print("A")
cdef class B(A):
    cdef foo(self, x=None):
        print("B", x)
cdef class C(B):
    cpdef foo(self, x=True, int k=3):
        print("C", x, k)
cdef A a = A()
cdef A b = B()
cdef A c = C()
a.foo()
b.foo()
c.foo()
cdef B bb = C()
bb.foo(5)
C().foo(1, 2)
cdef struct Grail:
    int age
    float volume
cdef union Food:
    char *spam
    float *eggs
cdef enum CheeseType:
    cheddar, edam,
    camembert
cdef enum CheeseState:
    hard = 1
    soft = 2
    runny = 3
cdef Grail g = Grail(age=3, volume=1.5)
print(g, cheddar, edam, camembert, runny, <CheeseType>1 == edam)
cdef CheeseType ct = camembert
print(ct, sizeof(Food) == sizeof(void*))
