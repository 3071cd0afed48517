# Cython's legacy `property name:` blocks (`__get__`, `__set__`, `__del__`)
# in a cdef class (Cython refuses them in a Python class), beside the
# decorator spelling with a deleter.
cdef class Temperature:
    cdef double _c
    cdef public int reads

    def __init__(self, double c):
        self._c = c
        self.reads = 0

    property celsius:
        "The temperature in degrees Celsius."
        def __get__(self):
            self.reads += 1
            return self._c
        def __set__(self, double value):
            if value < -273.15:
                raise ValueError("below absolute zero")
            self._c = value
        def __del__(self):
            self._c = 0.0

    property fahrenheit:
        def __get__(self):
            return self._c * 9 / 5 + 32

t = Temperature(21.5)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit, t.reads)
del t.celsius
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError")

class Box:
    def __init__(self):
        self._items = [1, 2]

    @property
    def size(self):
        return len(self._items)

    @property
    def items(self):
        return self._items

    @items.setter
    def items(self, v):
        self._items = list(v)

    @items.deleter
    def items(self):
        self._items = []

b = Box()
print(b.size, b.items)
b.items = (5, 6, 7)
print(b.size, b.items)
del b.items
print(b.size, b.items)
