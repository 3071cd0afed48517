# arr-only: Cython refuses this at compile time with the same message
cpdef enum Op:
    ADD = 0
    SUB
cdef class Calc:
    cdef public Op op
    def set(self):
        self.op = 5
c = Calc()
c.set()
print(c.op)
