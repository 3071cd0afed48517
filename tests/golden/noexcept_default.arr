cdef int bad(int n) noexcept:
    return 10 // n
print(bad(2))
print(bad(0))
print("still running")
