cimport cython
from libc.stdlib cimport malloc, free
from libc.math cimport M_PI, floor, pow

cdef int counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)

def make_adder(n):
    def add(x):
        return x + n
    return add
print(make_adder(3)(4), list(map(lambda q: q * 2, [1, 2])), list(filter(None, [0, 1, 2])))

for i in range(3):
    if i == 5:
        break
else:
    print("no break")

cdef int a = 2147483647
a += 1
print(a)
cdef unsigned char uc = 250
uc += 10
print(uc)
cdef long long big = 1 << 40
print(big, big >> 3)

@cython.cdivision(True)
cdef int cdiv(int x, int y):
    return x / y
print(cdiv(-7, 2), -7 // 2, cdiv(7, -2))
cdef int q = -7
print(q % 3, q // 2)
try:
    print(q // 0)
except ZeroDivisionError as e:
    print("ZDE", e)
cdef double dz = 0.0
try:
    print(1.0 / dz)
except ZeroDivisionError as e:
    print("ZDE", e)

cdef int *buf = <int *> malloc(5 * sizeof(int))
cdef int k
for k in range(5):
    buf[k] = k * 10
print(buf[4], sum([buf[k] for k in range(5)]))
free(buf)
print(round(M_PI, 5), floor(-2.5), pow(2, 0.5))
print("abc".upper(), "a,b,,c".split(","), "  x ".strip(), "ab" * 3, "x" in "xyz", ord("A"), chr(66))
print(str(3.0), str(10**15), 1e16, 123456789.0, 0.000123, 1.0e-5, 3.14e100)
print(int("42") + int(3.9), float("2.5"), bool(""), abs(-3), divmod(17, 5), 2 ** -1)
print("{0}-{1}-{0}".format("a", "b"), "{:08.3f}".format(3.14159), f"{255:x} {255:#o} {5:03d} {0.5:%}")
x = [3, 1, 2]
x.sort()
x.insert(0, 9)
x.extend([7])
print(x, x.index(2), x[::-1], x.count(9))
try:
    x.remove(100)
except ValueError as e:
    print(e)
try:
    {}["k"]
except KeyError as e:
    print("KeyError", e)
try:
    int("abc")
except ValueError as e:
    print(e)
