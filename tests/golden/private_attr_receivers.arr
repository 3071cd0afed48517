# A cdef class's private attributes are reachable only through a receiver
# Cython knows the type of: `self`, a typed parameter or local, a cast, a
# captured `self`.  An untyped object is looked up like Python's, even inside
# the class's own methods.
cdef class P:
    cdef double x
    cdef readonly int tag
    cdef list items

    def __init__(self, x, tag=0):
        self.x = x
        self.tag = tag
        self.items = []

    def add_untyped(self, other):
        return self.x + other.x

    def add_typed(self, P other):
        return self.x + other.x

    def add_cast(self, other):
        return self.x + (<P>other).x

    def add_local(self, other):
        cdef P o = other
        return self.x + o.x

    def add_inferred(self, other):
        o = <P>other
        return self.x + o.x

    def getter(self):
        return lambda: self.x * 2

    def sum_items(self):
        cdef P q
        t = 0.0
        for q in self.items:
            t += q.x
        return t

    def sum_items_untyped(self):
        t = 0.0
        for q in self.items:
            t += q.x
        return t

    def push(self, p):
        self.items.append(p)

    def set_other(self, other, v):
        other.x = v

    def tags(self, other):
        return other.tag

cdef double peek(P p):
    return p.x

def try_(f, *args):
    try:
        print(f(*args))
    except AttributeError as e:
        print("AttributeError:", e)

a = P(1.5, 7)
b = P(2.25, 9)
try_(a.add_untyped, b)
try_(a.add_typed, b)
try_(a.add_cast, b)
try_(a.add_local, b)
try_(a.add_inferred, b)
try_(a.getter())
a.push(b)
a.push(P(4))
try_(a.sum_items)
try_(a.sum_items_untyped)
try_(a.set_other, b, 3.0)
try_(a.tags, b)
print(peek(a), peek(b))
try_(lambda: a.x)
try_(getattr, a, 'tag')
try_(a.tags, 5)
