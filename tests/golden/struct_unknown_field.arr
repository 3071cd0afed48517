# A struct value's undeclared field: Cython converts the struct to its dict
# and looks the name up there, so the error comes when the line runs.
cdef struct S:
    int a
    double w

def g():
    cdef S s
    s.a = 1
    s.w = 2.5
    print("before", s)
    try:
        print(s.b)
    except AttributeError as e:
        print("AttributeError", e)
    try:
        s.c = 3
    except AttributeError as e:
        print("AttributeError", e)
    print("after", s.a, s.w)

g()
