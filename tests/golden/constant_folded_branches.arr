cimport cython
def g():
    if False:
        yield 1
    return
print(list(g()))
def h(n):
    x = 1
    if 0:
        x = "s"
    elif n > 2:
        x = 5
    else:
        x = 7
    return x
print(h(3), h(1))
def k():
    y = 3
    if None:
        y = 2.5
    while False:
        y = "q"
    else:
        y += 1
    return cython.typeof(y), y
print(k())
def m():
    z = 2
    if True:
        z += 1
    else:
        z = undefined_name_here
    return z
print(m())
def n():
    return (a_missing_name if False else 4), (5 if True else other_missing)
print(n())
def k():
    y = 3
    y += 1
    return cython.typeof(y), y
print(k())
def k2():
    y = 3
    if False:
        y = 2.5
    y += 1
    return cython.typeof(y), y
print(k2())
def k3():
    y = 3
    if False:
        y = "s"
    return cython.typeof(y), y
print(k3())
DEBUG_LEVEL = 0
def traced(int n):
    cdef int total = 0
    cdef int k
    for k in range(n):
        if 0:
            print("step", k, trace_buffer)
        total += k
    if not True:
        report(total)
    elif 1:
        total *= 2
    else:
        total = never_defined
    return total
print(traced(5))
def empty_gen():
    return
    if False:
        yield
print(list(empty_gen()), type(empty_gen()).__name__)
