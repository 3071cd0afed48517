# CPython C-API functions Cython kernels cimport: reference counting (a
# no-op in arr), PyErr_CheckSignals, list/tuple/dict/bytes calls, PyObject*
# casts, and 'from cpython cimport' of any of them; libc.stddef's types.
from cpython cimport PyObject, Py_INCREF, Py_DECREF, PyList_Append
from cpython.list cimport PyList_Insert, PyList_Reverse, PyList_Sort, PyList_Size
from cpython.tuple cimport PyTuple_GET_SIZE
from cpython.dict cimport PyDict_SetItem, PyDict_Contains, PyDict_Size, PyDict_DelItem
from cpython.bytes cimport PyBytes_FromStringAndSize, PyBytes_GET_SIZE
from cpython.exc cimport PyErr_CheckSignals
from libc.stddef cimport size_t, ptrdiff_t

def collect(int n):
    cdef list out = []
    cdef int i
    for i in range(n):
        if i % 1000 == 0:
            PyErr_CheckSignals()
        PyList_Append(out, i * i)
    PyList_Insert(out, 0, -1)
    PyList_Reverse(out)
    return out[:3], PyList_Size(out)

print(collect(5))
cdef list l = [3, 1, 2]
PyList_Sort(l)
print(l, PyTuple_GET_SIZE((1, 2, 3)))
cdef dict d = {}
PyDict_SetItem(d, "a", 1)
PyDict_SetItem(d, "b", 2)
PyDict_DelItem(d, "a")
print(d, PyDict_Contains(d, "b"), PyDict_Contains(d, "a"), PyDict_Size(d))
cdef char buf[6]
buf[0] = 104; buf[1] = 105; buf[2] = 0; buf[3] = 33; buf[4] = 0; buf[5] = 0
b = PyBytes_FromStringAndSize(buf, 4)
print(b, PyBytes_GET_SIZE(b))
cdef object o = [1, 2]
cdef PyObject* p = <PyObject*>o
Py_INCREF(o)
Py_DECREF(o)
print(<object>p is o, <object>p)
cdef size_t s = 7
cdef ptrdiff_t pd = -3
print(s + pd)
print(PyBytes_FromStringAndSize(b"abcdef", 3))
