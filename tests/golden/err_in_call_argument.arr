# An error raised while a call's arguments are made belongs to the caller:
# the diagnostic points at the argument and adds no "called from here" for
# the function that was never entered.
cdef class V:
    cdef double x

    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return V(self.x + other.x)

    def __repr__(self):
        return f"V({self.x})"

print(V(1.0) + V(2.0))
