import numpy as np
a = np.arange(10)
print(a[::2], a[::-1], a[8:2:-2], a[-3:], a[:-7:-1], a[5:5], a[100:], a[-100:2])
b = a[1:9:3]
print(b, b.strides, b.shape, b.base is a)
b[0] = 100
print(a)
m = np.arange(12.0).reshape(3, 4)
print(m[1], m[:, 2], m[::-1, ::2], m[..., 1], m[None, 0].shape, m[:, None].shape)
print(m.T.strides, m[:, ::-2].strides, m[::2].strides)
m[:, 1] = -1
m[2] = 9
print(m)
m[0, :] = [1, 2, 3, 4]
print(m)
c = m.copy()
c[0, 0] = 555
print(m[0, 0], c[0, 0])
t = m.T
t[0, 1] = 42
print(m[1, 0])
print(m.T.copy().strides, np.asfortranarray(m).strides, np.ascontiguousarray(m.T).strides)
x = np.arange(6).reshape(2, 3)
print(x.reshape(3, 2), x.reshape(-1), x.ravel(), x.T.reshape(6))
print(np.transpose(np.arange(24).reshape(2, 3, 4), (1, 0, 2)).shape)
print(x.tolist(), len(x), x.ndim, x.size, x.itemsize, x.nbytes)
s = np.arange(5)
s[1:4] = s[0:3]
print(s)
