# arr-only: Cython refuses this at compile time with the same message
# ("Assignment to const 'g'"): a module-level const keeps its value, even
# when a function declares it global.
cdef const int g = 5

def shadow():
    g = 7
    return g

def reset():
    global g
    g = 9
    return g

print(g, shadow())
