# C type qualifiers, from Cython's user guide (type_qualifiers.pyx):
# `volatile` is read and has no effect; `int * const p` is a pointer that
# may not be reassigned, whose int may be written.
cdef volatile int i = 5

cdef const int sum(const int a, const int b):
    return a + b

cdef void pointer_to_const_int(const int *value):
    cdef int new_value = 10
    print(value[0])
    value = &new_value
    print(value[0])

cdef void const_pointer_to_int(int * const value):
    print(value[0])
    value[0] = 10
    print(value[0])

cdef void const_pointer_to_const_int(const int * const value):
    print(value[0])

cdef int x = 3
pointer_to_const_int(&x)
const_pointer_to_int(&x)
const_pointer_to_const_int(&x)
print(sum(i, x), x)
