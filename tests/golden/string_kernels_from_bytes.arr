cdef int count_vowels(str s):
    cdef Py_UCS4 c
    cdef int n = 0
    for c in s:
        if c in 'aeiou':
            n += 1
    return n

cdef str caesar(str s, int k):
    cdef Py_UCS4 c
    cdef list out = []
    for c in s:
        if 'a' <= c <= 'z':
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        else:
            out.append(c)
    return ''.join(out)

def run():
    print(count_vowels("hello world, arrays are fun"))
    print(caesar("hello world", 3))
    cdef Py_UCS4 u = 'x'
    print(u, ord(u), u + 1 if False else u)
    cdef bytes b = b"abc"
    cdef unsigned char ch
    tot = 0
    for ch in b:
        tot += ch
    print(tot)
    print(int.from_bytes(b"\x01\x02", "big"), int.from_bytes(b"\x01\x02", "little"))
    print((258).to_bytes(2, "big"))
    cdef Py_UCS4 d = 'Z'
    print(d.lower(), d.isalpha(), d == 'Z')
run()
