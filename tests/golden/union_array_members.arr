# Unions holding C arrays and structs (type punning over the same bytes),
# and arrays of, and pointers to, unsigned chars converting to bytes.
cdef struct Pt:
    short x
    short y

cdef union Word:
    unsigned int u
    unsigned char b[4]
    Pt p

cdef union Num:
    double d
    long long ll
    float f[2]

def main():
    cdef Word w
    w.u = 0x01020304
    print(w.b[0], w.b[1], w.b[2], w.b[3])
    w.b[0] = 0xff
    print(hex(w.u), w.p.x, w.p.y)
    w.p.y = 1
    print(hex(w.u))
    w.p = Pt(2, 3)
    print(hex(w.u), list(w.b))
    cdef Num n
    n.d = 1.0
    print(hex(n.ll), n.f[1])
    n.f[0] = 0
    n.f[1] = 2.0
    print(n.d)
    cdef Word ws[2]
    ws[0].u = 5
    ws[1].b[3] = 1
    print(ws[0].b[0], ws[1].u)
    cdef Word w2 = w
    w2.b[1] = 9
    print(w.b[1], w2.b[1], sizeof(Word), sizeof(Num))
    print(w.u == w2.u)

def chars():
    cdef unsigned char a[4]
    cdef signed char s[3]
    cdef char c[3]
    a[0] = 72; a[1] = 105; a[2] = 0; a[3] = 5
    s[0] = 65; s[1] = 0; s[2] = 66
    c[0] = 67; c[1] = 68; c[2] = 0
    print(a, list(a), len(a))
    print(s, c)
    x = a
    print(x)

main()
chars()
