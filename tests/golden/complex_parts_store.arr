# Storing into a C complex's parts (also augmented)
def parts(double complex z, float complex f):
    z.imag += 1
    z.real -= 0.5
    z.real *= 4
    f.imag = 1 / 3.0
    f.real += 1e-9
    print(z, f)

parts(1j, 2 - 1j)
parts(-0.25 + 3j, 0.1 + 0.2j)
