# A cdef class field updated with op=: the statement reads the field where Cython's C does (after a right side that is a call, unless the field is a C number and the right side an object), and computes in C for a C number field (an int wraps).
cdef class C:
    cdef public int n
    cdef public double x
    cdef public object o
    cdef public list items
    def __init__(self):
        self.n = 0
        self.x = 0.5
        self.o = 1
        self.items = [0]
    cdef int bump(self):
        self.n += 10
        self.x += 10
        self.o += 10
        self.items = self.items + [10]
        return 1
    def pbump(self):
        return self.bump()
    def run(self):
        self.n += self.bump()
        self.x += self.bump()
        self.o += self.bump()
        self.items += [self.bump()]
        print(self.n, self.x, self.o, self.items)
        self.n += self.pbump()
        self.x *= self.pbump()
        self.o -= self.pbump()
        print(self.n, self.x, self.o)

class P:
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 10
        return 1
    def run(self):
        self.n += self.bump()
        print(self.n)

def outside():
    cdef C c = C()
    c.n += c.bump()
    c.x += c.pbump()
    c.o += c.bump()
    print(c.n, c.x, c.o)
    d = C()
    d.n += d.pbump()
    print(d.n)

C().run()
P().run()
outside()
