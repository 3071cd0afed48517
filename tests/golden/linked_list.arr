# A linked list of malloc'd nodes whose next pointers are stored in the nodes (Cython docs style): push, sum, reverse in place, write through a chain, free.
from libc.stdlib cimport malloc, free

cdef struct Node:
    int value
    Node* next

cdef Node* push(Node* head, int v):
    cdef Node* n = <Node*> malloc(sizeof(Node))
    n.value = v
    n.next = head
    return n

cdef int total(Node* head):
    cdef int s = 0
    cdef Node* p = head
    while p != NULL:
        s += p.value
        p = p.next
    return s

cdef Node* reverse(Node* head):
    cdef Node* prev = NULL
    cdef Node* nxt
    while head != NULL:
        nxt = head.next
        head.next = prev
        prev = head
        head = nxt
    return prev

cdef void free_all(Node* head):
    cdef Node* nxt
    while head is not NULL:
        nxt = head.next
        free(head)
        head = nxt

def main():
    cdef Node* head = NULL
    cdef int i
    for i in range(1, 6):
        head = push(head, i * i)
    print(total(head))
    head = reverse(head)
    cdef Node* p = head
    out = []
    while p:
        out.append(p.value)
        p = p.next
    print(out)
    print(head.next.value, head.next.next.value)
    head.next.next.value = 100
    print(total(head))
    print(head.next.next.next.next.next == NULL)
    print(sizeof(Node))
    free_all(head)

main()
