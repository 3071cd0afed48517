# arr-only: np.errstate(divide='raise') would make division by zero raise; arr refuses the mode by name
import numpy as np
print(np.geterr()["divide"])
with np.errstate(divide='raise'):
    print(np.array([1.0]) / 0.0)
