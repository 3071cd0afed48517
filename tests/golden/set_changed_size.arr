# A set that changes size while it is iterated raises at the next step.
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print("RuntimeError:", e)
print(len(s))


def stepped():
    t = {10, 20}
    it = iter(t)
    print(next(it), type(it).__name__)
    t.add(30)
    try:
        print(next(it))
    except RuntimeError as e:
        print("RuntimeError:", e)
    u = {5, 6}
    for x in u:
        u.discard(x)
        u.add(x)
    print(u, list(iter(u)), sum(iter(u)))


stepped()
