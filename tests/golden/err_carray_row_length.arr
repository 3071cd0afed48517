# A list literal of the wrong length stored into a row of a C array of
# arrays: Cython counts the items while compiling and refuses the file.
def init():
    cdef double m[2][2]
    m[0] = [1.0]
    print(m)
init()
