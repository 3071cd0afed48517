# Arguments converted to a cpdef or def function's C parameter types, and
# the errors Cython raises for ones that do not convert.
import cython
cpdef int twice(int x):
    return 2 * x
cpdef double half(double x):
    return x / 2
def check(f, *args):
    try:
        print(f(*args))
    except (TypeError, OverflowError, ValueError) as e:
        print(type(e).__name__, e)
check(twice, 3)
check(twice, 2.5)
check(twice, "3")
check(twice, None)
check(twice, 2**40)
check(half, "x")
check(half, 3)
check(half, None)
check(twice)
check(twice, 1, 2)
check(lambda: twice(x=4))
@cython.cfunc
@cython.returns(cython.int)
@cython.locals(a=cython.int, b=cython.int)
def add(a, b):
    return a + b
def use(x: cython.int, y: cython.double) -> cython.double:
    z: cython.int = add(x, 1)
    return z * y
print(use(2, 1.5))
check(use, "a", 1.0)
cdef int neg(int x) except? -1:
    if x < 0:
        raise ValueError("negative")
    return x
def call_neg(int x):
    return neg(x)
check(call_neg, -1)
check(call_neg, 5)
cdef unsigned int u(unsigned int x):
    return x
def call_u(x):
    return u(x)
check(call_u, -1)
check(call_u, 2**32)
cdef char cc(char x):
    return x
def call_c(x):
    return cc(x)
check(call_c, 200)
check(call_c, b"a")
cdef bint bb(bint x):
    return x
def call_b(x):
    return bb(x)
check(call_b, [])
check(call_b, "x")
def list_of(list xs):
    return len(xs)
check(list_of, (1, 2))
check(list_of, None)
def dict_of(dict d):
    return len(d)
check(dict_of, [1])
def str_of(str s):
    return s
check(str_of, b"x")
