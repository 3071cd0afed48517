# Python complex objects in Python-level code: keys, sums, sorting by abs, Python's refusals
def main():
    zs = [complex(3, 4), complex(-1, 0.5), complex(0, -2), complex(1, 1)]
    print(sorted(zs, key=abs), max(zs, key=abs), min(zs, key=lambda z: z.real))
    print(sum(z * z for z in zs), sum(zs) / len(zs))
    print(set([complex(1, 0), 1, 1.0]), complex(1, 0) in {1: 2}, zs.index(complex(0, -2)))
    for bad in ["round", "divmod", "abs2", "sortz"]:
        try:
            if bad == "round":
                round(zs[0])
            elif bad == "divmod":
                divmod(zs[0], 2)
            elif bad == "abs2":
                zs[0] >= zs[1]
            else:
                sorted(zs)
        except TypeError as e:
            print("TypeError:", e)
    print(complex(True, False), complex(2) ** 2, 2 ** complex(0, 1), zs[1].real ** 0.5, 4 ** -0.5)
    print(pow(complex(1, 1), 2), pow(2, complex(1, 0)), bool(0j), not complex(0, 1))
    print(str(complex(1.5, -0.0)), repr(complex(-0.0, 0.0)), complex(1, 2) * True)
main()

cimport cython

def inferred(o):
    x = complex(1, 2)
    y = 1j
    v = o.conjugate()
    print(cython.typeof(x), cython.typeof(y), cython.typeof(x.real), x.imag / 2, v)
    try:
        print(x.real / 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)

inferred(3 + 4j)
