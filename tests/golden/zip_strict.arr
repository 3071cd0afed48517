# zip(strict=True) yields the tuples before a length mismatch, then raises
# CPython's ValueError naming the arguments.
for a, b in zip([1, 2, 3], "abc", strict=True):
    print(a, b)
print(list(zip([1, 2], [3, 4], strict=False)), list(zip(strict=True)))

def attempt(*seqs):
    got = []
    try:
        for t in zip(*seqs, strict=True):
            got.append(t)
    except ValueError as e:
        print(got, "->", e)
    else:
        print(got, "ok")

attempt([1, 2, 3], [4, 5])
attempt([1, 2], [4, 5, 6])
attempt([1, 2], [4, 5], [7])
attempt([1], [4], [7, 8])
attempt(iter([1, 2]), (x for x in range(3)))
attempt(range(2), range(2), range(2))
