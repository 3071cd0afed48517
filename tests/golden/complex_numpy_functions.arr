# NumPy's functions on complex arrays: sorting, cumulative sums, norms, dot products, extremes, rounding, scalars' parts, storing a complex into real arrays
import numpy as np
z = np.array([3+1j, 1-2j, 3-1j, -1+0j])
def tryit(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)
tryit("sort", lambda: np.sort(z))
tryit("argsort", lambda: np.argsort(z))
tryit("cumsum", lambda: np.cumsum(z))
tryit("cumprod", lambda: z.cumprod())
tryit("allclose", lambda: np.allclose(z, z + 1e-9j))
tryit("isclose", lambda: np.isclose(z, z + 1e-3j))
tryit("norm", lambda: np.linalg.norm(z))
tryit("dot", lambda: np.dot(z, z))
tryit("vdot", lambda: np.vdot(z, z))
tryit("max", lambda: z.max())
tryit("complex", lambda: complex(z[0]))
tryit("abs", lambda: abs(z))
tryit("neg", lambda: -z)
tryit("eq", lambda: z == 3+1j)
tryit("lt", lambda: z < 2)
tryit("round", lambda: np.round(z * 1.2345, 2))
tryit("concat", lambda: np.concatenate([z, np.array([1.0, 2.0])]))
tryit("where", lambda: np.where(z.real > 0, z, 0))
tryit("full", lambda: np.full(2, 1j))
tryit("linspace", lambda: np.exp(1j * np.linspace(0, np.pi, 3)))
tryit("zeros_like", lambda: np.zeros_like(z))
tryit("empty_like", lambda: np.ones_like(z))
tryit("reshape", lambda: z.reshape(2, 2).T.copy())
tryit("tolist", lambda: z.tolist())
tryit("item", lambda: z[1].real + z[1].imag)
tryit("scalar_ops", lambda: z[0] * 2 + z[1])
tryit("scalar_abs", lambda: abs(z[1]))
tryit("mod", lambda: z % 2)
tryit("floordiv", lambda: z // 2)
tryit("iscomplex", lambda: np.iscomplex(z))
tryit("sum_empty", lambda: np.zeros(0, dtype=complex).sum())
tryit("mean_axis", lambda: z.reshape(2, 2).mean(axis=1))
tryit("nonzero", lambda: np.count_nonzero(z))
tryit("str", lambda: str(z[3]) + " " + repr(z[3]))
tryit("dtype", lambda: (np.dtype(complex), np.dtype('complex64'), z.dtype.itemsize, z.dtype.kind))
tryit("conj_scalar", lambda: z[0].conjugate())
tryit("power_int", lambda: z ** 3)
tryit("power_neg", lambda: z ** -2)
tryit("sqrt_neg", lambda: np.sqrt(np.array([-4.0 + 0j])))
tryit("array_of_np", lambda: np.array([z[0], 1]))
a = np.zeros(3)
try:
    a[0] = 1 + 2j
except TypeError as e:
    print("TypeError", e)
b = np.zeros(3, dtype=np.int32)
try:
    b[1:] = 1j
except TypeError as e:
    print("TypeError", e)
c = np.zeros(2, dtype=bool)
c[0] = 1j
print(c)
z = np.zeros(2, dtype=complex)
z[0] = 1j
z[1] = np.float32(2.5)
z[:] = z * 2
print(z, z.dtype.kind, np.dtype('f').kind)
print(np.array([1, 2.5, 3j]), np.array([np.complex64(1j)]).dtype)
print(np.zeros((2, 3), dtype=complex))
print(np.array([[1e-7j, 5], [3, 4]]))
print(np.array([1+1e20j]))
print(np.ones(1200, dtype=complex))
