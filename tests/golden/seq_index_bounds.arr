# list.index and tuple.index take optional start and stop, counted from
# the end when negative; a tuple's miss has its own message.
def check(f):
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)

def check_type(f):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
    except ValueError as e:
        print("ValueError:", e)

def main():
    xs = [1, 2, 1, 3]
    t = (1, 2, 1)
    cdef tuple tt = (5, 6, 5)
    print(xs.index(1), xs.index(1, 1), xs.index(3, -2), xs.index(1, -10, 100))
    print(t.index(1, 1, 3), tt.index(5, 1), (1, 2).index(2))
    check(lambda: xs.index(2, 2))
    check(lambda: xs.index(1, 1, 2))
    check(lambda: t.index(3))
    check(lambda: tt.index(6, 2))
    check(lambda: (1, 2).index(3))
    check_type(lambda: xs.index(1, None))
    check_type(lambda: t.index(1, 0, None))
    check_type(lambda: xs.index(1, 1.5))
    check_type(lambda: xs.index(3, True, 10 ** 30))
    check_type(lambda: xs.index(3, -10 ** 30, -10 ** 30))

main()
