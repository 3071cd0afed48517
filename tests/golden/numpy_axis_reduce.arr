# Sums, means, minima and maxima along one axis of float64 and int64
# arrays in many layouts (C, Fortran, transposed, reversed, strided, 3-D),
# with NaN, -0.0 and ties; and a[mask] for boolean masks of a's shape.
# Sums are printed with tolist() so every bit of the float shows.
import numpy as np

def show(name, a):
    for ax in range(a.ndim):
        print(name, ax, a.sum(axis=ax).tolist(), a.mean(axis=ax).tolist())
        print(name, ax, a.min(axis=ax).tolist(), a.max(axis=ax).tolist())
        print(name, ax, np.sum(a, axis=ax).tolist(), np.max(a, axis=-1 - ax).tolist())

def showi(name, a):
    for ax in range(a.ndim):
        print(name, ax, a.sum(axis=ax).tolist(), a.min(axis=ax).tolist(), a.max(axis=ax).tolist())
        print(name, ax, a.sum(axis=ax).dtype, a.mean(axis=ax).tolist())

x = np.arange(1, 301, dtype=np.float64) / 7.0 + 0.1
x = x * np.where(np.arange(300) % 3 == 0, -1.0, 1.0)
m = x.reshape(12, 25)
show("c", m)
show("t", m.T)
show("f", np.asfortranarray(m))
show("rev", m[::-1, ::-2])
show("step", m[1::3, 2::4])
show("3d", x.reshape(3, 4, 25))
show("3dt", x.reshape(3, 4, 25).transpose(2, 0, 1))
show("3ds", x.reshape(5, 6, 10)[::2, 1:, ::-3])
show("row", x.reshape(1, 300))
show("col", x.reshape(300, 1))
big = np.arange(1, 20001, dtype=np.float64) * 0.1 - 1000.3
show("big", big.reshape(200, 100))
show("bigt", big.reshape(100, 200).T)
print(big.reshape(20000, 1).sum(axis=0).tolist(), big.sum(axis=0).tolist())
s = np.array([[1.0, np.nan, 3.0], [np.nan, 2.0, -1.0], [0.0, -0.0, 5.0]])
show("nan", s)
z = np.array([[0.0, -0.0], [-0.0, 0.0], [-0.0, -0.0]])
for ax in range(2):
    print("zero", ax, [str(v) for v in z.min(axis=ax)], [str(v) for v in z.max(axis=ax)])
    print("zero", ax, [str(v) for v in z.sum(axis=ax)])
inf = np.array([[np.inf, 1.0], [2.0, np.inf], [-1.0, 3.0]])
show("inf", inf)
ninf = np.array([[np.inf, -np.inf, 1.0], [2.0, np.inf, -np.inf]])
print(ninf.min(axis=0).tolist(), ninf.max(axis=1).tolist(), (-ninf).min(axis=1).tolist())
i = (np.arange(240, dtype=np.int64) * 7919) % 1000 - 500
showi("ic", i.reshape(8, 30))
showi("it", i.reshape(8, 30).T)
showi("i3", i.reshape(4, 6, 10)[:, ::-1, 1::2])
w = np.array([[2**62, 2**62], [2**62, 2**62], [1, -1]], dtype=np.int64)
print(w.sum(axis=0).tolist(), w.sum(axis=1).tolist())
r = m.sum(axis=1)
print(type(r).__name__, r.shape, r.dtype, m.max(axis=0).shape)
print(np.float64(m.reshape(300, 1).sum(axis=1)[4]), m.reshape(1, 12, 25).sum(axis=0).shape)

mask = m > 2.0
print(m[mask].tolist())
print(m.T[mask.T].tolist())
print(m[::-1, ::2][mask[::-1, ::2]].tolist())
print(m[m < -40.0].shape, m[m > 1000.0].shape, m[m > 1000.0].dtype)
print(i.reshape(8, 30)[i.reshape(8, 30) % 7 == 0].tolist())
f = np.asfortranarray(m)
print(f[f > 40.0].tolist())
print(x[x > 42.0].tolist())
y = x.copy()
y[y < 0] = 0.0
print(y[::50].tolist())
