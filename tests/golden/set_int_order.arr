# Sets of integers print in CPython's hash-table order, which depends on the
# table's size history: arr replays the insertions into a model of the table.
print(set([10, 3, 100, 1, 33, 64]))
print({5, 2, 9, 16, 8})
print(set(range(20, 0, -3)))
s = {1, 2, 3}
s.discard(2)
s.add(40)
print(s, sorted(s))
print({-1, -2, 7})
a = {i * 7 % 100 for i in range(40)}
print(a)
b = set()
for x in [1000, 2, -5, 77, 2**40, 31, 64, 96, 128]:
    b.add(x)
print(b)
print(set([True, 2, False, 9]))
print({x for x in range(100, 0, -9)})
print(set(range(60)) == set(range(59, -1, -1)), len(set(range(1000))))
print(sorted(a | b)[:5])
cdef int i
s = set()
for i in range(30):
    s.add(i * i % 37)
print(s)
print(list({3: 1, 1: 2}))
