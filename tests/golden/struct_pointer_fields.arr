# Pointer fields of struct values: a node pointing to itself, a struct holding a double* to a C array, arrays of such structs.
cdef struct Node:
    int value
    Node* next

cdef struct Pair:
    double* data
    int n

def main():
    cdef Node n
    n.value = 4
    n.next = &n
    print(n.next.next.value)
    n.next.value = 9
    print(n.value)
    cdef double buf[3]
    buf[0] = 1.5
    buf[1] = 2.5
    cdef Pair p
    p.data = buf
    p.n = 2
    print(p.data[1], p.n)
    cdef Pair* pp = &p
    pp.data[0] = 7.0
    print(buf[0], pp.n)
    cdef Pair arr[2]
    arr[0] = p
    arr[1].data = &buf[1]
    arr[1].n = 1
    print(arr[0].data[0], arr[1].data[0], arr[0].n)
    cdef Node* q = NULL
    print(q == NULL, n.next != NULL)
main()
