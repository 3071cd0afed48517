# `xs[i] op= v` on a list: small numbers updated in place, negative
# indexes, a right side that resizes the list, errors, and items that
# are objects updated by their own in-place operator.

def grow(xs):
    xs.append(100)
    return 1

def shrink(xs):
    xs.pop()
    xs.pop()
    return 1

def main():
    cdef list a = [0] * 5
    cdef int i
    for i in range(23):
        a[i % 5] += i
    print(a)
    a[-1] -= 1000
    a[-5] *= 3
    a[2] //= 4
    a[3] %= 7
    a[1] |= 64
    a[0] ^= 1
    a[4] &= 0xff
    print(a)
    b = [1.5, 2, 2 ** 62]
    b[0] /= 2
    b[1] /= 4
    b[2] += 2 ** 62
    b[-1] *= 2
    print(b)
    c = [1, 2, 3]
    c[-1] += grow(c)
    print(c)
    d = [5, 6, 7]
    try:
        d[2] += shrink(d)
    except IndexError as e:
        print("IndexError:", e)
    print(d)
    e = [1, 2]
    for k in [2, -3]:
        try:
            e[k] += 1
        except IndexError as err:
            print("IndexError:", err)
    inner = [1]
    f = [inner, "ab", (1,)]
    f[0] += [2]
    f[1] += "c"
    f[2] += (2,)
    print(f, inner is f[0])
    g = [1, 2]
    try:
        g[0] += "x"
    except TypeError as err:
        print("TypeError:", err)
    try:
        g[0] /= 0
    except ZeroDivisionError as err:
        print("ZeroDivisionError:", err)
    print(g)

main()
