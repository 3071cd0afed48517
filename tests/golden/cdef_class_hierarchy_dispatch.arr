# cpdef/cdef dispatch through cdef and Python subclasses, visibility errors,
# and the class attributes (__base__, __mro__) a program can inspect.
# cython: language_level=3
cdef class Animal:
    cdef public str name
    cdef readonly int legs
    def __init__(self, name, int legs=4):
        self.name = name
        self.legs = legs
    cpdef str sound(self):
        return "..."
    cdef str describe(self):
        return f"{self.name} says {self.sound()}"
    def speak(self):
        return self.describe()
    def __repr__(self):
        return f"<{type(self).__name__} {self.name!r}>"

cdef class Dog(Animal):
    cpdef str sound(self):
        return "woof"
    cdef str describe(self):
        return "dog: " + Animal.describe(self)

class Cat(Animal):
    def sound(self):
        return "meow"

class Puppy(Dog):
    def sound(self):
        return "yip " + super().sound()

for a in [Animal("thing"), Dog("rex"), Cat("tom", 4), Puppy("bit")]:
    print(repr(a), a.speak(), a.sound(), isinstance(a, Animal), isinstance(a, Dog), a.legs)
cdef Animal x = Puppy("p")
print(x.sound(), x.describe(), type(x).__mro__[1].__name__)
x.name = "q"
print(x.name)
try:
    x.legs = 3
except AttributeError as e:
    print(e)
print(Dog.__name__, Dog.__base__.__name__, issubclass(Puppy, Animal), hasattr(x, "describe"))
try:
    Dog("a").describe()
except AttributeError as e:
    print(e)
cdef class Counter:
    cdef int n
    count = 0
    def __init__(self):
        self.n = 0
    def inc(self):
        self.n += 1
        return self
    @staticmethod
    def make():
        return Counter()
    @classmethod
    def named(cls):
        return cls.__name__
c = Counter.make().inc().inc()
print(c.n if False else "ok", Counter.named(), Counter.count)
try:
    c.z = 1
except AttributeError as e:
    print(e)
print(getattr(c, "inc")().inc is not None)
