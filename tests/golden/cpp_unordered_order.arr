# distutils: language = c++
# An unordered_map or unordered_set iterates in libstdc++'s bucket order,
# which arr reproduces: printing one (a dict in that order) or looping
# over it gives what the compiled program gives.
from libcpp.unordered_map cimport unordered_map
from libcpp.unordered_set cimport unordered_set
from libcpp.string cimport string

cdef unordered_map[int, int] m
cdef size_t last = 0
cdef int i
print(m.bucket_count())
for i in range(20000):
    m[i] = i
    if m.bucket_count() != last:
        last = m.bucket_count()
        print(i + 1, last)
cdef unordered_map[string, int] sm
for w in [b"apple", b"banana", b"cherry", b"date", b"elderberry", b"fig", b"grape", b"", b"a", b"abcdefgh", b"abcdefghi"]:
    sm[w] = len(w)
print(sm)
cdef unordered_map[double, int] dm
for x in [0.0, 1.5, -2.25, 3.0, 1e10, 0.1, -0.0]:
    dm[x] = 1
print(dm)
cdef unordered_map[int, int] em
for i in range(40):
    em[i * 7 - 30] = i
print(em)
cdef unordered_set[int] es
for i in range(40):
    es.insert(i * 7 - 30)
print([x for x in es])
cdef unordered_set[long] big
for i in range(100):
    big.insert(<long>i * 1000003 % 977)
total = 0
for x in big:
    total = total * 31 % 1000000007 + x
print(total, big.size())
