# C complex special values: Cython's from_parts (x + y*I) and C99's products with infinities and NaN
def t(double complex z, float complex f, double d):
    print(z * 0.5, z * d, d * z, z / d, z + d, z * 2, f * 0.5, f * d, f * f, z * z, f + 1)
inf = float('inf')
nan = float('nan')
t(complex(inf, 0), complex(inf, 0), 0.5)
t(complex(inf, 1), complex(1, inf), 2.0)
t(complex(nan, 1), complex(inf, nan), inf)
t(complex(1, 2), complex(3, 4), nan)
