# Setting or deleting a cdef class property that lacks the accessor:
# Cython's NotImplementedError("__set__"/"__del__") or "not writable";
# a Python class keeps CPython's "has no setter/deleter".
cdef class P:
    cdef double _x
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, v):
        self._x = v
    @property
    def y(self):
        return 1
    @y.deleter
    def y(self):
        print("deleting y")
    @property
    def z(self):
        return 2
p = P()
try:
    del p.x
    print('del p.x', 'ok')
except Exception as e:
    print('del p.x', type(e).__name__, e)
try:
    del p.z
    print('del p.z', 'ok')
except Exception as e:
    print('del p.z', type(e).__name__, e)
try:
    p.z = 3
    print('p.z = 3', 'ok')
except Exception as e:
    print('p.z = 3', type(e).__name__, e)
try:
    del p.y
    print('del p.y', 'ok')
except Exception as e:
    print('del p.y', type(e).__name__, e)
try:
    p.y = 5
    print('p.y = 5', 'ok')
except Exception as e:
    print('p.y = 5', type(e).__name__, e)
try:
    del p._x
    print('del p._x', 'ok')
except Exception as e:
    print('del p._x', type(e).__name__, e)
try:
    p.w = 1
    print('p.w = 1', 'ok')
except Exception as e:
    print('p.w = 1', type(e).__name__, e)
try:
    del p.w
    print('del p.w', 'ok')
except Exception as e:
    print('del p.w', type(e).__name__, e)
class Q:
    @property
    def x(self):
        return 1
q = Q()
try:
    del q.x
except Exception as e:
    print('del q.x', type(e).__name__, e)
try:
    q.x = 2
except Exception as e:
    print('q.x = 2', type(e).__name__, e)
