cdef int mandel(double cr, double ci, int max_iter):
    cdef double zr = 0, zi = 0, t
    cdef int n
    for n in range(max_iter):
        if zr * zr + zi * zi > 4.0:
            return n
        t = zr * zr - zi * zi + cr
        zi = 2 * zr * zi + ci
        zr = t
    return max_iter

def render(int w, int h, int max_iter):
    cdef int x, y
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            k = mandel(-2.0 + 3.0 * x / w, -1.0 + 2.0 * y / h, max_iter)
            row.append("#" if k == max_iter else ("+" if k > 5 else "."))
        rows.append("".join(row))
    return "\n".join(rows)

print(render(40, 12, 50))
