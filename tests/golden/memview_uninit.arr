# A memoryview declared without a value is "not initialized": reading it
# raises until something (a buffer or None) is assigned.
import numpy as np

cdef class Grid:
    cdef double[:, :] cells
    cdef public int n

    def rows(self):
        return self.cells.shape[0]

    def first(self):
        return self.cells[0, 0]

    def is_empty(self):
        return self.cells is None

    def fill(self, double x):
        cdef Py_ssize_t i, j
        for i in range(self.cells.shape[0]):
            for j in range(self.cells.shape[1]):
                self.cells[i, j] = x

    def total(self):
        cdef double s = 0
        cdef Py_ssize_t i, j
        for i in range(self.cells.shape[0]):
            for j in range(self.cells.shape[1]):
                s += self.cells[i, j]
        return s

    def alias(self):
        cdef double[:, :] c = self.cells
        return c.shape[1]

    def attach(self, c):
        self.cells = c

cdef class Sub(Grid):
    cdef int[:] tags

    def tag_count(self):
        return self.tags.shape[0]

def attempt(label, fn):
    try:
        print(label, fn())
    except AttributeError as e:
        print(label, "AttributeError:", e)
    except UnboundLocalError as e:
        print(label, "UnboundLocalError:", e)
    except IndexError as e:
        print(label, "IndexError:", e)

g = Grid()
attempt("rows", g.rows)
attempt("first", g.first)
attempt("is_empty", g.is_empty)
attempt("fill", lambda: g.fill(1.0))
attempt("total", g.total)
attempt("alias", g.alias)
print("n", g.n)

g.attach(None)
attempt("rows", g.rows)
attempt("is_empty", g.is_empty)
attempt("total", g.total)
attempt("first", g.first)

g.attach(np.ones((2, 3)))
g.fill(2.5)
attempt("total", g.total)
attempt("is_empty", g.is_empty)

s = Sub()
attempt("sub rows", s.rows)
attempt("sub tags", s.tag_count)
s.attach(np.zeros((4, 1)))
attempt("sub rows", s.rows)

cdef double[:] module_view

def read_module_view():
    return module_view.shape[0]

def local_view(int assign):
    cdef double[:] w
    if assign:
        w = np.arange(3.0)
    return w.shape[0]

def local_index(int assign):
    cdef int[:] w
    cdef long s = 0
    cdef Py_ssize_t i
    if assign:
        w = np.arange(4, dtype=np.intc)
    for i in range(4):
        s += w[i]
    return s

def local_is_none():
    cdef double[:] w
    return w is None

def local_none():
    cdef double[:] w = None
    return w is None, w.shape[0]

attempt("module", read_module_view)
attempt("local 1", lambda: local_view(1))
attempt("local 0", lambda: local_view(0))
attempt("index 1", lambda: local_index(1))
attempt("index 0", lambda: local_index(0))
attempt("is None", local_is_none)
attempt("None", local_none)
