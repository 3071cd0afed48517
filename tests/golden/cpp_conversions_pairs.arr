# distutils: language = c++
from libcpp.vector cimport vector
from libcpp.map cimport map
from libcpp.string cimport string
from libcpp.pair cimport pair

def total(vector[int] v):
    cdef int s = 0
    cdef int x
    for x in v:
        s += x
    return s

def keys(map[int, double] m):
    return [kv.first for kv in m]

def greet(string s):
    return s + b"!"

def swap(pair[int, int] p):
    return (p.second, p.first)

print(total([1, 2, 3]), total((4, 5)), total(range(4)))
print(keys({3: 1.0, 1: 2.0}), greet(b"hi"), swap((1, 2)))
for bad in ([1, "x"], [1.5], None, 5):
    try:
        print(total(bad))
    except Exception as e:
        print(type(e).__name__, e)
for bad in ("str", 5):
    try:
        print(greet(bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    keys([1, 2])
except Exception as e:
    print(type(e).__name__, e)
try:
    swap((1, 2, 3))
except Exception as e:
    print(type(e).__name__, e)
from libcpp.unordered_map cimport unordered_map
cimport cython
def f():
    cdef map[int, double] m
    m[2] = 0.5
    m[1] = 1.5
    total = 0.0
    for kv in m:
        total += kv.first * kv.second
    print(total, cython.typeof(kv), kv)
    cdef unordered_map[int, int] um = {1: 2, 3: 4}
    print(sorted([p.second for p in um]))
f()
