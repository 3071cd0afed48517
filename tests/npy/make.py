"""Writes the .npy files the npy test loads, with NumPy, and what NumPy
prints for each (expected.txt). Run from this folder:

    python3 make.py

The test (tests/npy.rs) loads each file with arr and prints the same
lines; they must match NumPy's. It also has arr save arrays and load them
back. To check that NumPy reads what arr writes, run `python3 make.py
--check-arr-output DIR` on a folder of files `arr` saved.
"""
import sys
import numpy as np

CASES = {
    "f64_c": np.arange(6.0).reshape(2, 3) / 4,
    "f64_f": np.asfortranarray(np.arange(6.0).reshape(2, 3)),
    "f32": np.array([1.5, -2.25, 1e-3], dtype=np.float32),
    "i64": np.array([[1, -2], [3, 2**40]], dtype=np.int64),
    "i32_f": np.asfortranarray(np.arange(12, dtype=np.int32).reshape(3, 4) - 5),
    "i16": np.array([-32768, 0, 32767], dtype=np.int16),
    "i8": np.array([-128, 5, 127], dtype=np.int8),
    "u64": np.array([0, 2**63 + 5], dtype=np.uint64),
    "u32": np.array([4000000000, 1], dtype=np.uint32),
    "u16": np.array([65535, 2], dtype=np.uint16),
    "u8": np.arange(5, dtype=np.uint8).reshape(5, 1),
    "bool": np.array([[True, False], [False, True]]),
    "scalar": np.array(3.5),
    "empty": np.zeros((0, 3)),
    "cube": np.arange(24, dtype=np.int64).reshape(2, 3, 4),
}


def describe(a):
    return f"{a.dtype} {a.shape} {a.strides}\n{a}\n"


if len(sys.argv) == 3 and sys.argv[1] == "--check-arr-output":
    for name, want in CASES.items():
        got = np.load(f"{sys.argv[2]}/{name}.npy")
        assert got.dtype == want.dtype and got.shape == want.shape, name
        assert (got == want).all(), name
    print("NumPy reads every file arr saved, with the same values")
    sys.exit(0)

with open("expected.txt", "w") as out:
    for name, a in CASES.items():
        np.save(f"{name}.npy", a)
        out.write(f"{name}\n" + describe(np.load(f"{name}.npy")))
