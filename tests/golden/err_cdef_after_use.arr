# arr-only: Cython refuses this at compile time with "'e' redeclared " and "cdef variable 'e' declared after it is used"
cdef struct Edge:
    int u
    double w

def total(list edges):
    cdef double t = 0
    for e in edges:
        t += e[1]
    return t

print(total([(1, 2.0), (2, 3.5)]))
for e in [1, 2]:
    print([e for e in range(3)])
cdef Edge e = Edge(1, 0.5)
print(e)
