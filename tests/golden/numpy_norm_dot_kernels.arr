# np.dot, @ and np.linalg.norm of float64 vectors of many lengths: the last
# bits follow the OpenBLAS kernel (blocks of 32 and 16, scalar tails,
# strided and threaded splits), so this case keeps one record per kernel.
import numpy as np

for n in list(range(1, 70)) + [95, 127, 255, 1000, 4099, 10001, 20000, 50003]:
    x = (np.arange(n) * 7919 % 10007) / 10007.0 - 0.5
    y = (np.arange(n) * 104729 % 10009) / 10009.0 - 0.25
    z = np.zeros(2 * n)
    z[::2] = y
    print(n, repr(x.dot(y)), repr(np.dot(x, z[::2])), repr(x @ y), repr(np.linalg.norm(x)))

m = np.linspace(0, 12, 12).reshape(3, 4)
print(repr(np.linalg.norm(m)), repr(np.linalg.norm(m.T)), repr(np.linalg.norm(m[:, 1:3])))
