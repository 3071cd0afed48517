# NumPy's abstract scalar types with issubdtype, the floating-point error
# settings (seterr, geterr, errstate), shares_memory and require.
import numpy as np

a = np.arange(4, dtype=np.int32)
f = np.linspace(0, 1, 3)
z = np.zeros(2, dtype=np.complex128)
for x in (a, f, z, np.array([True]), np.arange(3, dtype=np.uint8)):
    print(x.dtype, [np.issubdtype(x.dtype, t) for t in (np.number, np.integer, np.signedinteger, np.unsignedinteger, np.inexact, np.floating, np.complexfloating, np.generic)])
print(np.issubdtype(np.float64, np.floating), np.issubdtype('f4', np.floating), np.issubdtype(np.float32, np.float64), np.issubdtype(np.int64, int), np.issubdtype(np.float64, float))
print(np.issubdtype(np.floating, np.number), np.issubdtype(np.number, np.floating), np.issubdtype(np.integer, np.int64))
print(isinstance(a[0], np.integer), isinstance(f[0], np.floating), isinstance(f[0], np.integer), isinstance(1.5, np.floating), isinstance(3, np.integer), isinstance(z[0], np.complexfloating), isinstance(a[0], np.number))
print(issubclass(np.float64, np.floating), issubclass(np.int8, np.signedinteger), issubclass(np.uint8, np.signedinteger), issubclass(np.floating, np.inexact))
print(np.floating, np.integer.__name__, np.number)
try:
    np.floating(3)
except TypeError as e:
    print("TypeError:", e)
def kind(x):
    if np.issubdtype(x.dtype, np.integer):
        return "int"
    elif np.issubdtype(x.dtype, np.floating):
        return "float"
    return "other"
print(kind(a), kind(f), kind(z))
print(np.geterr())
old = np.seterr(divide='ignore')
print(old, np.geterr())
np.seterr(**old)
with np.errstate(all='ignore'):
    print(np.geterr())
    with np.errstate(over='warn'):
        print(np.geterr())
    r = np.array([1.0, -1.0, 0.0]) / 0.0
print(r, np.geterr())
try:
    np.seterr(divide='bogus')
except ValueError as e:
    print("ValueError:", e)
print(np.geterr())
a = np.arange(20, dtype=np.float64).reshape(4, 5)
print(np.shares_memory(a, a[1:]), np.shares_memory(a[::2], a[1::2]), np.may_share_memory(a[::2], a[1::2]), np.shares_memory(a, a.copy()))
print(np.shares_memory(a[:, 0], a[:, 1]), np.may_share_memory(a[:, 0], a[:, 1]), np.shares_memory(a.T, a[3]), np.shares_memory(a[0, :2], a[0, 2:]))
cdef double[:, :] v = a
print(np.shares_memory(v, a), np.shares_memory(np.asarray(v[1:]), a[:1]))
b = np.require(a.T, dtype=np.float64, requirements=['C'])
print(b.flags.c_contiguous, np.shares_memory(b, a))
c = np.require(a, requirements='C')
print(c is a, np.require(a, np.float32).dtype, np.require(a.T, requirements=['F', 'W']) is not None)
d = np.require(a[::2], requirements=['O'])
print(d.flags.owndata, np.require([1, 2, 3], dtype=np.int32, requirements=['C', 'O']))
f = np.require(a, requirements=['F'])
print(f.flags.f_contiguous, f.flags.c_contiguous, (f == a).all())
