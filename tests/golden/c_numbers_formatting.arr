# C numbers in f-strings, % and str.format; C float printing; hex/oct/bin
# of an unsigned long long past 2**63 and of big ints.
cdef double x = 3.14159265
cdef float f = 0.1
cdef int n = -42
cdef unsigned long long big = 18446744073709551615ULL
cdef char c = 65
cdef bint b = 1
cdef Py_ssize_t idx = 7
print(f"{x:.3f} {x:10.2e} {f} {f:.3f} {n:5d} {n:+d} {n:x} {big} {c} {b} {idx:03d} {x!r} {n!s:>6}")
print("%.2f %d %s %5.1f%% %c" % (x, n, b, 12.345, 66))
print("{0} {1:.1f} {n}".format(n, x, n=idx), str(f), repr(f), float(f), f * 2, f + x)
cdef float g = 1e-8
cdef double h = 1e22
cdef double k = 1.0 / 3
print(g, h, k, -0.0, x * 1e300 * 1e10, 2.5e-310)
print(round(x, 2), round(f, 3), int(x), <long>(x * 1e6), abs(n), -n // 5, n % 5, n / 5)
cdef long long m = -9223372036854775807 - 1
print(m, m // -1 if False else 0, str(m), hex(big), bin(c))
bx = 2**70
print(hex(bx), oct(-bx), bin(bx + 1), format(bx, "x"), "%x" % bx, f"{bx:b}")
