# A comprehension over an array of structs binds each struct, which has
# fields, not keys: Cython refuses to index it.
cdef struct Pair:
    int a
    int b

def main():
    cdef Pair ps[2]
    ps[0] = Pair(1, 2)
    ps[1] = Pair(3, 4)
    print([p['a'] for p in ps])

main()
