# delattr, and deleting a cdef class's declared attributes: an object one
# becomes None, a C one raises NotImplementedError, a readonly one is not writable.
cdef class A:
    cdef public int x
    cdef readonly double y
    cdef public object o
    cdef public list xs
    cdef int hidden
class B(A):
    pass
def main():
    a = A()
    for n in ["x", "y", "o", "xs", "hidden", "nope"]:
        try:
            delattr(a, n)
            print("deleted", n)
        except Exception as e:
            print(n, type(e).__name__, e)
    b = B()
    b.w = 1
    delattr(b, "w")
    print(hasattr(b, "w"), b.o)
    a.o = 5
    try:
        delattr(a, "o")
    except Exception as e:
        print(type(e).__name__, e)
    print(a.o)
main()
