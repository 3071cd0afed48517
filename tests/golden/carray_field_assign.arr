# Assigning a sequence to a C array field of a cdef class fills the array
# in place: later element stores and reads see it, and a sequence of the
# wrong length is Cython's IndexError.
cdef class G:
    cdef double w[3]
    cdef int m[2][2]
    cdef char name[8]
    def __init__(self, vals):
        self.w = vals
        self.w[0] = 9
        self.m = [[1, 2], [3, 4]]
        self.m[1][0] += 10
        self.name = b"abc\0\0\0\0\0"
    def show(self):
        self.w[1] += 1
        return self.w, self.m, self.name, len(self.w), 9.0 in self.w
print(G([0.5, 1.5, 2.5]).show())
print(G((1, 2, 3)).show())
try:
    G([1, 2])
except Exception as e:
    print(type(e).__name__, e)
