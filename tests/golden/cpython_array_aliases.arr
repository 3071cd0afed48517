# The cpython.array module under every spelling Cython's "Working with
# Python arrays" page uses: an alias, the dotted path, and the plain name.
from cpython cimport array as carray
cimport cpython.array
cimport cpython.array as pyarr
import array
from libc.string cimport memset

cdef carray.array a = array.array('i', [1, 2, 3])
cdef cpython.array.array b = array.array('d', [0.5, 1.5])
cdef pyarr.array tmpl = array.array('i', [])


def fill(carray.array x, int v):
    cdef int[:] view = x
    cdef Py_ssize_t i
    for i in range(view.shape[0]):
        view[i] = v + <int>i
    return x


def main():
    print(a, b, tmpl)
    cdef carray.array c = carray.clone(a, 4, zero=True)
    print(c, len(c))
    print(fill(c, 10))
    cdef pyarr.array d = pyarr.copy(a)
    pyarr.resize(d, 5)
    print(len(d), d[:3])
    cpython.array.extend(d, a)
    print(d.tolist()[-3:])
    print(a.data.as_ints[2], b.data.as_doubles[1])
    memset(a.data.as_voidptr, 0, len(a) * sizeof(int))
    print(a)
    cpython.array.zero(b)
    print(b)
    cdef carray.array e = cpython.array.clone(tmpl, 3, zero=False)
    e[0] = 7
    print(e[0], e.typecode, e.itemsize)


main()
