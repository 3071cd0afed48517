# Cython infers Py_UCS4 for a character of a str (a loop over a typed str, an
# index at a C integer) and str for a slice; a str literal's characters stay strs.
cimport cython
def stats(str text):
    counts = {}
    vowels = 0
    out = []
    for ch in text:
        if ch in "aeiou":
            vowels += 1
        counts[ch] = counts.get(ch, 0) + 1
        if ch.isupper():
            out.append(ch.lower())
        elif ch.isdigit():
            out.append(ch * 2)
        else:
            out.append(ch)
    print(vowels, sorted(counts.items())[:4], "".join(out))
    for c in "xyz":
        print(cython.typeof(c), c, ord(c), c + "!", c == "y", c != 'x', repr(c), str(c), f"[{c}]")
    last = None
    for ch2 in text:
        last = ch2
    print(cython.typeof(last), last)
    cdef int i
    caps = 0
    for i in range(len(text)):
        x = text[i]
        if x.isupper():
            caps += 1
        if x == ' ':
            print("space at", i, [x], (x,), {x: 1})
    print(caps, cython.typeof(x))

stats("Hello World 42 abc")
def rev(str s):
    r = ""
    for ch in s:
        r = ch + r
    return r
print(rev("stressed"))
def pal(str s):
    cdef int n = len(s)
    for k in range(n // 2):
        a = s[k]
        b = s[n - 1 - k]
        if a != b:
            return False
    return True
print(pal("racecar"), pal("abca"))
def emptyloop(str s):
    for ch in s:
        pass
    return 1
print(emptyloop(""))
def uni(str s):
    for ch in s:
        print(ch, ord(ch), ch.isalpha(), ch.upper())
uni("é€😀ß")
from libc.math cimport sqrt
cdef struct P:
    int x
    int y
def f(str s, double[:] v, int n):
    a = 1.5
    b = sqrt(2.0)
    c = n > 3
    d = n
    e = v
    g = v[0]
    h = s[0]
    cdef P p0 = P(1, 2)
    q = p0
    r = n * 2
    t = (n, 1.0)
    u = a * 2
    w = len(s)
    z = 0
    for i in range(n):
        z += i
    k = 'x'
    print(cython.typeof(a), cython.typeof(b), cython.typeof(c), cython.typeof(d), cython.typeof(e))
    print(cython.typeof(g), cython.typeof(h), cython.typeof(q), cython.typeof(r), cython.typeof(t))
    print(cython.typeof(u), cython.typeof(w), cython.typeof(z), cython.typeof(i), cython.typeof(k))
    h = 'yy'
    return h
import numpy as np
f("abc", np.zeros(3), 4)
def g2(str s):
    cdef Py_ssize_t j
    for j in range(len(s)):
        ch = s[j]
        print(cython.typeof(ch), ch)
    m = s[1:]
    print(cython.typeof(m))
g2("ab")
