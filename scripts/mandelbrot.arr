# The Mandelbrot set in ASCII, over C double complex numbers (as a Cython
# kernel writes it): each character is how fast the point escapes.
cdef int escape(double complex c, int maxit):
    cdef double complex z = 0
    cdef int n
    for n in range(maxit):
        z = z * z + c
        if abs(z) > 2.0:
            return n
    return maxit

def render(int width, int height, int maxit):
    cdef int i, j, n
    cdef double complex c
    shades = " .:-=+*#%@"
    for j in range(height):
        row = []
        for i in range(width):
            c = (-2.2 + 3.0 * i / width) + (-1.2 + 2.4 * j / height) * 1j
            n = escape(c, maxit)
            row.append(shades[n * (len(shades) - 1) // maxit])
        print("".join(row))

render(64, 24, 60)
