import numpy as np
def tryit(f, x):
    try:
        return f(x)
    except Exception as e:
        return f"{type(e).__name__}: {e}"
def a1(x):
    cdef double[:] m = x
    return m[0]
def a2(x):
    cdef double[:, ::1] m = x
    return m[0, 0]
def a3(x):
    cdef const double[:] m = x
    return m[0]
def a4(x):
    cdef int[::1] m = x
    m[0] = 5
    return m[0]
def a5(x):
    cdef double[::1, :] m = x
    return m.shape[0]
ro = np.arange(3.0)
ro.setflags(write=False)
cases = [(a1, np.arange(3)), (a1, np.zeros((2, 2))), (a1, [1.0, 2.0]), (a1, ro), (a3, ro), (a1, np.arange(6.0)[::2]),
         (a2, np.zeros((3, 4))[:, ::2]), (a2, np.zeros((3, 4)).T), (a4, np.zeros(3, dtype=np.int64)), (a4, np.zeros(3, dtype=np.int32)),
         (a5, np.zeros((3, 4))), (a5, np.asfortranarray(np.zeros((3, 4)))), (a1, None), (a1, np.float64(3)), (a1, np.zeros(0)),
         (a4, np.array([1, 2], dtype=np.uint32)), (a1, np.arange(3, dtype=np.float32)), (a4, np.zeros(2, dtype=np.intc))]
for f, x in cases:
    print(f.__name__, tryit(f, x))
b = np.arange(4.0)
v_before = b[1:]
b.setflags(write=False)
v_after = b[1:]
print(b.flags.writeable, v_before.flags.writeable, v_after.flags.writeable)
try:
    b[0] = 1
except ValueError as e:
    print("ValueError:", e)
v_before[0] = 9
print(b)
b.setflags(write=True)
b[0] = -1
print(b, b.flags.writeable)
bc = np.broadcast_to(np.arange(3.0), (2, 3))
try:
    bc.setflags(write=True)
except ValueError as e:
    print("ValueError:", e)
def total(const double[:] m):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(m.shape[0]):
        s += m[i]
    return s
c = np.linspace(0, 10, num=5)
c.setflags(write=False)
print(total(c), tryit(a1, c))
import numpy as np
b = np.arange(3.0)
b.setflags(write=False)
v = b[1:]
try:
    v.setflags(write=True)
    print('ok')
except ValueError as e:
    print(e)
