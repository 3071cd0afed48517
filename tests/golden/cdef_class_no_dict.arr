# A cdef class's instances have no __dict__: setting an undeclared attribute is an
# AttributeError naming module.Class (inside its methods too); a Python subclass may.
cdef class P:
    cdef public int x
class Q:
    pass
p = P()
try:
    p.y = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(p.z)
except AttributeError as e:
    print("AttributeError:", e)
try:
    len(p)
except TypeError as e:
    print("TypeError:", e)
try:
    p + 1
except TypeError as e:
    print("TypeError:", e)
try:
    Q() + 1
except TypeError as e:
    print("TypeError:", e)
print(str(p)[:14], str(Q())[:15], type(p), P, type(Q()))
try:
    p()
except TypeError as e:
    print("TypeError:", e)
cdef class R:
    cdef double w
    def __init__(self):
        self.w = 1.5
        try:
            self.extra = 2
        except AttributeError as e:
            print("AttributeError:", e)
    @property
    def twice(self):
        return self.w * 2
    @twice.setter
    def twice(self, v):
        self.w = v / 2
class S(R):
    pass
r = R()
r.twice = 10
print(r.twice)
s = S()
s.anything = 5
print(s.anything)
