# A C array in pointer arithmetic is a pointer to its first element;
# pointers into one block are ordered by address; `char* + k` stays a
# pointer until it is converted to bytes.
def main():
    cdef int a[5]
    cdef int i
    for i in range(5):
        a[i] = i * i
    cdef int* p = a + 2
    print(p - a, a + 1 - p, (a + 4)[0], p == a + 2, p > a, p <= a, a + 3 > p)
    cdef int* end = a + 5
    cdef int* q = a
    cdef int total = 0
    while q < end:
        total += q[0]
        q += 1
    print(total, q - a, q >= end)
    cdef char buf[8]
    buf[0] = 65
    buf[1] = 66
    buf[2] = 67
    buf[3] = 0
    cdef char* s = buf
    print(s + 1, buf + 2, (s + 1)[0], s[1:3])
    cdef char* t = s + 2
    print(t, t - s, t > s)

main()
