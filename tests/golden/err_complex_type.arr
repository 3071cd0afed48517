# arr-only: arr has no C complex types yet, and says so where one is declared
def norm2(double complex z):
    return z.real * z.real + z.imag * z.imag
