# A one-character bytes literal compared with a C integer is a C char
# constant, as Cython compiles it: codes are compared.
cdef int count(bytes b, char what):
    cdef char* p = b
    cdef Py_ssize_t i
    cdef int n = 0
    for i in range(len(b)):
        if p[i] == what:
            n += 1
    return n

def as_char(char c):
    return c

def main():
    cdef bytes b = b"banana"
    cdef char* p = b
    cdef char c = b'a'
    cdef unsigned char uc = b'n'
    cdef int i, n = 0, m = 0, k = 0
    for i in range(6):
        if p[i] == b'a':
            n += 1
        if p[i] != b'a' and b'n' == p[i]:
            m += 1
        if p[i] in b'bn':
            k += 1
    print(n, m, k, c, uc, c == b'a', p[0] == c)
    print(p[0] == 'b', c < b'b', b'a' <= c < b'z')
    cdef int x = 97
    cdef char neg = -1
    cdef unsigned char top = 255
    print(x == b'a', neg == b'\xff', top == b'\xff', x == b'ab')
    print(count(b"mississippi", b's'))
    # A def function takes its argument as an object: no C char there.
    try:
        print(as_char(b's'))
    except TypeError as e:
        print("TypeError:", e)

main()
