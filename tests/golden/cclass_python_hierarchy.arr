# A Python class hierarchy over a cdef class: cpdef overridden twice, super()
# through both, classmethod/staticmethod, __eq__ without __hash__, vars()
# (the Python subclass's dict, not the cdef base's attributes), setattr.
cdef class Animal:
    cdef public str name
    def __init__(self, name):
        self.name = name
    cpdef str speak(self):
        return "..."
    def describe(self):
        return f"{self.name} says {self.speak()}"
    @classmethod
    def make(cls, name):
        return cls(name)
    @staticmethod
    def kind():
        return "animal"

class Dog(Animal):
    def __init__(self, name, breed="mutt"):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return "woof"
    def __str__(self):
        return f"Dog({self.name}, {self.breed})"

class Puppy(Dog):
    def speak(self):
        return super().speak() + "!"

class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return self.x == o.x

a = Animal("generic")
d = Dog.make("rex")
p = Puppy("bit", breed="lab")
print(a.describe(), d.describe(), p.describe(), str(p), repr(d)[:5])
print(Animal.kind(), p.kind(), isinstance(p, Animal), issubclass(Puppy, Dog))
print(type(p).__name__, type(p).__mro__[1].__name__, Puppy.__bases__[0].__name__)
try:
    hash(P(1))
except TypeError as e:
    print(e)
print(P(1) == P(1), P(1) != P(2))
print(getattr(d, "breed"), getattr(d, "missing", 42), hasattr(d, "name"), vars(d) if hasattr(d, "__dict__") else None)
setattr(d, "age", 3)
print(d.age)
