# Special methods of builtin values called by name, `__class__` of a
# builtin value, and docstrings. (Values are in variables: Cython folds
# some calls on literals, `(3).__eq__(3.0)`, into the operation.)
i, j, k, x, y = 10, 5, 3, 2.5, 3.0
print(i.__add__(j), i.__radd__(j), j.__rsub__(i), k.__pow__(i), i.__floordiv__(k), i.__mod__(k))
print(k.__mul__(y), x.__mul__(k), x.__radd__(1), i.__truediv__(4), j.__and__(k), k.__lshift__(4))
s, t, l = "a", "b", [1]
print(k.__eq__(y), y.__eq__(k), k.__lt__(i), k.__lt__(s), s.__lt__(t), l.__eq__([1]), l.__eq__((1,)))
print(s.__add__(t), s.__mul__(3), l.__add__([2]), (1, 2).__add__((3,)), "%d!".__mod__(4))
print(j.__neg__(), x.__neg__().__abs__(), (0).__bool__(), k.__invert__(), x.__int__(), k.__float__(), i.__index__(), (1).__hash__())
try:
    s.__add__(1)
except TypeError as e:
    print("TypeError:", e)
try:
    k.__truediv__(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(k.__class__.__name__, x.__class__, l.__class__.__name__, s.__class__ is str, (1, 2).__class__.__name__, {}.__class__)
class A:
    """A class with a docstring."""
    def m(self):
        "One line."
        return 1
    def n(self):
        return 2
class B:
    pass
def f():
    """Function doc.

    Second paragraph."""
    return 0
def g():
    x = 1
    return x
cdef class C:
    """An extension type."""
    pass
print(A.__doc__, A().__doc__, A.m.__doc__, A.n.__doc__, B.__doc__, B().__doc__, C.__doc__)
print(f.__doc__)
print(g.__doc__, (lambda: 0).__doc__)
