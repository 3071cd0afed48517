# A missing module attribute is an AttributeError when reached, as in Python
import numpy as np
print("before")
try:
    f = np.not_a_function
except AttributeError as e:
    print("caught", e)
print("after")
np.also_missing(3)
print("never")
