# NotImplemented declines a binary operator (the reflected one, then TypeError naming the
# cdef class as module.Name, its tp_name); NotImplemented and Ellipsis print by name.
# cython: language_level=3
cdef class Vec2:
    cdef public double x, y
    def __init__(self, double x, double y):
        self.x = x
        self.y = y
    def __eq__(self, other):
        if not isinstance(other, Vec2):
            return NotImplemented
        return self.x == other.x and self.y == other.y
    def __add__(self, other):
        if not isinstance(other, Vec2):
            return NotImplemented
        return Vec2(self.x + other.x, self.y + other.y)
    def __repr__(self):
        return f"Vec2({self.x}, {self.y})"

a = Vec2(1, 2)
b = Vec2(3, 4)
print(a + b)
print(a == Vec2(1, 2), a == 3, a != b)
try:
    a + 1
except TypeError as e:
    print("TypeError:", e)
print(NotImplemented)
print(Ellipsis, ...)
