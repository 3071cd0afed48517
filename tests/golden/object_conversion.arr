def take_int(int x):
    return x
def take_double(double x):
    return x
def report(f):
    try:
        print(f())
    except (TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
report(lambda: take_int(7))
report(lambda: take_int(True))
report(lambda: take_int(3.9))
report(lambda: take_int(2 ** 40))
report(lambda: take_int("5"))
report(lambda: take_double(3))
report(lambda: take_double("x"))
cdef unsigned int u
def set_u(v):
    global u
    u = v
    return u
report(lambda: set_u(5))
report(lambda: set_u(-1))
cdef double dd = 5
cdef float ff = 2 ** 30 + 1
print(dd, ff)
