# np.linalg.det / inv / solve (LU with partial pivoting, det as NumPy forms
# it from the pivots' logs), LinAlgError for singular and non-square
# matrices, and NumPy's AxisError (a ValueError and an IndexError).
import numpy as np

a = np.array([[4.0, 7.0], [2.0, 6.0]])
print(np.linalg.det(a))
print(np.linalg.inv(a))
print(np.linalg.solve(a, np.array([1.0, 2.0])))
print(a @ np.linalg.inv(a))
m = np.array([[2.0, 1.0, 1.0], [1.0, 3.0, 2.0], [1.0, 0.0, 0.0]])
print(np.linalg.det(m), np.linalg.det(np.eye(4)), np.linalg.det(np.array([[0, 1], [1, 0]])))
print(np.linalg.inv(m))
print(np.linalg.solve(m, np.array([[4.0, 1.0], [5.0, 0.0], [6.0, 2.0]])))
np.random.seed(3)
r = np.random.rand(4, 4)
print(np.linalg.det(r))
print(np.allclose(np.linalg.inv(r) @ r, np.eye(4)))
print(np.linalg.det(np.array([[1.0, 2.0], [2.0, 4.0]])))
try:
    np.linalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e, isinstance(e, ValueError))
try:
    np.linalg.det(np.ones((2, 3)))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.det(np.ones(3))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.sum(np.zeros((2, 2)), axis=3)
except IndexError as e:
    print(type(e).__name__, e)
except ValueError as e:
    print("not first")
np.linalg.solve(np.zeros((2, 2)), np.ones(2))
