# C-level details: one-character str literals as C chars (assigned and
# compared), fixed-width wrap, struct sizes, C and Python division,
# pointer difference and ordering within an array, casts, overflowcheck.
cimport cython
from libc.stdint cimport uint8_t, int16_t, uint32_t, int64_t
from libc.limits cimport INT_MAX, LONG_MIN

cdef struct Pt:
    char tag
    double x
    int16_t k

def c_semantics():
    cdef char c = 'A'
    cdef unsigned char uc = 200
    cdef uint8_t u8 = 255
    cdef int16_t s16 = 32767
    cdef uint32_t u32 = 1
    cdef int64_t big = 1 << 40
    u8 += 1
    s16 += 1
    u32 = u32 << 31
    print(c, <int>c, chr(c + 1), uc + uc, u8, s16, u32, big >> 3, ~u32)
    print(sizeof(Pt), sizeof(int16_t), sizeof(long double) >= 8, INT_MAX, LONG_MIN)
    cdef int a = 7, b = -2
    print(a / b, a // b, a % b, -a // b, -a % b, a ** 2, 2 ** -1)
    with cython.cdivision(True):
        print(a / b, a % b, -a % b)
    cdef double d = 7.0
    print(d // -2, d % -2, -d % 2, round(d / 3, 4), int(d / 0.1))
    cdef Pt p = Pt(tag=b'z'[0], x=1.5, k=-3)
    print(p, p.tag, chr(p.tag))
    cdef int arr[5]
    cdef int *q = arr
    cdef int *r = &arr[3]
    print(r - q, r > q, q == &arr[0])
    cdef long long ll = 9223372036854775807
    ll += 0
    print(ll, <unsigned long long>-1, <int>3.99, <int>-3.99, <unsigned char>300)

@cython.overflowcheck(True)
def ovf(int x):
    cdef int y = x * x
    return y

c_semantics()
print(ovf(1000))
try:
    print(ovf(100000))
except OverflowError as e:
    print("OverflowError", e)

cdef char c = 'A'
cdef int i = 'z'
cdef unsigned char u = b'q'
cdef Py_UCS4 w = 'é'
print(c, i, u, w)
def char_compare():
    cdef char c = 'B'
    if c == 'B':
        print("yes", c)
char_compare()
