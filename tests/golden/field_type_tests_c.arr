cdef class Node:
    cdef public Node next
    cdef list items
    cdef readonly dict meta
    def set_next(self, x):
        self.next = x
    def set_items(self, x):
        self.items = x
    def set_meta(self, x):
        self.meta = x

cdef class Sub(Node):
    pass

def store_typed(Node n, x):
    n.next = x

n = Node()
for args in [(n.set_next, 5), (n.set_next, Sub()), (n.set_next, "s"), (n.set_items, [1]), (n.set_items, (1,)), (n.set_meta, {}), (n.set_meta, 1.5), (n.set_next, None)]:
    try:
        args[0](args[1])
        print("ok")
    except TypeError as e:
        print("TypeError", e)
for x in [n, 3]:
    try:
        store_typed(n, x)
        print("ok")
    except TypeError as e:
        print("TypeError", e)
cdef Node head = None, cur
cdef int i
for i in range(1000):
    cur = Node()
    cur.next = head
    head = cur
i = 0
while head is not None:
    head = head.next
    i += 1
print(i)
