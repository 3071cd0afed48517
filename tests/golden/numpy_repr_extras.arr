# repr of arrays as NumPy 2 writes it: wrapped one column short of the line width, then
# shape= for summarised arrays and dtype= when not implied, on a line of their own if they
# would overflow the last one.
import numpy as np
for n in [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]:
    print(repr(np.arange(n, dtype=np.int32) * 1000))
    print(repr(np.arange(n) * 1000))
    print(repr(np.arange(n, dtype=np.float32) / 3))
print(repr(np.arange(2000)))
print(repr(np.arange(2000, dtype=np.int8)))
print(repr(np.arange(3000.).reshape(1000, 3)))
print(repr(np.zeros((0, 3))), repr(np.zeros(0, dtype=np.int32)))
