# cdef class number fields of every kind: C-level and Python-level reads
# and writes, conversions and their errors, in-place updates.

cdef class Fields:
    cdef public double d
    cdef public float f
    cdef public int i
    cdef public unsigned char uc
    cdef public long long ll
    cdef public unsigned long long ull
    cdef public bint b
    cdef public object o
    cdef readonly double ro
    cdef double hidden

    def __init__(self):
        self.ro = 2.5
        self.hidden = -1.0

    cdef void bump(self, double by):
        self.d += by
        self.d *= 2
        self.d -= 0.5
        self.f += by
        self.i += 3
        self.ll *= 1000
        self.hidden = self.hidden * by + self.d

    def show(self):
        print(self.d, self.f, self.i, self.uc, self.ll, self.ull, self.b, self.o, self.ro, self.hidden)

class PyChild(Fields):
    def __init__(self):
        super().__init__()
        self.extra = "x"

def main():
    cdef Fields a = Fields()
    a.show()
    a.d = 1
    a.f = 0.1
    a.i = -7
    a.uc = 255
    a.ll = 2 ** 40
    a.ull = 2 ** 64 - 1
    a.b = 5
    a.o = [1]
    a.show()
    a.bump(0.25)
    a.show()
    for name, value in [("uc", 256), ("uc", -1), ("i", 2 ** 31), ("ull", -1), ("d", "x"), ("i", 1.5)]:
        try:
            setattr(a, name, value)
        except (OverflowError, TypeError) as e:
            print(name, type(e).__name__, e)
    try:
        a.ro = 1.0
    except AttributeError as e:
        print(e)
    p = PyChild()
    p.d = 4.5
    cdef Fields q = p
    q.bump(1.0)
    p.show()
    print(p.extra, getattr(p, "i"), hasattr(p, "hidden"))
    q.i += 10
    print(q.i, p.i)
    cdef int k
    cdef double s = 0
    for k in range(5):
        a.d += k
        s += a.d * a.f
    print(a.d, round(s, 6))

main()
