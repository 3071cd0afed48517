# A legacy `property name:` block is Cython syntax for cdef classes only.
class Box:
    property size:
        def __get__(self):
            return 1
