# Cython's user-guide wrapper_class example, with a driver.
from libc.stdlib cimport malloc, free
ctypedef struct my_c_struct:
    int a
    int b
cdef class WrapperClass:
    """A wrapper class for a C/C++ data structure"""
    cdef my_c_struct *_ptr
    cdef bint ptr_owner
    def __cinit__(self):
        self.ptr_owner = False
    def __dealloc__(self):
        if self._ptr is not NULL and self.ptr_owner is True:
            free(self._ptr)
            self._ptr = NULL
    def __init__(self):
        raise TypeError("This class cannot be instantiated directly.")
    @property
    def a(self):
        return self._ptr.a if self._ptr is not NULL else None
    @property
    def b(self):
        return self._ptr.b if self._ptr is not NULL else None
    @staticmethod
    cdef WrapperClass from_ptr(my_c_struct *_ptr, bint owner=False):
        cdef WrapperClass wrapper = WrapperClass.__new__(WrapperClass)
        wrapper._ptr = _ptr
        wrapper.ptr_owner = owner
        return wrapper
    @staticmethod
    cdef WrapperClass new_struct():
        cdef my_c_struct *_ptr = <my_c_struct *>malloc(sizeof(my_c_struct))
        if _ptr is NULL:
            raise MemoryError
        _ptr.a = 0
        _ptr.b = 0
        return WrapperClass.from_ptr(_ptr, owner=True)
w = WrapperClass.new_struct()
print(w.a, w.b)
cdef my_c_struct s = my_c_struct(a=3, b=4)
w2 = WrapperClass.from_ptr(&s)
print(w2.a, w2.b, w2.__doc__)
try:
    WrapperClass()
except TypeError as e:
    print(e)
del w
print("done")
