# arr-only: Cython refuses this while compiling
from geom cimport Point, nothing
print("never")
