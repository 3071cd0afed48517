# The extension-types tutorial: a Function hierarchy integrated through
# cpdef dispatch (also from a Python subclass), None checks, a property
# with a setter, and a module-level 'cdef Shrubbery t' reaching private
# attributes at C level while a plain object does not.
# Extension types doc: Function class hierarchy, integrate
from libc.math cimport sin

cdef class Function:
    cpdef double evaluate(self, double x) except *:
        return 0

cdef class Polynomial(Function):
    cdef double a, b, c
    def __init__(self, a, b, c):
        self.a = a
        self.b = b
        self.c = c
    cpdef double evaluate(self, double x) except *:
        return self.a * x * x + self.b * x + self.c

cdef class SinOfSquareFunction(Function):
    cpdef double evaluate(self, double x) except *:
        return sin(x ** 2)

def integrate(Function f, double a, double b, int N):
    cdef int i
    cdef double s, dx
    if f is None:
        raise ValueError("f cannot be None")
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f.evaluate(a + i * dx)
    return s * dx

print(round(integrate(SinOfSquareFunction(), 0, 1, 10000), 8))
print(integrate(Polynomial(1, 2, 3), 0, 1, 1000))
try:
    integrate(None, 0, 1, 10)
except ValueError as e:
    print("ValueError:", e)

class PyPoly(Function):
    def evaluate(self, x):
        return 2 * x
print(integrate(PyPoly(), 0, 1, 100))

cdef class Shrubbery:
    cdef int width, height
    def __init__(self, int w, int h):
        self.width = w
        self.height = h
    def describe(self):
        print("This shrubbery is", self.width, "by", self.height, "cubits.")
    @property
    def area(self):
        return self.width * self.height
    @area.setter
    def area(self, value):
        self.width = value
        self.height = 1

s = Shrubbery(3, 4)
s.describe()
print(s.area)
s.area = 10
s.describe()
cdef Shrubbery t = Shrubbery(1, 2)
print(t.width, t.height)
print(isinstance(t, Shrubbery), type(t).__name__)
try:
    s.width
except AttributeError as e:
    print("AttributeError:", e)

cdef class Animal:
    cdef str name
    def __init__(self, name):
        self.name = name
    cpdef str speak(self):
        return "..."
    def intro(self):
        return f"{self.name} says {self.speak()}"
cdef class Dog(Animal):
    cpdef str speak(self):
        return "woof"
class Cat(Animal):
    def speak(self):
        return "meow"
for a in [Animal("x"), Dog("rex"), Cat("tom")]:
    print(a.intro())
print(issubclass(Dog, Animal), Dog.__mro__ if False else "")
