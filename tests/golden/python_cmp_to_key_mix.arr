# functools.cmp_to_key: sorted, list.sort (reversed), min and max with an
# old-style comparison, and comparing its keys directly; strings, bytes
# and char pointers; typed list/dict/set; small numeric builtins; yield
# from; numpy linear algebra and a memoryview's attributes.
from functools import cmp_to_key
import numpy as np
from libc.string cimport strlen
from libc.stdlib cimport abs as cabs

cdef str greet(str name):
    return "hi " + name

def text():
    cdef bytes b = "héllo".encode('utf-8')
    cdef char* p = b
    print(len(b), strlen(p), b.decode('utf-8'), greet("bob"), p[:2])
    cdef list L = []
    cdef dict d = {}
    cdef set s = set()
    for i in range(5):
        L.append(i * i)
        d[i] = str(i)
        s.add(i % 2)
    print(L, d, s)
    cdef int m = -7
    print(divmod(17, 5), abs(m), cabs(m), round(2.5), round(3.5), round(-0.5), int(2.9), int(-2.9))

def gen():
    yield from range(3)
    yield from [10, 20]

def mats():
    a = np.array([[2.0, 1.0], [1.0, 3.0]])
    b = np.array([1.0, 2.0])
    print(a @ a, np.linalg.solve(a, b), np.linalg.inv(a), np.linalg.det(a))
    cdef double[:] mv = b
    for i, v in enumerate(mv):
        print(i, v)
    print(np.asarray(mv).dtype, mv.shape, mv.ndim, mv.nbytes, mv.itemsize)

text()
print(list(gen()))
mats()
print("a", "b", sep="-", end="!\n")
def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ["pear", "fig", "apple", "kiwi", "date"]
print(sorted(words, key=cmp_to_key(by_len_then_rev)))
words.sort(key=cmp_to_key(by_len_then_rev), reverse=True)
print(words)
print(min(words, key=cmp_to_key(by_len_then_rev)), max(words, key=cmp_to_key(by_len_then_rev)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(3) == K(3))
