# Indexing long strs in a loop, ASCII and not (a wide character before the
# index shifts byte and character positions), and lists/tuples/dicts read
# and written through locals.
def f(str s):
    cdef int i
    out = []
    for i in range(len(s)):
        out.append(s[i])
    return ''.join(out) == s, s[-1], s[len(s) // 2]
a = "x" * 40 + "é" + "y" * 40
print(f(a), f("héllo" * 20), f("abc" * 30), a[45], a[39], a[40], a[41])
xs = [1, 2, 3]
def g():
    lst = [0] * 5
    for i in range(5):
        lst[i] = i * i
    t = (1, 2)
    d = {1: 'a'}
    return lst[4], t[1], d[1], lst[-1]
print(g())
