class A:
    def __init__(self):
        object.__setattr__(self, "x", 1)
    def __setattr__(self, name, v):
        raise AttributeError(f"no {name}")
    def __delattr__(self, name):
        raise AttributeError(f"nodel {name}")
a = A()
print(a.x)
try:
    a.x = 3
except AttributeError as e:
    print(e)
try:
    del a.x
except AttributeError as e:
    print(e)

class Proxy:
    def __init__(self, target):
        self._target = target
        self.log = []
    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self._target, name)
p = Proxy([3, 1, 2])
p.append(0)
print(p.count(1), p._target, p.log)
print(hasattr(p, "nope"), getattr(p, "zzz", 5))

class Rec:
    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value * 2)
r = Rec()
r.a = 4
print(r.a, r.__dict__)

cdef class Dyn:
    cdef public int n
    def __getattr__(self, name):
        return name.upper()
d = Dyn()
d.n = 3
print(d.n, d.hello)

class Lazy:
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        v = len(name)
        object.__setattr__(self, name, v)
        return v
z = Lazy()
print(z.abc, z.abc, vars(z))
try:
    z._hidden
except AttributeError as e:
    print("AE", e)
print(object.__getattribute__(z, "abc"))
