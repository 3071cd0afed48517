# A class's __mro__ (C3 linearization), __bases__, __module__ and
# __qualname__, for Python classes, exceptions and cdef classes.
class A:
    pass

class B(A):
    pass

class C(A):
    def hello(self):
        return 'C.hello'

class D(B, C):
    pass

class MyError(ValueError):
    pass

cdef class Base:
    pass

cdef class Derived(Base):
    pass

def names(classes):
    return [c.__name__ for c in classes]

print(names(D.__mro__))
print(names(D.__bases__))
print(names(A.__bases__), names(A.__mro__))
print(names(MyError.__mro__))
print(names(Derived.__mro__))
print(D.__qualname__, D.__module__ == __name__)
print(issubclass(D, A), D.__mro__[1] is B)
for k in D.__mro__:
    if hasattr(k, 'hello'):
        print('first with hello:', k.__name__)
        break
for k in Derived.__mro__:
    if hasattr(k, 'hello'):
        break
else:
    print('not found in', len(Derived.__mro__), 'classes')
print(D().hello())
