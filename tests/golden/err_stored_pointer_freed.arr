# arr-only: a pointer stored in a node outlives the block it points to: reading through it names the block and the line that freed it
from libc.stdlib cimport malloc, free
cdef struct Node:
    int value
    Node* next
cdef Node* a = <Node*> malloc(sizeof(Node))
cdef Node* b = <Node*> malloc(sizeof(Node))
a.next = b
b.value = 7
print(a.next.value)
free(b)
b = NULL
print(a.next == NULL)
print(a.next.value)
