# The fused-types page: char_or_float, indexing a fused function,
# cython.floating/numeric/integral, and 'if T is int' branches.
# Fused types doc examples
cimport cython
ctypedef fused char_or_float:
    char
    float

cpdef char_or_float plus_one(char_or_float var):
    return var + 1

def show_me():
    cdef:
        char a = 127
        float b = 127
    print('char', plus_one(a))
    print('float', plus_one(b))
show_me()

ctypedef fused my_fused_type:
    cython.int
    cython.double

cdef my_fused_type func(my_fused_type arg):
    return arg * 2

print(func[cython.int](3), func[cython.double](1.25))

def cy_max(cython.floating[:] a):
    cdef cython.floating m = a[0]
    cdef Py_ssize_t i
    for i in range(1, a.shape[0]):
        if a[i] > m:
            m = a[i]
    return m

import numpy as np
print(cy_max(np.array([1.0, 5.0, 2.0])), cy_max(np.array([3, 1], dtype=np.float32)))

cdef cython.numeric add_it(cython.numeric x, cython.numeric y):
    return x + y
print(add_it(1, 2), add_it(1.5, 2.25))

ctypedef fused number_t:
    int
    double
cdef number_t describe(number_t x):
    if number_t is int:
        print("int", cython.typeof(x))
    elif number_t is double:
        print("double", cython.typeof(x))
    return x
describe(3)
describe(2.5)

def sum_arr(cython.integral[:] xs):
    cdef long total = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        total += xs[i]
    return total
print(sum_arr(np.arange(10, dtype=np.int32)), sum_arr(np.arange(5, dtype=np.int64)))
