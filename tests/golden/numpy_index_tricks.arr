# np.s_, np.index_exp, np.r_, np.c_, np.mgrid and np.ogrid.
import numpy as np
print(np.ogrid[0:2, 0:3], type(np.ogrid[0:2, 0:3]).__name__)
print(np.mgrid[0:1:3j, 0:2:2j])
print(np.mgrid[0:3], np.mgrid[0:1:0.25], np.ogrid[0:4:2], np.mgrid[0:2, 0:3])
print(np.r_[1:4, 7, np.array([8, 9])], np.r_[0:1:3j, 5], np.r_[np.array([1, 2], dtype=np.int8), 3], np.r_[[1, 2], 2.5])
print(np.c_[np.array([1, 2]), np.array([3, 4])], np.c_[np.array([[1, 2], [3, 4]]), [5, 6]], np.c_[1:3, [7, 8]])
print(np.s_[1:3], np.s_[::2, 1], np.index_exp[1:3], np.s_[5])
a = np.arange(10)
print(a[np.s_[2:8:2]], np.delete(a, np.s_[::3]))
xx, yy = np.mgrid[-1:1:5j, -1:1:5j]
print((xx ** 2 + yy ** 2 < 0.6).astype(int))
x, y = np.ogrid[0:3, 0:4]
print(x * 10 + y)
