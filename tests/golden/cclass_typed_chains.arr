# Private attributes reached through expressions Cython types statically:
# a chain of class-typed attributes (n.next.value), a call of the class,
# a cdef function declared to return the class, and a local inferred from
# such a call.
cdef class Node:
    cdef int value
    cdef Node next
    def __init__(self, int v, Node nxt=None):
        self.value = v
        self.next = nxt
    cdef int second(self):
        return self.next.value
    def total(self):
        cdef int t = 0
        cdef Node n = self
        while n is not None:
            t += n.value
            n = n.next
        return t

cdef class Holder:
    cdef Node head
    cdef public int size
    def __init__(self):
        self.head = None
        self.size = 0
    def push(self, int v):
        self.head = Node(v, self.head)
        self.size += 1

cdef Node make(int k):
    return Node(k, Node(k + 1))

cdef int peek(Node n):
    return n.next.value + make(5).value + make(7).next.value + Node(9).value

cdef int head_value(Holder h):
    return h.head.value + h.head.next.value

def run():
    n = Node(1, Node(2, Node(3)))
    print(n.total(), n.second(), peek(n), n.next.next.value)
    m = make(10)
    print(m.value, m.next.value)
    h = Holder()
    for i in range(4):
        h.push(i * i)
    print(head_value(h), h.size, h.head.next.next.value)
run()
cdef Node g = Node(4, Node(8))
print(g.next.value, g.value)
x = Node(5)
try:
    print(x.value)
except AttributeError as e:
    print("AttributeError:", e)
