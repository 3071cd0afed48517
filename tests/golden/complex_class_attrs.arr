# Complex cdef class attributes, cpdef methods returning C types (typed calls), complex ctuples, formatting
cimport cython
cdef class Wave:
    cdef public double complex amp
    cdef double complex phase
    def __init__(self, double complex a):
        self.amp = a
        self.phase = a * 1j
    cpdef double complex at(self, double t):
        return self.amp * t + self.phase

cdef (double complex, int) pair(double complex z):
    return (z * 2, 3)

def main():
    w = Wave(1 + 2j)
    print(w.amp, w.at(0.5), cython.typeof(w.at(0.5)))
    w.amp = 3
    print(w.amp)
    zs = [1j, 2 + 0j, complex(1, -1)]
    print(sum(zs), sum(zs, 1), zs)
    print(f"{zs[2]}", f"{zs[0]!r}", "{}".format(zs[1]), str(1j))
    print(f"{complex(1.5, -2.25):.2f}", format(complex(3, 4), ".1e"), f"{complex(1, 2):>12}")
    p = pair(1 + 1j)
    print(p)
    print(isinstance(1j, complex), type(1j), complex)
    print(1j.imag, (2+3j).real)
    t = (1j, 2j)
    print(t, {1j: "a"})


cdef class Meter:
    cpdef double at(self, double t):
        return t / 2

class Doubled(Meter):
    def at(self, t):
        return t * 2

def typed_calls():
    m = Meter()
    cdef Meter d = Doubled()
    print(cython.typeof(m), cython.typeof(m.at(0.5)), cython.typeof(d.at(3)), d.at(3), m.at(1))
    try:
        print(m.at(1) / 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)

main()
typed_calls()
