# arr-only: sizes taken from the program that no memory can hold raise
# MemoryError (or Python's ValueError for a format number beyond sys.maxsize)
# instead of aborting arr.
import numpy as np
attempts = [
    lambda: f"{1:>1000000000000}",
    lambda: "{:>1000000000000}".format(1),
    lambda: "%1000000000000d" % 1,
    lambda: "%.1000000000000f" % 1.0,
    lambda: format(1.5, "1000000000000"),
    lambda: "x".center(10 ** 12),
    lambda: "5".zfill(10 ** 12),
    lambda: "ab" * 10 ** 12,
    lambda: np.linspace(0, 1, 10 ** 12),
    lambda: np.outer(np.ones(10 ** 6), np.ones(10 ** 6)),
    lambda: np.zeros(10 ** 13),
    lambda: f"{1:>99999999999999999999}",
]
for make in attempts:
    try:
        make()
        print("made it")
    except MemoryError:
        print("MemoryError")
    except ValueError as e:
        print("ValueError:", e)
print(len(f"{7:>40}"), "%.3f" % 2.0, "x".center(5, "*"))
