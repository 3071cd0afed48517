class A:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return super().__new__(cls)
    def __init__(self, x):
        self.x = x
a = A(3)
print(a.x, type(a).__name__)

class Celsius(float):
    def __new__(cls, value):
        return super().__new__(cls, value - 273.15)
    def __repr__(self):
        return f"{float(self):.2f}C"
c = Celsius(300.0)
print(c, c + 1, isinstance(c, float))

class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.count = 0
        return cls._inst
s1 = Singleton()
s2 = Singleton()
s1.count += 1
print(s1 is s2, s2.count)

class Other:
    def __new__(cls, v):
        return v * 2
    def __init__(self, v):
        print("never")
print(Other(21))

class Base:
    def __new__(cls, *a, **k):
        inst = object.__new__(cls)
        inst.made_by = "Base.__new__"
        return inst
class Child(Base):
    def __init__(self, n):
        self.n = n
ch = Child(5)
print(ch.made_by, ch.n, type(ch).__name__)
