cdef int zero = 0
cdef double fzero = 0.0
cdef int n = 5
cdef double x = 1.5
def attempt(f):
    try:
        f()
    except ZeroDivisionError as err:
        print("ZeroDivisionError:", err)
attempt(lambda: n // zero)
attempt(lambda: n % zero)
attempt(lambda: x / fzero)
attempt(lambda: x % fzero)
attempt(lambda: x // fzero)
attempt(lambda: 1 / 0)
attempt(lambda: 1 // 0)
attempt(lambda: 1 % 0)
attempt(lambda: 1.0 / 0)
attempt(lambda: 1.0 % 0.0)
