from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memcpy

cdef struct Edge:
    int src
    int dst
    double w

cdef int cmp_edge(const void *a, const void *b) noexcept nogil:
    cdef double wa = (<Edge *> a).w
    cdef double wb = (<Edge *> b).w
    if wa < wb:
        return -1
    if wa > wb:
        return 1
    return 0

cdef int find(int *parent, int x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x

def kruskal(list edges, int n):
    cdef int m = len(edges)
    cdef Edge *es = <Edge *> malloc(m * sizeof(Edge))
    cdef int *parent = <int *> malloc(n * sizeof(int))
    cdef int i, a, b
    cdef double total = 0
    result = []
    for i in range(m):
        es[i].src, es[i].dst, es[i].w = edges[i]
    for i in range(n):
        parent[i] = i
    qsort(es, m, sizeof(Edge), cmp_edge)
    for i in range(m):
        a = find(parent, es[i].src)
        b = find(parent, es[i].dst)
        if a != b:
            parent[a] = b
            total += es[i].w
            result.append((es[i].src, es[i].dst))
    free(es)
    free(parent)
    return total, result

print(kruskal([(0, 1, 4.0), (0, 2, 1.0), (1, 2, 2.0), (1, 3, 5.0), (2, 3, 8.0), (3, 4, 3.0)], 5))
