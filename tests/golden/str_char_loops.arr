# Loops over a str's characters: typed Py_UCS4, untyped, with break,
# continue, else and return, over ASCII and non-ASCII text.
def vowels(str s):
    cdef Py_UCS4 c
    cdef int n = 0
    for c in s:
        if c in u"aeioué":
            n += 1
    return n

def first_digit(str s):
    cdef Py_UCS4 c
    for c in s:
        if u'0' <= c <= u'9':
            return c
    return None

def codes(s):
    out = []
    for ch in s:
        if ch == " ":
            continue
        if ch == "!":
            break
        out.append(ord(ch))
    else:
        out.append(-1)
    return out

def rebind(str s):
    n = 0
    for c in s:
        s = "xyz"
        n += 1
    return n, s

def main():
    print(vowels("education is key"), vowels("café olé"), vowels(""))
    print(first_digit("abc4d5"), first_digit("none"))
    print(codes("a b!c"), codes("ñ→😀"))
    print(rebind("hello"))
    cdef Py_UCS4 last = u'?'
    for last in "αβγ":
        pass
    print(last, ord(last))
    print([c.upper() for c in "abc"], list("hé"), "".join(reversed("abc")))

main()
