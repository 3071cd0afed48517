# Pointers to pointer variables (push(&head, v) on a Node**, &row filled by a callee, int** to an int*), and cython.operator's dereference and pre/post increment and decrement on pointers and ints.
from libc.stdlib cimport malloc, free
from cython.operator cimport dereference as deref

cdef struct Node:
    int value
    Node* next

cdef void push(Node** head, int v):
    cdef Node* n = <Node*> malloc(sizeof(Node))
    n.value = v
    n.next = head[0]
    head[0] = n

cdef int pop(Node** head):
    cdef Node* n = head[0]
    cdef int v = n.value
    head[0] = n.next
    free(n)
    return v

cdef void alloc_row(double** out, int n):
    out[0] = <double*> malloc(n * sizeof(double))
    cdef int i
    for i in range(n):
        out[0][i] = i / 2.0

def main():
    cdef Node* head = NULL
    cdef int i
    for i in range(4):
        push(&head, i)
    print(head.value, head[0].value, head[0].next.value)
    cdef Node* nodes = <Node*> malloc(3 * sizeof(Node))
    for i in range(3):
        nodes[i].value = 10 * i
        nodes[i].next = &nodes[i + 1] if i < 2 else NULL
    print(nodes.next.next.value, (nodes + 1).next.value, nodes[0].next[0].value)
    out = []
    while head != NULL:
        out.append(pop(&head))
    print(out)
    cdef double* row = NULL
    alloc_row(&row, 3)
    print(row[0], row[2])
    free(row)
    free(nodes)
main()

from cython.operator cimport preincrement as inc, postincrement, predecrement as dec, postdecrement

cdef struct NodeB:
    int value
    NodeB* next
def main2():
    cdef int* a = <int*> malloc(4 * sizeof(int))
    cdef int i
    for i in range(4):
        a[i] = i * i
    cdef int* p = a
    print(deref(p), deref(inc(p)), deref(p))
    cdef int* q = postincrement(p)
    print(deref(q), deref(p))
    cdef int k = 5
    print(inc(k), postincrement(k), k, dec(k), postdecrement(k), k)
    cdef NodeB n
    n.value = 7
    cdef NodeB* pn = &n
    print(deref(pn).value)
    free(a)
main2()


cdef struct NodeC:
    int value
    NodeC* next
cdef void set_to(NodeC** slot, NodeC* n):
    slot[0] = n
def main3():
    cdef NodeC a, b
    a.value = 1
    b.value = 2
    cdef NodeC* cur = &a
    set_to(&cur, &b)
    cur.value = 20
    cur.next = &a
    cur.next.value += 5
    print(a.value, b.value, cur.value, cur.next.value)
    cdef int x = 3
    cdef int* px = &x
    cdef int** ppx = &px
    ppx[0][0] = 9
    print(x, px[0], ppx[0][0])
main3()
