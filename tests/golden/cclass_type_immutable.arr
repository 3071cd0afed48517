# An extension type's attributes cannot be set, from inside its methods
# or outside (Cython's TypeError), and reading them still works.
cdef class A:
    count = 0
    def bump(self):
        A.count = A.count + 1
    def bump2(self):
        A.count += 1
a = A()
for m in (a.bump, a.bump2):
    try:
        m()
    except TypeError as e:
        print(e)
print(A.count)
try:
    A.count = 5
except TypeError as e:
    print(e)
