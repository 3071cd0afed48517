# arr-only: Cython refuses this with "cython.operator is not available"
from cython cimport operator
print(1)
