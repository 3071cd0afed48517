# A for loop into an extension-type variable checks each item as an
# assignment does: None passes, another type is Cython's TypeError.
cdef class P:
    cdef public double x
    def __init__(self, double x):
        self.x = x

class Q(P):
    pass

def total(list ps):
    cdef P p
    cdef double s = 0
    for p in ps:
        if p is None:
            continue
        s += p.x
    return s, p

print(total([P(1), Q(2.5), None, P(4)])[0])
print(total([P(1), P(2)])[1].x)
for bad in ([P(1), 3], [P(1), "s"], [object()]):
    try:
        print(total(bad))
    except TypeError as e:
        print("TypeError", e)
