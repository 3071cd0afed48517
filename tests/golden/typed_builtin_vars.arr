cdef list l = [1]
cdef dict d = {}
cdef str s = "x"
cdef tuple t = ()
l = None
print(l, d, s, t)
def f():
    cdef list xs = []
    xs.append(1)
    xs = list(range(3))
    return xs
print(f())
for bad in ["l = (1, 2)", "s = 5", "d = []", "t = [1]"]:
    pass
try:
    l = (1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    s = 5
except TypeError as e:
    print("TypeError:", e)
def mk():
    return [1]
try:
    t = mk()
except TypeError as e:
    print("TypeError:", e)
def g():
    cdef dict m
    m = {"a": 1}
    try:
        m = mk()
    except TypeError as e:
        print("TypeError:", e)
    return m
print(g())
