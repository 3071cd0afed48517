# Python complex objects: repr, construction, hashing, arithmetic and errors
import cmath

def show(*zs):
    print(*[repr(z) for z in zs])

def make():
    show(complex(), complex(1, 2), complex(3), complex("1+2j"), complex(" (-3.5-4j) "))
    show(complex("j"), complex("-J"), complex("2e3j"), complex("1e-2"), complex(-0.0, -1.0))
    show(complex(0, 0), complex(-1.5, 0), complex(complex(1, 2), complex(3, 4)), complex(2, complex(0, 1)))
    show(complex(1e20, 0), complex(0, 1e20), complex(1e16, 1), complex(1, 1e-5), complex(0.1, 0.2))
    inf, nan = float("inf"), float("nan")
    show(complex(inf, nan), complex(-inf, -inf), complex(nan, -0.0), complex(0.0, -nan))
    for bad in ["1+", "j1", "1+2k", "", "1 + 2j"]:
        try:
            complex(bad)
        except ValueError as e:
            print("ValueError:", e)
    for args in [([1],), ("1", 2), (1, "2")]:
        try:
            complex(*args)
        except TypeError as e:
            print("TypeError:", e)

def arith(a, b):
    show(a + b, a - b, a * b, a / b, a ** b, -a, +b)
    show(a * 2, 3 - a, 1.5 * b, b / 4, abs(a), a.conjugate(), a.real, a.imag)
    print(a == b, a != b, a == complex(a.real, a.imag), complex(2, 0) == 2, complex(2, 0) == 2.0, complex(2, 1) == 2)
    print(bool(a), bool(complex(0, 0)), hash(a) == hash(complex(a.real, a.imag)))

def powers(z):
    show(z ** 0, z ** 1, z ** 2, z ** 3, z ** -1, z ** -2, z ** 0.5, z ** 10)

def errors(z):
    for op in ["//", "%", "<", "int", "float", "zero", "zeropow", "big"]:
        try:
            if op == "//":
                z // 2
            elif op == "%":
                z % 2
            elif op == "<":
                z < 1
            elif op == "int":
                int(z)
            elif op == "float":
                float(z)
            elif op == "zero":
                z / complex(0, 0)
            elif op == "zeropow":
                complex(0, 0) ** -1
            else:
                complex(1e200, 1e200) ** 3
        except (TypeError, ZeroDivisionError, OverflowError) as e:
            print(type(e).__name__ + ":", e)

def hashes():
    print(hash(complex(1, 2)), hash(complex(3, 0)), hash(complex(-1, 0)), hash(complex(0.5, -0.25)))
    print(hash(1.5), hash(-2.0), hash(1e100), hash(float("inf")), hash(0.1))
    d = {complex(1, 0): "one", complex(0, 1): "i"}
    print(d[1], d[1.0], d[complex(0, 1)], len({1, 1.0, complex(1, 0)}))

def cmath_funcs(z):
    show(cmath.sqrt(z), cmath.exp(z), cmath.log(z), cmath.log10(z), cmath.log(z, 2))
    show(cmath.sin(z), cmath.cos(z), cmath.tan(z), cmath.sinh(z), cmath.cosh(z), cmath.tanh(z))
    show(cmath.asin(z), cmath.acos(z), cmath.atan(z), cmath.asinh(z), cmath.acosh(z), cmath.atanh(z))
    print(cmath.phase(z), cmath.polar(z), cmath.rect(2.0, 0.5), cmath.isclose(z, z + 1e-12))
    print(cmath.isfinite(z), cmath.isinf(z), cmath.isnan(z), cmath.pi, cmath.e)
    show(cmath.sqrt(-4), cmath.sqrt(complex(-4, -0.0)), cmath.log(-1))

make()
arith(complex(1, 2), complex(0.3, -0.7))
arith(complex(-1.5, 0.25), complex(2.5, 1e-3))
powers(complex(1, 1))
powers(complex(0.6, -0.8))
errors(complex(1, 2))
hashes()
cmath_funcs(complex(0.5, 0.75))
cmath_funcs(complex(-2, 3))
