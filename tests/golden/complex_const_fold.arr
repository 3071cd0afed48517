# C double complex arithmetic on literals: gcc folds the products and
# quotients with each part rounded once, so compiled Cython prints those
# values (computed at run time they can differ in the last bit).
def main():
    print((1 + 2j) / (3 - 1j), (0.5 + 7j) / (1e-3 + 4j), (2 + 3j) / 7)
    print((0.1 + 0.2j) * (0.3 - 0.7j), (1.1 + 2.2j) * 3.3, -(1 + 1j) / (1 - 1j))
    print((1e300 + 1e300j) / (1e300 + 1j), 1 / (3 + 4j), (1 + 2j) / (3 - 1j) + 1)
    cdef double complex z = (0.7 + 0.1j) / (0.3 + 0.9j)
    print(z, z.real, z.imag)
    try:
        print((1 + 1j) / (0 * 1j))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)

main()
