# Operands that cannot broadcast: NumPy names the two that disagree.
import numpy as np

def attempt(label, f):
    try:
        print(label, f())
    except ValueError as e:
        print(label, "ValueError:", e)

attempt("choose", lambda: np.choose(np.array([0, 1]), [np.zeros(3), np.ones(3)]))
attempt("choose ok", lambda: np.choose(np.array([0, 1, 1]), [np.zeros(3), np.ones(3)]))
attempt("select", lambda: np.select([np.array([True, False])], [np.zeros(3)]))
attempt("select ok", lambda: np.select([np.array([True, False])], [np.arange(2)], 7))
attempt("roll", lambda: np.roll(np.zeros((2, 2)), [1, 2, 3], axis=[0, 1]))
attempt("roll ok", lambda: np.roll(np.arange(4).reshape(2, 2), [1, 1], axis=[0, 1]))
attempt("normal", lambda: np.random.normal([0.0, 1.0], [1.0, 2.0, 3.0]))
attempt("normal size", lambda: np.random.normal(1.0, [1.0, 2.0, 3.0], (2, 2)))
attempt("normal 3", lambda: np.random.normal([0.0, 1.0], [[1.0], [2.0], [3.0]], (4, 2)))
