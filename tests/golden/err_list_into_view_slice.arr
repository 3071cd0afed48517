# A list display assigned to a slice of a typed memoryview: Cython converts the value to the
# element type and refuses a list while compiling ("Cannot coerce list to type ...").
import numpy as np
def run():
    cdef double[:, :] m = np.zeros((2, 3))
    m[:, :] = [1.0, 2.0, 3.0]
run()
