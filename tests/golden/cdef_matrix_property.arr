# A cdef class over malloc'd memory: __cinit__/__dealloc__, operators, a
# property reading C fields through self (typed there as in any method).
# cython: language_level=3
from libc.stdlib cimport malloc, free
cimport cython

cdef class Matrix:
    cdef double* data
    cdef readonly Py_ssize_t rows, cols
    kind = "dense"

    def __cinit__(self, Py_ssize_t rows, Py_ssize_t cols):
        if rows <= 0 or cols <= 0:
            raise ValueError(f"bad shape ({rows}, {cols})")
        self.rows = rows
        self.cols = cols
        self.data = <double*>malloc(rows * cols * sizeof(double))
        cdef Py_ssize_t i
        for i in range(rows * cols):
            self.data[i] = 0

    def __dealloc__(self):
        free(self.data)

    @staticmethod
    def identity(Py_ssize_t n):
        cdef Matrix m = Matrix(n, n)
        cdef Py_ssize_t i
        for i in range(n):
            m.data[i * n + i] = 1
        return m

    @classmethod
    def zeros(cls, r, c):
        return cls(r, c)

    def __getitem__(self, tuple idx):
        cdef Py_ssize_t i = idx[0], j = idx[1]
        if not (0 <= i < self.rows and 0 <= j < self.cols):
            raise IndexError("matrix index out of range")
        return self.data[i * self.cols + j]

    def __setitem__(self, tuple idx, double v):
        cdef Py_ssize_t i = idx[0], j = idx[1]
        self.data[i * self.cols + j] = v

    def __mul__(self, other):
        cdef Matrix a, b, out
        cdef Py_ssize_t i, j, k
        if isinstance(other, (int, float)):
            a = self
            out = Matrix(a.rows, a.cols)
            for i in range(a.rows * a.cols):
                out.data[i] = a.data[i] * other
            return out
        a = self; b = other
        if a.cols != b.rows:
            raise ValueError("shape mismatch")
        out = Matrix(a.rows, b.cols)
        for i in range(a.rows):
            for j in range(b.cols):
                for k in range(a.cols):
                    out.data[i * b.cols + j] += a.data[i * a.cols + k] * b.data[k * b.cols + j]
        return out

    def __rmul__(self, other):
        return self * other

    def __eq__(self, other):
        if not isinstance(other, Matrix):
            return NotImplemented
        cdef Matrix o = other
        if (o.rows, o.cols) != (self.rows, self.cols):
            return False
        return all(self.data[i] == o.data[i] for i in range(self.rows * self.cols))

    def __hash__(self):
        return hash((self.rows, self.cols))

    def __len__(self):
        return self.rows

    def __iter__(self):
        cdef Py_ssize_t i
        for i in range(self.rows):
            yield [self.data[i * self.cols + j] for j in range(self.cols)]

    def __repr__(self):
        return f"Matrix({self.rows}x{self.cols}, {list(self)})"

    @property
    def T(self):
        cdef Matrix out = Matrix(self.cols, self.rows)
        cdef Py_ssize_t i, j
        for i in range(self.rows):
            for j in range(self.cols):
                out.data[j * self.rows + i] = self.data[i * self.cols + j]
        return out

cdef class Shape:
    cpdef double area(self):
        return 0.0
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"

cdef class Square(Shape):
    cdef double s
    def __init__(self, s):
        self.s = s
    cpdef double area(self):
        return self.s * self.s

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2

def main():
    m = Matrix(2, 3)
    m[0, 1] = 5; m[1, 2] = -1.5
    print(m, len(m), m.rows, m.kind, Matrix.kind)
    print(m.T, m * 2, 3 * m)
    print(Matrix.identity(2) * Matrix.identity(2) == Matrix.identity(2), Matrix.zeros(1, 1))
    print(m == m.T.T, m == 5, {Matrix.identity(2), Matrix.identity(2)}.__len__())
    try:
        Matrix(0, 1)
    except ValueError as e:
        print("ValueError", e)
    try:
        m[5, 5]
    except IndexError as e:
        print("IndexError", e)
    try:
        m.rows = 4
    except AttributeError as e:
        print("AttributeError", e)
    try:
        m * Matrix(2, 2)
    except ValueError as e:
        print(e)
    shapes = [Square(2), Circle(1), Shape()]
    for s in shapes:
        print(s.describe(), isinstance(s, Shape), isinstance(s, Square))
    print(sorted(shapes, key=lambda s: s.area())[0].describe())
    print(type(m).__name__, type(m).__module__ if hasattr(type(m), "__module__") else "")

main()
