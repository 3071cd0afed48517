cdef void bump(int* p):
    p[0] += 1

def f():
    cdef int i, total = 0
    for i in range(5):
        total += i
    bump(&i)
    return total, i

def g():
    cdef int i
    for i in range(3):
        pass
    return i

print(f(), g())
