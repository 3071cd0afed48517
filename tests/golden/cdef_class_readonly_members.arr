# An extension type's instances have no __dict__: assigning or deleting a
# name that is a member of the class (a def, cpdef or cdef-visible method,
# a class attribute) is refused as read-only; any other unknown name does
# not exist. A Python subclass's instances have a __dict__ and take both.
cdef class Shape:
    kind = "shape"
    cdef public double size

    cpdef double area(self):
        return self.size

    def describe(self):
        return f"{self.kind} {self.area()}"

cdef class Square(Shape):
    cpdef double area(self):
        return self.size * self.size

class Tagged(Square):
    pass

def attempt(label, f):
    try:
        f()
        print(label, "ok")
    except AttributeError as e:
        print(label, "AttributeError:", e)

s = Shape()
q = Square()
t = Tagged()
for obj in (s, q, t):
    obj.size = 3
    print(obj.describe(), obj.kind)
    attempt("set area", lambda: setattr(obj, "area", 1))
    attempt("set describe", lambda: setattr(obj, "describe", 1))
    attempt("set kind", lambda: setattr(obj, "kind", "x"))
    attempt("set nothing", lambda: setattr(obj, "nothing", 1))
    attempt("del area", lambda: delattr(obj, "area"))
    attempt("del nothing", lambda: delattr(obj, "nothing"))
print(t.kind, hasattr(t, "nothing"), t.area(), t.describe)
