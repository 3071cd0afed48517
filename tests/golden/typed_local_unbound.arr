cdef class K:
    pass
def f7(int flag):
    cdef K k
    if flag:
        k = K()
    return k is None
cdef K gk
def f8():
    return gk
cdef object go
def f9():
    return go
for f in [lambda: f7(0), lambda: f7(1), f8, f9]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
