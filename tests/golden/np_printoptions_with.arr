# `with np.printoptions(...)`: the settings hold inside the block and are
# restored after it, also when the block raises; the `as` target is the
# settings dict; nested blocks restore in order; bad settings raise on
# entry.
import numpy as np

x = np.array([1 / 3, 2 / 3, 1e-9, 12345.678])
print(x)
with np.printoptions(precision=3, suppress=True) as opts:
    print(x)
    print(opts["precision"], opts["suppress"], opts["threshold"])
    with np.printoptions(precision=1):
        print(x)
    print(x)
print(x)
try:
    with np.printoptions(precision=2):
        print(x)
        raise KeyError("inside")
except KeyError as e:
    print("caught", e)
print(x)
with np.printoptions(threshold=5, edgeitems=2):
    print(np.arange(10))
print(np.arange(10))
po = np.printoptions(linewidth=20)
with po:
    print(np.arange(12))
print(np.get_printoptions()["linewidth"])
try:
    with np.printoptions(precision="x"):
        print("not reached")
except TypeError as e:
    print("TypeError", e)
print(np.get_printoptions()["precision"])
