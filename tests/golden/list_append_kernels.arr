# Typed loops that append C numbers to a list and read it back: kernels
# push onto their copy of the items and append them to the list when the
# run ends, however it ends; a list the loop walks, a len() read or an
# alias keeps the closures. A list changed between runs is read afresh.
def squares(int n):
    cdef int i
    out = []
    for i in range(n):
        out.append(i * i)
    return out
print(squares(10))

def mixed(int n):
    cdef double x
    cdef int i
    fl = []
    bs = []
    for i in range(n):
        x = i / 4.0
        fl.append(x)
        bs.append(i % 3 == 0)
    return fl, bs
print(mixed(6))

def big():
    cdef unsigned long long u = 2**63 + 5
    cdef int i
    out = []
    for i in range(3):
        out.append(u + i)
    cdef char c = 65
    cs = []
    for i in range(3):
        cs.append(c + i)
    return out, cs
print(big())

def grow_read(int n):
    cdef int k, p, total = 0
    ps = [2]
    for k in range(3, n):
        for p in ps:
            if k % p == 0:
                break
        else:
            ps.append(k)
    for p in ps:
        total += p
    return ps, total
print(grow_read(40))

def self_walk():
    cdef int p
    ps = [1, 2, 3]
    for p in ps:
        if p < 10:
            ps.append(p + 5)
    return ps
print(self_walk())

def with_len(int n):
    cdef int i
    cdef Py_ssize_t m = 0
    out = [7]
    for i in range(n):
        out.append(i)
        m += len(out)
    return out, m
print(with_len(4))

def alias(int n):
    cdef int i, p, s = 0
    ps = [1, 2]
    qs = ps
    for i in range(n):
        ps.append(i)
        for p in qs:
            s += p
    return ps, s
print(alias(3))

def fails(int n):
    cdef int i, x
    out = []
    try:
        for i in range(n):
            out.append(i)
            x = 10 // (3 - i)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    return out
print(fails(6))

def not_list(obj):
    cdef int i
    for i in range(2):
        obj.append(i)
    return obj
for o in [(1, 2), None]:
    try:
        not_list(o)
    except AttributeError as e:
        print("AttributeError", e)

class Bag(list):
    pass
print(not_list(Bag([9])), type(not_list(Bag())).__name__)

def read_between(xs, int rounds):
    cdef int r, v, i
    cdef long s = 0
    for r in range(rounds):
        for v in xs:
            if v > 50:
                break
            s += v
        if r % 2:
            xs[0] = xs[0] + 1
        else:
            xs.append(r)
    return s, xs
print(read_between([1, 2, 3], 6))
big_list = list(range(1000))
print(read_between(big_list, 10)[0])
lst = [1, 2, 3]
def total(int k):
    cdef int p, s = 0
    for p in lst:
        s += p * k
    return s
print(total(1))
lst.sort(reverse=True); lst[0] = 10
print(total(2))
lst = [5]
print(total(3))
lst.extend([1, 1])
print(total(1))
lst.insert(0, 100)
print(total(1))
del lst[0]
print(total(1))
lst.append(True)
print(total(1))
lst.append(2.5)
try:
    print(total(1))
except TypeError as e:
    print("TypeError", e)
