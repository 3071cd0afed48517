# A power of two number literals that Cython does not fold to an int (a
# float on either side, a negative int exponent) is C's pow, a double:
# its type, its value and what dividing it by zero raises.
cimport cython

def check(f):
    try:
        print(f())
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)

def main():
    print(cython.typeof(2 ** -1), cython.typeof(2 ** 3), cython.typeof(2.0 ** -1))
    print(cython.typeof(0 ** -1), cython.typeof(2.5 ** 2), cython.typeof(2 ** 0.5))
    check(lambda: 2 ** -1 // 0)
    check(lambda: 2.0 ** -1 // 0)
    check(lambda: 2 ** -1)
    check(lambda: 0 ** -1)
    check(lambda: (-2) ** -1)
    check(lambda: 2.5 ** 2)
    check(lambda: 2 ** 0.5)
    check(lambda: 10 ** -3)
    check(lambda: 2 ** -1 + 1)
    x = 2 ** -2
    print(x, type(x).__name__, cython.typeof(x))
    print(2 ** 70, cython.typeof(2 ** 70))

main()
