# `str % x` formats a user class's instance through its __str__/__repr__,
# as one argument or in a tuple; the instance's __rmod__ is never asked.
cdef class V:
    cdef int x
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return f"V({self.x})"
class W:
    def __str__(self):
        return "a W"
    def __rmod__(self, other):
        return "rmod"
v = V(3)
fmt = "%s and %r"
print("%s" % v, "<%r>" % v, fmt % (v, v), "%s" % W(), "%s" % (W(),))
