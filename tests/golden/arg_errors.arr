def two(a, b):
    return a
def opt(a, b=1):
    return a
def kwonly(a, *, c):
    return a
def report(f):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
report(lambda: two(1))
report(lambda: two(1, 2, 3))
report(lambda: opt())
report(lambda: opt(1, 2, 3))
report(lambda: kwonly(1))
report(lambda: two(1, 2, z=3))
report(lambda: two(1, a=2))
report(lambda: len(5))
report(lambda: "a" + 1)
report(lambda: 1 + "a")
report(lambda: [1] * "x")
report(lambda: None())
