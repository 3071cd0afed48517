# Structs that point to themselves inside C arrays: a chain of ops with function-pointer fields, a binary tree walked recursively, a write through a chain of fields.
cdef struct Op:
    char sym
    double (*fn)(double, double)
    Op* next

cdef double add(double a, double b):
    return a + b

cdef double mul(double a, double b):
    return a * b

cdef struct Tree:
    int key
    Tree* left
    Tree* right

cdef int depth(Tree* t):
    if t == NULL:
        return 0
    cdef int a = depth(t.left), b = depth(t.right)
    return 1 + (a if a > b else b)

cdef int sum_keys(Tree* t):
    if not t:
        return 0
    return t.key + sum_keys(t.left) + sum_keys(t.right)

def main():
    cdef Op ops[2]
    ops[0].sym = b'+'
    ops[0].fn = add
    ops[1].sym = b'*'
    ops[1].fn = mul
    ops[0].next = &ops[1]
    ops[1].next = NULL
    cdef Op* o = &ops[0]
    while o != NULL:
        print(chr(o.sym), o.fn(3.0, 4.0))
        o = o.next
    cdef Tree nodes[5]
    cdef int i
    for i in range(5):
        nodes[i].key = i + 1
        nodes[i].left = NULL
        nodes[i].right = NULL
    nodes[0].left = &nodes[1]
    nodes[0].right = &nodes[2]
    nodes[1].left = &nodes[3]
    nodes[3].right = &nodes[4]
    print(depth(&nodes[0]), sum_keys(&nodes[0]))
    print(nodes[0].left.left.right.key)
    nodes[0].left.left.right.key = 50
    print(sum_keys(nodes))

main()
