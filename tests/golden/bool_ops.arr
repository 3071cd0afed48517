print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "default", "" and "x")
print(not 0, not [1], not None)
x = [] or [1]
print(x)
def side(v):
    print("eval", v)
    return v
print(side(0) and side(1))
print(side(1) or side(2))
cdef int a = 3
cdef int b = 0
print(a and b, a or b, not a)
