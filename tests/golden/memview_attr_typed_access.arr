# A typed memoryview attribute read at C level: shape and strides as Cython's 8-entry arrays, element access of a None view.
import numpy as np
cdef class G:
    cdef double[:, ::1] data
    cdef public double[:] pub
    def __init__(self):
        self.data = np.arange(6.0).reshape(2, 3)
        self.pub = np.ones(3)
    def show(self):
        print(self.data.shape, self.data.strides, self.data.ndim, self.data.size, self.data.nbytes, self.data.itemsize)
        print(self.data[1, 2], self.data[-1, 0], np.asarray(self.data[1]), np.asarray(self.data.T).shape)
        cdef double s = 0
        cdef Py_ssize_t i, j
        for i in range(self.data.shape[0]):
            for j in range(self.data.shape[1]):
                s += self.data[i, j]
        self.data[0, 0] += 10
        self.data[0] = 7
        print(s, np.asarray(self.data))
        self.data = None
        print(self.data is None)
        try:
            print(self.data[0, 0])
        except Exception as e:
            print(type(e).__name__, e)

g = G()
g.show()
print(g.pub.shape, np.asarray(g.pub), type(g.pub).__name__)
