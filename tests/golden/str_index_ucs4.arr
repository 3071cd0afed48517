# Characters of a str indexed by C integers: Py_UCS4 comparisons and arithmetic.
def common(str s, str t):
    cdef Py_ssize_t i, j, c = 0
    for i in range(len(s)):
        for j in range(len(t)):
            if s[i] == t[j]:
                c += 1
    return c

def rot13(str s):
    cdef Py_ssize_t i
    cdef list out = []
    cdef long o
    for i in range(len(s)):
        o = s[i]
        if 97 <= o <= 122:
            o = (o - 97 + 13) % 26 + 97
        out.append(chr(o))
    return "".join(out)

def codes(str s):
    cdef int i
    return [<long>s[i] for i in range(-len(s), len(s))]

print(common("kitten", "sitting"), common("héllo wörld", "wörd"), common("", "x"))
print(rot13("hello, world"), rot13("naïve"))
print(codes("aé€"))
cdef str s = "abc"
cdef int k = 5
try:
    print(s[k] == s[0])
except IndexError as e:
    print("IndexError:", e)
k = -4
try:
    print(<int>s[k])
except IndexError as e:
    print("IndexError:", e)
cdef str w = "ẞx"
print(w[0] == 7838, w[1] > w[0], s[1] - s[0])
