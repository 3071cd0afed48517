# arr-only: a NumPy keyword arr lacks is refused, never ignored
import numpy as np
print(np.ones(3).std(ddof=1))
print(np.sum(np.ones((2, 2)), axis=0, out=np.empty(2)))
