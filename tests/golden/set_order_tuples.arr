# Sets of tuples and floats iterate in CPython's order, and hash() of
# tuples and big ints is CPython's.
print({(i, j) for i in range(3) for j in range(3)})
print({(1, 2), (2, 1), (0, 0), (5, -1)}, set([(1.5, 2), (0.25, 3)]), {0.5, 1.5, 2.25, 100.0, -3.5})
print(hash((1, 2)), hash(()), hash((1,)), hash(2**62), hash(-2**70), hash((2**80, 0.5)), hash(1.5), hash(-1), hash((-1, -2)))
print({2**64, 3, 2**61 - 1, 2**61}, {(1, (2, 3)), (4, (5, 6)), (0, ())})
d = {}
for k in [(3, 4), (1, 2), (0, 9)]:
    d[k] = 1
print(list(d), sorted({(2, 1), (1, 2)}))
