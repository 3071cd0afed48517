# `@` and np.dot past 2-D (stacks of matrices broadcast together; dot
# sums over the last and second-to-last axes), complex operands, scalar
# operands of np.dot, and NumPy's messages for mismatched operands.
import numpy as np
def t(f):
    try:
        r = f()
        print(r.shape if hasattr(r, "shape") else "", r.tolist() if hasattr(r, "tolist") else r)
    except Exception as e:
        print(type(e).__name__, e)
a = np.arange(12).reshape(2, 2, 3)
b = np.arange(12).reshape(3, 4)
t(lambda: a @ b)
t(lambda: np.arange(24.0).reshape(2, 3, 4) @ np.arange(8.0).reshape(2, 4, 1))
t(lambda: np.ones((2, 1, 2, 3)) @ np.ones((3, 3, 2)))
t(lambda: np.arange(3) @ np.arange(12).reshape(2, 3, 2))
t(lambda: np.arange(12).reshape(2, 2, 3) @ np.arange(3))
t(lambda: np.matmul(np.ones((2, 3)), np.ones((3,))))
t(lambda: np.zeros((2, 3)) @ np.zeros((2, 3)))
t(lambda: np.zeros(3) @ np.zeros(4))
t(lambda: np.zeros((2, 2, 3)) @ np.zeros((3, 3, 4)))
t(lambda: np.zeros((4, 2, 2, 3)) @ np.zeros((3, 3, 4)))
t(lambda: np.zeros((0, 2, 3)) @ np.zeros((3, 4)))
t(lambda: np.array([1 + 2j, 3j]) @ np.array([[1, 1j], [2, 0]]))
t(lambda: np.array([[1 + 2j, 3j]]) @ np.array([1j, 2]))
t(lambda: np.dot(np.arange(12).reshape(2, 2, 3), np.arange(24).reshape(2, 3, 4)))
t(lambda: np.dot(np.arange(3.0), np.arange(24).reshape(2, 3, 4)))
t(lambda: np.dot(np.arange(24).reshape(2, 3, 4), np.arange(4)))
t(lambda: np.dot(np.zeros((2, 3, 4)), np.zeros((2, 3))))
t(lambda: np.dot(np.zeros((2, 3)), np.zeros((2, 3))))
t(lambda: np.dot(2, np.arange(3)))
t(lambda: np.dot(np.arange(3), 2.5))
t(lambda: np.dot(3, 4))
t(lambda: np.arange(6).reshape(2, 3).dot(np.arange(3)))
