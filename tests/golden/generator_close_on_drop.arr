# A generator dropped while suspended inside try/finally or a with block is
# closed as Cython does when its last reference goes: a for loop left by
# break or return, a rebound variable; finally and __exit__ run before the
# next statement.
def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
for x in g():
    print("got", x)
    break
print("after")
class Res:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *a):
        print("exit", a[0].__name__ if a[0] else None)
        return False
def h():
    with Res():
        yield "a"
        yield "b"
def first(gen):
    for v in gen:
        return v
print(first(h()))
print("done")
gg = g()
next(gg)
gg = None
print("rebound")
def plain():
    yield 1
    yield 2
p = plain()
next(p)
p = None
print("end")
