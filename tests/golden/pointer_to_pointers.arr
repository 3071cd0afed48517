# double** and int* a[3]: a table of row pointers (malloc'd rows, swapped through the table, pointer arithmetic on it) and pointers to variables stored in a C array.
from libc.stdlib cimport malloc, free

cdef double** make_matrix(int n, int m):
    cdef double** rows = <double**> malloc(n * sizeof(double*))
    cdef int i, j
    for i in range(n):
        rows[i] = <double*> malloc(m * sizeof(double))
        for j in range(m):
            rows[i][j] = i * 10 + j
    return rows

cdef void free_matrix(double** rows, int n):
    cdef int i
    for i in range(n):
        free(rows[i])
    free(rows)

cdef double trace(double** a, int n):
    cdef double t = 0
    cdef int i
    for i in range(n):
        t += a[i][i]
    return t

def main():
    cdef int n = 3, m = 4
    cdef double** a = make_matrix(n, m)
    print(trace(a, n))
    cdef double* row = a[1]
    print(row[0], row[3])
    a[2][1] = -5.5
    print([a[2][j] for j in range(m)])
    # swap two rows through the pointer table
    cdef double* tmp = a[0]
    a[0] = a[2]
    a[2] = tmp
    print(a[0][1], a[2][1])
    cdef double** q = a + 1
    print(q[0][2], (q + 1)[0][0])
    print(a[1] == row)
    free_matrix(a, n)

    cdef int* ptrs[3]
    cdef int x = 1, y = 2, z = 3
    ptrs[0] = &x
    ptrs[1] = &y
    ptrs[2] = &z
    ptrs[1][0] = 20
    cdef int k, s = 0
    for k in range(3):
        s += ptrs[k][0]
    print(s, y)

main()
