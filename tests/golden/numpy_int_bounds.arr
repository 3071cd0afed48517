# NumPy 2 (NEP 50): a Python int meeting an integer array takes the
# array's dtype and must fit it, in arithmetic, in stores, in np.int8(),
# np.full and np.array(..., dtype=); a float is truncated by int() first.
# NumPy scalars and arrays of other dtypes still wrap; comparisons, true
# division, np.where and np.clip take out-of-range ints; a Cython
# memoryview object converts with Cython's own checks.
import numpy as np
def t(f):
    try:
        r = f()
        print(r, r.dtype)
    except Exception as e:
        print(type(e).__name__ + ":", e)
a = np.ones(3, dtype=np.int8)
t(lambda: a * 2**70)
t(lambda: np.ones(2, np.uint64) + (-1))
t(lambda: np.ones(2, np.uint64) + 2**63)
t(lambda: np.ones(2, np.int64) + 2**63)
t(lambda: np.ones(2, np.uint64) + 2**64)
t(lambda: a / 300)
t(lambda: a // 300)
t(lambda: a ** 300)
t(lambda: a & 300)
t(lambda: a << 200)
t(lambda: 300 - a)
t(lambda: np.where(a > 0, a, 1000))
t(lambda: np.where(a > 0, a, 100))
t(lambda: np.add(a, 300))
t(lambda: np.array([True, False]) + 300)
t(lambda: np.full(2, 300, dtype=np.int8))
t(lambda: np.array([[1, 2], [3, 400]], dtype=np.uint8))
t(lambda: np.array([1.5, 300.7], dtype=np.int8))
t(lambda: np.array(np.array([300]), dtype=np.int8))
t(lambda: np.array([np.int64(300)], dtype=np.int8))
t(lambda: np.arange(5, dtype=np.int8) + 128)
t(lambda: np.ones(2, np.int16) * -40000)
def ip():
    b = np.ones(3, np.int8)
    b += 300
    return b
t(ip)
def ip2():
    b = np.ones(3, np.int8)
    b[1:] = 300
    return b
t(ip2)
def ip3():
    b = np.ones(3, np.int8)
    b[:] = [1, 2, 300]
    return b
t(ip3)
def ip4():
    b = np.ones(3, np.int8)
    b.fill(300)
    return b
t(ip4)
def ip5():
    b = np.ones(3, np.int8)
    b[np.array([0, 1])] = 300
    return b
t(ip5)
def ip6():
    b = np.ones(3, np.int8)
    b[b > 0] = 300
    return b
t(ip6)
t(lambda: np.zeros(2, np.int8) + np.int64(300))
t(lambda: np.clip(a, 0, 300))
t(lambda: a.astype(np.int16) + 300)
t(lambda: np.uint8(5) + 300)
t(lambda: np.int16(-1) * 70000)
def s1():
    b = np.ones(3, np.int8)
    b[0] = 300.7
    return b
t(s1)
def s2():
    b = np.ones(3, np.int8)
    b.fill(300.5)
    return b
t(s2)
t(lambda: np.full(2, 300.5, dtype=np.int8))
t(lambda: np.int8(300.5))
t(lambda: np.array([np.nan], dtype=np.int8))
t(lambda: np.array([1e30], dtype=np.int64))
t(lambda: np.array([300], dtype=bool))
t(lambda: np.array([True, 2], dtype=np.uint8))
t(lambda: np.array([-1.5], dtype=np.uint8))
t(lambda: np.array([[1, 2], [3, 4]], dtype=np.int8) * np.array([100, 200]))
def s3():
    b = np.ones(3, np.int8)
    b[:] = [1.5, 2.5, 300.5]
    return b
t(s3)
def s4():
    b = np.ones((2, 2), np.uint8)
    b[0] = -1
    return b
t(s4)
def s5():
    b = np.ones(3, np.int8)
    b[0] = np.int64(300)
    return b
t(s5)
t(lambda: np.int8(np.int64(300)))
t(lambda: np.ones(2, np.uint8) == -1)
t(lambda: np.ones(2, np.int8) > 1000)
t(lambda: np.ones(3, np.int8).sum() + 1000)
t(lambda: np.ones(2, np.int8) * True)
t(lambda: np.ones(2, np.uint32) - 1)
x = 300
cdef unsigned char[:] uv = np.zeros(3, dtype=np.uint8)
try:
    uv[1] = -x
except OverflowError as e:
    print("OverflowError:", e)
a = np.ones(4, dtype=np.int16)
print(-a, ~a, -np.ones(2, np.uint8), ~np.ones(2, np.uint8), list(uv))
print(np.clip(np.arange(5, dtype=np.uint8), -3, 1000), np.arange(5, dtype=np.uint8).clip(2, 300))
cdef unsigned char[:] uview = np.zeros(3, dtype=np.uint8)
uobj = uview
try:
    uobj[0] = 256
except OverflowError as e:
    print("OverflowError:", e)
try:
    uobj[0] = -1
except OverflowError as e:
    print("OverflowError:", e)
uobj[2] = 255
print(list(uview))
