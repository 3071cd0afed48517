class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)
    def __str__(self):
        return "<%s, %s>" % (self.x, self.y)
v = Vec(1, 2.5)
print(v)
print(repr(v), str(v))
print([v, Vec(0, 0)])
print(f"{v} {v!r}")
