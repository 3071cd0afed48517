from libc.stdlib cimport malloc, free

cdef struct Node:
    int key
    Node *left
    Node *right

cdef Node *insert(Node *root, int key):
    if root == NULL:
        root = <Node *> malloc(sizeof(Node))
        root.key = key
        root.left = NULL
        root.right = NULL
        return root
    if key < root.key:
        root.left = insert(root.left, key)
    else:
        root.right = insert(root.right, key)
    return root

cdef void inorder(Node *n, list out):
    if n == NULL:
        return
    inorder(n.left, out)
    out.append(n.key)
    inorder(n.right, out)

cdef int height(Node *n):
    if n is NULL:
        return 0
    return 1 + max(height(n.left), height(n.right))

cdef void destroy(Node *n):
    if n != NULL:
        destroy(n.left)
        destroy(n.right)
        free(n)

def main():
    cdef Node *root = NULL
    for k in [50, 30, 70, 20, 40, 60, 80, 35]:
        root = insert(root, k)
    out = []
    inorder(root, out)
    print(out, height(root))
    print(root.left.right.left.key, root.right.key)
    destroy(root)

main()
