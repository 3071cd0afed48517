# arr-only: Cython refuses this with "'nothere.pxi' not found"
include "nothere.pxi"
print(1)
