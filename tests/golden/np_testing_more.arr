# np.testing: float32, integer wrap-around, 0-d operands, strict, verbose,
# nan/inf positions, memoryviews; an assertion left uncaught ends the run.
import numpy as np
import numpy.testing

def t(f, *a, **k):
    try:
        f(*a, **k)
        print("passed")
    except AssertionError as e:
        print(repr(str(e)))

npt = np.testing
t(npt.assert_allclose, np.arange(12.).reshape(3, 4), np.arange(12.).reshape(3, 4) * 1.5)
t(npt.assert_allclose, np.float32([1.0, 2.0]), np.float32([1.0, 2.5]))
t(npt.assert_array_almost_equal, np.array([1, 2]), np.array([1, 3]))
t(npt.assert_array_almost_equal, np.array([1.123456, 2.0]), np.array([1.123457, 2.0]))
t(npt.assert_array_almost_equal, np.array([1.12345, 2.0]), np.array([1.12355, 2.0]), 4)
t(npt.assert_allclose, np.array(3.0), np.array(3.5))
t(npt.assert_allclose, np.array([1.0, np.nan]), np.array([1.0, 2.0]), equal_nan=False)
t(npt.assert_allclose, np.array([np.nan]), np.array([np.nan]), equal_nan=False)
t(npt.assert_allclose, np.ones(3), np.zeros(3), verbose=False)
t(npt.assert_allclose, np.ones(3), np.zeros(3), err_msg="a message that is rather long and will not fit on the header line at all")
t(npt.assert_array_equal, np.array([100, -100], dtype=np.int8), np.array([-100, 100], dtype=np.int8))
t(npt.assert_array_equal, [1.0, 2.0], (1.0, 2.0))
t(npt.assert_array_equal, 3, np.array([3, 3, 4]))
t(npt.assert_array_equal, np.arange(7), np.arange(7)[::-1])
t(npt.assert_almost_equal, np.float64(1.0), np.float64(1.5))
t(npt.assert_almost_equal, 1, 1.0000001)
t(npt.assert_almost_equal, 1.0, 1.0000002, decimal=6)
t(npt.assert_equal, np.float64(2.0), 2.0)
t(npt.assert_equal, np.int32(2), 3)
t(npt.assert_equal, None, None)
t(npt.assert_equal, [np.nan], [np.nan])
t(npt.assert_equal, 2, [2])
t(npt.assert_allclose, [1, 2], [1, 2])
t(npt.assert_allclose, 2, 2.0000001)
t(npt.assert_allclose, np.array([1, 2], dtype=np.uint8), np.array([3, 1], dtype=np.uint8))
t(npt.assert_array_less, np.ones(3), 1.0)
t(npt.assert_array_less, 0.5, np.ones(3))
t(npt.assert_array_equal, np.zeros((2, 0)), np.zeros((2, 0)))
t(npt.assert_array_equal, np.zeros((30, 30)), np.eye(30))
t(npt.assert_allclose, np.array([np.inf, 1.0]), np.inf)
cdef double[:] mv = np.array([1.0, 2.0])
t(npt.assert_allclose, mv, np.array([1.0, 2.0]))
t(npt.assert_allclose, mv, np.array([1.0, 2.5]))
t(npt.assert_equal, {'x': 1.0}, {'y': 1.0})
t(npt.assert_array_equal, np.array([1, 2]), np.array([1.0, 2.0]), strict=True)
npt.assert_allclose(np.sin(np.pi * np.arange(3)), 0, atol=1e-12)
print("before")
npt.assert_array_equal(np.arange(3), np.array([0, 1, 3]))
print("after")
