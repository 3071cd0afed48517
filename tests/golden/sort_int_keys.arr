# Sorting int keys: ascending and reversed, stable among equal keys
# (True == 1, False == 0), the extremes of a C long long, and ints mixed
# with floats and big ints, which take the general comparison.
def by_key():
    words = ["pear", "fig", "apple", "kiwi", "plum", "date"]
    print(sorted(words, key=len))
    print(sorted(words, key=len, reverse=True))
    print(sorted(range(-5, 6), key=lambda x: x * x))
    print(sorted(range(-5, 6), key=lambda x: x * x, reverse=True))

def plain():
    cdef long long lo = -9223372036854775807 - 1
    cdef long long hi = 9223372036854775807
    xs = [3, True, 1, 0, False, -2, lo, hi, 1]
    print(sorted(xs))
    print(sorted(xs, reverse=True))
    ys = list(xs)
    ys.sort(reverse=True)
    print(ys == sorted(xs, reverse=True), [type(y).__name__ for y in ys])
    print(sorted([2, 1.5, 2**70, -2**70, 0]))
    print(sorted([(i * 7919) % 101 for i in range(30)], reverse=True)[:10])
    print(min(xs), max(xs), sorted([]), sorted([5]))

by_key()
plain()
