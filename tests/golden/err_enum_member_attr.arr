# arr-only: Cython refuses this at compile time with the same message
cpdef enum Mode:
    FAST = 1
    SLOW = 2

print(Mode.FAST.name)
