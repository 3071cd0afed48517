# A captured instance of a cdef class (declared, or inferred from
# `n = Node()`) keeps its class in the nested function or lambda: its
# private attributes are reached at C level there too.
cdef class Node:
    cdef object payload
    cdef int k
    def __init__(self):
        self.payload = 7
        self.k = 3
def main():
    n = Node()
    print(n.payload, n.k)
    f = lambda: n.payload
    print(f())
    def g():
        return n.k + 1
    print(g())
    cdef Node m = Node()
    def h():
        m.k += 5
        return m.payload
    print(h(), m.k)
    def outer():
        def inner():
            return m.k * 2
        return inner()
    print(outer())
def reassign():
    cdef Node m = Node()
    def h():
        nonlocal m
        m = None
    h()
    print(m is None)
    def bad():
        nonlocal m
        m = 5
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
main()
reassign()
