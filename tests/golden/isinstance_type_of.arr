import numpy as np
cdef double[:] m = np.zeros(3)
print(isinstance(m, type(m)))
d = {1: 2}
print(isinstance(d.keys(), type({}.keys())), type(d.keys()), type(1), type(None), isinstance(None, type(None)))
print(d.keys().isdisjoint([3]), hasattr(d.values(), "isdisjoint"))
