# arr-only: compile-time checks of tuple literals assigned to ctuples
cdef (int, int, int) trip = (1, 2)
cdef (int, double) t = (1.5, 2)
