# A C array that becomes a Python object is the list Cython copies out
# of it: len(), isinstance(), `in`, `==` and a Python function all see a
# list, and changing the copy leaves the array as it was.
def describe(x):
    return type(x).__name__, len(x)

cdef class Holder:
    cdef double w[3]
    def __init__(self):
        self.w[0] = 0.5
        self.w[2] = 2.5
    def show(self):
        return len(self.w), 2.5 in self.w, self.w == [0.5, 0.0, 2.5]

def main():
    cdef int a[5]
    cdef int i
    for i in range(5):
        a[i] = i * i
    print(len(a), isinstance(a, list), type(a) is list)
    print(9 in a, 10 in a, 7 not in a, a == [0, 1, 4, 9, 16], a != [0])
    print(describe(a), sum(a), max(a), sorted(a, reverse=True))
    copy = list(a)
    copy[0] = 99
    print(a[0], copy[0])
    cdef double grid[2][3]
    cdef int j
    for i in range(2):
        for j in range(3):
            grid[i][j] = i + j / 4.0
    print(len(grid), len(grid[1]), grid[1], describe(grid))
    cdef int* p = a + 1
    print(p > a, a + 4 > p, p[0], p == a + 1)
    print(Holder().show())

main()
