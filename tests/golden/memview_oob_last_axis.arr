# Both indices out of bounds: Cython checks every axis and reports the last.
import numpy as np
def main():
    cdef double[:, ::1] d = np.zeros((1, 1))
    cdef int i = 5, j = 5
    o = 5
    t = (5, 5)
    for idx in range(6):
        try:
            if idx == 0:
                d[i, j] = 1
            elif idx == 1:
                d[o, o] = 1
            elif idx == 2:
                d[t[0], t[1]] = 1
            elif idx == 3:
                print(d[o, 0])
            elif idx == 4:
                d[0, o] = 2
            elif idx == 5:
                print(d[t[0], 0])
        except IndexError as e:
            print(idx, "IndexError", e)
main()
